import DropShotEngine
import DropShotRaster
import Foundation
import TestUtilities
import Testing

@testable import DropShotRender

/// What a scenario may do to DropShot: load and run (state JSON at every step), render, or be
/// refused with one line. Anything else (a trap, a second line) fails the test or the process.
///
/// A case that traps kills the test process; its input is then in `FuzzTests.lastCase`.
func exercise(_ bytes: [UInt8], path: String = "fuzz.json") -> String? {
    let document: ScenarioDocument
    do { document = try ScenarioDocument.load(json: bytes, path: path) } catch {
        return error.description.contains("\n") ? "two lines: \(error.description)" : nil
    }
    var arena = Arena(scenario: document.scenario)
    for event in document.scenario.events {
        arena.apply(event)
        _ = arena.snapshot().stateJSON.serialized(pretty: false)
    }
    // An animation's frames of any size go into one APNG (a resize trapped the writer); blank
    // frames of each state's size, so the check costs no rendering.
    let animation = Animation(document: document, fps: 5)
    if animation.frameCount <= 400 {
        let size = document.largestPixelSize(scale: 1)
        if size.width * size.height <= 4_000_000 {
            var writer = APNGWriter(width: size.width, height: size.height, fps: 5, opaque: false)
            do {
                try animation.forEachFrame { state, ticks in
                    try writer.add(Canvas(width: Int(state.canvas.width.rounded(.up)), height: Int(state.canvas.height.rounded(.up))), ticks: ticks)
                }
            } catch { return "animation: \(error)" }
        }
    }
    // Rendering at scale 1 covers the raster paths; very large canvases are left to the
    // regression fixtures, to keep the debug-build suite within its time.
    let canvas = document.scenario.canvas
    if canvas.width * canvas.height <= 2_000_000 {
        do { _ = try document.render(scale: 1) } catch {
            return error.description.contains("\n") ? "two lines: \(error.description)" : nil
        }
    }
    return nil
}

/// Seeded mutations of the gallery scenarios and of PNG files (issue: robust under any input).
/// `DROPSHOT_FUZZ_CASES` and `DROPSHOT_FUZZ_SEED` set the run; `scripts/fuzz` runs a long one.
@Suite struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["DROPSHOT_FUZZ_CASES"].flatMap(Int.init) ?? 240
    static let seed = environment["DROPSHOT_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_123
    static let lastCase = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-fuzz-last-case.json").path
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz").path

    // MARK: Scenario mutations

    static let numbers: [String] = [
        "1e308", "-1e308", "1e19", "-1e20", "1e300", "0", "-0", "-1", "1e-300", "4294967296",
        "9223372036854775808", "0.1", "16385", "1000001", "NaN", "Infinity", "-Infinity", "1e999",
    ]

    /// Every value of `value`, by its path of keys and indices.
    static func paths(_ value: JSONValue, _ prefix: [PathStep] = []) -> [[PathStep]] {
        var result = [prefix]
        switch value {
        case let .object(members): for (i, m) in members.enumerated() { result += paths(m.value, prefix + [.member(i)]) }
        case let .array(elements): for (i, e) in elements.enumerated() { result += paths(e, prefix + [.element(i)]) }
        default: break
        }
        return result
    }

    enum PathStep {
        case member(Int)
        case element(Int)
    }

    static func modify(_ value: inout JSONValue, at path: ArraySlice<PathStep>, _ change: (inout JSONValue) -> Void) {
        guard let step = path.first else { return change(&value) }
        switch (step, value) {
        case (.member(let i), .object(var members)):
            modify(&members[i].value, at: path.dropFirst(), change)
            value = .object(members)
        case (.element(let i), .array(var elements)):
            modify(&elements[i], at: path.dropFirst(), change)
            value = .array(elements)
        default: break
        }
    }

    static func randomString(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "\n", "\r\n", "\u{1B}[31m", "\u{0}", "é", "…", "👍🏽", " ", "\"", "\\", "\u{2028}", "#FF0000", "W"]
        let count = [1, 10, 100, 5000][random.below(4)]
        return String((0..<count).map { _ in pieces[random.below(pieces.count)] }.joined().prefix(20000))
    }

    static func randomValue(_ random: inout SplitMix64) -> JSONValue {
        switch random.below(7) {
        case 0: return .null
        case 1: return .bool(random.below(2) == 0)
        case 2: return .number([0, -1, 1e6, 3, 0.5, 1e15][random.below(6)])
        case 3: return .string(randomString(&random))
        case 4: return .array((0..<random.below(5)).map { _ in .number(Double(random.below(500))) })
        case 5: return .object([("id", .string("x\(random.below(9))"))])
        default: return .array([])
        }
    }

    /// One structural mutation of a parsed scenario, serialized; some leave placeholders that
    /// are replaced by text JSON cannot hold (NaN, huge exponents, deep nesting).
    static func mutate(_ root: JSONValue, _ random: inout SplitMix64) -> [UInt8] {
        var value = root
        let all = paths(value)
        let target = all[random.below(all.count)]
        var textual: (String, String)?
        switch random.below(9) {
        case 0:  // delete a member or element
            if let last = target.last {
                modify(&value, at: target.dropLast()[...]) { parent in
                    switch (last, parent) {
                    case (.member(let i), .object(var m)): m.remove(at: i); parent = .object(m)
                    case (.element(let i), .array(var e)): e.remove(at: i); parent = .array(e)
                    default: break
                    }
                }
            }
        case 1:  // duplicate a member (a duplicate key) or an element (a duplicate id)
            if let last = target.last {
                modify(&value, at: target.dropLast()[...]) { parent in
                    switch (last, parent) {
                    case (.member(let i), .object(var m)): m.append(m[i]); parent = .object(m)
                    case (.element(let i), .array(var e)): e.append(e[i]); parent = .array(e)
                    default: break
                    }
                }
            }
        case 2: modify(&value, at: target[...]) { $0 = randomValue(&random) }  // swap the type
        case 3:  // a number out of any range, or not a number at all
            let number = numbers[random.below(numbers.count)]
            textual = ("\"FUZZ-NUMBER\"", number)
            modify(&value, at: target[...]) { $0 = .string("FUZZ-NUMBER") }
        case 4: modify(&value, at: target[...]) { $0 = .string(randomString(&random)) }
        case 5:  // deep nesting
            textual = ("\"FUZZ-DEEP\"", String(repeating: "[", count: 300) + String(repeating: "]", count: 300))
            modify(&value, at: target[...]) { $0 = .string("FUZZ-DEEP") }
        case 6:  // an unknown key
            modify(&value, at: target[...]) { v in
                if case var .object(m) = v { m.append((randomString(&random), .number(1))); v = .object(m) }
            }
        case 7:  // a number nudged into a plausible but odd value
            modify(&value, at: target[...]) { v in
                if case let .number(n) = v { v = .number([n * 1000, -n, n + 0.5, n * 1e6, 0][random.below(5)]) }
            }
        default:  // many events
            modify(&value, at: []) { v in
                guard case var .object(m) = v, let i = m.firstIndex(where: { $0.key == "events" }), case let .array(e) = m[i].value,
                    !e.isEmpty
                else { return }
                m[i].value = .array((0..<400).map { e[$0 % e.count] })
                v = .object(m)
            }
        }
        var text = value.serialized(pretty: false)
        if let (placeholder, replacement) = textual { text = text.replacingOccurrences(of: placeholder, with: replacement) }
        return Array(text.utf8)
    }

    /// Byte flips, truncation or inserted bytes.
    static func corrupt(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        switch random.below(3) {
        case 0: for _ in 0..<(1 + random.below(8)) { bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8)) }
        case 1: bytes = Array(bytes.prefix(random.below(bytes.count)))
        default: bytes.insert(contentsOf: [0xFF, 0x00, 0x22, 0x5C, 0x7B][random.below(5)...], at: random.below(bytes.count))
        }
        return bytes
    }

    @Test func mutatedGalleryScenariosLoadRunRenderOrAreRefusedOnOneLine() throws {
        print("fuzz: \(Self.cases) scenario cases from seed \(Self.seed); a case that traps is left at \(Self.lastCase)")
        let roots = try Gallery.entries.map { try JSONValue.parse($0.json) }
        var random = SplitMix64(state: Self.seed)
        var accepted = 0
        for index in 0..<Self.cases {
            let root = roots[random.below(roots.count)]
            let bytes = random.below(4) == 0 ? Self.corrupt(Array(root.serialized().utf8), &random) : Self.mutate(root, &random)
            try Data(bytes).write(to: URL(fileURLWithPath: Self.lastCase))
            if let problem = exercise(bytes) { Issue.record("case \(index) (seed \(Self.seed)): \(problem)") }
            if (try? Scenario(json: bytes)) != nil { accepted += 1 }
        }
        // Both sides are exercised: some mutations still make valid scenarios, most do not.
        #expect(accepted > 0 && accepted < Self.cases)
    }

    @Test func corruptedPNGsDecodeOrThrow() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DropShotRasterTests/Fixtures/colortypes").path
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }.sorted()
        let files = names.map { [UInt8](FileManager.default.contents(atPath: "\(directory)/\($0)")!) }
        var random = SplitMix64(state: Self.seed)
        for _ in 0..<(Self.cases * 4) {
            var png = files[random.below(files.count)]
            if random.below(2) == 0 {
                png = Self.corrupt(png, &random)
            } else {
                // Change IHDR (size, depth, colour type, interlace) and fix its CRC.
                let offset = 16 + random.below(13)
                png[offset] = UInt8(truncatingIfNeeded: random.next())
                // A fresh CRC, so that the changed chunk reaches the decoder.
                let crc = crc32(png[12..<29])
                png.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
            }
            if let image = try? PNGCodec.decodeStraight(png, maxPixels: 1 << 20) {
                #expect(image.pixels.count == image.width * image.height * 4)
            }
        }
    }

    /// Every input that ever trapped, hung or exhausted memory stays here as a named fixture.
    /// Must not trap: each loads, runs and renders, or is refused on one line.
    @Test(arguments: (try? FileManager.default.contentsOfDirectory(atPath: fixtures).filter { $0.hasSuffix(".json") }.sorted()) ?? [])
    func regressionFixtureIsHandled(_ name: String) throws {
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: "\(Self.fixtures)/\(name)")))
        #expect(exercise(bytes, path: name) == nil)
    }
}
