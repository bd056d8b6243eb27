import TestUtilities
import Testing

@testable import DropShotRaster

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
