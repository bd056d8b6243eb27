import DropShotEngine
import DropShotRaster

/// `badge`: text in a capsule.
extension TemplateLayout {
    func badgeLine(_ badge: TemplateBadge) -> TextLine {
        TextLine.cached(CellTemplate.substitute(badge.text, for: environment.item), fonts: fonts(of: badge), size: badge.size * environment.scale)
    }

    /// The badge's family made bold (validated when the scenario was read), else the collection's bold fonts.
    func fonts(of badge: TemplateBadge) -> FontChain {
        badge.font.flatMap { try? environment.fontSet.chain(named: $0, bold: true) } ?? environment.bold
    }

    func badgeSize(_ badge: TemplateBadge) -> (Double, Double) {
        let line = badgeLine(badge), height = (badge.size * 1.6 * environment.scale).rounded()
        return ((line.width + height * 0.8).rounded(.up), height)
    }

    func drawBadge(_ badge: TemplateBadge, in frame: PixelRect, accent: Scenario.Color, into canvas: inout Canvas) {
        let capsule = RoundedRect(
            x: frame.x.rounded(), y: frame.y.rounded(), width: frame.width.rounded(), height: frame.height.rounded(),
            radius: frame.height / 2)
        canvas.fill(capsule, color: (badge.color ?? accent).premultiplied())
        let line = TextLine.cached(
            CellTemplate.substitute(badge.text, for: environment.item), fonts: fonts(of: badge), size: badge.size * environment.scale,
            maxWidth: max(1, frame.width - frame.height * 0.6))
        canvas.draw(line, centeredIn: capsule.x0, capsule.y0, capsule.width, capsule.height, color: (badge.textColor ?? .white).premultiplied())
    }
}
