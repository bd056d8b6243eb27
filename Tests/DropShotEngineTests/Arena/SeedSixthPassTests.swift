import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The seeds' behaviours a sixth audit found DropShot getting wrong (issue "each seed exactly,
/// sixth pass"), each named after the seed behaviour and citing the seed's lines.
@Suite struct SeedSixthPassTests {
    /// AJW's free views: a card, and the droppables `left` and `right`.
    func ajwCard() throws -> Scenario {
        try scenario(
            """
            { "behaviour": "ajw", "canvas": {"width": 500, "height": 300, "scale": 1}, "collections": [],
              "freeViews": [ { "id": "g", "draggables": [ {"id": "card", "frame": [0, 0, 40, 40]} ],
                               "droppables": [ {"id": "left", "frame": [0, 150, 150, 100]}, {"id": "right", "frame": [250, 150, 150, 100]} ] } ] }
            """)
    }

    /// AJWDraggableDroppable.m 203-241: the view moves only in `touchesMoved:`, and the Ended and
    /// Cancelled handler tests the view's centre, so a release or cancel 190 points away from the
    /// last move, over `right`, drops into `left`, where that move left the card.
    @Test(arguments: ["release", "cancel"])
    func ajwALiftAwayFromTheLastMoveDropsWhereThatMoveLeftTheView(ending: String) throws {
        var arena = Arena(scenario: try ajwCard())
        arena.recordNotices()
        let far = Point(265, 200)
        for event: ArenaEvent in [
            .press(Point(20, 20), t: 0), .move(Point(40, 40), t: 0.1), .move(Point(75, 200), t: 0.2),
            ending == "release" ? .release(far, t: 0.3) : .cancel(far, t: 0.3),
        ] {
            arena.apply(event)
        }
        #expect(arena.notices.last?.notice == .freeDragEnded(view: "card", droppable: "left"))
        #expect(arena.snapshot().freeViews[0].draggables[0].frame.center == Point(75, 200), "snapped into left")
    }

    /// AJWDraggableDroppable.m 151-154: registering a droppable only adds it to the set; its look
    /// changes at the drag's next move (Changed applies Pending to every registered droppable).
    @Test func ajwADroppableRegisteredMidDragChangesItsLookAtTheNextMove() throws {
        var arena = Arena(
            scenario: try scenario(
                """
                { "behaviour": "ajw", "canvas": {"width": 500, "height": 300, "scale": 1}, "collections": [],
                  "freeViews": [ { "id": "g", "draggables": [ {"id": "card", "frame": [0, 0, 40, 40]} ],
                                   "droppables": [ {"id": "left", "frame": [0, 150, 150, 100]}, {"id": "late", "frame": [250, 150, 150, 100], "registered": false} ] } ] }
                """))
        arena.recordNotices()
        for event: ArenaEvent in [.press(Point(20, 20), t: 0), .move(Point(40, 40), t: 0.1), .move(Point(60, 60), t: 0.2)] { arena.apply(event) }
        arena.apply(.register("late"))
        #expect(arena.snapshot().freeViews[0].droppables.map(\.state) == [.pending, .regular], "nothing applied to it yet")
        arena.apply(.move(Point(62, 60), t: 0.3))
        #expect(arena.snapshot().freeViews[0].droppables.map(\.state) == [.pending, .pending])
        arena.apply(.move(Point(300, 200), t: 0.4))
        #expect(arena.snapshot().freeViews[0].droppables.map(\.state) == [.pending, .pendingDrop])
        #expect(arena.notices.contains { $0.notice == .freeEntered(view: "card", droppable: "late") })
    }

    /// KDDragAndDropCollectionView.swift 1.4, 304-339: after a page turned, KD's data still hold
    /// the item at the last move's index until the next move, and the release commits that:
    /// `over` names that place, not the cell now under the ghost.
    @Test func kdAfterAPageTheDragIsOverThePlaceItsDataHold() throws {
        var arena = Arena(scenario: try KDPagingTests().kdRow())
        for event: ArenaEvent in [.press(Point(25, 25), t: 0), .move(Point(60, 25), t: 0.1), .move(Point(190, 25), t: 0.2)] {
            arena.apply(event)
        }
        #expect(arena.offsets[0].x == 100, "the move into the strip paged")
        let drag = arena.snapshot().drag
        arena.apply(.release(Point(190, 25), t: 0.3))
        #expect(drag?.over?.index == arena.items("l").firstIndex(of: "a0") && drag?.over?.index == 3)
        #expect(drag?.landsAt == DropLocation(collection: "l", index: 3), "`landsAt` says where the release lands, 3")
    }
}
