@_exported import DropShotTesting
import DropShotEngine
import DropShotRaster
import DropShotRender
import Testing
import XCTest

/// What a snapshot helper can be given: an image, a scenario (rendered after all its events, or
/// the first `steps`), or an arena state such as `arena.snapshot()`.
public enum SnapshotSubject {
    case canvas(Canvas)
    case scenario(ScenarioDocument, steps: Int? = nil)
    case state(ArenaSnapshot, renderer: Renderer = Renderer())

    func render() throws -> Canvas {
        switch self {
        case let .canvas(canvas): return canvas
        case let .scenario(document, steps): return try document.render(steps: steps)
        case let .state(state, renderer): return try renderer.render(state)
        }
    }
}

/// XCTest: fails the test unless the subject matches `Snapshots/<suite>/<name>.png`.
/// `name` defaults to the test's name, `suite` to the test file's name.
///
/// ```swift
/// final class ArenaTests: XCTestCase {
///     func testDropped() throws {
///         let document = try ScenarioDocument.load("Fixtures/dropped.json")
///         assertSnapshot(of: .scenario(document))   // Snapshots/ArenaTests/testDropped.png
///     }
/// }
/// ```
public func assertSnapshot(of subject: SnapshotSubject, named name: String? = nil, suite: String? = nil,
                           record: RecordMode? = nil, options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           file: StaticString = #filePath, function: String = #function, line: UInt = #line) {
    let filePath = "\(file)"
    if let failure = verifySnapshot(rendering: subject.render, named: name ?? snapshotName(forFunction: function),
                                    suite: suite ?? snapshotSuite(forFile: filePath), record: record, options: options,
                                    snapshotsDirectory: snapshotsDirectory, filePath: filePath) {
        XCTFail(failure, file: file, line: line)
    }
}

/// Swift Testing: records an issue unless the subject matches `Snapshots/<suite>/<name>.png`.
/// `name` defaults to the test function's name, `suite` to the test file's name.
///
/// ```swift
/// @Test func dropped() throws {
///     let document = try ScenarioDocument.load("Fixtures/dropped.json")
///     expectSnapshot(of: .scenario(document))         // Snapshots/ArenaTests/dropped.png
/// }
/// ```
public func expectSnapshot(of subject: SnapshotSubject, named name: String? = nil, suite: String? = nil,
                           record: RecordMode? = nil, options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           filePath: String = #filePath, function: String = #function,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    if let failure = verifySnapshot(rendering: subject.render, named: name ?? snapshotName(forFunction: function),
                                    suite: suite ?? snapshotSuite(forFile: filePath), record: record, options: options,
                                    snapshotsDirectory: snapshotsDirectory, filePath: filePath) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
