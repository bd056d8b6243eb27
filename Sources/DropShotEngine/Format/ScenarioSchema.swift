/// The scenario format as a JSON Schema (draft 2020-12), for editors: `dropshot schema` prints
/// it. The config keys come from `ConfigKey.all` and the event types from the decoder's own
/// table, so the schema says what the decoder accepts; what a schema cannot say (an item id
/// used twice, a cell address past the last cell, a font file that does not load) the decoder
/// still checks.
package enum ScenarioSchema {
    /// The schema's `$id`.
    public static let identifier = "https://dropshot.dev/schema/scenario.json"

    /// The schema as JSON.
    public static var json: JSONValue {
        var root: [(key: String, value: JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(identifier)),
            ("title", .string("DropShot scenario")),
            (
                "description",
                .string(
                    "A drag-and-drop arena, its gestures and checkpoints (docs/SCENARIO.md). DropShot also checks what a schema cannot: "
                        + orderedUnique(CrossValueRule.all.map(\.name)).joined(separator: "; ") + ".")
            ),
        ]
        if case let .object(members) = schema(scenario) { root += members }
        root.append(
            (
                "$defs",
                .object(
                    definitions.map { name, shape in
                        switch name {
                        case "event": (name, eventSchema(shape))
                        case "config": (name, configSchema(ConfigKey.all, extra: [("cell", template, "every collection's cell template")]))
                        case "collectionConfig": (name, configSchema(ConfigKey.all.filter { $0.scope == .collection }, extra: []))
                        default: (name, schema(shape))
                        }
                    })
            ))
        return .object(root)
    }

    /// `names` without repeats, in their first order.
    private static func orderedUnique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    // MARK: The format

    private static let template = JSONShape.reference("template")
    private static let nonEmpty = JSONShape.string(nonEmpty: true)

    private static var scenario: JSONShape {
        .object(
            [
                ("$schema", .string(), "the schema an editor checks this file with (ignored by DropShot)"),
                ("canvas", CanvasSpec.format.shape, "the image's size in points, its scale and background"),
                ("config", .reference("config"), "config keys for every collection, and the arena-wide ones"),
                ("collections", .array(.reference("collection")), "the collections, in drawing and hit-testing order"),
                ("deleteZones", .array(.anyOf([.rect, DeleteZoneEntry.format.shape])), "areas a release over deletes the dragged item"),
                ("events", .array(.reference("event")), "the gestures, in time order"),
                ("checkpoints", .array(Checkpoint.format.shape), "extra pictures after some events"),
                ("title", .string(), "the gallery's title for it"),
                ("caption", .string(), "the gallery's caption for it"),
                ("theme", .anyOf([.cases(of: ThemeSpec.Base.self), ThemeSpec.format.shape]), "light, dark, or a base with overrides"),
                ("animate", .boolean, "docs animates the scenario"),
                ("behaviour", .cases(of: Behaviour.self), "the seed library whose defaults and rules apply"),
                ("freeViews", .array(.reference("freeViewGroup")), "AJW's draggable and droppable views"),
                ("fonts", .array(FontSpec.format.shape), "font files of the scenario's own"),
                ("templates", .dictionary(template), "named cell templates"),
                ("decorations", .array(Decoration.format.shape), "screen parts drawn from templates"),
                (
                    "colors",
                    .dictionary(
                        .anyOf([
                            .color,
                            .object([("light", .color, "its light value"), ("dark", .color, "its dark value")], required: ["light", "dark"]),
                        ])), "named colours: one value, or light and dark"
                ),
                ("appearance", .cases(of: Appearance.self), "light or dark: the values named colours take"),
                ("contentSize", .oneOf(ContentSizeCategory.spellings), "the Dynamic Type size texts with a textStyle take"),
                ("strings", .dictionary(.dictionary(.string())), "per locale, the texts \"{@key}\" looks up"),
                ("locale", localeTag, "the locale \"{@key}\" texts are looked up in"),
                (
                    "variants", .anyOf([variantAxes, .array(namedVariant, minCount: 1, maxCount: ScenarioMatrix.maxVariants)]),
                    "the variants every command expands"
                ),
                ("overrides", .array(override), "changes for some variants: `when`, then scenario keys merged over the file's"),
                ("accessibilitySnapshot", .boolean, "also compare accessibility images (~a11y goldens)"),
                ("audit", AuditSettings.format.shape, "the accessibility audit's rules turned off"),
            ], required: ["collections"])
    }

    private static let localeTag = JSONShape.string(pattern: "^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$")
    /// Each axis of a variant with its values.
    private static let variantKeys: [(key: String, shape: JSONShape, summary: String)] = [
        ("device", .cases(of: CanvasSpec.Device.self), "a device"),
        ("appearance", .cases(of: Appearance.self), "light or dark"),
        ("contentSize", .oneOf(ContentSizeCategory.spellings), "a Dynamic Type size"),
        ("layoutDirection", .cases(of: LayoutDirection.self), "the screen's direction"),
        ("locale", localeTag, "a locale"),
    ]
    private static let variantAxes = JSONShape.object(variantKeys.map { ($0.key, .array($0.shape, minCount: 1), "every \($0.summary) taken") })
    private static let namedVariant = JSONShape.object(
        [("name", .string(nonEmpty: true, maxLength: 100, pattern: "^[A-Za-z0-9_-][A-Za-z0-9._-]*$"), "its golden's name")] + variantKeys,
        required: ["name"])

    /// `{"when": {…}, <scenario keys>}`: the keys are merged over the file's, then checked with them.
    private static var override: JSONShape {
        let when = JSONShape.object(
            variantKeys.map { ($0.key, .anyOf([$0.shape, .array($0.shape, minCount: 1)]), "\($0.summary), or a list") }
                + [("variant", .anyOf([.string(), .array(.string())]), "a named variant, or a list")])
        let keys = Scenario.topLevelKeys.filter { !ScenarioMatrix.keys.contains($0) }.map { ($0, JSONShape.any, "merged over the scenario's own") }
        return .object([("when", when, "the variants it applies to: every axis given must match")] + keys, required: ["when"])
    }

    /// A template element of one kind (and `when`; and in an overlay, where it sits).
    private static func element(layer: Bool) -> JSONShape {
        .anyOf(
            TemplateElementKind.all.map { kind in
                var keys: [(key: String, shape: JSONShape, summary: String)] = [
                    (kind.name, kind.shape, "a \(kind.name) element"),
                    ("when", .reference("field"), "drawn only when the item has this field"),
                ]
                if layer { keys += OverlayLayer.format.keys.map { ($0.name, $0.shape, $0.summary) } }
                return .object(keys, required: [kind.name])
            })
    }

    private static var definitions: [(name: String, shape: JSONShape)] {
        return [
            ("config", .any),  // written by `configSchema`
            ("collectionConfig", .any),
            ("collection", CollectionEntry.format.shape),
            (
                "event",
                .object(
                    [("type", .oneOf(EventFormat.typeNames), "the event's type")] + EventFormat.fields.map { ($0.key, $0.shape, $0.summary) },
                    required: ["type"])
            ),
            ("template", .anyOf([nonEmpty, .reference("element")])),
            ("element", element(layer: false)),
            ("layer", element(layer: true)),
            ("field", .field),
            ("toolbar", ToolbarEntry.format.shape),
            ("stateStyle", StateStyle.collectionFormat.shape),
            ("ghostStyle", StateStyle.ghostFormat.shape),
            ("freeViewGroup", FreeGroupSpec.format.shape),
        ]
    }

}
