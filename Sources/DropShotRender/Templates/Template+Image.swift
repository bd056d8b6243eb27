import DropShotEngine
import DropShotRaster

/// `image`: the item's image or a file, fitted into or filling its box; a circle for avatars.
extension TemplateLayout {
    func drawImage(_ image: TemplateImage, in frame: PixelRect, images: ImageStore, into canvas: inout Canvas) throws(RenderError) {
        guard let name = image.source ?? environment.item.image else { return }
        let picture = try images.image(named: name)
        var box = frame
        if image.mode == .fit, picture.width > 0, picture.height > 0 {
            let scale = min(frame.width / Double(picture.width), frame.height / Double(picture.height))
            let width = Double(picture.width) * scale, height = Double(picture.height) * scale
            box = PixelRect(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
        }
        let radius = image.circle ? min(box.width, box.height) / 2 : image.cornerRadius * environment.scale
        canvas.draw(image: picture, filling: RoundedRect(x: box.x.rounded(), y: box.y.rounded(), width: box.width.rounded(),
                                                         height: box.height.rounded(), radius: radius))
    }
}
