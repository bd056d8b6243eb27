import ArgumentParser
import CMalloc
import DropShotRaster
import DropShotRender
import DropShotTesting
import Foundation

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every scenario (*.json) in a directory and compare each with its golden PNG.",
        discussion: """
        The golden of DIR/a/b.json is SNAPSHOTS/a/b.png, and of its checkpoint "mid" SNAPSHOTS/a/b@mid.png \
        (SNAPSHOTS defaults to DIR). Each scenario and checkpoint prints one row in sorted order: PASS, \
        FAIL, RECORDED, MISSING or ERROR (a scenario that cannot be read or rendered; the run goes on); \
        goldens no scenario produces print ORPHAN. Then: `N passed, N failed, N recorded, N missing, N errors`. \
        FAIL writes -expected/-actual/-diff PNGs to the artifacts folder, MISSING the -actual PNG.
        Exit status: 2 if any ERROR, else 1 if any FAIL or MISSING, else 0.
        """)
    @Argument(help: "The directory of scenarios (searched recursively).") var directory: String
    @Option(name: .long, help: "The directory of goldens (default: DIR).") var snapshots: String?
    @Option(name: .long, help: "all, missing, failed or never (default: $DROPSHOT_RECORD, else never under CI, else missing).")
    var record: String?
    @Flag(name: .long, help: "With --record all: delete ORPHAN goldens.") var prune = false
    @Option(name: .long, help: "Write a self-contained HTML report here.") var report: String?
    @Option(name: .long, help: "Write JUnit XML here (for GitHub Actions, GitLab, Jenkins).") var junit: String?
    @Option(name: .long, help: "Write the results as JSON here (for dropshot merge-reports).") var results: String?
    @Option(name: .long, help: "Where failure artifacts go (default: $DROPSHOT_ARTIFACTS or a temporary folder).")
    var artifacts: String?
    @Option(name: .long, help: "Check only shard i of n (1-based, e.g. 2/4) of the sorted scenarios; shard 1 lists the orphans.")
    var shard: String?
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
        if prune, mode != .all { throw CommandFailure.badInput("--prune deletes orphan goldens only with --record all") }
        let allNames = try scenarioNames()
        let names = allNames.enumerated().filter { $0.offset % shardCount == shardIndex - 1 }.map(\.element)
        let scenarioPaths = names.map { (directory as NSString).appendingPathComponent($0 + ".json") }
        for output in [report, junit, results].compactMap({ $0 }) { try checkNotAnInput(output, inputs: scenarioPaths) }
        let snapshotsDirectory = snapshots ?? directory
        Check.returnFreedMemoryPromptly()
        // Temporary files of killed runs are never goldens; clear them before anything is read.
        TemporaryFiles.sweepStale(in: snapshotsDirectory)
        let verifier = SnapshotVerifier(snapshotsDirectory: snapshotsDirectory, recordMode: mode, options: options,
                                        artifactsDirectory: artifacts ?? SnapshotVerifier.defaultArtifactsDirectory)

        // Render and compare in parallel; each scenario's rows keep their place, and a finished
        // scenario leaves only its rows (no pixels) behind.
        let checked = concurrentMap(names.count, workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { index in
            Check.check(names[index], at: scenarioPaths[index], verifier: verifier, assets: assets.assets)
        }
        var rows = checked.flatMap(\.rows)
        if shardIndex == 1 {
            rows += Check.orphans(in: snapshotsDirectory, scenarios: allNames, checked: Dictionary(uniqueKeysWithValues: zip(names, checked)),
                                  directory: directory, assets: assets.assets, delete: prune)
        }
        let run = CheckResults(rows: rows)
        for line in run.consoleLines { print(oneLine(line)) }
        print(run.closingLine)
        try write(run, report: report, junit: junit, results: results, acceptCommand: acceptCommand)
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }

    /// Makes glibc give freed memory back to the system at once, so that a long run's peak is that
    /// of the scenarios in flight. By default glibc keeps up to the largest buffer freed so far
    /// (several MB: a canvas, a decoded golden) at the top of each thread's heap and serves big
    /// buffers from there, so a run of hundreds of scenarios with two jobs peaked 1.5-1.6x over
    /// one scenario; with a fixed 128 KiB trim threshold, 1.25x passing and 1.35x failing, for
    /// 1.02x and 1.11x the time (README).
    static func returnFreedMemoryPromptly() {
        #if canImport(Glibc)
        _ = mallopt(M_TRIM_THRESHOLD, 128 << 10)
        #endif
    }

    /// The command that accepts every change of this run: the same check, recording failures.
    var acceptCommand: String {
        var words = ["dropshot", "check", directory]
        if let snapshots { words += ["--snapshots", snapshots] }
        for folder in assets.assets { words += ["--assets", folder] }
        if let shard { words += ["--shard", shard] }
        return (words + ["--record", "failed"]).map { $0.contains(where: { " '\"$\\".contains($0) }) ? "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" : $0 }
            .joined(separator: " ")
    }

    /// What checking one scenario gave: its rows, and, when it could be read, the goldens it
    /// produces and the item images it reads (for the orphan scan).
    struct Checked: Sendable {
        var rows: [ReportRow]
        var claims: (goldens: [String], images: [String])?
    }

    /// One scenario's rows, one per checkpoint and one for the final state; or one ERROR row
    /// with the one-line reason.
    static func check(_ name: String, at path: String, verifier: SnapshotVerifier, assets: [String]) -> Checked {
        var claims: (goldens: [String], images: [String])?
        do {
            let document = try ScenarioDocument.load(path, assets: assets)
            claims = Check.claims(of: document, named: name)
            var rows: [ReportRow] = []
            try document.renderCheckpoints { checkpoint, image in
                rows.append(ReportRow(try verifier.verify(consume image, named: checkpoint.map { "\(name)@\($0.name)" } ?? name)))
            }
            return Checked(rows: rows, claims: claims)
        } catch let error as InputError {
            return Checked(rows: [ReportRow(name: name, status: .error, message: "\(name): \(error.description)")], claims: claims)
        } catch {
            return Checked(rows: [ReportRow(name: name, status: .error, message: "\(name): \(error)")], claims: claims)
        }
    }

    /// The goldens a readable scenario produces (its final state and each checkpoint) and the item
    /// images it reads.
    static func claims(of document: ScenarioDocument, named name: String) -> (goldens: [String], images: [String]) {
        ([name + ".png"] + document.scenario.checkpoints.map { "\(name)@\($0.name).png" }, Array(document.inputFiles.dropFirst()))
    }

    /// Goldens under `snapshots` that no scenario produces (temporary files, hidden folders and the
    /// scenarios' own item images aside), as ORPHAN rows; deleted when `delete` is set. The
    /// scenarios of this run are known from `checked`; those of other shards are read here. A
    /// scenario that cannot be read claims all of its possible goldens, so nothing of it is an orphan.
    static func orphans(in snapshots: String, scenarios: [String], checked: [String: Checked], directory: String, assets: [String],
                        delete: Bool) -> [ReportRow] {
        var claimed = Set<String>(), unreadable: [String] = [], images = Set<String>()
        for name in scenarios {
            claimed.insert(name + ".png")
            let claims: (goldens: [String], images: [String])?
            if let known = checked[name] {
                claims = known.claims
            } else {
                let path = (directory as NSString).appendingPathComponent(name + ".json")
                claims = (try? ScenarioDocument.load(path, assets: assets)).map { Check.claims(of: $0, named: name) }
            }
            guard let claims else {
                unreadable.append(name + "@")
                continue
            }
            claimed.formUnion(claims.goldens)
            images.formUnion(claims.images)
        }
        guard let enumerator = FileManager.default.enumerator(atPath: snapshots) else { return [] }
        var rows: [ReportRow] = []
        while let relative = enumerator.nextObject() as? String {
            let file = (relative as NSString).lastPathComponent
            if file.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard relative.hasSuffix(".png"), !claimed.contains(relative), !unreadable.contains(where: relative.hasPrefix) else { continue }
            let path = (snapshots as NSString).appendingPathComponent(relative)
            if let real = AssetFolders.realPath(path), images.contains(real) { continue }
            if delete, unlink(path) == 0 {
                rows.append(ReportRow(name: relative, status: .orphan, message: "\(path) (deleted: no scenario produces it)"))
            } else {
                rows.append(ReportRow(name: relative, status: .orphan,
                                      message: "\(path): no scenario produces it; delete it with --record all --prune", actualPath: path))
            }
        }
        return rows
    }
}

/// `dropshot merge-reports`: the results files of sharded runs as one run.
struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the --results files of sharded check runs into one set of rows, one closing line and one report.",
        discussion: "Exit status: as check's for the joined rows (2 if any ERROR, else 1 if any FAIL or MISSING, else 0), 2 for a bad file.")
    @Argument(help: "The results files (JSON) of the shards.") var files: [String]
    @Option(name: .long, help: "Write a self-contained HTML report here.") var report: String?
    @Option(name: .long, help: "Write JUnit XML here.") var junit: String?
    @Option(name: .long, help: "Write the joined results as JSON here.") var results: String?

    func run() throws {
        guard !files.isEmpty else { throw CommandFailure.badInput("merge-reports: give at least one results file") }
        var parts: [CheckResults] = []
        for file in files {
            do { parts.append(try CheckResults.decode(try readInputFile(file, limit: 256 << 20, file: file))) }
            catch let error as InputError { throw CommandFailure.badInput(error) }
            catch let error as SnapshotError { throw CommandFailure.badInput("\(file): \(error.message)") }
        }
        let run = CheckResults.merged(parts)
        for line in run.consoleLines { print(oneLine(line)) }
        print(run.closingLine)
        for output in [report, junit, results].compactMap({ $0 }) { try checkNotAnInput(output, inputs: files) }
        try write(run, report: report, junit: junit, results: results)
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }
}

/// Writes the HTML report, the JUnit XML and the results JSON of a run, those that were asked for.
func write(_ run: CheckResults, report: String?, junit: String?, results: String?, acceptCommand: String? = nil) throws {
    do {
        if let report { try SnapshotReport.write(run.rows, to: report, acceptCommand: acceptCommand) }
        if let junit { try writeAtomically(Array(JUnitReport.xml(run).utf8), to: junit) }
        if let results { try writeAtomically(try run.encoded(), to: results) }
    } catch let error as WriteError { throw CommandFailure.badInput(error.message) }
}
