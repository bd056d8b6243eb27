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

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pixelmatch").path

func bytes(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw CocoaError(.fileNoSuchFile) }
    return [UInt8](data)
}
