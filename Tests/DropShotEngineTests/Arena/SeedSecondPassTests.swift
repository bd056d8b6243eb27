import Testing

@testable import DropShotEngine
@testable import DropShotFormat

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
