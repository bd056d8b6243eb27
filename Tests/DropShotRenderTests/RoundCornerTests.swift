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

/// Pictures drawn smaller than they are (issue "images as apps ship them", points 1 and 7): each is
/// kept only at the size it is drawn, area-averaged, so thin detail averages instead of vanishing.
@Suite struct ShrunkImageTests {
    @Test func linesOnePixelWideAverageToGreyAtAQuarter() throws {
        // 40x40: a black column every 4 pixels on white, drawn into a 10x10 square cell.
        var stripes = Canvas(width: 40, height: 40, fill: PremultipliedColor(red: 255, green: 255, blue: 255))
        for x in stride(from: 0, to: 40, by: 4) { for y in 0..<40 { stripes[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0) } }
        let store = ImageStore(images: ["stripes": stripes])
        let shrunk = try store.image(named: "stripes", drawnIn: 10, 10, fill: true)
        #expect(shrunk.width == 10 && shrunk.height == 10)
        for y in 0..<10 { for x in 0..<10 { #expect(abs(Int(shrunk[x, y].r) - 191) <= 1, "(\(x), \(y)): \(shrunk[x, y])") } }
        // Drawn into a cell, the whole picture is the same grey.
        var canvas = Canvas(width: 10, height: 10, fill: .transparent)
        canvas.draw(image: shrunk, filling: RoundedRect(x: 0, y: 0, width: 10, height: 10))
        #expect(canvas.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 || abs(Int($0.element) - 191) <= 1 })
    }

    @Test func areaAveragingKeepsEveryPixelsShareAndTransparency() {
        // A 3x1 image to 2x1: each output covers one and a half source pixels.
        let source = Canvas(width: 3, height: 1, premultipliedPixels: [255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255])
        let out = source.areaAveraged(toWidth: 2, height: 1)
        #expect(out[0, 0] == PremultipliedColor(r: 170, g: 0, b: 0, a: 170))
        #expect(out[1, 0] == PremultipliedColor(r: 0, g: 0, b: 170, a: 170))
        // Never larger than the source.
        #expect(source.areaAveraged(toWidth: 6, height: 2) == source)
    }

    @Test func aFileIsKeptAtTheSizeItIsDrawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-shrunk-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(
            try PNGCodec.encode(Canvas(width: 1200, height: 900, fill: PremultipliedColor(red: 0, green: 90, blue: 200))), to: folder + "/photo.png")
        let items = (0..<30).map { #"{"id": "p\#($0)", "image": "photo.png"}"# }.joined(separator: ", ")
        try Data(
            """
            { "canvas": {"width": 300, "height": 300, "scale": 2}, "config": {"fixedCellSize": [50, 50]},
              "collections": [ { "id": "g", "role": "list", "frame": [0, 0, 300, 300], "items": [\(items)] } ] }
            """.utf8
        ).write(to: URL(fileURLWithPath: folder + "/s.json"))
        let document = try ScenarioDocument.load(folder + "/s.json")
        #expect(document.images.size(named: "photo.png")! == (1200, 900), "known from the check, before decoding")
        let canvas = try document.render()
        #expect(canvas[50, 50] == PremultipliedColor(red: 0, green: 90, blue: 200))
        // 100-pixel cells: the photo kept at 134x100 (and once at full size while the budget allows).
        let small = try document.images.image(named: "photo.png", drawnIn: 100, 100, fill: true)
        #expect(small.width == 134 && small.height == 100)
    }
}

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
