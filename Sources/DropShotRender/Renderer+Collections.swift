import DropShotEngine
import DropShotRaster

/// Drawing a collection: its background and state (pending, pendingDrop, refusing), its title,
/// its cells clipped to the cell area, the list insertion marker and the scroll indicators.
extension Context {
    func drawCollection(_ collection: CollectionSnapshot, into canvas: inout Canvas, drag: DragSnapshot?) throws(RenderError) {
        let config = collection.config
        let frame = snapped(collection.frame)
        let background: Color = switch collection.role {
        case .source: config.sourceBackgroundColor
        case .target: config.targetBackgroundColor
        case .list: config.listBackgroundColor
        }
        canvas.fill(frame, color: background.premultiplied())
        let style = config.appearance[collection.refusing ? .refused : AppearanceState(collection.appearance)]
        drawStateFill(collection.appearance, style: style, shape: frame, refusing: collection.refusing, into: &canvas)
        if let title = collection.title { try drawTitle(title, of: collection, into: &canvas) }
        let savedClip = canvas.clip
        canvas.clip = savedClip.intersection(collection.title == nil ? frame.pixelBounds : snapped(collection.cellArea).pixelBounds)
        for cell in collection.cells {
            let shape = snapped(cell.frame, radius: cornerRadius(cell.frame, config))
            guard !canvas.clip.intersection(shape.pixelBounds).isEmpty else { continue }
            if let item = cell.item, !cell.isDragged {
                try drawItem(item, shape: shape, config: config, template: collection.cell, magnification: collection.zoom, into: &canvas)
            } else {
                try drawPlaceholder(cell, role: collection.role, shape: shape, config: config, magnification: collection.zoom, into: &canvas)
            }
            if let order = cell.selectionOrder, !cell.isDragged { try drawSelectionMark(order, shape: shape, into: &canvas) }
            if cell.isFocused { drawFocusRing(shape, into: &canvas) }
        }
        if collection.role == .list, let drag, drag.appearance == .hovering, let over = drag.over,
           over.collection == collection.id, let index = over.index, !collection.cells.contains(where: \.isDragged) {
            drawListInsertion(at: index, in: collection, swapping: drag.from.collection == collection.id && config.rearrange == .swap,
                              into: &canvas)
        }
        drawScrollIndicators(collection, into: &canvas)
        canvas.clip = savedClip
        drawStateOutline(collection.appearance, style: style, shape: frame, refusing: collection.refusing, into: &canvas)
    }

    /// A collection's or droppable's state fill: the style's `fill`, else a faint red when it
    /// refuses the drag, a faint accent for `pendingDrop`.
    func drawStateFill(_ appearance: CollectionAppearance, style: StateStyle?, shape: RoundedRect, refusing: Bool = false,
                       into canvas: inout Canvas) {
        if let fill = style?.fill {
            canvas.fill(shape, color: fill.premultiplied())
        } else if refusing {
            canvas.fill(shape, color: theme.refused.premultiplied(opacity: 0.07))
        } else if appearance == .pendingDrop {
            canvas.fill(shape, color: theme.accent.premultiplied(opacity: 0.07))
        }
    }

    /// A collection's or droppable's state border: the style's, else red when it refuses the drag,
    /// else the accent (thick for `pendingDrop`, faint for `pending`).
    func drawStateOutline(_ appearance: CollectionAppearance, style: StateStyle?, shape: RoundedRect, refusing: Bool = false,
                          into canvas: inout Canvas) {
        if let outline = style.flatMap(outline) {
            if outline.width > 0 {
                canvas.stroke(shape, width: max(1, (outline.width * scale).rounded()), color: outline.color.premultiplied())
            }
            return
        }
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
    func outline(_ style: StateStyle) -> (color: Color, width: Double)? {
        guard style.border != nil || style.borderWidth != nil else { return nil }
        return (style.border ?? theme.accent, style.borderWidth ?? 2)
    }

    /// A collection's title: one bold line in the band above its cells, from the left inset,
    /// centred in the band's height, cut with "…" when too long.
    func drawTitle(_ title: String, of collection: CollectionSnapshot, into canvas: inout Canvas) throws(RenderError) {
        let config = collection.config
        let band = snapped(Rect(collection.frame.x, collection.frame.y, collection.frame.width, collection.cellArea.minY - collection.frame.minY))
        guard band.height > 0 else { return }
        let inset = max(config.sectionInset.left, 8) * scale
        let line = TextLine(title, font: try font(config, bold: true), size: config.titleFontSize * scale, maxWidth: max(0, band.width - 2 * inset))
        canvas.withClip(band.pixelBounds) { canvas in
            canvas.draw(line, x: band.x0 + inset, baseline: band.y0 + ((band.height + line.ascent - line.descent) / 2).rounded(),
                        color: config.titleColor.premultiplied())
        }
    }

    /// Draws iOS-style scroll indicators along the right and bottom edges of a collection whose
    /// content is larger than its cell area, placed by the content offset.
    func drawScrollIndicators(_ collection: CollectionSnapshot, into canvas: inout Canvas) {
        let frame = collection.cellArea, content = collection.contentSize
        let thickness = 3.0, margin = 3.0, minimum = 24.0
        let color = Color.black.premultiplied(opacity: 0.35)
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
    func drawListInsertion(at index: Int, in collection: CollectionSnapshot, swapping: Bool, into canvas: inout Canvas) {
        let cells = collection.cells
        guard !cells.isEmpty else { return }
        let accent = theme.accent.premultiplied()
        if swapping {
            guard index < cells.count else { return }
            let frame = cells[index].frame
            canvas.stroke(snapped(frame, radius: cornerRadius(frame, collection.config)), width: (2 * scale).rounded(), color: accent)
            return
        }
        // Lines hold one cell each (a one-column list): the marker lies between cells, across the
        // axis. With one cell, that is when a second would not fit beside it.
        let config = collection.config, first = cells[0].frame
        let scrollsVertically = config.scrollDirection == .vertical
        let oneCellLines = cells.count > 1
            ? cells.allSatisfy { scrollsVertically ? $0.frame.minX == first.minX : $0.frame.minY == first.minY }
            : scrollsVertically ? first.maxX + config.minInteritemSpacing + first.width > collection.cellArea.maxX - config.sectionInset.right
                                : first.maxY + config.minInteritemSpacing + first.height > collection.cellArea.maxY - config.sectionInset.bottom
        let vertical = scrollsVertically != oneCellLines
        let frame = cells[min(index, cells.count - 1)].frame
        let thickness = 3.0
        let gap = max(thickness, oneCellLines ? config.minLineSpacing : config.minInteritemSpacing) / 2
        let bar: Rect
        if vertical {
            let x = index < cells.count ? frame.minX - gap : frame.maxX + gap
            bar = Rect(x - thickness / 2, frame.minY, thickness, frame.height)
        } else {
            let y = index < cells.count ? frame.minY - gap : frame.maxY + gap
            bar = Rect(frame.minX, y - thickness / 2, frame.width, thickness)
        }
        canvas.fill(snapped(bar, radius: thickness / 2), color: accent)
    }
}
