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
        guard drag.keyboard == nil, scenario.collections.contains(where: { $0.config.drag.reorderingCadence != .immediate }),
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

    /// The reorder control's width in points: UITableView's trailing 44 points.
    public static let reorderControlWidth = 44.0

    /// The proposal the collection under a drag answers with: its `dropProposal`, or a move
    /// inserted at the destination when it states none.
    func proposal(ofCollection collection: Int) -> DropProposal {
        scenario.collections[collection].config.drag.dropProposal ?? DropProposal()
    }
}

extension Arena {
    /// Notices (when recorded) where a release that changed the model put the dragged items:
    /// the collection, and the item after the last of them there (none: its end), as SwiftUI's
    /// reorderable container reports a `ReorderDifference`.
    mutating func noticeReordering(_ drag: Drag, _ resolution: Resolution, in next: ArenaModel) {
        guard noticeLog != nil else { return }
        let collection: Int
        switch resolution {
        case let .rearrange(c, _, _, _), let .drop(c, _, _): collection = c
        case .delete, .into, .miss: return
        }
        let slots = next.slots[collection]
        let moving = Set(drag.items)
        let places = slots.indices.filter { slots[$0].map(moving.contains) == true }
        guard let last = places.last else { return }
        let before = slots[(last + 1)...].lazy.compactMap { $0 }.first
        notify(
            .reordered(items: places.map { slots[$0]! }, collection: scenario.collections[collection].id, before: before),
            onlyFor: .swiftuiReorder)
    }
}
