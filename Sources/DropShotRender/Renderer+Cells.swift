import DropShotEngine
import DropShotRaster
import DropShotSystem

/// Drawing one cell: an item (fill, border, label or image), a placeholder with its index label,
/// and the selection mark and focus ring over it.
extension Context {
    /// Draws an item cell: its fill, then its cell template (the item's own, else `template`, the
    /// collection's, else its source's) or DropShot's label or image, then its border. `magnification` (zoom, times
    /// the ghost scale for a ghost) scales explicit font sizes and the bounds of automatic ones,
    /// as it scales the cell.
    func drawItem(
        _ item: ItemSpec, shape: RoundedRect, config: ArenaConfig, template: CellTemplate?, magnification: Double,
        into canvas: inout Canvas
    ) throws(RenderError) {
        let fill = itemFill(item)
        canvas.fill(shape, color: fill.premultiplied())
        var textColor = item.textColor ?? theme.textColor(on: fill)
        if let template = item.cell ?? template ?? item.homeCell {
            try drawTemplate(
                template, of: item, shape: shape, textColor: textColor, config: config,
                magnification: magnification, into: &canvas)
            drawBorder(of: item, shape: shape, into: &canvas)
            return
        }
        if let path = item.image {
            canvas.draw(image: try renderer.images.image(named: path, drawnIn: shape.width, shape.height, fill: true), filling: shape)
            if !item.label.isEmpty {
                // A dark band under the label keeps it readable on any picture.
                let band = RoundedRect(x: shape.x0, y: shape.y1 - shape.height * 0.32, width: shape.width, height: shape.height * 0.32)
                // Clipped to the cell's rounded outline, on the cell and on its ghost.
                canvas.withClip(shape.pixelBounds) { clipped in
                    clipped.clipped(toCorners: shape, drawingIn: band.pixelBounds) {
                        $0.fill(band, color: Scenario.Color.black.premultiplied(opacity: 0.45))
                    }
                }
                textColor = item.textColor ?? .white
            }
        }
        drawBorder(of: item, shape: shape, into: &canvas)
        guard !item.label.isEmpty else { return }
        let shorter = min(shape.width, shape.height) / scale
        let range = theme.labelSizeRange
        let points =
            config.look.itemFontSize.map { $0 * magnification }
            ?? min(range.upperBound * magnification, max(range.lowerBound * magnification, shorter * theme.labelFraction))
        let padding = max(4 * scale, shape.width * 0.08)
        let size = points * scale, maxWidth = shape.width - 2 * padding
        // `itemFontWeight` picks the face (nil: preferredFontName's own), `itemTextAlignment` the side.
        let fonts = try fonts(config, bold: config.look.itemFontWeight.map { $0 == .bold })
        let lines: [TextLine], heights: [Double], top: Double
        let strategy = config.look.lineBreakStrategy.strategy
        if item.image != nil {
            lines = labelLines(
                item.label, fonts: fonts, size: size, maxWidth: maxWidth, maxLines: 1, strategy: strategy, magnification: magnification)
            heights = [shape.height * 0.32]
            top = shape.y1 - heights[0]
        } else {
            // Two lines when the cell is tall enough for them, else one.
            let maxLines = shape.height - 2 * padding >= 2.5 * size ? 2 : 1
            lines = labelLines(
                item.label, fonts: fonts, size: size, maxWidth: maxWidth, maxLines: maxLines, strategy: strategy, magnification: magnification)
            heights = lines.map(\.height)
            top = shape.y0 + (shape.height - heights.reduce(0, +)) / 2
        }
        let rightToLeft = config.layout.layoutDirection == .rightToLeft
        var lineTop = top
        for (line, height) in zip(lines, heights) {
            let left: Double =
                switch (config.look.itemTextAlignment, rightToLeft) {
                case (.center, _): shape.x0
                case (.leading, false), (.trailing, true): shape.x0 + padding - (shape.width - line.width) / 2
                case (.trailing, false), (.leading, true): shape.x1 - padding - line.width - (shape.width - line.width) / 2
                }
            canvas.draw(line, centeredIn: left, lineTop, shape.width, height, color: textColor.premultiplied())
            lineTop += height
        }
    }

    /// An item label's lines at pixel `size` within `maxWidth`. Scaled by `magnification` (a zoom,
    /// a lifting ghost), the label keeps the words it has at its own size, as a scaled view does:
    /// fitted unscaled, then laid out at the scaled size, so a growing ghost never re-cuts its label.
    func labelLines(
        _ label: String, fonts: FontChain, size: Double, maxWidth: Double, maxLines: Int, strategy: LineBreakStrategy,
        magnification: Double
    ) -> [TextLine] {
        let key = TextBlockKey(
            text: label, fonts: fonts, size: size / magnification, maxWidth: maxWidth / magnification, maxLines: maxLines,
            strategy: strategy, tabInterval: tabInterval)
        // Laid out once for every band and slice of an image (and every image after it): a label
        // of 20,000 characters was broken into lines again for each of an image's slices.
        let fitted = Context.labelBlocks.value(for: key) {
            TextBlock(label, fonts: fonts, size: key.size, maxWidth: key.maxWidth, maxLines: maxLines, strategy: strategy, tabInterval: tabInterval)
                .lines
        }
        return magnification == 1 ? fitted : fitted.map { $0.resized(to: size) }
    }

    /// Item labels' lines, by what they depend on, shared by every render of the process (as
    /// `TextLine.cached` shares single lines).
    static let labelBlocks = BoundedCache<TextBlockKey, [TextLine]>(capacity: 4096)

    /// UIKit's default tab stops (NSParagraphStyle's), every 28 points.
    static let tabStopPoints = 28.0

    /// The tab stops' interval in pixels.
    var tabInterval: Double { Context.tabStopPoints * scale }

    /// The item's `borderColor` at `borderWidth` points, when it has one.
    func drawBorder(of item: ItemSpec, shape: RoundedRect, into canvas: inout Canvas) {
        if let border = item.borderColor, item.borderWidth > 0 {
            canvas.stroke(shape, width: max(1, (item.borderWidth * scale).rounded()), color: border.premultiplied())
        }
    }

    func drawPlaceholder(
        _ cell: CellSnapshot, role: CollectionRole, shape: RoundedRect, config: ArenaConfig,
        magnification: Double, into canvas: inout Canvas
    ) throws(RenderError) {
        canvas.fill(shape, color: placeholderFill(cell, role: role, config: config).premultiplied())
        let outline = cell.touched ? theme.accent.premultiplied() : config.look.placeholderTextColor.premultiplied(opacity: 0.35)
        canvas.stroke(shape, width: cell.touched ? (2 * scale).rounded() : max(1, scale.rounded()), color: outline)
        guard let label = cell.label else { return }
        let points = config.look.placeholderFontSize.map { $0 * magnification } ?? min(shape.width, shape.height) / scale * theme.indexFraction
        let line = TextLine.cached(label, fonts: try fonts(config), size: points * scale, maxWidth: shape.width * 0.9)
        let color = cell.touched ? theme.accent : config.look.placeholderTextColor
        canvas.draw(line, centeredIn: shape.x0, shape.y0, shape.width, shape.height, color: color.premultiplied())
    }

    /// The colour an item's cell is filled with first: its own, else the palette's.
    func itemFill(_ item: ItemSpec) -> Scenario.Color { item.color ?? theme.paletteColor(for: item) }

    /// The colour a placeholder is filled with first, by its collection's role and whether the
    /// finger is over it.
    func placeholderFill(_ cell: CellSnapshot, role: CollectionRole, config: ArenaConfig) -> Scenario.Color {
        if cell.touched { return config.look.targetPlaceholderColorTouched }
        return role == .target ? config.look.targetPlaceholderColorUntouched : config.look.sourcePlaceholderColor
    }

    /// A selected cell: an accent border and, in its top-right corner, its place in the selection.
    func drawSelectionMark(_ order: Int, shape: RoundedRect, into canvas: inout Canvas) throws(RenderError) {
        canvas.stroke(shape, width: (2.5 * scale).rounded(), color: theme.accent.premultiplied())
        let radius = min(10, min(shape.width, shape.height) / scale * 0.2)
        guard radius >= 4 else { return }  // too small a cell for a readable number
        try drawBadge(
            "\(order)", center: Point(shape.x1 / scale - radius - 3, shape.y0 / scale + radius + 3), radius: radius,
            color: theme.accent, into: &canvas)
    }

    /// The keyboard focus: a ring 3 points outside the cell.
    func drawFocusRing(_ shape: RoundedRect, into canvas: inout Canvas) {
        let gap = 3 * scale
        let ring = RoundedRect(
            x: shape.x0 - gap, y: shape.y0 - gap, width: shape.width + 2 * gap, height: shape.height + 2 * gap,
            radius: shape.radius + gap)
        canvas.stroke(ring, width: (2 * scale).rounded(), color: theme.accent.premultiplied(opacity: 0.6))
    }
}
