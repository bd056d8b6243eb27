import Testing

@testable import DropShotEngine
@testable import DropShotFormat

@Suite struct GestureRuleTests {
    @Test func dropFromAConsumableSourceLeavesAPlaceholder() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.drag(sourceCell(0), targetCell(1))
        #expect(arena.items("source") == [nil, "b", "c"])
        #expect(arena.items("target") == [nil, "a", nil])
        #expect(arena.lastOutcome == .drop)
        #expect(arena.historyCount == 1)
    }

    @Test func dropFromANonConsumableSourceCopies() throws {
        var arena = Arena(scenario: try twoGrids(config: "\"sourceItemsConsumable\": false", targetConfig: "\"numberOfTargetItems\": 2"))
        arena.drag(sourceCell(0), targetCell(0))
        arena.drag(sourceCell(0), targetCell(2))
        #expect(arena.items("source") == ["a", "b", "c"])
        #expect(arena.items("target") == ["a", "a"])
    }

    @Test func theOriginShowsAPlaceholderOnlyWhenTheDropWouldRemoveTheItem() throws {
        var consumable = Arena(scenario: try twoGrids())
        consumable.apply(.press(sourceCell(0), t: 0))
        let origin = consumable.snapshot().collections[0].cells[0]
        #expect(origin.isPlaceholder && origin.isDragOrigin)
        var copying = Arena(scenario: try twoGrids(config: "\"sourceItemsConsumable\": false, \"numberOfTargetItems\": 3"))
        copying.apply(.press(sourceCell(0), t: 0))
        #expect(copying.snapshot().collections[0].cells[0].item?.id == "a")
    }

    @Test func releaseInADeleteZoneDeletesFirst() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.drag(sourceCell(1), deletePoint)
        #expect(arena.lastOutcome == .delete)
        #expect(arena.items("source") == ["a", nil, "c"])
        #expect(arena.model.discarded == ["b"])
        // A non-consumable source is a palette: its items cannot be deleted.
        var palette = Arena(scenario: try twoGrids(config: "\"numberOfTargetItems\": 3"))
        palette.drag(sourceCell(1), deletePoint)
        #expect(palette.lastOutcome == .miss)
        #expect(palette.items("source") == ["a", "b", "c"])
    }

    @Test func rearrangeSwapsByDefault() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.drag(sourceCell(0), sourceCell(2))
        #expect(arena.lastOutcome == .rearrange)
        #expect(arena.items("source") == ["c", "b", "a"])
    }

    @Test func rearrangeMoveRemovesAndInserts() throws {
        var arena = Arena(scenario: try twoGrids(config: "\"sourceItemsConsumable\": true, \"rearrange\": \"move\""))
        arena.drag(sourceCell(0), sourceCell(2))
        #expect(arena.items("source") == ["b", "c", "a"])
    }

    @Test func releasingOnTheOriginCellIsAMiss() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.drag(sourceCell(0), sourceCell(0))
        #expect(arena.lastOutcome == .miss)
        #expect(arena.historyCount == 0)
        arena.drag(sourceCell(0), nowhere)
        #expect(arena.lastOutcome == .miss)
        #expect(arena.items("source") == ["a", "b", "c"])
        #expect(arena.snapBack?.item == "a")
        #expect(arena.snapBack?.frame == Rect(0, 0, 100, 100))
    }

    @Test(arguments: [
        ("refuse", ["a", nil, "c"] as [String?], ["b", nil, nil] as [String?], DragOutcome.miss),
        // From a source, swap cannot put the occupant into the origin: it acts as replace.
        ("swap", [nil, "b", "c"], ["a", nil, nil], .drop),
        ("replace", [nil, "b", "c"], ["a", nil, nil], .drop),
    ])
    func dropOnOccupiedFromTheSource(policy: String, source: [String?], target: [String?], outcome: DragOutcome) throws {
        var arena = Arena(scenario: try twoGrids(targetConfig: "\"dropOnOccupied\": \"\(policy)\""))
        arena.drag(sourceCell(1), targetCell(0))
        arena.drag(sourceCell(0), targetCell(0))
        #expect(arena.lastOutcome == outcome)
        // Replace and swap send the occupant "b" home to its own source slot.
        #expect(arena.items("source") == source)
        #expect(arena.items("target") == target)
    }

    @Test func swapBetweenTwoTargetCells() throws {
        let s = try scenario(
            """
            { "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "sourceItemsConsumable": true, "dropOnOccupied": "swap" },
              "collections": [
                { "id": "source", "role": "source", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] },
                { "id": "left", "role": "target", "frame": [0, 200, 300, 100], "items": [{"id": "x"}] },
                { "id": "right", "role": "target", "frame": [0, 300, 300, 100], "items": [{"id": "y"}] } ] }
            """)
        var arena = Arena(scenario: s)
        arena.drag(Point(50, 250), Point(50, 350))
        #expect(arena.items("left") == ["y", nil, nil])
        #expect(arena.items("right") == ["x", nil, nil])
    }

    @Test func aTargetItemDraggedBackReturnsToItsOwnSourceSlot() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.drag(sourceCell(1), targetCell(2))
        // Dropped anywhere on the source, even on another item's cell, "b" goes back to slot 1.
        arena.drag(targetCell(2), sourceCell(0))
        #expect(arena.lastOutcome == .drop)
        #expect(arena.items("source") == ["a", "b", "c"])
        #expect(arena.items("target") == [nil, nil, nil])
    }

    @Test func theOwnSourceSlotFollowsARearrange() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.drag(sourceCell(0), targetCell(0))  // a out: [nil, b, c]
        arena.drag(sourceCell(2), sourceCell(0))  // swap c into a's empty slot: [c, b, nil]
        #expect(arena.items("source") == ["c", "b", nil])
        arena.drag(targetCell(0), sourceCell(0))
        #expect(arena.items("source") == ["c", "b", "a"])
    }

    @Test func aCopyDraggedBackToANonConsumableSourceIsRemoved() throws {
        var arena = Arena(scenario: try twoGrids(config: "\"numberOfTargetItems\": 3"))
        arena.drag(sourceCell(0), targetCell(0))
        arena.drag(targetCell(0), sourceCell(2))
        #expect(arena.lastOutcome == .drop)
        #expect(arena.items("source") == ["a", "b", "c"])
        #expect(arena.items("target") == [nil, nil, nil])
        #expect(arena.model.discarded.isEmpty)
    }

    @Test func placeholdersCannotBeDragged() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.apply(.press(targetCell(0), t: 0))
        #expect(arena.snapshot().drag == nil)
    }

    @Test func undraggableItemsDoNotStartADrag() throws {
        let s = try scenario(#"{"collections": [{"id": "l", "role": "list", "frame": [0,0,100,100], "items": [{"id": "x", "draggable": false}]}]}"#)
        var arena = Arena(scenario: s)
        arena.apply(.press(Point(50, 50), t: 0))
        #expect(arena.snapshot().drag == nil)
    }

    @Test func longPressMustBeHeldBeforeADragStarts() throws {
        var arena = Arena(scenario: try twoGrids(config: "\"sourceItemsConsumable\": true, \"longPressDurationBeforeDragging\": 0.5"))
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(Point(52, 52), t: 0.2))  // under the slop: still a press
        #expect(arena.snapshot().drag == nil)
        arena.apply(.move(Point(53, 53), t: 0.6))  // held long enough
        #expect(arena.snapshot().drag?.item.id == "a")
        arena.apply(.release(targetCell(0), t: 0.8))
        #expect(arena.items("target") == ["a", nil, nil])
    }

    @Test func movingBeforeTheLongPressIsAScrollNotADrag() throws {
        let s = try scenario(
            """
            { "canvas": {"width": 100, "height": 200, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "longPressDurationBeforeDragging": 0.5 },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 100, 200],
                  "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"} ] } ] }
            """)
        var arena = Arena(scenario: s)
        arena.apply(.press(Point(50, 150), t: 0))
        arena.apply(.move(Point(50, 100), t: 0.1))
        arena.apply(.move(Point(50, 20), t: 0.9))
        #expect(arena.snapshot().drag == nil)
        #expect(arena.offsets[0] == Point(0, 130))
        arena.apply(.release(Point(50, 20), t: 1))
        #expect(arena.lastOutcome == nil)
        // Content is 400 high in a 200 frame: scrolling clamps at 200.
        arena.apply(.scroll(collection: "l", offset: Point(0, 999)))
        #expect(arena.offsets[0] == Point(0, 200))
        // A press now hits the scrolled cells: y = 50 is inside item "c" (content y 250).
        arena.apply(.press(Point(50, 50), t: 2))
        arena.apply(.release(Point(50, 50), t: 3))
        #expect(arena.lastOutcome == .miss)
        #expect(arena.snapBack?.item == "c")
    }

    @Test func overlapTargetingPicksTheLargestIntersection() throws {
        var arena = Arena(scenario: try twoGrids(config: "\"sourceItemsConsumable\": true, \"targetSelection\": \"overlap\", \"ghostScale\": 1"))
        // Grab "a" at its center; release with the pointer at (140, 190): the ghost [90,140,100,100]
        // covers target cell 0 by 10x40 and cell 1 by 90x40, and the source by 100x... less than the target.
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(Point(140, 230), t: 0.1))
        let drag = arena.snapshot().drag
        #expect(drag?.ghostFrame == Rect(90, 180, 100, 100))
        #expect(drag?.over == DropLocation(collection: "target", index: 1))
        arena.apply(.release(Point(140, 230), t: 0.2))
        #expect(arena.items("target") == [nil, "a", nil])
    }

    @Test func pointerTargetingUsesTheCellUnderThePointer() throws {
        var arena = Arena(scenario: try twoGrids(config: "\"sourceItemsConsumable\": true, \"ghostScale\": 1"))
        arena.apply(.press(Point(10, 10), t: 0))
        arena.apply(.move(Point(210, 210), t: 0.1))
        let drag = arena.snapshot().drag
        #expect(drag?.over == DropLocation(collection: "target", index: 2))
        #expect(drag?.ghostFrame == Rect(200, 200, 100, 100))
    }

    @Test func theGhostIsScaledAboutThePointer() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.apply(.press(Point(50, 50), t: 0))
        // Default ghostScale 1.1 about the pointer (50, 50): [-5, -5, 110, 110].
        let ghost = try #require(arena.snapshot().drag?.ghostFrame)
        for (actual, expected) in zip([ghost.x, ghost.y, ghost.width, ghost.height], [-5.0, -5, 110, 110]) {
            #expect(abs(actual - expected) < 1e-9)
        }
    }

    @Test func appearanceStates() throws {
        var arena = Arena(scenario: try twoGrids())
        #expect(arena.snapshot().collections.map(\.appearance) == [.regular, .regular])
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(targetCell(1), t: 0.1))
        var snap = arena.snapshot()
        #expect(snap.collections.map(\.appearance) == [.pending, .pendingDrop])
        #expect(snap.drag?.appearance == .hovering)
        #expect(snap.collections[1].cells[1].touched)
        #expect(!snap.collections[1].cells[0].touched)
        arena.apply(.move(nowhere, t: 0.2))
        snap = arena.snapshot()
        #expect(snap.drag?.appearance == .dragging)
        #expect(snap.collections.map(\.appearance) == [.pending, .pending])
        arena.apply(.move(deletePoint, t: 0.3))
        #expect(arena.snapshot().drag?.deleteZone == 0)
        #expect(arena.snapshot().drag?.appearance == .hovering)
    }

    @Test func listsInsertAtTheIndexUnderThePointer() throws {
        let s = try scenario(
            """
            { "canvas": {"width": 300, "height": 200, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "lineAlignment": "leading" },
              "collections": [
                { "id": "top", "role": "list", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"} ] },
                { "id": "bottom", "role": "list", "frame": [0, 100, 300, 100], "items": [ {"id": "x"}, {"id": "y"} ] } ] }
            """)
        var arena = Arena(scenario: s)
        arena.drag(Point(50, 50), Point(150, 150))  // a before y
        #expect(arena.items("top") == ["b"])
        #expect(arena.items("bottom") == ["x", "a", "y"])
        arena.drag(Point(50, 50), Point(20, 150))  // b before x
        #expect(arena.items("bottom") == ["b", "x", "a", "y"])
        #expect(arena.items("top") == [])
        arena.drag(Point(50, 150), Point(250, 50))  // into the empty list
        #expect(arena.items("top") == ["b"])
        arena.drag(Point(50, 150), Point(250, 50))  // past the last cell: appended
        #expect(arena.items("top") == ["b", "x"])
    }

    @Test func theDataSourceCanVetoEveryGesture() throws {
        struct Veto: ArenaDataSource {
            func canDrag(item: ItemSpec, from slot: SlotRef) -> Bool { item.id != "c" }
            func canDrop(item: ItemSpec, from slot: SlotRef, to destination: SlotRef) -> Bool { destination.index != 2 }
            func canDelete(item: ItemSpec, from slot: SlotRef) -> Bool { false }
            func canRearrange(item: ItemSpec, in collection: String, from: Int, to: Int) -> Bool { false }
        }
        var arena = Arena(scenario: try twoGrids(), dataSource: Veto())
        arena.apply(.press(sourceCell(2), t: 0))
        #expect(arena.snapshot().drag == nil)
        arena.apply(.release(sourceCell(2), t: 0))
        for (to, outcome) in [(targetCell(2), DragOutcome.miss), (deletePoint, .miss), (sourceCell(1), .miss), (targetCell(0), .drop)] {
            arena.drag(sourceCell(0), to)
            #expect(arena.lastOutcome == outcome)
        }
    }

    @Test func undoRedoAndResetAreHistorySteps() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.drag(sourceCell(0), targetCell(0))
        arena.drag(sourceCell(1), targetCell(1))
        #expect(arena.historyCount == 2)
        arena.apply(.undo)
        #expect(arena.historyCount == 1 && arena.canRedo)
        #expect(arena.items("target") == ["a", nil, nil])
        arena.apply(.redo)
        #expect(arena.items("target") == ["a", "b", nil])
        arena.apply(.undo)
        arena.drag(sourceCell(2), targetCell(2))  // a new step clears redo
        #expect(!arena.canRedo)
        arena.apply(.reset)
        #expect(arena.historyCount == 3)
        #expect(arena.model == arena.initialModel)
        arena.apply(.undo)
        #expect(arena.items("target") == ["a", nil, "c"])
        arena.apply(.undo); arena.apply(.undo); arena.apply(.undo)
        #expect(arena.historyCount == 0 && !arena.canUndo)
    }

    @Test func coupledScrollingAndZoomFollowTheSource() throws {
        let s = try twoGrids(config: "\"sourceItemsConsumable\": true, \"scrollCoupled\": true, \"zoomCoupled\": true")
        var arena = Arena(scenario: s)
        arena.apply(.zoom(collection: "source", scale: 2))
        #expect(arena.zooms == [2, 2])
        arena.apply(.scroll(collection: "source", offset: Point(40, 30)))
        #expect(arena.offsets == [Point(40, 30), Point(40, 30)])
        // Zoomed cells are hit where they are drawn: content cell 0 now spans [-40, -30, 200, 200].
        #expect(arena.cell(at: Point(150, 50), inCollection: 0) == 0)
        arena.apply(.resize(Size(600, 400)))
        #expect(arena.canvasSize == Size(600, 400))
    }

    @Test func stateJSONFollowsTheSpec() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(targetCell(1), t: 0.1))
        let json = arena.snapshot().stateJSON
        #expect(json["canvas"] == .object([("width", .number(300)), ("height", .number(400)), ("scale", .number(1))]))
        #expect(json["drag"]?["state"] == .string("hovering"))
        #expect(json["drag"]?["over"] == .object([("collection", .string("target")), ("index", .number(1))]))
        guard case let .array(collections)? = json["collections"], case let .array(cells)? = collections[1]["cells"] else {
            Issue.record("collections missing"); return
        }
        #expect(collections[1]["state"] == .string("pendingDrop"))
        #expect(cells[1]["label"] == .string("2"))
        #expect(cells[1]["touched"] == .bool(true))
        #expect(cells[1]["item"] == .null)
        #expect(json["history"] == .object([("count", .number(0)), ("canUndo", .bool(false)), ("canRedo", .bool(false))]))
        #expect(json["lastOutcome"] == .null)
    }

    /// A list above a target with "x" in slot 0: the origin of swaps and replaces is a list.
    func listAndTarget(policy: String) throws -> Scenario {
        try scenario(
            """
            { "canvas": {"width": 300, "height": 200, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "lineAlignment": "leading", "numberOfTargetItems": 3,
                          "dropOnOccupied": "\(policy)" },
              "collections": [
                { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"} ] },
                { "id": "target", "role": "target", "frame": [0, 100, 300, 100], "items": [{"id": "x"}] } ] }
            """)
    }

    @Test func swapFromAListPutsTheOccupantInTheOriginCell() throws {
        var arena = Arena(scenario: try listAndTarget(policy: "swap"))
        arena.drag(Point(150, 50), Point(50, 150))
        #expect(arena.items("list") == ["a", "x"])
        #expect(arena.items("target") == ["b", nil, nil])
    }

    @Test func replaceDiscardsAnOccupantWithoutASource() throws {
        var arena = Arena(scenario: try listAndTarget(policy: "replace"))
        arena.drag(Point(150, 50), Point(50, 150))
        #expect(arena.items("list") == ["a"])
        #expect(arena.items("target") == ["b", nil, nil])
        #expect(arena.model.discarded == ["x"])
        arena.apply(.undo)
        #expect(arena.model.discarded.isEmpty && arena.items("target") == ["x", nil, nil])
    }

    @Test func cancelEndsTheDragAsAMiss() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(targetCell(0), t: 0.1))
        arena.apply(.cancel(targetCell(0), t: 0.2))
        #expect(arena.lastOutcome == .miss)
        #expect(arena.items("target") == [nil, nil, nil])
        #expect(arena.snapshot().snapBack?.item.id == "a")
        arena.apply(.move(targetCell(1), t: 0.3))
        #expect(arena.snapshot().snapBack == nil && arena.snapshot().drag == nil)
    }

    @Test func undoDuringADragEndsItWithoutAnOutcome() throws {
        var arena = Arena(scenario: try twoGrids())
        arena.drag(sourceCell(0), targetCell(0))
        arena.apply(.press(sourceCell(1), t: 1))
        arena.apply(.undo)
        #expect(arena.snapshot().drag == nil)
        arena.apply(.release(targetCell(1), t: 2))
        #expect(arena.items("target") == [nil, nil, nil])
        #expect(arena.lastOutcome == .drop)
    }

    @Test func snapBackCanBeTurnedOff() throws {
        var arena = Arena(scenario: try twoGrids(config: "\"sourceItemsConsumable\": true, \"snapBackOnMiss\": false"))
        arena.drag(sourceCell(0), nowhere)
        #expect(arena.lastOutcome == .miss && arena.snapBack == nil)
    }

    @Test func eventsMayCarryATimeOfAnyType() throws {
        let s = try scenario(#"{"collections": [], "events": [{"type": "undo", "t": 1}, {"type": "press", "at": [0, 0]}]}"#)
        #expect(s.events == [.undo, .press(Point(0, 0), t: 1)])
    }
}
