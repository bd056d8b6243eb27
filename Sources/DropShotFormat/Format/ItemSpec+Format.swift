/// An item of the format (a source's, a list's, a target's, a section's, a free draggable's),
/// described once: `Scenario.decodeItem`, `ItemSpec.json`, the schema's item and
/// docs/SCENARIO.md's "Items" table are all read from `ItemSpec.format`.
extension ItemSpec {
    static let format = FormatObject<ItemSpec>(
        [
            FormatKey(
                "id", .string(nonEmpty: true), "unique among the scenario's items", required: true, default: "required",
                "unique among the scenario's items (events, `accepts` and `{id}` name it)", read: nil, write: { .string($0.id) }),
            FormatKey(
                "label", .string(), "the text drawn in the cell", default: "the id", "the text drawn in the cell",
                read: { item, value, reader throws(ScenarioError) in item.label = try JSONReader.string(value, at: reader()) },
                write: { $0.label != $0.id ? .string($0.label) : nil }),
            FormatKey(
                "color", optional: \.color, .color, "the cell's fill", default: "the theme's palette",
                "the cell's fill; without it, the theme's palette colour at the item's place in the scenario, so neighbouring items differ"),
            FormatKey(
                "textColor", optional: \.textColor, .color, "the label's colour", default: "dark or white",
                "the label's colour; without it, dark or white by the fill"),
            FormatKey(
                "borderColor", optional: \.borderColor, .color, "the cell's border", default: "none", "the cell's border colour"),
            FormatKey(
                "borderWidth", \.borderWidth, .number(min: 0, max: ScenarioLimits.borderWidth), "points", default: "0",
                "the border's width in points", omittedAt: 0),
            FormatKey(
                "image", optional: \.image, .nonEmptyString, "a PNG or JPEG drawn in the cell, relative to the scenario", default: "none",
                "a PNG or JPEG path relative to the scenario file, or an asset name (see [Files a scenario may read](#files-a-scenario-may-read))"),
            FormatKey(
                "draggable", \.draggable, .boolean, "may be picked up", default: "true", "false: it cannot be picked up", omittedAt: true),
            FormatKey(
                "rearrangeable", \.rearrangeable, .boolean, "may be moved or swapped with", default: "true",
                "false keeps it in place and refuses others swapped onto it", omittedAt: true),
            FormatKey(
                "deletable", \.deletable, .boolean, "may be deleted", default: "true", "false: a delete zone refuses it", omittedAt: true),
            FormatKey(
                "fields", .dictionary(.string(), keys: .fieldName), "strings a template shows as {field}", default: "`{}`",
                "an object of strings a cell template shows by name, `{\"subtitle\": \"Three screens\", \"assignee\": \"MB\"}`; a field may not be named `id` or `label`, which `{id}` and `{label}` show from the item's own keys",
                read: { item, value, reader throws(ScenarioError) in
                    let c = reader()
                    guard case let .object(members) = value else { throw c.error("expected an object of strings") }
                    for (name, text) in members {
                        // `{id}` and `{label}` always show the item's own keys: a field of that name would never be shown.
                        if name == "id" || name == "label" {
                            throw c.child(name).error(
                                "a field cannot be named \(JSONValue.echo(name)): {\(name)} shows the item's own \(JSONValue.echo(name)); set the item's \(JSONValue.echo(name)) key, or name the field otherwise"
                            )
                        }
                        item.fields[name] = try c.child(name).string(text)
                    }
                },
                write: { item in
                    item.fields.isEmpty ? nil : .object(item.fields.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
                }),
            FormatKey(
                "dropProposal", DropProposal.format.shape, "the app's drop proposal over this item's place: {operation, intent} (UIKit)",
                default: "the collection's",
                "the app's answer to `dropSessionDidUpdate` over the place this item occupies, as the collection's `dropProposal` (docs/NATIVE.md, \"Proposals per place\"): an \"Archive\" cell with `{\"operation\": \"move\", \"intent\": \"insertIntoDestinationIndexPath\"}` takes drops into it in a column that inserts between its cells",
                read: { item, value, reader throws(ScenarioError) in
                    item.dropProposal = try DropProposal.format.decode(value, reader()) { _ in DropProposal() }
                },
                write: { $0.dropProposal.map(DropProposal.format.encode) }),
            FormatKey(
                "cell", .reference("template"), "the item's own template", default: "the collection's",
                "the item's own cell template, over its collection's",
                read: { item, value, reader throws(ScenarioError) in item.cell = try CellTemplate(value, reader()) },
                write: { $0.cell?.json }),
            FormatKey(
                "size", optional: \.size, .size, "the item's own cell size [w, h]", default: "the collection's",
                "`[w, h]`: the item's own cell size in points, over the collection's (see [A size per item](#a-size-per-item))"),
            FormatKey(
                "span", .array(.integer(min: 1, max: ArenaConfig.maxGridColumns), count: 2), "grid columns and rows it covers",
                default: "`[1, 1]`",
                "`[columns, rows]` it covers in a `grid` layout (see [A grid with spans](#a-grid-with-spans)); flow layouts ignore it",
                read: { item, value, reader throws(ScenarioError) in
                    let c = reader()
                    let v = try c.numbers(value, count: 2, min: 1, max: Double(ArenaConfig.maxGridColumns))
                    guard v.allSatisfy({ $0 == $0.rounded() }) else { throw c.error("expected [columns, rows] as whole numbers") }
                    item.span = GridSpan(columns: Int(v[0]), rows: Int(v[1]))
                },
                write: { $0.span.map { .array([.number(Double($0.columns)), .number(Double($0.rows))]) } }),
        ] + AccessibilitySpec.keys.map { $0.lifted(\.accessibility) })

    /// An item started from its object's `id` (the decoder's `start` for every object with an item's keys).
    static func started(from members: [(key: String, value: JSONValue)], _ r: JSONReader) throws(ScenarioError) -> ItemSpec {
        let id = try r.required("id", in: members)
        let item = ItemSpec(id: try JSONReader.string(id, at: r.child("id")))
        if item.id.isEmpty { throw r.child("id").error("must not be empty") }
        return item
    }
}

extension Scenario {
    /// An item of the file, read through `ItemSpec.format`.
    static func decodeItem(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> ItemSpec {
        try ItemSpec.format.decode(value, r) { members throws(ScenarioError) in try ItemSpec.started(from: members, r) }
    }
}
