import DropShotEngine
import DropShotRaster

/// Drawing the drag ghost: the item floating in its own layer with a shadow, and the badges on
/// it (the count of a multi-item drag, "cannot drop").
extension Context {
    /// Draws an item as a floating ghost: a soft shadow, then the item in its own layer at `alpha`.
    /// `lift` is how much larger than its cell the ghost is drawn: a templated cell is drawn at its
    /// cell's size and scaled by it (`drawSnapshot`).
    func drawGhost(
        item: ItemSpec, frame: Rect, config: ArenaConfig, template: CellTemplate? = nil, alpha: Double, shadow: Bool, magnification: Double,
        lift: Double = 1, rotation: Double = 0, into canvas: inout Canvas
    ) throws(RenderError) {
        let shape = snapped(frame, radius: config.look.ghostCornerRadius ?? cornerRadius(frame, config))
        if shadow {
            canvas.shadow(
                of: shape, blurRadius: Int((theme.shadowBlur * scale / 3).rounded()), dx: 0, dy: theme.shadowOffset * scale,
                color: Scenario.Color.black.premultiplied(opacity: theme.shadowOpacity * alpha))
        }
        // The layer holds only the visible part of the ghost, so memory stays bounded by the canvas
        // at any scale or zoom. It is a band of the ghost's own rows (from the top of its pixel
        // bounds), whichever rows the canvas shows: the item's layout, which rounds, then sees the
        // same coordinates in every band. (Columns are cut at the canvas's sides, the same in all.)
        let whole = shape.pixelBounds
        // A tilted ghost's rows outside this band may turn into it: its layer is the whole ghost
        // (bounded: one too large to hold is drawn upright).
        let tilted = rotation != 0 && (whole.x1 - whole.x0) * (whole.y1 - whole.y0) <= Self.maxTiltedGhostPixels
        let bounds = tilted ? whole : whole.intersection(canvas.clip)
        guard !bounds.isEmpty else { return }
        var layer = Canvas(width: bounds.x1 - bounds.x0, height: bounds.y1 - bounds.y0, originY: bounds.y0 - whole.y0)
        let local = RoundedRect(
            x: shape.x0 - Double(bounds.x0), y: shape.y0 - Double(whole.y0),
            width: shape.width, height: shape.height, radius: shape.radius)
        if lift != 1, item.cell ?? template ?? item.homeCell != nil {
            // The cell's snapshot, through the ghost's own corners when they are rounder than the cell's.
            let snapshot = { (layer: inout Canvas) throws(RenderError) in
                try self.drawSnapshot(
                    of: item, cellSize: Size(frame.width / lift, frame.height / lift), config: config, template: template,
                    magnification: magnification / lift, scaledInto: local, into: &layer)
            }
            if config.look.ghostCornerRadius != nil {
                try layer.clipped(toCorners: local, drawingIn: local.pixelBounds, snapshot)
            } else {
                try snapshot(&layer)
            }
        } else {
            try drawItem(item, shape: local, config: config, template: template, magnification: magnification, into: &layer)
        }
        if tilted {
            canvas.draw(layer, x: bounds.x0, y: bounds.y0, rotatedBy: rotation, opacity: alpha)
        } else {
            canvas.draw(layer, x: bounds.x0, y: bounds.y0, opacity: alpha)
        }
    }

    /// A templated cell's ghost: the cell drawn at its own size, as its collection lays it out
    /// (its lines, element sizes and cut-offs), then scaled into `shape` as UIKit scales the
    /// snapshot of a lifted cell, so the ghost shows exactly what its cell shows. Only the rows of
    /// the cell that `layer`'s rows sample are drawn.
    func drawSnapshot(
        of item: ItemSpec, cellSize: Size, config: ArenaConfig, template: CellTemplate?, magnification: Double,
        scaledInto shape: RoundedRect, into layer: inout Canvas
    ) throws(RenderError) {
        let bounds = Rect(0, 0, cellSize.width, cellSize.height)
        let cell = snapped(bounds, radius: cornerRadius(bounds, config))
        guard cell.width >= 1, cell.height >= 1 else { return }
        let rows = Int(cell.height), sy = shape.height / cell.height
        func row(_ y: Int) -> Int { Int(((Double(y) + 0.5 - shape.y0) / sy - 0.5).rounded(.down)) }
        let first = max(0, row(layer.originY)), last = min(rows - 1, row(layer.originY + layer.height - 1) + 1)
        guard first <= last else { return }
        var snapshot = Canvas(width: Int(cell.width), height: last - first + 1, originY: first)
        try drawItem(item, shape: cell, config: config, template: template, magnification: magnification, into: &snapshot)
        layer.draw(band: snapshot, ofHeight: rows, scaledInto: shape)
    }

    /// The most pixels a tilted ghost's layer may have (4096 x 4096).
    static let maxTiltedGhostPixels = 4096 * 4096

    /// The ghost's badges: a multi-item drag's count, then what a drop there would do. With
    /// `dragBadges: system` the count sits at the top trailing corner (top left in a
    /// right-to-left screen) in the accent, then the proposal's forbidden sign or a copy's green
    /// "+"; with `dropshot` at the top right in the delete zones' red, and DropShot's "cannot
    /// drop" sign at the top left of a refused drag (with `dropFeedback: dropshot`).
    func drawPreviewBadges(_ drag: DragSnapshot, config: ArenaConfig, rightToLeft: Bool, into canvas: inout Canvas) throws(RenderError) {
        let native = config.look.dragBadges == .system
        let corner = Point(native && rightToLeft ? drag.ghostFrame.minX : drag.ghostFrame.maxX, drag.ghostFrame.minY)
        if drag.items.count > 1 {
            try drawBadge("\(drag.items.count)", center: corner, radius: 12, color: native ? theme.accent : theme.deleteZone, into: &canvas)
        }
        guard native else {
            if drag.refused, config.look.dropFeedback == .dropshot {
                drawCannotDropBadge(center: Point(drag.ghostFrame.minX, drag.ghostFrame.minY), into: &canvas)
            }
            return
        }
        let sign = Point(corner.x + (rightToLeft ? 1 : -1) * (drag.items.count > 1 ? 26 : 0), corner.y)
        switch drag.proposal?.operation {
        case .forbidden?: drawCannotDropBadge(center: sign, into: &canvas)
        case .copy?: try drawBadge("+", center: sign, radius: 12, color: Self.copyBadgeGreen, into: &canvas)
        default: break
        }
    }

    /// The copy badge's green (UIKit's systemGreen).
    static let copyBadgeGreen = Scenario.Color(hex: "#34C759")!

    /// A round badge of `radius` points at `center` (in points) with white `text`: DropShot's own
    /// mark (a selection's order, a drag's count, a copy's "+"), not the app's text, so the
    /// accessibility audit's text log does not hear of it.
    func drawBadge(_ text: String, center: Point, radius: Double, color: Scenario.Color, into canvas: inout Canvas) throws(RenderError) {
        let log = canvas.textLog
        canvas.textLog = nil
        defer { canvas.textLog = log }
        let circle = snapped(Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius), radius: radius)
        canvas.fill(circle, color: color.premultiplied())
        let line = TextLine.cached(text, fonts: try interfaceFonts(), size: radius * 1.1 * scale, maxWidth: circle.width * 0.9)
        canvas.draw(line, centeredIn: circle.x0, circle.y0, circle.width, circle.height, color: Scenario.Color.white.premultiplied())
    }

    /// The ghost's "cannot drop" badge: a red disc with a white bar (a no-entry sign), 10 points
    /// in radius, at `center` (in points).
    func drawCannotDropBadge(center: Point, into canvas: inout Canvas) {
        let radius = 10.0
        canvas.fill(
            snapped(Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius), radius: radius),
            color: theme.refused.premultiplied())
        canvas.stroke(
            snapped(Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius), radius: radius),
            width: (1.5 * scale).rounded(), color: Scenario.Color.white.premultiplied())
        canvas.fill(snapped(Rect(center.x - radius * 0.55, center.y - 1.5, radius * 1.1, 3), radius: 1), color: Scenario.Color.white.premultiplied())
    }
}
