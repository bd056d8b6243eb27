/// Decoding an event and a cell address, with their JSON paths.
extension Scenario {
    /// Every event type with the keys it takes besides `type` (`t` for all): the decoder and the
    /// schema read this one list.
    static let eventTypes: [(type: String, keys: [String])] = [
        ("press", ["at", "t"]), ("move", ["at", "t"]), ("release", ["at", "t"]), ("cancel", ["at", "t"]), ("hold", ["t"]),
        ("undo", ["t"]), ("redo", ["t"]), ("reset", ["t"]), ("scroll", ["collection", "offset", "t"]),
        ("scrollToLastElement", ["collection", "t"]), ("zoom", ["collection", "scale", "t"]), ("resize", ["size", "t"]),
        ("addCollection", ["collection", "t"]), ("removeCollection", ["collection", "t"]), ("register", ["view", "t"]),
        ("deregister", ["view", "t"]), ("select", ["item", "t"]), ("deselect", ["item", "t"]), ("key", ["key", "t"]),
    ]
    /// Every key some event takes besides `type`.
    static let eventFields = ["at", "t", "collection", "offset", "scale", "size", "view", "item", "key"]

    static func decodeEvent(_ value: JSONValue, _ r: JSONReader, lastTime: inout Double) throws(ScenarioError) -> ArenaEvent {
        let members = try r.object(value, allowedKeys: ["type"] + Scenario.eventFields)
        func field(_ key: String) throws(ScenarioError) -> JSONValue { try r.required(key, in: members) }
        func only(_ keys: [String]) throws(ScenarioError) {
            for member in members where member.key != "type" && !keys.contains(member.key) {
                throw r.child(member.key).error("not a key of this event type")
            }
        }
        let type = try r.child("type").string(try field("type"))
        guard let keys = Scenario.eventTypes.first(where: { $0.type == type })?.keys else {
            throw r.child("type").error("\(JSONValue.echo(type)) is not one of: \(Scenario.eventTypes.map(\.type).joined(separator: ", "))")
        }
        try only(keys)
        // Any event may carry a time `t`; a missing one repeats the previous event's time.
        var t = lastTime
        if let tv = JSONReader.value("t", in: members) {
            t = try r.child("t").number(tv, min: 0, max: ScenarioLimits.time)
            if t < lastTime { throw r.child("t").error("\(JSONValue.format(t)) is earlier than the previous event's \(JSONValue.format(lastTime))") }
        }
        lastTime = t
        switch type {
        case "press", "move", "release", "cancel":
            let atValue = try field("at")
            let target: EventTarget =
                if case .object = atValue { .cell(try decodeCellAddress(atValue, r.child("at"))) } else { .point(try r.child("at").point(atValue)) }
            return target.event(PointerAction(rawValue: type)!, t: t)  // the outer case admits only the four actions
        case "hold": return .hold(t: t)
        case "undo": return .undo
        case "redo": return .redo
        case "reset": return .reset
        case "scroll":
            return .scroll(
                collection: try r.child("collection").string(try field("collection")),
                offset: try r.child("offset").point(try field("offset"), limit: ScenarioLimits.offset))
        case "scrollToLastElement":
            return .scrollToLastElement(collection: try r.child("collection").string(try field("collection")))
        case "zoom":
            return .zoom(
                collection: try r.child("collection").string(try field("collection")),
                scale: try r.child("scale").number(try field("scale"), min: 0.1, max: 10))
        case "resize":
            return .resize(try r.child("size").size(try field("size")))
        case "addCollection", "removeCollection":
            let id = try r.child("collection").string(try field("collection"))
            return type == "addCollection" ? .addCollection(id) : .removeCollection(id)
        case "select":
            return .select(try r.child("item").string(try field("item")))
        case "deselect":
            guard let item = JSONReader.value("item", in: members) else { return .deselect(nil) }
            return .deselect(try r.child("item").string(item))
        case "key":
            return .key(try r.child("key").enumeration(try field("key")), t: t)
        case "register", "deregister":
            let id = try r.child("view").string(try field("view"))
            return type == "register" ? .register(id) : .deregister(id)
        default:
            throw r.child("type").error("\(JSONValue.echo(type)) is not an event type")  // `eventTypes` admits no other
        }
    }

    private static func decodeCellAddress(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> CellAddress {
        let members = try r.object(value, allowedKeys: ["collection", "section", "index", "offset"])
        let collection = try r.required("collection", in: members)
        let index = try r.required("index", in: members)
        var address = CellAddress(
            collection: try r.child("collection").string(collection),
            index: try r.child("index").int(index, min: 0, max: ScenarioLimits.cells))
        if let offset = JSONReader.value("offset", in: members) { address.offset = try r.child("offset").point(offset) }
        if let section = JSONReader.value("section", in: members) {
            address.section = try r.child("section").int(section, min: 0, max: ScenarioLimits.cells)
        }
        return address
    }
}
