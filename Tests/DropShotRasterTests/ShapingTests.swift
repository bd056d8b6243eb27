import Foundation
import Testing

@testable import DropShotRaster

/// Shaping, bidirectional order, line breaking and font fallback (issue "text in every language").
@Suite struct ShapingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// One line of `hb-shape` output: `[gid=cluster@x,y+advance|…]`.
    static func parseReference(_ output: String) -> [ShapedGlyph] {
        output.dropFirst().dropLast().split(separator: "|").map { entry in
            let parts = entry.split(separator: "=", maxSplits: 1)
            var rest = String(parts[1])
            let advance = Int(rest.split(separator: "+").last!)!
            rest = String(rest.split(separator: "+").first!)
            var x = 0, y = 0
            if let at = rest.firstIndex(of: "@") {
                let offsets = rest[rest.index(after: at)...].split(separator: ",")
                x = Int(offsets[0])!
                y = Int(offsets[1])!
                rest = String(rest[..<at])
            }
            return ShapedGlyph(id: UInt32(parts[0])!, cluster: Int(rest)!, advance: advance, xOffset: x, yOffset: y)
        }
    }

    @Test func shapingMatchesHarfBuzzsOwnReferenceOutput() throws {
        let reference = try String(contentsOf: Self.fixtures.appendingPathComponent("shaping-reference.txt"), encoding: .utf8)
        var checked = 0
        for line in reference.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let font = try Font(path: FontLibrary.directory + "/" + fields[0])
            let scalars = fields[2].unicodeScalars.map(\.value)
            let shaped = font.harfBuzz.shape(scalars, range: 0..<scalars.count, rightToLeft: fields[1] == "rtl")
            let expected = Self.parseReference(fields[3])
            #expect(shaped.map(\.id) == expected.map(\.id), "\(fields[2])")
            #expect(shaped.map(\.cluster) == expected.map(\.cluster), "\(fields[2])")
            #expect(shaped.map(\.advance) == expected.map(\.advance), "\(fields[2])")
            #expect(shaped.map(\.xOffset) == expected.map(\.xOffset) && shaped.map(\.yOffset) == expected.map(\.yOffset), "\(fields[2])")
            checked += 1
        }
        #expect(checked >= 14)
    }

    @Test func arabicJoinsAndDevanagariFormsConjuncts() throws {
        let font = try FontLibrary.font(named: "DejaVuSans")
        // Isolated letters take their isolated forms; in a word they join (other glyphs).
        let word = Array("عرب".unicodeScalars.map(\.value))
        let joined = font.harfBuzz.shape(word, range: 0..<3, rightToLeft: true).map(\.id)
        let alone = word.map { font.harfBuzz.shape([$0], range: 0..<1, rightToLeft: true)[0].id }
        #expect(Set(joined).isDisjoint(with: [alone[0]]) || joined != alone.reversed())
        #expect(joined != alone.reversed())
        // क + ् + ष is one conjunct glyph (क्ष).
        let deva = try FontLibrary.font(named: "NotoSansDevanagari")
        let ksha = Array("क्ष".unicodeScalars.map(\.value))
        #expect(deva.harfBuzz.shape(ksha, range: 0..<3, rightToLeft: false).count == 1)
    }

    @Test func mixedDirectionsTakeTheirVisualOrder() throws {
        let font = try FontLibrary.font(named: "DejaVuSans")
        let chain = FontLibrary.chain(startingWith: font)
        // "abc אבג def": the Hebrew word is reversed within the left-to-right line.
        let line = TextLine("ab אבג cd", fonts: chain, size: 20)
        let glyphOf = { (s: Unicode.Scalar) in font.glyphIndex(of: s) }
        let order = line.glyphs.map(\.index)
        #expect(order == ["a", "b", " ", "ג", "ב", "א", " ", "c", "d"].map { glyphOf(Unicode.Scalar($0)!) })
        #expect(line.direction == .leftToRight)
        // Its first strong character makes a paragraph right to left: the Latin word then lies at the left.
        let rtl = TextLine("אב cd", fonts: chain, size: 20)
        #expect(rtl.direction == .rightToLeft)
        #expect(rtl.glyphs.map(\.index) == ["c", "d", " ", "ב", "א"].map { glyphOf(Unicode.Scalar($0)!) })
        // A base direction given wins over the first strong character.
        #expect(TextLine("cd", fonts: chain, size: 20, direction: .rightToLeft).direction == .rightToLeft)
        // Positions grow left to right in visual order.
        #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.x26 <= $1.x26 })
    }

    @Test func visualOrderFollowsRuleL2() {
        #expect(Bidi.visualOrder([0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(Bidi.visualOrder([1, 2, 2, 1]) == [3, 1, 2, 0])
        #expect(Bidi.visualOrder([0, 0]) == [0, 1])
    }

    @Test func wrappingBreaksBetweenJapaneseCharactersAndALongWordBetweenLetters() throws {
        let font = try FontLibrary.font(named: "NotoSansJP")
        let chain = FontLibrary.chain(startingWith: font)
        // Eight 20-pixel ideographs and kana in 70 pixels: three a line, no spaces needed.
        let block = TextBlock("日本語のテキスト", fonts: chain, size: 20, maxWidth: 70, maxLines: 5)
        #expect(block.lines.map(\.text) == ["日本語", "のテキ", "スト"])
        // Japanese punctuation does not start a line (UAX #14: 、 and 。 are closing).
        let punctuated = TextBlock("東京、会議。", fonts: chain, size: 20, maxWidth: 45, maxLines: 5)
        #expect(punctuated.lines.allSatisfy { !$0.text.hasPrefix("、") && !$0.text.hasPrefix("。") }, "\(punctuated.lines.map(\.text))")
        let latin = FontLibrary.chain(startingWith: try FontLibrary.font(named: "DejaVuSans"))
        let long = TextBlock("Pneumonoultramicroscopic is long", fonts: latin, size: 16, maxWidth: 120, maxLines: 3)
        // A word wider than the line is broken between letters (UILabel), never cut before the last line.
        #expect(long.lines.count == 3 && !long.lines[0].text.hasSuffix("…") && long.lines[0].text.hasPrefix("Pneumono"), "\(long.lines.map(\.text))")
        #expect(long.lines.prefix(2).map(\.text).joined().hasPrefix("Pneumonoultramicroscopic"), "\(long.lines.map(\.text))")
        // A hyphen is a place to break; a newline always breaks.
        let hyphen = TextBlock("drag-and-drop", fonts: latin, size: 16, maxWidth: 60, maxLines: 3)
        #expect(hyphen.lines.first?.text.hasSuffix("-") == true, "\(hyphen.lines.map(\.text))")
        #expect(TextBlock("one\ntwo", fonts: latin, size: 16, maxWidth: 500, maxLines: 3).lines.map(\.text) == ["one", "two"])
    }

    @Test func eachCharacterTakesTheFirstFontOfTheChainThatHasIt() throws {
        let dejaVu = try FontLibrary.font(named: "DejaVuSans"), deva = try FontLibrary.font(named: "NotoSansDevanagari")
        let scalars = Array("aक".unicodeScalars)
        #expect(FontChain([dejaVu, deva]).itemize(scalars) == [0, 1])
        #expect(FontChain([deva, dejaVu]).itemize(scalars) == [1, 0])
        // A character both fonts have takes whichever comes first.
        let shared = try #require("0123456789-.,:;()".unicodeScalars.first { deva.covers($0) && dejaVu.covers($0) })
        #expect(FontChain([deva, dejaVu]).itemize([shared]) == [0] && FontChain([dejaVu, deva]).itemize([shared]) == [0])
        #expect(FontChain([deva, dejaVu]).itemize(["a", shared]) == [1, 0])
        // A combining mark stays with its base's font when that font has it.
        #expect(FontChain([dejaVu, deva]).itemize(Array("e\u{301}".unicodeScalars)) == [0, 0])
        // Nothing has U+10FFFF: it is reported, spaces and joiners are not.
        #expect(FontChain([dejaVu]).missingScalars(in: "a \u{200D}\u{10FFFF}b") == ["\u{10FFFF}"])
    }

    @Test func aLongLabelStaysLinear() throws {
        // 20,000 characters fitted and wrapped: each is measured from one shaping, not re-laid per candidate.
        let chain = FontLibrary.chain(startingWith: try FontLibrary.font(named: "DejaVuSans"))
        let text = String(repeating: "word ", count: 4_000)
        let line = TextLine(text, fonts: chain, size: 12, maxWidth: 200)
        #expect(line.text.hasSuffix("…") && line.width <= 200)
        let block = TextBlock(text, fonts: chain, size: 12, maxWidth: 200, maxLines: 500)
        #expect(block.lines.count == 500)
    }

    /// Trust, sixth pass: a label of 120,000 bidi isolates took 9 s, HarfBuzz merging the removed
    /// ignorables' clusters one by one. A stretch of more than 32 ignorables leaves no glyph and is
    /// not shaped: the text around it shapes as it does alone, at its own clusters, in either
    /// direction; a shorter stretch (a tag sequence, a ZWJ sequence) is shaped as before.
    @Test func aLongStretchOfIgnorablesLeavesNoGlyphAndIsNotShaped() throws {
        let font = try Font(path: FontLibrary.directory + "/DejaVuSans.ttf")
        let isolates = [UInt32](repeating: 0x2066, count: 120_000)
        for rightToLeft in [false, true] {
            let text = Array("ab".unicodeScalars.map(\.value)) + isolates + Array("cd".unicodeScalars.map(\.value))
            let shaped = font.harfBuzz.shape(text, range: 0..<text.count, rightToLeft: rightToLeft)
            let ab = font.harfBuzz.shape(text, range: 0..<2, rightToLeft: rightToLeft)
            let cd = font.harfBuzz.shape(text, range: (text.count - 2)..<text.count, rightToLeft: rightToLeft)
            #expect(shaped.map(\.id) == (rightToLeft ? cd + ab : ab + cd).map(\.id))
            #expect(Set(shaped.map(\.cluster)) == [0, 1, text.count - 2, text.count - 1])
        }
        // 32 ignorables between two letters are still HarfBuzz's to remove: the same glyphs.
        let short = [0x61] + [UInt32](repeating: 0x2066, count: 32) + [0x62]
        let shortShaped = font.harfBuzz.shape(short, range: 0..<short.count, rightToLeft: false)
        let plain = font.harfBuzz.shape([0x61, 0x62], range: 0..<2, rightToLeft: false)
        #expect(shortShaped.map(\.id) == plain.map(\.id) && shortShaped.first?.cluster == 0)
    }

    /// Trust, seventh pass (point 9): FriBidi's time grows as the square of a paragraph's isolates
    /// (a label of RLI, a letter, PDI repeated: 120,000 characters took 9 s). The first 1,024
    /// isolates are honoured; later ones and their PDIs are ignored, as UAX #9 ignores an isolate
    /// past its maximum depth: a Latin letter isolated right to left rises to level 2 in the first
    /// 1,024, and stays at the paragraph's level 0 after them.
    @Test func isolatesPastTheBudgetAreIgnored() {
        let count = Bidi.maxIsolates + 6
        let text = [UInt32](repeating: 0, count: count).flatMap { _ in [0x2067, 0x61, 0x2069] as [UInt32] }
        let (levels, direction) = Bidi.levels(text, base: .leftToRight)
        #expect(direction == .leftToRight)
        let letters = stride(from: 1, to: text.count, by: 3).map { levels[$0] }
        #expect(letters.prefix(Bidi.maxIsolates).allSatisfy { $0 == 2 })
        #expect(letters.dropFirst(Bidi.maxIsolates).allSatisfy { $0 == 0 }, "\(Array(letters.suffix(6)))")
    }
}
