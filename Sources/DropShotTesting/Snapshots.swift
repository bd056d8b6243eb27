import DropShotRaster
import Foundation

/// When goldens are written (after swift-snapshot-testing's modes).
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write every golden, matching or not.
    case all
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Write goldens that are missing or do not match.
    case failed
    /// Never write: a missing golden is a failure.
    case never

    /// The environment variable that sets the mode.
    public static let environmentVariable = "DROPSHOT_RECORD"

    /// The mode from `DROPSHOT_RECORD`; unset means `never` when `CI` is set, else `missing`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(SnapshotError) -> RecordMode {
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value) else {
                throw SnapshotError(message: "\(environmentVariable)=\(value) is not one of: all, missing, failed, never")
            }
            return mode
        }
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        return ci ? .never : .missing
    }
}

/// A golden that cannot be read or written.
public struct SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// What verifying one image against its golden did.
public struct SnapshotOutcome: Sendable {
    public enum Status: Equatable, Sendable {
        case passed
        /// The golden was written (first recording, or re-recording on request).
        case recorded
        /// No golden exists and the mode does not allow recording.
        case missing
        case failed
    }

    public var name: String
    public var goldenPath: String
    public var status: Status
    /// The comparison, when a golden was compared.
    public var comparison: ComparisonResult?
    /// Expected, actual and diff PNGs written for a failure.
    public var artifacts: [String]
    /// The encoded actual and expected images, for reports.
    public var actualPNG: [UInt8]
    public var expectedPNG: [UInt8]?
    public var diffPNG: [UInt8]?

    /// A one-line, actionable description.
    public var message: String {
        switch status {
        case .passed: return "\(name): matches \(goldenPath)"
        case .recorded:
            if let comparison, !comparison.passed { return "\(name): re-recorded \(goldenPath) (\(comparison.summary))" }
            return "\(name): recorded \(goldenPath)"
        case .missing:
            return "\(name): no golden at \(goldenPath); record it with \(RecordMode.environmentVariable)=missing or --record missing"
        case .failed:
            let where_ = artifacts.isEmpty ? "" : "; see \(artifacts.joined(separator: ", "))"
            return "\(name): \(comparison?.summary ?? "differs") from \(goldenPath)\(where_)"
        }
    }
}

/// Compares rendered images with goldens on disk, records per the mode, and writes failure artifacts.
///
/// Goldens are written atomically and only when the record mode asks for it.
public struct SnapshotVerifier: Sendable {
    public var snapshotsDirectory: String
    public var recordMode: RecordMode
    public var options: ComparisonOptions
    /// Where `-expected`, `-actual` and `-diff` PNGs go on failure; nil writes none.
    public var artifactsDirectory: String?

    public init(snapshotsDirectory: String, recordMode: RecordMode, options: ComparisonOptions = .exact, artifactsDirectory: String? = nil) {
        self.snapshotsDirectory = snapshotsDirectory
        self.recordMode = recordMode
        self.options = options
        self.artifactsDirectory = artifactsDirectory
    }

    /// The default artifacts folder: `$DROPSHOT_ARTIFACTS`, else `dropshot-artifacts` in the temporary directory.
    public static var defaultArtifactsDirectory: String {
        if let path = ProcessInfo.processInfo.environment["DROPSHOT_ARTIFACTS"], !path.isEmpty { return path }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("dropshot-artifacts")
    }

    /// Verifies `canvas` against `<snapshotsDirectory>/<name>.png` (`name` may contain `/`).
    public func verify(_ canvas: Canvas, named name: String) throws(SnapshotError) -> SnapshotOutcome {
        let goldenPath = (snapshotsDirectory as NSString).appendingPathComponent(name + ".png")
        let actualPNG: [UInt8]
        do { actualPNG = try PNGCodec.encode(canvas) } catch { throw SnapshotError(message: "\(name): cannot encode: \(error.message)") }
        var outcome = SnapshotOutcome(name: name, goldenPath: goldenPath, status: .passed, comparison: nil, artifacts: [], actualPNG: actualPNG)

        guard let goldenData = FileManager.default.contents(atPath: goldenPath) else {
            if recordMode == .never {
                outcome.status = .missing
            } else {
                try write(actualPNG, to: goldenPath)
                outcome.status = .recorded
            }
            return outcome
        }
        let goldenBytes = [UInt8](goldenData)
        outcome.expectedPNG = goldenBytes
        let expected: StraightImage
        do { expected = try PNGCodec.decodeStraight(goldenBytes) } catch {
            throw SnapshotError(message: "\(goldenPath): corrupt golden PNG (\(error.message))")
        }
        let comparison = ImageComparison.compare(expected: expected, actual: StraightImage(canvas), options: options)
        outcome.comparison = comparison
        if let diff = try? PNGCodec.encode(comparison.diffImage) { outcome.diffPNG = diff }
        if recordMode == .all || (recordMode == .failed && !comparison.passed) {
            if goldenBytes != actualPNG { try write(actualPNG, to: goldenPath) }
            outcome.status = .recorded
            return outcome
        }
        guard !comparison.passed else { return outcome }
        outcome.status = .failed
        if let artifactsDirectory {
            let base = (artifactsDirectory as NSString).appendingPathComponent(name)
            for (suffix, bytes) in [("expected", goldenBytes), ("actual", actualPNG), ("diff", outcome.diffPNG ?? [])] where !bytes.isEmpty {
                let path = "\(base)-\(suffix).png"
                try write(bytes, to: path)
                outcome.artifacts.append(path)
            }
        }
        return outcome
    }

    func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try writeAtomically(bytes, to: path)
        } catch { throw SnapshotError(message: "\(path): cannot write: \(error.localizedDescription)") }
    }
}
