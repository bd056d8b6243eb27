import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// `layout: "grid"`: equal columns, items covering their `span`, packed densely in reading order
/// (issue "your screen, second pass", point 3), and hit testing, insertion, placeholders, live
/// reordering, the ghost and right-to-left that follow it.
@Suite struct GridLayoutTests {
    /// A Photos grid: 3 columns 100 points wide with 10 points between them, rows 100 deep, a
    /// 2x2 hero first.
    func photos(config: String = "", role: String = "list", items: String? = nil) throws -> Scenario {
        try scenario(
            """
            { "canvas": {"width": 320, "height": 500, "scale": 1},
              "config": { "layout": "grid", "columns": 3, "rowHeight": 100, "minInteritemSpacing": 10, "minLineSpacing": 10 \(config) },
              "collections": [ { "id": "g", "role": "\(role)", "frame": [0, 0, 320, 500],
                "items": \(items ?? #"[ {"id": "hero", "span": [2, 2]}, {"id": "b"}, {"id": "c"}, {"id": "d"}, {"id": "e"} ]"#) } ] }
            """)
    }

    @Test func aHeroHasTwoCellsStackedBesideIt() throws {
        let arena = Arena(scenario: try photos())
        #expect(
            arena.cellFrames(ofCollection: 0) == [
                Rect(0, 0, 210, 210), Rect(220, 0, 100, 100), Rect(220, 110, 100, 100),
                Rect(0, 220, 100, 100), Rect(110, 220, 100, 100),
            ])
        #expect(arena.layout(ofCollection: 0).contentSize == Size(320, 500))
    }

    @Test func laterCellsFillEarlierHoles() {
        // A full-width item does not fit beside a; the next 1x1 fills the hole after a.
        var config = ArenaConfig()
        config.layout.cellLayout = .grid
        config.layout.gridColumns = 3
        config.layout.rowHeight = 50
        let layout = GridLayout.layout(
            count: 3, in: Size(300, 400), config: config,
            spans: [nil, GridSpan(columns: 3, rows: 1), nil])
        #expect(layout.cells == [Rect(0, 0, 100, 50), Rect(0, 50, 300, 50), Rect(100, 0, 100, 50)])
    }

    @Test func rowsFollowTheRatioWithoutARowHeightAndSectionsStartNewRows() {
        var config = ArenaConfig()
        config.layout.cellLayout = .grid
        config.layout.gridColumns = 2
        config.layout.cellWidthHeightRatio = 2
        config.layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let layout = GridLayout.layout(count: 3, in: Size(200, 400), config: config, sections: [1, 2], headerExtent: 20)
        // Columns 100 wide, rows 50 deep; each section: header 20, inset 5, rows, inset 5.
        #expect(layout.cells == [Rect(0, 25, 100, 50), Rect(0, 105, 100, 50), Rect(100, 105, 100, 50)])
        #expect(layout.sections.map(\.frame) == [Rect(0, 0, 200, 80), Rect(0, 80, 200, 80)])
    }

    @Test func aHorizontalGridStacksColumnsOfRows() {
        var config = ArenaConfig()
        config.layout.cellLayout = .grid
        config.layout.scrollDirection = .horizontal
        config.layout.gridColumns = 2
        config.layout.rowHeight = 80
        let layout = GridLayout.layout(count: 3, in: Size(400, 200), config: config, spans: [GridSpan(columns: 2, rows: 2)])
        #expect(layout.cells == [Rect(0, 0, 160, 200), Rect(160, 0, 80, 100), Rect(160, 100, 80, 100)])
        #expect(layout.contentSize == Size(400, 200))
    }

    @Test func hitTestingTheGhostAndRearrangingFollowTheGrid() throws {
        var arena = Arena(scenario: try photos(config: #", "rearrange": "move""#))
        #expect(arena.cell(at: Point(200, 200), inCollection: 0) == 0, "inside the hero")
        #expect(arena.cell(at: Point(215, 50), inCollection: 0) == nil, "the gap beside it")
        #expect(arena.cell(at: Point(300, 150), inCollection: 0) == 2)
        arena.apply(.press(Point(100, 100), t: 0))
        arena.apply(.move(Point(160, 270), t: 0.1))
        let ghost = try #require(arena.snapshot().drag?.ghostFrame)
        #expect(abs(ghost.width - 210 * 1.1) < 1e-9 && abs(ghost.height - 210 * 1.1) < 1e-9)
        #expect(arena.snapshot().drag?.over?.index == 4)
        // Released over e: the hero moves to the end and keeps its span; the others close up.
        arena.apply(.release(Point(160, 270), t: 0.2))
        #expect(arena.model.slots[0] == ["b", "c", "d", "e", "hero"])
        #expect(
            arena.cellFrames(ofCollection: 0) == [
                Rect(0, 0, 100, 100), Rect(110, 0, 100, 100), Rect(220, 0, 100, 100),
                Rect(0, 110, 100, 100), Rect(110, 110, 210, 210),
            ])
    }

    @Test func byHalfInsertsAlongTheRow() throws {
        var arena = Arena(scenario: try photos(config: #", "rearrange": "move", "listInsertion": "byHalf""#))
        // e over the second half of d: after d, which is e's own place: a miss; over d's first half: before d.
        arena.drag(Point(160, 270), Point(80, 270))
        #expect(arena.lastOutcome == .miss)
        arena.drag(Point(160, 270), Point(20, 270))
        #expect(arena.model.slots[0] == ["hero", "b", "c", "e", "d"])
    }

    @Test func aConsumableSourceKeepsTheSpanOfTheItemItLent() throws {
        var arena = Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 320, "height": 700, "scale": 1},
                  "config": { "layout": "grid", "columns": 3, "rowHeight": 100, "minInteritemSpacing": 10, "minLineSpacing": 10,
                              "sourceItemsConsumable": true, "numberOfTargetItems": 3 },
                  "collections": [
                    { "id": "s", "role": "source", "frame": [0, 0, 320, 330], "items": [ {"id": "hero", "span": [2, 2]}, {"id": "b"}, {"id": "c"} ] },
                    { "id": "t", "role": "target", "frame": [0, 400, 320, 300] } ] }
                """))
        let before = arena.cellFrames(ofCollection: 0)
        arena.drag(Point(100, 100), Point(50, 450))
        #expect(arena.model.slots[0] == [nil, "b", "c"] && arena.model.slots[1][0] == "hero")
        #expect(arena.cellFrames(ofCollection: 0) == before, "the placeholder keeps the hero's place")
        #expect(arena.cellFrames(ofCollection: 1)[0] == Rect(0, 400, 210, 210), "and the hero its span in the target")
    }

    @Test func liveReorderingFlowsTheGridUnderTheDrag() throws {
        var arena = Arena(scenario: try photos(config: #", "rearrange": "move", "liveReorder": true"#))
        arena.apply(.press(Point(50, 270), t: 0))
        arena.apply(.move(Point(100, 100), t: 0.1))
        let state = arena.snapshot()
        // d's live place is now first; the hero flows after it.
        let live = try #require(state.collections[0].cells.first { $0.isDragged })
        #expect(live.index == 0 && live.frame == Rect(0, 0, 100, 100))
        #expect(state.collections[0].cells[1].frame == Rect(110, 0, 210, 210))
    }

    @Test func rightToLeftMirrorsTheGrid() throws {
        let arena = Arena(scenario: try photos(config: #", "layoutDirection": "rightToLeft""#))
        #expect(arena.cellFrames(ofCollection: 0)[0] == Rect(110, 0, 210, 210))
        #expect(arena.cellFrames(ofCollection: 0)[1] == Rect(0, 0, 100, 100))
    }

    @Test func badGridsAreRefusedWithTheirPath() {
        let cases: [(String, String)] = [
            (
                #""config": {"layout": "grid", "columns": 2}, "items": [{"id": "a", "span": [3, 1]}]"#,
                "collections[0].items[0].span: a span of 3 columns does not fit in the grid's 2"
            ),
            (#""items": [{"id": "a", "span": [0, 1]}]"#, "collections[0].items[0].span"),
            (#""items": [{"id": "a", "span": [1.5, 1]}]"#, "collections[0].items[0].span: expected [columns, rows] as whole numbers"),
            (#""items": [{"id": "a", "span": [1]}]"#, "collections[0].items[0].span"),
            (#""config": {"layout": "grid", "columns": 0}"#, "collections[0].config.columns"),
            (#""config": {"layout": "grid", "columns": 65}"#, "collections[0].config.columns"),
            (#""config": {"layout": "grid", "rowHeight": 0}"#, "collections[0].config.rowHeight"),
            (#""config": {"layout": "masonry"}"#, "collections[0].config.layout"),
        ]
        for (body, expected) in cases {
            let error = decodeError(#"{"collections": [{"id": "l", "role": "list", \#(body)}]}"#)
            #expect(error?.description.contains(expected) == true, "\(body): \(String(describing: error))")
        }
        // In a section too, and against the top-level config's grid.
        let error = decodeError(
            #"{"config": {"layout": "grid", "columns": 2}, "collections": [{"id": "l", "role": "list", "sections": [{"items": [{"id": "a"}, {"id": "b", "span": [4, 1]}]}]}]}"#
        )
        #expect(error?.description.contains("collections[0].sections[0].items[1].span") == true, "\(String(describing: error))")
    }

    /// Random drags between two grids with spans, a flow list and a delete zone never lose or
    /// duplicate an item, and undoing every step restores the start.
    @Test func gesturesOverGridsWithSpansNeverLoseOrDuplicateItems() throws {
        var changes = 0
        for seed in 0..<40 as Range<UInt64> {
            var rng = SplitMix64(state: seed)
            var ids: [String] = []
            func items(_ count: Int) -> String {
                (0..<count).map { _ in
                    ids.append("i\(ids.count)")
                    let span =
                        Bool.random(using: &rng) ? "" : #", "span": [\#(Int.random(in: 1...2, using: &rng)), \#(Int.random(in: 1...3, using: &rng))]"#
                    return #"{"id": "\#(ids.last!)"\#(span)}"#
                }.joined(separator: ", ")
            }
            let s = try scenario(
                """
                { "canvas": {"width": 400, "height": 600, "scale": 1},
                  "config": { "layout": "grid", "columns": 3, "minInteritemSpacing": 4, "minLineSpacing": 4,
                              "listInsertion": "\(Bool.random(using: &rng) ? "byHalf" : "onCell")", "liveReorder": \(Bool.random(using: &rng)),
                              "rearrange": "\(Bool.random(using: &rng) ? "move" : "swap")" },
                  "collections": [
                    { "id": "g1", "role": "list", "frame": [0, 0, 200, 500], "items": [\(items(Int.random(in: 0...7, using: &rng)))] },
                    { "id": "g2", "role": "list", "frame": [200, 0, 200, 500], "config": {"rowHeight": 40},
                      "sections": [{"title": "A", "items": [\(items(3))]}, {"title": "B", "items": [\(items(2))]}] },
                    { "id": "f", "role": "list", "frame": [0, 500, 350, 100], "config": {"layout": "flow", "fixedCellSize": [60, 40]}, "items": [\(items(3))] } ],
                  "deleteZones": [[350, 550, 50, 50]] }
                """)
            var arena = Arena(scenario: s)
            for _ in 0..<30 {
                func point() -> Point { Point(Double.random(in: 0..<400, using: &rng), Double.random(in: 0..<600, using: &rng)) }
                let before = arena.model
                arena.apply(.press(point(), t: 0))
                arena.apply(.move(point(), t: 0.1))
                arena.apply(.release(point(), t: 0.2))
                if arena.model != before { changes += 1 }
                if Int.random(in: 0..<5, using: &rng) == 0 { arena.apply(.undo) }
                let model = arena.model
                #expect((model.presentItems + model.discarded).sorted() == ids.sorted(), "seed \(seed): \(model)")
                let state = arena.snapshot()
                for collection in state.collections.prefix(2) {
                    // No two cells of a grid overlap.
                    for (i, a) in collection.cells.enumerated() {
                        for b in collection.cells[(i + 1)...] {
                            #expect(a.frame.intersection(b.frame).map { $0.width * $0.height < 1e-9 } ?? true, "seed \(seed): \(a.frame) \(b.frame)")
                        }
                    }
                }
            }
            while arena.canUndo { arena.apply(.undo) }
            #expect(arena.model == arena.initialModel, "seed \(seed)")
        }
        #expect(changes > 200, "the random drags moved items: \(changes)")
    }
}
