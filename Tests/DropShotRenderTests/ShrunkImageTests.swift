import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation
import Testing

@testable import DropShotRender

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
