/// The state JSON (`dropshot state`, `ArenaSnapshot.stateJSONUTF8`) described once: every
/// object's keys in the order the writer writes them, the JSON each takes and what it means. The
/// state output's JSON Schema (docs/state.schema.json, `dropshot schema --state`) and
/// docs/SCENARIO.md's table of the state's keys are written from it, and a test holds every
/// committed state golden to it, keys and their order included.
package enum StateFormat {
    /// The state's top-level object.
    package static let shape = JSONShape.object(
        [
            ("canvas", canvas, "the canvas: its size in points and its scale"),
            ("collections", .array(collection), "every collection in the arena, in priority order"),
            ("drag", nullable(drag), "the drag under way; null when there is none"),
            ("snapBack", nullable(snapBack), "a missed drop's ghost on its way back to its origin (`snapBackOnMiss`); null otherwise"),
            ("lastOutcome", nullable(.cases(of: DragOutcome.self)), "what the last release did; null before any"),
            ("history", history, "the undo history"),
            ("selection", .array(.string()), "the selected items' ids, in the order they were selected; only while any is"),
            ("announcements", .array(announcement), "what VoiceOver announced, by event; only in a state that has any"),
            ("freeViews", .array(freeGroup), "the free views' groups; only in a scenario with free views"),
            (
                "accessibility", .object([("elements", .array(element), "in VoiceOver's order")], required: ["elements"]),
                "what VoiceOver sees (`--accessibility`)"
            ),
            ("callbacks", .array(callback), "the host's delegate and data-source calls, in order (`--callbacks`)"),
        ], required: ["canvas", "collections", "drag", "snapBack", "lastOutcome", "history"])

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

    private static func nullable(_ shape: JSONShape) -> JSONShape { .anyOf([shape, .null]) }
    private static let rect = JSONShape.array(.number(), count: 4)
    private static let pair = JSONShape.array(.number(), count: 2)
    private static let index = JSONShape.integer(min: 0, max: ScenarioLimits.cells)
    private static let slot = JSONShape.object(
        [("collection", .string(), "the collection's id"), ("index", index, "the cell's index")], required: ["collection", "index"])

    private static let canvas = JSONShape.object(
        [("width", .number(), "points"), ("height", .number(), "points"), ("scale", .integer(min: 1, max: 3), "pixels per point")],
        required: ["width", "height", "scale"])

    private static let collection = JSONShape.object(
        [
            ("id", .string(), "its id"),
            ("role", .cases(of: CollectionRole.self), "its role"),
            ("title", .string(), "its title, when it has one"),
            ("state", .cases(of: CollectionAppearance.self), "its appearance state"),
            ("refusing", .boolean, "while the drag over it is refused (\"Refused drops\")"),
            ("frame", rect, "[x, y, width, height] on the canvas"),
            ("offset", pair, "its content offset [x, y]"),
            ("zoom", .number(), "its zoom scale"),
            ("contentSize", pair, "[width, height] of its content"),
            ("sections", .array(section), "its sections, when it has any"),
            ("cells", .array(cell), "every cell, in index order"),
        ], required: ["id", "role", "state", "frame", "offset", "zoom", "contentSize", "cells"])

    private static let section = JSONShape.object(
        [
            ("title", .string(), "its title, when it has one"), ("header", rect, "its header band's frame"),
            ("start", index, "the index of its first cell"), ("count", index, "its number of cells"),
        ], required: ["header", "start", "count"])

    private static let cell = JSONShape.object(
        [
            ("index", index, "its index in the collection"),
            ("section", index, "its section, in a collection with sections"),
            ("sectionIndex", index, "its index in that section"),
            ("frame", rect, "[x, y, width, height] on the canvas"),
            ("item", nullable(.string()), "the id of the item it shows; null for a placeholder"),
            ("placeholder", .boolean, "whether it is an empty slot"),
            ("label", .string(), "the index label a placeholder shows"),
            ("touched", .boolean, "on a placeholder: whether it is the slot that would receive the drag"),
            ("origin", .boolean, "the cell a drag came from"),
            ("dragged", .boolean, "the dragged item's live place (`liveReorder`)"),
            ("dropTarget", .boolean, "the item a drop would go into (`insertIntoDestinationIndexPath`)"),
            ("selected", .integer(min: 1, max: ScenarioLimits.cells), "its place in the selection, from 1"),
            ("focused", .boolean, "the keyboard's focus"),
        ], required: ["index", "frame", "item", "placeholder"])

    private static let drag = JSONShape.object(
        [
            ("item", .string(), "the dragged item's id"),
            ("from", slot, "where it was picked up"),
            ("ghostFrame", rect, "the ghost's frame on the canvas"),
            (
                "over",
                nullable(
                    .object(
                        [
                            ("collection", .string(), "the collection's id"),
                            (
                                "index", index,
                                "the place under the drag, counted in the cells as drawn (before the removal where the origin keeps its cell)"
                            ),
                            ("section", index, "that place's section"),
                        ], required: ["collection", "index"])), "the place under the drag; null over none"
            ),
            ("deleteZone", nullable(.integer(min: 0, max: ScenarioLimits.cells)), "the index of the delete zone under the drag; null over none"),
            ("state", .cases(of: GhostAppearance.self), "the ghost's appearance state"),
            ("refused", .boolean, "while the drop is refused"),
            ("items", .array(.string()), "a multi-item drag's item ids"),
            (
                "proposal",
                .object(
                    [
                        ("operation", .cases(of: DropProposal.Operation.self), "UIDropOperation"),
                        ("intent", .cases(of: DropProposal.Intent.self), "UICollectionViewDropIntent"),
                    ], required: ["operation", "intent"]), "the drop proposal over the collection under the drag (`dropProposal`)"
            ),
            (
                "landsAt",
                .object(
                    [
                        ("collection", .string(), "the collection's id"), ("index", index, "the item's index after the release"),
                        ("section", index, "that index's section"),
                    ], required: ["collection", "index"]),
                "where a release now would leave the dragged item (its copy under `copy`), counted after the removal from its origin; absent where a release would not place it (a miss, a delete, a drop into an item)"
            ),
        ], required: ["item", "from", "ghostFrame", "over", "deleteZone", "state"])

    private static let snapBack = JSONShape.object(
        [("item", .string(), "the item's id"), ("from", slot, "its origin"), ("frame", rect, "the ghost's frame")],
        required: ["item", "from", "frame"])

    private static let history = JSONShape.object(
        [
            ("count", .integer(min: 0, max: Int(Int32.max)), "the steps taken"), ("canUndo", .boolean, "whether undo would change anything"),
            ("canRedo", .boolean, "whether redo would"),
        ], required: ["count", "canUndo", "canRedo"])

    private static let announcement = JSONShape.object(
        [("event", .integer(min: 0, max: Int(Int32.max)), "the event's index"), ("text", .string(), "what VoiceOver said")],
        required: ["event", "text"])

    private static let freeGroup = JSONShape.object(
        [
            ("id", .string(), "the group's id"),
            (
                "draggables",
                .array(
                    .object(
                        [
                            ("id", .string(), "its id"), ("frame", rect, "its frame"), ("state", .cases(of: AppearanceState.self), "its look"),
                            ("registered", .boolean, "whether it takes part in drags"),
                        ], required: ["id", "frame", "state", "registered"])), "its draggable views"
            ),
            (
                "droppables",
                .array(
                    .object(
                        [
                            ("id", .string(), "its id"), ("frame", rect, "its frame"), ("snapPoint", pair, "where a dropped view is centred"),
                            ("state", .cases(of: CollectionAppearance.self), "its look"), ("registered", .boolean, "whether it takes drops"),
                        ], required: ["id", "frame", "snapPoint", "state", "registered"])), "its droppable views"
            ),
        ], required: ["id", "draggables", "droppables"])

    private static let element = JSONShape.object(
        [
            ("label", .string(), "what VoiceOver reads"), ("value", nullable(.string()), "its value; null when it has none"),
            ("hint", nullable(.string()), "its hint; null when it has none"),
            ("traits", .array(.cases(of: AccessibilityTrait.self)), "its traits"),
            ("actions", .array(.string()), "its custom actions' names"), ("frame", rect, "its frame on the canvas"),
            ("path", .string(), "the scenario's JSON path of what it shows"),
        ], required: ["label", "value", "hint", "traits", "actions", "frame", "path"])

    private static let callback = JSONShape.object(
        [
            ("event", .integer(min: 0, max: Int(Int32.max)), "the index of the event that made it"),
            ("method", .string(), "the method, in the host library's spelling"),
            ("arguments", .array(.string()), "its arguments, as text"),
        ], required: ["event", "method", "arguments"])
}
