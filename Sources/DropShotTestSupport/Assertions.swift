@_exported import DropShotTesting
import DropShotEngine
import DropShotRaster
import DropShotRender
import Testing
import XCTest

/// XCTest: fails the test unless `canvas` matches `Snapshots/<suite>/<name>.png`.
///
/// ```swift
/// func testDropped() throws {
///     let document = try ScenarioDocument.load("Fixtures/dropped.json")
///     assertSnapshot(of: try document.render(), named: "dropped", suite: "Arena")
/// }
/// ```
public func assertSnapshot(of canvas: Canvas, named name: String, suite: String, record: RecordMode? = nil,
                           options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           file: StaticString = #filePath, line: UInt = #line) {
    if let failure = verifySnapshot(canvas, named: name, suite: suite, record: record, options: options,
                                    snapshotsDirectory: snapshotsDirectory, filePath: "\(file)") {
        XCTFail(failure, file: file, line: line)
    }
}

/// XCTest: renders a scenario and fails the test unless it matches its golden.
public func assertSnapshot(of scenario: ScenarioDocument, steps: Int? = nil, named name: String, suite: String,
                           record: RecordMode? = nil, options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           file: StaticString = #filePath, line: UInt = #line) {
    if let failure = verifySnapshot(of: scenario, steps: steps, named: name, suite: suite, record: record, options: options,
                                    snapshotsDirectory: snapshotsDirectory, filePath: "\(file)") {
        XCTFail(failure, file: file, line: line)
    }
}

/// Swift Testing: records an issue unless `canvas` matches `Snapshots/<suite>/<name>.png`.
public func expectSnapshot(of canvas: Canvas, named name: String, suite: String, record: RecordMode? = nil,
                           options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    if let failure = verifySnapshot(canvas, named: name, suite: suite, record: record, options: options,
                                    snapshotsDirectory: snapshotsDirectory, filePath: filePath) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// Swift Testing: renders a scenario and records an issue unless it matches its golden.
public func expectSnapshot(of scenario: ScenarioDocument, steps: Int? = nil, named name: String, suite: String,
                           record: RecordMode? = nil, options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    if let failure = verifySnapshot(of: scenario, steps: steps, named: name, suite: suite, record: record, options: options,
                                    snapshotsDirectory: snapshotsDirectory, filePath: filePath) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// XCTest: renders an arena state (e.g. `arena.snapshot()`) and fails the test unless it matches its golden.
public func assertSnapshot(of state: ArenaSnapshot, renderer: Renderer = Renderer(), named name: String, suite: String,
                           record: RecordMode? = nil, options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           file: StaticString = #filePath, line: UInt = #line) {
    if let failure = verifySnapshot(of: state, renderer: renderer, named: name, suite: suite, record: record, options: options,
                                    snapshotsDirectory: snapshotsDirectory, filePath: "\(file)") {
        XCTFail(failure, file: file, line: line)
    }
}

/// Swift Testing: renders an arena state (e.g. `arena.snapshot()`) and records an issue unless it matches its golden.
public func expectSnapshot(of state: ArenaSnapshot, renderer: Renderer = Renderer(), named name: String, suite: String,
                           record: RecordMode? = nil, options: ComparisonOptions = .exact, snapshotsDirectory: String? = nil,
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    if let failure = verifySnapshot(of: state, renderer: renderer, named: name, suite: suite, record: record, options: options,
                                    snapshotsDirectory: snapshotsDirectory, filePath: filePath) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
