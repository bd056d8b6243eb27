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
                    rows.append(try compare(golden, image.joined(), folder: folder))
                }
            } catch let error as StudioError {
                rows.append(ReportRow(name: name, status: .error, message: error.message))
            } catch {
                rows.append(ReportRow(name: name, status: .error, message: oneLine("\(error)")))
            }
        }
        return rows
    }

    private func compare(_ name: String, _ canvas: Canvas, folder: StudioFolder) throws -> ReportRow {
        let actual = try PNGCodec.encode(canvas)
        // Read as `check` reads goldens: a regular file inside the snapshots folder, after links.
        let verifier = SnapshotVerifier(snapshotsDirectory: folder.snapshots, recordMode: .never)
        guard let bytes = try verifier.readGolden(at: verifier.goldenPath(named: name)) else {
            images[name] = ["actual": actual]
            return ReportRow(name: name, status: .missing, message: "no golden yet")
        }
        let expected = try PNGCodec.decodeStraight(bytes)
        let comparison = ImageComparison.compare(expected: expected, actual: StraightImage(canvas), drawDiff: true)
        if comparison.passed { return ReportRow(name: name, status: .pass, message: "") }
        var kept = ["expected": bytes, "actual": actual]
        if let diff = comparison.diffImage { kept["diff"] = try PNGCodec.encode(diff) }
        images[name] = kept
        return ReportRow(name: name, status: .fail, message: comparison.summary)
    }

    /// One image of a failure: `expected`, `actual` or `diff`.
    func image(_ name: String, kind: String) -> [UInt8]? { images[name]?[kind] }

    /// Accepts the change of `name`: records its golden as `--record failed` would for it alone.
    func accept(_ name: String, folder: StudioFolder) throws(StudioError) {
        let scenario = String(name.split(separator: "@", maxSplits: 1)[0]) + ".json"
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
