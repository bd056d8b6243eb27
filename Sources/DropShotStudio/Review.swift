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

    /// Checks every scenario of `folder` with `check`'s own step (`ScenarioCatalog`: the same
    /// walk, skipped files, names, digests, comparison and rows, orphans included), keeping the
    /// images of each FAIL and MISSING for the page. Paths in messages are relative to the folder.
    func run(_ folder: StudioFolder) throws(StudioError) -> [ReportRow] {
        let catalog = try folder.catalog()
        let verifier = SnapshotVerifier(snapshotsDirectory: folder.snapshots, recordMode: .never)
        let itemImages = catalog.itemImages
        var kept: [String: [String: [UInt8]]] = [:]
        var rows: [ReportRow] = []
        for file in catalog.files.indices {
            rows += StudioFolder.renders.withPixels(catalog.pixels(of: file)) {
                catalog.check(file, verifier: verifier, itemImages: itemImages) { outcome, canvas in
                    kept[outcome.name] = try Review.images(of: outcome, canvas, verifier: verifier)
                }
            }
        }
        rows += catalog.orphans(in: folder.snapshots, skipping: [], delete: false)
        images = kept
        return rows.map { row in
            var row = row
            row.message = folder.withoutRoot(row.message)
            return row
        }
    }

    /// The PNGs the page shows for a FAIL (golden, render, diff) or a MISSING (render). The
    /// verdict is the verifier's; the diff picture is drawn for the page alone.
    private static func images(of outcome: SnapshotOutcome, _ canvas: Canvas, verifier: SnapshotVerifier) throws -> [String: [UInt8]] {
        var kept = ["actual": try PNGCodec.encode(canvas)]
        guard outcome.status == .failed, let bytes = try verifier.readGolden(at: outcome.goldenPath) else { return kept }
        kept["expected"] = bytes
        kept["diff"] = try ImageComparison.compare(golden: bytes, canvas: canvas, drawDiff: true).diffPNG
        return kept
    }

    /// A row as the page reads it: its name, status and message, the message's own words
    /// (`detail`: the row's own, without the name or `check`'s hint on recording, accepting or
    /// pruning; paths under the snapshots folder shortened), and the screen it belongs to
    /// (`scenario`, with its checkpoint), its `variant` and whether it is the accessibility image,
    /// so the page groups a screen's variants.
    static func json(of row: ReportRow, snapshots: String) -> JSONValue {
        var detail = row.detail ?? row.message
        detail = detail.replacingOccurrences(of: snapshots + "/", with: "")
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(row.name)), ("status", .string(row.status.rawValue)), ("message", .string(row.message)), ("detail", .string(detail)),
        ]
        if let golden = GoldenName(parsing: row.name) {
            members.append(("scenario", .string(GoldenName(scenario: golden.scenario, checkpoint: golden.checkpoint).description)))
            members.append(("variant", .string(golden.variant ?? "")))
            members.append(("accessibility", .bool(golden.accessibility)))
        }
        return .object(members)
    }

    /// One image of a failure: `expected`, `actual` or `diff`.
    func image(_ name: String, kind: String) -> [UInt8]? { images[name]?[kind] }

    /// Accepts the change of `name`: records its golden as `--record failed` would for it alone.
    func accept(_ name: String, folder: StudioFolder) throws(StudioError) {
        guard let golden = GoldenName(parsing: name) else {
            throw .badRequest("\(JSONValue.echo(name)): not a golden's name (NAME or NAME\(GoldenName.separator)CHECKPOINT, then ~VARIANT)")
        }
        // Only a golden the file has: a variant it does not declare would be an orphan no run prunes.
        guard try folder.variantNames(golden.scenario + ".json").contains(golden.variant ?? "") else {
            throw .notFound("\(JSONValue.echo(name)): no such golden (the file declares no variant \(JSONValue.echo(golden.variant ?? "")))")
        }
        let document = try folder.document(golden.scenario + ".json", variant: golden.variant)
        let verifier = SnapshotVerifier(
            snapshotsDirectory: folder.snapshots, recordMode: .failed, options: .exact,
            artifactsDirectory: nil)
        var found = false
        do {
            // Only a scenario with accessibility goldens has them: another's would be an orphan.
            if golden.accessibility, document.scenario.accessibilitySnapshot {
                try document.renderAccessibilityCheckpoints { checkpoint, image in
                    guard GoldenName(scenario: golden.scenario, checkpoint, variant: document.variant, accessibility: true) == golden else { return }
                    found = true
                    _ = try verifier.verify(image, named: name)
                }
            } else if !golden.accessibility {
                try document.renderCheckpointBands(digesting: true) { checkpoint, image in
                    guard GoldenName(scenario: golden.scenario, checkpoint, variant: document.variant) == golden else { return }
                    found = true
                    _ = try verifier.verify(image.joined(), named: name, digest: image.digest)
                }
            }
        } catch {
            throw .invalid(oneLine("\(error)"))
        }
        guard found else { throw .notFound("\(JSONValue.echo(name)): no such golden") }
        images[name] = nil
    }
}
