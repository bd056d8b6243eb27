import Testing

@testable import DropShotEngine

/// The seed behaviours of the second pass (issue "each seed exactly, second pass"), each named
/// after its seed.
@Suite struct SeedSecondPassTests {
    /// A 400x300 arena: a list "l" of a0...a3 in one row of 100x100 cells, and empty space below.
    func kdList(_ behaviour: String = "kd", config: String = "") throws -> Scenario {
        try scenario(
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 400, "height": 300, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "lineAlignment": "leading", "longPressDurationBeforeDragging": 0 \(config) },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 400, 300],
                "items": [ {"id": "a0"}, {"id": "a1"}, {"id": "a2"}, {"id": "a3"}, {"id": "fixed", "draggable": false} ] } ] }
            """)
    }

    @Test func betweenKitAsksTheDragAssertionWhenThePanBegins() throws {
        var arena = Arena(scenario: try kdList("betweenkit"))
        arena.recordNotices()
        arena.apply(.press(Point(50, 50), t: 0))
        #expect(arena.notices.isEmpty, "nothing is asked at the press")
        arena.apply(.move(Point(55, 50), t: 0.1))
        #expect(arena.notices.isEmpty, "nor before the pan begins")
        arena.apply(.move(Point(70, 50), t: 0.2))
        #expect(arena.notices.first?.event == 2, "asked when the pan begins, with the drag's start and its first hover")
        #expect(arena.notices.first.map { if case .canDrag = $0.notice { true } else { false } } == true)
    }

    @Test func kdTakesAnItemIntoAnEmptyListButNotIntoEmptySpaceBesideCells() throws {
        let s = try scenario(
            """
            { "behaviour": "kd", "canvas": {"width": 400, "height": 300, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "lineAlignment": "leading", "longPressDurationBeforeDragging": 0 },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 400, 100], "items": [ {"id": "a0"}, {"id": "a1"} ] },
                               { "id": "empty", "role": "list", "frame": [0, 200, 400, 100], "items": [] } ] }
            """)
        var arena = Arena(scenario: s)
        arena.drag(Point(50, 50), Point(350, 50))
        #expect(arena.lastOutcome == .miss, "beside the cells canDropAtRect finds none")
        arena.drag(Point(50, 50), Point(250, 250))
        #expect(arena.model.slots[1] == ["a0"], "an empty view gives the first index")
    }

    /// ArraSolta manual 7.1: `shouldPanningBeEnabled` makes a collection "zoomable by panning or
    /// not": with NO a zoom is refused and scrolling stays.
    @Test func arraSoltaPanningOffRefusesZoomKeepsScrollingAndScrollsToTheLastElement() throws {
        let s = try scenario(
            """
            { "behaviour": "arrasolta", "canvas": {"width": 100, "height": 200, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "panningEnabled": false },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 100, 200],
                "items": [ {"id": "a", "draggable": false}, {"id": "b"}, {"id": "c"}, {"id": "d"} ] } ],
              "events": [ {"type": "press", "at": [50, 50], "t": 0}, {"type": "move", "at": [50, 10], "t": 0.1},
                          {"type": "release", "at": [50, 10], "t": 0.2}, {"type": "zoom", "collection": "l", "scale": 2},
                          {"type": "scrollToLastElement", "collection": "l"} ] }
            """)
        var arena = Arena(scenario: s)
        for event in s.events.prefix(3) { arena.apply(event) }
        #expect(arena.offsets[0] == Point(0, 40), "shouldPanningBeEnabled NO: a pan still scrolls")
        arena.apply(s.events[3])
        #expect(arena.zooms[0] == 1, "and a zoom is refused")
        arena.apply(s.events[4])
        #expect(arena.offsets[0] == Point(0, 200), "the last cell in view")
        #expect(decodeError(#"{"collections": [], "events": [{"type": "scrollToLastElement", "collection": "x"}]}"#)?.path == "events[0].collection")
    }

    @Test func betweenKitCarriesADragOnWhenItsOriginIsRemovedAndAppendsACollectionAddedBack() throws {
        let json = { (behaviour: String) in
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 300, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "lineAlignment": "leading", "allowDrop": true, "allowDrag": true },
              "collections": [ { "id": "front", "role": "list", "frame": [0, 0, 300, 150], "items": [ {"id": "a"} ] },
                               { "id": "back", "role": "list", "frame": [0, 0, 300, 300], "items": [ {"id": "z"} ] } ] }
            """
        }
        var arena = Arena(scenario: try scenario(json("betweenkit")))
        arena.apply(.press(Point(50, 50), t: 0))
        arena.apply(.move(Point(50, 70), t: 0.1))
        arena.apply(.removeCollection("front"))
        #expect(arena.snapshot().drag?.item.id == "a", "the coordinator carries on")
        arena.apply(.move(Point(150, 250), t: 0.2))
        arena.apply(.release(Point(150, 250), t: 0.3))
        #expect(arena.model.slots[1] == ["z", "a"])
        // Added back, "front" now ranks after "back": a press where both lie is back's.
        arena.apply(.addCollection("front"))
        #expect(arena.priority == [1, 0] && arena.collection(at: Point(50, 50)) == 1)
        var plain = Arena(scenario: try scenario(json("dropshot")))
        plain.apply(.removeCollection("front"))
        plain.apply(.addCollection("front"))
        #expect(plain.collection(at: Point(50, 50)) == 0, "DropShot keeps the declared priority")
    }

    @Test func kdPagesHalfItsWidthOnMovesAtMostOnceASecond() throws {
        func strip(_ direction: String) throws -> Scenario {
            try scenario(
                """
                { "behaviour": "kd", "canvas": {"width": 400, "height": 400, "scale": 1},
                  "config": { "fixedCellSize": [100, 100], "scrollDirection": "\(direction)", "longPressDurationBeforeDragging": 0 },
                  "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 400, 400],
                    "items": [ \((0..<40).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")) ] } ] }
                """)
        }
        var arena = Arena(scenario: try strip("horizontal"))
        arena.apply(.press(Point(50, 50), t: 0))
        arena.apply(.move(Point(390, 50), t: 0.1))
        #expect(arena.offsets[0] == Point(200, 0), "half the visible width at once")
        arena.apply(.move(Point(391, 50), t: 0.5))
        #expect(arena.offsets[0] == Point(200, 0), "not again within a second")
        arena.apply(.hold(t: 3))
        #expect(arena.offsets[0] == Point(200, 0), "only while the finger moves")
        arena.apply(.move(Point(392, 50), t: 3.1))
        #expect(arena.offsets[0] == Point(400, 0))
        // KD's vertical branch is empty: a vertical collection does not page.
        var vertical = Arena(scenario: try strip("vertical"))
        vertical.apply(.press(Point(50, 50), t: 0))
        vertical.apply(.move(Point(50, 390), t: 0.1))
        vertical.apply(.hold(t: 2))
        #expect(vertical.offsets[0] == .zero)
    }

    @Test func kdMovesDataItemsRatherThanSwappingThem() throws {
        // moveDataItemFromIndexPath: a0 over a2 gives a1 a2 a0 a3 (a swap would give a2 a1 a0 a3).
        var arena = Arena(scenario: try kdList())
        arena.drag(Point(50, 50), Point(250, 50))
        #expect(arena.model.slots[0] == ["a1", "a2", "a0", "a3", "fixed"])
    }

    @Test func kdCannotDropAGhostThatOverlapsNoCell() throws {
        // canDropAtRect finds no cell under a ghost in empty space: nothing moves.
        var arena = Arena(scenario: try kdList())
        arena.drag(Point(50, 50), Point(350, 250))
        #expect(arena.model.slots[0] == ["a0", "a1", "a2", "a3", "fixed"])
        #expect(arena.lastOutcome == .miss)
        // DropShot's own rule appends it.
        var plain = Arena(scenario: try kdList("dropshot", config: #", "targetSelection": "overlap", "rearrange": "move""#))
        plain.drag(Point(50, 50), Point(350, 250))
        #expect(plain.model.slots[0] == ["a1", "a2", "a3", "fixed", "a0"])
    }

    @Test func kdAndBetweenKitAskAboutAnUndraggableCell() throws {
        for behaviour in ["kd", "betweenkit"] {
            var arena = Arena(scenario: try kdList(behaviour))
            arena.recordNotices()
            arena.apply(.press(Point(50, 150), t: 0))
            arena.apply(.move(Point(65, 150), t: 0.1))  // BetweenKit's pan begins after 10 points
            #expect(arena.notices.map(\.notice) == [.canDrag(item: "fixed", from: SlotRef(collection: "l", index: 4), answer: false)], "\(behaviour)")
        }
        var plain = Arena(scenario: try kdList("dropshot"))
        plain.recordNotices()
        plain.apply(.press(Point(50, 150), t: 0))
        #expect(plain.notices.isEmpty)
    }

    @Test func kdAndBetweenKitLeaveTheOriginBlank() throws {
        #expect(try kdList("kd").collections[0].config.drag.originLook == .hidden)
        #expect(try kdList("betweenkit").collections[0].config.drag.originLook == .hidden)
        #expect(try kdList("dropshot").collections[0].config.drag.originLook == .placeholder)
    }

    @Test func arraSoltasToolbarButtonsAreTappedNotDraggedThrough() throws {
        // A cell lies under the bottom toolbar: pressing Undo undoes instead of dragging that cell.
        var arena = Arena(
            scenario: try scenario(
                """
                { "behaviour": "arrasolta", "canvas": {"width": 400, "height": 300, "scale": 1},
                  "config": { "fixedCellSize": [100, 100], "lineAlignment": "leading", "toolbar": "bottom", "rearrange": "move" },
                  "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 400, 300],
                    "items": [ {"id": "a0"}, {"id": "a1"}, {"id": "a2"}, {"id": "a3"}, {"id": "b0"}, {"id": "b1"}, {"id": "b2"}, {"id": "b3"},
                               {"id": "c0"}, {"id": "c1"}, {"id": "c2"}, {"id": "c3"} ] } ] }
                """))
        arena.drag(Point(50, 50), Point(150, 50))
        #expect(arena.historyCount == 1)
        let undo = Point(50, 280), redo = Point(150, 280)
        arena.drag(undo, undo)
        #expect(arena.historyCount == 0 && arena.model.slots[0].prefix(2) == ["a0", "a1"])
        #expect(arena.snapshot().drag == nil)
        arena.drag(redo, redo)
        #expect(arena.historyCount == 1)
        // A press on Undo let go over Redo does neither (as a UIButton's touch up outside).
        arena.drag(undo, redo)
        #expect(arena.historyCount == 1)
    }

    @Test func ajwFreeViewsNeedMovementAndFollowTheFingerByTheirCentre() throws {
        let s = try scenario(
            """
            { "behaviour": "ajw", "canvas": {"width": 400, "height": 400, "scale": 1}, "collections": [],
              "freeViews": [ { "id": "g", "draggables": [ {"id": "v", "frame": [0, 0, 100, 50]} ],
                               "droppables": [ {"id": "d", "frame": [200, 200, 150, 150]} ] } ] }
            """)
        var arena = Arena(scenario: s)
        arena.recordNotices()
        // A tap begins no drag and drops nothing.
        arena.apply(.press(Point(10, 10), t: 0))
        arena.apply(.release(Point(10, 10), t: 0.1))
        #expect(arena.notices.isEmpty && arena.lastOutcome == nil)
        // Grabbed at its corner, the view is carried by its centre.
        arena.apply(.press(Point(10, 10), t: 1))
        arena.apply(.move(Point(275, 275), t: 1.1))
        #expect(arena.snapshot().freeViews[0].draggables[0].frame == Rect(225, 250, 100, 50))
        arena.apply(.cancel(Point(275, 275), t: 1.2))
        #expect(arena.lastOutcome == .drop, "Cancelled is handled as Ended")
    }

    @Test func aPartialMultiItemDropIsAnnouncedAsPartial() throws {
        // Target slots 1 and 2 are filled: of a and c, only one fits (slot 3).
        var arena = Arena(scenario: try presetGrids("dropshot", targetItems: #"{"id": "x"}, {"id": "y"}"#))
        for event: ArenaEvent in [
            .select("a"), .select("c"), .key(.tab, t: 0), .key(.space, t: 0), .key(.arrowDown, t: 0), .key(.arrowRight, t: 0),
            .key(.arrowRight, t: 0),
        ] {
            arena.apply(event)
        }
        arena.apply(.key(.space, t: 1))
        #expect(arena.model.slots[1] == ["x", "y", "a"])
        #expect(arena.announcements.last?.text == "Dropped 1 of 2 items into Target, slot 3; 1 stayed where it was.")
    }

    @Test func aMultiItemDropTellsEachItemsOutcome() throws {
        // Of a and c, only a fits (target slot 2): the host hears of both, each where it went.
        var arena = Arena(scenario: try presetGrids("dropshot", targetItems: #"{"id": "x"}, {"id": "y"}"#))
        arena.recordNotices()
        for event: ArenaEvent in [
            .select("a"), .select("c"), .press(sourceCell(0), t: 0), .move(targetCell(2), t: 0.1), .release(targetCell(2), t: 0.2),
        ] {
            arena.apply(event)
        }
        #expect(arena.model.slots[1] == ["x", "y", "a"])
        #expect(
            arena.hostCalls().map(\.description).filter { $0.hasPrefix("drop") || $0.hasPrefix("miss") }
                == ["drop(a, source[0], target[2])", "miss(c, source[2])"])
        #expect(arena.hostCalls(for: .arrasolta).map(\.description) == ["itemDropped(a, source[0], target[2])", "counterChanged(1)"])
    }

    @Test func severalItemsThatCannotBeDroppedAreThey() throws {
        var arena = Arena(scenario: try presetGrids("dropshot", targetItems: #"{"id": "x"}"#))
        for event: ArenaEvent in [.select("a"), .select("c"), .key(.tab, t: 0), .key(.space, t: 0), .key(.arrowDown, t: 0)] { arena.apply(event) }
        #expect(arena.announcements.last?.text == "2 items are over Target, slot 1. They cannot be dropped here.")
    }
}

/// Multi-item and keyboard drags, beyond the seeds (second pass).
@Suite struct BeyondTheSeedsSecondPassTests {
    @Test func aSelectionFreesItsOwnSlotsInATarget() throws {
        // p and q sit in target slots 0 and 1. Dropped onto slot 1 (q's), the selection counts the
        // slots it leaves as free: p to 1, q to 2 (before, q's own slot was skipped: p to 2, q to 3).
        var arena = Arena(
            scenario: try presetGrids(
                "dropshot", config: #""sourceItemsConsumable": true, "numberOfTargetItems": 4"#,
                targetItems: #"{"id": "p"}, {"id": "q"}"#))
        arena.apply(.select("p"))
        arena.apply(.select("q"))
        arena.drag(targetCell(0), targetCell(1))
        #expect(arena.model.slots[1] == [nil, "p", "q", nil])
    }

    @Test func aSelectedItemInARemovedCollectionStaysThere() throws {
        var arena = Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 300, "height": 400, "scale": 1}, "config": { "fixedCellSize": [100, 100], "lineAlignment": "leading" },
                  "collections": [ { "id": "a", "role": "list", "frame": [0, 0, 300, 100], "items": [ {"id": "x"}, {"id": "y"} ] },
                                   { "id": "b", "role": "list", "frame": [0, 100, 300, 100], "items": [ {"id": "z"} ] },
                                   { "id": "c", "role": "list", "frame": [0, 200, 300, 100], "items": [] } ] }
                """))
        arena.apply(.select("x"))
        arena.apply(.select("z"))
        arena.apply(.removeCollection("b"))
        arena.drag(Point(50, 50), Point(50, 250))
        #expect(arena.model.slots[2] == ["x"] && arena.model.slots[1] == ["z"])
    }

    @Test func aRearrangeThatChangesNothingIsNoHistoryStep() throws {
        var arena = Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 300, "height": 100, "scale": 1}, "config": { "fixedCellSize": [100, 100], "rearrange": "move" },
                  "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 300, 100], "items": [ {"id": "x"}, {"id": "y"}, {"id": "w"} ] } ] }
                """))
        arena.apply(.select("x"))
        arena.apply(.select("y"))
        // x and y dropped onto y: the block lands where it was.
        arena.drag(Point(50, 50), Point(150, 50))
        #expect(arena.model.slots[0] == ["x", "y", "w"])
        #expect(arena.historyCount == 0)
    }

    @Test func aKeyboardDragEndedByUndoIsAnnouncedAndLeavesNoFocus() throws {
        var arena = Arena(scenario: try presetGrids("dropshot"))
        arena.drag(sourceCell(2), targetCell(2))
        for key in [ArenaEvent.Key.tab, .space, .arrowDown] { arena.apply(.key(key, t: 0)) }
        arena.apply(.undo)
        #expect(arena.announcements.last?.text == "The drag of a ended.")
        arena.apply(.key(.space, t: 1))
        #expect(arena.snapshot().drag == nil, "nothing is picked up silently")
    }

    @Test func onlyAPalettesOriginalShowsTheSelectionMark() throws {
        var arena = Arena(scenario: try presetGrids("dropshot", config: #""sourceItemsConsumable": false, "numberOfTargetItems": 3"#))
        arena.drag(sourceCell(0), targetCell(0))
        arena.drag(sourceCell(0), targetCell(1))
        arena.apply(.select("a"))
        let marks = arena.snapshot().collections.flatMap { $0.cells.compactMap(\.selectionOrder) }
        #expect(marks == [1])
    }

    @Test func resetTellsTheCounterAfterItsOwnCallAsUndoDoes() throws {
        var arena = Arena(scenario: try presetGrids("arrasolta"))
        arena.recordNotices()
        arena.drag(sourceCell(0), targetCell(0))
        arena.apply(.undo)
        arena.apply(.reset)
        let calls = arena.notices.map(\.notice).filter {
            switch $0 {
            case .history, .counterChanged: true;
            default: false
            }
        }
        #expect(calls == [.counterChanged(1), .history(.undo, count: 0), .counterChanged(0), .history(.reset, count: 1), .counterChanged(1)])
    }
}

/// ArraSolta: a target item consumed from the source in an earlier run of the app.
@Suite struct PreConsumedItemTests {
    func arena(_ targetItems: String) throws -> Arena {
        Arena(scenario: try presetGrids("arrasolta", targetItems: targetItems))
    }

    @Test func aConsumedItemStartsInTheTargetAndItsSourceSlotIsEmpty() throws {
        var arena = try arena(#"{"consumed": "b"}"#)
        #expect(arena.items("source") == ["a", nil, "c"] && arena.items("target") == ["b", nil, nil])
        // Dragged back, it returns to its own source slot; reset empties the target the same way.
        arena.drag(targetCell(0), sourceCell(2))
        #expect(arena.items("source") == ["a", "b", "c"])
        arena.apply(.undo)
        arena.apply(.reset)
        #expect(arena.items("source") == ["a", "b", "c"] && arena.items("target") == [nil, nil, nil])
    }

    @Test func consumedItemsMustNameAConsumableSourcesItemOnce() {
        let cases: [(String, String)] = [
            (#"{"consumed": "x"}"#, "is no item of a consumable source"),
            (#"{"consumed": "a"}, {"consumed": "a"}"#, "is consumed twice"),
        ]
        for (items, message) in cases {
            let error = decodeError(
                """
                { "behaviour": "arrasolta", "config": { "sourceItemsConsumable": true },
                  "collections": [ { "id": "s", "role": "source", "items": [ {"id": "a"}, {"id": "b"} ] }, { "id": "t", "role": "target", "items": [\(items)] } ] }
                """)
            #expect(
                error?.path.hasPrefix("collections[1].items[") == true && error?.message.contains(message) == true, "\(String(describing: error))")
        }
    }
}
