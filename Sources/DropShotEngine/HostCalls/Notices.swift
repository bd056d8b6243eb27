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
        /// Dropped into the item at a place (`insertIntoDestinationIndexPath`): nothing moved.
        case into(SlotRef)
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
    /// A release moved `items` into `collection`, before the item `before` (nil: at its end): what
    /// the system's calls report (only their names use it, so `notices` leaves it out).
    case reordered(items: [String], collection: String, before: String?)
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
    /// Whether `notices` hands it over: not a notice only one seed's names use, nor a release's
    /// placement (only the system's names use it).
    var isPublic: Bool {
        guard onlyFor == nil else { return false }
        if case .reordered = notice { return false }
        return true
    }
    /// Each collection's section counts when the notice was logged (UIKit's index paths name a
    /// section; the calls may be named after any preset, so every notice has them).
    var sectionCounts: [[Int]]
    /// For `canDrag` answered yes: every item the drag would carry (a selection too).
    var carried: [String] = []
    /// For `movedOver`: the index path a release there would give the first dragged item
    /// (UIKit's destination index path), nil over no place.
    var destination: IndexPathValue? = nil
    /// For `movedOver`: the proposal the app answers there (an item's own over its place).
    var proposal: DropProposal? = nil
    /// For `reordered`: where the release put the items, as the system's calls name it.
    var placement: Placement? = nil
}

/// UIKit's index path: a section and an item in it.
struct IndexPathValue: Equatable, CustomStringConvertible {
    var section: Int
    var item: Int
    var description: String { "[\(section), \(item)]" }

    /// The index path of cell `index` in a collection of `counts` sections (none: one section);
    /// an index at a section's end is in the last section it can end.
    init(_ index: Int, counts: [Int]) {
        var start = 0
        for (section, count) in counts.enumerated() {
            if index < start + count || section == counts.count - 1 {
                (self.section, item) = (section, index - start)
                return
            }
            start += count
        }
        (section, item) = (0, index)
    }
}

/// Where a release put the dragged items (docs/NATIVE.md, "Host calls"): the destination
/// collection, the index path of the first item after the release (the items follow it in
/// order), each item with its origin and the id it has there (a copy's own), and for SwiftUI's
/// `onMove` the offsets in the destination's section.
struct Placement {
    struct Entry {
        /// The dragged item's id, and the id it has in the destination (a copy's differs).
        var item: String
        var placed: String
        /// Its collection and index path before the release.
        var from: String
        var path: IndexPathValue
    }
    var collection: String
    var destination: IndexPathValue
    var entries: [Entry]
    /// `onMove`'s destination: the offset in the destination's section counted before the
    /// removal, as `Array.move(fromOffsets:toOffset:)` takes it.
    var offsetBeforeRemoval: Int
    /// Whether the destination has sections (SwiftUI's calls name the section only then).
    var sectioned: Bool
    /// False for an item let go on its own place: UIKit performs that drop, nothing moved.
    var moved: Bool
}

extension Resolution {
    func notice(_ arena: Arena) -> ArenaNotice.Outcome {
        switch self {
        case .delete: .delete
        case let .rearrange(c, from, to, _): .rearrange(collection: arena.scenario.collections[c].id, from: from, to: to)
        case let .drop(c, i, _): .drop(to: arena.slotRef(c, i))
        case let .into(c, i): .into(arena.slotRef(c, i))
        case .miss: .miss
        }
    }
}

extension Arena {
    /// Starts recording notices: from now on every event applied adds what the host would be told.
    public mutating func recordNotices() { noticeLog = [] }

    /// The notices recorded so far, with the index of the event that caused each.
    public var notices: [(event: Int, notice: ArenaNotice)] {
        (noticeLog ?? []).filter(\.isPublic).map { ($0.event, $0.notice) }
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
        return noticeLog![start...].filter(\.isPublic).map(\.notice)
    }

    /// Logs `notice` (when notices are recorded). A drop's at-point naming is decided by the
    /// `pointer` when there is one: no cell of the destination under it (a gap between cells, a
    /// title band, past the last cell), as BetweenKit's `indexPathForItemAtPoint:` finds none;
    /// a keyboard drag, which has no pointer, by whether the place holds an item.
    mutating func notify(
        _ notice: ArenaNotice, onlyFor seed: Behaviour? = nil, pointer: Point? = nil, carried: [String] = [],
        destination: IndexPathValue? = nil, placement: Placement? = nil, proposal: DropProposal? = nil
    ) {
        guard noticeLog != nil else { return }
        var atPoint = false
        if case let .canDrop(_, _, to, _) = notice { atPoint = findsNoCell(to, under: pointer) }
        if case let .outcome(_, _, .drop(to)) = notice { atPoint = findsNoCell(to, under: pointer) }
        noticeLog!.append(
            LoggedNotice(
                event: eventIndex, notice: notice, atPoint: atPoint, onlyFor: seed,
                sectionCounts: model.sectionCounts, carried: carried, destination: destination, proposal: proposal, placement: placement))
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
        let context = HostCallNames.NativeContext(
            proposals: Dictionary(
                scenario.collections.compactMap { c in c.config.drag.dropProposal.map { (c.id, $0) } }, uniquingKeysWith: { a, _ in a }),
            ids: scenario.collections.map(\.id))
        return HostCallNames.calls(for: noticeLog ?? [], in: behaviour ?? scenario.behaviour, context: context).map {
            HostCall(event: $0.event, method: $0.call.method, arguments: $0.call.arguments)
        }
    }
}

/// The method names of each seed (docs/SEEDS.md, "Callbacks").
enum HostCallNames {
    typealias Call = (method: String, arguments: [String])

    static func calls(for log: [LoggedNotice], in behaviour: Behaviour, context: NativeContext) -> [(event: Int, call: Call)] {
        let log = log.filter { $0.onlyFor == nil || $0.onlyFor == behaviour }
        let name: (ArenaNotice) -> [Call]
        switch behaviour {
        case .dropshot: name = dropshot
        case .betweenkit: return log.flatMap { logged in betweenKit(logged.notice, atPoint: logged.atPoint).map { (logged.event, $0) } }
        case .kd: return kd(log.map { ($0.event, $0.notice) })  // KD's and AJW's calls depend on the drag so far
        case .ajw: return ajw(log)
        case .arrasolta: name = arraSolta
        case .uikit: return uikit(log, context)
        case .uikitTable: return uikitTable(log, context)
        case .swiftuiList: return log.flatMap { logged in swiftuiList(logged, context).map { (logged.event, $0) } }
        case .swiftuiReorder: return log.flatMap { logged in swiftuiReorder(logged, context).map { (logged.event, $0) } }
        }
        return log.flatMap { logged in name(logged.notice).map { (logged.event, $0) } }
    }

    static func yes(_ answer: Bool) -> String { answer ? "YES" : "NO" }
}
