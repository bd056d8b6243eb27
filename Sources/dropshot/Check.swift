import ArgumentParser
import DropShotRaster
import DropShotRender
import DropShotTesting
import Dispatch
import Foundation

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every scenario (*.json) in a directory and compare each with its golden PNG.",
        discussion: """
        The golden of DIR/a/b.json is SNAPSHOTS/a/b.png (SNAPSHOTS defaults to DIR). Each scenario \
        prints one row, PASS, FAIL, RECORDED, MISSING or ERROR (a scenario that cannot be read or \
        rendered; the run goes on), then the line `N passed, N failed, N recorded, N missing, N errors`. \
        FAIL writes -expected/-actual/-diff PNGs to --artifacts, MISSING the -actual PNG.
        Exit status: 2 if any ERROR, else 1 if any FAIL or MISSING, else 0.
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
    @OptionGroup var assets: AssetOptions

    func recordMode() throws -> RecordMode {
        if let record {
            guard let mode = RecordMode(rawValue: record) else {
                throw CommandFailure.badInput("--record \(record) is not one of: all, missing, failed, never")
            }
            return mode
        }
        do { return try RecordMode.fromEnvironment() } catch { throw CommandFailure.badInput(error.message) }
    }

    /// `--shard i/n`: exactly two whole numbers with 1 <= i <= n.
    static func parseShard(_ text: String?) -> (index: Int, count: Int)? {
        guard let text else { return (1, 1) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        return (index, count)
    }

    /// Scenario paths relative to `directory`, without `.json`, sorted.
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
        guard let (shardIndex, shardCount) = Check.parseShard(shard) else {
            throw CommandFailure.badInput("--shard \(shard ?? "") is not i/n with whole numbers 1 <= i <= n")
        }
        if let jobs, jobs < 1 { throw CommandFailure.badInput("--jobs \(jobs) must be at least 1") }
        let names = try scenarioNames().enumerated().filter { $0.offset % shardCount == shardIndex - 1 }.map(\.element)
        let scenarioPaths = names.map { (directory as NSString).appendingPathComponent($0 + ".json") }
        if let report { try checkNotAnInput(report, inputs: scenarioPaths) }
        let snapshotsDirectory = snapshots ?? directory
        // Temporary files of killed runs are never goldens; clear them before anything is read.
        TemporaryFiles.sweepStale(in: snapshotsDirectory)
        let verifier = SnapshotVerifier(snapshotsDirectory: snapshotsDirectory, recordMode: mode, options: options,
                                        artifactsDirectory: artifacts ?? SnapshotVerifier.defaultArtifactsDirectory)

        // Render and compare in parallel; each row lands in its own slot, so output order is
        // stable, and a finished scenario leaves only its row (no pixels) behind.
        let rows = RowSlots(count: names.count)
        let workers = min(max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount), max(1, names.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: names.count, by: workers) {
                rows.set(index, Check.check(names[index], at: scenarioPaths[index], verifier: verifier, assets: assets.assets))
            }
        }

        let results = rows.values
        for row in results {
            print(oneLine(row.status == .pass ? "PASS \(row.name)" : "\(row.status.rawValue) \(row.message)"))
        }
        func count(_ status: ReportRow.Status) -> Int { results.filter { $0.status == status }.count }
        print("\(count(.pass)) passed, \(count(.fail)) failed, \(count(.recorded)) recorded, \(count(.missing)) missing, \(count(.error)) errors")
        if let report {
            do { try SnapshotReport.write(results, to: report) } catch let error as WriteError {
                throw CommandFailure.badInput(error.message)
            }
        }
        if count(.error) > 0 { throw ExitCode(2) }
        if count(.fail) + count(.missing) > 0 { throw ExitCode(1) }
    }

    /// One scenario's row: its outcome, or ERROR with the one-line reason.
    static func check(_ name: String, at path: String, verifier: SnapshotVerifier, assets: [String]) -> ReportRow {
        do {
            let canvas = try ScenarioDocument.load(path, assets: assets).render()
            return ReportRow(try verifier.verify(canvas, named: name))
        } catch let error as InputError {
            return ReportRow(name: name, status: .error, message: "\(name): \(error.description)")
        } catch {
            return ReportRow(name: name, status: .error, message: "\(name): \(error)")
        }
    }
}

/// Thread-safe result slots for the parallel check.
final class RowSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ReportRow?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ row: ReportRow) { lock.withLock { slots[index] = row } }
    var values: [ReportRow] { lock.withLock { slots.compactMap { $0 } } }
}
