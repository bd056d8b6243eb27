import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The native presets' host calls are what UIKit and SwiftUI hand an app (docs/NATIVE.md, "Host
/// calls"): index paths in the app's sections, one call per drop with every item, copies that
/// copy, and the drop where the last update said.
@Suite struct NativeHostCallTests {
    /// One list of two sections of one row each (rows of 280 x 50, untitled sections).
    func twoSections(_ behaviour: String) throws -> Scenario {
        try scenario(
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [280, 50], "minLineSpacing": 10 },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 400],
                "sections": [ {"items": [{"id": "s0_0"}]}, {"items": [{"id": "s1_0"}]} ] } ] }
            """)
    }

    /// Drags from `from` to `to` with the system's lift, and lets go there.
    func drag(_ arena: inout Arena, from: Point, to: Point, t: Double = 0) {
        arena.apply(.press(from, t: t))
        arena.apply(.hold(t: t + 0.4))
        arena.apply(.move(to, t: t + 0.6))
        arena.apply(.release(to, t: t + 0.7))
    }

    /// Apple (UICollectionViewDropDelegate): the destination index path names the section the
    /// item lands in, counted after the removal; the table's `moveRowAt:to:` too.
    @Test func indexPathsNameTheSectionTheItemLandsIn() throws {
        var arena = Arena(scenario: try twoSections("uikit"))
        arena.recordNotices()
        let second = arena.snapshot().collections[0].cells[1].frame
        drag(&arena, from: arena.snapshot().collections[0].cells[0].frame.center, to: Point(second.midX, second.minY + 10))
        // The flat order is the same: s0_0 left the first section for the start of the second.
        #expect(arena.model.slots[0] == ["s0_0", "s1_0"] && arena.model.sectionCounts[0] == [0, 2])
        #expect(
            arena.calls.contains("collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)(list, [1, 0], move, insertAtDestinationIndexPath)")
        )
        #expect(arena.calls.contains("collectionView(_:performDropWith:)(list, [1, 0], move, insertAtDestinationIndexPath, [s0_0 [0, 0]])"))

        var table = Arena(scenario: try twoSections("uikit-table"))
        table.recordNotices()
        let row = table.snapshot().collections[0].cells[0].frame
        table.apply(.press(Point(row.maxX - 10, row.midY), t: 0))
        table.apply(.move(Point(row.maxX - 10, second.minY + 10), t: 0.2))
        table.apply(.release(Point(row.maxX - 10, second.minY + 10), t: 0.3))
        #expect(table.model.slots[0] == ["s0_0", "s1_0"] && table.model.sectionCounts[0] == [0, 2])
        #expect(
            table.calls == [
                "tableView(_:canMoveRowAt:)(list, [0, 0], true)",
                "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)(list, [0, 0], [1, 0])",
                "tableView(_:moveRowAt:to:)(list, [0, 0], [1, 0])",
            ])
    }

    /// Apple (`onMove`): one call with every moved row's offset, in the `IndexSet`'s order,
    /// whatever order they were selected in; the rows land in that order.
    @Test func onMoveIsOneCallWithEverySelectedRow() throws {
        for order in [["a", "c"], ["c", "a"]] {
            var arena = Arena(scenario: try nativeList("swiftui-list", config: #", "selectionMode": "events""#))
            arena.recordNotices()
            for id in order { arena.apply(.select(id)) }
            drag(&arena, from: row(0), to: row(3, 15))
            #expect(arena.calls == ["onMove(fromOffsets:toOffset:)([0, 2], 4, collection: list)"], "selected \(order)")
            #expect(arena.model.slots[0] == ["b", "d", "a", "c"])
        }
    }

    /// Apple (`onMove`, one per `ForEach`): a row stays in its section; a place in another takes nothing.
    @Test func aSwiftUIRowStaysInItsSection() throws {
        var arena = Arena(scenario: try twoSections("swiftui-list"))
        arena.recordNotices()
        let second = arena.snapshot().collections[0].cells[1].frame
        drag(&arena, from: arena.snapshot().collections[0].cells[0].frame.center, to: Point(second.midX, second.maxY - 5))
        #expect(arena.model == arena.initialModel && arena.lastOutcome == .miss && arena.calls.isEmpty)
    }

    /// Apple (`tableView(_:moveRowAt:to:)` names one row): the reorder control moves its own row;
    /// a selection does not ride along.
    @Test func theReorderControlMovesOneRow() throws {
        var arena = Arena(scenario: try nativeList("uikit-table", config: #", "selectionMode": "events""#))
        arena.recordNotices()
        arena.apply(.select("a"))
        arena.apply(.select("c"))
        arena.apply(.press(Point(260, 25), t: 0))
        arena.apply(.move(Point(260, 205), t: 0.2))
        arena.apply(.release(Point(260, 205), t: 0.3))
        #expect(arena.model.slots[0] == ["b", "c", "d", "a"])
        #expect(arena.calls.last == "tableView(_:moveRowAt:to:)(list, [0, 0], [0, 3])")
    }

    /// Apple (UICollectionViewDropCoordinator: the destination is the last hit-tested index
    /// path): a quick drop into another list under a `slow` cadence lands, before the gate opened.
    @Test func aQuickDropUnderACadenceLands() throws {
        var arena = Arena(scenario: try nativeList("uikit", config: #", "reorderingCadence": "slow""#))
        arena.recordNotices()
        arena.apply(.press(row(0), t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(Point(140, 310), t: 0.42))
        arena.apply(.release(Point(140, 310), t: 0.43))
        #expect(arena.model.slots[1] == ["a", "x", "y"])
        let updates = arena.calls.filter { $0.hasPrefix("collectionView(_:dropSessionDidUpdate:") }
        #expect(updates.last == "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)(other, [0, 0], move, insertAtDestinationIndexPath)")
        #expect(arena.calls.contains("collectionView(_:performDropWith:)(other, [0, 0], move, insertAtDestinationIndexPath, [a nil])"))
    }

    /// Apple (`performDropWith`, one call per drop at the coordinator's destination): let go on its
    /// own place the item is still dropped, at its own index path, and a release away from the
    /// last move is hit-tested there first.
    @Test func aDropIsADropAtTheLastUpdate() throws {
        var own = Arena(scenario: try nativeList("uikit"))
        own.recordNotices()
        drag(&own, from: row(1), to: row(1, 5))
        #expect(own.model == own.initialModel)
        #expect(own.calls.contains("collectionView(_:performDropWith:)(list, [0, 1], move, insertAtDestinationIndexPath, [b [0, 1]])"))
        var away = Arena(scenario: try nativeList("uikit"))
        away.recordNotices()
        away.apply(.press(row(0), t: 0))
        away.apply(.hold(t: 0.4))
        away.apply(.move(row(2, 10), t: 0.5))
        away.apply(.release(row(3, 10), t: 0.6))
        let calls = away.calls.filter { $0.contains("dropSessionDidUpdate") || $0.contains("performDropWith") }
        #expect(
            calls.suffix(2) == [
                "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)(list, [0, 3], move, insertAtDestinationIndexPath)",
                "collectionView(_:performDropWith:)(list, [0, 3], move, insertAtDestinationIndexPath, [a [0, 0]])",
            ])
        #expect(away.model.slots[0] == ["b", "c", "d", "a"])
    }

    /// Apple (UIDropOperation `copy`): the source keeps its item, also while the drag is over the
    /// other list; the destination gains a copy, `a+1` (docs/NATIVE.md, "Copies").
    @Test func aCopyLeavesTheOriginal() throws {
        let copy = #""dropProposal": {"operation": "copy", "intent": "insertAtDestinationIndexPath"}"#
        var arena = Arena(scenario: try nativeList("uikit", otherConfig: copy))
        arena.recordNotices()
        arena.apply(.press(row(0), t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(Point(140, 310), t: 0.6))
        #expect(arena.shown(0) == ["a", "b", "c", "d"] && arena.shown(1) == ["a+1", "x", "y"])
        arena.apply(.release(Point(140, 310), t: 0.7))
        #expect(arena.model.slots[0] == ["a", "b", "c", "d"] && arena.model.slots[1] == ["a+1", "x", "y"])
        #expect(arena.calls.contains("collectionView(_:performDropWith:)(other, [0, 0], copy, insertAtDestinationIndexPath, [a nil as a+1])"))
        #expect(arena.snapshot().collections[1].cells[0].item?.label == "a", "a copy shows its original")
        // A second copy takes the next number; undo takes the copy away.
        drag(&arena, from: row(0), to: Point(140, 310), t: 1)
        #expect(arena.model.slots[1] == ["a+2", "a+1", "x", "y"])
        arena.apply(.undo)
        arena.apply(.undo)
        #expect(arena.model == arena.initialModel)
    }

    /// Apple (`itemsForBeginning`): the items the drag carries, a selection too; a refused drag is
    /// still asked, and answers an empty array.
    @Test func itemsForBeginningNamesWhatIsDragged() throws {
        var arena = Arena(scenario: try nativeList("uikit", config: #", "selectionMode": "events""#))
        arena.recordNotices()
        arena.apply(.select("c"))
        arena.apply(.select("a"))
        drag(&arena, from: row(0), to: Point(140, 310))
        #expect(arena.calls.first == "collectionView(_:itemsForBeginning:at:)(list, [0, 0], [c, a])")
        #expect(arena.calls.contains("collectionView(_:performDropWith:)(other, [0, 0], move, insertAtDestinationIndexPath, [c nil, a nil])"))
        #expect(arena.model.slots[1] == ["c", "a", "x", "y"])
        var refused = Arena(scenario: try nativeList("uikit", config: #", "allowDrag": false"#))
        refused.recordNotices()
        drag(&refused, from: row(0), to: row(2))
        #expect(refused.calls == ["collectionView(_:itemsForBeginning:at:)(list, [0, 0], [])"])
    }
}

/// The table's reorder control reaches both ends of its table (docs/NATIVE.md).
@Suite struct TableReorderEndsTests {
    /// Apple (a row can move to any row of its table): wherever the control was pressed, a row
    /// dragged as far as its table lets it goes first or last.
    @Test(arguments: [3.0, 25.0, 47.0])
    func anyRowReachesTheFirstAndTheLastPlace(grab: Double) throws {
        for (row, to, expected) in [(3, -100.0, ["d", "a", "b", "c"]), (0, 900.0, ["b", "c", "d", "a"]), (2, -100.0, ["c", "a", "b", "d"])] {
            var arena = Arena(scenario: try nativeList("uikit-table"))
            arena.apply(.press(Point(260, 60 * Double(row) + grab), t: 0))
            arena.apply(.move(Point(260, to), t: 0.2))
            arena.apply(.release(Point(260, to), t: 0.3))
            #expect(arena.model.slots[0] == expected, "row \(row) grabbed \(grab) pt down, dragged to \(to)")
        }
    }
}

/// Apple's defaults for a proposal the scenario writes in part.
@Suite struct DropProposalDefaultTests {
    /// Apple (`UICollectionViewDropProposal(operation:intent:)`, intent `.unspecified` by default):
    /// `{"operation": "move"}` opens no gap; the drop still lands at the destination.
    @Test func aMoveWithNoIntentIsUnspecified() throws {
        var arena = Arena(scenario: try nativeList("uikit", config: #", "dropProposal": {"operation": "move"}"#))
        #expect(arena.scenario.collections[0].config.drag.dropProposal == DropProposal(operation: .move, intent: .unspecified))
        arena.apply(.press(row(0), t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(row(2, 10), t: 0.6))
        #expect(arena.shown(0) == [nil, "b", "c", "d"], "no gap")
        arena.apply(.release(row(2, 10), t: 0.7))
        #expect(arena.model.slots[0] == ["b", "c", "a", "d"])
    }
}
