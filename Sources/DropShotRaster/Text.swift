/// A string laid out once: per Unicode scalar, its glyph, its pen position and advance (26.6
/// pixels, kerning applied before each glyph). Any run of consecutive scalars can then be measured,
/// or placed, as if laid out alone, in O(1), so fitting and wrapping a label are linear in its length.
struct ShapedRun {
    var glyphs: [UInt32] = []
    var pens: [Int] = []
    var advances: [Int] = []

    /// The advance of the scalars `range` laid out alone (no kerning before the first).
    func width(_ range: Range<Int>) -> Int {
        range.isEmpty ? 0 : pens[range.upperBound - 1] + advances[range.upperBound - 1] - pens[range.lowerBound]
    }

    /// The glyphs of `range` with pen positions as if laid out alone.
    func placed(_ range: Range<Int>) -> [(index: UInt32, x26: Int)] {
        guard let first = range.first else { return [] }
        return range.map { (glyphs[$0], pens[$0] - pens[first]) }
    }
}

/// One line of text laid out in a font at a pixel size, ready to draw.
public struct TextLine: Sendable {
    public let font: Font
    /// Pixel size.
    public let size: Double
    let size26: Int
    let glyphs: [(index: UInt32, x26: Int)]
    /// Advance width in pixels.
    public let width: Double
    /// Height above the baseline and depth below it, in pixels.
    public let ascent: Double
    public let descent: Double
    /// The text actually laid out (shortened with "…" when it did not fit).
    public let text: String

    /// The largest pixel size text is laid out at; larger sizes are drawn at this one, so a glyph
    /// bitmap stays within a few megabytes whatever a scenario asks for.
    public static let maxPixelSize = 2048.0

    /// Lays out `text` on one line. When `maxWidth` is given and the text is wider, trailing
    /// characters are dropped and "…" appended until it fits (just "…" if nothing else fits).
    ///
    /// Complexity: O(n) in the length of `text`.
    public init(_ text: String, font: Font, size: Double, maxWidth: Double? = nil) {
        let size26 = TextLine.size26(size)
        let run = font.shape(text, size26: size26)
        var shown = text
        var glyphs: [(index: UInt32, x26: Int)]?  // set when the text is shortened
        var advance26 = run.width(0..<run.glyphs.count)
        if let maxWidth, Double(advance26) / 64 > maxWidth {
            // Candidates, longest first: every shorter prefix of whole characters without trailing
            // spaces, followed by "…". Each is measured from `run`, not laid out again.
            let characters = Array(text)
            var scalarEnds = [0]
            for character in characters { scalarEnds.append(scalarEnds.last! + character.unicodeScalars.count) }
            var kept = characters.count
            var ellipsis = (index: UInt32(0), kerning: 0, advance: 0)
            while kept > 0 {
                kept -= 1
                while kept > 0, characters[kept - 1] == " " { kept -= 1 }
                let end = scalarEnds[kept]
                ellipsis = font.glyph(for: "…", after: end > 0 ? run.glyphs[end - 1] : 0, size26: size26)
                advance26 = run.width(0..<end) + ellipsis.kerning + ellipsis.advance
                if Double(advance26) / 64 <= maxWidth { break }
            }
            if !characters.isEmpty {
                let end = scalarEnds[kept]
                shown = String(characters[..<kept]) + "…"
                glyphs = run.placed(0..<end) + [(ellipsis.index, run.width(0..<end) + ellipsis.kerning)]
            }
        }
        self.init(font: font, size: size, size26: size26, glyphs: glyphs ?? run.placed(0..<run.glyphs.count), advance26: advance26,
                  text: shown)
    }

    private init(font: Font, size: Double, size26: Int, glyphs: [(index: UInt32, x26: Int)], advance26: Int, text: String) {
        self.font = font
        self.size = size.isNaN ? 1.0 / 64 : min(size, TextLine.maxPixelSize)
        self.size26 = size26
        self.text = text
        self.glyphs = glyphs
        width = Double(advance26) / 64
        (ascent, descent) = font.verticalMetrics(size26: size26)
    }

    /// A pixel size as FreeType's 26.6 fixed point, within 1/64...`maxPixelSize` (NaN: the smallest).
    static func size26(_ size: Double) -> Int {
        guard !size.isNaN else { return 1 }
        return max(1, Int((min(max(size, 0), maxPixelSize) * 64).rounded()))
    }
}

extension Canvas {
    /// Draws `line` with its pen starting at `x` on the baseline `baseline` (pixels).
    public mutating func draw(_ line: TextLine, x: Double, baseline: Double, color: PremultipliedColor) {
        let origin26 = pixelCoordinate((x * 64).rounded())
        let baselinePixel = pixelCoordinate(baseline.rounded())
        // Glyphs that cannot touch the clip are never rasterized (a long label in a huge cell).
        let box = line.font.glyphBounds(size26: line.size26)
        guard baselinePixel - Int(box.yMax.rounded(.up)) - 1 < clip.y1, baselinePixel - Int(box.yMin.rounded(.down)) + 1 > clip.y0
        else { return }
        for (index, x26) in line.glyphs {
            let pen = origin26 + x26
            var whole = pen >> 6
            var quarter = ((pen & 63) + 8) >> 4
            if quarter == 4 { whole += 1; quarter = 0 }
            guard whole + Int(box.xMin.rounded(.down)) - 1 < clip.x1, whole + Int(box.xMax.rounded(.up)) + 2 > clip.x0 else { continue }
            guard let glyph = line.font.glyph(index, size26: line.size26, subpixel: quarter), glyph.width > 0 else { continue }
            let left = whole + glyph.left, top = baselinePixel - glyph.top
            let region = clip.intersection(PixelBounds(x0: left, y0: top, x1: left + glyph.width, y1: top + glyph.rows))
            guard !region.isEmpty else { continue }
            let width = self.width, originY = self.originY
            // Safe: `region` is the glyph's box cut to the clip, itself inside the canvas.
            pixels.withUnsafeMutableBufferPointer { buffer in
                for py in region.y0..<region.y1 {
                    for px in region.x0..<region.x1 {
                        let coverage = glyph.bitmap[(py - top) * glyph.width + (px - left)]
                        if coverage > 0 { Canvas.blend(buffer.baseAddress! + ((py - originY) * width + px) * 4, color, coverage: UInt32(coverage)) }
                    }
                }
            }
        }
    }

    /// Draws `line` centered in the pixel rectangle (`x`, `y`, `w`, `h`), optically centered on
    /// the font's ascent and descent.
    public mutating func draw(_ line: TextLine, centeredIn x: Double, _ y: Double, _ w: Double, _ h: Double, color: PremultipliedColor) {
        let left = x + (w - line.width) / 2
        let baseline = y + h / 2 + (line.ascent - line.descent) / 2 - line.size * 0.06
        draw(line, x: left, baseline: baseline, color: color)
    }
}

/// Text wrapped at spaces onto at most `maxLines` lines of at most `maxWidth` pixels; the last
/// line ends in "…" when the text does not fit, and so does a word too long for a line.
public struct TextBlock: Sendable {
    public let lines: [TextLine]
    /// Baseline-to-baseline distance in pixels.
    public let lineHeight: Double

    ///
    /// Complexity: O(n) in the length of `text`.
    public init(_ text: String, font: Font, size: Double, maxWidth: Double, maxLines: Int) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        // The words joined by single spaces, laid out once: a run of words is measured in O(1).
        let run = font.shape(words.joined(separator: " "), size26: TextLine.size26(size))
        var wordStarts: [Int] = []
        var scalar = 0
        for word in words {
            wordStarts.append(scalar)
            scalar += word.unicodeScalars.count + 1
        }
        func wordsWidth(_ first: Int, through last: Int) -> Double {
            Double(run.width(wordStarts[first]..<(wordStarts[last] + words[last].unicodeScalars.count))) / 64
        }
        var lines: [TextLine] = []
        var index = 0
        while index < words.count, lines.count < maxLines {
            if lines.count == maxLines - 1 {
                lines.append(TextLine(words[index...].joined(separator: " "), font: font, size: size, maxWidth: maxWidth))
                break
            }
            let first = index
            index += 1
            while index < words.count, wordsWidth(first, through: index) <= maxWidth { index += 1 }
            lines.append(TextLine(words[first..<index].joined(separator: " "), font: font, size: size, maxWidth: maxWidth))
        }
        self.lines = lines
        let metrics = TextLine("", font: font, size: size)
        lineHeight = ((metrics.ascent + metrics.descent) * 1.05).rounded()
    }
}

extension Canvas {
    /// Draws the lines of `block` centered, as a group, in the pixel rectangle (`x`, `y`, `w`, `h`).
    public mutating func draw(_ block: TextBlock, centeredIn x: Double, _ y: Double, _ w: Double, _ h: Double, color: PremultipliedColor) {
        let total = block.lineHeight * Double(block.lines.count)
        var top = y + (h - total) / 2
        for line in block.lines {
            draw(line, centeredIn: x, top, w, block.lineHeight, color: color)
            top += block.lineHeight
        }
    }
}
