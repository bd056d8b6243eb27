/// The result of a finished drag (docs/RULES.md), checked in this order.
/// `into`: dropped into the item under it (a drop proposal's `insertIntoDestinationIndexPath`),
/// which reorders nothing.
public enum DragOutcome: String, CaseIterable, Sendable { case delete, rearrange, drop, into, miss }

/// The place under a drag: a collection and, when there is one, a cell index in it.
/// For a `list` the index may equal the item count (append at the end); in a list with
/// sections, `section` is the section that index is in.
public struct DropLocation: Equatable, Sendable {
    /// The collection's id.
    public var collection: String
    /// The cell under the drag, nil over none of the collection's cells.
    public var index: Int?
    /// With sections, the section whose band holds the drag.
    public var section: Int? = nil
}

/// The engine: an arena of collections driven by events (docs/SCENARIO.md, docs/RULES.md).
///
/// `Arena` is a value type. Feed it events with `apply(_:)` and read what it shows with
/// `snapshot()`. It does no I/O.
///
/// ```swift
/// var arena = Arena(scenario: scenario)
/// for event in scenario.events { arena.apply(event) }
/// print(arena.snapshot().collections[1].cells[0].item?.id)
/// ```
public struct Arena: Sendable {
    /// The scenario the arena runs.
    public let scenario: Scenario
    /// Vetoes gestures; nil allows everything.
    public var dataSource: (any ArenaDataSource)?
    /// Sizes the cells of `cellSizing: "fit"` collections to their content.
    public var measure: (any CellMeasuring)?
    /// The canvas size in points, changed by `resize` events.
    public internal(set) var canvasSize: Size
    /// Where every item is now.
    public internal(set) var model: ArenaModel {
        didSet { modelRevision &+= 1 }
    }
    /// Counts the model's changes, so that `refreshLayouts()` skips an event that made none.
    var modelRevision = 0
    /// Where every item was before the first event (`reset` goes back to it).
    public let initialModel: ArenaModel
    /// Per collection: the content offset in screen points.
    public internal(set) var offsets: [Point]
    /// Per collection: whether the last event scrolled it as a user's input does (a drag's
    /// auto-scroll or page turn, a keyboard move bringing the focus into view): UIKit shows a
    /// scroll view's indicators only while it scrolls so, never at rest or after the app sets
    /// its offset (a `scroll` event).
    public internal(set) var scrolling: [Bool]
    /// Per collection: the zoom scale.
    public internal(set) var zooms: [Double]
    /// Per collection: whether it is in the arena now (`added`, `addCollection`, `removeCollection`).
    public internal(set) var present: [Bool]
    /// The collections in priority order (an earlier one wins where frames overlap): the declared
    /// order, with collections added back last when their `readdedPriority` says so.
    public internal(set) var priority: [Int]
    /// What the host would be told, with the index of the event that caused it, once
    /// `recordNotices()` was called (else nil).
    var noticeLog: [LoggedNotice]?
    /// The index of the event being applied, for the notices.
    var eventIndex = 0
    /// The outcome of the last drag that ended (undo and redo keep it), nil before any.
    public internal(set) var lastOutcome: DragOutcome?
    /// Set right after a missed drop when `snapBackOnMiss` is on: the ghost is shown back at its origin.
    public internal(set) var snapBack: SnapBack?
    var gesture = Gesture.idle
    /// The free views' frames and registration (`"freeViews"`).
    var free: FreeViewState
    /// The items a multi-item drag moves, in the order they were selected.
    public internal(set) var selection: [String] = []
    /// The selection's items, to look one up.
    var selected = Set<String>()
    /// The keyboard focus: a cell, or in a keyboard drag the place the keys chose.
    var focus: CellPlace?
    /// When each collection last turned a page of paging auto-scroll: KD's `paging` lock is the
    /// collection view's, whatever the gesture.
    var pagedAt: [Double?]
    /// What a screen reader would have announced, with the index of the event that caused each.
    public internal(set) var announcements: [Announcement] = []
    /// History steps as changes (not whole models), newest last.
    var undoStack: [ModelChange] = []
    var redoStack: [ModelChange] = []
    let itemsByID: [String: ItemSpec]
    /// The source collection each source item belongs to.
    let homes: [String: Int]
    /// Some item has its own `size` (else layouts skip looking sizes up).
    let hasItemSizes: Bool
    /// Whether some item states its own `dropProposal` (the state JSON then shows the proposal
    /// under every drag).
    let hasItemProposals: Bool
    /// Whether some collection finds the place under a drag in the layout as drawn
    /// (`listInsertion: cellAsDrawn`): each pointer event then keeps what the drag draws.
    let targetsAsDrawn: Bool
    /// Each collection's layout as of the end of the last event, with what it was made from
    /// (`refreshLayouts()`): an event in a collection of 100,000 slots does not lay them all out again.
    var layouts: [CachedLayout?] = []
    /// What `layouts` were last refreshed for.
    var layoutStamp: LayoutStamp?
    /// The collections' frames filed by where they lie (`collections(at:)`).
    var buckets: CollectionBuckets
    /// Per collection, whether it sizes its cells to their content (`cellSizing: fit`).
    let fitsCells: [Bool]
    /// Per collection without a `frame`, its place among those sharing the canvas's height.
    let framelessPlaces: [Int]
    /// How many collections share the canvas's height.
    let framelessCount: Int
    /// Whether some collection holds its gap back (`reorderingCadence` other than `immediate`).
    let hasCadence: Bool
    /// Each collection's index by its id.
    let collectionIndexes: [String: Int]
    /// Whether some collection of `scrolling` is true.
    var scrollingAny = false
    /// Whether some collection turns pages as a drag nears its edge (KD's paging auto-scroll).
    let hasPagingCollection: Bool
    /// Whether any item has a grid `span`.
    let hasItemSpans: Bool

    /// The ghost returning to its origin after a miss.
    public struct SnapBack: Equatable, Sendable {
        /// The item that flies back.
        public var item: String
        /// The cell it came from.
        public var from: SlotRef
        /// The frame of its cell, where it is shown again.
        public var frame: Rect
    }

    enum Gesture: Sendable {
        case idle
        /// A press waiting for the long-press duration (or the slop that turns it into a pan).
        case pressed(Press)
        case panning(collection: Int, start: Point, startOffset: Point)
        case dragging(Drag)
        /// A free draggable (`"freeViews"`) follows the pointer.
        case draggingFree(FreeDrag)
        /// A press on the drawn toolbar: a release on the same button performs it.
        case pressingToolbar(ToolbarButton?)
    }

    struct Press: Sendable {
        var point: Point
        var time: Double
        /// Where the pointer was last moved to while pressed (within the slop), nil before any move.
        var moved: Point? = nil
        /// The draggable cell under the press, if any.
        var cell: (collection: Int, index: Int)?
        var collection: Int?
        /// The collection hit-testing finds under the touch (the topmost): the one a pan of this
        /// press scrolls, though with `touchFallsThrough` the cell may lie in one beneath it.
        var hit: Int?
        /// The data source already allowed the cell's drag (asked at the touch: `dragPermissionAsked`).
        var allowed = false
        /// With `pickUpAt: panStart`, the pan began on nothing: the gesture drags nothing more.
        var panBeganOnNothing = false
    }

    struct Drag: Sendable {
        var item: String
        var from: (collection: Int, index: Int)
        /// Pointer minus the cell's origin at the start, in points.
        var grab: Point
        var cellFrame: Rect
        var pointer: Point
        /// The last place a release would have accepted (`dropOnLastHover`).
        var lastAccepted: Resolution?
        /// The collection under the drag at the last pointer event (for enter/exit notices).
        var over: Int?
        /// The time of the last event that reached the drag (auto-scroll runs from there).
        var time: Double
        /// The items it moves, in order: the selection, or `item` alone.
        var items: [String]
        /// In a keyboard drag, the place the keys chose (it stands for the place under the pointer).
        var keyboard: CellPlace?
        /// Whether a Changed has come since the drag began. Under `hoveringRule: overCollection`
        /// (AJW) a drag is over nothing, `dragging` with every collection `pending`, until then.
        var changed = true
        /// With `hitTestsLiveArrangement`, where the drag has put the item so far (a release at
        /// the last place over a cell): the arrangement KD's data sources hold mid-drag; `.miss`
        /// once it came back over its own place (nothing to commit), nil before any cell.
        var live: Resolution? = nil
        /// Under `listInsertion: cellAsDrawn`, the arrangement drawn since the last pointer event:
        /// where its gap put the item (nil: no gap, the item at its own place). UIKit hit-tests it.
        var drawn: Resolution? = nil
        /// Under `cellAsDrawn`, the place found at the last pointer event, with the pointer and the
        /// scroll offsets it was found at: with neither changed there is no new hit test (a release
        /// where the last move left the pointer drops at the last update's index path).
        var hitTested: (pointer: Point, offsets: [Point], place: Place?)? = nil
        /// When and where the drag lifted, and whether the pointer has since gone 10 points from
        /// there (`liftCancelDelay` cancels a lift held still).
        var lifted: (time: Double, point: Point)
        var movedSinceLift = false
        /// Where and when the last pointer event put the pointer, and over a collection whose
        /// `reorderingCadence` holds the gap back, the gate's state.
        var lastPointerEvent: (point: Point, time: Double)
        var cadence: CadenceGate? = nil
        /// The `dropProposal` of the item whose cell is under the touch, with its collection, when
        /// that item states one (taken at each pointer event, in the layout before the release).
        var placeProposal: (collection: Int, proposal: DropProposal)? = nil
    }

    /// Movement (points) below which a press is still a press, not a pan.
    public static let slop = PointerSlop.points

    /// An arena in the scenario's initial state, before its events; `dataSource` is asked after
    /// the scenario's own keys, `measure` sizes self-sizing cells.
    public init(scenario: Scenario, dataSource: (any ArenaDataSource)? = nil, measure: (any CellMeasuring)? = nil) {
        self.scenario = scenario
        self.dataSource = dataSource
        self.measure = measure
        canvasSize = Size(scenario.canvas.width, scenario.canvas.height)
        model = ArenaModel(scenario: scenario)
        initialModel = model
        offsets = Array(repeating: .zero, count: scenario.collections.count)
        zooms = Array(repeating: 1, count: scenario.collections.count)
        scrolling = Array(repeating: false, count: scenario.collections.count)
        pagedAt = Array(repeating: nil, count: scenario.collections.count)
        present = scenario.collections.map(\.added)
        priority = Array(scenario.collections.indices)
        free = FreeViewState(scenario.freeViews)
        let count = scenario.collections.reduce(0) { $0 + $1.items.count }
        var items: [String: ItemSpec] = [:]
        var homes: [String: Int] = [:]
        var sizes = false, spans = false, proposals = false
        items.reserveCapacity(count)
        for (index, collection) in scenario.collections.enumerated() {
            if collection.role == .source { homes.reserveCapacity(homes.count + collection.items.count) }
            for item in collection.items {
                items[item.id] = item
                if collection.role == .source { homes[item.id] = index }
                sizes = sizes || item.size != nil
                spans = spans || item.span != nil
                proposals = proposals || item.dropProposal != nil
            }
        }
        itemsByID = items
        self.homes = homes
        hasItemSizes = sizes
        hasItemSpans = spans
        hasItemProposals = proposals
        targetsAsDrawn = scenario.collections.contains { $0.config.drag.listInsertion == .cellAsDrawn }
        fitsCells = scenario.collections.map { $0.config.layout.cellSizing == .fit }
        var places: [Int] = [], frameless = 0
        for collection in scenario.collections {
            places.append(frameless)
            if collection.frame == nil { frameless += 1 }
        }
        (framelessPlaces, framelessCount) = (places, frameless)
        hasPagingCollection = scenario.collections.contains { $0.config.drag.autoScroll?.mode == .paging }
        hasCadence = scenario.collections.contains { $0.config.drag.reorderingCadence != .immediate }
        collectionIndexes = Dictionary(scenario.collections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        buckets = CollectionBuckets(frames: [], priority: [], canvasSize: Size(-1, -1))
        refreshLayouts()
    }

    /// Applies the scenario's first `count` events (all of them when nil) to a fresh arena.
    public static func running(
        _ scenario: Scenario, steps count: Int? = nil, dataSource: (any ArenaDataSource)? = nil,
        measure: (any CellMeasuring)? = nil
    ) -> Arena {
        var arena = Arena(scenario: scenario, dataSource: dataSource, measure: measure)
        for event in scenario.events.prefix(count ?? scenario.events.count) { arena.apply(event) }
        return arena
    }

    // MARK: History

    /// The pointer of the drag under way, a cell's or a free view's (nil when nothing is
    /// dragged): where `animate` starts carrying it toward the next pointer event.
    public var dragPointer: Point? {
        switch gesture {
        case let .dragging(drag): drag.pointer
        case let .draggingFree(drag) where drag.began: drag.pointer
        default: nil
        }
    }

    /// When the drag under way lifted, when a long press began it (`longPressDurationBeforeDragging`
    /// above 0): the press's time plus that delay, whichever later event found it held. Nil for
    /// other drags and when nothing is dragged.
    public var dragLiftTime: Double? {
        guard case let .dragging(drag) = gesture, drag.keyboard == nil,
            scenario.collections[drag.from.collection].config.drag.longPressDurationBeforeDragging > 0
        else { return nil }
        return drag.lifted.time
    }

    /// Whether a press is held that has not become a drag, a pan or a toolbar press yet.
    package var isPressing: Bool {
        if case .pressed = gesture { true } else { false }
    }

    /// How many history steps have been applied (undo takes one back).
    public var historyCount: Int { undoStack.count }
    /// Whether `undo` would do something.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether `redo` would do something.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Records one history step that replaces the model with `next` (and tells the host the new
    /// count, unless the caller does after its own notice): a reset, which compares the models.
    mutating func commit(_ next: ArenaModel, counterNotice: Bool = true) {
        let change = model.change(to: next)
        model = next
        record(change, counterNotice: counterNotice)
    }

    /// Records one history step the model has just taken (`change`).
    mutating func record(_ change: ModelChange, counterNotice: Bool = true) {
        undoStack.append(change)
        redoStack.removeAll()
        if counterNotice { notify(.counterChanged(historyCount)) }
    }

    /// The model, handed over whole (the arena holds an empty one until it is given back), so
    /// that a step edits its arrays without copying them.
    mutating func takeModel() -> ArenaModel {
        var taken = ArenaModel.vacant
        swap(&taken, &model)
        return taken
    }
}
