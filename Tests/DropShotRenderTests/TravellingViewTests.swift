import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation
import Testing

@testable import DropShotRender

/// ArraSolta copies a source's custom view into the target "by introspection" (manual 5.5): an
/// item dropped into a collection without a template of its own keeps its source's look
/// (issue "each seed exactly, third pass", point 17).
@Suite struct TravellingViewTests {
    func render(targetCell: String = "") throws -> Canvas {
        try document(
            """
            { "behaviour": "arrasolta", "canvas": {"width": 240, "height": 200, "scale": 1, "background": "#FFFFFF"},
              "config": { "fixedCellSize": [100, 80], "lineAlignment": "leading", "sourceItemsConsumable": false, "numberOfTargetItems": 2,
                          "sourceBackgroundColor": "#FFFFFF", "targetBackgroundColor": "#FFFFFF" },
              "collections": [
                { "id": "s", "role": "source", "frame": [0, 0, 240, 100],
                  "cell": {"stack": {"fill": "#1E88E5", "children": [{"badge": {"text": "NEW", "color": "#FFC107"}}]}},
                  "items": [ {"id": "a", "label": "Card", "color": "#1E88E5"}, {"id": "b", "label": "Card", "color": "#1E88E5"} ] },
                { "id": "t", "role": "target", "frame": [0, 100, 240, 100] \(targetCell) } ],
              "events": [ {"type": "press", "at": {"collection": "s", "index": 0}, "t": 0},
                          {"type": "release", "at": {"collection": "t", "index": 0}, "t": 0.5} ] }
            """
        ).render()
    }

    func cell(_ canvas: Canvas, x: Int, y: Int) -> [PremultipliedColor] {
        (y + 5..<y + 75).flatMap { py in (x + 5..<x + 95).map { canvas[$0, py] } }
    }

    @Test func aDroppedItemKeepsItsSourcesTemplate() throws {
        let canvas = try render()
        let source = cell(canvas, x: 0, y: 0), dropped = cell(canvas, x: 0, y: 100)
        #expect(dropped == source, "the target's cell is drawn by the source's template")
        #expect(dropped.contains(PremultipliedColor(red: 0xFF, green: 0xC1, blue: 0x07)), "with its yellow badge")
        // A target with a template of its own draws its own.
        let own = try render(targetCell: ##", "cell": {"stack": {"fill": "#43A047", "children": []}}"##)
        #expect(cell(own, x: 0, y: 100).allSatisfy { $0 == PremultipliedColor(red: 0x43, green: 0xA0, blue: 0x47) })
    }
}
