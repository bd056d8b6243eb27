import DropShotEngine
import DropShotRaster

/// `text`: a string with `{field}` placeholders, wrapped onto at most `lines` lines.
extension TemplateLayout {
    /// The text's lines at most `maxWidth` pixels wide (and with `lines` 0, as many as fit in
    /// `maxHeight`), and the size they take.
    func textBlock(_ text: TemplateText, maxWidth: Double, maxHeight: Double) -> (block: TextBlock, size: (Double, Double)) {
        // A family the scenario validated; the collection's fonts should it be gone.
        let fonts =
            text.font.flatMap { try? environment.fontSet.chain(named: $0, bold: text.weight == .bold) }
            ?? (text.weight == .bold ? environment.bold : environment.regular)
        let size = (text.size ?? environment.labelSize) * environment.scale
        let fit = maxHeight / TextBlock.lineHeight(fonts: fonts, size: size)
        let lines = text.lines > 0 ? text.lines : fit.isFinite ? max(1, Int(min(fit, 1000))) : 1000
        let block = environment.texts.block(
            CellTemplate.substitute(text.text, for: environment.item), fonts: fonts, size: size,
            maxWidth: max(1, maxWidth), maxLines: lines, strategy: environment.lineBreakStrategy,
            tabInterval: Context.tabStopPoints * environment.scale)
        let width = block.lines.map(\.width).max() ?? 0
        return (block, (min(maxWidth, width.rounded(.up)), block.height))
    }

    func drawText(_ text: TemplateText, in frame: PixelRect, into canvas: inout Canvas) {
        let (block, _) = textBlock(text, maxWidth: frame.width, maxHeight: frame.height)
        let color = (text.color ?? environment.textColor).premultiplied()
        var top = frame.y
        for line in block.lines {
            let x: Double =
                switch (text.alignment, environment.rightToLeft) {
                case (.leading, false), (.trailing, true): frame.x
                case (.center, _): frame.x + (frame.width - line.width) / 2
                case (.trailing, false), (.leading, true): frame.x + frame.width - line.width
                }
            canvas.draw(line, centeredIn: x, top, line.width, line.height, color: color)
            top += line.height
        }
    }
}
