/// One key of an object of the state JSON, described once: its name, the JSON it takes and what it
/// means (the state schema's and docs/SCENARIO.md's table), whether every object has it, and how
/// it is written from the value. The writer writes an object by its table, so no key is written
/// that the schema does not describe, in any other order.
///
/// A key reads the value through a pointer that lives for the call: a value passed to a closure
/// stored in a generic table is copied on every call (its references retained and released), and
/// a state of 100,000 cells calls a dozen keys on each.
struct StateKey<Value>: Sendable {
    /// The key in JSON.
    let name: StaticString
    /// The JSON it takes.
    let shape: JSONShape
    /// What it means, in one line.
    let summary: String
    /// Whether every object has it (the schema's `required`). The writer of a key that is not
    /// required writes nothing where the value has none, and the key is then left out.
    let required: Bool
    /// Writes the key's value.
    let write: @Sendable (UnsafePointer<Value>, inout JSONWriter) -> Void

    /// A key every object has (`required`), or one an object has where `write` writes a value.
    init(
        _ name: StaticString, _ shape: JSONShape, _ summary: String, required: Bool = true,
        write: @escaping @Sendable (UnsafePointer<Value>, inout JSONWriter) -> Void
    ) {
        self.name = name; self.shape = shape; self.summary = summary; self.required = required; self.write = write
    }

    /// A key every object has, holding an object of `table`: the part of the value `part` gives.
    static func object<Part>(_ name: StaticString, _ table: StateObject<Part>, _ summary: String, _ part: @escaping @Sendable (Value) -> Part)
        -> StateKey
    {
        StateKey(name, table.shape, summary) { value, w in table.write(part(value.pointee), to: &w) }
    }

    /// A key every object has, holding an object of `table` or, where `part` gives nil, null.
    static func nullable<Part>(_ name: StaticString, _ table: StateObject<Part>, _ summary: String, _ part: @escaping @Sendable (Value) -> Part?)
        -> StateKey
    {
        StateKey(name, .anyOf([table.shape, .null]), summary) { value, w in
            if let part = part(value.pointee) { table.write(part, to: &w) } else { w.null() }
        }
    }

    /// A key holding an object of `table`, written only where `part` gives one.
    static func optional<Part>(_ name: StaticString, _ table: StateObject<Part>, _ summary: String, _ part: @escaping @Sendable (Value) -> Part?)
        -> StateKey
    {
        StateKey(name, table.shape, summary, required: false) { value, w in
            if let part = part(value.pointee) { table.write(part, to: &w) }
        }
    }

    /// A key every object has, holding an array of objects of `table`: one an element of what
    /// `elements` gives.
    static func array<Element>(
        _ name: StaticString, of table: StateObject<Element>, _ summary: String, _ elements: @escaping @Sendable (Value) -> [Element]
    ) -> StateKey {
        StateKey(name, .array(table.shape), summary) { value, w in table.write(elements(value.pointee), to: &w) }
    }

    /// A key holding an array of objects of `table`, written only where `elements` gives one.
    static func optionalArray<Element>(
        _ name: StaticString, of table: StateObject<Element>, _ summary: String, _ elements: @escaping @Sendable (Value) -> [Element]?
    ) -> StateKey {
        StateKey(name, .array(table.shape), summary, required: false) { value, w in
            if let elements = elements(value.pointee) { table.write(elements, to: &w) }
        }
    }
}

/// An object of the state JSON as the table of its keys, in the order they are written: its
/// schema shape and its writer are readings of the one table.
struct StateObject<Value>: Sendable {
    /// The keys, in the order they are written.
    let keys: [StateKey<Value>]
    /// The same bytes the keys write, in one call: for an object the state holds by the hundred
    /// thousand (a cell), where a call a key is a tenth of `state`'s time. A test holds it to the
    /// keys' output.
    let writtenAtOnce: (@Sendable (UnsafePointer<Value>, inout JSONWriter) -> Void)?

    init(_ keys: [StateKey<Value>], writtenAtOnce: (@Sendable (UnsafePointer<Value>, inout JSONWriter) -> Void)? = nil) {
        self.keys = keys
        self.writtenAtOnce = writtenAtOnce
    }

    /// The object's JSON shape: its keys, which are required, and their summaries.
    var shape: JSONShape {
        .object(keys.map { ("\($0.name)", $0.shape, $0.summary) }, required: keys.filter(\.required).map { "\($0.name)" })
    }

    /// Writes the value at `value` as the object: each key it has, in table order.
    func write(_ value: UnsafePointer<Value>, to w: inout JSONWriter) {
        if let writtenAtOnce { return writtenAtOnce(value, &w) }
        writeByKeys(value, to: &w)
    }

    /// Writes the value at `value` key by key, as the table states the object.
    func writeByKeys(_ value: UnsafePointer<Value>, to w: inout JSONWriter) {
        // Each key read in place: a copy of a key (its shape, summary and closure) per object
        // is a handful of retains and releases a cell.
        keys.withUnsafeBufferPointer { keys in
            w.object { w in
                for i in keys.indices {
                    if keys[i].required { w.key(keys[i].name) } else { w.key(ifValueFollows: keys[i].name) }
                    keys[i].write(value, &w)
                }
            }
        }
    }

    /// Writes `value` as the object.
    func write(_ value: Value, to w: inout JSONWriter) {
        withUnsafePointer(to: value) { write($0, to: &w) }
    }

    /// Writes `elements` as an array of the object, each read in place.
    func write(_ elements: [Value], to w: inout JSONWriter) {
        elements.withUnsafeBufferPointer { elements in
            w.array(inline: false) { w in for i in elements.indices { write(elements.baseAddress! + i, to: &w) } }
        }
    }
}

extension JSONWriter {
    /// `[x, y, width, height]` on one line.
    mutating func rect(_ r: Rect) {
        array(inline: true) { w in
            w.number(r.x); w.number(r.y); w.number(r.width); w.number(r.height)
        }
    }

    /// `[a, b]` on one line.
    mutating func pair(_ a: Double, _ b: Double) {
        array(inline: true) { w in
            w.number(a); w.number(b)
        }
    }

    /// Strings on one line.
    mutating func strings(_ values: [String]) {
        array(inline: true) { w in for value in values { w.string(value) } }
    }
}
