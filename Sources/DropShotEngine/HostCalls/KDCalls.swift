/// KDDragAndDropCollectionView's host calls.
extension HostCallNames {
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
}
