import TestUtilities
import Testing

@testable import DropShotRaster

/// The digest's values are pinned: goldens recorded by any earlier release carry them.
@Suite struct PixelDigestValueTests {
    @Test func aKnownImageKeepsItsDigest() {
        let pixels = (0..<(37 * 11 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) | ($0 % 4 == 3 ? 255 : 0) }
        let digest = PixelDigest(of: Canvas(width: 37, height: 11, premultipliedPixels: pixels))
        #expect(digest.lanes.0 == 4_194_207_016_927_863_201 && digest.lanes.1 == 14_580_476_667_138_785_199)
    }
}
