import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Under `uikit` the destination is the cell drawn under the touch, in the layout as drawn
/// (`listInsertion: cellAsDrawn`): a model of `targetIndexPath(forInteractivelyMovingItem:withPosition:)`,
/// whose default "searches for an existing cell at the specified location and returns the index
/// path of that cell" (docs/NATIVE.md). The list of `nativeList`: rows a b c d at y = 60i ... 60i + 50.
@Suite struct UIKitTargetingTests {
    /// Row `i` lifted with the system's delay.
    func lifted(_ i: Int, _ scenario: Scenario? = nil) throws -> Arena {
        var arena = Arena(scenario: try scenario ?? nativeList("uikit"))
        arena.recordNotices()
        arena.apply(.press(row(i), t: 0))
        arena.apply(.hold(t: 0.4))
        return arena
    }

    @Test func theUIKitPresetTargetsTheCellAsDrawn() throws {
        #expect(try nativeList("uikit").collections[0].config.drag.listInsertion == .cellAsDrawn)
        #expect(try nativeList("swiftui-reorder").collections[0].config.drag.listInsertion == .byHalf)
    }

    /// d dragged up over b takes b's place, wherever in b the touch is (the half-cell rule put it
    /// after b over b's lower half).
    @Test func anItemTakesThePlaceOfTheCellUnderTheTouch() throws {
        for dy in [-20.0, 0, 20] {
            var arena = try lifted(3)
            arena.apply(.move(row(1, dy), t: 0.6))
            #expect(arena.shown(0) == ["a", "d", "b", "c"], "\(dy)")
            #expect(arena.snapshot().drag?.over == DropLocation(collection: "list", index: 1))
            arena.apply(.release(row(1, dy), t: 0.7))
            #expect(arena.model.slots[0] == ["a", "d", "b", "c"], "\(dy)")
            #expect(arena.calls.contains("collectionView(_:performDropWith:)(list, [0, 1], move, insertAtDestinationIndexPath, [d [0, 3]])"))
        }
    }

    /// Moving down, the item passes each cell it reaches: over c (drawn where c is once b moved
    /// up) it takes c's place, after c.
    @Test func movingDownTheItemGoesAfterTheCellItReaches() throws {
        var arena = try lifted(0)
        arena.apply(.move(row(1, -20), t: 0.5))
        #expect(arena.shown(0) == ["b", "a", "c", "d"])
        arena.apply(.move(row(2, -20), t: 0.6))
        #expect(arena.shown(0) == ["b", "c", "a", "d"])
        #expect(
            arena.calls.filter { $0.hasPrefix("collectionView(_:dropSessionDidUpdate") } == [
                "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)(list, [0, 1], move, insertAtDestinationIndexPath)",
                "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)(list, [0, 2], move, insertAtDestinationIndexPath)",
            ])
    }

    /// Over no cell (the 10 points between two rows) the destination stays where the gap is.
    @Test func overAGutterThePlaceStays() throws {
        var arena = try lifted(0)
        arena.apply(.move(row(1), t: 0.5))
        #expect(arena.shown(0) == ["b", "a", "c", "d"])
        let gutter = Point(140, 115)  // between the second and the third row as drawn
        arena.apply(.move(gutter, t: 0.6))
        #expect(arena.shown(0) == ["b", "a", "c", "d"])
        arena.apply(.release(gutter, t: 0.7))
        #expect(arena.model.slots[0] == ["b", "a", "c", "d"])
    }

    /// Past the last cell the item goes to the end; from the end, back over its own place, nothing moves.
    @Test func pastTheLastCellTheItemGoesToTheEnd() throws {
        var arena = try lifted(1)
        arena.apply(.move(Point(140, 235), t: 0.6))
        #expect(arena.shown(0) == ["a", "c", "d", "b"])
        arena.apply(.move(Point(140, 240), t: 0.65))
        #expect(arena.shown(0) == ["a", "c", "d", "b"], "still the end: the item is drawn last")
        arena.apply(.release(Point(140, 240), t: 0.7))
        #expect(arena.model.slots[0] == ["a", "c", "d", "b"])
    }

    /// Into another collection, the item goes before the cell under the touch, then takes the
    /// place of each cell it reaches there.
    @Test func inAnotherListTheItemGoesBeforeTheCellUnderTheTouch() throws {
        var arena = try lifted(0)
        arena.apply(.move(Point(140, 340), t: 0.6))  // the lower half of x
        #expect(arena.shown(1) == ["a", "x", "y"])
        arena.apply(.move(Point(140, 400), t: 0.65))  // over x, now drawn second
        #expect(arena.shown(1) == ["x", "a", "y"])
        arena.apply(.release(Point(140, 400), t: 0.7))
        #expect(arena.model.slots[1] == ["x", "a", "y"] && arena.model.slots[0] == ["b", "c", "d"])
    }

    /// Two selected items dragged over the first row take its place together.
    @Test func aSelectionOverTheFirstCellTakesItsPlace() throws {
        var arena = Arena(scenario: try nativeList("uikit"))
        arena.apply(.select("c"))
        arena.apply(.select("d"))
        arena.apply(.press(row(3), t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(row(0), t: 0.6))
        arena.apply(.release(row(0), t: 0.7))
        #expect(arena.lastOutcome == .rearrange)
        #expect(arena.model.slots[0].first == "c" || arena.model.slots[0].first == "d", "\(arena.model.slots[0])")
    }

    /// A release where the last move left the pointer is no new hit test: the drop goes to that
    /// move's index path, though the gap it opened put another cell under the touch (the only
    /// item of a section, moved into the next one, empties its section and the rows move up).
    @Test func aReleaseWithoutAMoveDropsAtTheLastUpdate() throws {
        let twoSections = try scenario(
            """
            { "behaviour": "uikit", "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [280, 50], "minLineSpacing": 10 },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 400],
                "sections": [ {"items": [{"id": "s0_0"}]}, {"items": [{"id": "s1_0"}]} ] } ] }
            """)
        var arena = Arena(scenario: twoSections)
        arena.recordNotices()
        let first = arena.snapshot().collections[0].cells[0].frame, second = arena.snapshot().collections[0].cells[1].frame
        arena.apply(.press(first.center, t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(Point(second.midX, second.midY), t: 0.6))
        #expect(arena.snapshot().drag?.over == DropLocation(collection: "list", index: 0, section: 1))
        arena.apply(.release(Point(second.midX, second.midY), t: 0.7))
        #expect(arena.model.slots[0] == ["s0_0", "s1_0"] && arena.model.sectionCounts[0] == [0, 2])
        #expect(arena.calls.contains("collectionView(_:performDropWith:)(list, [1, 0], move, insertAtDestinationIndexPath, [s0_0 [0, 0]])"))
    }
}
