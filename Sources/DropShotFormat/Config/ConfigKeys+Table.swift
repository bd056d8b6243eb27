/// The config keys, in the order of docs/SCENARIO.md's table (generated from this one): each with
/// its JSON, its one-line summary (the schema's description), and its default and meaning as the
/// docs state them ("20% of the cell", where the key's value is nil). A test checks each stated
/// default against the key's value in the default configuration.
extension ConfigKey {
    /// Every key a `config` object accepts, in the order of docs/SCENARIO.md's table.
    package static let all: [ConfigKey] =
        layoutAndLookKeys + [
            ConfigKey(
                "longPressDurationBeforeDragging", \.config.drag.longPressDurationBeforeDragging, .number(min: 0, max: ScenarioLimits.time),
                "seconds a press is held (moving under 10 points) before a drag starts", default: "0",
                "seconds a press is held (moving under 10 points) before a drag"),
            ConfigKey(
                "rearrange", \.config.drag.rearrange, .cases, "a drop inside one collection swaps the two items or moves the item", default: "`swap`",
                "`swap` or `move` inside one collection"),
            ConfigKey(
                "dropOnOccupied", \.config.drag.dropOnOccupied, .cases, "a drop on a filled target slot: refuse, swap or replace",
                default: "`refuse`",
                "`refuse`, `swap` or `replace` on a filled target slot"),
            ConfigKey(
                "targetSelection", \.rules.targetSelection, .cases,
                "which collection a drag is over: under the pointer, the largest overlap, or under the ghost's centre", scope: .arena,
                default: "`pointer`",
                "`pointer`, `overlap` (largest intersection with the ghost: the collection's frame, then among the cells that show, even in part, each one's whole frame, its part scrolled out of view too, as KD's `indexPathForCellOverlappingRect` does) or `ghostCenter` (under the ghost's centre); top level only"
            ),
            ConfigKey(
                "snapBackOnMiss", \.config.drag.snapBackOnMiss, .boolean, "a missed drop shows the ghost back at its origin", default: "true",
                "a missed drop shows the ghost back at its origin"),
            ConfigKey(
                "ghostScale", \.config.drag.ghostScale, .number(above: 0, max: ScenarioLimits.ghostScale),
                "the drag ghost's size against its cell's, about the pointer",
                default: "1.1", "the drag ghost's scale"),
            ConfigKey(
                "ghostAlpha", \.config.drag.ghostAlpha, .number(min: 0, max: 1), "the drag ghost's opacity", default: "0.8",
                "the drag ghost's opacity"),
            ConfigKey(
                "ghostShadow", \.config.drag.ghostShadow, .boolean, "the drag ghost casts a soft shadow", default: "true",
                "the drag ghost casts a shadow"
            ),
            ConfigKey(
                "ghostCornerRadius", optional: \.config.look.ghostCornerRadius, .number(min: 0, max: ScenarioLimits.length),
                "the drag ghost's corner radius in points (default: its cell's)", default: "its cell's (10 under swiftui-list)",
                "the lifted preview's corner radius in points; left out, its cell's. A SwiftUI list lifts its square row as a rounded preview: the `swiftui-list` preset sets 10 (a model: the value is unpublished)"
            ),
            ConfigKey(
                "ghostRotation", \.config.drag.ghostRotation, .number(min: -180, max: 180),
                "the drag ghost's clockwise tilt in degrees, about its centre", default: "0",
                "the drag ghost's tilt in degrees (-180 to 180, clockwise), about its centre, as Trello tilts a dragged card; anti-aliased by bilinear sampling in fixed point, the same pixels on every machine (its shadow stays upright)"
            ),
            ConfigKey(
                "scrollCoupled", \.rules.scrollCoupled, .boolean, "a source's scroll applies to the targets", scope: .arena, default: "false",
                "a source's scroll/zoom applies to the targets; top level only. A coupled target takes the source's offset as it is, unclamped (ArraSolta's `scrollViewDidScroll`), until it is scrolled itself"
            ),
            ConfigKey(
                "zoomCoupled", \.rules.zoomCoupled, .boolean, "a source's zoom applies to the targets", scope: .arena, default: "false",
                "a source's scroll/zoom applies to the targets; top level only. A coupled target takes the source's offset as it is, unclamped (ArraSolta's `scrollViewDidScroll`), until it is scrolled itself"
            ),
            ConfigKey(
                "dragStartDistance", \.config.drag.dragStartDistance, .number(min: 0, max: ScenarioLimits.length),
                "points the pointer moves from the press before a drag starts (a long press, once held, needs none)", default: "0",
                "points the pointer must move from the press before a drag starts; with `longPressDurationBeforeDragging`, none (the long press begins once held, as UIKit's does)"
            ),
            ConfigKey(
                "rearrangeNeedsItem", \.config.drag.rearrangeNeedsItem, .boolean,
                "a rearrange needs another item's cell under the drag; empty space is a miss", default: "false",
                "a rearrange needs another item under the drag"),
            ConfigKey(
                "pendingDropOverDeleteZone", \.rules.pendingDropOverDeleteZone, .boolean,
                "the collection under a delete zone still shows pendingDrop and the place under the drag", scope: .arena, default: "true",
                "false: over a delete zone nothing shows `pendingDrop`; top level only"),
            ConfigKey(
                "dropOnLastHover", \.config.drag.dropOnLastHover, .boolean,
                "a release over no collection drops at the last place that accepted the item",
                default: "false", "a release over no collection drops at the last place that accepted the item"),
            ConfigKey(
                "hoveringRule", \.rules.hoveringRule, .cases,
                "when the ghost shows hovering: over a collection that accepts it, or over any but the origin", scope: .arena, default: "`accepted`",
                "`accepted` or `overCollection` (any collection, the origin too, accepting or not: AJW applies Hovering over any registered droppable; from a drag's first move after the one it began at, as AJW's Began finds no droppable); top level only"
            ),
            ConfigKey(
                "resetRule", \.rules.resetRule, .cases, "what reset restores: the initial state, or empty targets", scope: .arena,
                default: "`initial`",
                "`initial` or `emptyTargets`; top level only"),
            ConfigKey(
                "zoomReflows", \.config.layout.zoomReflows, .boolean, "zoom resizes the cells and reflows the grid instead of scaling it",
                default: "false", "zoom resizes the cells and reflows the grid"),
            ConfigKey(
                "couplingBothWays", \.rules.couplingBothWays, .boolean, "coupled scroll and zoom also go from targets to sources", scope: .arena,
                default: "false", "coupled scroll and zoom also go from targets to sources; top level only"),
            ConfigKey(
                "zoomCouplingBothWays", \.rules.zoomCouplingBothWays, .boolean, "coupled zoom also goes from targets to sources", scope: .arena,
                default: "false", "coupled zoom also goes from targets to sources (ArraSolta: scrolling one way, zooming both); top level only"),
            ConfigKey(
                "cancelRule", \.config.drag.cancelRule, .cases, "what a cancel event does to a drag", default: "`miss`",
                "what a `cancel` event does: `miss` (nothing changes), or `release` (the same as a release there: BetweenKit's coordinator and AJW's recognizer handle Cancelled as Ended), or `keepLive` (what the drag changed while under way stays, as a release there would commit it, and the host hears no release call: KD's `updateForLongPress:` has no `.cancelled` case); a keyboard escape always misses"
            ),
            ConfigKey(
                "grabRule", \.config.drag.grabRule, .cases, "the ghost keeps where the cell was grabbed (offset) or centres on the pointer (center)",
                default: "`offset`",
                "`offset` (the ghost keeps where the cell was grabbed) or `center` (its centre under the pointer on every move: AJW's recognizer, BetweenKit's I3BasicRenderDelegate); free views too"
            ),
            ConfigKey(
                "originLook", \.config.drag.originLook, .cases, "what the cell a drag takes its item from shows", default: "`placeholder`",
                "the cell a drag removes its item from: a `placeholder`, or `hidden` (nothing drawn: KD hides the cell, BetweenKit fades it to 0.01)"),
            ConfigKey(
                "listDropOnEmptySpace", \.config.drag.listDropOnEmptySpace, .cases,
                "with overlap targeting, where a ghost over a list but none of its cells drops", default: "`end`",
                "with `overlap` targeting, a ghost over a list but over none of its cells: `end` (appends), or `refuse` (a miss: KD's canDropAtRect; an empty list still takes the item first)"
            ),
            ConfigKey(
                "asksAboutUndraggable", \.config.drag.asksAboutUndraggable, .boolean,
                "pressing an undraggable item asks the host (logged) instead of ignoring the press", default: "false",
                "pressing an item with `draggable: false` still asks the data source, which answers NO, so the call is in the host log (KD's and BetweenKit's cellIsDraggableAtIndexPath)"
            ),
            ConfigKey(
                "pickUpAt", \.config.drag.pickUpAt, .cases,
                "which item a drag picks up: the one under the press, or under the pan's start (BetweenKit)",
                default: "`press`",
                "which item a drag picks up: `press`, the one under the touch; `panStart`, the one where the pointer's path first lies `dragStartDistance` from the press, as BetweenKit's `handleDragStarted` reads the pan's location when it begins (a pan begun in a gap drags nothing and scrolls nothing; one begun on the neighbour drags the neighbour)"
            ),
            ConfigKey(
                "dragPermissionAsked", \.config.drag.dragPermissionAsked, .cases,
                "when the data source is asked whether a pressed item may be dragged: dragStart, or touchDown (KD)", default: "`dragStart`",
                "when the data source (and `draggable`, `allowDrag`) is asked whether a pressed item may be dragged: `dragStart`, when the gesture that drags begins (the press, the end of a long press, a pan's start); `touchDown`, at the press itself, even for a tap that never drags, as KD's `gestureRecognizerShouldBegin` asks `cellIsDraggableAtIndexPath` (a refusal leaves a press on nothing)"
            ),
            ConfigKey(
                "panningEnabled", \.config.permissions.panningEnabled, .boolean, "the collection may be zoomed; false refuses zoom events",
                default: "true",
                "false: the collection refuses `zoom` events (its own and coupled ones) and still scrolls, as ArraSolta's `shouldPanningBeEnabled` says whether a collection is \"zoomable by panning or not\" (manual 7.1)"
            ),
            ConfigKey(
                "originRemovalEndsDrag", \.config.drag.originRemovalEndsDrag, .boolean,
                "taking a drag's origin collection out of the arena ends the drag", default: "true",
                "false: a `removeCollection` of the drag's origin lets the drag go on (BetweenKit's coordinator)"),
            ConfigKey(
                "readdedPriority", \.config.drag.readdedPriority, .cases, "where a collection added back ranks among the collections",
                default: "`declared`",
                "where a collection added back ranks: its `declared` place, or `last` (BetweenKit appends it); the state JSON lists collections in priority order"
            ),
            ConfigKey(
                "horizontalScrollIgnoresInsets", \.config.layout.horizontalScrollIgnoresInsets, .boolean,
                "horizontal scrolling in column order ignores sectionInset", default: "false",
                "horizontal scrolling in column order ignores `sectionInset`"),
            ConfigKey(
                "targetSlotsFollowSource", \.rules.targetSlotsFollowSource, .boolean,
                "the consumable sources' item count wins over numberOfTargetItems",
                scope: .arena, default: "false", "the consumable sources' count wins over `numberOfTargetItems`; top level only"),
            ConfigKey(
                "toolbar", .anyOf([.cases(of: ToolbarPlacement.self), .reference("toolbar")]),
                "the undo, redo and reset bar: a placement (none, top, bottom) or an object with its look", scope: .arena, default: "`none`",
                "`top` or `bottom`: an undo/redo/reset bar with the step counter, drawn over the arena; or an object with its look (see [Delete zones and the toolbar](#delete-zones-and-the-toolbar)); top level only",
                value: { s in
                    s.rules.toolbarStyle == ToolbarStyle()
                        ? .string(s.rules.toolbar.rawValue)
                        : ToolbarEntry.format.encode(ToolbarEntry(placement: s.rules.toolbar, style: s.rules.toolbarStyle))
                }
            ) { s, v, r throws(ScenarioError) in try ToolbarEntry.decode(v, r, into: &s.rules) },
            ConfigKey(
                "liveReorder", \.config.drag.liveReorder, .boolean, "while a drag hovers, the collection shows what a release would commit",
                default: "false",
                "while a drag hovers over this collection it shows what a release would commit: the item at the hover index (drawn as the touched slot, `\"dragged\": true` in the state JSON), the other cells shifted, the origin's gap closed; leaving restores; the model changes only on release (KDDragAndDropCollectionView)"
            ),
            ConfigKey(
                "hitTestsLiveArrangement", \.config.drag.hitTestsLiveArrangement, .boolean,
                "with liveReorder, a drag is hit-tested against the arrangement it has made so far; a release reads no point (KD)", default: "false",
                "with `liveReorder`, a drag is hit-tested against the arrangement it has made so far (the origin without the item, the list it went into with it, as KD's data sources hold them mid-drag and `indexPathForCellOverlappingRect` reads them), and over no cell that arrangement stays, so a release there drops where the drag last put the item; a release or cancel reads no point (KD's `.ended` does not): it commits what the last move left"
            ),
            ConfigKey(
                "autoScroll",
                .anyOf([.boolean, AutoScroll.format.shape]), "a drag near an edge scrolls the collection: true, false, or {edge, speed, mode}",
                default: "false",
                "`true` (edge 30, speed half the frame's length a second) or `{\"edge\": points, \"speed\": points per second, \"mode\": \"continuous\" or \"paging\"}`; `paging` is KD's checkForEdgesAndScroll (the `kd` preset's), called at the end of `didMoveItem`, after the move: on a pointer move that leaves the ghost's frame reaching into the `edge`-wide strip just outside the left or right side of the horizontally scrolling collection it is over, half the visible width at once toward that side, only with a cell under the ghost, at most once a second per collection (a page that moves nothing does not count; the second runs on across drags), never on a hold, and nothing vertically (KD 1.4's vertical branch is empty). `continuous`: a drag held inside the band along an edge of this collection (on its scroll axis) scrolls it toward that edge, at `speed` on the edge and linearly slower to 0 at the band's inner side; clamped, coupled scrolling follows",
                path: \ConfigSettings.config.drag.autoScroll, value: { c in c.config.drag.autoScroll.map(AutoScroll.format.encode) ?? .bool(false) }
            ) { c, v, r throws(ScenarioError) in
                c.config.drag.autoScroll = try AutoScroll.decode(v, r)
            },
            ConfigKey(
                "selectionMode", \.rules.selectionMode, .cases, "how items are selected for multi-item drags", scope: .arena, default: "`events`",
                "how items are selected for multi-item drags: `events` (only `select` / `deselect`), `tap` (also a tap, a press let go within 10 points of where it was pressed, toggles the item), `none` (no selection); top level only"
            ),
            ConfigKey(
                "touchFallsThrough", \.rules.touchFallsThrough, .boolean,
                "a press on a collection with no draggable cell there goes on to the next collection under it (KD)", scope: .arena,
                default: "false (`true` under the kd preset)",
                "where collections overlap, a press on one with no cell at the touch that may be dragged (none there, an undraggable item, or a data source that says no when asked at the touch) goes on to the next collection under it in priority order, as KD's `shouldReceive` asks each of its views in turn (KDDragAndDropManager.swift 85-119); false: the top collection takes the press; top level only"
            ),
            ConfigKey(
                "allowDrag", \.config.permissions.allowDrag, .boolean, "the data source lets items be dragged out of the collection", default: "true",
                "the collection's data-source assertions (with the Swift `ArenaDataSource`, both must allow)"),
            ConfigKey(
                "allowRearrange", \.config.permissions.allowRearrange, .boolean, "the data source lets items be rearranged inside the collection",
                default: "true", "the collection's data-source assertions (with the Swift `ArenaDataSource`, both must allow)"),
            ConfigKey(
                "allowDrop", \.config.permissions.allowDrop, .boolean, "the data source lets items be dropped into the collection", default: "true",
                "the collection's data-source assertions (with the Swift `ArenaDataSource`, both must allow)"),
            ConfigKey(
                "allowDelete", \.config.permissions.allowDelete, .boolean, "the data source lets items be deleted from the collection",
                default: "true",
                "the collection's data-source assertions (with the Swift `ArenaDataSource`, both must allow)"),
            ConfigKey(
                "accepts", .array(.string()), "the item ids the collection takes (default: all)", default: "all",
                "`[\"id\", …]`: the only items the collection takes by drop",
                value: { $0.config.permissions.accepts.map { .array($0.sorted().map { .string($0) }) } }
            ) { c, v, r throws(ScenarioError) in
                var ids = Set<String>()
                for (i, id) in try r.array(v).enumerated() { ids.insert(try r.child(i).string(id)) }
                c.config.permissions.accepts = ids
            },
            ConfigKey(
                "appearance",
                .object(
                    AppearanceState.allCases.map { state in
                        (
                            key: state.rawValue, shape: .reference(state.isGhost ? "ghostStyle" : "stateStyle"),
                            summary: "the style of the \(state.rawValue) state"
                        )
                    }), "per appearance state, the collection's fill and border (and the ghost's alpha and scale)", default: "none",
                "per state (`regular`, `pending`, `pendingDrop`: `fill`, `border`, `borderWidth`; `dragging`, `hovering`: also `alpha`, `scale`; `refused`: `fill`, `border`, `borderWidth` for the collection, `alpha`, `scale` for the ghost, see \"Refused drops\")",
                value: { c in
                    c.config.look.appearance.isEmpty
                        ? nil
                        : .object(
                            AppearanceState.allCases.compactMap { state in
                                c.config.look.appearance[state].map { (state.rawValue, StateStyle.format(of: state).encode($0)) }
                            })
                }
            ) { c, v, r throws(ScenarioError) in
                for (state, style) in try r.object(v, allowedKeys: AppearanceState.allCases.map(\.rawValue)) {
                    let key = AppearanceState(rawValue: state)!
                    c.config.look.appearance[key] = try StateStyle.format(of: key).decode(style, r.child(state)) { _ in StateStyle() }
                }
            },
            ConfigKey(
                "titleHeight", \.config.layout.titleHeight, .scaledLength,
                "points of the band a collection's title takes above its cells, or {points, relativeTo}", default: "44",
                "points of the band a collection's `title` takes above its cells, or `{\"points\": 44, \"relativeTo\": \"headline\"}`: a band that grows with the text style at the scenario's `contentSize`, as UIFontMetrics scales a value"
            ),
            textStyle("titleTextStyle", "collection titles", default: "none", "a text style: `titleFontSize` at the scenario's `contentSize`") {
                c, style, category in c.config.look.titleFontSize = style.size(at: category)
            },
            ConfigKey(
                "titleFontSize", \.config.look.titleFontSize, .number(above: 0, max: ScenarioLimits.fontSize), "the title's size in points (bold)",
                default: "17", "points of the title's bold line"),
            ConfigKey("titleColor", \.config.look.titleColor, .color, "the title's colour", default: "`#1C1C1E`", "the title's colour"),
            ConfigKey(
                "sectionHeaderHeight", \.config.layout.sectionHeaderHeight, .scaledLength,
                "points of each section's header band, or {points, relativeTo}", default: "28",
                "points of each section's header band, or `{\"points\": 28, \"relativeTo\": \"footnote\"}`, growing with the text style as `titleHeight`'s does"
            ),
            textStyle(
                "sectionHeaderTextStyle", "section titles", default: "none", "a text style: `sectionHeaderFontSize` at the scenario's `contentSize`"
            ) { c, style, category in
                c.config.look.sectionHeaderFontSize = style.size(at: category)
            },
            ConfigKey(
                "sectionHeaderFontSize", \.config.look.sectionHeaderFontSize, .number(above: 0, max: ScenarioLimits.fontSize),
                "a section title's size in points (bold)", default: "13", "points of a section title's bold line"),
            ConfigKey(
                "sectionHeaderColor", \.config.look.sectionHeaderColor, .color, "a section title's colour", default: "`#6E6E73`",
                "a section title's colour"),
            ConfigKey(
                "listInsertion", \.config.drag.listInsertion, .cases,
                "where a drag over a list's cell inserts: on the cell, before or after it by half, or in its place as drawn", default: "`onCell`",
                "where a drag over a list's cell inserts: `onCell` (at the cell's index, before it: RULES.md, every preset), `byHalf` (before the cell over its first half, after it over its second, along the lines, or across them in a one-column list; over its own cell or the place right after it, a drag goes nowhere: a miss) or `cellAsDrawn` (UIKit's interactive movement, the `uikit` preset: the item takes the index path of the cell drawn under the pointer, in the layout as drawn with the gap open, so a drag over a cell puts the item in its place whichever way it came; past a section's last cell, the section's end; over no cell, a gutter or an inset, the place stays)"
            ),
            ConfigKey(
                "layoutDirection", \.config.layout.layoutDirection, .cases, "rightToLeft mirrors the collection (at the top level, the whole screen)",
                default: "`leftToRight`",
                "`rightToLeft` mirrors the collection as UIKit's semantic content attribute does: the first cell at the right and lines filled leftwards (columns stacked leftwards when scrolling horizontally), titles and section headers from the right, cell templates mirrored (`leading` at the right), insertion places and the end of the list in reading order (`byHalf`: a cell's right half is before it), the left arrow to the next place. Text keeps its own direction (below). In the top-level `config` it also mirrors the whole screen, as a right-to-left app is: collection frames, delete zones and decorations are mirrored across the canvas (frames in the scenario count from the leading edge; pointer events are where things are drawn; cell addresses follow), decorations' templates are mirrored and the toolbar's buttons run from the right. Free views keep their frames"
            ),
            ConfigKey(
                "sectionStyle", \.config.layout.sectionStyle, .cases, "plain sections, or insetGrouped: each section on one rounded group",
                default: "`plain`",
                "`insetGrouped`: each section's cells (all cells without sections) on one group, `groupInset` points in from the collection's sides (added to `sectionInset`), rounded at its outer corners by `groupCornerRadius`; section titles line up with the groups (UITableView's `.insetGrouped`, a Settings screen)"
            ),
            ConfigKey(
                "groupInset", \.config.layout.groupInset, .number(min: 0, max: ScenarioLimits.length),
                "points between an inset group and the collection's sides", default: "16",
                "an inset group's distance from the collection's sides, in points"),
            ConfigKey(
                "groupCornerRadius", \.config.look.groupCornerRadius, .number(min: 0, max: ScenarioLimits.length),
                "an inset group's corner radius in points", default: "10", "an inset group's corner radius, in points"),
            ConfigKey(
                "separatorColor", optional: \.config.look.separatorColor, .color, "a list's hairline between consecutive cells (default: none)",
                default: "none",
                "a list's one-pixel line under each cell that another cell of its section follows on the next line; none after a section's last cell"),
            ConfigKey(
                "separatorInset", \.config.look.separatorInset, .number(min: 0, max: ScenarioLimits.length),
                "points from a cell's leading edge where its separator starts", default: "16",
                "points from a cell's leading edge (its right in a right-to-left list) where its separator starts"),
            ConfigKey(
                "layout", \.config.layout.cellLayout, .cases, "flow (the flow layout) or grid (equal columns, items covering their span)",
                default: "`flow`", "`flow` (the flow layout of RULES.md) or `grid` (equal columns and item spans: \"A grid with spans\")"),
            ConfigKey(
                "columns",
                .anyOf([
                    .integer(min: 1, max: ArenaConfig.maxGridColumns),
                    .array(GridColumn.shape, minCount: 1, maxCount: ArenaConfig.maxGridColumns),
                ]), "a grid's number of equal columns (rows in a horizontal grid), or its columns as SwiftUI's GridItems", default: "3",
                "a grid's columns (1 to \(ArenaConfig.maxGridColumns)), or a list of SwiftUI's `GridItem`s: `{\"fixed\": 100, \"spacing\": 10}`, `{\"flexible\": {\"minimum\": 10, \"maximum\": 200}}`, `{\"adaptive\": {\"minimum\": 80}}` (\"SwiftUI's grid columns\")",
                value: { c in c.config.layout.gridItems.map { .array($0.map(\.json)) } ?? .number(Double(c.config.layout.gridColumns)) }
            ) { c, v, r throws(ScenarioError) in
                if case let .array(elements) = v {
                    guard !elements.isEmpty, elements.count <= ArenaConfig.maxGridColumns else {
                        throw r.error("expected 1 to \(ArenaConfig.maxGridColumns) columns, found \(elements.count)")
                    }
                    var columns: [GridColumn] = []
                    for (i, element) in elements.enumerated() { columns.append(try GridColumn.decode(element, r.child(i))) }
                    c.config.layout.gridItems = columns
                    c.config.layout.gridColumns = columns.count
                } else {
                    c.config.layout.gridColumns = try r.int(v, min: 1, max: ArenaConfig.maxGridColumns)
                    c.config.layout.gridItems = nil
                }
            },
            ConfigKey(
                "rowHeight", optional: \.config.layout.rowHeight, .number(above: 0, max: ScenarioLimits.length),
                "a grid row's depth in points (default: the column width over cellWidthHeightRatio)",
                default: "the column width over `cellWidthHeightRatio`", "a grid's row depth in points"),
            ConfigKey(
                "cellSizing", \.config.layout.cellSizing, .cases, "fixed cells, or fit: each cell as deep as its template needs", default: "`fixed`",
                "`fit`: each templated cell of a list as deep as its content (\"Cells that size to their content\")"),
            ConfigKey(
                "dropFeedback", \.config.look.dropFeedback, .cases, "dropshot draws DropShot's own drag feedback; none only what appearance styles",
                default: "`dropshot` (`none` under the betweenkit, kd and ajw presets)",
                "`dropshot` draws DropShot's own feedback: the accent outline and tint of the collection under a drag (faint on the others), a list's insertion bar, the red outline, tint and no-entry badge of a refused drop, a live place as a tinted slot; `none` draws only what `appearance` styles and leaves a live place as a gap, as BetweenKit, KD and AJW draw none of these"
            ),
            ConfigKey(
                "draggedViewOnTop", \.config.look.draggedViewOnTop, .boolean,
                "a dragged free view is drawn over all others; false: at its own level (AJW)", default: "true (`false` under the ajw preset)",
                "a dragged free view is drawn over every other view; false keeps it at its own level among the free views (its group's order, groups in order), as AJW moves the view itself and never brings it to the front"
            ),
            ConfigKey(
                "selectionMarks", \.config.look.selectionMarks, .boolean,
                "a selected cell shows DropShot's accent outline and its order; false: only what its template draws",
                default: "true (`false` under the system presets)",
                "a selected cell is drawn with DropShot's accent outline and, at its top trailing corner, its order in the selection; `false` draws only what the cell's template draws for its `selected` field, as the system presets do: UIKit and SwiftUI draw no selection mark of their own"
            ),
            ConfigKey(
                "dragBadges", \.config.look.dragBadges, .cases, "DropShot's drag badges, or the system's",
                default: "`dropshot` (`system` under the system presets)",
                "`dropshot` draws a multi-item drag's count at the ghost's top right in the delete zones' red and, with `dropFeedback: dropshot`, DropShot's no-entry sign at the top left of a refused drag; `system` draws the count at the top trailing corner in the accent, then the drop proposal's no-entry sign (`forbidden`) or a copy's green \"+\" beside it, as UIKit's drag preview does"
            ),
            ConfigKey(
                "settleDuration", \.config.look.settleDuration, .number(min: 0, max: ScenarioLimits.motion),
                "seconds the ghost settles into its cell, and a cell glides to a new place (animate)",
                default: "0.2 (0.15 under betweenkit, 0.34 under the system presets)",
                "seconds `animate` takes to settle the ghost into its cell after a drop or rearrange, and to glide a cell to a new place: BetweenKit's 0.15 (I3BasicRenderDelegate), the system's drop about 0.34 (a model: docs/NATIVE.md)"
            ),
            ConfigKey(
                "snapBackDuration", \.config.look.snapBackDuration, .number(min: 0, max: ScenarioLimits.motion),
                "seconds a missed drag's ghost flies back (animate)", default: "0.3 (0.15 under betweenkit)",
                "seconds `animate` takes to fly a missed drag's ghost back to its origin (with `snapBackOnMiss`): BetweenKit's `renderResetFromPoint` takes 0.15"
            ),
            ConfigKey(
                "ghostLanding", \.config.look.ghostLanding, .cases, "after a drop or rearrange the ghost settles, only after a rearrange, or is gone",
                default: "`settle` (`rearrange` under betweenkit, `none` under kd)",
                "what `animate` draws of the ghost after a drop or rearrange: `settle` flies it into the cell that took the item; `rearrange` does so only after a rearrange and removes it at once after a drop, as BetweenKit does (I3BasicRenderDelegate.m 166-175); `none` removes it at once, as KD removes its snapshot when the gesture ends"
            ),
            ConfigKey(
                "ghostShrinksOnDelete", \.config.look.ghostShrinksOnDelete, .boolean, "after a delete the ghost shrinks away (animate)",
                default: "false (true under betweenkit)",
                "after a delete `animate` shrinks the ghost to its centre over `settleDuration`, as BetweenKit does (I3BasicRenderDelegate.m 143-163); false removes it at once"
            ),
            ConfigKey(
                "clonesInFlight", \.config.look.clonesInFlight, .boolean, "moving cells fly as clones over the arena (animate)",
                default: "false (true under betweenkit)",
                "in `animate`, a cell gliding to a new place is drawn above the others, and a missed drag's origin stays empty until its ghost lands, as BetweenKit flies clones over the arena (I3BasicRenderDelegate.m 64-108)"
            ),
            ConfigKey(
                "dropProposal", DropProposal.format.shape, "the app's drop proposal over this collection: {operation, intent} (UIKit)",
                default: "none (a move inserted at the destination; the uikit preset states it)",
                "what the app answers `dropSessionDidUpdate` with over this collection, `{\"operation\": …, \"intent\": …}` (the table below): `cancel` and `forbidden` make a release here a miss (`forbidden` also shows the no-entry badge on the preview, `copy` a \"+\" badge); `insertIntoDestinationIndexPath` drops into the item under the touch (no gap, that cell drawn as the drop target, nothing reordered); `unspecified` shows no gap; stated, it is in the state JSON's `drag` (see [NATIVE.md](NATIVE.md))",
                path: \ConfigSettings.config.drag.dropProposal, value: { c in c.config.drag.dropProposal.map(DropProposal.format.encode) }
            ) { c, v, r throws(ScenarioError) in
                c.config.drag.dropProposal = try DropProposal.format.decode(v, r) { _ in DropProposal() }
            },
            ConfigKey(
                "reorderingCadence", \.config.drag.reorderingCadence, .cases, "how soon a drag moves the gap: immediate, fast or slow (UIKit)",
                default: "`immediate`",
                "`immediate`, `fast` or `slow`: with `fast` and `slow` a drag over this collection moves its live gap only once the pointer has stayed under a speed for a moment (UIKit's values, a model: [NATIVE.md](NATIVE.md)), in event time, the pointer taken to move evenly between two events"
            ),
            ConfigKey(
                "liftCancelDelay", \.config.drag.liftCancelDelay, .number(min: 0, max: ScenarioLimits.time),
                "seconds a lifted item may be held still before the lift is cancelled (0: never)", default: "0",
                "seconds a lifted item may be held still (within 10 points of where it lifted) before the lift is cancelled, a miss; 0 never (the uikit presets: 3)"
            ),
            ConfigKey(
                "reorderControl", \.config.drag.reorderControl, .boolean,
                "editing mode: only a press on a cell's trailing reorder control drags, at once", default: "false (true under uikit-table)",
                "a table in editing mode: each cell shows UITableView's reorder control (three bars) in its trailing 44 points (the left in a right-to-left collection); only a press there drags, at once; a press on the body scrolls"
            ),
            ConfigKey(
                "ghostAxis", \.config.drag.ghostAxis, .cases, "the dragged cell follows the pointer freely, or along the scroll axis only",
                default: "`free` (`scrollAxis` under uikit-table)",
                "`free`, or `scrollAxis`: the dragged cell moves along the collection's scroll axis only and stays within its cell area, as a table row being reordered does (the pointer is taken there for targeting too)"
            ),
            ConfigKey(
                "staysInSection", \.config.drag.staysInSection, .boolean, "a drag moves items within their own section only",
                default: "false (true under swiftui-list)",
                "a drag moves items within their own section only, as each section of a SwiftUI `List` is its own `ForEach` with its own `onMove`: a place in another section of the same collection takes nothing (a miss), and a selection's items from other sections stay where they are"
            ),
            ConfigKey(
                "carriedOrder", \.config.drag.carriedOrder, .cases, "the order a selection's items land in: selection or place",
                default: "`selection` (`place` under swiftui-list)",
                "the order a selection's items land in at the destination: `selection`, the order they were selected in (a UIKit drag session's items), or `place`, the order of their places, collections in declared order (the sorted `IndexSet` SwiftUI's `onMove` hands over)"
            ),
        ]

    /// The keys by name.
    static let byName: [String: ConfigKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}
