import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation
import Testing

/// A named template's colours from each item's fields, and elements shown only `when` a field is
/// there: a card keeps its own badge colour in whichever column it lands.
@Suite struct TemplateBindingTests {
    /// Two columns sharing the named template `card`: a shape filled with the item's `tint`, shown
    /// only when the item has one.
    func board(events: String = "") -> String {
        """
        { "canvas": {"width": 200, "height": 100, "scale": 1, "background": "#000000"},
          "templates": {"card": {"stack": {"fill": "#FFFFFF", "children": [{"shape": {"fill": "{tint}"}, "when": "{tint}"}]}}},
          "config": { "fixedCellSize": [40, 40], "cellCornerRadius": 0, "listBackgroundColor": "#000000", "cell": "card" },
          "collections": [
            { "id": "todo", "role": "list", "frame": [0, 0, 100, 100], "items": [ {"id": "a", "fields": {"tint": "#FF0000"}} ] },
            { "id": "done", "role": "list", "frame": [100, 0, 100, 100], "items": [ {"id": "b", "fields": {"tint": "#0000FF"}}, {"id": "c"} ] } ],
          "events": [\(events)] }
        """
    }

    func render(_ json: String) throws -> Canvas {
        try ScenarioDocument.load(json: Array(json.utf8), path: FileManager.default.temporaryDirectory.path + "/board.json").render()
    }

    @Test func eachItemFillsItsOwnColourAndOnlyWhenItHasOne() throws {
        let image = try render(board())
        let red = PremultipliedColor(red: 255, green: 0, blue: 0), blue = PremultipliedColor(red: 0, green: 0, blue: 255)
        let state = try Scenario(json: Array(board().utf8))
        #expect(state.collections[1].items.map(\.id) == ["b", "c"])
        let snapshot = Arena(scenario: state).snapshot()
        let a = snapshot.collections[0].cells[0].frame
        #expect(image[Int(a.center.x), Int(a.center.y)] as PremultipliedColor == red, "a's tint")
        // b's cell is the first of "done", c's the second (a white card with no shape).
        let cells = snapshot.collections[1].cells.map(\.frame)
        #expect(image[Int(cells[0].center.x), Int(cells[0].center.y)] as PremultipliedColor == blue)
        #expect(image[Int(cells[1].center.x), Int(cells[1].center.y)] as PremultipliedColor == PremultipliedColor(red: 255, green: 255, blue: 255))
    }

    @Test func aCardMovedToAnotherColumnKeepsItsColour() throws {
        let moved = board(
            events: """
                {"type": "press", "at": {"collection": "todo", "index": 0}, "t": 0}, {"type": "move", "at": {"collection": "done", "index": 1}, "t": 0.2},
                {"type": "release", "at": {"collection": "done", "index": 1}, "t": 0.3}
                """)
        let scenario = try Scenario(json: Array(moved.utf8))
        var arena = Arena(scenario: scenario)
        for event in scenario.events { arena.apply(event) }
        let done = try #require(arena.snapshot().collections.first { $0.id == "done" })
        let a = try #require(done.cells.first { $0.item?.id == "a" })
        let image = try render(moved)
        #expect(image[Int(a.frame.center.x), Int(a.frame.center.y)] as PremultipliedColor == PremultipliedColor(red: 255, green: 0, blue: 0))
    }

    @Test func anImageSourceFromAFieldIsReadAndConfinedAsAnyImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-bound-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/s", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let green = Canvas(width: 4, height: 4, fill: PremultipliedColor(red: 0, green: 200, blue: 0))
        try Data(try PNGCodec.encode(green)).write(to: URL(fileURLWithPath: folder + "/s/g.png"))
        try Data(try PNGCodec.encode(green)).write(to: URL(fileURLWithPath: folder + "/outside.png"))
        func scenario(_ photo: String) -> String {
            """
            { "canvas": {"width": 100, "height": 100, "scale": 1}, "config": { "fixedCellSize": [100, 100] },
              "collections": [ { "id": "l", "role": "list", "cell": {"image": {"source": "{photo}"}},
                                 "items": [ {"id": "a", "fields": {"photo": "\(photo)"}} ] } ] }
            """
        }
        try Data(scenario("g.png").utf8).write(to: URL(fileURLWithPath: folder + "/s/in.json"))
        let image = try ScenarioDocument.load(folder + "/s/in.json").render()
        #expect(image[50, 50] as PremultipliedColor == PremultipliedColor(red: 0, green: 200, blue: 0))
        try Data(scenario("../outside.png").utf8).write(to: URL(fileURLWithPath: folder + "/s/out.json"))
        let error = #expect(throws: InputError.self) { try ScenarioDocument.load(folder + "/s/out.json") }
        #expect(
            error?.message.contains("collections[0].items[0].fields") == true && error?.message.contains("outside.png") == true,
            "\(String(describing: error))")
    }

    /// An image's `tint` from a field (`"tint": "{checkColor}"`): each item's template image in
    /// its own colour; a field that is not a colour names the item and the element's path.
    @Test func anImageTintFromAFieldDrawsEachItemInItsColour() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-tint-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mark = Canvas(width: 4, height: 4, fill: PremultipliedColor(red: 0, green: 0, blue: 0))
        try Data(try PNGCodec.encode(mark)).write(to: URL(fileURLWithPath: folder + "/check.png"))
        func scenario(_ second: String) -> String {
            """
            { "canvas": {"width": 200, "height": 100, "scale": 1}, "config": { "fixedCellSize": [100, 100], "minInteritemSpacing": 0 },
              "collections": [ { "id": "l", "role": "list", "cell": {"image": {"source": "check.png", "tint": "{checkColor}"}},
                                 "items": [ {"id": "a", "fields": {"checkColor": "#FF0000"}}, {"id": "b", "fields": {"checkColor": "\(second)"}} ] } ] }
            """
        }
        try Data(scenario("#0000FF").utf8).write(to: URL(fileURLWithPath: folder + "/ok.json"))
        let image = try ScenarioDocument.load(folder + "/ok.json").render()
        #expect(image[50, 50] as PremultipliedColor == PremultipliedColor(red: 255, green: 0, blue: 0))
        #expect(image[150, 50] as PremultipliedColor == PremultipliedColor(red: 0, green: 0, blue: 255))
        try Data(scenario("green").utf8).write(to: URL(fileURLWithPath: folder + "/bad.json"))
        let error = #expect(throws: InputError.self) { try ScenarioDocument.load(folder + "/bad.json") }
        #expect(
            error?.message.contains("cell.image.tint: {checkColor} of item \"b\" at collections[0].items[1] is \"green\", not a color") == true,
            "\(String(describing: error))")
    }
}
