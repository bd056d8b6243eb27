import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation
import Testing

@testable import DropShotRender

/// Issue "trust, fifth pass", point 3: the ghost shows what its cell shows: the cell laid out at
/// its own size, then scaled as the ghost is (a wrapping text keeps its lines, a fixed-size image
/// its size), while it is lifted too.
@Suite struct GhostSnapshotTests {
    /// The rows of `canvas` inside `rect` (pixels) that hold dark text pixels, as bands: one a line of text.
    func textLines(_ canvas: Canvas, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Int {
        var lines = 0, inLine = false
        for y in y0..<y1 {
            let dark = (x0..<x1).contains { x in
                let p = canvas[x, y]; return p.a > 200 && Int(p.r) + Int(p.g) + Int(p.b) < 200
            }
            if dark && !inLine { lines += 1 }
            inLine = dark
        }
        return lines
    }

    @Test(arguments: [("horizontal", 13.0, 1.1, 2), ("horizontal", 0.0, 1.1, 3), ("vertical", 12.0, 1.2, 3), ("vertical", 14.0, 1.05, 1)])
    func theGhostShowsTheLinesItsCellShows(axis: String, size: Double, lift: Double, scale: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-ghost-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(
            try PNGCodec.encode(Canvas(width: 30, height: 30, fill: PremultipliedColor(red: 120, green: 200, blue: 120))), to: folder + "/icon.png")
        let json = """
            { "canvas": {"width": 400, "height": 300, "scale": \(scale), "background": "#FFFFFF"},
              "config": { "fixedCellSize": [120, 85], "ghostScale": \(lift), "ghostAlpha": 1, "ghostShadow": false, "snapBackOnMiss": false },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 400, 100],
                "cell": {"stack": {"axis": "\(axis)", "padding": 6, "children": [
                  {"text": {"text": "{label}", \(size > 0 ? "\"size\": \(size)," : "") "weight": "regular", "alignment": "leading", "lines": 0}},
                  {"image": {"source": "icon.png", "width": 30, "height": 30}}]}},
                "items": [ {"id": "a", "label": "Fix the crash when the list scrolls past its end", "color": "#F2F2F7"} ] } ],
              "events": [ {"type": "press", "at": [200, 42], "t": 0}, {"type": "move", "at": [260, 200], "t": 0.3} ] }
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
        let document = try ScenarioDocument.load(folder + "/s.json")
        let resting = try document.render(steps: 0), lifted = try document.render()
        let cell = try #require(document.arena(steps: 0).snapshot().collections[0].cells.first?.frame)
        let ghost = try #require(document.arena().snapshot().drag?.ghostFrame)
        let s = Double(scale)
        func pixels(_ r: Rect) -> (Int, Int, Int, Int) { (Int(r.minX * s) + 2, Int(r.minY * s) + 2, Int(r.maxX * s) - 2, Int(r.maxY * s) - 2) }
        let (cx0, cy0, cx1, cy1) = pixels(cell), (gx0, gy0, gx1, gy1) = pixels(ghost)
        let inCell = textLines(resting, cx0, cy0, cx1, cy1), inGhost = textLines(lifted, gx0, gy0, gx1, gy1)
        #expect(inCell >= 2, "the cell wraps its text on several lines")
        #expect(inGhost == inCell, "\(axis) \(size) \(lift) @\(scale): the ghost shows the cell's \(inCell) lines, not \(inGhost)")
    }
    /// While the ghost grows to its drag scale (`animate`'s lift frames), its frame and its scale
    /// grow together, so the cell drawn in it keeps its own size: a kanban card's 22-point avatar
    /// was drawn at 12 points and its subtitle cut, its frame grown but its scale already 1.1.
    @Test func aLiftingGhostIsItsCellScaled() throws {
        let board = try #require(Gallery.entries.first { $0.name == "28-kanban-cards" })
        let document = try ScenarioDocument.load(json: Array(board.json.utf8), path: "28-kanban-cards.json")
        var lifting = 0
        try Animation(document: document, fps: 60).forEachFrame { state, _ in
            guard let drag = state.drag, let origin = state.collections.first(where: { $0.id == drag.from.collection }) else { return }
            let cell = try #require(origin.cells.first { $0.index == drag.from.index }?.frame)
            if drag.ghostScale < 1.099 { lifting += 1 }
            #expect(
                abs(drag.ghostFrame.width / drag.ghostScale - cell.width) < 1e-6
                    && abs(drag.ghostFrame.height / drag.ghostScale - cell.height) < 1e-6,
                "a ghost \(drag.ghostFrame.width) x \(drag.ghostFrame.height) at scale \(drag.ghostScale) for a \(cell.width) x \(cell.height) cell")
        }
        #expect(lifting >= 5, "the lift is drawn over several frames")
    }
}
