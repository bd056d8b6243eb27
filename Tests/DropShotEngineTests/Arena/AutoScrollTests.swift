import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// `autoScroll` (KDDragAndDropCollectionView's checkForEdgesAndScroll) and the `hold` event.
@Suite struct AutoScrollTests {
    /// A source of twelve 50-point cells, four to a row with 20-point gaps, in a 300x100 frame:
    /// three rows, so 50 points of vertical scroll (or, horizontal, three columns of four).
    func scrolling(_ autoScroll: String, direction: String = "vertical", extra: String = "") throws -> Scenario {
        let items = (0..<12).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")
        return try scenario(
            """
            { "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "lineAlignment": "leading",
                          "scrollDirection": "\(direction)", "sourceItemsConsumable": true \(extra) },
              "collections": [
                { "id": "source", "role": "source", "frame": [0, 0, 300, 100], "config": { "autoScroll": \(autoScroll) },
                  "items": [\(items)] },
                { "id": "target", "role": "target", "frame": [0, 200, 300, 100], "config": { "numberOfTargetItems": 12 } }
              ] }
            """)
    }

    /// Presses the first cell at t = 0 and holds the pointer at `point` from t = 1.
    func dragHeld(at point: Point, in s: Scenario) -> Arena {
        var arena = Arena(scenario: s)
        arena.apply(.press(Point(25, 25), t: 0))
        arena.apply(.move(point, t: 1))
        return arena
    }

    @Test func holdingNearAnEdgeScrollsFasterTheCloserItIs() throws {
        let s = try scrolling(#"{"edge": 40, "speed": 20}"#)
        var arena = dragHeld(at: Point(150, 90), in: s)
        #expect(arena.offsets[0] == .zero, "time at the old place scrolls nothing while the pointer was elsewhere")
        arena.apply(.hold(t: 2))
        // 10 points from the bottom edge in a 40-point band: 3/4 of 20 points a second.
        #expect(arena.offsets[0] == Point(0, 15))
        arena.apply(.move(Point(150, 99), t: 2))
        arena.apply(.hold(t: 3))
        #expect(abs(arena.offsets[0].y - (15 + 20 * 39 / 40)) < 1e-9)
        arena.apply(.hold(t: 60))
        #expect(arena.offsets[0] == Point(0, 50), "clamped at the end of the content")
        arena.apply(.move(Point(150, 20), t: 60))
        arena.apply(.hold(t: 61))
        #expect(arena.offsets[0] == Point(0, 40), "the top band scrolls back")
        arena.apply(.move(Point(150, 50), t: 61))
        arena.apply(.hold(t: 70))
        #expect(arena.offsets[0] == Point(0, 40), "outside the bands nothing moves")
    }

    @Test func withoutTheKeyTheEdgeDoesNothing() throws {
        var arena = dragHeld(at: Point(150, 99), in: try scrolling("false"))
        arena.apply(.hold(t: 3))
        #expect(arena.offsets[0] == .zero)
    }

    @Test func kdDefaultsPageHalfTheVisibleLengthASecond() throws {
        let s = try scrolling("true")
        #expect(s.collections[0].config.drag.autoScroll == AutoScroll(edge: 30, speed: nil))
        var arena = dragHeld(at: Point(150, 100 - 15), in: s)
        arena.apply(.hold(t: 1.5))
        // Half the 100-point frame a second, at half speed 15 points into the 30-point band.
        #expect(arena.offsets[0] == Point(0, 12.5))
    }

    @Test func horizontalCollectionsScrollAlongX() throws {
        var arena = dragHeld(at: Point(295, 50), in: try scrolling(#"{"edge": 10, "speed": 100}"#, direction: "horizontal"))
        arena.apply(.hold(t: 1.1))
        #expect(abs(arena.offsets[0].x - 5) < 1e-9 && arena.offsets[0].y == 0)
    }

    @Test func coupledCollectionsFollow() throws {
        var arena = dragHeld(at: Point(150, 99), in: try scrolling("true", extra: #", "scrollCoupled": true"#))
        arena.apply(.hold(t: 10))
        #expect(arena.offsets[0].y > 0 && arena.offsets[1] == arena.offsets[0])
    }

    /// A drag to a cell that is off screen at the press, done the way a user does it: hold at the
    /// edge until the cell scrolls under the pointer, then release.
    @Test func aHeldDragReachesACellThatWasOffScreen() throws {
        var arena = Arena(scenario: try scrolling(#"{"edge": 40, "speed": 100}"#, extra: #", "rearrange": "swap""#))
        #expect(arena.cell(at: Point(25, 95), inCollection: 0) == 4)
        arena.apply(.press(Point(95, 25), t: 0))
        arena.apply(.move(Point(25, 95), t: 0.1))
        arena.apply(.hold(t: 2))
        arena.apply(.release(Point(25, 95), t: 2))
        // Scrolled to the end (50 points), the pointer is over the third row's first cell.
        #expect(arena.offsets[0] == Point(0, 50))
        #expect(arena.model.slots[0][8] == "i1" && arena.model.slots[0][1] == "i8")
    }

    @Test func holdTurnsALongPressIntoADrag() throws {
        var arena = Arena(scenario: try scrolling("false", extra: #", "longPressDurationBeforeDragging": 0.5"#))
        arena.apply(.press(Point(25, 25), t: 0))
        arena.apply(.hold(t: 0.4))
        #expect(arena.snapshot().drag == nil)
        arena.apply(.hold(t: 0.5))
        #expect(arena.snapshot().drag?.item.id == "i0")
    }

    @Test func decodingChecksTheKeyAndTheEvent() throws {
        #expect(try scrolling(#"{"edge": 12}"#).collections[0].config.drag.autoScroll == AutoScroll(edge: 12, speed: nil))
        #expect(
            decodeError(#"{"collections": [{"id": "a", "role": "list", "config": {"autoScroll": {"edge": 0}}}]}"#)?
                .description.contains("autoScroll.edge") == true)
        #expect(
            decodeError(#"{"collections": [{"id": "a", "role": "list", "config": {"autoScroll": {"pace": 1}}}]}"#)?
                .description.contains("autoScroll.pace") == true)
        #expect(decodeError(#"{"collections": [{"id": "a", "role": "list", "config": {"autoScroll": 3}}]}"#) != nil)
        let s = try scenario(#"{"collections": [], "events": [{"type": "hold", "t": 2}]}"#)
        #expect(s.events == [.hold(t: 2)])
        #expect(decodeError(#"{"collections": [], "events": [{"type": "hold", "at": [1, 2]}]}"#)?.description.contains("at") == true)
    }

    /// KD's `checkForEdgesAndScroll` (end of `didMoveItem`, after the move): a page of half the
    /// width turns when the ghost's frame reaches the 30-point strip just outside the collection's
    /// side, not when the pointer is in a band inside it; at most once a second.
    @Test func kdPagesWhenTheGhostReachesTheStripOutsideTheFrame() throws {
        let items = (0..<10).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")
        let s = try scenario(
            """
            { "behaviour": "kd", "canvas": {"width": 400, "height": 200, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "scrollDirection": "horizontal" },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 300, 100], "items": [\(items)] } ] }
            """)
        var arena = Arena(scenario: s)
        for event: ArenaEvent in [.press(Point(150, 50), t: 0), .hold(t: 0.4), .move(Point(265, 50), t: 0.5)] { arena.apply(event) }
        // The pointer is 35 points inside the right side; the ghost (215...315) reaches past it.
        #expect(arena.snapshot().drag?.ghostFrame == Rect(215, 0, 100, 100))
        #expect(arena.offsets[0] == Point(150, 0))
        arena.apply(.move(Point(268, 50), t: 0.9))
        #expect(arena.offsets[0] == Point(150, 0), "once a second at most")
        arena.apply(.move(Point(268, 50), t: 1.6))
        #expect(arena.offsets[0] == Point(300, 0))
        // The ghost inside the frame turns nothing, wherever the pointer is.
        var inside = Arena(scenario: s)
        for event: ArenaEvent in [.press(Point(50, 50), t: 0), .hold(t: 0.4), .move(Point(245, 50), t: 0.5)] { inside.apply(event) }
        #expect(inside.snapshot().drag?.ghostFrame == Rect(195, 0, 100, 100) && inside.offsets[0] == Point(0, 0))
    }
}
