/// Pointer gestures: press, long press, move, hold (auto-scroll) and release or cancel, turned
/// into drags and their outcomes.
extension Arena {
    mutating func press(at point: Point, time: Double) {
        guard case .idle = gesture else { return }
        // The toolbar lies over the arena: a press on it is the toolbar's, never a cell's.
        let toolbar = toolbarHit(point)
        if toolbar.inBar {
            gesture = .pressingToolbar(toolbar.button)
            return
        }
        // Free views lie over the collections; one that drags nothing still takes the touch.
        switch freeViewHit(at: point) {
        case let .draggable(group, index)?:
            pressFree(group: group, index: index, at: point)
            return
        case .inert?:
            gesture = .pressed(Press(point: point, time: time))
            return
        case nil:
            break
        }
        // The collections under the touch, as `collection(at:)` finds the first; with
        // `touchFallsThrough`, each in turn (KD's shouldReceive).
        let under = collections(at: point)
        var press = Press(point: point, time: time, collection: under.first, hit: under.first)
        for collection in scenario.rules.touchFallsThrough ? under : Array(under.prefix(1)) {
            guard let index = self.cell(at: point, inCollection: collection), model.slots[collection][index] != nil,
                pressReachesDrag(point, cell: index, inCollection: collection)
            else { continue }
            // KD asks at the touch, before the long press begins (a refusal leaves a press on nothing).
            if scenario.collections[collection].config.drag.dragPermissionAsked == .touchDown {
                press.allowed = mayPickUp(collection, index)
                if !press.allowed { continue }
            }
            (press.cell, press.collection) = ((collection, index), collection)
            break
        }
        gesture = .pressed(press)
        promotePress(press, to: point, time: time)
    }

    /// Whether the item in cell `index` of `collection` may be picked up: draggable, and allowed by
    /// the collection and the data source (asked, and noticed, here).
    mutating func mayPickUp(_ collection: Int, _ index: Int) -> Bool {
        guard let id = model.slots[collection][index], let item = itemSpec(id) else { return false }
        let slot = slotRef(collection, index)
        // KD and BetweenKit ask the data source about every cell (`cellIsDraggableAtIndexPath` and
        // `canItemBeDraggedAt:` are required methods): an undraggable item, or a collection that
        // allows no drag, answers NO, asked and logged.
        let config = scenario.collections[collection].config
        guard item.draggable, config.permissions.allowDrag else {
            if config.drag.asksAboutUndraggable { notify(.canDrag(item: id, from: slot, answer: false)) }
            return false
        }
        let allowed = dataSource?.canDrag(item: item, from: slot) ?? true
        notify(.canDrag(item: id, from: slot, answer: allowed), carried: allowed ? draggedItems(startingWith: id, inCollection: collection) : [])
        return allowed
    }

    /// Whether a press on a draggable cell has been held long enough and moved far enough to drag.
    /// A long press begins once held, wherever the pointer is within UIKit's 10 points of
    /// `allowableMovement` (moved further first, it was a pan): no start distance applies then,
    /// as BetweenKit's documented long-press set-up begins at Began (I3GestureCoordinator.m 163-197).
    func canStartDrag(_ press: Press, cell: (collection: Int, index: Int), at point: Point, time: Double) -> Bool {
        let config = scenario.collections[cell.collection].config
        guard time - press.time >= config.drag.longPressDurationBeforeDragging else { return false }
        return config.drag.longPressDurationBeforeDragging > 0 || point.distance(to: press.point) >= config.drag.dragStartDistance
    }

    mutating func beginDrag(_ press: Press, cell: (collection: Int, index: Int)) {
        let frame = cellFrame(cell.index, ofCollection: cell.collection)
        let item = model.slots[cell.collection][cell.index]!
        // Under `hoveringRule: overCollection` (AJW) the drag is over nothing until its first Changed.
        let began = scenario.rules.hoveringRule == .overCollection
        let liftTime = press.time + scenario.collections[cell.collection].config.drag.longPressDurationBeforeDragging
        gesture = .dragging(
            Drag(
                item: item, from: cell, grab: press.point - frame.origin, cellFrame: frame, pointer: press.point,
                over: began ? nil : cell.collection, time: press.time, items: draggedItems(startingWith: item, inCollection: cell.collection),
                changed: !began,
                lifted: (liftTime, press.moved ?? press.point), lastPointerEvent: (press.moved ?? press.point, liftTime)))
        notify(.dragBegan(item: item, from: slotRef(cell.collection, cell.index)))
    }

    /// A pending press becomes a drag once held long enough (and moved far enough), or a pan once
    /// moved past the slop before that. The data source is asked whether the item may be dragged
    /// when the gesture that would drag it begins: at the press, or once the long press or the
    /// pan has begun (BetweenKit's and AJW's pans), unless it was asked at the touch already
    /// (`dragPermissionAsked: touchDown`, KD); refused, the press holds no cell.
    mutating func promotePress(_ press: Press, to point: Point, time: Double) {
        var press = press
        // BetweenKit drags the item under the pan's start, not the touch's: where the pointer's
        // path first lies `dragStartDistance` from the press (its locationInView: when the pan
        // begins). Nothing there: the gesture drags nothing. Its recognizer is on the arena's
        // superview (I3GestureCoordinator.m 103-110), so a pan begun outside every collection
        // (the top-level config's) that starts over a cell drags that cell too.
        let pressedIn = press.collection ?? press.cell?.collection
        let pressConfig = pressedIn.map { scenario.collections[$0].config } ?? scenario.config
        if !press.panBeganOnNothing, pressConfig.drag.pickUpAt == .panStart, pressConfig.drag.longPressDurationBeforeDragging == 0,
            point != press.point, case let distance = point.distance(to: press.point), distance >= pressConfig.drag.dragStartDistance
        {
            let along = pressConfig.drag.dragStartDistance / distance
            let start = Point(press.point.x + (point.x - press.point.x) * along, press.point.y + (point.y - press.point.y) * along)
            let under = self.collection(at: start)
            var cell: (collection: Int, index: Int)?
            if let under, let index = self.cell(at: start, inCollection: under), model.slots[under][index] != nil { cell = (under, index) }
            guard let cell, canStartDrag(press, cell: cell, at: point, time: time) else {
                // The pan began on nothing: the gesture drags nothing (and scrolls nothing).
                (press.cell, press.collection, press.panBeganOnNothing) = (nil, nil, true)
                gesture = .pressed(press)
                return
            }
            press = Press(point: start, time: press.time, cell: cell, collection: under)
            if mayPickUp(cell.collection, cell.index) {
                beginDrag(press, cell: cell)
            } else {
                // Refused once the pan began: the gesture asks nothing more and drags nothing.
                (press.cell, press.collection, press.panBeganOnNothing) = (nil, nil, true)
                gesture = .pressed(press)
            }
            return
        }
        // With a long press, BetweenKit reads the location when it begins (I3GestureCoordinator.m
        // 165-186): the item under the finger then, which a press that drifted within the long
        // press's 10 points may have left; in a gap, nothing is dragged and nothing asked.
        if !press.panBeganOnNothing, pressConfig.drag.pickUpAt == .panStart, pressConfig.drag.longPressDurationBeforeDragging > 0,
            time - press.time >= pressConfig.drag.longPressDurationBeforeDragging, point.distance(to: press.point) < Arena.slop
        {
            let under = self.collection(at: point)
            guard let under, let index = self.cell(at: point, inCollection: under), model.slots[under][index] != nil else {
                (press.cell, press.collection, press.panBeganOnNothing) = (nil, nil, true)
                gesture = .pressed(press)
                return
            }
            let began = Press(point: point, time: press.time, cell: (under, index), collection: under, hit: press.hit)
            if mayPickUp(under, index) {
                beginDrag(began, cell: (under, index))
            } else {
                (press.cell, press.collection, press.panBeganOnNothing) = (nil, nil, true)
                gesture = .pressed(press)
            }
            return
        }
        if let cell = press.cell, canStartDrag(press, cell: cell, at: point, time: time) {
            if press.allowed || mayPickUp(cell.collection, cell.index) {
                beginDrag(press, cell: cell)
            } else {
                var refused = press
                refused.cell = nil
                gesture = .pressed(refused)
            }
        } else if press.cell == nil || scenario.collections[press.cell!.collection].config.drag.longPressDurationBeforeDragging > 0,
            point.distance(to: press.point) >= Arena.slop, let collection = press.hit ?? press.collection
        {
            // Only the view hit-testing found gets the touch (UIKit): a press that fell through to
            // a cell beneath (KDDragAndDropManager.swift 1.4, 85-119) scrolls the view on top.
            gesture = .panning(collection: collection, start: press.point, startOffset: offsets[collection])
        }
    }

    mutating func move(to point: Point, time: Double) {
        let wasDragging = if case .dragging = gesture { true } else { false }
        if case var .pressed(press) = gesture {
            press.moved = point
            gesture = .pressed(press)
            promotePress(press, to: point, time: time)
        }
        switch gesture {
        case let .panning(collection, start, startOffset):
            setOffset(startOffset - (point - start), ofCollection: collection, coupled: true)
        case var .dragging(drag):
            autoScroll(&drag, until: time)
            drag.pointer = constrained(point, for: drag)
            // AJW's Began finds no droppable (AJWDraggableDroppable.m 192-201): the move a drag
            // begins at is no Changed under `hoveringRule: overCollection`; the next one is.
            guard drag.changed || wasDragging else {
                gesture = .dragging(drag)
                return
            }
            drag.changed = true
            track(&drag, moved: true)
            followLive(&drag)
            turnPage(&drag, at: time)
            advanceNativeRules(&drag, at: time)
            followDrawn(&drag)
            gesture = .dragging(drag)
        case var .draggingFree(drag):
            moveFree(&drag, to: point)
            gesture = .draggingFree(drag)
        default: break
        }
    }

    /// Time passes with the pointer still: a press held long enough becomes a drag, and a drag
    /// held near an edge auto-scrolls.
    mutating func hold(until time: Double) {
        if case let .pressed(press) = gesture { promotePress(press, to: press.moved ?? press.point, time: time) }
        guard case var .dragging(drag) = gesture, drag.changed else { return }
        autoScroll(&drag, until: time)
        track(&drag)
        advanceNativeRules(&drag, at: time)
        followDrawn(&drag)
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
            let settings = scenario.collections[collection].config.drag.autoScroll, settings.mode == .continuous
        else { return }
        let frame = cellArea(ofCollection: collection)
        let vertical = scenario.collections[collection].config.layout.scrollDirection == .vertical
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

    /// KD's paging (`checkForEdgesAndScroll`, called at the end of `didMoveItem`, after the move,
    /// so only with a cell under the ghost): when the ghost's frame reaches into the `edge`-wide
    /// strip just outside the left or right side of the horizontally scrolling collection it is
    /// over, that collection turns a page of half its visible width toward that side (coupled
    /// collections follow). The collection's lock (KDDragAndDropCollectionView.swift 1.4, 249,
    /// 291-298) is set only by a page that moves it and lasts a second, across gestures.
    mutating func turnPage(_ drag: inout Drag, at time: Double) {
        // Where no collection pages (every preset but KD's), a move asks nothing more.
        guard drag.keyboard == nil, hasPagingCollection,
            let place = location(of: drag), place.index != nil, let settings = scenario.collections[place.collection].config.drag.autoScroll,
            settings.mode == .paging, scenario.collections[place.collection].config.layout.scrollDirection == .horizontal,
            pagedAt[place.collection].map({ time - $0 >= 1 }) ?? true
        else { return }
        let collection = place.collection
        let frame = cellArea(ofCollection: collection), ghost = ghostFrame(of: drag)
        let left = Rect(frame.minX - settings.edge, frame.minY, settings.edge, frame.height)
        let right = Rect(frame.maxX, frame.minY, settings.edge, frame.height)
        func reaches(_ strip: Rect) -> Bool { (ghost.intersection(strip)?.area ?? 0) > 0 }
        let direction: Double = reaches(left) ? -1 : reaches(right) ? 1 : 0
        let before = offsets[collection]
        guard direction != 0 else { return }
        setOffset(before + Point(direction * frame.width / 2, 0), ofCollection: collection, coupled: true)
        if offsets[collection] != before { pagedAt[collection] = time }
    }

    /// Follows the drag after a pointer event: the collection under it (notices on entering and
    /// leaving), the place it moved over (`moved`: a move, not a hold or the release, as KD's
    /// `didMoveItem:inRect:` comes only with a gesture's change) and the last place that would
    /// accept it. Only when notices are recorded or `dropOnLastHover` needs it, so that a move
    /// otherwise costs nothing per cell.
    mutating func track(_ drag: inout Drag, moved: Bool = false) {
        notePlaceProposal(&drag)
        let lastHover = scenario.collections[drag.from.collection].config.drag.dropOnLastHover
        guard noticeLog != nil || lastHover else { return }
        let location = location(of: drag)
        let over = location?.collection
        if over != drag.over {
            if let old = drag.over { notify(.exited(item: drag.item, collection: scenario.collections[old].id)) }
            if let over { notify(.entered(item: drag.item, collection: scenario.collections[over].id)) }
            drag.over = over
        }
        if moved, let location {
            notify(
                .movedOver(item: drag.item, collection: scenario.collections[location.collection].id, index: location.index),
                destination: noticeLog == nil ? nil : destinationPath(of: drag, at: location),
                proposal: noticeLog == nil ? nil : proposal(ofCollection: location.collection, under: drag))
        }
        guard lastHover else { return }
        let resolution = resolve(drag)
        if resolution != .miss, resolution != .delete { drag.lastAccepted = resolution }
    }

    /// Ends the gesture at `point`: a release, or a cancel (`liftCancelled`: a lift held still
    /// too long, a miss whatever the `cancelRule`).
    mutating func release(at point: Point, time: Double, cancelled: Bool, liftCancelled: Bool = false) {
        if case let .pressingToolbar(button) = gesture {
            gesture = .idle
            if !cancelled, let button, toolbarHit(point).button == button { perform(button) }
            return
        }
        // A release far enough from its press starts the drag it ends, the pick-up asked first (as
        // a move would have asked it): an undraggable item is never dropped by a press and release.
        if !cancelled, case let .pressed(press) = gesture, let collection = press.collection ?? press.cell?.collection,
            scenario.collections[collection].config.drag.pickUpAt == .panStart
        {
            promotePress(press, to: point, time: time)
        } else if !cancelled, case let .pressed(press) = gesture, let cell = press.cell, canStartDrag(press, cell: cell, at: point, time: time),
            press.allowed || mayPickUp(cell.collection, cell.index)
        {
            beginDrag(press, cell: cell)
        }
        // AJW moves the view only in touchesMoved: and its Ended tests the view's centre
        // (AJWDraggableDroppable.m 203-241), so a release or cancel away from the last move drops
        // where that move left the view.
        if case let .draggingFree(drag) = gesture {
            gesture = .idle
            releaseFree(drag, cancelled: cancelled)
            return
        }
        if !cancelled, case let .pressed(press) = gesture, let cell = press.cell, scenario.rules.selectionMode == .tap {
            toggleSelection(model.slots[cell.collection][cell.index]!)
        }
        guard case var .dragging(drag) = gesture else {
            gesture = .idle
            return
        }
        autoScroll(&drag, until: time)
        // KD's `.ended` and `.cancelled` never read the point (KDDragAndDropManager.swift 1.4,
        // 198-218): with its live arrangement the release commits what the last move left.
        if !scenario.collections[drag.from.collection].config.drag.hitTestsLiveArrangement || drag.keyboard != nil {
            drag.pointer = constrained(point, for: drag)
            track(&drag)
            advanceNativeRules(&drag, at: time)
        }
        gesture = .idle
        // With `selectionMode` `tap`, a drag let go where it was pressed was a tap.
        if !cancelled, drag.keyboard == nil, scenario.rules.selectionMode == .tap,
            point.distance(to: drag.cellFrame.origin + drag.grab) < Arena.slop
        {
            toggleSelection(drag.item)
            notify(.dragEnded(item: drag.item, over: drag.over.map { scenario.collections[$0].id }))
            return
        }
        let config = scenario.collections[drag.from.collection].config
        // A cancel is a miss, or with `cancelRule` `release` the same as a release there.
        let missed = liftCancelled || cancelled && (config.drag.cancelRule == .miss || drag.keyboard != nil)
        if cancelled, !missed, config.drag.cancelRule == .keepLive { notify(.cancelledKeepingLive(item: drag.item)) }
        // A cadence gate holds back only the drawn gap: the drop goes to the place under the
        // release, the last hit-tested index path (UICollectionViewDropCoordinator).
        let resolution = missed ? .miss : keptLive(drag) ?? releaseResolution(drag, resolveNotifying(drag))
        lastOutcome = resolution.outcome
        // One outcome per item: a selection's items each have their own (below, unless all missed).
        if drag.items.count == 1 {
            notify(
                .outcome(item: drag.item, from: slotRef(drag.from.collection, drag.from.index), resolution.notice(self)),
                pointer: drag.keyboard == nil ? drag.pointer : nil)
        } else if resolution == .miss {
            for (item, from) in origins(of: drag) { notify(.outcome(item: item, from: slotRef(from.collection, from.index), .miss)) }
        }
        // Let go on its own place, the item was dropped where it was: UIKit still performs that
        // drop, at the item's own index path.
        if resolution == .miss, !missed, drag.items.count == 1, drag.keyboard == nil, let place = location(of: drag), isOwnPlace(place, of: drag),
            deleteZone(under: drag) == nil, proposal(ofCollection: place.collection, under: drag).drops,
            proposal(ofCollection: place.collection, under: drag).intent != .insertIntoDestinationIndexPath,
            !dropCopies(into: place.collection, under: drag)
        {
            let from = CellPlace(collection: drag.from.collection, index: drag.from.index)
            noticePlacement([(drag.item, drag.item, from)], in: from.collection, countsBefore: model.sectionCounts, next: model, moved: false)
        }
        if resolution == .miss {
            if config.drag.snapBackOnMiss {
                snapBack = SnapBack(item: drag.item, from: slotRef(drag.from.collection, drag.from.index), frame: drag.cellFrame)
            }
            notify(.dragEnded(item: drag.item, over: drag.over.map { scenario.collections[$0].id }))
            return
        }
        // What the system's calls name: where each item came from, before the release.
        let countsBefore = model.sectionCounts
        let destination: Int? =
            switch resolution {
            case let .rearrange(c, _, _, _), let .drop(c, _, _): c
            default: nil
            }
        var placed: [(item: String, placed: String, from: CellPlace)] = []
        if noticeLog != nil, drag.items.count == 1, let destination {
            placed = [(drag.item, carriedIDs(of: drag, into: destination)[0], CellPlace(collection: drag.from.collection, index: drag.from.index))]
        }
        // One item's release reads nothing of the model but the cells it edits, so it edits the
        // model itself, no collection copied; a selection's rules read the model as it stood
        // while its items move, so it edits a copy. Either way the step records what it touched.
        var edit = ModelEdit(drag.items.count > 1 ? model : takeModel())
        if drag.items.count > 1 {
            for (item, from, outcome) in performMulti(resolution, drag: drag, on: &edit) {
                notify(.outcome(item: item, from: slotRef(from.collection, from.index), outcome))
                switch outcome {
                case let .rearrange(_, _, to): placed.append((item, edit.slots[destination!][to]!, from))
                case let .drop(to): placed.append((item, edit.slots[destination!][to.index]!, from))
                default: break
                }
            }
        } else {
            perform(resolution, drag: drag, on: &edit)
        }
        model = edit.model
        // A release that changes nothing (a selection rearranged onto itself) is no history step.
        if let change = edit.change {
            if let destination { noticePlacement(placed, in: destination, countsBefore: countsBefore, next: model) }
            record(change)
        }
        // A selection that was moved is done with.
        if drag.items.count > 1 { (selection, selected) = ([], []) }
        notify(.dragEnded(item: drag.item, over: drag.over.map { scenario.collections[$0].id }))
    }

    /// What a release does to the model: one item's rules, or a selection's.
    func performRelease(_ resolution: Resolution, drag: Drag, on model: inout ModelEdit) {
        if drag.items.count > 1 { performMulti(resolution, drag: drag, on: &model) } else { perform(resolution, drag: drag, on: &model) }
    }

    func slotRef(_ collection: Int, _ index: Int) -> SlotRef {
        SlotRef(collection: scenario.collections[collection].id, index: index)
    }
}
