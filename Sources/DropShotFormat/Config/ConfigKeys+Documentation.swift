/// docs/SCENARIO.md's config table, written from here: each key's default as the docs state it
/// ("20% of the cell", where the key table's value is nil) and what it does. `ConfigKey.all` gives
/// the keys and their order; a test fails when a key has no entry here or an entry names no key,
/// and when a stated default differs from the key table's.
extension ConfigKey {
    static let documentation: [String: (default: String, meaning: String)] = [
        "sourceItemsConsumable": ("false", "a dragged-out source item leaves a placeholder; false: the drop copies"),
        "numberOfTargetItems": ("consumable source item count", "slots of a `target` (required without a consumable source)"),
        "fixedCellSize": ("none", "`[w, h]`; wins over the ratio"),
        "cellWidthHeightRatio": ("1", "cells are the largest that fit all cells without scrolling"),
        "minInteritemSpacing": ("0", "flow-layout spacing between the cells of a line"),
        "minLineSpacing": ("0", "flow-layout spacing between lines"),
        "sectionInset": ("`[0, 0, 0, 0]`", "top, left, bottom, right"),
        "lineAlignment": ("`justified`", "`justified`, `leading`, `center`"),
        "centeredVertically": ("false", "center the block of lines in the collection"),
        "fillEntireHeight": ("false", "spread the lines over the collection's height (wins over `centeredVertically`)"),
        "scrollDirection": ("`vertical`", "`horizontal` fills columns top to bottom..."),
        "cellOrderHorizontal": ("false", "...or rows left to right"),
        "sourceBackgroundColor": ("`#F2F2F7`", "a source's background"),
        "targetBackgroundColor": ("`#E5E5EA`", "a target's background"),
        "listBackgroundColor": ("`#FFFFFF`", "a list's background"),
        "sourcePlaceholderColor": ("`#D1D1D6`", ""),
        "targetPlaceholderColorUntouched": ("`#FFFFFF`", "an empty target slot"),
        "targetPlaceholderColorTouched": ("`#C7DBFF`", "touched: the slot that would receive the drag"),
        "sourcePlaceholderDisplayIndex": ("false", "index labels on a source's placeholders"),
        "targetPlaceholderDisplayIndex": ("true", "index labels on a target's placeholders"),
        "placeholderIndexStartsFromZero": ("false", ""),
        "placeholderTextColor": ("`#8E8E93`", "the index label's colour"),
        "placeholderFontSize": ("40% of the cell", "the index label's size"),
        "itemFontSize": ("20% of the cell, 9 to 22 points", "item label size"),
        "itemTextStyle": (
            "none",
            "a text style (`body`, `headline`, …; Dynamic Type below): the item label's size (and weight: bold for `headline`) at the scenario's `contentSize`, written back as `itemFontSize` and `itemFontWeight`"
        ),
        "itemFontWeight": (
            "none", "`regular` or `bold`: the item label in that face of `preferredFontName`'s family (none: the face it names, bold by default)"
        ),
        "itemTextAlignment": (
            "`center`",
            "`leading`, `center` or `trailing`: where the label's lines lie, from the 8% padding (`leading` is the right in a right-to-left collection)"
        ),
        "lineBreakStrategy": (
            "`standard`",
            "How wrapped labels and template texts break lines, as UIKit's `lineBreakStrategy` (UILabel's default is `standard`): `standard` is `pushOut` and `hangulWordPriority` together; `pushOut` never leaves one word alone on the last line of a wrapped paragraph when the line before can give it one (not when the text is cut, nor after a newline); `hangulWordPriority` breaks Korean between words, never between Hangul letters (a word wider than the line still breaks between letters); `none` keeps UAX #14's opportunities alone"
        ),
        "cellCornerRadius": ("14% of the cell", ""),
        "preferredFontName": ("`Helvetica-Bold`", "`Helvetica(-Bold)`, `HelveticaNeue(-Bold)`, `DejaVuSans(-Bold)`, `DejaVu Sans (Bold)`"),
        "longPressDurationBeforeDragging": ("0", "seconds a press is held (moving under 10 points) before a drag"),
        "rearrange": ("`swap`", "`swap` or `move` inside one collection"),
        "dropOnOccupied": ("`refuse`", "`refuse`, `swap` or `replace` on a filled target slot"),
        "targetSelection": (
            "`pointer`",
            "`pointer`, `overlap` (largest intersection with the ghost: the collection's frame, then among the cells that show, even in part, each one's whole frame, its part scrolled out of view too, as KD's `indexPathForCellOverlappingRect` does) or `ghostCenter` (under the ghost's centre); top level only"
        ),
        "snapBackOnMiss": ("true", "a missed drop shows the ghost back at its origin"),
        "ghostScale": ("1.1", "the drag ghost's scale"),
        "ghostAlpha": ("0.8", "the drag ghost's opacity"),
        "ghostShadow": ("true", "the drag ghost casts a shadow"),
        "ghostRotation": (
            "0",
            "the drag ghost's tilt in degrees (-180 to 180, clockwise), about its centre, as Trello tilts a dragged card; anti-aliased by bilinear sampling in fixed point, the same pixels on every machine (its shadow stays upright)"
        ),
        "scrollCoupled": (
            "false",
            "a source's scroll/zoom applies to the targets; top level only. A coupled target takes the source's offset as it is, unclamped (ArraSolta's `scrollViewDidScroll`), until it is scrolled itself"
        ),
        "zoomCoupled": (
            "false",
            "a source's scroll/zoom applies to the targets; top level only. A coupled target takes the source's offset as it is, unclamped (ArraSolta's `scrollViewDidScroll`), until it is scrolled itself"
        ),
        "dragStartDistance": (
            "0",
            "points the pointer must move from the press before a drag starts; with `longPressDurationBeforeDragging`, none (the long press begins once held, as UIKit's does)"
        ),
        "rearrangeNeedsItem": ("false", "a rearrange needs another item under the drag"),
        "pendingDropOverDeleteZone": ("true", "false: over a delete zone nothing shows `pendingDrop`; top level only"),
        "dropOnLastHover": ("false", "a release over no collection drops at the last place that accepted the item"),
        "hoveringRule": (
            "`accepted`",
            "`accepted` or `overCollection` (any collection, the origin too, accepting or not: AJW applies Hovering over any registered droppable; from a drag's first move after the one it began at, as AJW's Began finds no droppable); top level only"
        ),
        "resetRule": ("`initial`", "`initial` or `emptyTargets`; top level only"),
        "zoomReflows": ("false", "zoom resizes the cells and reflows the grid"),
        "couplingBothWays": ("false", "coupled scroll and zoom also go from targets to sources; top level only"),
        "zoomCouplingBothWays": (
            "false", "coupled zoom also goes from targets to sources (ArraSolta: scrolling one way, zooming both); top level only"
        ),
        "cancelRule": (
            "`miss`",
            "what a `cancel` event does: `miss` (nothing changes), or `release` (the same as a release there: BetweenKit's coordinator and AJW's recognizer handle Cancelled as Ended), or `keepLive` (what the drag changed while under way stays, as a release there would commit it, and the host hears no release call: KD's `updateForLongPress:` has no `.cancelled` case); a keyboard escape always misses"
        ),
        "grabRule": (
            "`offset`",
            "`offset` (the ghost keeps where the cell was grabbed) or `center` (its centre under the pointer on every move: AJW's recognizer, BetweenKit's I3BasicRenderDelegate); free views too"
        ),
        "originLook": (
            "`placeholder`",
            "the cell a drag removes its item from: a `placeholder`, or `hidden` (nothing drawn: KD hides the cell, BetweenKit fades it to 0.01)"
        ),
        "listDropOnEmptySpace": (
            "`end`",
            "with `overlap` targeting, a ghost over a list but over none of its cells: `end` (appends), or `refuse` (a miss: KD's canDropAtRect; an empty list still takes the item first)"
        ),
        "asksAboutUndraggable": (
            "false",
            "pressing an item with `draggable: false` still asks the data source, which answers NO, so the call is in the host log (KD's and BetweenKit's cellIsDraggableAtIndexPath)"
        ),
        "pickUpAt": (
            "`press`",
            "which item a drag picks up: `press`, the one under the touch; `panStart`, the one where the pointer's path first lies `dragStartDistance` from the press, as BetweenKit's `handleDragStarted` reads the pan's location when it begins (a pan begun in a gap drags nothing and scrolls nothing; one begun on the neighbour drags the neighbour)"
        ),
        "dragPermissionAsked": (
            "`dragStart`",
            "when the data source (and `draggable`, `allowDrag`) is asked whether a pressed item may be dragged: `dragStart`, when the gesture that drags begins (the press, the end of a long press, a pan's start); `touchDown`, at the press itself, even for a tap that never drags, as KD's `gestureRecognizerShouldBegin` asks `cellIsDraggableAtIndexPath` (a refusal leaves a press on nothing)"
        ),
        "panningEnabled": (
            "true",
            "false: the collection refuses `zoom` events (its own and coupled ones) and still scrolls, as ArraSolta's `shouldPanningBeEnabled` says whether a collection is \"zoomable by panning or not\" (manual 7.1)"
        ),
        "originRemovalEndsDrag": ("true", "false: a `removeCollection` of the drag's origin lets the drag go on (BetweenKit's coordinator)"),
        "readdedPriority": (
            "`declared`",
            "where a collection added back ranks: its `declared` place, or `last` (BetweenKit appends it); the state JSON lists collections in priority order"
        ),
        "horizontalScrollIgnoresInsets": ("false", "horizontal scrolling in column order ignores `sectionInset`"),
        "targetSlotsFollowSource": ("false", "the consumable sources' count wins over `numberOfTargetItems`; top level only"),
        "toolbar": (
            "`none`",
            "`top` or `bottom`: an undo/redo/reset bar with the step counter, drawn over the arena; or an object with its look (see [Delete zones and the toolbar](#delete-zones-and-the-toolbar)); top level only"
        ),
        "liveReorder": (
            "false",
            "while a drag hovers over this collection it shows what a release would commit: the item at the hover index (drawn as the touched slot, `\"dragged\": true` in the state JSON), the other cells shifted, the origin's gap closed; leaving restores; the model changes only on release (KDDragAndDropCollectionView)"
        ),
        "hitTestsLiveArrangement": (
            "false",
            "with `liveReorder`, a drag is hit-tested against the arrangement it has made so far (the origin without the item, the list it went into with it, as KD's data sources hold them mid-drag and `indexPathForCellOverlappingRect` reads them), and over no cell that arrangement stays, so a release there drops where the drag last put the item; a release or cancel reads no point (KD's `.ended` does not): it commits what the last move left"
        ),
        "autoScroll": (
            "false",
            "`true` (edge 30, speed half the frame's length a second) or `{\"edge\": points, \"speed\": points per second, \"mode\": \"continuous\" or \"paging\"}`; `paging` is KD's checkForEdgesAndScroll (the `kd` preset's), called at the end of `didMoveItem`, after the move: on a pointer move that leaves the ghost's frame reaching into the `edge`-wide strip just outside the left or right side of the horizontally scrolling collection it is over, half the visible width at once toward that side, only with a cell under the ghost, at most once a second per collection (a page that moves nothing does not count; the second runs on across drags), never on a hold, and nothing vertically (KD 1.4's vertical branch is empty). `continuous`: a drag held inside the band along an edge of this collection (on its scroll axis) scrolls it toward that edge, at `speed` on the edge and linearly slower to 0 at the band's inner side; clamped, coupled scrolling follows"
        ),
        "touchFallsThrough": (
            "false (`true` under the kd preset)",
            "where collections overlap, a press on one with no cell at the touch that may be dragged (none there, an undraggable item, or a data source that says no when asked at the touch) goes on to the next collection under it in priority order, as KD's `shouldReceive` asks each of its views in turn (KDDragAndDropManager.swift 85-119); false: the top collection takes the press; top level only"
        ),
        "selectionMode": (
            "`events`",
            "how items are selected for multi-item drags: `events` (only `select` / `deselect`), `tap` (also a tap, a press let go within 10 points of where it was pressed, toggles the item), `none` (no selection); top level only"
        ),
        "allowDrag": ("true", "the collection's data-source assertions (with the Swift `ArenaDataSource`, both must allow)"),
        "allowRearrange": ("true", "the collection's data-source assertions (with the Swift `ArenaDataSource`, both must allow)"),
        "allowDrop": ("true", "the collection's data-source assertions (with the Swift `ArenaDataSource`, both must allow)"),
        "allowDelete": ("true", "the collection's data-source assertions (with the Swift `ArenaDataSource`, both must allow)"),
        "accepts": ("all", "`[\"id\", …]`: the only items the collection takes by drop"),
        "appearance": (
            "none",
            "per state (`regular`, `pending`, `pendingDrop`: `fill`, `border`, `borderWidth`; `dragging`, `hovering`: also `alpha`, `scale`; `refused`: `fill`, `border`, `borderWidth` for the collection, `alpha`, `scale` for the ghost, see \"Refused drops\")"
        ),
        "titleHeight": ("44", "points of the band a collection's `title` takes above its cells (0 to 1,000,000)"),
        "titleTextStyle": ("none", "a text style: `titleFontSize` at the scenario's `contentSize`"),
        "titleFontSize": ("17", "points of the title's bold line"),
        "titleColor": ("`#1C1C1E`", "the title's colour"),
        "sectionHeaderHeight": ("28", "points of each section's header band (0 to 1,000,000)"),
        "sectionHeaderTextStyle": ("none", "a text style: `sectionHeaderFontSize` at the scenario's `contentSize`"),
        "sectionHeaderFontSize": ("13", "points of a section title's bold line"),
        "sectionHeaderColor": ("`#6E6E73`", "a section title's colour"),
        "listInsertion": (
            "`onCell`",
            "where a drag over a list's cell inserts: `onCell` (at the cell's index, before it: RULES.md, every preset) or `byHalf` (before the cell over its first half, after it over its second, along the lines, or across them in a one-column list; over its own cell or the place right after it, a drag goes nowhere: a miss)"
        ),
        "layoutDirection": (
            "`leftToRight`",
            "`rightToLeft` mirrors the collection as UIKit's semantic content attribute does: the first cell at the right and lines filled leftwards (columns stacked leftwards when scrolling horizontally), titles and section headers from the right, cell templates mirrored (`leading` at the right), insertion places and the end of the list in reading order (`byHalf`: a cell's right half is before it), the left arrow to the next place. Text keeps its own direction (below). In the top-level `config` it also mirrors the whole screen, as a right-to-left app is: collection frames, delete zones and decorations are mirrored across the canvas (frames in the scenario count from the leading edge; pointer events are where things are drawn; cell addresses follow), decorations' templates are mirrored and the toolbar's buttons run from the right. Free views keep their frames"
        ),
        "sectionStyle": (
            "`plain`",
            "`insetGrouped`: each section's cells (all cells without sections) on one group, `groupInset` points in from the collection's sides (added to `sectionInset`), rounded at its outer corners by `groupCornerRadius`; section titles line up with the groups (UITableView's `.insetGrouped`, a Settings screen)"
        ),
        "groupInset": ("16", "an inset group's distance from the collection's sides, in points"),
        "groupCornerRadius": ("10", "an inset group's corner radius, in points"),
        "separatorColor": (
            "none",
            "a list's one-pixel line under each cell that another cell of its section follows on the next line; none after a section's last cell"
        ),
        "separatorInset": ("16", "points from a cell's leading edge (its right in a right-to-left list) where its separator starts"),
        "layout": ("`flow`", "`flow` (the flow layout of RULES.md) or `grid` (equal columns and item spans: \"A grid with spans\")"),
        "columns": ("3", "a grid's columns (1 to 64)"),
        "rowHeight": ("the column width over `cellWidthHeightRatio`", "a grid's row depth in points"),
        "cellSizing": ("`fixed`", "`fit`: each templated cell of a list as deep as its content (\"Cells that size to their content\")"),
        "dropFeedback": (
            "`dropshot` (`none` under the betweenkit, kd and ajw presets)",
            "`dropshot` draws DropShot's own feedback: the accent outline and tint of the collection under a drag (faint on the others), a list's insertion bar, the red outline, tint and no-entry badge of a refused drop, a live place as a tinted slot; `none` draws only what `appearance` styles and leaves a live place as a gap, as BetweenKit, KD and AJW draw none of these"
        ),
        "draggedViewOnTop": (
            "true (`false` under the ajw preset)",
            "a dragged free view is drawn over every other view; false keeps it at its own level among the free views (its group's order, groups in order), as AJW moves the view itself and never brings it to the front"
        ),
        "dropProposal": (
            "none (a move inserted at the destination; the uikit preset states it)",
            "what the app answers `dropSessionDidUpdate` with over this collection, `{\"operation\": …, \"intent\": …}` (the table below): `cancel` and `forbidden` make a release here a miss (`forbidden` also shows the no-entry badge on the preview, `copy` a \"+\" badge); `insertIntoDestinationIndexPath` drops into the item under the touch (no gap, that cell drawn as the drop target, nothing reordered); `unspecified` shows no gap; stated, it is in the state JSON's `drag` (see [NATIVE.md](NATIVE.md))"
        ),
        "reorderingCadence": (
            "`immediate`",
            "`immediate`, `fast` or `slow`: with `fast` and `slow` a drag over this collection moves its live gap only once the pointer has stayed under a speed for a moment (UIKit's values, a model: [NATIVE.md](NATIVE.md)), in event time, the pointer taken to move evenly between two events"
        ),
        "liftCancelDelay": (
            "0",
            "seconds a lifted item may be held still (within 10 points of where it lifted) before the lift is cancelled, a miss; 0 never (the uikit presets: 3)"
        ),
        "reorderControl": (
            "false (true under uikit-table)",
            "a table in editing mode: each cell shows UITableView's reorder control (three bars) in its trailing 44 points (the left in a right-to-left collection); only a press there drags, at once; a press on the body scrolls"
        ),
        "ghostAxis": (
            "`free` (`scrollAxis` under uikit-table)",
            "`free`, or `scrollAxis`: the dragged cell moves along the collection's scroll axis only and stays within its cell area, as a table row being reordered does (the pointer is taken there for targeting too)"
        ),
    ]

    /// docs/SCENARIO.md's config table: a row a key, in the key table's order.
    static var documentationTable: String {
        var rows = ["| key | default | meaning |", "|---|---|---|"]
        for key in all {
            let (defaultText, meaning) = documentation[key.name] ?? ("?", "?")
            rows.append("| `\(key.name)` | \(defaultText) | \(meaning) |")
        }
        return rows.joined(separator: "\n")
    }
}
