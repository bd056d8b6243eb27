import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Keyboard drags (dnd-kit's keyboard sensor): focus, pick up, move, drop, cancel, announcements.
@Suite struct KeyboardTests {
    func keys(_ keys: [ArenaEvent.Key], in scenario: Scenario) -> Arena {
        var arena = Arena(scenario: scenario)
        for (i, key) in keys.enumerated() { arena.apply(.key(key, t: Double(i) * 0.1)) }
        return arena
    }

    func focused(_ arena: Arena) -> [String] {
        arena.snapshot().collections.flatMap { c in c.cells.filter(\.isFocused).map { "\(c.id)[\($0.index)]" } }
    }

    @Test func tabAndArrowsMoveTheFocusInReadingOrder() throws {
        let s = try presetGrids("dropshot")
        #expect(focused(keys([.tab], in: s)) == ["source[0]"])
        #expect(focused(keys([.tab, .arrowRight, .arrowRight, .arrowRight], in: s)) == ["target[0]"])
        #expect(focused(keys([.tab, .arrowLeft], in: s)) == ["target[2]"], "wraps")
        #expect(focused(keys([.tab, .arrowRight, .arrowDown], in: s)) == ["target[0]"], "no line below: the next collection")
        #expect(focused(keys([.tab, .arrowRight, .arrowDown, .arrowUp], in: s)) == ["source[2]"], "the last place of the previous one")
        #expect(focused(Arena(scenario: s)).isEmpty)
    }

    @Test func upAndDownFollowTheLinesOfAGrid() throws {
        // Four 50-point cells to a row of a 300-point list: cell 5 is under cell 1.
        let items = (0..<7).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")
        let s = try scenario(
            """
            { "canvas": {"width": 300, "height": 300, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "minLineSpacing": 10, "lineAlignment": "leading" },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 300], "items": [\(items)] } ] }
            """)
        #expect(focused(keys([.tab, .arrowRight, .arrowDown], in: s)) == ["list[5]"])
        #expect(focused(keys([.tab, .arrowRight, .arrowDown, .arrowUp], in: s)) == ["list[1]"])
        #expect(focused(keys([.tab, .arrowRight, .arrowRight, .arrowRight, .arrowDown], in: s)) == ["list[6]"], "the nearest cell below")
    }

    /// The same drag by keys and by the pointer: source cell 2 to target slot 2.
    @Test func aKeyboardDragEndsAsThePointerDragDoes() throws {
        let s = try presetGrids("dropshot")
        let byKeys = keys([.tab, .arrowRight, .space, .arrowDown, .arrowRight, .space], in: s)
        var byPointer = Arena(scenario: s)
        byPointer.drag(sourceCell(1), targetCell(1))
        #expect(byKeys.model == byPointer.model && byKeys.model.slots[1] == [nil, "b", nil])
        #expect(byKeys.lastOutcome == .drop && byKeys.historyCount == 1)
        #expect(
            byKeys.announcements.map(\.text) == [
                "Picked up b, slot 2 of 3 in Source.",
                "b is over Target, slot 1.",
                "b is over Target, slot 2.",
                "Dropped b into Target, slot 2.",
            ])
        #expect(byKeys.announcements.map(\.event) == [2, 3, 4, 5])
        #expect(focused(byKeys) == ["target[1]"], "the focus follows the item")
    }

    @Test func escapeCancelsAndTheOriginIsAnnounced() throws {
        let arena = keys([.tab, .space, .arrowDown, .escape], in: try presetGrids("dropshot"))
        #expect(arena.model == arena.initialModel && arena.lastOutcome == .miss)
        #expect(arena.announcements.last?.text == "Cancelled. a returned to Source, slot 1.")
        #expect(focused(arena) == ["source[0]"])
    }

    @Test func refusedPlacesAndTheStartAreSaidSo() throws {
        let s = try presetGrids("dropshot", targetItems: #"{"id": "x"}"#)
        let arena = keys([.tab, .space, .arrowRight, .arrowLeft, .arrowDown, .space], in: s)
        #expect(
            arena.announcements.map(\.text) == [
                "Picked up a, slot 1 of 3 in Source.",
                "a is over Source, slot 2.",
                "a is back at Source, slot 1.",
                "a is over Target, slot 1. It cannot be dropped here.",
                "a cannot be dropped there; returned to Source, slot 1.",
            ])
    }

    @Test func aListHasAnEndPlaceWhileDragging() throws {
        let s = try presetList("dropshot")
        // From list a, b, c: a to the end of the other list (x, y, end).
        let arena = keys([.tab, .space, .arrowDown, .arrowRight, .arrowRight, .enter], in: s)
        #expect(arena.model.slots == [["b", "c"], ["x", "y", "a"]])
        #expect(arena.announcements.map(\.text).suffix(2) == ["a is over Other, the end.", "Dropped a into Other, the end."])
    }

    @Test func pointerEventsWaitWhileTheKeyboardDrags() throws {
        var arena = keys([.tab, .space], in: try presetGrids("dropshot"))
        arena.apply(.release(targetCell(0), t: 1))
        #expect(arena.snapshot().drag != nil && arena.model == arena.initialModel)
        arena.apply(.key(.space, t: 2))
        #expect(arena.snapshot().drag == nil && arena.lastOutcome == .miss, "dropped back where it started")
    }

    @Test func aRemovedCollectionIsNoPlace() throws {
        var arena = keys([.tab, .space, .arrowDown], in: try presetGrids("dropshot"))
        arena.apply(.removeCollection("target"))
        arena.apply(.key(.space, t: 1))
        #expect(arena.model == arena.initialModel && arena.lastOutcome == .miss)
        arena.apply(.key(.arrowRight, t: 2))
        #expect(focused(arena) == ["source[1]"], "the keys skip it")
        arena.apply(.addCollection("target"))
        arena.apply(.removeCollection("source"))
        arena.apply(.key(.space, t: 3))
        #expect(arena.snapshot().drag == nil, "nothing is picked up from a collection that is gone")
    }

    @Test func aSelectionIsPickedUpByKeysToo() throws {
        var arena = Arena(scenario: try presetGrids("dropshot"))
        for event: ArenaEvent in [.select("a"), .select("c"), .key(.tab, t: 0), .key(.space, t: 0), .key(.arrowDown, t: 0), .key(.space, t: 0)] {
            arena.apply(event)
        }
        #expect(arena.model.slots[1] == ["a", "c", nil])
        #expect(arena.announcements.first?.text == "Picked up 2 items: a and c, from slot 1 of 3 in Source.")
        #expect(arena.announcements.last?.text == "Dropped 2 items into Target, slot 1.")
    }

    @Test func theStateJSONHasAnnouncementsOnlyWhenThereAreAny() throws {
        let s = try presetGrids("dropshot")
        let json = keys([.tab, .space], in: s).snapshot().stateJSON.serialized(pretty: false)
        #expect(json.contains(#""announcements":[{"event":1,"text":"Picked up a, slot 1 of 3 in Source."}]"#))
        #expect(json.contains(#""focused":true"#))
        #expect(!Arena(scenario: s).snapshot().stateJSON.serialized().contains("announcements"))
        #expect(decodeError(#"{"collections": [], "events": [{"type": "key", "key": "f1"}]}"#)?.description.contains("events[0].key") == true)
    }
}
