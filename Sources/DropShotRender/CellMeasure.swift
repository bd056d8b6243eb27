import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation
import Synchronization

/// Measures the cells of `cellSizing: "fit"` collections as the renderer lays their templates
/// out: the item's template (its own, else its collection's) at the list's width, at the
/// canvas's scale, rounded up to whole points. A cell without a template keeps the collection's
/// cell size. Items whose content is the same (label, fields, template) are measured once.
final class CellMeasure: CellMeasuring, Sendable {
    private let renderer: Renderer
    private let scenario: Scenario
    private let scale: Double
    /// Per collection, whether its template shows `{id}` (then the id is part of the content).
    private let showsID: [Bool]
    /// Extents measured so far, by content (65,536 at most).
    private let known = BoundedCache<String, Double?>(capacity: 65_536)
    private let measured = Atomic(0)
    /// How many cells were measured (not found in the cache).
    var measurements: Int { measured.load(ordering: .relaxed) }

    init(renderer: Renderer, scenario: Scenario) {
        self.renderer = renderer
        self.scenario = scenario
        scale = Double(scenario.canvas.scale)
        showsID = scenario.collections.map { collection in
            collection.cell.map { ($0.fieldNames + $0.boundFields).contains("id") } ?? false
        }
    }

    /// A self-sizing cell's label size when its texts give none and `itemFontSize` is not set:
    /// UIKit's body text.
    static let labelSize = 17.0

    func extent(of item: ItemSpec, inCollection collection: Int, across: Double, vertical: Bool) -> Double? {
        let spec = scenario.collections[collection]
        guard let template = item.cell ?? spec.cell ?? item.homeCell else { return nil }
        // The id matters only to a template that shows it (an item's own template is its alone).
        let key =
            "\(collection)|\(across)|\(vertical)|\(item.cell != nil || spec.cell == nil || showsID[collection] ? item.id : "")|\(item.label)|"
            + item.fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\u{1F}")
        return known.value(for: key) {
            measured.add(1, ordering: .relaxed)
            return measure(template, of: item, config: spec.config, across: across, vertical: vertical)
        }
    }

    private func measure(_ template: CellTemplate, of item: ItemSpec, config: ArenaConfig, across: Double, vertical: Bool) -> Double? {
        guard let resolved = template.resolved(for: item) else { return 0 }
        let context = Context(renderer: renderer, scale: scale)
        guard let regular = try? context.fonts(config, servingBold: false), let bold = try? context.fonts(config, servingBold: true) else {
            return nil
        }
        let environment = TemplateLayout.Environment(
            item: item, textColor: .black, labelSize: config.look.itemFontSize ?? CellMeasure.labelSize, scale: scale,
            regular: regular, bold: bold, fontSet: renderer.fonts, texts: context.textLayouts,
            rightToLeft: config.layout.layoutDirection == .rightToLeft, lineBreakStrategy: config.look.lineBreakStrategy.strategy, natural: true)
        let unbounded = Double(CanvasSpec.maxPixelsPerSide) * scale
        let size = TemplateLayout(environment: environment).measure(
            resolved, proposal: vertical ? (across * scale, unbounded) : (unbounded, across * scale))
        return ((vertical ? size.height : size.width) / scale).rounded(.up)
    }
}
