import TestUtilities
import Testing

@testable import DropShotRaster

/// `Canvas(reusing:)`: a given-back buffer is filled in place, and a buffer someone still holds
/// is never written under them.
@Suite struct CanvasReuseTests {
    let blue = PremultipliedColor(red: 0, green: 0, blue: 255)

    @Test func aBufferOfTheRightSizeIsFilledInPlace() {
        var used = Canvas(width: 8, height: 4, fill: .transparent, originY: 12)
        used.fill(RoundedRect(x: 1, y: 13, width: 5, height: 2, radius: 1), color: PremultipliedColor(red: 255, green: 0, blue: 0))
        let buffer = (consume used).takePixels()
        let address = buffer.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        let reused = Canvas(width: 8, height: 4, fill: blue, originY: 12, reusing: consume buffer)
        #expect(reused == Canvas(width: 8, height: 4, fill: blue, originY: 12), "exactly a fresh canvas")
        #expect(reused.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) } == address, "in the same memory")
    }

    @Test func aSharedOrMisfitBufferIsLeftAlone() {
        let kept = Canvas(width: 8, height: 4, fill: .transparent)
        let shared = Canvas(width: 8, height: 4, fill: blue, reusing: kept.pixels)
        #expect(kept == Canvas(width: 8, height: 4, fill: .transparent), "the holder keeps its pixels")
        #expect(shared == Canvas(width: 8, height: 4, fill: blue))
        #expect(Canvas(width: 3, height: 3, fill: blue, reusing: kept.pixels) == Canvas(width: 3, height: 3, fill: blue))
        #expect(Canvas(width: 0, height: 0, fill: blue, reusing: []) == Canvas(width: 0, height: 0, fill: blue))
    }
}

/// A band filled around the rectangles its caller will cover: every other pixel is the
/// background, and the covered ones keep the storage's bytes.
@Suite struct UnfilledBackgroundTests {
    @Test func onlyThePixelsOutsideTheCoveredRectanglesAreFilled() {
        let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        let storage = [UInt8](repeating: 7, count: 10 * 4 * 4)
        let covered = [
            PixelBounds(x0: 2, y0: 11, x1: 5, y1: 13), PixelBounds(x0: 4, y0: 12, x1: 12, y1: 20), PixelBounds(x0: -3, y0: 0, x1: 1, y1: 30),
        ]
        let canvas = Canvas(width: 10, height: 4, fill: blue, originY: 10, reusing: storage, leavingUnfilled: covered)
        for y in 10..<14 {
            for x in 0..<10 {
                let inside = covered.contains { $0.x0 <= x && x < $0.x1 && $0.y0 <= y && y < $0.y1 }
                let at = ((y - 10) * 10 + x) * 4
                #expect(Array(canvas.pixels[at..<at + 4]) == (inside ? [7, 7, 7, 7] : [0, 0, 255, 255]), "(\(x), \(y))")
            }
        }
        #expect(
            Canvas(width: 10, height: 4, fill: blue, originY: 10, reusing: [], leavingUnfilled: [])
                == Canvas(width: 10, height: 4, fill: blue, originY: 10))
    }
}

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

/// `PremultipliedColor.over` is the pixel a fill leaves: a caller may fill once with it instead
/// of filling twice.
@Suite struct ColorOverTests {
    @Test func overIsWhatAFillLeaves() {
        var random = SplitMix64(state: 3)
        for _ in 0..<500 {
            func color() -> PremultipliedColor {
                let a = UInt8(random.below(256))
                return PremultipliedColor(
                    r: UInt8(random.below(Int(a) + 1)), g: UInt8(random.below(Int(a) + 1)), b: UInt8(random.below(Int(a) + 1)), a: a)
            }
            let destination = color(), source = color()
            var canvas = Canvas(width: 6, height: 3, fill: destination)
            canvas.fill(RoundedRect(x: 0, y: 0, width: 6, height: 3, radius: 0), color: source)
            #expect(
                Array(canvas.pixels[0..<4]) == [
                    source.over(destination).r, source.over(destination).g, source.over(destination).b, source.over(destination).a,
                ])
            #expect(Set(stride(from: 0, to: canvas.pixels.count, by: 4).map { Array(canvas.pixels[$0..<$0 + 4]) }).count == 1)
        }
    }
}
