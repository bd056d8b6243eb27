import Foundation

/// How lines break beyond the opportunities of UAX #14, as UIKit's
/// `NSParagraphStyle.LineBreakStrategy`; UILabel's default is `.standard`.
public struct LineBreakStrategy: Hashable, Sendable {
    /// The last line of a wrapped paragraph is never one word alone when the line before it can
    /// give it a word (UIKit's `pushOut`).
    public var pushOut: Bool
    /// No break between Hangul letters: Korean wraps between words (UIKit's `hangulWordPriority`).
    public var hangulWordPriority: Bool
    /// The strategies that are on.
    public init(pushOut: Bool, hangulWordPriority: Bool) { self.pushOut = pushOut; self.hangulWordPriority = hangulWordPriority }
    /// UILabel's default: `pushOut` and `hangulWordPriority`.
    public static let standard = LineBreakStrategy(pushOut: true, hangulWordPriority: true)
    /// UAX #14's opportunities alone.
    public static let none = LineBreakStrategy(pushOut: false, hangulWordPriority: false)
}

/// Text wrapped onto at most `maxLines` lines of at most `maxWidth` pixels; the last line ends
/// in "…" when the text does not fit.
public struct TextBlock: Sendable {
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The baseline-to-baseline height of each line: as tall as the tallest font on it.
    public var lineHeights: [Double] { lines.map(\.height) }
    /// The height of all the lines.
    public var height: Double { lines.reduce(0) { $0 + $1.height } }

    /// Lays out `text` in `font` with the bundled fonts as fallbacks.
    public init(_ text: String, font: Font, size: Double, maxWidth: Double, maxLines: Int, direction: TextDirection? = nil) {
        self.init(text, fonts: FontLibrary.chain(startingWith: font), size: size, maxWidth: maxWidth, maxLines: maxLines, direction: direction)
    }

    /// Breaks `text` into lines at the opportunities of UAX #14 (spaces, hyphens, between CJK
    /// characters, after a soft hyphen, which then shows as "-"; a newline always), each as long
    /// as fits in `maxWidth`; at most `maxLines`, the last one cut with "…" when the rest does not
    /// fit. A word wider than a line is broken between grapheme clusters (UILabel's fallback), so
    /// "…" only ever ends the last line. `strategy` adds UIKit's line break strategies. Embedding
    /// levels are resolved over the whole text, as one paragraph, and each line is reordered on
    /// its own (UAX #9, L1-L2); every line reads in the paragraph's direction. `tabInterval`
    /// (pixels) sets tab stops, as in `TextLine`.
    ///
    /// Complexity: O(n) in the length of `text`.
    public init(
        _ text: String, fonts: FontChain, size: Double, maxWidth: Double, maxLines: Int, direction: TextDirection? = nil,
        strategy: LineBreakStrategy = .standard, tabInterval: Double? = nil
    ) {
        let scalars = Array(TextLine.boundedMarks(text).unicodeScalars)
        let size26 = TextLine.size26(size), tab26 = TextLine.tabInterval26(tabInterval)
        let paragraph = ShapedParagraph(scalars, chain: fonts, size26: size26, direction: direction, tabInterval26: tab26)
        var breaks = LineBreaks.opportunities(scalars.map(\.value))
        if strategy.hangulWordPriority { LineBreaks.keepHangulWords(&breaks, scalars) }
        // Grapheme clusters are found only when a word is wider than the line.
        var clusterEnds: [Bool]?
        func isSpace(_ i: Int) -> Bool { scalars[i].properties.isWhitespace }
        /// The end of `start..<end` without the whitespace (and newline) it ends with.
        func trimmed(_ start: Int, _ end: Int) -> Int {
            var end = end
            while end > start, isSpace(end - 1) { end -= 1 }
            return end
        }
        func fits(_ start: Int, _ end: Int, hyphen: Int = 0) -> Bool {
            Double(paragraph.width(start..<trimmed(start, end)) + hyphen) / 64 <= maxWidth
        }
        /// The letters a line `start..<end` (trimmed) continues from and into where it breaks a
        /// word (no break opportunity there): its letters keep their joins across the break, as
        /// Core Text shapes the word whole and breaks between its glyphs.
        func joins(_ start: Int, _ end: Int) -> WordJoins {
            WordJoins(
                before: start > 0 && breaks[start - 1] == .none ? scalars[start - 1] : nil,
                after: end > start && end < scalars.count && breaks[end - 1] == .none ? scalars[end] : nil)
        }
        /// Whether `start..<end` fits shaped as a line of its own, as it is drawn.
        func fitsAlone(_ start: Int, _ end: Int) -> Bool {
            let end = trimmed(start, end)
            let line = TextLine.cached(
                String(String.UnicodeScalarView(scalars[start..<end])), fonts: fonts, size: size, maxWidth: nil,
                direction: paragraph.direction, tabInterval26: tab26, levels: Array(paragraph.levels[start..<end]), joins: joins(start, end))
            return line.width <= maxWidth
        }
        /// Whether a line ending at `end` ends at a soft hyphen (U+00AD): it then shows a hyphen.
        func endsAtSoftHyphen(_ end: Int) -> Bool { end > 0 && end < scalars.count && scalars[end - 1] == "\u{AD}" }
        let hyphen26 = Int((TextLine.cached("-", fonts: fonts, size: size).width * 64).rounded())
        /// The first scalar at or after `start` a line starts with: whitespace at a line's start is
        /// skipped, but for a newline that starts an empty line.
        func lineStart(_ start: Int) -> Int {
            var start = start
            while start < scalars.count, isSpace(start), breaks[start] != .mandatory || start == scalars.count - 1 { start += 1 }
            return start
        }

        // The lines as ranges of scalars, each as long as fits (greedy); the last allowed one takes the rest.
        var ranges: [Range<Int>] = []
        var start = lineStart(0)
        while start < scalars.count, ranges.count < maxLines {
            if ranges.count == maxLines - 1 {
                ranges.append(start..<scalars.count)
                break
            }
            // The longest run from `start` to a break opportunity that fits (the first always does).
            var end = start, candidate = start
            while candidate < scalars.count {
                candidate += 1
                let last = candidate - 1
                guard candidate == scalars.count || breaks[last] != .none else { continue }
                if end > start, !fits(start, candidate, hyphen: endsAtSoftHyphen(candidate) ? hyphen26 : 0) { break }
                end = candidate
                if breaks[last] == .mandatory && candidate < scalars.count { break }
            }
            // A word wider than the line is broken between grapheme clusters, as UILabel does:
            // as many clusters as fit (at least one), the rest on the next line.
            if !fits(start, end) {
                let ends = clusterEnds ?? LineBreaks.clusterEnds(scalars.map(\.value))
                clusterEnds = ends
                var fitting = start
                for index in start..<end where ends[index] {
                    if fitting > start, !fits(start, index + 1) { break }
                    fitting = index + 1
                }
                // The part is drawn as a line of its own (its letters joined to the rest of the
                // word): one cluster less while that line does not fit, so nothing is cut with "…"
                // but the last line.
                while fitting > start, !fitsAlone(start, fitting),
                    let previous = (start..<fitting - 1).last(where: { ends[$0] })
                {
                    fitting = previous + 1
                }
                if fitting > start && fitting < trimmed(start, end) { end = fitting }
            }
            ranges.append(start..<end)
            start = lineStart(end)
        }

        // pushOut: a last line that is one word alone, with all the text shown, takes the last
        // word of the line before when it still fits and that line keeps one.
        if strategy.pushOut, ranges.count >= 2, let last = ranges.last, last.upperBound == scalars.count,
            fits(last.lowerBound, last.upperBound),
            !(last.lowerBound..<max(last.lowerBound, trimmed(last.lowerBound, last.upperBound) - 1)).contains(where: { breaks[$0] != .none })
        {
            let previous = ranges[ranges.count - 2]
            let lastOfPrevious = previous.upperBound - 1
            if breaks[lastOfPrevious] == .allowed,
                let split = (previous.lowerBound..<max(previous.lowerBound, trimmed(previous.lowerBound, previous.upperBound) - 1)).last(where: {
                    breaks[$0] == .allowed && trimmed(previous.lowerBound, $0 + 1) > previous.lowerBound
                }), fits(lineStart(split + 1), last.upperBound)
            {
                ranges[ranges.count - 2] = previous.lowerBound..<split + 1
                ranges[ranges.count - 1] = lineStart(split + 1)..<last.upperBound
            }
        }

        lines = ranges.enumerated().map { number, range in
            var shown = Array(scalars[range.lowerBound..<trimmed(range.lowerBound, range.upperBound)])
            if number == maxLines - 1, range.upperBound == scalars.count {
                // The last allowed line reads newlines as spaces.
                shown = shown.map { $0.properties.isWhitespace ? " " : $0 }
            } else if endsAtSoftHyphen(range.upperBound), trimmed(range.lowerBound, range.upperBound) == range.upperBound {
                shown[shown.count - 1] = "-"
            }
            let levels = Array(paragraph.levels[range.lowerBound..<range.lowerBound + shown.count])
            return TextLine.cached(
                String(String.UnicodeScalarView(shown)), fonts: fonts, size: size, maxWidth: maxWidth,
                direction: paragraph.direction, tabInterval26: tab26, levels: levels, joins: joins(range.lowerBound, range.lowerBound + shown.count))
        }
    }

    /// The baseline-to-baseline distance of a line in `fonts`' first face at pixel size `size`
    /// (a line drawing glyphs of a taller fallback font is taller: `TextLine.height`).
    public static func lineHeight(fonts: FontChain, size: Double) -> Double {
        let metrics = fonts.primary.verticalMetrics(size26: TextLine.size26(size))
        return ((metrics.ascent + metrics.descent) * 1.05).rounded()
    }
}

extension Canvas {
    /// Draws the lines of `block` centered, as a group, in the pixel rectangle (`x`, `y`, `w`, `h`).
    public mutating func draw(_ block: TextBlock, centeredIn x: Double, _ y: Double, _ w: Double, _ h: Double, color: PremultipliedColor) {
        var top = y + (h - block.height) / 2
        for line in block.lines {
            draw(line, centeredIn: x, top, w, line.height, color: color)
            top += line.height
        }
    }
}
