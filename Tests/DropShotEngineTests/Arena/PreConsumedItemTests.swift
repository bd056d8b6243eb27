import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// ArraSolta: a target item consumed from the source in an earlier run of the app.
@Suite struct PreConsumedItemTests {
    func arena(_ targetItems: String) throws -> Arena {
        Arena(scenario: try presetGrids("arrasolta", targetItems: targetItems))
    }

    @Test func aConsumedItemStartsInTheTargetAndItsSourceSlotIsEmpty() throws {
        var arena = try arena(#"{"consumed": "b"}"#)
        #expect(arena.items("source") == ["a", nil, "c"] && arena.items("target") == ["b", nil, nil])
        // Dragged back, it returns to its own source slot; reset empties the target the same way.
        arena.drag(targetCell(0), sourceCell(2))
        #expect(arena.items("source") == ["a", "b", "c"])
        arena.apply(.undo)
        arena.apply(.reset)
        #expect(arena.items("source") == ["a", "b", "c"] && arena.items("target") == [nil, nil, nil])
    }

    @Test func consumedItemsMustNameAConsumableSourcesItemOnce() {
        let cases: [(String, String)] = [
            (#"{"consumed": "x"}"#, "is no item of a consumable source"),
            (#"{"consumed": "a"}, {"consumed": "a"}"#, "is consumed twice"),
        ]
        for (items, message) in cases {
            let error = decodeError(
                """
                { "behaviour": "arrasolta", "config": { "sourceItemsConsumable": true },
                  "collections": [ { "id": "s", "role": "source", "items": [ {"id": "a"}, {"id": "b"} ] }, { "id": "t", "role": "target", "items": [\(items)] } ] }
                """)
            #expect(
                error?.path.hasPrefix("collections[1].items[") == true && error?.message.contains(message) == true, "\(String(describing: error))")
        }
    }
}
