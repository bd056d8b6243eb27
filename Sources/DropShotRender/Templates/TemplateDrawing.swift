import DropShotEngine
import DropShotRaster

/// Drawing a laid-out template: a stack's fill, its children, then its border; each element by
/// its own file (`Template+Text.swift`, `+Badge`, `+Image`, `+Shape`). Spacers draw nothing.
extension TemplateLayout {
    func draw(_ node: Node, images: ImageStore, accent: Color, into canvas: inout Canvas) throws(RenderError) {
        let frame = node.frame
        switch node.element {
        case let .stack(stack):
            let shape = RoundedRect(x: frame.x.rounded(), y: frame.y.rounded(), width: frame.width.rounded(), height: frame.height.rounded(),
                                    radius: stack.cornerRadius * environment.scale)
            if let shadow = stack.shadow { drawShadow(shadow, of: shape, into: &canvas) }
            if let fill = stack.fill { canvas.fill(shape, color: fill.premultiplied()) }
            for child in node.children { try draw(child, images: images, accent: accent, into: &canvas) }
            if let border = stack.border, stack.borderWidth > 0 {
                canvas.stroke(shape, width: max(1, (stack.borderWidth * environment.scale).rounded()), color: border.premultiplied())
            }
        case .overlay:
            for child in node.children { try draw(child, images: images, accent: accent, into: &canvas) }
        case let .text(text): drawText(text, in: frame, into: &canvas)
        case let .badge(badge): drawBadge(badge, in: frame, accent: accent, into: &canvas)
        case let .image(image): try drawImage(image, in: frame, images: images, into: &canvas)
        case let .shape(shape): drawShape(shape, in: frame, accent: accent, into: &canvas)
        case .spacer, .gap: break
        case let .when(_, element): try draw(Node(element: element, frame: frame, children: node.children), images: images, accent: accent, into: &canvas)
        }
    }

    /// A soft shadow of `shape`, which may fall outside the cell (over what was drawn before it).
    func drawShadow(_ shadow: TemplateShadow, of shape: RoundedRect, into canvas: inout Canvas) {
        let s = environment.scale, cell = canvas.clip
        canvas.clip = environment.shadowClip ?? cell
        canvas.shadow(of: shape, blurRadius: Int((shadow.radius * s / 3).rounded()), dx: shadow.offset.x * s, dy: shadow.offset.y * s,
                      color: shadow.color.premultiplied(opacity: shadow.opacity))
        canvas.clip = cell
    }
}
