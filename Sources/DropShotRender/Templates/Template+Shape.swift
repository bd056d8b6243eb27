import DropShotEngine
import DropShotRaster

/// `shape`: a filled rectangle, rounded rectangle or circle.
extension TemplateLayout {
    func drawShape(_ shape: TemplateShape, in frame: PixelRect, accent: Scenario.Color, into canvas: inout Canvas) {
        let radius: Double =
            switch shape.kind {
            case .rect: 0
            case .roundedRect: shape.cornerRadius * environment.scale
            case .circle: min(frame.width, frame.height) / 2
            }
        let box = RoundedRect(
            x: frame.x.rounded(), y: frame.y.rounded(), width: frame.width.rounded(), height: frame.height.rounded(), radius: radius)
        if let shadow = shape.shadow { drawShadow(shadow, of: box, into: &canvas) }
        insideCell(frame, shape: box, &canvas) { $0.fill(box, color: (shape.fill ?? accent).premultiplied()) }
    }
}
