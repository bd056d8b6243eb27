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

    // MARK: Pointer

    mutating func press(at point: Point, time: Double) {
        guard case .idle = gesture else { return }
        // Free draggables lie over the collections.
        if let (group, index) = freeDraggable(at: point) {
            var drag = FreeDrag(group: group, index: index, start: free.frames[group][index], press: point, pointer: point)
            notify(.freeDragBegan(view: scenario.freeViews[group].draggables[index].item.id))
            trackFree(&drag)
            gesture = .draggingFree(drag)
            return
        }
        let collection = self.collection(at: point)
        var cell: (collection: Int, index: Int)?
        if let collection, let index = self.cell(at: point, inCollection: collection), mayPickUp(collection, index) {
            cell = (collection, index)
        }
        let press = Press(point: point, time: time, cell: cell, collection: collection)
        if let cell, canStartDrag(press, cell: cell, at: point, time: time) {
            beginDrag(press, cell: cell)
        } else {
            gesture = .pressed(press)
        }
    }

    /// Whether the item in cell `index` of `collection` may be picked up: draggable, and allowed by
    /// the collection and the data source (asked, and noticed, here).
    mutating func mayPickUp(_ collection: Int, _ index: Int) -> Bool {
        guard let id = model.slots[collection][index], let item = itemsByID[id], item.draggable else { return false }
        let slot = slotRef(collection, index)
        let allowed = scenario.collections[collection].config.allowDrag && (dataSource?.canDrag(item: item, from: slot) ?? true)
        notify(.canDrag(item: id, from: slot, answer: allowed))
        return allowed
    }

    /// Whether a press on a draggable cell has been held long enough and moved far enough to drag.
    func canStartDrag(_ press: Press, cell: (collection: Int, index: Int), at point: Point, time: Double) -> Bool {
        let config = scenario.collections[cell.collection].config
        return time - press.time >= config.longPressDurationBeforeDragging && point.distance(to: press.point) >= config.dragStartDistance
    }

    mutating func beginDrag(_ press: Press, cell: (collection: Int, index: Int)) {
        let frame = cellFrames(ofCollection: cell.collection)[cell.index]
        let item = model.slots[cell.collection][cell.index]!
        gesture = .dragging(Drag(item: item, from: cell, grab: press.point - frame.origin, cellFrame: frame, pointer: press.point,
                                 over: cell.collection, time: press.time, items: draggedItems(startingWith: item)))
        notify(.dragBegan(item: item, from: slotRef(cell.collection, cell.index)))
    }

    /// A pending press becomes a drag once held long enough (and moved far enough), or a pan once
    /// moved past the slop before that.
    mutating func promotePress(_ press: Press, to point: Point, time: Double) {
        if let cell = press.cell, canStartDrag(press, cell: cell, at: point, time: time) {
            beginDrag(press, cell: cell)
        } else if press.cell == nil || scenario.collections[press.cell!.collection].config.longPressDurationBeforeDragging > 0,
                  point.distance(to: press.point) >= Arena.slop, let collection = press.collection {
            gesture = .panning(collection: collection, start: press.point, startOffset: offsets[collection])
        }
    }

    mutating func move(to point: Point, time: Double) {
        if case let .pressed(press) = gesture { promotePress(press, to: point, time: time) }
        switch gesture {
        case let .panning(collection, start, startOffset):
            setOffset(startOffset - (point - start), ofCollection: collection, coupled: true)
        case var .dragging(drag):
            autoScroll(&drag, until: time)
            drag.pointer = point
            track(&drag)
            gesture = .dragging(drag)
        case var .draggingFree(drag):
            drag.pointer = point
            trackFree(&drag)
            gesture = .draggingFree(drag)
        default: break
        }
    }

    /// Time passes with the pointer still: a press held long enough becomes a drag, and a drag
    /// held near an edge auto-scrolls.
    mutating func hold(until time: Double) {
        if case let .pressed(press) = gesture { promotePress(press, to: press.point, time: time) }
        guard case var .dragging(drag) = gesture else { return }
        autoScroll(&drag, until: time)
        track(&drag)
        gesture = .dragging(drag)
    }

    /// Scrolls the collection under the pointer for the time since the drag's last event, when
    /// its `autoScroll` is on and the pointer lies in the band inside one of its edges along the
    /// scroll direction: at `speed` on the edge itself, linearly slower to 0 at the band's inner
    /// side. The offset stays clamped, and coupled collections follow.
    mutating func autoScroll(_ drag: inout Drag, until time: Double) {
        defer { drag.time = max(drag.time, time) }
        let elapsed = time - drag.time
        guard elapsed > 0, drag.keyboard == nil, let collection = collection(at: drag.pointer),
              let settings = scenario.collections[collection].config.autoScroll else { return }
        let frame = frame(ofCollection: collection)
        let vertical = scenario.collections[collection].config.scrollDirection == .vertical
        let (start, length, position) = vertical ? (frame.minY, frame.height, drag.pointer.y) : (frame.minX, frame.width, drag.pointer.x)
        let band = min(settings.edge, length / 2)
        let speed = settings.speed ?? length / 2
        let fromStart = position - start, fromEnd = start + length - position
        let velocity: Double
        if fromStart < band {
            velocity = -speed * (1 - fromStart / band)
        } else if fromEnd < band {
            velocity = speed * (1 - fromEnd / band)
        } else {
            return
        }
        let step = velocity * elapsed
        let offset = offsets[collection] + (vertical ? Point(0, step) : Point(step, 0))
        setOffset(offset, ofCollection: collection, coupled: true)
    }

    /// Follows the drag after a pointer event: the collection under it (notices on entering and
    /// leaving) and the last place that would accept it. Only when notices are recorded or
    /// `dropOnLastHover` needs it, so that a move otherwise costs nothing per cell.
    mutating func track(_ drag: inout Drag) {
        let lastHover = scenario.collections[drag.from.collection].config.dropOnLastHover
        guard noticeLog != nil || lastHover else { return }
        let location = location(of: drag)
        let over = location?.collection
        if over != drag.over {
            if let old = drag.over { notify(.exited(item: drag.item, collection: scenario.collections[old].id)) }
            if let over { notify(.entered(item: drag.item, collection: scenario.collections[over].id)) }
            drag.over = over
        }
        if let location {
            notify(.movedOver(item: drag.item, collection: scenario.collections[location.collection].id, index: location.index))
        }
        guard lastHover else { return }
        let resolution = resolve(drag)
        if resolution != .miss, resolution != .delete { drag.lastAccepted = resolution }
    }

    mutating func release(at point: Point, time: Double, cancelled: Bool) {
        if !cancelled, case let .pressed(press) = gesture, let cell = press.cell, canStartDrag(press, cell: cell, at: point, time: time) {
            beginDrag(press, cell: cell)
        }
        if case var .draggingFree(drag) = gesture {
            drag.pointer = point
            trackFree(&drag)
            gesture = .idle
            releaseFree(drag, cancelled: cancelled)
            return
        }
        if !cancelled, case let .pressed(press) = gesture, let cell = press.cell, scenario.config.selectionMode == .tap {
            toggleSelection(model.slots[cell.collection][cell.index]!)
        }
        guard case var .dragging(drag) = gesture else {
            gesture = .idle
            return
        }
        autoScroll(&drag, until: time)
        drag.pointer = point
        track(&drag)
        gesture = .idle
        // With `selectionMode` `tap`, a drag let go where it was pressed was a tap.
        if !cancelled, drag.keyboard == nil, scenario.config.selectionMode == .tap,
           point.distance(to: drag.cellFrame.origin + drag.grab) < Arena.slop {
            toggleSelection(drag.item)
            notify(.dragEnded(item: drag.item, over: drag.over.map { scenario.collections[$0].id }))
            return
        }
        let config = scenario.collections[drag.from.collection].config
        let resolution = cancelled ? .miss : releaseResolution(drag, resolveNotifying(drag))
        lastOutcome = resolution.outcome
        notify(.outcome(item: drag.item, from: slotRef(drag.from.collection, drag.from.index), resolution.notice(self)))
        if resolution == .miss {
            if config.snapBackOnMiss {
                snapBack = SnapBack(item: drag.item, from: slotRef(drag.from.collection, drag.from.index), frame: drag.cellFrame)
            }
            notify(.dragEnded(item: drag.item, over: drag.over.map { scenario.collections[$0].id }))
            return
        }
        var next = model
        performRelease(resolution, drag: drag, on: &next)
        commit(next)
        // A selection that was moved is done with.
        if drag.items.count > 1 { selection.removeAll() }
        notify(.dragEnded(item: drag.item, over: drag.over.map { scenario.collections[$0].id }))
    }

    /// What a release does to the model: one item's rules, or a selection's.
    func performRelease(_ resolution: Resolution, drag: Drag, on model: inout ArenaModel) {
        if drag.items.count > 1 { performMulti(resolution, drag: drag, on: &model) } else { perform(resolution, drag: drag, on: &model) }
    }

    /// What a release of `drag` commits, given what the place under it would do: that, or over
    /// no collection and no delete zone with `dropOnLastHover`, the last place that accepted it.
    func releaseResolution(_ drag: Drag, _ resolution: Resolution) -> Resolution {
        guard resolution == .miss, scenario.collections[drag.from.collection].config.dropOnLastHover,
              deleteZone(under: drag) == nil, location(of: drag) == nil, let last = drag.lastAccepted else { return resolution }
        return last
    }

    func slotRef(_ collection: Int, _ index: Int) -> SlotRef {
        SlotRef(collection: scenario.collections[collection].id, index: index)
    }

    // MARK: Targeting

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
        let visible = frame(ofCollection: collection).intersection(ghost)!
        var bestCell: (index: Int, area: Double)?
        for (index, cell) in cellFrames(ofCollection: collection).enumerated() {
            let area = cell.intersection(visible)?.area ?? 0
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

    // MARK: Permissions

    // Each asks the collection's keys, the item's keys and then the data source (only when the
    // keys allow), for one item and one place.

    func mayDelete(_ item: ItemSpec, from origin: (collection: Int, index: Int)) -> Bool {
        scenario.collections[origin.collection].config.allowDelete && item.deletable
            && (dataSource?.canDelete(item: item, from: slotRef(origin.collection, origin.index)) ?? true)
    }

    func mayRearrange(_ item: ItemSpec, in collection: Int, from: Int, to: Int) -> Bool {
        let spec = scenario.collections[collection]
        return spec.config.allowRearrange && item.rearrangeable
            && (dataSource?.canRearrange(item: item, in: spec.id, from: from, to: to) ?? true)
    }

    func mayDrop(_ item: ItemSpec, from origin: (collection: Int, index: Int), into collection: Int, at index: Int) -> Bool {
        let config = scenario.collections[collection].config
        return config.allowDrop && config.accepts.map { $0.contains(item.id) } != false
            && (dataSource?.canDrop(item: item, from: slotRef(origin.collection, origin.index), to: slotRef(collection, index)) ?? true)
    }

    // MARK: Outcomes

    func isCopy(_ item: String) -> Bool {
        guard let home = homes[item] else { return false }
        return !scenario.collections[home].config.sourceItemsConsumable
    }

    func perform(_ resolution: Resolution, drag: Drag, on model: inout ArenaModel) {
        let from = drag.from
        switch resolution {
        case .miss:
            return
        case .delete:
            removeFromOrigin(from, in: &model)
            if !isCopy(drag.item) { model.discarded.append(drag.item) }
        case let .rearrange(collection, source, destination):
            let mode = scenario.collections[collection].config.rearrange
            let hasOwners = scenario.collections[collection].role == .source
            if mode == .swap && destination < model.slots[collection].count {
                model.slots[collection].swapAt(source, destination)
                if hasOwners { model.owners[collection].swapAt(source, destination) }
            } else {
                let to = min(destination, model.slots[collection].count - 1)
                model.slots[collection].insert(model.slots[collection].remove(at: source), at: to)
                if hasOwners { model.owners[collection].insert(model.owners[collection].remove(at: source), at: to) }
            }
        case let .drop(collection, index):
            switch scenario.collections[collection].role {
            case .target:
                if let occupant = model.slots[collection][index] {
                    let policy = scenario.collections[collection].config.dropOnOccupied
                    let originRole = scenario.collections[from.collection].role
                    if policy == .swap && originRole != .source {
                        model.slots[from.collection][from.index] = occupant
                    } else {
                        removeFromOrigin(from, in: &model)
                        evict(occupant, in: &model)
                    }
                } else {
                    removeFromOrigin(from, in: &model)
                }
                model.slots[collection][index] = drag.item
            case .list:
                removeFromOrigin(from, in: &model)
                model.slots[collection].insert(drag.item, at: min(index, model.slots[collection].count))
            case .source:
                removeFromOrigin(from, in: &model)
                if scenario.collections[collection].config.sourceItemsConsumable {
                    model.slots[collection][index] = drag.item
                }
            }
        }
    }

    /// Takes the dragged item out of its origin cell (nothing to do when it was a copy).
    func removeFromOrigin(_ from: (collection: Int, index: Int), in model: inout ArenaModel) {
        switch scenario.collections[from.collection].role {
        case .list: model.slots[from.collection].remove(at: from.index)
        case .target: model.slots[from.collection][from.index] = nil
        case .source:
            if scenario.collections[from.collection].config.sourceItemsConsumable {
                model.slots[from.collection][from.index] = nil
            }
        }
    }

    /// Sends an item displaced from a target back to its consumable source slot, or out of the arena.
    func evict(_ item: String, in model: inout ArenaModel) {
        if let home = homes[item], scenario.collections[home].config.sourceItemsConsumable,
           let slot = model.owners[home].firstIndex(of: item) {
            model.slots[home][slot] = item
        } else if !isCopy(item) {
            model.discarded.append(item)
        }
    }
}
