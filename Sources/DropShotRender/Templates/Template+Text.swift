import DropShotEngine
import DropShotRaster

/// `text`: a string with `{field}` placeholders, wrapped onto at most `lines` lines.
extension TemplateLayout {
    /// The text's lines at most `maxWidth` pixels wide, and the size they take.
    func textBlock(_ text: TemplateText, maxWidth: Double) -> (block: TextBlock, size: (Double, Double)) {
        let font = text.weight == .bold ? environment.bold : environment.regular
        let size = (text.size ?? environment.labelSize) * environment.scale
        let block = environment.texts.block(CellTemplate.substitute(text.text, for: environment.item), font: font, size: size,
                                            maxWidth: max(1, maxWidth), maxLines: text.lines)
        let width = block.lines.map(\.width).max() ?? 0
        return (block, (min(maxWidth, width.rounded(.up)), block.lineHeight * Double(block.lines.count)))
    }

    func drawText(_ text: TemplateText, in frame: PixelRect, into canvas: inout Canvas) {
        let (block, _) = textBlock(text, maxWidth: frame.width)
        let color = (text.color ?? environment.textColor).premultiplied()
        var top = frame.y
        for line in block.lines {
            let x: Double = switch text.alignment {
            case .leading: frame.x
            case .center: frame.x + (frame.width - line.width) / 2
            case .trailing: frame.x + frame.width - line.width
            }
            canvas.draw(line, centeredIn: x, top, line.width, block.lineHeight, color: color)
            top += block.lineHeight
        }
    }
}
