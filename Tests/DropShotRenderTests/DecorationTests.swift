import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation
import Testing

/// The screen's chrome outside the collections: drawn by templates, under or over the collections.
@Suite struct DecorationTests {
    /// A red decoration over the whole canvas on `layer`, and a list with a blue background over its middle.
    func screen(layer: String, extra: String = "") -> String {
        """
        { "canvas": {"width": 100, "height": 100, "scale": 1},
          "decorations": [ {"frame": [0, 0, 100, 100], "cell": {"shape": {"fill": "#FF0000"}}, "layer": "\(layer)"\(extra)} ],
          "config": {"listBackgroundColor": "#0000FF"},
          "collections": [ {"id": "l", "role": "list", "frame": [25, 25, 50, 50]} ] }
        """
    }

    func render(_ json: String) throws -> Canvas {
        try ScenarioDocument.load(json: Array(json.utf8), path: FileManager.default.temporaryDirectory.path + "/screen.json").render()
    }

    @Test func aDecorationIsDrawnUnderOrOverTheCollections() throws {
        let red = PremultipliedColor(red: 255, green: 0, blue: 0), blue = PremultipliedColor(red: 0, green: 0, blue: 255)
        let below = try render(screen(layer: "below"))
        #expect(below[5, 5] as PremultipliedColor == red && below[50, 50] as PremultipliedColor == blue)
        let above = try render(screen(layer: "above"))
        #expect(above[50, 50] as PremultipliedColor == red)
        #expect(try Scenario(json: Array(screen(layer: "above").utf8)).decorations.first?.layer == .above)
    }

    @Test func aDecorationsFieldsFillItsTemplateAndBadInputNamesItsPath() throws {
        let titled = """
            { "canvas": {"width": 200, "height": 60, "scale": 1}, "templates": {"bar": {"text": "{title}"}},
              "decorations": [ {"frame": [0, 0, 200, 60], "cell": "bar", "fields": {"title": "Settings"}} ], "collections": [] }
            """
        let scenario = try Scenario(json: Array(titled.utf8))
        #expect(scenario.decorations[0].fields == ["title": "Settings"])
        var ink = 0
        let image = try render(titled)
        for y in 0..<60 { for x in 0..<200 where (image[x, y] as PremultipliedColor).r < 128 { ink += 1 } }
        #expect(ink > 50, "the title is drawn: \(ink) dark pixels")
        for (json, path) in [
            (screen(layer: "middle"), "decorations[0].layer"),
            (#"{"decorations": [{"cell": {"text": "x"}}], "collections": []}"#, "decorations[0].frame"),
            (#"{"decorations": [{"frame": [0, 0, 10, 10], "cell": {"text": "{title}"}}], "collections": []}"#, "decorations[0].cell.text"),
        ] {
            let error = #expect(throws: ScenarioError.self) { try Scenario(json: Array(json.utf8)) }
            #expect(error?.path == path, "\(String(describing: error))")
        }
    }
}
