/// The drawing surface: size in points, pixels per point, background.
public struct CanvasSpec: Equatable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// Pixels a point: 1, 2 or 3.
    public var scale: Int
    /// The colour under everything.
    public var background: Scenario.Color
    /// A canvas of `width` by `height` points, drawn at `scale` pixels a point, on `background`.
    public init(width: Double = 390, height: Double = 844, scale: Int = 2, background: Scenario.Color = .white) {
        self.width = width; self.height = height; self.scale = scale; self.background = background
    }
    /// The largest pixel count allowed on either side of a canvas.
    public static let maxPixelsPerSide = 16384

    /// A device's screen in points at its scale, upright or turned (`"canvas": {"device": "iPhone 15"}`).
    public init(device: Device, landscape: Bool = false, background: Scenario.Color = .white) {
        let (short, long) = device.points
        self.init(width: landscape ? long : short, height: landscape ? short : long, scale: device.scale, background: background)
    }

    /// Common iPhone and iPad screens: their size in points (portrait) and pixels a point.
    public enum Device: String, CaseIterable, Sendable {
        case iPhoneSE = "iPhone SE"
        case iPhone13Mini = "iPhone 13 mini"
        case iPhone14 = "iPhone 14"
        case iPhone14Plus = "iPhone 14 Plus"
        case iPhone15 = "iPhone 15"
        case iPhone15Pro = "iPhone 15 Pro"
        case iPhone15ProMax = "iPhone 15 Pro Max"
        case iPhone16 = "iPhone 16"
        case iPhone16Pro = "iPhone 16 Pro"
        case iPhone16ProMax = "iPhone 16 Pro Max"
        case iPadMini = "iPad mini"
        case iPad = "iPad"
        case iPadAir13 = "iPad Air 13"
        case iPadPro11 = "iPad Pro 11"
        case iPadPro13 = "iPad Pro 13"

        /// The screen's width and height in points, portrait.
        public var points: (width: Double, height: Double) {
            switch self {
            case .iPhoneSE: (375, 667)
            case .iPhone13Mini: (375, 812)
            case .iPhone14: (390, 844)
            case .iPhone14Plus: (428, 926)
            case .iPhone15, .iPhone15Pro, .iPhone16: (393, 852)
            case .iPhone15ProMax: (430, 932)
            case .iPhone16Pro: (402, 874)
            case .iPhone16ProMax: (440, 956)
            case .iPadMini: (744, 1133)
            case .iPad: (820, 1180)
            case .iPadAir13, .iPadPro13: (1024, 1366)
            case .iPadPro11: (834, 1194)
            }
        }

        /// Pixels a point (UIScreen's scale).
        public var scale: Int { rawValue.hasPrefix("iPad") || self == .iPhoneSE ? 2 : 3 }
    }
}

/// The ranges every number of a scenario must lie in (docs/SCENARIO.md, "Limits"). The decoder
/// rejects anything outside them, naming the JSON path, so that no later arithmetic can overflow
/// or trap, and no drawing can ask for more memory than its output.
package enum ScenarioLimits {
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

/// The role a collection plays in the arena (docs/SCENARIO.md).
public enum CollectionRole: String, CaseIterable, Sendable {
    /// Gives items; with `sourceItemsConsumable` a dragged-out item leaves a placeholder.
    case source
    /// Has a fixed number of slots that start empty (placeholders) and take items.
    case target
    /// A plain ordered collection that both gives and takes; no placeholders.
    case list
}

/// One item of a collection as the scenario describes it.
///
/// An item is copied into the arena's index, into every snapshot cell that shows it and into a
/// drag: its values are shared between copies until one of them is changed, so a copy costs one
/// reference count, not one for each of its strings and templates.
public struct ItemSpec: Equatable, Sendable {
    /// The item's id, unique in the scenario.
    public var id: String { get { storage.values.id } set { unique().values.id = newValue } }
    /// The text drawn on its cell (the id unless given).
    public var label: String { get { storage.values.label } set { unique().values.label = newValue } }
    /// Its fill; nil takes the theme's palette colour for its place.
    public var color: Scenario.Color? { get { storage.values.color } set { unique().values.color = newValue } }
    /// Its label's colour; nil picks dark or white by the fill.
    public var textColor: Scenario.Color? { get { storage.values.textColor } set { unique().values.textColor = newValue } }
    /// Its border's colour; nil draws none.
    public var borderColor: Scenario.Color? { get { storage.values.borderColor } set { unique().values.borderColor = newValue } }
    /// Its border's width in points, inside the cell.
    public var borderWidth: Double { get { storage.values.borderWidth } set { unique().values.borderWidth = newValue } }
    /// A PNG path, relative to the scenario file.
    public var image: String? { get { storage.values.image } set { unique().values.image = newValue } }
    /// Whether a press may pick it up.
    public var draggable: Bool { get { storage.values.draggable } set { unique().values.draggable = newValue } }
    /// The item may be rearranged, and others rearranged onto it (BetweenKit's demo rule).
    public var rearrangeable: Bool { get { storage.values.rearrangeable } set { unique().values.rearrangeable = newValue } }
    /// The item may be deleted in a delete zone.
    public var deletable: Bool { get { storage.values.deletable } set { unique().values.deletable = newValue } }
    /// The item's place among all items of the scenario, in order: an item without `color` takes
    /// the palette color at this place, so neighbouring items never share one. Nil (items made
    /// in Swift) picks the color by a hash of the id.
    public var paletteSlot: Int? { get { storage.values.paletteSlot } set { unique().values.paletteSlot = newValue } }
    /// Strings a cell template shows by name (`{subtitle}`).
    public var fields: [String: String] {
        get { storage.values.fields }
        // Changed in place (`item.fields[name] = text`), not copied out and back for every key.
        _modify {
            let storage = unique()
            yield &storage.values.fields
        }
    }
    /// This item's own cell template, over its collection's.
    public var cell: CellTemplate? { get { storage.values.cell } set { unique().values.cell = newValue } }
    /// The template of the source collection the item comes from, drawn where the collection it
    /// is in has none: a source's custom view travels with its items, as ArraSolta copies the
    /// view "by introspection" into the target (manual 5.5).
    public var homeCell: CellTemplate? { get { storage.values.homeCell } set { unique().values.homeCell = newValue } }
    /// The item's own cell size in points, over its collection's cell size (`"size": [w, h]`).
    /// The flow layout gives it that size in every collection it moves to.
    public var size: Size? { get { storage.values.size } set { unique().values.size = newValue } }
    /// The columns and rows the item covers in a grid collection (`"span": [c, r]`), in every
    /// grid it moves to; nil is 1x1. Flow layouts ignore it.
    public var span: GridSpan? { get { storage.values.span } set { unique().values.span = newValue } }

    /// An item with id `id`; nil values take the collection's or the theme's.
    public init(id: String, label: String? = nil, color: Scenario.Color? = nil, textColor: Scenario.Color? = nil, borderColor: Scenario.Color? = nil,
                borderWidth: Double = 0, image: String? = nil, draggable: Bool = true, paletteSlot: Int? = nil) {
        storage = Storage(Values(id: id, label: label ?? id, color: color, textColor: textColor, borderColor: borderColor,
                                 borderWidth: borderWidth, image: image, draggable: draggable, paletteSlot: paletteSlot))
    }

    public static func == (lhs: ItemSpec, rhs: ItemSpec) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    /// The item's values, in one place.
    private struct Values: Equatable {
        var id: String
        var label: String
        var color: Scenario.Color?
        var textColor: Scenario.Color?
        var borderColor: Scenario.Color?
        var borderWidth: Double
        var image: String?
        var draggable: Bool
        var rearrangeable = true
        var deletable = true
        var paletteSlot: Int?
        var fields: [String: String] = [:]
        var cell: CellTemplate?
        var homeCell: CellTemplate?
        var size: Size?
        var span: GridSpan?
    }

    /// The values, shared by copies. Only changed through `unique()`, so no two items ever
    /// see one change: safe to send.
    private final class Storage: @unchecked Sendable {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    private var storage: Storage

    /// The storage, copied first when another item shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
        return storage
    }
}

/// One collection as the scenario describes it.
public struct CollectionSpec: Equatable, Sendable {

    /// The collection's id, unique in the scenario.
    public var id: String
    /// Its role: `source`, `target` or `list`.
    public var role: CollectionRole
    /// The frame in canvas points; nil shares the canvas with the other frameless collections.
    public var frame: Rect?
    /// The effective configuration: the scenario's `config` with this collection's overrides applied.
    public var config: ArenaConfig
    /// Its items in order (a target's may leave slots empty).
    public var items: [ItemSpec]
    /// Whether the collection is in the arena from the start; `addCollection` and
    /// `removeCollection` events change it (BetweenKit's coordinator collections).
    public var added = true
    /// A header drawn above the cells, in a band of `config.titleHeight` points at the top of the
    /// frame (as a collection view's section header); the cells lie and scroll below it.
    public var title: String?
    /// How its items' cells are drawn (an item's own `cell` wins); nil is DropShot's look.
    public var cell: CellTemplate?
    /// Items of consumable sources already in this target's slots (`{"consumed": "b"}` among its
    /// items): consumed in an earlier run of the app, so their source slots start empty (ArraSolta).
    public var consumed: [ConsumedItem] = []
    /// The collection's sections in order (`"sections"`), each a header and a run of its cells;
    /// empty for a collection without sections. `items` holds every section's items in order.
    public var sections: [SectionSpec] = []
    /// The JSON path of the item at `index` of `items`: under its section when there are sections.
    public func itemPath(_ index: Int, collection ci: Int) -> String {
        var start = 0
        for (si, section) in sections.enumerated() {
            if index < start + section.itemCount { return "collections[\(ci)].sections[\(si)].items[\(index - start)]" }
            start += section.itemCount
        }
        return "collections[\(ci)].items[\(index)]"
    }

    /// A collection with id `id` and `role`; `added: false` leaves it out of the arena until an `addCollection` event.
    public init(id: String, role: CollectionRole, frame: Rect? = nil, config: ArenaConfig = ArenaConfig(), items: [ItemSpec] = [],
                added: Bool = true) {
        self.id = id; self.role = role; self.frame = frame; self.config = config; self.items = items; self.added = added
    }
}

/// A consumable source's item already in a target slot (`{"consumed": "b"}` at `slot` of the
/// target's items).
public struct ConsumedItem: Equatable, Sendable {
    /// The target slot it starts in.
    public var slot: Int
    /// The id of the consumable source's item.
    public var item: String
    /// Source item `item` in target slot `slot`, as if an earlier run of the app had consumed it.
    public init(slot: Int, item: String) { self.slot = slot; self.item = item }
}

/// One section of a collection: a header band and a run of the collection's cells, as a
/// collection view's section. Drops and rearranges into a `list` change how many cells a section
/// has; a `source` or `target` keeps its sections' cell counts.
public struct SectionSpec: Equatable, Sendable {
    /// The text of the section's header; nil draws the band empty.
    public var title: String?
    /// How many of the collection's items it starts with.
    public var itemCount: Int
    /// How many cells it has: its items, and in a `target` the empty slots after them.
    public var slotCount: Int
    /// A section of `itemCount` items under `title`; a target's section has `slotCount` slots.
    public init(title: String? = nil, itemCount: Int, slotCount: Int? = nil) {
        self.title = title; self.itemCount = itemCount; self.slotCount = slotCount ?? itemCount
    }
}

/// A cell named by its collection and index; as a pointer position, its centre at the moment of
/// the event (scroll and zoom applied), moved by `offset` points.
///
/// With `section`, `index` counts from that section's first cell. An index one past the last
/// cell of a `list` (or of a section of one) names its end: the place a dropped item would take
/// after the last cell.
public struct CellAddress: Equatable, Sendable {
    /// The collection's id.
    public var collection: String
    /// The section `index` counts in, nil to count across the collection.
    public var section: Int?
    /// The cell's index (one past the last names a list's end).
    public var index: Int
    /// Points from the cell's centre.
    public var offset: Point
    /// The cell `index` of `collection` (counted in `section` when given), `offset` points from its centre.
    public init(collection: String, section: Int? = nil, index: Int, offset: Point = .zero) {
        self.collection = collection; self.section = section; self.index = index; self.offset = offset
    }
}


/// What a pointer event does.
public enum PointerAction: String, Equatable, Sendable { case press, move, release, cancel }

/// An input event (docs/SCENARIO.md). Pointer times are in seconds.
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
    /// Scrolls a collection to its end, its last cell in view (ArraSolta's `scrollToLastElement`).
    case scrollToLastElement(collection: String)
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

/// A font file a scenario brings (`"fonts"`): its family name, as config and templates name it,
/// its weight, and the file (relative to the scenario, or in an `--assets` folder).
public struct FontSpec: Equatable, Sendable {
    /// The face's weight: regular, or bold.
    public enum Weight: String, CaseIterable, Sendable { case regular, bold }
    /// The family name labels and templates ask for.
    public var family: String
    /// Regular or bold.
    public var weight: Weight
    /// The font file, relative to the scenario.
    public var file: String
    /// Which face of a collection (`.ttc`) file: by its index (0, the first, by default) or,
    /// when `face` is given, by its PostScript name.
    public var index = 0
    /// The PostScript name of the face to use in a collection file (`"face"`), over `index`.
    public var face: String?
    /// A variable font's named instance to draw (`"instance": "SemiBold"`); nil: its `wght` axis
    /// at `weight` (400 regular, 700 bold). A static font has neither and ignores the weight.
    public var instance: String?
    /// The font in `file` (relative to the scenario), drawn for `family` at `weight`.
    public init(family: String, weight: Weight = .regular, file: String) { self.family = family; self.weight = weight; self.file = file }

    /// The names that pick this face: the family for the regular weight, "Family-Bold" and
    /// "Family Bold" for the bold one (as the bundled faces are named).
    public var names: [String] { weight == .regular ? [family] : [family + "-Bold", family + " Bold"] }
}

/// The look a scenario asks for (`"theme"`): a light or dark base and overrides. The base sets
/// the defaults of the color config keys and of the canvas background (explicit keys still win);
/// the renderer takes the accent, palette and ghost shadow from here.
public struct ThemeSpec: Equatable, Sendable {
    /// The base colours: light, or dark.
    public enum Base: String, CaseIterable, Sendable { case light, dark }
    /// Light or dark: the defaults of panels, placeholders and canvas.
    public var base: Base
    /// Highlights: the collection under a drag, touched slots, insertion bars.
    public var accent: Scenario.Color?
    /// Fill colors of items without `color`, in item order.
    public var palette: [Scenario.Color]?
    /// Opacity (0...1) of the ghost's shadow.
    public var ghostShadowOpacity: Double?
    /// A theme; nil values take the base's.
    public init(base: Base = .light, accent: Scenario.Color? = nil, palette: [Scenario.Color]? = nil, ghostShadowOpacity: Double? = nil) {
        self.base = base; self.accent = accent; self.palette = palette; self.ghostShadowOpacity = ghostShadowOpacity
    }

    /// The config and canvas background this base implies, before the scenario's own keys.
    func defaults(_ config: inout ArenaConfig, canvas: inout CanvasSpec) {
        guard base == .dark else { return }
        canvas.background = Scenario.Color(hex: "#000000")!
        config.look.sourceBackgroundColor = Scenario.Color(hex: "#1C1C1E")!
        config.look.targetBackgroundColor = Scenario.Color(hex: "#2C2C2E")!
        config.look.listBackgroundColor = Scenario.Color(hex: "#1C1C1E")!
        config.look.sourcePlaceholderColor = Scenario.Color(hex: "#3A3A3C")!
        config.look.targetPlaceholderColorUntouched = Scenario.Color(hex: "#3A3A3C")!
        config.look.targetPlaceholderColorTouched = Scenario.Color(hex: "#0A3A7A")!
        config.look.placeholderTextColor = Scenario.Color(hex: "#98989D")!
    }
}

/// A named moment of a scenario: the state after its first `step` events. `dropshot check`
/// compares each checkpoint with its own golden, `<scenario>@<name>.png`.
public struct Checkpoint: Equatable, Sendable {
    /// The checkpoint's name: its golden is `<scenario>@<name>.png`.
    public var name: String
    /// How many events are applied before it.
    public var step: Int
    /// A named image of the state after `step` events.
    public init(name: String, step: Int) { self.name = name; self.step = step }
}

/// A complete scenario: canvas, configuration, collections, delete zones, events and checkpoints.
public struct Scenario: Equatable, Sendable {
    /// The canvas.
    public var canvas: CanvasSpec
    /// The top-level configuration, which every collection starts from.
    public var config: ArenaConfig
    /// The rules of the whole arena (the top-level `config`'s arena-wide keys).
    public var rules = ArenaRules()
    /// The collections, in priority order (an earlier one wins where frames overlap).
    public var collections: [CollectionSpec]
    /// The delete zones' frames: a release in one deletes the item.
    public var deleteZones: [Rect]
    /// The look of each delete zone, in the order of `deleteZones`; empty (or shorter) gives the
    /// rest the default look.
    public var deleteZoneLooks: [DeleteZoneLook] = []
    /// AJWDraggableDroppable's free draggables and droppables, in groups (`"freeViews"`).
    public var freeViews: [FreeGroupSpec] = []
    /// The screen's chrome outside the collections (`"decorations"`): a navigation bar, a tab bar, a caption.
    public var decorations: [Decoration] = []
    /// The events, applied in order.
    public var events: [ArenaEvent]
    /// Named moments of the run, each checked against its own golden.
    public var checkpoints: [Checkpoint]
    /// For documentation (`dropshot docs`): a heading and a sentence shown with the image.
    public var title: String?
    /// For documentation: a sentence shown under the image.
    public var caption: String?
    /// The theme (`"theme"`); its base already set the defaults of `config` and `canvas`.
    public var theme = ThemeSpec()
    /// `dropshot docs` also writes an animation of the scenario (`"animate": true`).
    public var animate = false
    /// The seed preset of the top-level config (`"behaviour"`); it names the callbacks of the log.
    public var behaviour = Behaviour.dropshot
    /// The scenario's own fonts (`"fonts"`), in fallback order: before the bundled ones.
    public var fonts: [FontSpec] = []

    /// A scenario made in code, checked as a decoded one is: a bad value throws.
    public init(canvas: CanvasSpec = CanvasSpec(), config: ArenaConfig = ArenaConfig(), rules: ArenaRules = ArenaRules(),
                collections: [CollectionSpec], deleteZones: [Rect] = [], freeViews: [FreeGroupSpec] = [], events: [ArenaEvent] = [],
                checkpoints: [Checkpoint] = []) throws(ScenarioError) {
        self.canvas = canvas; self.config = config; self.rules = rules; self.collections = collections
        self.deleteZones = deleteZones; self.freeViews = freeViews; self.events = events; self.checkpoints = checkpoints
        try validate()
    }

    /// The keys a scenario's top-level object may have.
    public static let topLevelKeys = ["canvas", "config", "collections", "deleteZones", "events", "checkpoints",
                                      "title", "caption", "theme", "animate", "behaviour", "freeViews", "fonts", "templates", "decorations"]

    /// Whether a JSON file is meant as a scenario: false only for valid JSON whose top level is an
    /// object with none of `topLevelKeys` (a `package.json` beside the scenarios). A file that
    /// is not valid JSON, or has any scenario key, is a scenario (and an error if it is a bad one).
    public static func isScenario(json bytes: [UInt8]) -> Bool {
        guard case let .object(members)? = try? JSONValue.parse(bytes) else { return true }
        return members.contains { topLevelKeys.contains($0.key) }
    }

    /// The look of delete zone `index`.
    public func deleteZoneLook(_ index: Int) -> DeleteZoneLook {
        deleteZoneLooks.indices.contains(index) ? deleteZoneLooks[index] : DeleteZoneLook()
    }

    /// The number of slots of the target collection at `index`: its `numberOfTargetItems`, or the
    /// item count of the consumable sources when that key is absent; nil when neither applies.
    /// A target with `sections` has the sum of its sections' slots.
    /// With `targetSlotsFollowSource` (ArraSolta) the consumable sources' count wins when there is one.
    public func targetSlotCount(of index: Int) -> Int? {
        if !collections[index].sections.isEmpty { return collections[index].sections.reduce(0) { $0 + $1.slotCount } }
        let consumable = collections.filter { $0.role == .source && $0.config.drag.sourceItemsConsumable }
        let followed = consumable.isEmpty ? nil : consumable.reduce(0) { $0 + $1.items.count }
        if rules.targetSlotsFollowSource, let followed { return followed }
        return collections[index].config.layout.numberOfTargetItems ?? followed
    }
}

/// A piece of the screen outside the collections, drawn by a template (`"decorations"`): a
/// navigation bar with a large title, a tab bar, a caption. It takes no part in drags.
public struct Decoration: Equatable, Sendable {
    /// Under the collections, or over them (and under the drag's ghost).
    public enum Layer: String, CaseIterable, Sendable { case below, above }
    /// Where it is drawn, in canvas points.
    public var frame: Rect
    /// What it draws.
    public var cell: CellTemplate
    /// The values its `{field}`s show.
    public var fields: [String: String]
    /// Below or above the collections.
    public var layer: Layer
    /// A decoration at `frame` drawn by `cell`, with `fields`, on `layer`.
    public init(frame: Rect, cell: CellTemplate, fields: [String: String] = [:], layer: Layer = .below) {
        self.frame = frame; self.cell = cell; self.fields = fields; self.layer = layer
    }

    /// The item its template is drawn for: `{id}` is "decoration", `{label}` empty, and its fields.
    public var item: ItemSpec {
        var item = ItemSpec(id: "decoration", label: "")
        item.fields = fields
        return item
    }
}

/// A device canvas upright or turned (`"orientation"`).
public enum DeviceOrientation: String, CaseIterable, Sendable { case portrait, landscape }

extension ArenaEvent {
    /// A key of a keyboard drag (`{"type": "key", "key": "space"}`), after dnd-kit's keyboard sensor.
    public enum Key: String, CaseIterable, Sendable {
        case space, enter, arrowUp, arrowDown, arrowLeft, arrowRight, escape, tab
    }
}
