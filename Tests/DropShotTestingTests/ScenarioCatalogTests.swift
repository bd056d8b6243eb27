import DropShotRender
import Foundation
import TestUtilities
import Testing

@testable import DropShotTesting

/// `check`'s catalog keeps a summary of each scenario and, up to a budget, its documents: a
/// variant read again when its job starts gives the rows the kept one gives, a file changed
/// between the two readings is an ERROR row, and the shelf never holds more than its budget.
@Suite struct ScenarioCatalogTests {
    /// Two scenarios: one in four variants with a checkpoint, one plain.
    static func folder() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write(
            "board.json",
            """
            { "canvas": {"width": 200, "height": 240, "scale": 1},
              "config": {"fixedCellSize": [60, 40]},
              "collections": [ {"id": "a", "role": "list", "frame": [0, 0, 200, 110], "items": [ {"id": "x", "label": "One"}, {"id": "y", "label": "Two"} ]},
                               {"id": "b", "role": "list", "frame": [0, 120, 200, 110], "items": [ {"id": "z", "label": "Three"} ]} ],
              "variants": {"appearance": ["light", "dark"], "layoutDirection": ["leftToRight", "rightToLeft"]},
              "checkpoints": [{"name": "mid", "step": 2}],
              "events": [ {"type": "press", "at": {"collection": "a", "index": 0}, "t": 0},
                          {"type": "move", "at": {"collection": "b", "index": 0}, "t": 0.3},
                          {"type": "release", "at": {"collection": "b", "index": 0}, "t": 0.6} ] }
            """)
        try workspace.write("plain.json", scenarioJSON)
        return workspace
    }

    static func catalog(_ workspace: Workspace, keptBytes: Int) throws -> ScenarioCatalog {
        ScenarioCatalog(
            directory: workspace.url.path, files: try ScenarioCatalog.files(in: workspace.url.path), assets: [], workers: 2,
            keptBytes: keptBytes)
    }

    /// Every unit's rows, as `check` makes them.
    static func rows(_ catalog: ScenarioCatalog, _ verifier: SnapshotVerifier) -> [String] {
        catalog.units.flatMap { unit in
            catalog.check(unit.file, variant: unit.variant, verifier: verifier, itemImages: catalog.itemImages).map {
                "\($0.status) \($0.name): \($0.message)"
            }
        }
    }

    @Test func aVariantReadAgainGivesTheRowsOfTheKeptOne() throws {
        let workspace = try ScenarioCatalogTests.folder()
        let snapshots = workspace.path("goldens")
        let recorded = ScenarioCatalogTests.rows(
            try ScenarioCatalogTests.catalog(workspace, keptBytes: DocumentShelf.checkDefault),
            SnapshotVerifier(snapshotsDirectory: snapshots, recordMode: .missing))
        #expect(recorded.count == 9 && recorded.allSatisfy { $0.hasPrefix("recorded ") }, "\(recorded)")

        let verifier = SnapshotVerifier(snapshotsDirectory: snapshots, recordMode: .never)
        let kept = try ScenarioCatalogTests.catalog(workspace, keptBytes: DocumentShelf.checkDefault)
        let readAgain = try ScenarioCatalogTests.catalog(workspace, keptBytes: 0)
        #expect(kept.shelf.keptBytes > 0 && readAgain.shelf.keptBytes == 0)
        let keptRows = ScenarioCatalogTests.rows(kept, verifier), readAgainRows = ScenarioCatalogTests.rows(readAgain, verifier)
        #expect(keptRows.count == 9 && keptRows.allSatisfy { $0.hasPrefix("pass ") }, "\(keptRows)")
        #expect(readAgainRows == keptRows)
        // Each variant's job took its document off the shelf: nothing is left behind.
        for unit in kept.units { #expect(kept.shelf.take(unit.file, variant: unit.variant!) == nil) }
    }

    @Test func aFileChangedBetweenTheTwoReadingsIsAnErrorRow() throws {
        let workspace = try ScenarioCatalogTests.folder()
        let catalog = try ScenarioCatalogTests.catalog(workspace, keptBytes: 0)
        let board = try #require(catalog.files.firstIndex { $0.name == "board" })
        // Now two variants, not four: the scenario's own values (still the first) and AX3, where
        // the catalog named right to left second.
        let changed = try String(contentsOfFile: workspace.path("board.json"), encoding: .utf8).replacingOccurrences(
            of: #""layoutDirection": ["leftToRight", "rightToLeft"]"#, with: #""contentSize": ["L", "AX3"]"#)
        try workspace.write("board.json", changed.replacingOccurrences(of: #""appearance": ["light", "dark"], "#, with: ""))
        let verifier = SnapshotVerifier(snapshotsDirectory: workspace.path("goldens"), recordMode: .missing)
        for variant in 1..<4 {
            let rows = catalog.check(board, variant: variant, verifier: verifier, itemImages: [])
            #expect(rows.count == 1 && rows[0].status == .error, "\(rows)")
            #expect(rows.first?.message.contains("the file changed while it was being checked") == true, "\(rows)")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("goldens")))
    }

    /// A file the shelf did not keep is read again once for all its variants (its JSON parsed and
    /// its catalogs opened once): after its first variant's job, the file on disk is no longer read.
    @Test func aFileReadAgainIsReadOnceForAllItsVariants() throws {
        let workspace = try ScenarioCatalogTests.folder()
        let catalog = try ScenarioCatalogTests.catalog(workspace, keptBytes: 0)
        let board = try #require(catalog.files.firstIndex { $0.name == "board" })
        let verifier = SnapshotVerifier(snapshotsDirectory: workspace.path("goldens"), recordMode: .missing)
        let first = catalog.check(board, variant: 0, verifier: verifier, itemImages: [])
        #expect(first.count == 2 && first.allSatisfy { $0.status == .recorded }, "\(first)")
        try workspace.write("board.json", "not JSON")
        for variant in 1..<4 {
            let rows = catalog.check(board, variant: variant, verifier: verifier, itemImages: [])
            #expect(rows.count == 2 && rows.allSatisfy { $0.status == .recorded }, "\(rows)")
        }
    }

    @Test func theShelfKeepsNoMoreThanItsBudget() throws {
        let document = try ScenarioDocument.load(json: Array(scenarioJSON.utf8), path: "plain.json")
        let shelf = DocumentShelf(budget: 1000)
        shelf.keep(document, of: 0, variant: 0, bytes: 600)
        shelf.keep(document, of: 1, variant: 0, bytes: 600)
        shelf.keep(document, of: 2, variant: 0, bytes: 400)
        #expect(shelf.keptBytes == 1000)
        #expect(shelf.take(1, variant: 0) == nil)
        #expect(shelf.take(0, variant: 0) != nil && shelf.take(0, variant: 0) == nil)
        #expect(shelf.take(2, variant: 0) != nil)
    }

    /// Trust, sixth pass: a file of many variants was decoded whole (every variant at once) and
    /// kept whole when its bytes fit, so a 1.6 MB file of 256 variants held 256 decoded copies.
    /// Each variant now counts as a copy of its file: a budget of two copies keeps two of four.
    @Test func eachVariantKeptCountsAsACopyOfItsFile() throws {
        let workspace = try ScenarioCatalogTests.folder()
        try FileManager.default.removeItem(atPath: workspace.path("plain.json"))
        let bytes = try Data(contentsOf: workspace.url.appendingPathComponent("board.json")).count
        let catalog = try ScenarioCatalogTests.catalog(workspace, keptBytes: 2 * bytes)
        #expect(catalog.shelf.keptBytes == 2 * bytes)
        let kept = (0..<4).filter { catalog.shelf.take(0, variant: $0) != nil }
        #expect(kept == [0, 1])
    }
}
