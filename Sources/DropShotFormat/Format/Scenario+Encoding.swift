/// A scenario written back as the JSON a file would hold: `Scenario(json:)` of it gives the same
/// value. Defaults are left out (a config key only where it differs from what the collection
/// starts from), named templates are written where they are used, and events keep their times.
extension Scenario {
    /// The scenario as scenario JSON (docs/SCENARIO.md); serialized with `exactNumbers`, it reads
    /// back as this very value.
    public var json: JSONValue { Scenario.format.encode(Parts(self)) }
}

extension ConfigKey {
    /// The keys whose value in `config` differs from `base`'s, as JSON, in table order.
    static func changes(from base: ConfigSettings, to config: ConfigSettings, keys: [ConfigKey]) -> [(key: String, value: JSONValue)] {
        keys.compactMap { key in
            let value = key.value(config)
            guard let value, value != key.value(base) else { return nil }
            return (key.name, value)
        }
    }
}

extension CollectionSpec {
    /// The collection's JSON, its config as the keys that differ from `base`; with `ownPreset`,
    /// its `behaviour` too.
    func json(over base: ArenaConfig, ownPreset: Bool) -> JSONValue {
        CollectionEntry.format.encode(CollectionEntry(spec: self, base: base, ownPreset: ownPreset))
    }
}

extension ItemSpec {
    /// The item's JSON (its palette place and home template are the decoder's, not the file's).
    var json: JSONValue { .object(members) }

    var members: [(key: String, value: JSONValue)] { ItemSpec.format.members(of: self) }
}

extension Rect {
    var json: JSONValue { .array([x, y, width, height].map { .number($0) }) }
}

extension Point {
    var json: JSONValue { .array([.number(x), .number(y)]) }
}

extension ThemeSpec {
    /// Its base alone as a string, else its object.
    var json: JSONValue {
        guard accent != nil || palette != nil || ghostShadowOpacity != nil else { return .string(base.rawValue) }
        return ThemeSpec.format.encode(self)
    }
}

extension FontSpec {
    var json: JSONValue { FontSpec.format.encode(self) }
}

extension DeleteZoneLook {
    func json(frame: Rect) -> JSONValue { DeleteZoneEntry.format.encode(DeleteZoneEntry(frame: frame, look: self)) }
}

extension FreeGroupSpec {
    var json: JSONValue { FreeGroupSpec.format.encode(self) }
}

extension Decoration {
    var json: JSONValue { Decoration.format.encode(self) }
}
