import Foundation
import TestUtilities
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a hostile pull request or an unusual CI layout tried (issue "trust, third pass"): real
/// symlinks to a file holding a secret, real NFC/NFD names, a results file moved elsewhere.
@Suite struct TrustCLITests {
    static let secret = "CI-TOKEN-3f9c1e7a"

    /// A file outside every folder of the run that holds the secret, in its own temporary folder.
    final class Secret {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-secret-\(UUID().uuidString)").path
        var path: String { folder + "/environ" }
        init() throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("TOKEN=\(TrustCLITests.secret)\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Whether `text` carries the secret, as text or inside a base64 data URL.
    static func leaks(_ text: String) -> Bool {
        text.contains(secret) || text.contains(Data("TOKEN=\(secret)\n".utf8).base64EncodedString())
    }

    @Test func aSymlinkInThePullRequestNeverGetsASecretIntoTheReport() throws {
        let workspace = try Workspace(), secret = try Secret()
        try workspace.write("s/one.json", scenarioJSON)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        // An orphan "golden" and a scenario's own golden, both links to the secret.
        try FileManager.default.createSymbolicLink(atPath: workspace.path("s/env.png"), withDestinationPath: secret.path)
        try workspace.write("s/two.json", scenarioJSON)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("s/two.png"), withDestinationPath: secret.path)
        let run = try dropshot(
            "check", workspace.path("s"), "--report", workspace.path("r.html"), "--artifacts", workspace.path("a"),
            "--results", workspace.path("results.json"))
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stdout.contains("ERROR two: \(workspace.path("s/two.png")): leads outside"), "\(run.stdout)")
        #expect(run.stdout.contains("ORPHAN \(workspace.path("s/env.png"))"))
        let report = try String(contentsOfFile: workspace.path("r.html"), encoding: .utf8)
        #expect(!Self.leaks(report) && report.contains("image not embedded"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("a/two-expected.png")), "the linked golden is never copied")
        #expect(!Self.leaks(try String(contentsOfFile: workspace.path("results.json"), encoding: .utf8)))
    }

    @Test func goldensAreNeverReadOrWrittenThroughALinkedFolder() throws {
        let workspace = try Workspace(), secret = try Secret()
        try workspace.write("s/sub/x.json", scenarioJSON)
        try FileManager.default.createDirectory(atPath: workspace.path("g"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("g/sub"), withDestinationPath: secret.folder)
        let run = try dropshot("check", workspace.path("s"), "--snapshots", workspace.path("g"), "--record", "all")
        #expect(run.status == 2 && run.stdout.contains("ERROR sub/x: \(workspace.path("g/sub/x.png")): leads outside"), "\(run.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: secret.folder) == ["environ"], "nothing written outside")
        // Nor artifacts, through a link planted in the artifacts folder.
        try FileManager.default.removeItem(atPath: workspace.path("g/sub"))
        _ = try dropshot("check", workspace.path("s"), "--snapshots", workspace.path("g"), "--record", "missing")
        try workspace.write("s/sub/x.json", scenarioJSON.replacingOccurrences(of: "\"b\"", with: "\"bb\""))
        try FileManager.default.createDirectory(atPath: workspace.path("art"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("art/sub"), withDestinationPath: secret.folder)
        let failing = try dropshot("check", workspace.path("s"), "--snapshots", workspace.path("g"), "--artifacts", workspace.path("art"))
        #expect(failing.stdout.contains("its folder leads outside \(workspace.path("art"))"), "\(failing.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: secret.folder) == ["environ"], "nothing written outside")
    }

    @Test func aScenarioLinkedFromOutsideIsNotReadAndDanglingLinksTellNothing() throws {
        let workspace = try Workspace(), secret = try Secret()
        try workspace.write("s/ok.json", scenarioJSON)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("s/leak.json"), withDestinationPath: secret.path)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("s/probe.json"), withDestinationPath: secret.folder + "/absent.json")
        let run = try dropshot("check", workspace.path("s"), "--record", "missing")
        #expect(run.status == 2 && !Self.leaks(run.stdout + run.stderr), "\(run.stdout)")
        let leak = run.stdout.split(separator: "\n").first { $0.hasPrefix("ERROR leak:") } ?? ""
        let probe = run.stdout.split(separator: "\n").first { $0.hasPrefix("ERROR probe:") } ?? ""
        #expect(leak.contains("is a symbolic link that leads outside"), "\(run.stdout)")
        // An existing and a missing target give the same answer.
        #expect(leak.replacingOccurrences(of: "leak", with: "X") == probe.replacingOccurrences(of: "probe", with: "X"))
    }

    @Test func theAcceptCommandIsQuotedForTheShell() throws {
        let workspace = try Workspace()
        let folder = "s;touch PWNED;`touch PWNED2` $(touch PWNED3) it's"
        try workspace.write("\(folder)/one.json", scenarioJSON)
        _ = try dropshot("check", workspace.path(folder), "--record", "missing")
        try workspace.write("\(folder)/one.json", scenarioJSON.replacingOccurrences(of: "\"b\"", with: "\"bb\""))
        _ = try dropshot("check", workspace.path(folder), "--report", workspace.path("r.html"), "--artifacts", workspace.path("a"))
        let report = try String(contentsOfFile: workspace.path("r.html"), encoding: .utf8)
        let start = try #require(report.range(of: "Accept every change: <code>")),
            end = try #require(report.range(of: "</code>", range: start.upperBound..<report.endIndex))
        let command = String(report[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        // The shell splits it into exactly the intended words and runs nothing else.
        let words = try run(URL(fileURLWithPath: "/bin/sh"), ["-c", "printf '%s\\n' " + command.dropFirst("dropshot ".count)], in: workspace.url)
        #expect(words.stdout == "check\n\(workspace.path(folder))\n--record\nfailed\n", "\(command)")
        #expect(try workspace.files().allSatisfy { !$0.hasPrefix("PWNED") })
    }

    @Test func namesEqualUnderNormalizationAreErrorsNotATrap() throws {
        let workspace = try Workspace()
        try workspace.write("s/caf\u{E9}.json", scenarioJSON)  // NFC
        try workspace.write("s/cafe\u{301}.json", scenarioJSON)  // NFD: another file on Linux
        try workspace.write("s/plain.json", scenarioJSON)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("s")).count == 3, "two files on disk")
        let run = try dropshot("check", workspace.path("s"), "--record", "missing")
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.components(separatedBy: "same name under Unicode normalization").count == 3, "\(run.stdout)")
        #expect(run.stdout.contains("RECORDED plain:"))
    }

    @Test func aScenarioNameWithAnAtSignCannotClaimACheckpointsGolden() throws {
        let workspace = try Workspace()
        try workspace.write(
            "s/a.json", scenarioJSON.replacingOccurrences(of: #""deleteZones""#, with: #""checkpoints": [{"name": "b", "step": 1}], "deleteZones""#))
        try workspace.write("s/a@b.json", scenarioJSON)
        let run = try dropshot("check", workspace.path("s"), "--record", "missing")
        #expect(run.stdout.contains("ERROR a@b: '@' in a scenario's file name is kept for checkpoint goldens"), "\(run.stdout)")
        #expect(run.stdout.contains("RECORDED a@b: recorded"), "the checkpoint keeps its golden")
    }

    @Test func otherJSONFilesAreSkippedAndArtifactsAreNoOrphans() throws {
        let workspace = try Workspace()
        try workspace.write("s/one.json", scenarioJSON)
        try workspace.write("s/package.json", #"{"name": "app", "version": "1.0.0", "scripts": {}}"#)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        try workspace.write("s/one.json", scenarioJSON.replacingOccurrences(of: "\"b\"", with: "\"bb\""))
        let run = try dropshot("check", workspace.path("s"), "--artifacts", workspace.path("s/artifacts"))
        #expect(run.status == 1 && run.stdout.hasPrefix("FAIL one:") && !run.stdout.contains("ORPHAN"), "\(run.stdout)")
        #expect(run.stderr.contains("package.json: skipped, not a scenario"))
        let again = try dropshot("check", workspace.path("s"), "--artifacts", workspace.path("s/artifacts"))
        #expect(!again.stdout.contains("ORPHAN"), "\(again.stdout)")
    }

    @Test func recordingUnderTheDefaultModeFailsTheRunAndAnAskedRecordingDoesNot() throws {
        let workspace = try Workspace()
        try workspace.write("s/one.json", scenarioJSON)
        let first = try dropshot("check", workspace.path("s"))
        #expect(first.status == 1 && first.stdout.contains("1 recorded") && first.stderr.contains("run again"), "\(first.stderr)")
        #expect(try dropshot("check", workspace.path("s")).status == 0)
        try workspace.write("s/two.json", scenarioJSON)
        #expect(try dropshot("check", workspace.path("s"), "--record", "missing").status == 0)
        try workspace.write("s/two.json", scenarioJSON.replacingOccurrences(of: "\"b\"", with: "\"bb\""))
        #expect(try dropshot("check", workspace.path("s"), "--record", "failed").status == 0)
    }

    @Test func aMergeElsewhereFindsTheImagesAndRefusesForeignPaths() throws {
        let workspace = try Workspace(), secret = try Secret()
        for name in ["a", "b"] { try workspace.write("s/\(name).json", scenarioJSON) }
        _ = try dropshot("check", workspace.path("s"), "--snapshots", workspace.path("g"), "--record", "missing")
        try workspace.write("s/b.json", scenarioJSON.replacingOccurrences(of: "\"b\"", with: "\"bb\""))
        for i in 1...2 {
            let run = try dropshot(
                "check", workspace.path("s"), "--snapshots", workspace.path("g"), "--shard", "\(i)/2",
                "--results", workspace.path("shard\(i)/results.json"))
            #expect(run.status == (i == 2 ? 1 : 0), "\(run.stdout)\(run.stderr)")
        }
        // The CI merge job downloads each shard's folder somewhere else.
        try FileManager.default.createDirectory(atPath: workspace.path("download"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: workspace.path("shard1"), toPath: workspace.path("download/1"))
        try FileManager.default.moveItem(atPath: workspace.path("shard2"), toPath: workspace.path("download/2"))
        let merged = try dropshot(
            "merge-reports", workspace.path("download/1/results.json"), workspace.path("download/2/results.json"),
            "--report", workspace.path("m.html"), in: workspace.url)
        #expect(merged.status == 1 && !merged.stdout.contains("["), "\(merged.stdout)")
        let html = try String(contentsOfFile: workspace.path("m.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "data:image/png;base64,").count == 1 + 3, "expected, actual and diff, each once")
        #expect(html.components(separatedBy: "data-same=").count == 1 + 3, "the slider's two images and the diff view refer to them")
        #expect(
            html.contains(
                "Accept every change: <code>dropshot check \(workspace.path("s")) --snapshots \(workspace.path("g")) --record failed</code>"))

        // A hostile results file names a secret by absolute path and by ../
        var hostile = try String(contentsOfFile: workspace.path("download/2/results.json"), encoding: .utf8)
        hostile = hostile.replacingOccurrences(of: "\"results-artifacts/b-diff.png\"", with: "\"../../../\(secret.folder)/environ\"")
            .replacingOccurrences(of: "\"results-artifacts/b-actual.png\"", with: "\"\(secret.path)\"")
            .replacingOccurrences(of: "\"results-artifacts/b-expected.png\"", with: "\"results-artifacts/huge.png\"")
        try workspace.write("download/2/results.json", hostile)
        // A 700 MB file (sparse) named as an image: left out with a word, never read whole.
        let huge = try #require(FileHandle(forWritingAtPath: try workspace.write("download/2/results-artifacts/huge.png", "")))
        try huge.truncate(atOffset: 700 << 20)
        try huge.close()
        let refused = try dropshot("merge-reports", workspace.path("download/2/results.json"), "--report", workspace.path("h.html"))
        #expect(refused.stdout.contains("is outside the results file's folder"), "\(refused.stdout)")
        #expect(refused.stdout.contains("the expected image results-artifacts/huge.png is not a regular file within the size limit"))
        #expect(!Self.leaks(try String(contentsOfFile: workspace.path("h.html"), encoding: .utf8)))
    }

    @Test func noOutputReplacesAnInput() throws {
        let workspace = try Workspace()
        _ = try dropshot("render", try workspace.write("s/pic-source.json", scenarioJSON), "-o", workspace.path("s/pic.png"))
        let picture = try Data(contentsOf: URL(fileURLWithPath: workspace.path("s/pic.png")))
        try workspace.write("s/uses.json", scenarioJSON.replacingOccurrences(of: #"{"id": "a"}"#, with: #"{"id": "a", "image": "pic.png"}"#))
        try workspace.write("s/pic.json", scenarioJSON)  // its golden would be s/pic.png, the other's item image
        let check = try dropshot("check", workspace.path("s"), "--record", "all")
        #expect(check.stdout.contains("ERROR pic: its golden \(workspace.path("s/pic.png")) is an item image"), "\(check.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("s/pic.png"))) == picture)
        let docs = try dropshot("docs", workspace.path("s"), "-o", workspace.path("s"))
        #expect(docs.status == 2 && docs.stderr.contains("is an input of this command"), "\(docs.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("s/pic.png"))) == picture)
        let report = try dropshot("check", workspace.path("s"), "--record", "never", "--report", workspace.path("s/uses.png"))
        #expect(report.status == 2 && report.stderr.contains("is an input of this command"), "\(report.stderr)")
    }

    @Test func junitStaysValidXMLWithNoncharactersInNames() throws {
        let workspace = try Workspace()
        try workspace.write("s/odd\u{FFFE}\u{FFFF}.json", scenarioJSON)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing", "--junit", workspace.path("j.xml"))
        let xml = try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: workspace.path("j.xml"))))
        #expect(xml.rootElement()?.name == "testsuites")
    }

    @Test func diffRefusesAnimationsAndForgedHeaders() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        _ = try dropshot("animate", scenario, "-o", workspace.path("a.png"))
        let animated = try dropshot("diff", workspace.path("a.png"), workspace.path("a.png"))
        #expect(animated.status == 2 && animated.stderr.contains("is an animated PNG"), "\(animated.stderr)")
        // 69 bytes declaring 16384 x 16384: refused before 1 GiB is allocated.
        var forged: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 64, 0, 0, 0, 64, 0, 8, 6, 0, 0, 0]
        forged += [0, 0, 0, 0] + [0, 0, 0, 10] + Array("IDAT".utf8) + [120, 156, 99, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0]
        forged += [0, 0, 0, 0] + Array("IEND".utf8) + [174, 66, 96, 130]
        try Data(forged).write(to: URL(fileURLWithPath: workspace.path("forged.png")))
        let run = try dropshot("diff", workspace.path("forged.png"), workspace.path("forged.png"))
        #expect(run.status == 2 && run.stderr.contains("cannot hold an image of 16384x16384"), "\(run.stderr)")
    }

    /// Folders given relative to the working folder, as a CI script does.
    @Test func relativePathsReadAndEmbedAsAbsoluteOnes() throws {
        let workspace = try Workspace()
        try workspace.write("s/one.json", scenarioJSON)
        #expect(try dropshot("check", "s", "--snapshots", "g", "--record", "missing", in: workspace.url).status == 0)
        try workspace.write("s/one.json", scenarioJSON.replacingOccurrences(of: "\"b\"", with: "\"bb\""))
        let run = try dropshot("check", "s", "--snapshots", "g", "--report", "r.html", "--results", "out/results.json", in: workspace.url)
        #expect(run.status == 1 && run.stdout.hasPrefix("FAIL one:"), "\(run.stdout)\(run.stderr)")
        let merged = try dropshot("merge-reports", "out/results.json", "--report", "m.html", in: workspace.url)
        #expect(merged.status == 1 && !merged.stdout.contains("["), "\(merged.stdout)")
        for report in ["r.html", "m.html"] {
            let html = try String(contentsOfFile: workspace.path(report), encoding: .utf8)
            #expect(html.components(separatedBy: "data:image/png;base64,").count == 1 + 3 && !html.contains("not embedded"), "\(report)")
        }
    }
}
