import DropShotSystem
import Foundation

/// A paragraph shaped in logical order: each character's font (the chain's first that has it),
/// its bidi embedding level, and runs of one font and level shaped by HarfBuzz. Every scalar gets
/// the nominal advances of the glyphs of its cluster, and every boundary between two scalars the
/// shaping's change to them there (kerning), so the width of any run of scalars, as if laid out
/// alone, is O(1): fitting and wrapping a label stay linear in its length.
struct ShapedParagraph {
    /// One run of one font and one embedding level, its glyphs in visual order.
    struct Segment {
        var font: Int
        var level: UInt8
        var glyphs: [ShapedGlyph]
    }

    let direction: TextDirection
    let segments: [Segment]
    /// Each scalar's embedding level (UAX #9), as the whole paragraph resolves it.
    let levels: [UInt8]
    /// `nominal[i]`: the nominal advance (26.6 pixels) of the first `i` scalars.
    let nominal: [Int]
    /// `pairs[i]`: the shaping's changes at the boundaries after each of the first `i` scalars.
    let pairs: [Int]
    /// The indices of the paragraph's tabs, ascending (none when tabs are spaces).
    let tabs: [Int]
    /// The distance between tab stops in 26.6 pixels (0: a tab is a space).
    let tabInterval26: Int

    /// Shapes `scalars` as one paragraph in `base` direction (nil: its first strong character's).
    /// `levels` gives embedding levels resolved over a larger paragraph this is a line of (nil:
    /// resolved here); with `tabInterval26` over 0 a tab advances to the next multiple of it.
    /// `joins` are the letters of a word broken across lines that this line continues from and
    /// into: shaped as context, so the letters at the break keep their joining forms.
    init(
        _ scalars: [Unicode.Scalar], chain: FontChain, size26: Int, direction base: TextDirection?,
        levels given: [UInt8]? = nil, tabInterval26: Int = 0, joins: WordJoins = WordJoins()
    ) {
        let fonts = chain.itemize(scalars)
        // Whitespace a font lacks is drawn as its space; a control character (U+0000, BEL, ESC,
        // DEL, CSI…) as a zero-width space, which shaping removes: no box, no width.
        let codes = scalars.enumerated().map { i, scalar -> UInt32 in
            let properties = scalar.properties
            if properties.isWhitespace { return chain.fonts[fonts[i]].covers(scalar) ? scalar.value : 0x20 }
            return properties.generalCategory == .control ? 0x200B : scalar.value
        }
        let (levels, direction) = given.map { ($0, base ?? .leftToRight) } ?? Bidi.levels(codes, base: base)
        self.direction = direction
        self.levels = levels
        self.tabInterval26 = tabInterval26
        tabs = tabInterval26 > 0 ? scalars.indices.filter { scalars[$0] == "\t" } : []
        // The text shaped, with the broken word's neighbouring letters as context at its ends.
        let offset = joins.before == nil ? 0 : 1
        let context = (joins.before.map { [$0.value] } ?? []) + codes + (joins.after.map { [$0.value] } ?? [])
        var segments: [Segment] = []
        var advances = [Int](repeating: 0, count: scalars.count), changes = [Int](repeating: 0, count: scalars.count)
        var start = 0
        while start < scalars.count {
            var end = start + 1
            while end < scalars.count, fonts[end] == fonts[start], levels[end] == levels[start] { end += 1 }
            let font = chain.fonts[fonts[start]]
            var glyphs = font.harfBuzz.shape(context, range: start + offset..<end + offset, rightToLeft: levels[start] % 2 == 1)
            for i in glyphs.indices {
                glyphs[i].cluster -= offset
                // The nominal advance and the shaping's change to it are scaled apart, as glyph
                // advances and kerning pairs always were.
                let units = font.harfBuzz.nominalAdvance(of: glyphs[i].id)
                let nominal = font.scale(units, size26: size26), change = font.scale(glyphs[i].advance - units, size26: size26)
                glyphs[i].advance = nominal + change
                glyphs[i].xOffset = font.scale(glyphs[i].xOffset, size26: size26)
                glyphs[i].yOffset = font.scale(glyphs[i].yOffset, size26: size26)
                let cluster = min(max(glyphs[i].cluster, start), end - 1)
                advances[cluster] += nominal
                // A change (a kerning pair's) belongs to the boundary after the glyph's cluster.
                changes[cluster] += change
            }
            segments.append(Segment(font: fonts[start], level: levels[start], glyphs: glyphs))
            start = end
        }
        self.segments = segments
        var nominal = [0], pairs = [0]
        nominal.reserveCapacity(scalars.count + 1)
        pairs.reserveCapacity(scalars.count + 1)
        for i in scalars.indices {
            nominal.append(nominal[i] + advances[i])
            pairs.append(pairs[i] + changes[i])
        }
        self.nominal = nominal
        self.pairs = pairs
    }

    /// The advance of `range` of the scalars as if laid out alone: their glyphs' advances, the
    /// kerning between them (not at either end), and tabs up to their stops.
    func width(_ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        // The first tab in the range, by binary search: a line without tabs is O(1).
        var low = 0, high = tabs.count
        while low < high {
            let middle = (low + high) / 2
            if tabs[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var pen = 0, from = range.lowerBound
        while low < tabs.count, tabs[low] < range.upperBound {
            pen = nextTabStop(pen + plainWidth(from..<tabs[low]))
            from = tabs[low] + 1
            low += 1
        }
        return pen + plainWidth(from..<range.upperBound)
    }

    /// The width of `range` from the prefix sums, a tab counted as a space.
    private func plainWidth(_ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        return nominal[range.upperBound] - nominal[range.lowerBound] + pairs[range.upperBound - 1] - pairs[range.lowerBound]
    }

    /// The first tab stop after `pen` (26.6 pixels from the line's start).
    private func nextTabStop(_ pen: Int) -> Int { (pen / tabInterval26 + 1) * tabInterval26 }

    /// The paragraph as one line: its glyphs in visual order, and its advance. Tab stops count
    /// from the line's start in its reading direction (from the right in a right-to-left line).
    func placed() -> (glyphs: [PlacedGlyph], width26: Int) {
        var visual: [(font: Int, glyph: ShapedGlyph)] = []
        for s in Bidi.visualOrder(segments.map(\.level)) {
            for glyph in segments[s].glyphs { visual.append((segments[s].font, glyph)) }
        }
        if !tabs.isEmpty {
            let tabSet = Set(tabs)
            var pen = 0
            for k in direction == .rightToLeft ? Array(visual.indices.reversed()) : Array(visual.indices) {
                if tabSet.contains(visual[k].glyph.cluster) { visual[k].glyph.advance = nextTabStop(pen) - pen }
                pen += visual[k].glyph.advance
            }
        }
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(visual.count)
        var pen = 0
        for (font, glyph) in visual {
            glyphs.append(PlacedGlyph(font: font, index: glyph.id, x26: pen + glyph.xOffset, y26: glyph.yOffset))
            pen += glyph.advance
        }
        return (glyphs, pen)
    }
}

/// The letters a line of a word broken across lines continues from (`before`) and into
/// (`after`), nil at a line's end that is a break opportunity.
struct WordJoins: Hashable, Sendable {
    var before: Unicode.Scalar?
    var after: Unicode.Scalar?
}

/// A glyph on a line: its font (an index into the line's chain), its id, and its pen position from
/// the line's start and its raise above the baseline, in 26.6 pixels.
struct PlacedGlyph: Equatable {
    var font: Int
    var index: UInt32
    var x26: Int
    var y26: Int
}

/// One line of text laid out in a chain of fonts at a pixel size, ready to draw: shaped by
/// HarfBuzz, in the visual order of the bidirectional algorithm.
public struct TextLine: Sendable {
    /// The fonts it is drawn with.
    public let fonts: FontChain
    /// The first face of the chain.
    public var font: Font { fonts.primary }
    /// Pixel size.
    public let size: Double
    let size26: Int
    let glyphs: [PlacedGlyph]
    /// Per font of the chain, the box its glyphs fit in at this size: taken once with the line
    /// (which the cache keeps), not at every draw.
    let glyphBoxes: [(xMin: Double, yMin: Double, xMax: Double, yMax: Double)]
    /// Advance width in pixels.
    public let width: Double
    /// Height above the baseline, in pixels: the tallest of the first font's and those of the
    /// fonts its glyphs come from (as Core Text makes a line as tall as its tallest font).
    public let ascent: Double
    /// How far the line reaches below its baseline, in pixels.
    public let descent: Double
    /// The text actually laid out (shortened with "…" when it did not fit).
    public let text: String
    /// The direction the line reads in: its own base direction, or its first strong character's.
    public let direction: TextDirection
    /// The embedding levels it was laid out with (nil: its own) and its tab interval (26.6 pixels).
    let levels: [UInt8]?
    let tabInterval26: Int

    /// The largest pixel size text is laid out at; larger sizes are drawn at this one, so a glyph
    /// bitmap stays within a few megabytes whatever a scenario asks for.
    public static let maxPixelSize = 2048.0

    /// Lays out `text` in `font`, with the bundled fonts as fallbacks.
    public init(_ text: String, font: Font, size: Double, maxWidth: Double? = nil, direction: TextDirection? = nil) {
        self.init(text, fonts: FontLibrary.chain(startingWith: font), size: size, maxWidth: maxWidth, direction: direction)
    }

    /// Lays out `text` on one line. When `maxWidth` is given and the text is wider, trailing
    /// characters are dropped and "…" appended until it fits (just "…" if nothing else fits).
    /// `direction` sets the base direction; nil takes the first strong character's. With
    /// `tabInterval` (pixels), a tab advances to the next multiple of it from the line's start
    /// (UIKit's default stops are every 28 points); without, a tab is a space. Laid out anew each
    /// time (the renderer takes its lines from a cache: `cached`).
    ///
    /// Complexity: O(n) in the length of `text`.
    public init(
        _ text: String, fonts: FontChain, size: Double, maxWidth: Double? = nil, direction: TextDirection? = nil,
        tabInterval: Double? = nil
    ) {
        self.init(
            laying: TextLine.boundedMarks(text), fonts: fonts, size: size, size26: TextLine.size26(size), maxWidth: maxWidth,
            direction: direction, tabInterval26: TextLine.tabInterval26(tabInterval), levels: nil)
    }

    /// Lines laid out before, keyed by everything that shapes them: a label drawn in a thousand
    /// cells, or in every render of a `check` run, is shaped once.
    private struct CacheKey: Hashable, Sendable {
        var text: String
        var chain: FontChain
        var size26: Int
        var maxWidth: Double?
        var direction: TextDirection?
        var tabInterval26: Int
        var levels: [UInt8]?
        var joins: WordJoins
    }
    private static let lines = BoundedCache<CacheKey, TextLine>(capacity: 8192)

    /// The line `init(_:fonts:size:maxWidth:direction:tabInterval:)` lays out, from the process's
    /// cache of lines when it was laid out before.
    package static func cached(
        _ text: String, fonts: FontChain, size: Double, maxWidth: Double? = nil, direction: TextDirection? = nil,
        tabInterval: Double? = nil
    ) -> TextLine {
        cached(text, fonts: fonts, size: size, maxWidth: maxWidth, direction: direction, tabInterval26: tabInterval26(tabInterval), levels: nil)
    }

    /// A cached line laid out with embedding `levels` resolved over the paragraph it is a line of
    /// (nil: its own), so an override or embedding that spans a line break holds on every line,
    /// and with the `joins` of a word broken across lines.
    static func cached(
        _ text: String, fonts: FontChain, size: Double, maxWidth: Double?, direction: TextDirection?, tabInterval26: Int,
        levels: [UInt8]?, joins: WordJoins = WordJoins()
    ) -> TextLine {
        let text = TextLine.boundedMarks(text)
        let size26 = TextLine.size26(size)
        let key = CacheKey(
            text: text, chain: fonts, size26: size26, maxWidth: maxWidth, direction: direction,
            tabInterval26: tabInterval26, levels: levels, joins: joins)
        return lines.value(for: key) {
            TextLine(
                laying: text, fonts: fonts, size: size, size26: size26, maxWidth: maxWidth, direction: direction,
                tabInterval26: tabInterval26, levels: levels, joins: joins)
        }
    }

    private init(
        laying text: String, fonts: FontChain, size: Double, size26: Int, maxWidth: Double?, direction: TextDirection?,
        tabInterval26: Int, levels: [UInt8]?, joins: WordJoins = WordJoins()
    ) {
        let scalars = Array(text.unicodeScalars)
        let paragraph = ShapedParagraph(
            scalars, chain: fonts, size26: size26, direction: direction, levels: levels, tabInterval26: tabInterval26, joins: joins)
        var shown = text
        var (glyphs, advance26) = paragraph.placed()
        var resolved = paragraph.direction
        if let maxWidth, Double(advance26) / 64 > maxWidth {
            // Candidates, longest first: every shorter prefix of whole characters without trailing
            // spaces, followed by "…" (at the paragraph's level), measured from the paragraph and
            // laid out when one fits.
            let characters = Array(text)
            var scalarEnds = [0]
            for character in characters { scalarEnds.append(scalarEnds.last! + character.unicodeScalars.count) }
            let ellipsisLevel: UInt8 = paragraph.direction == .rightToLeft ? 1 : 0
            var kept = characters.count
            while kept > 0 {
                kept -= 1
                while kept > 0, characters[kept - 1] == " " { kept -= 1 }
                // Kerning before "…" may make a candidate fit: those within its width are laid out to see.
                guard Double(paragraph.width(0..<scalarEnds[kept])) / 64 <= maxWidth else { continue }
                let candidate = ShapedParagraph(
                    Array(scalars[0..<scalarEnds[kept]]) + ["…"], chain: fonts, size26: size26,
                    direction: paragraph.direction,
                    levels: levels.map { Array($0[0..<scalarEnds[kept]]) + [ellipsisLevel] },
                    tabInterval26: tabInterval26, joins: WordJoins(before: joins.before))
                let laid = candidate.placed()
                if Double(laid.width26) / 64 <= maxWidth || kept == 0 {
                    (glyphs, advance26, resolved) = (laid.glyphs, laid.width26, candidate.direction)
                    shown = String(characters[..<kept]) + "…"
                    break
                }
            }
            if kept == 0 && !characters.isEmpty {
                let only = ShapedParagraph(["…"], chain: fonts, size26: size26, direction: paragraph.direction)
                (glyphs, advance26) = only.placed()
                shown = "…"
            }
        }
        self.fonts = fonts
        self.size = size.isNaN ? 1.0 / 64 : min(size, TextLine.maxPixelSize)
        self.size26 = size26
        self.text = shown
        self.glyphs = glyphs
        self.direction = resolved
        self.levels = levels
        self.tabInterval26 = tabInterval26
        width = Double(advance26) / 64
        // As tall as the tallest font on the line, and never less than the first.
        var (ascent, descent) = fonts.primary.verticalMetrics(size26: size26)
        for font in Set(glyphs.map(\.font)) where font != 0 {
            let metrics = fonts.fonts[font].verticalMetrics(size26: size26)
            ascent = max(ascent, metrics.ascent)
            descent = max(descent, metrics.descent)
        }
        (self.ascent, self.descent) = (ascent, descent)
        glyphBoxes = fonts.fonts.map { $0.glyphBounds(size26: size26) }
    }

    /// The baseline-to-baseline distance this line takes in a block: its ascent and descent and
    /// 5% leading, rounded to a whole pixel.
    public var height: Double { ((ascent + descent) * 1.05).rounded() }

    /// The same text at pixel size `size`, its levels kept and its tab stops scaled with it: a
    /// line fitted at one size and drawn at another (a zoom, a lifting ghost) keeps its words.
    public func resized(to size: Double) -> TextLine {
        let tabs = tabInterval26 == 0 ? 0 : max(1, Int((Double(tabInterval26) * size / self.size).rounded()))
        return TextLine.cached(
            text, fonts: fonts, size: size, maxWidth: nil, direction: direction, tabInterval26: tabs,
            levels: text.unicodeScalars.count == levels?.count ? levels : nil)
    }

    /// A tab interval in pixels as 26.6 fixed point (0: none).
    static func tabInterval26(_ pixels: Double?) -> Int {
        guard let pixels, pixels.isFinite, pixels > 0 else { return 0 }
        return max(1, Int((min(pixels, 1_048_576) * 64).rounded()))
    }

    /// A pixel size as FreeType's 26.6 fixed point, within 1/64...`maxPixelSize` (NaN: the smallest).
    /// `text` with at most 30 marks in a row (the bound of Unicode's Stream-Safe Text Format, UAX
    /// #15); the marks past it are not drawn. Shaping attaches each mark by looking back over the
    /// marks before it to their base, so an unbounded run (100,000 accents on one letter) would
    /// take time quadratic in its length; text in any script has far fewer marks on one letter.
    static func boundedMarks(_ text: String) -> String {
        var run = 0, dropped = false
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            let isMark =
                properties.canonicalCombiningClass != .notReordered
                || [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
            run = isMark ? run + 1 : 0
            if run > 30 {
                dropped = true
            } else {
                out.append(scalar)
            }
        }
        return dropped ? String(out) : text
    }

    static func size26(_ size: Double) -> Int {
        guard !size.isNaN else { return 1 }
        return max(1, Int((min(max(size, 0), maxPixelSize) * 64).rounded()))
    }
}

extension Canvas {
    /// Draws `line` with its pen starting at `x` on the baseline `baseline` (pixels).
    public mutating func draw(_ line: TextLine, x: Double, baseline: Double, color: PremultipliedColor, oblique: Bool = false) {
        let origin26 = pixelCoordinate((x * 64).rounded())
        let baselinePixel = pixelCoordinate(baseline.rounded())
        if let textLog {
            let bounds = PixelBounds(
                x0: Int(x.rounded(.down)), y0: baselinePixel - Int(line.ascent.rounded(.up)), x1: Int((x + line.width).rounded(.up)),
                y1: baselinePixel + Int(line.descent.rounded(.up)))
            textLog.note(TextLog.Run(text: line.text, bounds: bounds, color: color, size: line.size, bold: line.font.isBold))
        }
        let boxes = line.glyphBoxes
        // Glyphs that cannot touch the clip are never rasterized (a long label in a huge cell).
        let raise = line.glyphs.map { abs($0.y26) }.max().map { Double($0) / 64 } ?? 0
        guard baselinePixel - Int((boxes.map(\.yMax).max()! + raise).rounded(.up)) - 1 < clip.y1,
            baselinePixel - Int((boxes.map(\.yMin).min()! - raise).rounded(.down)) + 1 > clip.y0
        else { return }
        for placed in line.glyphs {
            let box = boxes[placed.font], font = line.fonts.fonts[placed.font]
            let pen = origin26 + placed.x26
            var whole = pen >> 6
            var quarter = ((pen & 63) + 8) >> 4
            if quarter == 4 { whole += 1; quarter = 0 }
            guard whole + Int(box.xMin.rounded(.down)) - 1 < clip.x1, whole + Int(box.xMax.rounded(.up)) + 2 > clip.x0 else { continue }
            if font.hasColorBitmaps {
                // A colour glyph keeps its own colours, at a whole pixel.
                if let glyph = font.colorGlyph(placed.index, size26: line.size26) { drawColor(glyph, x: pen >> 6, baseline: baselinePixel) }
                continue
            }
            guard let glyph = font.glyph(placed.index, size26: line.size26, subpixel: quarter, oblique: oblique), glyph.width > 0 else { continue }
            let left = whole + glyph.left, top = baselinePixel - glyph.top - Int((Double(placed.y26) / 64).rounded())
            let region = clip.intersection(PixelBounds(x0: left, y0: top, x1: left + glyph.width, y1: top + glyph.rows))
            guard !region.isEmpty else { continue }
            let width = self.width, originY = self.originY, count = region.x1 - region.x0
            // Safe: `region` is the glyph's box cut to the clip, itself inside the canvas; each row
            // of it lies in the glyph's bitmap. Four pixels at a time, at the bitmap's coverages.
            pixels.withUnsafeMutableBufferPointer { buffer in
                glyph.bitmap.withUnsafeBufferPointer { bitmap in
                    for py in region.y0..<region.y1 {
                        Canvas.blendSpan(
                            buffer.baseAddress! + ((py - originY) * width + region.x0) * 4, count: count, color,
                            coverages: bitmap.baseAddress! + (py - top) * glyph.width + (region.x0 - left))
                    }
                }
            }
        }
    }

    /// A colour glyph composited source-over with its pen at pixel `x` on `baseline`.
    mutating func drawColor(_ glyph: ColorGlyph, x: Int, baseline: Int) {
        let left = x + glyph.left, top = baseline - glyph.top
        let region = clip.intersection(PixelBounds(x0: left, y0: top, x1: left + glyph.width, y1: top + glyph.rows))
        guard !region.isEmpty else { return }
        let width = self.width, originY = self.originY
        pixels.withUnsafeMutableBufferPointer { buffer in
            for py in region.y0..<region.y1 {
                for px in region.x0..<region.x1 {
                    let o = ((py - top) * glyph.width + (px - left)) * 4
                    let color = PremultipliedColor(r: glyph.pixels[o], g: glyph.pixels[o + 1], b: glyph.pixels[o + 2], a: glyph.pixels[o + 3])
                    if color.a > 0 { Canvas.blend(buffer.baseAddress! + ((py - originY) * width + px) * 4, color, coverage: 255) }
                }
            }
        }
    }

    /// Draws `line` centered in the pixel rectangle (`x`, `y`, `w`, `h`), optically centered on
    /// the font's ascent and descent.
    public mutating func draw(
        _ line: TextLine, centeredIn x: Double, _ y: Double, _ w: Double, _ h: Double, color: PremultipliedColor, oblique: Bool = false
    ) {
        let left = x + (w - line.width) / 2
        let baseline = y + h / 2 + (line.ascent - line.descent) / 2 - line.size * 0.06
        draw(line, x: left, baseline: baseline, color: color, oblique: oblique)
    }
}
