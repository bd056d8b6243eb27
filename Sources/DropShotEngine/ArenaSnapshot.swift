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
    /// The top-level `preferredFontName`: the face of the decorations' text.
    public var screenFontName = ArenaConfig().look.preferredFontName
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
            let frames = shown.screenRects(layout.cells, inCollection: c)
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
                let isOrigin = !origins.isEmpty && origins.contains(CellPlace(collection: c, index: i)) && (live == nil || shown.model.slots[c][i] == nil)
                let isDragged = live.map { $0 == (c, i) } ?? false
                // Most cells still hold the item the scenario put there: found by its place, the
                // others by their id.
                let item = isOrigin ? nil : shown.model.slots[c][i].flatMap { id in
                    i < spec.items.count && spec.items[i].id == id ? spec.items[i] : itemsByID[id]
                }
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
                             screenDirection: scenario.config.layout.layoutDirection, screenFontName: scenario.config.look.preferredFontName)
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
    /// The state JSON of docs/SCENARIO.md (`dropshot state`) as a value: the text of
    /// `stateJSONUTF8`, read back.
    public var stateJSON: JSONValue {
        // The writer only writes valid JSON (a number that is not finite as null).
        try! JSONValue.parse(stateJSONUTF8(pretty: false))
    }

    /// The state JSON of docs/SCENARIO.md as UTF-8 text, written straight from the snapshot;
    /// with `callbacks` (`Arena.hostCalls()`) it ends with them, as `dropshot state --callbacks`
    /// prints it.
    public func stateJSONUTF8(pretty: Bool = true, callbacks: [HostCall]? = nil) -> [UInt8] {
        withStateJSON(pretty: pretty, callbacks: callbacks) { Array($0) }
    }

    /// Calls `body` with the text of `stateJSONUTF8` in the buffer it was written into, without
    /// copying it (a state of 100k cells is 15 MB).
    public func withStateJSON<Result>(pretty: Bool = true, callbacks: [HostCall]? = nil,
                                      _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        // About the pretty text's length, so the buffer seldom grows.
        var writer = JSONWriter(pretty: pretty, reservingCapacity: 1024 + collections.reduce(0) { $0 + $1.cells.count } * 160)
        writeState(to: &writer, callbacks: callbacks)
        return try writer.withBytes(body)
    }

    /// Writes the state JSON object, and `callbacks` last when given.
    private func writeState(to writer: inout JSONWriter, callbacks: [HostCall]?) {
        func pair(_ a: Double, _ b: Double, to w: inout JSONWriter) { w.array(inline: true) { w in w.number(a); w.number(b) } }
        func rect(_ r: Rect, to w: inout JSONWriter) { w.array(inline: true) { w in w.number(r.x); w.number(r.y); w.number(r.width); w.number(r.height) } }
        func slot(_ s: SlotRef, to w: inout JSONWriter) {
            w.object { w in w.key("collection"); w.string(s.collection); w.key("index"); w.number(s.index) }
        }
        writer.object { w in
            w.key("canvas")
            w.object { w in
                w.key("width"); w.number(canvas.width); w.key("height"); w.number(canvas.height); w.key("scale"); w.number(canvas.scale)
            }
            w.key("collections")
            w.array(inline: false) { w in for c in collections.indices { write(collections[c], to: &w) } }
            w.key("drag")
            if let drag {
                w.object { w in
                    w.key("item"); w.string(drag.item.id)
                    w.key("from"); slot(drag.from, to: &w)
                    w.key("ghostFrame"); rect(drag.ghostFrame, to: &w)
                    w.key("over")
                    if let over = drag.over {
                        w.object { w in
                            w.key("collection"); w.string(over.collection)
                            w.key("index"); w.number(over.index)
                            if let section = over.section { w.key("section"); w.number(section) }
                        }
                    } else {
                        w.null()
                    }
                    w.key("deleteZone"); w.number(drag.deleteZone)
                    w.key("state"); w.string(drag.appearance.rawValue)
                    if drag.refused { w.key("refused"); w.bool(true) }
                    if drag.items.count > 1 { w.key("items"); w.array(inline: true) { w in for item in drag.items { w.string(item.id) } } }
                }
            } else {
                w.null()
            }
            w.key("snapBack")
            if let snapBack {
                w.object { w in
                    w.key("item"); w.string(snapBack.item.id); w.key("from"); slot(snapBack.from, to: &w); w.key("frame"); rect(snapBack.frame, to: &w)
                }
            } else {
                w.null()
            }
            w.key("lastOutcome"); w.string(lastOutcome?.rawValue)
            w.key("history")
            w.object { w in w.key("count"); w.number(historyCount); w.key("canUndo"); w.bool(canUndo); w.key("canRedo"); w.bool(canRedo) }
            // Keys for what a scenario may not use are added only when it does, so every other state reads as before.
            if !selection.isEmpty { w.key("selection"); w.array(inline: true) { w in for id in selection { w.string(id) } } }
            if !announcements.isEmpty {
                w.key("announcements")
                w.array(inline: false) { w in
                    for announcement in announcements {
                        w.object { w in w.key("event"); w.number(announcement.event); w.key("text"); w.string(announcement.text) }
                    }
                }
            }
            if !freeViews.isEmpty {
                w.key("freeViews")
                w.array(inline: false) { w in
                    for group in freeViews {
                        w.object { w in
                            w.key("id"); w.string(group.id)
                            w.key("draggables")
                            w.array(inline: false) { w in
                                for view in group.draggables {
                                    w.object { w in
                                        w.key("id"); w.string(view.item.id); w.key("frame"); rect(view.frame, to: &w)
                                        w.key("state"); w.string(view.state.rawValue); w.key("registered"); w.bool(view.registered)
                                    }
                                }
                            }
                            w.key("droppables")
                            w.array(inline: false) { w in
                                for view in group.droppables {
                                    w.object { w in
                                        w.key("id"); w.string(view.spec.id); w.key("frame"); rect(view.spec.frame, to: &w)
                                        w.key("snapPoint"); pair(view.spec.snapTarget.x, view.spec.snapTarget.y, to: &w)
                                        w.key("state"); w.string(view.state.rawValue); w.key("registered"); w.bool(view.registered)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if let callbacks {
                w.key("callbacks")
                w.array(inline: false) { w in
                    for call in callbacks {
                        w.object { w in
                            w.key("event"); w.number(call.event)
                            w.key("method"); w.string(call.method)
                            w.key("arguments"); w.array(inline: true) { w in for argument in call.arguments { w.string(argument) } }
                        }
                    }
                }
            }
        }

        /// One collection: its place and look, its sections, then every cell.
        func write(_ collection: CollectionSnapshot, to w: inout JSONWriter) {
            w.object { w in
                w.key("id"); w.string(collection.id)
                w.key("role"); w.string(collection.role.rawValue)
                if let title = collection.title { w.key("title"); w.string(title) }
                w.key("state"); w.string(collection.appearance.rawValue)
                if collection.refusing { w.key("refusing"); w.bool(true) }
                w.key("frame"); rect(collection.frame, to: &w)
                w.key("offset"); pair(collection.offset.x, collection.offset.y, to: &w)
                w.key("zoom"); w.number(collection.zoom)
                w.key("contentSize"); pair(collection.contentSize.width, collection.contentSize.height, to: &w)
                if !collection.sections.isEmpty {
                    w.key("sections")
                    w.array(inline: false) { w in
                        for section in collection.sections {
                            w.object { w in
                                if let title = section.title { w.key("title"); w.string(title) }
                                w.key("header"); rect(section.header, to: &w)
                                w.key("start"); w.number(section.start)
                                w.key("count"); w.number(section.count)
                            }
                        }
                    }
                }
                w.key("cells")
                // By index: the cells are read in place, not copied one by one.
                w.array(inline: false) { w in for i in collection.cells.indices { write(collection.cells[i], of: collection, to: &w) } }
            }
        }

        /// One cell: its index (and section), frame and item, then what marks it.
        func write(_ cell: CellSnapshot, of collection: CollectionSnapshot, to w: inout JSONWriter) {
            w.object { w in
                w.key("index"); w.number(cell.index)
                if let section = cell.section {
                    w.key("section"); w.number(section)
                    w.key("sectionIndex"); w.number(cell.index - collection.sections[section].start)
                }
                w.key("frame"); rect(cell.frame, to: &w)
                w.key("item"); w.string(cell.item?.id)
                w.key("placeholder"); w.bool(cell.isPlaceholder)
                if let label = cell.label { w.key("label"); w.string(label) }
                if cell.isPlaceholder { w.key("touched"); w.bool(cell.touched) }
                if cell.isDragOrigin { w.key("origin"); w.bool(true) }
                if cell.isDragged { w.key("dragged"); w.bool(true) }
                if let order = cell.selectionOrder { w.key("selected"); w.number(order) }
                if cell.isFocused { w.key("focused"); w.bool(true) }
            }
        }
    }
}
