/// The system's drag rules (docs/NATIVE.md): a lift held still is cancelled, the reordering
/// cadence holds the gap back, a table row keeps its column, only the reorder control drags.
extension Arena {
    /// The state of a `reorderingCadence` gate while a drag is over a collection whose cadence is
    /// `fast` or `slow`.
    struct CadenceGate: Sendable {
        /// Where the gap is: what a release would commit (`.miss`: nothing moved yet).
        var gap = Resolution.miss
        /// Whether the gap has moved once in this drag (the gate's second speed applies).
        var reordered = false
        /// How long the pointer has stayed under the gate's speed.
        var slowFor = 0.0
        /// The collection whose cadence it is.
        var collection: Int
    }

    /// Cancels the lift of a drag held still (within 10 points of where it lifted) for its
    /// collection's `liftCancelDelay` by `time`: a miss, at the moment the delay ran out.
    mutating func cancelHeldLift(by time: Double) {
        guard case let .dragging(drag) = gesture, drag.keyboard == nil, !drag.movedSinceLift else { return }
        let delay = scenario.collections[drag.from.collection].config.drag.liftCancelDelay
        guard delay > 0, time - drag.lifted.time >= delay else { return }
        release(at: drag.pointer, time: drag.lifted.time + delay, cancelled: true, liftCancelled: true)
    }

    /// `point` as the drag takes it: with `ghostAxis: scrollAxis`, on the line through the press
    /// along the scroll axis, the dragged cell kept within its collection's cell area.
    func constrained(_ point: Point, for drag: Drag) -> Point {
        let collection = drag.from.collection
        let config = scenario.collections[collection].config
        guard config.drag.ghostAxis == .scrollAxis, drag.keyboard == nil else { return point }
        let start = drag.cellFrame.origin + drag.grab, area = cellArea(ofCollection: collection)
        func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { max(low, min(value, max(low, high))) }
        if config.layout.scrollDirection == .vertical {
            return Point(start.x, clamp(point.y, area.minY + drag.grab.y, area.maxY - drag.cellFrame.height + drag.grab.y))
        }
        return Point(clamp(point.x, area.minX + drag.grab.x, area.maxX - drag.cellFrame.width + drag.grab.x), start.y)
    }

    /// After a pointer event of `drag` at `time` (the pointer already moved): notes whether it has
    /// left its lift point, and runs the reordering cadence's gate of the collection under it. The
    /// pointer is taken to move evenly between two events; the gap moves to the place under it
    /// once it has stayed under the gate's speed for the gate's time.
    func advanceNativeRules(_ drag: inout Drag, at time: Double) {
        defer { drag.lastPointerEvent = (drag.pointer, time) }
        if drag.pointer.distance(to: drag.lifted.point) >= Arena.slop { drag.movedSinceLift = true }
        // Where no collection holds its gap back (every preset but a cadence a scenario sets),
        // a pointer event asks nothing more.
        guard drag.keyboard == nil, hasCadence,
            let place = location(of: drag), let gate = scenario.collections[place.collection].config.drag.reorderingCadence.gate
        else {
            drag.cadence = nil
            return
        }
        if drag.cadence?.collection != place.collection { drag.cadence = CadenceGate(collection: place.collection) }
        let elapsed = max(0, time - drag.lastPointerEvent.time)
        let distance = drag.pointer.distance(to: drag.lastPointerEvent.point)
        let speed = elapsed > 0 ? distance / elapsed : distance > 0 ? .infinity : 0
        let (limit, rest) = drag.cadence!.reordered ? gate.then : gate.first
        drag.cadence!.slowFor = speed < limit ? drag.cadence!.slowFor + elapsed : 0
        guard drag.cadence!.slowFor >= rest else { return }
        let resolution = resolve(drag)
        if resolution != drag.cadence!.gap {
            drag.cadence!.gap = resolution
            drag.cadence!.reordered = true
        }
    }

    /// Whether a press at `point` on cell `index` of `collection` may drag it: anywhere, or with
    /// `reorderControl` only on the control, the cell's trailing 44 points (its left in a
    /// right-to-left collection).
    func pressReachesDrag(_ point: Point, cell index: Int, inCollection collection: Int) -> Bool {
        let config = scenario.collections[collection].config
        guard config.drag.reorderControl else { return true }
        let frame = cellFrame(index, ofCollection: collection)
        let width = min(Arena.reorderControlWidth, frame.width)
        return config.layout.layoutDirection == .rightToLeft ? point.x <= frame.minX + width : point.x >= frame.maxX - width
    }

    /// Where a row dragged along its table (`ghostAxis: scrollAxis`) would go: among the other
    /// rows of the section whose band holds the pointer, past each whose midpoint the dragged row's
    /// centre has reached, toward the way it moved (a midpoint it sits on counts when it moved
    /// past its origin, not when it moved before it). A model (docs/NATIVE.md): a row kept inside
    /// its table reaches the first and the last place wherever its control was pressed.
    func rowPlace(of drag: Drag) -> (index: Int, section: Int?) {
        let collection = drag.from.collection
        let band = listPlace(at: drag.pointer, inCollection: collection).section
        var cells = model.slots[collection].indices
        if let band {
            let start = model.sectionStart(band, inCollection: collection)
            cells = start..<start + model.sectionCounts[collection][band]
        }
        let vertical = scenario.collections[collection].config.layout.scrollDirection == .vertical
        let rightToLeft = scenario.collections[collection].config.layout.layoutDirection == .rightToLeft
        // Along the stacking axis, measured so that later rows lie further.
        func along(_ rect: Rect) -> Double { vertical ? rect.midY : rightToLeft ? -rect.midX : rect.midX }
        let centre = along(ghostFrame(of: drag)), home = along(drag.cellFrame)
        let others = cells.filter { $0 != drag.from.index }
        let passed = others.filter {
            let middle = along(cellFrame($0, ofCollection: collection))
            return centre > home ? middle <= centre : middle < centre
        }.count
        return (passed < others.count ? others[passed] : cells.upperBound, band)
    }

    /// The reorder control's width in points: UITableView's trailing 44 points.
    public static let reorderControlWidth = 44.0

    /// The index path a release of `drag` over `place` would give its first item, UIKit's
    /// destination index path: where the release would put it (counted after the removal, in the
    /// sections as they would be), its own when it is over its own place, the item's under a drop
    /// into an item; where a place that refuses lies; nil over no place.
    func destinationPath(of drag: Drag, at place: Place) -> IndexPathValue? {
        let counts = model.sectionCounts[place.collection]
        if isOwnPlace(place, of: drag) { return IndexPathValue(drag.from.index, counts: counts) }
        let resolution = resolve(drag)
        switch resolution {
        case let .into(_, index):
            return IndexPathValue(index, counts: counts)
        case let .rearrange(c, _, _, _) where c == place.collection, let .drop(c, _, _) where c == place.collection:
            var edit = ModelEdit(model)
            performRelease(resolution, drag: drag, on: &edit)
            let carried = Set(carriedIDs(of: drag, into: c))
            guard let index = edit.slots[c].firstIndex(where: { $0.map(carried.contains) == true }) else { return nil }
            return IndexPathValue(index, counts: edit.model.sectionCounts[c])
        default:
            return place.index.map { IndexPathValue($0, counts: counts) }
        }
    }

    /// The proposal the app answers with over `collection` for `drag`: the `dropProposal` of the
    /// item whose cell is under the drag's touch (`Drag.placeProposal`), else the collection's,
    /// else a move inserted at the destination (docs/NATIVE.md, "Proposals per place"). Without
    /// a drag, or for a keyboard drag, the collection's.
    func proposal(ofCollection collection: Int, under drag: Drag? = nil) -> DropProposal {
        if let place = drag?.placeProposal, place.collection == collection { return place.proposal }
        return scenario.collections[collection].config.drag.dropProposal ?? .reordering
    }

    /// Takes the proposal of the item under `drag`'s touch (`Drag.placeProposal`): the cell at
    /// its target point in the collection there, in the layout before the release (a gap the
    /// drag opened is not looked at, so it never changes the answer).
    func notePlaceProposal(_ drag: inout Drag) {
        guard hasItemProposals else { return }
        drag.placeProposal = nil
        let point = targetPoint(of: drag)
        guard drag.keyboard == nil, let collection = collection(at: point), let cell = cell(at: point, inCollection: collection),
            let own = ownProposal(ofCell: cell, inCollection: collection)
        else { return }
        drag.placeProposal = (collection, own)
    }

    /// The `dropProposal` the item in cell `cell` of `collection` states; nil when it states none.
    func ownProposal(ofCell cell: Int, inCollection collection: Int) -> DropProposal? {
        model.slots[collection][cell].flatMap(itemSpec)?.dropProposal
    }
}

extension Arena {
    /// Notices (when recorded) where a release put the dragged items (`placed`: each item, its
    /// origin and the id it took in `collection`, in the drag's order), from the model after it
    /// (`next`) and the section counts before it (`moved` false: let go on its own place): the
    /// system's calls name index paths on both sides of the removal, and SwiftUI's reorderable
    /// container the item after the last of them in their section.
    mutating func noticePlacement(
        _ placed: [(item: String, placed: String, from: CellPlace)], in collection: Int, countsBefore: [[Int]], next: ArenaModel,
        moved: Bool = true
    ) {
        guard noticeLog != nil, !placed.isEmpty else { return }
        let slots = next.slots[collection]
        let ids = Set(placed.map(\.placed))
        let places = slots.indices.filter { slots[$0].map(ids.contains) == true }
        guard let first = places.first, let last = places.last else { return }
        let destination = IndexPathValue(first, counts: next.sectionCounts[collection])
        let copied = placed.contains { $0.item != $0.placed }
        // onMove's offset counted before the removal: past each source of the destination's section
        // that lies at or before it.
        var offset = destination.item
        let sources =
            copied
            ? [] : placed.filter { $0.from.collection == collection }.map { IndexPathValue($0.from.index, counts: countsBefore[$0.from.collection]) }
        for source in sources.filter({ $0.section == destination.section }).map(\.item).sorted() where source <= offset { offset += 1 }
        let placement = Placement(
            collection: scenario.collections[collection].id, destination: destination,
            entries: placed.map {
                Placement.Entry(
                    item: $0.item, placed: $0.placed, from: scenario.collections[$0.from.collection].id,
                    path: IndexPathValue($0.from.index, counts: countsBefore[$0.from.collection]))
            }, offsetBeforeRemoval: offset, sectioned: !next.sectionCounts[collection].isEmpty, moved: moved)
        // The item after them in their section (a section is its own `ForEach`).
        let lastPath = IndexPathValue(last, counts: next.sectionCounts[collection])
        let sectionEnd =
            next.sectionCounts[collection].isEmpty ? slots.count : last - lastPath.item + next.sectionCounts[collection][lastPath.section]
        let before = slots[(last + 1)..<sectionEnd].lazy.compactMap { $0 }.first
        notify(
            .reordered(items: places.map { slots[$0]! }, collection: scenario.collections[collection].id, before: before),
            placement: placement)
    }
}
