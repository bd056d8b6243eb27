/// What a release does to the model: delete, rearrange (swap or move), drop (copy, swap, replace,
/// insert), and the removals and evictions they imply.
extension Arena {
    func isCopy(_ item: String) -> Bool {
        guard let home = homes[item] else { return false }
        return !scenario.collections[home].config.drag.sourceItemsConsumable
    }

    /// Whether a drop into `collection` copies (its proposal's operation is `copy`): the dragged
    /// items stay where they are and the collection gains copies of them. Lists and targets take
    /// copies; a source takes back only its own items, as a move.
    func dropCopies(into collection: Int, under drag: Drag? = nil) -> Bool {
        scenario.collections[collection].role != .source && proposal(ofCollection: collection, under: drag).operation == .copy
    }

    /// The ids that copies of `items` take in `model`, in order (docs/NATIVE.md, "Copies"): an
    /// item's id followed by `+` and the smallest number from 1 that names no item of the scenario,
    /// no cell of the model and no copy made before it in the list.
    func copyIDs(of items: [String], in model: ArenaModel) -> [String] {
        var taken = Set(model.presentItems).union(model.discarded)
        return items.map { item in
            var n = 1
            while itemsByID["\(item)+\(n)"] != nil || taken.contains("\(item)+\(n)") { n += 1 }
            taken.insert("\(item)+\(n)")
            return "\(item)+\(n)"
        }
    }

    /// The item an id names: a scenario's item, or a copy of one (`id+N`), which is its original
    /// under its own id.
    func itemSpec(_ id: String) -> ItemSpec? {
        if let spec = itemsByID[id] { return spec }
        guard let plus = id.lastIndex(of: "+"), Int(id[id.index(after: plus)...]).map({ $0 > 0 }) == true,
            var spec = itemSpec(String(id[..<plus]))
        else { return nil }
        spec.id = id
        return spec
    }

    func perform(_ resolution: Resolution, drag: Drag, on model: inout ModelEdit) {
        let from = drag.from
        if case let .drop(collection, index, section) = resolution, dropCopies(into: collection, under: drag) {
            let copy = copyIDs(of: [drag.item], in: model.model)[0]
            if scenario.collections[collection].role == .list {
                model.insertCells([copy], at: min(index, model.slots[collection].count), inCollection: collection, section: section)
            } else {
                if let occupant = model.slots[collection][index] { evict(occupant, in: &model) }
                model.setSlot(copy, at: index, inCollection: collection)
            }
            return
        }
        switch resolution {
        case .miss, .into:
            return
        case .delete:
            removeFromOrigin(from, in: &model)
            if !isCopy(drag.item) { model.discard(drag.item) }
        case let .rearrange(collection, source, destination, section):
            let mode = scenario.collections[collection].config.drag.rearrange
            let hasOwners = scenario.collections[collection].role == .source
            let sameSection = section == nil || section == model.section(ofCell: source, inCollection: collection)
            if mode == .swap && destination < model.slots[collection].count && (sameSection || destination != source) {
                model.swapCells(source, destination, inCollection: collection, owners: hasOwners)
            } else if scenario.collections[collection].role == .list {
                let to = min(destination, model.slots[collection].count - 1)
                model.removeCell(at: source, inCollection: collection)
                model.insertCells([drag.item], at: to, inCollection: collection, section: section)
            } else {
                let to = min(destination, model.slots[collection].count - 1)
                model.moveCell(from: source, to: to, inCollection: collection, owners: hasOwners)
            }
        case let .drop(collection, index, section):
            switch scenario.collections[collection].role {
            case .target:
                if let occupant = model.slots[collection][index] {
                    let policy = scenario.collections[collection].config.drag.dropOnOccupied
                    let originRole = scenario.collections[from.collection].role
                    if policy == .swap && originRole != .source {
                        model.setSlot(occupant, at: from.index, inCollection: from.collection)
                    } else {
                        removeFromOrigin(from, in: &model)
                        evict(occupant, in: &model)
                    }
                } else {
                    removeFromOrigin(from, in: &model)
                }
                model.setSlot(drag.item, at: index, inCollection: collection)
            case .list:
                removeFromOrigin(from, in: &model)
                model.insertCells([drag.item], at: min(index, model.slots[collection].count), inCollection: collection, section: section)
            case .source:
                removeFromOrigin(from, in: &model)
                if scenario.collections[collection].config.drag.sourceItemsConsumable {
                    model.setSlot(drag.item, at: index, inCollection: collection)
                }
            }
        }
    }

    /// Takes the dragged item out of its origin cell (nothing to do when it was a copy).
    func removeFromOrigin(_ from: (collection: Int, index: Int), in model: inout ModelEdit) {
        switch scenario.collections[from.collection].role {
        case .list: model.removeCell(at: from.index, inCollection: from.collection)
        case .target: model.setSlot(nil, at: from.index, inCollection: from.collection)
        case .source:
            if scenario.collections[from.collection].config.drag.sourceItemsConsumable {
                model.setSlot(nil, at: from.index, inCollection: from.collection)
            }
        }
    }

    /// Sends an item displaced from a target back to its consumable source slot, or out of the arena.
    func evict(_ item: String, in model: inout ModelEdit) {
        if let home = homes[item], scenario.collections[home].config.drag.sourceItemsConsumable,
            let slot = model.owners[home].firstIndex(of: item)
        {
            model.setSlot(item, at: slot, inCollection: home)
        } else if !isCopy(item) {
            model.discard(item)
        }
    }
}
