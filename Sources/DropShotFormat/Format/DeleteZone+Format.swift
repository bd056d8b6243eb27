/// A delete zone given as an object (`"deleteZones": [{"frame": …, "label": …}]`), described
/// once: its decoding, JSON, schema object and docs/SCENARIO.md's table.
struct DeleteZoneEntry: Sendable {
    var frame: Rect
    var look: DeleteZoneLook

    static let format = FormatObject<DeleteZoneEntry>([
        FormatKey(
            "frame", .frame, "[x, y, width, height] in canvas points", required: true, default: "required",
            "`[x, y, width, height]` in canvas points, or an object of edges (Frames from the safe area)", read: nil, write: { $0.frame.json }),
        FormatKey(
            "label", .string(), "the text drawn in the zone", default: "\"Delete\"", "the text drawn in the zone; `\"\"` shows the icon alone",
            read: { zone, value, reader throws(ScenarioError) in zone.look.label = try reader().string(value) },
            write: { $0.look.label != DeleteZoneLook().label ? .string($0.look.label) : nil }),
        FormatKey(
            "icon", optional: \.look.icon, .nonEmptyString, "an image drawn before the label", default: "none",
            "a PNG path, read like an item's `image`, fitted into a square 1.3 times the label's size, 6 points before it, the pair centred"),
        FormatKey(
            "renderingMode", \.look.iconRenderingMode, .cases, "the icon in its own colours, or tinted", default: "`original`",
            "`original`: the icon in its own colours, or `template`: its shape, by its alpha, in the label's colour, as UIKit tints a template image",
            omittedAt: .original),
        FormatKey(
            "color", optional: \.look.color, .color, "the zone's fill", default: "the theme's red",
            "the border and faint fill, and the whole fill while a drag is over the zone"),
        FormatKey(
            "textColor", optional: \.look.textColor, .color, "the label's colour", default: "white or `color`",
            "the label's colour: white on the active fill, else `color`"),
        FormatKey(
            "cell", .reference("template"), "a template drawing the zone ({id}, {label})", default: "none",
            "a cell template drawn in the zone (over its border and fill) instead of the icon and label; it may name `{label}` and `{id}`, and an `image` element without `source` shows the icon; its text uses the bundled interface font",
            read: { zone, value, reader throws(ScenarioError) in
                let c = reader()
                let template = try CellTemplate(value, c)
                if let name = (template.fieldNames + template.boundFields).first(where: { $0 != "id" && $0 != "label" }) {
                    throw c.error("{\(name)} is not a field of a delete zone (it has: id, label)")
                }
                zone.look.cell = template
            },
            write: { $0.look.cell?.json }),
    ])
}
