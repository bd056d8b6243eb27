import DropShotEngine
import DropShotRaster

/// Drawing a laid-out template: a stack's fill, its children, then its border; each element by
/// its own file (`Template+Text.swift`, `+Badge`, `+Image`, `+Shape`). Spacers draw nothing.
extension TemplateLayout {
    func draw(_ node: Node, images: ImageStore, accent: Scenario.Color, into canvas: inout Canvas) throws(RenderError) {
        let frame = node.frame
        switch node.element {
        case let .stack(stack):
            let shape = RoundedRect(
                x: frame.x.rounded(), y: frame.y.rounded(), width: frame.width.rounded(), height: frame.height.rounded(),
                radius: stack.cornerRadius * environment.scale)
            if let shadow = stack.shadow { drawShadow(shadow, of: shape, into: &canvas) }
            if let fill = stack.fill { insideCell(frame, shape: shape, &canvas) { $0.fill(shape, color: fill.premultiplied()) } }
            for child in node.children { try draw(child, images: images, accent: accent, into: &canvas) }
            if let border = stack.border, stack.borderWidth > 0 {
                insideCell(frame, shape: shape, &canvas) {
                    $0.stroke(shape, width: max(1, (stack.borderWidth * environment.scale).rounded()), color: border.premultiplied())
                }
            }
        case .overlay:
            for child in node.children { try draw(child, images: images, accent: accent, into: &canvas) }
        case let .text(text): insideCell(frame, &canvas) { drawText(text, in: frame, into: &$0) }
        case let .badge(badge): insideCell(frame, &canvas) { drawBadge(badge, in: frame, accent: accent, into: &$0) }
        case let .image(image):
            try insideCell(frame, &canvas) { (canvas: inout Canvas) throws(RenderError) in
                try drawImage(image, in: frame, images: images, into: &canvas)
            }
        case let .shape(shape): drawShape(shape, in: frame, accent: accent, into: &canvas)
        case .spacer, .gap: break
        case let .when(_, element):
            try draw(Node(element: element, frame: frame, children: node.children), images: images, accent: accent, into: &canvas)
        }
    }

    /// Runs `body`, which draws within `frame` (and a margin for glyphs reaching past it), as if
    /// clipped to the cell's rounded outline: a fill, text or picture never shows square in a
    /// round cell's corners. Shadows are drawn outside it, as they may fall beyond the cell. A
    /// `shape` that lies inside the cell needs no clip (clipping its anti-aliased edge by the
    /// cell's own would fade it twice).
    func insideCell<E: Error>(
        _ frame: PixelRect, shape: RoundedRect? = nil, _ canvas: inout Canvas,
        _ body: (inout Canvas) throws(E) -> Void
    ) throws(E) {
        guard let cell = environment.cellShape, shape.map({ !$0.lies(inside: cell) }) ?? true else { return try body(&canvas) }
        let margin = 8 * environment.scale
        let area = PixelBounds(
            x0: Int((frame.x - margin).rounded(.down)), y0: Int((frame.y - margin).rounded(.down)),
            x1: Int((frame.x + frame.width + margin).rounded(.up)), y1: Int((frame.y + frame.height + margin).rounded(.up)))
        try canvas.clipped(toCorners: cell, drawingIn: area, body)
    }

    /// A soft shadow of `shape`, which may fall outside the cell (over what was drawn before it).
    func drawShadow(_ shadow: TemplateShadow, of shape: RoundedRect, into canvas: inout Canvas) {
        let s = environment.scale, cell = canvas.clip
        canvas.clip = environment.shadowClip ?? cell
        canvas.shadow(
            of: shape, blurRadius: Int((shadow.radius * s / 3).rounded()), dx: shadow.offset.x * s, dy: shadow.offset.y * s,
            color: shadow.color.premultiplied(opacity: shadow.opacity))
        canvas.clip = cell
    }
}
