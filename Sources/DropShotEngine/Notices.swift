/// Something the host app would be told while the arena runs: an assertion asked, a drag
/// beginning, entering or leaving a collection, an outcome, a history step. `hostCalls(for:)`
/// names each one after the chosen seed's own delegate and data-source methods.
public enum ArenaNotice: Equatable, Sendable {
    public enum HistoryStep: String, Sendable { case undo, redo, reset }
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
    public var method: String
    public var arguments: [String]
    public init(event: Int, method: String, arguments: [String]) {
        self.event = event; self.method = method; self.arguments = arguments
    }
    public var description: String { "\(method)(\(arguments.joined(separator: ", ")))" }
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
    public var notices: [(event: Int, notice: ArenaNotice)] { noticeLog ?? [] }

    /// Applies `event` and hands over what the host is told because of it, in order: the way an
    /// app drives the engine (a delegate call per notice). The notices are handed over, not kept,
    /// so an app that runs for hours holds none of them.
    public mutating func handle(_ event: ArenaEvent) -> [ArenaNotice] {
        noticeLog = []
        apply(event)
        defer { noticeLog = [] }
        return noticeLog!.map(\.notice)
    }

    mutating func notify(_ notice: ArenaNotice) {
        noticeLog?.append((eventIndex, notice))
    }

    /// The calls the host would have received so far, named after `behaviour`'s seed (the
    /// scenario's preset when nil). Empty unless `recordNotices()` was called.
    public func hostCalls(for behaviour: Behaviour? = nil) -> [HostCall] {
        let names = behaviour ?? scenario.behaviour
        let notices = names == .kd ? HostCallNames.asKDManagerSeesThem(self.notices) : self.notices
        return notices.flatMap { event, notice in
            HostCallNames.calls(for: notice, in: names).map { HostCall(event: event, method: $0.method, arguments: $0.arguments) }
        }
    }
}

/// The method names of each seed (docs/SEEDS.md, "Callbacks").
enum HostCallNames {
    typealias Call = (method: String, arguments: [String])

    static func calls(for notice: ArenaNotice, in behaviour: Behaviour) -> [Call] {
        switch behaviour {
        case .dropshot: dropshot(notice)
        case .betweenkit: betweenKit(notice)
        case .kd: kd(notice)
        case .ajw: ajw(notice)
        case .arrasolta: arraSolta(notice)
        }
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
        case .movedOver: []
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

    /// BetweenKit's I3DragDataSource: the assertions, then the mutation of the outcome.
    static func betweenKit(_ notice: ArenaNotice) -> [Call] {
        switch notice {
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

    /// The notices as KDDragAndDropManager acts on them: it keeps the view it is over once entered,
    /// so leaving to empty canvas tells nothing, and entering another view first moves the item
    /// out of the kept one (didMoveOutItem, then willMoveItem); re-entering the kept view tells
    /// nothing; and `stopDragging` goes to the view the drag started in.
    static func asKDManagerSeesThem(_ notices: [(event: Int, notice: ArenaNotice)]) -> [(event: Int, notice: ArenaNotice)] {
        var result: [(event: Int, notice: ArenaNotice)] = []
        var kept: String?, origin: String?
        for (event, notice) in notices {
            switch notice {
            case let .dragBegan(_, from):
                origin = from.collection
                kept = from.collection
                result.append((event, notice))
            case .exited:
                continue
            case let .entered(item, collection):
                guard collection != kept else { continue }
                if let kept { result.append((event, .exited(item: item, collection: kept))) }
                kept = collection
                result.append((event, notice))
            case let .dragEnded(item, _):
                result.append((event, .dragEnded(item: item, over: origin)))
                kept = nil
            default:
                result.append((event, notice))
            }
        }
        return result
    }

    /// KDDragAndDropCollectionView's KDDraggable / KDDroppable and its data source.
    static func kd(_ notice: ArenaNotice) -> [Call] {
        switch notice {
        case let .canDrag(_, from, answer): [("collectionView:cellIsDraggableAtIndexPath:", [from.collection, "\(from.index)", "\(answer)"])]
        case let .dragBegan(_, from): [("startDraggingAtPoint:", [from.collection, "\(from.index)"])]
        case let .entered(item, collection): [("willMoveItem:inRect:", [collection, item])]
        case let .movedOver(item, collection, index): [("didMoveItem:inRect:", [collection, item, index.map { "\($0)" } ?? "none"])]
        case let .exited(item, collection): [("didMoveOutItem:", [collection, item])]
        case let .outcome(item, from, outcome):
            switch outcome {
            case let .drop(to):
                [("dragDataItem:", [from.collection, item]),
                 ("collectionView:deleteDataItemAtIndexPath:", [from.collection, "\(from.index)"]),
                 ("collectionView:insertDataItem:atIndexPath:", [to.collection, item, "\(to.index)"]),
                 ("dropDataItem:atRect:", [to.collection, item])]
            case let .rearrange(collection, source, destination):
                [("collectionView:moveDataItemFromIndexPath:toIndexPath:", [collection, "\(source)", "\(destination)"])]
            case .delete: [("collectionView:deleteDataItemAtIndexPath:", [from.collection, "\(from.index)"])]
            case .miss: []
            }
        case let .dragEnded(_, over): [("stopDragging", [over ?? "none"])]
        default: []
        }
    }

    /// AJWDraggableDroppable's delegate and appearance-state methods.
    /// Free views get the same calls as cells, their droppables standing for collections.
    static func ajw(_ notice: ArenaNotice) -> [Call] {
        switch notice {
        case let .dragBegan(item, _), let .freeDragBegan(item):
            [("draggableDroppable:draggableGestureDidBegin:draggable:", [item]),
             ("draggableViewApplyAppearanceStateDragging", [item]),
             ("droppableViewApplyAppearanceStatePending", ["all"])]
        case let .entered(item, collection), let .freeEntered(item, collection):
            [("draggableViewApplyAppearanceStateHovering", [item]), ("droppableViewApplyAppearanceStatePendingDrop", [collection])]
        case let .exited(item, collection), let .freeExited(item, collection):
            [("droppableViewApplyAppearanceStatePending", [collection]), ("draggableViewApplyAppearanceStateDragging", [item])]
        case let .dragEnded(item, over), let .freeDragEnded(item, over):
            [("draggableDroppable:draggableGestureDidEnd:draggable:droppable:", [item, over ?? "nil"]),
             ("droppableViewApplyAppearanceStateRegular", ["all"]),
             ("draggableViewApplyAppearanceStateRegular", [item])]
        default: []
        }
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
