/// One kind of value of the scenario format, described once: the JSON it takes (the schema's
/// fragment), how the decoder reads and checks it, and how the encoder writes it back. The keys of
/// every table of the format (an object's keys, the config keys, the events' keys, the variant
/// axes) are built on a codec, so a value's range is stated in one place.
struct FormatCodec<Value>: Sendable {
    /// The JSON it takes, as the schema states it.
    let shape: JSONShape
    /// Reads and checks a value; errors carry the reader's path.
    let read: @Sendable (JSONValue, JSONReader) throws(ScenarioError) -> Value
    /// The value as JSON.
    let write: @Sendable (Value) -> JSONValue

    init(
        _ shape: JSONShape, read: @escaping @Sendable (JSONValue, JSONReader) throws(ScenarioError) -> Value,
        write: @escaping @Sendable (Value) -> JSONValue
    ) {
        self.shape = shape; self.read = read; self.write = write
    }
}

extension FormatCodec where Value == Bool {
    /// `true` or `false`.
    static var boolean: FormatCodec { FormatCodec(.boolean, read: { json, r throws(ScenarioError) in try r.bool(json) }, write: { .bool($0) }) }
}

extension FormatCodec where Value == Double {
    /// A number at least `min` (or over `above`), at most `max`.
    static func number(min: Double? = nil, above: Double? = nil, max: Double) -> FormatCodec {
        FormatCodec(
            .number(min: min, above: above, max: max),
            read: { json, r throws(ScenarioError) in try r.number(json, min: min, greaterThan: above, max: max) },
            write: { .number($0) })
    }

    /// A font size in points.
    static var fontSize: FormatCodec { number(above: 0, max: ScenarioLimits.fontSize) }

    /// Points, or points that grow with a text style as UIFontMetrics scales them
    /// (`{"points": 44, "relativeTo": "headline"}`): the value at the variant's content size,
    /// written back as points (the style is not kept, as a text style key's is not).
    static var scaledLength: FormatCodec {
        let object = JSONShape.object(
            [
                ("points", .length, "points at the Large size"),
                ("relativeTo", .cases(of: TextStyle.self), "the text style it grows with"),
            ], required: ["points", "relativeTo"])
        return FormatCodec(
            .anyOf([.length, object]),
            read: { json, r throws(ScenarioError) in
                guard case .object = json else { return try r.number(json, min: 0, max: ScenarioLimits.length) }
                let members = try r.object(json, allowedKeys: ["points", "relativeTo"])
                let points = try r.child("points").number(try r.required("points", in: members), min: 0, max: ScenarioLimits.length)
                let style: TextStyle = try r.child("relativeTo").enumeration(try r.required("relativeTo", in: members))
                return min(ScenarioLimits.length, style.scaled(points, at: r.environment.contentSize))
            }, write: { .number($0) })
    }
}

extension FormatCodec where Value == Int {
    /// A whole number within `min...max`.
    static func integer(min: Int, max: Int) -> FormatCodec {
        FormatCodec(
            .integer(min: min, max: max), read: { json, r throws(ScenarioError) in try r.int(json, min: min, max: max) },
            write: { .number(Double($0)) })
    }
}

extension FormatCodec where Value == String {
    /// Any string.
    static var string: FormatCodec { FormatCodec(.string(), read: { json, r throws(ScenarioError) in try r.string(json) }, write: { .string($0) }) }

    /// A string of at least one character.
    static var nonEmptyString: FormatCodec {
        FormatCodec(.string(nonEmpty: true), read: { json, r throws(ScenarioError) in try r.nonEmptyString(json) }, write: { .string($0) })
    }
}

extension FormatCodec where Value == Scenario.Color {
    /// `"#RRGGBB"`, `"#RRGGBBAA"` or a colour's name at the variant's appearance; written as hex.
    static var color: FormatCodec { FormatCodec(.color, read: { json, r throws(ScenarioError) in try r.color(json) }, write: { .string($0.hex) }) }
}

extension FormatCodec where Value == Point {
    /// `[x, y]`, each within `-limit...limit`.
    static func point(limit: Double = ScenarioLimits.coordinate) -> FormatCodec {
        FormatCodec(
            .array(.number(min: -limit, max: limit), count: 2), read: { json, r throws(ScenarioError) in try r.point(json, limit: limit) },
            write: { $0.json })
    }
}

extension FormatCodec where Value == Size {
    /// `[width, height]`, each side over 0.
    static var size: FormatCodec {
        FormatCodec(.size, read: { json, r throws(ScenarioError) in try r.size(json) }, write: { .array([.number($0.width), .number($0.height)]) })
    }
}

extension FormatCodec where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of the enumeration's cases, by its raw value.
    static var cases: FormatCodec {
        FormatCodec(.cases(of: Value.self), read: { json, r throws(ScenarioError) in try r.enumeration(json) }, write: { .string($0.rawValue) })
    }
}

extension FormatKey {
    /// A key holding a value of `codec` at `path`, always written.
    init<Field: Sendable>(
        _ name: String, _ path: WritableKeyPath<Value, Field> & Sendable, _ codec: FormatCodec<Field>, _ summary: String,
        required: Bool = false, default defaultText: String, _ documentation: String
    ) {
        self.init(
            name, codec.shape, summary, required: required, default: defaultText, documentation,
            read: { value, json, reader throws(ScenarioError) in value[keyPath: path] = try codec.read(json, reader()) },
            write: { codec.write($0[keyPath: path]) })
    }

    /// A key holding a value of `codec` at `path`, left out of the JSON when it is `standard`.
    init<Field: Equatable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Value, Field> & Sendable, _ codec: FormatCodec<Field>, _ summary: String,
        default defaultText: String, _ documentation: String, omittedAt standard: Field
    ) {
        self.init(
            name, codec.shape, summary, default: defaultText, documentation,
            read: { value, json, reader throws(ScenarioError) in value[keyPath: path] = try codec.read(json, reader()) },
            write: { $0[keyPath: path] != standard ? codec.write($0[keyPath: path]) : nil })
    }

    /// A key holding a value of `codec` at `path`, left out of the JSON when it is `defaults`' value.
    init<Field: Equatable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Value, Field> & Sendable, _ codec: FormatCodec<Field>, _ summary: String,
        default defaultText: String, _ documentation: String, defaults: Value
    ) {
        self.init(name, path, codec, summary, default: defaultText, documentation, omittedAt: defaults[keyPath: path])
    }

    /// A key holding an optional value of `codec` at `path` (nil: the object's default), written
    /// when set.
    init<Field: Sendable>(
        _ name: String, optional path: WritableKeyPath<Value, Field?> & Sendable, _ codec: FormatCodec<Field>, _ summary: String,
        default defaultText: String, _ documentation: String
    ) {
        self.init(
            name, codec.shape, summary, default: defaultText, documentation,
            read: { value, json, reader throws(ScenarioError) in value[keyPath: path] = try codec.read(json, reader()) },
            write: { $0[keyPath: path].map(codec.write) })
    }
}
