import TestUtilities
import Testing

@testable import DropShotRaster

/// A rectangle filled around the cores its caller's opaque cells will cover: inside the clip,
/// every other pixel of it takes the colour, as `fill` of the rectangle gives; the cores, and
/// everything outside the rectangle or the clip, keep their bytes.
@Suite struct UnfilledPanelTests {
    @Test func theRegionIsFilledAsAFillDoesButForTheCores() {
        var random = SplitMix64(state: 17)
        let green = PremultipliedColor(r: 0, g: 200, b: 0, a: 255)
        for _ in 0..<200 {
            let originY = random.below(5), width = 1 + random.below(24), height = 1 + random.below(20)
            func bounds() -> PixelBounds {
                let x0 = random.below(width + 4) - 2, y0 = originY + random.below(height + 4) - 2
                return PixelBounds(x0: x0, y0: y0, x1: x0 + random.below(12), y1: y0 + random.below(12))
            }
            let region = bounds(), cores = (0..<random.below(5)).map { _ in bounds() }
            var canvas = Canvas(width: width, height: height, fill: PremultipliedColor(r: 7, g: 7, b: 7, a: 7), originY: originY)
            canvas.clip = canvas.clip.intersection(bounds())
            var filled = canvas
            filled.fill(
                RoundedRect(
                    x: Double(region.x0), y: Double(region.y0), width: Double(max(0, region.x1 - region.x0)),
                    height: Double(max(0, region.y1 - region.y0))), color: green)
            let clip = canvas.clip
            canvas.fill(region, color: green, leavingUnfilled: cores)
            for y in originY..<originY + height {
                for x in 0..<width {
                    let core = cores.contains { $0.x0 <= x && x < $0.x1 && $0.y0 <= y && y < $0.y1 }
                    let inside = !region.intersection(clip).intersection(PixelBounds(x0: x, y0: y, x1: x + 1, y1: y + 1)).isEmpty
                    #expect(canvas[x, y] == (inside && core ? PremultipliedColor(r: 7, g: 7, b: 7, a: 7) : filled[x, y]), "(\(x), \(y))")
                }
            }
        }
    }
}
