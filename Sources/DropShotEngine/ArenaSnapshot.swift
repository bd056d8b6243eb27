/// How a collection looks during a drag (AJWDraggableDroppable's droppable states).
public enum CollectionAppearance: String, Sendable { case regular, pending, pendingDrop }
/// How the drag ghost looks: `hovering` over a place that would accept it, else `dragging`.
public enum GhostAppearance: String, Sendable { case dragging, hovering }

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
    /// The section the cell is in, nil when its collection has none.
    public var section: Int? = nil
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
}

extension Arena {
    /// What the arena shows now.
    public func snapshot() -> ArenaSnapshot {
        var drag: DragSnapshot?
        var resolution = Resolution.miss
        var location: Place?
        var origins = Set<CellPlace>()
        var refused = false
        // The arena as drawn: with live reordering, holding the model a release would commit.
        var shown = self
        var live: (collection: Int, index: Int)?
        if case let .dragging(d) = gesture {
            resolution = resolve(d)
            location = self.location(of: d)
            if !scenario.rules.pendingDropOverDeleteZone, deleteZone(under: d) != nil { location = nil }
            origins = Set(self.origins(of: d).map(\.origin).filter { dragRemovesFromOrigin(collection: $0.collection) })
            if let preview = livePreview(d, releaseResolution(d, resolution)) { (shown.model, live) = preview }
            let config = scenario.collections[d.from.collection].config
            let appearance = ghostAppearance(resolution, location, origin: d.from.collection)
            refused = isRefused(d, resolution, location, appearance)
            // A state's scale and alpha change the drawn ghost; targeting keeps `ghostScale`.
            let style = config.look.appearance[refused ? .refused : AppearanceState(appearance)] ?? config.look.appearance[AppearanceState(appearance)]
            let scale = style?.scale ?? config.drag.ghostScale
            drag = DragSnapshot(
                item: itemsByID[d.item]!, from: slotRef(d.from.collection, d.from.index), ghostFrame: ghostFrame(of: d, scale: scale),
                pointer: d.pointer,
                over: location.map { DropLocation(collection: scenario.collections[$0.collection].id, index: $0.index, section: $0.section) },
                deleteZone: deleteZone(under: d), appearance: appearance,
                ghostScale: scale, ghostAlpha: style?.alpha ?? config.drag.ghostAlpha, ghostShadow: config.drag.ghostShadow,
                items: d.items.compactMap { itemsByID[$0] }, refused: refused)
        }
        var touched: (collection: Int, index: Int)?
        switch resolution {
        case let .drop(c, i, _) where live == nil && i < model.slots[c].count && model.slots[c][i] == nil: touched = (c, i)
        case let .rearrange(c, _, i, _) where live == nil && i < model.slots[c].count && model.slots[c][i] == nil: touched = (c, i)
        default: break
        }

        let selected = Dictionary(uniqueKeysWithValues: selection.enumerated().map { ($1, $0) })
        var collections: [CollectionSnapshot] = []
        for c in priority where present[c] {
            let spec = scenario.collections[c]
            let layout = shown.layout(ofCollection: c)
            let frames = layout.cells.map { shown.screenRect($0, inCollection: c) }
            var sections: [SectionSnapshot] = []
            var start = 0
            for (s, count) in shown.model.sectionCounts[c].enumerated() {
                sections.append(SectionSnapshot(title: spec.sections[s].title, header: shown.screenRect(layout.sections[s].header, inCollection: c),
                                                start: start, count: count))
                start += count
            }
            let sectionOfCell = sections.indices.flatMap { Array(repeating: $0, count: sections[$0].count) }
            var cells: [CellSnapshot] = []
            cells.reserveCapacity(frames.count)
            for (i, frame) in frames.enumerated() {
                // Live, the origin is a placeholder only where the committed model leaves it empty.
                let isOrigin = origins.contains(CellPlace(collection: c, index: i)) && (live == nil || shown.model.slots[c][i] == nil)
                let isDragged = live.map { $0 == (c, i) } ?? false
                let item = isOrigin ? nil : shown.model.slots[c][i].flatMap { itemsByID[$0] }
                var label: String?
                if item == nil || isDragged {
                    let shows = spec.role == .target ? spec.config.look.targetPlaceholderDisplayIndex
                        : spec.role == .source ? spec.config.look.sourcePlaceholderDisplayIndex : false
                    if shows { label = String(spec.config.look.placeholderIndexStartsFromZero ? i : i + 1) }
                }
                cells.append(CellSnapshot(index: i, frame: frame, item: item, label: label,
                                          touched: isDragged || (item == nil && touched.map { $0 == (c, i) } == true),
                                          isDragOrigin: isOrigin, isDragged: isDragged,
                                          // A palette's copies share the original's id: only the original shows the mark.
                                          selectionOrder: selected.isEmpty ? nil : item.flatMap { isCopy($0.id) && homes[$0.id] != c ? nil : selected[$0.id] }.map { $0 + 1 },
                                          isFocused: focus == CellPlace(collection: c, index: i),
                                          section: sectionOfCell.isEmpty ? nil : sectionOfCell[i]))
            }
            let appearance: CollectionAppearance = drag == nil ? .regular : location?.collection == c ? .pendingDrop : .pending
            collections.append(CollectionSnapshot(id: spec.id, role: spec.role, config: spec.config, frame: frame(ofCollection: c),
                                                  appearance: appearance, offset: offsets[c], zoom: zooms[c],
                                                  contentSize: Size(layout.contentSize.width * displayZoom(ofCollection: c),
                                                                    layout.contentSize.height * displayZoom(ofCollection: c)),
                                                  cellArea: cellArea(ofCollection: c), title: spec.title, cell: spec.cell, cells: cells, refusing: refused && location?.collection == c,
                                                  sections: sections))
        }
        var canvas = scenario.canvas
        canvas.width = canvasSize.width
        canvas.height = canvasSize.height
        let decorations = scenario.decorations.map { decoration in
            var placed = decoration
            placed.frame = onScreen(decoration.frame)
            return placed
        }
        return ArenaSnapshot(canvas: canvas, collections: collections, deleteZones: deleteZoneFrames, drag: drag,
                             snapBack: snapBack.map { SnapBackSnapshot(item: itemsByID[$0.item]!, from: $0.from, frame: $0.frame) },
                             lastOutcome: lastOutcome, historyCount: historyCount, canUndo: canUndo, canRedo: canRedo,
                             toolbar: scenario.rules.toolbar, toolbarStyle: scenario.rules.toolbarStyle,
                             deleteZoneLooks: scenario.deleteZones.indices.map(scenario.deleteZoneLook),
                             freeViews: freeSnapshots(), decorations: decorations, selection: selection, announcements: announcements,
                             screenDirection: scenario.config.layout.layoutDirection)
    }
}

extension Arena {
    /// With `liveReorder` on the collection that `resolution` (what a release would commit now)
    /// puts the item in, the model after that release and the item's place in it; else nil.
    func livePreview(_ drag: Drag, _ resolution: Resolution) -> (model: ArenaModel, place: (collection: Int, index: Int))? {
        let collection: Int
        switch resolution {
        case let .rearrange(c, _, _, _), let .drop(c, _, _): collection = c
        case .delete, .miss: return nil
        }
        guard scenario.collections[collection].config.drag.liveReorder else { return nil }
        var preview = model
        performRelease(resolution, drag: drag, on: &preview)
        guard let index = preview.slots[collection].firstIndex(of: drag.item) else { return nil }
        return (preview, (collection, index))
    }

    /// Whether `drag` is over a collection that would refuse it: a release there would miss,
    /// yet it is not over its own cell or a delete zone, and the ghost is not `hovering` (with
    /// AJW's `overCollection` rule the ghost hovers over any collection, as AJW's does).
    func isRefused(_ drag: Drag, _ resolution: Resolution, _ location: Place?, _ appearance: GhostAppearance) -> Bool {
        guard resolution == .miss, appearance == .dragging, let location, deleteZone(under: drag) == nil else { return false }
        return !isOwnPlace(location, of: drag)
    }

    /// Whether `place` is where the dragged item already is: its own cell, and in a `byHalf` list
    /// either half of it (the places right before and right after it, in its own section).
    func isOwnPlace(_ place: Place, of drag: Drag) -> Bool {
        let from = drag.from
        guard place.collection == from.collection, let index = place.index else { return false }
        if index == from.index { return true }
        let config = scenario.collections[place.collection].config
        guard scenario.collections[place.collection].role == .list, config.drag.listInsertion == .byHalf, drag.keyboard == nil,
              index == from.index + 1 else { return false }
        return place.section == nil || place.section == model.section(ofCell: from.index, inCollection: place.collection)
    }

    /// `hovering` per `hoveringRule`: over a place that accepts, or over any collection (AJW's
    /// registered droppables, the origin's too).
    func ghostAppearance(_ resolution: Resolution, _ location: Place?, origin: Int) -> GhostAppearance {
        switch scenario.rules.hoveringRule {
        case .accepted: resolution == .miss ? .dragging : .hovering
        case .overCollection: location == nil ? .dragging : .hovering
        }
    }
}

extension ArenaSnapshot {
    /// The state JSON of docs/SCENARIO.md (`dropshot state`).
    public var stateJSON: JSONValue {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }
        func rect(_ r: Rect) -> JSONValue { numbers([r.x, r.y, r.width, r.height]) }
        func slot(_ s: SlotRef) -> JSONValue { .object([("collection", .string(s.collection)), ("index", .number(Double(s.index)))]) }
        let collectionValues: [JSONValue] = collections.map { collection in
            let cells: [JSONValue] = collection.cells.map { cell in
                var members: [(key: String, value: JSONValue)] = [
                    ("index", .number(Double(cell.index))), ("frame", rect(cell.frame)),
                    ("item", cell.item.map { .string($0.id) } ?? .null), ("placeholder", .bool(cell.isPlaceholder)),
                ]
                if let label = cell.label { members.append(("label", .string(label))) }
                if cell.isPlaceholder { members.append(("touched", .bool(cell.touched))) }
                if cell.isDragOrigin { members.append(("origin", .bool(true))) }
                if cell.isDragged { members.append(("dragged", .bool(true))) }
                if let order = cell.selectionOrder { members.append(("selected", .number(Double(order)))) }
                if cell.isFocused { members.append(("focused", .bool(true))) }
                if let section = cell.section {
                    members.insert(contentsOf: [("section", .number(Double(section))),
                                                ("sectionIndex", .number(Double(cell.index - collection.sections[section].start)))], at: 1)
                }
                return .object(members)
            }
            var members: [(key: String, value: JSONValue)] = [
                ("id", .string(collection.id)), ("role", .string(collection.role.rawValue)),
                ("state", .string(collection.appearance.rawValue)), ("frame", rect(collection.frame)),
                ("offset", numbers([collection.offset.x, collection.offset.y])), ("zoom", .number(collection.zoom)),
                ("contentSize", numbers([collection.contentSize.width, collection.contentSize.height])),
                ("cells", .array(cells)),
            ]
            if !collection.sections.isEmpty {
                members.insert(("sections", .array(collection.sections.map { section in
                    var values: [(key: String, value: JSONValue)] = [("header", rect(section.header)), ("start", .number(Double(section.start))),
                                                                     ("count", .number(Double(section.count)))]
                    if let title = section.title { values.insert(("title", .string(title)), at: 0) }
                    return .object(values)
                })), at: members.count - 1)
            }
            if collection.refusing { members.insert(("refusing", .bool(true)), at: 3) }
            if let title = collection.title { members.insert(("title", .string(title)), at: 2) }
            return .object(members)
        }
        let dragValue: JSONValue = drag.map { drag in
            var members: [(key: String, value: JSONValue)] = [
                ("item", .string(drag.item.id)), ("from", slot(drag.from)), ("ghostFrame", rect(drag.ghostFrame)),
                ("over", drag.over.map { over in
                    var place: [(key: String, value: JSONValue)] = [("collection", .string(over.collection)),
                                                                    ("index", over.index.map { .number(Double($0)) } ?? .null)]
                    if let section = over.section { place.append(("section", .number(Double(section)))) }
                    return .object(place)
                } ?? .null),
                ("deleteZone", drag.deleteZone.map { .number(Double($0)) } ?? .null),
                ("state", .string(drag.appearance.rawValue)),
            ]
            if drag.refused { members.append(("refused", .bool(true))) }
            if drag.items.count > 1 { members.append(("items", .array(drag.items.map { .string($0.id) }))) }
            return .object(members)
        } ?? .null
        var members: [(key: String, value: JSONValue)] = [
            ("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height)),
                                ("scale", .number(Double(canvas.scale)))])),
            ("collections", .array(collectionValues)),
            ("drag", dragValue),
            ("snapBack", snapBack.map { .object([("item", .string($0.item.id)), ("from", slot($0.from)), ("frame", rect($0.frame))]) } ?? .null),
            ("lastOutcome", lastOutcome.map { .string($0.rawValue) } ?? .null),
            ("history", .object([("count", .number(Double(historyCount))), ("canUndo", .bool(canUndo)), ("canRedo", .bool(canRedo))])),
        ]
        // Keys for what a scenario may not use are added only when it does, so every other state reads as before.
        if !selection.isEmpty { members.append(("selection", .array(selection.map { .string($0) }))) }
        if !announcements.isEmpty {
            members.append(("announcements", .array(announcements.map {
                .object([("event", .number(Double($0.event))), ("text", .string($0.text))])
            })))
        }
        if !freeViews.isEmpty {
            members.append(("freeViews", .array(freeViews.map { group in
                .object([
                    ("id", .string(group.id)),
                    ("draggables", .array(group.draggables.map { view in
                        .object([("id", .string(view.item.id)), ("frame", rect(view.frame)), ("state", .string(view.state.rawValue)),
                                 ("registered", .bool(view.registered))])
                    })),
                    ("droppables", .array(group.droppables.map { view in
                        .object([("id", .string(view.spec.id)), ("frame", rect(view.spec.frame)),
                                 ("snapPoint", numbers([view.spec.snapTarget.x, view.spec.snapTarget.y])),
                                 ("state", .string(view.state.rawValue)), ("registered", .bool(view.registered))])
                    })),
                ])
            })))
        }
        return .object(members)
    }
}
