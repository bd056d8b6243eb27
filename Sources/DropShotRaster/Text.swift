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

    /// Lays out `text` on one line. When `maxWidth` is given and the text is wider, trailing
    /// characters are dropped and "…" appended until it fits (just "…" if nothing else fits).
    public init(_ text: String, font: Font, size: Double, maxWidth: Double? = nil) {
        let size26 = max(1, Int((size * 64).rounded()))
        var shown = text
        var shaped = font.shape(shown, size26: size26)
        if let maxWidth, Double(shaped.advance26) / 64 > maxWidth {
            var characters = Array(text)
            repeat {
                if characters.isEmpty { break }
                characters.removeLast()
                while characters.last == " " { characters.removeLast() }
                shown = String(characters) + "…"
                shaped = font.shape(shown, size26: size26)
            } while Double(shaped.advance26) / 64 > maxWidth
        }
        self.font = font
        self.size = size
        self.size26 = size26
        self.text = shown
        glyphs = shaped.glyphs
        width = Double(shaped.advance26) / 64
        (ascent, descent) = font.verticalMetrics(size26: size26)
    }
}

extension Canvas {
    /// Draws `line` with its pen starting at `x` on the baseline `baseline` (pixels).
    public mutating func draw(_ line: TextLine, x: Double, baseline: Double, color: PremultipliedColor) {
        let origin26 = Int((x * 64).rounded())
        let baselinePixel = Int(baseline.rounded())
        for (index, x26) in line.glyphs {
            let pen = origin26 + x26
            var whole = pen >> 6
            var quarter = ((pen & 63) + 8) >> 4
            if quarter == 4 { whole += 1; quarter = 0 }
            guard let glyph = line.font.glyph(index, size26: line.size26, subpixel: quarter), glyph.width > 0 else { continue }
            let left = whole + glyph.left, top = baselinePixel - glyph.top
            let region = clip.intersection(PixelBounds(x0: left, y0: top, x1: left + glyph.width, y1: top + glyph.rows))
            guard !region.isEmpty else { continue }
            for py in region.y0..<region.y1 {
                for px in region.x0..<region.x1 {
                    let coverage = glyph.bitmap[(py - top) * glyph.width + (px - left)]
                    if coverage > 0 { blend(at: (py * width + px) * 4, color, coverage: UInt32(coverage)) }
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

    public init(_ text: String, font: Font, size: Double, maxWidth: Double, maxLines: Int) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var lines: [TextLine] = []
        var index = 0
        while index < words.count, lines.count < maxLines {
            if lines.count == maxLines - 1 {
                lines.append(TextLine(words[index...].joined(separator: " "), font: font, size: size, maxWidth: maxWidth))
                break
            }
            var current = words[index]
            index += 1
            while index < words.count, TextLine(current + " " + words[index], font: font, size: size).width <= maxWidth {
                current += " " + words[index]
                index += 1
            }
            lines.append(TextLine(current, font: font, size: size, maxWidth: maxWidth))
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
