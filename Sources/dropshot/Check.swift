import ArgumentParser
import CMalloc
import DropShotRaster
import DropShotRender
import DropShotSystem
import DropShotTesting
import Foundation

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every scenario (*.json) in a directory and compare each with its golden PNG.",
        // Every option named, as ArgumentParser shortens a long usage to "[<options>]".
        usage: """
            dropshot check <directory> [--snapshots <snapshots>] [--record <record>] [--prune] [--report <report>] \
            [--junit <junit>] [--results <results>] [--artifacts <artifacts>] [--shard <shard>] [--jobs <jobs>] [--audit] \
            [--threshold <threshold>] [--max-diff-pixels <max-diff-pixels>] [--max-diff-ratio <max-diff-ratio>] \
            [--include-antialiasing] [--assets <dir> ...]
            """,
        discussion: """
            The golden of DIR/a/b.json is SNAPSHOTS/a/b.png, and of its checkpoint "mid" SNAPSHOTS/a/b@mid.png \
            (SNAPSHOTS defaults to DIR). Each scenario and checkpoint prints one row in sorted order: PASS, \
            FAIL, RECORDED, MISSING or ERROR (a scenario that cannot be read or rendered; the run goes on); \
            goldens no scenario produces print ORPHAN. Then: `N passed, N failed, N recorded, N missing, N errors`. \
            FAIL writes -expected/-actual/-diff PNGs to the artifacts folder, MISSING the -actual PNG. \
            JSON files with no scenario key (a package.json) are skipped.
            With --audit, each finding of the accessibility audit is an AUDIT row (dropshot audit). \
            Exit status: 2 if any ERROR, else 1 if any FAIL, MISSING or AUDIT (or RECORDED when recording was not \
            asked for with --record or $DROPSHOT_RECORD), else 0.
            """)
    @Argument(help: "The directory of scenarios (searched recursively).") var directory: String
    @Option(name: .long, help: "The directory of goldens (default: DIR).") var snapshots: String?
    @Option(name: .long, help: "Which goldens to write (default: $DROPSHOT_RECORD, else never under CI, else missing).")
    var record: RecordMode?
    @Flag(name: .long, help: "With --record all: delete the ORPHAN goldens of the folder's scenarios (never an asset or another PNG).") var prune =
        false
    @Option(name: .long, help: "Write a self-contained HTML report here.") var report: String?
    @Option(name: .long, help: "Write JUnit XML here (for GitHub Actions, GitLab, Jenkins).") var junit: String?
    @Option(name: .long, help: "Write the results as JSON here (for dropshot merge-reports).") var results: String?
    @Option(
        name: .long,
        help: "Where failure artifacts go (default: $DROPSHOT_ARTIFACTS, else NAME-artifacts beside --results NAME.json, else a temporary folder).")
    var artifacts: String?
    @Option(name: .long, help: "Check only shard i of n (1-based, e.g. 2/4) of the sorted scenarios and their variants; shard 1 lists the orphans.")
    var shard: String?
    @Option(name: .long, help: "Scenarios rendered at once (default: the number of cores).") var jobs: Int?
    @Flag(name: .long, help: "Also run the accessibility audit: a row of status AUDIT per finding, which fails the run.") var audit = false
    @OptionGroup var tolerance: ToleranceOptions
    @OptionGroup var assets: AssetOptions

    /// The record mode, and whether recording was asked for (`--record` or `$DROPSHOT_RECORD`)
    /// rather than the default.
    func recordMode() throws -> (mode: RecordMode, asked: Bool) {
        if let record { return (record, true) }
        let asked = EnvironmentSettings.current.record != nil
        do { return (try RecordMode.fromEnvironment(), asked) } catch { throw CommandFailure.badInput(error.message) }
    }

    /// `--shard i/n`: exactly two whole numbers with 1 <= i <= n.
    static func parseShard(_ text: String?) -> (index: Int, count: Int)? {
        guard let text else { return (1, 1) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        return (index, count)
    }

    /// `--artifacts`, else `$DROPSHOT_ARTIFACTS`; else, with `--results`, the folder `NAME-artifacts`
    /// beside the results file (so the file and its images travel together to a merge job); else
    /// a run folder in the temporary directory.
    var artifactsDirectory: String {
        if let artifacts { return artifacts }
        if let path = EnvironmentSettings.current.artifacts { return path }
        if let results { return (results as NSString).deletingPathExtension + "-artifacts" }
        return SnapshotVerifier.defaultArtifactsDirectory
    }

    /// The options that depend on one another, checked before anything runs.
    func validate() throws {
        guard Check.parseShard(shard) != nil else { throw ValidationError("--shard \(shard ?? "") is not i/n with whole numbers 1 <= i <= n") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs) must be at least 1") }
        if prune, (try? recordMode().mode) != .all { throw ValidationError("--prune deletes orphan goldens only with --record all") }
    }

    func run() throws {
        let options = try tolerance.comparisonOptions()
        let (mode, recordingAsked) = try recordMode()
        let (shardIndex, shardCount) = Check.parseShard(shard) ?? (1, 1)  // `validate` refused any other
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let snapshotsDirectory = snapshots ?? directory, artifactsDirectory = artifactsDirectory
        Check.returnFreedMemoryPromptly()
        // Temporary files of killed runs are never goldens; clear them before anything is read.
        TemporaryFiles.sweepStale(in: snapshotsDirectory)
        let files: [ScenarioCatalog.File]
        do { files = try ScenarioCatalog.files(in: directory) } catch { throw CommandFailure.badInput(error.message) }
        let catalog = ScenarioCatalog(directory: directory, files: files, assets: assets.assets, workers: workers)
        for path in catalog.skipped {
            FileHandle.standardError.write(Data("\(oneLine(path)): skipped, not a scenario (no scenario key at its top level)\n".utf8))
        }
        // No output may replace what the run reads: a scenario, an item image or a golden.
        let inputs = catalog.inputFiles + catalog.goldenPaths(under: snapshotsDirectory)
        for output in [report, junit, results].compactMap({ $0 }) { try checkNotAnInput(output, inputs: inputs) }
        if let results,
            !AssetFolders.absolute(artifactsDirectory).hasPrefix(AssetFolders.absolute((results as NSString).deletingLastPathComponent) + "/")
        {
            FileHandle.standardError.write(
                Data(
                    "\(oneLine(artifactsDirectory)): the artifacts are not under the results file's folder; merge-reports elsewhere will not find their images\n"
                        .utf8))
        }
        let verifier = SnapshotVerifier(
            snapshotsDirectory: snapshotsDirectory, recordMode: mode, options: options, artifactsDirectory: artifactsDirectory)

        // Render and compare each variant of each scenario in parallel; shards split the variants
        // too. A variant's job takes it off the catalog's shelf or reads it again, and a finished
        // one leaves only its rows (no scenario, no pixels) behind; the rows keep their places.
        let units = catalog.units
        let mine = Array(stride(from: shardIndex - 1, to: units.count, by: shardCount)).map { units[$0] }
        let itemImages = catalog.itemImages
        let budget = PixelBudget(total: PixelBudget.checkDefault)
        var rows = concurrentMap(mine.count, workers: workers) { index in
            let (file, variant) = mine[index]
            return budget.withPixels(catalog.pixels(of: file, variant: variant)) {
                catalog.check(file, variant: variant, verifier: verifier, itemImages: itemImages, audit: audit)
            }
        }.flatMap { $0 }
        if shardIndex == 1 {
            rows += catalog.orphans(in: snapshotsDirectory, skipping: [artifactsDirectory], delete: prune)
        }
        let run = CheckResults(rows: rows, recordingFails: !recordingAsked, acceptCommand: acceptCommand(shard: nil))
        for line in run.consoleLines { print(oneLine(line)) }
        print(run.closingLine)
        if !recordingAsked, run.count(.recorded) > 0 {
            FileHandle.standardError.write(
                Data(
                    "\(run.count(.recorded)) golden(s) recorded and nothing compared for them: run again to check (exit 1; --record \(mode.rawValue) records without failing)\n"
                        .utf8))
        }
        try write(
            run, report: report, junit: junit, results: results, acceptCommand: acceptCommand(shard: shard),
            imagesInside: [snapshotsDirectory, artifactsDirectory])
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

    /// The command that accepts every change of this run (of `shard`, when given): the same
    /// check, recording failures, each word quoted for a POSIX shell.
    func acceptCommand(shard: String?) -> String {
        var words = ["dropshot", "check", directory]
        if let snapshots { words += ["--snapshots", snapshots] }
        for folder in assets.assets { words += ["--assets", folder] }
        if let shard { words += ["--shard", shard] }
        return (words + ["--record", "failed"]).map(shellQuoted).joined(separator: " ")
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
        for output in [report, junit, results].compactMap({ $0 }) { try checkNotAnInput(output, inputs: files) }
        var parts: [CheckResults] = []
        for file in files {
            do {
                let part = try CheckResults.decode(try readInputFile(file, limit: CheckResults.maxFileBytes, file: file))
                parts.append(part.resolvingImages(inside: (file as NSString).deletingLastPathComponent))
            } catch let error as InputError { throw CommandFailure.badInput(error) } catch let error as SnapshotError {
                throw CommandFailure.badInput("\(file): \(error.message)")
            }
        }
        let run = CheckResults.merged(parts)
        for line in run.consoleLines { print(oneLine(line)) }
        print(run.closingLine)
        try write(
            run, report: report, junit: junit, results: results, acceptCommand: run.acceptCommand,
            imagesInside: files.map { ($0 as NSString).deletingLastPathComponent })
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }
}

/// Writes the HTML report (embedding images only from `folders`), the JUnit XML and the results
/// JSON of a run (image paths relative to its folder), those that were asked for, creating their
/// folders when missing.
func write(_ run: CheckResults, report: String?, junit: String?, results: String?, acceptCommand: String?, imagesInside folders: [String]) throws {
    for output in [report, junit, results].compactMap({ $0 }) where !(output as NSString).deletingLastPathComponent.isEmpty {
        try makeDirectory((output as NSString).deletingLastPathComponent)
    }
    do {
        if let report { try SnapshotReport.write(run.rows, to: report, acceptCommand: acceptCommand, imagesInside: folders) }
        if let junit { try AtomicFile.write(Array(JUnitReport.xml(run).utf8), to: junit) }
        if let results { try AtomicFile.write(try run.encoded(relativeTo: (results as NSString).deletingLastPathComponent), to: results) }
    } catch let error as WriteError { throw CommandFailure.badInput(error.message) }
}

/// `--record`'s values, listed by help, the manual and the shell completions.
extension RecordMode: ExpressibleByArgument {}
