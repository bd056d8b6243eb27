import ArgumentParser
import DropShotRaster
import DropShotRender
import DropShotSystem
import DropShotTesting
import Foundation

/// Tolerance options shared by `diff` and `check`.
struct ToleranceOptions: ParsableArguments {
    @Option(name: .long, help: "Per-pixel perceptual threshold 0...1 (YIQ, as pixelmatch; 0 = any visible change).")
    var threshold: Double = 0
    @Option(name: .long, help: "Differing pixels tolerated.") var maxDiffPixels: Int?
    @Option(name: .long, help: "Fraction 0...1 of differing pixels tolerated (with --max-diff-pixels the stricter wins).")
    var maxDiffRatio: Double?
    @Flag(name: .long, help: "Count pixels that look like anti-aliasing (by default excused when --threshold > 0).")
    var includeAntialiasing = false

    func comparisonOptions() throws -> ComparisonOptions {
        guard (0...1).contains(threshold) else { throw CommandFailure.badInput("--threshold \(threshold) is outside 0...1") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw CommandFailure.badInput("--max-diff-pixels \(maxDiffPixels) is negative") }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
            throw CommandFailure.badInput("--max-diff-ratio \(maxDiffRatio) is outside 0...1")
        }
        return ComparisonOptions(
            threshold: threshold, detectAntialiasing: includeAntialiasing ? false : nil,
            maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs; print the number of differing pixels.",
        discussion: "Exit status: 0 within tolerance, 1 differs (or the sizes differ), 2 bad input.")
    @Argument(help: "The expected PNG.") var expected: String
    @Argument(help: "The actual PNG.") var actual: String
    @Option(name: .shortAndLong, help: "Write a diff image here (expected faded, differences red, anti-aliasing yellow).")
    var output: String?
    @OptionGroup var tolerance: ToleranceOptions

    /// The largest PNG file compared, in bytes (the largest image, 16384 px a side, of noise).
    static let maxFileBytes = 1 << 30

    /// The still image at `path`. An animated PNG is refused: its first frame alone would be compared.
    func read(_ path: String) throws -> StraightImage {
        let bytes: [UInt8]
        do { bytes = try readInputFile(path, limit: Diff.maxFileBytes, file: path) } catch { throw CommandFailure.badInput(error) }
        if PNGCodec.chunkSummary(of: bytes).animated {
            throw CommandFailure.badInput("\(path): is an animated PNG (APNG); diff compares still images (write the frames with dropshot frames)")
        }
        do { return try PNGCodec.decodeStraight(bytes) } catch {
            throw CommandFailure.badInput("\(path): not a valid PNG (\(error.message))")
        }
    }

    func run() throws {
        let options = try tolerance.comparisonOptions()
        if let output {
            try checkPNGName(output)
            try checkNotAnInput(output, inputs: [expected, actual])
        }
        // Both images are decoded at once, one per core.
        let paths = [expected, actual]
        let images = try concurrentMap(2, workers: 2) { i in Result { try read(paths[i]) } }.map { try $0.get() }
        let result = ImageComparison.compare(expected: images[0], actual: images[1], options: options, drawDiff: output != nil)
        if let output, let picture = result.diffImage {
            let png: [UInt8]
            do { png = try PNGCodec.encode(picture) } catch { throw CommandFailure.badInput("\(output): cannot encode PNG: \(error.message)") }
            try writeOutput(png, to: output, inputs: [expected, actual])
        }
        print(result.sizeMismatch ? result.totalPixels : result.differingPixels)
        if !result.passed {
            FileHandle.standardError.write(Data("\(actual): \(result.summary)\n".utf8))
            throw ExitCode(1)
        }
    }
}
