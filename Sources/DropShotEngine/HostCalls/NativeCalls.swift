/// The system presets' host calls (docs/NATIVE.md), in Apple's Swift spelling: UICollectionView's
/// drag and drop delegates, UITableView's reorder methods, SwiftUI's `onMove` and the iOS 27
/// reorderable container's `move` closure.
extension HostCallNames {
    /// What the native names need beyond the notices: each collection's drop proposal, and the
    /// collections' ids in declared order.
    struct NativeContext {
        var proposals: [String: DropProposal]
        var ids: [String]

        /// Whether a drop into `collection` goes into an item rather than between two.
        func dropsInto(_ collection: String) -> Bool { proposals[collection]?.intent == .insertIntoDestinationIndexPath }

        /// `"move, insertAtDestinationIndexPath"`: the proposal the collection answers with.
        func proposal(_ collection: String) -> String {
            let proposal = proposals[collection] ?? DropProposal()
            return "\(proposal.operation.rawValue), \(proposal.intent.rawValue)"
        }

        /// `[section, item]` of cell `index` of `collection`, from the section counts recorded with
        /// the notice (one section when the collection has none).
        func indexPath(_ logged: LoggedNotice, _ collection: String, _ index: Int) -> String {
            guard let c = ids.firstIndex(of: collection), case let counts = logged.sectionCounts[c], !counts.isEmpty else { return "[0, \(index)]" }
            var start = 0
            for (section, count) in counts.enumerated() {
                if index < start + count || section == counts.count - 1 { return "[\(section), \(index - start)]" }
                start += count
            }
            return "[0, \(index)]"
        }
    }

    /// UICollectionViewDragDelegate and UICollectionViewDropDelegate, as the session runs: the
    /// items asked for at the lift, the session's beginning, every update over a collection (with
    /// the index path under the drag, nil over none, and the proposal), one drop, and the ends.
    /// Each collection the session entered is told it ended (a model: docs/NATIVE.md).
    static func uikit(_ log: [LoggedNotice], _ context: NativeContext) -> [(event: Int, call: Call)] {
        var calls: [(event: Int, call: Call)] = []
        var origin: SlotRef?
        var entered: [String] = []
        var dropped = false
        for logged in log {
            func call(_ method: String, _ arguments: String...) { calls.append((logged.event, (method, arguments))) }
            switch logged.notice {
            case let .canDrag(item, from, answer):
                call(
                    "collectionView(_:itemsForBeginning:at:)", from.collection, context.indexPath(logged, from.collection, from.index),
                    answer ? "[\(item)]" : "[]")
            case let .dragBegan(item, from):
                (origin, entered, dropped) = (from, [from.collection], false)
                call("collectionView(_:dragSessionWillBegin:)", from.collection, item)
                // The session begins over the collection it lifted from.
                call("collectionView(_:dropSessionDidEnter:)", from.collection)
            case let .entered(_, collection):
                if !entered.contains(collection) { entered.append(collection) }
                call("collectionView(_:dropSessionDidEnter:)", collection)
            case let .movedOver(_, collection, index):
                // The index path the item would take: an insertion place past its own is one less.
                let destination = index.map {
                    collection == origin?.collection && $0 > origin!.index && !context.dropsInto(collection) ? $0 - 1 : $0
                }
                call(
                    "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)", collection,
                    destination.map { context.indexPath(logged, collection, $0) } ?? "nil", context.proposal(collection))
            case let .exited(_, collection):
                call("collectionView(_:dropSessionDidExit:)", collection)
            case let .outcome(_, _, outcome) where !dropped:
                switch outcome {
                case let .rearrange(collection, _, to):
                    call("collectionView(_:performDropWith:)", collection, context.indexPath(logged, collection, to), context.proposal(collection))
                case let .drop(to), let .into(to):
                    call(
                        "collectionView(_:performDropWith:)", to.collection, context.indexPath(logged, to.collection, to.index),
                        context.proposal(to.collection))
                case .delete:
                    // A delete zone is the app's own view with a UIDropInteraction.
                    call("dropInteraction(_:performDrop:)", "deleteZone")
                case .miss:
                    continue
                }
                dropped = true
            case .dragEnded:
                call("collectionView(_:dragSessionDidEnd:)", origin?.collection ?? "none")
                for collection in entered { call("collectionView(_:dropSessionDidEnd:)", collection) }
                (origin, entered, dropped) = (nil, [], false)
            default:
                break
            }
        }
        return calls
    }

    /// UITableView's reorder control: whether a row may move (asked when it is pressed), the
    /// delegate's retargeting on every change of the proposed row, and one move at the release.
    static func uikitTable(_ log: [LoggedNotice], _ context: NativeContext) -> [(event: Int, call: Call)] {
        var calls: [(event: Int, call: Call)] = []
        var from: SlotRef?
        var proposed: Int?
        for logged in log {
            func call(_ method: String, _ arguments: String...) { calls.append((logged.event, (method, arguments))) }
            switch logged.notice {
            case let .canDrag(_, slot, answer):
                call("tableView(_:canMoveRowAt:)", slot.collection, context.indexPath(logged, slot.collection, slot.index), "\(answer)")
            case let .dragBegan(_, slot):
                (from, proposed) = (slot, slot.index)
            case let .movedOver(_, collection, index?) where collection == from?.collection:
                // The row a move would land on: an insertion place past the row's own is one row up.
                let row = index > from!.index ? index - 1 : index
                guard row != proposed else { continue }
                proposed = row
                call(
                    "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", collection,
                    context.indexPath(logged, collection, from!.index), context.indexPath(logged, collection, row))
            case let .outcome(_, _, .rearrange(collection, source, destination)):
                call(
                    "tableView(_:moveRowAt:to:)", collection, context.indexPath(logged, collection, source),
                    context.indexPath(logged, collection, destination))
            case .dragEnded:
                (from, proposed) = (nil, nil)
            default:
                break
            }
        }
        return calls
    }

    /// SwiftUI's `ForEach.onMove`: one call at the release, with the offsets `Array.move(fromOffsets:toOffset:)`
    /// takes: the destination counted before the removal (row 0 below row 2 is 3).
    static func swiftuiList(_ notice: ArenaNotice) -> [Call] {
        guard case let .outcome(_, _, .rearrange(_, source, destination)) = notice else { return [] }
        return [("onMove(fromOffsets:toOffset:)", ["[\(source)]", "\(destination > source ? destination + 1 : destination)"])]
    }

    /// The iOS 27 reorderable container's `move` closure: one `ReorderDifference` at the end of
    /// the session, its `sources` and `destination` (`.before(id)` or `.end`), and the collection
    /// when the container holds several.
    static func swiftuiReorder(_ notice: ArenaNotice, _ context: NativeContext) -> [Call] {
        guard case let .reordered(items, collection, before) = notice else { return [] }
        var arguments = ["sources: [\(items.joined(separator: ", "))]", "destination: \(before.map { ".before(\($0))" } ?? ".end")"]
        if context.ids.count > 1 { arguments.append("collectionID: \(collection)") }
        return [("move", arguments)]
    }
}
