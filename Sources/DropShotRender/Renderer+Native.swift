import DropShotEngine
import DropShotRaster

/// What the system presets draw (docs/NATIVE.md): UITableView's reorder control, the item a drop
/// goes into, and the badges of the lifted preview (the count at its top trailing corner, the
/// forbidden sign, a copy's "+").
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

    /// The lifted preview's badges under a system preset, at its top trailing corner (top left in
    /// a right-to-left screen): the number of items of a multi-item drag in the accent, then the
    /// proposal's forbidden sign or a copy's green "+".
    func drawSystemBadges(_ drag: DragSnapshot, rightToLeft: Bool, into canvas: inout Canvas) throws(RenderError) {
        let corner = Point(rightToLeft ? drag.ghostFrame.minX : drag.ghostFrame.maxX, drag.ghostFrame.minY)
        if drag.items.count > 1 {
            try drawBadge("\(drag.items.count)", center: corner, radius: 12, color: theme.accent, into: &canvas)
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
}
