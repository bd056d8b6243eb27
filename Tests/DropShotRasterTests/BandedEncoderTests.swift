import Foundation
import TestUtilities
import Testing
@testable import DropShotRaster

/// The band encoder: one valid zlib stream whatever the band count, bytes independent of threads.
@Suite struct BandedEncoderTests {
    @Test func bandsDecodeToTheCanvasAndThreadsNeverChangeTheBytes() throws {
        var random = SplitMix64(state: 21)
        for (width, height) in [(1, 1), (3, 2), (97, 61), (400, 301)] {
            let pixels = (0..<(width * height)).flatMap { _ -> [UInt8] in
                let v = UInt8(random.below(4) * 60)
                return [v, v &+ 7, 200, random.below(3) == 0 ? 128 : 255]
            }
            let image = StraightImage(width: width, height: height, pixels: pixels)
            for bands: Int32 in [1, 2, 4, 7] {
                let options = PNGCodec.Options(bands: bands)
                let one = try PNGCodec.encode(image.pixels, width: width, height: height, opaque: false, options: options, threads: 1)
                let many = try PNGCodec.encode(image.pixels, width: width, height: height, opaque: false, options: options, threads: 3)
                #expect(one == many, "\(width)x\(height), \(bands) bands")
                #expect(try PNGCodec.decodeStraight(one) == image, "\(width)x\(height), \(bands) bands")
            }
        }
    }
}
