import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotSystem
import Foundation

/// Where a test helper's golden lives and who is asking: what `verifySnapshot` needs besides the image.
public struct SnapshotRequest: Sendable {
    /// The name given to the assertion, or nil for the test's name with a counter.
    public var name: String?
    /// The test's name (the function without its argument list), and its arguments when it is a
    /// parameterized test case.
    public var testName: String
    /// A parameterized test case's arguments, by label.
    public var arguments: [(label: String, value: String)]
    /// The golden's folder under `Snapshots/`: the test file's name unless given.
    public var suite: String
    /// The test file's path, which finds the package and its `Snapshots` folder.
    public var filePath: String
    /// One run of one test (one argument combination), and the test as a whole.
    public var testCaseKey: String
    /// Identifies the test as a whole (all its cases); `testCaseKey` one case.
    public var testKey: String
    /// What to pass to `swift test --filter` to run just this test.
    public var filter: String

    /// A snapshot of the test `testName` in `suite` (its file at `filePath`), named `name` when given.
    public init(
        name: String?, testName: String, arguments: [(label: String, value: String)] = [], suite: String, filePath: String,
        testCaseKey: String, testKey: String, filter: String
    ) {
        self.name = name; self.testName = testName; self.arguments = arguments; self.suite = suite; self.filePath = filePath
        self.testCaseKey = testCaseKey; self.testKey = testKey; self.filter = filter
    }

    /// The default golden name: the test's name, then its arguments, e.g. `slots(count=4)`.
    public var baseName: String {
        guard !arguments.isEmpty else { return testName }
        return testName + "(" + arguments.map { "\($0.label)=\(SnapshotNaming.sanitize($0.value))" }.joined(separator: ",") + ")"
    }
}

/// The shared logic of the XCTest and Swift Testing helpers: renders, then verifies the image
/// against `Snapshots/<suite>/<name>.png` of the package that holds the test file, and returns the
/// failure message, or nil when the test passes.
///
/// The record mode is `record`, else the scoped `SnapshotConfiguration`, else `DROPSHOT_RECORD`
/// (default `never` under CI, else `missing`); options likewise, else exact. Recording a golden
/// fails the test, so that a recorded image is always looked at and committed on purpose, as
/// swift-snapshot-testing does. Artifacts go to `$DROPSHOT_ARTIFACTS`, else a folder per run
/// under the package's `.build/dropshot-artifacts`. Every failure ends with the command that
/// records or accepts the image.
public func verifySnapshot(
    rendering render: () throws -> Canvas, _ request: SnapshotRequest, record: RecordMode? = nil,
    options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil
) -> String? {
    let directory = snapshotsDirectory ?? snapshotsRoot(forSourceFile: request.filePath)
    switch claimName(request, in: directory) {
    case let .success(name):
        do {
            let settings = try VerificationSettings(request, record: record, options: options, in: directory)
            return verify(render, named: name, settings)
        } catch {
            return "\(request.suite)/\(name): \(error)"
        }
    case let .failure(error): return error.message
    }
}

/// The golden name the request gets (its own, or the test's name with a counter), once.
func claimName(_ request: SnapshotRequest, in directory: String) -> Result<String, SnapshotError> {
    SnapshotNaming.shared.name(explicit: request.name, base: request.baseName, testCase: request.testCaseKey, test: request.testKey) {
        (directory as NSString).appendingPathComponent("\(request.suite)/\($0).png")
    }
}

/// What verifying a test's goldens needs besides the images, resolved on the test's task before
/// any work leaves it (the scoped configuration is a task-local): where the goldens and the
/// artifacts go, the record mode, the comparison options, and how the test is named and rerun.
package struct VerificationSettings: Codable, Equatable, Sendable {
    /// The goldens' root folder (`Snapshots`).
    package var snapshots: String
    /// The record mode in force.
    package var record: RecordMode
    /// The comparison options in force.
    package var options: ComparisonOptions
    /// This run's artifacts folder.
    package var artifacts: String
    /// The goldens' folder under `snapshots`.
    package var suite: String
    /// What `swift test --filter` takes to run the test again.
    package var filter: String

    /// The settings given.
    package init(snapshots: String, record: RecordMode, options: ComparisonOptions, artifacts: String, suite: String, filter: String) {
        self.snapshots = snapshots; self.record = record; self.options = options; self.artifacts = artifacts
        self.suite = suite; self.filter = filter
    }

    /// The settings of `request`: `record` and `options` when given, else the scoped
    /// configuration's, else `DROPSHOT_RECORD` and exact comparison.
    init(
        _ request: SnapshotRequest, record: RecordMode?, options: ComparisonOptions?, in directory: String,
        scoped: SnapshotConfiguration = .current
    ) throws(SnapshotError) {
        snapshots = directory
        if let mode = record ?? scoped.record { self.record = mode } else { self.record = try RecordMode.fromEnvironment() }
        self.options = options ?? scoped.options ?? .exact
        artifacts = defaultArtifactsDirectory(forSourceFile: request.filePath)
        suite = request.suite
        filter = request.filter
    }
}

/// Verifies the rendered image against the golden `name`, already claimed.
func verify(_ render: () throws -> Canvas, named name: String, _ settings: VerificationSettings) -> String? {
    do {
        let canvas = try render()
        let verifier = SnapshotVerifier(
            snapshotsDirectory: settings.snapshots, recordMode: settings.record, options: settings.options,
            artifactsDirectory: settings.artifacts)
        let outcome = try verifier.verify(canvas, named: "\(settings.suite)/\(name)")
        let rerun = "swift test --filter '\(settings.filter)'"
        switch outcome.status {
        case .passed: return nil
        case .recorded: return "\(outcome.finding). Check the image, commit it, and run the test again: \(rerun)"
        case .missing: return "\(outcome.finding). Record it: \(RecordMode.environmentVariable)=missing \(rerun)"
        case .failed: return "\(outcome.finding). Accept the new image: \(RecordMode.environmentVariable)=failed \(rerun)"
        }
    } catch {
        return "\(settings.suite)/\(name): \(error)"
    }
}

/// Verifies a scenario at each of its checkpoints and at its end: the goldens `<name>@<checkpoint>`
/// and `<name>`, where `<name>` is the request's name or the test's name and a counter, each
/// followed by `~<variant>` for a variant of the scenario. Returns the failure messages, one per
/// failing image.
public func verifyCheckpointSnapshots(
    of document: ScenarioDocument, _ request: SnapshotRequest, record: RecordMode? = nil,
    options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil
) -> [String] {
    verifyCheckpointSnapshots(of: VariantSource([document]), request, record: record, options: options, snapshotsDirectory: snapshotsDirectory)
}

/// Verifies every variant of the scenario file at `path` (`variants`, else the ones the file
/// declares) at each of its checkpoints and at its end, named as `dropshot check` names them:
/// `<name>[@checkpoint][~variant]`, `name` the request's, else the file's own (`kanban` for
/// `kanban.json`, not the test's). Returns the failure messages, one per failing image.
///
/// With `DROPSHOT_RENDERER` naming an optimised `dropshot` of the same version, that process
/// renders and compares them (`OptimisedRenderer`); the goldens, artifacts and messages are the same.
public func verifyVariantSnapshots(
    ofScenarioAt path: String, variants: Variants? = nil, _ request: SnapshotRequest, record: RecordMode? = nil,
    options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil
) -> [String] {
    verifyVariantSnapshots(
        ofScenarioAt: path, variants: variants, request, record: record, options: options, snapshotsDirectory: snapshotsDirectory,
        renderer: OptimisedRenderer.fromEnvironment)
}

/// `verifyVariantSnapshots(ofScenarioAt:…)` with the `renderer` given (nil: in this process).
package func verifyVariantSnapshots(
    ofScenarioAt path: String, variants: Variants?, _ request: SnapshotRequest, record: RecordMode?, options: ComparisonOptions?,
    snapshotsDirectory: String?, renderer: OptimisedRenderer?
) -> [String] {
    var request = request
    if request.name == nil { request.name = GoldenName.scenarioName(ofFile: path) }
    // Each variant is decoded when its turn comes, as `check` does: a file's 256 variants are
    // never all in memory.
    let reader: ScenarioDocument.VariantReader
    do {
        let bytes = try readInputFile(path, limit: ScenarioDocument.maxFileBytes, file: path)
        reader = try ScenarioDocument.VariantReader(json: bytes, path: path, variants: variants)
    } catch {
        return ["\(request.suite): \(error)"]
    }
    let source = VariantSource(count: reader.count, document: reader.document)
    // The renderer loads each variant by its golden name's spelling, which a variant the test
    // named itself does not have.
    guard let renderer, variants?.list.allSatisfy({ $0.name == nil }) ?? true else {
        return verifyCheckpointSnapshots(of: source, request, record: record, options: options, snapshotsDirectory: snapshotsDirectory)
    }
    return verifyCheckpointSnapshots(of: source, request, record: record, options: options, snapshotsDirectory: snapshotsDirectory) {
        claims, settings in renderer.verify(scenarioAt: path, variants: reader.names, claims, settings)
    }
}

/// A scenario's variants, each made when it is asked for: one variant's document at a time in
/// memory per job, whatever the file declares.
package struct VariantSource: Sendable {
    /// How many variants there are.
    package var count: Int
    /// Variant `index`, decoded and checked.
    package var document: @Sendable (Int) throws -> ScenarioDocument

    /// The variants given.
    package init(count: Int, document: @escaping @Sendable (Int) throws -> ScenarioDocument) {
        self.count = count
        self.document = document
    }

    /// Documents already made (a scenario built in Swift per variant).
    package init(_ documents: [ScenarioDocument]) {
        self.init(count: documents.count) { documents[$0] }
    }
}

/// Verifies a scenario built in Swift for each of `variants` (`build` makes the document of one),
/// named as `dropshot check` names a file's variants against the screen's `own` values (unset:
/// light, Large, left to right, no device or locale): `<name>[@checkpoint][~variant]`. Returns
/// the failure messages.
public func verifyVariantSnapshots(
    _ variants: Variants, own: ScenarioVariant = .own, _ request: SnapshotRequest, record: RecordMode? = nil,
    options: ComparisonOptions? = nil, snapshotsDirectory: String? = nil, build: (ScenarioVariant) throws -> ScenarioDocument
) -> [String] {
    var documents: [ScenarioDocument] = []
    for variant in variants.list {
        let name = variant.nameParts(against: own).joined(separator: "~")
        do { documents.append(try build(variant).named(variant: name)) } catch {
            return ["\(request.suite): variant \(name.isEmpty ? "(the defaults)" : name): \(error)"]
        }
    }
    return verifyCheckpointSnapshots(of: VariantSource(documents), request, record: record, options: options, snapshotsDirectory: snapshotsDirectory)
}

/// The golden names of a scenario's variants as the test claimed them: the base name, and the
/// names already used in the test (by another assertion, or another case of it): not verified.
package struct GoldenClaims: Codable, Equatable, Sendable {
    /// The scenario's golden name (`board`), claimed by the test.
    package var base: String
    /// Goldens of the variants whose names were already used in the test.
    package var taken: Set<String>

    /// The claims given.
    package init(base: String, taken: Set<String>) { self.base = base; self.taken = taken }
}

/// The variants of one scenario, each verified as `verifyCheckpointSnapshots(of:_:)` does, the
/// base name claimed once and every other golden name before anything is drawn; `remote`, when
/// given, verifies them instead (an optimised `dropshot`).
func verifyCheckpointSnapshots(
    of source: VariantSource, _ request: SnapshotRequest, record: RecordMode?, options: ComparisonOptions?, snapshotsDirectory: String?,
    remote: ((GoldenClaims, VerificationSettings) -> [String])? = nil
) -> [String] {
    let directory = snapshotsDirectory ?? snapshotsRoot(forSourceFile: request.filePath)
    var claims: GoldenClaims
    switch claimName(request, in: directory) {
    case let .success(name): claims = GoldenClaims(base: name, taken: [])
    case let .failure(error): return [error.message]
    }
    let settings: VerificationSettings
    do { settings = try VerificationSettings(request, record: record, options: options, in: directory) } catch {
        return ["\(request.suite)/\(claims.base): \(error)"]
    }
    var failures: [String] = []
    for index in 0..<source.count {
        // Each variant's names, its document dropped before the next is read.
        // A variant that does not decode fails the file, before anything is drawn.
        let document: ScenarioDocument
        do { document = try source.document(index) } catch { return ["\(request.suite): \(error)"] }
        for golden in GoldenName.all(of: document, named: claims.base) where golden.description != claims.base {
            var named = request
            named.name = golden.description
            if case let .failure(error) = claimName(named, in: directory) {
                claims.taken.insert(golden.description)
                failures.append(error.message)
            }
        }
    }
    if let remote { return failures + remote(claims, settings) }
    return failures + verifyVariants(source, claims, settings)
}

/// Verifies each of `documents` (a scenario's variants) at its checkpoints and end, and their
/// accessibility images, against the goldens named from `claims`: in parallel, as `check`'s jobs
/// do and within the same kind of pixel budget; the failures come back in the variants' order.
package func verifyVariants(_ source: VariantSource, _ claims: GoldenClaims, _ settings: VerificationSettings) -> [String] {
    concurrentMap(source.count, workers: ProcessInfo.processInfo.activeProcessorCount) { index in
        let document: ScenarioDocument
        do { document = try source.document(index) } catch { return ["\(settings.suite)/\(claims.base): \(error)"] }
        let size = document.largestPixelSize(scale: nil)
        let accessibility = document.scenario.accessibilitySnapshot ? document.largestAccessibilityPixels(scale: nil) : 0
        return helperPixels.withPixels(size.width * size.height + accessibility) {
            verifyCheckpoints(of: document, claims, settings)
        }
    }.flatMap { $0 }
}

/// The pixels the test helpers' variants may have in flight at once, across every test of the
/// process: `check`'s bound (one canvas of the largest size).
private let helperPixels = PixelBudget(total: PixelBudget.checkDefault)

/// One variant of a scenario at each of its checkpoints and at its end (and its accessibility
/// images), against the goldens named from `claims` (those already used in the test skipped).
private func verifyCheckpoints(of document: ScenarioDocument, _ claims: GoldenClaims, _ settings: VerificationSettings) -> [String] {
    var failures: [String] = []
    func check(_ image: consuming Canvas, _ golden: GoldenName) {
        let name = golden.description
        guard !claims.taken.contains(name) else { return }
        let canvas = image
        if let failure = verify({ canvas }, named: name, settings) { failures.append(failure) }
    }
    do {
        try document.renderCheckpoints { checkpoint, image in
            check(image, GoldenName(scenario: claims.base, checkpoint, variant: document.variant))
        }
        guard document.scenario.accessibilitySnapshot else { return failures }
        try document.renderAccessibilityCheckpoints { checkpoint, image in
            check(image, GoldenName(scenario: claims.base, checkpoint, variant: document.variant, accessibility: true))
        }
    } catch {
        failures.append("\(settings.suite)/\(GoldenName(scenario: claims.base, variant: document.variant)): \(error)")
    }
    return failures
}

/// `$DROPSHOT_ARTIFACTS`, else this run's folder under `<package>/.build/dropshot-artifacts`.
func defaultArtifactsDirectory(forSourceFile path: String) -> String {
    if let custom = EnvironmentSettings.current.artifacts { return custom }
    let package = (snapshotsRoot(forSourceFile: path, ignoringEnvironment: true) as NSString).deletingLastPathComponent
    return ArtifactRuns.folder(under: (package as NSString).appendingPathComponent(".build/dropshot-artifacts"))
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
public func snapshotsRoot(forSourceFile path: String, ignoringEnvironment: Bool = false) -> String {
    if !ignoringEnvironment, let custom = EnvironmentSettings.current.snapshots { return custom }
    var url = URL(fileURLWithPath: path).deletingLastPathComponent()
    while url.path != "/" {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            return url.appendingPathComponent("Snapshots").path
        }
        url.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("Snapshots").path
}
