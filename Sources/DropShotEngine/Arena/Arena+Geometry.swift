/// Where the arena's collections, cells and ghost lie on the canvas: frames, kept layouts,
/// scrolling and zoom.
extension Arena {
    /// The collection's frame on the canvas: its own, or its share of the canvas height.
    public func frame(ofCollection index: Int) -> Rect {
        if let frame = scenario.collections[index].frame { return onScreen(frame) }
        let share = canvasSize.height / Double(framelessCount)
        return Rect(0, share * Double(framelessPlaces[index]), canvasSize.width, share)
    }

    /// Whether the top-level `layoutDirection` mirrors the whole screen (collections' frames,
    /// delete zones, the toolbar, decorations) across the canvas, as a right-to-left app is.
    public var screenMirrored: Bool { scenario.config.layout.layoutDirection == .rightToLeft }

    /// A frame the scenario gives from the leading edge, where it lies on the canvas: mirrored
    /// across the canvas's current width when the screen is right to left.
    public func onScreen(_ frame: Rect) -> Rect {
        screenMirrored ? Rect(canvasSize.width - frame.maxX, frame.y, frame.width, frame.height) : frame
    }

    /// The delete zones' frames on the canvas.
    public var deleteZoneFrames: [Rect] { scenario.deleteZones.map(onScreen) }

    /// The part of the collection's frame where its cells lie and scroll: all of it, or with a
    /// `title`, what lies below the title band.
    public func cellArea(ofCollection index: Int) -> Rect {
        let frame = frame(ofCollection: index)
        guard scenario.collections[index].title != nil else { return frame }
        let band = min(frame.height, scenario.collections[index].config.layout.titleHeight)
        return Rect(frame.x, frame.y + band, frame.width, frame.height - band)
    }

    /// The collection's layout in content coordinates. With `zoomReflows` the zoom resizes the
    /// cells (their zoom-1 size times the zoom) and the grid flows again in the frame.
    ///
    /// - Complexity: O(1) while what it depends on is as it was at the end of the last event
    ///   (`layouts`), else O(n) in the collection's cells.
    public func layout(ofCollection index: Int) -> FlowLayoutResult {
        if index < layouts.count, let cached = layouts[index], cached.inputs == layoutInputs(ofCollection: index) { return cached.layout }
        return makeLayout(ofCollection: index).layout
    }

    /// What a collection's layout is made from: its slot count, its cell area's size, its sections
    /// and its zoom, and when the layout depends on the items in the slots (their sizes or spans,
    /// or measuring them: `cellSizing: fit`) the slots themselves, which an event that moves no
    /// item leaves as they were (compared by their storage first: a move costs no scan).
    func layoutInputs(ofCollection index: Int) -> LayoutInputs? {
        let byItems = hasItemSizes || hasItemSpans || fitsCells[index]
        let area = cellArea(ofCollection: index)
        return LayoutInputs(
            count: model.slots[index].count, area: Size(area.width, area.height), sections: model.sectionCounts[index],
            zoom: zooms[index], items: byItems ? model.slots[index] : nil)
    }

    /// Lays out again, and keeps, each collection whose layout inputs changed since it was kept,
    /// and files the collections' frames again when the canvas or the priority changed: called
    /// at the end of every event, so the next one finds its layouts made. An event that changed
    /// no model, zoom or canvas (a pointer move) costs nothing here.
    mutating func refreshLayouts() {
        if buckets.canvasSize != canvasSize || buckets.priority != priority {
            buckets = CollectionBuckets(frames: scenario.collections.indices.map(frame(ofCollection:)), priority: priority, canvasSize: canvasSize)
        }
        let stamp = LayoutStamp(model: modelRevision, zooms: zooms, canvasSize: canvasSize)
        guard stamp != layoutStamp || layouts.count != scenario.collections.count else { return }
        layoutStamp = stamp
        if layouts.count != scenario.collections.count { layouts = Array(repeating: nil, count: scenario.collections.count) }
        for index in scenario.collections.indices { refreshLayout(ofCollection: index) }
    }

    /// Lays out collection `index` again, or flows its kept layout again from the cells whose
    /// items changed, when what it is made from changed: an arena given a drag's arrangement
    /// (the gap where the drag put it) lays out the rows the gap moved, not the list.
    mutating func refreshLayout(ofCollection index: Int) {
        guard index < layouts.count, let inputs = layoutInputs(ofCollection: index) else { return }
        guard layouts[index]?.inputs != inputs else { return }
        var held = layouts[index]
        layouts[index] = nil  // held once, so that a reflow edits its arrays in place
        if held != nil, reflow(&held!, ofCollection: index, to: inputs) {
            layouts[index] = held
        } else {
            let made = makeLayout(ofCollection: index)
            layouts[index] = CachedLayout(
                inputs: inputs, layout: made.layout, flow: made.flow, vertical: scenario.collections[index].config.layout.scrollDirection == .vertical
            )
        }
    }

    /// Flows a kept layout again where only the items in some of its slots changed (a move in a
    /// self-sizing list): the changed cells measured, the lines from the first of them flowed
    /// until they meet the kept ones (`FlowLayout.reflow`). False where it cannot: lay it out anew.
    private func reflow(_ kept: inout CachedLayout, ofCollection index: Int, to inputs: LayoutInputs) -> Bool {
        let config = layoutConfig(ofCollection: index)
        guard var flow = kept.flow, let old = kept.inputs.items, let new = inputs.items, old.count == new.count,
            kept.inputs.count == inputs.count, kept.inputs.area == inputs.area, kept.inputs.sections == inputs.sections,
            kept.inputs.zoom == inputs.zoom, config.layout.cellLayout == .flow, !config.layout.zoomReflows || inputs.zoom == 1,
            model.owners[index].isEmpty
        else { return false }
        var first = 0, last = new.count - 1
        while first <= last, old[first] == new[first] { first += 1 }
        while last >= first, old[last] == new[last] { last -= 1 }
        if first <= last {
            if flow.sizes.isEmpty { flow.sizes = Array(repeating: nil, count: new.count) }
            for cell in first...last {
                if flow.sizes[cell] != nil { flow.sizedCells -= 1 }
                flow.sizes[cell] = cellSize(of: new[cell].flatMap(itemSpec), ofCollection: index, in: inputs.area, config: config)
                if flow.sizes[cell] != nil { flow.sizedCells += 1 }
            }
            // Without a sized cell or a section, the cells take the uniform grid, whatever items they hold.
            let uniform = flow.sizedCells == 0 && inputs.sections.isEmpty
            guard uniform == (flow.lines == nil) else { return false }
            if uniform {
                kept.inputs = inputs
                kept.flow = flow
                return true
            }
            let header = inputs.sections.isEmpty ? 0 : config.layout.sectionHeaderHeight
            guard
                let placed = FlowLayout.reflow(
                    &kept.layout, lines: &flow.lines!, changed: first...last, in: inputs.area, config: config, sizes: flow.sizes,
                    sections: inputs.sections, headerExtent: header, mirrored: config.layout.layoutDirection == .rightToLeft)
            else { return false }
            kept.notePlaced(placed)
        }
        kept.inputs = inputs
        kept.flow = flow
        return true
    }

    /// A collection's config as its layout reads it: an inset group keeps its cells `groupInset`
    /// points in from both sides.
    func layoutConfig(ofCollection index: Int) -> ArenaConfig {
        var config = scenario.collections[index].config
        if config.layout.sectionStyle == .insetGrouped {
            config.layout.sectionInset.left += config.layout.groupInset
            config.layout.sectionInset.right += config.layout.groupInset
        }
        return config
    }

    /// `layout(ofCollection:)`, made anew, with the lines and the cell sizes it flowed when its
    /// cells took their own sizes.
    func makeLayout(ofCollection index: Int) -> (layout: FlowLayoutResult, flow: KeptFlow?) {
        let frame = cellArea(ofCollection: index), size = Size(frame.width, frame.height)
        var config = layoutConfig(ofCollection: index)
        let count = model.slots[index].count
        let fitted = config.layout.cellSizing == .fit && config.layout.cellLayout == .flow && measure != nil
        var sizes =
            hasItemSizes || fitted ? cellItems(ofCollection: index).map { cellSize(of: $0, ofCollection: index, in: size, config: config) } : []
        let sections = model.sectionCounts[index], header = sections.isEmpty ? 0 : config.layout.sectionHeaderHeight
        if config.layout.zoomReflows, config.layout.cellLayout == .flow, zooms[index] != 1 {
            let unzoomed = FlowLayout.layout(count: count, in: size, config: config, sections: sections, headerExtent: header)
            let zoom = zooms[index]
            config.layout.fixedCellSize = Size(unzoomed.cellSize.width * zoom, unzoomed.cellSize.height * zoom)
            sizes = sizes.map { $0.map { Size($0.width * zoom, $0.height * zoom) } }
        }
        if config.layout.cellLayout == .grid {
            let layout = GridLayout.layout(
                count: count, in: size, config: config, spans: cellSpans(ofCollection: index), sections: sections, headerExtent: header)
            return (config.layout.layoutDirection == .rightToLeft ? layout.mirrored() : layout, nil)
        }
        let made = FlowLayout.layoutWithLines(count: count, in: size, config: config, sizes: sizes, sections: sections, headerExtent: header)
        let flow = KeptFlow(lines: made.lines, sizes: sizes, sizedCells: sizes.reduce(0) { $0 + ($1 == nil ? 0 : 1) })
        return (config.layout.layoutDirection == .rightToLeft ? made.layout.mirrored() : made.layout, flow)
    }

    /// The size of the cell holding `item` (the one in it, or a consumable source slot's owner)
    /// in a cell area of `bounds`: the item's own `size`; else in a self-sizing flow as deep as
    /// `measure` says at the full width inside the insets (as tall as the list inside its insets
    /// when it scrolls horizontally); else nil, the collection's.
    func cellSize(of item: ItemSpec?, ofCollection index: Int, in bounds: Size, config: ArenaConfig) -> Size? {
        guard let item else { return nil }
        if hasItemSizes, let own = item.size { return own }
        guard config.layout.cellSizing == .fit, config.layout.cellLayout == .flow, let measure else { return nil }
        let vertical = config.layout.scrollDirection == .vertical, inset = config.layout.sectionInset
        let across = max(0, vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
        guard let extent = measure.extent(of: item, inCollection: index, across: across, vertical: vertical) else { return nil }
        return vertical ? Size(across, extent) : Size(extent, across)
    }

    /// Per cell of a grid, the span of its item; empty when no item of the scenario has one.
    func cellSpans(ofCollection index: Int) -> [GridSpan?] {
        hasItemSpans ? cellItems(ofCollection: index).map { $0?.span } : []
    }

    /// Per cell, the item whose place it is: the one in it, or for a consumable source's empty
    /// slot the item that owns it (so the slot keeps that item's size and span); nil for a free slot.
    func cellItems(ofCollection index: Int) -> [ItemSpec?] {
        let owners = model.owners[index]
        return model.slots[index].enumerated().map { cell, id in
            (id ?? (cell < owners.count ? owners[cell] : nil)).flatMap(itemSpec)
        }
    }

    /// The scale from content to screen: the zoom, or 1 when the zoom reflows the grid instead.
    public func displayZoom(ofCollection index: Int) -> Double {
        let config = scenario.collections[index].config
        return config.layout.zoomReflows && config.layout.cellLayout == .flow ? 1 : zooms[index]
    }

    /// Maps a content-space rectangle of a collection to the canvas (scroll and zoom applied).
    public func screenRect(_ content: Rect, inCollection index: Int) -> Rect {
        Arena.screenRect(content, frame: cellArea(ofCollection: index), zoom: displayZoom(ofCollection: index), offset: offsets[index])
    }

    static func screenRect(_ content: Rect, frame: Rect, zoom: Double, offset: Point) -> Rect {
        Rect(frame.x + content.x * zoom - offset.x, frame.y + content.y * zoom - offset.y, content.width * zoom, content.height * zoom)
    }

    /// Maps content-space rectangles of a collection to the canvas. The collection's frame, zoom
    /// and offset are looked up once, not once a rectangle: 100,000 cells cost one pass.
    public func screenRects(_ content: [Rect], inCollection index: Int) -> [Rect] {
        let frame = cellArea(ofCollection: index), zoom = displayZoom(ofCollection: index), offset = offsets[index]
        return content.map { Arena.screenRect($0, frame: frame, zoom: zoom, offset: offset) }
    }

    /// Cell frames of a collection on the canvas.
    public func cellFrames(ofCollection index: Int) -> [Rect] {
        screenRects(layout(ofCollection: index).cells, inCollection: index)
    }

    /// The frame of cell `cell` of a collection on the canvas (`cellFrames(ofCollection:)[cell]`,
    /// without mapping the others).
    public func cellFrame(_ cell: Int, ofCollection index: Int) -> Rect {
        screenRect(layout(ofCollection: index).cells[cell], inCollection: index)
    }

    /// The first collection (in priority order) in the arena whose frame contains `point`.
    public func collection(at point: Point) -> Int? {
        collections(at: point).first
    }

    /// The collections present under `point`, in priority order.
    ///
    /// - Complexity: O(k), the collections whose frames reach the point's square of the canvas.
    func collections(at point: Point) -> [Int] {
        buckets.candidates(at: point).filter { present[$0] && frame(ofCollection: $0).contains(point) }
    }

    /// The visible cell of collection `index` under `point`: the first in cell order whose frame
    /// on the canvas contains it.
    ///
    /// - Complexity: O(log n) for a kept layout whose cells run in line order (`CachedLayout.lines`),
    ///   else O(n).
    public func cell(at point: Point, inCollection index: Int) -> Int? {
        guard cellArea(ofCollection: index).contains(point) else { return nil }
        return firstCell(containing: point, inCollection: index)
    }

    /// The first cell of collection `index` (of those in `range`, when given) in cell order whose
    /// frame on the canvas contains `point`, shown or scrolled out of view.
    ///
    /// - Complexity: O(log n) for a kept layout whose cells run in line order (`CachedLayout.lines`),
    ///   else O(n).
    func firstCell(containing point: Point, inCollection index: Int, among range: Range<Int>? = nil) -> Int? {
        let area = cellArea(ofCollection: index)
        let zoom = displayZoom(ofCollection: index), offset = offsets[index]
        guard let kept = orderedLayout(ofCollection: index), let lines = kept.lines else {
            let cells = layout(ofCollection: index).cells
            return (range ?? cells.indices).first { Arena.screenRect(cells[$0], frame: area, zoom: zoom, offset: offset).contains(point) }
        }
        let layout = kept.layout
        func contains(_ cell: Int) -> Bool { Arena.screenRect(layout.cells[cell], frame: area, zoom: zoom, offset: offset).contains(point) }
        // The cells whose lines could hold the point: from the first whose leading edge is past it
        // by at most the deepest cell, to the last whose leading edge is not past it.
        let along = lines.vertical ? (point.y - area.y + offset.y) / zoom : (point.x - area.x + offset.x) / zoom
        let candidates = kept.firstLeading(after: along - lines.deepest - 1e-9)..<kept.firstLeading(after: along)
        return candidates.clamped(to: range ?? candidates).first(where: contains)
    }

    /// The kept layout of collection `index` when it is current and its cells run in line order.
    private func orderedLayout(ofCollection index: Int) -> CachedLayout? {
        guard index < layouts.count, let kept = layouts[index], kept.lines != nil, kept.inputs == layoutInputs(ofCollection: index) else {
            return nil
        }
        return kept
    }

    /// The cells of collection `index` that show, at least in part inside its cell area, in cell
    /// order, with their frames on the canvas.
    ///
    /// - Complexity: O(log n + k) for a kept layout whose cells run in line order, k the cells
    ///   along the view; else O(n).
    func visibleCellFrames(ofCollection index: Int) -> [(index: Int, frame: Rect)] {
        let area = cellArea(ofCollection: index), zoom = displayZoom(ofCollection: index), offset = offsets[index]
        let cells = layout(ofCollection: index).cells
        var window = cells.indices
        if let kept = orderedLayout(ofCollection: index), let lines = kept.lines {
            // The cells whose leading edges lie from the deepest cell's extent before the view's
            // start to its end (a point of margin either way: the exact test follows).
            let start = (lines.vertical ? offset.y : offset.x) / zoom, length = (lines.vertical ? area.height : area.width) / zoom
            window = kept.firstLeading(after: start - lines.deepest - 1)..<kept.firstLeading(after: start + length + 1)
        }
        return window.compactMap { cell in
            let frame = Arena.screenRect(cells[cell], frame: area, zoom: zoom, offset: offset)
            return (frame.intersection(area)?.area ?? 0) > 0 ? (cell, frame) : nil
        }
    }

    /// The furthest edge of collection `index`'s cells along `horizontal` or vertical, in content
    /// points (nil without cells).
    ///
    /// - Complexity: O(log n + k) for a kept layout whose cells run in lines along that axis, k the
    ///   cells of its last lines; else O(n).
    func furthestCellEdge(ofCollection index: Int, horizontal: Bool) -> Double? {
        let cells = layout(ofCollection: index).cells
        func edge(_ cell: Rect) -> Double { horizontal ? cell.maxX : cell.maxY }
        guard let last = cells.last else { return nil }
        if let kept = orderedLayout(ofCollection: index), let lines = kept.lines, lines.vertical != horizontal {
            // A cell leading by more than the deepest extent before the last ends before it.
            let lead = horizontal ? last.minX : last.minY
            return cells[kept.firstLeading(after: lead - lines.deepest - 1)...].map(edge).max()
        }
        return cells.map(edge).max()
    }

    func maxOffset(ofCollection index: Int) -> Point {
        let frame = cellArea(ofCollection: index), content = layout(ofCollection: index).contentSize
        let zoom = displayZoom(ofCollection: index)
        return Point(max(0, content.width * zoom - frame.width), max(0, content.height * zoom - frame.height))
    }

    /// The collections that coupled scrolling (or `zooming`) of collection `index` carries along:
    /// targets from a source, and sources from a target with `couplingBothWays` (for zooming,
    /// also `zoomCouplingBothWays`).
    func coupledCollections(of index: Int, zooming: Bool = false) -> [Int] {
        let roles = scenario.collections.map(\.role)
        let backwards = scenario.rules.couplingBothWays || zooming && scenario.rules.zoomCouplingBothWays
        switch roles[index] {
        case .source: return roles.indices.filter { roles[$0] == .target }
        case .target where backwards: return roles.indices.filter { roles[$0] == .source }
        default: return []
        }
    }

    /// Scrolls collection `index` to `offset`, kept within its content; `coupled`, the collections
    /// its scroll carries take its offset as it is, unclamped, as ArraSolta's `scrollViewDidScroll`
    /// sets the target's `contentOffset` to the source's (a shorter target scrolls past its end).
    mutating func setOffset(_ offset: Point, ofCollection index: Int, coupled: Bool) {
        let limit = maxOffset(ofCollection: index)
        offsets[index] = Point(min(max(0, offset.x), limit.x), min(max(0, offset.y), limit.y))
        if coupled && scenario.rules.scrollCoupled {
            for other in coupledCollections(of: index) { offsets[other] = offsets[index] }
        }
    }

    /// Zooms collection `index` (and, `coupled`, the collections its zoom carries), unless its
    /// `panningEnabled` is off: ArraSolta's `shouldPanningBeEnabled` says whether the collection is
    /// "zoomable by panning or not" (manual 7.1), so it refuses the zoom and keeps scrolling.
    mutating func setZoom(_ zoom: Double, ofCollection index: Int, coupled: Bool) {
        guard scenario.collections[index].config.permissions.panningEnabled else { return }
        zooms[index] = zoom
        setOffset(offsets[index], ofCollection: index, coupled: false)
        if coupled && scenario.rules.zoomCoupled {
            for other in coupledCollections(of: index, zooming: true) { setZoom(zoom, ofCollection: other, coupled: false) }
        }
    }

    /// The ghost's frame: the cell at the grab offset (or centred, by `grabRule`), scaled about the pointer by `scale`
    /// (the origin collection's `ghostScale` when nil).
    func ghostFrame(of drag: Drag, scale: Double? = nil) -> Rect {
        let config = scenario.collections[drag.from.collection].config
        // With `grabRule` `center`, the ghost's centre is under the pointer (a keyboard drag keeps its grab).
        let grab =
            config.drag.grabRule == .center && drag.keyboard == nil
            ? Point(drag.cellFrame.width / 2, drag.cellFrame.height / 2) : drag.grab
        let base = Rect(drag.pointer.x - grab.x, drag.pointer.y - grab.y, drag.cellFrame.width, drag.cellFrame.height)
        return base.scaled(by: scale ?? config.drag.ghostScale, about: drag.pointer)
    }

    /// Whether dropping the dragged item elsewhere takes it out of its origin (else it is copied).
    func dragRemovesFromOrigin(collection: Int) -> Bool {
        let spec = scenario.collections[collection]
        return !(spec.role == .source && !spec.config.drag.sourceItemsConsumable)
    }
}
