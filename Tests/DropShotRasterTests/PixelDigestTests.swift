import TestUtilities
import Testing

@testable import DropShotRaster

/// The digest's rows hashed four at a time give the values of one row at a time, so the digests
/// goldens carry stay valid.
@Suite struct PixelDigestTests {
    @Test func fourRowsAtATimeHashAsOneRowAtATime() {
        var random = SplitMix64(state: 77)
        for (width, height) in [(0, 5), (1, 1), (1, 9), (2, 4), (3, 5), (7, 8), (390, 13)] {
            let pixels = (0..<(width * height * 4)).map { _ in UInt8(random.below(256)) }
            let canvas = Canvas(width: width, height: height, premultipliedPixels: pixels.enumerated().map { i, v in i % 4 == 3 ? 255 : v })
            var expected: (UInt64, UInt64) = (0, 0)
            canvas.pixels.withUnsafeBytes { raw in
                for row in 0..<height {
                    let lanes = PixelDigest.hashRow(raw, start: row * width * 4, count: width * 4, index: UInt64(row))
                    expected = (expected.0 &+ lanes.0, expected.1 &+ lanes.1)
                }
            }
            let digest = PixelDigest(of: canvas)
            #expect(digest.lanes.0 == expected.0 && digest.lanes.1 == expected.1, "\(width)x\(height)")
        }
    }
}
