import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The items each collection shows (the dragged item's live place included), by collection id.
func shownItems(_ arena: Arena) -> [String: [String?]] {
    Dictionary(uniqueKeysWithValues: arena.snapshot().collections.map { ($0.id, $0.cells.map { $0.item?.id }) })
}

/// `liveReorder` (KDDragAndDropCollectionView): while hovering, a collection shows what a release
/// would commit; the model changes only on release.
@Suite struct LiveReorderTests {
    /// Cell `i` of `presetList`'s first list (x = 25, 95, 165, 235) and of its second (y = 225).
    func listCell(_ i: Int) -> Point { Point(25 + 70 * Double(i), 25) }
    func otherCell(_ i: Int) -> Point { Point(25 + 70 * Double(i), 225) }

    func liveLists(rearrange: String = "move") throws -> Scenario {
        try presetList("dropshot", config: #", "liveReorder": true, "rearrange": "\#(rearrange)""#)
    }

    @Test func theDraggedItemIsShownAtTheHoverIndexAndTheOthersShift() throws {
        var arena = Arena(scenario: try liveLists())
        arena.apply(.press(listCell(0), t: 0))
        arena.apply(.move(listCell(2), t: 0.1))
        #expect(shownItems(arena)["list"] == ["b", "c", "a"])
        #expect(arena.model.slots[0] == ["a", "b", "c"], "nothing is committed before release")
        let cells = arena.snapshot().collections[0].cells
        #expect(cells.map(\.isDragged) == [false, false, true])
        #expect(!cells.contains { $0.isDragOrigin }, "the origin is filled by the shifted cells")
        // The state JSON names the item at its live place and marks it.
        let json = arena.snapshot().stateJSON.serialized(pretty: false)
        #expect(json.contains(#""item":"a","placeholder":false,"dragged":true"#))

        arena.apply(.release(listCell(2), t: 0.2))
        #expect(arena.model.slots[0] == ["b", "c", "a"])
        #expect(arena.historyCount == 1, "one history step per release")
        #expect(!arena.snapshot().collections[0].cells.contains { $0.isDragged })
    }

    @Test func swapRearrangesShowTheSwap() throws {
        var arena = Arena(scenario: try liveLists(rearrange: "swap"))
        arena.apply(.press(listCell(0), t: 0))
        arena.apply(.move(listCell(2), t: 0.1))
        #expect(shownItems(arena)["list"] == ["c", "b", "a"])
    }

    @Test func enteringAnotherCollectionTakesTheItemOutOfItsOriginAndLeavingRestores() throws {
        var arena = Arena(scenario: try liveLists())
        let before = shownItems(arena)
        arena.apply(.press(listCell(0), t: 0))
        arena.apply(.move(otherCell(1), t: 0.1))
        #expect(shownItems(arena)["other"] == ["x", "a", "y"])
        #expect(shownItems(arena)["list"] == ["b", "c"])
        arena.apply(.move(nowhere, t: 0.2))
        #expect(shownItems(arena)["other"] == ["x", "y"])
        #expect(shownItems(arena)["list"] == [nil, "b", "c"], "back to the origin placeholder of a drag")
        arena.apply(.move(otherCell(1), t: 0.3))
        arena.apply(.cancel(otherCell(1), t: 0.4))
        #expect(arena.model == arena.initialModel && arena.historyCount == 0)
        #expect(shownItems(arena) == before, "a cancel restores the arrangement exactly")
    }

    @Test func aMissRestoresAndTargetsShowTheItemInTheSlotUnderTheDrag() throws {
        var arena = Arena(scenario: try presetGrids("dropshot", targetConfig: #""liveReorder": true"#))
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(targetCell(2), t: 0.1))
        #expect(shownItems(arena)["target"] == [nil, nil, "a"])
        #expect(shownItems(arena)["source"] == [nil, "b", "c"])
        #expect(arena.snapshot().collections[0].cells[0].isDragOrigin, "a consumed source slot stays the origin placeholder")
        arena.apply(.release(nowhere, t: 0.2))
        #expect(arena.model == arena.initialModel && arena.lastOutcome == .miss)
        #expect(shownItems(arena)["target"] == [nil, nil, nil])
    }

    @Test func aCollectionWithoutTheKeyShowsNothingLive() throws {
        var arena = Arena(scenario: try presetGrids("dropshot", sourceConfig: #""liveReorder": true"#))
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(targetCell(2), t: 0.1))
        #expect(shownItems(arena)["target"] == [nil, nil, nil])
        #expect(arena.snapshot().collections[1].cells[2].touched, "the usual touched slot instead")
    }

    @Test func kdIsLiveAndKeepsTheLastHoverAfterLeaving() throws {
        let s = try presetList("kd", config: #", "longPressDurationBeforeDragging": 0"#)
        #expect(s.collections.allSatisfy { $0.config.drag.liveReorder && $0.config.drag.autoScroll == AutoScroll(mode: .paging) })
        var arena = Arena(scenario: s)
        arena.apply(.press(listCell(0), t: 0))
        arena.apply(.move(otherCell(1), t: 0.1))
        arena.apply(.move(nowhere, t: 0.2))
        // KD leaves the item in the collection it was last inserted into (dropOnLastHover).
        #expect(shownItems(arena)["other"] == ["x", "a", "y"])
        arena.apply(.release(nowhere, t: 0.3))
        #expect(arena.model.slots[1] == ["x", "a", "y"])
    }

    /// For any event sequence, the live arena commits exactly what the plain one commits, and while
    /// a drag is under way it shows exactly the model a release at that moment would commit.
    @Test(arguments: [true, false])
    func liveShowsWhatAReleaseWouldCommitAndCommitsTheSame(consumable: Bool) throws {
        let base = PropertyTests()
        let plain = try base.arenaScenario(consumable: consumable, rearrange: "move", overlap: false)
        let live = try base.arenaScenario(consumable: consumable, rearrange: "move", overlap: false, extra: #", "liveReorder": true"#)
        for seed in 0..<40 as Range<UInt64> {
            var rng = SplitMix64(state: seed)
            var a = Arena(scenario: plain), b = Arena(scenario: live)
            for event in base.randomEvents(count: 30, rng: &rng) {
                a.apply(event)
                b.apply(event)
                #expect(a.model == b.model, "seed \(seed)")
                guard let drag = b.snapshot().drag else { continue }
                var released = b
                released.apply(.release(drag.pointer, t: 100))
                let cells = b.snapshot().collections.map(\.cells)
                if released.lastOutcome == .drop || released.lastOutcome == .rearrange {
                    #expect(cells.map { $0.map { $0.isDragOrigin ? nil : $0.item?.id } } == released.model.slots, "seed \(seed)")
                    #expect(cells.joined().filter(\.isDragged).map { $0.item?.id } == [drag.item.id], "seed \(seed)")
                } else {
                    #expect(!cells.joined().contains { $0.isDragged }, "seed \(seed)")
                }
            }
        }
    }

    /// KD hit-tests the cells its data sources hold mid-drag (`indexPathForCellOverlappingRect`
    /// over `visibleCells`): once a has moved into the other list, its origin is one cell shorter
    /// (b, c) and the other list one longer (x, a, y). Back over the origin's old third cell,
    /// nothing is under the ghost (KD changes nothing and the release drops where a was kept); over
    /// the other list's new third cell, a moves there.
    @Test func kdHitTestsItsLiveArrangement() throws {
        let s = try scenario(
            """
            { "behaviour": "kd", "canvas": {"width": 400, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [100, 100] },
              "collections": [
                { "id": "s", "role": "list", "frame": [0, 0, 100, 300], "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] },
                { "id": "t", "role": "list", "frame": [200, 0, 100, 300], "items": [ {"id": "x"}, {"id": "y"} ] } ] }
            """)
        let enter: [ArenaEvent] = [.press(Point(50, 50), t: 0), .hold(t: 0.4), .move(Point(250, 150), t: 0.5)]
        var back = Arena(scenario: s)
        for event in enter + [.move(Point(50, 250), t: 0.6)] { back.apply(event) }
        #expect(shownItems(back)["t"] == ["x", "a", "y"], "\(shownItems(back))")
        back.apply(.release(Point(50, 250), t: 0.7))
        #expect(back.items("s") == ["b", "c"] && back.items("t") == ["x", "a", "y"], "\(back.items("s")) \(back.items("t"))")
        var grown = Arena(scenario: s)
        for event in enter + [.move(Point(250, 250), t: 0.6), .release(Point(250, 250), t: 0.7)] { grown.apply(event) }
        #expect(grown.items("t") == ["x", "y", "a"], "\(grown.items("t"))")
    }
}
