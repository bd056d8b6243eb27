import DropShotEngine
import DropShotRaster

/// What the system presets draw (docs/NATIVE.md): UITableView's reorder control and the item a
/// drop goes into (the preview's badges are `drawPreviewBadges`).
extension Context {
    /// UITableView's reorder control: three grey bars, 18 points wide and 1.5 deep, 5 points apart,
    /// centred in the trailing 44 points of `frame` (its left in a right-to-left collection).
    func drawReorderControl(in frame: Rect, config: ArenaConfig, magnification: Double, into canvas: inout Canvas) {
        let width = min(Arena.reorderControlWidth * magnification, frame.width)
        let rightToLeft = config.layout.layoutDirection == .rightToLeft
        let control = Rect(rightToLeft ? frame.minX : frame.maxX - width, frame.minY, width, frame.height)
        let bar = Size(18 * magnification, 1.5 * magnification), pitch = 5 * magnification
        let color = config.look.placeholderTextColor.premultiplied()
        for step in [-1.0, 0, 1] {
            let centre = Point(control.midX, control.midY + step * pitch)
            let rect = Rect(centre.x - bar.width / 2, centre.y - bar.height / 2, bar.width, bar.height)
            // At least one pixel deep at any scale.
            var shape = snapped(rect, radius: bar.height / 2)
            if shape.height < 1 { shape = RoundedRect(x: shape.x0, y: (centre.y * scale).rounded(), width: shape.width, height: 1, radius: 0) }
            canvas.fill(shape, color: color)
        }
    }

    /// The cell a drop would go into (`insertIntoDestinationIndexPath`): tinted and outlined in the
    /// accent, as an app highlights a folder under a drag.
    func drawDropTarget(_ shape: RoundedRect, into canvas: inout Canvas) {
        canvas.fill(shape, color: theme.accent.premultiplied(opacity: 0.2))
        canvas.stroke(shape, width: (2 * scale).rounded(), color: theme.accent.premultiplied())
    }
}
