import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotTestSupport
import Foundation
import Testing
import XCTest

@Suite struct ExpectSnapshotTests {
    @Test func recordsAnIssueOnMismatchAndMissingGolden() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let verifier = SnapshotVerifier(snapshotsDirectory: directory, recordMode: .missing)
        withKnownIssue { expectSnapshot(of: .canvas(red), named: "never", suite: "S", record: .never, snapshotsDirectory: directory) }
        #expect(!FileManager.default.fileExists(atPath: directory + "/S/never.png"))
        withKnownIssue { expectSnapshot(of: .canvas(red), named: "recorded", suite: "S", record: .missing, snapshotsDirectory: directory) }
        #expect(FileManager.default.fileExists(atPath: directory + "/S/recorded.png"))
        _ = try verifier.verify(red, named: "S/matching")
        expectSnapshot(of: .canvas(red), named: "matching", suite: "S", record: .never, snapshotsDirectory: directory)
        _ = try verifier.verify(red, named: "S/differing")
        withKnownIssue {
            expectSnapshot(of: .canvas(blue), named: "differing", suite: "S", record: .never, snapshotsDirectory: directory)
        } matching: { issue in
            // Only what a `swift test` user can do: no `dropshot check` flag.
            issue.comments.contains {
                $0.rawValue.hasSuffix("Accept the new image: DROPSHOT_RECORD=failed swift test --filter 'recordsAnIssueOnMismatchAndMissingGolden'")
                    && !$0.rawValue.contains("--record")
            }
        }
        _ = try verifier.verify(red, named: "S/tolerated")
        expectSnapshot(of: .canvas(blue), named: "tolerated", suite: "S", options: ComparisonOptions(maxDiffPixels: 9), snapshotsDirectory: directory)
    }

    @Test func verifiesAnArenaState() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scenario = try Scenario(
            json: Array(
                #"{"canvas": {"width": 20, "height": 20, "scale": 1}, "collections": [{"id": "l", "role": "list", "items": [{"id": "a", "label": ""}]}]}"#
                    .utf8))
        let state = Arena(scenario: scenario).snapshot()
        _ = try SnapshotVerifier(snapshotsDirectory: directory, recordMode: .missing).verify(try Renderer().render(state), named: "S/state")
        expectSnapshot(of: .state(state), named: "state", suite: "S", record: .never, snapshotsDirectory: directory)
    }

    @Test func namesDefaultToTheTestItsFileAndACounter() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue { expectSnapshot(of: .canvas(red), record: .missing, snapshotsDirectory: directory) }
        withKnownIssue { expectSnapshot(of: .canvas(blue), record: .missing, snapshotsDirectory: directory) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory + "/ExpectSnapshotTests").sorted()
                == ["namesDefaultToTheTestItsFileAndACounter.1.png", "namesDefaultToTheTestItsFileAndACounter.2.png"])
        #expect(snapshotName(forFunction: "testDropped()") == "testDropped")
        #expect(snapshotName(forFunction: "gallery(name:)") == "gallery")
    }

    static let parameterized = scratchFolder()

    @Test(arguments: [4, 6], ["a b", "c/d"])
    func parameterizedTestsNameTheirGoldensByArguments(count: Int, name: String) throws {
        withKnownIssue { expectSnapshot(of: .canvas(red), record: .missing, snapshotsDirectory: Self.parameterized) }
        let sanitized = name.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "/", with: "-")
        let golden = "\(Self.parameterized)/ExpectSnapshotTests/parameterizedTestsNameTheirGoldensByArguments(count=\(count),name=\(sanitized)).1.png"
        #expect(FileManager.default.fileExists(atPath: golden), "\(golden)")
    }

    @Test func aNameUsedTwiceInOneTestIsAnError() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try SnapshotVerifier(snapshotsDirectory: directory, recordMode: .missing).verify(red, named: "S/once")
        expectSnapshot(of: .canvas(red), named: "once", suite: "S", record: .never, snapshotsDirectory: directory)
        withKnownIssue {
            expectSnapshot(of: .canvas(red), named: "once", suite: "S", record: .never, snapshotsDirectory: directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "\(directory)/S/once.png: the golden is already used by another assertion in this test" }
        }
    }

    @Test func twoCasesOfATestCannotShareAGolden() throws {
        let naming = SnapshotNaming()
        let golden = { (name: String) in "/g/\(name).png" }
        #expect(try naming.name(explicit: "shot", base: "t", testCase: "t|count=4", test: "t", golden: golden).get() == "shot")
        let second = naming.name(explicit: "shot", base: "t", testCase: "t|count=6", test: "t", golden: golden)
        #expect(
            throws: SnapshotError(
                message: "/g/shot.png: the golden is already used by another case of this parameterized test; include the arguments in the name")
        ) {
            try second.get()
        }
        #expect(try naming.name(explicit: nil, base: "t(count=6)", testCase: "t|count=6", test: "t", golden: golden).get() == "t(count=6).1")
        naming.reset(test: "t")
        #expect(try naming.name(explicit: "shot", base: "t", testCase: "t|count=6", test: "t", golden: golden).get() == "shot")
        #expect(SnapshotNaming.sanitize("a b/c\n\"d\"==,é") == "a-b-c-d-==,")
    }

    @Test(.snapshots(record: .never)) func theTraitSetsTheRecordMode() {
        let directory = scratchFolder()
        withKnownIssue { expectSnapshot(of: .canvas(red), named: "absent", suite: "S", snapshotsDirectory: directory) }
        #expect(!FileManager.default.fileExists(atPath: directory + "/S/absent.png"))
        // A scope inside the trait's overrides it.
        withKnownIssue {
            withSnapshotConfiguration(record: .missing) {
                expectSnapshot(of: .canvas(red), named: "present", suite: "S", snapshotsDirectory: directory)
            }
        }
        #expect(FileManager.default.fileExists(atPath: directory + "/S/present.png"))
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func checkpointsAreSnapshotInOneCall() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let document = try ScenarioDocument.load(
            json: Array(
                """
                { "canvas": {"width": 40, "height": 40, "scale": 1}, "collections": [{"id": "l", "role": "list", "items": [{"id": "a", "label": ""}, {"id": "b", "label": ""}]}],
                  "events": [{"type": "press", "at": [5, 5]}, {"type": "move", "at": [30, 30]}], "checkpoints": [{"name": "pressed", "step": 1}] }
                """.utf8), path: "drag.json")
        withKnownIssue { expectCheckpointSnapshots(of: document, named: "drag", suite: "S", record: .missing, snapshotsDirectory: directory) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/S").sorted() == ["drag.png", "drag@pressed.png"])
        #expect(try PNGCodec.read(contentsOf: directory + "/S/drag@pressed.png") == (try document.render(steps: 1)))
        // The goldens now match; the same call in another test run would pass.
        #expect(
            verifyCheckpointSnapshots(
                of: document,
                SnapshotRequest(
                    name: "drag", testName: "t", suite: "S", filePath: #filePath,
                    testCaseKey: "other", testKey: "other", filter: "t"),
                record: .never, snapshotsDirectory: directory
            ).isEmpty)
    }

    /// One call snapshots every variant, named as `dropshot check` names them, the file's declared
    /// variants or the test's own list.
    @Test func everyVariantIsSnapshotInOneCallWithTheCheckCommandsNames() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scenario = directory + "/board.json"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(
            #"""
            { "canvas": {"width": 40, "height": 40, "scale": 1, "background": "systemBackground"},
              "collections": [{"id": "l", "role": "list", "items": [{"id": "a", "label": "", "color": "systemBlue"}]}],
              "checkpoints": [{"name": "start", "step": 0}], "events": [{"type": "press", "at": [5, 5]}],
              "variants": {"appearance": ["light", "dark"], "contentSize": ["L", "AX5"]} }
            """#.utf8
        ).write(to: URL(fileURLWithPath: scenario))
        // Unnamed, the goldens take the file's own name (`board` for board.json), as `dropshot check` gives them.
        withKnownIssue { expectSnapshots(ofScenarioAt: scenario, suite: "S", record: .missing, snapshotsDirectory: directory) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory + "/S").sorted() == [
                "board.png", "board@start.png", "board@start~ax5.png", "board@start~dark.png", "board@start~dark~ax5.png", "board~ax5.png",
                "board~dark.png", "board~dark~ax5.png",
            ])
        // The same names as `dropshot check` gives: the dark golden is the dark render.
        let dark = try ScenarioDocument.load(json: Array(try Data(contentsOf: URL(fileURLWithPath: scenario))), path: scenario, variant: "dark")
        #expect(try PNGCodec.read(contentsOf: directory + "/S/board~dark.png") == (try dark.render()))
        // A test's own list: here one variant, already recorded, passes.
        let request = SnapshotRequest(name: "board", testName: "t", suite: "S", filePath: #filePath, testCaseKey: "o", testKey: "o", filter: "t")
        #expect(
            verifyVariantSnapshots(
                ofScenarioAt: scenario, variants: .matrix(appearance: [.dark], contentSize: [.accessibility5]), request, record: .never,
                snapshotsDirectory: directory
            ).isEmpty)
    }

    /// A file's variants are rendered and compared in parallel: each follows the configuration in
    /// force where the helper was called (a task-local, read before the work leaves the test's
    /// task), and the failures come back in the variants' order, whichever finishes first.
    @Test func variantsInParallelKeepTheScopedConfigurationAndTheirOrder() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scenario = directory + "/board.json"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let json = #"""
            { "canvas": {"width": 40, "height": 40, "scale": 1, "background": "systemBackground"},
              "collections": [{"id": "l", "role": "list", "items": [{"id": "a", "label": "A", "color": "systemBlue"}]}],
              "variants": {"appearance": ["light", "dark"], "contentSize": ["L", "xSmall", "AX3", "AX5"],
                           "layoutDirection": ["leftToRight", "rightToLeft"]} }
            """#
        try Data(json.utf8).write(to: URL(fileURLWithPath: scenario))
        let request = SnapshotRequest(name: nil, testName: "t", suite: "S", filePath: #filePath, testCaseKey: "p", testKey: "p", filter: "t")
        let failures = withSnapshotConfiguration(record: .never) {
            verifyVariantSnapshots(ofScenarioAt: scenario, request, snapshotsDirectory: directory)
        }
        // Never recording: nothing written, every golden reported missing, in the file's order.
        #expect(!FileManager.default.fileExists(atPath: directory + "/S"))
        let names = try ScenarioDocument.loadVariants(json: Array(json.utf8), path: scenario).map {
            GoldenName(scenario: "board", variant: $0.variant).description
        }
        #expect(names.count == 16 && failures.count == 16)
        for (failure, name) in zip(failures, names) {
            #expect(failure.contains("S/\(name).png"), "\(failure) for \(name)")
        }
    }

    /// A scenario built in Swift per variant is snapshot as a file's variants are named.
    @Test func aScenarioBuiltInSwiftIsSnapshotPerVariant() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func board(_ variant: ScenarioVariant) throws -> ScenarioDocument {
            var item = ItemSpec(id: "a", label: "")
            item.color = Scenario.Color.system("systemBlue", appearance: variant.appearance ?? .light)
            let scenario = try Scenario(
                canvas: CanvasSpec(width: 40, height: 40, scale: 1), collections: [CollectionSpec(id: "l", role: .list, items: [item])])
            return try ScenarioDocument.load(scenario, path: "board.json")
        }
        withKnownIssue {
            expectSnapshots(
                variants: .matrix(appearance: [.light, .dark], contentSize: [.large, .accessibility5]), named: "board", suite: "S", record: .missing,
                snapshotsDirectory: directory, build: board)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory + "/S").sorted() == [
                "board.png", "board~ax5.png", "board~dark.png", "board~dark~ax5.png",
            ])
        #expect(try PNGCodec.read(contentsOf: directory + "/S/board~dark.png") == (try board(ScenarioVariant(appearance: .dark)).render()))
        #expect(Scenario.Color.system("systemBlue", appearance: .dark) == Scenario.Color(red: 10, green: 132, blue: 255))
    }

    /// With the screen's `own` values given, a variant's name leaves them out, as a file's does:
    /// the own device's variants are plain, the other device's carry its name.
    @Test func aSwiftVariantIsNamedAgainstTheScreensOwnValues() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let own = ScenarioVariant(device: .iPhone15)
        func board(_ variant: ScenarioVariant) throws -> ScenarioDocument {
            let env = try VariantEnvironment(variant, own: own, colors: ["card": ColorSet(light: "#FFFFFF", dark: "#1C1C1E")])
            let canvas = env.canvas(CanvasSpec(device: .iPhone15, background: try env.color("systemBackground")))
            let scenario = try Scenario(environment: env, canvas: canvas) {
                try ScenarioCollection("l", role: .list, frame: try env.frame(leading: 16, trailing: 16, top: 0, height: 120, on: canvas)) {
                    ItemSpec(id: "a", label: "", color: try env.color("card"))
                }
            }
            return try ScenarioDocument.load(scenario, path: "board.json")
        }
        withKnownIssue {
            expectSnapshots(
                variants: .matrix(device: [.iPhone15, .iPhoneSE], appearance: [.light, .dark]), own: own, named: "board", suite: "S",
                record: .missing, snapshotsDirectory: directory, build: board)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory + "/S").sorted() == [
                "board.png", "board~dark.png", "board~iPhoneSE.png", "board~iPhoneSE~dark.png",
            ])
        // The iPhone SE's screen: 375 points wide at 2x, the list 16 points in from each side.
        let small = try PNGCodec.read(contentsOf: directory + "/S/board~iPhoneSE.png")
        #expect(small.width == 750)
    }

    @Test func artifactsGoToAFolderPerRunAndOldRunsAreSwept() throws {
        let root = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for i in 1...8 { try FileManager.default.createDirectory(atPath: "\(root)/run-2020010\(i)-000000-1", withIntermediateDirectories: true) }
        try FileManager.default.createDirectory(atPath: "\(root)/keep-me", withIntermediateDirectories: true)
        let folder = ArtifactRuns.folder(under: root, keep: 3)
        #expect(folder == "\(root)/\(ArtifactRuns.runName)")
        // run-YYYYMMDD-HHMMSS-pid, in UTC, so that runs sort by time.
        let parts = ArtifactRuns.runName.split(separator: "-")
        #expect(parts.count == 4 && parts[0] == "run" && parts[1].count == 8 && parts[2].count == 6 && parts[3] == "\(getpid())")
        #expect(parts[1].allSatisfy(\.isNumber) && parts[2].allSatisfy(\.isNumber) && parts[1].hasPrefix("20"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root).sorted()
                == ["keep-me", "run-20200106-000000-1", "run-20200107-000000-1", "run-20200108-000000-1"])
    }
}
