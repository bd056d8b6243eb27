import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation
import TestUtilities
import Testing

/// No C library can end DropShot on text: labels of random scalar values (every plane, surrogates
/// excluded), with and without a colour emoji font, give a picture or a one-line error.
@Suite struct RandomTextTests {
    /// A scalar from ranges the fonts mostly have (Latin, Arabic, Hebrew, Devanagari, kana, marks,
    /// emoji, flags, joiners, selectors, controls), or with `anywhere` from any of the 17 planes.
    /// Only scalars some font of `fonts` has (or that need no glyph) are taken from the ranges.
    static func scalar(_ random: inout SplitMix64, anywhere: Bool, fonts: [Font]) -> Unicode.Scalar {
        let covered: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x0...0x1F, 0x7F...0x9F, 0x300...0x36F, 0x600...0x6FF, 0x5D0...0x5EA, 0x900...0x97F,
            0x3040...0x30FF, 0x1F1E6...0x1F1FF, 0x1F600...0x1F64F, 0x2600...0x27BF, 0x200B...0x200F,
            0xFE00...0xFE0F, 0x20E3...0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xAD...0xAD,
        ]
        while true {
            let value: UInt32
            if !anywhere {
                let range = covered[random.below(covered.count)]
                value = range.lowerBound + UInt32(random.below(Int(range.upperBound - range.lowerBound) + 1))
            } else {
                value = UInt32(random.below(0x110000))
            }
            guard let scalar = Unicode.Scalar(value) else { continue }
            if anywhere || FontChain.needsNoGlyph(scalar) || fonts.contains(where: { $0.covers(scalar) }) { return scalar }
        }
    }

    @Test(arguments: [false, true])
    func randomLabelsRenderOrFailWithOneLine(withEmojiFont: Bool) throws {
        var random = SplitMix64(state: withEmojiFont ? 7 : 11)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-random-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/fonts/NotoColorEmoji-Sequences.ttf"
        ).path
        try FileManager.default.copyItem(atPath: fixture, toPath: folder + "/fonts/emoji.ttf")
        let available = try FontLibrary.fallbacks(bold: false) + (withEmojiFont ? [try FontLibrary.font(atPath: fixture)] : [])
        let fonts: JSONValue = withEmojiFont ? .array([.object([("family", .string("Emoji")), ("file", .string("fonts/emoji.ttf"))])]) : .array([])
        var rendered = 0, refused = 0
        for round in 0..<160 {
            let items: [JSONValue] = (0..<6).map { i in
                let count = 1 + random.below(24)
                let label = String(
                    String.UnicodeScalarView((0..<count).map { _ in RandomTextTests.scalar(&random, anywhere: round % 4 == 0, fonts: available) }))
                return .object([("id", .string("i\(i)")), ("label", .string(label))])
            }
            let scenario: JSONValue = .object([
                ("canvas", .object([("width", .number(300)), ("height", .number(200)), ("scale", .number(1))])),
                ("fonts", fonts),
                ("config", .object([("fixedCellSize", .array([.number(100), .number(60)])), ("itemFontSize", .number(18))])),
                ("collections", .array([.object([("id", .string("l")), ("role", .string("list")), ("items", .array(items))])])),
            ])
            do {
                let document = try ScenarioDocument.load(json: scenario.serializedUTF8(pretty: false), path: folder + "/s.json")
                let image = try document.render()
                #expect(image.width == 300)
                rendered += 1
            } catch {
                #expect(!error.description.contains("\n") && error.description.contains("s.json"), "\(error.description)")
                refused += 1
            }
        }
        #expect(rendered > 0 && refused > 0, "both outcomes seen: \(rendered) rendered, \(refused) refused")
    }
}
