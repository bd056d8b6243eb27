import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotTestSupport
import Foundation
import Testing
import XCTest

/// The XCTest helper passes on a matching golden.
final class AssertSnapshotTests: XCTestCase {
    func testPassesWhenTheGoldenMatches() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let canvas = Canvas(width: 3, height: 3, fill: PremultipliedColor(red: 1, green: 2, blue: 3))
        _ = try SnapshotVerifier(snapshotsDirectory: directory, recordMode: .missing).verify(canvas, named: "Suite/x")
        assertSnapshot(of: .canvas(canvas), named: "x", suite: "Suite", record: .never, snapshotsDirectory: directory)
    }
}

/// The Swift Testing helper records an issue for a mismatch and for a missing golden, and never writes under `never`.
@Suite struct ExpectSnapshotTests {
    @Test func recordsAnIssueOnMismatchAndMissingGolden() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let red = Canvas(width: 3, height: 3, fill: PremultipliedColor(red: 255, green: 0, blue: 0))
        let blue = Canvas(width: 3, height: 3, fill: PremultipliedColor(red: 0, green: 0, blue: 255))
        withKnownIssue { expectSnapshot(of: .canvas(red), named: "x", suite: "S", record: .never, snapshotsDirectory: directory) }
        #expect(!FileManager.default.fileExists(atPath: directory + "/S/x.png"))
        withKnownIssue { expectSnapshot(of: .canvas(red), named: "x", suite: "S", record: .missing, snapshotsDirectory: directory) }
        expectSnapshot(of: .canvas(red), named: "x", suite: "S", record: .never, snapshotsDirectory: directory)
        withKnownIssue { expectSnapshot(of: .canvas(blue), named: "x", suite: "S", record: .never, snapshotsDirectory: directory) }
        expectSnapshot(of: .canvas(blue), named: "x", suite: "S", options: ComparisonOptions(maxDiffPixels: 9), snapshotsDirectory: directory)
    }

    @Test func verifiesAnArenaState() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scenario = try Scenario(json: Array(#"{"canvas": {"width": 20, "height": 20, "scale": 1}, "collections": [{"id": "l", "role": "list", "items": [{"id": "a", "label": ""}]}]}"#.utf8))
        let state = Arena(scenario: scenario).snapshot()
        withKnownIssue { expectSnapshot(of: .state(state), named: "state", suite: "S", record: .missing, snapshotsDirectory: directory) }
        expectSnapshot(of: .state(state), named: "state", suite: "S", record: .never, snapshotsDirectory: directory)
    }

    @Test func namesDefaultToTheTestAndItsFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let canvas = Canvas(width: 2, height: 2, fill: PremultipliedColor(red: 9, green: 9, blue: 9))
        withKnownIssue { expectSnapshot(of: .canvas(canvas), record: .missing, snapshotsDirectory: directory) }
        #expect(FileManager.default.fileExists(atPath: directory + "/HelperTests/namesDefaultToTheTestAndItsFile.png"))
        #expect(snapshotName(forFunction: "testDropped()") == "testDropped")
        #expect(snapshotName(forFunction: "gallery(name:)") == "gallery")
    }
}
