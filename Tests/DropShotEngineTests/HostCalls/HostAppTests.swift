import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The engine driven the way an app's view controller would drive it (the DocC article "Using the engine in your app"): touches
/// with their times in, a snapshot to draw and delegate calls out after each one, a data source
/// that vetoes. What DropShot draws in tests is then what the app's own views show.
@Suite struct HostAppTests {
    /// The app's data source: the "locked" card stays where it is.
    struct Board: ArenaDataSource {
        func canDrag(item: ItemSpec, from slot: SlotRef) -> Bool { item.id != "locked" }
    }

    /// A minimal view controller: owns the engine, forwards touches, keeps what it was told.
    struct BoardController {
        var arena: Arena
        var delegateCalls: [ArenaNotice] = []
        var drawn: ArenaSnapshot

        init(scenario: Scenario) {
            arena = Arena(scenario: scenario, dataSource: Board())
            drawn = arena.snapshot()
        }

        mutating func send(_ event: ArenaEvent) {
            delegateCalls += arena.handle(event)
            drawn = arena.snapshot()  // what the app's views lay out and draw
        }
        mutating func touchesBegan(at point: Point, time: Double) { send(.press(point, t: time)) }
        mutating func touchesMoved(to point: Point, time: Double) { send(.move(point, t: time)) }
        mutating func touchesEnded(at point: Point, time: Double) { send(.release(point, t: time)) }
        mutating func touchesCancelled(at point: Point, time: Double) { send(.cancel(point, t: time)) }
        mutating func undoTapped() { send(.undo) }
    }

    func board() throws -> Scenario {
        try scenario(
            """
            { "canvas": {"width": 300, "height": 300, "scale": 1},
              "config": { "fixedCellSize": [100, 50], "lineAlignment": "leading", "rearrange": "move" },
              "collections": [ { "id": "todo", "role": "list", "frame": [0, 0, 150, 300], "items": [ {"id": "a"}, {"id": "locked"} ] },
                               { "id": "done", "role": "list", "frame": [150, 0, 150, 300], "items": [ {"id": "z"} ] } ] }
            """)
    }

    @Test func aDragIsForwardedTouchByTouchAndEachStepIsWhatTheViewsShow() throws {
        var controller = BoardController(scenario: try board())
        controller.touchesBegan(at: Point(50, 25), time: 0)
        #expect(controller.drawn.drag?.item.id == "a")
        #expect(
            controller.delegateCalls == [
                .canDrag(item: "a", from: SlotRef(collection: "todo", index: 0), answer: true),
                .dragBegan(item: "a", from: SlotRef(collection: "todo", index: 0)),
            ])
        controller.touchesMoved(to: Point(200, 80), time: 0.2)
        #expect(controller.drawn.drag?.over == DropLocation(collection: "done", index: 1))
        #expect(controller.drawn.collections.map(\.appearance) == [.pending, .pendingDrop])
        #expect(controller.drawn.drag?.appearance == .hovering)
        #expect(
            controller.delegateCalls.suffix(3) == [
                .exited(item: "a", collection: "todo"), .entered(item: "a", collection: "done"),
                .movedOver(item: "a", collection: "done", index: 1),
            ])
        controller.touchesEnded(at: Point(200, 80), time: 0.3)
        #expect(controller.drawn.drag == nil && controller.drawn.lastOutcome == .drop)
        #expect(controller.arena.model.slots == [["locked"], ["z", "a"]])
        #expect(
            controller.delegateCalls.contains(
                .outcome(
                    item: "a", from: SlotRef(collection: "todo", index: 0),
                    .drop(to: SlotRef(collection: "done", index: 1)))))
        #expect(controller.delegateCalls.last == .dragEnded(item: "a", over: "done"))
        controller.undoTapped()
        #expect(controller.arena.model.slots == [["a", "locked"], ["z"]])
        #expect(controller.delegateCalls.suffix(2) == [.history(.undo, count: 0), .counterChanged(0)])
    }

    @Test func theAppsDataSourceVetoesAndACancelledTouchChangesNothing() throws {
        var controller = BoardController(scenario: try board())
        controller.touchesBegan(at: Point(50, 75), time: 0)
        #expect(controller.drawn.drag == nil, "the locked card is not picked up")
        #expect(controller.delegateCalls.last == .canDrag(item: "locked", from: SlotRef(collection: "todo", index: 1), answer: false))
        controller.touchesEnded(at: Point(50, 75), time: 0.1)
        controller.touchesBegan(at: Point(50, 25), time: 1)
        controller.touchesMoved(to: Point(200, 80), time: 1.1)
        controller.touchesCancelled(at: Point(200, 80), time: 1.2)
        #expect(controller.arena.model.slots == [["a", "locked"], ["z"]] && controller.drawn.lastOutcome == .miss)
    }

    @Test func handingNoticesOverKeepsNone() throws {
        var arena = Arena(scenario: try board())
        for step in 0..<50 {
            _ = arena.handle(.press(Point(50, 25), t: Double(step)))
            _ = arena.handle(.release(Point(50, 25), t: Double(step) + 0.1))
        }
        #expect(arena.notices.isEmpty)
    }

    /// Issue "trust, fifth pass", point 7: `handle` adds to a log `recordNotices()` started
    /// instead of wiping it, so the host calls of a whole session can be checked.
    @Test func handlingKeepsTheLogThatRecordNoticesStarted() throws {
        let events: [ArenaEvent] = [.press(Point(50, 25), t: 0), .move(Point(200, 80), t: 0.1), .release(Point(200, 80), t: 0.2), .undo]
        var recorded = Arena(scenario: try board())
        recorded.recordNotices()
        for event in events { recorded.apply(event) }
        var handled = Arena(scenario: try board())
        handled.recordNotices()
        var handedOver: [ArenaNotice] = []
        for event in events { handedOver += handled.handle(event) }
        #expect(handled.notices.count == recorded.notices.count && handled.notices.count > 5)
        #expect(handled.notices.map(\.notice) == handedOver && handled.notices.map(\.event) == recorded.notices.map(\.event))
        #expect(handled.hostCalls() == recorded.hostCalls() && handled.hostCalls().count > 3)
    }
}
