/// One key of an object of the scenario format, described once: the decoder reads it through
/// `read`, the encoder writes it through `write`, the JSON Schema states `shape` and `summary`,
/// and docs/SCENARIO.md's table of the object is written from `defaultText` and `documentation`.
struct FormatKey<Value>: Sendable {
    /// The key in JSON.
    let name: String
    /// The JSON it takes.
    let shape: JSONShape
    /// What it does, in one line: the schema's description.
    let summary: String
    /// Whether an object without it is refused ("missing required key").
    let required: Bool
    /// Its default as the docs state it ("none" for a key whose absence means nothing is set).
    let defaultText: String
    /// What it does, as docs/SCENARIO.md says it (Markdown, one table cell).
    let documentation: String
    /// Reads a value of the key into the object; `reader` gives a reader at the key's path (made
    /// only when an error or a nested value needs one: items are read by the hundred thousand).
    /// Nil for a key the object is started from (`FormatObject.decode`'s `start`).
    let read: (@Sendable (inout Value, JSONValue, _ reader: () -> JSONReader) throws(ScenarioError) -> Void)?
    /// The key's value in the object as JSON, nil when the object leaves it at its default (then
    /// the written JSON leaves it out).
    let write: @Sendable (Value) -> JSONValue?

    init(
        _ name: String, _ shape: JSONShape, _ summary: String, required: Bool = false, default defaultText: String,
        _ documentation: String,
        read: (@Sendable (inout Value, JSONValue, _ reader: () -> JSONReader) throws(ScenarioError) -> Void)?,
        write: @escaping @Sendable (Value) -> JSONValue?
    ) {
        self.name = name; self.shape = shape; self.summary = summary; self.required = required
        self.defaultText = defaultText; self.documentation = documentation; self.read = read; self.write = write
    }
}

/// An object of the scenario format as the table of its keys. The decoder, the encoder, the schema
/// and the docs' table are readings of the one table, so they cannot disagree; what a table cannot
/// say (rules across values: ids unique, references resolve) stays in `Scenario+Validation.swift`.
struct FormatObject<Value>: Sendable {
    /// The keys, in the order the encoder writes them and the docs list them.
    let keys: [FormatKey<Value>]
    private let names: [String]
    private let byName: [String: Int]

    /// Rules between its keys, stated in the schema as the decoder enforces them.
    let rules: [JSONShape.KeyRule]

    init(_ keys: [FormatKey<Value>], rules: [JSONShape.KeyRule] = []) {
        self.keys = keys
        self.rules = rules
        names = keys.map(\.name)
        byName = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1.name, $0) })
    }

    /// The object as a JSON shape (the schema's `properties`, `required` and descriptions).
    var shape: JSONShape {
        let object = JSONShape.object(keys.map { ($0.name, $0.shape, $0.summary) }, required: keys.filter(\.required).map(\.name))
        return rules.isEmpty ? object : .ruled(object, rules)
    }

    /// Reads `json`: an unknown key (with the valid ones), a missing required key (in table
    /// order), then the object `start` makes from the members (reading the keys without `read`),
    /// then each other key's value in the file's order, every error with its path.
    func decode(
        _ json: JSONValue, _ reader: JSONReader, start: ([(key: String, value: JSONValue)]) throws(ScenarioError) -> Value
    ) throws(ScenarioError) -> Value {
        let members = try reader.object(json, allowedKeys: names)
        for key in keys where key.required { _ = try reader.required(key.name, in: members) }
        var value = try start(members)
        for (name, member) in members {
            try keys[byName[name]!].read?(&value, member, { reader.child(name) })
        }
        return value
    }

    /// Reads the object's keys from an object that also holds the keys `ignoring` (read apart by
    /// their own reader: an overlay's layer holds its element's kind beside `alignment`).
    func decode(
        _ json: JSONValue, _ reader: JSONReader, ignoring: [String], start: ([(key: String, value: JSONValue)]) throws(ScenarioError) -> Value
    ) throws(ScenarioError) -> Value {
        let members = try reader.object(json, allowedKeys: ignoring + names).filter { byName[$0.key] != nil }
        for key in keys where key.required { _ = try reader.required(key.name, in: members) }
        var value = try start(members)
        for (name, member) in members {
            try keys[byName[name]!].read?(&value, member, { reader.child(name) })
        }
        return value
    }

    /// The object's JSON: every key not at its default, in table order.
    func encode(_ value: Value) -> JSONValue { .object(members(of: value)) }

    /// The members `encode` writes.
    func members(of value: Value) -> [(key: String, value: JSONValue)] {
        keys.compactMap { key in key.write(value).map { (key.name, $0) } }
    }

    /// The keys as one table cell of docs/SCENARIO.md: "`key` (default): documentation", in order.
    var inlineDocumentation: String {
        keys.map { "`\($0.name)` (\($0.required ? "required" : $0.defaultText)): \($0.documentation)" }.joined(separator: "; ")
    }

    /// docs/SCENARIO.md's table of the object: a row a key (its name, default and documentation).
    var documentationTable: String {
        var rows = ["| key | default | meaning |", "|---|---|---|"]
        for key in keys { rows.append("| `\(key.name)` | \(key.required ? "required" : key.defaultText) | \(key.documentation) |") }
        return rows.joined(separator: "\n")
    }
}

extension FormatKey {
    /// The key read and written on a part of another object (an item's keys on a free draggable).
    func lifted<Outer>(_ part: WritableKeyPath<Outer, Value> & Sendable) -> FormatKey<Outer> {
        let write = self.write
        var read: (@Sendable (inout Outer, JSONValue, _ reader: () -> JSONReader) throws(ScenarioError) -> Void)?
        if let inner = self.read {
            read = { @Sendable outer, value, reader throws(ScenarioError) in try inner(&outer[keyPath: part], value, reader) }
        }
        return FormatKey<Outer>(
            name, shape, summary, required: required, default: defaultText, documentation, read: read,
            write: { write($0[keyPath: part]) })
    }
}

extension FormatKey where Value: Sendable {
    /// A colour on an optional colour of the object (nil: its look's default), written when set.
    static func optionalColor(
        _ name: String, _ path: WritableKeyPath<Value, Scenario.Color?> & Sendable, _ summary: String, default defaultText: String,
        _ documentation: String
    ) -> FormatKey {
        FormatKey(name, optional: path, .color, summary, default: defaultText, documentation)
    }

    /// A number at least `min` (or over `above`), at most `max`, on an optional number of the
    /// object (nil: its default), written when set.
    static func optionalNumber(
        _ name: String, _ path: WritableKeyPath<Value, Double?> & Sendable, min: Double? = nil, above: Double? = nil, max: Double,
        _ summary: String, default defaultText: String, _ documentation: String
    ) -> FormatKey {
        FormatKey(name, optional: path, .number(min: min, above: above, max: max), summary, default: defaultText, documentation)
    }
}
