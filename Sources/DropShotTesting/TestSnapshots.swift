import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation

/// The shared logic of the XCTest and Swift Testing helpers: verifies an image against
/// `Snapshots/<suite>/<name>.png` of the package that holds `filePath`, and returns the failure
/// message, or nil when the test passes.
///
/// The record mode comes from `record`, else `DROPSHOT_RECORD` (default `never` under CI, else
/// `missing`). Recording a golden fails the test, so that a recorded image is always looked at
/// and committed on purpose, as swift-snapshot-testing does.
public func verifySnapshot(_ canvas: Canvas, named name: String, suite: String, record: RecordMode? = nil,
                           options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           filePath: String) -> String? {
    do {
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
        return "\(error)"
    }
}

/// Renders `scenario` (all events, or the first `steps`) and verifies it like `verifySnapshot`.
public func verifySnapshot(of scenario: ScenarioDocument, steps: Int? = nil, named name: String, suite: String,
                           record: RecordMode? = nil, options: ComparisonOptions = .exact,
                           snapshotsDirectory: String? = nil, filePath: String) -> String? {
    do {
        let canvas = try scenario.render(steps: steps)
        return verifySnapshot(canvas, named: name, suite: suite, record: record, options: options,
                              snapshotsDirectory: snapshotsDirectory, filePath: filePath)
    } catch {
        return error.description
    }
}

/// Renders an arena state and verifies it like `verifySnapshot`.
public func verifySnapshot(of state: ArenaSnapshot, renderer: Renderer = Renderer(), scale: Int? = nil, named name: String,
                           suite: String, record: RecordMode? = nil, options: ComparisonOptions = .exact,
                           snapshotsDirectory: String? = nil, filePath: String) -> String? {
    do {
        let canvas = try renderer.render(state, scale: scale)
        return verifySnapshot(canvas, named: name, suite: suite, record: record, options: options,
                              snapshotsDirectory: snapshotsDirectory, filePath: filePath)
    } catch {
        return error.description
    }
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
