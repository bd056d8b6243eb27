import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation

/// The shared logic of the XCTest and Swift Testing helpers: renders, then verifies the image
/// against `Snapshots/<suite>/<name>.png` of the package that holds `filePath`, and returns the
/// failure message, or nil when the test passes.
///
/// The record mode comes from `record`, else `DROPSHOT_RECORD` (default `never` under CI, else
/// `missing`). Recording a golden fails the test, so that a recorded image is always looked at
/// and committed on purpose, as swift-snapshot-testing does.
public func verifySnapshot(rendering render: () throws -> Canvas, named name: String, suite: String, record: RecordMode? = nil,
                           options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           filePath: String) -> String? {
    do {
        let canvas = try render()
        let mode = try record ?? RecordMode.fromEnvironment()
        let directory = snapshotsDirectory ?? snapshotsRoot(forSourceFile: filePath)
        let verifier = SnapshotVerifier(snapshotsDirectory: directory, recordMode: mode, options: options,
                                        artifactsDirectory: SnapshotVerifier.defaultArtifactsDirectory)
        let outcome = try verifier.verify(canvas, named: "\(suite)/\(name)")
        switch outcome.status {
        case .passed: return nil
        case .recorded: return "\(outcome.message). Check the image, commit it, and run the test again."
        case .missing, .failed: return outcome.message
        }
    } catch {
        return "\(suite)/\(name): \(error)"
    }
}

/// The golden name a helper uses when none is given: the test function's name without its
/// argument list (`testDropped()` and `dropped(name:)` give `testDropped` and `dropped`).
public func snapshotName(forFunction function: String) -> String {
    String(function.prefix { $0 != "(" })
}

/// The suite a helper uses when none is given: the test file's name without `.swift`.
public func snapshotSuite(forFile filePath: String) -> String {
    URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
}

/// `<package root>/Snapshots`, where the package root is the nearest folder above `path` that
/// holds a `Package.swift`; `$DROPSHOT_SNAPSHOTS` overrides it.
public func snapshotsRoot(forSourceFile path: String) -> String {
    if let custom = ProcessInfo.processInfo.environment["DROPSHOT_SNAPSHOTS"], !custom.isEmpty { return custom }
    var url = URL(fileURLWithPath: path).deletingLastPathComponent()
    while url.path != "/" {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            return url.appendingPathComponent("Snapshots").path
        }
        url.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("Snapshots").path
}
