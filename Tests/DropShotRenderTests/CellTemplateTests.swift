import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotSystem
import Foundation
import Testing

/// Cell templates (issue "your screen", point 1): decoding with JSON paths, the stack layout, and
/// the pixels of each element, in cells and in the ghost.
@Suite struct CellTemplateTests {
    let white = PremultipliedColor(red: 255, green: 255, blue: 255)

    /// One list of one 100 x 60 cell at scale 1, white, with `cell` as its template.
    func card(
        _ cell: String, item: String = ##"{"id": "a", "label": "Alpha", "color": "#FFFFFF", "fields": {"who": "AK"}}"##,
        events: String = ""
    ) -> String {
        """
        { "canvas": {"width": 200, "height": 100, "scale": 1, "background": "#000000"},
          "config": { "fixedCellSize": [100, 60], "cellCornerRadius": 0, "listBackgroundColor": "#000000", "lineAlignment": "leading" },
          "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 200, 100], "cell": \(cell), "items": [\(item)] } ],
          "events": [\(events)] }
        """
    }

    @Test func badTemplatesAreRefusedWithTheirPath() throws {
        let cases: [(String, String)] = [
            (##"{"stack": {"children": [{"txt": "x"}]}}"##, "collections[0].cell.stack.children[0].txt"),
            (##"{"text": "x", "shape": {}}"##, "collections[0].cell"),
            (##"{"text": "{missing}"}"##, "collections[0].cell.text: {missing} is not a field of item \"a\""),
            (##"{"shape": {"width": -1}}"##, "collections[0].cell.shape.width"),
            (##"{"text": {"text": "x", "lines": 21}}"##, "collections[0].cell.text.lines"),
            (##"{"image": {"source": "nope.png"}}"##, "collections[0].cell: cannot read \"nope.png\""),
            (
                String(repeating: ##"{"stack": {"children": ["##, count: 9) + ##"{"spacer": {}}"## + String(repeating: "]}}", count: 9),
                "nested deeper than 8"
            ),
            (
                ##"{"stack": {"children": ["## + Array(repeating: ##"{"spacer": {}}"##, count: 64).joined(separator: ", ") + "]}}",
                "more than 64 elements"
            ),
        ]
        for (cell, expected) in cases {
            #expect(throws: InputError.self) { try document(card(cell)) }
            do { _ = try document(card(cell)) } catch { #expect("\(error)".contains(expected), "\(cell): \(error)") }
        }
    }

    @Test func aHorizontalStackPutsTheBadgeAtTheFarEnd() throws {
        // A 20-point square shape, a spacer, then a red badge: the badge's right edge is the padding's.
        let image = try document(
            card(
                ##"""
                {"stack": {"axis": "horizontal", "padding": 5, "children": [
                  {"shape": {"width": 20, "height": 20, "fill": "#00FF00"}}, {"spacer": {}}, {"badge": {"text": "{who}", "color": "#FF0000"}}]}}
                """##)
        ).render()
        #expect(image[6, 30] == PremultipliedColor(red: 0, green: 255, blue: 0), "the shape starts at the padding")
        #expect(image[24, 30] == PremultipliedColor(red: 0, green: 255, blue: 0) && image[26, 30] == white)
        let row = (0..<100).map { image[$0, 30] }
        let lastRed = try #require(row.lastIndex { $0.r > 200 && $0.g < 60 })
        #expect((90...95).contains(lastRed), "badge ends at the padding: \(lastRed)")
    }

    @Test func textFieldsAndAlignmentLandWhereTheySay() throws {
        let leading = try document(
            card(
                ##"{"stack": {"padding": 4, "alignment": "leading", "children": [{"text": {"text": "{label} {who}", "color": "#000000", "alignment": "leading", "size": 12}}]}}"##
            )
        ).render()
        let trailing = try document(
            card(
                ##"{"stack": {"padding": 4, "alignment": "trailing", "children": [{"text": {"text": "{label} {who}", "color": "#000000", "alignment": "trailing", "size": 12}}]}}"##
            )
        ).render()
        func inkColumns(_ image: Canvas) -> ClosedRange<Int>? {
            let columns = (0..<100).filter { x in (0..<60).contains { image[x, $0].r < 128 } }
            return columns.first.flatMap { first in columns.last.map { first...$0 } }
        }
        let left = try #require(inkColumns(leading)), right = try #require(inkColumns(trailing))
        #expect(left.lowerBound >= 4 && left.lowerBound <= 6 && right.upperBound >= 93 && right.upperBound <= 96, "\(left) \(right)")
        #expect(left.count == right.count, "the same text, \"Alpha AK\", at either end")
    }

    @Test func imagesFillOrFitAndCirclesAreRound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-template-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(
            try PNGCodec.encode(Canvas(width: 8, height: 4, fill: PremultipliedColor(red: 0, green: 0, blue: 255))), to: folder + "/wide.png")
        let path = folder + "/s.json"
        try Data(
            card(
                ##"{"stack": {"axis": "horizontal", "children": [{"image": {"source": "wide.png", "width": 40, "height": 40, "circle": true}}, {"image": {"source": "wide.png", "width": 40, "height": 40, "mode": "fit"}}]}}"##
            ).utf8
        )
        .write(to: URL(fileURLWithPath: path))
        let image = try ScenarioDocument.load(path).render()
        // The circle (40 x 40 at x 10...50, y 10...50): blue at its centre, white in its corner.
        #expect(image[30, 30] == PremultipliedColor(red: 0, green: 0, blue: 255) && image[11, 11] == white)
        // Fitted 8:4 into 40 x 40 (x 50...90): 40 x 20, so white above and below, blue in the middle.
        #expect(image[70, 30] == PremultipliedColor(red: 0, green: 0, blue: 255) && image[70, 15] == white && image[70, 45] == white)
    }

    @Test func theGhostAndAnItemsOwnTemplateUseIt() throws {
        let events = ##"{"type": "press", "at": [50, 30], "t": 0}, {"type": "move", "at": [150, 50], "t": 0.5}"##
        let json = card(##"{"shape": {"kind": "circle", "width": 20, "height": 20, "fill": "#00FF00"}}"##, events: events)
        let state = try document(json)
        let dragging = try state.render()
        // The ghost (centred at the pointer, 150 x 50) shows the green circle at its centre.
        #expect(dragging[150, 50].g > 200 && dragging[150, 50].r < 60, "\(dragging[150, 50])")
        let own = try document(
            card(
                ##"{"shape": {"fill": "#00FF00"}}"##,
                item: ##"{"id": "a", "color": "#FFFFFF", "cell": {"shape": {"width": 10, "height": 10, "fill": "#FF0000"}}}"##)
        ).render()
        #expect(own[50, 30] == PremultipliedColor(red: 255, green: 0, blue: 0) && own[40, 30] == white, "the item's own template wins")
    }

    @Test func paddingPerSideAndAFixedGapPlaceChildrenExactly() throws {
        let json = card(
            ##"{"stack": {"alignment": "leading", "spacing": 0, "padding": [4, 20, 0, 0], "children": [{"shape": {"width": 10, "height": 10, "fill": "#FF0000"}}, {"spacer": {"length": 6}}, {"shape": {"width": 10, "height": 10, "fill": "#0000FF"}}, {"spacer": {}}]}}"##
        )
        let scenario = try Scenario(json: Array(json.utf8))
        let cell = Arena(scenario: scenario).snapshot().collections[0].cells[0].frame
        let image = try ScenarioDocument.load(json: Array(json.utf8), path: "/tmp/pad.json").render()
        func at(_ x: Double, _ y: Double) -> PremultipliedColor { image[Int(cell.x + x), Int(cell.y + y)] }
        let red = PremultipliedColor(red: 255, green: 0, blue: 0), blue = PremultipliedColor(red: 0, green: 0, blue: 255)
        #expect(at(20, 4) == red && at(29, 13) == red && at(19, 4) == white && at(20, 3) == white, "red at the top and leading insets")
        #expect(at(20, 20) == blue && at(20, 19) == white && at(29, 29) == blue, "blue after 10 points of red and a 6-point gap")
        for (padding, message) in [
            ("[1, 2, 3]", "expected a number or [top, leading, bottom, trailing], found 3 numbers"), ("[1, 2, 3, -1]", "is below the minimum 0"),
        ] {
            let bad = card(##"{"stack": {"padding": \##(padding), "children": []}}"##)
            let error = #expect(throws: ScenarioError.self) { try Scenario(json: Array(bad.utf8)) }
            #expect(
                error?.path.hasPrefix("collections[0].cell.stack.padding") == true && error?.message.contains(message) == true,
                "\(String(describing: error))")
        }
        let both = card(##"{"spacer": {"length": 4, "minLength": 2}}"##)
        #expect(throws: ScenarioError.self) { try Scenario(json: Array(both.utf8)) }
    }

    @Test func anOverlayPlacesEachLayerByItsAlignmentAndPadding() throws {
        let json = card(
            ##"{"overlay": {"children": [{"shape": {"fill": "#FF0000"}}, {"shape": {"width": 10, "height": 10, "fill": "#0000FF"}, "alignment": "topLeading", "padding": 2}, {"shape": {"width": 20, "height": 8, "fill": "#00FF00"}, "alignment": "bottomTrailing", "padding": [0, 0, 3, 5]}]}}"##
        )
        let scenario = try Scenario(json: Array(json.utf8))
        let cell = Arena(scenario: scenario).snapshot().collections[0].cells[0].frame
        let image = try ScenarioDocument.load(json: Array(json.utf8), path: "/tmp/overlay.json").render()
        func at(_ x: Double, _ y: Double) -> PremultipliedColor { image[Int(cell.x + x), Int(cell.y + y)] }
        let red = PremultipliedColor(red: 255, green: 0, blue: 0), blue = PremultipliedColor(red: 0, green: 0, blue: 255)
        let green = PremultipliedColor(red: 0, green: 255, blue: 0)
        #expect(at(50, 30) == red, "a shape without a size fills the overlay")
        #expect(at(2, 2) == blue && at(11, 11) == blue && at(1, 1) == red && at(12, 12) == red, "top leading, 2 points in")
        let (w, h) = (cell.width, cell.height)
        #expect(
            at(w - 5 - 20, h - 3 - 8) == green && at(w - 6, h - 4) == green && at(w - 5, h - 4) == red && at(w - 6, h - 3) == red,
            "bottom trailing, 5 points from the trailing edge and 3 from the bottom")
        let bad = card(##"{"overlay": {"children": [{"shape": {}, "alignment": "middle"}]}}"##)
        let error = #expect(throws: ScenarioError.self) { try Scenario(json: Array(bad.utf8)) }
        #expect(error?.path == "collections[0].cell.overlay.children[0].alignment", "\(String(describing: error))")
    }

    @Test func aShadowFallsOutsideTheCell() throws {
        let json = """
            { "canvas": {"width": 200, "height": 120, "scale": 1, "background": "#FFFFFF"},
              "config": { "fixedCellSize": [100, 60], "cellCornerRadius": 0, "listBackgroundColor": "#FFFFFF", "lineAlignment": "leading" },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 200, 120], "items": [ {"id": "a", "label": "", "color": "#FFFFFF"} ],
                "cell": {"stack": {"fill": "#FFFFFF", "shadow": {"opacity": 0.5, "radius": 3, "offset": [0, 6]}, "children": []}} } ] }
            """
        let scenario = try Scenario(json: Array(json.utf8))
        let cell = Arena(scenario: scenario).snapshot().collections[0].cells[0].frame
        let image = try ScenarioDocument.load(json: Array(json.utf8), path: "/tmp/shadow.json").render()
        let below: PremultipliedColor = image[Int(cell.center.x), Int(cell.maxY) + 3]
        #expect(below.r < 200 && below.r == below.g && below.g == below.b, "a grey shadow under the card: \(below)")
        #expect(image[Int(cell.center.x), Int(cell.maxY) + 30] as PremultipliedColor == white, "and white beyond it")
        #expect(image[Int(cell.center.x), Int(cell.center.y)] as PremultipliedColor == white, "the card itself stays white")
        #expect(try ScenarioDocument.load(json: Array(json.utf8), path: "/tmp/shadow.json").render().pixels == image.pixels)
        let bad = json.replacingOccurrences(of: #""offset": [0, 6]"#, with: #""offset": [0]"#)
        let error = #expect(throws: ScenarioError.self) { try Scenario(json: Array(bad.utf8)) }
        #expect(error?.path == "collections[0].cell.stack.shadow.offset", "\(String(describing: error))")
    }

    @Test func withoutATemplateTheCellIsDrawnAsBefore() throws {
        let plain = card("null").replacingOccurrences(of: ##""cell": null, "##, with: "")
        let withEmpty = try document(card(##"{"spacer": {}}"##, item: ##"{"id": "a", "label": "", "color": "#FFFFFF"}"##)).render()
        let without = try document(plain.replacingOccurrences(of: ##""label": "Alpha", "##, with: ##""label": "", "##)).render()
        #expect(withEmpty == without, "an empty template draws the cell's fill alone, as a cell with no label")
    }
}
