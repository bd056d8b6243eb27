/// Item fields that hold a colour's name (`"tag": "systemRed"` for a template's `"fill": "{tag}"`)
/// are resolved while the scenario is decoded, as the colour keys are: to the name's value at the
/// variant's appearance (`#RRGGBB[AA]`). A field is resolved when some template of the scenario
/// binds it to a colour and its value is a colour name.
extension CellTemplate {
    /// The fields its colour keys are bound to (`fill`, `border`, `color`, `textColor`).
    var colorFields: [String] { bindings.filter { $0.kind == .color }.map(\.field) }
}

extension Scenario {
    /// `fields` with each of `colorFields` that holds a colour name holding the colour instead.
    static func resolvingColorNames(_ fields: [String: String], _ colorFields: Set<String>, names: ColorNames) throws(ScenarioError)
        -> [String: String]
    {
        var resolved = fields
        for field in colorFields {
            if let value = fields[field], !value.hasPrefix("#"), ColorNames.isName(value), let color = try names.named(value) {
                resolved[field] = color.hex
            }
        }
        return resolved
    }

    /// Every item's fields that some template of the scenario binds to a colour, resolved.
    static func resolveColorFields(in collections: inout [CollectionSpec], _ freeViews: inout [FreeGroupSpec], names: ColorNames)
        throws(ScenarioError)
    {
        var templates = collections.compactMap(\.cell)
        for collection in collections { templates += collection.items.flatMap { [$0.cell, $0.homeCell].compactMap { $0 } } }
        for group in freeViews { templates += group.draggables.compactMap(\.item.cell) }
        let fields = Set(templates.flatMap(\.colorFields))
        guard !fields.isEmpty else { return }
        for c in collections.indices {
            for i in collections[c].items.indices where !collections[c].items[i].fields.isEmpty {
                let resolved = try resolvingColorNames(collections[c].items[i].fields, fields, names: names)
                if resolved != collections[c].items[i].fields { collections[c].items[i].fields = resolved }
            }
        }
        for g in freeViews.indices {
            for d in freeViews[g].draggables.indices {
                freeViews[g].draggables[d].item.fields = try resolvingColorNames(freeViews[g].draggables[d].item.fields, fields, names: names)
            }
        }
    }
}
