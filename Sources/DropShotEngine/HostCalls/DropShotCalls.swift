/// DropShot's own host calls: the `ArenaDataSource` methods and its outcome names.
extension HostCallNames {
    /// The Swift `ArenaDataSource` methods, and DropShot's outcome names.
    static func dropshot(_ notice: ArenaNotice) -> [Call] {
        switch notice {
        case let .canDrag(item, from, answer): [("canDrag(item:from:)", [item, "\(from)", "\(answer)"])]
        case let .canRearrange(item, collection, from, to, answer):
            [("canRearrange(item:in:from:to:)", [item, collection, "\(from)", "\(to)", "\(answer)"])]
        case let .canDrop(item, from, to, answer): [("canDrop(item:from:to:)", [item, "\(from)", "\(to)", "\(answer)"])]
        case let .canDelete(item, from, answer): [("canDelete(item:from:)", [item, "\(from)", "\(answer)"])]
        case let .dragBegan(item, from): [("dragBegan", [item, "\(from)"])]
        case let .entered(item, collection): [("entered", [item, collection])]
        case .movedOver, .cancelledKeepingLive, .reordered: []
        case let .exited(item, collection): [("exited", [item, collection])]
        case let .outcome(item, from, outcome):
            switch outcome {
            case .delete: [("delete", [item, "\(from)"])]
            case let .rearrange(collection, source, destination): [("rearrange", [item, collection, "\(source)", "\(destination)"])]
            case let .drop(to): [("drop", [item, "\(from)", "\(to)"])]
            case let .into(to): [("dropInto", [item, "\(from)", "\(to)"])]
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
        case let .freeDragEnded(view, droppable):
            [
                (droppable == nil ? "miss" : "drop", [view] + (droppable.map { [$0] } ?? [])),
                ("dragEnded", [view]),
            ]
        }
    }
}
