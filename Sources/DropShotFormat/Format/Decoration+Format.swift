/// A decoration (`"decorations"`), described once: its decoding, JSON, schema object and
/// docs/SCENARIO.md's table.
extension Decoration {
    static let format = FormatObject<Decoration>(
        [
            FormatKey(
                "frame", .frame, "[x, y, width, height] in canvas points", required: true, default: "required",
                "`[x, y, width, height]` in canvas points, or an object of edges (Frames from the safe area)", read: nil, write: { $0.frame.json }),
            FormatKey(
                "cell", .reference("template"), "the template drawn there", required: true, default: "required",
                "a template, or the name of one of `templates`", read: nil, write: { $0.cell.json }),
            FormatKey(
                "fields", .dictionary(.string(), keys: .fieldName), "strings its {field}s show", default: "`{}`",
                "strings its `{field}`s show (`{id}` is \"decoration\", `{label}` empty; a field may not be named `id` or `label`)",
                read: { decoration, value, reader throws(ScenarioError) in
                    let c = reader()
                    guard case let .object(fields) = value else { throw c.error("expected an object of strings") }
                    for (name, text) in fields {
                        if name == "id" || name == "label" {
                            throw c.child(name).error("a decoration's field cannot be named \(JSONValue.echo(name))")
                        }
                        decoration.fields[name] = try c.child(name).string(text)
                    }
                },
                write: { decoration in
                    decoration.fields.isEmpty
                        ? nil : .object(decoration.fields.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
                }),
            FormatKey(
                "layer", \.layer, .cases, "under or over the collections", default: "`below`",
                "`below` (under the collections) or `above` (over them and the free views, under the drag's ghost and the toolbar)", omittedAt: .below
            ),
        ] + AccessibilitySpec.keys.map { $0.lifted(\.accessibility) })
}
