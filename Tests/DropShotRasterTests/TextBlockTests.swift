import Foundation
import Testing

@testable import DropShotRaster

@Suite struct TextBlockTests {
    let font = try! FontLibrary.font(named: "Helvetica-Bold")

    @Test func wrapsAtSpacesAndEllipsizesTheLastLine() {
        let width = TextLine("United", font: font, size: 20).width + 4
        let two = TextBlock("United Kingdom", font: font, size: 20, maxWidth: 200, maxLines: 2)
        #expect(two.lines.map(\.text) == ["United Kingdom"])
        let wrapped = TextBlock("United Kingdom", font: font, size: 20, maxWidth: width + 40, maxLines: 2)
        #expect(wrapped.lines.map(\.text) == ["United", "Kingdom"])
        let cut = TextBlock("United Kingdom of Great Britain", font: font, size: 20, maxWidth: width + 40, maxLines: 2)
        #expect(cut.lines.count == 2 && cut.lines[0].text == "United" && cut.lines[1].text.hasSuffix("…"))
        #expect(cut.lines.allSatisfy { $0.width <= width + 40 })
        let one = TextBlock("United Kingdom", font: font, size: 20, maxWidth: width, maxLines: 1)
        #expect(one.lines.map(\.text) == [TextLine("United Kingdom", font: font, size: 20, maxWidth: width).text])
        #expect(TextBlock("", font: font, size: 20, maxWidth: 50, maxLines: 2).lines.isEmpty)
    }

    var chain: FontChain { FontLibrary.chain(startingWith: font) }

    /// Issue "a team's matrix in daily use", point 2: an Arabic word wider than the line is broken
    /// between letters, and each part, shaped on its own (its letters no longer join across the
    /// break), fits its line: every letter is drawn and "…" ends no line but a cut last one.
    @Test func anArabicWordBrokenAcrossLinesKeepsEveryLetter() {
        for (word, size, width) in [("السلة", 40.0, 100.0), ("الاستعدادات", 30, 90), ("basketball", 40, 100)] {
            let block = TextBlock(word, fonts: chain, size: size, maxWidth: width, maxLines: 8)
            #expect(block.lines.count > 1, "\(word) is wider than the line")
            #expect(block.lines.allSatisfy { !$0.text.contains("…") && $0.width <= width }, "\(word): \(block.lines.map(\.text))")
            #expect(block.lines.map(\.text).joined() == word, "\(word): every letter, in order")
        }
    }

    /// Issue "a team's matrix, second pass", point 7: the parts of a broken Arabic word keep their
    /// joins (Core Text shapes the word whole and breaks between its glyphs): the lines draw the
    /// glyphs the whole word is shaped with, no final or initial form at the break.
    @Test func anArabicWordBrokenAcrossLinesKeepsItsJoins() {
        for (word, size, width) in [("السلة", 40.0, 100.0), ("الاستعدادات", 30, 90), ("مستشفى", 40, 70)] {
            let block = TextBlock(word, fonts: chain, size: size, maxWidth: width, maxLines: 8)
            #expect(block.lines.count > 1, "\(word) is wider than the line")
            let whole = TextLine(word, fonts: chain, size: size)
            #expect(block.lines.flatMap { $0.glyphs.map(\.index) }.sorted() == whole.glyphs.map(\.index).sorted(), "\(word)")
            #expect(block.lines.allSatisfy { $0.width <= width }, "\(word)")
        }
    }

    /// UIKit's `pushOut` (in UILabel's `.standard`): a last line of one word takes the last word
    /// of the line before, when it fits; never when the text is cut or across a newline.
    @Test func pushOutKeepsAWordFromStandingAloneOnTheLastLine() {
        let width = TextLine("one two three", font: font, size: 20).width + 2
        func lines(_ text: String, _ strategy: LineBreakStrategy, maxLines: Int = 3) -> [String] {
            TextBlock(text, fonts: chain, size: 20, maxWidth: width, maxLines: maxLines, strategy: strategy).lines.map(\.text)
        }
        #expect(lines("one two three four", .none) == ["one two three", "four"])
        #expect(lines("one two three four", LineBreakStrategy(pushOut: true, hangulWordPriority: false)) == ["one two", "three four"])
        #expect(lines("one two three four", .standard) == ["one two", "three four"])
        #expect(lines("one two three\nfour", .standard) == ["one two three", "four"])
        #expect(lines("one two three four five six seven", .standard, maxLines: 2) == lines("one two three four five six seven", .none, maxLines: 2))
        // A last line of two words already is left as it is.
        #expect(lines("one two three four five", .standard) == lines("one two three four five", .none))
    }

    /// UIKit's `hangulWordPriority`: Korean breaks between words, not between Hangul letters.
    @Test func hangulWordsAreKeptWholeByDefault() {
        let text = "설정 및 개인정보"
        let width = TextLine("설정 및 개인", fonts: chain, size: 20).width + 1
        func lines(_ strategy: LineBreakStrategy) -> [String] {
            TextBlock(text, fonts: chain, size: 20, maxWidth: width, maxLines: 2, strategy: strategy).lines.map(\.text)
        }
        #expect(lines(.none) == ["설정 및 개인", "정보"])
        #expect(lines(LineBreakStrategy(pushOut: false, hangulWordPriority: true)) == ["설정 및", "개인정보"])
        // A Hangul word wider than the line still breaks, between clusters.
        let narrow = TextBlock("개인정보보호정책", fonts: chain, size: 20, maxWidth: width / 2, maxLines: 3).lines.map(\.text)
        #expect(narrow.count > 1 && narrow.joined() == "개인정보보호정책", "\(narrow)")
    }

    /// Tab stops every `tabInterval` pixels from the line's start, in its reading direction;
    /// without an interval a tab is a space.
    @Test func tabsAdvanceToTheNextStop() {
        let a = TextLine("a", fonts: chain, size: 20).width
        let tabbed = TextLine("a\tb", fonts: chain, size: 20, tabInterval: 28)
        #expect(tabbed.glyphs.map(\.x26).last == 28 * 64)
        #expect(a < 28)
        let long = TextLine("abcdef\tb", fonts: chain, size: 20, tabInterval: 28)
        let stop = (Int(TextLine("abcdef", fonts: chain, size: 20).width * 64) / (28 * 64) + 1) * 28 * 64
        #expect(long.glyphs.map(\.x26).last == stop)
        #expect(TextLine("a\tb", fonts: chain, size: 20).width == TextLine("a b", fonts: chain, size: 20).width)
        // Right to left: the stop counts from the right edge, so the letter after the tab (at
        // the left) starts where the line's width less 28 pixels and its own width says.
        let hebrew = TextLine("א\tב", fonts: chain, size: 20, tabInterval: 28)
        let bet = TextLine("ב", fonts: chain, size: 20).width
        #expect(abs(hebrew.width - (28 + bet)) < 0.02, "\(hebrew.width)")
        // Wrapping measures tabs as they are drawn.
        let block = TextBlock("ab\tcd\tef", fonts: chain, size: 20, maxWidth: 60, maxLines: 3, strategy: .none, tabInterval: 28)
        #expect(block.lines.allSatisfy { $0.width <= 60 }, "\(block.lines.map(\.width))")
    }

    /// A line is as tall as the tallest font it draws with (Core Text's rule), never shorter
    /// than its first font's line.
    @Test func aLineIsAsTallAsItsTallestFont() {
        let latin = TextLine("a", fonts: chain, size: 20), japanese = TextLine("aあ", fonts: chain, size: 20)
        #expect(latin.height == TextBlock.lineHeight(fonts: chain, size: 20))
        #expect(japanese.height > latin.height && japanese.ascent > latin.ascent)
        let block = TextBlock("a\nあ", fonts: chain, size: 20, maxWidth: 200, maxLines: 2)
        #expect(block.lineHeights == [latin.height, TextLine("あ", fonts: chain, size: 20).height])
        #expect(block.height == block.lineHeights.reduce(0, +))
    }

    /// Embedding levels belong to the paragraph: a right-to-left override spanning a line break
    /// still reverses the second line, which is reordered on its own.
    @Test func anOverrideSpanningALineBreakHoldsOnTheNextLine() {
        let text = "\u{202E}abc def ghi"
        let width = TextLine("abc def", fonts: chain, size: 20).width + 2
        let block = TextBlock(text, fonts: chain, size: 20, maxWidth: width, maxLines: 2, strategy: .none)
        #expect(block.lines.map(\.text) == ["\u{202E}abc def", "ghi"])
        let forwards = TextLine("ghi", fonts: chain, size: 20).glyphs.map(\.index)
        #expect(block.lines[1].glyphs.map(\.index) == Array(forwards.reversed()))
        // Scaled (a zoom), the line keeps its order.
        #expect(block.lines[1].resized(to: 40).glyphs.map(\.index) == Array(forwards.reversed()))
    }
}
