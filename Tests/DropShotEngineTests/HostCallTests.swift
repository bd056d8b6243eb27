import Testing
@testable import DropShotEngine

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
        let s = try presetGrids("betweenkit", config: "\"sourceItemsConsumable\": true, \"allowDrop\": true")
        #expect(calls(s, dropOnTarget) == [
            "canItemBeDraggedAt:inCollection:(0, source, YES)",
            "canItemAt:fromCollection:beDroppedTo:onCollection:(0, source, 1, target, YES)",
            "dropItemAt:fromCollection:toItemAt:onCollection:(0, source, 1, target)",
        ])
        // Without the drop assertion the drop is refused and nothing mutates.
        #expect(calls(try presetGrids("betweenkit"), dropOnTarget).last == "canItemAt:fromCollection:beDroppedTo:onCollection:(0, source, 1, target, NO)")
    }

    @Test func kdReportsEnteringMovingAndDropping() throws {
        let names = calls(try presetGrids("kd"), dropOnTarget).map { $0.prefix { $0 != "(" } }
        #expect(names == [
            "collectionView:cellIsDraggableAtIndexPath:", "startDraggingAtPoint:", "didMoveOutItem:", "willMoveItem:inRect:",
            "didMoveItem:inRect:", "didMoveItem:inRect:", "dragDataItem:", "collectionView:deleteDataItemAtIndexPath:",
            "collectionView:insertDataItem:atIndexPath:", "dropDataItem:atRect:", "stopDragging",
        ])
    }

    @Test func ajwReportsBeginAppearanceAndEnd() throws {
        let s = try presetGrids("ajw")
        #expect(calls(s, dropOnTarget) == [
            "draggableDroppable:draggableGestureDidBegin:draggable:(a)",
            "draggableViewApplyAppearanceStateDragging(a)",
            "droppableViewApplyAppearanceStatePending(all)",
            "droppableViewApplyAppearanceStatePending(source)",
            "draggableViewApplyAppearanceStateDragging(a)",
            "draggableViewApplyAppearanceStateHovering(a)",
            "droppableViewApplyAppearanceStatePendingDrop(target)",
            "draggableDroppable:draggableGestureDidEnd:draggable:droppable:(a, target)",
            "droppableViewApplyAppearanceStateRegular(all)",
            "draggableViewApplyAppearanceStateRegular(a)",
        ])
    }

    @Test func freeViewsReportAJWsCallsWithTheirDroppables() throws {
        let s = try FreeViewTests().freeScenario()
        let events: [ArenaEvent] = [.press(Point(20, 20), t: 0), .move(Point(60, 250), t: 0.1), .move(Point(170, 120), t: 0.2),
                                    .move(Point(60, 250), t: 0.3), .release(Point(60, 250), t: 0.4)]
        #expect(calls(s, events, as: .ajw) == [
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
        #expect(calls(s, [.press(Point(20, 20), t: 0), .release(Point(300, 380), t: 0.1)], as: .dropshot)
                == ["dragBegan(d1)", "miss(d1)", "dragEnded(d1)"])
    }

    @Test func kdKeepsTheViewItIsOverAndStopsTheViewItStartedIn() throws {
        // Out of the source to empty canvas: nothing (KD keeps overDroppableView); then into the
        // target: didMoveOutItem of the source, willMoveItem of the target; a miss there (the
        // target is full) ends with stopDragging on the source, where the drag began.
        let s = try presetGrids("kd", config: #""sourceItemsConsumable": true, "dropOnLastHover": false"#)
        let events: [ArenaEvent] = [.press(sourceCell(0), t: 0), .hold(t: 0.4), .move(nowhere, t: 0.5), .move(targetCell(1), t: 0.6),
                                    .move(nowhere, t: 0.7), .release(nowhere, t: 0.8)]
        let kd = calls(s, events)
        #expect(kd.filter { $0.hasPrefix("didMoveOutItem") || $0.hasPrefix("willMoveItem") }
                == ["didMoveOutItem:(source, a)", "willMoveItem:inRect:(target, a)"])
        #expect(kd.last == "stopDragging(source)")
    }

    @Test func arraSoltaReportsTheCounter() throws {
        let s = try presetGrids("arrasolta")
        #expect(calls(s, dropOnTarget + [.undo, .redo, .reset]) == [
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
