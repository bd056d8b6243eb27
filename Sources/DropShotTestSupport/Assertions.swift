// One import gives a test the scenario, the renderer and the helpers.
@_exported import DropShotEngine
@_exported import DropShotRaster
@_exported import DropShotRender
@_exported import DropShotTesting
import Foundation
import Synchronization
import Testing
import XCTest

// MARK: XCTest

/// XCTest: fails the test unless the subject matches `Snapshots/<suite>/<name>.png`.
/// `name` defaults to the test's name and a counter (`testDropped.1`, `testDropped.2`, …),
/// `suite` to the test file's name; a name used twice in one test fails.
///
/// ```swift
/// final class ArenaTests: XCTestCase {
///     func testDropped() throws {
///         let document = try ScenarioDocument.load(fixture("dropped.json"))
///         assertSnapshot(of: .scenario(document))   // Snapshots/ArenaTests/testDropped.1.png
///     }
/// }
/// ```
public func assertSnapshot(
    of subject: SnapshotSubject, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line
) {
    assertSnapshot(
        of: subject, as: Snapshotting { try $0.render() }, named: name, suite: suite, record: record, options: options,
        snapshotsDirectory: snapshotsDirectory, file: file, function: function, line: line)
}

/// XCTest: as `assertSnapshot(of:)`, for any value with a strategy that draws it
/// (`Snapshotting.image`, or one pulled back for your own type).
public func assertSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value, Canvas>, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line
) {
    let request = XCTestContext.request(name: name, suite: suite, filePath: "\(file)", function: function)
    if let failure = verifySnapshot(
        rendering: { try strategy.snapshot(value) }, request, record: record, options: options,
        snapshotsDirectory: snapshotsDirectory)
    {
        XCTFail(failure, file: file, line: line)
    }
}

/// XCTest: verifies a scenario at each of its checkpoints (`<name>@<checkpoint>.png`) and at its
/// end (`<name>.png`), as `dropshot check` names them.
public func assertCheckpointSnapshots(
    of document: ScenarioDocument, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line
) {
    let request = XCTestContext.request(name: name, suite: suite, filePath: "\(file)", function: function)
    for failure in verifyCheckpointSnapshots(of: document, request, record: record, options: options, snapshotsDirectory: snapshotsDirectory) {
        XCTFail(failure, file: file, line: line)
    }
}

/// XCTest: verifies every variant of the scenario file at `path` (`variants`, else the ones the
/// file declares) at each checkpoint and at its end, named as `dropshot check` names them:
/// `<name>[@checkpoint][~variant].png`, `name` the file's own (`board` for `board.json`) unless given.
public func assertSnapshots(
    ofScenarioAt path: String, variants: Variants? = nil, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line
) {
    let request = XCTestContext.request(name: name, suite: suite, filePath: "\(file)", function: function)
    for failure in verifyVariantSnapshots(
        ofScenarioAt: path, variants: variants, request, record: record, options: options, snapshotsDirectory: snapshotsDirectory)
    {
        XCTFail(failure, file: file, line: line)
    }
}

/// XCTest: as `expectSnapshots(variants:build:)`, for a scenario built in Swift per variant.
public func assertSnapshots(
    variants: Variants, own: ScenarioVariant = .own, named name: String? = nil, suite: String? = nil, record: RecordMode? = nil,
    options: ComparisonOptions? = nil,
    snapshotsDirectory: String? = nil, file: StaticString = #filePath, function: String = #function, line: UInt = #line,
    build: (ScenarioVariant) throws -> ScenarioDocument
) {
    let request = XCTestContext.request(name: name, suite: suite, filePath: "\(file)", function: function)
    for failure in verifyVariantSnapshots(
        variants, own: own, request, record: record, options: options, snapshotsDirectory: snapshotsDirectory, build: build)
    {
        XCTFail(failure, file: file, line: line)
    }
}

/// The XCTest test under way, followed by an observer so that each run of a test counts and
/// claims golden names afresh.
final class XCTestContext: NSObject, XCTestObservation, Sendable {
    static let shared: XCTestContext = {
        let context = XCTestContext()
        XCTestObservationCenter.shared.addTestObserver(context)
        return context
    }()
    /// The test case running now and how many have started.
    private let state = Mutex<(current: (name: String, run: Int)?, runs: Int)>((nil, 0))

    func testCaseWillStart(_ testCase: XCTestCase) {
        let name = testCase.name
        state.withLock { state in
            state.runs += 1
            state.current = (name, state.runs)
        }
    }

    static func request(name: String?, suite: String?, filePath: String, function: String) -> SnapshotRequest {
        let test = shared.state.withLock { $0.current }
        let testName = snapshotName(forFunction: function)
        // "Class.testMethod" (or "-[Class testMethod]") names the test for `swift test --filter`.
        let filter =
            test.map {
                $0.name.replacingOccurrences(of: ".", with: "/").trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
                    .replacingOccurrences(of: " ", with: "/")
            } ?? testName
        let key = test.map { "xctest|\($0.name)|\($0.run)" } ?? "xctest|\(filePath)|\(function)"
        return SnapshotRequest(
            name: name, testName: testName, suite: suite ?? snapshotSuite(forFile: filePath), filePath: filePath,
            testCaseKey: key, testKey: key, filter: filter)
    }
}

// MARK: Swift Testing

/// Swift Testing: records an issue unless the subject matches `Snapshots/<suite>/<name>.png`.
/// `name` defaults to the test function's name, with the arguments of a parameterized test, and
/// a counter (`dropped.1`, `slots(count=4).1`); `suite` to the test file's name. A name used
/// twice in one test, or by two cases of a parameterized test, records an issue.
///
/// ```swift
/// @Test func dropped() throws {
///     let document = try ScenarioDocument.load(fixture("dropped.json"))
///     expectSnapshot(of: .scenario(document))         // Snapshots/ArenaTests/dropped.1.png
/// }
/// ```
public func expectSnapshot(
    of subject: SnapshotSubject, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil,
    filePath: String = #filePath, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectSnapshot(
        of: subject, as: Snapshotting { try $0.render() }, named: name, suite: suite, record: record, options: options,
        snapshotsDirectory: snapshotsDirectory, filePath: filePath, function: function, sourceLocation: sourceLocation)
}

/// Swift Testing: as `expectSnapshot(of:)`, for any value with a strategy that draws it
/// (`Snapshotting.image`, or one pulled back for your own type).
public func expectSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value, Canvas>, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil,
    filePath: String = #filePath, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let failure: String?
    switch SwiftTestingContext.request(name: name, suite: suite, filePath: filePath, function: function) {
    case let .success(request):
        failure = verifySnapshot(
            rendering: { try strategy.snapshot(value) }, request, record: record, options: options,
            snapshotsDirectory: snapshotsDirectory)
    case let .failure(error): failure = error.message
    }
    if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
}

/// Swift Testing: verifies a scenario at each of its checkpoints (`<name>@<checkpoint>.png`) and
/// at its end (`<name>.png`), as `dropshot check` names them.
public func expectCheckpointSnapshots(
    of document: ScenarioDocument, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil,
    filePath: String = #filePath, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    switch SwiftTestingContext.request(name: name, suite: suite, filePath: filePath, function: function) {
    case let .success(request):
        for failure in verifyCheckpointSnapshots(of: document, request, record: record, options: options, snapshotsDirectory: snapshotsDirectory) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    case let .failure(error): Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
    }
}

/// Swift Testing: verifies every variant of the scenario file at `path` (`variants`, else the
/// ones the file declares) at each checkpoint and at its end, named as `dropshot check` names
/// them: `<name>[@checkpoint][~variant].png`, `name` the file's own (`board` for `board.json`)
/// unless given.
///
/// ```swift
/// @Test func board() {
///     expectSnapshots(ofScenarioAt: fixture("board.json"), variants: .matrix(appearance: [.light, .dark], contentSize: [.large, .accessibility5]))
///     // Snapshots/BoardTests/board.png, board~dark.png, board~ax5.png, board~dark~ax5.png: the file's own name
/// }
/// ```
public func expectSnapshots(
    ofScenarioAt path: String, variants: Variants? = nil, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil,
    filePath: String = #filePath, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    switch SwiftTestingContext.request(name: name, suite: suite, filePath: filePath, function: function) {
    case let .success(request):
        for failure in verifyVariantSnapshots(
            ofScenarioAt: path, variants: variants, request, record: record, options: options, snapshotsDirectory: snapshotsDirectory)
        {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    case let .failure(error): Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
    }
}

/// Swift Testing: verifies a scenario built in Swift for each of `variants`, named as `dropshot
/// check` names a file's variants (`<name>~dark~ax5.png`, each value left out when it is the
/// screen's `own`); `build` makes the document of one variant (its values nil where it keeps the
/// screen's own; `VariantEnvironment` resolves colour names, text styles, strings and frames).
///
/// ```swift
/// @Test func board() {
///     expectSnapshots(variants: .matrix(appearance: [.light, .dark])) { variant in
///         try ScenarioDocument.load(board(dark: variant.appearance == .dark), path: "board.json")
///     }
/// }
/// ```
public func expectSnapshots(
    variants: Variants, own: ScenarioVariant = .own, named name: String? = nil, suite: String? = nil, record: RecordMode? = nil,
    options: ComparisonOptions? = nil,
    snapshotsDirectory: String? = nil, filePath: String = #filePath, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation, build: (ScenarioVariant) throws -> ScenarioDocument
) {
    switch SwiftTestingContext.request(name: name, suite: suite, filePath: filePath, function: function) {
    case let .success(request):
        for failure in verifyVariantSnapshots(
            variants, own: own, request, record: record, options: options, snapshotsDirectory: snapshotsDirectory, build: build)
        {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    case let .failure(error): Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
    }
}

enum SwiftTestingContext {
    static func request(name: String?, suite: String?, filePath: String, function: String) -> Result<SnapshotRequest, SnapshotError> {
        let testName = snapshotName(forFunction: function)
        let testKey = Test.current.map { "swift-testing|\($0.id)" } ?? "swift-testing|\(filePath)|\(function)"
        guard let arguments = Test.Case.current.map(arguments(of:)) ?? [] else {
            return .failure(SnapshotError(message: "\(testName): cannot read the arguments of this parameterized test; name each snapshot (named:)"))
        }
        let caseKey = testKey + "|" + arguments.map { "\($0.label)=\($0.value)" }.joined(separator: ",")
        return .success(
            SnapshotRequest(
                name: name, testName: testName, arguments: arguments, suite: suite ?? snapshotSuite(forFile: filePath),
                filePath: filePath, testCaseKey: caseKey, testKey: testKey, filter: testName))
    }

    /// The labelled arguments of a parameterized test case ([] for a plain test). Swift Testing
    /// keeps them out of its public API, so they are read by reflection; nil when that fails.
    static func arguments(of testCase: Test.Case) -> [(label: String, value: String)]? {
        guard testCase.isParameterized else { return [] }
        func child(_ value: Any, _ label: String) -> Any? { Mirror(reflecting: value).children.first { $0.label == label }?.value }
        guard let kind = child(testCase, "_kind"), let parameterized = child(kind, "parameterized"),
            let arguments = child(parameterized, "arguments") as? [Any], !arguments.isEmpty
        else { return nil }
        var result: [(label: String, value: String)] = []
        for (index, argument) in arguments.enumerated() {
            guard let value = child(argument, "value") else { return nil }
            let label = child(argument, "parameter").flatMap { child($0, "firstName") as? String } ?? "\(index)"
            result.append((label, String(describing: value)))
        }
        return result
    }
}

/// A trait that sets the record mode and comparison options of the snapshot assertions in a test,
/// or in every test of a suite: `@Test(.snapshots(record: .failed))`, `@Suite(.snapshots(options: …))`.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode and options of the tests in its scope.
    public var configuration: SnapshotConfiguration
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overridden(by: configuration)) {
            try await function()
        }
    }
}

/// The `.snapshots` trait of Swift Testing suites and tests.
extension Trait where Self == SnapshotsTrait {
    /// Sets the record mode and comparison options of the snapshot assertions in this test or suite.
    public static func snapshots(record: RecordMode? = nil, options: ComparisonOptions? = nil) -> SnapshotsTrait {
        SnapshotsTrait(configuration: SnapshotConfiguration(record: record, options: options))
    }
}
