import DropShotEngine
import DropShotRaster
import Foundation
import Testing

@testable import DropShotTesting

/// Issue "trust, fifth pass", points 9 and 12: a golden compared a band of rows at a time, its
/// diff written band by band, gives the counts and the picture of the comparison of whole images,
/// whatever the band's height (anti-aliasing is judged on rows of the bands around it).
@Suite struct StreamedComparisonTests {
    @Test func bandsGiveTheWholeImagesCountsAndPicture() throws {
        let expectations = try JSONDecoder().decode([ComparisonTests.Expectation].self, from: Data(try bytes("\(fixtures)/expected.json")))
        for e in expectations.prefix(6) {
            let golden = try bytes("\(fixtures)/\(e.pair)-a.png")
            let a = try PNGCodec.decodeStraight(golden), b = try PNGCodec.decodeStraight(try bytes("\(fixtures)/\(e.pair)-b.png"))
            let options = ComparisonOptions(threshold: e.threshold, detectAntialiasing: !e.includeAA)
            let whole = ImageComparison.compare(expected: a, actual: b, options: options)
            let picture = try PNGCodec.encode(try #require(whole.diffImage))
            for bandRows in [1, 3, 256] {
                let window = ImageComparison.RowWindow(pixels: b.pixels, firstRow: 0, width: b.width)
                let (streamed, diff) = try ImageComparison.compare(
                    golden: golden, actualSize: (b.width, b.height), options: options,
                    drawDiff: true, bandRows: bandRows
                ) { _ in window }
                #expect(
                    streamed.differingPixels == whole.differingPixels && streamed.antialiasedPixels == whole.antialiasedPixels
                        && streamed.passed == whole.passed && streamed.identicalPixels == whole.identicalPixels, "\(e.pair) in bands of \(bandRows)")
                #expect(diff == picture, "\(e.pair) in bands of \(bandRows)")
            }
        }
    }

    @Test func aCanvasIsComparedAsItsStraightPixels() throws {
        var render = solid(5, 600, [200, 10, 10, 128])
        for i in [300 * 5 + 1, 300 * 5 + 2, 301 * 5 + 1, 301 * 5 + 2] { render.pixels.replaceSubrange(i * 4..<i * 4 + 4, with: [0, 0, 255, 255]) }
        let canvas = PNGCodec.premultiplied(render)
        let straight = StraightImage(PNGCodec.premultiplied(render))
        // The golden as the renderer would have written it: the same colour through premultiplied alpha.
        let golden = try PNGCodec.encode(StraightImage(PNGCodec.premultiplied(solid(5, 600, [200, 10, 10, 128]))))
        let (fromCanvas, diff) = try ImageComparison.compare(golden: golden, canvas: canvas)
        let (fromImage, picture) = try ImageComparison.compare(golden: golden, actual: straight)
        #expect(fromCanvas.differingPixels == 4 && fromImage.differingPixels == 4 && diff == picture)
    }

    @Test func identicalAndResizedImages() throws {
        let image = solid(3, 700, [1, 2, 3, 255])
        let (same, noPicture) = try ImageComparison.compare(golden: try PNGCodec.encode(image), actual: image, drawDiff: false)
        #expect(same.identicalPixels && same.passed && noPicture == nil)
        let taller = solid(4, 900, [1, 2, 3, 255])
        let (resized, picture) = try ImageComparison.compare(golden: try PNGCodec.encode(image), actual: taller)
        let whole = ImageComparison.compare(expected: image, actual: taller)
        let expected = try PNGCodec.encode(try #require(whole.diffImage))
        #expect(resized.sizeMismatch && !resized.passed && picture == expected)
    }

    @Test func aCorruptGoldenThrowsAtTheRowsItSpoils() throws {
        let noise = (0..<64 * 600 * 4).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 7) }
        var golden = try PNGCodec.encode(StraightImage(width: 64, height: 600, pixels: noise))
        for i in golden.count / 2..<golden.count / 2 + 64 { golden[i] ^= 0x5A }
        #expect(throws: PNGError.self) { try ImageComparison.compare(golden: golden, actual: solid(64, 600, [0, 0, 0, 255])) }
    }
}
