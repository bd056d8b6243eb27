import Testing

@testable import DropShotEngine
@testable import DropShotFormat

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
