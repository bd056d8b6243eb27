/// The rules of a scenario that span several values, checked after decoding and by the
/// memberwise initializer alike.
extension Scenario {
    /// Checks the rules that span several values: unique ids, known collection references,
    /// target slot counts, canvas pixel limits.
    func validate() throws(ScenarioError) {
        try Scenario.checkCanvas(Size(canvas.width, canvas.height), scale: canvas.scale, path: "canvas")
        var collectionIDs = Set<String>()
        var itemIDs = Set<String>()
        itemIDs.reserveCapacity(collections.reduce(0) { $0 + $1.items.count })
        var cells = 0
        for (ci, collection) in collections.enumerated() {
            guard collectionIDs.insert(collection.id).inserted else {
                throw ScenarioError(
                    path: "collections[\(ci)].id", message: "duplicate collection id \(JSONValue.echo(collection.id))", rule: .idsUnique)
            }
            for ii in collection.items.indices {
                let id = collection.items[ii].id
                guard itemIDs.insert(id).inserted else {
                    throw ScenarioError(
                        path: collection.itemPath(ii, collection: ci) + ".id", message: "duplicate item id \(JSONValue.echo(id))", rule: .idsUnique)
                }
            }
            try checkSections(of: ci)
            if collection.role == .target {
                let slots = targetSlotCount(of: ci)
                guard let slots else {
                    throw ScenarioError(
                        path: "collections[\(ci)].config.numberOfTargetItems",
                        message: "required when no source collection is consumable", rule: .targetSlotsKnown)
                }
                if collection.items.count + collection.consumed.count > slots {
                    throw ScenarioError(
                        path: "collections[\(ci)].items",
                        message: "\(collection.items.count + collection.consumed.count) items do not fit in \(slots) target slots",
                        rule: .targetItemsFit)
                }
            }
            // Sections count as cells: each one is laid out and hit tested as one.
            cells += (collection.role == .target ? targetSlotCount(of: ci) ?? 0 : collection.items.count) + collection.sections.count
            if cells > ScenarioLimits.cells {
                throw ScenarioError(
                    path: "collections[\(ci)]",
                    message: "\(cells) cells in all collections so far is over the limit of \(ScenarioLimits.cells)")
            }
        }
        try validateConsumed()
        try validateTemplateFields()
        try validateFreeViews()
        var checkpointNames = Set<String>()
        for (i, checkpoint) in checkpoints.enumerated() {
            guard Scenario.isCheckpointName(checkpoint.name) else {
                throw ScenarioError(
                    path: "checkpoints[\(i)].name",
                    message: "\(JSONValue.echo(checkpoint.name)) is not a checkpoint name (1 to 100 of A-Z a-z 0-9 - _ ., not starting with .)")
            }
            guard checkpointNames.insert(checkpoint.name).inserted else {
                throw ScenarioError(
                    path: "checkpoints[\(i)].name", message: "duplicate checkpoint name \(JSONValue.echo(checkpoint.name))", rule: .idsUnique)
            }
            guard checkpoint.step <= events.count else {
                throw ScenarioError(
                    path: "checkpoints[\(i)].step", message: "\(checkpoint.step) is past the last event (the scenario has \(events.count) events)",
                    rule: .checkpointsWithinTheEvents)
            }
        }
        for (i, event) in events.enumerated() {
            switch event {
            case let .scroll(id, _), let .scrollToLastElement(id), let .zoom(id, _), let .addCollection(id), let .removeCollection(id):
                if !collectionIDs.contains(id) {
                    throw ScenarioError(
                        path: "events[\(i)].collection", message: "no collection with id \(JSONValue.echo(id))", rule: .referencesResolve)
                }
            case let .pointerAtCell(_, address, _):
                if !collectionIDs.contains(address.collection) {
                    throw ScenarioError(
                        path: "events[\(i)].at.collection", message: "no collection with id \(JSONValue.echo(address.collection))",
                        rule: .referencesResolve)
                }
            case let .resize(size):
                try Scenario.checkCanvas(size, scale: canvas.scale, path: "events[\(i)].size")
            case let .select(id), let .deselect(id?):
                if !itemIDs.contains(id) {
                    throw ScenarioError(path: "events[\(i)].item", message: "no item with id \(JSONValue.echo(id))", rule: .referencesResolve)
                }
            case let .register(id), let .deregister(id):
                if !hasFreeView(id) {
                    throw ScenarioError(path: "events[\(i)].view", message: "no free view with id \(JSONValue.echo(id))", rule: .referencesResolve)
                }
            default: break
            }
        }
    }

    /// Every `{"consumed": id}` of a target names an item of a consumable source, once in all targets.
    func validateConsumed() throws(ScenarioError) {
        var seen = Set<String>()
        for (ci, collection) in collections.enumerated() {
            for consumed in collection.consumed {
                let item = consumed.item, path = "collections[\(ci)].items[\(consumed.slot)].consumed"
                guard
                    collections.contains(where: { $0.role == .source && $0.config.drag.sourceItemsConsumable && $0.items.contains { $0.id == item } })
                else {
                    throw ScenarioError(
                        path: path, message: "\(JSONValue.echo(item)) is no item of a consumable source", rule: .consumedFromAConsumableSource)
                }
                guard seen.insert(item).inserted else {
                    throw ScenarioError(path: path, message: "\(JSONValue.echo(item)) is consumed twice", rule: .consumedOnce)
                }
                if !collection.sections.isEmpty {
                    throw ScenarioError(path: path, message: "a target with sections lists consumed items in no section")
                }
            }
        }
    }

    /// A collection's sections account for its items in order; only a target's have empty slots.
    func checkSections(of ci: Int) throws(ScenarioError) {
        let collection = collections[ci]
        guard !collection.sections.isEmpty else { return }
        let items = collection.sections.reduce(0) { $0 + $1.itemCount }
        guard items == collection.items.count else {
            throw ScenarioError(
                path: "collections[\(ci)].sections", message: "the sections hold \(items) items, the collection has \(collection.items.count)")
        }
        for (si, section) in collection.sections.enumerated() {
            guard section.itemCount >= 0, section.slotCount >= section.itemCount,
                collection.role == .target || section.slotCount == section.itemCount
            else {
                throw ScenarioError(
                    path: "collections[\(ci)].sections[\(si)].slots",
                    message: "\(section.slotCount) slots for \(section.itemCount) items (only a target has empty slots)")
            }
        }
    }

    static func checkCanvas(_ size: Size, scale: Int, path: String) throws(ScenarioError) {
        for (name, points) in [("width", size.width), ("height", size.height)] {
            let pixels = (points * Double(scale)).rounded(.up)
            // Written so that NaN fails too: a scenario built in Swift skips the decoder's ranges.
            guard pixels > 0 else { throw ScenarioError(path: path, message: "\(name) must be greater than 0") }
            guard pixels <= Double(CanvasSpec.maxPixelsPerSide) else {
                throw ScenarioError(
                    path: path, message: "\(name) of \(JSONValue.format(pixels)) px is over the limit of \(CanvasSpec.maxPixelsPerSide) px a side")
            }
        }
    }

    /// Every item a template may draw can be shown by it (`CellTemplate.validate(for:at:path:)`):
    /// an item's own template against that item, a collection's against every item of every
    /// collection (items move) but those with a template of their own, drawn with it everywhere.
    func validateTemplateFields() throws(ScenarioError) {
        try validateTemplateFieldsEach()
        try validateFilledTotal()
    }

    /// Each filled text at most `ScenarioLimits.filledText` bytes (templates' texts, checked with
    /// their fields, and items' accessibility keys), and all of them together, each item counted
    /// with the largest of the templates that may draw it, at most `ScenarioLimits.filledTotal`.
    func validateFilledTotal() throws(ScenarioError) {
        var total = 0
        func spend(_ bytes: Int, at path: String) throws(ScenarioError) {
            total += bytes
            guard total <= ScenarioLimits.filledTotal else {
                throw ScenarioError(
                    path: path, message: "the filled texts make over \(ScenarioLimits.filledTotal) bytes in all, the limit of one variant")
            }
        }
        var templates: [CellTemplate] = []
        for template in collections.compactMap(\.cell) where !templates.contains(template) { templates.append(template) }
        for (ci, collection) in collections.enumerated() {
            for (ii, item) in collection.items.enumerated() {
                let path = collection.itemPath(ii, collection: ci)
                for (key, text) in [
                    ("accessibilityLabel", item.accessibility.label), ("accessibilityValue", item.accessibility.value),
                    ("accessibilityHint", item.accessibility.hint),
                ] {
                    guard let text else { continue }
                    try spend(try CellTemplate.checkFilled(text, for: item, at: "\(path).\(key)", itemPath: path), at: path)
                }
                let drawers = item.cell.map { [$0] } ?? templates
                let largest =
                    drawers.map { template in
                        (template.resolved(for: item)?.texts ?? []).reduce(0) { $0 + CellTemplate.filledSize($1.text, for: item) }
                    }.max() ?? 0
                try spend(largest, at: path)
            }
        }
    }

    /// Each template against each item it may draw (`validateTemplateFields`).
    private func validateTemplateFieldsEach() throws(ScenarioError) {
        for (gi, group) in freeViews.enumerated() {
            for (di, view) in group.draggables.enumerated() {
                let path = "freeViews[\(gi)].draggables[\(di)]"
                try view.item.cell?.validate(for: view.item, at: path, path: path + ".cell")
            }
        }
        // A template shared by many collections (a named one, or the top-level config's) is checked once.
        var checked: [CellTemplate] = []
        for (ci, collection) in collections.enumerated() {
            if let template = collection.cell, !checked.contains(template) {
                checked.append(template)
                // Against every collection's items: any of them may be dropped here and drawn with it.
                for (oi, other) in collections.enumerated() {
                    for (ii, item) in other.items.enumerated() where item.cell == nil {
                        try template.validate(for: item, at: other.itemPath(ii, collection: oi), path: "collections[\(ci)].cell")
                    }
                }
            }
            for (ii, item) in collection.items.enumerated() {
                guard let cell = item.cell else { continue }
                let path = collection.itemPath(ii, collection: ci)
                try cell.validate(for: item, at: path, path: path + ".cell")
            }
        }
    }
}
