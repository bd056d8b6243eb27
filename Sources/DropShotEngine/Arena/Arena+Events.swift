/// Event dispatch: each scenario event to the gesture, history, scroll, zoom, keyboard or
/// free-view handling it belongs to.
extension Arena {
    /// Applies one event. Events never fail: the scenario decoder has validated them, and a
    /// gesture that makes no sense in the current state (a move with no press) is ignored.
    public mutating func apply(_ event: ArenaEvent) {
        snapBack = nil
        let offsetsBefore = offsets
        // Items leave the arena only by a history step (a release, a key, undo, redo, reset).
        let history = (undoStack.count, redoStack.count)
        defer {
            eventIndex += 1
            refreshLayouts()
            let byInput = isPointerEvent(event) || { if case .hold = event { true } else if case .key = event { true } else { false } }()
            // Only an event that scrolled, or one after it, looks at every collection.
            if offsets != offsetsBefore || scrollingAny {
                for index in scrolling.indices { scrolling[index] = byInput && offsets[index] != offsetsBefore[index] }
                scrollingAny = scrolling.contains(true)
            }
        }
        if isPointerEvent(event), case let .dragging(drag) = gesture, drag.keyboard != nil { return }
        // A lift held still is cancelled once its time runs out, seen at the next pointer event or hold.
        if let time = event.time, isPointerEvent(event) || event == .hold(t: time) { cancelHeldLift(by: time) }
        switch event {
        case let .press(point, t): press(at: point, time: t)
        case let .move(point, t): move(to: point, time: t)
        case let .release(point, t): release(at: point, time: t, cancelled: false)
        case let .cancel(point, t): release(at: point, time: t, cancelled: true)
        case let .hold(t): hold(until: t)
        case let .pointerAtCell(action, address, t):
            if address.scrollIntoView { scrollIntoView(address) }
            guard let point = point(at: address) else { return }
            switch action {
            case .press: press(at: point, time: t)
            case .move: move(to: point, time: t)
            case .release: release(at: point, time: t, cancelled: false)
            case .cancel: release(at: point, time: t, cancelled: true)
            }
        case .undo: perform(.undo)
        case .redo: perform(.redo)
        case .reset: perform(.reset)
        case let .scroll(id, offset):
            guard let index = collectionIndex(id) else { return }
            setOffset(offset, ofCollection: index, coupled: true)
        case let .scrollToLastElement(id):
            guard let index = collectionIndex(id) else { return }
            setOffset(maxOffset(ofCollection: index), ofCollection: index, coupled: true)
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
            if !adding, case let .dragging(drag) = gesture, drag.from.collection == index,
                scenario.collections[index].config.drag.originRemovalEndsDrag
            {
                abandonGesture()
            }
            present[index] = adding
            // A collection added back takes the last place in priority, or its declared one.
            if adding && scenario.collections[index].config.drag.readdedPriority == .last {
                priority.removeAll { $0 == index }
                priority.append(index)
            }
            notify(adding ? .collectionAdded(id) : .collectionRemoved(id))
        case let .register(id): setRegistered(id, true)
        case let .deregister(id): setRegistered(id, false)
        case let .select(item): select(item)
        case let .deselect(item): deselect(item)
        case let .key(key, t): press(key, time: t)
        }
        if (undoStack.count, redoStack.count) != history { pruneSelection() }
    }

    /// The model `reset` commits: the initial one, or with `resetRule` `emptyTargets` the initial
    /// one with every target emptied (their items discarded unless a source holds them).
    func resetModel() -> ArenaModel {
        guard scenario.rules.resetRule == .emptyTargets else { return initialModel }
        var next = initialModel
        for (c, spec) in scenario.collections.enumerated() where spec.role == .target {
            for case let item? in next.slots[c] {
                // A consumed item goes back to its source slot; one without a source leaves the arena.
                if let home = homes[item], let slot = next.owners[home].firstIndex(of: item) {
                    next.slots[home][slot] = item
                } else if homes[item] == nil {
                    next.discarded.append(item)
                }
            }
            next.slots[c] = next.slots[c].map { _ in nil }
        }
        return next
    }

    /// Undo, redo or reset: from an event, or a tap on the drawn toolbar's button.
    mutating func perform(_ command: ToolbarButton) {
        abandonGesture()
        switch command {
        case .undo:
            guard let change = undoStack.popLast() else { return }
            model.revert(change)
            redoStack.append(change)
            notify(.history(.undo, count: historyCount))
            notify(.counterChanged(historyCount))
        case .redo:
            guard let change = redoStack.popLast() else { return }
            model.apply(change)
            undoStack.append(change)
            notify(.history(.redo, count: historyCount))
            notify(.counterChanged(historyCount))
        case .reset:
            commit(resetModel(), counterNotice: false)
            notify(.history(.reset, count: historyCount))
            notify(.counterChanged(historyCount))
        }
    }

    /// Where the toolbar lies and which button is under `point`: nil outside the bar; inside it,
    /// the button, or nil for the counter's slot (a press there still belongs to the bar).
    func toolbarHit(_ point: Point) -> (inBar: Bool, button: ToolbarButton?) {
        let style = scenario.rules.toolbarStyle
        guard scenario.rules.toolbar != .none else { return (false, nil) }
        let bar = Rect(0, scenario.rules.toolbar == .top ? 0 : canvasSize.height - style.height, canvasSize.width, style.height)
        guard bar.contains(point) else { return (false, nil) }
        // A right-to-left screen lays the buttons out from the right.
        let x = screenMirrored ? bar.width - point.x : point.x
        let slot = Int((x / (bar.width / Double(style.showsCounter ? 4 : 3))).rounded(.down))
        return (true, ToolbarButton.allCases.indices.contains(slot) ? ToolbarButton.allCases[slot] : nil)
    }

    func collectionIndex(_ id: String) -> Int? { collectionIndexes[id] }

    /// Where a pointer at `address` is now: the centre of that cell on the canvas (or its
    /// `normalizedOffset` spot), moved by its offset; nil when the collection is not in the arena
    /// or has no such cell now. With a `section`, the index counts from that section's first
    /// cell. In a `list`, the index one past the last cell (of the section) is its end: the place
    /// a cell after the last would take (an empty section's header; in a `byHalf` list with
    /// sections, the last cell's far half).
    public func point(at address: CellAddress) -> Point? {
        guard let (collection, cells, layout) = addressedCells(address) else { return nil }
        if address.index < cells.count {
            let cell = cells[cells.startIndex + address.index]
            let spot = address.normalizedOffset.map { Point(cell.minX + $0.x * cell.width, cell.minY + $0.y * cell.height) } ?? cell.center
            return spot + address.offset
        }
        guard address.index == cells.count, scenario.collections[collection].role == .list else { return nil }
        return listEndPoint(
            collection, section: address.section ?? (layout.sections.isEmpty ? nil : layout.sections.count - 1),
            cells: cells, layout: layout) + address.offset
    }

    /// The collection an address names, the screen frames of the cells its index counts in (its
    /// section's, else all) and the collection's layout; nil for an address naming no collection
    /// in the arena, or no section of it.
    private func addressedCells(_ address: CellAddress) -> (collection: Int, cells: ArraySlice<Rect>, layout: FlowLayoutResult)? {
        guard let collection = collectionIndex(address.collection), present[collection], address.index >= 0 else { return nil }
        var start = 0, count = model.slots[collection].count
        if let section = address.section {
            guard model.sectionCounts[collection].indices.contains(section) else { return nil }
            start = model.sectionStart(section, inCollection: collection)
            count = model.sectionCounts[collection][section]
        }
        let layout = layout(ofCollection: collection)
        return (collection, screenRects(layout.cells, inCollection: collection)[start..<start + count], layout)
    }

    /// Scrolls the addressed cell's collection the least distance that shows the whole cell (its
    /// leading edge where the cell is larger than the view), coupled collections following: a
    /// cell address's `scrollIntoView`. The end of a list is shown as the point that names it.
    mutating func scrollIntoView(_ address: CellAddress) {
        guard let (collection, cells, _) = addressedCells(address) else { return }
        let cell: Rect
        if address.index < cells.count {
            cell = cells[cells.startIndex + address.index]
        } else {
            var end = address
            end.offset = .zero
            guard let point = point(at: end) else { return }
            cell = Rect(point.x, point.y, 0, 0)
        }
        let area = cellArea(ofCollection: collection)
        func shift(_ low: Double, _ high: Double, within start: Double, _ end: Double) -> Double {
            if low < start || high - low > end - start { return low - start }
            return high > end ? high - end : 0
        }
        let delta = Point(shift(cell.minX, cell.maxX, within: area.minX, area.maxX), shift(cell.minY, cell.maxY, within: area.minY, area.maxY))
        guard delta != .zero else { return }
        setOffset(offsets[collection] + delta, ofCollection: collection, coupled: true)
    }

    /// The pointer position that drops at the end of a list, or of one of its sections.
    func listEndPoint(_ collection: Int, section: Int?, cells: ArraySlice<Rect>, layout: FlowLayoutResult) -> Point {
        let config = scenario.collections[collection].config
        let end = CellPlace(collection: collection, index: model.slots[collection].count)
        guard let section else { return keyFrame(end, frames: Array(cells)).center }
        guard let last = cells.last else { return screenRect(layout.sections[section].header, inCollection: collection).center }
        guard config.drag.listInsertion == .byHalf else { return keyFrame(end, frames: Array(cells)).center }
        let oneCellLines = FlowLayout.holdsOneCellPerLine(cells, config: config, area: cellArea(ofCollection: collection))
        return (config.layout.scrollDirection == .vertical) != oneCellLines
            ? Point(last.minX + last.width * 0.75, last.midY) : Point(last.midX, last.minY + last.height * 0.75)
    }

    /// Press, move, release and cancel, at a point or a cell (ignored while the keyboard drags).
    func isPointerEvent(_ event: ArenaEvent) -> Bool {
        switch event {
        case .press, .move, .release, .cancel, .pointerAtCell: true
        default: false
        }
    }

    /// Drops whatever gesture is under way without an outcome (used before undo, redo, reset).
    /// A keyboard drag so ended is announced, and the focus leaves it (the next space then picks
    /// up nothing until a key moves the focus).
    mutating func abandonGesture() {
        if case let .dragging(drag) = gesture, drag.keyboard != nil {
            announce("The drag of \(drag.items.count > 1 ? "\(drag.items.count) items" : labels(drag.items)) ended.")
            focus = nil
        }
        gesture = .idle
    }
}
