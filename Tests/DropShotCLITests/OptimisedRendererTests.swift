import DropShotEngine
import DropShotRaster
import DropShotTesting
import Foundation
import TestUtilities
import Testing

/// The test helpers' optimised renderer (`DROPSHOT_RENDERER`, `dropshot verify-snapshots`): a
/// scenario file's goldens verified in another `dropshot` process are the goldens, artifacts and
/// failure messages of verifying them in the test's own process.
@Suite struct OptimisedRendererTests {
    /// Two appearances with a checkpoint and accessibility images: eight goldens.
    static let board = #"""
        { "canvas": {"width": 120, "height": 160, "scale": 1, "background": "systemBackground"},
          "accessibilitySnapshot": true,
          "collections": [{"id": "l", "role": "list", "frame": [0, 0, 120, 160],
                           "items": [{"id": "a", "label": "A", "color": "systemBlue"}, {"id": "b", "label": "B", "color": "systemGreen"}]}],
          "checkpoints": [{"name": "pressed", "step": 1}],
          "events": [{"type": "press", "at": [20, 20], "t": 0}, {"type": "move", "at": [40, 90], "t": 0.2}],
          "variants": {"appearance": ["light", "dark"]} }
        """#

    /// The helpers' call in this process (`renderer` nil) or through the built `dropshot`.
    func verify(
        _ scenario: String, in goldens: String, record: RecordMode, renderer: OptimisedRenderer?, test: String = UUID().uuidString,
        variants: Variants? = nil
    ) -> [String] {
        let request = SnapshotRequest(name: nil, testName: "t", suite: "Board", filePath: #filePath, testCaseKey: test, testKey: test, filter: "t")
        return verifyVariantSnapshots(
            ofScenarioAt: scenario, variants: variants, request, record: record, options: nil, snapshotsDirectory: goldens, renderer: renderer)
    }

    @Test func theRendererRecordsAndComparesAsTheTestsProcessDoes() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("board.json", Self.board)
        let renderer = OptimisedRenderer(executable: binary.path)
        let here = workspace.path("here"), there = workspace.path("there")
        // Recorded by each: the same eight files, byte for byte, and the same messages.
        let recordedHere = verify(scenario, in: here, record: .missing, renderer: nil)
        let recordedThere = verify(scenario, in: there, record: .missing, renderer: renderer)
        #expect(recordedHere.count == 8)
        #expect(recordedThere == recordedHere.map { $0.replacingOccurrences(of: here, with: there) })
        let names = try FileManager.default.contentsOfDirectory(atPath: here + "/Board").sorted()
        #expect(
            names == [
                "board.png", "board@pressed.png", "board@pressed~a11y.png", "board@pressed~dark.png", "board@pressed~dark~a11y.png",
                "board~a11y.png", "board~dark.png", "board~dark~a11y.png",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: there + "/Board").sorted() == names)
        for name in names {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: "\(here)/Board/\(name)"))
                    == Data(contentsOf: URL(fileURLWithPath: "\(there)/Board/\(name)")))
        }
        // Then they pass in either.
        #expect(verify(scenario, in: there, record: .never, renderer: renderer).isEmpty)
        // A changed screen fails alike, with the same artifacts named, and no golden changes.
        try workspace.write("board.json", Self.board.replacingOccurrences(of: "systemBlue", with: "systemRed"))
        let failedHere = verify(scenario, in: here, record: .never, renderer: nil)
        let failedThere = verify(scenario, in: there, record: .never, renderer: renderer)
        #expect(failedHere.count == 8 && failedHere.allSatisfy { $0.contains("Accept the new image: DROPSHOT_RECORD=failed") }, "\(failedHere)")
        #expect(failedThere == failedHere.map { $0.replacingOccurrences(of: here, with: there) })
        let diff = try #require(failedThere.first?.split(separator: " ").first { $0.hasSuffix("-diff.png.") }?.dropLast())
        #expect(FileManager.default.fileExists(atPath: String(diff)))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: "\(here)/Board/board.png"))
                == Data(contentsOf: URL(fileURLWithPath: "\(there)/Board/board.png")))
    }

    /// Golden names are claimed in the test's process: one this test already used is reported
    /// there and not verified by the renderer; a test's own variant list is rendered by its names.
    @Test func namesAreClaimedInTheTestsProcessAndVariantsGoByName() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("board.json", Self.board)
        let renderer = OptimisedRenderer(executable: binary.path)
        let goldens = workspace.path("g")
        let test = UUID().uuidString
        let earlier = SnapshotRequest(
            name: "board~dark", testName: "t", suite: "Board", filePath: #filePath, testCaseKey: test, testKey: test, filter: "t")
        #expect(verifySnapshot(rendering: { Canvas(width: 4, height: 4) }, earlier, record: .all, snapshotsDirectory: goldens) != nil)
        let failures = verify(scenario, in: goldens, record: .missing, renderer: renderer, test: test, variants: .matrix(appearance: [.dark]))
        #expect(failures.count == 4)
        #expect(failures.first?.hasSuffix("board~dark.png: the golden is already used by another assertion in this test") == true, "\(failures)")
        // The renderer recorded the other three, and left the earlier assertion's 4x4 golden alone.
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens + "/Board").sorted()
        #expect(names == ["board@pressed~dark.png", "board@pressed~dark~a11y.png", "board~dark.png", "board~dark~a11y.png"])
        #expect(try PNGCodec.read(contentsOf: goldens + "/Board/board~dark.png").width == 4)
    }

    /// A renderer of another version, none at the path, or a program that is no renderer fails
    /// the test saying so; the command itself refuses a request that is not one with exit status 2.
    @Test func aRendererThatCannotServeFailsTheTestSayingWhy() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("board.json", Self.board)
        let missing = verify(scenario, in: workspace.path("g"), record: .missing, renderer: OptimisedRenderer(executable: workspace.path("nothing")))
        #expect(missing.count == 1 && missing[0].contains("DROPSHOT_RENDERER=\(workspace.path("nothing")) could not be started"), "\(missing)")
        #expect(!workspace.exists("g"))
        // One that ends at once, reading nothing (its input is a file: no SIGPIPE here).
        let ended = verify(scenario, in: workspace.path("g"), record: .missing, renderer: OptimisedRenderer(executable: "/usr/bin/false"))
        #expect(ended.count == 1 && ended[0].hasSuffix("DROPSHOT_RENDERER=/usr/bin/false failed (exit status 1): it said nothing"), "\(ended)")
        let garbage = try run(binary, ["verify-snapshots"], input: "{}")
        #expect(garbage.status == 2 && garbage.stderr.hasPrefix("verify-snapshots: standard input holds no request"), "\(garbage.stderr)")
        // A request is read up to 1 MiB, no further (from a file: the command stops reading early).
        let large = try workspace.write("large.json", String(repeating: " ", count: (1 << 20) + 1) + "{}")
        let tooLarge = try run(URL(fileURLWithPath: "/bin/sh"), ["-c", #""$0" verify-snapshots < "$1""#, binary.path, large])
        #expect(
            tooLarge.status == 2 && tooLarge.stderr == "verify-snapshots: the request on standard input is over 1048576 bytes\n",
            "\(tooLarge.stderr)")
        var request = OptimisedRenderer.Request(
            version: "0.0.1-elsewhere", scenario: scenario, variants: [""], claims: GoldenClaims(base: "board", taken: []),
            settings: VerificationSettings(
                snapshots: workspace.path("g"), record: .all, options: .exact, artifacts: workspace.path("a"), suite: "Board", filter: "t"))
        let other = try run(binary, ["verify-snapshots"], input: String(decoding: try JSONEncoder().encode(request), as: UTF8.self))
        #expect(other.status == 2 && other.stderr.contains("the tests use DropShot 0.0.1-elsewhere"), "\(other.stderr)")
        #expect(!workspace.exists("g"))
        // The same version built from other sources is refused, and so is a test from before
        // the build identity: a renderer built from an older commit never verifies today's goldens.
        for version in ["\(DropShotVersion.string)+00000000000000000000000000000000", DropShotVersion.string] {
            request.version = version
            let stale = try run(binary, ["verify-snapshots"], input: String(decoding: try JSONEncoder().encode(request), as: UTF8.self))
            #expect(
                stale.status == 2
                    && stale.stderr
                        == "verify-snapshots: this dropshot was built from other DropShot sources (\(OptimisedRenderer.buildVersion)) than the tests (\(version)): build the renderer from the tests' DropShot (swift build -c release --product dropshot)\n",
                "\(stale.stderr)")
        }
        #expect(!workspace.exists("g"))
        // The same request from this build's sources is served.
        #expect(
            OptimisedRenderer.buildVersion.hasPrefix(DropShotVersion.string + "+")
                && OptimisedRenderer.buildVersion.count == DropShotVersion.string.count + 33)
        request.version = OptimisedRenderer.buildVersion
        let served = try run(binary, ["verify-snapshots"], input: String(decoding: try JSONEncoder().encode(request), as: UTF8.self))
        #expect(served.status == 0 && served.stdout.contains("recorded"), "\(served.stdout)\(served.stderr)")
        #expect(workspace.exists("g/Board/board.png"))
        // A request's variants are bounded as a file's are (trust, seventh pass).
        request.variants = Array(repeating: "", count: 257)
        let many = try run(binary, ["verify-snapshots"], input: String(decoding: try JSONEncoder().encode(request), as: UTF8.self))
        #expect(
            many.status == 2 && many.stderr == "verify-snapshots: the request names 257 variants, over the limit of 256 a file\n", "\(many.stderr)")
    }
}
