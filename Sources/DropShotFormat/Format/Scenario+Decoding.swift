/// Decoding a scenario from JSON: every key read with its JSON path, every number range-checked
/// where it is read (docs/SCENARIO.md, "Limits"), then `validate()`.
extension Scenario {
    /// Decodes and validates a scenario from JSON bytes: the scenario's own values when it
    /// declares variants (`ScenarioMatrix` gives the others). Every rule of the format is checked;
    /// the cell addresses of its events need a layout, and DropShotEngine's `Scenario(json:)`
    /// checks them too.
    public init(formatJSON bytes: [UInt8]) throws(ScenarioError) {
        self = try ScenarioMatrix(json: bytes).scenario()
    }

    /// Decodes one variant's document (`ScenarioMatrix` put its values in place and took out its
    /// own keys), resolving colour names, text styles and frames of edges against `environment`.
    init(root: JSONValue, environment: FormatEnvironment) throws(ScenarioError) {
        var reader = JSONReader(path: "", environment: environment)
        var members = try reader.object(root, allowedKeys: Scenario.format.keys.map(\.name))
        var parts = Parts()
        // The stages (`Scenario.format`): named templates first, since every `cell` below may name one.
        if let value = JSONReader.value("templates", in: members) {
            reader.templates = try Scenario.decodeTemplates(value, reader.child("templates"))
        }
        // The top-level config's `cell` is every collection's template (theirs and their items' win).
        if let index = members.firstIndex(where: { $0.key == "config" }), case var .object(config) = members[index].value,
            let cell = config.firstIndex(where: { $0.key == "cell" })
        {
            parts.defaultCell = try CellTemplate(config[cell].value, reader.child("config").child("cell"))
            config.remove(at: cell)
            members[index].value = .object(config)
        }
        // The theme and the preset: they set the defaults that `canvas` and `config` then override.
        if let value = JSONReader.value("theme", in: members) {
            parts.theme = try Scenario.decodeTheme(value, reader.child("theme"))
            parts.theme.defaults(&parts.settings.config, canvas: &parts.canvas)
        }
        // The app's tint: its asset catalogs' `AccentColor`, the global accent colour Xcode's app
        // template names, unless the theme states an accent.
        let colors = reader.environment.colors
        if parts.theme.accent == nil, let catalogs = colors.catalogs {
            parts.theme.accent = try catalogs.color(named: "AccentColor", for: colors.screen)
        }
        // The canvas before anything framed: a frame of edges is laid against its safe area.
        if let value = JSONReader.value("canvas", in: members) {
            parts.canvas = try Scenario.decodeCanvas(value, reader.child("canvas"), base: parts.canvas)
        }
        reader.environment.screen = FormatEnvironment.Screen(width: parts.canvas.width, height: parts.canvas.height, safeArea: parts.canvas.safeArea)
        if let value = JSONReader.value("behaviour", in: members) {
            parts.behaviour = try reader.child("behaviour").enumeration(value)
            parts.behaviour.apply(to: &parts.settings.config, rules: &parts.settings.rules)
        }
        // A collection with its own preset starts again from the theme's defaults and that preset,
        // then takes the top-level keys and its own.
        let configJSON = JSONReader.value("config", in: members)
        if let configJSON { parts.settings = try parts.settings.applying(configJSON, at: reader.child("config")) }
        let presetTheme = parts.theme, configReader = reader.child("config")
        parts.collectionBase = { (preset: Behaviour) throws(ScenarioError) -> ArenaConfig in
            var base = ArenaConfig(), scratch = CanvasSpec()
            presetTheme.defaults(&base, canvas: &scratch)
            preset.apply(to: &base)
            if let configJSON { base = try base.applying(configJSON, at: configReader) }
            return base
        }
        // Then every other key, in the file's order.
        parts = try Scenario.format.decode(.object(members), reader) { _ in parts }
        try Scenario.resolveColorFields(in: &parts.collections, &parts.freeViews, names: environment.colors)
        try self.init(
            canvas: parts.canvas, config: parts.settings.config, rules: parts.settings.rules, collections: parts.collections,
            deleteZones: parts.deleteZones, freeViews: parts.freeViews, events: parts.events, checkpoints: parts.checkpoints)
        (title, caption, fonts, theme, behaviour) = (parts.title, parts.caption, parts.fonts, parts.theme, parts.behaviour)
        (deleteZoneLooks, animate, accessibilitySnapshot, audit, decorations) =
            (parts.deleteZoneLooks, parts.animate, parts.accessibilitySnapshot, parts.audit, parts.decorations)
        actionPhrases = environment.actionPhrases
        // The parts let go of their items first, so each item's values are this scenario's alone
        // and take their slot in place (shared, every one of 100,000 items was copied).
        (parts.collections, parts.freeViews) = ([], [])
        assignPaletteSlots()
    }

    private static func decodeTheme(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> ThemeSpec {
        if case .string = value { return ThemeSpec(base: try r.enumeration(value)) }
        return try ThemeSpec.format.decode(value, r) { _ in ThemeSpec() }
    }

    static func decodeCheckpoint(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> Checkpoint {
        try Checkpoint.format.decode(value, r) { members throws(ScenarioError) in
            Checkpoint(
                name: try r.child("name").string(try r.required("name", in: members)),
                step: try r.child("step").int(try r.required("step", in: members), min: 0, max: Int(Int32.max)))
        }
    }

    /// The characters a checkpoint name may use: it becomes part of a file name.
    static func isCheckpointName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 100
            && name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == "."
            } && !name.hasPrefix(".")
    }

    private static func decodeCanvas(_ value: JSONValue, _ r: JSONReader, base: CanvasSpec) throws(ScenarioError) -> CanvasSpec {
        // A device sets the size and scale first; the other keys, wherever they stand, win over it.
        try CanvasSpec.format.decode(value, r) { members throws(ScenarioError) in
            guard let device = JSONReader.value("device", in: members) else {
                if members.contains(where: { $0.key == "orientation" }) {
                    throw r.child("orientation").error("only a device has an orientation (add \"device\")")
                }
                return base
            }
            var landscape = false
            if let orientation = JSONReader.value("orientation", in: members) {
                landscape = try r.child("orientation").enumeration(orientation) == DeviceOrientation.landscape
            }
            return CanvasSpec(device: try r.child("device").enumeration(device), landscape: landscape, background: base.background)
        }
    }

    /// `"decorations": [{"frame": […], "cell": <template or name>, "fields": {…}, "layer": "below"}]`,
    /// each template checked against its own fields.
    static func decodeDecorations(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [Decoration] {
        var decorations: [Decoration] = []
        for (i, entry) in try r.array(value).enumerated() {
            let d = r.child(i)
            var decoration = try Decoration.format.decode(entry, d) { members throws(ScenarioError) in
                Decoration(
                    frame: try d.child("frame").rect(try d.required("frame", in: members)),
                    cell: try CellTemplate(try d.required("cell", in: members), d.child("cell")))
            }
            decoration.fields = try resolvingColorNames(decoration.fields, Set(decoration.cell.colorFields), names: d.environment.colors)
            try decoration.cell.validate(for: decoration.item, at: d.path, path: d.child("cell").path)
            decorations.append(decoration)
        }
        return decorations
    }

    /// `"templates": {"card": <template>, …}`: each a template, or the name of one defined before it.
    private static func decodeTemplates(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [String: CellTemplate] {
        guard case let .object(members) = value else { throw r.error("expected an object of named templates, found \(JSONReader.describe(value))") }
        var reader = r
        for (name, template) in members {
            let c = r.child(name)
            if name.isEmpty { throw c.error("a template's name must not be empty") }
            if reader.templates[name] != nil { throw c.error("a second template named \(JSONValue.echo(name))") }
            if case let .string(other) = template, other == name || !reader.templates.keys.contains(other) {
                throw c.error(
                    "names template \(JSONValue.echo(other)), which is not defined before it (a template may name only one defined above it)")
            }
            reader.templates[name] = try CellTemplate(template, reader.child(name))
        }
        return reader.templates
    }

}
