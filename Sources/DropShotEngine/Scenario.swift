/// The drawing surface: size in points, pixels per point, background.
public struct CanvasSpec: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var scale: Int
    public var background: Color
    public init(width: Double = 390, height: Double = 844, scale: Int = 2, background: Color = .white) {
        self.width = width; self.height = height; self.scale = scale; self.background = background
    }
    /// The largest pixel count allowed on either side of a canvas.
    public static let maxPixelsPerSide = 16384
}

/// The ranges every number of a scenario must lie in (docs/SCENARIO.md, "Limits"). The decoder
/// rejects anything outside them, naming the JSON path, so that no later arithmetic can overflow
/// or trap, and no drawing can ask for more memory than its output.
public enum ScenarioLimits {
    /// The largest absolute coordinate in points: frame origins, pointer positions.
    public static let coordinate = 1_000_000.0
    /// The largest length in points: frame and cell sides, spacing, insets, radii.
    public static let length = 1_000_000.0
    /// The largest absolute scroll offset in points (a length times the largest zoom).
    public static let offset = 10_000_000.0
    /// The largest font size in points.
    public static let fontSize = 1_000.0
    /// The range of `cellWidthHeightRatio`.
    public static let ratio = 0.001...1_000.0
    /// The latest event time and the longest long-press duration, in seconds.
    public static let time = 1_000_000_000.0
    /// The most cells (items and target slots) in all collections together.
    public static let cells = 100_000
}

/// The role a collection plays in the arena (SPEC 2).
public enum CollectionRole: String, CaseIterable, Sendable {
    /// Gives items; with `sourceItemsConsumable` a dragged-out item leaves a placeholder.
    case source
    /// Has a fixed number of slots that start empty (placeholders) and take items.
    case target
    /// A plain ordered collection that both gives and takes; no placeholders.
    case list
}

/// One item of a collection as the scenario describes it.
public struct ItemSpec: Equatable, Sendable {
    public var id: String
    public var label: String
    public var color: Color?
    public var textColor: Color?
    public var borderColor: Color?
    public var borderWidth: Double
    /// A PNG path, relative to the scenario file.
    public var image: String?
    public var draggable: Bool
    /// The item may be rearranged, and others rearranged onto it (BetweenKit's demo rule).
    public var rearrangeable = true
    /// The item may be deleted in a delete zone.
    public var deletable = true
    /// The item's place among all items of the scenario, in order: an item without `color` takes
    /// the palette color at this place, so neighbouring items never share one. Nil (items made
    /// in Swift) picks the color by a hash of the id.
    public var paletteSlot: Int?
    public init(id: String, label: String? = nil, color: Color? = nil, textColor: Color? = nil, borderColor: Color? = nil,
                borderWidth: Double = 0, image: String? = nil, draggable: Bool = true, paletteSlot: Int? = nil) {
        self.id = id; self.label = label ?? id; self.color = color; self.textColor = textColor
        self.borderColor = borderColor; self.borderWidth = borderWidth; self.image = image; self.draggable = draggable
        self.paletteSlot = paletteSlot
    }
}

/// One collection as the scenario describes it.
public struct CollectionSpec: Equatable, Sendable {
    public var id: String
    public var role: CollectionRole
    /// The frame in canvas points; nil shares the canvas with the other frameless collections.
    public var frame: Rect?
    /// The effective configuration: the scenario's `config` with this collection's overrides applied.
    public var config: ArenaConfig
    public var items: [ItemSpec]
    /// Whether the collection is in the arena from the start; `addCollection` and
    /// `removeCollection` events change it (BetweenKit's coordinator collections).
    public var added = true
    public init(id: String, role: CollectionRole, frame: Rect? = nil, config: ArenaConfig = ArenaConfig(), items: [ItemSpec] = [],
                added: Bool = true) {
        self.id = id; self.role = role; self.frame = frame; self.config = config; self.items = items; self.added = added
    }
}

/// A cell named by its collection and index; as a pointer position, its centre at the moment of
/// the event (scroll and zoom applied), moved by `offset` points.
public struct CellAddress: Equatable, Sendable {
    public var collection: String
    public var index: Int
    public var offset: Point
    public init(collection: String, index: Int, offset: Point = .zero) {
        self.collection = collection; self.index = index; self.offset = offset
    }
}

/// A key of a keyboard drag (`{"type": "key", "key": "space"}`), after dnd-kit's keyboard sensor.
public enum Key: String, CaseIterable, Sendable {
    case space, enter, arrowUp, arrowDown, arrowLeft, arrowRight, escape, tab
}

/// What a pointer event does.
public enum PointerAction: String, Equatable, Sendable { case press, move, release, cancel }

/// An input event (SPEC 2). Pointer times are in seconds.
public enum ArenaEvent: Equatable, Sendable {
    case press(Point, t: Double)
    case move(Point, t: Double)
    case release(Point, t: Double)
    case cancel(Point, t: Double)
    /// Time passes with the pointer still (a long press, or a drag held near an edge to auto-scroll).
    case hold(t: Double)
    /// A pointer event at a cell rather than a point: `"at": {"collection": "source", "index": 1}`.
    case pointerAtCell(PointerAction, CellAddress, t: Double)
    case undo
    case redo
    case reset
    /// Sets a collection's content offset (screen points).
    case scroll(collection: String, offset: Point)
    /// Sets a collection's zoom scale.
    case zoom(collection: String, scale: Double)
    /// Resizes the canvas, e.g. a rotation to landscape.
    case resize(Size)
    /// Puts a declared collection into the arena (it is drawn and takes part in drags).
    case addCollection(String)
    /// Takes a collection out of the arena; its items stay with it, and a drag from it ends.
    case removeCollection(String)
    /// A free view takes part in drags and drops again (AJW's register…View).
    case register(String)
    /// A free view stays drawn but no longer takes part; a drag of it ends where it started.
    case deregister(String)
    /// Adds an item to the selection that a multi-item drag moves.
    case select(String)
    /// Takes an item out of the selection; nil clears it.
    case deselect(String?)
    /// A key press: focus moves, keyboard drags (docs/SCENARIO.md, "Keyboard").
    case key(Key, t: Double)
}

/// The look a scenario asks for (`"theme"`): a light or dark base and overrides. The base sets
/// the defaults of the color config keys and of the canvas background (explicit keys still win);
/// the renderer takes the accent, palette and ghost shadow from here.
public struct ThemeSpec: Equatable, Sendable {
    public enum Base: String, CaseIterable, Sendable { case light, dark }
    public var base: Base
    /// Highlights: the collection under a drag, touched slots, insertion bars.
    public var accent: Color?
    /// Fill colors of items without `color`, in item order.
    public var palette: [Color]?
    /// Opacity (0...1) of the ghost's shadow.
    public var ghostShadowOpacity: Double?
    public init(base: Base = .light, accent: Color? = nil, palette: [Color]? = nil, ghostShadowOpacity: Double? = nil) {
        self.base = base; self.accent = accent; self.palette = palette; self.ghostShadowOpacity = ghostShadowOpacity
    }

    /// The config and canvas background this base implies, before the scenario's own keys.
    func defaults(_ config: inout ArenaConfig, canvas: inout CanvasSpec) {
        guard base == .dark else { return }
        canvas.background = Color(hex: "#000000")!
        config.sourceBackgroundColor = Color(hex: "#1C1C1E")!
        config.targetBackgroundColor = Color(hex: "#2C2C2E")!
        config.listBackgroundColor = Color(hex: "#1C1C1E")!
        config.sourcePlaceholderColor = Color(hex: "#3A3A3C")!
        config.targetPlaceholderColorUntouched = Color(hex: "#3A3A3C")!
        config.targetPlaceholderColorTouched = Color(hex: "#0A3A7A")!
        config.placeholderTextColor = Color(hex: "#98989D")!
    }
}

/// A named moment of a scenario: the state after its first `step` events. `dropshot check`
/// compares each checkpoint with its own golden, `<scenario>@<name>.png`.
public struct Checkpoint: Equatable, Sendable {
    public var name: String
    public var step: Int
    public init(name: String, step: Int) { self.name = name; self.step = step }
}

/// A complete scenario: canvas, configuration, collections, delete zones, events and checkpoints.
public struct Scenario: Equatable, Sendable {
    public var canvas: CanvasSpec
    public var config: ArenaConfig
    public var collections: [CollectionSpec]
    public var deleteZones: [Rect]
    /// AJWDraggableDroppable's free draggables and droppables, in groups (`"freeViews"`).
    public var freeViews: [FreeGroupSpec] = []
    public var events: [ArenaEvent]
    public var checkpoints: [Checkpoint]
    /// For documentation (`dropshot docs`): a heading and a sentence shown with the image.
    public var title: String?
    public var caption: String?
    /// The theme (`"theme"`); its base already set the defaults of `config` and `canvas`.
    public var theme = ThemeSpec()
    /// `dropshot docs` also writes an animation of the scenario (`"animate": true`).
    public var animate = false
    /// The seed preset of the top-level config (`"behaviour"`); it names the callbacks of the log.
    public var behaviour = Behaviour.dropshot

    public init(canvas: CanvasSpec = CanvasSpec(), config: ArenaConfig = ArenaConfig(), collections: [CollectionSpec],
                deleteZones: [Rect] = [], freeViews: [FreeGroupSpec] = [], events: [ArenaEvent] = [],
                checkpoints: [Checkpoint] = []) throws(ScenarioError) {
        self.canvas = canvas; self.config = config; self.collections = collections
        self.deleteZones = deleteZones; self.freeViews = freeViews; self.events = events; self.checkpoints = checkpoints
        try validate()
    }

    /// The keys a scenario's top-level object may have.
    public static let topLevelKeys = ["canvas", "config", "collections", "deleteZones", "events", "checkpoints",
                                      "title", "caption", "theme", "animate", "behaviour", "freeViews"]

    /// Whether a JSON file is meant as a scenario: false only for valid JSON whose top level is an
    /// object with none of `topLevelKeys` (a `package.json` beside the scenarios). A file that
    /// is not valid JSON, or has any scenario key, is a scenario (and an error if it is a bad one).
    public static func isScenario(json bytes: [UInt8]) -> Bool {
        guard case let .object(members)? = try? JSONValue.parse(bytes) else { return true }
        return members.contains { topLevelKeys.contains($0.key) }
    }

    /// Decodes and validates a scenario from JSON bytes.
    public init(json bytes: [UInt8]) throws(ScenarioError) {
        let root: JSONValue
        do { root = try JSONValue.parse(bytes) } catch {
            throw ScenarioError(path: "", message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        try self.init(root: root)
    }

    private init(root: JSONValue) throws(ScenarioError) {
        let reader = JSONReader(path: "")
        let members = try reader.object(root, allowedKeys: Scenario.topLevelKeys)
        var canvas = CanvasSpec()
        var config = ArenaConfig()
        // The theme and the preset first: they set the defaults that `canvas` and `config` then override.
        var theme = ThemeSpec()
        if let value = members.first(where: { $0.key == "theme" })?.value {
            theme = try Scenario.decodeTheme(value, reader.child("theme"))
            theme.defaults(&config, canvas: &canvas)
        }
        var behaviour = Behaviour.dropshot
        if let value = members.first(where: { $0.key == "behaviour" })?.value {
            behaviour = try reader.child("behaviour").enumeration(value)
            behaviour.apply(to: &config)
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
        var eventsJSON: JSONValue = .array([])
        var checkpoints: [Checkpoint] = []
        var freeViews: [FreeGroupSpec] = []
        var title: String?, caption: String?
        var animate = false
        for (key, value) in members {
            let r = reader.child(key)
            switch key {
            case "theme", "behaviour": break
            case "canvas": canvas = try Scenario.decodeCanvas(value, r, base: canvas)
            case "config": config = try config.applying(value, at: r)
            case "collections": collectionsJSON = value
            case "deleteZones":
                for (i, zone) in try r.array(value).enumerated() { deleteZones.append(try r.child(i).rect(zone)) }
            case "title": title = try r.string(value)
            case "caption": caption = try r.string(value)
            case "animate": animate = try r.bool(value)
            case "freeViews": freeViews = try Scenario.decodeFreeViews(value, r)
            case "checkpoints":
                for (i, checkpoint) in try r.array(value).enumerated() { checkpoints.append(try Scenario.decodeCheckpoint(checkpoint, r.child(i))) }
            default: eventsJSON = value
            }
        }
        guard let collectionsJSON else { throw ScenarioError(path: "collections", message: "missing required key") }
        var collections: [CollectionSpec] = []
        let collectionsReader = reader.child("collections")
        for (i, value) in try collectionsReader.array(collectionsJSON).enumerated() {
            collections.append(try Scenario.decodeCollection(value, collectionsReader.child(i), base: config, presetBase: collectionBase))
        }
        var events: [ArenaEvent] = []
        let eventsReader = reader.child("events")
        var lastTime = 0.0
        for (i, value) in try eventsReader.array(eventsJSON).enumerated() {
            events.append(try Scenario.decodeEvent(value, eventsReader.child(i), lastTime: &lastTime))
        }
        try self.init(canvas: canvas, config: config, collections: collections, deleteZones: deleteZones, freeViews: freeViews,
                      events: events, checkpoints: checkpoints)
        self.title = title
        self.caption = caption
        self.theme = theme
        self.animate = animate
        self.behaviour = behaviour
        var slot = 0
        for c in self.collections.indices {
            for i in self.collections[c].items.indices {
                self.collections[c].items[i].paletteSlot = slot
                slot += 1
            }
        }
        for g in self.freeViews.indices {
            for d in self.freeViews[g].draggables.indices {
                self.freeViews[g].draggables[d].item.paletteSlot = slot
                slot += 1
            }
        }
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
                var palette: [Color] = []
                for (i, color) in colors.enumerated() { palette.append(try c.child(i).color(color)) }
                theme.palette = palette
            default: theme.ghostShadowOpacity = try c.number(v, min: 0, max: 1)
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
        for (key, v) in try r.object(value, allowedKeys: ["width", "height", "scale", "background"]) {
            let c = r.child(key)
            switch key {
            case "width": canvas.width = try c.number(v, greaterThan: 0, max: ScenarioLimits.length)
            case "height": canvas.height = try c.number(v, greaterThan: 0, max: ScenarioLimits.length)
            case "scale": canvas.scale = try c.int(v, min: 1, max: 3)
            default: canvas.background = try c.color(v)
            }
        }
        return canvas
    }

    private static func decodeCollection(_ value: JSONValue, _ r: JSONReader, base: ArenaConfig,
                                         presetBase: (Behaviour) throws(ScenarioError) -> ArenaConfig) throws(ScenarioError) -> CollectionSpec {
        let members = try r.object(value, allowedKeys: ["id", "role", "frame", "config", "items", "behaviour", "added"])
        guard let idValue = members.first(where: { $0.key == "id" })?.value else { throw r.child("id").error("missing required key") }
        guard let roleValue = members.first(where: { $0.key == "role" })?.value else { throw r.child("role").error("missing required key") }
        var base = base
        if let preset = members.first(where: { $0.key == "behaviour" })?.value {
            base = try presetBase(try r.child("behaviour").enumeration(preset))
        }
        var spec = CollectionSpec(id: try r.child("id").string(idValue), role: try r.child("role").enumeration(roleValue), config: base)
        if spec.id.isEmpty { throw r.child("id").error("must not be empty") }
        for (key, v) in members {
            let c = r.child(key)
            switch key {
            case "frame": spec.frame = try c.rect(v)
            case "added": spec.added = try c.bool(v)
            case "config": spec.config = try base.applying(v, at: c)
            case "items":
                for (i, item) in try c.array(v).enumerated() { spec.items.append(try decodeItem(item, c.child(i))) }
            default: break
            }
        }
        return spec
    }

    /// The keys of an item object.
    static let itemKeys = ["id", "label", "color", "textColor", "borderColor", "borderWidth", "image", "draggable", "rearrangeable", "deletable"]

    static func decodeItem(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> ItemSpec {
        let members = try r.object(value, allowedKeys: itemKeys)
        guard let idValue = members.first(where: { $0.key == "id" })?.value else { throw r.child("id").error("missing required key") }
        var item = ItemSpec(id: try r.child("id").string(idValue))
        if item.id.isEmpty { throw r.child("id").error("must not be empty") }
        for (key, v) in members {
            let c = r.child(key)
            switch key {
            case "label": item.label = try c.string(v)
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
            default: break
            }
        }
        return item
    }

    private static func decodeEvent(_ value: JSONValue, _ r: JSONReader, lastTime: inout Double) throws(ScenarioError) -> ArenaEvent {
        let allowed = ["type", "at", "t", "collection", "offset", "scale", "size", "view", "item", "key"]
        let members = try r.object(value, allowedKeys: allowed)
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
        // Any event may carry a time `t`; a missing one repeats the previous event's time.
        var t = lastTime
        if let tv = members.first(where: { $0.key == "t" })?.value {
            t = try r.child("t").number(tv, min: 0, max: ScenarioLimits.time)
            if t < lastTime { throw r.child("t").error("\(JSONValue.format(t)) is earlier than the previous event's \(JSONValue.format(lastTime))") }
        }
        lastTime = t
        switch type {
        case "press", "move", "release", "cancel":
            try only(["at", "t"])
            let atValue = try field("at")
            if case .object = atValue {
                return .pointerAtCell(PointerAction(rawValue: type)!, try decodeCellAddress(atValue, r.child("at")), t: t)
            }
            let at = try r.child("at").point(atValue)
            switch type {
            case "press": return .press(at, t: t)
            case "move": return .move(at, t: t)
            case "release": return .release(at, t: t)
            default: return .cancel(at, t: t)
            }
        case "hold": try only(["t"]); return .hold(t: t)
        case "undo": try only(["t"]); return .undo
        case "redo": try only(["t"]); return .redo
        case "reset": try only(["t"]); return .reset
        case "scroll":
            try only(["collection", "offset", "t"])
            return .scroll(collection: try r.child("collection").string(try field("collection")),
                           offset: try r.child("offset").point(try field("offset"), limit: ScenarioLimits.offset))
        case "zoom":
            try only(["collection", "scale", "t"])
            return .zoom(collection: try r.child("collection").string(try field("collection")),
                         scale: try r.child("scale").number(try field("scale"), min: 0.1, max: 10))
        case "resize":
            try only(["size", "t"])
            return .resize(try r.child("size").size(try field("size")))
        case "addCollection", "removeCollection":
            try only(["collection", "t"])
            let id = try r.child("collection").string(try field("collection"))
            return type == "addCollection" ? .addCollection(id) : .removeCollection(id)
        case "select":
            try only(["item", "t"])
            return .select(try r.child("item").string(try field("item")))
        case "deselect":
            try only(["item", "t"])
            guard let item = members.first(where: { $0.key == "item" })?.value else { return .deselect(nil) }
            return .deselect(try r.child("item").string(item))
        case "key":
            try only(["key", "t"])
            return .key(try r.child("key").enumeration(try field("key")), t: t)
        case "register", "deregister":
            try only(["view", "t"])
            let id = try r.child("view").string(try field("view"))
            return type == "register" ? .register(id) : .deregister(id)
        default:
            throw r.child("type").error("\(JSONValue.echo(type)) is not one of: press, move, release, cancel, hold, undo, redo, reset, scroll, zoom, resize, addCollection, removeCollection, register, deregister, select, deselect, key")
        }
    }

    private static func decodeCellAddress(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> CellAddress {
        let members = try r.object(value, allowedKeys: ["collection", "index", "offset"])
        guard let collection = members.first(where: { $0.key == "collection" })?.value else {
            throw r.child("collection").error("missing required key")
        }
        guard let index = members.first(where: { $0.key == "index" })?.value else { throw r.child("index").error("missing required key") }
        var address = CellAddress(collection: try r.child("collection").string(collection),
                                  index: try r.child("index").int(index, min: 0, max: ScenarioLimits.cells))
        if let offset = members.first(where: { $0.key == "offset" })?.value { address.offset = try r.child("offset").point(offset) }
        return address
    }

    /// Checks the rules that span several values: unique ids, known collection references,
    /// target slot counts, canvas pixel limits.
    private func validate() throws(ScenarioError) {
        try Scenario.checkCanvas(Size(canvas.width, canvas.height), scale: canvas.scale, path: "canvas")
        var collectionIDs = Set<String>()
        var itemIDs = Set<String>()
        itemIDs.reserveCapacity(collections.reduce(0) { $0 + $1.items.count })
        var cells = 0
        for (ci, collection) in collections.enumerated() {
            guard collectionIDs.insert(collection.id).inserted else {
                throw ScenarioError(path: "collections[\(ci)].id", message: "duplicate collection id \(JSONValue.echo(collection.id))")
            }
            for (ii, item) in collection.items.enumerated() {
                guard itemIDs.insert(item.id).inserted else {
                    throw ScenarioError(path: "collections[\(ci)].items[\(ii)].id", message: "duplicate item id \(JSONValue.echo(item.id))")
                }
            }
            if collection.role == .target {
                let slots = targetSlotCount(of: ci)
                guard let slots else {
                    throw ScenarioError(path: "collections[\(ci)].config.numberOfTargetItems",
                                        message: "required when no source collection is consumable")
                }
                if collection.items.count > slots {
                    throw ScenarioError(path: "collections[\(ci)].items",
                                        message: "\(collection.items.count) items do not fit in \(slots) target slots")
                }
            }
            cells += collection.role == .target ? targetSlotCount(of: ci) ?? 0 : collection.items.count
            if cells > ScenarioLimits.cells {
                throw ScenarioError(path: "collections[\(ci)]",
                                    message: "\(cells) cells in all collections so far is over the limit of \(ScenarioLimits.cells)")
            }
        }
        try validateFreeViews()
        var checkpointNames = Set<String>()
        for (i, checkpoint) in checkpoints.enumerated() {
            guard Scenario.isCheckpointName(checkpoint.name) else {
                throw ScenarioError(path: "checkpoints[\(i)].name",
                                    message: "\(JSONValue.echo(checkpoint.name)) is not a checkpoint name (1 to 100 of A-Z a-z 0-9 - _ ., not starting with .)")
            }
            guard checkpointNames.insert(checkpoint.name).inserted else {
                throw ScenarioError(path: "checkpoints[\(i)].name", message: "duplicate checkpoint name \(JSONValue.echo(checkpoint.name))")
            }
            guard checkpoint.step <= events.count else {
                throw ScenarioError(path: "checkpoints[\(i)].step", message: "\(checkpoint.step) is past the last event (the scenario has \(events.count) events)")
            }
        }
        for (i, event) in events.enumerated() {
            switch event {
            case let .scroll(id, _), let .zoom(id, _), let .addCollection(id), let .removeCollection(id):
                if !collectionIDs.contains(id) {
                    throw ScenarioError(path: "events[\(i)].collection", message: "no collection with id \(JSONValue.echo(id))")
                }
            case let .pointerAtCell(_, address, _):
                if !collectionIDs.contains(address.collection) {
                    throw ScenarioError(path: "events[\(i)].at.collection", message: "no collection with id \(JSONValue.echo(address.collection))")
                }
            case let .resize(size):
                try Scenario.checkCanvas(size, scale: canvas.scale, path: "events[\(i)].size")
            case let .select(id), let .deselect(id?):
                if !itemIDs.contains(id) { throw ScenarioError(path: "events[\(i)].item", message: "no item with id \(JSONValue.echo(id))") }
            case let .register(id), let .deregister(id):
                if !hasFreeView(id) { throw ScenarioError(path: "events[\(i)].view", message: "no free view with id \(JSONValue.echo(id))") }
            default: break
            }
        }
        try checkCellAddresses()
    }

    /// A cell address must name a cell at the moment of its event: the events are run to see.
    private func checkCellAddresses() throws(ScenarioError) {
        guard events.contains(where: { if case .pointerAtCell = $0 { true } else { false } }) else { return }
        var arena = Arena(scenario: self)
        for (i, event) in events.enumerated() {
            if case let .pointerAtCell(_, address, _) = event, arena.point(at: address) == nil {
                let count = arena.collectionIndex(address.collection).map { arena.model.slots[$0].count } ?? 0
                throw ScenarioError(path: "events[\(i)].at.index",
                                    message: "\(address.collection) has no cell \(address.index) at this event (it has \(count) cells)")
            }
            arena.apply(event)
        }
    }

    private static func checkCanvas(_ size: Size, scale: Int, path: String) throws(ScenarioError) {
        for (name, points) in [("width", size.width), ("height", size.height)] {
            let pixels = (points * Double(scale)).rounded(.up)
            // Written so that NaN fails too: a scenario built in Swift skips the decoder's ranges.
            guard pixels > 0 else { throw ScenarioError(path: path, message: "\(name) must be greater than 0") }
            guard pixels <= Double(CanvasSpec.maxPixelsPerSide) else {
                throw ScenarioError(path: path, message: "\(name) of \(JSONValue.format(pixels)) px is over the limit of \(CanvasSpec.maxPixelsPerSide) px a side")
            }
        }
    }

    /// The number of slots of the target collection at `index`: its `numberOfTargetItems`, or the
    /// item count of the consumable sources when that key is absent; nil when neither applies.
    /// With `targetSlotsFollowSource` (ArraSolta) the consumable sources' count wins when there is one.
    public func targetSlotCount(of index: Int) -> Int? {
        let consumable = collections.filter { $0.role == .source && $0.config.sourceItemsConsumable }
        let followed = consumable.isEmpty ? nil : consumable.reduce(0) { $0 + $1.items.count }
        if config.targetSlotsFollowSource, let followed { return followed }
        return collections[index].config.numberOfTargetItems ?? followed
    }
}
