import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The event table (`EventFormat.all`) reads and writes every event: each case written is read
/// back the same, and each type's keys are refused on the others.
@Suite struct EventFormatTests {
    /// One event of every case of `ArenaEvent`, with times in order.
    static let everyCase: [ArenaEvent] = [
        .press(Point(10, 20), t: 0), .move(Point(11, 21), t: 0.1), .release(Point(12, 22), t: 0.2), .cancel(Point(13, 23), t: 0.3),
        .pointerAtCell(.press, CellAddress(collection: "l", section: 1, index: 0, offset: Point(2, -3)), t: 0.4),
        .pointerAtCell(.release, CellAddress(collection: "l", index: 2), t: 0.5),
        .hold(t: 1), .undo, .redo, .reset, .scroll(collection: "l", offset: Point(0, 40)), .scrollToLastElement(collection: "l"),
        .zoom(collection: "l", scale: 1.5), .resize(Size(844, 390)), .addCollection("l"), .removeCollection("l"), .register("v"),
        .deregister("v"), .select("a"), .deselect("a"), .deselect(nil), .key(.arrowLeft, t: 2),
    ]

    @Test func everyEventIsWrittenAndReadBackTheSame() throws {
        var lastTime = 0.0
        for (i, event) in Self.everyCase.enumerated() {
            let json = EventFormat.encode(event)
            let read = try EventFormat.decode(json, JSONReader(path: "events[\(i)]"), lastTime: &lastTime)
            #expect(read == event, "\(JSONReader.describe(json))")
        }
        // Every type of the table is written by some case.
        let written = Set(
            Self.everyCase.compactMap { event -> String? in
                guard case let .object(members) = EventFormat.encode(event), case let .string(type)? = members.first?.value else { return nil }
                return type
            })
        #expect(written == Set(EventFormat.typeNames))
    }

    @Test func aKeyOfAnotherTypeIsRefusedWithItsPath() {
        let errors = [
            (#"{"type": "undo", "collection": "l"}"#, "events[0].collection: not a key of this event type"),
            (#"{"type": "select"}"#, "events[0].item: missing required key"),
            (#"{"type": "fly"}"#, "events[0].type: \"fly\" is not one of: " + EventFormat.typeNames.joined(separator: ", ")),
            (#"{"type": "zoom", "collection": "l", "scale": 20}"#, "events[0].scale: 20 is above the maximum 10"),
        ]
        for (json, message) in errors {
            var lastTime = 0.0
            let error = #expect(throws: ScenarioError.self) {
                _ = try EventFormat.decode(try JSONValue.parse(json), JSONReader(path: "events[0]"), lastTime: &lastTime)
            }
            #expect(error?.description == message)
        }
    }
}
