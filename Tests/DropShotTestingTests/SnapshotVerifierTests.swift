import DropShotRaster
import DropShotSystem
import Foundation
import Testing

@testable import DropShotTesting

@Suite struct SnapshotVerifierTests {
    let red = Canvas(width: 4, height: 4, fill: PremultipliedColor(red: 255, green: 0, blue: 0))
    let blue = Canvas(width: 4, height: 4, fill: PremultipliedColor(red: 0, green: 0, blue: 255))

    func verifier(_ directory: String, _ mode: RecordMode) -> SnapshotVerifier {
        SnapshotVerifier(snapshotsDirectory: directory + "/goldens", recordMode: mode, artifactsDirectory: directory + "/artifacts")
    }

    @Test func aMissingGoldenFailsUnlessRecordingIsAllowed() throws {
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let never = try verifier(directory, .never).verify(red, named: "Suite/red")
        #expect(never.status == .missing)
        #expect(!FileManager.default.fileExists(atPath: never.goldenPath))
        #expect(never.message.contains("DROPSHOT_RECORD=missing"))
        let missing = try verifier(directory, .missing).verify(red, named: "Suite/red")
        #expect(missing.status == .recorded)
        #expect(try PNGCodec.read(contentsOf: missing.goldenPath) == red)
        #expect(try verifier(directory, .never).verify(red, named: "Suite/red").status == .passed)
    }

    @Test func aFailureLeavesTheGoldenAloneAndWritesArtifacts() throws {
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try verifier(directory, .missing).verify(red, named: "Suite/shot")
        let golden = try bytes(directory + "/goldens/Suite/shot.png")
        for mode in [RecordMode.never, .missing] {
            let outcome = try verifier(directory, mode).verify(blue, named: "Suite/shot")
            #expect(outcome.status == .failed)
            #expect(outcome.comparison?.differingPixels == 16)
            #expect(outcome.message.contains("16 of 16 pixels differ"))
            #expect(try bytes(directory + "/goldens/Suite/shot.png") == golden)
            #expect(outcome.artifacts.map { ($0 as NSString).lastPathComponent } == ["shot-expected.png", "shot-actual.png", "shot-diff.png"])
            #expect(try PNGCodec.read(contentsOf: outcome.artifacts[1]) == blue)
        }
    }

    @Test func failedAndAllModesRewriteTheGolden() throws {
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try verifier(directory, .missing).verify(red, named: "shot")
        #expect(try verifier(directory, .failed).verify(red, named: "shot").status == .passed)
        #expect(try verifier(directory, .failed).verify(blue, named: "shot").status == .recorded)
        #expect(try PNGCodec.read(contentsOf: directory + "/goldens/shot.png") == blue)
        #expect(try verifier(directory, .all).verify(red, named: "shot").status == .recorded)
        #expect(try PNGCodec.read(contentsOf: directory + "/goldens/shot.png") == red)
    }

    @Test func aCorruptGoldenIsAnError() throws {
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/goldens", withIntermediateDirectories: true)
        try AtomicFile.write(Array("nope".utf8), to: directory + "/goldens/bad.png")
        #expect(throws: SnapshotError.self) { try verifier(directory, .never).verify(red, named: "bad") }
    }

    @Test func theReportEmbedsImagesAndViews() throws {
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try verifier(directory, .missing).verify(red, named: "shot")
        let failed = try verifier(directory, .never).verify(blue, named: "shot")
        let missing = try verifier(directory, .never).verify(blue, named: "new")
        let error = ReportRow(name: "broken", status: .error, message: "broken: broken.json: invalid JSON")
        try SnapshotReport.write([ReportRow(failed), ReportRow(missing), error], to: directory + "/report.html", imagesInside: [directory])
        let html = try String(contentsOfFile: directory + "/report.html", encoding: .utf8)
        #expect(html.contains("data:image/png;base64,"))
        #expect(html.contains("side by side") && html.contains("slider") && html.contains("diff only"))
        #expect(html.contains("1 fail, 1 missing, 1 error, 0 recorded, 0 orphan, 0 audit, 0 pass"))
        #expect(html.contains("ERROR broken: broken.json: invalid JSON"))
        #expect(html.contains("MISSING new: no golden"))
        #expect(!html.contains("src=\"/") && !html.contains("src=\"\""))
    }

    @Test func testHelpersFindThePackageSnapshotsFolder() {
        let root = snapshotsRoot(forSourceFile: #filePath)
        #expect(root.hasSuffix("/Snapshots"))
        #expect(FileManager.default.fileExists(atPath: (root as NSString).deletingLastPathComponent + "/Package.swift"))
    }
}
