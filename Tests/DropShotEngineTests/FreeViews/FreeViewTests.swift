import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// AJWDraggableDroppable's free views (`"freeViews"`): draggables with their own frames,
/// droppables with snap points, groups that do not interact, register and deregister.
@Suite struct FreeViewTests {
    /// Group `g1`: draggables `d1` [0,0,40,40] and `d2` [100,0,40,40], droppables `bin`
    /// [0,200,100,100] (snap point [20, 220]) and `box` [200,200,100,100]. Group `g2`: draggable
    /// `e1` [0,100,40,40] and droppable `far` [200,0,100,100].
    func freeScenario(_ options: String = "", events: String = "", extra: String = "") throws -> Scenario {
        try scenario(
            """
            { "canvas": {"width": 400, "height": 400, "scale": 1}, "collections": [\(extra)],
              "freeViews": [
                { "id": "g1", \(options.isEmpty ? "" : options + ",")
                  "draggables": [ {"id": "d1", "frame": [0, 0, 40, 40], "label": "One"}, {"id": "d2", "frame": [100, 0, 40, 40]} ],
                  "droppables": [ {"id": "bin", "frame": [0, 200, 100, 100], "snapPoint": [20, 220], "label": "Bin"},
                                  {"id": "box", "frame": [200, 200, 100, 100]} ] },
                { "id": "g2", "draggables": [ {"id": "e1", "frame": [0, 100, 40, 40]} ],
                  "droppables": [ {"id": "far", "frame": [200, 0, 100, 100]} ] }
              ],
              "events": [\(events)] }
            """)
    }

    /// AJW's draggable view sets its centre in touchesMoved:, whatever its pan recognizer's
    /// state: it follows the finger from the first move, before the pan begins (past 10 points),
    /// with no delegate call and no appearance; let go before the pan began, it stays there.
    @Test func anAJWFreeViewFollowsTheFingerBeforeThePanBegins() throws {
        let s = try scenario(
            #"{"behaviour": "ajw", "canvas": {"width": 400, "height": 400, "scale": 1}, "collections": [], "freeViews": [{"id": "g", "draggables": [{"id": "d", "frame": [0, 0, 40, 40]}], "droppables": [{"id": "bin", "frame": [0, 200, 100, 100]}]}]}"#
        )
        var arena = Arena(scenario: s)
        arena.recordNotices()
        arena.apply(.press(Point(20, 20), t: 0))
        #expect(frame(arena, "d") == Rect(0, 0, 40, 40))
        arena.apply(.move(Point(24, 23), t: 0.1))  // 5 points: the pan has not begun
        #expect(frame(arena, "d") == Rect(4, 3, 40, 40), "the centre follows the finger")
        #expect(arena.snapshot().freeViews[0].draggables[0].state == .regular && arena.hostCalls().isEmpty)
        arena.apply(.release(Point(24, 23), t: 0.2))
        #expect(frame(arena, "d") == Rect(4, 3, 40, 40) && arena.hostCalls().isEmpty && arena.snapshot().lastOutcome == nil)
    }

    func frame(_ arena: Arena, _ id: String) -> Rect? {
        arena.snapshot().freeViews.flatMap(\.draggables).first { $0.item.id == id }?.frame
    }

    func drag(_ arena: inout Arena, from: Point, to: Point) {
        arena.apply(.press(from, t: 0))
        arena.apply(.move(to, t: 0.1))
        arena.apply(.release(to, t: 0.2))
    }

    @Test func aHitSnapsTheDraggablesCentreToTheSnapPointOrTheCentre() throws {
        var arena = Arena(scenario: try freeScenario())
        drag(&arena, from: Point(20, 20), to: Point(60, 250))
        #expect(frame(arena, "d1") == Rect(0, 200, 40, 40), "centred on the snap point [20, 220]")
        #expect(arena.lastOutcome == .drop)
        drag(&arena, from: Point(120, 20), to: Point(260, 240))
        #expect(frame(arena, "d2") == Rect(230, 230, 40, 40), "centred on the droppable's centre")
    }

    @Test func aMissStaysWhereItWasLetGoByDefault() throws {
        var arena = Arena(scenario: try freeScenario())
        drag(&arena, from: Point(20, 20), to: Point(170, 120))
        #expect(frame(arena, "d1") == Rect(150, 100, 40, 40))
        #expect(arena.lastOutcome == .miss)
        #expect(arena.historyCount == 0, "free views are outside the undo history")
    }

    @Test func ajwsTwoSnapOptionsCanBeTurned() throws {
        var arena = Arena(
            scenario: try freeScenario(#""snapsDraggablesToDroppableSnapPointOnHit": false, "snapsDraggablesBackToDragStartOnMiss": true"#))
        drag(&arena, from: Point(20, 20), to: Point(60, 250))
        #expect(frame(arena, "d1") == Rect(40, 230, 40, 40), "a hit stays where it was let go")
        drag(&arena, from: Point(60, 250), to: Point(170, 120))
        #expect(frame(arena, "d1") == Rect(40, 230, 40, 40), "a miss goes back to where the drag started")
        arena.apply(.press(Point(60, 250), t: 1))
        arena.apply(.move(Point(250, 250), t: 1.1))
        arena.apply(.cancel(Point(250, 250), t: 1.2))
        #expect(frame(arena, "d1") == Rect(40, 230, 40, 40) && arena.lastOutcome == .miss, "a cancel is a miss")
    }

    @Test func statesFollowTheDraggablesCentreWithinItsGroupOnly() throws {
        var arena = Arena(scenario: try freeScenario())
        arena.apply(.press(Point(20, 20), t: 0))
        arena.apply(.move(Point(250, 250), t: 0.1))
        var groups = arena.snapshot().freeViews
        #expect(groups[0].draggables.map(\.state) == [.hovering, .regular])
        #expect(groups[0].droppables.map(\.state) == [.pending, .pendingDrop])
        #expect(groups[1].droppables.map(\.state) == [.regular], "another group's droppable is not involved")
        // Over the other group's droppable: no hit, and it does not take the drop.
        arena.apply(.move(Point(250, 50), t: 0.2))
        groups = arena.snapshot().freeViews
        #expect(groups[0].draggables[0].state == .dragging && groups[1].droppables[0].state == .regular)
        arena.apply(.release(Point(250, 50), t: 0.3))
        #expect(arena.lastOutcome == .miss && frame(arena, "d1") == Rect(230, 30, 40, 40))
    }

    @Test func deregisteredViewsStayDrawnButTakeNoPart() throws {
        var arena = Arena(scenario: try freeScenario(events: #"{"type": "deregister", "view": "box"}, {"type": "deregister", "view": "d2"}"#))
        for event in arena.scenario.events { arena.apply(event) }
        drag(&arena, from: Point(120, 20), to: Point(260, 240))
        #expect(frame(arena, "d2") == Rect(100, 0, 40, 40), "a deregistered draggable does not move")
        drag(&arena, from: Point(20, 20), to: Point(250, 250))
        #expect(frame(arena, "d1") == Rect(230, 230, 40, 40) && arena.lastOutcome == .miss, "a deregistered droppable takes nothing")
        #expect(arena.snapshot().freeViews[0].droppables[1].registered == false)
        arena.apply(.register("box"))
        drag(&arena, from: Point(250, 250), to: Point(260, 260))
        #expect(arena.lastOutcome == .drop && frame(arena, "d1") == Rect(230, 230, 40, 40))
        // Deregistering the view under way ends its drag where the touch left it (the seeds'
        // fifth pass: AJW removes the recognizer, AJWDraggableGestureRecognizer.m 36-41).
        arena.apply(.press(Point(250, 250), t: 2))
        arena.apply(.move(Point(50, 250), t: 2.1))
        arena.apply(.deregister("d1"))
        #expect(frame(arena, "d1") == Rect(30, 230, 40, 40))
    }

    @Test func freeViewsLieOverCollectionsAndLeaveThemAlone() throws {
        let list = #"{ "id": "list", "role": "list", "frame": [0, 0, 400, 400], "config": {"fixedCellSize": [40, 40]}, "items": [{"id": "a"}] }"#
        var arena = Arena(scenario: try freeScenario(extra: list))
        drag(&arena, from: Point(20, 20), to: Point(60, 250))
        #expect(arena.model.slots[0] == ["a"] && frame(arena, "d1") == Rect(0, 200, 40, 40))
    }

    @Test func theStateJSONListsThemOnlyWhenThereAreAny() throws {
        let json = Arena(scenario: try freeScenario()).snapshot().stateJSON.serialized(pretty: false)
        #expect(json.contains(#""freeViews":[{"id":"g1","draggables":[{"id":"d1","frame":[0,0,40,40],"state":"regular","registered":true}"#))
        #expect(json.contains(#"{"id":"bin","frame":[0,200,100,100],"snapPoint":[20,220],"state":"regular","registered":true}"#))
        #expect(!Arena(scenario: try twoGrids()).snapshot().stateJSON.serialized().contains("freeViews"))
    }

    @Test func decodingNamesTheBadValue() throws {
        func error(_ freeViews: String, events: String = "") -> String? {
            decodeError(#"{"collections": [], "freeViews": \#(freeViews), "events": [\#(events)]}"#)?.description
        }
        #expect(error(#"[{"id": "g", "draggables": [{"id": "d"}]}]"#)?.contains("freeViews[0].draggables[0].frame") == true)
        #expect(error(#"[{"id": "g", "draggables": [{"id": "d", "frame": [0, 0, 1, 1], "size": 2}]}]"#)?.contains("size") == true)
        #expect(error(#"[{"id": "g", "droppables": [{"id": "p", "frame": [0, 0, 1, 1], "snapPoint": [1]}]}]"#)?.contains("snapPoint") == true)
        #expect(
            error(#"[{"id": "g", "draggables": [{"id": "x", "frame": [0, 0, 1, 1]}], "droppables": [{"id": "x", "frame": [0, 0, 1, 1]}]}]"#)?
                .contains("duplicate free view id") == true)
        #expect(error(#"[{"id": "g"}, {"id": "g"}]"#)?.contains("duplicate group id") == true)
        #expect(error("[]", events: #"{"type": "register", "view": "nope"}"#)?.contains("events[0].view") == true)
        let s = try freeScenario(#""snapsDraggablesBackToDragStartOnMiss": true"#)
        #expect(s.freeViews[0].snapsBackToDragStartOnMiss && s.freeViews[0].snapsToSnapPointOnHit)
        #expect(!s.freeViews[1].snapsBackToDragStartOnMiss, "AJW's defaults")
        let registered = try scenario(
            #"{"collections": [], "freeViews": [{"id": "g", "draggables": [{"id": "d", "frame": [0, 0, 1, 1], "registered": false}]}]}"#)
        #expect(registered.freeViews[0].draggables[0].registered == false)
        let fixed = try scenario(
            #"{"collections": [], "freeViews": [{"id": "g", "draggables": [{"id": "d", "frame": [0, 0, 10, 10], "draggable": false}]}]}"#)
        var arena = Arena(scenario: fixed)
        drag(&arena, from: Point(5, 5), to: Point(50, 50))
        #expect(frame(arena, "d") == Rect(0, 0, 10, 10), "an item key `draggable: false` holds a free view too")
    }
}
