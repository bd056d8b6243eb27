import Testing

@testable import DropShotRaster

/// A layer composited rotated about its centre (the tilted drag ghost).
@Suite struct RotatedLayerTests {
    let red = PremultipliedColor(red: 255, green: 0, blue: 0)

    /// The bounding box of the pixels with any alpha.
    func ink(_ canvas: Canvas) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        var box = (x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where (canvas[x, y] as PremultipliedColor).a > 0 {
                box = (min(box.x0, x), min(box.y0, y), max(box.x1, x + 1), max(box.y1, y + 1))
            }
        }
        return box
    }

    @Test func aQuarterTurnSwapsTheSidesAboutTheCentre() {
        let layer = Canvas(width: 40, height: 10, fill: red)
        var turned = Canvas(width: 80, height: 80)
        turned.draw(layer, x: 20, y: 35, rotatedBy: 90)
        let box = ink(turned)
        // 40 x 10 centred at (40, 40) becomes 10 x 40 (one pixel of anti-aliasing allowed).
        #expect(abs(box.x0 - 35) <= 1 && abs(box.x1 - 45) <= 1 && abs(box.y0 - 20) <= 1 && abs(box.y1 - 60) <= 1, "\(box)")
        #expect(turned[40, 22] as PremultipliedColor == red && turned[40, 57] as PremultipliedColor == red)
    }

    @Test func noTurnIsThePlainCompositeAndATiltIsSmoothAndRepeatable() {
        let layer = Canvas(width: 30, height: 20, fill: red)
        var plain = Canvas(width: 60, height: 60), zero = Canvas(width: 60, height: 60)
        plain.draw(layer, x: 15, y: 20, opacity: 0.8)
        zero.draw(layer, x: 15, y: 20, rotatedBy: 360, opacity: 0.8)
        #expect(zero.pixels == plain.pixels)
        var tilted = Canvas(width: 60, height: 60), again = Canvas(width: 60, height: 60)
        tilted.draw(layer, x: 15, y: 20, rotatedBy: 7)
        again.draw(layer, x: 15, y: 20, rotatedBy: 7)
        #expect(tilted.pixels == again.pixels)
        // Its edges are anti-aliased: partly covered pixels along the slanted sides.
        let partial = (0..<60).flatMap { y in (0..<60).map { x in (tilted[x, y] as PremultipliedColor).a } }.filter { $0 > 0 && $0 < 255 }
        #expect(partial.count > 20, "\(partial.count) partly covered pixels")
        #expect(tilted.pixels != plain.pixels)
    }
}
