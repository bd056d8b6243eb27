/// A collection of the format, described once: `Scenario.decodeCollection`, its JSON, the
/// schema's collection and docs/SCENARIO.md's "Collections" table all read `CollectionEntry.format`.
/// An entry is the collection with what its keys are read and written against: the config its
/// `config` starts from (the top level's, or its own preset's) and where each item lies in the file.
struct CollectionEntry {
    var spec: CollectionSpec
    /// The config the collection's `config` keys apply over, and are written as changes of.
    var base: ArenaConfig
    /// Whether the collection has a preset of its own (`behaviour`).
    var ownPreset: Bool
    /// Where each item lies: its array's reader and its index there (a path is made only for an error).
    var itemPlaces: [(array: JSONReader, index: Int)] = []

    static let format = FormatObject<CollectionEntry>([
        FormatKey(
            "id", .string(nonEmpty: true), "unique among the collections", required: true, default: "required",
            "unique among the collections (events and cell addresses name it)", read: nil, write: { .string($0.spec.id) }),
        FormatKey(
            "role", .cases(of: CollectionRole.self), "source, target or list", required: true, default: "required",
            "`source`, `target` or `list` (the seeds' kinds of collection: see [Rules DropShot chose](RULES.md))", read: nil,
            write: { .string($0.spec.role.rawValue) }),
        FormatKey(
            "frame", .frame, "[x, y, width, height] in canvas points, or edges from the safe area", default: "a share of the canvas",
            "`[x, y, width, height]` in canvas points, or an object of edges ([Frames from the safe area](#frames-from-the-safe-area)); collections without one share the canvas height, top to bottom",
            read: { entry, value, reader throws(ScenarioError) in entry.spec.frame = try reader().rect(value) },
            write: { $0.spec.frame?.json }),
        FormatKey(
            "behaviour", .cases(of: Behaviour.self), "its own seed preset", default: "the scenario's",
            "this collection's preset: its config starts from that preset's keys and the top level's", read: nil,
            write: { $0.ownPreset ? .string($0.spec.config.behaviour.rawValue) : nil }),
        FormatKey(
            "added", \.spec.added, .boolean, "in the arena from the start", default: "true",
            "false keeps it out of the arena until an `addCollection` event", omittedAt: true),
        FormatKey(
            "title", .string(nonEmpty: true), "a title above its cells", default: "none", "a header drawn above its cells (below)",
            read: { entry, value, reader throws(ScenarioError) in entry.spec.title = try reader().nonEmptyString(value, orLeaveOutFor: "no title") },
            write: { $0.spec.title.map { .string($0) } }),
        FormatKey(
            "accessibilityLabel", .string(nonEmpty: true), "what VoiceOver calls it", default: "its `title`, else its id",
            "what VoiceOver calls it, as an app sets its collection view's `accessibilityLabel`: the name its custom actions (\"Move to Archive\") and keyboard announcements use",
            read: { entry, value, reader throws(ScenarioError) in entry.spec.accessibilityLabel = try reader().nonEmptyString(value) },
            write: { $0.spec.accessibilityLabel.map { .string($0) } }),
        FormatKey(
            "config", .reference("collectionConfig"), "its own keys over the top-level ones", default: "none",
            "any key of [Config keys](#config-keys) but the arena-wide ones, for this collection",
            read: { entry, value, reader throws(ScenarioError) in
                let c = reader()
                if case let .object(keys) = value, let key = keys.first(where: { ArenaConfig.arenaWideKeys.contains($0.key) })?.key {
                    throw c.child(key).error("applies to the whole arena: set it in the top-level \"config\", not a collection's")
                }
                entry.spec.config = try entry.spec.config.applying(value, at: c)
            },
            write: { entry in
                let own = ConfigKey.changes(
                    from: ConfigSettings(config: entry.base), to: ConfigSettings(config: entry.spec.config),
                    keys: ConfigKey.all.filter { $0.scope == .collection })
                return own.isEmpty ? nil : .object(own)
            }),
        FormatKey(
            "cell", .reference("template"), "its cell template", default: "the top-level `config`'s",
            "a cell template ([Cell templates](#cell-templates)) or a template's name",
            read: { entry, value, reader throws(ScenarioError) in entry.spec.cell = try CellTemplate(value, reader()) },
            write: { $0.spec.cell?.json }),
        FormatKey(
            "items",
            .array(
                .anyOf([
                    ItemSpec.format.shape,
                    .object([("consumed", .string(), "the id of a consumable source's item already in this slot")], required: ["consumed"]),
                ])), "its items, in order", default: "none",
            "its items in order ([Items](#items)); a target's `{\"consumed\": \"id\"}` is a consumable source's item already in that slot",
            read: { entry, value, reader throws(ScenarioError) in
                let c = reader()
                for (i, item) in try c.array(value).enumerated() {
                    if entry.spec.role == .target, case let .object(members) = item, members.count == 1, members[0].key == "consumed" {
                        entry.spec.consumed.append(ConsumedItem(slot: i, item: try c.child(i).child("consumed").string(members[0].value)))
                    } else {
                        entry.spec.items.append(try Scenario.decodeItem(item, c.child(i)))
                        entry.itemPlaces.append((c, i))
                    }
                }
            },
            write: { entry in
                guard entry.spec.sections.isEmpty else { return nil }
                // A target's consumed items stand at their slots among its items.
                var entries = entry.spec.items.map(\.json)
                for consumed in entry.spec.consumed.sorted(by: { $0.slot < $1.slot }) {
                    entries.insert(.object([("consumed", .string(consumed.item))]), at: min(consumed.slot, entries.count))
                }
                return entries.isEmpty ? nil : .array(entries)
            }),
        FormatKey(
            "sections", .array(SectionSpec.format.shape, minCount: 1), "sections, their items after the collection's", default: "none",
            "its items in titled sections, instead of `items` ([Sections](#sections))",
            read: { entry, value, reader throws(ScenarioError) in try entry.readSections(value, reader()) },
            write: { entry in
                guard !entry.spec.sections.isEmpty else { return nil }
                var start = 0
                return .array(
                    entry.spec.sections.map { section in
                        defer { start += section.itemCount }
                        return SectionSpec.format.encode(
                            SectionEntry(section: section, items: Array(entry.spec.items[start..<start + section.itemCount]), role: entry.spec.role))
                    })
            }),
    ])

    /// `"sections": [{"title": …, "items": […], "slots": n}]`: the sections in order, their items
    /// appended to the collection's.
    private mutating func readSections(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) {
        let values = try r.array(value)
        if values.isEmpty { throw r.error("must not be empty (leave the key out for no sections)") }
        for (i, sectionValue) in values.enumerated() {
            let sr = r.child(i)
            let role = spec.role
            var entry = try SectionSpec.format.decode(sectionValue, sr) { _ throws(ScenarioError) in
                SectionEntry(section: SectionSpec(itemCount: 0), items: [], role: role)
            }
            if let slots = entry.slots, slots < entry.items.count {
                throw sr.child("slots").error("\(entry.items.count) items do not fit in \(slots) slots", rule: .targetItemsFit)
            }
            entry.section.itemCount = entry.items.count
            entry.section.slotCount = entry.slots ?? entry.items.count
            spec.items += entry.items
            itemPlaces += entry.itemPlaces
            spec.sections.append(entry.section)
        }
    }
}

/// A section of a collection as the format has it: its title, items and (a target's) slots.
struct SectionEntry {
    var section: SectionSpec
    var items: [ItemSpec]
    /// The collection's role: only a target's sections have slots.
    var role: CollectionRole
    /// The `slots` the file gives (read, not written: the writer takes the section's count).
    var slots: Int?
    var itemPlaces: [(array: JSONReader, index: Int)] = []

    init(section: SectionSpec, items: [ItemSpec], role: CollectionRole) {
        self.section = section; self.items = items; self.role = role
    }
}

extension SectionSpec {
    static let format = FormatObject<SectionEntry>([
        FormatKey(
            "title", .string(nonEmpty: true), "the section's header", default: "none", "the section's header",
            read: { entry, value, reader throws(ScenarioError) in entry.section.title = try reader().nonEmptyString(value, orLeaveOutFor: "no title")
            },
            write: { $0.section.title.map { .string($0) } }),
        FormatKey(
            "items", .array(ItemSpec.format.shape), "its items", default: "none", "its items in order ([Items](#items))",
            read: { entry, value, reader throws(ScenarioError) in
                let c = reader()
                for (i, item) in try c.array(value).enumerated() {
                    entry.items.append(try Scenario.decodeItem(item, c.child(i)))
                    entry.itemPlaces.append((c, i))
                }
            },
            write: { .array($0.items.map(\.json)) }),
        FormatKey(
            "slots", .integer(min: 0, max: ScenarioLimits.cells), "a target section's slots", default: "its item count",
            "a target's section only: its items and the empty slots after them",
            read: { entry, value, reader throws(ScenarioError) in
                let c = reader()
                guard entry.role == .target else {
                    throw c.error("only a target's sections have slots (a \(entry.role.rawValue)'s sections have their items)")
                }
                entry.slots = try c.int(value, min: 0, max: ScenarioLimits.cells)
            },
            write: { $0.role == .target ? .number(Double($0.section.slotCount)) : nil }),
    ])
}

extension Scenario {
    /// A collection of the file: its preset's config (or `base`, the top level's), then its keys
    /// in the file's order; a span wider than the grid is refused once every item is read.
    static func decodeCollection(
        _ value: JSONValue, _ r: JSONReader, base: ArenaConfig,
        presetBase: (Behaviour) throws(ScenarioError) -> ArenaConfig
    ) throws(ScenarioError) -> CollectionSpec {
        let entry = try CollectionEntry.format.decode(value, r) { members throws(ScenarioError) in
            let id = try r.child("id").string(try r.required("id", in: members))
            let role: CollectionRole = try r.child("role").enumeration(try r.required("role", in: members))
            if id.isEmpty { throw r.child("id").error("must not be empty") }
            var start = base
            var ownPreset = false
            if let preset = JSONReader.value("behaviour", in: members) {
                start = try presetBase(try r.child("behaviour").enumeration(preset))
                ownPreset = true
            }
            if JSONReader.value("sections", in: members) != nil, JSONReader.value("items", in: members) != nil {
                throw r.child("sections").error("a collection gives its items either in \"items\" or in \"sections\", not both")
            }
            return CollectionEntry(spec: CollectionSpec(id: id, role: role, config: start), base: start, ownPreset: ownPreset)
        }
        let spec = entry.spec
        // An adaptive column makes as many as the width holds, so a span is narrowed at layout instead.
        if spec.config.layout.cellLayout == .grid, !(spec.config.layout.gridItems ?? []).contains(where: \.isAdaptive) {
            let vertical = spec.config.layout.scrollDirection == .vertical
            for (item, place) in zip(spec.items, entry.itemPlaces) {
                guard let span = item.span, (vertical ? span.columns : span.rows) > spec.config.layout.gridColumns else { continue }
                throw place.array.child(place.index).child("span").error(
                    "a span of \(vertical ? span.columns : span.rows) \(vertical ? "columns" : "rows") does not fit in the grid's \(spec.config.layout.gridColumns) (config.columns)"
                )
            }
        }
        return spec
    }
}
