/// What a `config` object sets: a collection's configuration and, in the top-level `config` only,
/// the arena's rules. The key table reads and writes every key through it.
package struct ConfigSettings: Equatable, Sendable {
    package var config: ArenaConfig
    package var rules: ArenaRules

    package init(config: ArenaConfig = ArenaConfig(), rules: ArenaRules = ArenaRules()) {
        self.config = config
        self.rules = rules
    }
}

/// One key of a `config` object: a format key (`FormatKey`: its name, JSON, summary, default
/// and documentation as docs/SCENARIO.md's table states them, reader and writer) on the settings,
/// and where it may be set. The decoder applies keys through this table, and the JSON Schema
/// (`ScenarioSchema`) and the docs' table are written from it, so none of them can drift.
package struct ConfigKey: Sendable {
    /// Where a key may be set.
    package enum Scope: Sendable {
        /// The top-level `config` or a collection's own.
        case collection
        /// The top-level `config` only: it rules the whole arena.
        case arena
    }
    /// The key as every table of the format states one. Its writer gives the key's value in any
    /// configuration (nil when unset, or sized to the cell): the encoder leaves out what equals
    /// the value the collection starts from (`changes(from:to:keys:)`).
    let field: FormatKey<ConfigSettings>
    package let scope: Scope
    /// The field it reads and writes, nil for a key read by hand that names none.
    let path: (AnyKeyPath & Sendable)?

    /// The key in JSON.
    package var name: String { field.name }
    /// The JSON it takes.
    package var shape: JSONShape { field.shape }
    /// What it does, in one line (the schema's description).
    package var summary: String { field.summary }

    /// The key's value in `settings` as JSON; nil when unset.
    package func value(_ settings: ConfigSettings) -> JSONValue? { field.write(settings) }

    /// Applies a JSON value of the key to `settings`, checked as `shape` states.
    func apply(_ settings: inout ConfigSettings, _ json: JSONValue, _ reader: JSONReader) throws(ScenarioError) {
        try field.read?(&settings, json, { reader })
    }

    /// Its value in the default configuration as JSON; nil when it has none.
    package var defaultValue: JSONValue? { value(ConfigKey.defaults) }

    private static let defaults = ConfigSettings()

    /// A key holding a value of `codec` on the settings.
    init<Field: Sendable>(
        _ name: String, _ path: WritableKeyPath<ConfigSettings, Field> & Sendable, _ codec: FormatCodec<Field>, _ summary: String,
        scope: Scope = .collection, default defaultText: String, _ documentation: String
    ) {
        field = FormatKey(name, path, codec, summary, default: defaultText, documentation)
        self.scope = scope
        self.path = path
    }

    /// A key holding an optional value of `codec` on the settings (nil: unset, or sized to the cell).
    init<Field: Sendable>(
        _ name: String, optional path: WritableKeyPath<ConfigSettings, Field?> & Sendable, _ codec: FormatCodec<Field>, _ summary: String,
        scope: Scope = .collection, default defaultText: String, _ documentation: String
    ) {
        field = FormatKey(name, optional: path, codec, summary, default: defaultText, documentation)
        self.scope = scope
        self.path = path
    }

    /// A key whose JSON is an object or a choice of forms, read and written by hand (into the
    /// field at `path`, where it has one).
    init(
        _ name: String, _ shape: JSONShape, _ summary: String, scope: Scope = .collection, default defaultText: String, _ documentation: String,
        path: (AnyKeyPath & Sendable)? = nil, value: @escaping @Sendable (ConfigSettings) -> JSONValue?,
        apply: @escaping @Sendable (inout ConfigSettings, JSONValue, JSONReader) throws(ScenarioError) -> Void
    ) {
        field = FormatKey(
            name, shape, summary, default: defaultText, documentation,
            read: { settings, json, reader throws(ScenarioError) in try apply(&settings, json, reader()) }, write: value)
        self.scope = scope
        self.path = path
    }

    /// A key naming a text style (`"body"`) whose size at the variant's content size `apply` sets
    /// (written back as that size key: the style itself is not kept).
    static func textStyle(
        _ name: String, _ what: String, default defaultText: String, _ documentation: String,
        apply: @escaping @Sendable (inout ConfigSettings, TextStyle, ContentSizeCategory) -> Void
    ) -> ConfigKey {
        ConfigKey(
            name, .cases(of: TextStyle.self), "the Dynamic Type text style of \(what): its size at the content size", default: defaultText,
            documentation, value: { _ in nil }
        ) { c, v, r throws(ScenarioError) in
            apply(&c, try r.enumeration(v), r.environment.contentSize)
        }
    }
}

extension Scenario.Color {
    /// `"#RRGGBB"`, or `"#RRGGBBAA"` when not opaque: the form scenarios write.
    public var hex: String {
        let bytes = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        let digits = Array("0123456789ABCDEF")
        return "#" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
}

extension ConfigKey {
    /// docs/SCENARIO.md's config table: a row a key (its name, default and meaning), in table order.
    static var documentationTable: String {
        var rows = ["| key | default | meaning |", "|---|---|---|"]
        for key in all { rows.append("| `\(key.name)` | \(key.field.defaultText) | \(key.field.documentation) |") }
        return rows.joined(separator: "\n")
    }
}
