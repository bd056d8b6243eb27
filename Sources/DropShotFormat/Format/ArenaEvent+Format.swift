/// The events of the scenario format, described once: each type with the keys it takes besides
/// `type` and `t`, how they become an `ArenaEvent` and how one is written back, and its row of
/// docs/SCENARIO.md's Events table. The decoder, the encoder, the schema's `event` and the docs
/// read this one list.
struct EventFormat: Sendable {
    /// The types the entry reads (one row of the docs' table).
    let types: [String]
    /// Its keys besides `type` and `t`.
    let keys: [String]
    /// The keys among `keys` an event must give.
    let required: [String]
    /// The docs' keys column (Markdown).
    let keysText: String
    /// The docs' meaning column (Markdown).
    let documentation: String
    /// The event of one of `types` from its members.
    let read: @Sendable (_ type: String, _ event: EventMembers) throws(ScenarioError) -> ArenaEvent
    /// The event's type and its members besides `type`, when it is of one of `types`.
    let write: @Sendable (ArenaEvent) -> (type: String, members: [(key: String, value: JSONValue)])?

    init(
        _ types: [String], keys: [String], required: [String]? = nil, _ keysText: String, _ documentation: String,
        read: @escaping @Sendable (_ type: String, _ event: EventMembers) throws(ScenarioError) -> ArenaEvent,
        write: @escaping @Sendable (ArenaEvent) -> (type: String, members: [(key: String, value: JSONValue)])?
    ) {
        self.types = types; self.keys = keys; self.required = required ?? keys.filter { $0 != "t" }
        self.keysText = keysText; self.documentation = documentation; self.read = read; self.write = write
    }

    /// The keys events take besides `type` and `at` (a point or a cell's address, read by the
    /// pointer events), each with its codec.
    static let t = EventField("t", FormatCodec<Double>.number(min: 0, max: ScenarioLimits.time), "seconds; never earlier than the previous event's")
    static let collection = EventField("collection", FormatCodec<String>.string, "a collection's id")
    static let offset = EventField("offset", FormatCodec<Point>.point(limit: ScenarioLimits.offset), "[x, y]: a content offset in points")
    static let scale = EventField(
        "scale", FormatCodec<Double>.number(min: ScenarioLimits.zoom.lowerBound, max: ScenarioLimits.zoom.upperBound), "a zoom scale")
    static let size = EventField("size", FormatCodec<Size>.size, "[width, height]: the canvas's new size")
    static let view = EventField("view", FormatCodec<String>.string, "a free view's id")
    static let item = EventField("item", FormatCodec<String>.string, "an item's id")
    static let key = EventField("key", FormatCodec<ArenaEvent.Key>.cases, "a key of the keyboard")

    /// Every key some event takes besides `type`, with its JSON and summary, in the order the
    /// schema lists them.
    static let fields: [(key: String, shape: JSONShape, summary: String)] = [
        ("at", .anyOf([.point, CellAddress.format.shape]), "[x, y] on the canvas, or a cell's address"),
        t.described, collection.described, offset.described, scale.described, size.described, view.described, item.described,
        key.described,
    ]

    /// The event types, in the docs' order.
    static let all: [EventFormat] = [
        EventFormat(
            PointerAction.allCases.map(\.rawValue), keys: ["at", "t"], "`at: [x, y]` or a cell's address, `t` (seconds)",
            "the pointer; `cancel` ends a drag as a miss; a cell's address is described below",
            read: { type, event throws(ScenarioError) in
                let (at, reader) = try event.required("at")
                let target: EventTarget =
                    if case .object = at { .cell(try CellAddress.format.decode(at, reader)) } else { .point(try reader.point(at)) }
                return target.event(PointerAction(rawValue: type)!, t: event.t)  // `types` are the actions' names
            },
            write: { event in
                switch event {
                case let .press(point, t): ("press", [("at", point.json), EventFormat.t.member(t)])
                case let .move(point, t): ("move", [("at", point.json), EventFormat.t.member(t)])
                case let .release(point, t): ("release", [("at", point.json), EventFormat.t.member(t)])
                case let .cancel(point, t): ("cancel", [("at", point.json), EventFormat.t.member(t)])
                case let .pointerAtCell(action, address, t): (action.rawValue, [("at", CellAddress.format.encode(address)), EventFormat.t.member(t)])
                default: nil
                }
            }),
        EventFormat(
            ["undo", "redo", "reset"], keys: ["t"], "", "history; `reset` returns to the initial arrangement and is a step",
            read: { type, _ throws(ScenarioError) in type == "undo" ? .undo : type == "redo" ? .redo : .reset },
            write: { event in
                switch event {
                case .undo: ("undo", [])
                case .redo: ("redo", [])
                case .reset: ("reset", [])
                default: nil
                }
            }),
        EventFormat(
            ["scroll"], keys: ["collection", "offset", "t"], "`collection`, `offset: [x, y]`", "content offset in screen points, clamped",
            read: { _, event throws(ScenarioError) in
                .scroll(collection: try event.required(collection), offset: try event.required(offset))
            },
            write: { event in
                guard case let .scroll(collection, offset) = event else { return nil }
                return ("scroll", [EventFormat.collection.member(collection), EventFormat.offset.member(offset)])
            }),
        EventFormat(
            ["scrollToLastElement"], keys: ["collection", "t"], "`collection`",
            "scrolled to its end, the last cell in view (ArraSolta's `scrollToLastElement`); coupled collections follow",
            read: { _, event throws(ScenarioError) in .scrollToLastElement(collection: try event.required(collection)) },
            write: { event in
                guard case let .scrollToLastElement(collection) = event else { return nil }
                return ("scrollToLastElement", [EventFormat.collection.member(collection)])
            }),
        EventFormat(
            ["zoom"], keys: ["collection", "scale", "t"],
            "`collection`, `scale` (\(JSONValue.format(ScenarioLimits.zoom.lowerBound)) to \(JSONValue.format(ScenarioLimits.zoom.upperBound)))",
            "the collection's zoom scale; coupled collections follow",
            read: { _, event throws(ScenarioError) in
                .zoom(collection: try event.required(collection), scale: try event.required(scale))
            },
            write: { event in
                guard case let .zoom(collection, scale) = event else { return nil }
                return ("zoom", [EventFormat.collection.member(collection), EventFormat.scale.member(scale)])
            }),
        EventFormat(
            ["resize"], keys: ["size", "t"], "`size: [w, h]`", "e.g. a rotation to landscape",
            read: { _, event throws(ScenarioError) in
                .resize(try event.required(size))
            },
            write: { event in
                guard case let .resize(size) = event else { return nil }
                return ("resize", [EventFormat.size.member(size)])
            }),
        EventFormat(
            ["addCollection", "removeCollection"], keys: ["collection", "t"], "`collection`",
            "put a declared collection into the arena, or take it out (its items stay with it; a drag from it ends)",
            read: { type, event throws(ScenarioError) in
                let id = try event.required(collection)
                return type == "addCollection" ? .addCollection(id) : .removeCollection(id)
            },
            write: { event in
                switch event {
                case let .addCollection(id): ("addCollection", [EventFormat.collection.member(id)])
                case let .removeCollection(id): ("removeCollection", [EventFormat.collection.member(id)])
                default: nil
                }
            }),
        EventFormat(
            ["hold"], keys: ["t"], "`t`",
            "time passes with the pointer still: a press held past `longPressDurationBeforeDragging` starts its drag, and a drag at an edge auto-scrolls",
            read: { _, event throws(ScenarioError) in .hold(t: event.t) },
            write: { event in
                guard case let .hold(t) = event else { return nil }
                return ("hold", [EventFormat.t.member(t)])
            }),
        EventFormat(
            ["select"], keys: ["item", "t"], "`item`", "add a draggable item in a collection to the selection; ignored during a drag",
            read: { _, event throws(ScenarioError) in .select(try event.required(item)) },
            write: { event in
                guard case let .select(id) = event else { return nil }
                return ("select", [EventFormat.item.member(id)])
            }),
        EventFormat(
            ["deselect"], keys: ["item", "t"], required: [], "`item` (optional: without it the selection is cleared)",
            "take an item out of the selection; ignored during a drag",
            read: { _, event throws(ScenarioError) in .deselect(try event.optional(item)) },
            write: { event in
                guard case let .deselect(id) = event else { return nil }
                return ("deselect", id.map { [EventFormat.item.member($0)] } ?? [])
            }),
        EventFormat(
            ["key"], keys: ["key", "t"], "`key`: " + ArenaEvent.Key.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
            "keyboard focus and keyboard drags, see [Keyboard](#keyboard)",
            read: { _, event throws(ScenarioError) in
                .key(try event.required(key), t: event.t)
            },
            write: { event in
                guard case let .key(key, t) = event else { return nil }
                return ("key", [EventFormat.key.member(key), EventFormat.t.member(t)])
            }),
        EventFormat(
            ["register", "deregister"], keys: ["view", "t"], "`view`",
            "a free view takes part in drags and drops again, or stays drawn but takes no part: a droppable deregistered mid-drag keeps the look it had; deregistering the dragged view ends its drag with no call, the view where the touch left it and every look as it was (AJW removes the view's recognizer)",
            read: { type, event throws(ScenarioError) in
                let id = try event.required(view)
                return type == "register" ? .register(id) : .deregister(id)
            },
            write: { event in
                switch event {
                case let .register(id): ("register", [EventFormat.view.member(id)])
                case let .deregister(id): ("deregister", [EventFormat.view.member(id)])
                default: nil
                }
            }),
    ]

    /// Every type's name, in the docs' order.
    static let typeNames = all.flatMap(\.types)

    /// Reads an event at `reader`: an unknown key (with every event key), then `type`, a key its
    /// type does not take, `t` (a missing one repeats `lastTime`; never earlier), then its keys.
    static func decode(_ value: JSONValue, _ reader: JSONReader, lastTime: inout Double) throws(ScenarioError) -> ArenaEvent {
        let members = try reader.object(value, allowedKeys: ["type"] + fields.map(\.key))
        let typeReader = reader.child("type")
        let type = try typeReader.string(try reader.required("type", in: members))
        guard let format = all.first(where: { $0.types.contains(type) }) else {
            throw typeReader.error("\(JSONValue.echo(type)) is not one of: \(typeNames.joined(separator: ", "))")
        }
        for member in members where member.key != "type" && !format.keys.contains(member.key) {
            throw reader.child(member.key).error("not a key of this event type")
        }
        var t = lastTime
        if let time = JSONReader.value("t", in: members) {
            t = try EventFormat.t.codec.read(time, reader.child("t"))
            if t < lastTime {
                throw reader.child("t").error(
                    "\(JSONValue.format(t)) is earlier than the previous event's \(JSONValue.format(lastTime))", rule: .eventsInTimeOrder)
            }
        }
        lastTime = t
        return try format.read(type, EventMembers(members: members, reader: reader, t: t))
    }

    /// The event's JSON: its type, then its keys (its time when it has one).
    static func encode(_ event: ArenaEvent) -> JSONValue {
        for format in all {
            if let (type, members) = format.write(event) { return .object([("type", .string(type))] + members) }
        }
        preconditionFailure("EventFormat.all writes every event")  // EventFormatTests checks each case
    }

    /// docs/SCENARIO.md's Events table: a row an entry.
    static var documentationTable: String {
        var rows = ["| type | keys | |", "|---|---|---|"]
        for format in all {
            rows.append("| \(format.types.map { "`\($0)`" }.joined(separator: ", ")) | \(format.keysText) | \(format.documentation) |")
        }
        return rows.joined(separator: "\n")
    }
}

/// An event's members as its type's reader sees them: each key at its own JSON path.
struct EventMembers {
    let members: [(key: String, value: JSONValue)]
    let reader: JSONReader
    /// The event's time (the previous event's when it gives none).
    let t: Double

    /// A key the event must give, with a reader at its path.
    func required(_ key: String) throws(ScenarioError) -> (JSONValue, JSONReader) {
        (try reader.required(key, in: members), reader.child(key))
    }

    /// The value of `field`, which the event must give.
    func required<Value>(_ field: EventField<Value>) throws(ScenarioError) -> Value {
        let (value, reader) = try required(field.name)
        return try field.codec.read(value, reader)
    }

    /// The value of `field`, nil when the event leaves it out.
    func optional<Value>(_ field: EventField<Value>) throws(ScenarioError) -> Value? {
        guard let value = JSONReader.value(field.name, in: members) else { return nil }
        return try field.codec.read(value, reader.child(field.name))
    }
}

/// A key events take: its name, its codec and its summary (the schema's description).
struct EventField<Value>: Sendable {
    let name: String
    let codec: FormatCodec<Value>
    let summary: String

    init(_ name: String, _ codec: FormatCodec<Value>, _ summary: String) {
        self.name = name; self.codec = codec; self.summary = summary
    }

    /// The key as the schema lists it.
    var described: (key: String, shape: JSONShape, summary: String) { (name, codec.shape, summary) }

    /// The key and `value` as a member of an event's JSON.
    func member(_ value: Value) -> (key: String, value: JSONValue) { (name, codec.write(value)) }
}

extension CellAddress {
    /// A pointer event's `at` naming a cell: `{"collection": "source", "index": 1, "offset": [dx, dy]}`.
    static let format = FormatObject<CellAddress>([
        FormatKey(
            "collection", .string(), "the collection's id", required: true, default: "required", "the collection's id", read: nil,
            write: { .string($0.collection) }),
        FormatKey(
            "section", .integer(min: 0, max: ScenarioLimits.cells), "counting index from this section", default: "none",
            "`index` counts from this section's first cell",
            read: { address, value, reader throws(ScenarioError) in address.section = try reader().int(value, min: 0, max: ScenarioLimits.cells) },
            write: { $0.section.map { .number(Double($0)) } }),
        FormatKey(
            "index", .integer(min: 0, max: ScenarioLimits.cells), "the cell's index", required: true, default: "required",
            "the cell's index; in a `list`, one past the last cell names its end", read: nil, write: { .number(Double($0.index)) }),
        FormatKey(
            "normalizedOffset", .point, "the spot in the cell as fractions of its size from its top-left corner", default: "none",
            "`[x, y]`: the spot in the cell as fractions of its width and height from its top-left corner (`[0.5, 0.5]` its centre), as `XCUIElement.coordinate(withNormalizedOffset:)` names one: the same spot of the cell at every size a variant gives it; without it, the centre; a list's end (no cell) has no size, and takes its point",
            read: { address, value, reader throws(ScenarioError) in address.normalizedOffset = try reader().point(value) },
            write: { $0.normalizedOffset?.json }),
        FormatKey(
            "offset", .point, "points from the cell's centre (or its normalizedOffset spot)", default: "`[0, 0]`",
            "`[dx, dy]`: points from the cell's centre (from the `normalizedOffset` spot when given)",
            read: { address, value, reader throws(ScenarioError) in address.offset = try reader().point(value) },
            write: { $0.offset != Point(0, 0) ? $0.offset.json : nil }),
        FormatKey(
            "scrollIntoView", .boolean, "scroll the collection to show the cell first", default: "false",
            "`true` scrolls the collection first, the least distance that shows the whole cell (coupled collections follow), as a UI test's tap scrolls to its element; without it a cell out of view is refused",
            read: { address, value, reader throws(ScenarioError) in address.scrollIntoView = try reader().bool(value) },
            write: { $0.scrollIntoView ? .bool(true) : nil }),
    ])
}

extension FormatObject where Value == CellAddress {
    /// A cell address from its members: `collection` and `index` first, then the other keys.
    func decode(_ json: JSONValue, _ reader: JSONReader) throws(ScenarioError) -> CellAddress {
        try decode(json, reader) { members throws(ScenarioError) in
            CellAddress(
                collection: try reader.child("collection").string(try reader.required("collection", in: members)),
                index: try reader.child("index").int(try reader.required("index", in: members), min: 0, max: ScenarioLimits.cells))
        }
    }
}
