/// Event dispatch: each scenario event to the gesture, history, scroll, zoom, keyboard or
/// free-view handling it belongs to.
extension Arena {
    /// Applies one event. Events never fail: the scenario decoder has validated them, and a
    /// gesture that makes no sense in the current state (a move with no press) is ignored.
    public mutating func apply(_ event: ArenaEvent) {
        snapBack = nil
        defer { eventIndex += 1 }
        if isPointerEvent(event), case let .dragging(drag) = gesture, drag.keyboard != nil { return }
        switch event {
        case let .press(point, t): press(at: point, time: t)
        case let .move(point, t): move(to: point, time: t)
        case let .release(point, t): release(at: point, time: t, cancelled: false)
        case let .cancel(point, t): release(at: point, time: t, cancelled: true)
        case let .hold(t): hold(until: t)
        case let .pointerAtCell(action, address, t):
            guard let point = point(at: address) else { return }
            switch action {
            case .press: press(at: point, time: t)
            case .move: move(to: point, time: t)
            case .release: release(at: point, time: t, cancelled: false)
            case .cancel: release(at: point, time: t, cancelled: true)
            }
        case .undo:
            abandonGesture()
            guard let change = undoStack.popLast() else { return }
            model.revert(change)
            redoStack.append(change)
            notify(.history(.undo, count: historyCount))
            notify(.counterChanged(historyCount))
        case .redo:
            abandonGesture()
            guard let change = redoStack.popLast() else { return }
            model.apply(change)
            undoStack.append(change)
            notify(.history(.redo, count: historyCount))
            notify(.counterChanged(historyCount))
        case .reset:
            abandonGesture()
            commit(resetModel())
            notify(.history(.reset, count: historyCount))
        case let .scroll(id, offset):
            guard let index = collectionIndex(id) else { return }
            setOffset(offset, ofCollection: index, coupled: true)
        case let .zoom(id, scale):
            guard let index = collectionIndex(id) else { return }
            setZoom(scale, ofCollection: index, coupled: true)
        case let .resize(size):
            canvasSize = size
            for index in scenario.collections.indices { setOffset(offsets[index], ofCollection: index, coupled: false) }
        case let .addCollection(id), let .removeCollection(id):
            guard let index = collectionIndex(id) else { return }
            let adding = if case .addCollection = event { true } else { false }
            guard present[index] != adding else { return }
            if !adding, case let .dragging(drag) = gesture, drag.from.collection == index { abandonGesture() }
            present[index] = adding
            notify(adding ? .collectionAdded(id) : .collectionRemoved(id))
        case let .register(id): setRegistered(id, true)
        case let .deregister(id): setRegistered(id, false)
        case let .select(item): select(item)
        case let .deselect(item): deselect(item)
        case let .key(key, t): press(key, time: t)
        }
        pruneSelection()
    }

    /// The model `reset` commits: the initial one, or with `resetRule` `emptyTargets` the initial
    /// one with every target emptied (their items discarded unless a source holds them).
    func resetModel() -> ArenaModel {
        guard scenario.config.resetRule == .emptyTargets else { return initialModel }
        var next = initialModel
        for (c, spec) in scenario.collections.enumerated() where spec.role == .target {
            for case let item? in next.slots[c] where homes[item] == nil { next.discarded.append(item) }
            next.slots[c] = next.slots[c].map { _ in nil }
        }
        return next
    }

    func collectionIndex(_ id: String) -> Int? { scenario.collections.firstIndex { $0.id == id } }

    /// Where a pointer at `address` is now: the centre of that cell on the canvas, moved by its
    /// offset; nil when the collection is not in the arena or has no such cell now.
    public func point(at address: CellAddress) -> Point? {
        guard let collection = collectionIndex(address.collection), present[collection], address.index >= 0,
              address.index < model.slots[collection].count else { return nil }
        let center = cellFrames(ofCollection: collection)[address.index].center
        return center + address.offset
    }

    /// Press, move, release and cancel, at a point or a cell (ignored while the keyboard drags).
    func isPointerEvent(_ event: ArenaEvent) -> Bool {
        switch event {
        case .press, .move, .release, .cancel, .pointerAtCell: true
        default: false
        }
    }

    /// Drops whatever gesture is under way without an outcome (used before undo, redo, reset).
    mutating func abandonGesture() { gesture = .idle }
}
