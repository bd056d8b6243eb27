/// AJWDraggableDroppable's host calls.
extension HostCallNames {
    /// AJWDraggableDroppable's delegate and appearance-state methods, logged when a state changes
    /// (AJW re-applies them on every move). Began applies Dragging and Pending alone
    /// (AJWDraggableDroppable.m 192-201); the first Changed over a collection, its origin too,
    /// applies Hovering and PendingDrop (203-217); leaving one collection for another in one move
    /// changes only the droppables. Free views get the same calls, their droppables standing for
    /// collections.
    static func ajw(_ log: [LoggedNotice]) -> [(event: Int, call: Call)] {
        var calls: [(event: Int, call: Call)] = []
        var hovering = false, pendingDrop: String?, deregistered: Set<String> = []
        // The droppable the last enter or exit notices leave the drag over, applied once per event.
        var move: (event: Int, item: String, over: String?)?
        func flush() {
            guard let (event, item, over) = move else { return }
            move = nil
            if over != pendingDrop, let old = pendingDrop, !deregistered.contains(old) {
                calls.append((event, ("droppableViewApplyAppearanceStatePending", [old])))
            }
            if (over != nil) != hovering {
                hovering = over != nil
                calls.append((event, (hovering ? "draggableViewApplyAppearanceStateHovering" : "draggableViewApplyAppearanceStateDragging", [item])))
            }
            if over != pendingDrop, let over { calls.append((event, ("droppableViewApplyAppearanceStatePendingDrop", [over]))) }
            pendingDrop = over
        }
        // The release applies Regular only: what its own point enters or leaves is never applied.
        let releases = Set(
            log.compactMap { logged -> Int? in
                switch logged.notice {
                case .dragEnded, .freeDragEnded: logged.event
                default: nil
                }
            })
        for logged in log {
            let (event, notice) = (logged.event, logged.notice)
            if let pending = move, pending.event != event { flush() }
            switch notice {
            case .entered, .freeEntered, .exited, .freeExited:
                if releases.contains(event) { continue }
            default: break
            }
            switch notice {
            case let .entered(item, droppable), let .freeEntered(item, droppable):
                move = (event, item, droppable)
            case let .exited(item, droppable), let .freeExited(item, droppable):
                if logged.onlyFor == .ajw { deregistered.insert(droppable) }
                if (move?.over ?? pendingDrop) == droppable { move = (event, item, nil) }
            default:
                flush()
            }
            func call(_ method: String, _ arguments: String...) { calls.append((event, (method, arguments))) }
            switch notice {
            case let .dragBegan(item, _), let .freeDragBegan(item):
                call("draggableDroppable:draggableGestureDidBegin:draggable:", item)
                call("draggableViewApplyAppearanceStateDragging", item)
                call("droppableViewApplyAppearanceStatePending", "all")
                (hovering, pendingDrop) = (false, nil)
            case let .dragEnded(item, over), let .freeDragEnded(item, over):
                call("draggableDroppable:draggableGestureDidEnd:draggable:droppable:", item, over ?? "nil")
                call("droppableViewApplyAppearanceStateRegular", "all")
                call("draggableViewApplyAppearanceStateRegular", item)
            default:
                break
            }
        }
        flush()
        return calls
    }
}
