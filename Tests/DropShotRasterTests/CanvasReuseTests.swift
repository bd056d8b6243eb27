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
