import DropShotRaster
import DropShotRender
import DropShotSystem
import Foundation

/// When goldens are written (after swift-snapshot-testing's modes).
public enum RecordMode: String, CaseIterable, Codable, Sendable {
    /// Write every golden, matching or not.
    case all
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Write goldens that are missing or do not match.
    case failed
    /// Never write: a missing golden is a failure.
    case never

    /// The environment variable that sets the mode.
    public static let environmentVariable = EnvironmentSettings.recordVariable

    /// The mode from `DROPSHOT_RECORD` as this process started with it; unset means `never` when
    /// `CI` is set, else `missing`.
    public static func fromEnvironment() throws(SnapshotError) -> RecordMode {
        try from(EnvironmentSettings.current)
    }

    /// The mode `environment` gives, as `fromEnvironment()` reads the process's.
    public static func fromEnvironment(_ environment: [String: String]) throws(SnapshotError) -> RecordMode {
        try from(EnvironmentSettings(environment))
    }

    private static func from(_ settings: EnvironmentSettings) throws(SnapshotError) -> RecordMode {
        if let value = settings.record {
            guard let mode = RecordMode(rawValue: value) else {
                throw SnapshotError(message: "\(environmentVariable)=\(value) is not one of: all, missing, failed, never")
            }
            return mode
        }
        return settings.ci ? .never : .missing
    }
}

/// A golden that cannot be read or written.
public struct SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, on one line.
    public var message: String
    /// An error saying `message`.
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// What verifying one image against its golden did. It holds the measured numbers and the paths
/// of the images written, never the pixels, so a run over many scenarios keeps none of them.
public struct SnapshotOutcome: Sendable {
    /// Whether the snapshot matched, was recorded, or failed (and why).
    public enum Status: Equatable, Sendable {
        case passed
        /// The golden was written (first recording, or re-recording on request).
        case recorded
        /// No golden exists and the mode does not allow recording.
        case missing
        case failed
    }

    /// The golden's name.
    public var name: String
    /// The golden's path.
    public var goldenPath: String
    /// Passed, recorded, missing or failed.
    public var status: Status
    /// The comparison, when a golden was compared.
    public var comparison: ComparisonResult?
    /// The `-expected`, `-actual` and `-diff` PNGs written to the artifacts folder, in that order
    /// (a missing golden writes only `-actual`).
    public var artifacts: [String]

    /// The image a reviewer should look at as "actual": the artifact, or the golden just recorded.
    public var actualPath: String? {
        status == .recorded ? goldenPath : artifacts.first { $0.hasSuffix("-actual.png") }
    }
    /// The expected image: the golden, or its copy among the artifacts.
    public var expectedPath: String? {
        status == .failed ? artifacts.first { $0.hasSuffix("-expected.png") } ?? goldenPath : nil
    }
    /// The diff image written for a failure.
    public var diffPath: String? { artifacts.first { $0.hasSuffix("-diff.png") } }

    /// A one-line, actionable description for `dropshot check`: what happened and, for a missing
    /// or changed golden, the `check` flag or environment variable that records it.
    public var message: String {
        switch status {
        case .passed, .recorded: return finding
        case .missing: return "\(finding); record it with \(RecordMode.environmentVariable)=missing or --record missing"
        case .failed: return "\(finding); accept it with \(RecordMode.environmentVariable)=failed or --record failed"
        }
    }

    /// What happened, on one line, without how to record it (the test helpers say that their way).
    public var finding: String { "\(name): \(detail)" }

    /// `finding` without the golden's name it starts with (what the studio shows under the name).
    public var detail: String {
        switch status {
        case .passed: return "matches \(goldenPath)"
        case .recorded:
            if let comparison, !comparison.passed { return "re-recorded \(goldenPath) (\(comparison.summary))" }
            return "recorded \(goldenPath)"
        case .missing:
            let location = artifacts.isEmpty ? "" : "; the image is at \(artifacts[0])"
            return "no golden at \(goldenPath)\(location)"
        case .failed:
            let location = artifacts.isEmpty ? "" : "; see \(artifacts.joined(separator: ", "))"
            return "\(comparison?.summary ?? "differs") from \(goldenPath)\(location)"
        }
    }
}

/// Compares rendered images with goldens on disk, records per the mode, and writes artifacts for
/// failures and missing goldens.
///
/// Goldens are written atomically and only when the record mode asks for it. A golden whose
/// pixels equal the image passes without anything being encoded; under `all`, a golden is
/// rewritten only when its pixels differ (and the outcome is then `recorded`, else `passed`).
public struct SnapshotVerifier: Sendable {
    /// The folder goldens live in.
    public var snapshotsDirectory: String
    /// When goldens are written.
    public var recordMode: RecordMode
    /// What difference passes.
    public var options: ComparisonOptions
    /// Where `-expected`, `-actual` and `-diff` PNGs go; nil writes none.
    public var artifactsDirectory: String?

    /// A verifier of goldens under `snapshotsDirectory`, recording by `recordMode` and writing failure images to `artifactsDirectory`.
    public init(snapshotsDirectory: String, recordMode: RecordMode, options: ComparisonOptions = .exact, artifactsDirectory: String? = nil) {
        self.snapshotsDirectory = snapshotsDirectory
        self.recordMode = recordMode
        self.options = options
        self.artifactsDirectory = artifactsDirectory
    }

    /// The default artifacts folder of `dropshot check`: `$DROPSHOT_ARTIFACTS`, else this run's
    /// folder under `dropshot-artifacts` in the temporary directory (older runs swept).
    public static var defaultArtifactsDirectory: String {
        if let path = EnvironmentSettings.current.artifacts { return path }
        return ArtifactRuns.folder(under: (NSTemporaryDirectory() as NSString).appendingPathComponent("dropshot-artifacts"))
    }

    /// The golden of `name`: `<snapshotsDirectory>/<name>.png` (`name` may contain `/`).
    public func goldenPath(named name: String) -> String {
        (snapshotsDirectory as NSString).appendingPathComponent(name + ".png")
    }

    /// Verifies `canvas` against the golden of `name` (a canvas given up is converted in place).
    ///
    /// A golden DropShot recorded carries the digest of its pixels (`GoldenDigest`): when the
    /// canvas's `digest` (the renderer's, else computed here) equals it and the golden's image data
    /// is the data it was taken over, the golden passes without being decoded. Otherwise (an older
    /// golden, one another tool wrote or changed, a different image) it is decoded and compared.
    public func verify(_ canvas: consuming Canvas, named name: String, digest given: PixelDigest? = nil) throws(SnapshotError) -> SnapshotOutcome {
        let digest: PixelDigest
        if let given { digest = given } else { digest = PixelDigest(of: canvas) }
        // Moved out, not copied: the conversion to straight alpha then happens in place.
        var owned: Canvas? = consume canvas
        return try verify(named: name, digest: digest) { owned.take()! }
    }

    /// Verifies the image `pixels` gives, whose digest is `digest`, against the golden of `name`:
    /// a golden whose digest matches passes without `pixels` being called (nor the golden decoded).
    public func verify(named name: String, digest: PixelDigest, pixels: () -> Canvas) throws(SnapshotError) -> SnapshotOutcome {
        let goldenPath = goldenPath(named: name)
        var outcome = SnapshotOutcome(name: name, goldenPath: goldenPath, status: .passed, comparison: nil, artifacts: [])
        let goldenBytes = try readGolden(at: goldenPath)
        // An animated golden's first frame alone would be compared (a later frame could differ
        // unseen): it is refused, or replaced by a still one when recording changes is asked for.
        if let goldenBytes, PNGCodec.chunkSummary(of: goldenBytes).animated {
            guard recordMode == .all || recordMode == .failed else {
                throw SnapshotError(
                    message: "\(goldenPath): is an animated PNG (APNG); a golden is a still image (record it again with --record failed)")
            }
            try write(try encode(StraightImage(pixels()), digest, name), to: goldenPath, inside: snapshotsDirectory)
            outcome.status = .recorded
            return outcome
        }
        let stored = goldenBytes.flatMap(GoldenDigest.read)
        if stored == digest { return outcome }
        let actual = StraightImage(pixels())

        guard let goldenBytes else {
            if recordMode == .never {
                outcome.status = .missing
                try writeArtifact(name, "actual", actual, into: &outcome)
            } else {
                try write(try encode(actual, digest, name), to: goldenPath, inside: snapshotsDirectory)
                outcome.status = .recorded
            }
            return outcome
        }
        let comparison: ComparisonResult, diffPNG: [UInt8]?
        // The golden is decoded a band of rows at a time and the diff written as it is drawn: the
        // render is the only whole image held.
        do {
            (comparison, diffPNG) = try ImageComparison.compare(
                golden: goldenBytes, actual: actual, options: options,
                drawDiff: artifactsDirectory != nil)
        } catch {
            throw SnapshotError(message: "\(goldenPath): corrupt golden PNG (\(error.message))")
        }
        if comparison.identicalPixels {
            // `all` gives a golden recorded before digests (or by another tool) its digest chunk,
            // its pixels untouched.
            if recordMode == .all && stored == nil { try write(try encode(actual, digest, name), to: goldenPath, inside: snapshotsDirectory) }
            return outcome
        }
        outcome.comparison = comparison
        if recordMode == .all || (recordMode == .failed && !comparison.passed) {
            try write(try encode(actual, digest, name), to: goldenPath, inside: snapshotsDirectory)
            outcome.status = .recorded
            return outcome
        }
        guard !comparison.passed else { return outcome }
        outcome.status = .failed
        try writeArtifact(name, "expected", goldenBytes, into: &outcome)
        try writeArtifact(name, "actual", actual, into: &outcome)
        if let diffPNG { try writeArtifact(name, "diff", diffPNG, into: &outcome) }
        return outcome
    }

    /// The largest golden file read, in bytes.
    public static let maxGoldenBytes = 256 << 20

    /// The golden's bytes, or nil when there is none. A golden is a regular file inside the
    /// snapshots folder after every link is resolved: a symlink, a file under a linked folder
    /// that leads elsewhere, or a dangling link is refused (never read, never copied, never
    /// written through).
    public func readGolden(at path: String) throws(SnapshotError) -> [UInt8]? {
        guard AssetFolders.realPath(snapshotsDirectory) != nil else { return nil }
        switch AssetFolders(folders: [snapshotsDirectory]).resolve(path: path) {
        case .outside:
            throw SnapshotError(
                message:
                    "\(path): leads outside \(snapshotsDirectory) through a symbolic link; a golden is a regular file inside the snapshots folder")
        case .missing:
            return nil
        case let .inside(real):
            // A link at the golden's own path is refused even when it stays inside; the real path
            // is read without following any link, so a folder swapped for one since is refused.
            var info = stat()
            let linked = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
            do throws(RegularFile.Failure) {
                if linked { throw .notRegular }
                return try RegularFile.read(real, limit: SnapshotVerifier.maxGoldenBytes, followingLinks: false)
            } catch .notRegular {
                throw SnapshotError(message: "\(path): is not a regular file (a symbolic link or a folder); a golden is a regular file")
            } catch {
                throw SnapshotError(message: "\(path): \(error.reason)")
            }
        }
    }

    func encode(_ image: StraightImage, _ name: String) throws(SnapshotError) -> [UInt8] {
        do { return try PNGCodec.encode(image) } catch { throw SnapshotError(message: "\(name): cannot encode: \(error.message)") }
    }

    /// A golden: the image's PNG with the digest chunk of its pixels.
    func encode(_ image: StraightImage, _ digest: PixelDigest, _ name: String) throws(SnapshotError) -> [UInt8] {
        GoldenDigest.adding(digest, to: try encode(image, name))
    }

    /// Writes `<artifacts>/<name>-<suffix>.png` (nothing without an artifacts folder).
    func writeArtifact(
        _ name: String, _ suffix: String, _ png: @autoclosure () throws(SnapshotError) -> [UInt8],
        into outcome: inout SnapshotOutcome
    ) throws(SnapshotError) {
        guard let artifactsDirectory else { return }
        let path = (artifactsDirectory as NSString).appendingPathComponent("\(name)-\(suffix).png")
        try write(try png(), to: path, inside: artifactsDirectory)
        outcome.artifacts.append(path)
    }

    func writeArtifact(_ name: String, _ suffix: String, _ image: StraightImage, into outcome: inout SnapshotOutcome) throws(SnapshotError) {
        try writeArtifact(name, suffix, try encode(image, name), into: &outcome)
    }

    /// Writes `bytes` atomically to `path`, creating its folders, with every folder below `root`
    /// reached by descriptors without following a link (`AtomicFile.write(_:to:within:)`): a
    /// planted link to a folder elsewhere, or a folder swapped for one while the run writes, is
    /// refused, never written through.
    func write(_ bytes: [UInt8], to path: String, inside root: String) throws(SnapshotError) {
        do { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) } catch {
            throw SnapshotError(message: "\(path): cannot create its folder: \(error.localizedDescription)")
        }
        do { try AtomicFile.write(bytes, to: path, within: root) } catch { throw SnapshotError(message: error.message) }
    }
}
