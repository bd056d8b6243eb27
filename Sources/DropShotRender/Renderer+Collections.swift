import DropShotEngine
import DropShotRaster

/// Drawing a collection: its background and state (pending, pendingDrop, refusing), its title,
/// its cells clipped to the cell area, the list insertion marker and the scroll indicators.
extension Context {
    /// The collection panels' opaque fills, in pixels: `drawCollection` replaces every pixel in
    /// them with a fill of full coverage (a frame snapped to whole pixels, no corner radius; under
    /// a cell's opaque core, the cell's fill), so the background under them is never seen and need
    /// not be filled. What is drawn there before a panel (a decoration below, a collection drawn
    /// earlier) is replaced with it, and no drawing reads one pixel to write another.
    func backgroundHidden(in snapshot: ArenaSnapshot) -> [PixelBounds] {
        snapshot.collections.compactMap { collection in
            panelColor(of: collection).premultiplied().a == 255 ? snapped(collection.frame).pixelBounds : nil
        }
    }

    /// The colour a collection's panel is filled with, by its role.
    func panelColor(of collection: CollectionSnapshot) -> Scenario.Color {
        switch collection.role {
        case .source: collection.config.look.sourceBackgroundColor
        case .target: collection.config.look.targetBackgroundColor
        case .list: collection.config.look.listBackgroundColor
        }
    }

    func drawCollection(_ collection: CollectionSnapshot, into canvas: inout Canvas, drag: DragSnapshot?) throws(RenderError) {
        let config = collection.config
        let frame = snapped(collection.frame)
        let background = panelColor(of: collection)
        let style = config.look.appearance[collection.refusing ? .refused : AppearanceState(collection.appearance)]
        let feedback = config.look.dropFeedback == .dropshot
        let panel = background.premultiplied()
        let savedClip = canvas.clip
        let cellClip = savedClip.intersection(collection.title == nil ? frame.pixelBounds : snapped(collection.cellArea).pixelBounds)
        let tint = stateFill(collection.appearance, style: style, refusing: collection.refusing, feedback: feedback)
        if panel.a == 255 {
            // Over an opaque panel, the state's tint gives one colour: one fill instead of two.
            // Pixels that a cell's opaque fill replaces later need none of it.
            canvas.fill(
                frame.pixelBounds, color: tint.map { $0.over(panel) } ?? panel,
                leavingUnfilled: opaqueCellCores(collection, feedback: feedback, clip: cellClip))
        } else {
            canvas.fill(frame, color: panel)
            if let tint { canvas.fill(frame, color: tint) }
        }
        if let title = collection.title { try drawTitle(title, of: collection, into: &canvas) }
        canvas.clip = cellClip
        for section in collection.sections {
            if let title = section.title {
                // Over an inset group, the title lines up with the group.
                let inset = config.layout.sectionStyle == .insetGrouped ? config.layout.groupInset * collection.zoom : 0
                let band = Rect(section.header.x + inset, section.header.y, max(0, section.header.width - 2 * inset), section.header.height)
                try drawHeaderText(
                    title, band: band, fontSize: config.look.sectionHeaderFontSize, color: config.look.sectionHeaderColor,
                    config: config, into: &canvas)
            }
        }
        // A template's shadows may fall outside its cell: a cell that near the part drawn is drawn too.
        let reach = Int(((collection.cell?.shadowReach ?? 0) * scale * collection.zoom).rounded(.up))
        // Raised cells (a swap's clone in flight) are drawn after the others, over them.
        let ordered =
            collection.cells.contains(where: \.raised) ? collection.cells.filter { !$0.raised } + collection.cells.filter(\.raised) : collection.cells
        for cell in ordered {
            let shape = snapped(cell.frame, radius: cornerRadius(cell.frame, config))
            let cellReach = cell.item?.cell.map { Int(($0.shadowReach * scale * collection.zoom).rounded(.up)) } ?? reach
            let bounds = shape.pixelBounds
            let area = PixelBounds(x0: bounds.x0 - cellReach, y0: bounds.y0 - cellReach, x1: bounds.x1 + cellReach, y1: bounds.y1 + cellReach)
            guard !canvas.clip.intersection(area).isEmpty else { continue }
            guard isDrawn(cell, config: config, feedback: feedback) else { continue }
            if let item = cell.item, !cell.isDragged {
                try drawItem(
                    item.selected(cell.selectionOrder), shape: shape, config: config, template: collection.cell, magnification: collection.zoom,
                    into: &canvas)
                // A row that cannot move shows no control (`tableView(_:canMoveRowAt:)` false).
                if config.drag.reorderControl, item.draggable, config.permissions.allowDrag {
                    drawReorderControl(in: cell.frame, config: config, magnification: collection.zoom, into: &canvas)
                }
            } else {
                try drawPlaceholder(
                    placeholder(of: cell, feedback: feedback), role: collection.role, shape: shape, config: config, magnification: collection.zoom,
                    into: &canvas)
            }
            if cell.isDropTarget { drawDropTarget(shape, into: &canvas) }
            if let order = cell.selectionOrder, !cell.isDragged, config.look.selectionMarks {
                try drawSelectionMark(order, shape: shape, into: &canvas)
            }
            if cell.isFocused { drawFocusRing(shape, into: &canvas) }
        }
        if collection.role == .list {
            drawGroupsAndSeparators(
                collection, background: background,
                state: stateFill(collection.appearance, style: style, refusing: collection.refusing, feedback: feedback), into: &canvas)
        }
        if collection.role == .list, feedback, let drag, drag.appearance == .hovering, let over = drag.over,
            over.collection == collection.id, let index = over.index, !collection.cells.contains(where: \.isDragged)
        {
            drawListInsertion(
                at: index, in: collection, section: over.section.map { collection.sections[$0] },
                swapping: drag.from.collection == collection.id && config.drag.rearrange == .swap, into: &canvas)
        }
        drawScrollIndicators(collection, into: &canvas)
        canvas.clip = savedClip
        drawStateOutline(collection.appearance, style: style, shape: frame, refusing: collection.refusing, feedback: feedback, into: &canvas)
    }

    /// Whether `drawCollection` draws `cell`: not the place a drag removes its item from when
    /// `originLook` is `hidden` (it shows the collection, as in KD and BetweenKit), nor a live
    /// place without DropShot's `feedback` unless `originLook` draws a placeholder (a gap, as KD
    /// hides the cell it moves; SwiftUI's reorderable containers show an empty placeholder).
    func isDrawn(_ cell: CellSnapshot, config: ArenaConfig, feedback: Bool) -> Bool {
        !((cell.isDragOrigin || cell.isDragged && !feedback) && config.drag.originLook == .hidden)
    }

    /// The placeholder drawn for `cell`: itself, or without DropShot's `feedback` for a live place
    /// the origin's empty placeholder (untouched, unlabelled).
    func placeholder(of cell: CellSnapshot, feedback: Bool) -> CellSnapshot {
        guard cell.isDragged && !feedback else { return cell }
        var empty = cell
        (empty.touched, empty.label) = (false, nil)
        return empty
    }

    /// The pixels, inside `clip`, that the collection's cells fill with an opaque colour before
    /// drawing anything else of theirs (`drawItem` and `drawPlaceholder` start with that fill),
    /// so whatever lies beneath them never shows.
    func opaqueCellCores(_ collection: CollectionSnapshot, feedback: Bool, clip: PixelBounds) -> [PixelBounds] {
        let config = collection.config
        return collection.cells.compactMap { cell in
            // Cells outside the clip first: a band or slice of the image meets few of them.
            let shape = snapped(cell.frame, radius: cornerRadius(cell.frame, config))
            guard !shape.pixelBounds.intersection(clip).isEmpty, isDrawn(cell, config: config, feedback: feedback) else { return nil }
            let fill =
                cell.item.flatMap { cell.isDragged ? nil : itemFill($0) }
                ?? placeholderFill(placeholder(of: cell, feedback: feedback), role: collection.role, config: config)
            guard fill.premultiplied().a == 255 else { return nil }
            let core = shape.fullyCoveredCore.intersection(clip)
            return core.isEmpty ? nil : core
        }
    }

    /// A list's separators (`separatorColor`: a one-pixel line under each cell that another cell of
    /// its section follows on the next line, from `separatorInset` points in at its leading side)
    /// and, with `sectionStyle` `insetGrouped`, each section's group rounded at its outer corners
    /// (the list's background, and `state`, its state fill, painted over what the square cells drew
    /// outside the rounding).
    func drawGroupsAndSeparators(_ collection: CollectionSnapshot, background: Scenario.Color, state: PremultipliedColor?, into canvas: inout Canvas)
    {
        let config = collection.config
        let grouped = config.layout.sectionStyle == .insetGrouped
        guard grouped || config.look.separatorColor != nil else { return }
        let rightToLeft = config.layout.layoutDirection == .rightToLeft
        let runs = collection.sections.isEmpty ? [0..<collection.cells.count] : collection.sections.map { $0.start..<($0.start + $0.count) }
        for run in runs where !run.isEmpty {
            let cells = collection.cells[run]
            if let color = config.look.separatorColor {
                for (cell, next) in zip(cells, cells.dropFirst()) where next.frame.minY >= cell.frame.maxY - 0.5 {
                    let inset = config.look.separatorInset * collection.zoom
                    let x0 = rightToLeft ? cell.frame.minX : cell.frame.minX + inset
                    let x1 = rightToLeft ? cell.frame.maxX - inset : cell.frame.maxX
                    guard x1 > x0 else { continue }
                    let y = ((cell.frame.maxY * scale).rounded() - 1)
                    canvas.fill(
                        RoundedRect(x: (x0 * scale).rounded(), y: y, width: ((x1 - x0) * scale).rounded(), height: 1),
                        color: color.premultiplied())
                }
            }
            if grouped {
                let minX = cells.map(\.frame.minX).min()!, minY = cells.map(\.frame.minY).min()!
                let group = Rect(minX, minY, cells.map(\.frame.maxX).max()! - minX, cells.map(\.frame.maxY).max()! - minY)
                let square = snapped(group)
                let rounded = snapped(group, radius: config.look.groupCornerRadius * collection.zoom)
                canvas.fill(square, excluding: rounded, color: background.premultiplied())
                // The collection's state fill over it again, as over the rest of its background.
                if let state { canvas.fill(square, excluding: rounded, color: state) }
            }
        }
    }

    /// A collection's or droppable's state fill: the style's `fill`, else (with DropShot's
    /// `feedback`) a faint red when it refuses the drag, a faint accent for `pendingDrop`.
    func drawStateFill(
        _ appearance: CollectionAppearance, style: StateStyle?, shape: RoundedRect, refusing: Bool = false,
        feedback: Bool = true, into canvas: inout Canvas
    ) {
        if let color = stateFill(appearance, style: style, refusing: refusing, feedback: feedback) { canvas.fill(shape, color: color) }
    }

    /// The colour `drawStateFill` lays over a collection in its state, nil for none.
    func stateFill(_ appearance: CollectionAppearance, style: StateStyle?, refusing: Bool, feedback: Bool = true) -> PremultipliedColor? {
        if let fill = style?.fill { return fill.premultiplied() }
        guard feedback else { return nil }
        if refusing { return theme.refused.premultiplied(opacity: 0.07) }
        return appearance == .pendingDrop ? theme.accent.premultiplied(opacity: 0.07) : nil
    }

    /// A collection's or droppable's state border: the style's, else (with DropShot's `feedback`)
    /// red when it refuses the drag, else the accent (thick for `pendingDrop`, faint for `pending`).
    func drawStateOutline(
        _ appearance: CollectionAppearance, style: StateStyle?, shape: RoundedRect, refusing: Bool = false,
        feedback: Bool = true, into canvas: inout Canvas
    ) {
        if let outline = style.flatMap(outline) {
            if outline.width > 0 {
                canvas.stroke(shape, width: max(1, (outline.width * scale).rounded()), color: outline.color.premultiplied())
            }
            return
        }
        guard feedback else { return }
        if refusing {
            canvas.stroke(shape, width: (2.5 * scale).rounded(), color: theme.refused.premultiplied())
            return
        }
        switch appearance {
        case .pendingDrop: canvas.stroke(shape, width: (2.5 * scale).rounded(), color: theme.accent.premultiplied())
        case .pending: canvas.stroke(shape, width: scale, color: theme.accent.premultiplied(opacity: 0.3))
        case .regular: break
        }
    }

    /// A state style's border, when it has one: `border` (the accent when only a width is given),
    /// `borderWidth` points (2 when only a color is given).
    func outline(_ style: StateStyle) -> (color: Scenario.Color, width: Double)? {
        guard style.border != nil || style.borderWidth != nil else { return nil }
        return (style.border ?? theme.accent, style.borderWidth ?? 2)
    }

    /// A collection's title: one bold line in the band above its cells.
    func drawTitle(_ title: String, of collection: CollectionSnapshot, into canvas: inout Canvas) throws(RenderError) {
        let config = collection.config
        let band = Rect(collection.frame.x, collection.frame.y, collection.frame.width, collection.cellArea.minY - collection.frame.minY)
        try drawHeaderText(title, band: band, fontSize: config.look.titleFontSize, color: config.look.titleColor, config: config, into: &canvas)
    }

    /// A title or section header: one bold line from the left inset (at least 8 points; the
    /// right one in a right-to-left collection), centred in the band's height, cut with "…" when too long.
    func drawHeaderText(
        _ text: String, band: Rect, fontSize: Double, color: Scenario.Color, config: ArenaConfig,
        into canvas: inout Canvas
    ) throws(RenderError) {
        let band = snapped(band)
        guard band.height > 0 else { return }
        let rightToLeft = config.layout.layoutDirection == .rightToLeft
        let inset = max(rightToLeft ? config.layout.sectionInset.right : config.layout.sectionInset.left, 8) * scale
        let line = TextLine.cached(
            text, fonts: try fonts(config, bold: true), size: fontSize * scale, maxWidth: max(0, band.width - 2 * inset),
            tabInterval: tabInterval)
        canvas.withClip(band.pixelBounds) { canvas in
            canvas.draw(
                line, x: rightToLeft ? band.x1 - inset - line.width : band.x0 + inset,
                baseline: band.y0 + ((band.height + line.ascent - line.descent) / 2).rounded(), color: color.premultiplied())
        }
    }

    /// Draws iOS-style scroll indicators along the right and bottom edges of a collection whose
    /// content is larger than its cell area, placed by the content offset, while it scrolls by
    /// the user's input (`CollectionSnapshot.scrolling`); at rest iOS shows none.
    func drawScrollIndicators(_ collection: CollectionSnapshot, into canvas: inout Canvas) {
        guard collection.scrolling else { return }
        let frame = collection.cellArea, content = collection.contentSize
        let thickness = 3.0, margin = 3.0, minimum = 24.0
        let color = Scenario.Color.black.premultiplied(opacity: 0.35)
        if content.height > frame.height + 0.5 {
            let track = frame.height - 2 * margin
            let length = max(minimum, track * frame.height / content.height)
            let y = frame.minY + margin + (track - length) * collection.offset.y / (content.height - frame.height)
            canvas.fill(snapped(Rect(frame.maxX - margin - thickness, y, thickness, length), radius: thickness / 2), color: color)
        }
        if content.width > frame.width + 0.5 {
            let track = frame.width - 2 * margin
            let length = max(minimum, track * frame.width / content.width)
            let x = frame.minX + margin + (track - length) * collection.offset.x / (content.width - frame.width)
            canvas.fill(snapped(Rect(x, frame.maxY - margin - thickness, length, thickness), radius: thickness / 2), color: color)
        }
    }

    /// Shows where a list takes the dragged item: an accent bar before the cell at `index` (after
    /// the last cell when `index` is the count), beside it in a grid and between the cells, across
    /// the axis, in a list of one cell a line; or an outline around the cell a swap would exchange.
    /// With a `section`, only its cells count: its end is after its last cell, and an empty
    /// section shows the bar under its header.
    func drawListInsertion(
        at index: Int, in collection: CollectionSnapshot, section: SectionSnapshot?, swapping: Bool,
        into canvas: inout Canvas
    ) {
        let accent = theme.accent.premultiplied()
        let config = collection.config, scrollsVertically = config.layout.scrollDirection == .vertical
        let thickness = 3.0
        let frames = collection.cells.map(\.frame)
        let cells = section.map { frames[$0.start..<$0.start + $0.count] } ?? frames[...]
        guard !cells.isEmpty else {
            // An empty section: a bar where its first cell would go.
            guard let header = section?.header else { return }
            let inset = config.layout.sectionInset
            let bar =
                scrollsVertically
                ? Rect(header.minX + inset.left, header.maxY + inset.top, header.width - inset.left - inset.right, thickness)
                : config.layout.layoutDirection == .rightToLeft
                    ? Rect(header.minX - inset.right - thickness, header.minY + inset.top, thickness, header.height - inset.top - inset.bottom)
                    : Rect(header.maxX + inset.left, header.minY + inset.top, thickness, header.height - inset.top - inset.bottom)
            canvas.fill(snapped(bar, radius: thickness / 2), color: accent)
            return
        }
        if swapping {
            guard index < frames.count else { return }
            canvas.stroke(snapped(frames[index], radius: cornerRadius(frames[index], config)), width: (2 * scale).rounded(), color: accent)
            return
        }
        // Lines hold one cell each (a one-column list): the marker lies between cells, across the axis.
        let oneCellLines = FlowLayout.holdsOneCellPerLine(frames[...], config: config, area: collection.cellArea)
        let vertical = scrollsVertically != oneCellLines
        let before = index < cells.endIndex
        let frame = before ? cells[max(index, cells.startIndex)] : cells[cells.endIndex - 1]
        let gap = max(thickness, oneCellLines ? config.layout.minLineSpacing : config.layout.minInteritemSpacing) / 2
        let bar: Rect
        if vertical {
            // Before a cell is on its left, or its right in a right-to-left collection.
            let leading = config.layout.layoutDirection == .rightToLeft ? frame.maxX + gap : frame.minX - gap
            let trailing = config.layout.layoutDirection == .rightToLeft ? frame.minX - gap : frame.maxX + gap
            let x = before ? leading : trailing
            bar = Rect(x - thickness / 2, frame.minY, thickness, frame.height)
        } else {
            let y = before ? frame.minY - gap : frame.maxY + gap
            bar = Rect(frame.minX, y - thickness / 2, frame.width, thickness)
        }
        canvas.fill(snapped(bar, radius: thickness / 2), color: accent)
    }
}

extension ItemSpec {
    /// The item as its cell draws it while selected: its order in the selection (from 1) as its
    /// field `selected`, unless it has a field of that name (docs/SCENARIO.md, "Templates").
    func selected(_ order: Int?) -> ItemSpec {
        guard let order, fields["selected"] == nil else { return self }
        var item = self
        item.fields["selected"] = String(order)
        return item
    }
}
