import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// A one-column list of four 280 x 50 rows 10 points apart (row i at y = 60i ... 60i + 50), a
/// second list below it, under a system preset (docs/NATIVE.md).
func nativeList(_ behaviour: String, config: String = "", otherConfig: String = "") throws -> Scenario {
    try scenario(
        """
        { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 600, "scale": 1},
          "config": { "fixedCellSize": [280, 50], "minLineSpacing": 10 \(config) },
          "collections": [
            { "id": "list", "role": "list", "frame": [0, 0, 300, 250], "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"} ] },
            { "id": "other", "role": "list", "frame": [0, 300, 300, 250], "config": { \(otherConfig) }, "items": [ {"id": "x"}, {"id": "y"} ] }
          ] }
        """)
}

/// The centre of row `i` of the first list, moved by `dy`.
func row(_ i: Int, _ dy: Double = 0) -> Point { Point(140, 25 + 60 * Double(i) + dy) }

extension Arena {
    /// The ids of a collection's cells as drawn now.
    func shown(_ collection: Int) -> [String?] { snapshot().collections[collection].cells.map { $0.item?.id } }
    /// The calls the host has had so far, as `method(arguments)`.
    var calls: [String] { hostCalls().map(\.description) }
}

@Suite struct NativePresetTests {
    /// Lifts row `i` as the system does: a press held past the 0.325 s lift.
    func lifted(_ s: Scenario, _ i: Int = 0) -> Arena {
        var arena = Arena(scenario: s)
        arena.recordNotices()
        arena.apply(.press(row(i), t: 0))
        arena.apply(.hold(t: 0.4))
        return arena
    }

    // MARK: uikit

    /// Model (NATIVE.md): UIKit's lift delay, 0.325 s (`_UIDragInteractionDefaultLiftDelay`).
    @Test func uikitLiftsAfterTheSystemsDelay() throws {
        var arena = Arena(scenario: try nativeList("uikit"))
        arena.apply(.press(row(0), t: 0))
        arena.apply(.hold(t: 0.32))
        #expect(arena.snapshot().drag == nil)
        arena.apply(.hold(t: 0.33))
        #expect(arena.snapshot().drag?.item.id == "a")
        #expect(arena.snapshot().drag?.ghostScale == 1.05 && arena.snapshot().drag?.ghostAlpha == 1)
    }

    /// Model: held still 3 s after the lift, the lift is cancelled (a miss); a move within that time keeps it.
    @Test func aLiftHeldStillForThreeSecondsIsCancelled() throws {
        var held = lifted(try nativeList("uikit"))
        held.apply(.move(row(0, 5), t: 3.0))
        held.apply(.move(row(2, 10), t: 3.5))
        #expect(held.snapshot().drag == nil && held.lastOutcome == .miss)
        #expect(held.shown(0) == ["a", "b", "c", "d"])
        var moved = lifted(try nativeList("uikit"))
        moved.apply(.move(row(1), t: 1))
        moved.apply(.hold(t: 5))
        #expect(moved.snapshot().drag?.item.id == "a", "a lift that moved 10 points is not cancelled")
    }

    /// Apple (insertAtDestinationIndexPath): the others open a gap where the item would land; the
    /// data changes only at performDropWith.
    @Test func uikitOpensAGapAndChangesNothingUntilTheDrop() throws {
        var arena = lifted(try nativeList("uikit"))
        arena.apply(.move(row(2, 10), t: 0.6))
        #expect(arena.model == arena.initialModel)
        #expect(arena.shown(0) == ["b", "c", "a", "d"])
        let dragged = arena.snapshot().collections[0].cells[2]
        #expect(dragged.isDragged && dragged.item?.id == "a")
        #expect(arena.snapshot().drag?.proposal == DropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        arena.apply(.release(row(2, 10), t: 0.7))
        #expect(arena.model.slots[0] == ["b", "c", "a", "d"] && arena.historyCount == 1)
    }

    /// Apple: UICollectionViewDragDelegate and UICollectionViewDropDelegate, in order, with the index
    /// path the item would take, one performDropWith, then both ends.
    @Test func uikitHostCallsFollowTheSession() throws {
        var arena = lifted(try nativeList("uikit"))
        arena.apply(.move(row(2, 10), t: 0.6))
        arena.apply(.move(Point(140, 350), t: 0.7))
        arena.apply(.release(Point(140, 350), t: 0.8))
        let proposal = "move, insertAtDestinationIndexPath"
        #expect(
            arena.calls == [
                "collectionView(_:itemsForBeginning:at:)(list, [0, 0], [a])",
                "collectionView(_:dragSessionWillBegin:)(list, a)",
                "collectionView(_:canHandle:)(list)",
                "collectionView(_:dropSessionDidEnter:)(list)",
                "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)(list, [0, 2], \(proposal))",
                "collectionView(_:dropSessionDidExit:)(list)",
                "collectionView(_:canHandle:)(other)",
                "collectionView(_:dropSessionDidEnter:)(other)",
                "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)(other, [0, 0], \(proposal))",
                "collectionView(_:performDropWith:)(other, [0, 0], \(proposal), [a nil])",
                "collectionView(_:dragSessionDidEnd:)(list)",
                "collectionView(_:dropSessionDidEnd:)(list)",
                "collectionView(_:dropSessionDidEnd:)(other)",
            ])
        #expect(arena.model.slots[1] == ["a", "x", "y"])
    }

    /// Apple (insertIntoDestinationIndexPath): no gap, the item under the touch is the drop target,
    /// and the drop reorders nothing.
    @Test func aDropIntoAnItemReordersNothing() throws {
        let into = #", "dropProposal": {"operation": "move", "intent": "insertIntoDestinationIndexPath"}"#
        var arena = lifted(try nativeList("uikit", config: into))
        arena.apply(.move(row(2, 15), t: 0.6))
        #expect(arena.shown(0) == [nil, "b", "c", "d"], "no gap: the origin is empty, the others stay")
        #expect(arena.snapshot().collections[0].cells.map(\.isDropTarget) == [false, false, true, false])
        arena.apply(.release(row(2, 15), t: 0.7))
        #expect(arena.lastOutcome == .into && arena.historyCount == 0 && arena.model == arena.initialModel)
        #expect(arena.calls.contains("collectionView(_:performDropWith:)(list, [0, 2], move, insertIntoDestinationIndexPath)"))
    }

    /// Apple (UIDropOperation): cancel and forbidden drop nothing; forbidden is shown on the preview.
    @Test func aForbiddenProposalIsAMissShownOnThePreview() throws {
        var arena = lifted(try nativeList("uikit", otherConfig: #""dropProposal": {"operation": "forbidden", "intent": "unspecified"}"#))
        arena.apply(.move(Point(140, 330), t: 0.6))
        #expect(arena.snapshot().drag?.proposal?.operation == .forbidden)
        #expect(arena.snapshot().drag?.refused == true)
        #expect(arena.shown(1) == ["x", "y"], "no gap under a proposal that drops nothing")
        arena.apply(.release(Point(140, 330), t: 0.7))
        #expect(arena.lastOutcome == .miss && arena.model == arena.initialModel)
        #expect(!arena.calls.contains { $0.hasPrefix("collectionView(_:performDropWith:)") })
    }

    /// Apple (unspecified): no gap, and the drop still lands at the destination.
    @Test func anUnspecifiedIntentOpensNoGap() throws {
        var arena = lifted(try nativeList("uikit", config: #", "dropProposal": {"operation": "move", "intent": "unspecified"}"#))
        arena.apply(.move(row(2, 10), t: 0.6))
        #expect(arena.shown(0) == [nil, "b", "c", "d"])
        arena.apply(.release(row(2, 10), t: 0.7))
        #expect(arena.model.slots[0] == ["b", "c", "a", "d"])
    }

    /// Apple (reorderingCadence, immediate the default); model (the gate's speeds and times): slow
    /// moves the gap only once the pointer has stayed under 200 points/s for 0.12 s.
    @Test func aSlowCadenceHoldsTheGapUntilThePointerRests() throws {
        var slow = lifted(try nativeList("uikit", config: #", "reorderingCadence": "slow""#))
        slow.apply(.move(row(2, 10), t: 0.45))
        #expect(slow.shown(0) == [nil, "b", "c", "d"], "a fast move does not reorder")
        slow.apply(.hold(t: 0.5))
        #expect(slow.shown(0) == [nil, "b", "c", "d"], "0.05 s at rest is not enough")
        slow.apply(.hold(t: 0.6))
        #expect(slow.shown(0) == ["b", "c", "a", "d"])
        // After the first reorder the second pair applies: 400 points/s for 0.06 s.
        slow.apply(.move(row(3, 10), t: 0.8))
        #expect(slow.shown(0) == ["b", "c", "d", "a"], "60 points in 0.2 s is 300 points/s, under the gate")
        slow.apply(.release(row(3, 10), t: 0.8))
        #expect(slow.model.slots[0] == ["b", "c", "d", "a"])
        var immediate = lifted(try nativeList("uikit"))
        immediate.apply(.move(row(2, 10), t: 0.45))
        #expect(immediate.shown(0) == ["b", "c", "a", "d"])
        var fast = lifted(try nativeList("uikit", config: #", "reorderingCadence": "fast""#))
        fast.apply(.move(row(2, 10), t: 0.45))
        fast.apply(.hold(t: 0.52))
        #expect(fast.shown(0) == ["b", "c", "a", "d"], "fast: 0.06 s at rest")
        #expect(decodeError(#"{"config": {"reorderingCadence": "medium"}, "collections": []}"#)?.description.contains("medium") == true)
        #expect(
            decodeError(#"{"config": {"dropProposal": {"operation": "move", "intent": "sideways"}}, "collections": []}"#)?.description
                .contains("sideways") == true)
    }

    /// Apple: a multi-item drag's count sits at the preview's top trailing corner; the items move together.
    @Test func aSelectionIsDroppedTogether() throws {
        var arena = Arena(scenario: try nativeList("uikit"))
        arena.apply(.select("a"))
        arena.apply(.select("c"))
        arena.apply(.press(row(0), t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(Point(140, 310), t: 0.6))
        #expect(arena.snapshot().drag?.items.map(\.id) == ["a", "c"])
        #expect(arena.snapshot().collections[1].cells.filter(\.isDragged).count == 2)
        arena.apply(.release(Point(140, 310), t: 0.7))
        #expect(arena.model.slots[1] == ["a", "c", "x", "y"])
    }

    // MARK: uikit-table

    /// Apple: only the reorder control (the trailing 44 points) drags, at once; the body scrolls.
    @Test func onlyTheReorderControlDragsARow() throws {
        var body = Arena(scenario: try nativeList("uikit-table"))
        body.apply(.press(row(0), t: 0))
        body.apply(.move(row(2), t: 0.1))
        #expect(body.snapshot().drag == nil)
        var control = Arena(scenario: try nativeList("uikit-table"))
        control.apply(.press(Point(260, 25), t: 0))
        #expect(control.snapshot().drag?.item.id == "a", "no delay")
        // Right to left, the control is at the left.
        var mirrored = Arena(scenario: try nativeList("uikit-table", config: #", "layoutDirection": "rightToLeft""#))
        mirrored.apply(.press(Point(40, 25), t: 0))
        #expect(mirrored.snapshot().drag != nil)
    }

    /// Apple: the row stays in its table (its column kept, its frame inside the table), the
    /// delegate retargets each proposed row, and one moveRowAt:to: comes at the release.
    @Test func aTableRowMovesAlongItsTable() throws {
        var arena = Arena(scenario: try nativeList("uikit-table"))
        arena.recordNotices()
        arena.apply(.press(Point(260, 25), t: 0))
        arena.apply(.move(Point(40, 95), t: 0.1))
        arena.apply(.move(Point(500, 205), t: 0.2))
        let drag = try #require(arena.snapshot().drag)
        #expect(drag.pointer.x == 260 && drag.ghostFrame.maxY <= 250, "the row keeps its column and stays in the table")
        #expect(arena.shown(0) == ["b", "c", "d", "a"])
        arena.apply(.release(Point(500, 205), t: 0.3))
        #expect(
            arena.calls == [
                "tableView(_:canMoveRowAt:)(list, [0, 0], true)",
                "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)(list, [0, 0], [0, 1])",
                "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)(list, [0, 0], [0, 3])",
                "tableView(_:moveRowAt:to:)(list, [0, 0], [0, 3])",
            ])
        #expect(arena.model.slots[0] == ["b", "c", "d", "a"])
    }

    // MARK: SwiftUI

    /// Apple: onMove's offsets count the destination before the removal (Array.move(fromOffsets:toOffset:)).
    @Test func onMoveGetsSwiftUIsOffsets() throws {
        var arena = lifted(try nativeList("swiftui-list"))
        arena.apply(.move(row(2, 10), t: 0.6))
        #expect(arena.model == arena.initialModel, "nothing changes during the drag")
        arena.apply(.release(row(2, 10), t: 0.7))
        arena.apply(.press(row(3), t: 1))
        arena.apply(.hold(t: 1.4))
        arena.apply(.move(row(0, -10), t: 1.5))
        arena.apply(.release(row(0, -10), t: 1.6))
        // The arena has two lists: the call names the list (its ForEach).
        #expect(
            arena.calls == ["onMove(fromOffsets:toOffset:)([0], 3, collection: list)", "onMove(fromOffsets:toOffset:)([3], 0, collection: list)"])
        #expect(arena.model.slots[0] == ["d", "b", "c", "a"])
    }

    /// Apple (ReorderDifference): one move at the end, its sources and destination (.before(id) or
    /// .end), with the collection when the container holds several.
    @Test func theReorderableContainerReportsOneDifference() throws {
        var arena = lifted(try nativeList("swiftui-reorder"))
        arena.apply(.move(row(2, 10), t: 0.6))
        #expect(arena.snapshot().collections[0].cells[2].isDragged, "the placeholder shows where it will land")
        arena.apply(.release(row(2, 10), t: 0.7))
        arena.apply(.select("b"))
        arena.apply(.select("c"))
        arena.apply(.press(row(0), t: 1))
        arena.apply(.hold(t: 1.4))
        arena.apply(.move(Point(140, 420), t: 1.5))
        arena.apply(.release(Point(140, 420), t: 1.6))
        #expect(
            arena.calls == [
                "move(sources: [a], destination: .before(d), collectionID: list)",
                "move(sources: [b, c], destination: .end, collectionID: other)",
            ])
    }

    /// Each preset works from the Swift builders as from JSON.
    @Test func thePresetsBuildInSwift() throws {
        for behaviour in [Behaviour.uikit, .uikitTable, .swiftuiList, .swiftuiReorder] {
            let built = try Scenario(behaviour: behaviour, config: { $0.layout.fixedCellSize = Size(280, 50) }) {
                ScenarioCollection("list", role: .list, frame: Rect(0, 0, 300, 250)) {
                    ItemSpec(id: "a")
                    ItemSpec(id: "b")
                }
            }
            let json = try scenario(
                #"{"behaviour": "\#(behaviour.rawValue)", "config": {"fixedCellSize": [280, 50]}, "collections": [{"id": "list", "role": "list", "frame": [0, 0, 300, 250], "items": [{"id": "a"}, {"id": "b"}]}]}"#
            )
            #expect(built.collections[0].config == json.collections[0].config, "\(behaviour)")
        }
    }
}
