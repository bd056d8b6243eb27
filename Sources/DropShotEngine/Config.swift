/// How the items of one line are spread along it (docs/RULES.md).
public enum LineAlignment: String, CaseIterable, Sendable { case justified, leading, center }
/// The direction a collection scrolls in; lines run across it.
public enum ScrollDirection: String, CaseIterable, Sendable { case vertical, horizontal }
/// What a drop on another cell of the same collection does.
/// The direction a collection lays its cells out in (`layoutDirection`), as UIKit's semantic
/// content attribute: right to left mirrors the flow layout.
public enum LayoutDirection: String, CaseIterable, Sendable { case leftToRight, rightToLeft }

/// Where a drag over a list's cell inserts the item (`listInsertion`).
public enum ListInsertion: String, CaseIterable, Sendable {
    /// At the cell's index: before it (docs/RULES.md, every seed preset).
    case onCell
    /// Before the cell over its first half, after it over its second half, along the list's
    /// lines (across them in a one-column list), as UIKit's insert-at-destination drops.
    case byHalf
}

/// What a rearrange does inside one collection: exchange the two items (`swap`), or remove and insert (`move`).
public enum RearrangeMode: String, CaseIterable, Sendable { case swap, move }
/// What a drop onto a filled target slot does.
public enum OccupiedDropPolicy: String, CaseIterable, Sendable { case refuse, swap, replace }
/// How the place under a drag is chosen.
public enum TargetSelection: String, CaseIterable, Sendable {
    /// The collection and cell under the pointer.
    case pointer
    /// The collection and cell with the largest intersection with the ghost (KDDragAndDropCollectionView).
    case overlap
    /// The collection and cell under the ghost's centre (AJWDraggableDroppable).
    case ghostCenter
}
/// When the ghost shows `hovering`.
public enum HoveringRule: String, CaseIterable, Sendable {
    /// Over a place where a release would rearrange or drop.
    case accepted
    /// Over any collection, its origin too, whether or not it would accept: AJWDraggableDroppable
    /// applies Hovering over any registered droppable.
    case overCollection
}
/// What `reset` restores.
public enum ResetRule: String, CaseIterable, Sendable {
    /// The scenario's initial arrangement (pre-filled target items stay).
    case initial
    /// Every target emptied, consumed items back in their source slots (ArraSolta).
    case emptyTargets
}

/// What a `cancel` event does to a drag (`cancelRule`).
public enum CancelRule: String, CaseIterable, Sendable {
    /// Nothing changes: a cancelled drag is a miss (DropShot, UIKit's drop session).
    case miss
    /// The same as a release there (BetweenKit's coordinator and AJW's recognizer handle Cancelled
    /// and Failed as Ended).
    case release
    /// What the drag changed while under way stays (the live place, as a release there would
    /// commit it), and no release call is made: KD's updateForLongPress has no .cancelled case.
    case keepLive
}
/// Where the ghost lies under the pointer (`grabRule`).
public enum GrabRule: String, CaseIterable, Sendable {
    /// Where the cell was grabbed: the ghost keeps the press's offset (DropShot, UIKit, KD).
    case offset
    /// Centred on the pointer on every move (AJW's gesture recognizer, BetweenKit's I3BasicRenderDelegate).
    case center
}
/// How the cell a drag came from is drawn while the drag removes it (`originLook`).
public enum OriginLook: String, CaseIterable, Sendable {
    /// A placeholder (DropShot, ArraSolta).
    case placeholder
    /// Nothing: the collection shows through (KD hides the cell, BetweenKit fades it to 0.01).
    case hidden
}
/// Where a collection added back to the arena ranks among the others (`readdedPriority`).
public enum ReaddedPriority: String, CaseIterable, Sendable { case declared, last }
/// What a release over a list but over none of its cells does (`listDropOnEmptySpace`).
public enum EmptySpaceRule: String, CaseIterable, Sendable {
    /// The item goes at the end of the list.
    case end
    /// Nothing: a miss (KD's canDropAtRect finds no cell), unless the list is empty.
    case refuse
}

/// The seed library whose defaults and rules a scenario (or one collection) follows (`"behaviour"`).
/// Explicit config keys still win over a preset; docs/SEEDS.md lists every value.
public enum Behaviour: String, CaseIterable, Sendable {
    /// DropShot's own defaults (docs/SCENARIO.md).
    case dropshot
    case arrasolta
    case betweenkit
    case kd
    case ajw

    /// Sets the config keys this preset changes from DropShot's defaults (`configKeys`).
    public func apply(to config: inout ArenaConfig, rules: inout ArenaRules) {
        var settings = ConfigSettings(config: config, rules: rules)
        settings.config.behaviour = self
        for (key, value) in configKeys {
            // The presets' data is the package's own, and a test applies every key of every preset.
            do { try ConfigKey.byName[key]!.apply(&settings, value, JSONReader(path: "behaviour \(rawValue): \(key)")) } catch {
                preconditionFailure("\(error)")
            }
        }
        (config, rules) = (settings.config, settings.rules)
    }

    /// Applies the preset to a collection's own configuration (its arena rules are the scenario's).
    func apply(to config: inout ArenaConfig) {
        var scratch = ArenaRules()
        apply(to: &config, rules: &scratch)
    }

    /// The config keys this preset changes from DropShot's defaults, as a scenario's `config`
    /// would write them; docs/SEEDS.md's preset table is checked against them.
    public var configKeys: [(key: String, value: JSONValue)] {
        switch self {
        case .dropshot: []
        case .arrasolta: [
            ("resetRule", .string("emptyTargets")),
            ("zoomReflows", .bool(true)),
            // The manual: scrolling a source moves the targets "but NOT vice-versa"; zooming couples both ways.
            ("couplingBothWays", .bool(false)),
            ("zoomCouplingBothWays", .bool(true)),
            ("horizontalScrollIgnoresInsets", .bool(true)),
            ("targetSlotsFollowSource", .bool(true)),
            // The manual's minimal configuration draws no collection backgrounds and grey
            // placeholders (UIKit's lightGray; white index labels keep their contrast on it).
            ("sourceBackgroundColor", .string("#00000000")),
            ("targetBackgroundColor", .string("#00000000")),
            ("sourcePlaceholderColor", .string("#AAAAAA")),
            ("targetPlaceholderColorUntouched", .string("#AAAAAA")),
            ("placeholderTextColor", .string("#FFFFFF")),
        ]
        case .betweenkit: [
            // I3GestureCoordinator's pan recognizer begins after the pointer moves; its data source's
            // optional assertions (rearrange, drop, delete) are NO when not implemented.
            ("dragStartDistance", .number(Arena.slop)),
            ("rearrangeNeedsItem", .bool(true)),
            ("pendingDropOverDeleteZone", .bool(false)),
            // Cancelled and Failed run the same stop logic as Ended; every cell is asked about.
            ("cancelRule", .string("release")),
            ("asksAboutUndraggable", .bool(true)),
            // The coordinator carries a drag on when its origin collection is removed, and appends
            // a collection added back.
            ("originRemovalEndsDrag", .bool(false)),
            // handleDragStarted reads the pan's locationInView: at UIGestureRecognizerStateBegan,
            // about 10 points from the touch: the item there is the one dragged.
            ("pickUpAt", .string("panStart")),
            ("readdedPriority", .string("last")),
            // I3BasicRenderDelegate: the ghost centred on the pointer, opaque, no shadow, the origin faded out.
            ("grabRule", .string("center")),
            ("ghostScale", .number(1)),
            ("ghostAlpha", .number(1)),
            ("ghostShadow", .bool(false)),
            ("originLook", .string("hidden")),
            ("allowRearrange", .bool(false)),
            ("allowDrop", .bool(false)),
            ("allowDelete", .bool(false)),
            ("dropFeedback", .string("none")),
        ]
        case .kd: [
            // KDDragAndDropManager: a 0.3 s long press, a 0.7-alpha snapshot (no scale, no shadow),
            // the droppable with the largest overlap, kept once entered.
            ("longPressDurationBeforeDragging", .number(0.3)),
            ("targetSelection", .string("overlap")),
            ("ghostScale", .number(1)),
            ("ghostAlpha", .number(0.7)),
            ("ghostShadow", .bool(false)),
            ("snapBackOnMiss", .bool(false)),
            ("dropOnLastHover", .bool(true)),
            // willMoveItem/didMoveItem: the data source changes while the drag is under way, and
            // checkForEdgesAndScroll pages the collection under the ghost near its edges.
            ("liveReorder", .bool(true)),
            ("hitTestsLiveArrangement", .bool(true)),
            ("autoScroll", .object([("mode", .string("paging"))])),
            // moveDataItemFromIndexPath moves; the dragged cell's place is left blank; a ghost over
            // no cell cannot be dropped (canDropAtRect); cellIsDraggableAtIndexPath asks every cell.
            ("rearrange", .string("move")),
            // updateForLongPress: has no .cancelled case: the data sources keep what the drag changed.
            ("cancelRule", .string("keepLive")),
            ("originLook", .string("hidden")),
            ("listDropOnEmptySpace", .string("refuse")),
            ("asksAboutUndraggable", .bool(true)),
            // KDDragAndDropCollectionView asks cellIsDraggableAtIndexPath in
            // gestureRecognizerShouldBegin, at the touch, before the long press has begun.
            ("dragPermissionAsked", .string("touchDown")),
            // KD hides the live cell (a gap) and draws no feedback of its own.
            ("dropFeedback", .string("none")),
        ]
        case .ajw: [
            // AJWDraggableDroppable: the draggable's centre picks the droppable; hovering over any
            // droppable; snapsDraggablesBackToDragStartOnMiss is NO by default.
            ("targetSelection", .string("ghostCenter")),
            ("hoveringRule", .string("overCollection")),
            ("snapBackOnMiss", .bool(false)),
            // AJWDraggableGestureRecognizer: a pan (it begins after the pointer moves), the view's
            // centre under the finger on every move, Cancelled handled as Ended.
            ("dragStartDistance", .number(Arena.slop)),
            ("grabRule", .string("center")),
            ("cancelRule", .string("release")),
            // AJW moves the view itself: no copy, no scale, no shadow, nothing left behind, no feedback.
            ("ghostScale", .number(1)),
            ("ghostAlpha", .number(1)),
            ("ghostShadow", .bool(false)),
            ("originLook", .string("hidden")),
            ("dropFeedback", .string("none")),
        ]
        }
    }
}

/// The appearance states a scenario can style (`"appearance"`): a collection's and the ghost's.
public enum AppearanceState: String, CaseIterable, Sendable {
    case regular, pending, pendingDrop, dragging, hovering
    /// A drag over a collection that would not accept it: `fill` and `border` style the
    /// collection, `alpha` and `scale` the ghost (docs/SCENARIO.md, "Refused drops").
    case refused

    /// The state a collection's appearance is styled by.
    public init(_ appearance: CollectionAppearance) {
        switch appearance {
        case .regular: self = .regular
        case .pending: self = .pending
        case .pendingDrop: self = .pendingDrop
        }
    }

    /// The state a ghost's appearance is styled by.
    public init(_ appearance: GhostAppearance) { self = appearance == .hovering ? .hovering : .dragging }
}

/// The look of one appearance state, after AJWDraggableDroppable's per-state view methods.
/// Collections (`regular`, `pending`, `pendingDrop`) take `fill` and `border`; the ghost
/// (`dragging`, `hovering`) also takes `alpha` and `scale`.
public struct StateStyle: Equatable, Sendable {
    /// Painted over the collection, or the ghost item's fill.
    public var fill: Scenario.Color?
    public var border: Scenario.Color?
    /// Border width in points (2 when only `border` is given).
    public var borderWidth: Double?
    public var alpha: Double?
    public var scale: Double?
    /// A style; a nil value keeps DropShot's own look for that part.
    public init(fill: Scenario.Color? = nil, border: Scenario.Color? = nil, borderWidth: Double? = nil, alpha: Double? = nil, scale: Double? = nil) {
        self.fill = fill; self.border = border; self.borderWidth = borderWidth; self.alpha = alpha; self.scale = scale
    }
}

/// Scrolling of a collection while a drag is held near one of its edges (KDDragAndDropCollectionView's
/// checkForEdgesAndScroll), along its scroll direction, driven by the events' time.
public struct AutoScroll: Equatable, Sendable {
    /// The band inside each edge, in points, where the pointer scrolls the collection (KD: 30).
    public var edge: Double
    /// Points per second with the pointer on the edge, falling linearly to 0 at the band's inner
    /// side; nil is half the collection's visible length a second (KD pages by half its bounds).
    public var speed: Double?
    /// How it scrolls.
    public var mode = Mode.continuous
    /// How auto-scroll moves a collection.
    public enum Mode: String, CaseIterable, Sendable {
        /// While the drag is in the band, moving or held, at `speed` (DropShot).
        case continuous
        /// KD's checkForEdgesAndScroll: on a pointer move in the band along a horizontal edge, a
        /// page of half the visible width at once, at most once a second; its vertical branch is
        /// empty, so a vertical collection does not page.
        case paging
    }
    /// Auto-scroll in a band `edge` points wide, at `speed` points a second (nil: half the frame's length).
    public init(edge: Double = 30, speed: Double? = nil, mode: Mode = .continuous) { self.edge = edge; self.speed = speed; self.mode = mode }
}

/// How items become selected for a multi-item drag (`selectionMode`).
public enum SelectionMode: String, CaseIterable, Sendable {
    /// Only `select` and `deselect` events change the selection.
    case events
    /// Also a tap on an item toggles it (a press let go within 10 points of where it was pressed,
    /// before or after its drag began), as UIKit adds items to a drag session.
    case tap
    /// No selection: `select` events are ignored and every drag moves one item.
    case none
}

/// Where the ArraSolta toolbar (undo, redo, reset and the step counter) is drawn.
public enum ToolbarPlacement: String, CaseIterable, Sendable { case none, top, bottom }

/// A collection's configuration keys of docs/SCENARIO.md (ArraSolta's table in Swift naming), with
/// their defaults, grouped by what they decide: `layout`, `look`, `drag` and `permissions`. The JSON
/// is flat (`"minLineSpacing"` is `layout.minLineSpacing`).
///
/// The scenario's top-level `config` applies to every collection; a collection's own `config`
/// overrides any key for that collection. The arena-wide keys are not here: they are the
/// scenario's `ArenaRules`.
public struct ArenaConfig: Equatable, Sendable {
    /// Where a collection's cells lie: size, spacing, insets, flow or grid, titles and sections, direction.
    public var layout = Layout()
    /// How a collection is drawn, and nothing else: colours, fonts, index labels, corners, separators,
    /// feedback, per-state styles. No gesture rule depends on these; the snapshot carries what they
    /// show (index labels, a styled ghost's scale and alpha) and the renderer draws it.
    public var look = Look()
    /// What gestures do in a collection: consuming sources, rearranging, drops on filled slots, the
    /// ghost, and the seeds' drag rules (docs/SEEDS.md).
    public var drag = DragRules()
    /// What the data source allows in a collection (BetweenKit's I3DragDataSource, Swift's
    /// `ArenaDataSource`, as keys).
    public var permissions = Permissions()
    /// The preset these values started from (the host-call names of the log follow the scenario's own `behaviour`).
    public var behaviour = Behaviour.dropshot

    /// Where a collection's cells lie: size, spacing, insets, flow or grid, titles and sections, direction.
    public struct Layout: Equatable, Sendable {
        /// `numberOfTargetItems`: slots of a `target` (required without a consumable source) (default: the
        /// consumable sources' item count)
        public var numberOfTargetItems: Int? = nil
        /// `fixedCellSize`: every cell's size `[w, h]` in points; wins over the ratio (default none: sized by the
        /// ratio)
        public var fixedCellSize: Size? = nil
        /// `cellWidthHeightRatio`: cells are the largest that fit all cells without scrolling (default 1)
        public var cellWidthHeightRatio = 1.0
        /// `minInteritemSpacing`: the flow layout's least spacing between cells of a line, in points (default 0)
        public var minInteritemSpacing = 0.0
        /// `minLineSpacing`: the flow layout's least spacing between lines, in points (default 0)
        public var minLineSpacing = 0.0
        /// `sectionInset`: insets of the cells from the frame, top, left, bottom, right in points (default
        /// `[0, 0, 0, 0]`)
        public var sectionInset = EdgeInsets.zero
        /// `lineAlignment`: `justified`, `leading`, `center` (default `justified`)
        public var lineAlignment = LineAlignment.justified
        /// `centeredVertically`: centre the block of lines in the collection when it is shorter than the collection
        /// (default false; `fillEntireHeight` wins)
        public var centeredVertically = false
        /// `fillEntireHeight`: spread the lines over the whole height, the first at the top inset and the last at the
        /// bottom one (default false)
        public var fillEntireHeight = false
        /// `scrollDirection`: `vertical` (rows stacked downwards) or `horizontal` (columns stacked rightwards, each
        /// filled top to bottom) (default `vertical`)
        public var scrollDirection = ScrollDirection.vertical
        /// `cellOrderHorizontal`: in a horizontal collection, fill rows left to right instead of columns (default
        /// false)
        public var cellOrderHorizontal = false
        /// `titleHeight`: the height in points of the band a collection's `title` is drawn in, above its cells
        /// (default 44)
        public var titleHeight = 44.0
        /// `sectionHeaderHeight`: the depth in points of each section's header band (`sections`) (default 28)
        public var sectionHeaderHeight = 28.0
        /// `sectionStyle`: `plain` sections, or `insetGrouped`: each section's cells (all cells without sections) on
        /// one rounded group, `groupInset` points in from the collection's sides (UITableView's `.insetGrouped`)
        /// (default `plain`)
        public var sectionStyle = SectionStyle.plain
        /// `groupInset`: points between an inset group and the collection's leading and trailing sides (default 16)
        public var groupInset = 16.0
        /// `cellSizing`: `fixed` (default: the collection's or the item's size) or `fit`: each cell of a list as deep
        /// as its template needs at the list's width (`Arena.measure`).
        public var cellSizing = CellSizing.fixed
        /// `layout`: `flow` (the flow layout, default) or `grid` (`columns` equal columns, items covering their
        /// `span`, packed densely: `GridLayout`).
        public var cellLayout = CellLayout.flow
        /// `columns`: a grid's number of columns (rows in a horizontal grid), 1 to 64 (default 3).
        public var gridColumns = 3
        /// `rowHeight`: a grid row's depth in points (a column's width in a horizontal grid); nil (default) takes the
        /// column width over `cellWidthHeightRatio`.
        public var rowHeight: Double? = nil
        /// `layoutDirection`: right to left mirrors the layout: the first cell at the right, lines filled leftwards,
        /// insertion places and keyboard arrows following the reading direction, titles and templates mirrored
        /// (default `leftToRight`)
        public var layoutDirection = LayoutDirection.leftToRight
        /// `horizontalScrollIgnoresInsets`: horizontal scrolling ignores `sectionInset` unless `cellOrderHorizontal`
        /// (ArraSolta) (default false)
        public var horizontalScrollIgnoresInsets = false
        /// `zoomReflows`: zoom resizes cells and reflows the grid instead of scaling it about its corner (ArraSolta)
        /// (default false)
        public var zoomReflows = false

        /// DropShot's defaults.
        public init() {}
    }

    /// How a collection is drawn, and nothing else: colours, fonts, index labels, corners, separators,
    /// feedback, per-state styles. No gesture rule depends on these; the snapshot carries what they
    /// show (index labels, a styled ghost's scale and alpha) and the renderer draws it.
    public struct Look: Equatable, Sendable {
        /// `sourceBackgroundColor`: a source collection's background (default `#F2F2F7`)
        public var sourceBackgroundColor = Scenario.Color(hex: "#F2F2F7")!
        /// `targetBackgroundColor`: a target collection's background (default `#E5E5EA`)
        public var targetBackgroundColor = Scenario.Color(hex: "#E5E5EA")!
        /// `listBackgroundColor`: a list collection's background (default `#FFFFFF`)
        public var listBackgroundColor = Scenario.Color(hex: "#FFFFFF")!
        /// `sourcePlaceholderColor`: the fill of a consumed source item's empty cell (default `#D1D1D6`)
        public var sourcePlaceholderColor = Scenario.Color(hex: "#D1D1D6")!
        /// `targetPlaceholderColorUntouched`: an empty target slot that no drag is over (default `#FFFFFF`)
        public var targetPlaceholderColorUntouched = Scenario.Color(hex: "#FFFFFF")!
        /// `targetPlaceholderColorTouched`: the empty target slot that would receive the drag (default `#C7DBFF`)
        public var targetPlaceholderColorTouched = Scenario.Color(hex: "#C7DBFF")!
        /// `sourcePlaceholderDisplayIndex`: index labels on a source's placeholders (default false)
        public var sourcePlaceholderDisplayIndex = false
        /// `targetPlaceholderDisplayIndex`: index labels on a target's placeholders (default true)
        public var targetPlaceholderDisplayIndex = true
        /// `placeholderIndexStartsFromZero`: index labels count from 0 instead of 1 (default false)
        public var placeholderIndexStartsFromZero = false
        /// `placeholderTextColor`: the colour of placeholders' index labels (default `#8E8E93`)
        public var placeholderTextColor = Scenario.Color(hex: "#8E8E93")!
        /// `placeholderFontSize`: index label size in points; nil sizes it to the cell (40% of the shorter side).
        public var placeholderFontSize: Double? = nil
        /// `itemFontSize`: item label size in points; nil sizes it to the cell.
        public var itemFontSize: Double? = nil
        /// `itemFontWeight`: the item label's weight: the regular or bold face of `preferredFontName`'s family; nil
        /// is the face `preferredFontName` names.
        public var itemFontWeight: TemplateText.Weight? = nil
        /// `itemTextAlignment`: where an item label's lines lie in the cell (`leading` is the right in a
        /// right-to-left collection) (default `center`)
        public var itemTextAlignment = TemplateAlignment.center
        /// `lineBreakStrategy`: how wrapped labels and template texts break lines beyond UAX #14: UILabel's default
        /// `standard` (push out, Hangul word priority), one of the two, or `none` (default `standard`).
        public var lineBreakStrategy = LineBreakStrategySetting.standard
        /// `titleFontSize`: the title's font size in points (bold, in `preferredFontName`'s family) (default 17)
        public var titleFontSize = 17.0
        /// `titleColor`: the title's colour (default `#1C1C1E`)
        public var titleColor = Scenario.Color(hex: "#1C1C1E")!
        /// `sectionHeaderFontSize`: a section title's font size in points (bold, in `preferredFontName`'s family)
        /// (default 13)
        public var sectionHeaderFontSize = 13.0
        /// `sectionHeaderColor`: a section title's colour (default `#6E6E73`)
        public var sectionHeaderColor = Scenario.Color(hex: "#6E6E73")!
        /// `groupCornerRadius`: the corner radius of an inset group, in points (default 10)
        public var groupCornerRadius = 10.0
        /// `separatorColor`: the hairline between consecutive cells of a one-column list; none when nil.
        public var separatorColor: Scenario.Color?
        /// `separatorInset`: points from a cell's leading edge where its separator starts (default 16)
        public var separatorInset = 16.0
        /// `dropFeedback`: `dropshot` (default) draws DropShot's own feedback (the accent outline and tint of the
        /// collection under a drag, a list's insertion bar, the red refused outline and badge, a live place as a
        /// tinted slot); `none` draws only what `appearance` styles, as the BetweenKit, KD and AJW presets do (none
        /// of those libraries draws them).
        public var dropFeedback = DropFeedback.dropshot
        /// `cellCornerRadius`: corner radius of cells in points; nil uses 14% of the shorter side.
        public var cellCornerRadius: Double? = nil
        /// `preferredFontName`: `Helvetica(-Bold)`, `HelveticaNeue(-Bold)`, `DejaVuSans(-Bold)`, `DejaVu Sans (Bold)`
        /// (default `Helvetica-Bold`)
        public var preferredFontName = "Helvetica-Bold"
        /// `appearance`: per-state looks that replace DropShot's accent outline and ghost style (default none)
        public var appearance: [AppearanceState: StateStyle] = [:]

        /// DropShot's defaults.
        public init() {}
    }

    /// What gestures do in a collection: consuming sources, rearranging, drops on filled slots, the
    /// ghost, and the seeds' drag rules (docs/SEEDS.md).
    public struct DragRules: Equatable, Sendable {
        /// `sourceItemsConsumable`: a dragged-out source item leaves a placeholder; false: the drop copies (default
        /// false)
        public var sourceItemsConsumable = false
        /// `longPressDurationBeforeDragging`: seconds a press is held (moving under 10 points) before a drag (default
        /// 0)
        public var longPressDurationBeforeDragging = 0.0
        /// `rearrange`: `swap` or `move` inside one collection (default `swap`)
        public var rearrange = RearrangeMode.swap
        /// `dropOnOccupied`: `refuse`, `swap` or `replace` on a filled target slot (default `refuse`)
        public var dropOnOccupied = OccupiedDropPolicy.refuse
        /// `snapBackOnMiss`: a missed drop shows the ghost back at its origin (default true)
        public var snapBackOnMiss = true
        /// `ghostScale`: the drag ghost's size against its cell's, about the pointer (default 1.1)
        public var ghostScale = 1.1
        /// `ghostRotation`: the drag ghost's tilt in degrees, clockwise, about its centre (Trello tilts a dragged
        /// card); 0 draws it upright (default 0)
        public var ghostRotation = 0.0
        /// `ghostAlpha`: the drag ghost's opacity (default 0.8)
        public var ghostAlpha = 0.8
        /// `ghostShadow`: whether the drag ghost casts a soft shadow (default true)
        public var ghostShadow = true
        /// `dragStartDistance`: points the pointer must move from the press before a drag starts (BetweenKit: a pan)
        /// (default 0)
        public var dragStartDistance = 0.0
        /// `rearrangeNeedsItem`: a rearrange needs another item's cell under the drag; empty space is a miss
        /// (BetweenKit) (default false)
        public var rearrangeNeedsItem = false
        /// `dropOnLastHover`: a release over no collection drops at the last place that accepted the item (KD)
        /// (default false)
        public var dropOnLastHover = false
        /// `cancelRule`: what a `cancel` event does to a drag (default `miss`)
        public var cancelRule = CancelRule.miss
        /// `originRemovalEndsDrag`: taking a drag's origin collection out of the arena ends the drag; false: the drag
        /// goes on (BetweenKit's coordinator) (default true)
        public var originRemovalEndsDrag = true
        /// `readdedPriority`: where a collection added back to the arena ranks: its declared place, or last
        /// (BetweenKit appends it to the coordinator's collections) (default `declared`)
        public var readdedPriority = ReaddedPriority.declared
        /// `grabRule`: where the ghost lies under the pointer (default `offset`)
        public var grabRule = GrabRule.offset
        /// `originLook`: how the cell a drag came from is drawn while the drag removes it (default `placeholder`)
        public var originLook = OriginLook.placeholder
        /// `listInsertion`: where a drag over a `list` inserts: before the cell under it, or before or after it by
        /// the half the pointer is in (default `onCell`)
        public var listInsertion = ListInsertion.onCell
        /// `listDropOnEmptySpace`: what a release over a list but over none of its cells does (with `targetSelection`
        /// `overlap`) (default `end`)
        public var listDropOnEmptySpace = EmptySpaceRule.end
        /// `asksAboutUndraggable`: an item with `draggable: false` is still asked about (and refused) when pressed,
        /// so the host call is logged (KD's and BetweenKit's cellIsDraggableAtIndexPath) (default false)
        public var asksAboutUndraggable = false
        /// `dragPermissionAsked`: when the data source is asked whether a pressed item may be dragged: when the
        /// gesture that drags begins, or at the touch itself, even for a tap (KD) (default `dragStart`)
        public var dragPermissionAsked = DragPermissionTiming.dragStart
        /// `pickUpAt`: which item a drag picks up: the one under the touch, or the one under the point where the pan
        /// begins, past `dragStartDistance` (BetweenKit) (default `press`)
        public var pickUpAt = PickUpPoint.press
        /// `liveReorder`: while a drag hovers over this collection, it shows what a release would commit: the item at
        /// the hover index and the other cells shifted (KD). Release commits it as usual (default false)
        public var liveReorder = false
        /// `hitTestsLiveArrangement`: with `liveReorder`, a drag is hit-tested against the arrangement it has made so
        /// far (the origin without the item, the list it went into with it), and over no cell that arrangement stays:
        /// KD's data sources change mid-drag and `indexPathForCellOverlappingRect` looks at them (default false)
        public var hitTestsLiveArrangement = false
        /// `autoScroll`: scrolling while the drag is held near an edge of this collection; nil never scrolls.
        public var autoScroll: AutoScroll? = nil

        /// DropShot's defaults.
        public init() {}
    }

    /// What the data source allows in a collection (BetweenKit's I3DragDataSource, Swift's
    /// `ArenaDataSource`, as keys).
    public struct Permissions: Equatable, Sendable {
        /// `allowDrag`: items may be picked up from this collection (default true)
        public var allowDrag = true
        /// `allowRearrange`: items may be rearranged inside this collection (default true)
        public var allowRearrange = true
        /// `allowDrop`: this collection takes items dropped from other collections (default true)
        public var allowDrop = true
        /// `allowDelete`: items dragged from this collection may be deleted in a delete zone (default true)
        public var allowDelete = true
        /// `accepts`: the item ids this collection takes by drop; nil takes every item.
        public var accepts: Set<String>? = nil
        /// `panningEnabled`: whether the collection may be zoomed (ArraSolta's `shouldPanningBeEnabled`, "zoomable by
        /// panning or not", manual 7.1); false refuses `zoom` events, and a press that moves without dragging still
        /// scrolls it (default true).
        public var panningEnabled = true

        /// DropShot's defaults.
        public init() {}
    }


    /// DropShot's defaults (docs/SCENARIO.md), before any preset or scenario key.
    public init() {}
}

/// How a list's sections are drawn: one after another (`plain`), or each on a rounded group
/// inset from the collection's sides (`insetGrouped`, as a Settings screen).
public enum SectionStyle: String, CaseIterable, Sendable { case plain, insetGrouped }
/// Whether DropShot draws its own drop feedback (`dropFeedback`).
public enum DropFeedback: String, CaseIterable, Sendable { case dropshot, none }
/// How deep a collection's cells are (`cellSizing`).
public enum CellSizing: String, CaseIterable, Sendable { case fixed, fit }
/// How a collection places its cells (`layout`).
public enum CellLayout: String, CaseIterable, Sendable { case flow, grid }

/// UIKit's line break strategies for wrapped text (`NSParagraphStyle.LineBreakStrategy`).
public enum LineBreakStrategySetting: String, CaseIterable, Sendable {
    /// UILabel's default: `pushOut` and `hangulWordPriority`.
    case standard
    /// No last line with one word alone when the line before can give it one.
    case pushOut
    /// Korean breaks between words, never between Hangul letters.
    case hangulWordPriority
    /// UAX #14's opportunities only.
    case none
}

/// When the data source is asked whether a pressed item may be dragged (`dragPermissionAsked`).
public enum DragPermissionTiming: String, CaseIterable, Sendable {
    /// When the gesture that drags begins: the press, the end of a long press, or a pan's start.
    case dragStart
    /// At the touch, even for a tap that never drags (KD's gestureRecognizerShouldBegin).
    case touchDown
}

/// Which item a drag picks up (`pickUpAt`).
public enum PickUpPoint: String, CaseIterable, Sendable {
    /// The item under the touch.
    case press
    /// The item under the point where the pan begins (BetweenKit's handleDragStarted): a pan
    /// begun in a gap drags nothing, one begun on the neighbour drags the neighbour.
    case panStart
}

/// The rules of the whole arena: set in the scenario's top-level `config` only (a collection's own
/// `config` that sets one is refused), and held by the scenario, not by any collection.
public struct ArenaRules: Equatable, Sendable {
    /// `targetSelection`: which collection and cell a drag is over: under the pointer (`pointer`),
    /// the largest intersection with the ghost (`overlap`) or under the ghost's centre
    /// (`ghostCenter`) (default `pointer`)
    public var targetSelection = TargetSelection.pointer
    /// `scrollCoupled`: a source's scroll applies to the targets (default false)
    public var scrollCoupled = false
    /// `zoomCoupled`: a source's zoom applies to the targets (default false)
    public var zoomCoupled = false
    /// `hoveringRule`: when the ghost shows `hovering`: over a place that accepts it (`accepted`) or
    /// over any collection (`overCollection`) (default `accepted`)
    public var hoveringRule = HoveringRule.accepted
    /// `resetRule`: what `reset` restores: the initial arrangement (`initial`) or empty targets
    /// (`emptyTargets`) (default `initial`)
    public var resetRule = ResetRule.initial
    /// `couplingBothWays`: coupled scrolling and zooming also go from targets to sources (default false)
    public var couplingBothWays = false
    /// `zoomCouplingBothWays`: coupled zooming also goes from targets to sources, as ArraSolta's
    /// (default false)
    public var zoomCouplingBothWays = false
    /// `targetSlotsFollowSource`: a target's slot count is the consumable sources' item count even
    /// when `numberOfTargetItems` is set, as ArraSolta's (default false)
    public var targetSlotsFollowSource = false
    /// `selectionMode`: how items are selected for multi-item drags (default `events`)
    public var selectionMode = SelectionMode.events
    /// `pendingDropOverDeleteZone`: the collection under a delete zone still shows `pendingDrop` and
    /// the place under the drag (deletion still wins on release); BetweenKit shows neither
    /// (default true)
    public var pendingDropOverDeleteZone = true
    /// `toolbar`: where the undo/redo/reset toolbar is drawn (default `none`)
    public var toolbar = ToolbarPlacement.none
    /// How the toolbar looks: the object form of `toolbar` (default: DropShot's look)
    public var toolbarStyle = ToolbarStyle()

    /// The default rules.
    public init() {}
}
