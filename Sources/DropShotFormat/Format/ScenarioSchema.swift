/// The scenario format as a JSON Schema (draft 2020-12), for editors: `dropshot schema` prints
/// it. Every object comes from the format's tables (`Scenario.format`, `ConfigKey.all`,
/// `EventFormat.all`, `TemplateElementKind.all` and the objects' `format`s), so the schema says
/// what the decoder accepts; what a schema cannot say (an item id
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
                        + ScenarioRule.allCases.map(\.summary).joined(separator: "; ") + ".")
            ),
        ]
        if case let .object(members) = schema(Scenario.format.shape) { root += members }
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

    // MARK: The format

    private static let template = JSONShape.reference("template")
    private static let nonEmpty = JSONShape.string(nonEmpty: true)

    /// `{"when": {…}, <scenario keys>}`: the keys are merged over the file's, then checked with them.
    private static var override: JSONShape {
        let when = JSONShape.object(
            ScenarioMatrix.variantKeys.map { ($0.key, .anyOf([$0.shape, .array($0.shape, minCount: 1)]), "\($0.summary), or a list") }
                + [("variant", .anyOf([.string(), .array(.string(), minCount: 1)]), "a named variant, or a list")])
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
            ("override", override),
            ("toolbar", ToolbarEntry.format.shape),
            ("stateStyle", StateStyle.collectionFormat.shape),
            ("ghostStyle", StateStyle.ghostFormat.shape),
            ("freeViewGroup", FreeGroupSpec.format.shape),
        ]
    }

}
