import DropShotEngine
import DropShotRaster

/// A cell drawn by its template: laid out in the cell (at the cell's label size and scale, times
/// the zoom or ghost scale) and drawn clipped to it.
extension Context {
    func drawTemplate(
        _ template: CellTemplate, of item: ItemSpec, shape: RoundedRect, textColor: Scenario.Color, config: ArenaConfig,
        magnification: Double, into canvas: inout Canvas
    ) throws(RenderError) {
        // The item's own colours, images and conditional elements (nothing when the root is conditional and not met).
        guard let template = template.resolved(for: item) else { return }
        let shorter = min(shape.width, shape.height) / scale
        let range = theme.labelSizeRange
        let environment = TemplateLayout.Environment(
            item: item, textColor: textColor,
            // A self-sizing cell's label size cannot follow the cell it decides: it is the body size, as measured.
            labelSize: config.look.itemFontSize
                ?? (config.layout.cellSizing == .fit
                    ? CellMeasure.labelSize
                    : min(range.upperBound, max(range.lowerBound, shorter / magnification * theme.labelFraction))),
            scale: scale * magnification, regular: try fonts(config, servingBold: false), bold: try fonts(config, servingBold: true),
            fontSet: renderer.fonts, texts: textLayouts, rightToLeft: config.layout.layoutDirection == .rightToLeft,
            lineBreakStrategy: config.look.lineBreakStrategy.strategy, shadowClip: canvas.clip,
            cellShape: shape.radius > 0 ? shape : nil)
        let layout = TemplateLayout(environment: environment)
        let bounds = TemplateLayout.PixelRect(x: shape.x0, y: shape.y0, width: shape.width, height: shape.height)
        let placed = layout.place(template, in: bounds)
        let root = environment.rightToLeft ? placed.mirrored(in: bounds) : placed
        let savedClip = canvas.clip
        canvas.clip = savedClip.intersection(shape.pixelBounds)
        do { try layout.draw(root, images: renderer.images, accent: theme.accent, into: &canvas) } catch {
            canvas.clip = savedClip
            throw error
        }
        canvas.clip = savedClip
    }
}
