import DropShotEngine
import DropShotRaster

/// A scenario could not be rendered: a font or an image is missing.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Draws any arena state into a canvas: collection backgrounds and appearance states, cells
/// (items with color, border, image and label; placeholders with index labels; the touched slot;
/// the drag origin), delete zones, and the drag ghost with its scale, alpha and shadow.
///
/// Item frames are snapped to the device-pixel grid (each edge to the nearest pixel).
/// Collections are drawn last-to-first, so earlier ones lie on top where frames overlap.
public struct Renderer: Sendable {
    public var theme: Theme
    /// The item images, by the `image` strings of the scenario.
    public var images: ImageStore

    public init(theme: Theme = .standard, images: ImageStore = ImageStore()) {
        self.theme = theme
        self.images = images
    }

    /// Rows are drawn in this many horizontal bands, in parallel, and joined. The count is fixed,
    /// so the image never depends on the number of cores; and as every pixel's arithmetic is the
    /// same whatever clips it, a band's pixels are those of the whole image.
    static let bands = 4

    /// Renders `snapshot` at the canvas scale, or at `scale` when given.
    public func render(_ snapshot: ArenaSnapshot, scale: Int? = nil) throws(RenderError) -> Canvas {
        let s = Double(scale ?? snapshot.canvas.scale)
        let width = Int((snapshot.canvas.width * s).rounded(.up)), height = Int((snapshot.canvas.height * s).rounded(.up))
        let count = max(1, min(Renderer.bands, height))
        let bands = concurrentMap(count, workers: count) { band -> Result<Canvas, RenderError> in
            let y0 = height * band / count, y1 = height * (band + 1) / count
            var canvas = Canvas(width: width, height: y1 - y0, fill: snapshot.canvas.background.premultiplied(), originY: y0)
            do throws(RenderError) {
                try draw(snapshot, scale: s, into: &canvas)
                return .success(canvas)
            } catch {
                return .failure(error)
            }
        }
        let parts = try bands.map { result throws(RenderError) in try result.get() }
        if parts.count == 1 { return parts[0] }
        // Safe: the bands hold rows 0..<height in order, `width * 4` bytes each, so they fill the buffer exactly.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            var offset = 0
            for part in parts {
                part.pixels.withUnsafeBufferPointer { rows in
                    (buffer.baseAddress! + offset).initialize(from: rows.baseAddress!, count: rows.count)
                }
                offset += part.pixels.count
            }
            initialized = offset
        }
        return Canvas(width: width, height: height, premultipliedPixels: pixels)
    }

    /// Draws `snapshot` into `canvas` (a whole image, or a band of one).
    func draw(_ snapshot: ArenaSnapshot, scale s: Double, into canvas: inout Canvas) throws(RenderError) {
        let context = Context(renderer: self, scale: s)
        for collection in snapshot.collections.reversed() {
            try context.drawCollection(collection, into: &canvas, drag: snapshot.drag)
        }
        for (index, zone) in snapshot.deleteZones.enumerated() {
            try context.drawDeleteZone(zone, active: snapshot.drag?.deleteZone == index, into: &canvas)
        }
        try context.drawFreeViews(snapshot.freeViews, into: &canvas)
        if let back = snapshot.snapBack, let collection = snapshot.collections.first(where: { $0.id == back.from.collection }) {
            try context.drawGhost(item: back.item, frame: back.frame, config: collection.config, alpha: collection.config.ghostAlpha,
                                  shadow: false, magnification: collection.zoom, into: &canvas)
        }
        if let drag = snapshot.drag, let collection = snapshot.collections.first(where: { $0.id == drag.from.collection }) {
            // A multi-item drag: up to two of the other items as blank cards in their colors behind the ghost.
            let others = drag.items.filter { $0.id != drag.item.id }.prefix(2)
            for (depth, other) in others.enumerated().reversed() {
                let step = Double(depth + 1) * 6, frame = drag.ghostFrame.offsetBy(Point(step, step))
                let card = context.snapped(frame, radius: context.cornerRadius(frame, collection.config))
                let fill = other.color ?? context.theme.paletteColor(for: other)
                canvas.fill(card, color: fill.premultiplied(opacity: drag.ghostAlpha))
            }
            var item = drag.item
            let style = collection.config.appearance[AppearanceState(drag.appearance)]
            if let fill = style?.fill { item.color = fill }
            if let outline = style.flatMap(context.outline) { (item.borderColor, item.borderWidth) = (outline.color, outline.width) }
            try context.drawGhost(item: item, frame: drag.ghostFrame, config: collection.config, alpha: drag.ghostAlpha,
                                  shadow: drag.ghostShadow, magnification: collection.zoom * drag.ghostScale, into: &canvas)
            if drag.items.count > 1 {
                try context.drawBadge("\(drag.items.count)", center: Point(drag.ghostFrame.maxX, drag.ghostFrame.minY), radius: 12,
                                      color: context.theme.deleteZone, into: &canvas)
            }
            if drag.refused { context.drawCannotDropBadge(center: Point(drag.ghostFrame.minX, drag.ghostFrame.minY), into: &canvas) }
        }
        if snapshot.toolbar != .none { try context.drawToolbar(snapshot, into: &canvas) }
    }
}


/// Per-render state: the scale and resolved fonts.
struct Context {
    let renderer: Renderer
    let scale: Double
    var theme: Theme { renderer.theme }

    /// A rectangle in points snapped to device pixels, with a corner radius in points.
    func snapped(_ rect: Rect, radius: Double = 0) -> RoundedRect {
        let x0 = (rect.minX * scale).rounded(), y0 = (rect.minY * scale).rounded()
        let x1 = (rect.maxX * scale).rounded(), y1 = (rect.maxY * scale).rounded()
        return RoundedRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0, radius: radius * scale)
    }

    func font(_ config: ArenaConfig) throws(RenderError) -> Font {
        do { return try FontLibrary.font(named: config.preferredFontName) } catch { throw RenderError(message: error.message) }
    }

    func cornerRadius(_ frame: Rect, _ config: ArenaConfig) -> Double {
        config.cellCornerRadius ?? min(frame.width, frame.height) * theme.cornerFraction
    }

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
        let savedClip = canvas.clip
        canvas.clip = savedClip.intersection(frame.pixelBounds)
        for cell in collection.cells {
            let shape = snapped(cell.frame, radius: cornerRadius(cell.frame, config))
            guard !canvas.clip.intersection(shape.pixelBounds).isEmpty else { continue }
            if let item = cell.item, !cell.isDragged {
                try drawItem(item, shape: shape, config: config, magnification: collection.zoom, into: &canvas)
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

    /// The free views of each group: its droppables, then its draggables; the one being dragged
    /// last, over everything else.
    func drawFreeViews(_ groups: [FreeGroupSnapshot], into canvas: inout Canvas) throws(RenderError) {
        var dragged: (view: FreeDraggableSnapshot, config: ArenaConfig)?
        for group in groups {
            for view in group.droppables { try drawDroppable(view, config: group.config, into: &canvas) }
            for view in group.draggables {
                if view.state == .regular {
                    try drawItem(view.item, shape: snapped(view.frame, radius: cornerRadius(view.frame, group.config)), config: group.config,
                                 magnification: 1, into: &canvas)
                } else {
                    dragged = (view, group.config)
                }
            }
        }
        guard let (view, config) = dragged else { return }
        // AJW moves the view itself: full opacity, no scale, no shadow, unless a state style says otherwise.
        var item = view.item
        let style = config.appearance[view.state]
        if let fill = style?.fill { item.color = fill }
        if let outline = style.flatMap(outline) { (item.borderColor, item.borderWidth) = (outline.color, outline.width) }
        let scale = style?.scale ?? 1
        try drawGhost(item: item, frame: view.frame.scaled(by: scale, about: view.frame.center), config: config, alpha: style?.alpha ?? 1,
                      shadow: false, magnification: scale, into: &canvas)
    }

    /// A free droppable: its color (white when unset) with a faint border and its label along the
    /// top, and the state fill and border of a collection in the same state.
    func drawDroppable(_ view: FreeDroppableSnapshot, config: ArenaConfig, into canvas: inout Canvas) throws(RenderError) {
        let frame = view.spec.frame
        let shape = snapped(frame, radius: cornerRadius(frame, config))
        canvas.fill(shape, color: (view.spec.color ?? config.targetPlaceholderColorUntouched).premultiplied())
        let style = config.appearance[AppearanceState(view.state)]
        drawStateFill(view.state, style: style, shape: shape, into: &canvas)
        canvas.stroke(shape, width: max(1, scale.rounded()), color: config.placeholderTextColor.premultiplied(opacity: 0.35))
        if let label = view.spec.label, !label.isEmpty {
            // Along the top, where a snapped draggable (centred by default) leaves it readable.
            let points = min(18, min(frame.width, frame.height) * 0.2)
            let line = TextLine(label, font: try font(config), size: points * scale, maxWidth: shape.width * 0.9)
            canvas.draw(line, centeredIn: shape.x0, shape.y0, shape.width, min(shape.height, 2.2 * points * scale),
                        color: config.placeholderTextColor.premultiplied())
        }
        drawStateOutline(view.state, style: style, shape: shape, into: &canvas)
    }

    /// A state style's border, when it has one: `border` (the accent when only a width is given),
    /// `borderWidth` points (2 when only a color is given).
    func outline(_ style: StateStyle) -> (color: Color, width: Double)? {
        guard style.border != nil || style.borderWidth != nil else { return nil }
        return (style.border ?? theme.accent, style.borderWidth ?? 2)
    }

    /// The bold font of the renderer's own labels (delete zones, toolbar).
    func interfaceFont() throws(RenderError) -> Font {
        do { return try FontLibrary.font(named: "Helvetica-Bold") } catch { throw RenderError(message: error.message) }
    }

    /// Draws iOS-style scroll indicators along the right and bottom edges of a collection whose
    /// content is larger than its frame, placed by the content offset.
    func drawScrollIndicators(_ collection: CollectionSnapshot, into canvas: inout Canvas) {
        let frame = collection.frame, content = collection.contentSize
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
    /// the last cell when `index` is the count), or an outline around the cell a swap would exchange.
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
        let vertical = collection.config.scrollDirection == .vertical
        let frame = cells[min(index, cells.count - 1)].frame
        let thickness = 3.0, gap = max(thickness, collection.config.minInteritemSpacing) / 2
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

    /// Draws an item cell. `magnification` (zoom, times the ghost scale for a ghost) scales
    /// explicit font sizes and the bounds of automatic ones, as it scales the cell.
    func drawItem(_ item: ItemSpec, shape: RoundedRect, config: ArenaConfig, magnification: Double,
                  into canvas: inout Canvas) throws(RenderError) {
        let fill = item.color ?? theme.paletteColor(for: item)
        canvas.fill(shape, color: fill.premultiplied())
        var textColor = item.textColor ?? theme.textColor(on: fill)
        if let path = item.image {
            canvas.draw(image: try renderer.images.image(named: path), filling: shape)
            if !item.label.isEmpty {
                // A dark band under the label keeps it readable on any picture.
                let band = RoundedRect(x: shape.x0, y: shape.y1 - shape.height * 0.32, width: shape.width, height: shape.height * 0.32)
                canvas.withClip(shape.pixelBounds) { $0.fill(band, color: Color.black.premultiplied(opacity: 0.45)) }
                textColor = item.textColor ?? .white
            }
        }
        if let border = item.borderColor, item.borderWidth > 0 {
            canvas.stroke(shape, width: max(1, (item.borderWidth * scale).rounded()), color: border.premultiplied())
        }
        guard !item.label.isEmpty else { return }
        let shorter = min(shape.width, shape.height) / scale
        let range = theme.labelSizeRange
        let points = config.itemFontSize.map { $0 * magnification }
            ?? min(range.upperBound * magnification, max(range.lowerBound * magnification, shorter * theme.labelFraction))
        let padding = max(4 * scale, shape.width * 0.08)
        let size = points * scale, maxWidth = shape.width - 2 * padding
        if item.image != nil {
            let line = TextLine(item.label, font: try font(config), size: size, maxWidth: maxWidth)
            canvas.draw(line, centeredIn: shape.x0, shape.y1 - shape.height * 0.32, shape.width, shape.height * 0.32,
                        color: textColor.premultiplied())
        } else {
            // Two lines when the cell is tall enough for them, else one.
            let maxLines = shape.height - 2 * padding >= 2.5 * size ? 2 : 1
            let block = TextBlock(item.label, font: try font(config), size: size, maxWidth: maxWidth, maxLines: maxLines)
            canvas.draw(block, centeredIn: shape.x0, shape.y0, shape.width, shape.height, color: textColor.premultiplied())
        }
    }

    func drawPlaceholder(_ cell: CellSnapshot, role: CollectionRole, shape: RoundedRect, config: ArenaConfig,
                         magnification: Double, into canvas: inout Canvas) throws(RenderError) {
        let fill: Color = role == .target
            ? (cell.touched ? config.targetPlaceholderColorTouched : config.targetPlaceholderColorUntouched)
            : (cell.touched ? config.targetPlaceholderColorTouched : config.sourcePlaceholderColor)
        canvas.fill(shape, color: fill.premultiplied())
        let outline = cell.touched ? theme.accent.premultiplied() : config.placeholderTextColor.premultiplied(opacity: 0.35)
        canvas.stroke(shape, width: cell.touched ? (2 * scale).rounded() : max(1, scale.rounded()), color: outline)
        guard let label = cell.label else { return }
        let points = config.placeholderFontSize.map { $0 * magnification } ?? min(shape.width, shape.height) / scale * theme.indexFraction
        let line = TextLine(label, font: try font(config), size: points * scale, maxWidth: shape.width * 0.9)
        let color = cell.touched ? theme.accent : config.placeholderTextColor
        canvas.draw(line, centeredIn: shape.x0, shape.y0, shape.width, shape.height, color: color.premultiplied())
    }

    /// ArraSolta's toolbar: Undo, Redo and Reset (dimmed when they would do nothing) and the
    /// step counter, in a 44-point bar across the top or bottom of the canvas, over the arena.
    func drawToolbar(_ snapshot: ArenaSnapshot, into canvas: inout Canvas) throws(RenderError) {
        let height = 44.0, width = snapshot.canvas.width
        let bar = Rect(0, snapshot.toolbar == .top ? 0 : snapshot.canvas.height - height, width, height)
        canvas.fill(snapped(bar), color: theme.toolbarBackground.premultiplied())
        let edge = snapshot.toolbar == .top ? bar.maxY - 0.5 : bar.minY
        canvas.fill(snapped(Rect(0, edge, width, 0.5)), color: theme.toolbarText.premultiplied(opacity: 0.25))
        let font = try interfaceFont()
        let size = 15 * scale
        let buttons = [("Undo", snapshot.canUndo), ("Redo", snapshot.canRedo), ("Reset", snapshot.historyCount > 0)]
        let slot = width / 4
        for (i, (title, enabled)) in buttons.enumerated() {
            let line = TextLine(title, font: font, size: size, maxWidth: slot * scale * 0.9)
            let frame = snapped(Rect(slot * Double(i), bar.minY, slot, height))
            canvas.draw(line, centeredIn: frame.x0, frame.y0, frame.width, frame.height,
                        color: enabled ? theme.accent.premultiplied() : theme.toolbarText.premultiplied(opacity: 0.35))
        }
        let counter = TextLine("\(snapshot.historyCount)", font: font, size: size, maxWidth: slot * scale * 0.9)
        let frame = snapped(Rect(slot * 3, bar.minY, slot, height))
        canvas.draw(counter, centeredIn: frame.x0, frame.y0, frame.width, frame.height, color: theme.toolbarText.premultiplied())
    }

    func drawDeleteZone(_ zone: Rect, active: Bool, into canvas: inout Canvas) throws(RenderError) {
        let shape = snapped(zone, radius: min(zone.width, zone.height) * 0.25)
        canvas.fill(shape, color: theme.deleteZone.premultiplied(opacity: active ? 1 : 0.12))
        canvas.stroke(shape, width: max(1, (1.5 * scale).rounded()), color: theme.deleteZone.premultiplied())
        let font = try interfaceFont()
        let size = min(15, zone.height * 0.35) * scale
        let line = TextLine("Delete", font: font, size: size, maxWidth: shape.width * 0.9)
        canvas.draw(line, centeredIn: shape.x0, shape.y0, shape.width, shape.height,
                    color: (active ? Color.white : theme.deleteZone).premultiplied())
    }

    /// A selected cell: an accent border and, in its top-right corner, its place in the selection.
    func drawSelectionMark(_ order: Int, shape: RoundedRect, into canvas: inout Canvas) throws(RenderError) {
        canvas.stroke(shape, width: (2.5 * scale).rounded(), color: theme.accent.premultiplied())
        let radius = min(10, min(shape.width, shape.height) / scale * 0.2)
        guard radius >= 4 else { return }  // too small a cell for a readable number
        try drawBadge("\(order)", center: Point(shape.x1 / scale - radius - 3, shape.y0 / scale + radius + 3), radius: radius,
                      color: theme.accent, into: &canvas)
    }

    /// The keyboard focus: a ring 3 points outside the cell.
    func drawFocusRing(_ shape: RoundedRect, into canvas: inout Canvas) {
        let gap = 3 * scale
        let ring = RoundedRect(x: shape.x0 - gap, y: shape.y0 - gap, width: shape.width + 2 * gap, height: shape.height + 2 * gap,
                               radius: shape.radius + gap)
        canvas.stroke(ring, width: (2 * scale).rounded(), color: theme.accent.premultiplied(opacity: 0.6))
    }

    /// The ghost's "cannot drop" badge: a red disc with a white bar (a no-entry sign), 10 points
    /// in radius, at `center` (in points).
    func drawCannotDropBadge(center: Point, into canvas: inout Canvas) {
        let radius = 10.0
        canvas.fill(snapped(Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius), radius: radius),
                    color: theme.refused.premultiplied())
        canvas.stroke(snapped(Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius), radius: radius),
                      width: (1.5 * scale).rounded(), color: Color.white.premultiplied())
        canvas.fill(snapped(Rect(center.x - radius * 0.55, center.y - 1.5, radius * 1.1, 3), radius: 1), color: Color.white.premultiplied())
    }

    /// A round badge of `radius` points at `center` (in points) with white `text`.
    func drawBadge(_ text: String, center: Point, radius: Double, color: Color, into canvas: inout Canvas) throws(RenderError) {
        let circle = snapped(Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius), radius: radius)
        canvas.fill(circle, color: color.premultiplied())
        let line = TextLine(text, font: try interfaceFont(), size: radius * 1.1 * scale, maxWidth: circle.width * 0.9)
        canvas.draw(line, centeredIn: circle.x0, circle.y0, circle.width, circle.height, color: Color.white.premultiplied())
    }

    /// Draws an item as a floating ghost: a soft shadow, then the item in its own layer at `alpha`.
    func drawGhost(item: ItemSpec, frame: Rect, config: ArenaConfig, alpha: Double, shadow: Bool, magnification: Double,
                   into canvas: inout Canvas) throws(RenderError) {
        let shape = snapped(frame, radius: cornerRadius(frame, config))
        if shadow {
            canvas.shadow(of: shape, blurRadius: Int((theme.shadowBlur * scale / 3).rounded()), dx: 0, dy: theme.shadowOffset * scale,
                          color: Color.black.premultiplied(opacity: theme.shadowOpacity * alpha))
        }
        // The layer holds only the visible part of the ghost: a whole-pixel shift of the shape
        // leaves its pixels unchanged, and memory stays bounded by the canvas at any scale or zoom.
        let bounds = shape.pixelBounds.intersection(canvas.clip)
        guard !bounds.isEmpty else { return }
        var layer = Canvas(width: bounds.x1 - bounds.x0, height: bounds.y1 - bounds.y0)
        let local = RoundedRect(x: shape.x0 - Double(bounds.x0), y: shape.y0 - Double(bounds.y0),
                                width: shape.width, height: shape.height, radius: shape.radius)
        try drawItem(item, shape: local, config: config, magnification: magnification, into: &layer)
        canvas.draw(layer, x: bounds.x0, y: bounds.y0, opacity: alpha)
    }
}
