import DropShotEngine
import DropShotRaster
import Foundation
import Testing

@testable import DropShotTesting

func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> StraightImage {
    StraightImage(width: width, height: height, pixels: Array((0..<width * height).map { _ in rgba }.joined()))
}

@Suite struct ComparisonTests {
    @Test func identicalImagesTakeTheFastPath() {
        let a = solid(4, 3, [10, 20, 30, 255])
        let result = ImageComparison.compare(expected: a, actual: a)
        #expect(result.passed && result.differingPixels == 0 && result.totalPixels == 12)
        #expect(result.summary == "0 of 12 pixels differ (0.0%)")
    }

    @Test func exactModeCountsAnyVisibleChange() {
        let a = solid(4, 4, [100, 100, 100, 255])
        var b = a
        b.pixels[5 * 4] = 101
        let result = ImageComparison.compare(expected: a, actual: b)
        #expect(!result.passed && result.differingPixels == 1)
        #expect(result.diffImage?.pixels[5 * 4..<5 * 4 + 4] == [255, 0, 0, 255])
        // Two fully transparent pixels look the same whatever their color bytes.
        let clear1 = solid(1, 1, [0, 0, 0, 0]), clear2 = solid(1, 1, [9, 9, 9, 0])
        #expect(ImageComparison.compare(expected: clear1, actual: clear2).passed)
    }

    @Test func thresholdIgnoresSmallPerceptualChanges() {
        let a = solid(2, 2, [100, 100, 100, 255]), b = solid(2, 2, [104, 104, 104, 255])
        #expect(ImageComparison.compare(expected: a, actual: b, options: ComparisonOptions(threshold: 0.1)).passed)
        #expect(ImageComparison.compare(expected: a, actual: b, options: ComparisonOptions(threshold: 0.01)).differingPixels == 4)
    }

    @Test func theStricterToleranceWins() {
        let a = solid(10, 10, [0, 0, 0, 255])
        var b = a
        for i in 0..<5 { b.pixels[i * 4] = 255 }  // 5 of 100 pixels differ
        func passes(_ pixels: Int?, _ ratio: Double?) -> Bool {
            ImageComparison.compare(expected: a, actual: b, options: ComparisonOptions(maxDiffPixels: pixels, maxDiffRatio: ratio)).passed
        }
        #expect(!passes(nil, nil))
        #expect(passes(5, nil) && !passes(4, nil))
        #expect(passes(nil, 0.05) && !passes(nil, 0.04))
        #expect(!passes(10, 0.04) && !passes(4, 0.5) && passes(5, 0.05))
    }

    @Test func sizeMismatchIsReportedClearly() {
        let result = ImageComparison.compare(expected: solid(3, 2, [0, 0, 0, 255]), actual: solid(2, 3, [0, 0, 0, 255]))
        #expect(!result.passed && result.sizeMismatch)
        #expect(result.summary == "size differs: expected 3x2 px, actual 2x3 px")
        #expect(result.diffImage?.width == 3 && result.diffImage?.height == 3)
    }

    @Test func antialiasedEdgesAreExcusedOnlyWhenAsked() throws {
        let directory = fixtures
        let a = try PNGCodec.decodeStraight(try bytes("\(directory)/shifted-shapes-a.png"))
        let b = try PNGCodec.decodeStraight(try bytes("\(directory)/shifted-shapes-b.png"))
        let strict = ImageComparison.compare(expected: a, actual: b, options: ComparisonOptions(threshold: 0.1, detectAntialiasing: false))
        let lenient = ImageComparison.compare(expected: a, actual: b, options: ComparisonOptions(threshold: 0.1))
        #expect(lenient.differingPixels < strict.differingPixels)
        #expect(lenient.antialiasedPixels == strict.differingPixels - lenient.differingPixels)
    }

    struct Expectation: Decodable { var pair: String; var threshold: Double; var includeAA: Bool; var differing: Int }

    /// The counts of the Python pixelmatch package (Tools/pixelmatch-fixtures.py) on committed pairs.
    @Test func agreesWithPythonPixelmatch() throws {
        let expectations = try JSONDecoder().decode([Expectation].self, from: Data(try bytes("\(fixtures)/expected.json")))
        #expect(expectations.count >= 30)
        for e in expectations {
            let a = try PNGCodec.decodeStraight(try bytes("\(fixtures)/\(e.pair)-a.png"))
            let b = try PNGCodec.decodeStraight(try bytes("\(fixtures)/\(e.pair)-b.png"))
            let options = ComparisonOptions(threshold: e.threshold, detectAntialiasing: !e.includeAA)
            let result = ImageComparison.compare(expected: a, actual: b, options: options)
            #expect(result.differingPixels == e.differing, "\(e.pair) threshold \(e.threshold) includeAA \(e.includeAA)")
            // Without the picture, the same counts (the fast path skips only the drawing).
            let counted = ImageComparison.compare(expected: a, actual: b, options: options, drawDiff: false)
            #expect(counted.diffImage == nil)
            #expect(counted.differingPixels == result.differingPixels && counted.antialiasedPixels == result.antialiasedPixels)
        }
    }
}

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

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pixelmatch").path

func bytes(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw CocoaError(.fileNoSuchFile) }
    return [UInt8](data)
}
