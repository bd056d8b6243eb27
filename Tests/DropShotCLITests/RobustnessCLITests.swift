import DropShotSystem
import Foundation
import TestUtilities
import Testing

let fuzzFixtures = packageRoot.appendingPathComponent("Tests/DropShotRenderTests/Fixtures/fuzz").path
let colorTypeFixtures = packageRoot.appendingPathComponent("Tests/DropShotRasterTests/Fixtures/colortypes").path

/// The binary under hostile input: exit 0 or 2, at most one line on stderr, nothing lost.
@Suite struct RobustnessCLITests {
    @Test(arguments: try! FileManager.default.contentsOfDirectory(atPath: fuzzFixtures).filter { $0.hasSuffix(".json") }.sorted())
    func everyRegressionFixtureExitsCleanly(_ name: String) throws {
        let workspace = try Workspace()
        for arguments in [["state", "\(fuzzFixtures)/\(name)"], ["render", "\(fuzzFixtures)/\(name)", "-o", workspace.path("out.png")]] {
            let run = try dropshot(arguments)
            #expect(run.status == 0 || run.status == 2, "\(arguments[0]) \(name): \(run.status) \(run.stderr)")
            #expect(run.stderr.filter { $0 == "\n" }.count == (run.status == 0 ? 0 : 1), "\(run.stderr)")
        }
    }

    @Test func outputsReplaceOnlyRegularFilesThatAreNotInputs() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        let original = try Data(contentsOf: URL(fileURLWithPath: scenario))
        #expect(mkfifo(workspace.path("fifo.png"), 0o644) == 0)
        try workspace.write("kept.png", "keep")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("link.png"), withDestinationPath: workspace.path("kept.png"))
        try FileManager.default.linkItem(atPath: scenario, toPath: workspace.path("hardlink.png"))
        for output in [
            workspace.path("fifo.png"), workspace.path("link.png"), scenario, workspace.path("./s.json"),
            workspace.path("hardlink.png"), workspace.url.path,
        ] {
            let run = try dropshot("render", scenario, "-o", output)
            #expect(run.status == 2, "\(output)")
            #expect(run.stderr.hasPrefix(output + ": ") && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: scenario)) == original)
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("kept.png"))) == Data("keep".utf8))
        #expect(try workspace.files() == ["fifo.png", "hardlink.png", "kept.png", "link.png", "s.json"])  // nothing written so far
        _ = try dropshot("render", scenario, "-o", workspace.path("same.png"))
        let same = try Data(contentsOf: URL(fileURLWithPath: workspace.path("same.png")))
        let diff = try dropshot("diff", workspace.path("same.png"), workspace.path("same.png"), "-o", workspace.path("same.png"))
        #expect(diff.status == 2 && diff.stderr.contains("is an input of this command"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("same.png"))) == same)
    }

    /// A `frames` run, not yet started, long enough to be signalled while it writes: 200 events on a
    /// 6000 x 6000 px canvas, each frame written to `frames/` in the workspace.
    static func longFramesRun(in workspace: Workspace) throws -> Process {
        let events = (0..<200).map { #"{"type": "move", "at": [\#($0), \#($0)], "t": \#($0)}"# }.joined(separator: ", ")
        let scenario = try workspace.write(
            "s.json",
            #"{"canvas": {"width": 2000, "height": 2000, "scale": 3}, "collections": [{"id": "l", "role": "list", "items": [{"id": "a"}]}], "events": [\#(events)]}"#
        )
        let process = Process()
        process.executableURL = binary
        process.arguments = ["frames", scenario, "-o", workspace.path("frames")]
        return process
    }

    @Test func aTerminatedRunLeavesNoTemporaryFiles() throws {
        let workspace = try Workspace()
        let process = try Self.longFramesRun(in: workspace)
        try process.run()
        // Whenever the signal lands (before, during or after a write), nothing half-written remains.
        Thread.sleep(forTimeInterval: 1.5)
        process.terminate()
        process.waitUntilExit()
        let files = (try? FileManager.default.contentsOfDirectory(atPath: workspace.path("frames"))) ?? []
        #expect(files.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") }, "\(files)")
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus == 0)
    }

    /// A real signal to a running command: it ends by that signal (no trap, no backtrace) and
    /// leaves no temporary file.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalEndsTheRunByThatSignalAndCleansUp(_ number: Int32) throws {
        let workspace = try Workspace()
        let process = try Self.longFramesRun(in: workspace)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait until the first frame is written, so the signal lands while a write may be under way.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: workspace.path("frames"))) ?? []).isEmpty {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(
            process.terminationReason == .uncaughtSignal && process.terminationStatus == number,
            "ended by \(process.terminationReason) \(process.terminationStatus), not signal \(number): \(stderr)")
        #expect(!stderr.contains("Fatal error") && !stderr.contains("backtrace") && !stderr.contains("Crash"), "\(stderr)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: workspace.path("frames"))) ?? []
        #expect(files.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") }, "\(files)")
    }

    /// Issue "trust, fifth pass", point 10: a SIGTERM that arrives while `state` writes its output
    /// ends the run by that signal, also when the main thread finishes and exits before the signal
    /// thread runs. The run is stopped (SIGSTOP) while its write waits for the pipe, the SIGTERM
    /// sent, the pipe widened so the rest of the output fits at once, and the run continued on one
    /// core: the signal is pending before the process can exit, so every attempt must end by it
    /// (before the fix, all 24 ended with 0).
    @Test func aSignalDuringOutputIsNeverFollowedByExitZero() throws {
        let workspace = try Workspace()
        // A state of about 400 KB, more than a pipe holds: the write waits for its reader.
        let items = (0..<3000).map { #"{"id": "i\#($0)"}"# }.joined(separator: ",")
        let scenario = try workspace.write(
            "big.json", #"{"canvas": {"width": 400, "height": 4000, "scale": 1}, "collections": [{"id": "l", "role": "list", "items": [\#(items)]}]}"#
        )
        var endings: [String] = []
        for _ in 0..<24 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
            process.arguments = ["-c", "0", binary.path, "state", scenario]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            _ = output.fileHandleForReading.readData(ofLength: 4096)
            kill(process.processIdentifier, SIGSTOP)
            let stat = "/proc/\(process.processIdentifier)/stat"
            while (try? String(contentsOfFile: stat, encoding: .utf8))?.split(separator: ")").last?.split(separator: " ").first != "T" {
                usleep(1000)
            }
            kill(process.processIdentifier, SIGTERM)
            let setPipeSize: Int32 = 1031  // Linux's fcntl command, not exported to Swift
            #expect(fcntl(output.fileHandleForReading.fileDescriptor, setPipeSize, 1 << 20) >= 0)
            kill(process.processIdentifier, SIGCONT)
            _ = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            endings.append("\(process.terminationReason == .uncaughtSignal ? "signal" : "exit") \(process.terminationStatus)")
        }
        #expect(endings == Array(repeating: "signal \(SIGTERM)", count: 24), "\(endings)")
    }

    @Test(arguments: ["x/1/2", "1/2/", " 1/2", "+1/2", "0/2", "1/0", "3/2", "1.0/2", "١/٢", "/2", "1/"])
    func shardsAreExactlyIOverN(_ shard: String) throws {
        let workspace = try Workspace()
        try workspace.write("scenarios/one.json", scenarioJSON)
        let run = try dropshot("check", workspace.path("scenarios"), "--shard", shard)
        #expect(run.status == 2 && run.stderr.contains("--shard"), "\(shard): \(run.stdout) \(run.stderr)")
    }

    @Test func checkReportsABrokenScenarioAsAnErrorRowAndGoesOn() throws {
        let workspace = try Workspace()
        try workspace.write("scenarios/a-good.json", scenarioJSON)
        try workspace.write("scenarios/b-broken.json", #"{"canvas": {"width": 1e19}, "collections": []}"#)
        try workspace.write("scenarios/c-new.json", scenarioJSON)
        let goldens = workspace.path("goldens"), artifacts = workspace.path("artifacts")
        _ = try dropshot("check", workspace.path("scenarios"), "--snapshots", goldens, "--record", "missing")
        try FileManager.default.removeItem(atPath: workspace.path("goldens/c-new.png"))
        // A temporary file left by a killed run: never a golden, and swept.
        let stale = workspace.path("goldens/.a-good.png.999999999-1.tmp")
        try workspace.write("goldens/.a-good.png.999999999-1.tmp", "partial")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: stale)
        let run = try dropshot(
            "check", workspace.path("scenarios"), "--snapshots", goldens, "--record", "never",
            "--artifacts", artifacts, "--report", workspace.path("report.html"))
        #expect(run.status == 2)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(run.stdout)")
        #expect(lines[0] == "PASS a-good")
        #expect(lines[1] == "ERROR b-broken: \(workspace.path("scenarios/b-broken.json")): canvas.width: 1e+19 is above the maximum 1000000")
        #expect(lines[2].hasPrefix("MISSING c-new: no golden at "))
        #expect(lines[3] == "1 passed, 0 failed, 0 recorded, 1 missing, 1 errors")
        #expect(FileManager.default.fileExists(atPath: artifacts + "/c-new-actual.png"))
        #expect(!FileManager.default.fileExists(atPath: stale))
        let html = try String(contentsOfFile: workspace.path("report.html"), encoding: .utf8)
        #expect(html.contains("ERROR b-broken") && html.contains("MISSING c-new") && html.contains("data:image/png;base64,"))
    }

    @Test func aSixteenBitPNGEqualsItsEightBitTwin() throws {
        let run = try dropshot("diff", "\(colorTypeFixtures)/rgb8.png", "\(colorTypeFixtures)/rgb16-twin-of-rgb8.png")
        #expect(run.status == 0 && run.stdout == "0\n", "\(run.stdout) \(run.stderr)")
    }

    @Test func imagesOutsideTheScenarioFolderNeedAnAssetFolder() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(atPath: workspace.path("assets"), withIntermediateDirectories: true)
        #expect(try dropshot("render", try workspace.write("pic.json", scenarioJSON), "-o", workspace.path("assets/pic.png")).status == 0)
        let scenario = try workspace.write(
            "scenarios/s.json", scenarioJSON.replacingOccurrences(of: #"{"id": "a"}"#, with: #"{"id": "a", "image": "../assets/pic.png"}"#))
        let refused = try dropshot("render", scenario, "-o", workspace.path("out.png"))
        #expect(refused.status == 2 && refused.stderr.contains("is outside the scenario's folder"), "\(refused.stderr)")
        let allowed = try dropshot("render", scenario, "-o", workspace.path("out.png"), "--assets", workspace.path("assets"))
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let input = try dropshot("render", scenario, "-o", workspace.path("assets/pic.png"), "--assets", workspace.path("assets"))
        #expect(input.status == 2 && input.stderr.contains("is an input of this command"))
    }

    /// A team's matrix, point 10: `dropshot help audit` printed a `\` at the end of four lines
    /// (an escaped backslash where a line continuation was meant). No command's help does.
    @Test func noCommandsHelpPrintsAStrayBackslash() throws {
        for command in ["render", "state", "frames", "animate", "diff", "check", "merge-reports", "docs", "audit", "schema", "studio"] {
            let help = try dropshot("help", command)
            #expect(help.status == 0 && !help.stdout.isEmpty, "\(command): \(help.stderr)")
            #expect(!help.stdout.split(separator: "\n").contains { $0.hasSuffix("\\") }, "\(command): \(help.stdout)")
        }
    }
}
