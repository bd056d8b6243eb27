import DropShotEngine
import DropShotRaster
import DropShotSystem
import DropShotTestSupport
import Foundation
import Testing

@testable import DropShotRender

@Suite struct RendererTests {
    let twoCells = """
        { "canvas": {"width": 101, "height": 50, "scale": 1, "background": "#FFFFFF"},
          "config": {"fixedCellSize": [33.3, 33.3], "cellCornerRadius": 0, "lineAlignment": "leading", "minInteritemSpacing": 0.4},
          "collections": [{"id": "l", "role": "list", "frame": [0, 0, 101, 50], "config": {"listBackgroundColor": "#FFFFFF"},
            "items": [{"id": "a", "label": "", "color": "#FF0000"}, {"id": "b", "label": "", "color": "#0000FF"}]}] }
        """

    @Test func itemFramesSnapToDevicePixels() throws {
        let canvas = try document(twoCells).render()
        // Cell a spans x 0...33.3 -> pixels 0..<33; b spans 33.7...67 -> 34..<67. No blended seam pixels.
        for y in 0..<33 {
            for x in 0..<70 {
                let p = canvas[x, y]
                let expected: PremultipliedColor =
                    x < 33
                    ? PremultipliedColor(red: 255, green: 0, blue: 0)
                    : x == 33 || x >= 67 ? PremultipliedColor(red: 255, green: 255, blue: 255) : PremultipliedColor(red: 0, green: 0, blue: 255)
                #expect(p == expected, "pixel \(x),\(y)")
                if p != expected { return }
            }
        }
    }

    @Test func scaleMultipliesThePixelSize() throws {
        let doc = try document(twoCells)
        let double = try doc.render(scale: 2)
        #expect(double.width == 202 && double.height == 100)
        #expect(double[10, 10] == PremultipliedColor(red: 255, green: 0, blue: 0))
    }

    @Test func itemImagesAreDrawnFromPNGFilesBesideTheScenario() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let green = Canvas(width: 4, height: 4, fill: PremultipliedColor(red: 0, green: 200, blue: 0))
        try AtomicFile.write(try PNGCodec.encode(green), to: directory.appendingPathComponent("green.png").path)
        let json = """
            { "canvas": {"width": 100, "height": 100, "scale": 1},
              "collections": [{"id": "l", "role": "list", "frame": [0, 0, 100, 100],
                "items": [{"id": "a", "label": "", "image": "green.png", "color": "#FF0000"}]}] }
            """
        let path = directory.appendingPathComponent("s.json").path
        try AtomicFile.write(Array(json.utf8), to: path)
        let canvas = try ScenarioDocument.load(path).render()
        #expect(canvas[50, 50] == PremultipliedColor(red: 0, green: 200, blue: 0))

        try AtomicFile.write(Array(json.replacingOccurrences(of: "green.png", with: "absent.png").utf8), to: path)
        #expect(
            throws: InputError(
                file: path,
                message: #"collections[0].items[0].image: cannot read "absent.png" (tried "absent.png", "absent@2x.png", "absent@3x.png")"#)
        ) {
            try ScenarioDocument.load(path)
        }
        try AtomicFile.write(Array("garbage".utf8), to: directory.appendingPathComponent("green.png").path)
        try AtomicFile.write(Array(json.utf8), to: path)
        let error = #expect(throws: InputError.self) { try ScenarioDocument.load(path) }
        #expect(error?.message.hasPrefix("collections[0].items[0].image: \"green.png\" is not a valid PNG") == true)
    }

    @Test func unknownFontsAreBadInput() {
        let json = #"{"collections": [{"id": "l", "role": "list", "config": {"preferredFontName": "Papyrus"}}]}"#
        let error = #expect(throws: InputError.self) { try document(json, path: "x.json") }
        #expect(
            error?.description.hasPrefix(
                "x.json: collections[0].config.preferredFontName: unknown font \"Papyrus\" (the scenario's fonts: none; bundled: ") == true)
    }

    @Test func appearanceStatesChangeThePicture() throws {
        let entry = Gallery.entries[0]
        let doc = try document(entry.json)
        var arena = doc.arena()
        let idle = try Renderer().render(arena.snapshot())
        arena.apply(.press(Point(66, 59), t: 0))
        arena.apply(.move(Point(160, 420), t: 0.1))
        let hovering = try Renderer().render(arena.snapshot())
        // The target's border turns to the accent color under the drag.
        let borderPixel = (x: 2 * 16 + 1, y: 2 * 400)
        #expect(idle[borderPixel.x, borderPixel.y] != hovering[borderPixel.x, borderPixel.y])
        #expect(hovering[borderPixel.x, borderPixel.y] == PremultipliedColor(red: 0x00, green: 0x7A, blue: 0xFF))
    }

    @Test func renderingIsByteIdenticalAcrossRunsAndThreads() async throws {
        let doc = try document(Gallery.entries[1].json)
        let reference = try PNGCodec.encode(try doc.render())
        let pngs = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 { group.addTask { (try? PNGCodec.encode(try doc.render())) ?? [] } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(pngs.count == 4)
        for png in pngs { #expect(png == reference) }
    }

    @Test func framesRenderOneImagePerEventInOrder() throws {
        let doc = try document(Gallery.entries[2].json)
        var indices: [Int] = []
        var last: Canvas?
        try doc.renderFrames(scale: 1) { index, frame in
            indices.append(index)
            last = frame
        }
        #expect(indices == Array(0..<doc.scenario.events.count))
        #expect(last == (try doc.render(scale: 1)))
    }
}
