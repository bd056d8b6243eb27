/// What a release would do right now; `miss` when nothing accepts the item. For a list with
/// sections, `section` is the one an insertion lands in (nil takes the section of the cell at
/// the index).
enum Resolution: Equatable {
    case delete
    case rearrange(collection: Int, from: Int, to: Int, section: Int? = nil)
    case drop(collection: Int, index: Int, section: Int? = nil)
    /// Into the item in cell `index` (`insertIntoDestinationIndexPath`): nothing moves.
    case into(collection: Int, index: Int)
    case miss

    var outcome: DragOutcome {
        switch self {
        case .delete: .delete
        case .rearrange: .rearrange
        case .drop: .drop
        case .into: .into
        case .miss: .miss
        }
    }
}

/// The place under a drag: a collection, a cell (or a list's insertion index) in it, and for a
/// list with sections the section that index is in.
struct Place: Equatable {
    var collection: Int
    var index: Int?
    var section: Int? = nil
}

/// Where a drag is and what a release there would do: the delete zone under it, the collection
/// and cell or list gap it targets (by pointer, overlap or ghost centre), and its resolution.
extension Arena {
    /// The delete zone under the pointer, if any.
    func deleteZone(under drag: Drag) -> Int? {
        deleteZoneFrames.firstIndex { $0.contains(drag.pointer) }
    }

    /// The point that picks what lies under `drag` (without `overlap` targeting): the pointer, or
    /// the ghost's centre.
    func targetPoint(of drag: Drag) -> Point {
        scenario.rules.targetSelection == .pointer ? drag.pointer : ghostFrame(of: drag).center
    }

    /// The place under the drag, by the pointer or by the largest overlap with the ghost; in a
    /// list with sections, the section its index is in.
    func location(of drag: Drag) -> Place? {
        if let hit = drag.hitTested, hit.pointer == drag.pointer, hit.offsets == offsets { return hit.place }
        // KD hit-tests the arrangement the drag has made so far (the origin without the item, the
        // list it went into with it). Its indices are the committed model's too: putting the item
        // at the cell hit gives that same arrangement.
        if scenario.collections[drag.from.collection].config.drag.hitTestsLiveArrangement, let live = drag.live, let preview = livePreview(drag, live)
        {
            var arranged = self
            arranged.model = preview.model
            arranged.refreshLayout(ofCollection: drag.from.collection)
            arranged.refreshLayout(ofCollection: preview.place.collection)
            var plain = drag
            plain.live = nil
            return arranged.location(of: plain)
        }
        if let place = drag.keyboard { return present[place.collection] ? Place(collection: place.collection, index: place.index) : nil }
        if scenario.rules.targetSelection != .overlap {
            let point = targetPoint(of: drag)
            guard let collection = collection(at: point) else { return nil }
            if scenario.collections[collection].role == .list {
                if collection == drag.from.collection, drag.keyboard == nil, scenario.collections[collection].config.drag.ghostAxis == .scrollAxis {
                    let place = rowPlace(of: drag)
                    return Place(collection: collection, index: place.index, section: place.section)
                }
                if scenario.collections[collection].config.drag.listInsertion == .cellAsDrawn, drag.keyboard == nil {
                    return drawnPlace(of: drag, at: point, inCollection: collection)
                }
                let place = listPlace(at: point, inCollection: collection)
                return Place(collection: collection, index: place.index, section: place.section)
            }
            return Place(collection: collection, index: cell(at: point, inCollection: collection))
        }
        let ghost = ghostFrame(of: drag)
        var best: (collection: Int, area: Double)?
        for collection in buckets.candidates(meeting: ghost) where present[collection] {
            let area = frame(ofCollection: collection).intersection(ghost)?.area ?? 0
            if area > 0, area > (best?.area ?? 0) { best = (collection, area) }
        }
        guard let collection = best?.collection else { return nil }
        // The cells that show (KD's visibleCells: at least in part inside the cell area, not all
        // under a title band) count with their whole frames, the part scrolled out of view too, as
        // KD's indexPathForCellOverlappingRect intersects each cell's frame with the ghost's.
        let visible = visibleCellFrames(ofCollection: collection)
        // A ghost whose origin lies past the end of the content (below it, or beyond it in a
        // horizontal collection) is at index `visibleCells.count - 1`, whatever it overlaps
        // (KDDragAndDropCollectionView.swift 1.4, lines 174-178): a drag below a short list's
        // last cell moves the item to the end.
        if !visible.isEmpty {
            // UIKit's contentSize: the flow layout's, up to the last line and the bottom (or
            // trailing) inset; not the frame a short list leaves empty below it.
            let inset = scenario.collections[collection].config.layout.sectionInset
            let horizontal = scenario.collections[collection].config.layout.scrollDirection == .horizontal
            let edge = furthestCellEdge(ofCollection: collection, horizontal: horizontal) ?? 0
            let content = screenRect(horizontal ? Rect(0, 0, edge + inset.right, 0) : Rect(0, 0, 0, edge + inset.bottom), inCollection: collection)
            let pastEnd = horizontal ? ghost.minX > content.maxX : ghost.minY > content.maxY
            if pastEnd { return Place(collection: collection, index: visible.count - 1) }
        }
        var bestCell: (index: Int, area: Double)?
        for (index, frame) in visible {
            let area = frame.intersection(ghost)?.area ?? 0
            if area > 0, area > (bestCell?.area ?? 0) { bestCell = (index, area) }
        }
        // Over no cell of a list: its end, or with `refuse` (KD) nowhere, unless the list is empty
        // (KD's indexPathForCellOverlappingRect gives the first index when no cell shows).
        let count = model.slots[collection].count
        if bestCell == nil, scenario.collections[collection].role == .list,
            scenario.collections[collection].config.drag.listDropOnEmptySpace == .end || count == 0
        {
            return Place(collection: collection, index: count)
        }
        return Place(collection: collection, index: bestCell?.index)
    }

    /// Where UIKit's interactive movement puts the item dragged over `point` of a `cellAsDrawn`
    /// list, as the place after the release: the index path of the cell drawn there, in the
    /// arrangement the drag has drawn (`Drag.drawn`, the gap open), which the item takes; past a
    /// section's last cell, that section's end; over no cell, where the item is drawn (else before
    /// the nearest cell). A model of the layout's documented default, "searches for an existing
    /// cell at the specified location" (docs/NATIVE.md).
    func drawnPlace(of drag: Drag, at point: Point, inCollection collection: Int) -> Place {
        var drawn = self
        // The item as drawn here: at the gap the drag opened, or still at its own place.
        var carried: Int?
        if let resolution = drag.drawn, let preview = livePreview(drag, resolution) {
            drawn.model = preview.model
            drawn.refreshLayout(ofCollection: collection)
            carried = preview.place.collection == collection ? preview.place.index : nil
        } else if drag.from.collection == collection, !dropCopies(into: collection, under: drag) {
            carried = drag.from.index
        }
        let hit = drawn.listPlace(at: point, inCollection: collection, kept: carried)
        // The index path the item takes, in the drawn arrangement; at a section's end, the item
        // already drawn in that section stays its last cell.
        let drawnCounts = drawn.model.sectionCounts[collection]
        let section = hit.section ?? (drawnCounts.isEmpty ? nil : 0)
        let drawnStart = section.map { drawn.model.sectionStart($0, inCollection: collection) } ?? 0
        var row = hit.index - drawnStart
        if let carried, hit.index > carried, drawn.model.section(ofCell: carried, inCollection: collection) == section,
            hit.index == drawnStart + (section.map { drawnCounts[$0] } ?? drawn.model.slots[collection].count)
        {
            row -= 1
        }
        // That index path as a flat index after the release: the item leaves its section here
        // (a move within the collection) and joins `section`.
        var counts = model.sectionCounts[collection]
        if drag.from.collection == collection, !dropCopies(into: collection, under: drag),
            let origin = model.section(ofCell: drag.from.index, inCollection: collection)
        {
            counts[origin] -= 1
        }
        let start = section.map { counts.prefix($0).reduce(0, +) } ?? 0
        return Place(collection: collection, index: start + row, section: hit.section)
    }

    /// Where a list takes an item dropped at `point`: the cell under it (before or after it by
    /// `listInsertion`), else before the nearest cell, or at the end when the point lies past the
    /// last cell. With sections, only the cells of the section whose band holds the point count
    /// (an empty section takes the item at its start), and the section is returned. Under
    /// `cellAsDrawn`, a point over no cell keeps the place `kept` when that cell is in the section.
    func listPlace(at point: Point, inCollection collection: Int, kept: Int? = nil) -> (index: Int, section: Int?) {
        let layout = layout(ofCollection: collection)
        // Cells' frames on the canvas, each mapped when it is read: a list of 100,000 cells is
        // searched, not mapped whole, at every move.
        let area = cellArea(ofCollection: collection), zoom = displayZoom(ofCollection: collection), offset = offsets[collection]
        func frame(_ cell: Int) -> Rect { Arena.screenRect(layout.cells[cell], frame: area, zoom: zoom, offset: offset) }
        let config = scenario.collections[collection].config
        let vertical = config.layout.scrollDirection == .vertical
        var cells = layout.cells.indices
        var section: Int?
        if !layout.sections.isEmpty {
            // The band that holds the point along the stacking axis, else the nearest one.
            let along = vertical ? point.y : point.x
            let spans = screenRects(layout.sections.map(\.frame), inCollection: collection)
                .map { vertical ? ($0.minY, $0.maxY) : ($0.minX, $0.maxX) }
            let s =
                spans.firstIndex { $0.0 <= along && along <= $0.1 }
                ?? spans.indices.min {
                    min(abs(spans[$0].0 - along), abs(spans[$0].1 - along)) < min(abs(spans[$1].0 - along), abs(spans[$1].1 - along))
                }!
            let start = model.sectionStart(s, inCollection: collection)
            cells = start..<start + model.sectionCounts[collection][s]
            section = s
        }
        guard let last = cells.last else { return (cells.lowerBound, section) }
        if let hit = firstCell(containing: point, inCollection: collection, among: cells) {
            // A drop into an item (a proposal's insertInto intent, the item's own or its
            // collection's) is over the cell itself.
            let hitProposal = ownProposal(ofCell: hit, inCollection: collection) ?? proposal(ofCollection: collection)
            guard config.drag.listInsertion == .byHalf, hitProposal.intent != .insertIntoDestinationIndexPath else {
                return (hit, section)
            }
            let hitFrame = frame(hit)
            // Halves along the line, or across it where each line holds one cell.
            let frames = screenRects(layout.cells, inCollection: collection)
            let alongX = vertical != FlowLayout.holdsOneCellPerLine(frames[...], config: config, area: area)
            let rightToLeft = config.layout.layoutDirection == .rightToLeft
            let after = alongX ? (rightToLeft ? point.x < hitFrame.midX : point.x >= hitFrame.midX) : point.y >= hitFrame.midY
            return (after ? hit + 1 : hit, section)
        }
        let end = frame(last)
        let pastEnd: Bool
        if config.layout.layoutDirection == .rightToLeft {
            // Mirrored: lines fill leftwards, and columns stack leftwards.
            pastEnd =
                vertical
                ? point.y >= end.maxY || (point.y >= end.minY && point.x <= end.midX)
                : point.x <= end.minX || (point.x <= end.maxX && point.y >= end.midY)
        } else {
            pastEnd =
                vertical
                ? point.y >= end.maxY || (point.y >= end.minY && point.x >= end.midX)
                : point.x >= end.maxX || (point.x >= end.minX && point.y >= end.midY)
        }
        if pastEnd { return (last + 1, section) }
        if config.drag.listInsertion == .cellAsDrawn, let kept, cells.contains(kept) { return (kept, section) }
        var nearest = cells.lowerBound
        var nearestDistance = Double.infinity
        for index in cells {
            let distance = frame(index).center.distance(to: point)
            if distance < nearestDistance { nearest = index; nearestDistance = distance }
        }
        return (nearest, section)
    }

    /// What releasing `drag` now would do: delete > rearrange > drop > miss (docs/RULES.md).
    func resolve(_ drag: Drag) -> Resolution {
        var asked: [Asked] = []
        return resolve(drag, asked: &asked)
    }

    /// Resolves the release of `drag`, noticing the assertions asked: an assertion whose collection
    /// key is off is not there to ask (a seed's data source that does not implement it).
    mutating func resolveNotifying(_ drag: Drag) -> Resolution {
        var asked: [Asked] = []
        let resolution = resolve(drag, asked: &asked)
        // BetweenKit asks its delete assertion first at every release, with the point.
        if scenario.collections[drag.from.collection].config.permissions.allowDelete, deleteZone(under: drag) == nil {
            notify(.canDelete(item: drag.item, from: slotRef(drag.from.collection, drag.from.index), answer: false), onlyFor: .betweenkit)
        }
        for ask in asked { notify(ask.notice, onlyFor: ask.onlyFor, pointer: drag.keyboard == nil ? drag.pointer : nil) }
        return resolution
    }

    /// An assertion asked while resolving, with the one seed whose names alone use it (answered
    /// by the keys alone, the data source not asked).
    typealias Asked = (notice: ArenaNotice, onlyFor: Behaviour?)

    func resolve(_ drag: Drag, asked log: inout [Asked]) -> Resolution {
        let from = drag.from
        guard let item = itemSpec(drag.item) else { return .miss }
        let origin = slotRef(from.collection, from.index)
        if deleteZone(under: drag) != nil {
            guard dragRemovesFromOrigin(collection: from.collection) else { return .miss }
            let allowed = mayDelete(item, from: from)
            if scenario.collections[from.collection].config.permissions.allowDelete {
                log.append((.canDelete(item: item.id, from: origin, answer: allowed), nil))
            }
            return allowed ? .delete : .miss
        }
        guard let place = location(of: drag) else { return .miss }
        let collection = place.collection, section = place.section
        let spec = scenario.collections[collection]
        // The app's drop proposal here (UIKit): no drop, or a drop into the item under the touch.
        let proposal = proposal(ofCollection: collection, under: drag)
        guard proposal.drops else { return .miss }
        if proposal.intent == .insertIntoDestinationIndexPath {
            let index = drag.keyboard?.index ?? cell(at: targetPoint(of: drag), inCollection: collection)
            guard let index, index < model.slots[collection].count, let target = model.slots[collection][index], !drag.items.contains(target)
            else { return .miss }
            return .into(collection: collection, index: index)
        }
        // A copy leaves the item where it is: into its own collection too, it is a drop.
        if collection == from.collection, !dropCopies(into: collection, under: drag) {
            guard var index = place.index else { return .miss }
            let count = model.slots[collection].count
            // BetweenKit's rearrange target is `indexPathForItemAtPoint:`, nil between two cells:
            // neither assertion is asked and the item snaps back (I3GestureCoordinator.m 258-270,
            // 309-314). A list's nearest cell is not under the drag.
            if spec.config.drag.rearrangeNeedsItem, drag.keyboard == nil, scenario.rules.targetSelection != .overlap, index < count {
                guard cellFrame(index, ofCollection: collection).contains(targetPoint(of: drag)) else { return .miss }
            }
            if spec.role == .list && spec.config.drag.listInsertion == .byHalf && drag.keyboard == nil {
                // An insertion place: right before or after the item's own cell is where it is.
                if index == from.index || index == from.index + 1 {
                    guard let section, section != model.section(ofCell: from.index, inCollection: collection) else { return .miss }
                }
                if index > from.index { index -= 1 }
            }
            let sameSection = section == nil || section == model.section(ofCell: from.index, inCollection: collection)
            if spec.config.drag.staysInSection, !sameSection { return .miss }
            if index == from.index, sameSection {
                // BetweenKit counts the item's own cell as an item under the drag: it asks, then snaps back.
                if spec.config.permissions.allowRearrange {
                    log.append((.canRearrange(item: item.id, in: spec.id, from: index, to: index, answer: item.rearrangeable), .betweenkit))
                }
                return .miss
            }
            if spec.role == .list, index >= count - 1, from.index == count - 1, sameSection { return .miss }
            let occupant = index < count ? model.slots[collection][index].flatMap(itemSpec) : nil
            if spec.config.drag.rearrangeNeedsItem && occupant == nil { return .miss }
            let allowed = occupant?.rearrangeable != false && mayRearrange(item, in: collection, from: from.index, to: index)
            if spec.config.permissions.allowRearrange {
                log.append((.canRearrange(item: item.id, in: spec.id, from: from.index, to: index, answer: allowed), nil))
            }
            return allowed ? .rearrange(collection: collection, from: from.index, to: index, section: section) : .miss
        }
        let destination: Int
        let index = place.index
        switch spec.role {
        case .target:
            guard let index else { return .miss }
            if model.slots[collection][index] != nil && spec.config.drag.dropOnOccupied == .refuse { return .miss }
            destination = index
        case .list:
            // Over no cell: the end, or with `listDropOnEmptySpace` `refuse` (KD) nothing.
            guard let place = index ?? (spec.config.drag.listDropOnEmptySpace == .end ? model.slots[collection].count : nil) else { return .miss }
            destination = place
        case .source:
            guard homes[drag.item] == collection else { return .miss }
            destination = spec.config.drag.sourceItemsConsumable ? model.owners[collection].firstIndex(of: drag.item)! : index ?? 0
        }
        let allowed = mayDrop(item, from: from, into: collection, at: destination)
        if spec.config.permissions.allowDrop {
            log.append((.canDrop(item: item.id, from: origin, to: slotRef(collection, destination), answer: allowed), nil))
        }
        return allowed ? .drop(collection: collection, index: destination, section: section) : .miss
    }
}
