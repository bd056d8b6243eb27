import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// An item's own `size`: the flow layout of UICollectionViewFlowLayout for cells of different
/// sizes, and hit testing, insertion and the ghost that follow it (issue "your screen").
@Suite struct ItemSizeTests {
    /// A 300-point-wide grid of 100x100 cells whose first item is a hero of 200x200.
    func photoGrid(config: String = "") throws -> Scenario {
        try scenario(
            """
            { "canvas": {"width": 300, "height": 500, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "lineAlignment": "leading" \(config) },
              "collections": [ { "id": "g", "role": "list", "frame": [0, 0, 300, 500],
                "items": [ {"id": "hero", "size": [200, 200]}, {"id": "b"}, {"id": "c"}, {"id": "d"}, {"id": "e"} ] } ] }
            """)
    }

    @Test func aLineIsAsDeepAsItsDeepestCellAndCentresTheOthers() throws {
        let arena = Arena(scenario: try photoGrid())
        #expect(
            arena.cellFrames(ofCollection: 0) == [
                Rect(0, 0, 200, 200), Rect(200, 50, 100, 100),
                Rect(0, 200, 100, 100), Rect(100, 200, 100, 100), Rect(200, 200, 100, 100),
            ])
    }

    @Test func lineAlignmentPlacesCellsOfTheirOwnWidths() throws {
        func frames(_ alignment: String) throws -> [Rect] {
            Arena(
                scenario: try scenario(
                    """
                    { "canvas": {"width": 300, "height": 300, "scale": 1},
                      "config": { "fixedCellSize": [50, 50], "lineAlignment": "\(alignment)", "minInteritemSpacing": 10 },
                      "collections": [ { "id": "g", "role": "list", "frame": [0, 0, 300, 300],
                        "items": [ {"id": "a", "size": [100, 50]}, {"id": "b"}, {"id": "c", "size": [80, 30]} ] } ] }
                    """)
            ).cellFrames(ofCollection: 0)
        }
        #expect(try frames("leading") == [Rect(0, 0, 100, 50), Rect(110, 0, 50, 50), Rect(170, 10, 80, 30)])
        #expect(try frames("center") == [Rect(25, 0, 100, 50), Rect(135, 0, 50, 50), Rect(195, 10, 80, 30)])
        #expect(try frames("justified") == [Rect(0, 0, 100, 50), Rect(135, 0, 50, 50), Rect(220, 10, 80, 30)])
    }

    @Test func hitTestingAndTheGhostFollowTheHeroCell() throws {
        var arena = Arena(scenario: try photoGrid(config: #", "rearrange": "move""#))
        #expect(arena.cell(at: Point(150, 150), inCollection: 0) == 0)
        #expect(arena.cell(at: Point(250, 20), inCollection: 0) == nil)
        #expect(arena.cell(at: Point(250, 60), inCollection: 0) == 1)
        arena.apply(.press(Point(100, 100), t: 0))
        arena.apply(.move(Point(150, 250), t: 0.1))
        let ghost = try #require(arena.snapshot().drag?.ghostFrame)
        #expect(abs(ghost.width - 220) < 1e-9 && abs(ghost.height - 220) < 1e-9)
        // Released over d (index 3): the hero moves there and keeps its size.
        arena.apply(.release(Point(150, 250), t: 0.2))
        #expect(arena.model.slots[0] == ["b", "c", "d", "hero", "e"])
        #expect(arena.cellFrames(ofCollection: 0)[3].width == 200 && arena.cellFrames(ofCollection: 0)[3].height == 200)
    }

    @Test func byHalfInsertsBeforeOrAfterTheCellAlongTheLine() throws {
        var arena = Arena(scenario: try photoGrid(config: #", "rearrange": "move", "listInsertion": "byHalf""#))
        // e over the first half of c: before c.
        arena.drag(Point(250, 250), Point(20, 250))
        #expect(arena.model.slots[0] == ["hero", "b", "e", "c", "d"])
        arena.apply(.undo)
        // e over the second half of c: after c.
        arena.drag(Point(250, 250), Point(80, 250))
        #expect(arena.model.slots[0] == ["hero", "b", "c", "e", "d"])
        arena.apply(.undo)
        // Over its own cell, or the second half of the cell before it: its own place, a miss.
        arena.drag(Point(250, 250), Point(280, 250))
        #expect(arena.lastOutcome == .miss)
        arena.drag(Point(250, 250), Point(180, 250))
        #expect(arena.lastOutcome == .miss && arena.model.slots[0] == ["hero", "b", "c", "d", "e"])
    }

    @Test func aOneColumnListSplitsCellsAcrossTheAxis() throws {
        var arena = Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 200, "height": 300, "scale": 1},
                  "config": { "fixedCellSize": [200, 40], "rearrange": "move", "listInsertion": "byHalf" },
                  "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 200, 300],
                    "items": [ {"id": "a"}, {"id": "b", "size": [200, 80]}, {"id": "c"} ] } ] }
                """))
        #expect(arena.cellFrames(ofCollection: 0) == [Rect(0, 0, 200, 40), Rect(0, 40, 200, 80), Rect(0, 120, 200, 40)])
        // a over b's lower half: after b.
        arena.drag(Point(100, 20), Point(20, 100))
        #expect(arena.model.slots[0] == ["b", "a", "c"])
        arena.apply(.undo)
        // a over b's upper half is a's own place after it: a miss.
        arena.drag(Point(100, 20), Point(20, 60))
        #expect(arena.lastOutcome == .miss)
        let state = arena.snapshot()
        #expect(state.collections[0].cells.map(\.frame.height) == [40, 80, 40])
        // Pressed at or below its centre and held: over its own cell (its second half), not refused.
        for y in [20.0, 30, 39] {
            var held = arena
            held.apply(.press(Point(100, y), t: 1))
            held.apply(.move(Point(101, y), t: 1.2))
            let drag = try #require(held.snapshot().drag)
            #expect(!drag.refused, "pressed at y \(y)")
        }
    }

    @Test func badSizesAreRefusedWithTheirPath() {
        for size in ["[-1, 10]", "[0, 10]", "[10]", "[1e300, 10]", #""big""#] {
            let error = decodeError(#"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a", "size": \#(size)}]}]}"#)
            #expect(error?.description.contains("collections[0].items[0].size") == true, "\(size)")
        }
    }

    /// The flowing layout, given cells of one size and no sections, lays out what the uniform grid does.
    @Test func theFlowOfEqualCellsIsTheUniformGrid() throws {
        var rng = SplitMix64(state: 3)
        for _ in 0..<200 {
            var config = ArenaConfig()
            config.layout.fixedCellSize = Size(Double.random(in: 10...120, using: &rng), Double.random(in: 10...120, using: &rng))
            config.layout.minInteritemSpacing = Double.random(in: 0...12, using: &rng)
            config.layout.minLineSpacing = Double.random(in: 0...12, using: &rng)
            config.layout.lineAlignment = LineAlignment.allCases.randomElement(using: &rng)!
            config.layout.scrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
            config.layout.centeredVertically = Bool.random(using: &rng)
            config.layout.fillEntireHeight = Bool.random(using: &rng)
            config.layout.sectionInset = EdgeInsets(top: 3, left: 5, bottom: 7, right: 2)
            let count = Int.random(in: 1...40, using: &rng), bounds = Size(320, 480)
            let grid = FlowLayout.layout(count: count, in: bounds, config: config)
            let flow = FlowLayout.flowWithLines(
                count: count, in: bounds, config: config, cellSize: grid.cellSize, sizes: [], sections: [], headerExtent: 0
            )
            .layout
            #expect(abs(flow.contentSize.width - grid.contentSize.width) < 1e-6 && abs(flow.contentSize.height - grid.contentSize.height) < 1e-6)
            for (a, b) in zip(flow.cells, grid.cells) {
                #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && a.width == b.width && a.height == b.height, "\(config) \(count)")
            }
        }
    }
}
