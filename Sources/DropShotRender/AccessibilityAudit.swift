import DropShotEngine
import DropShotRaster
import Foundation

/// One finding of the accessibility audit: the rule, the JSON path of the item or element, and
/// what is wrong, on one line.
public struct AuditFinding: Equatable, Sendable, CustomStringConvertible {
    /// The rule broken.
    public var rule: AuditRule
    /// The JSON path of the item or element (`collections[0].items[2]`), `canvas` for text outside every element.
    public var path: String
    /// What is wrong, on one line.
    public var message: String
    /// For a contrast finding, the text judged (an element may have several).
    public var text: String? = nil
    public var description: String { "\(path): \(message) (\(rule.rawValue))" }
}

extension ScenarioDocument {
    /// WCAG 2.2's minimum contrast of text (1.4.3), and of large text: 18 points, or 14 points
    /// bold; a symbol with no letter or digit ("✓", "›") is a graphical object (1.4.11): 3:1.
    static let minimumContrast = (text: 4.5, largeText: 3.0, symbol: 3.0)
    /// Apple's minimum hit target, in points (Human Interface Guidelines, "Accessibility").
    static let minimumTarget = 44.0

    /// The accessibility audit (docs/SCENARIO.md, "Accessibility audit") of the state at each
    /// checkpoint and of the final state: text contrast against what is drawn under it, targets
    /// under 44 x 44 points, elements without a label, and labels repeated in one collection.
    /// The scenario's `audit.ignore` rules are skipped; a finding seen at several states is given once.
    public func audit() throws(InputError) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        // What was found at an earlier state, so a finding is given once.
        struct FindingKey: Hashable {
            var rule: AuditRule
            var path: String
            /// A contrast finding's text: each text of an element is judged, not its first alone.
            var text: String?
        }
        var reported = Set<FindingKey>()
        let ignored = scenario.audit.ignored
        do {
            try forEachCheckpoint(scale: nil, theme: nil) { (checkpoint, arena: Arena, renderer) in
                let moment = checkpoint.map { " at checkpoint \($0.name)" } ?? ""
                let elements = try arena.accessibilityElements()
                var found: [AuditFinding] = []
                let snapshot = arena.snapshot()
                if ignored[.contrast] == nil { found += try contrastFindings(snapshot, elements: elements, renderer: renderer) }
                // The first element of each label in each collection (headers aside).
                var firstWithLabel: [String: [String: String]] = [:]
                for element in elements {
                    let interactive = element.path.contains("items[") || !Set(element.traits).isDisjoint(with: [.button, .link, .adjustable])
                    if ignored[.targetSize] == nil, interactive,
                        element.frame.width < ScenarioDocument.minimumTarget || element.frame.height < ScenarioDocument.minimumTarget
                    {
                        found.append(
                            AuditFinding(
                                rule: .targetSize, path: element.path,
                                message:
                                    "\(JSONValue.echo(element.label)) is \(JSONValue.format(element.frame.width)) x \(JSONValue.format(element.frame.height)) points, under the 44 x 44 points of a finger's target"
                            ))
                    }
                    if ignored[.missingLabel] == nil, element.label.allSatisfy(\.isWhitespace) {
                        found.append(AuditFinding(rule: .missingLabel, path: element.path, message: "the element has no label for VoiceOver to read"))
                    }
                    if ignored[.duplicateLabel] == nil, let collection = element.collection, !element.traits.contains(.header),
                        !element.label.isEmpty
                    {
                        if let first = firstWithLabel[collection]?[element.label] {
                            found.append(
                                AuditFinding(
                                    rule: .duplicateLabel, path: element.path,
                                    message:
                                        "\(JSONValue.echo(element.label)) is also the label of \(first) in \(collection): VoiceOver users cannot tell them apart"
                                ))
                        } else {
                            firstWithLabel[collection, default: [:]][element.label] = element.path
                        }
                    }
                }
                if ignored[.overlap] == nil { found += overlapFindings(snapshot) }
                // A collection other items can be moved to, with no title or label: the actions say its id.
                if ignored[.missingLabel] == nil, arena.present.filter({ $0 }).count > 1 {
                    for (index, spec) in scenario.collections.enumerated()
                    where arena.present[index] && spec.role != .source && spec.config.permissions.allowDrop && spec.title == nil
                        && spec.accessibilityLabel == nil
                    {
                        found.append(
                            AuditFinding(
                                rule: .missingLabel, path: "collections[\(index)]",
                                message:
                                    "VoiceOver's actions call it by its id, \(JSONValue.echo(spec.id)), for want of a title or an accessibilityLabel")
                        )
                    }
                }
                for finding in found where reported.insert(FindingKey(rule: finding.rule, path: finding.path, text: finding.text)).inserted {
                    var finding = finding
                    finding.message += moment
                    findings.append(finding)
                }
            }
        } catch let error as InputError { throw error } catch {
            throw InputError(file: path, message: "\(error)")
        }
        return findings
    }

    /// Each pair of collections whose frames overlap in part (neither holds the other), named by
    /// the one declared later, which the other covers. A sweep along x: O(c log c) and the pairs
    /// whose spans along x meet.
    func overlapFindings(_ snapshot: ArenaSnapshot) -> [AuditFinding] {
        let index = Dictionary(scenario.collections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let shown = snapshot.collections.compactMap { c in index[c.id].map { (index: $0, id: c.id, frame: c.frame) } }
            .sorted { ($0.frame.minX, $0.index) < ($1.frame.minX, $1.index) }
        func holds(_ a: Rect, _ b: Rect) -> Bool { a.minX <= b.minX && a.minY <= b.minY && a.maxX >= b.maxX && a.maxY >= b.maxY }
        var findings: [AuditFinding] = []
        for (n, a) in shown.enumerated() {
            for b in shown[(n + 1)...] {
                guard b.frame.minX < a.frame.maxX else { break }
                guard let shared = a.frame.intersection(b.frame), shared.width > 0, shared.height > 0,
                    !holds(a.frame, b.frame), !holds(b.frame, a.frame)
                else { continue }
                let (first, later) = a.index < b.index ? (a, b) : (b, a)
                findings.append(
                    AuditFinding(
                        rule: .overlap, path: "collections[\(later.index)]",
                        message:
                            "\(later.id) overlaps \(first.id) by \(JSONValue.format(shared.width)) x \(JSONValue.format(shared.height)) points: a touch there reaches \(first.id) only"
                    ))
            }
        }
        return findings.sorted { $0.path < $1.path }
    }

    /// Each line of text drawn whose contrast with the colour most of its box has (what is drawn
    /// under it) is below WCAG's minimum, named by the smallest element holding its centre.
    private func contrastFindings(_ snapshot: ArenaSnapshot, elements: [AccessibilityElement], renderer: Renderer) throws -> [AuditFinding] {
        let log = TextLog()
        let image = try renderer.render(snapshot, scale: nil, digesting: false, bands: 1, textLog: log).joined()
        let scale = Double(snapshot.canvas.scale)
        let holders = ElementIndex(elements)
        // Text under the drag's ghost (or a ghost flying back) is hidden while it is there: not
        // judged. The ghost's own texts are drawn on its layer and not logged.
        let covered = [snapshot.drag?.ghostFrame, snapshot.snapBack?.frame].compactMap { $0 }.map { frame in
            PixelBounds(
                x0: Int((frame.minX * scale).rounded(.down)), y0: Int((frame.minY * scale).rounded(.down)),
                x1: Int((frame.maxX * scale).rounded(.up)), y1: Int((frame.maxY * scale).rounded(.up)))
        }
        var findings: [AuditFinding] = []
        for run in log.runs where run.color.a > 0 && !run.text.allSatisfy(\.isWhitespace) {
            guard !covered.contains(where: { !run.bounds.intersection($0).isEmpty }) else { continue }
            let box = run.bounds.intersection(PixelBounds(x0: 0, y0: 0, x1: image.width, y1: image.height))
            guard !box.isEmpty, let background = ScenarioDocument.dominantColor(in: image, box) else { continue }
            let text = run.color.over(background)
            let ratio = ScenarioDocument.contrast(text, background)
            let points = run.size / scale
            let large = points >= 18 || (points >= 14 && run.bold)
            let symbol = !run.text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
            let minimum =
                symbol
                ? ScenarioDocument.minimumContrast.symbol : large ? ScenarioDocument.minimumContrast.largeText : ScenarioDocument.minimumContrast.text
            guard ratio < minimum else { continue }
            let center = Point((Double(box.x0 + box.x1) / 2) / scale, (Double(box.y0 + box.y1) / 2) / scale)
            let holder = holders.smallest(containing: center)
            let shown = String(format: "%.2f", ratio)
            findings.append(
                AuditFinding(
                    rule: .contrast, path: holder?.path ?? "canvas",
                    message:
                        "the \(symbol ? "symbol" : "text") \(JSONValue.echo(run.text)) (\(ScenarioDocument.hex(text)) on \(ScenarioDocument.hex(background))) has a contrast of \(shown):1, under the \(JSONValue.format(minimum)):1 WCAG 2.2 asks of \(symbol ? "graphical objects" : large ? "large text" : "text")",
                    text: run.text))
        }
        return findings
    }

    /// The colour most pixels of `box` have (opaque over white where they are not).
    static func dominantColor(in image: Canvas, _ box: PixelBounds) -> PremultipliedColor? {
        var counts: [UInt32: Int] = [:]
        for y in box.y0..<box.y1 {
            var at = (y * image.width + box.x0) * 4
            for _ in box.x0..<box.x1 {
                let key =
                    UInt32(image.pixels[at]) << 24 | UInt32(image.pixels[at + 1]) << 16 | UInt32(image.pixels[at + 2]) << 8
                    | UInt32(image.pixels[at + 3])
                counts[key, default: 0] += 1
                at += 4
            }
        }
        guard let (key, _) = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) else { return nil }
        let color = PremultipliedColor(r: UInt8(key >> 24), g: UInt8(key >> 16 & 0xFF), b: UInt8(key >> 8 & 0xFF), a: UInt8(key & 0xFF))
        return color.over(PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    /// WCAG's contrast ratio of two opaque colours: (L1 + 0.05) / (L2 + 0.05) of their relative luminances.
    static func contrast(_ a: PremultipliedColor, _ b: PremultipliedColor) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func luminance(_ color: PremultipliedColor) -> Double { 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b) }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    static func hex(_ color: PremultipliedColor) -> String {
        Scenario.Color(red: color.r, green: color.g, blue: color.b).hex
    }
}

/// VoiceOver's elements by where they are, so the element holding a point is found among the
/// few near it (the audit asks for each line of text; a scan of every element made it quadratic).
/// Frames go into square buckets of `bucket` points; a frame over `maxBuckets` of them a side is
/// kept aside and always asked.
struct ElementIndex {
    static let bucket = 64.0
    static let maxBuckets = 16
    private let elements: [AccessibilityElement]
    private var buckets: [Int64: [Int]] = [:]
    private var large: [Int] = []

    init(_ elements: [AccessibilityElement]) {
        self.elements = elements
        for (index, element) in elements.enumerated() {
            let frame = element.frame
            guard frame.width.isFinite, frame.height.isFinite else { continue }
            let x0 = Self.cell(frame.minX), x1 = Self.cell(frame.maxX), y0 = Self.cell(frame.minY), y1 = Self.cell(frame.maxY)
            guard x1 - x0 < Self.maxBuckets, y1 - y0 < Self.maxBuckets else {
                large.append(index)
                continue
            }
            for y in y0...y1 { for x in x0...x1 { buckets[Self.key(x, y), default: []].append(index) } }
        }
    }

    /// The smallest element whose frame holds `point` (the first of equal areas), if any.
    func smallest(containing point: Point) -> AccessibilityElement? {
        let near = (buckets[Self.key(Self.cell(point.x), Self.cell(point.y))] ?? []) + large
        return near.sorted().map { elements[$0] }.filter { $0.frame.contains(point) }
            .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
    }

    private static func cell(_ value: Double) -> Int { Int(max(-1e12, min(1e12, (value / bucket).rounded(.down)))) }
    private static func key(_ x: Int, _ y: Int) -> Int64 {
        Int64(truncatingIfNeeded: x) << 32 | Int64(truncatingIfNeeded: UInt32(truncatingIfNeeded: y))
    }
}
