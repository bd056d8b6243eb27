/// The ranges every number of a scenario must lie in (docs/SCENARIO.md, "Limits"). The decoder
/// rejects anything outside them, naming the JSON path, so that no later arithmetic can overflow
/// or trap, and no drawing can ask for more memory than its output.
package enum ScenarioLimits {
    /// The largest absolute coordinate in points: frame origins, pointer positions.
    public static let coordinate = 1_000_000.0
    /// The largest length in points: frame and cell sides, spacing, insets, radii.
    public static let length = 1_000_000.0
    /// The widest item border in points.
    public static let borderWidth = 1000.0
    /// The scales a `zoom` event may set.
    public static let zoom = 0.1...10.0
    /// The largest `ghostScale`: a ghost up to four times its cell.
    public static let ghostScale = 4.0
    /// The largest absolute scroll offset in points (a length times the largest zoom).
    public static let offset = 10_000_000.0
    /// The largest font size in points.
    public static let fontSize = 1_000.0
    /// The range of `cellWidthHeightRatio`.
    public static let ratio = 0.001...1_000.0
    /// The latest event time and the longest long-press duration, in seconds.
    public static let time = 1_000_000_000.0
    /// The longest motion `animate` draws for a look (`settleDuration`, `snapBackDuration`), in seconds.
    public static let motion = 10.0
    /// The most cells (items and target slots) in all collections together.
    public static let cells = 100_000
    /// The longest text a file fills, in UTF-8 bytes: by `{@key}` lookups, a template's or an
    /// accessibility key's `{field}`s, an action phrase's `{name}`s.
    public static let filledText = 65_536
    /// The most bytes the lookups of one variant may make together: a text of a few keys may not
    /// multiply a small file into gigabytes.
    public static let lookedUpTotal = 4 << 20
    /// The most bytes one variant's filled texts may make together: its templates' texts for
    /// every item, and the accessibility elements' texts of a state.
    public static let filledTotal = 16 << 20
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
    /// The most colours a palette may hold.
    public static let maxPalette = 64
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
        config.look.titleColor = Scenario.Color(hex: "#FFFFFF")!
        config.look.sectionHeaderColor = Scenario.Color(hex: "#8D8D93")!
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
    /// The app's asset catalogs its file names (`"assetCatalogs"`), as written: where an image
    /// named without an extension is looked up (docs/SCENARIO.md, "The app's own files").
    public var assetCatalogs: [String] = []
    /// The screen its colour names were resolved for (appearance, contrast, device family): what
    /// picks an image set's file too.
    public var colorScreen = ColorScreen()
    /// `dropshot docs` also writes an animation of the scenario (`"animate": true`).
    public var animate = false
    /// `check`, `docs` and the test helpers also compare its accessibility images
    /// (`"accessibilitySnapshot": true`: `<name>[@checkpoint][~variant]~a11y.png`).
    public var accessibilitySnapshot = false
    /// The accessibility audit's rules this scenario turns off (`"audit"`).
    public var audit = AuditSettings()
    /// The seed preset of the top-level config (`"behaviour"`); it names the callbacks of the log.
    public var behaviour = Behaviour.dropshot
    /// How VoiceOver's drag actions are worded: English, or the locale's `strings` (`accessibility.*`).
    public var actionPhrases = ActionPhrases()
    /// The scenario's own fonts (`"fonts"`), in fallback order: before the bundled ones.
    public var fonts: [FontSpec] = []

    /// A scenario made in code, checked as a decoded one is: a bad value throws. Its events' cell
    /// addresses need a layout: DropShotEngine's `checkCellAddresses(measure:)` checks them.
    public init(
        canvas: CanvasSpec = CanvasSpec(), config: ArenaConfig = ArenaConfig(), rules: ArenaRules = ArenaRules(),
        collections: [CollectionSpec], deleteZones: [Rect] = [], freeViews: [FreeGroupSpec] = [], events: [ArenaEvent] = [],
        checkpoints: [Checkpoint] = []
    ) throws(ScenarioError) {
        self.canvas = canvas; self.config = config; self.rules = rules; self.collections = collections
        self.deleteZones = deleteZones; self.freeViews = freeViews; self.events = events; self.checkpoints = checkpoints
        try validate()
    }

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
    /// What it tells VoiceOver (`accessibilityLabel` and its kin).
    public var accessibility = AccessibilitySpec()
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
