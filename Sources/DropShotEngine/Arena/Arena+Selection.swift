/// Multi-item drags: the selection (`select`, `deselect`, taps with `selectionMode: tap`), and
/// the release rules that move a whole selection (docs/SCENARIO.md, "Multi-item drags").
extension Arena {
    /// A cell of a collection.
    struct CellPlace: Hashable, Sendable {
        var collection: Int
        var index: Int
    }

    // MARK: Selection

    /// Adds `item` to the selection (once), when selection is on, no drag is under way and the item
    /// is draggable and in a collection.
    ///
    /// Complexity: O(1) for an item of the scenario not discarded (O(discarded) to tell); a copy
    /// (`a+1`) is looked for among the cells.
    mutating func select(_ item: String) {
        guard scenario.rules.selectionMode != .none, !isDragging, !selected.contains(item),
            itemSpec(item)?.draggable == true, isPresent(item)
        else { return }
        selection.append(item)
        selected.insert(item)
    }

    /// Whether `item` is in a cell: an item of the scenario unless it was discarded, a copy
    /// when a cell holds it.
    func isPresent(_ item: String) -> Bool {
        itemsByID[item] != nil ? !model.discarded.contains(item) : model.slots.contains { $0.contains(item) }
    }

    mutating func deselect(_ item: String?) {
        guard !isDragging else { return }
        if let item {
            guard selected.remove(item) != nil else { return }
            selection.removeAll { $0 == item }
        } else {
            (selection, selected) = ([], [])
        }
    }

    /// A tap on `item` with `selectionMode` `tap`: toggles it.
    mutating func toggleSelection(_ item: String) {
        if selected.contains(item) { deselect(item) } else { select(item) }
    }

    /// Drops selected items that left the arena (deleted, evicted, undone).
    mutating func pruneSelection() {
        guard !selection.isEmpty else { return }
        let present = Set(model.presentItems)
        selection.removeAll { !present.contains($0) }
        selected = Set(selection)
    }

    var isDragging: Bool {
        switch gesture {
        case .dragging, .draggingFree: true
        default: false
        }
    }

    /// The items a drag of `item` from `collection` moves: the selection in its order when `item`
    /// is in a selection of two or more, else `item` alone. A table's reorder control moves its
    /// own row only (UITableView's `moveRowAt:to:` names one row).
    func draggedItems(startingWith item: String, inCollection collection: Int) -> [String] {
        let drag = scenario.collections[collection].config.drag
        guard !drag.reorderControl, selection.count > 1, selected.contains(item) else { return [item] }
        guard drag.carriedOrder == .place else { return selection }
        // In their places' order: collections in declared order, cells in order.
        let wanted = Set(selection)
        var placed: [String] = []
        for slots in model.slots { placed += slots.lazy.compactMap { $0 }.filter(wanted.contains) }
        var seen = Set<String>()
        return placed.filter { seen.insert($0).inserted }
    }

    /// Where each item of `drag` comes from, in its order: the pressed item's cell, and for the
    /// others their first cell in collection and cell order (a copy from a palette shares its
    /// original's id, and the original comes first), in collections in the arena. A one-item drag
    /// reads no cells.
    func origins(of drag: Drag) -> [(item: String, origin: CellPlace)] {
        let pressed = CellPlace(collection: drag.from.collection, index: drag.from.index)
        guard drag.items.count > 1 else { return [(drag.item, pressed)] }
        let wanted = Set(drag.items)
        var found = [drag.item: pressed]
        // An item in a collection that left the arena stays there: it does not move with the selection.
        for (c, slots) in model.slots.enumerated() where present[c] {
            for (i, id) in slots.enumerated() {
                if let id, wanted.contains(id), found[id] == nil { found[id] = CellPlace(collection: c, index: i) }
            }
        }
        return drag.items.compactMap { item in found[item].map { (item, $0) } }
    }

    // MARK: Release of a selection

    /// Applies the release of a multi-item drag: `resolution` is what the pressed item's release
    /// does; the other items follow it in selection order, each where its own rules allow, and
    /// an item that has no place stays where it was. Returns each item's outcome, in selection order.
    @discardableResult
    func performMulti(_ resolution: Resolution, drag: Drag, on model: inout ModelEdit) -> [(
        item: String, from: CellPlace, outcome: ArenaNotice.Outcome
    )] {
        let items = origins(of: drag)
        var placed: [String: ArenaNotice.Outcome] = [:]
        switch resolution {
        case .miss:
            break
        case let .into(collection, index):
            for (item, _) in items { placed[item] = .into(slotRef(collection, index)) }
        case .delete:
            let deleted = items.filter { canDelete($0.item, from: $0.origin) }
            remove(deleted, in: &model)
            for (item, _) in deleted where !isCopy(item) { model.discard(item) }
            for (item, _) in deleted { placed[item] = .delete }
        case let .drop(collection, anchor, section) where dropCopies(into: collection):
            // Copies of the items the collection takes, as one block; the originals stay.
            let copying = items.filter { entry in
                itemSpec(entry.item).map { mayDrop($0, from: (entry.origin.collection, entry.origin.index), into: collection, at: anchor) } ?? false
            }
            let copies = copyIDs(of: copying.map(\.item), in: model.model)
            var places: [Int] = []
            if scenario.collections[collection].role == .list {
                let at = min(anchor, model.slots[collection].count)
                model.insertCells(copies, at: at, inCollection: collection, section: section)
                places = copies.indices.map { at + $0 }
            } else {
                places = Array((anchor..<model.slots[collection].count).filter { model.slots[collection][$0] == nil }.prefix(copies.count))
                for (copy, slot) in zip(copies, places) { model.setSlot(copy, at: slot, inCollection: collection) }
            }
            for (entry, slot) in zip(copying, places) { placed[entry.item] = .drop(to: slotRef(collection, slot)) }
        case let .rearrange(collection, _, anchor, section), let .drop(collection, anchor, section):
            // With `staysInSection`, only the items of the section the place is in move.
            let staying = scenario.collections[collection].config.drag.staysInSection
            let placeSection = section ?? model.section(ofCell: anchor, inCollection: collection)
            let moving = items.filter {
                canPlace($0.item, from: $0.origin, into: collection, at: anchor)
                    && (!staying
                        || $0.origin.collection == collection && model.section(ofCell: $0.origin.index, inCollection: collection) == placeSection)
            }
            var slots: [(item: String, origin: CellPlace, index: Int)] = []
            switch scenario.collections[collection].role {
            case .list:
                let at = insertBlock(
                    moving, into: collection, at: anchor, section: section,
                    forward: drag.from.collection == collection && drag.from.index < anchor, in: &model)
                slots = moving.enumerated().map { ($1.item, $1.origin, at + $0) }
            case .target:
                slots = fillFreeSlots(of: collection, from: anchor, with: moving, in: &model)
            case .source:
                let inside = moving.filter { $0.origin.collection == collection }
                let home = moving.filter { $0.origin.collection != collection }
                let at = insertBlock(inside, into: collection, at: anchor, section: nil, forward: drag.from.index < anchor, in: &model)
                slots = inside.enumerated().map { ($1.item, $1.origin, at + $0) }
                remove(home, in: &model)
                for (item, origin) in home {
                    guard let slot = model.owners[collection].firstIndex(of: item) else { continue }
                    if scenario.collections[collection].config.drag.sourceItemsConsumable { model.setSlot(item, at: slot, inCollection: collection) }
                    slots.append((item, origin, slot))
                }
            }
            for (item, origin, index) in slots {
                placed[item] =
                    origin.collection == collection
                    ? .rearrange(collection: scenario.collections[collection].id, from: origin.index, to: index)
                    : .drop(to: slotRef(collection, index))
            }
        }
        return items.map { ($0.item, $0.origin, placed[$0.item] ?? .miss) }
    }

    func canDelete(_ item: String, from origin: CellPlace) -> Bool {
        guard let spec = itemSpec(item), dragRemovesFromOrigin(collection: origin.collection) else { return false }
        return mayDelete(spec, from: (origin.collection, origin.index))
    }

    /// Whether `item` may go from `origin` into `collection` (near `anchor`): a rearrange there when
    /// it comes from that collection, else a drop; a source takes back only its own items.
    func canPlace(_ item: String, from origin: CellPlace, into collection: Int, at anchor: Int) -> Bool {
        guard let spec = itemSpec(item) else { return false }
        if origin.collection == collection { return mayRearrange(spec, in: collection, from: origin.index, to: anchor) }
        if scenario.collections[collection].role == .source && homes[item] != collection { return false }
        return mayDrop(spec, from: (origin.collection, origin.index), into: collection, at: anchor)
    }

    /// Takes `items` out of their origins (a palette's originals stay: their drag was a copy); a
    /// list's cells in one pass.
    func remove(_ items: [(item: String, origin: CellPlace)], in model: inout ModelEdit) {
        var listCells: [Int: [Int]] = [:]
        for (_, origin) in items.sorted(by: { ($0.origin.collection, $0.origin.index) > ($1.origin.collection, $1.origin.index) }) {
            if scenario.collections[origin.collection].role == .list {
                listCells[origin.collection, default: []].append(origin.index)
            } else {
                removeFromOrigin((origin.collection, origin.index), in: &model)
            }
        }
        for (collection, cells) in listCells { model.removeCells(at: cells.reversed(), inCollection: collection) }
    }

    /// Moves `items` into `collection` (a list, or a source for its own items) as one block, in
    /// order: before the cell at `anchor`, or after it when the drag moved `forward` from an
    /// earlier cell of the same collection; at the end past the last cell. A source's cells keep
    /// their owners. In a list with sections the block joins `section` where it borders the place.
    @discardableResult
    func insertBlock(
        _ items: [(item: String, origin: CellPlace)], into collection: Int, at anchor: Int, section: Int?, forward: Bool,
        in model: inout ModelEdit
    ) -> Int {
        guard !items.isEmpty else { return anchor }
        let moving = Set(items.map(\.item))
        let anchorItem = anchor < model.slots[collection].count ? model.slots[collection][anchor] : nil
        // A source cell that moves holds its owner, so the block is its own owners.
        let hasOwners = scenario.collections[collection].role == .source
        // Cells of this collection leave with their owners; others leave their origins as a drop does.
        let isList = scenario.collections[collection].role == .list
        if isList {
            model.removeCells(at: items.filter { $0.origin.collection == collection }.map(\.origin.index).sorted(), inCollection: collection)
        }
        for (_, origin) in items.sorted(by: { $0.origin.index > $1.origin.index }) where origin.collection == collection && !isList {
            model.removeSlot(at: origin.index, inCollection: collection)
            if hasOwners { model.removeOwner(at: origin.index, inCollection: collection) }
        }
        remove(items.filter { $0.origin.collection != collection }, in: &model)
        let at: Int
        if let anchorItem, !moving.contains(anchorItem), let index = model.slots[collection].firstIndex(of: anchorItem) {
            at = forward ? index + 1 : index
        } else {
            // The end, or a cell that moves itself: the same place counted without the moving cells.
            let before = items.filter { $0.origin.collection == collection && $0.origin.index < anchor }.count
            at = max(0, min(anchor - before, model.slots[collection].count))
        }
        if isList {
            model.insertCells(items.map(\.item), at: at, inCollection: collection, section: section)
        } else {
            model.insertSlots(items.map(\.item), at: at, inCollection: collection)
        }
        if hasOwners { model.insertOwners(items.map(\.item), at: at, inCollection: collection) }
        return at
    }

    /// Puts `items` in order into the free slots of target `collection` at or after `anchor` (free
    /// before the drop, or left by the moving items themselves: other occupants never move); items
    /// left over stay where they were. Returns the items placed, with their slots.
    func fillFreeSlots(
        of collection: Int, from anchor: Int, with items: [(item: String, origin: CellPlace)],
        in model: inout ModelEdit
    ) -> [(item: String, origin: CellPlace, index: Int)] {
        // A slot one of the moving items leaves is free too: they all leave.
        let leaving = Set(items.filter { $0.origin.collection == collection }.map(\.origin.index))
        let free = (anchor..<model.slots[collection].count).filter { model.slots[collection][$0] == nil || leaving.contains($0) }
        let placed = Array(zip(items, free))
        remove(placed.map(\.0), in: &model)
        for (entry, slot) in placed { model.setSlot(entry.item, at: slot, inCollection: collection) }
        return placed.map { ($0.0.item, $0.0.origin, $0.1) }
    }
}
