/// What a release would do right now; `miss` when nothing accepts the item.
enum Resolution: Equatable {
    case delete
    case rearrange(collection: Int, from: Int, to: Int)
    case drop(collection: Int, index: Int)
    case miss

    var outcome: DragOutcome {
        switch self {
        case .delete: .delete
        case .rearrange: .rearrange
        case .drop: .drop
        case .miss: .miss
        }
    }
}

/// Where a drag is and what a release there would do: the delete zone under it, the collection
/// and cell or list gap it targets (by pointer, overlap or ghost centre), and its resolution.
extension Arena {
    /// The delete zone under the pointer, if any.
    func deleteZone(under drag: Drag) -> Int? {
        scenario.deleteZones.firstIndex { $0.contains(drag.pointer) }
    }

    /// The place under the drag, by the pointer or by the largest overlap with the ghost.
    func location(of drag: Drag) -> (collection: Int, index: Int?)? {
        if let place = drag.keyboard { return present[place.collection] ? (place.collection, place.index) : nil }
        if scenario.config.targetSelection != .overlap {
            let point = scenario.config.targetSelection == .pointer ? drag.pointer : ghostFrame(of: drag).center
            guard let collection = collection(at: point) else { return nil }
            if scenario.collections[collection].role == .list {
                return (collection, listInsertionIndex(at: point, inCollection: collection))
            }
            return (collection, cell(at: point, inCollection: collection))
        }
        let ghost = ghostFrame(of: drag)
        var best: (collection: Int, area: Double)?
        for collection in scenario.collections.indices where present[collection] {
            let area = frame(ofCollection: collection).intersection(ghost)?.area ?? 0
            if area > 0, area > (best?.area ?? 0) { best = (collection, area) }
        }
        guard let collection = best?.collection else { return nil }
        // Cells count only where they show: inside the cell area (under a title band they are hidden).
        let visible = cellArea(ofCollection: collection).intersection(ghost)
        var bestCell: (index: Int, area: Double)?
        for (index, cell) in cellFrames(ofCollection: collection).enumerated() {
            let area = visible.flatMap { cell.intersection($0) }?.area ?? 0
            if area > 0, area > (bestCell?.area ?? 0) { bestCell = (index, area) }
        }
        if bestCell == nil, scenario.collections[collection].role == .list {
            return (collection, model.slots[collection].count)
        }
        return (collection, bestCell?.index)
    }

    /// Where a list takes an item dropped at `point`: the cell under it, else before the nearest
    /// cell, or at the end when the point lies past the last cell.
    func listInsertionIndex(at point: Point, inCollection collection: Int) -> Int {
        let frames = cellFrames(ofCollection: collection)
        if let hit = frames.firstIndex(where: { $0.contains(point) }) { return hit }
        guard let last = frames.last else { return 0 }
        let vertical = scenario.collections[collection].config.scrollDirection == .vertical
        let pastEnd = vertical
            ? point.y >= last.maxY || (point.y >= last.minY && point.x >= last.midX)
            : point.x >= last.maxX || (point.x >= last.minX && point.y >= last.midY)
        if pastEnd { return frames.count }
        var nearest = 0
        var nearestDistance = Double.infinity
        for (index, frame) in frames.enumerated() {
            let distance = frame.center.distance(to: point)
            if distance < nearestDistance { nearest = index; nearestDistance = distance }
        }
        return nearest
    }

    /// What releasing `drag` now would do: delete > rearrange > drop > miss (SPEC 4).
    func resolve(_ drag: Drag) -> Resolution {
        var asked: [ArenaNotice] = []
        return resolve(drag, asked: &asked)
    }

    /// Resolves the release of `drag`, noticing the assertions asked (the scenario's and the data source's).
    mutating func resolveNotifying(_ drag: Drag) -> Resolution {
        var asked: [ArenaNotice] = []
        let resolution = resolve(drag, asked: &asked)
        for notice in asked { notify(notice) }
        return resolution
    }

    func resolve(_ drag: Drag, asked log: inout [ArenaNotice]) -> Resolution {
        let from = drag.from
        guard let item = itemsByID[drag.item] else { return .miss }
        let origin = slotRef(from.collection, from.index)
        if deleteZone(under: drag) != nil {
            guard dragRemovesFromOrigin(collection: from.collection) else { return .miss }
            let allowed = mayDelete(item, from: from)
            log.append(.canDelete(item: item.id, from: origin, answer: allowed))
            return allowed ? .delete : .miss
        }
        guard let (collection, index) = location(of: drag) else { return .miss }
        let spec = scenario.collections[collection]
        if collection == from.collection {
            guard let index, index != from.index else { return .miss }
            let count = model.slots[collection].count
            if spec.role == .list, index >= count - 1, from.index == count - 1 { return .miss }
            let occupant = index < count ? model.slots[collection][index].flatMap { itemsByID[$0] } : nil
            if spec.config.rearrangeNeedsItem && occupant == nil { return .miss }
            let allowed = occupant?.rearrangeable != false && mayRearrange(item, in: collection, from: from.index, to: index)
            log.append(.canRearrange(item: item.id, in: spec.id, from: from.index, to: index, answer: allowed))
            return allowed ? .rearrange(collection: collection, from: from.index, to: index) : .miss
        }
        let destination: Int
        switch spec.role {
        case .target:
            guard let index else { return .miss }
            if model.slots[collection][index] != nil && spec.config.dropOnOccupied == .refuse { return .miss }
            destination = index
        case .list:
            destination = index ?? model.slots[collection].count
        case .source:
            guard homes[drag.item] == collection else { return .miss }
            destination = spec.config.sourceItemsConsumable ? model.owners[collection].firstIndex(of: drag.item)! : index ?? 0
        }
        let allowed = mayDrop(item, from: from, into: collection, at: destination)
        log.append(.canDrop(item: item.id, from: origin, to: slotRef(collection, destination), answer: allowed))
        return allowed ? .drop(collection: collection, index: destination) : .miss
    }
}
