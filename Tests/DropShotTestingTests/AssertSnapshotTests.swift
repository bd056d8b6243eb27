import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotTestSupport
import Foundation
import Testing
import XCTest

/// The XCTest helper: passes on matching goldens, counts unnamed assertions per test.
final class AssertSnapshotTests: XCTestCase {
    func testPassesWhenTheGoldenMatches() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try SnapshotVerifier(snapshotsDirectory: directory, recordMode: .missing).verify(red, named: "Suite/x")
        assertSnapshot(of: .canvas(red), named: "x", suite: "Suite", record: .never, snapshotsDirectory: directory)
    }

    func testUnnamedAssertionsAreCounted() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let verifier = SnapshotVerifier(snapshotsDirectory: directory, recordMode: .missing)
        _ = try verifier.verify(red, named: "AssertSnapshotTests/testUnnamedAssertionsAreCounted.1")
        _ = try verifier.verify(blue, named: "AssertSnapshotTests/testUnnamedAssertionsAreCounted.2")
        assertSnapshot(of: .canvas(red), record: .never, snapshotsDirectory: directory)
        assertSnapshot(of: .canvas(blue), record: .never, snapshotsDirectory: directory)
    }

    func testScopedConfigurationSetsTheModeAndTolerance() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try SnapshotVerifier(snapshotsDirectory: directory, recordMode: .missing).verify(red, named: "S/tolerant")
        withSnapshotConfiguration(record: .never, options: ComparisonOptions(maxDiffPixels: 9)) {
            assertSnapshot(of: .canvas(blue), named: "tolerant", suite: "S", snapshotsDirectory: directory)
        }
    }
}
