/// One element as VoiceOver reaches it: what it reads, the actions it offers and where it is.
public struct AccessibilityElement: Equatable, Sendable {
    /// What VoiceOver reads first.
    public var label: String
    /// Its value, read after the label.
    public var value: String?
    /// What using it does, read last.
    public var hint: String?
    /// Its traits.
    public var traits: [AccessibilityTrait]
    /// Its custom actions, in order: the app's own, then the drags the rules accept.
    public var actions: [String]
    /// Where it is drawn, in canvas points.
    public var frame: Rect
    /// The JSON path of what it stands for: an item (`collections[0].items[2]`), a collection's
    /// title (`collections[0].title`), a section's header or a decoration (`decorations[1]`).
    public var path: String
    /// The id of the collection it is in; nil for a decoration.
    public var collection: String?
}

extension Arena {
    /// VoiceOver's elements of the state now, in its reading order: the collections and
    /// decorations by their frames, top to bottom and leading to trailing (right to left on a
    /// right-to-left screen), each collection's title, then its cells in order with each
    /// section's header before its cells. Placeholders and hidden items are not elements; a
    /// decoration is one when it has texts or accessibility keys.
    ///
    /// Throws when a text they fill makes more than `ScenarioLimits.filledText` bytes (an action
    /// phrase with the name it is filled with) or all their texts more than
    /// `ScenarioLimits.filledTotal` (docs/SCENARIO.md, "Limits"); the error names the element's path.
    public func accessibilityElements() throws(ScenarioError) -> [AccessibilityElement] {
        var budget = TextBudget()
        let snapshot = snapshot()
        let rightToLeft = snapshot.screenDirection == .rightToLeft
        var itemPaths: [String: String] = [:]
        for (ci, collection) in scenario.collections.enumerated() {
            for index in collection.items.indices { itemPaths[collection.items[index].id] = collection.itemPath(index, collection: ci) }
        }
        enum Block {
            case collection(Int)
            case decoration(Int)
        }
        var blocks: [(frame: Rect, block: Block)] = snapshot.collections.indices.map { (snapshot.collections[$0].frame, .collection($0)) }
        for (index, decoration) in snapshot.decorations.enumerated() {
            var frame = decoration.frame
            if rightToLeft { frame.x = snapshot.canvas.width - frame.x - frame.width }
            blocks.append((frame, .decoration(index)))
        }
        blocks.sort { a, b in
            let leading = { (frame: Rect) in rightToLeft ? -frame.maxX : frame.minX }
            return a.frame.minY != b.frame.minY ? a.frame.minY < b.frame.minY : leading(a.frame) < leading(b.frame)
        }
        var elements: [AccessibilityElement] = []
        for (frame, block) in blocks {
            switch block {
            case let .collection(index):
                elements += try collectionElements(snapshot.collections[index], itemPaths: itemPaths, budget: &budget)
            case let .decoration(index):
                let decoration = snapshot.decorations[index], spec = decoration.accessibility
                guard !spec.hidden else { continue }
                let item = decoration.item
                let label = spec.label.map { CellTemplate.substitute($0, for: item) } ?? Arena.spokenTexts(decoration.cell, for: item)
                guard !label.isEmpty || spec != AccessibilitySpec() else { continue }
                let element = AccessibilityElement(
                    label: label, value: spec.value.map { CellTemplate.substitute($0, for: item) },
                    hint: spec.hint.map { CellTemplate.substitute($0, for: item) }, traits: spec.traits ?? [.staticText],
                    actions: spec.customActions, frame: frame, path: "decorations[\(index)]", collection: nil)
                try budget.spend(element)
                elements.append(element)
            }
        }
        return elements
    }

    private func collectionElements(
        _ collection: CollectionSnapshot, itemPaths: [String: String], budget: inout TextBudget
    ) throws(ScenarioError) -> [AccessibilityElement] {
        guard let ci = scenario.collections.firstIndex(where: { $0.id == collection.id }) else { return [] }
        var elements: [AccessibilityElement] = []
        if let title = collection.title, !title.isEmpty {
            let band = Rect(collection.frame.x, collection.frame.y, collection.frame.width, collection.config.layout.titleHeight)
            elements.append(
                AccessibilityElement(
                    label: title, traits: [.header], actions: [], frame: band, path: "collections[\(ci)].title", collection: collection.id))
        }
        let cells = collection.cells.filter { $0.item != nil && !$0.isDragged }.sorted { $0.index < $1.index }
        var sectionsShown = Set<Int>()
        // Sections are in order, as the cells are: the one a cell is in is found by walking on.
        let sections = collection.sections
        var next = 0
        func section(of index: Int) -> Int? {
            while next < sections.count, sections[next].start <= index { next += 1 }
            // The last section starting at or before the cell holds it, or none does.
            guard next > 0, index < sections[next - 1].start + max(sections[next - 1].count, 1) else { return nil }
            return next - 1
        }
        for (position, cell) in cells.enumerated() {
            if let si = section(of: cell.index), !sectionsShown.contains(si) {
                sectionsShown.insert(si)
                if let title = collection.sections[si].title, !title.isEmpty {
                    elements.append(
                        AccessibilityElement(
                            label: title, traits: [.header], actions: [], frame: collection.sections[si].header,
                            path: "collections[\(ci)].sections[\(si)].title", collection: collection.id))
                }
            }
            let item = cell.item!, spec = item.accessibility
            guard !spec.hidden else { continue }
            let path = itemPaths[item.id] ?? "collections[\(ci)]"
            let element = AccessibilityElement(
                label: spokenLabel(of: item, in: collection), value: spec.value.map { CellTemplate.substitute($0, for: item) },
                hint: spec.hint.map { CellTemplate.substitute($0, for: item) }, traits: spec.traits ?? [],
                actions: try spec.customActions + dragActions(of: item, at: position, in: ci, cells: cells, collection: collection, path: path),
                frame: cell.frame, path: path, collection: collection.id)
            try budget.spend(element)
            elements.append(element)
        }
        return elements
    }

    /// The bytes an accessibility state's texts may still make (`ScenarioLimits.filledTotal`).
    struct TextBudget {
        var left = ScenarioLimits.filledTotal

        /// Counts `element`'s texts; throws, naming its path, once they are spent.
        mutating func spend(_ element: AccessibilityElement) throws(ScenarioError) {
            left -= element.label.utf8.count + (element.value?.utf8.count ?? 0) + (element.hint?.utf8.count ?? 0)
            left -= element.actions.reduce(0) { $0 + $1.utf8.count }
            guard left >= 0 else {
                throw ScenarioError(
                    path: element.path,
                    message: "the accessibility texts make over \(ScenarioLimits.filledTotal) bytes in all, the limit of one variant")
            }
        }
    }

    /// An item's label as VoiceOver reads it: its `accessibilityLabel`, else its template's texts
    /// in reading order, else (a template that shows no text: a photo) its label.
    func spokenLabel(of item: ItemSpec, in collection: CollectionSnapshot) -> String {
        if let label = item.accessibility.label { return CellTemplate.substitute(label, for: item) }
        guard let template = item.cell ?? collection.cell ?? item.homeCell else { return item.label }
        let texts = Arena.spokenTexts(template, for: item)
        return texts.isEmpty ? item.label : texts
    }

    /// The texts `template` shows for `item` (its `when`s applied), joined as VoiceOver joins a
    /// cell's labels: with ", ".
    static func spokenTexts(_ template: CellTemplate, for item: ItemSpec) -> String {
        guard let resolved = template.resolved(for: item) else { return "" }
        return resolved.texts.map { CellTemplate.substitute($0.text, for: item) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The drops the scenario's keys accept for `item`, worded by the scenario's `actionPhrases`:
    /// into each other collection that takes it (a source takes none), onto a delete zone, and
    /// within a list before the first item and the items near it (`movePlaces`) and after the last
    /// (a list that swaps: swaps with those items); the item is
    /// `cells[position]`. An item that cannot be dragged has none. The keys decide, not a seed
    /// host's data source (asking it would log calls no gesture made).
    /// Each phrase filled makes at most `ScenarioLimits.filledText` bytes, or the item at `path` is refused.
    func dragActions(
        of item: ItemSpec, at position: Int, in ci: Int, cells: [CellSnapshot], collection: CollectionSnapshot, path: String
    ) throws(ScenarioError) -> [String] {
        func fill(_ phrase: String, _ name: String) throws(ScenarioError) -> String {
            let size = ActionPhrases.filledSize(phrase, name)
            guard size <= ScenarioLimits.filledText else {
                throw ScenarioError(
                    path: path,
                    message:
                        "the action \(JSONValue.echo(phrase)) filled with \(JSONValue.echo(name)) makes a text of \(size) bytes, over \(ScenarioLimits.filledText), the limit of one text"
                )
            }
            return ActionPhrases.fill(phrase, name)
        }
        let spec = scenario.collections[ci]
        guard item.draggable, spec.config.permissions.allowDrag else { return [] }
        var actions: [String] = []
        let copies = isCopy(item.id), phrases = scenario.actionPhrases
        for (other, target) in scenario.collections.enumerated() where other != ci && target.role != .source && present[other] {
            let permissions = target.config.permissions
            guard permissions.allowDrop, permissions.accepts.map({ $0.contains(item.id) }) != false else { continue }
            let name = target.spokenName
            actions.append(try fill(copies ? phrases.copyTo : phrases.moveTo, name))
        }
        if !scenario.deleteZones.isEmpty, spec.config.permissions.allowDelete, item.deletable { actions.append(phrases.delete) }
        if spec.role == .list, spec.config.permissions.allowRearrange, item.rearrangeable {
            let index = cells[position].index, last = cells.count - 1
            let places = Arena.movePlaces(near: position, count: cells.count)
            if spec.config.drag.rearrange == .swap {
                // A drag that swaps offers swaps: with the first item, those near it and the last.
                for other in places + (places.contains(last) ? [] : [last]) where other != position {
                    actions.append(try fill(phrases.swapWith, actionName(of: cells[other].item!)))
                }
            } else {
                for other in places where cells[other].index != index && cells[other].index != index + 1 {
                    actions.append(try fill(phrases.moveBefore, actionName(of: cells[other].item!)))
                }
                // The list's end, which no "Move before" reaches.
                if position != last { actions.append(try fill(phrases.moveAfter, actionName(of: cells[last].item!))) }
            }
        }
        return actions
    }

    /// How an action names another item: its `accessibilityLabel`, else its `label` (not the
    /// whole of what its cell reads: "Move before Search", not "Move before Search, MB, due Friday").
    func actionName(of item: ItemSpec) -> String {
        item.accessibility.label.map { CellTemplate.substitute($0, for: item) } ?? item.label
    }

    /// How far a list's "Move before" actions reach each way from the item.
    package static let moveReach = 4

    /// The positions among a list's `count` shown items that the item at `position` may be
    /// offered to move before, in order: the first item (to the top), then those within
    /// `moveReach` of it either way. At most `2 * moveReach + 3` whatever the list's length, so a
    /// list's actions grow with the list, not with its square.
    static func movePlaces(near position: Int, count: Int) -> [Int] {
        let near = Array(max(1, position - moveReach)..<min(count, position + moveReach + 2))
        return count > 0 ? [0] + near : []
    }
}
