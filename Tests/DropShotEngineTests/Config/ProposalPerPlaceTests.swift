import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// An item's own `dropProposal` is the app's answer over its place (UIKit asks
/// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)` per destination index path):
/// an "Archive" cell takes drops into it in a column that inserts between its cells.
@Suite struct ProposalPerPlaceTests {
    func board() throws -> Scenario {
        try scenario(
            """
            { "behaviour": "uikit", "canvas": {"width": 400, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [180, 50], "minLineSpacing": 10 },
              "collections": [
                { "id": "column", "role": "list", "frame": [0, 0, 200, 400], "items": [
                    {"id": "a0"}, {"id": "archive", "dropProposal": {"operation": "move", "intent": "insertIntoDestinationIndexPath"}}, {"id": "a2"} ] },
                { "id": "inbox", "role": "list", "frame": [200, 0, 200, 400], "items": [ {"id": "b0"} ] } ] }
            """)
    }

    /// Drags inbox's b0 to `to` with the system's lift and lets go there.
    func drop(at to: (Arena) -> Point) throws -> Arena {
        var arena = Arena(scenario: try board())
        arena.recordNotices()
        let target = to(arena)
        arena.apply(.press(arena.snapshot().collections[1].cells[0].frame.center, t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(target, t: 0.6))
        arena.apply(.release(target, t: 0.7))
        return arena
    }

    @Test func overTheArchiveCellTheDropGoesIntoIt() throws {
        let arena = try drop { $0.snapshot().collections[0].cells[1].frame.center }
        // Nothing is reordered: the app takes b0 into the archive.
        #expect(arena.model.slots[0] == ["a0", "archive", "a2"])
        #expect(
            arena.calls.contains(
                "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)(column, [0, 1], move, insertIntoDestinationIndexPath)"))
        #expect(arena.calls.contains { $0.hasPrefix("collectionView(_:performDropWith:)(column, [0, 1], move, insertIntoDestinationIndexPath") })
    }

    /// Over a2 the item takes a2's index path (UIKit's cell under the touch, `cellAsDrawn`).
    @Test func overAnotherCellOfTheColumnItsOwnProposalInserts() throws {
        let arena = try drop { arena in
            let a2 = arena.snapshot().collections[0].cells[2].frame
            return Point(a2.midX, a2.maxY - 5)
        }
        #expect(arena.model.slots[0] == ["a0", "archive", "b0", "a2"])
        #expect(
            arena.calls.contains(
                "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)(column, [0, 2], move, insertAtDestinationIndexPath)"))
    }

    @Test func theStateShowsTheProposalUnderTheDrag() throws {
        var arena = Arena(scenario: try board())
        let archive = arena.snapshot().collections[0].cells[1].frame.center
        arena.apply(.press(arena.snapshot().collections[1].cells[0].frame.center, t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(archive, t: 0.6))
        #expect(arena.snapshot().drag?.proposal?.intent == .insertIntoDestinationIndexPath)
        let a0 = arena.snapshot().collections[0].cells[0].frame
        arena.apply(.move(Point(a0.midX, a0.minY + 5), t: 0.8))
        #expect(arena.snapshot().drag?.proposal?.intent == .insertAtDestinationIndexPath)
    }

    @Test func theKeyIsWrittenBackAsRead() throws {
        let item = try board().collections[0].items[1]
        #expect(item.dropProposal == DropProposal(operation: .move, intent: .insertIntoDestinationIndexPath))
        guard case let .object(top) = try board().json, case let .array(collections)? = top.first(where: { $0.key == "collections" })?.value,
            case let .object(column) = collections[0], case let .array(items)? = column.first(where: { $0.key == "items" })?.value,
            case let .object(archive) = items[1]
        else {
            Issue.record("no items written")
            return
        }
        #expect(archive.contains { $0.key == "dropProposal" })
    }
}
