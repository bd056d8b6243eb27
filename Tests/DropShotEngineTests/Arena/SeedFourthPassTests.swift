import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The seeds' behaviours a fourth audit found DropShot still getting wrong (issue "each seed
/// exactly, fourth pass"), each named after the seed behaviour and citing the seed's lines.
@Suite struct SeedFourthPassTests {
    /// A kd list of four 50-point cells in a 400-point frame: its content ends at y = 200.
    func kdShortList(_ items: Int = 4) throws -> Scenario {
        let ids = (0..<items).map { #"{"id": "a\#($0)"}"# }.joined(separator: ", ")
        return try scenario(
            """
            { "behaviour": "kd", "canvas": {"width": 300, "height": 420, "scale": 1},
              "config": { "fixedCellSize": [200, 50], "longPressDurationBeforeDragging": 0 },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 200, 400], "items": [\(ids)] } ] }
            """)
    }

    /// KD 1.4, `indexPathForCellOverlappingRect` (KDDragAndDropCollectionView.swift 174-178): a
    /// ghost whose origin lies below the content is at the last visible index, and `didMoveItem`
    /// moves the item there: the first of four dragged below the last ends last.
    @Test func kdAGhostPastTheEndOfTheContentIsAtTheLastVisibleIndex() throws {
        var arena = Arena(scenario: try kdShortList())
        // Pressed at the first cell's centre: the ghost's top is 25 points above the pointer.
        for event: ArenaEvent in [.press(Point(100, 25), t: 0), .move(Point(100, 150), t: 0.1), .move(Point(100, 300), t: 0.2)] {
            arena.apply(event)
        }
        #expect(shownItems(arena)["l"] == ["a1", "a2", "a3", "a0"], "\(shownItems(arena))")
        arena.apply(.release(Point(100, 300), t: 0.3))
        #expect(arena.items("l") == ["a1", "a2", "a3", "a0"])
        // Just at the content's end (the ghost's top at y = 200, not past it), KD finds no cell
        // under the ghost and keeps what the last move did.
        var atEnd = Arena(scenario: try kdShortList())
        for event: ArenaEvent in [.press(Point(100, 25), t: 0), .move(Point(100, 125), t: 0.1), .move(Point(100, 225), t: 0.2)] {
            atEnd.apply(event)
        }
        atEnd.apply(.release(Point(100, 225), t: 0.3))
        #expect(atEnd.items("l") == ["a1", "a2", "a0", "a3"], "\(atEnd.items("l"))")
    }

    /// BetweenKit 2.0, I3GestureCoordinator.m 258-270 and 309-314: the rearrange target is
    /// `indexPathForItemAtPoint:`, nil in the gap between two cells of the item's own collection,
    /// so neither `canItemFrom:beRearrangedWithItemAt:` is asked nor `rearrangeItemAt:withItemAt:`
    /// called: the item snaps back. Over a cell, it swaps as before.
    @Test func betweenKitAReleaseBetweenTwoCellsOfTheOriginSnapsBack() throws {
        // Cells of 50 points, 20 apart (gaps at x 50-70 and 120-140); the data source implements
        // the rearrange assertion. At x = 125 the nearest cell is b's, which a list's place would take.
        let list = try presetList("betweenkit", config: #", "allowRearrange": true"#)
        var gap = Arena(scenario: list)
        gap.recordNotices()
        for event: ArenaEvent in [.press(Point(25, 25), t: 0), .move(Point(45, 25), t: 0.1), .move(Point(160, 25), t: 0.2)] { gap.apply(event) }
        gap.apply(.release(Point(125, 25), t: 0.3))
        #expect(gap.items("list") == ["a", "b", "c"], "\(gap.items("list"))")
        let asked = gap.notices.filter { if case .canRearrange = $0.notice { true } else { false } }
        #expect(asked.last?.event != 3, "nothing is asked at a release over the gap: \(asked)")
        var over = Arena(scenario: list)
        for event: ArenaEvent in [
            .press(Point(25, 25), t: 0), .move(Point(45, 25), t: 0.1), .move(Point(95, 25), t: 0.2), .release(Point(95, 25), t: 0.3),
        ] {
            over.apply(event)
        }
        #expect(over.items("list") == ["b", "a", "c"], "\(over.items("list"))")
    }

    /// KD 1.4, KDDragAndDropManager.swift 198-218: `.ended` and `.cancelled` never read the
    /// gesture's point (the snapshot's frame is the last `.changed`'s), so a release or cancel away
    /// from the last move commits what that move left; a press and a release elsewhere with no
    /// move between drops nothing (no `.changed`: the item is still over its source).
    @Test(arguments: [false, true])
    func kdAReleaseAwayFromTheLastMoveCommitsWhatTheMoveLeft(cancelled: Bool) throws {
        var arena = Arena(scenario: try kdShortList())
        for event: ArenaEvent in [.press(Point(100, 25), t: 0), .move(Point(100, 125), t: 0.1)] { arena.apply(event) }
        #expect(shownItems(arena)["l"] == ["a1", "a2", "a0", "a3"])
        // Let go over the first cell: KD never looks there.
        arena.apply(cancelled ? .cancel(Point(100, 25), t: 0.2) : .release(Point(100, 25), t: 0.2))
        #expect(arena.items("l") == ["a1", "a2", "a0", "a3"], "\(arena.items("l"))")
        #expect(arena.snapshot().stateJSON.serialized(pretty: false).contains(#""item":"a0""#))

        var still = Arena(scenario: try kdShortList())
        for event: ArenaEvent in [.press(Point(100, 25), t: 0), .hold(t: 0.5), .release(Point(100, 175), t: 0.6)] { still.apply(event) }
        #expect(still.items("l") == ["a0", "a1", "a2", "a3"], "\(still.items("l"))")
    }

    /// KD 1.4, KDDragAndDropManager.swift 85-119: `shouldReceive` asks each view in turn and goes
    /// on past one with no draggable cell at the touch, so a press where a collection with no cell
    /// there lies over another drags the cell beneath (`touchFallsThrough`, the kd preset's).
    @Test(arguments: ["kd", "dropshot"])
    func kdAPressGoesOnPastACollectionWithNoCellAtTheTouch(behaviour: String) throws {
        let overlapping = try scenario(
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 300, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "lineAlignment": "leading" },
              "collections": [ { "id": "top", "role": "list", "frame": [0, 0, 300, 200], "items": [{"id": "t0"}] },
                               { "id": "under", "role": "list", "frame": [0, 100, 300, 100], "items": [{"id": "u0"}, {"id": "u1"}] } ] }
            """)
        var arena = Arena(scenario: overlapping)
        for event: ArenaEvent in [.press(Point(75, 125), t: 0), .hold(t: 0.5), .move(Point(90, 160), t: 0.6)] { arena.apply(event) }
        if case let .dragging(drag) = arena.gesture {
            #expect(behaviour == "kd" && drag.item == "u1", "\(behaviour) dragged \(drag.item)")
        } else {
            #expect(behaviour == "dropshot", "kd dragged nothing: \(arena.gesture)")
        }
    }

    /// BetweenKit 2.0, I3GestureCoordinator.m 103-110 and 165-186: the pan recognizer is on the
    /// arena's superview, and `handleDragStarted` finds the cell under the pan's start point, so a
    /// pan begun outside every collection that starts over a cell drags that cell; one that
    /// starts over nothing drags nothing, wherever it goes next.
    @Test func betweenKitAPanBegunOutsideEveryCollectionDragsTheCellItStartsOver() throws {
        // Between the two lists (list: y 0-100, other: y 200-300); the pan starts 10 points on.
        var arena = Arena(scenario: try presetList("betweenkit"))
        for event: ArenaEvent in [.press(Point(25, 195), t: 0), .move(Point(25, 215), t: 0.1), .move(Point(25, 60), t: 0.2)] {
            arena.apply(event)
        }
        guard case let .dragging(drag) = arena.gesture else {
            Issue.record("no drag began: \(arena.gesture)")
            return
        }
        #expect(drag.item == "x")

        var nothing = Arena(scenario: try presetList("betweenkit"))
        for event: ArenaEvent in [.press(Point(25, 150), t: 0), .move(Point(25, 170), t: 0.1), .move(Point(25, 225), t: 0.2)] {
            nothing.apply(event)
        }
        guard case .pressed = nothing.gesture else {
            Issue.record("a pan begun on nothing dragged: \(nothing.gesture)")
            return
        }
    }

    /// BetweenKit 2.0 with its documented long-press set-up (a `UILongPressGestureRecognizer` of
    /// 0.5 s): UIKit's long press tolerates 10 points of movement before it begins, and
    /// `handleDragStarted` runs at Began (I3GestureCoordinator.m 163-197): 3 points of movement
    /// then the hold drag the pressed item; 12 points first make it a pan, which drags nothing.
    @Test func betweenKitALongPressMovedThreePointsStillBeginsTheDrag() throws {
        let list = try presetList("betweenkit", config: #", "allowRearrange": true, "longPressDurationBeforeDragging": 0.5"#)
        var arena = Arena(scenario: list)
        for event: ArenaEvent in [.press(Point(25, 25), t: 0), .move(Point(28, 25), t: 0.2), .hold(t: 0.5)] { arena.apply(event) }
        #expect(arena.snapshot().drag?.item.id == "a", "the long press began the drag of a")
        for event: ArenaEvent in [.move(Point(95, 25), t: 0.6), .release(Point(95, 25), t: 0.7)] { arena.apply(event) }
        #expect(arena.items("list") == ["b", "a", "c"], "\(arena.items("list"))")
        var panned = Arena(scenario: list)
        for event: ArenaEvent in [.press(Point(25, 25), t: 0), .move(Point(37, 25), t: 0.2), .hold(t: 0.5)] { panned.apply(event) }
        #expect(panned.snapshot().drag == nil, "moved 12 points first: a pan, no drag")
    }

    /// AJWDraggableDroppable.m 140-149: deregistering a view removes its gesture recognizer, and
    /// UIKit gives a touch to the topmost view: a press on a deregistered or undraggable view lying
    /// over another (and over a collection's cell) drags nothing; the view beneath is dragged only
    /// where it shows.
    @Test(arguments: [#"{"type": "deregister", "view": "top"}"#, ""])
    func ajwAPressOnAViewOnTopThatTakesNoPartDragsNothing(deregister: String) throws {
        let top = deregister.isEmpty ? #""draggable": false"# : #""draggable": true"#
        let s = try scenario(
            """
            { "behaviour": "ajw", "canvas": {"width": 400, "height": 400, "scale": 1},
              "collections": [{"id": "l", "role": "list", "frame": [0, 0, 300, 100], "config": {"fixedCellSize": [100, 100]}, "items": [{"id": "x"}]}],
              "freeViews": [{"id": "g", "draggables": [{"id": "under", "frame": [0, 0, 60, 60]}, {"id": "top", "frame": [20, 20, 60, 60], \(top)}],
                             "droppables": [{"id": "bin", "frame": [0, 300, 100, 100]}]}],
              "events": [\(deregister)] }
            """)
        var arena = Arena(scenario: s)
        for event in arena.scenario.events { arena.apply(event) }
        for event: ArenaEvent in [.press(Point(40, 40), t: 1), .move(Point(40, 80), t: 1.1), .move(Point(50, 350), t: 1.2)] { arena.apply(event) }
        #expect(arena.snapshot().drag == nil, "nor is the list's cell beneath dragged")
        arena.apply(.release(Point(50, 350), t: 1.3))
        let frames = Dictionary(uniqueKeysWithValues: arena.snapshot().freeViews[0].draggables.map { ($0.item.id, $0.frame) })
        #expect(frames["under"] == Rect(0, 0, 60, 60) && frames["top"] == Rect(20, 20, 60, 60), "\(frames)")
        // Where only the view beneath shows, it is dragged.
        for event: ArenaEvent in [
            .press(Point(10, 10), t: 2), .move(Point(10, 50), t: 2.1), .move(Point(50, 350), t: 2.2), .release(Point(50, 350), t: 2.3),
        ] {
            arena.apply(event)
        }
        #expect(arena.snapshot().freeViews[0].draggables.first { $0.item.id == "under" }?.frame != Rect(0, 0, 60, 60))
    }

    /// AJWDraggableDroppable.m 192-217: Began applies Dragging to the view and Pending to every
    /// droppable; only the next Changed looks for the droppable under it (Hovering, PendingDrop).
    /// A drag that begins inside a droppable hovers nothing at the touch nor at Began, in the
    /// state and in the host log alike, and a second drag starts without the first one's hover.
    @Test func ajwADragBegunInsideADroppableHoversOnlyFromTheNextChange() throws {
        let s = try scenario(
            """
            { "behaviour": "ajw", "canvas": {"width": 400, "height": 400, "scale": 1}, "collections": [],
              "freeViews": [{"id": "g", "draggables": [{"id": "d", "frame": [20, 20, 60, 60]}],
                             "droppables": [{"id": "bin", "frame": [0, 0, 200, 200]}]}] }
            """)
        var arena = Arena(scenario: s)
        arena.recordNotices()
        func states() -> (view: AppearanceState, bin: CollectionAppearance) {
            let group = arena.snapshot().freeViews[0]
            return (group.draggables[0].state, group.droppables[0].state)
        }
        func entered() -> Int { arena.notices.filter { if case .freeEntered = $0.notice { true } else { false } }.count }
        for drag in 0..<2 {
            // Pressed at the view's centre (the first release snapped it to the bin's centre).
            let t = Double(drag), at = arena.snapshot().freeViews[0].draggables[0].frame.center
            arena.apply(.press(at, t: t))
            #expect(entered() == drag, "nothing is entered at the touch")
            arena.apply(.move(at + Point(0, 15), t: t + 0.1))  // the pan begins: Began
            #expect(states() == (.dragging, .pending), "drag \(drag) at Began: \(states())")
            #expect(entered() == drag)
            arena.apply(.move(at + Point(2, 16), t: t + 0.2))  // Changed
            #expect(states() == (.hovering, .pendingDrop), "drag \(drag) at Changed: \(states())")
            #expect(entered() == drag + 1)
            arena.apply(.release(at + Point(2, 16), t: t + 0.3))
        }
    }
}

/// KD's paging (`checkForEdgesAndScroll`), fourth pass: points 3 and 6 of the issue.
@Suite struct KDPagingTests {
    /// A kd row of `items` 50-point cells, `spacing` apart, in a 200-point frame that scrolls
    /// horizontally; the canvas leaves room for the strip outside its right side.
    func kdRow(_ items: Int = 12, spacing: Double = 0) throws -> Scenario {
        let ids = (0..<items).map { #"{"id": "a\#($0)"}"# }.joined(separator: ", ")
        return try scenario(
            """
            { "behaviour": "kd", "canvas": {"width": 400, "height": 100, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": \(spacing), "minLineSpacing": \(spacing), "scrollDirection": "horizontal",
                          "cellOrderHorizontal": true, "longPressDurationBeforeDragging": 0 },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 200, 50], "items": [\(ids)] } ] }
            """)
    }

    /// KD 1.4, KDDragAndDropCollectionView.swift 304-339: `didMoveItem` moves the item, then
    /// pages; `.ended` moves nothing more, so the item stays at the index of the last move, and
    /// the host log's last move names that index.
    @Test func kdAReleaseAfterAPageKeepsTheIndexOfTheLastMove() throws {
        var arena = Arena(scenario: try kdRow())
        arena.recordNotices()
        for event: ArenaEvent in [.press(Point(25, 25), t: 0), .move(Point(60, 25), t: 0.1), .move(Point(190, 25), t: 0.2)] {
            arena.apply(event)
        }
        #expect(arena.offsets[0].x == 100, "the move into the strip paged: \(arena.offsets[0])")
        arena.apply(.release(Point(190, 25), t: 0.3))
        #expect(arena.items("l").firstIndex(of: "a0") == 3, "\(arena.items("l"))")
        let moves = arena.notices.compactMap { if case let .movedOver(_, _, index) = $0.notice { index } else { nil } }
        #expect(moves.last == 3, "\(moves)")
    }

    /// KD 1.4, KDDragAndDropCollectionView.swift 249 and 291-298: `paging` is the collection
    /// view's, set only when the offset would change and cleared a second later whatever the
    /// gesture; paging runs from `didMoveItem` (M 181), so only with a cell under the ghost.
    @Test func kdThePagingLockIsTheCollectionsAndSetOnlyByAPageThatMoves() throws {
        // A second drag within the second after a page turns none.
        var second = Arena(scenario: try kdRow())
        for event: ArenaEvent in [
            .press(Point(25, 25), t: 0), .move(Point(60, 25), t: 0.1), .move(Point(190, 25), t: 0.2), .release(Point(190, 25), t: 0.3),
            .press(Point(125, 25), t: 0.4), .move(Point(150, 25), t: 0.5), .move(Point(190, 25), t: 0.6),
        ] {
            second.apply(event)
        }
        #expect(second.offsets[0].x == 100, "\(second.offsets[0])")
        second.apply(.move(Point(191, 25), t: 1.3))
        #expect(second.offsets[0].x == 200, "a second after the page the lock is gone: \(second.offsets[0])")

        // At the end of the content a move into the right strip pages nothing and sets no lock:
        // the left strip pages at once.
        var atEnd = Arena(scenario: try kdRow(8))
        atEnd.apply(.scroll(collection: "l", offset: Point(200, 0)))
        for event: ArenaEvent in [.press(Point(125, 25), t: 0), .move(Point(150, 25), t: 0.1), .move(Point(190, 25), t: 0.2)] {
            atEnd.apply(event)
        }
        #expect(atEnd.offsets[0].x == 200)
        atEnd.apply(.move(Point(10, 25), t: 0.3))
        #expect(atEnd.offsets[0].x == 100, "\(atEnd.offsets[0])")

        // No cell under the ghost (cells 60 points apart): no `didMoveItem`, no page.
        var gap = Arena(scenario: try kdRow(spacing: 60))
        for event: ArenaEvent in [.press(Point(25, 25), t: 0), .move(Point(60, 25), t: 0.1), .move(Point(190, 25), t: 0.2)] {
            gap.apply(event)
        }
        #expect(gap.offsets[0].x == 0, "\(gap.offsets[0])")
    }
}
