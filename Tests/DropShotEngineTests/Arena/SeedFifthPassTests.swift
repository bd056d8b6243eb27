import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The seeds' behaviours a fifth audit found DropShot getting wrong (issue "each seed exactly,
/// fifth pass"), each named after the seed behaviour and citing the seed's lines.
@Suite struct SeedFifthPassTests {
    /// Two kd lists of four 50-point cells side by side (`a` at x 0-150, `b` at x 150-300) and
    /// empty canvas below them (y 200-400).
    func kdLists() throws -> Scenario {
        try scenario(
            """
            { "behaviour": "kd", "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [150, 50], "minLineSpacing": 0, "sectionInset": [0, 0, 0, 0], "longPressDurationBeforeDragging": 0 },
              "collections": [ { "id": "a", "role": "list", "frame": [0, 0, 150, 200], "items": [{"id": "a0"}, {"id": "a1"}, {"id": "a2"}, {"id": "a3"}] },
                               { "id": "b", "role": "list", "frame": [150, 0, 150, 200], "items": [{"id": "b0"}, {"id": "b1"}, {"id": "b2"}, {"id": "b3"}] } ] }
            """)
    }

    /// KD 1.4: a drag over a1 moves the item there (`moveDataItemFromIndexPath [a,0,1]`), back over
    /// its own place moves it back (`[a,1,0]`, KDDragAndDropCollectionView.swift 304-328), and the
    /// release moves nothing more (KDDragAndDropManager.swift 198-218): `a0 a1 a2 a3`, no history
    /// step, as the host log says. The last pass left the item at a1's place.
    @Test(arguments: ["release", "cancel"])
    func kdADragThatComesBackToItsOwnPlaceChangesNothing(ending: String) throws {
        var arena = Arena(scenario: try kdLists())
        arena.recordNotices()
        let end: ArenaEvent = ending == "release" ? .release(Point(75, 25), t: 0.8) : .cancel(Point(75, 25), t: 0.8)
        for event: ArenaEvent in [.press(Point(75, 25), t: 0), .hold(t: 0.5), .move(Point(75, 75), t: 0.6), .move(Point(75, 25), t: 0.7), end] {
            arena.apply(event)
        }
        #expect(arena.items("a") == ["a0", "a1", "a2", "a3"], "\(arena.items("a"))")
        #expect(!arena.canUndo, "no history step")
        let moves = arena.hostCalls().filter { $0.method == "collectionView:moveDataItemFromIndexPath:toIndexPath:" }.map(\.arguments)
        #expect(moves == [["a", "0", "1"], ["a", "1", "0"]])
    }

    /// KD 1.4: out to b and back over a's own place, `.ended` sees the view under the touch equal
    /// to the source (KDDragAndDropManager.swift 200) and drops nothing; after leaving for empty
    /// canvas, and with a cancel (217), the same.
    @Test(arguments: [false, true])
    func kdADragOutAndBackToItsOwnPlaceDropsNothing(thenEmptyCanvas: Bool) throws {
        for ending in ["release", "cancel"] {
            var arena = Arena(scenario: try kdLists())
            var events: [ArenaEvent] = [.press(Point(75, 25), t: 0), .hold(t: 0.5), .move(Point(225, 75), t: 0.6), .move(Point(75, 25), t: 0.7)]
            if thenEmptyCanvas { events.append(.move(Point(75, 350), t: 0.75)) }
            let at = thenEmptyCanvas ? Point(75, 350) : Point(75, 25)
            events.append(ending == "release" ? .release(at, t: 0.8) : .cancel(at, t: 0.8))
            for event in events { arena.apply(event) }
            #expect(
                arena.items("a") == ["a0", "a1", "a2", "a3"] && arena.items("b") == ["b0", "b1", "b2", "b3"],
                "\(ending): \(arena.items("a")) \(arena.items("b"))")
            #expect(!arena.canUndo)
        }
    }

    /// KD 1.4, KDDragAndDropCollectionView.swift 304-339: `didMoveItem` moves the item, then
    /// pages; until the next `.changed` KD's data hold the item at the last move's index, and
    /// the release commits that index. The state and the picture between the page and the next
    /// move show it there, not under the ghost.
    @Test func kdBetweenAPageAndTheNextMoveTheItemStaysAtTheLastMovesIndex() throws {
        var arena = Arena(scenario: try KDPagingTests().kdRow())
        for event: ArenaEvent in [.press(Point(25, 25), t: 0), .move(Point(60, 25), t: 0.1), .move(Point(190, 25), t: 0.2)] {
            arena.apply(event)
        }
        #expect(arena.offsets[0].x == 100, "the move into the strip paged")
        let shown = arena.snapshot().collections[0].cells.filter { $0.item?.id == "a0" }.map(\.index)
        arena.apply(.release(Point(190, 25), t: 0.3))
        let committed = try #require(arena.items("l").firstIndex(of: "a0"))
        #expect(committed == 3 && shown == [committed], "shown at \(shown), committed at \(committed)")
    }

    /// KD 1.4, KDDragAndDropManager.swift 85-119: a press where the top view has no cell falls
    /// through to the cell beneath for the drag, but UIKit gives the touch to the hit-test view
    /// alone: a finger that moves before the long press fires pans the view on top, never the
    /// one beneath.
    @Test func kdAPressThatFallsThroughDoesNotScrollTheCollectionBeneath() throws {
        let items = (0..<30).map { #"{"id": "u\#($0)"}"# }.joined(separator: ", ")
        let overlapping = try scenario(
            """
            { "behaviour": "kd", "canvas": {"width": 300, "height": 300, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "lineAlignment": "leading", "minLineSpacing": 0, "minInteritemSpacing": 0, "sectionInset": [0, 0, 0, 0] },
              "collections": [ { "id": "top", "role": "list", "frame": [0, 0, 300, 200], "items": [{"id": "t0"}] },
                               { "id": "under", "role": "list", "frame": [0, 100, 300, 100], "items": [\(items)] } ] }
            """)
        var arena = Arena(scenario: overlapping)
        for event: ArenaEvent in [.press(Point(75, 175), t: 0), .move(Point(75, 135), t: 0.05), .move(Point(75, 115), t: 0.1)] { arena.apply(event) }
        #expect(arena.offsets[1] == Point(0, 0), "the collection beneath scrolled: \(arena.offsets[1])")
        if case .dragging = arena.gesture { Issue.record("a moved press dragged") }
    }

    /// BetweenKit 2.0 with its documented long-press set-up (0.5 s): `handleDragStarted` reads the
    /// location at Began (I3GestureCoordinator.m 165-186), so a press that drifts within the long
    /// press's 10 points onto the next cell drags the item under the finger then, and one that
    /// drifts into the gap between cells drags nothing and asks nothing.
    @Test func betweenKitALongPressDragsTheItemUnderTheFingerWhenItBegins() throws {
        // Cells a (x 0-50), b (70-120), c (140-190): gaps at 50-70 and 120-140.
        let list = try presetList("betweenkit", config: #", "allowRearrange": true, "longPressDurationBeforeDragging": 0.5"#)
        var onto = Arena(scenario: list)
        for event: ArenaEvent in [.press(Point(64, 25), t: 0), .move(Point(72, 25), t: 0.2), .hold(t: 0.5)] { onto.apply(event) }
        #expect(onto.snapshot().drag?.item.id == "b", "the item under the finger at Began: \(String(describing: onto.snapshot().drag?.item.id))")
        var gap = Arena(scenario: list)
        gap.recordNotices()
        for event: ArenaEvent in [.press(Point(45, 25), t: 0), .move(Point(54, 25), t: 0.2), .hold(t: 0.5), .move(Point(200, 250), t: 0.7)] {
            gap.apply(event)
        }
        #expect(gap.snapshot().drag == nil, "began over the gap: nothing dragged")
        #expect(gap.hostCalls().isEmpty, "nothing asked: \(gap.hostCalls())")
    }

    /// AJWDraggableDroppable.m 192-201: the pan's Began applies Dragging to the draggable and
    /// Pending to every droppable; only a Changed looks for the droppable under it and applies
    /// Hovering and PendingDrop (203-217). Cells under the ajw preset as free views: the move
    /// the pan begins at shows `dragging` and every collection `pending`, in the state and the
    /// host log alike; the next move `hovering` over the collection.
    @Test func ajwThePansBeganOnACellAppliesDraggingAndPendingOnly() throws {
        var arena = Arena(scenario: try presetList("ajw"))
        arena.recordNotices()
        for event: ArenaEvent in [.press(Point(25, 25), t: 0), .move(Point(45, 25), t: 0.1)] { arena.apply(event) }
        let began = arena.snapshot()
        #expect(began.drag?.appearance == .dragging && began.drag?.over == nil)
        #expect(began.collections.allSatisfy { $0.appearance == .pending }, "\(began.collections.map(\.appearance))")
        #expect(
            arena.hostCalls().map(\.method) == [
                "draggableDroppable:draggableGestureDidBegin:draggable:", "draggableViewApplyAppearanceStateDragging",
                "droppableViewApplyAppearanceStatePending",
            ])
        arena.apply(.move(Point(50, 25), t: 0.2))
        let changed = arena.snapshot()
        #expect(changed.drag?.appearance == .hovering && changed.collections.first { $0.id == "list" }?.appearance == .pendingDrop)
        #expect(
            arena.hostCalls().filter { $0.event == 2 }.map(\.method) == [
                "draggableViewApplyAppearanceStateHovering", "droppableViewApplyAppearanceStatePendingDrop",
            ])
    }

    /// AJW free views in two groups (controllers): g1's draggable `d1` at (0, 0, 40, 40) under g2's
    /// droppable `over` at (20, 20, 60, 60), drawn later; g1's droppables `bin` and `box`.
    func ajwFreeViews(events: String = "") throws -> Scenario {
        try scenario(
            """
            { "behaviour": "ajw", "canvas": {"width": 400, "height": 400, "scale": 1}, "collections": [],
              "freeViews": [
                { "id": "g1", "draggables": [ {"id": "d1", "frame": [0, 0, 40, 40]}, {"id": "d2", "frame": [300, 0, 40, 40]} ],
                  "droppables": [ {"id": "bin", "frame": [0, 200, 100, 100]}, {"id": "box", "frame": [200, 200, 100, 100]} ] },
                { "id": "g2", "draggables": [], "droppables": [ {"id": "over", "frame": [20, 20, 60, 60]} ] } ],
              "events": [\(events)] }
            """)
    }

    /// UIKit gives a touch to the topmost view: another controller's droppable drawn over a
    /// draggable takes it, and the draggable beneath is not dragged; where the draggable shows,
    /// it is.
    @Test func ajwAnotherControllersDroppableOnTopTakesTheTouch() throws {
        var covered = Arena(scenario: try ajwFreeViews())
        for event: ArenaEvent in [.press(Point(30, 30), t: 0), .move(Point(50, 250), t: 0.1), .move(Point(52, 250), t: 0.2)] { covered.apply(event) }
        #expect(covered.snapshot().freeViews[0].draggables[0].frame == Rect(0, 0, 40, 40), "the covered draggable stayed")
        var shown = Arena(scenario: try ajwFreeViews())
        for event: ArenaEvent in [.press(Point(10, 10), t: 0), .move(Point(50, 250), t: 0.1), .move(Point(52, 250), t: 0.2)] { shown.apply(event) }
        #expect(shown.snapshot().freeViews[0].draggables[0].state == .hovering)
    }

    /// AJWDraggableDroppable.m 156-159: deregistering a droppable only removes it from the set, so
    /// mid-drag it keeps the look last applied to it (here pendingDrop), after the drag's end too
    /// (the end applies Regular to registered droppables only); registered and dragged over again,
    /// it follows the drags.
    @Test func ajwADroppableDeregisteredMidDragKeepsItsLastLook() throws {
        var arena = Arena(scenario: try ajwFreeViews())
        for event: ArenaEvent in [.press(Point(310, 10), t: 0), .move(Point(50, 250), t: 0.1), .move(Point(52, 250), t: 0.2)] { arena.apply(event) }
        #expect(arena.snapshot().freeViews[0].droppables[0].state == .pendingDrop)
        arena.apply(.deregister("bin"))
        #expect(arena.snapshot().freeViews[0].droppables.map(\.state) == [.pendingDrop, .pending])
        arena.apply(.release(Point(52, 250), t: 0.3))
        #expect(arena.snapshot().freeViews[0].droppables.map(\.state) == [.pendingDrop, .regular], "the end told it nothing")
        arena.apply(.register("bin"))
        for event: ArenaEvent in [
            .press(Point(10, 10), t: 1), .move(Point(250, 250), t: 1.1), .move(Point(252, 250), t: 1.2), .release(Point(252, 250), t: 1.3),
        ] {
            arena.apply(event)
        }
        #expect(arena.snapshot().freeViews[0].droppables.map(\.state) == [.regular, .regular])
    }

    /// AJWDraggableDroppable.m 140-149 and AJWDraggableGestureRecognizer.m 36-41: deregistering the
    /// dragged view removes its recognizer, so the gesture ends with no call: the view stays where
    /// the touch left it, with its look, and the droppables keep theirs.
    @Test func ajwDeregisteringTheDraggedViewLeavesItWhereTheTouchLeftIt() throws {
        var arena = Arena(scenario: try ajwFreeViews())
        arena.recordNotices()
        for event: ArenaEvent in [.press(Point(310, 10), t: 0), .move(Point(50, 250), t: 0.1), .move(Point(52, 250), t: 0.2)] { arena.apply(event) }
        let moved = arena.snapshot().freeViews[0].draggables[1].frame
        arena.apply(.deregister("d2"))
        arena.apply(.release(Point(52, 250), t: 0.3))
        let after = arena.snapshot().freeViews[0]
        #expect(after.draggables[1].frame == moved && moved != Rect(300, 0, 40, 40))
        #expect(after.draggables[1].state == .hovering && after.droppables.map(\.state) == [.pendingDrop, .pending])
        #expect(!arena.hostCalls().contains { $0.method.hasPrefix("draggableDroppable:draggableGestureDidEnd") })
    }

    /// Under the kd preset the state and the host log never disagree: over random drags within
    /// and between two lists and out to empty canvas, released or cancelled, each list's items
    /// are what KD's data sources hold after the log's calls (moves, deletes and inserts) are
    /// replayed on them.
    @Test func kdTheStateIsTheHostLogReplayed() throws {
        var random = SplitMix64(state: 0x6B64)
        for round in 0..<300 {
            var arena = Arena(scenario: try kdLists())
            arena.recordNotices()
            var data = ["a": ["a0", "a1", "a2", "a3"], "b": ["b0", "b1", "b2", "b3"]]
            var t = 0.0, all: [ArenaEvent] = []
            func point() -> Point {
                // Over a cell of either list most of the time, else the empty canvas below them.
                Int.random(in: 0..<5, using: &random) == 0
                    ? Point(Double.random(in: 0..<300, using: &random), Double.random(in: 210..<400, using: &random))
                    : Point(Double.random(in: 1..<299, using: &random), Double.random(in: 1..<199, using: &random))
            }
            for _ in 0..<3 {
                var events: [ArenaEvent] = [
                    .press(Point(Double.random(in: 1..<299, using: &random), Double.random(in: 1..<199, using: &random)), t: t)
                ]
                events.append(.hold(t: t + 0.1))
                for step in 0..<Int.random(in: 0...5, using: &random) { events.append(.move(point(), t: t + 0.2 + Double(step) * 0.1)) }
                let end = point()
                events.append(Bool.random(using: &random) ? .release(end, t: t + 1) : .cancel(end, t: t + 1))
                for event in events { arena.apply(event) }
                all += events
                t += 2
            }
            for call in arena.hostCalls() {
                let arguments = call.arguments
                switch call.method {
                case "collectionView:moveDataItemFromIndexPath:toIndexPath:":
                    let item = data[arguments[0]]!.remove(at: Int(arguments[1])!)
                    data[arguments[0]]!.insert(item, at: Int(arguments[2])!)
                case "collectionView:deleteDataItemAtIndexPath:":
                    data[arguments[0]]!.remove(at: Int(arguments[1])!)
                case "collectionView:insertDataItem:atIndexPath:":
                    data[arguments[0]]!.insert(arguments[1], at: Int(arguments[2])!)
                default:
                    break
                }
            }
            #expect(
                arena.items("a") == data["a"] && arena.items("b") == data["b"],
                "round \(round): state \(arena.items("a")) \(arena.items("b")), log \(data); events \(all); calls \(arena.hostCalls().map { "\($0.event) \($0)" })"
            )
        }
    }
}
