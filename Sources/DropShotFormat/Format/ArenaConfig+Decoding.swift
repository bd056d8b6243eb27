/// Decoding a `config` object over a base configuration (a preset's, or the scenario's for a
/// collection): every key by name, every number range-checked with its JSON path.
extension ArenaConfig {
    /// Every key a `config` object accepts, in the order of docs/SCENARIO.md's table.
    public static let keys: [String] = ConfigKey.all.map(\.name)

    /// The most columns a grid has (and the widest span).
    public static let maxGridColumns = 64

    /// The keys read from the top-level config only (they rule the whole arena): a collection's
    /// own `config` that sets one is refused, never silently ignored.
    public static let arenaWideKeys: [String] = ConfigKey.all.filter { $0.scope == .arena }.map(\.name)

    /// Returns this configuration with the keys of a JSON `config` object applied over it (the
    /// arena's rules among them are not a collection's: they are dropped).
    func applying(_ json: JSONValue, at reader: JSONReader) throws(ScenarioError) -> ArenaConfig {
        try ConfigSettings(config: self).applying(json, at: reader).config
    }
}

extension ConfigSettings {
    /// Returns these settings with the keys of a JSON `config` object applied over them.
    func applying(_ json: JSONValue, at reader: JSONReader) throws(ScenarioError) -> ConfigSettings {
        var settings = self
        let object = try reader.object(json, allowedKeys: ArenaConfig.keys)
        for (key, value) in object {
            guard let entry = ConfigKey.byName[key] else {
                let suggestion = JSONReader.closest(to: key, among: ConfigKey.all.map(\.name)).map { " (did you mean \(JSONValue.echo($0))?)" }
                throw reader.child(key).error("unknown key" + (suggestion ?? ""))
            }
            try entry.apply(&settings, value, reader.child(key))
        }
        return settings
    }
}
