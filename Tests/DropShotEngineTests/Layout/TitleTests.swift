import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// A collection's `title` takes a band at the top of its frame; the cells lie, scroll and are hit
/// below it (issue "your screen", titles).
@Suite struct TitleTests {
    func column(_ title: String = #""title": "To do","#, config: String = "") throws -> Scenario {
        try scenario(
            """
            { "canvas": {"width": 200, "height": 300, "scale": 1},
              "config": { "fixedCellSize": [100, 50] \(config) },
              "collections": [ { "id": "l", "role": "list", \(title) "frame": [0, 0, 200, 300],
                                 "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}, {"id": "e"}, {"id": "f"}, {"id": "g"},
                                            {"id": "h"}, {"id": "i"}, {"id": "j"}, {"id": "k"}, {"id": "l"}, {"id": "m"} ] } ] }
            """)
    }

    @Test func theCellsLieBelowTheTitleBand() throws {
        let arena = Arena(scenario: try column())
        #expect(arena.cellArea(ofCollection: 0) == Rect(0, 44, 200, 256))
        #expect(arena.cellFrames(ofCollection: 0).first?.minY == 44)
        // The header belongs to the collection but to no cell.
        #expect(arena.collection(at: Point(50, 20)) == 0 && arena.cell(at: Point(50, 20), inCollection: 0) == nil)
        #expect(arena.cell(at: Point(50, 60), inCollection: 0) == 0)
        // Scrolling covers what the cell area cannot show.
        let content = arena.layout(ofCollection: 0).contentSize.height
        #expect(content > 300 && arena.maxOffset(ofCollection: 0).y == content - 256)
        let untitled = Arena(scenario: try column(""))
        #expect(untitled.cellArea(ofCollection: 0) == untitled.frame(ofCollection: 0))
        #expect(untitled.cellFrames(ofCollection: 0).first?.minY == 0)
    }

    @Test func theBandFollowsTitleHeightAndTheStateJSONNamesTheTitle() throws {
        let arena = Arena(scenario: try column(config: ##", "titleHeight": 30, "titleFontSize": 13, "titleColor": "#FF0000""##))
        #expect(arena.cellArea(ofCollection: 0).minY == 30)
        let state = arena.snapshot()
        #expect(state.collections[0].title == "To do" && state.collections[0].cellArea == Rect(0, 30, 200, 270))
        #expect(
            state.stateJSON.serialized(pretty: false).hasPrefix(
                #"{"canvas":{"width":200,"height":300,"scale":1},"collections":[{"id":"l","role":"list","title":"To do","state":"regular""#))
        #expect(!Arena(scenario: try column("")).snapshot().stateJSON.serialized(pretty: false).contains("title"))
    }

    @Test func badTitlesAreRefusedWithTheirPath() throws {
        #expect(decodeError(#"{"collections": [{"id": "l", "role": "list", "title": ""}]}"#)?.description.contains("collections[0].title") == true)
        #expect(decodeError(#"{"collections": [{"id": "l", "role": "list", "title": 3}]}"#)?.description.contains("collections[0].title") == true)
        #expect(decodeError(#"{"config": {"titleHeight": -1}, "collections": []}"#)?.description.contains("config.titleHeight") == true)
    }

    @Test func aDropOnTheTitleBandOfAListInsertsFirst() throws {
        var arena = Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 400, "height": 300, "scale": 1}, "config": { "fixedCellSize": [100, 50] },
                  "collections": [ { "id": "from", "role": "list", "frame": [0, 0, 200, 300], "items": [ {"id": "a"}, {"id": "b"} ] },
                                   { "id": "to", "role": "list", "title": "Done", "frame": [200, 0, 200, 300], "items": [ {"id": "x"} ] } ] }
                """))
        arena.drag(Point(50, 25), Point(250, 20))
        #expect(arena.model.slots[1] == ["a", "x"])
    }
}
