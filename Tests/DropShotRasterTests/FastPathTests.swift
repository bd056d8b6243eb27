import Foundation
import TestUtilities
import Testing

@testable import DropShotRaster

/// The fast span paths give the same bytes as the per-pixel reference path.
@Suite struct FastPathTests {
    @Test func spanFillsEqualTheReferenceOnRandomShapes() {
        var random = SplitMix64(state: 11)
        func value(_ range: Double) -> Double { Double(random.below(Int(range * 8))) / 8 + Double(random.below(7)) / 13 }
        for _ in 0..<300 {
            let shape = RoundedRect(x: value(60) - 10, y: value(60) - 10, width: value(70), height: value(70), radius: value(20))
            let hole = random.below(2) == 0 ? nil : shape.inset(by: value(6))
            let color = PremultipliedColor(
                red: UInt8(random.below(256)), green: UInt8(random.below(256)), blue: UInt8(random.below(256)),
                alpha: [255, 128, 17][random.below(3)])
            let background = PremultipliedColor(red: 20, green: 200, blue: 90, alpha: UInt8(random.below(256)))
            var fast = Canvas(width: 64, height: 64, fill: background), reference = fast
            let clip = PixelBounds(x0: random.below(20), y0: random.below(20), x1: 40 + random.below(25), y1: 40 + random.below(25))
            fast.withClip(clip) { $0.paint(shape, hole: hole, color: color) }
            reference.withClip(clip) { $0.paint(shape, hole: hole, color: color, reference: true) }
            #expect(fast == reference, "\(shape) hole \(String(describing: hole)) \(color)")
            // The same shape moved by whole pixels reuses its plan and gives the moved pixels.
            var moved = Canvas(width: 64, height: 64, fill: background), movedReference = moved
            let shift = RoundedRect(x: shape.x0 + 3, y: shape.y0 - 2, width: shape.width, height: shape.height, radius: shape.radius)
            let shiftedHole = hole.map { RoundedRect(x: $0.x0 + 3, y: $0.y0 - 2, width: $0.width, height: $0.height, radius: $0.radius) }
            moved.paint(shift, hole: shiftedHole, color: color)
            movedReference.paint(shift, hole: shiftedHole, color: color, reference: true)
            #expect(moved == movedReference)
        }
    }

    /// The shadow's mask from runs and its row and column blur passes give the reference's pixels
    /// (per-pixel coverage, one line at a time), clipped or not, at every radius the renderer uses.
    @Test func shadowsEqualTheReferenceOnRandomShapes() {
        var random = SplitMix64(state: 12)
        func value(_ range: Double) -> Double { Double(random.below(Int(range * 8))) / 8 + Double(random.below(7)) / 13 }
        for _ in 0..<120 {
            let shape = RoundedRect(x: value(50) - 10, y: value(50) - 10, width: value(60), height: value(60), radius: value(15))
            let radius = random.below(12), dx = value(6) - 3, dy = value(6) - 3
            // Black or coloured, opaque or not, over an opaque or a translucent background.
            let color =
                random.below(2) == 0
                ? PremultipliedColor(red: 0, green: 0, blue: 0, alpha: [255, 90, 30][random.below(3)])
                : PremultipliedColor(
                    red: UInt8(random.below(256)), green: UInt8(random.below(256)), blue: UInt8(random.below(256)),
                    alpha: UInt8(random.below(256)))
            let background = PremultipliedColor(red: 240, green: 240, blue: 250, alpha: [255, 255, 128, 0][random.below(4)])
            var fast = Canvas(width: 64, height: 64, fill: background), reference = fast
            let clip =
                random.below(2) == 0
                ? fast.bounds
                : PixelBounds(x0: random.below(30), y0: random.below(30), x1: 34 + random.below(31), y1: 34 + random.below(31))
            fast.withClip(clip) { $0.shadow(of: shape, blurRadius: radius, dx: dx, dy: dy, color: color) }
            reference.withClip(clip) { $0.shadow(of: shape, blurRadius: radius, dx: dx, dy: dy, color: color, reference: true) }
            #expect(fast == reference, "\(shape) radius \(radius) clip \(clip)")
        }
    }

    /// A span blended at per-pixel coverages (a shadow's mask, a glyph's bitmap) gives, byte for byte, what one blend
    /// at a time gives: coverages of 0, 255 and between, colours opaque, translucent or clear,
    /// over any pixel, spans of every length modulo four, with clear runs of 16 pixels or more
    /// (which a glyph's blend skips) anywhere in half of them.
    @Test func aSpanOfCoveragesBlendsAsOnePixelAtATime() {
        var random = SplitMix64(state: 31)
        for _ in 0..<300 {
            let count = 1 + random.below(72)
            let color = PremultipliedColor(
                red: UInt8(random.below(256)), green: UInt8(random.below(256)), blue: UInt8(random.below(256)),
                alpha: [255, 0, UInt8(random.below(256))][random.below(3)])
            var pixels = (0..<(count * 4)).map { _ in UInt8(random.below(256)) }
            var coverages = (0..<count).map { _ in [0, 255, UInt32(random.below(256))][random.below(3)] }
            if count >= 16 && random.below(2) == 0 {
                let start = random.below(count - 15), end = start + 16 + random.below(count - start - 15)
                for k in start..<end { coverages[k] = 0 }
            }
            var expected = pixels
            expected.withUnsafeMutableBufferPointer { p in
                for k in 0..<count { Canvas.blend(p.baseAddress! + 4 * k, color, coverage: coverages[k]) }
            }
            // As a shadow's mask (UInt32) and as a glyph's bitmap (UInt8).
            var bitmapped = pixels
            pixels.withUnsafeMutableBufferPointer { p in
                coverages.withUnsafeBufferPointer { c in Canvas.blendSpan(p.baseAddress!, count: count, color, coverages: c.baseAddress!) }
            }
            let bitmap = coverages.map { UInt8($0) }
            bitmapped.withUnsafeMutableBufferPointer { p in
                bitmap.withUnsafeBufferPointer { c in Canvas.blendSpan(p.baseAddress!, count: count, color, coverages: c.baseAddress!) }
            }
            #expect(pixels == expected && bitmapped == expected, "\(count) pixels of \(color)")
        }
    }

    /// A span of layer pixels composited at one coverage (the ghost's opacity) gives, byte for
    /// byte, what one blend at a time gives, clear layer pixels leaving theirs as they are.
    @Test func aSpanOfLayerPixelsCompositesAsOnePixelAtATime() {
        var random = SplitMix64(state: 41)
        for _ in 0..<300 {
            let count = 1 + random.below(40), coverage = [255, 0, UInt32(random.below(256))][random.below(3)]
            var pixels = (0..<(count * 4)).map { _ in UInt8(random.below(256)) }
            // Some layer pixels clear (alpha 0, even with colour bytes), some opaque, the rest any.
            let layer = (0..<count).flatMap { _ -> [UInt8] in
                let colour = (0..<3).map { _ in UInt8(random.below(256)) }
                return colour + [[0, 255, UInt8(random.below(256))][random.below(3)]]
            }
            var expected = pixels
            expected.withUnsafeMutableBufferPointer { p in
                for k in 0..<count where layer[4 * k + 3] != 0 {
                    let color = PremultipliedColor(r: layer[4 * k], g: layer[4 * k + 1], b: layer[4 * k + 2], a: layer[4 * k + 3])
                    Canvas.blend(p.baseAddress! + 4 * k, color, coverage: coverage)
                }
            }
            pixels.withUnsafeMutableBufferPointer { p in
                layer.withUnsafeBufferPointer { l in Canvas.blendSpan(p.baseAddress!, count: count, sources: l.baseAddress!, coverage: coverage) }
            }
            #expect(pixels == expected, "\(count) pixels at coverage \(coverage)")
        }
    }

    /// A band of a picture scaled into a rectangle (the drag ghost's snapshot: CBlend's loop)
    /// gives, byte for byte, each pixel's `bilinear` sample blended at full coverage, for bands
    /// from any row, fractional rectangles larger and smaller than the picture, and any clip.
    @Test func aScaledBandDrawsEachPixelsBilinearSample() {
        var random = SplitMix64(state: 51)
        func value(_ range: Int) -> Double { Double(random.below(range * 8)) / 8 + Double(random.below(7)) / 13 }
        for _ in 0..<150 {
            let width = 1 + random.below(24), fullHeight = 1 + random.below(30)
            let first = random.below(fullHeight), rows = 1 + random.below(fullHeight - first)
            // Clear, opaque and translucent premultiplied pixels, colour at most alpha.
            let band = (0..<(width * rows)).flatMap { _ -> [UInt8] in
                let alpha = UInt8([0, 255, random.below(256)][random.below(3)])
                return (0..<3).map { _ in UInt8(random.below(Int(alpha) + 1)) } + [alpha]
            }
            var image = Canvas(width: width, height: rows, originY: first)
            image.pixels = band
            let rect = RoundedRect(x: value(40) - 8, y: value(40) - 8, width: 0.5 + value(50), height: 0.5 + value(50))
            let background = PremultipliedColor(red: 30, green: 60, blue: 200, alpha: [255, 128, 0][random.below(3)])
            var drawn = Canvas(width: 48, height: 40, fill: background, originY: random.below(8)), expected = drawn
            let clip = drawn.bounds.intersection(
                PixelBounds(x0: random.below(20), y0: random.below(24), x1: 24 + random.below(30), y1: 24 + random.below(30)))
            drawn.withClip(clip) { $0.draw(band: image, ofHeight: fullHeight, scaledInto: rect) }
            let sx = rect.width / Double(width), sy = rect.height / Double(fullHeight)
            let region = clip.intersection(rect.pixelBounds)
            for py in region.y0..<max(region.y0, region.y1) {
                for px in region.x0..<max(region.x0, region.x1) {
                    let sample = image.bilinear((Double(px) + 0.5 - rect.x0) / sx - 0.5, (Double(py) + 0.5 - rect.y0) / sy - 0.5)
                    if sample.a > 0 { expected.blend(at: expected.offset(px, py), sample, coverage: 255) }
                }
            }
            #expect(drawn == expected, "\(width)x\(rows) rows from \(first) of \(fullHeight) into \(rect), clip \(clip)")
        }
    }

    /// Drawing clipped to a shape's rounded corners reads each corner pixel's coverage from the
    /// shape's paint plan and gives the pixels that measuring each one gives.
    @Test func cornerClippingFromThePlanEqualsMeasuringEachPixel() {
        var random = SplitMix64(state: 61)
        func value(_ range: Int) -> Double { Double(random.below(range * 8)) / 8 + Double(random.below(7)) / 13 }
        for _ in 0..<150 {
            let shape = RoundedRect(x: value(30) - 6, y: value(30) - 6, width: value(50), height: value(50), radius: value(20))
            let background = PremultipliedColor(red: 240, green: 240, blue: 250, alpha: [255, 128, 0][random.below(3)])
            let ink = PremultipliedColor(red: UInt8(random.below(128)), green: 20, blue: 90, alpha: [255, 128][random.below(2)])
            var fast = Canvas(width: 48, height: 48, fill: background), reference = fast
            let area = PixelBounds(x0: random.below(16), y0: random.below(16), x1: 24 + random.below(25), y1: 24 + random.below(25))
            func draw(_ canvas: inout Canvas) { canvas.fill(RoundedRect(x: -4, y: -4, width: 60, height: 60), color: ink) }
            fast.clipped(toCorners: shape, drawingIn: area, reference: false, draw)
            reference.clipped(toCorners: shape, drawingIn: area, reference: true, draw)
            #expect(fast == reference, "\(shape) area \(area)")
        }
    }

    /// An animation frame's changed rectangle (rows compared whole, then each differing row from
    /// its ends) is the bounding box of every differing pixel, found one pixel at a time.
    @Test func theChangedRegionBoundsEveryDifferingPixel() {
        var random = SplitMix64(state: 7)
        for _ in 0..<200 {
            let width = 1 + random.below(40), height = 1 + random.below(30)
            let a = Canvas(width: width, height: height, fill: PremultipliedColor(red: 10, green: 20, blue: 30))
            var b = a
            var expected: PixelBounds?
            for _ in 0..<random.below(6) {
                let x = random.below(width), y = random.below(height)
                b[x, y] = PremultipliedColor(r: 1, g: 2, b: 3, a: 4)
                let box = PixelBounds(x0: x, y0: y, x1: x + 1, y1: y + 1)
                expected =
                    expected.map {
                        PixelBounds(x0: min($0.x0, box.x0), y0: min($0.y0, box.y0), x1: max($0.x1, box.x1), y1: max($0.y1, box.y1))
                    } ?? box
            }
            #expect(APNGWriter.changedRegion(a, b) == expected, "\(width) x \(height)")
        }
    }

    @Test func shapesTooLargeToPlanArePaintedDirectlyWithTheSamePixels() {
        let huge = RoundedRect(x: -3000.5, y: -10.25, width: 3100.75, height: 60, radius: 21.5)
        for hole in [nil, huge.inset(by: 3)] {
            var direct = Canvas(width: 128, height: 64, fill: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 40)), reference = direct
            direct.paint(huge, hole: hole, color: PremultipliedColor(red: 200, green: 10, blue: 10, alpha: 200))
            reference.paint(huge, hole: hole, color: PremultipliedColor(red: 200, green: 10, blue: 10, alpha: 200), reference: true)
            #expect(direct == reference)
        }
    }
}
