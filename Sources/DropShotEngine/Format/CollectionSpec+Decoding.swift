/// Decoding a collection: its keys, sections, items, and the scenario's fonts.
extension Scenario {
    static func decodeCollection(
        _ value: JSONValue, _ r: JSONReader, base: ArenaConfig,
        presetBase: (Behaviour) throws(ScenarioError) -> ArenaConfig
    ) throws(ScenarioError) -> CollectionSpec {
        let members = try r.object(value, allowedKeys: ["id", "role", "frame", "config", "items", "behaviour", "added", "title", "cell", "sections"])
        let idValue = try r.required("id", in: members)
        let roleValue = try r.required("role", in: members)
        var base = base
        if let preset = JSONReader.value("behaviour", in: members) {
            base = try presetBase(try r.child("behaviour").enumeration(preset))
        }
        var spec = CollectionSpec(id: try r.child("id").string(idValue), role: try r.child("role").enumeration(roleValue), config: base)
        if spec.id.isEmpty { throw r.child("id").error("must not be empty") }
        // Where each item lies: its array's reader and its index there (a path is made only for an error).
        var itemPlaces: [(array: JSONReader, index: Int)] = []
        for (key, v) in members {
            let c = r.child(key)
            switch key {
            case "frame": spec.frame = try c.rect(v)
            case "added": spec.added = try c.bool(v)
            case "cell": spec.cell = try CellTemplate(v, c)
            case "title":
                spec.title = try c.string(v)
                if spec.title!.isEmpty { throw c.error("must not be empty (leave the key out for no title)") }
            case "config":
                if case let .object(keys) = v, let key = keys.first(where: { ArenaConfig.arenaWideKeys.contains($0.key) })?.key {
                    throw c.child(key).error("applies to the whole arena: set it in the top-level \"config\", not a collection's")
                }
                spec.config = try base.applying(v, at: c)
            case "items":
                for (i, item) in try c.array(v).enumerated() {
                    // A target's `{"consumed": "id"}`: a source item already in this slot.
                    if spec.role == .target, case let .object(members) = item, members.count == 1, members[0].key == "consumed" {
                        spec.consumed.append(ConsumedItem(slot: i, item: try c.child(i).child("consumed").string(members[0].value)))
                    } else {
                        spec.items.append(try decodeItem(item, c.child(i)))
                        itemPlaces.append((c, i))
                    }
                }
            case "sections":
                if members.contains(where: { $0.key == "items" }) {
                    throw c.error("a collection gives its items either in \"items\" or in \"sections\", not both")
                }
                try decodeSections(v, c, into: &spec, places: &itemPlaces)
            default: break
            }
        }
        if spec.config.layout.cellLayout == .grid {
            let vertical = spec.config.layout.scrollDirection == .vertical
            for (item, place) in zip(spec.items, itemPlaces) {
                guard let span = item.span, (vertical ? span.columns : span.rows) > spec.config.layout.gridColumns else { continue }
                throw place.array.child(place.index).child("span").error(
                    "a span of \(vertical ? span.columns : span.rows) \(vertical ? "columns" : "rows") does not fit in the grid's \(spec.config.layout.gridColumns) (config.columns)"
                )
            }
        }
        return spec
    }

    /// `"sections": [{"title": …, "items": […], "slots": n}]`: the sections in order, their items
    /// appended to the collection's. `slots` (targets only) counts the section's items and the
    /// empty slots after them.
    private static func decodeSections(
        _ value: JSONValue, _ r: JSONReader, into spec: inout CollectionSpec,
        places: inout [(array: JSONReader, index: Int)]
    ) throws(ScenarioError) {
        let values = try r.array(value)
        if values.isEmpty { throw r.error("must not be empty (leave the key out for no sections)") }
        for (i, sectionValue) in values.enumerated() {
            let sr = r.child(i)
            var section = SectionSpec(itemCount: 0)
            var slots: Int?
            for (key, v) in try sr.object(sectionValue, allowedKeys: ["title", "items", "slots"]) {
                let c = sr.child(key)
                switch key {
                case "title":
                    section.title = try c.string(v)
                    if section.title!.isEmpty { throw c.error("must not be empty (leave the key out for no title)") }
                case "items":
                    for (ii, item) in try c.array(v).enumerated() {
                        spec.items.append(try decodeItem(item, c.child(ii)))
                        places.append((c, ii))
                    }
                    section.itemCount = try c.array(v).count
                case "slots":
                    guard spec.role == .target else {
                        throw c.error("only a target's sections have slots (a \(spec.role.rawValue)'s sections have their items)")
                    }
                    slots = try c.int(v, min: 0, max: ScenarioLimits.cells)
                default: break
                }
            }
            if let slots, slots < section.itemCount {
                throw sr.child("slots").error("\(section.itemCount) items do not fit in \(slots) slots")
            }
            section.slotCount = slots ?? section.itemCount
            spec.sections.append(section)
        }
    }

    /// `"fonts": [{"family": "Noto Sans Hebrew", "weight": "bold", "file": "fonts/NotoSansHebrew-Bold.ttf"}]`.
    static func decodeFonts(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [FontSpec] {
        var fonts: [FontSpec] = []
        for (i, element) in try r.array(value).enumerated() {
            let e = r.child(i)
            let font = try FontSpec.format.decode(element, e) { members throws(ScenarioError) in
                let family = try e.child("family").string(try e.required("family", in: members))
                let file = try e.child("file").string(try e.required("file", in: members))
                if family.isEmpty { throw e.child("family").error("must not be empty") }
                if file.isEmpty { throw e.child("file").error("must not be empty") }
                if members.contains(where: { $0.key == "index" }) && members.contains(where: { $0.key == "face" }) {
                    throw e.child("face").error("give a face by its \"index\" or by its \"face\" name, not both")
                }
                return FontSpec(family: family, file: file)
            }
            if fonts.contains(where: { $0.family == font.family && $0.weight == font.weight }) {
                throw e.error("a second \(font.weight.rawValue) face of \(JSONValue.echo(font.family))")
            }
            fonts.append(font)
        }
        return fonts
    }

    static func decodeItem(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> ItemSpec {
        try ItemSpec.format.decode(value, r) { members throws(ScenarioError) in try ItemSpec.started(from: members, r) }
    }
}
