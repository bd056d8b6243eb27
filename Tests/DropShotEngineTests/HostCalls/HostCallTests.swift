import Testing

@testable import DropShotEngine
@testable import DropShotFormat

@Suite struct HostCallTests {
    /// The calls of a scenario's events, as `method(arguments)` strings.
    func calls(_ scenario: Scenario, _ events: [ArenaEvent], as behaviour: Behaviour? = nil) -> [String] {
        var arena = Arena(scenario: scenario)
        arena.recordNotices()
        for event in events { arena.apply(event) }
        return arena.hostCalls(for: behaviour).map(\.description)
    }

    let dropOnTarget: [ArenaEvent] = [.press(sourceCell(0), t: 0), .move(targetCell(1), t: 0.4), .release(targetCell(1), t: 0.5)]

    @Test func nothingIsRecordedUnlessAsked() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.drag(sourceCell(0), targetCell(1))
        #expect(arena.notices.isEmpty)
        #expect(arena.hostCalls().isEmpty)
    }

    @Test func betweenKitAsksItsAssertionsThenMutates() throws {
        // Onto an item (dropOnOccupied: the occupied slot takes it): the index-path methods.
        let s = try presetGrids(
            "betweenkit", config: #""sourceItemsConsumable": true, "allowDrop": true, "dropOnOccupied": "replace""#,
            targetItems: #"{"id": "x"}, {"id": "y"}"#)
        #expect(
            calls(s, dropOnTarget) == [
                "canItemBeDraggedAt:inCollection:(0, source, YES)",
                "canItemAt:fromCollection:beDroppedTo:onCollection:(0, source, 1, target, YES)",
                "dropItemAt:fromCollection:toItemAt:onCollection:(0, source, 1, target)",
            ])
        // Onto an empty slot: indexPathForItemAtPoint: finds its cell, so the index-path methods
        // (the point decides, not whether the place holds an item).
        #expect(
            calls(try presetGrids("betweenkit", config: "\"sourceItemsConsumable\": true, \"allowDrop\": true"), dropOnTarget).suffix(2) == [
                "canItemAt:fromCollection:beDroppedTo:onCollection:(0, source, 1, target, YES)",
                "dropItemAt:fromCollection:toItemAt:onCollection:(0, source, 1, target)",
            ])
        // Into the gap between a list's cells (two 100-point cells a line, justified: 100...200 is
        // no cell's), where indexPathForItemAtPoint: finds none: the at-point methods.
        let list = try presetGrids(
            "betweenkit", config: "\"sourceItemsConsumable\": true, \"allowDrop\": true",
            targetItems: #"{"id": "x"}, {"id": "y"}"#
        )
        .withTargetRole(.list)
        let intoGap: [ArenaEvent] = [.press(sourceCell(0), t: 0), .move(Point(150, 250), t: 0.4), .release(Point(150, 250), t: 0.5)]
        #expect(
            calls(list, intoGap).suffix(2).map { $0.prefix { $0 != "(" } } == [
                "canItemAt:fromCollection:beDroppedAtPoint:onCollection:", "dropItemAt:fromCollection:toPoint:onCollection:",
            ], "\(calls(list, intoGap))")
        // Without the drop assertion (the preset's default) nothing is asked and nothing mutates.
        #expect(calls(try presetGrids("betweenkit"), dropOnTarget) == ["canItemBeDraggedAt:inCollection:(0, source, YES)"])
    }

    /// BetweenKit's `canItemBeDraggedAt:inCollection:` is a required method
    /// (I3DragDataSource.h): it is asked, and answers NO, even where `allowDrag` is false.
    @Test func betweenKitAlwaysAsksItsRequiredDragAssertion() throws {
        let s = try presetGrids("betweenkit", config: #""sourceItemsConsumable": true, "allowDrag": false"#)
        #expect(calls(s, dropOnTarget) == ["canItemBeDraggedAt:inCollection:(0, source, NO)"])
        // DropShot's own rules ask no data source about a collection that allows no drag.
        #expect(calls(try presetGrids("dropshot", config: #""sourceItemsConsumable": true, "allowDrag": false"#), dropOnTarget).isEmpty)
    }

    @Test func betweenKitAsksTheDeleteAssertionAtEveryReleaseAndTheRearrangeOneOnTheItemsOwnCell() throws {
        let s = try presetGrids("betweenkit", config: #""sourceItemsConsumable": true, "allowDelete": true, "allowRearrange": true"#)
        let ownCell: [ArenaEvent] = [.press(sourceCell(0), t: 0), .move(sourceCell(0) + Point(20, 0), t: 0.1), .release(sourceCell(0), t: 0.2)]
        #expect(
            calls(s, ownCell) == [
                "canItemBeDraggedAt:inCollection:(0, source, YES)",
                "canItemAt:beDeletedFromCollection:atPoint:(0, source, NO)",
                "canItemFrom:beRearrangedWithItemAt:inCollection:(0, 0, source, YES)",
            ])
        // DropShot's own names ask neither: outside a delete zone and on its own place nothing is in question.
        #expect(calls(s, ownCell, as: .dropshot).filter { $0.hasPrefix("can") } == ["canDrag(item:from:)(a, source[0], true)"])
    }

    @Test func kdChangesItsDataSourcesWhileTheDragIsUnderWay() throws {
        // Entering the target deletes the item from the source and inserts it at the cell under
        // the ghost, during the drag; the release only drops (the source no longer holds it).
        #expect(
            calls(try presetGrids("kd"), dropOnTarget) == [
                "collectionView:cellIsDraggableAtIndexPath:(source, 0, true)", "startDraggingAtPoint:(source, 0)",
                "didMoveOutItem:(source, a)", "collectionView:deleteDataItemAtIndexPath:(source, 0)",
                "willMoveItem:inRect:(target, a)", "collectionView:insertDataItem:atIndexPath:(target, a, 1)", "didMoveItem:inRect:(target, a, 1)",
                "dragDataItem:(source, a)", "dropDataItem:atRect:(target, a)", "stopDragging(source)",
            ])
    }

    @Test func kdMovesTheItemInItsViewAsTheGhostPassesCells() throws {
        // a0 over a2, then back over a1: two live moves, each as the ghost reaches a cell; the
        // release over the origin drops nothing.
        let s = try presetGrids("kd")
        let events: [ArenaEvent] = [
            .press(sourceCell(0), t: 0), .hold(t: 0.4), .move(sourceCell(2), t: 0.5),
            .move(sourceCell(1), t: 0.6), .release(sourceCell(1), t: 0.7),
        ]
        #expect(
            calls(s, events).filter { $0.hasPrefix("collectionView:") && !$0.contains("cellIsDraggable") } == [
                "collectionView:moveDataItemFromIndexPath:toIndexPath:(source, 0, 2)",
                "collectionView:moveDataItemFromIndexPath:toIndexPath:(source, 2, 1)",
            ])
        // updateForLongPress: calls didMoveItem in .changed only; .ended drops and stops.
        #expect(
            calls(s, events).suffix(3) == [
                "didMoveItem:inRect:(source, a, 1)", "collectionView:moveDataItemFromIndexPath:toIndexPath:(source, 2, 1)",
                "stopDragging(source)",
            ])
    }

    /// KD's `updateForLongPress:` has no `.cancelled` case: a cancel keeps what the drag changed
    /// in the data sources (the item inserted into the target while hovering) and calls nothing
    /// more; the state shows that change, as the log's insert does.
    @Test func kdKeepsItsLiveChangesOnACancelAndCallsNothingMore() throws {
        let s = try presetGrids("kd")
        var arena = Arena(scenario: s)
        arena.recordNotices()
        for event: ArenaEvent in [.press(sourceCell(0), t: 0), .hold(t: 0.4), .move(targetCell(1), t: 0.5), .cancel(targetCell(1), t: 0.6)] {
            arena.apply(event)
        }
        let calls = arena.hostCalls()
        #expect(calls.contains { $0.method == "collectionView:insertDataItem:atIndexPath:" && $0.arguments == ["target", "a", "1"] })
        #expect(calls.filter { $0.event == 3 }.isEmpty, "no release call: \(calls.filter { $0.event == 3 })")
        #expect(arena.snapshot().drag == nil && arena.items("target").contains("a") && !arena.items("source").contains("a"))
        #expect(arena.lastOutcome == .drop)
    }

    /// KDDragAndDropCollectionView asks `cellIsDraggableAtIndexPath` in
    /// `gestureRecognizerShouldBegin`, at the touch (a tap too); `didMoveItem:inRect:` comes in
    /// `updateForLongPress:`'s `.changed` only: not when the long press begins, not while the
    /// finger rests, not at the release.
    @Test func kdAsksAtTheTouchAndMovesOnlyOnMoves() throws {
        let s = try presetGrids("kd")
        func log(_ events: [ArenaEvent], _ scenario: Scenario) -> [String] {
            var arena = Arena(scenario: scenario)
            arena.recordNotices()
            for event in events { arena.apply(event) }
            return arena.hostCalls().map { "\($0.event) \($0.method)" }
        }
        #expect(log([.press(sourceCell(0), t: 0), .release(sourceCell(0), t: 0.1)], s) == ["0 collectionView:cellIsDraggableAtIndexPath:"])
        #expect(
            log([.press(sourceCell(0), t: 0), .hold(t: 0.4), .hold(t: 0.8), .release(sourceCell(0), t: 0.9)], s)
                == ["0 collectionView:cellIsDraggableAtIndexPath:", "1 startDraggingAtPoint:", "3 stopDragging"])
        // Refused at the touch: the long press drags nothing and asks nothing more.
        let refused = try presetGrids("kd", sourceConfig: #""allowDrag": false"#)
        var arena = Arena(scenario: refused)
        arena.recordNotices()
        for event: ArenaEvent in [.press(sourceCell(0), t: 0), .hold(t: 0.4), .move(targetCell(1), t: 0.5), .release(targetCell(1), t: 0.6)] {
            arena.apply(event)
        }
        #expect(arena.hostCalls().map(\.method) == ["collectionView:cellIsDraggableAtIndexPath:"])
        #expect(arena.snapshot().lastOutcome == nil)
    }

    @Test func ajwReportsBeginAppearanceAndEndOncePerChange() throws {
        let s = try presetGrids("ajw")
        // The pan begins over the source (its centre over its own droppable), goes to the
        // target, out to empty canvas, back to the target, and ends there.
        let events: [ArenaEvent] = [
            .press(sourceCell(0), t: 0), .move(sourceCell(0) + Point(20, 0), t: 0.1),
            .move(sourceCell(0) + Point(30, 0), t: 0.15), .move(targetCell(1), t: 0.2),
            .move(Point(150, 150), t: 0.3), .move(targetCell(1), t: 0.4), .release(targetCell(1), t: 0.5),
        ]
        #expect(
            calls(s, events) == [
                "draggableDroppable:draggableGestureDidBegin:draggable:(a)",
                "draggableViewApplyAppearanceStateDragging(a)",
                "droppableViewApplyAppearanceStatePending(all)",
                "draggableViewApplyAppearanceStateHovering(a)",
                "droppableViewApplyAppearanceStatePendingDrop(source)",
                "droppableViewApplyAppearanceStatePending(source)",  // over the target: the draggable stays hovering
                "droppableViewApplyAppearanceStatePendingDrop(target)",
                "droppableViewApplyAppearanceStatePending(target)",
                "draggableViewApplyAppearanceStateDragging(a)",
                "draggableViewApplyAppearanceStateHovering(a)",
                "droppableViewApplyAppearanceStatePendingDrop(target)",
                "draggableDroppable:draggableGestureDidEnd:draggable:droppable:(a, target)",
                "droppableViewApplyAppearanceStateRegular(all)",
                "draggableViewApplyAppearanceStateRegular(a)",
            ])
    }

    /// AJW's appearance calls and the state JSON agree: the pan's Began applies Dragging and
    /// Pending alone (AJWDraggableDroppable.m 192-201, the fifth pass); from the next move, over
    /// any registered droppable, its own too, the draggable is Hovering in both; the release
    /// applies Regular only, whatever the release point is over (here the target, left for empty
    /// canvas by the last move).
    @Test func ajwAppearanceCallsAgreeWithTheState() throws {
        let s = try presetGrids("ajw")
        var arena = Arena(scenario: s)
        arena.recordNotices()
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(sourceCell(0) + Point(20, 0), t: 0.1))
        #expect(arena.snapshot().drag?.appearance == .dragging && arena.snapshot().collections.allSatisfy { $0.appearance == .pending })
        #expect(arena.hostCalls().last?.method == "droppableViewApplyAppearanceStatePending")
        arena.apply(.move(sourceCell(0) + Point(22, 0), t: 0.15))
        #expect(arena.snapshot().drag?.appearance == .hovering)
        #expect(arena.hostCalls().last?.method == "droppableViewApplyAppearanceStatePendingDrop")
        #expect(arena.hostCalls().contains { $0.method == "draggableViewApplyAppearanceStateHovering" })
        arena.apply(.move(Point(150, 150), t: 0.2))
        #expect(arena.snapshot().drag?.appearance == .dragging)
        #expect(arena.hostCalls().last(where: { $0.method.hasPrefix("draggableView") })?.method == "draggableViewApplyAppearanceStateDragging")
        arena.apply(.release(targetCell(1), t: 0.3))
        #expect(
            arena.hostCalls().filter { $0.event == 4 }.map(\.method) == [
                "draggableDroppable:draggableGestureDidEnd:draggable:droppable:",
                "droppableViewApplyAppearanceStateRegular", "draggableViewApplyAppearanceStateRegular",
            ])
    }

    @Test func freeViewsReportAJWsCallsWithTheirDroppables() throws {
        let s = try FreeViewTests().freeScenario()
        let events: [ArenaEvent] = [
            .press(Point(20, 20), t: 0), .move(Point(60, 250), t: 0.1), .move(Point(170, 120), t: 0.2),
            .move(Point(60, 250), t: 0.3), .release(Point(60, 250), t: 0.4),
        ]
        #expect(
            calls(s, events, as: .ajw) == [
                "draggableDroppable:draggableGestureDidBegin:draggable:(d1)",
                "draggableViewApplyAppearanceStateDragging(d1)",
                "droppableViewApplyAppearanceStatePending(all)",
                "draggableViewApplyAppearanceStateHovering(d1)",
                "droppableViewApplyAppearanceStatePendingDrop(bin)",
                "droppableViewApplyAppearanceStatePending(bin)",
                "draggableViewApplyAppearanceStateDragging(d1)",
                "draggableViewApplyAppearanceStateHovering(d1)",
                "droppableViewApplyAppearanceStatePendingDrop(bin)",
                "draggableDroppable:draggableGestureDidEnd:draggable:droppable:(d1, bin)",
                "droppableViewApplyAppearanceStateRegular(all)",
                "draggableViewApplyAppearanceStateRegular(d1)",
            ])
        #expect(
            calls(s, [.press(Point(20, 20), t: 0), .release(Point(300, 380), t: 0.1)], as: .dropshot)
                == ["dragBegan(d1)", "miss(d1)", "dragEnded(d1)"])
    }

    @Test func aDroppableDeregisteredUnderTheDragIsToldNothing() throws {
        let s = try FreeViewTests().freeScenario()
        let events: [ArenaEvent] = [
            .press(Point(20, 20), t: 0), .move(Point(60, 250), t: 0.1), .deregister("bin"),
            .move(Point(62, 250), t: 0.2), .release(Point(62, 250), t: 0.3),
        ]
        let ajw = calls(s, events, as: .ajw)
        #expect(ajw.filter { $0.contains("(bin)") } == ["droppableViewApplyAppearanceStatePendingDrop(bin)"])
        #expect(ajw.suffix(4).first == "draggableViewApplyAppearanceStateDragging(d1)", "off the droppable, the draggable is dragging again")
        #expect(!calls(s, events, as: .dropshot).contains { $0.hasPrefix("exited") })
        #expect(ajw.contains("draggableDroppable:draggableGestureDidEnd:draggable:droppable:(d1, nil)"))
    }

    @Test func kdKeepsTheViewItIsOverAndStopsTheViewItStartedIn() throws {
        // Out of the source to empty canvas: nothing (KD keeps overDroppableView); then into the
        // target: didMoveOutItem of the source, willMoveItem of the target; a miss there (the
        // target is full) ends with stopDragging on the source, where the drag began.
        let s = try presetGrids("kd", config: #""sourceItemsConsumable": true, "dropOnLastHover": false"#)
        let events: [ArenaEvent] = [
            .press(sourceCell(0), t: 0), .hold(t: 0.4), .move(nowhere, t: 0.5), .move(targetCell(1), t: 0.6),
            .move(nowhere, t: 0.7), .release(nowhere, t: 0.8),
        ]
        let kd = calls(s, events)
        #expect(
            kd.filter { $0.hasPrefix("didMoveOutItem") || $0.hasPrefix("willMoveItem") }
                == ["didMoveOutItem:(source, a)", "willMoveItem:inRect:(target, a)"])
        #expect(kd.last == "stopDragging(source)")
    }

    @Test func arraSoltaReportsTheCounter() throws {
        let s = try presetGrids("arrasolta")
        #expect(
            calls(s, dropOnTarget + [.undo, .redo, .reset]) == [
                "itemDropped(a, source[0], target[1])", "counterChanged(1)",
                "undoPerformed()", "counterChanged(0)",
                "redoPerformed()", "counterChanged(1)",
                "resetPerformed()", "counterChanged(2)",  // the same order as undo and redo
            ])
    }

    @Test func callsCarryTheirEventIndexAndAnyPresetCanName() throws {
        var arena = Arena(scenario: try presetGrids("betweenkit", config: "\"sourceItemsConsumable\": true, \"allowDrop\": true"))
        arena.recordNotices()
        for event in dropOnTarget { arena.apply(event) }
        #expect(arena.hostCalls().map(\.event) == [1, 2, 2], "the drag assertion is asked when the pan begins (the move), the drop's at the release")
        #expect(arena.hostCalls(for: .dropshot).map(\.method).contains("drop"))
    }
}

extension Scenario {
    /// The scenario with its `target` collection made a list (the at-point tests need a place past the cells).
    func withTargetRole(_ role: CollectionRole) -> Scenario {
        var copy = self
        for index in copy.collections.indices where copy.collections[index].id == "target" { copy.collections[index].role = role }
        return copy
    }
}
