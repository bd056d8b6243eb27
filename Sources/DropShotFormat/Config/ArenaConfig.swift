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
        /// `columns`: a grid's number of columns (rows in a horizontal grid), 1 to `maxGridColumns` (default 3).
        public var gridColumns = 3
        /// `columns` as a list of SwiftUI's `GridItem`s (fixed, flexible, adaptive; nil: `gridColumns` equal
        /// columns). `gridColumns` then counts the list.
        public var gridItems: [GridColumn]? = nil
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
        /// `draggedViewOnTop`: a dragged free view is drawn over every other view; false keeps it at its own level
        /// among the free views, as AJW moves a view without `bringSubviewToFront` (default true).
        public var draggedViewOnTop = true
        /// `selectionMarks`: a selected cell is drawn with DropShot's accent outline and its order in the selection;
        /// false draws only what the cell's template draws for its `selected` field, as the system presets do
        /// (UIKit and SwiftUI mark no selection of their own) (default true).
        public var selectionMarks = true
        /// `cellCornerRadius`: corner radius of cells in points; nil uses 14% of the shorter side.
        public var cellCornerRadius: Double? = nil
        /// `ghostCornerRadius`: the lifted preview's corner radius in points; nil keeps its cell's (a SwiftUI list's
        /// square row is lifted rounded: 10 under the swiftui-list preset).
        public var ghostCornerRadius: Double? = nil
        /// `dragBadges`: `dropshot` draws a multi-item drag's count at the ghost's top right in the delete zones' red
        /// and, with `dropFeedback`, DropShot's no-entry sign at the top left of a refused drag; `system` draws the
        /// count at the top trailing corner in the accent, then the drop proposal's no-entry sign or a copy's
        /// green "+" (default `dropshot`; `system` under the system presets).
        public var dragBadges = DragBadges.dropshot
        /// `settleDuration`: seconds the ghost takes to settle into its cell after a drop or rearrange, and a cell to
        /// glide to a new place, in `animate` (default 0.2).
        public var settleDuration = 0.2
        /// `snapBackDuration`: seconds a missed drag's ghost takes to fly back in `animate` (default 0.3).
        public var snapBackDuration = 0.3
        /// `ghostLanding`: after a drop or rearrange the ghost `settle`s into its cell, does so only after a
        /// `rearrange` (gone at once after a drop), or is gone at once (`none`) (default `settle`).
        public var ghostLanding = GhostLanding.settle
        /// `ghostShrinksOnDelete`: after a delete the ghost shrinks away over `settleDuration` (default false).
        public var ghostShrinksOnDelete = false
        /// `clonesInFlight`: moving cells fly as clones over the arena: a cell gliding to a new place is drawn above
        /// the others, and a missed drag's origin stays empty until its ghost lands (default false).
        public var clonesInFlight = false
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
        /// `dragStartDistance`: points the pointer must move from the press before a drag starts (BetweenKit: a pan);
        /// with `longPressDurationBeforeDragging`, none: the long press begins once held (default 0)
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
        /// KD's data sources change mid-drag and `indexPathForCellOverlappingRect` looks at them. A release or cancel
        /// reads no point: it commits what the last move left, as KD's `.ended` does (default false)
        public var hitTestsLiveArrangement = false
        /// `autoScroll`: scrolling while the drag is held near an edge of this collection; nil never scrolls.
        public var autoScroll: AutoScroll? = nil
        /// `dropProposal`: what the app answers a drag over this collection with (UIKit's drop proposal); nil
        /// states none, which acts as a move inserted at the destination (the uikit preset states it).
        public var dropProposal: DropProposal? = nil
        /// `reorderingCadence`: how soon a drag over this collection moves its gap: on every update
        /// (`immediate`, default), or once the finger has slowed down and rested (`fast`, `slow`).
        public var reorderingCadence = ReorderingCadence.immediate
        /// `liftCancelDelay`: seconds a lifted item may be held still (within 10 points) before the lift is
        /// cancelled and the item recedes, a miss; 0 never cancels (default 0).
        public var liftCancelDelay = 0.0
        /// `reorderControl`: a table in editing mode: each cell shows UITableView's reorder control in its
        /// trailing 44 points, and only a press there drags, at once (default false).
        public var reorderControl = false
        /// `ghostAxis`: the dragged cell follows the pointer freely, or only along the collection's scroll axis,
        /// within its cell area (a table row) (default `free`).
        public var ghostAxis = GhostAxis.free
        /// `staysInSection`: a drag moves items within their own section only (each section its own
        /// SwiftUI `ForEach`): a place in another section takes nothing, and a selection's items from
        /// other sections stay (default false).
        public var staysInSection = false
        /// `carriedOrder`: the order a selection's items land in: the order they were selected (UIKit's
        /// drag session) or their places' order (SwiftUI's `onMove` `IndexSet`) (default `selection`).
        public var carriedOrder = CarriedOrder.selection

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
