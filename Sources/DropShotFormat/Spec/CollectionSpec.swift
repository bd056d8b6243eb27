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
    public var id: String {
        get { storage.values.id }
        set { unique().values.id = newValue }
    }
    /// The text drawn on its cell (the id unless given).
    public var label: String {
        get { storage.values.label }
        set { unique().values.label = newValue }
    }
    /// Its fill; nil takes the theme's palette colour for its place.
    public var color: Scenario.Color? {
        get { storage.values.color }
        set { unique().values.color = newValue }
    }
    /// Its label's colour; nil picks dark or white by the fill.
    public var textColor: Scenario.Color? {
        get { storage.values.textColor }
        set { unique().values.textColor = newValue }
    }
    /// Its border's colour; nil draws none.
    public var borderColor: Scenario.Color? {
        get { storage.values.borderColor }
        set { unique().values.borderColor = newValue }
    }
    /// Its border's width in points, inside the cell.
    public var borderWidth: Double {
        get { storage.values.borderWidth }
        set { unique().values.borderWidth = newValue }
    }
    /// A PNG path, relative to the scenario file.
    public var image: String? {
        get { storage.values.image }
        set { unique().values.image = newValue }
    }
    /// Whether a press may pick it up.
    public var draggable: Bool {
        get { storage.values.draggable }
        set { unique().values.draggable = newValue }
    }
    /// The item may be rearranged, and others rearranged onto it (BetweenKit's demo rule).
    public var rearrangeable: Bool {
        get { storage.values.rearrangeable }
        set { unique().values.rearrangeable = newValue }
    }
    /// The item may be deleted in a delete zone.
    public var deletable: Bool {
        get { storage.values.deletable }
        set { unique().values.deletable = newValue }
    }
    /// The item's place among all items of the scenario, in order: an item without `color` takes
    /// the palette color at this place, so neighbouring items never share one. Nil (items made
    /// in Swift) picks the color by a hash of the id.
    public var paletteSlot: Int? {
        get { storage.values.paletteSlot }
        set { unique().values.paletteSlot = newValue }
    }
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
    public var cell: CellTemplate? {
        get { storage.values.cell }
        set { unique().values.cell = newValue }
    }
    /// What it tells VoiceOver (`accessibilityLabel` and its kin).
    public var accessibility: AccessibilitySpec {
        get { storage.values.accessibility }
        set { unique().values.accessibility = newValue }
    }

    /// The template of the source collection the item comes from, drawn where the collection it
    /// is in has none: a source's custom view travels with its items, as ArraSolta copies the
    /// view "by introspection" into the target (manual 5.5).
    public var homeCell: CellTemplate? {
        get { storage.values.homeCell }
        set { unique().values.homeCell = newValue }
    }
    /// The item's own cell size in points, over its collection's cell size (`"size": [w, h]`).
    /// The flow layout gives it that size in every collection it moves to.
    public var size: Size? {
        get { storage.values.size }
        set { unique().values.size = newValue }
    }
    /// The app's drop proposal over the place this item occupies (UIKit answers
    /// `dropSessionDidUpdate` per destination index path): an "Archive" cell that takes drops
    /// into it inside a column that inserts between its cells. Nil takes its collection's.
    public var dropProposal: DropProposal? {
        get { storage.values.dropProposal }
        set { unique().values.dropProposal = newValue }
    }
    /// The columns and rows the item covers in a grid collection (`"span": [c, r]`), in every
    /// grid it moves to; nil is 1x1. Flow layouts ignore it.
    public var span: GridSpan? {
        get { storage.values.span }
        set { unique().values.span = newValue }
    }

    /// An item with id `id`, the `fields` its template shows and its own cell `size`; nil values
    /// take the collection's or the theme's.
    public init(
        id: String, label: String? = nil, color: Scenario.Color? = nil, textColor: Scenario.Color? = nil, borderColor: Scenario.Color? = nil,
        borderWidth: Double = 0, image: String? = nil, draggable: Bool = true, paletteSlot: Int? = nil, fields: [String: String] = [:],
        size: Size? = nil
    ) {
        storage = Storage(
            Values(
                id: id, label: label ?? id, color: color, textColor: textColor, borderColor: borderColor,
                borderWidth: borderWidth, image: image, draggable: draggable, paletteSlot: paletteSlot))
        if !fields.isEmpty { self.fields = fields }
        if let size { self.size = size }
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
        var dropProposal: DropProposal?
        var accessibility = AccessibilitySpec()
    }

    /// The values, shared by copies. Only changed through `unique()`, so no two items ever
    /// see one change: safe to send.
    private final class Storage: @unchecked Sendable {
        /// Read on every use of an item (its id, label, template) and written only through
        /// `unique()`, never while it is read: no access overlaps, so none is checked at run time
        /// (the checks were a tenth of `state`'s time on 100,000 items).
        @exclusivity(unchecked) var values: Values
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
    /// What VoiceOver calls it (`accessibilityLabel`, as the app sets its collection view's): the
    /// name its custom actions and announcements use; nil takes `title`, else the id.
    public var accessibilityLabel: String?
    /// The name VoiceOver's actions and announcements give it: its `accessibilityLabel`, else its
    /// `title`, else its id.
    public var spokenName: String { accessibilityLabel ?? title ?? id }
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
    public init(
        id: String, role: CollectionRole, frame: Rect? = nil, config: ArenaConfig = ArenaConfig(), items: [ItemSpec] = [],
        added: Bool = true
    ) {
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
