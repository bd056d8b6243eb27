import DropShotEngine
import DropShotRaster

/// `image`: the item's image or a file, fitted into or filling its box; a circle for avatars.
extension TemplateLayout {
    func drawImage(_ image: TemplateImage, in frame: PixelRect, images: ImageStore, into canvas: inout Canvas) throws(RenderError) {
        guard let name = image.source ?? environment.item.image else { return }
        var box = frame
        if image.mode == .fit, let size = images.size(named: name), size.width > 0, size.height > 0 {
            let scale = min(frame.width / Double(size.width), frame.height / Double(size.height))
            let width = Double(size.width) * scale, height = Double(size.height) * scale
            box = PixelRect(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
        }
        let shape = RoundedRect(x: box.x.rounded(), y: box.y.rounded(), width: box.width.rounded(), height: box.height.rounded(), radius: 0)
        // A circle is a circle in every mode: of the shorter side, centred in the box.
        let side = min(shape.width, shape.height)
        let clip =
            image.circle
            ? RoundedRect(
                x: shape.x0 + ((shape.width - side) / 2).rounded(.down), y: shape.y0 + ((shape.height - side) / 2).rounded(.down),
                width: side, height: side, radius: side / 2)
            : RoundedRect(x: shape.x0, y: shape.y0, width: shape.width, height: shape.height, radius: image.cornerRadius * environment.scale)
        let picture = try images.image(named: name, drawnIn: clip.width, clip.height, fill: true)
        canvas.draw(image: image.tint.map { picture.tinted($0.premultiplied()) } ?? picture, filling: clip)
    }
}
