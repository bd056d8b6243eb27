import ArgumentParser
import DropShotRaster
import DropShotRender
import DropShotTesting
import Dispatch
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
        return ComparisonOptions(threshold: threshold, detectAntialiasing: includeAntialiasing ? false : nil,
                                 maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNGs; print the number of differing pixels.",
        discussion: "Exit status: 0 within tolerance, 1 differs (or the sizes differ), 2 bad input.")
    @Argument(help: "The expected PNG.") var expected: String
    @Argument(help: "The actual PNG.") var actual: String
    @Option(name: .shortAndLong, help: "Write a diff image here (expected faded, differences red, anti-aliasing yellow).")
    var output: String?
    @OptionGroup var tolerance: ToleranceOptions

    func read(_ path: String) throws -> StraightImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.badInput("\(path): \(FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file")")
        }
        do { return try PNGCodec.decodeStraight([UInt8](data)) } catch {
            throw CommandFailure.badInput("\(path): not a valid PNG (\(error.message))")
        }
    }

    func run() throws {
        let options = try tolerance.comparisonOptions()
        let result = ImageComparison.compare(expected: try read(expected), actual: try read(actual), options: options)
        if let output {
            do { try writeAtomically(try PNGCodec.encode(result.diffImage), to: output) } catch {
                throw CommandFailure.badInput("\(output): cannot write: \(error)")
            }
        }
        print(result.sizeMismatch ? result.totalPixels : result.differingPixels)
        if !result.passed {
            FileHandle.standardError.write(Data("\(actual): \(result.summary)\n".utf8))
            throw ExitCode(1)
        }
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every scenario (*.json) in a directory and compare each with its golden PNG.",
        discussion: """
        The golden of DIR/a/b.json is SNAPSHOTS/a/b.png (SNAPSHOTS defaults to DIR). Failures write \
        -expected/-actual/-diff PNGs to --artifacts. Recording never fails the run.
        Exit status: 0 all match (or were recorded), 1 some differ or are missing, 2 bad input.
        """)
    @Argument(help: "The directory of scenarios (searched recursively).") var directory: String
    @Option(name: .long, help: "The directory of goldens (default: DIR).") var snapshots: String?
    @Option(name: .long, help: "all, missing, failed or never (default: $DROPSHOT_RECORD, else never under CI, else missing).")
    var record: String?
    @Option(name: .long, help: "Write a self-contained HTML report here.") var report: String?
    @Option(name: .long, help: "Where failure artifacts go (default: $DROPSHOT_ARTIFACTS or a temporary folder).")
    var artifacts: String?
    @Option(name: .long, help: "Check only shard i of n (1-based, e.g. 2/4) of the sorted scenarios.") var shard: String?
    @Option(name: .long, help: "Scenarios rendered at once (default: the number of cores).") var jobs: Int?
    @OptionGroup var tolerance: ToleranceOptions

    func recordMode() throws -> RecordMode {
        if let record {
            guard let mode = RecordMode(rawValue: record) else {
                throw CommandFailure.badInput("--record \(record) is not one of: all, missing, failed, never")
            }
            return mode
        }
        do { return try RecordMode.fromEnvironment() } catch { throw CommandFailure.badInput(error.message) }
    }

    func shardRange() throws -> (index: Int, count: Int) {
        guard let shard else { return (1, 1) }
        let parts = shard.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
            throw CommandFailure.badInput("--shard \(shard) is not i/n with 1 <= i <= n")
        }
        return (parts[0], parts[1])
    }

    /// Scenario paths relative to `directory`, sorted.
    func scenarioNames() throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure.badInput("\(directory): not a directory")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw CommandFailure.badInput("\(directory): cannot list the directory")
        }
        var names: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".json") { names.append(String(path.dropLast(5))) }
        }
        return names.sorted()
    }

    func run() throws {
        let options = try tolerance.comparisonOptions()
        let mode = try recordMode()
        let (shardIndex, shardCount) = try shardRange()
        if let jobs, jobs < 1 { throw CommandFailure.badInput("--jobs \(jobs) must be at least 1") }
        let names = try scenarioNames().enumerated().filter { $0.offset % shardCount == shardIndex - 1 }.map(\.element)
        let verifier = SnapshotVerifier(snapshotsDirectory: snapshots ?? directory, recordMode: mode, options: options,
                                        artifactsDirectory: artifacts ?? SnapshotVerifier.defaultArtifactsDirectory)

        // Render and compare in parallel; results land in a fixed slot each, so output order is stable.
        let results = ResultSlots(count: names.count)
        let workers = min(max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount), max(1, names.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: names.count, by: workers) {
                let name = names[index]
                let path = (directory as NSString).appendingPathComponent(name + ".json")
                do {
                    let canvas = try ScenarioDocument.load(path).render()
                    results.set(index, .success(try verifier.verify(canvas, named: name)))
                } catch let error as InputError {
                    results.set(index, .failure(error.description))
                } catch {
                    results.set(index, .failure("\(path): \(error)"))
                }
            }
        }

        var outcomes: [SnapshotOutcome] = []
        var badInput = false
        for result in results.values {
            switch result {
            case let .success(outcome):
                outcomes.append(outcome)
                let tag = switch outcome.status {
                case .passed: "PASS"
                case .recorded: "RECORDED"
                case .missing: "MISSING"
                case .failed: "FAIL"
                }
                print("\(tag) \(outcome.message)")
            case let .failure(message):
                badInput = true
                FileHandle.standardError.write(Data("\(message)\n".utf8))
            case nil: break
            }
        }
        let failed = outcomes.filter { $0.status == .failed || $0.status == .missing }.count
        print("\(outcomes.count - failed) passed, \(failed) failed")
        if let report {
            do { try writeAtomically(Array(SnapshotReport.html(outcomes).utf8), to: report) } catch {
                throw CommandFailure.badInput("\(report): cannot write: \(error.localizedDescription)")
            }
        }
        if badInput { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }
}

/// Thread-safe result slots for the parallel check.
final class ResultSlots: @unchecked Sendable {
    enum Result { case success(SnapshotOutcome), failure(String) }
    private let lock = NSLock()
    private var slots: [Result?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: Result) { lock.withLock { slots[index] = result } }
    var values: [Result?] { lock.withLock { slots } }
}
