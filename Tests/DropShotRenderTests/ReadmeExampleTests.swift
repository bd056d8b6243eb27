import DropShotEngine
import DropShotRaster
import DropShotTestSupport
import Foundation
import Testing

@testable import DropShotRender

/// The README's library example, kept compiling and true.
@Suite struct ReadmeExampleTests {
    struct KeepEverything: ArenaDataSource {
        func canDelete(item: ItemSpec, from slot: SlotRef) -> Bool { false }
    }

    @Test func theLibraryExampleWorks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("scenario.json").path
        try writeAtomically(
            Array(
                """
                { "config": { "cellWidthHeightRatio": 1.0, "minInteritemSpacing": 10, "minLineSpacing": 6, "sourceItemsConsumable": true },
                  "collections": [
                    { "id": "source", "role": "source", "frame": [0, 0, 390, 422], "items": [ { "id": "greece", "label": "Greece" } ] },
                    { "id": "target", "role": "target", "frame": [0, 422, 390, 422] } ] }
                """.utf8), to: path)

        let document = try ScenarioDocument.load(path)
        var arena = Arena(scenario: document.scenario, dataSource: KeepEverything())
        arena.apply(.press(Point(60, 60), t: 0))
        arena.apply(.move(Point(120, 500), t: 0.3))
        #expect(arena.snapshot().drag?.appearance == .hovering)
        arena.apply(.release(Point(120, 500), t: 0.4))
        let canvas = try Renderer(images: document.images).render(arena.snapshot())
        let output = directory.appendingPathComponent("dropped.png").path
        try writeAtomically(try PNGCodec.encode(canvas), to: output)
        #expect(try PNGCodec.read(contentsOf: output) == canvas)
        #expect(arena.snapshot().collections[1].cells[0].item?.id == "greece")
    }

    /// The engine article gives the animation's durations: they are `Animation`'s.
    @Test func theEngineArticleGivesTheAnimationsDurations() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/DropShotEngine/DropShotEngine.docc/UsingTheEngineInYourApp.md"), encoding: .utf8)
        #expect(article.contains("glide\nover \(Animation.settle) s") || article.contains("glide over \(Animation.settle) s"))
        #expect(article.contains("lifts over \(Animation.lift) s") && article.contains("flies back over \(Animation.snapBack) s"))
        #expect(article.contains("springs to rest over \(Animation.snap) s"))
    }
}
