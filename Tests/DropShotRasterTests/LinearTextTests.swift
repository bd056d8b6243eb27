import Foundation
import TestUtilities
import Testing

@testable import DropShotRaster

/// Quadratic layouts, kept as references: every candidate laid out alone. The linear ones, which
/// measure candidates from one shaping of the whole text, must give the same lines.
enum ReferenceText {
    static func fitted(_ text: String, font: Font, size: Double, maxWidth: Double) -> String {
        var shown = text
        guard TextLine(shown, font: font, size: size).width > maxWidth else { return shown }
        var characters = Array(text)
        repeat {
            if characters.isEmpty { break }
            characters.removeLast()
            while characters.last == " " { characters.removeLast() }
            shown = String(characters) + "…"
        } while TextLine(shown, font: font, size: size).width > maxWidth
        return shown
    }

    /// Lines broken at the opportunities of UAX #14, each the longest that fits laid out alone.
    static func wrapped(_ text: String, font: Font, size: Double, maxWidth: Double, maxLines: Int) -> [String] {
        let scalars = Array(text.unicodeScalars)
        let breaks = LineBreaks.opportunities(scalars.map(\.value))
        func isSpace(_ i: Int) -> Bool { scalars[i].properties.isWhitespace }
        func string(_ start: Int, _ end: Int) -> String {
            var end = end
            while end > start, isSpace(end - 1) { end -= 1 }
            return String(String.UnicodeScalarView(scalars[start..<end]))
        }
        var lines: [String] = []
        var start = 0
        func skipSpaces() { while start < scalars.count, isSpace(start), breaks[start] != .mandatory || start == scalars.count - 1 { start += 1 } }
        skipSpaces()
        while start < scalars.count, lines.count < maxLines {
            if lines.count == maxLines - 1 {
                let rest = String(String.UnicodeScalarView(scalars[start...].map { $0.properties.isWhitespace ? " " : $0 }))
                lines.append(fitted(rest.trimmingCharacters(in: .whitespaces), font: font, size: size, maxWidth: maxWidth))
                break
            }
            var end = start
            for candidate in start + 1...scalars.count where candidate == scalars.count || breaks[candidate - 1] != .none {
                if end > start, TextLine(string(start, candidate), font: font, size: size).width > maxWidth { break }
                end = candidate
                if breaks[candidate - 1] == .mandatory && candidate < scalars.count { break }
            }
            // A word wider than the line: as many grapheme clusters as fit, at least one.
            if TextLine(string(start, end), font: font, size: size).width > maxWidth {
                let clusterEnds = LineBreaks.clusterEnds(scalars.map(\.value))
                var fitting = start
                for index in start..<end where clusterEnds[index] {
                    if fitting > start, TextLine(string(start, index + 1), font: font, size: size).width > maxWidth { break }
                    fitting = index + 1
                }
                if fitting > start && string(start, fitting).unicodeScalars.count < string(start, end).unicodeScalars.count { end = fitting }
            }
            lines.append(fitted(string(start, end), font: font, size: size, maxWidth: maxWidth))
            start = end
            skipSpaces()
        }
        return lines
    }
}

@Suite struct LinearTextTests {
    let font = try! FontLibrary.font(named: "Helvetica-Bold")

    func randomText(_ random: inout SplitMix64) -> String {
        let pieces = ["AV", "To", "Wa", "e\u{301}", "👍🏽", " ", "  ", "Peru", "ﬁ", "…", "\u{10FFFF}", "Yo", "LT", "x"]
        return (0..<Int.random(in: 0..<14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func fittingAndWrappingMatchTheQuadraticReference() {
        var random = SplitMix64(state: 7)
        for _ in 0..<300 {
            let text = randomText(&random)
            let size = [9.0, 17.5, 31][Int.random(in: 0..<3, using: &random)]
            let maxWidth = Double.random(in: -5..<220, using: &random)
            let line = TextLine(text, font: font, size: size, maxWidth: maxWidth)
            let reference = ReferenceText.fitted(text, font: font, size: size, maxWidth: maxWidth)
            #expect(line.text == reference, "\(text.debugDescription) in \(maxWidth)")
            let relaid = TextLine(line.text, font: font, size: size)
            #expect(line.width == relaid.width && line.glyphs.map(\.x26) == relaid.glyphs.map(\.x26), "\(text.debugDescription)")
            let lines = Int.random(in: 1...3, using: &random)
            // The greedy rule (the reference's); pushOut has its own test in TextBlockTests.
            let block = TextBlock(
                text, fonts: FontLibrary.chain(startingWith: font), size: size, maxWidth: maxWidth, maxLines: lines, strategy: .none)
            #expect(
                block.lines.map(\.text) == ReferenceText.wrapped(text, font: font, size: size, maxWidth: maxWidth, maxLines: lines),
                "\(text.debugDescription) in \(maxWidth), \(lines) lines")
        }
    }

    @Test func sizesOutsideTheRangeAreDrawnWithinIt() {
        for size in [1e300, .infinity, -.infinity, .nan, -3, 0] {
            let line = TextLine("Greece", font: font, size: size, maxWidth: 100)
            #expect(line.size26 >= 1 && line.size26 <= Int(TextLine.maxPixelSize * 64), "\(size)")
            var canvas = Canvas(width: 40, height: 40)
            canvas.draw(line, x: -1e300, baseline: .nan, color: PremultipliedColor(red: 0, green: 0, blue: 0))
            canvas.draw(line, centeredIn: 0, 0, 40, 40, color: PremultipliedColor(red: 0, green: 0, blue: 0))
        }
    }

    @Test func theGlyphCacheStaysWithinItsBudget() {
        let large = try! Font(path: font.path)  // a face of its own, so other tests do not fill its cache
        var canvas = Canvas(width: 64, height: 64)
        let text = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        for letter in text {
            canvas.draw(
                TextLine(String(letter), font: large, size: TextLine.maxPixelSize), x: 0, baseline: 1800,
                color: PremultipliedColor(red: 0, green: 0, blue: 0))
            #expect(large.glyphCacheBytes <= Font.glyphCacheLimit)
        }
        #expect(large.glyphCacheBytes > 0)
    }
}
