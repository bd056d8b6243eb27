import DropShotEngine
import DropShotRaster
import Foundation
import Testing

@testable import DropShotRender

/// A Settings row as iOS lays it out: an icon, a label that wraps, a value pushed to the trailing
/// side by a spacer inside a nested stack, and a chevron. Two reproducers of issue 69's point 10:
/// measured for a self-sizing cell, the nested stack got no width (rows 125 and 755 points tall);
/// at AX3 the long label took the whole row and cut the chevron to "…".
@Suite struct TemplateRowTests {
    static let settings = """
        { "canvas": { "width": 390, "height": 800, "scale": 1 },
          "templates": { "row": {"stack": {"axis": "horizontal", "spacing": 12, "padding": [10, 16, 10, 16], "children": [
              {"shape": {"kind": "roundedRect", "width": 29, "height": 29, "cornerRadius": 7, "fill": "systemBlue"}},
              {"stack": {"axis": "horizontal", "spacing": 8, "children": [
                {"text": {"text": "{label}", "textStyle": "body", "alignment": "leading", "lines": 0}},
                {"spacer": {}},
                {"text": {"text": "{value}", "textStyle": "body", "alignment": "trailing", "lines": 0}}]}},
              {"text": {"text": "›", "size": 20, "relativeTo": "body"}}]}} },
          "config": { "cell": "row", "fixedCellSize": [361, 44], "cellSizing": "fit", "minLineSpacing": 0 },
          "collections": [ { "id": "s", "role": "list", "frame": [0, 0, 390, 800],
              "items": [ {"id": "wifi", "label": "Wi-Fi", "fields": {"value": "Home"}},
                         {"id": "n", "label": "Notifications and a long label that wraps", "fields": {"value": "On"}} ] } ],
          "variants": { "contentSize": ["L", "AX3"] } }
        """

    func load(_ variant: String?) throws -> ScenarioDocument {
        try ScenarioDocument.load(json: Array(Self.settings.utf8), path: "settings.json", variant: variant)
    }

    @Test func aNestedStackWithASpacerWrapsItsTextInTheRoomThereIs() throws {
        let heights = try load(nil).arena().snapshot().collections[0].cells.map(\.frame.height)
        // One line (the 29-point icon and the padding), then the label on two lines of 17-point text.
        #expect(heights[0] == 49, "\(heights)")
        #expect(heights[1] > 49 && heights[1] < 70, "\(heights)")
    }

    @Test func aShortValueAndTheChevronKeepTheirSizeBesideALongLabel() throws {
        let document = try load("ax3")
        let snapshot = document.arena().snapshot()
        let collection = snapshot.collections[0], cell = collection.cells[1]
        let renderer = document.renderer(), context = Context(renderer: renderer, scale: 1)
        let item = try #require(cell.item), template = try #require(collection.cell?.resolved(for: item))
        let layout = TemplateLayout(
            environment: .init(
                item: item, textColor: .black, labelSize: CellMeasure.labelSize, scale: 1,
                regular: try context.fonts(collection.config, servingBold: false), bold: try context.fonts(collection.config, servingBold: true),
                fontSet: renderer.fonts, texts: context.textLayouts))
        let row = layout.place(template, in: .init(x: 0, y: 0, width: cell.frame.width, height: cell.frame.height))
        let chevron = row.children[2], value = row.children[1].children[2]
        func natural(_ node: TemplateLayout.Node) -> Double { layout.measure(node.element, proposal: (1000, 1000)).width }
        #expect(chevron.frame.width == natural(chevron), "the chevron whole: \(chevron.frame.width) of \(natural(chevron))")
        #expect(value.frame.width == natural(value), "the value whole: \(value.frame.width) of \(natural(value))")
        // The label wraps in what is left, on several lines, ending before the value.
        let label = row.children[1].children[0]
        #expect(label.frame.height > 2 * 30 && label.frame.x + label.frame.width <= value.frame.x, "\(label.frame) \(value.frame)")
    }
}
