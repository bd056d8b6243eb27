import DropShotEngine
import DropShotRaster
import Foundation
import Testing

@testable import DropShotRender

/// Template text is laid out once per distinct string and width, for every band and image.
@Suite struct TextLayoutCacheTests {
    @Test func aThousandIdenticalCardsCostOneLayoutPerText() throws {
        // Texts no other test draws: the laid-out blocks are the process's.
        let title = "Same title \(UUID().uuidString)", note = "Same note \(UUID().uuidString)"
        let template = try #require(
            try document(
                """
                { "collections": [ { "id": "l", "role": "list", "items": [ {"id": "a", "fields": {"note": "\(note)"}} ],
                  "cell": {"stack": {"children": [{"text": {"text": "\(title)"}}, {"text": {"text": "{note}", "lines": 2}}]}} } ] }
                """
            ).scenario.collections[0].cell)
        let context = Context(renderer: Renderer(), scale: 2)
        var canvas = Canvas(width: 400, height: 400, fill: PremultipliedColor(red: 255, green: 255, blue: 255))
        var item = ItemSpec(id: "a")
        item.fields = ["note": note]
        var afterOne = 0
        for index in 0..<1000 {
            let shape = RoundedRect(x: Double(index % 4) * 100, y: Double(index / 4 % 4) * 100, width: 100, height: 80)
            try context.drawTemplate(
                template, of: item, shape: shape, textColor: Scenario.Color.black, config: ArenaConfig(), magnification: 1, into: &canvas)
            if index == 0 { afterOne = context.textLayouts.layouts }
        }
        // Each text is laid out for measuring and for drawing (at most two widths), once.
        #expect((2...4).contains(afterOne))
        #expect(context.textLayouts.layouts == afterOne, "999 more identical cards laid out nothing")
        // A different width is a different layout.
        try context.drawTemplate(
            template, of: item, shape: RoundedRect(x: 0, y: 0, width: 60, height: 80), textColor: Scenario.Color.black,
            config: ArenaConfig(), magnification: 1, into: &canvas)
        #expect(context.textLayouts.layouts > afterOne)
        // Another band or slice of the image (another context) lays out nothing again (issue
        // "trust, fifth pass", point 12: a template text was laid out again for every slice).
        let slice = Context(renderer: Renderer(), scale: 2)
        try slice.drawTemplate(
            template, of: item, shape: RoundedRect(x: 0, y: 0, width: 100, height: 80), textColor: Scenario.Color.black,
            config: ArenaConfig(), magnification: 1, into: &canvas)
        #expect(slice.textLayouts.layouts == 0)
    }
}
