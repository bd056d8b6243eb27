import Foundation
import TestUtilities
import Testing

@testable import DropShotRaster

/// DropShot's glyph rasterizer: exact area coverage from outlines, whatever FreeType build read them.
@Suite struct GlyphRasterizerTests {
    /// A polygon of on-curve points (font units, y up).
    func polygon(_ points: [(Double, Double)]) -> GlyphOutline {
        GlyphOutline(x: points.map(\.0), y: points.map(\.1), kinds: Array(repeating: .on, count: points.count), contourEnds: [points.count - 1])
    }

    /// The shoelace area of the outline as flattened, in pixels.
    func flattenedArea(_ outline: GlyphOutline, scale: Double) -> Double {
        var area = 0.0
        GlyphRasterizer.forEachSegment(outline, outline.x.map { $0 * scale }, outline.y.map { -$0 * scale }) { x0, y0, x1, y1 in
            area += x0 * y1 - x1 * y0
        }
        return abs(area) / 2
    }

    @Test func aRectangleCoversEachPixelByItsExactArea() {
        // 2.25 x 1.5 pixels at scale 1, moved 0.25 right: x from 0.5 to 2.75, y from -1.75 to -0.25 (y down).
        let rectangle = polygon([(0.25, 0.25), (2.5, 0.25), (2.5, 1.75), (0.25, 1.75)])
        let glyph = GlyphRasterizer.rasterize(rectangle, scale: 1, dx: 0.25)
        #expect(glyph.left == 0 && glyph.top == 2 && glyph.width == 3 && glyph.rows == 2)
        func expected(_ px: Int, _ py: Int) -> UInt8 {
            let cx = max(0, min(Double(px + 1), 2.75) - max(Double(px), 0.5))
            let cy = max(0, min(Double(py + 1) - 2, -0.25) - max(Double(py) - 2, -1.75))
            return UInt8((cx * cy * 255).rounded())
        }
        for py in 0..<2 {
            for px in 0..<3 { #expect(glyph.bitmap[py * 3 + px] == expected(px, py), "(\(px), \(py))") }
        }
    }

    @Test func coverageAddsUpToTheAreaOfEveryGlyph() throws {
        let font = try FontLibrary.font(named: "Helvetica-Bold")
        for character in "AgQ@&é%8" {
            let index = font.glyphIndex(of: character.unicodeScalars.first!)
            let glyph = try #require(font.glyph(index, size26: 64 * 40, subpixel: 1))
            let ink = Double(glyph.bitmap.reduce(0) { $0 + Int($1) }) / 255
            let outline = try #require(font.outlineForTesting(index))
            let area = flattenedArea(outline, scale: 40 / Double(font.unitsPerEm))
            // Rounding each pixel to 1/255 is the only error; counters (holes) are subtracted, not filled.
            #expect(abs(ink - area) <= Double(glyph.width * glyph.rows) / 510 + 1e-6, "\(character): \(ink) vs \(area)")
        }
    }

    @Test func aContourOfOffCurvePointsIsARoundShape() {
        // Four off-curve points: a rounded square whose quadratic arcs pass through the edge midpoints.
        let outline = GlyphOutline(x: [0, 100, 100, 0], y: [0, 0, 100, 100], kinds: [.off, .off, .off, .off], contourEnds: [3])
        let glyph = GlyphRasterizer.rasterize(outline, scale: 0.2, dx: 0)
        let ink = Double(glyph.bitmap.reduce(0) { $0 + Int($1) }) / 255
        let flattened = flattenedArea(outline, scale: 0.2)
        #expect(abs(ink - flattened) <= Double(glyph.width * glyph.rows) / 510, "\(ink) vs \(flattened)")
        // The curve itself: the diamond through the edge midpoints (200) and four parabolic caps of
        // 2/3 of a 50-pixel triangle each. The chords lie at most 0.07 pixel inside the arcs.
        let curve = 200 + 4 * 50 * 2.0 / 3
        #expect(flattened < curve && curve - flattened < 0.02 * curve, "\(flattened) vs \(curve)")
        #expect(glyph.bitmap[0] == 0 && glyph.bitmap[10 * glyph.width + 10] == 255)
    }

    @Test func subpixelStepsMoveInkAndWholePixelsMoveTheBitmap() {
        let shape = polygon([(0, 0), (5, 0), (5, 7), (0, 7)])
        let base = GlyphRasterizer.rasterize(shape, scale: 1, dx: 0.3)
        let quarter = GlyphRasterizer.rasterize(shape, scale: 1, dx: 0.55)
        let whole = GlyphRasterizer.rasterize(shape, scale: 1, dx: 1.3)
        #expect(base.bitmap != quarter.bitmap)
        #expect(whole.bitmap == base.bitmap && whole.left == base.left + 1)
    }

    @Test func randomPolygonsAreCoveredByTheirArea() {
        var random = SplitMix64(state: 3)
        for _ in 0..<200 {
            // A convex polygon (a random regular-ish shape), so that no contour overlaps itself.
            let sides = 3 + random.below(6), radius = 2 + Double(random.below(300)) / 10
            let cx = Double(random.below(100)) / 7, cy = Double(random.below(100)) / 7
            let phase = Double(random.below(628)) / 100
            let points = (0..<sides).map { k -> (Double, Double) in
                let angle = phase + Double(k) * 2 * Double.pi / Double(sides)
                return (cx + radius * cos(angle), cy + radius * sin(angle))
            }
            let outline = polygon(points)
            let glyph = GlyphRasterizer.rasterize(outline, scale: 1, dx: 0)
            let ink = Double(glyph.bitmap.reduce(0) { $0 + Int($1) }) / 255
            #expect(abs(ink - flattenedArea(outline, scale: 1)) <= Double(glyph.width * glyph.rows) / 510 + 1e-6)
        }
    }
}
