import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation
import Testing

@testable import DropShotRender

/// A round cell is round everywhere (issue "images as apps ship them", point 2): the label band
/// of an image cell and every element of a cell template are clipped to the cell's rounded
/// outline, on the cell and on its ghost; shadows still fall beyond it.
@Suite struct RoundCornerTests {
    /// One 100x100 cell at (10, 10) with corners of 20 points on a white list, at scale 1; when
    /// `dragging`, its ghost held over the white canvas beside the list, at (180, 10).
    func render(item: String, cell: String = "", dragging: Bool = false) throws -> Canvas {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-corners-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(
            try PNGCodec.encode(Canvas(width: 10, height: 10, fill: PremultipliedColor(red: 0, green: 160, blue: 0))), to: folder + "/green.png")
        let events = dragging ? #"[{"type": "press", "at": [60, 60], "t": 0}, {"type": "move", "at": [230, 60], "t": 0.2}]"# : "[]"
        let json = """
            { "canvas": {"width": 320, "height": 120, "scale": 1, "background": "#FFFFFF"},
              "config": { "fixedCellSize": [100, 100], "cellCornerRadius": 20, "lineAlignment": "leading", "sectionInset": [10, 10, 10, 10],
                          "listBackgroundColor": "#FFFFFF", "ghostScale": 1, "ghostAlpha": 1, "ghostShadow": false },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 120, 120] \(cell), "items": [\(item)] } ],
              "events": \(events) }
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
        return try ScenarioDocument.load(folder + "/s.json").render()
    }

    /// The pixels just outside each corner arc of the cell at (`x`, `y`), and one just inside the bottom edge.
    func corners(_ canvas: Canvas, x: Int, y: Int) -> (outside: [PremultipliedColor], inside: PremultipliedColor) {
        let points = [(x + 1, y + 1), (x + 98, y + 1), (x + 1, y + 98), (x + 98, y + 98)]
        return (points.map { canvas[$0.0, $0.1] }, canvas[x + 50, y + 95])
    }

    @Test func theLabelBandOfAnImageCellIsRound() throws {
        let canvas = try render(item: #"{"id": "a", "label": "Beach", "image": "green.png"}"#)
        let (outside, inside) = corners(canvas, x: 10, y: 10)
        #expect(outside.allSatisfy { $0 == PremultipliedColor(red: 255, green: 255, blue: 255) }, "\(outside)")
        #expect(inside.g < 160 && inside.r == 0, "the band darkens the picture: \(inside)")
    }

    @Test func aTemplateFillIsClippedToTheCellOnTheCellAndItsGhost() throws {
        let template = ##", "cell": {"overlay": {"children": [{"shape": {"fill": "#FF0000"}}]}}"##
        let still = try render(item: ##"{"id": "a", "color": "#0000FF"}"##, cell: template)
        #expect(corners(still, x: 10, y: 10).outside.allSatisfy { $0 == PremultipliedColor(red: 255, green: 255, blue: 255) })
        #expect(corners(still, x: 10, y: 10).inside == PremultipliedColor(red: 255, green: 0, blue: 0))
        // The ghost (scale 1, opaque, no shadow) is the same cell moved by the drag.
        let dragged = try render(item: ##"{"id": "a", "color": "#0000FF"}"##, cell: template, dragging: true)
        #expect(
            corners(dragged, x: 180, y: 10).outside.allSatisfy { $0 == PremultipliedColor(red: 255, green: 255, blue: 255) },
            "\(corners(dragged, x: 180, y: 10).outside)")
        #expect(corners(dragged, x: 180, y: 10).inside == PremultipliedColor(red: 255, green: 0, blue: 0))
    }

    @Test func aRoundedFillInsideTheCellKeepsItsOwnEdgeAndAShadowFallsBeyond() throws {
        // A stack as round as the cell: its edge is anti-aliased once, as without a clip.
        let template =
            ##", "cell": {"stack": {"fill": "#FF0000", "cornerRadius": 20, "shadow": {"opacity": 1, "radius": 6, "color": "#000000"}, "children": []}}"##
        let canvas = try render(item: ##"{"id": "a", "color": "#FF0000"}"##, cell: template)
        let round = try render(item: ##"{"id": "a", "color": "#FF0000"}"##)
        #expect(canvas[10 + 50, 10 + 1] == round[10 + 50, 10 + 1])
        // The shadow darkens the list next to the cell (beyond the cell's pixels).
        #expect(canvas[10 + 50, 10 + 102].r < 255)
    }

    @Test func theCornerClipIsExactlyAMaskedComposite() {
        // Drawing through the corners equals drawing into a layer and compositing it with the
        // shape's coverage as the mask.
        let shape = RoundedRect(x: 3, y: 2, width: 30, height: 20, radius: 9)
        let square = RoundedRect(x: 0, y: 0, width: 40, height: 30)
        let color = PremultipliedColor(red: 200, green: 40, blue: 90, alpha: 180)
        var clipped = Canvas(width: 40, height: 30, fill: PremultipliedColor(red: 10, green: 120, blue: 250))
        let background = clipped
        clipped.clipped(toCorners: shape, drawingIn: clipped.bounds) { $0.fill(square, color: color) }
        for y in 0..<30 {
            for x in 0..<40 {
                let c = shape.coverage(x, y)
                guard c > 0 else { continue }
                var expected = background
                expected.fill(RoundedRect(x: Double(x), y: Double(y), width: 1, height: 1), color: color)
                let drawn = expected[x, y], old = background[x, y]
                func mix(_ a: UInt8, _ b: UInt8) -> Double { Double(a) + (Double(b) - Double(a)) * c }
                #expect(abs(Double(clipped[x, y].r) - mix(old.r, drawn.r)) <= 1 && abs(Double(clipped[x, y].a) - mix(old.a, drawn.a)) <= 1)
            }
        }
    }
}
