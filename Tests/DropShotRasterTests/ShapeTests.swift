import Foundation
import TestUtilities
import Testing

@testable import DropShotRaster

@Suite struct ShapeTests {
    let red = PremultipliedColor(red: 255, green: 0, blue: 0)

    @Test func axisAlignedEdgesHaveExactCoverage() {
        var canvas = Canvas(width: 8, height: 4, fill: PremultipliedColor(red: 255, green: 255, blue: 255))
        // Spans x 1.25 ..< 5.75 and whole rows 1 ..< 3.
        canvas.fill(RoundedRect(x: 1.25, y: 1, width: 4.5, height: 2), color: red)
        #expect(canvas[0, 1] == PremultipliedColor(red: 255, green: 255, blue: 255))
        // 75% red over white: green/blue = 255 * 0.25 = 63.75 -> 64.
        #expect(canvas[1, 1] == PremultipliedColor(r: 255, g: 64, b: 64, a: 255))
        #expect(canvas[3, 2] == red)
        #expect(canvas[5, 1] == PremultipliedColor(r: 255, g: 64, b: 64, a: 255))
        #expect(canvas[6, 1] == PremultipliedColor(red: 255, green: 255, blue: 255))
        #expect(canvas[3, 0] == PremultipliedColor(red: 255, green: 255, blue: 255))
    }

    @Test func roundedCornersAreAntialiasedAndSymmetric() {
        var canvas = Canvas(width: 40, height: 40)
        canvas.fill(RoundedRect(x: 0, y: 0, width: 40, height: 40, radius: 12), color: red)
        #expect(canvas[0, 0].a == 0)
        #expect(canvas[20, 20].a == 255)
        #expect(canvas[20, 0].a == 255)
        let corner = canvas[3, 3].a
        #expect(corner > 0 && corner < 255)
        for (x, y) in [(3, 3), (1, 8), (5, 2)] {
            #expect(canvas[x, y] == canvas[39 - x, y])
            #expect(canvas[x, y] == canvas[x, 39 - y])
        }
    }

    @Test func coverageAddsUpToTheShapesArea() {
        // A circle (radius 10.5 at a fractional position) and a rounded rectangle.
        for (shape, area) in [
            (RoundedRect(x: 3.25, y: 4.5, width: 21, height: 21, radius: 10.5), Double.pi * 10.5 * 10.5),
            (RoundedRect(x: 1.5, y: 2, width: 30.25, height: 17, radius: 6), 30.25 * 17 - (4 - Double.pi) * 36),
        ] {
            var total = 0.0
            for y in -1..<40 { for x in -1..<40 { total += shape.coverage(x, y) } }
            #expect(abs(total - area) < 0.02, "area \(total) vs \(area)")
            for y in -1..<40 { for x in -1..<40 where shape.fullSpan(row: y).contains(x) { #expect(shape.coverage(x, y) == 1) } }
        }
    }

    /// The core is every row whose full span reaches both straight sides, across that span: all
    /// of it covered exactly (coverage 1), and no such row left out.
    @Test func theFullyCoveredCoreIsTheRowsClearOfTheCorners() {
        var random = SplitMix64(state: 9)
        for _ in 0..<400 {
            func value(_ limit: Int) -> Double { Double(random.below(limit * 8)) / 8 }
            let shape = RoundedRect(x: value(30) - 5, y: value(30) - 5, width: value(30), height: value(30), radius: value(12))
            let core = shape.fullyCoveredCore
            let bounds = shape.pixelBounds
            let left = Int(shape.x0.rounded(.up)), right = Int(shape.x1.rounded(.down))
            let widest = left < right ? left..<right : 0..<0
            for y in bounds.y0..<bounds.y1 {
                let inCore = !core.isEmpty && core.y0 <= y && y < core.y1
                #expect(inCore == (!widest.isEmpty && shape.fullSpan(row: y) == widest), "\(shape), row \(y)")
                if inCore {
                    #expect(core.x0..<core.x1 == widest)
                    for x in core.x0..<core.x1 { #expect(shape.coverage(x, y) == 1, "\(shape), (\(x), \(y))") }
                }
            }
        }
    }

    @Test func strokeCoversOnlyTheBorder() {
        var canvas = Canvas(width: 10, height: 10)
        canvas.stroke(RoundedRect(x: 0, y: 0, width: 10, height: 10), width: 2, color: red)
        #expect(canvas[0, 5] == red && canvas[1, 5] == red)
        #expect(canvas[2, 5].a == 0 && canvas[5, 5].a == 0)
    }

    @Test func clipLimitsDrawing() {
        var canvas = Canvas(width: 10, height: 10)
        canvas.withClip(PixelBounds(x0: 0, y0: 0, x1: 5, y1: 10)) { $0.fill(RoundedRect(x: 0, y: 0, width: 10, height: 10), color: red) }
        #expect(canvas[4, 4] == red)
        #expect(canvas[5, 4].a == 0)
        #expect(canvas.clip == canvas.bounds)
    }

    @Test func sourceOverBlendsPremultipliedAlpha() {
        var canvas = Canvas(width: 1, height: 1, fill: PremultipliedColor(red: 0, green: 0, blue: 255))
        canvas.fill(RoundedRect(x: 0, y: 0, width: 1, height: 1), color: PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(canvas[0, 0] == PremultipliedColor(r: 128, g: 0, b: 127, a: 255))
    }

    @Test func layerOpacityScalesTheWholeLayer() {
        var layer = Canvas(width: 2, height: 1, fill: red)
        layer[1, 0] = .transparent
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw(layer, x: 1, y: 0, opacity: 0.5)
        #expect(canvas[0, 0] == .transparent)
        #expect(canvas[1, 0] == PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
        #expect(canvas[2, 0] == .transparent)
    }

    @Test func shadowIsSoftSymmetricAndBounded() {
        var canvas = Canvas(width: 60, height: 60)
        canvas.shadow(
            of: RoundedRect(x: 20, y: 20, width: 20, height: 20), blurRadius: 3, dx: 0, dy: 0,
            color: PremultipliedColor(red: 0, green: 0, blue: 0))
        #expect(canvas[30, 30].a > 200)
        #expect(canvas[30, 18].a > 0 && canvas[30, 18].a < canvas[30, 22].a)
        #expect(canvas[30, 18] == canvas[30, 41])
        #expect(canvas[18, 30] == canvas[41, 30])
        #expect(canvas[0, 0].a == 0)
    }

    @Test func premultiplyRoundTripsOpaqueAndHalfAlpha() {
        let c = PremultipliedColor(red: 200, green: 100, blue: 50, alpha: 128)
        #expect(c == PremultipliedColor(r: 100, g: 50, b: 25, a: 128))
        let back = c.unpremultiplied
        #expect(back.red == 199 && back.green == 100 && back.blue == 50 && back.alpha == 128)
        for v in [0, 1, 127, 128, 254, 255] as [UInt32] { #expect(div255(v * 255) == v) }
    }
}
