import Foundation
import Testing

@testable import DropShotRaster

@Suite struct TextTests {
    let font = try! FontLibrary.font(named: "Helvetica-Bold")

    @Test func bundledFontsLoadByName() throws {
        #expect(font.name == "DejaVu Sans Bold")
        #expect(try FontLibrary.font(named: "Helvetica").name == "DejaVu Sans Book")
        #expect(throws: FontError.self) { try FontLibrary.font(named: "Comic Sans") }
    }

    @Test func missingOrInvalidFontFilesThrowInsteadOfCrashing() throws {
        #expect(throws: FontError.self) { try Font(path: "/nonexistent/DejaVuSans.ttf") }
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString).ttf")
        try Data("not a font".utf8).write(to: notAFont)
        defer { try? FileManager.default.removeItem(at: notAFont) }
        #expect(throws: FontError.self) { try Font(path: notAFont.path) }
    }

    @Test func aLetterCarriesAtMost30Marks() {
        // Unicode's stream-safe bound: 30 marks in a row are kept, the rest dropped; real text (a few
        // marks, an emoji's selector and keycap) is unchanged.
        let bounded = TextLine.boundedMarks("a" + String(repeating: "\u{301}", count: 100) + "b\u{301}")
        #expect(bounded.unicodeScalars.elementsEqual(("a" + String(repeating: "\u{301}", count: 30) + "b\u{301}").unicodeScalars))
        for text in ["e\u{301}", "u\u{308}\u{301}", "नमस्ते", "❤️", "1️⃣", "ཀྵྲྀ", "👩🏽‍⚕️"] {
            #expect(TextLine.boundedMarks(text).unicodeScalars.elementsEqual(text.unicodeScalars), "\(text)")
        }
        // 100,000 marks on one letter lay out as 30 do.
        let helvetica = try! FontLibrary.font(named: "Helvetica")
        let zalgo = TextLine("a" + String(repeating: "\u{301}", count: 100_000), font: helvetica, size: 17)
        #expect(zalgo.glyphs == TextLine("a" + String(repeating: "\u{301}", count: 30), font: helvetica, size: 17).glyphs)
    }

    /// Noto Color Emoji's bitmaps of ❤ ✈ ☕, the keycaps 1 and #, 👩🏽‍⚕️ and 🤷‍♀️ with their
    /// ligatures (a fixture of the render tests).
    static let emoji = try! FontLibrary.font(
        atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../DropShotRenderTests/Fixtures/fonts/NotoColorEmoji-Sequences.ttf").standardized.path)

    @Test func emojiAreChosenByClusterAndPresentation() throws {
        let helvetica = try FontLibrary.font(named: "Helvetica")
        // The colour font before the outline fonts, as a scenario's own `fonts` come before the bundled ones.
        let chain = FontChain([TextTests.emoji, helvetica] + (try FontLibrary.fallbacks(bold: false)))
        func fonts(_ text: String) -> [Font] { TextLine(text, fonts: chain, size: 40).glyphs.map { chain.fonts[$0.font] } }
        // Emoji presentation (U+FE0F, a keycap, a ZWJ sequence, a modifier): one colour glyph.
        for text in ["❤️", "✈️", "1️⃣", "#️⃣", "👩🏽‍⚕️", "🤷‍♀️", "☕"] {
            #expect(fonts(text) == [TextTests.emoji], "\(text): \(fonts(text).map(\.name))")
        }
        // Text presentation (a text-default character alone, or with U+FE0E), and digits, "#" and
        // "*" alone: outline fonts, though the colour font has glyphs for them.
        for text in ["❤", "❤︎", "✈", "1", "#", "12 #3"] {
            #expect(!fonts(text).contains(TextTests.emoji), "\(text): \(fonts(text).map(\.name))")
        }
        // In a sentence: the heart is the colour glyph, the digits stay text.
        let mixed = fonts("I ❤️ 42")
        #expect(mixed.filter { $0 == TextTests.emoji }.count == 1, "\(mixed.map(\.name))")
    }

    @Test func controlCharactersDrawNothingAndTakeNoWidth() throws {
        for control in ["\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{9B}"] {
            let line = TextLine("a\(control)b", font: font, size: 20)
            let plain = TextLine("ab", font: font, size: 20)
            #expect(line.width == plain.width, "U+\(String(control.unicodeScalars.first!.value, radix: 16))")
            #expect(line.glyphs.filter { $0.index != 0 }.count == 2 && !line.glyphs.contains { $0.index == 0 }, "no .notdef box")
        }
    }

    @Test func aBreakAtASoftHyphenShowsAHyphen() throws {
        let helvetica = try FontLibrary.font(named: "Helvetica")
        let word = "Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrt"
        let room = max(TextLine("Donaudampf-", font: helvetica, size: 20).width, TextLine("schifffahrt", font: helvetica, size: 20).width) + 4
        let narrow = TextBlock(word, font: helvetica, size: 20, maxWidth: room, maxLines: 5)
        // (The soft hyphens not broken at stay in the text, invisible.)
        #expect(
            narrow.lines.map { $0.text.replacingOccurrences(of: "\u{AD}", with: "") } == ["Donaudampf-", "schifffahrt"], "\(narrow.lines.map(\.text))"
        )
        #expect(narrow.lines[0].width == TextLine("Donaudampf-", font: helvetica, size: 20).width)
        // Where the word fits, the soft hyphens stay invisible.
        let wide = TextBlock(word, font: helvetica, size: 20, maxWidth: 1000, maxLines: 5)
        #expect(wide.lines.count == 1 && wide.lines[0].width == TextLine("Donaudampfschifffahrt", font: helvetica, size: 20).width)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenLetters() throws {
        let helvetica = try FontLibrary.font(named: "Helvetica")
        let width = TextLine("Supercalifragi", font: helvetica, size: 20).width
        let block = TextBlock("Supercalifragilisticexpialidocious is long", font: helvetica, size: 20, maxWidth: width, maxLines: 6)
        let texts = block.lines.map(\.text)
        #expect(!texts.dropLast().contains { $0.contains("…") }, "no line but the last is cut: \(texts)")
        #expect(texts.prefix(3).joined().hasPrefix("Supercalifragilisticexpialidocious"), "\(texts)")
        #expect(block.lines.allSatisfy { $0.width <= width + 0.5 }, "\(block.lines.map(\.width))")
    }

    @Test func widthGrowsWithTextAndSize() {
        let short = TextLine("Peru", font: font, size: 20)
        let long = TextLine("Peru and Chile", font: font, size: 20)
        #expect(short.width > 30 && long.width > short.width)
        #expect(abs(TextLine("Peru", font: font, size: 40).width - 2 * short.width) < 1)
    }

    @Test func kerningTightensPairs() {
        // DejaVu kerns "AV"; the pair is narrower than its letters laid out one by one.
        let pair = TextLine("AV", font: font, size: 40).width
        let apart = TextLine("A", font: font, size: 40).width + TextLine("V", font: font, size: 40).width
        #expect(pair < apart)
    }

    @Test func ellipsisShortensTextThatDoesNotFit() {
        let line = TextLine("Switzerland", font: font, size: 20, maxWidth: 70)
        #expect(line.text.hasSuffix("…"))
        #expect(line.text.count < "Switzerland".count + 1)
        #expect(line.width <= 70)
        #expect(TextLine("Peru", font: font, size: 20, maxWidth: 200).text == "Peru")
    }

    @Test func drawsInkInsideTheTextBox() {
        var canvas = Canvas(width: 120, height: 40)
        let line = TextLine("Greece", font: font, size: 24)
        canvas.draw(line, x: 4, baseline: 30, color: PremultipliedColor(red: 0, green: 0, blue: 0))
        var inked = 0, minX = Int.max, maxX = 0
        for y in 0..<40 { for x in 0..<120 where canvas[x, y].a > 0 { inked += 1; minX = min(minX, x); maxX = max(maxX, x) } }
        #expect(inked > 100)
        #expect(minX >= 4 && maxX <= 4 + Int(line.width.rounded(.up)) + 1)
        for x in 0..<120 { #expect(canvas[x, 39].a == 0, "nothing below the descent at x \(x)") }
    }

    @Test func textRenderingIsDeterministicAcrossThreads() async {
        @Sendable func render() -> [UInt8] {
            var canvas = Canvas(width: 200, height: 40)
            canvas.draw(
                TextLine("Kenya Norway Brazil", font: font, size: 17.5), x: 3.3, baseline: 28, color: PremultipliedColor(red: 9, green: 9, blue: 9))
            return canvas.pixels
        }
        let reference = render()
        let results = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { render() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == reference) }
    }
}
