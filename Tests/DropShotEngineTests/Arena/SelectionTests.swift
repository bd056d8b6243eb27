import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Multi-item drags: `select` / `deselect`, `selectionMode`, and the release rules for a selection.
@Suite struct SelectionTests {
    func run(_ scenario: Scenario, _ events: [ArenaEvent]) -> Arena {
        var arena = Arena(scenario: scenario)
        for event in events { arena.apply(event) }
        return arena
    }

    func drag(_ from: Point, _ to: Point) -> [ArenaEvent] { [.press(from, t: 0), .move(to, t: 0.1), .release(to, t: 0.2)] }

    @Test func selectAndDeselectKeepTheOrderOfSelection() throws {
        let s = try presetGrids("dropshot")
        var arena = run(s, [.select("c"), .select("a"), .select("c")])
        #expect(arena.selection == ["c", "a"])
        #expect(arena.snapshot().collections[0].cells.map(\.selectionOrder) == [2, nil, 1])
        arena.apply(.deselect("c"))
        #expect(arena.selection == ["a"])
        arena.apply(.deselect(nil))
        #expect(arena.selection.isEmpty)
        #expect(
            run(try presetGrids("dropshot", config: #""sourceItemsConsumable": true, "selectionMode": "none""#), [.select("a")])
                .selection.isEmpty, "selectionMode none ignores select")
        let json = run(s, [.select("b")]).snapshot().stateJSON.serialized(pretty: false)
        #expect(json.contains(#""item":"b","placeholder":false,"selected":1"#) && json.contains(#""selection":["b"]"#))
        #expect(!Arena(scenario: s).snapshot().stateJSON.serialized().contains("selection"))
    }

    @Test func aSelectionDroppedOnATargetFillsTheNextFreeSlotsInItsOrder() throws {
        let arena = run(try presetGrids("dropshot"), [.select("c"), .select("a")] + drag(sourceCell(0), targetCell(1)))
        #expect(arena.model.slots[1] == [nil, "c", "a"])
        #expect(arena.model.slots[0] == [nil, "b", nil])
        #expect(arena.historyCount == 1, "one history step per release")
        #expect(arena.selection.isEmpty, "a moved selection is done with")
        var undone = arena
        undone.apply(.undo)
        #expect(undone.model == undone.initialModel)
    }

    @Test func overflowStaysInItsSource() throws {
        var arena = Arena(scenario: try presetGrids("dropshot"))
        // b takes slot 3; then a and c dropped on slot 2 find one free slot from there on.
        for event in drag(sourceCell(1), targetCell(2)) { arena.apply(event) }
        for event in [ArenaEvent.select("a"), .select("c")] + drag(sourceCell(0), targetCell(1)) { arena.apply(event) }
        #expect(arena.model.slots[1] == [nil, "a", "b"])
        #expect(arena.model.slots[0] == [nil, nil, "c"], "c found no free slot and stayed")
        #expect(arena.historyCount == 2)
    }

    @Test func listsTakeTheSelectionAsOneBlock() throws {
        let s = try presetList("dropshot", config: #", "rearrange": "move""#)
        // Into the other list before y: x a c y; the first list keeps b.
        var arena = run(s, [.select("a"), .select("c")] + drag(Point(25, 25), Point(95, 225)))
        #expect(arena.model.slots[1] == ["x", "a", "c", "y"] && arena.model.slots[0] == ["b"])
        // Forward inside one list: the block goes after the cell under the drag.
        arena = run(s, [.select("a"), .select("b")] + drag(Point(25, 25), Point(165, 25)))
        #expect(arena.model.slots[0] == ["c", "a", "b"])
        // Backward: before it.
        arena = run(s, [.select("c"), .select("b")] + drag(Point(165, 25), Point(25, 25)))
        #expect(arena.model.slots[0] == ["c", "b", "a"])
    }

    @Test func aSelectionIsDeletedItemByItem() throws {
        let s = try presetGrids("dropshot", sourceConfig: "", targetItems: "")
        let arena = run(s, [.select("a"), .select("b")] + drag(sourceCell(0), deletePoint))
        #expect(arena.model.slots[0] == [nil, nil, "c"] && arena.model.discarded == ["a", "b"])
        let json = run(s, [.select("a"), .select("b"), .press(sourceCell(0), t: 0), .move(deletePoint, t: 0.1)])
            .snapshot().stateJSON.serialized(pretty: false)
        #expect(json.contains(#""items":["a","b"]"#))
    }

    @Test func aPaletteSelectionDropsCopies() throws {
        let s = try presetGrids("dropshot", config: #""sourceItemsConsumable": false, "numberOfTargetItems": 3"#)
        let arena = run(s, [.select("b"), .select("a")] + drag(sourceCell(0), targetCell(0)))
        #expect(arena.model.slots[1] == ["b", "a", nil] && arena.model.slots[0] == ["a", "b", "c"])
    }

    @Test func duringTheDragEveryOriginIsAPlaceholder() throws {
        let arena = run(try presetGrids("dropshot"), [.select("a"), .select("c"), .press(sourceCell(0), t: 0), .move(targetCell(1), t: 0.1)])
        #expect(arena.snapshot().collections[0].cells.map(\.isDragOrigin) == [true, false, true])
        #expect(arena.snapshot().drag?.items.map(\.id) == ["a", "c"])
    }

    @Test func tapModeTogglesWithATap() throws {
        let s = try presetGrids("dropshot", config: #""sourceItemsConsumable": true, "selectionMode": "tap""#)
        var arena = run(
            s,
            [
                .press(sourceCell(0), t: 0), .release(sourceCell(0), t: 0.1), .press(sourceCell(2), t: 0.2),
                .release(sourceCell(2), t: 0.3),
            ])
        #expect(arena.selection == ["a", "c"] && arena.lastOutcome == nil && arena.historyCount == 0)
        arena.apply(.press(sourceCell(0), t: 1))
        arena.apply(.release(sourceCell(0), t: 1.1))
        #expect(arena.selection == ["c"])
        for event in drag(sourceCell(1), targetCell(0)) { arena.apply(event) }
        #expect(arena.model.slots[1] == ["b", nil, nil], "a real drag still drags; b alone, as it is not selected")
    }

    @Test func selectionNamesAKnownItem() throws {
        #expect(try scenario(#"{"collections": [], "events": [{"type": "deselect"}]}"#).events == [.deselect(nil)])
        #expect(decodeError(#"{"collections": [], "events": [{"type": "select", "item": "nope"}]}"#)?.description.contains("events[0].item") == true)
        #expect(decodeError(#"{"collections": [], "events": [{"type": "select"}]}"#)?.description.contains("events[0].item") == true)
    }

    /// For any gesture sequence with selections, no item is lost or duplicated, and undoing every
    /// step restores the start.
    @Test(arguments: [true, false])
    func selectionsNeverLoseOrDuplicateItems(consumable: Bool) throws {
        let base = PropertyTests()
        for rearrange in ["swap", "move"] {
            let s = try base.arenaScenario(consumable: consumable, rearrange: rearrange, overlap: false)
            for seed in 0..<40 as Range<UInt64> {
                var rng = SplitMix64(state: seed)
                var arena = Arena(scenario: s)
                let ids = ["a", "b", "c", "d", "e", "f", "x", "y"]
                for event in base.randomEvents(count: 30, rng: &rng) {
                    if rng.below(2) == 0 { arena.apply(.select(ids[rng.below(ids.count)])) }
                    if rng.below(8) == 0 { arena.apply(.deselect(nil)) }
                    arena.apply(event)
                    base.checkInvariants(arena, consumable: consumable)
                    _ = arena.snapshot()
                }
                while arena.canUndo { arena.apply(.undo) }
                #expect(arena.model == arena.initialModel, "seed \(seed)")
            }
        }
    }
}
