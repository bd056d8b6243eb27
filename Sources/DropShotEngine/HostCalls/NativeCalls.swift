/// The system presets' host calls (docs/NATIVE.md), in Apple's Swift spelling: UICollectionView's
/// drag and drop delegates, UITableView's reorder methods, SwiftUI's `onMove` and the iOS 27
/// reorderable container's `move` closure.
extension HostCallNames {
    /// What the native names need beyond the notices: each collection's drop proposal, and the
    /// collections' ids in declared order.
    struct NativeContext {
        var proposals: [String: DropProposal]
        var ids: [String]

        /// `"move, insertAtDestinationIndexPath"`: the proposal the app answered with (`logged`'s
        /// own, an item's over its place), else the collection's.
        func proposal(_ collection: String, _ logged: LoggedNotice? = nil) -> String {
            let proposal = logged?.proposal ?? proposals[collection] ?? .reordering
            return "\(proposal.operation.rawValue), \(proposal.intent.rawValue)"
        }

        /// `[section, item]` of cell `index` of `collection`, from the section counts recorded with
        /// the notice (one section when the collection has none).
        func indexPath(_ logged: LoggedNotice, _ collection: String, _ index: Int) -> String {
            IndexPathValue(index, counts: ids.firstIndex(of: collection).map { logged.sectionCounts[$0] } ?? []).description
        }
    }

    /// The coordinator's items of a drop, `[id path]` each: the source index path for an item of
    /// the destination collection, nil for one from another collection; a copy adds `as` and the
    /// copy's id.
    static func items(of placement: Placement) -> String {
        let items = placement.entries.map { entry in
            let path = entry.from == placement.collection ? entry.path.description : "nil"
            return entry.placed == entry.item ? "\(entry.item) \(path)" : "\(entry.item) \(path) as \(entry.placed)"
        }
        return "[\(items.joined(separator: ", "))]"
    }

    /// UICollectionViewDragDelegate and UICollectionViewDropDelegate, as the session runs: the
    /// items asked for at the lift (every item the drag carries, `[]` for a refusal), the
    /// session's beginning, `canHandle` and the enter of each collection it enters, every update
    /// over a collection (the index path a release there would give, nil over none, and the
    /// proposal), one drop with the coordinator's items and its one destination index path, and
    /// the ends. The drop's destination is the last update's: a
    /// release away from the last move is hit-tested once more first. Each collection the session
    /// entered is told it ended (a model: docs/NATIVE.md).
    static func uikit(_ log: [LoggedNotice], _ context: NativeContext) -> [(event: Int, call: Call)] {
        var calls: [(event: Int, call: Call)] = []
        var origin: SlotRef?
        var entered: [String] = []
        var lastUpdate: [String: String] = [:]
        // The proposal of each collection's last update: what its drop performs with.
        var lastProposal: [String: String] = [:]
        var deleted: [String] = []
        var droppedInto = false
        for logged in log {
            func call(_ method: String, _ arguments: String...) { calls.append((logged.event, (method, arguments))) }
            func update(_ collection: String, _ path: String) {
                lastUpdate[collection] = path
                let proposal =
                    logged.proposal != nil ? context.proposal(collection, logged) : lastProposal[collection] ?? context.proposal(collection)
                lastProposal[collection] = proposal
                call("collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)", collection, path, proposal)
            }
            switch logged.notice {
            case let .canDrag(_, from, answer):
                call(
                    "collectionView(_:itemsForBeginning:at:)", from.collection, context.indexPath(logged, from.collection, from.index),
                    answer ? "[\(logged.carried.joined(separator: ", "))]" : "[]")
            case let .dragBegan(item, from):
                (origin, entered, lastUpdate, lastProposal) = (from, [from.collection], [:], [:])
                call("collectionView(_:dragSessionWillBegin:)", from.collection, item)
                // The session begins over the collection it lifted from; each collection it
                // enters is asked whether it can handle the session first.
                call("collectionView(_:canHandle:)", from.collection)
                call("collectionView(_:dropSessionDidEnter:)", from.collection)
            case let .entered(_, collection):
                if !entered.contains(collection) { entered.append(collection) }
                call("collectionView(_:canHandle:)", collection)
                call("collectionView(_:dropSessionDidEnter:)", collection)
            case let .movedOver(_, collection, _):
                update(collection, logged.destination?.description ?? "nil")
            case let .exited(_, collection):
                call("collectionView(_:dropSessionDidExit:)", collection)
            case let .outcome(_, _, .into(to)) where !droppedInto:
                droppedInto = true
                call(
                    "collectionView(_:performDropWith:)", to.collection, context.indexPath(logged, to.collection, to.index),
                    lastProposal[to.collection] ?? context.proposal(to.collection))
            case let .outcome(item, _, .delete):
                deleted.append(item)
            case .reordered:
                guard let placement = logged.placement, origin != nil else { continue }
                let destination = placement.destination.description
                if lastUpdate[placement.collection] != destination { update(placement.collection, destination) }
                call(
                    "collectionView(_:performDropWith:)", placement.collection, destination,
                    lastProposal[placement.collection] ?? context.proposal(placement.collection),
                    items(of: placement))
            case .dragEnded:
                // A delete zone is the app's own view with a UIDropInteraction: one drop of every item.
                if !deleted.isEmpty { call("dropInteraction(_:performDrop:)", "deleteZone", "[\(deleted.joined(separator: ", "))]") }
                call("collectionView(_:dragSessionDidEnd:)", origin?.collection ?? "none")
                for collection in entered { call("collectionView(_:dropSessionDidEnd:)", collection) }
                (origin, entered, deleted, droppedInto) = (nil, [], [], false)
            default:
                break
            }
        }
        return calls
    }

    /// UITableView's reorder control: whether a row may move (asked when it is pressed), the
    /// delegate's retargeting on every change of the proposed index path, and one move at the
    /// release, from the row's index path to its final one (both in UIKit's sections).
    static func uikitTable(_ log: [LoggedNotice], _ context: NativeContext) -> [(event: Int, call: Call)] {
        var calls: [(event: Int, call: Call)] = []
        var from: String?
        var proposed: String?
        for logged in log {
            func call(_ method: String, _ arguments: String...) { calls.append((logged.event, (method, arguments))) }
            switch logged.notice {
            case let .canDrag(_, slot, answer):
                call("tableView(_:canMoveRowAt:)", slot.collection, context.indexPath(logged, slot.collection, slot.index), "\(answer)")
            case let .dragBegan(_, slot):
                from = context.indexPath(logged, slot.collection, slot.index)
                proposed = from
            case let .movedOver(_, collection, _):
                guard let from, let destination = logged.destination?.description, destination != proposed else { continue }
                proposed = destination
                call("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", collection, from, destination)
            case .reordered:
                guard let placement = logged.placement, placement.moved, let entry = placement.entries.first else { continue }
                call("tableView(_:moveRowAt:to:)", placement.collection, entry.path.description, placement.destination.description)
            case .dragEnded:
                (from, proposed) = (nil, nil)
            default:
                break
            }
        }
        return calls
    }

    /// SwiftUI's `ForEach.onMove`: one call at the release with every moved row's offset and the
    /// offset to land before, counted before the removal, as `Array.move(fromOffsets:toOffset:)`
    /// takes them (row 0 below row 2 is 3); the offsets are within the row's section (each section
    /// its own `ForEach`), which is named when the list has sections, and the list when the arena
    /// has several.
    static func swiftuiList(_ logged: LoggedNotice, _ context: NativeContext) -> [Call] {
        guard case .reordered = logged.notice, let placement = logged.placement, placement.moved else { return [] }
        let offsets = placement.entries.map(\.path.item).sorted().map(String.init).joined(separator: ", ")
        var arguments = ["[\(offsets)]", "\(placement.offsetBeforeRemoval)"]
        if context.ids.count > 1 { arguments.append("collection: \(placement.collection)") }
        if placement.sectioned { arguments.append("section: \(placement.destination.section)") }
        return [("onMove(fromOffsets:toOffset:)", arguments)]
    }

    /// The iOS 27 reorderable container's `move` closure: one `ReorderDifference` at the end of
    /// the session, its `sources` and `destination` (`.before(id)` or `.end`, within the items'
    /// section), the collection when the container holds several, and the section when the
    /// collection has sections (each its own `ForEach`: a model, docs/NATIVE.md).
    static func swiftuiReorder(_ logged: LoggedNotice, _ context: NativeContext) -> [Call] {
        guard case let .reordered(items, collection, before) = logged.notice, logged.placement?.moved != false else { return [] }
        var arguments = ["sources: [\(items.joined(separator: ", "))]", "destination: \(before.map { ".before(\($0))" } ?? ".end")"]
        if context.ids.count > 1 { arguments.append("collectionID: \(collection)") }
        if let placement = logged.placement, placement.sectioned { arguments.append("section: \(placement.destination.section)") }
        return [("move", arguments)]
    }
}
