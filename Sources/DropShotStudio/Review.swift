import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotTesting
import Foundation

/// The review: every scenario's final state and checkpoints compared with their goldens, as
/// `dropshot check` does (the same names, comparison and rows), with the images of each failure
/// kept in memory for the page; nothing is written until a change is accepted.
actor Review {
    /// Per failing name: the golden, the render and the diff, as PNG bytes.
    private var images: [String: [String: [UInt8]]] = [:]

    /// Checks every scenario of `folder`.
    func run(_ folder: StudioFolder) -> [ReportRow] {
        images = [:]
        var rows: [ReportRow] = []
        for relative in folder.scenarioPaths() {
            let name = String(relative.dropLast(".json".count))
            do {
                let document = try folder.document(relative)
                try document.renderCheckpointsDigested { checkpoint, image in
                    let golden = checkpoint.map { "\(name)@\($0.name)" } ?? name
                    rows.append(try compare(golden, image.joined(), digest: image.digest, folder: folder))
                }
            } catch let error as StudioError {
                rows.append(ReportRow(name: name, status: .error, message: error.message))
            } catch {
                rows.append(ReportRow(name: name, status: .error, message: oneLine("\(error)")))
            }
        }
        return rows
    }

    /// The verdict of `name` as `check` reaches it (one code path: `SnapshotVerifier`, its digest,
    /// exact comparison, nothing recorded), with the images of a failure kept for the page.
    private func compare(_ name: String, _ canvas: Canvas, digest: PixelDigest?, folder: StudioFolder) throws -> ReportRow {
        let verifier = SnapshotVerifier(snapshotsDirectory: folder.snapshots, recordMode: .never)
        let outcome = try verifier.verify(named: name, digest: digest ?? PixelDigest(of: canvas)) { canvas }
        switch outcome.status {
        case .passed, .recorded:
            return ReportRow(name: name, status: .pass, message: "")
        case .missing:
            images[name] = ["actual": try PNGCodec.encode(canvas)]
            return ReportRow(name: name, status: .missing, message: "no golden yet")
        case .failed:
            // The verdict is the verifier's; the diff picture is drawn for the page alone.
            let bytes = try verifier.readGolden(at: outcome.goldenPath) ?? []
            var kept = ["expected": bytes, "actual": try PNGCodec.encode(canvas)]
            let comparison = ImageComparison.compare(expected: try PNGCodec.decodeStraight(bytes), actual: StraightImage(canvas), drawDiff: true)
            if let diff = comparison.diffImage { kept["diff"] = try PNGCodec.encode(diff) }
            images[name] = kept
            return ReportRow(name: name, status: .fail, message: outcome.comparison?.summary ?? comparison.summary)
        }
    }

    /// One image of a failure: `expected`, `actual` or `diff`.
    func image(_ name: String, kind: String) -> [UInt8]? { images[name]?[kind] }

    /// Accepts the change of `name`: records its golden as `--record failed` would for it alone.
    func accept(_ name: String, folder: StudioFolder) throws(StudioError) {
        guard let stem = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first, !stem.isEmpty else {
            throw .badRequest("\(JSONValue.echo(name)): not a golden's name (NAME or NAME@CHECKPOINT)")
        }
        let scenario = String(stem) + ".json"
        let document = try folder.document(scenario)
        let verifier = SnapshotVerifier(snapshotsDirectory: folder.snapshots, recordMode: .failed, options: .exact,
                                        artifactsDirectory: nil)
        var found = false
        do {
            try document.renderCheckpointsDigested { checkpoint, image in
                let golden = checkpoint.map { "\(scenario.dropLast(5))@\($0.name)" } ?? String(scenario.dropLast(5))
                guard golden == name else { return }
                found = true
                _ = try verifier.verify(image.joined(), named: golden, digest: image.digest)
            }
        } catch {
            throw .invalid(oneLine("\(error)"))
        }
        guard found else { throw .notFound("\(JSONValue.echo(name)): no such golden") }
        images[name] = nil
    }
}
