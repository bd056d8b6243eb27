/// The state JSON (`dropshot state`, `ArenaSnapshot.stateJSONUTF8`) described once, as the
/// tables of its objects: every key in the order it is written, the JSON it takes, what it means
/// and how it is written from the snapshot. The writer, the state output's JSON Schema
/// (docs/state.schema.json, `dropshot schema --state`) and docs/SCENARIO.md's table of the
/// state's keys are readings of these tables, and a test holds every committed state golden to
/// the schema, keys and their order included.
package enum StateFormat {
    /// What one state JSON is written from: the snapshot, and VoiceOver's elements and the host's
    /// calls when they are asked for.
    struct Output {
        var snapshot: ArenaSnapshot
        var accessibility: [AccessibilityElement]?
        var callbacks: [HostCall]?
    }

    /// The state's top-level object.
    static let state = StateObject<Output>([
        .object("canvas", canvas, "the canvas: its size in points and its scale") { $0.snapshot.canvas },
        .array("collections", of: collection, "every collection in the arena, in priority order") { $0.snapshot.collections },
        .nullable("drag", drag, "the drag under way; null when there is none") { $0.snapshot.drag },
        .nullable("snapBack", snapBack, "a missed drop's ghost on its way back to its origin (`snapBackOnMiss`); null otherwise") {
            $0.snapshot.snapBack
        },
        StateKey("lastOutcome", .anyOf([.cases(of: DragOutcome.self), .null]), "what the last release did; null before any") { o, w in
            w.string(o.pointee.snapshot.lastOutcome?.rawValue)
        },
        .object("history", history, "the undo history") { $0.snapshot },
        StateKey("selection", .array(.string()), "the selected items' ids, in the order they were selected; only while any is", required: false) {
            o, w in if !o.pointee.snapshot.selection.isEmpty { w.strings(o.pointee.snapshot.selection) }
        },
        .optionalArray("announcements", of: announcement, "what VoiceOver announced, by event; only in a state that has any") {
            $0.snapshot.announcements.isEmpty ? nil : $0.snapshot.announcements
        },
        .optionalArray("freeViews", of: freeGroup, "the free views' groups; only in a scenario with free views") {
            $0.snapshot.freeViews.isEmpty ? nil : $0.snapshot.freeViews
        },
        .optional("accessibility", accessibility, "what VoiceOver sees (`--accessibility`)") { $0.accessibility },
        .optionalArray("callbacks", of: callback, "the host's delegate and data-source calls, in order (`--callbacks`)") { $0.callbacks },
    ])

    /// The state's JSON shape (the schema's and the docs' table's).
    package static var shape: JSONShape { state.shape }

    /// The state's JSON Schema (draft 2020-12).
    package static var schema: JSONValue {
        var root: [(key: String, value: JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://dropshot.dev/schema/state.json")),
            ("title", .string("DropShot state")),
            (
                "description",
                .string(
                    "An arena's state as `dropshot state` prints it (docs/SCENARIO.md, \"State JSON\"): numbers rounded to 9 decimal places, keys in this schema's order."
                )
            ),
        ]
        if case let .object(members) = ScenarioSchema.schema(shape) { root += members }
        return .object(root)
    }

    /// docs/SCENARIO.md's table of the state's keys: a row a key, nested keys by their path
    /// (`collections[].cells[].touched`), in the order the state writes them.
    package static var documentationTable: String {
        var rows = ["| key | JSON | meaning |", "|---|---|---|"]
        func walk(_ shape: JSONShape, _ prefix: String) {
            switch shape {
            case let .object(keys, required):
                for key in keys {
                    let path = prefix + key.key
                    let optional = required.contains(key.key) ? "" : " (optional)"
                    rows.append("| `\(path)` | \(describe(key.shape))\(optional) | \(key.summary) |")
                    walk(key.shape, path + ".")
                }
            case let .array(element, _, _, _): walk(element, String(prefix.dropLast()) + "[].")
            case let .anyOf(shapes): for shape in shapes { walk(shape, prefix) }
            default: break
            }
        }
        walk(shape, "")
        return rows.joined(separator: "\n")
    }

    /// A shape in a few words for the table's JSON column.
    private static func describe(_ shape: JSONShape) -> String {
        switch shape {
        case .boolean: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .string, .color: "string"
        case let .oneOf(values): values.map { "`\($0)`" }.joined(separator: ", ")
        case let .array(element, count, _, _):
            switch element {
            case .number where count != nil: "\(count!) numbers"
            case .object: "array of objects"
            case .oneOf: "array of " + describe(element)
            default: "array of \(describe(element))s"
            }
        case .tuple: "array"
        case .object, .dictionary, .ruled: "object"
        case let .anyOf(shapes): shapes.map(describe).joined(separator: " or ")
        case .reference, .any: "any"
        case .null: "null"
        }
    }

    // MARK: The objects

    private static let rect = JSONShape.array(.number(), count: 4)
    private static let pair = JSONShape.array(.number(), count: 2)
    private static let index = JSONShape.integer(min: 0, max: ScenarioLimits.cells)
    private static let count = JSONShape.integer(min: 0, max: Int(Int32.max))

    private static let slot = StateObject<SlotRef>([
        StateKey("collection", .string(), "the collection's id") { s, w in w.string(s.pointee.collection) },
        StateKey("index", index, "the cell's index") { s, w in w.number(s.pointee.index) },
    ])

    private static let canvas = StateObject<CanvasSpec>([
        StateKey("width", .number(), "points") { c, w in w.number(c.pointee.width) },
        StateKey("height", .number(), "points") { c, w in w.number(c.pointee.height) },
        StateKey("scale", .integer(min: CanvasSpec.scales.lowerBound, max: CanvasSpec.scales.upperBound), "pixels per point") { c, w in
            w.number(c.pointee.scale)
        },
    ])

    private static let collection = StateObject<CollectionSnapshot>([
        StateKey("id", .string(), "its id") { c, w in w.string(c.pointee.id) },
        StateKey("role", .cases(of: CollectionRole.self), "its role") { c, w in w.string(c.pointee.role.rawValue) },
        StateKey("title", .string(), "its title, when it has one", required: false) { c, w in if let t = c.pointee.title { w.string(t) } },
        StateKey("state", .cases(of: CollectionAppearance.self), "its appearance state") { c, w in w.string(c.pointee.appearance.rawValue) },
        StateKey("refusing", .boolean, "while the drag over it is refused (\"Refused drops\")", required: false) { c, w in
            if c.pointee.refusing { w.bool(true) }
        },
        StateKey("frame", rect, "[x, y, width, height] on the canvas") { c, w in w.rect(c.pointee.frame) },
        StateKey("offset", pair, "its content offset [x, y]") { c, w in w.pair(c.pointee.offset.x, c.pointee.offset.y) },
        StateKey("zoom", .number(), "its zoom scale") { c, w in w.number(c.pointee.zoom) },
        StateKey("contentSize", pair, "[width, height] of its content") { c, w in w.pair(c.pointee.contentSize.width, c.pointee.contentSize.height) },
        .optionalArray("sections", of: section, "its sections, when it has any") { $0.sections.isEmpty ? nil : $0.sections },
        .array("cells", of: cell, "every cell, in index order") { $0.cells },
    ])

    private static let section = StateObject<SectionSnapshot>([
        StateKey("title", .string(), "its title, when it has one", required: false) { s, w in if let t = s.pointee.title { w.string(t) } },
        StateKey("header", rect, "its header band's frame") { s, w in w.rect(s.pointee.header) },
        StateKey("start", index, "the index of its first cell") { s, w in w.number(s.pointee.start) },
        StateKey("count", index, "its number of cells") { s, w in w.number(s.pointee.count) },
    ])

    /// A cell; written at once (`writeCell`), the same bytes as its keys write.
    static let cell = StateObject<CellSnapshot>(
        [
            StateKey("index", index, "its index in the collection") { c, w in w.number(c.pointee.index) },
            StateKey("section", index, "its section, in a collection with sections", required: false) { c, w in
                if let section = c.pointee.section { w.number(section) }
            },
            StateKey("sectionIndex", index, "its index in that section", required: false) { c, w in
                if let index = c.pointee.sectionIndex { w.number(index) }
            },
            StateKey("frame", rect, "[x, y, width, height] on the canvas") { c, w in w.rect(c.pointee.frame) },
            StateKey("item", .anyOf([.string(), .null]), "the id of the item it shows; null for a placeholder") { c, w in w.string(c.pointee.item?.id)
            },
            StateKey("placeholder", .boolean, "whether it is an empty slot") { c, w in w.bool(c.pointee.isPlaceholder) },
            StateKey("label", .string(), "the index label a placeholder shows", required: false) { c, w in if let l = c.pointee.label { w.string(l) }
            },
            StateKey("touched", .boolean, "on a placeholder: whether it is the slot that would receive the drag", required: false) { c, w in
                if c.pointee.isPlaceholder { w.bool(c.pointee.touched) }
            },
            StateKey("origin", .boolean, "the cell a drag came from", required: false) { c, w in if c.pointee.isDragOrigin { w.bool(true) } },
            StateKey("dragged", .boolean, "the dragged item's live place (`liveReorder`)", required: false) { c, w in
                if c.pointee.isDragged { w.bool(true) }
            },
            StateKey("dropTarget", .boolean, "the item a drop would go into (`insertIntoDestinationIndexPath`)", required: false) { c, w in
                if c.pointee.isDropTarget { w.bool(true) }
            },
            StateKey("selected", .integer(min: 1, max: ScenarioLimits.cells), "its place in the selection, from 1", required: false) { c, w in
                if let order = c.pointee.selectionOrder { w.number(order) }
            },
            StateKey("focused", .boolean, "the keyboard's focus", required: false) { c, w in if c.pointee.isFocused { w.bool(true) } },
        ], writtenAtOnce: writeCell)

    /// A cell's object as the keys of `cell` write it, each key in turn by hand.
    private static func writeCell(_ c: UnsafePointer<CellSnapshot>, to w: inout JSONWriter) {
        w.object { w in
            w.key("index"); w.number(c.pointee.index)
            if let section = c.pointee.section { w.key("section"); w.number(section) }
            if let index = c.pointee.sectionIndex { w.key("sectionIndex"); w.number(index) }
            w.key("frame"); w.rect(c.pointee.frame)
            w.key("item"); w.string(c.pointee.item?.id)
            w.key("placeholder"); w.bool(c.pointee.isPlaceholder)
            if let label = c.pointee.label { w.key("label"); w.string(label) }
            if c.pointee.isPlaceholder { w.key("touched"); w.bool(c.pointee.touched) }
            if c.pointee.isDragOrigin { w.key("origin"); w.bool(true) }
            if c.pointee.isDragged { w.key("dragged"); w.bool(true) }
            if c.pointee.isDropTarget { w.key("dropTarget"); w.bool(true) }
            if let order = c.pointee.selectionOrder { w.key("selected"); w.number(order) }
            if c.pointee.isFocused { w.key("focused"); w.bool(true) }
        }
    }

    /// A place in a collection: the one under a drag, or where a release would leave the item.
    private static func location(index indexShape: JSONShape, _ indexSummary: String) -> StateObject<DropLocation> {
        StateObject([
            StateKey("collection", .string(), "the collection's id") { l, w in w.string(l.pointee.collection) },
            StateKey("index", indexShape, indexSummary) { l, w in w.number(l.pointee.index) },
            StateKey("section", index, "that place's section", required: false) { l, w in if let section = l.pointee.section { w.number(section) } },
        ])
    }

    private static let proposal = StateObject<DropProposal>([
        StateKey("operation", .cases(of: DropProposal.Operation.self), "UIDropOperation") { p, w in w.string(p.pointee.operation.rawValue) },
        StateKey("intent", .cases(of: DropProposal.Intent.self), "UICollectionViewDropIntent") { p, w in w.string(p.pointee.intent.rawValue) },
    ])

    private static let drag = StateObject<DragSnapshot>([
        StateKey("item", .string(), "the dragged item's id") { d, w in w.string(d.pointee.item.id) },
        .object("from", slot, "where it was picked up") { $0.from },
        StateKey("ghostFrame", rect, "the ghost's frame on the canvas") { d, w in w.rect(d.pointee.ghostFrame) },
        .nullable(
            "over",
            location(
                index: .anyOf([index, .null]),
                "the place under the drag, counted in the cells as drawn (before the removal where the origin keeps its cell); null over none of its cells"
            ), "the place under the drag; null over none"
        ) { $0.over },
        StateKey(
            "deleteZone", .anyOf([.integer(min: 0, max: ScenarioLimits.cells), .null]), "the index of the delete zone under the drag; null over none"
        ) {
            d, w in w.number(d.pointee.deleteZone)
        },
        StateKey("state", .cases(of: GhostAppearance.self), "the ghost's appearance state") { d, w in w.string(d.pointee.appearance.rawValue) },
        StateKey("refused", .boolean, "while the drop is refused", required: false) { c, w in if c.pointee.refused { w.bool(true) } },
        StateKey("items", .array(.string()), "a multi-item drag's item ids", required: false) { d, w in
            if d.pointee.items.count > 1 { w.strings(d.pointee.items.map(\.id)) }
        },
        .optional("proposal", proposal, "the drop proposal over the collection under the drag (`dropProposal`)") { $0.proposal },
        .optional(
            "landsAt", location(index: index, "the item's index after the release"),
            "where a release now would leave the dragged item (its copy under `copy`), counted after the removal from its origin; absent where a release would not place it (a miss, a delete, a drop into an item)"
        ) { $0.landsAt },
    ])

    private static let snapBack = StateObject<SnapBackSnapshot>([
        StateKey("item", .string(), "the item's id") { s, w in w.string(s.pointee.item.id) },
        .object("from", slot, "its origin") { $0.from },
        StateKey("frame", rect, "the ghost's frame") { s, w in w.rect(s.pointee.frame) },
    ])

    private static let history = StateObject<ArenaSnapshot>([
        StateKey("count", count, "the steps taken") { s, w in w.number(s.pointee.historyCount) },
        StateKey("canUndo", .boolean, "whether undo would change anything") { s, w in w.bool(s.pointee.canUndo) },
        StateKey("canRedo", .boolean, "whether redo would") { s, w in w.bool(s.pointee.canRedo) },
    ])

    private static let announcement = StateObject<Announcement>([
        StateKey("event", count, "the event's index") { a, w in w.number(a.pointee.event) },
        StateKey("text", .string(), "what VoiceOver said") { a, w in w.string(a.pointee.text) },
    ])

    private static let freeGroup = StateObject<FreeGroupSnapshot>([
        StateKey("id", .string(), "the group's id") { g, w in w.string(g.pointee.id) },
        .array("draggables", of: draggable, "its draggable views") { $0.draggables },
        .array("droppables", of: droppable, "its droppable views") { $0.droppables },
    ])

    private static let draggable = StateObject<FreeDraggableSnapshot>([
        StateKey("id", .string(), "its id") { v, w in w.string(v.pointee.item.id) },
        StateKey("frame", rect, "its frame") { v, w in w.rect(v.pointee.frame) },
        StateKey("state", .cases(of: AppearanceState.self), "its look") { v, w in w.string(v.pointee.state.rawValue) },
        StateKey("registered", .boolean, "whether it takes part in drags") { v, w in w.bool(v.pointee.registered) },
    ])

    private static let droppable = StateObject<FreeDroppableSnapshot>([
        StateKey("id", .string(), "its id") { v, w in w.string(v.pointee.spec.id) },
        StateKey("frame", rect, "its frame") { v, w in w.rect(v.pointee.spec.frame) },
        StateKey("snapPoint", pair, "where a dropped view is centred") { v, w in w.pair(v.pointee.spec.snapTarget.x, v.pointee.spec.snapTarget.y) },
        StateKey("state", .cases(of: CollectionAppearance.self), "its look") { v, w in w.string(v.pointee.state.rawValue) },
        StateKey("registered", .boolean, "whether it takes drops") { v, w in w.bool(v.pointee.registered) },
    ])

    private static let accessibility = StateObject<[AccessibilityElement]>([
        .array("elements", of: element, "in VoiceOver's order") { $0 }
    ])

    private static let element = StateObject<AccessibilityElement>([
        StateKey("label", .string(), "what VoiceOver reads") { e, w in w.string(e.pointee.label) },
        StateKey("value", .anyOf([.string(), .null]), "its value; null when it has none") { e, w in w.string(e.pointee.value) },
        StateKey("hint", .anyOf([.string(), .null]), "its hint; null when it has none") { e, w in w.string(e.pointee.hint) },
        StateKey("traits", .array(.cases(of: AccessibilityTrait.self)), "its traits") { e, w in w.strings(e.pointee.traits.map(\.rawValue)) },
        StateKey("actions", .array(.string()), "its custom actions' names") { e, w in w.strings(e.pointee.actions) },
        StateKey("frame", rect, "its frame on the canvas") { e, w in w.rect(e.pointee.frame) },
        StateKey("path", .string(), "the scenario's JSON path of what it shows") { e, w in w.string(e.pointee.path) },
    ])

    private static let callback = StateObject<HostCall>([
        StateKey("event", count, "the index of the event that made it") { c, w in w.number(c.pointee.event) },
        StateKey("method", .string(), "the method, in the host library's spelling") { c, w in w.string(c.pointee.method) },
        StateKey("arguments", .array(.string()), "its arguments, as text") { c, w in w.strings(c.pointee.arguments) },
    ])
}
