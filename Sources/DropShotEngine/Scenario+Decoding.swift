/// Decoding a scenario from JSON: every key read with its JSON path, every number range-checked
/// where it is read (docs/SCENARIO.md, "Limits"), then `validate()`.
extension Scenario {
    /// Decodes and validates a scenario from JSON bytes.
    public init(json bytes: [UInt8]) throws(ScenarioError) {
        let root: JSONValue
        do { root = try JSONValue.parse(bytes) } catch {
            throw ScenarioError(path: "", message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        try self.init(root: root)
    }

    private init(root: JSONValue) throws(ScenarioError) {
        var reader = JSONReader(path: "")
        var members = try reader.object(root, allowedKeys: Scenario.topLevelKeys + ["$schema"])
        // `$schema` names the JSON Schema an editor checks the file with; the decoder ignores it.
        if let schema = members.first(where: { $0.key == "$schema" })?.value { _ = try reader.child("$schema").string(schema) }
        members.removeAll { $0.key == "$schema" }
        // Named templates first: every `cell` below may name one.
        if let value = members.first(where: { $0.key == "templates" })?.value {
            reader.templates = try Scenario.decodeTemplates(value, reader.child("templates"))
        }
        // The top-level config's `cell` is every collection's template (theirs and their items' win).
        var defaultCell: CellTemplate?
        if let index = members.firstIndex(where: { $0.key == "config" }), case var .object(config) = members[index].value,
           let cell = config.firstIndex(where: { $0.key == "cell" }) {
            defaultCell = try CellTemplate(config[cell].value, reader.child("config").child("cell"))
            config.remove(at: cell)
            members[index].value = .object(config)
        }
        var canvas = CanvasSpec()
        var settings = ConfigSettings()
        // The theme and the preset first: they set the defaults that `canvas` and `config` then override.
        var theme = ThemeSpec()
        if let value = members.first(where: { $0.key == "theme" })?.value {
            theme = try Scenario.decodeTheme(value, reader.child("theme"))
            theme.defaults(&settings.config, canvas: &canvas)
        }
        var behaviour = Behaviour.dropshot
        if let value = members.first(where: { $0.key == "behaviour" })?.value {
            behaviour = try reader.child("behaviour").enumeration(value)
            behaviour.apply(to: &settings.config, rules: &settings.rules)
        }
        // A collection with its own preset starts again from the theme's defaults and that preset,
        // then takes the top-level keys and its own.
        let configJSON = members.first(where: { $0.key == "config" })?.value
        let collectionBase = { (preset: Behaviour) throws(ScenarioError) -> ArenaConfig in
            var base = ArenaConfig(), scratch = CanvasSpec()
            theme.defaults(&base, canvas: &scratch)
            preset.apply(to: &base)
            if let configJSON { base = try base.applying(configJSON, at: reader.child("config")) }
            return base
        }
        var collectionsJSON: JSONValue?
        var deleteZones: [Rect] = []
        var deleteZoneLooks: [DeleteZoneLook] = []
        var eventsJSON: JSONValue = .array([])
        var checkpoints: [Checkpoint] = []
        var freeViews: [FreeGroupSpec] = []
        var decorations: [Decoration] = []
        var title: String?, caption: String?
        var animate = false
        var fonts: [FontSpec] = []
        for (key, value) in members {
            let r = reader.child(key)
            switch key {
            case "theme", "behaviour", "templates": break
            case "canvas": canvas = try Scenario.decodeCanvas(value, r, base: canvas)
            case "config": settings = try settings.applying(value, at: r)
            case "collections": collectionsJSON = value
            case "deleteZones":
                for (i, zone) in try r.array(value).enumerated() {
                    let (frame, look) = try DeleteZoneLook.decode(zone, r.child(i))
                    deleteZones.append(frame)
                    deleteZoneLooks.append(look)
                }
            case "title": title = try r.string(value)
            case "caption": caption = try r.string(value)
            case "animate": animate = try r.bool(value)
            case "fonts": fonts = try Scenario.decodeFonts(value, r)
            case "freeViews": freeViews = try Scenario.decodeFreeViews(value, r)
            case "decorations": decorations = try Scenario.decodeDecorations(value, r)
            case "checkpoints":
                for (i, checkpoint) in try r.array(value).enumerated() { checkpoints.append(try Scenario.decodeCheckpoint(checkpoint, r.child(i))) }
            case "events": eventsJSON = value
            default: break  // `object(_:allowedKeys:)` admits no other key
            }
        }
        guard let collectionsJSON else { throw ScenarioError(path: "collections", message: "missing required key") }
        var collections: [CollectionSpec] = []
        let collectionsReader = reader.child("collections")
        for (i, value) in try collectionsReader.array(collectionsJSON).enumerated() {
            var collection = try Scenario.decodeCollection(value, collectionsReader.child(i), base: settings.config, presetBase: collectionBase)
            collection.adoptCell(defaultCell)
            collections.append(collection)
        }
        var events: [ArenaEvent] = []
        let eventsReader = reader.child("events")
        var lastTime = 0.0
        for (i, value) in try eventsReader.array(eventsJSON).enumerated() {
            events.append(try Scenario.decodeEvent(value, eventsReader.child(i), lastTime: &lastTime))
        }
        try self.init(canvas: canvas, config: settings.config, rules: settings.rules, collections: collections, deleteZones: deleteZones, freeViews: freeViews,
                      events: events, checkpoints: checkpoints)
        self.title = title
        self.caption = caption
        self.fonts = fonts
        self.theme = theme
        self.deleteZoneLooks = deleteZoneLooks.allSatisfy { $0 == DeleteZoneLook() } ? [] : deleteZoneLooks
        self.animate = animate
        self.behaviour = behaviour
        self.decorations = decorations
        assignPaletteSlots()
    }

    private static func decodeTheme(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> ThemeSpec {
        if case .string = value { return ThemeSpec(base: try r.enumeration(value)) }
        var theme = ThemeSpec()
        for (key, v) in try r.object(value, allowedKeys: ["base", "accent", "palette", "ghostShadowOpacity"]) {
            let c = r.child(key)
            switch key {
            case "base": theme.base = try c.enumeration(v)
            case "accent": theme.accent = try c.color(v)
            case "palette":
                let colors = try c.array(v)
                guard (1...64).contains(colors.count) else { throw c.error("expected 1 to 64 colors, found \(colors.count)") }
                var palette: [Scenario.Color] = []
                for (i, color) in colors.enumerated() { palette.append(try c.child(i).color(color)) }
                theme.palette = palette
            case "ghostShadowOpacity": theme.ghostShadowOpacity = try c.number(v, min: 0, max: 1)
            default: break  // `object(_:allowedKeys:)` admits no other key
            }
        }
        return theme
    }

    private static func decodeCheckpoint(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> Checkpoint {
        let members = try r.object(value, allowedKeys: ["name", "step"])
        guard let name = members.first(where: { $0.key == "name" })?.value else { throw r.child("name").error("missing required key") }
        guard let step = members.first(where: { $0.key == "step" })?.value else { throw r.child("step").error("missing required key") }
        return Checkpoint(name: try r.child("name").string(name), step: try r.child("step").int(step, min: 0, max: Int(Int32.max)))
    }

    /// The characters a checkpoint name may use: it becomes part of a file name.
    static func isCheckpointName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 100 && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == "."
        } && !name.hasPrefix(".")
    }

    private static func decodeCanvas(_ value: JSONValue, _ r: JSONReader, base: CanvasSpec) throws(ScenarioError) -> CanvasSpec {
        var canvas = base
        let members = try r.object(value, allowedKeys: ["device", "orientation", "width", "height", "scale", "background"])
        // A device sets the size and scale first; the other keys, wherever they stand, win over it.
        if let device = members.first(where: { $0.key == "device" })?.value {
            var landscape = false
            if let orientation = members.first(where: { $0.key == "orientation" })?.value {
                landscape = try r.child("orientation").enumeration(orientation) == DeviceOrientation.landscape
            }
            canvas = CanvasSpec(device: try r.child("device").enumeration(device), landscape: landscape, background: canvas.background)
        } else if members.contains(where: { $0.key == "orientation" }) {
            throw r.child("orientation").error("only a device has an orientation (add \"device\")")
        }
        for (key, v) in members {
            let c = r.child(key)
            switch key {
            case "width": canvas.width = try c.number(v, greaterThan: 0, max: ScenarioLimits.length)
            case "height": canvas.height = try c.number(v, greaterThan: 0, max: ScenarioLimits.length)
            case "scale": canvas.scale = try c.int(v, min: 1, max: 3)
            case "background": canvas.background = try c.color(v)
            default: break  // `object(_:allowedKeys:)` admits no other key
            }
        }
        return canvas
    }

    /// `"decorations": [{"frame": […], "cell": <template or name>, "fields": {…}, "layer": "below"}]`,
    /// each template checked against its own fields.
    private static func decodeDecorations(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [Decoration] {
        var decorations: [Decoration] = []
        for (i, entry) in try r.array(value).enumerated() {
            let d = r.child(i)
            let members = try d.object(entry, allowedKeys: ["frame", "cell", "fields", "layer"])
            guard let frame = members.first(where: { $0.key == "frame" })?.value else { throw d.child("frame").error("missing required key") }
            guard let cell = members.first(where: { $0.key == "cell" })?.value else { throw d.child("cell").error("missing required key") }
            var decoration = Decoration(frame: try d.child("frame").rect(frame), cell: try CellTemplate(cell, d.child("cell")))
            for (key, v) in members {
                let c = d.child(key)
                switch key {
                case "layer": decoration.layer = try c.enumeration(v)
                case "fields":
                    guard case let .object(fields) = v else { throw c.error("expected an object of strings") }
                    for (name, text) in fields {
                        if name == "id" || name == "label" { throw c.child(name).error("a decoration's field cannot be named \(JSONValue.echo(name))") }
                        decoration.fields[name] = try c.child(name).string(text)
                    }
                default: break
                }
            }
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
                throw c.error("names template \(JSONValue.echo(other)), which is not defined before it (a template may name only one defined above it)")
            }
            reader.templates[name] = try CellTemplate(template, reader.child(name))
        }
        return reader.templates
    }

    private static func decodeCollection(_ value: JSONValue, _ r: JSONReader, base: ArenaConfig,
                                         presetBase: (Behaviour) throws(ScenarioError) -> ArenaConfig) throws(ScenarioError) -> CollectionSpec {
        let members = try r.object(value, allowedKeys: ["id", "role", "frame", "config", "items", "behaviour", "added", "title", "cell", "sections"])
        guard let idValue = members.first(where: { $0.key == "id" })?.value else { throw r.child("id").error("missing required key") }
        guard let roleValue = members.first(where: { $0.key == "role" })?.value else { throw r.child("role").error("missing required key") }
        var base = base
        if let preset = members.first(where: { $0.key == "behaviour" })?.value {
            base = try presetBase(try r.child("behaviour").enumeration(preset))
        }
        var spec = CollectionSpec(id: try r.child("id").string(idValue), role: try r.child("role").enumeration(roleValue), config: base)
        if spec.id.isEmpty { throw r.child("id").error("must not be empty") }
        // Where each item lies: its array's reader and its index there (a path is made only for an error).
        var itemPlaces: [(array: JSONReader, index: Int)] = []
        for (key, v) in members {
            let c = r.child(key)
            switch key {
            case "frame": spec.frame = try c.rect(v)
            case "added": spec.added = try c.bool(v)
            case "cell": spec.cell = try CellTemplate(v, c)
            case "title":
                spec.title = try c.string(v)
                if spec.title!.isEmpty { throw c.error("must not be empty (leave the key out for no title)") }
            case "config":
                if case let .object(keys) = v, let key = keys.first(where: { ArenaConfig.arenaWideKeys.contains($0.key) })?.key {
                    throw c.child(key).error("applies to the whole arena: set it in the top-level \"config\", not a collection's")
                }
                spec.config = try base.applying(v, at: c)
            case "items":
                for (i, item) in try c.array(v).enumerated() {
                    // A target's `{"consumed": "id"}`: a source item already in this slot.
                    if spec.role == .target, case let .object(members) = item, members.count == 1, members[0].key == "consumed" {
                        spec.consumed.append(ConsumedItem(slot: i, item: try c.child(i).child("consumed").string(members[0].value)))
                    } else {
                        spec.items.append(try decodeItem(item, c.child(i)))
                        itemPlaces.append((c, i))
                    }
                }
            case "sections":
                if members.contains(where: { $0.key == "items" }) {
                    throw c.error("a collection gives its items either in \"items\" or in \"sections\", not both")
                }
                try decodeSections(v, c, into: &spec, places: &itemPlaces)
            default: break
            }
        }
        if spec.config.layout.cellLayout == .grid {
            let vertical = spec.config.layout.scrollDirection == .vertical
            for (item, place) in zip(spec.items, itemPlaces) {
                guard let span = item.span, (vertical ? span.columns : span.rows) > spec.config.layout.gridColumns else { continue }
                throw place.array.child(place.index).child("span").error("a span of \(vertical ? span.columns : span.rows) \(vertical ? "columns" : "rows") does not fit in the grid's \(spec.config.layout.gridColumns) (config.columns)")
            }
        }
        return spec
    }

    /// `"sections": [{"title": …, "items": […], "slots": n}]`: the sections in order, their items
    /// appended to the collection's. `slots` (targets only) counts the section's items and the
    /// empty slots after them.
    private static func decodeSections(_ value: JSONValue, _ r: JSONReader, into spec: inout CollectionSpec,
                                       places: inout [(array: JSONReader, index: Int)]) throws(ScenarioError) {
        let values = try r.array(value)
        if values.isEmpty { throw r.error("must not be empty (leave the key out for no sections)") }
        for (i, sectionValue) in values.enumerated() {
            let sr = r.child(i)
            var section = SectionSpec(itemCount: 0)
            var slots: Int?
            for (key, v) in try sr.object(sectionValue, allowedKeys: ["title", "items", "slots"]) {
                let c = sr.child(key)
                switch key {
                case "title":
                    section.title = try c.string(v)
                    if section.title!.isEmpty { throw c.error("must not be empty (leave the key out for no title)") }
                case "items":
                    for (ii, item) in try c.array(v).enumerated() {
                        spec.items.append(try decodeItem(item, c.child(ii)))
                        places.append((c, ii))
                    }
                    section.itemCount = try c.array(v).count
                case "slots":
                    guard spec.role == .target else { throw c.error("only a target's sections have slots (a \(spec.role.rawValue)'s sections have their items)") }
                    slots = try c.int(v, min: 0, max: ScenarioLimits.cells)
                default: break
                }
            }
            if let slots, slots < section.itemCount {
                throw sr.child("slots").error("\(section.itemCount) items do not fit in \(slots) slots")
            }
            section.slotCount = slots ?? section.itemCount
            spec.sections.append(section)
        }
    }

    /// `"fonts": [{"family": "Noto Sans Hebrew", "weight": "bold", "file": "fonts/NotoSansHebrew-Bold.ttf"}]`.
    private static func decodeFonts(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [FontSpec] {
        var fonts: [FontSpec] = []
        for (i, element) in try r.array(value).enumerated() {
            let e = r.child(i)
            let members = try e.object(element, allowedKeys: ["family", "weight", "file", "index", "face", "instance"])
            guard let family = members.first(where: { $0.key == "family" })?.value else { throw e.child("family").error("missing required key") }
            guard let file = members.first(where: { $0.key == "file" })?.value else { throw e.child("file").error("missing required key") }
            var font = FontSpec(family: try e.child("family").string(family), file: try e.child("file").string(file))
            if font.family.isEmpty { throw e.child("family").error("must not be empty") }
            if font.file.isEmpty { throw e.child("file").error("must not be empty") }
            if let weight = members.first(where: { $0.key == "weight" })?.value { font.weight = try e.child("weight").enumeration(weight) }
            if let index = members.first(where: { $0.key == "index" })?.value { font.index = try e.child("index").int(index, min: 0, max: 255) }
            if let face = members.first(where: { $0.key == "face" })?.value {
                if members.contains(where: { $0.key == "index" }) { throw e.child("face").error("give a face by its \"index\" or by its \"face\" name, not both") }
                font.face = try e.child("face").string(face)
                if font.face!.isEmpty { throw e.child("face").error("must not be empty") }
            }
            if let instance = members.first(where: { $0.key == "instance" })?.value {
                font.instance = try e.child("instance").string(instance)
                if font.instance!.isEmpty { throw e.child("instance").error("must not be empty") }
            }
            if fonts.contains(where: { $0.family == font.family && $0.weight == font.weight }) {
                throw e.error("a second \(font.weight.rawValue) face of \(JSONValue.echo(font.family))")
            }
            fonts.append(font)
        }
        return fonts
    }

    /// The keys of an item object.
    static let itemKeys = ["id", "label", "color", "textColor", "borderColor", "borderWidth", "image", "draggable", "rearrangeable", "deletable",
                           "fields", "cell", "size", "span"]

    static func decodeItem(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> ItemSpec {
        let members = try r.object(value, allowedKeys: itemKeys)
        guard let idValue = members.first(where: { $0.key == "id" })?.value else { throw r.child("id").error("missing required key") }
        // The common keys are read without a reader for their path (made only for an error).
        var item = ItemSpec(id: try JSONReader.string(idValue, at: r.child("id")))
        if item.id.isEmpty { throw r.child("id").error("must not be empty") }
        for (key, v) in members {
            lazy var c = r.child(key)  // made only for a key that is read through it
            switch key {
            case "label": item.label = try JSONReader.string(v, at: c)
            case "color": item.color = try c.color(v)
            case "textColor": item.textColor = try c.color(v)
            case "borderColor": item.borderColor = try c.color(v)
            case "borderWidth": item.borderWidth = try c.number(v, min: 0, max: 1000)
            case "image":
                item.image = try c.string(v)
                if item.image!.isEmpty { throw c.error("must not be empty") }
            case "draggable": item.draggable = try c.bool(v)
            case "rearrangeable": item.rearrangeable = try c.bool(v)
            case "deletable": item.deletable = try c.bool(v)
            case "fields":
                guard case let .object(members) = v else { throw c.error("expected an object of strings") }
                for (name, text) in members {
                    // `{id}` and `{label}` always show the item's own keys: a field of that name would never be shown.
                    if name == "id" || name == "label" {
                        throw c.child(name).error("a field cannot be named \(JSONValue.echo(name)): {\(name)} shows the item's own \(JSONValue.echo(name)); set the item's \(JSONValue.echo(name)) key, or name the field otherwise")
                    }
                    item.fields[name] = try c.child(name).string(text)
                }
            case "cell": item.cell = try CellTemplate(v, c)
            case "size": item.size = try c.size(v)
            case "span":
                let v = try c.numbers(v, count: 2, min: 1, max: Double(ArenaConfig.maxGridColumns))
                guard v.allSatisfy({ $0 == $0.rounded() }) else { throw c.error("expected [columns, rows] as whole numbers") }
                item.span = GridSpan(columns: Int(v[0]), rows: Int(v[1]))
            default: break
            }
        }
        return item
    }

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

    private static func decodeEvent(_ value: JSONValue, _ r: JSONReader, lastTime: inout Double) throws(ScenarioError) -> ArenaEvent {
        let members = try r.object(value, allowedKeys: ["type"] + Scenario.eventFields)
        func field(_ key: String) throws(ScenarioError) -> JSONValue {
            guard let v = members.first(where: { $0.key == key })?.value else { throw r.child(key).error("missing required key") }
            return v
        }
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
        if let tv = members.first(where: { $0.key == "t" })?.value {
            t = try r.child("t").number(tv, min: 0, max: ScenarioLimits.time)
            if t < lastTime { throw r.child("t").error("\(JSONValue.format(t)) is earlier than the previous event's \(JSONValue.format(lastTime))") }
        }
        lastTime = t
        switch type {
        case "press", "move", "release", "cancel":
            let atValue = try field("at")
            let target: EventTarget = if case .object = atValue { .cell(try decodeCellAddress(atValue, r.child("at"))) }
                else { .point(try r.child("at").point(atValue)) }
            return target.event(PointerAction(rawValue: type)!, t: t)  // the outer case admits only the four actions
        case "hold": return .hold(t: t)
        case "undo": return .undo
        case "redo": return .redo
        case "reset": return .reset
        case "scroll":
            return .scroll(collection: try r.child("collection").string(try field("collection")),
                           offset: try r.child("offset").point(try field("offset"), limit: ScenarioLimits.offset))
        case "scrollToLastElement":
            return .scrollToLastElement(collection: try r.child("collection").string(try field("collection")))
        case "zoom":
            return .zoom(collection: try r.child("collection").string(try field("collection")),
                         scale: try r.child("scale").number(try field("scale"), min: 0.1, max: 10))
        case "resize":
            return .resize(try r.child("size").size(try field("size")))
        case "addCollection", "removeCollection":
            let id = try r.child("collection").string(try field("collection"))
            return type == "addCollection" ? .addCollection(id) : .removeCollection(id)
        case "select":
            return .select(try r.child("item").string(try field("item")))
        case "deselect":
            guard let item = members.first(where: { $0.key == "item" })?.value else { return .deselect(nil) }
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
        guard let collection = members.first(where: { $0.key == "collection" })?.value else {
            throw r.child("collection").error("missing required key")
        }
        guard let index = members.first(where: { $0.key == "index" })?.value else { throw r.child("index").error("missing required key") }
        var address = CellAddress(collection: try r.child("collection").string(collection),
                                  index: try r.child("index").int(index, min: 0, max: ScenarioLimits.cells))
        if let offset = members.first(where: { $0.key == "offset" })?.value { address.offset = try r.child("offset").point(offset) }
        if let section = members.first(where: { $0.key == "section" })?.value {
            address.section = try r.child("section").int(section, min: 0, max: ScenarioLimits.cells)
        }
        return address
    }
}
