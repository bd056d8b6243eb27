/// Something the host app would be told while the arena runs: an assertion asked, a drag
/// beginning, entering or leaving a collection, an outcome, a history step. `hostCalls(for:)`
/// names each one after the chosen seed's own delegate and data-source methods.
public enum ArenaNotice: Equatable, Sendable {
    /// A history step: undo, redo or reset.
    public enum HistoryStep: String, Sendable { case undo, redo, reset }
    /// What a release did (docs/RULES.md), with its places.
    public enum Outcome: Equatable, Sendable {
        case delete
        case rearrange(collection: String, from: Int, to: Int)
        case drop(to: SlotRef)
        case miss
    }

    case canDrag(item: String, from: SlotRef, answer: Bool)
    case canRearrange(item: String, in: String, from: Int, to: Int, answer: Bool)
    case canDrop(item: String, from: SlotRef, to: SlotRef, answer: Bool)
    case canDelete(item: String, from: SlotRef, answer: Bool)
    case dragBegan(item: String, from: SlotRef)
    case entered(item: String, collection: String)
    case movedOver(item: String, collection: String, index: Int?)
    case exited(item: String, collection: String)
    case outcome(item: String, from: SlotRef, Outcome)
    /// The drag was cancelled and keeps what it changed (`cancelRule: keepLive`): the outcome and
    /// end that follow make no release calls.
    case cancelledKeepingLive(item: String)
    /// The drag is over; `over` is the collection it was last over.
    case dragEnded(item: String, over: String?)
    /// Undo, redo or reset was applied; `count` is the counter after it.
    case history(HistoryStep, count: Int)
    /// The history counter changed (after any outcome that changes the model, undo, redo, reset).
    case counterChanged(Int)
    case collectionAdded(String)
    case collectionRemoved(String)
    /// A free draggable (`"freeViews"`) was picked up.
    case freeDragBegan(view: String)
    /// A free draggable's centre entered or left a droppable of its group.
    case freeEntered(view: String, droppable: String)
    case freeExited(view: String, droppable: String)
    /// A free draggable was let go, over `droppable` (a hit) or none (a miss).
    case freeDragEnded(view: String, droppable: String?)
}

/// One call the host would receive: the method's name in the seed's own words and its arguments.
public struct HostCall: Equatable, Sendable, CustomStringConvertible {
    /// The index of the event that caused it.
    public var event: Int
    /// The method's name, in the seed's own words.
    public var method: String
    /// Its arguments, as text.
    public var arguments: [String]
    /// A call of `method` with `arguments`, caused by the event at index `event`.
    public init(event: Int, method: String, arguments: [String]) {
        self.event = event; self.method = method; self.arguments = arguments
    }
    public var description: String { "\(method)(\(arguments.joined(separator: ", ")))" }
}

/// A notice as recorded, with what only one seed's names need.
struct LoggedNotice {
    var event: Int
    var notice: ArenaNotice
    /// A drop (or its assertion) whose place holds no item: BetweenKit's at-point methods.
    var atPoint = false
    /// Set on a notice only one seed's names use, which is not among `notices`: BetweenKit's
    /// delete assertion at a release outside every delete zone (answered NO by the point) and its
    /// rearrange assertion on the item's own cell; AJW's leaving a droppable deregistered under
    /// the drag (the draggable stops hovering, the droppable is told nothing).
    var onlyFor: Behaviour?
}

extension Resolution {
    func notice(_ arena: Arena) -> ArenaNotice.Outcome {
        switch self {
        case .delete: .delete
        case let .rearrange(c, from, to, _): .rearrange(collection: arena.scenario.collections[c].id, from: from, to: to)
        case let .drop(c, i, _): .drop(to: arena.slotRef(c, i))
        case .miss: .miss
        }
    }
}

extension Arena {
    /// Starts recording notices: from now on every event applied adds what the host would be told.
    public mutating func recordNotices() { noticeLog = [] }

    /// The notices recorded so far, with the index of the event that caused each.
    public var notices: [(event: Int, notice: ArenaNotice)] {
        (noticeLog ?? []).filter { $0.onlyFor == nil }.map { ($0.event, $0.notice) }
    }

    /// Applies `event` and hands over what the host is told because of it, in order: the way an
    /// app drives the engine (a delegate call per notice). The notices are handed over, not kept,
    /// so an app that runs for hours holds none of them, unless `recordNotices()` started a log:
    /// then they are added to it too, for `notices` and `hostCalls(for:)`.
    public mutating func handle(_ event: ArenaEvent) -> [ArenaNotice] {
        let recording = noticeLog != nil
        if !recording { noticeLog = [] }
        let start = noticeLog!.count
        apply(event)
        defer { if !recording { noticeLog = nil } }
        return noticeLog![start...].filter { $0.onlyFor == nil }.map(\.notice)
    }

    /// Logs `notice` (when notices are recorded). A drop's at-point naming is decided by the
    /// `pointer` when there is one: no cell of the destination under it (a gap between cells, a
    /// title band, past the last cell), as BetweenKit's `indexPathForItemAtPoint:` finds none;
    /// a keyboard drag, which has no pointer, by whether the place holds an item.
    mutating func notify(_ notice: ArenaNotice, onlyFor seed: Behaviour? = nil, pointer: Point? = nil) {
        guard noticeLog != nil else { return }
        var atPoint = false
        if case let .canDrop(_, _, to, _) = notice { atPoint = findsNoCell(to, under: pointer) }
        if case let .outcome(_, _, .drop(to)) = notice { atPoint = findsNoCell(to, under: pointer) }
        noticeLog!.append(LoggedNotice(event: eventIndex, notice: notice, atPoint: atPoint, onlyFor: seed))
    }

    /// Whether no cell of `slot`'s collection lies under `pointer`; without a pointer, whether no
    /// item is at `slot` (an empty slot, or the end of a list).
    func findsNoCell(_ slot: SlotRef, under pointer: Point?) -> Bool {
        guard let collection = scenario.collections.firstIndex(where: { $0.id == slot.collection }) else { return true }
        if let pointer { return cell(at: pointer, inCollection: collection) == nil }
        let slots = model.slots[collection]
        return slot.index >= slots.count || slots[slot.index] == nil
    }

    /// The calls the host would have received so far, named after `behaviour`'s seed (the
    /// scenario's preset when nil). Empty unless `recordNotices()` was called.
    public func hostCalls(for behaviour: Behaviour? = nil) -> [HostCall] {
        HostCallNames.calls(for: noticeLog ?? [], in: behaviour ?? scenario.behaviour).map {
            HostCall(event: $0.event, method: $0.call.method, arguments: $0.call.arguments)
        }
    }
}

/// The method names of each seed (docs/SEEDS.md, "Callbacks").
enum HostCallNames {
    typealias Call = (method: String, arguments: [String])

    static func calls(for log: [LoggedNotice], in behaviour: Behaviour) -> [(event: Int, call: Call)] {
        let log = log.filter { $0.onlyFor == nil || $0.onlyFor == behaviour }
        let name: (ArenaNotice) -> [Call]
        switch behaviour {
        case .dropshot: name = dropshot
        case .betweenkit: return log.flatMap { logged in betweenKit(logged.notice, atPoint: logged.atPoint).map { (logged.event, $0) } }
        case .kd: return kd(log.map { ($0.event, $0.notice) })  // KD's and AJW's calls depend on the drag so far
        case .ajw: return ajw(log)
        case .arrasolta: name = arraSolta
        }
        return log.flatMap { logged in name(logged.notice).map { (logged.event, $0) } }
    }

    static func yes(_ answer: Bool) -> String { answer ? "YES" : "NO" }

    /// The Swift `ArenaDataSource` methods, and DropShot's outcome names.
    static func dropshot(_ notice: ArenaNotice) -> [Call] {
        switch notice {
        case let .canDrag(item, from, answer): [("canDrag(item:from:)", [item, "\(from)", "\(answer)"])]
        case let .canRearrange(item, collection, from, to, answer): [("canRearrange(item:in:from:to:)", [item, collection, "\(from)", "\(to)", "\(answer)"])]
        case let .canDrop(item, from, to, answer): [("canDrop(item:from:to:)", [item, "\(from)", "\(to)", "\(answer)"])]
        case let .canDelete(item, from, answer): [("canDelete(item:from:)", [item, "\(from)", "\(answer)"])]
        case let .dragBegan(item, from): [("dragBegan", [item, "\(from)"])]
        case let .entered(item, collection): [("entered", [item, collection])]
        case .movedOver, .cancelledKeepingLive: []
        case let .exited(item, collection): [("exited", [item, collection])]
        case let .outcome(item, from, outcome):
            switch outcome {
            case .delete: [("delete", [item, "\(from)"])]
            case let .rearrange(collection, source, destination): [("rearrange", [item, collection, "\(source)", "\(destination)"])]
            case let .drop(to): [("drop", [item, "\(from)", "\(to)"])]
            case .miss: [("miss", [item, "\(from)"])]
            }
        case let .dragEnded(item, _): [("dragEnded", [item])]
        case let .history(step, count): [(step.rawValue, ["\(count)"])]
        case .counterChanged: []
        case let .collectionAdded(id): [("addCollection", [id])]
        case let .collectionRemoved(id): [("removeCollection", [id])]
        case let .freeDragBegan(view): [("dragBegan", [view])]
        case let .freeEntered(view, droppable): [("entered", [view, droppable])]
        case let .freeExited(view, droppable): [("exited", [view, droppable])]
        case let .freeDragEnded(view, droppable): [(droppable == nil ? "miss" : "drop", [view] + (droppable.map { [$0] } ?? [])),
                                                   ("dragEnded", [view])]
        }
    }

    /// BetweenKit's I3DragDataSource: the assertions, then the mutation of the outcome. A drop
    /// released where no cell is (a gap, a title band, past a list's last cell) uses the at-point
    /// methods; onto a cell, an empty slot's too, the index-path ones.
    static func betweenKit(_ notice: ArenaNotice, atPoint: Bool) -> [Call] {
        switch notice {
        case let .canDrop(_, from, to, answer) where atPoint:
            [("canItemAt:fromCollection:beDroppedAtPoint:onCollection:", ["\(from.index)", from.collection, "\(to.index)", to.collection, yes(answer)])]
        case let .outcome(_, from, .drop(to)) where atPoint:
            [("dropItemAt:fromCollection:toPoint:onCollection:", ["\(from.index)", from.collection, "\(to.index)", to.collection])]
        case let .canDrag(_, from, answer): [("canItemBeDraggedAt:inCollection:", ["\(from.index)", from.collection, yes(answer)])]
        case let .canRearrange(_, collection, from, to, answer):
            [("canItemFrom:beRearrangedWithItemAt:inCollection:", ["\(from)", "\(to)", collection, yes(answer)])]
        case let .canDrop(_, from, to, answer):
            [("canItemAt:fromCollection:beDroppedTo:onCollection:", ["\(from.index)", from.collection, "\(to.index)", to.collection, yes(answer)])]
        case let .canDelete(_, from, answer): [("canItemAt:beDeletedFromCollection:atPoint:", ["\(from.index)", from.collection, yes(answer)])]
        case let .outcome(_, from, outcome):
            switch outcome {
            case .delete: [("deleteItemAt:inCollection:", ["\(from.index)", from.collection])]
            case let .rearrange(collection, source, destination): [("rearrangeItemAt:withItemAt:inCollection:", ["\(source)", "\(destination)", collection])]
            case let .drop(to): [("dropItemAt:fromCollection:toItemAt:onCollection:", ["\(from.index)", from.collection, "\(to.index)", to.collection])]
            case .miss: []
            }
        case let .collectionAdded(id): [("addCollection:", [id])]
        case let .collectionRemoved(id): [("removeCollection:", [id])]
        default: []
        }
    }

    /// KDDragAndDropManager and KDDragAndDropCollectionView as they act on the notices. KD's data
    /// sources change while the drag is under way: a pointer event over a cell of a view other
    /// than the one KD keeps moves the item out of the kept view (`didMoveOutItem:`, which deletes
    /// it there) and into the new one (`willMoveItem:inRect:`, which inserts it at that cell);
    /// every event over a cell (`didMoveItem:inRect:`) moves it to that cell's index when it sits
    /// elsewhere. Over no cell, `canDropAtRect` is false and KD does nothing, so leaving to empty
    /// canvas tells nothing and the kept view stays. The release drops into the kept view when it
    /// is not the origin (`dragDataItem:` to the origin, which no longer holds the item, then
    /// `dropDataItem:atRect:`) and sends `stopDragging` to the view the drag started in. KD refuses
    /// nothing but a ghost over no cell, so where a DropShot key refuses a drop the log still
    /// shows what KD's data source would have been told.
    static func kd(_ notices: [(event: Int, notice: ArenaNotice)]) -> [(event: Int, call: Call)] {
        var calls: [(event: Int, call: Call)] = []
        var origin: String?, kept: String?
        // Where the dragged item sits in KD's data sources.
        var live: (collection: String, index: Int)?
        // A cancelled drag: updateForLongPress: has no .cancelled case, so nothing more is called.
        var cancelled = false
        for (event, notice) in notices {
            func call(_ method: String, _ arguments: String...) { calls.append((event, (method, arguments))) }
            switch notice {
            case let .canDrag(_, from, answer):
                call("collectionView:cellIsDraggableAtIndexPath:", from.collection, "\(from.index)", "\(answer)")
            case let .dragBegan(_, from):
                (origin, kept, live) = (from.collection, from.collection, (from.collection, from.index))
                call("startDraggingAtPoint:", from.collection, "\(from.index)")
            case let .movedOver(item, collection, index?):
                if collection != kept {
                    if let kept {
                        call("didMoveOutItem:", kept, item)
                        if let at = live, at.collection == kept { call("collectionView:deleteDataItemAtIndexPath:", kept, "\(at.index)") }
                    }
                    call("willMoveItem:inRect:", collection, item)
                    call("collectionView:insertDataItem:atIndexPath:", collection, item, "\(index)")
                    (kept, live) = (collection, (collection, index))
                }
                call("didMoveItem:inRect:", collection, item, "\(index)")
                if let at = live, at.index != index {
                    call("collectionView:moveDataItemFromIndexPath:toIndexPath:", collection, "\(at.index)", "\(index)")
                    live = (collection, index)
                }
            case .cancelledKeepingLive:
                cancelled = true
            case let .outcome(item, _, outcome) where !cancelled:
                if outcome == .delete, let at = live { call("collectionView:deleteDataItemAtIndexPath:", at.collection, "\(at.index)") }
                if let origin, let kept, kept != origin {
                    call("dragDataItem:", origin, item)
                    call("dropDataItem:atRect:", kept, item)
                }
            case .dragEnded:
                if !cancelled { call("stopDragging", origin ?? "none") }
                (origin, kept, live, cancelled) = (nil, nil, nil, false)
            default:
                break
            }
        }
        return calls
    }

    /// AJWDraggableDroppable's delegate and appearance-state methods, logged when a state changes
    /// (AJW re-applies them on every move). A drag begins over its origin, so the draggable turns
    /// hovering and the origin pendingDrop at once; leaving one collection for another in one move
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
            if over != pendingDrop, let old = pendingDrop, !deregistered.contains(old) { calls.append((event, ("droppableViewApplyAppearanceStatePending", [old]))) }
            if (over != nil) != hovering {
                hovering = over != nil
                calls.append((event, (hovering ? "draggableViewApplyAppearanceStateHovering" : "draggableViewApplyAppearanceStateDragging", [item])))
            }
            if over != pendingDrop, let over { calls.append((event, ("droppableViewApplyAppearanceStatePendingDrop", [over]))) }
            pendingDrop = over
        }
        // The release applies Regular only: what its own point enters or leaves is never applied.
        let releases = Set(log.compactMap { logged -> Int? in
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
                if case let .dragBegan(_, from) = notice { move = (event, item, from.collection) }
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

    /// ArraSolta: its screen's counter and the item moves it reports.
    static func arraSolta(_ notice: ArenaNotice) -> [Call] {
        switch notice {
        case let .outcome(item, from, outcome):
            switch outcome {
            case let .drop(to): [("itemDropped", [item, "\(from)", "\(to)"])]
            case let .rearrange(collection, source, destination): [("itemRearranged", [item, collection, "\(source)", "\(destination)"])]
            case .delete: [("itemDeleted", [item, "\(from)"])]
            case .miss: []
            }
        case let .history(step, _): [("\(step.rawValue)Performed", [])]
        case let .counterChanged(count): [("counterChanged", ["\(count)"])]
        default: []
        }
    }
}
