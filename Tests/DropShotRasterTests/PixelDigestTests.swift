import TestUtilities
import Testing

@testable import DropShotRaster

/// The digest's rows, hashed by the C shim (AVX-512's lanes, 32 rows at once, or four rows side
/// by side in scalar code), give the values of `hashRow`, the Swift reference, one row at a time:
/// so the digests goldens carry stay valid, whichever processor computes them.
@Suite struct PixelDigestTests {
    /// The reference: `hashRow` of each row of `canvas`, summed.
    static func reference(_ canvas: borrowing Canvas) -> (UInt64, UInt64) {
        var expected: (UInt64, UInt64) = (0, 0)
        let (width, height, originY) = (canvas.width, canvas.height, canvas.originY)
        canvas.pixels.withUnsafeBytes { raw in
            for row in 0..<height {
                let lanes = PixelDigest.hashRow(raw, start: row * width * 4, count: width * 4, index: UInt64(originY + row))
                expected = (expected.0 &+ lanes.0, expected.1 &+ lanes.1)
            }
        }
        return expected
    }

    /// Widths whose rows end in whole 64-byte blocks, in extra words and in half a word; heights
    /// under, at and past 32 rows; bands that start below the image's top.
    @Test func theShimsRowsHashAsTheReferenceDoes() {
        var random = SplitMix64(state: 77)
        let sizes = [(0, 5), (1, 1), (1, 9), (2, 4), (3, 5), (7, 8), (16, 32), (17, 33), (390, 13), (391, 64), (400, 97), (1170, 70)]
        for (width, height) in sizes {
            for originY in [0, 5, 1266] {
                let pixels = (0..<(width * height * 4)).map { _ in UInt8(random.below(256)) }
                // A band of rows from `originY`, holding the random bytes (none of them filled).
                let canvas = Canvas(
                    width: width, height: height, fill: .transparent, originY: originY,
                    reusing: pixels.enumerated().map { i, v in i % 4 == 3 ? 255 : v },
                    leavingUnfilled: [PixelBounds(x0: 0, y0: originY, x1: width, y1: originY + height)])
                #expect(canvas.pixels.elementsEqual(pixels.enumerated().map { i, v in i % 4 == 3 ? 255 : v }))
                let expected = PixelDigestTests.reference(canvas)
                for vectors in [true, false] {
                    let digest = PixelDigest.rows(of: canvas, totalHeight: originY + height, vectors: vectors)
                    #expect(
                        digest.lanes.0 == expected.0 && digest.lanes.1 == expected.1,
                        "\(width)x\(height) from row \(originY), vectors \(vectors)")
                }
            }
        }
    }

    /// A digest moves with any byte: one byte changed anywhere in a 32-row group changes it.
    @Test func everyByteOfAGroupCounts() {
        var random = SplitMix64(state: 9)
        let width = 40, height = 32
        let pixels = (0..<(width * height * 4)).map { _ in UInt8(random.below(256)) }
        let digest = PixelDigest(of: Canvas(width: width, height: height, premultipliedPixels: pixels))
        for _ in 0..<64 {
            var changed = pixels
            let at = random.below(changed.count)
            changed[at] ^= UInt8(1 + random.below(255))
            #expect(PixelDigest(of: Canvas(width: width, height: height, premultipliedPixels: changed)) != digest, "byte \(at)")
        }
    }
}
