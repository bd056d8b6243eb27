/// Where each free view is now and whether it takes part: the part of the arena outside the
/// collections. Not part of the undo history (AJW has none).
struct FreeViewState: Equatable, Sendable {
    /// Per group, the draggables' frames.
    var frames: [[Rect]]
    /// By view id.
    var registered: [String: Bool]
    /// Looks the app last applied that no drag will change: a droppable deregistered mid-drag, and
    /// the views of a drag whose draggable was deregistered, keep theirs (AJW applies Regular at a
    /// drag's end to registered droppables and to the draggable its recognizer ended). By view id.
    var keptDroppableLooks: [String: CollectionAppearance] = [:]
    var keptDraggableLooks: [String: AppearanceState] = [:]
    /// Droppables registered during a drag: AJW only adds them to its set (AJWDraggableDroppable.m
    /// 151-154), so they keep their look until the drag's next move applies one.
    var awaitingMove: Set<String> = []

    init(_ groups: [FreeGroupSpec]) {
        frames = groups.map { $0.draggables.map(\.frame) }
        registered = [:]
        for group in groups {
            for view in group.draggables { registered[view.item.id] = view.registered }
            for view in group.droppables { registered[view.id] = view.registered }
        }
    }
}

extension Arena {
    /// A free draggable under way.
    struct FreeDrag: Sendable {
        var group: Int
        var index: Int
        var start: Rect
        var press: Point
        var pointer: Point
        /// The droppable under the draggable's centre at the last pointer event (for enter/exit notices).
        var over: Int?
        /// The pan has begun: the pointer moved `dragStartDistance` from the press (AJW's recognizer).
        var began: Bool
        /// The pointer has moved since the press: the view follows it from then on, before the pan
        /// begins too (AJW's touchesMoved: sets the view's centre whatever the recognizer's state).
        var moved = false
        /// With `grabRule` `center`, the view's centre follows the pointer, else the press's offset does.
        var centred: Bool

        /// The frame as it follows the pointer (where it started until the pointer moves).
        var frame: Rect {
            guard began || moved else { return start }
            return centred
                ? Rect(pointer.x - start.width / 2, pointer.y - start.height / 2, start.width, start.height)
                : start.offsetBy(pointer - press)
        }
    }

    /// What a press at `point` reaches among the free views: the topmost (last drawn) under it,
    /// as UIKit hit-tests. A draggable drags when registered and draggable; one whose recognizer was
    /// removed (deregistered, AJWDraggableDroppable.m 140-149), that has none (undraggable), or a
    /// droppable, of this group or another controller's, takes the touch and drags nothing: neither
    /// the view beneath nor a collection is reached. Nil: no free view is there.
    func freeViewHit(at point: Point) -> FreeViewHit? {
        for group in scenario.freeViews.indices.reversed() {
            let views = scenario.freeViews[group]
            // Each group draws its droppables, then its draggables.
            for index in views.draggables.indices.reversed() where free.frames[group][index].contains(point) {
                let item = views.draggables[index].item
                return item.draggable && free.registered[item.id] == true ? .draggable(group: group, index: index) : .inert
            }
            if views.droppables.contains(where: { $0.frame.contains(point) }) { return .inert }
        }
        return nil
    }

    /// The registered droppable of the drag's group under the draggable's centre (AJW's hit test).
    func freeDroppable(under drag: FreeDrag) -> Int? {
        let droppables = scenario.freeViews[drag.group].droppables, center = drag.frame.center
        return droppables.indices.reversed().first { droppables[$0].frame.contains(center) && free.registered[droppables[$0].id] == true }
    }

    /// Follows a free drag at a pointer move of its pan (AJW's Changed, DD 203-217): the droppable
    /// under it, which shows Hovering and PendingDrop from then on, with enter and exit notices.
    mutating func trackFree(_ drag: inout FreeDrag) {
        let over = freeDroppable(under: drag), droppables = scenario.freeViews[drag.group].droppables
        guard over != drag.over else { return }
        defer { drag.over = over }
        guard noticeLog != nil else { return }
        let view = scenario.freeViews[drag.group].draggables[drag.index].item.id
        // A droppable deregistered under the drag is told nothing; only AJW's draggable state notes the exit.
        if let old = drag.over {
            notify(.freeExited(view: view, droppable: droppables[old].id), onlyFor: free.registered[droppables[old].id] == true ? nil : .ajw)
        }
        if let over { notify(.freeEntered(view: view, droppable: droppables[over].id)) }
    }

    /// Starts following a free draggable pressed at `point`: at once, or after the pointer moves
    /// `dragStartDistance` (a pan recognizer's slop). Nothing is hovered at the touch: AJW's
    /// Began applies Dragging and Pending only (AJWDraggableDroppable.m 192-201).
    mutating func pressFree(group: Int, index: Int, at point: Point) {
        let config = scenario.config
        let drag = FreeDrag(
            group: group, index: index, start: free.frames[group][index], press: point, pointer: point,
            began: config.drag.dragStartDistance <= 0, centred: config.drag.grabRule == .center)
        if drag.began { notify(.freeDragBegan(view: scenario.freeViews[group].draggables[index].item.id)) }
        gesture = .draggingFree(drag)
    }

    /// A free drag follows the pointer to `point`, beginning once it has moved far enough; the
    /// moves after the one it began at look for a droppable under it (Changed, DD 203-217).
    mutating func moveFree(_ drag: inout FreeDrag, to point: Point) {
        drag.pointer = point
        drag.moved = drag.moved || point != drag.press
        if !drag.began, point.distance(to: drag.press) >= scenario.config.drag.dragStartDistance {
            drag.began = true
            notify(.freeDragBegan(view: scenario.freeViews[drag.group].draggables[drag.index].item.id))
        } else if drag.began {
            free.awaitingMove.removeAll()
            trackFree(&drag)
        }
    }

    /// Ends a free drag: on a hit the draggable snaps to the droppable's snap point, on a miss back
    /// to its start, each when its group asks for it; else it stays where it was let go. A drag
    /// that never began (a tap) does nothing; a cancel is a miss, or with `cancelRule` `release`
    /// a release.
    mutating func releaseFree(_ drag: FreeDrag, cancelled: Bool) {
        // A pan that never began ends nothing: the view stays where the touch moved it.
        guard drag.began else {
            free.frames[drag.group][drag.index] = drag.frame
            return
        }
        let group = scenario.freeViews[drag.group]
        var frame = drag.frame
        // The end applies Regular to the draggable and to every registered droppable (DD 219-241).
        free.keptDraggableLooks[group.draggables[drag.index].item.id] = nil
        for droppable in group.droppables where free.registered[droppable.id] == true { free.keptDroppableLooks[droppable.id] = nil }
        free.awaitingMove.removeAll()
        let hit = cancelled && scenario.config.drag.cancelRule == .miss ? nil : freeDroppable(under: drag)
        notify(.freeDragEnded(view: group.draggables[drag.index].item.id, droppable: hit.map { group.droppables[$0].id }))
        if let hit {
            lastOutcome = .drop
            if group.snapsToSnapPointOnHit { frame = frame.offsetBy(group.droppables[hit].snapTarget - frame.center) }
        } else {
            lastOutcome = .miss
            if group.snapsBackToDragStartOnMiss { frame = drag.start }
        }
        free.frames[drag.group][drag.index] = frame
    }

    /// `register` / `deregister`: the free view with `id` takes part in drags and drops or not.
    /// Registered mid-drag, a droppable keeps its look until the drag's next move.
    /// Mid-drag, a deregistered droppable keeps the look last applied to it (AJWDraggableDroppable.m
    /// 156-159 only removes it from the set). Deregistering the dragged view removes its
    /// recognizer (140-149), so the gesture ends with no call: the view stays where the touch left
    /// it (AJWDraggableGestureRecognizer.m 36-41) and it and the droppables keep their looks.
    mutating func setRegistered(_ id: String, _ registered: Bool) {
        guard free.registered[id] != nil else { return }
        if !registered, case let .draggingFree(drag) = gesture {
            let group = scenario.freeViews[drag.group], looks = freeSnapshots()[drag.group]
            if group.draggables[drag.index].item.id == id {
                free.frames[drag.group][drag.index] = drag.frame
                if drag.began {
                    free.keptDraggableLooks[id] = looks.draggables[drag.index].state
                    for droppable in looks.droppables { free.keptDroppableLooks[droppable.spec.id] = droppable.state }
                }
                gesture = .idle
            } else if drag.began, let index = group.droppables.firstIndex(where: { $0.id == id }) {
                free.keptDroppableLooks[id] = looks.droppables[index].state
            }
        }
        if registered, free.registered[id] == false, case let .draggingFree(drag) = gesture, drag.began { free.awaitingMove.insert(id) }
        free.registered[id] = registered
    }
}

/// What a press reaches among the free views (`Arena.freeViewHit(at:)`).
enum FreeViewHit {
    /// A draggable that takes part: the press may drag it.
    case draggable(group: Int, index: Int)
    /// A view that takes the touch and drags nothing.
    case inert
}

/// One free draggable as shown.
public struct FreeDraggableSnapshot: Equatable, Sendable {
    /// What the view shows.
    public var item: ItemSpec
    /// Where it is now.
    public var frame: Rect
    /// `regular`, or while dragged `dragging` / `hovering` (its centre over a droppable of its group).
    public var state: AppearanceState
    /// Whether it takes part (`register` and `deregister` events).
    public var registered: Bool
}

/// One free droppable as shown.
public struct FreeDroppableSnapshot: Equatable, Sendable {
    /// The droppable as the scenario gives it.
    public var spec: DroppableSpec
    /// `regular`, `pending` (a draggable of its group is dragged) or `pendingDrop` (under it).
    public var state: CollectionAppearance
    /// Whether it takes part (`register` and `deregister` events).
    public var registered: Bool
}

/// One group of free views as shown; the dragged draggable, if any, is drawn last.
public struct FreeGroupSnapshot: Equatable, Sendable {
    /// The group's id.
    public var id: String
    /// The scenario's top-level config: fonts, corner radius, colors and `appearance` styles.
    public var config: ArenaConfig
    /// Its draggable views as shown.
    public var draggables: [FreeDraggableSnapshot]
    /// Its droppable views as shown.
    public var droppables: [FreeDroppableSnapshot]
}

extension Arena {
    /// The free views as shown now.
    func freeSnapshots() -> [FreeGroupSnapshot] {
        // A press that has not yet begun a pan shows nothing of a drag, but the view follows a
        // moving touch already.
        var dragged: FreeDrag?, touched: FreeDrag?
        if case let .draggingFree(drag) = gesture { if drag.began { dragged = drag } else { touched = drag } }
        // The droppable the last Changed found (none at Began), while it is still registered.
        var hit: Int?
        if let dragged, let over = dragged.over, free.registered[scenario.freeViews[dragged.group].droppables[over].id] == true { hit = over }
        return scenario.freeViews.enumerated().map { g, group in
            let draggables = group.draggables.enumerated().map { d, view in
                let isDragged = dragged.map { $0.group == g && $0.index == d } ?? false
                let isTouched = touched.map { $0.group == g && $0.index == d } ?? false
                return FreeDraggableSnapshot(
                    item: view.item, frame: isDragged ? dragged!.frame : isTouched ? touched!.frame : free.frames[g][d],
                    state: isDragged ? (hit == nil ? .dragging : .hovering) : free.keptDraggableLooks[view.item.id] ?? .regular,
                    registered: free.registered[view.item.id]!)
            }
            let droppables = group.droppables.enumerated().map { p, view in
                let registered = free.registered[view.id]!
                let state: CollectionAppearance =
                    dragged?.group != g || !registered || free.awaitingMove.contains(view.id)
                    ? free.keptDroppableLooks[view.id] ?? .regular : hit == p ? .pendingDrop : .pending
                return FreeDroppableSnapshot(spec: view, state: state, registered: registered)
            }
            return FreeGroupSnapshot(id: group.id, config: scenario.config, draggables: draggables, droppables: droppables)
        }
    }
}
