/// BetweenKit's host calls.
extension HostCallNames {
    /// BetweenKit's I3DragDataSource: the assertions, then the mutation of the outcome. A drop
    /// released where no cell is (a gap, a title band, past a list's last cell) uses the at-point
    /// methods; onto a cell, an empty slot's too, the index-path ones.
    static func betweenKit(_ notice: ArenaNotice, atPoint: Bool) -> [Call] {
        switch notice {
        case let .canDrop(_, from, to, answer) where atPoint:
            [
                (
                    "canItemAt:fromCollection:beDroppedAtPoint:onCollection:",
                    ["\(from.index)", from.collection, "\(to.index)", to.collection, yes(answer)]
                )
            ]
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
            case let .rearrange(collection, source, destination):
                [("rearrangeItemAt:withItemAt:inCollection:", ["\(source)", "\(destination)", collection])]
            case let .drop(to):
                [("dropItemAt:fromCollection:toItemAt:onCollection:", ["\(from.index)", from.collection, "\(to.index)", to.collection])]
            // BetweenKit has no drop into an item (a UIKit proposal's intent).
            case .miss, .into: []
            }
        case let .collectionAdded(id): [("addCollection:", [id])]
        case let .collectionRemoved(id): [("removeCollection:", [id])]
        default: []
        }
    }
}
