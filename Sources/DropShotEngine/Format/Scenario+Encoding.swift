/// A scenario written back as the JSON a file would hold: `Scenario(json:)` of it gives the same
/// value. Defaults are left out (a config key only where it differs from what the collection
/// starts from), named templates are written where they are used, and events keep their times.
extension Scenario {
    /// The scenario as scenario JSON (docs/SCENARIO.md); serialized with `exactNumbers`, it reads
    /// back as this very value.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        var base = ConfigSettings(), baseCanvas = CanvasSpec()
        if theme != ThemeSpec() {
            members.append(("theme", theme.json))
            theme.defaults(&base.config, canvas: &baseCanvas)
        }
        if behaviour != .dropshot { members.append(("behaviour", .string(behaviour.rawValue))) }
        behaviour.apply(to: &base.config, rules: &base.rules)
        if title != nil { members.append(("title", .string(title!))) }
        if caption != nil { members.append(("caption", .string(caption!))) }
        if animate { members.append(("animate", .bool(true))) }
        if accessibilitySnapshot { members.append(("accessibilitySnapshot", .bool(true))) }
        if audit != AuditSettings() { members.append(("audit", AuditSettings.format.encode(audit))) }
        members.append(("canvas", CanvasSpec.format.encode(canvas)))
        if !fonts.isEmpty { members.append(("fonts", .array(fonts.map(\.json)))) }
        let topLevel = ConfigKey.changes(from: base, to: ConfigSettings(config: config, rules: rules), keys: ConfigKey.all)
        if !topLevel.isEmpty { members.append(("config", .object(topLevel))) }
        members.append(
            (
                "collections",
                .array(
                    collections.map { collection in
                        // A collection with a preset of its own starts from that preset and the top-level keys.
                        var start = ConfigSettings(config: self.config)
                        if collection.config.behaviour != self.config.behaviour {
                            start = ConfigSettings()
                            var scratch = CanvasSpec()
                            if theme != ThemeSpec() { theme.defaults(&start.config, canvas: &scratch) }
                            collection.config.behaviour.apply(to: &start.config)
                            // The table's own values: they apply without error.
                            for change in topLevel { try? ConfigKey.byName[change.key]?.apply(&start, change.value, JSONReader(path: "")) }
                        }
                        return collection.json(over: start.config, ownPreset: collection.config.behaviour != self.config.behaviour)
                    })
            ))
        if !deleteZones.isEmpty {
            members.append(
                (
                    "deleteZones",
                    .array(
                        deleteZones.enumerated().map { i, frame in
                            let look = i < deleteZoneLooks.count ? deleteZoneLooks[i] : DeleteZoneLook()
                            return look == DeleteZoneLook() ? frame.json : look.json(frame: frame)
                        })
                ))
        }
        if !freeViews.isEmpty { members.append(("freeViews", .array(freeViews.map(\.json)))) }
        if !decorations.isEmpty { members.append(("decorations", .array(decorations.map(\.json)))) }
        if !events.isEmpty { members.append(("events", .array(events.map(EventFormat.encode)))) }
        if !checkpoints.isEmpty {
            members.append(("checkpoints", .array(checkpoints.map(Checkpoint.format.encode))))
        }
        return .object(members)
    }
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
