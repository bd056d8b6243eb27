/// One cell as shown on screen.
public struct CellSnapshot: Equatable, Sendable {
    /// The cell's place in its collection, counted across sections.
    public var index: Int
    /// On the canvas, in points, scroll and zoom applied.
    public var frame: Rect
    /// The item shown, nil for a placeholder.
    public var item: ItemSpec?
    /// Whether the cell shows a placeholder (it holds no item).
    public var isPlaceholder: Bool { item == nil }
    /// The index label a placeholder shows, if any.
    public var label: String?
    /// A placeholder that would receive the dragged item.
    public var touched: Bool
    /// The cell the dragged item came from (shown as a placeholder when the drag removes it).
    public var isDragOrigin: Bool
    /// With `liveReorder`, the dragged item's place while the drag is under way: `item` names it,
    /// and the renderer draws the gap it will fill as the touched slot (with its index label).
    public var isDragged: Bool = false
    /// The item's place in the selection (1 is the first selected), nil when it is not selected.
    public var selectionOrder: Int? = nil
    /// The keyboard focus is on this cell.
    public var isFocused: Bool = false
    /// The item a drop here would go into (a drop proposal's `insertIntoDestinationIndexPath`):
    /// drawn as the drop target.
    public var isDropTarget: Bool = false
    /// The section the cell is in, nil when its collection has none.
    public var section: Int? = nil
    /// The cell's index in that section, nil when its collection has none.
    public var sectionIndex: Int? = nil
    /// Drawn over the collection's other cells: in an animation, the clone BetweenKit's swap flies
    /// over the arena (I3BasicRenderDelegate.m 101-108). Not in the state JSON.
    public var raised: Bool = false
}

/// One section of a collection as shown on screen.
public struct SectionSnapshot: Equatable, Sendable {
    /// The section's header text, nil when it has none.
    public var title: String?
    /// The header band on the canvas, scroll and zoom applied.
    public var header: Rect
    /// The index of its first cell among the collection's cells, and how many it has.
    public var start: Int
    /// How many cells the section has.
    public var count: Int
}

/// One collection as shown on screen.
public struct CollectionSnapshot: Equatable, Sendable {
    /// The collection's id.
    public var id: String
    /// Its role: source, target or list.
    public var role: CollectionRole
    /// Its configuration, presets and scenario keys applied.
    public var config: ArenaConfig
    /// Its frame on the canvas, in points.
    public var frame: Rect
    /// Regular (no drag), pending (a drag elsewhere) or pendingDrop (the drag is over it).
    public var appearance: CollectionAppearance
    /// The content offset, in screen points.
    public var offset: Point
    /// The zoom scale.
    public var zoom: Double
    /// The scrollable size on screen (zoom applied), at least the frame's size.
    public var contentSize: Size
    /// Where the cells lie and scroll: the frame, or what lies below the title band.
    public var cellArea: Rect
    /// The collection's title, drawn in the band above `cellArea`.
    public var title: String?
    /// How its items' cells are drawn (an item's own `cell` wins); nil is DropShot's look.
    public var cell: CellTemplate?
    /// Its cells in order, with frames on the canvas (scroll and zoom applied).
    public var cells: [CellSnapshot]
    /// Under a drag that a release here would not accept (the drag is `refused`).
    public var refusing = false
    /// Its sections in order (`sections`); empty when it has none.
    public var sections: [SectionSnapshot] = []
    /// Whether it is scrolling by the user's input at this moment (`Arena.scrolling`): the only
    /// time its scroll indicators are drawn.
    public var scrolling = false
}

/// The drag under way.
public struct DragSnapshot: Equatable, Sendable {
    /// The item dragged (the pressed one of a selection).
    public var item: ItemSpec
    /// The cell it came from.
    public var from: SlotRef
    /// Where the ghost is drawn, scaled by the ghost scale about the pointer.
    public var ghostFrame: Rect
    /// The pointer, in canvas points.
    public var pointer: Point
    /// The collection and cell the drag is over, nil over none.
    public var over: DropLocation?
    /// The delete zone under the pointer.
    public var deleteZone: Int?
    /// Dragging, or hovering where a release would delete, rearrange or drop.
    public var appearance: GhostAppearance
    /// Ghost style of the origin collection.
    public var ghostScale: Double
    /// The ghost's opacity, 0...1.
    public var ghostAlpha: Double
    /// Whether the ghost casts a shadow.
    public var ghostShadow: Bool
    /// Every item the drag moves, in order (the selection of a multi-item drag, else `item`).
    public var items: [ItemSpec] = []
    /// Over a collection that would not accept a release (a filled slot under `dropOnOccupied`
    /// `refuse`, a list that takes no drops, …), away from the drag's own cell and any delete
    /// zone, with the ghost `dragging`: drawn with the `refused` look.
    public var refused = false
    /// The drop proposal the collection under the drag states (`dropProposal`), nil over none or
    /// where none is stated: `forbidden` draws the no-entry badge on the preview, `copy` a "+".
    public var proposal: DropProposal? = nil
    /// Where a release now would leave the dragged item (its copy under `copy`): its place after
    /// the release, counted after the removal from its origin; nil where a release would not
    /// place it (a miss, a delete, a drop into an item).
    public var landsAt: DropLocation? = nil
}

/// The ghost shown back at its origin right after a missed drop.
public struct SnapBackSnapshot: Equatable, Sendable {
    /// The item shown back at its origin.
    public var item: ItemSpec
    /// The cell it came from.
    public var from: SlotRef
    /// The origin cell's frame, where the ghost is drawn.
    public var frame: Rect
    /// The ghost of `item`, from `from`, shown at `frame`.
    public init(item: ItemSpec, from: SlotRef, frame: Rect) { self.item = item; self.from = from; self.frame = frame }
}

/// Everything a renderer or the state JSON needs about one moment of the arena.
public struct ArenaSnapshot: Equatable, Sendable {
    /// The canvas, with its size after any `resize`.
    public var canvas: CanvasSpec
    /// The collections in the arena, in priority order.
    public var collections: [CollectionSnapshot]
    /// The delete zones' frames.
    public var deleteZones: [Rect]
    /// The drag under way, nil when none.
    public var drag: DragSnapshot?
    /// After a missed drop with `snapBackOnMiss`, the item shown back at its origin.
    public var snapBack: SnapBackSnapshot?
    /// The outcome of the last drag that ended.
    public var lastOutcome: DragOutcome?
    /// How many history steps have been applied (undo takes one back).
    public var historyCount: Int
    /// Whether `undo` would do something.
    public var canUndo: Bool
    /// Whether `redo` would do something.
    public var canRedo: Bool
    /// Where the undo/redo/reset toolbar is drawn (`toolbar` config key).
    public var toolbar: ToolbarPlacement
    /// How the toolbar looks.
    public var toolbarStyle = ToolbarStyle()
    /// How each delete zone looks, in the order of `deleteZones`.
    public var deleteZoneLooks: [DeleteZoneLook] = []
    /// The free views (`"freeViews"`), drawn over the collections.
    public var freeViews: [FreeGroupSnapshot] = []
    /// The screen's chrome (`"decorations"`), under or over the collections.
    public var decorations: [Decoration] = []
    /// The selected items, in the order they were selected.
    public var selection: [String] = []
    /// What a screen reader would have announced so far, with the index of each one's event.
    public var announcements: [Announcement] = []
    /// The whole screen's direction (the top-level `layoutDirection`): right to left mirrors the
    /// frames above, the toolbar's buttons and the decorations' templates.
    public var screenDirection = LayoutDirection.leftToRight
    /// The top-level `preferredFontName`: the face of the decorations' text.
    public var screenFontName = ArenaConfig().look.preferredFontName
}
