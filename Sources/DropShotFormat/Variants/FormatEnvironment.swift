/// What the values of one variant of a scenario resolve against while it is decoded: the colour
/// names at its appearance, its Dynamic Type size, and (once the canvas is read) the screen that
/// frames of edges are measured from. Every `JSONReader` of the decoding carries it.
struct FormatEnvironment: Sendable {
    /// The colours a value may name.
    var colors = ColorNames(appearance: .light)
    /// The text size texts with a `textStyle` take.
    var contentSize = ContentSizeCategory.large
    /// The canvas and its safe area, in points from the leading edge: what a frame of edges is
    /// laid against. Nil before the canvas is read (a frame of edges is refused there).
    var screen: Screen?
    /// The drag actions' wording in the variant's locale (its `strings`' `accessibility.*` keys).
    var actionPhrases = ActionPhrases()

    /// The rectangle frames of edges are measured in: the canvas, and its safe area.
    struct Screen: Sendable {
        var width: Double
        var height: Double
        /// Insets from the canvas's edges, `left` the leading one.
        var safeArea: EdgeInsets
    }
}

extension JSONReader {
    /// A frame given as an object of edges (`{"leading": 16, "trailing": 16, "top": 0, "height": 300}`):
    /// two of `leading`, `trailing`, `width` and two of `top`, `bottom`, `height`, in points from
    /// the safe area's edges (`"in": "canvas"`: the canvas's), as a frame from the leading edge.
    func edgeFrame(_ members: [(key: String, value: JSONValue)]) throws(ScenarioError) -> Rect {
        guard let screen = environment.screen else { throw error("a frame of edges needs the canvas (give it as [x, y, width, height] here)") }
        var inCanvas = false
        if let value = JSONReader.value("in", in: members) { inCanvas = try child("in").enumeration(value) as FrameReference == .canvas }
        let area = inCanvas ? EdgeInsets() : screen.safeArea
        let box = Rect(area.left, area.top, screen.width - area.left - area.right, screen.height - area.top - area.bottom)
        var sides: [String: Double] = [:]
        for (key, value) in members where key != "in" {
            let limit = key == "width" || key == "height" ? (0.0, ScenarioLimits.length) : (-ScenarioLimits.coordinate, ScenarioLimits.coordinate)
            if case let .object(scaled) = value {
                sides[key] = try child(key).scaledLength(scaled, min: limit.0, max: limit.1)
                continue
            }
            if case let .string(text) = value {
                // A share of the area's extent on the edge's axis: "1/3", "25%".
                guard let share = JSONReader.share(text) else {
                    throw child(key).error(
                        "\(JSONValue.echo(text)) is not a share of the safe area (\"1/3\" or \"25%\", with points after it: \"1/3 - 8\"), nor a number of points"
                    )
                }
                let side = (["leading", "trailing", "width"].contains(key) ? box.width : box.height) * share.part / share.whole + share.points
                if key == "width" || key == "height", side < 0 {
                    throw child(key).error("\(JSONValue.echo(text)) is \(JSONValue.format(side)) points, below 0", rule: .framesFitTheCanvas)
                }
                sides[key] = side
                continue
            }
            sides[key] = try child(key).number(value, min: limit.0, max: limit.1)
        }
        func axis(_ start: String, _ end: String, _ length: String, origin: Double, extent: Double) throws(ScenarioError) -> (Double, Double) {
            let given = [start, end, length].filter { sides[$0] != nil }
            guard given.count == 2 else {
                throw error("give two of \(start), \(end) and \(length) (found \(given.isEmpty ? "none" : given.joined(separator: ", ")))")
            }
            let low = sides[start].map { origin + $0 }
            let high = sides[end].map { origin + extent - $0 }
            let (from, size) =
                if let low, let high { (low, high - low) } else if let low { (low, sides[length]!) } else { (high! - sides[length]!, sides[length]!) }
            guard size >= 0 else {
                throw error("the \(start) and \(end) edges cross (\(JSONValue.format(-size)) points too many for the \(extent) points between them)")
            }
            return (from, size)
        }
        let (x, width) = try axis("leading", "trailing", "width", origin: box.x, extent: box.width)
        let (y, height) = try axis("top", "bottom", "height", origin: box.y, extent: box.height)
        let tolerance = 1e-9
        guard x >= -tolerance, y >= -tolerance, x + width <= screen.width + tolerance, y + height <= screen.height + tolerance else {
            let frame = [x, y, width, height].map { JSONValue.format($0) }.joined(separator: ", ")
            throw error(
                "the frame [\(frame)] leaves the \(JSONValue.format(screen.width))x\(JSONValue.format(screen.height)) canvas (a frame of edges must fit it)",
                rule: .framesFitTheCanvas)
        }
        return Rect(x, y, width, height)
    }

    /// A length that follows Dynamic Type, `{"scaled": 96, "relativeTo": "largeTitle"}`: the points
    /// at the Large size scaled as UIFontMetrics scales them for the text style at the variant's
    /// content size (`scaledValue(for:)`).
    func scaledLength(_ members: [(key: String, value: JSONValue)], min: Double, max: Double) throws(ScenarioError) -> Double {
        for (key, _) in members where key != "scaled" && key != "relativeTo" {
            throw child(key).error("unknown key (expected one of: scaled, relativeTo)")
        }
        guard let points = JSONReader.value("scaled", in: members), let style = JSONReader.value("relativeTo", in: members) else {
            throw error("a scaled length gives both scaled (points at the Large size) and relativeTo (a text style)")
        }
        let textStyle: TextStyle = try child("relativeTo").enumeration(style)
        return textStyle.scaled(try child("scaled").number(points, min: min, max: max), at: environment.contentSize)
    }

    /// A share spelled `"a/b"` (whole numbers, `b` at least 1) or `"p%"` (`p` a number), as a part
    /// of a whole (`extent * part / whole`, so thirds of a width add up to it), and points added
    /// or taken after it (`"1/3 - 8"`, `"50% + 4"`: a gutter between columns); nil for any other
    /// text. Shares over the whole are left for the frame's fit check.
    static func share(_ text: String) -> (part: Double, whole: Double, points: Double)? {
        for sign in [" - ", " + "] {
            guard let split = text.firstRange(of: sign) else { continue }
            let amount = String(text[split.upperBound...])
            guard amount.wholeMatch(of: /[0-9]{1,6}(\.[0-9]{1,6})?/) != nil, let points: Double = Double(amount),
                let share = share(String(text[..<split.lowerBound])), share.points == 0
            else { return nil }
            return (share.part, share.whole, sign == " - " ? -points : points)
        }
        if text.hasSuffix("%") {
            let digits = text.dropLast()
            guard digits.wholeMatch(of: /[0-9]{1,6}(\.[0-9]{1,6})?/) != nil, let percent = Double(digits) else { return nil }
            return (percent, 100, 0)
        }
        guard let match = text.wholeMatch(of: /([0-9]{1,6})\/([0-9]{1,6})/), let a = Double(match.1), let b = Double(match.2), b >= 1 else {
            return nil
        }
        return (a, b, 0)
    }

    /// The JSON an edge of a frame takes as a share of the area: what `share` reads.
    static let sharePattern = "^([0-9]{1,6}(\\.[0-9]{1,6})?%|[0-9]{1,6}/(?=[0-9]{1,6}( [-+] |$))0*[1-9][0-9]*)( [-+] [0-9]{1,6}(\\.[0-9]{1,6})?)?$"

    /// What a frame of edges is measured from (`"in"`).
    enum FrameReference: String, CaseIterable { case safeArea, canvas }

    /// The keys a frame of edges may have.
    static let edgeKeys = ["leading", "trailing", "width", "top", "bottom", "height", "in"]
}
