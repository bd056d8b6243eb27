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
        var alsoLive = Set<Int>()
        if case let .dragging(d) = gesture {
            resolution = resolve(d)
            location = self.location(of: d)
            if !scenario.rules.pendingDropOverDeleteZone, deleteZone(under: d) != nil { location = nil }
            // Before AJW's first Changed nothing is under the drag (AJWDraggableDroppable.m 192-201).
            if !d.changed { location = nil }
            origins = Set(self.origins(of: d).map(\.origin).filter { dragRemovesFromOrigin(collection: $0.collection) })
            // With KD's live arrangement, what its data sources hold since the last move (a page
            // turned since moves nothing: KDDragAndDropCollectionView.swift 1.4, 304-339).
            // Under `cellAsDrawn`, what the last pointer event drew (hit-tested by the next one).
            let drawn = keptLive(d) ?? (targetsAsDrawn && d.keyboard == nil ? d.drawn ?? .miss : gatedResolution(d, resolution))
            if let preview = livePreview(d, drawn) {
                (shown.model, live) = preview
                // With KD's live arrangement the drag is over the place its data hold the item at,
                // which a release commits, after a page turned too (docs/SCENARIO.md: `over`).
                if keptLive(d) != nil, d.changed {
                    let place = preview.place
                    location = Place(
                        collection: place.collection, index: place.index,
                        section: preview.model.section(ofCell: place.index, inCollection: place.collection))
                }
                // A selection's other items are carried too: their live places are drawn as the pressed one's.
                if d.items.count > 1 {
                    let carried = Set(carriedIDs(of: d, into: preview.place.collection)), slots = shown.model.slots[preview.place.collection]
                    alsoLive = Set(slots.indices.filter { slots[$0].map(carried.contains) == true })
                }
            }
            let config = scenario.collections[d.from.collection].config
            let appearance = ghostAppearance(resolution, location, origin: d.from.collection)
            refused = isRefused(d, resolution, location, appearance)
            // A state's scale and alpha change the drawn ghost; targeting keeps `ghostScale`.
            let style =
                config.look.appearance[refused ? .refused : AppearanceState(appearance)] ?? config.look.appearance[AppearanceState(appearance)]
            let scale = style?.scale ?? config.drag.ghostScale
            drag = DragSnapshot(
                item: itemSpec(d.item)!, from: slotRef(d.from.collection, d.from.index), ghostFrame: ghostFrame(of: d, scale: scale),
                pointer: d.pointer,
                over: location.map { DropLocation(collection: scenario.collections[$0.collection].id, index: $0.index, section: $0.section) },
                deleteZone: deleteZone(under: d), appearance: appearance,
                ghostScale: scale, ghostAlpha: style?.alpha ?? config.drag.ghostAlpha, ghostShadow: config.drag.ghostShadow,
                items: d.items.compactMap(itemSpec), refused: refused,
                proposal: location.flatMap { place in
                    scenario.collections[place.collection].config.drag.dropProposal != nil || hasItemProposals
                        ? proposal(ofCollection: place.collection, under: d) : nil
                }, landsAt: landing(of: d))
        }
        var dropTarget: (collection: Int, index: Int)?
        if case let .into(c, i) = resolution { dropTarget = (c, i) }
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
                sections.append(
                    SectionSnapshot(
                        title: spec.sections[s].title, header: shown.screenRect(layout.sections[s].header, inCollection: c),
                        start: start, count: count))
                start += count
            }
            let sectionOfCell = sections.indices.flatMap { Array(repeating: $0, count: sections[$0].count) }
            var cells: [CellSnapshot] = []
            cells.reserveCapacity(frames.count)
            for (i, frame) in frames.enumerated() {
                // Live, the origin is a placeholder only where the committed model leaves it empty.
                let isOrigin =
                    !origins.isEmpty && origins.contains(CellPlace(collection: c, index: i)) && (live == nil || shown.model.slots[c][i] == nil)
                let isDragged = live.map { $0 == (c, i) || $0.collection == c && alsoLive.contains(i) } ?? false
                // Most cells still hold the item the scenario put there: found by its place, the
                // others by their id.
                let item =
                    isOrigin
                    ? nil
                    : shown.model.slots[c][i].flatMap { id in
                        i < spec.items.count && spec.items[i].id == id ? spec.items[i] : itemSpec(id)
                    }
                var label: String?
                if item == nil || isDragged {
                    let shows =
                        spec.role == .target
                        ? spec.config.look.targetPlaceholderDisplayIndex
                        : spec.role == .source ? spec.config.look.sourcePlaceholderDisplayIndex : false
                    if shows { label = String(spec.config.look.placeholderIndexStartsFromZero ? i : i + 1) }
                }
                cells.append(
                    CellSnapshot(
                        index: i, frame: frame, item: item, label: label,
                        touched: isDragged || (item == nil && touched.map { $0 == (c, i) } == true),
                        isDragOrigin: isOrigin, isDragged: isDragged,
                        // A palette's copies share the original's id: only the original shows the mark.
                        selectionOrder: selected.isEmpty
                            ? nil : item.flatMap { isCopy($0.id) && homes[$0.id] != c ? nil : selected[$0.id] }.map { $0 + 1 },
                        isFocused: focus == CellPlace(collection: c, index: i),
                        isDropTarget: dropTarget.map { $0 == (c, i) } ?? false,
                        section: sectionOfCell.isEmpty ? nil : sectionOfCell[i],
                        sectionIndex: sectionOfCell.isEmpty ? nil : i - sections[sectionOfCell[i]].start))
            }
            let appearance: CollectionAppearance = drag == nil ? .regular : location?.collection == c ? .pendingDrop : .pending
            collections.append(
                CollectionSnapshot(
                    id: spec.id, role: spec.role, config: spec.config, frame: frame(ofCollection: c),
                    appearance: appearance, offset: offsets[c], zoom: zooms[c],
                    contentSize: Size(
                        layout.contentSize.width * displayZoom(ofCollection: c),
                        layout.contentSize.height * displayZoom(ofCollection: c)),
                    cellArea: cellArea(ofCollection: c), title: spec.title, cell: spec.cell, cells: cells,
                    refusing: refused && location?.collection == c,
                    sections: sections, scrolling: scrolling[c]))
        }
        var canvas = scenario.canvas
        canvas.width = canvasSize.width
        canvas.height = canvasSize.height
        let decorations = scenario.decorations.map { decoration in
            var placed = decoration
            placed.frame = onScreen(decoration.frame)
            return placed
        }
        return ArenaSnapshot(
            canvas: canvas, collections: collections, deleteZones: deleteZoneFrames, drag: drag,
            snapBack: snapBack.map { SnapBackSnapshot(item: itemSpec($0.item)!, from: $0.from, frame: $0.frame) },
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
        case .delete, .miss, .into: return nil
        }
        // A proposal with no insertion intent opens no gap.
        guard scenario.collections[collection].config.drag.liveReorder,
            proposal(ofCollection: collection, under: drag).intent == .insertAtDestinationIndexPath
        else { return nil }
        var preview = ModelEdit(model)
        performRelease(resolution, drag: drag, on: &preview)
        var pressed = drag.item
        if dropCopies(into: collection, under: drag) {
            let items = origins(of: drag).map(\.item)
            pressed = copyIDs(of: items, in: model)[items.firstIndex(of: drag.item) ?? 0]
        }
        guard let index = preview.slots[collection].firstIndex(of: pressed) else { return nil }
        return (preview.model, (collection, index))
    }

    /// The ids the dragged items take in `collection` when dropped there, in the drag's order:
    /// theirs, or under a `copy` proposal their copies'.
    func carriedIDs(of drag: Drag, into collection: Int) -> [String] {
        guard dropCopies(into: collection, under: drag) else { return drag.items }
        return copyIDs(of: origins(of: drag).map(\.item), in: model)
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
        let config = scenario.collections[place.collection].config
        if index == from.index {
            // In the layout as drawn, the first place of the next section has the same flat index.
            guard config.drag.listInsertion == .cellAsDrawn, let section = place.section else { return true }
            return section == model.section(ofCell: from.index, inCollection: place.collection)
        }
        guard scenario.collections[place.collection].role == .list, config.drag.listInsertion == .byHalf, drag.keyboard == nil,
            index == from.index + 1
        else { return false }
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

extension Arena {
    /// Where a release now would leave the drag's item: its place after the release (the copy's
    /// under `copy`), found by releasing a copy of the arena where the drag is, so that it is
    /// what the release commits under every preset and rule; nil when it would not place it.
    func landing(of drag: Drag) -> DropLocation? {
        var after = self
        after.noticeLog = nil
        after.release(at: drag.pointer, time: drag.time, cancelled: false)
        guard after.lastOutcome == .drop || after.lastOutcome == .rearrange else { return nil }
        for (c, slots) in after.model.slots.enumerated() {
            let before = Set(model.slots[c].compactMap { $0 })
            let arrived = slots.firstIndex { id in id.map { !before.contains($0) && ($0 == drag.item || $0.hasPrefix(drag.item + "+")) } ?? false }
            let rearranged = c == drag.from.collection && after.lastOutcome == .rearrange ? slots.firstIndex(of: drag.item) : nil
            if let index = arrived ?? rearranged {
                return DropLocation(
                    collection: scenario.collections[c].id, index: index, section: after.model.section(ofCell: index, inCollection: c))
            }
        }
        return nil
    }
}
