import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// `sections` inside a collection: header bands in the flow, drops and rearranges that land in a
/// section, the state JSON's section and index, cell addresses with a section (issue "your screen").
@Suite struct SectionTests {
    /// A 200x400 list with a "Today" section (a, b) and a "Later" section (c), 100x40 cells one a
    /// line, 28-point headers; and a second list "other" (x) at the right.
    func sectioned(config: String = "", later: String = #"{"id": "c"}"#, role: String = "list") throws -> Scenario {
        try scenario(
            """
            { "canvas": {"width": 400, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [200, 40] \(config) },
              "collections": [
                { "id": "l", "role": "\(role)", "frame": [0, 0, 200, 400],
                  "sections": [ {"title": "Today", "items": [{"id": "a"}, {"id": "b"}]}, {"title": "Later", "items": [\(later)]} ] },
                { "id": "other", "role": "list", "frame": [200, 0, 200, 400], "items": [{"id": "x"}] } ] }
            """)
    }

    @Test func eachSectionStartsWithItsHeaderBand() throws {
        let arena = Arena(scenario: try sectioned())
        let layout = arena.layout(ofCollection: 0)
        #expect(layout.sections.map(\.header) == [Rect(0, 0, 200, 28), Rect(0, 108, 200, 28)])
        #expect(layout.cells == [Rect(0, 28, 200, 40), Rect(0, 68, 200, 40), Rect(0, 136, 200, 40)])
        #expect(layout.sections.map(\.frame) == [Rect(0, 0, 200, 108), Rect(0, 108, 200, 68)])
        #expect(arena.model.sectionCounts == [[2, 1], []])
        // A header is no cell.
        #expect(arena.cell(at: Point(50, 120), inCollection: 0) == nil)
    }

    @Test func theStateJSONGivesEachCellItsSectionAndIndex() throws {
        let state = Arena(scenario: try sectioned()).snapshot()
        #expect(state.collections[0].cells.map(\.section) == [0, 0, 1])
        #expect(state.collections[0].sections.map(\.title) == ["Today", "Later"])
        let json = state.stateJSON.serialized(pretty: false)
        #expect(json.contains(#"{"index":2,"section":1,"sectionIndex":0,"frame":[0,136,200,40],"item":"c""#))
        #expect(
            json.contains(
                #""sections":[{"title":"Today","header":[0,0,200,28],"start":0,"count":2},{"title":"Later","header":[0,108,200,28],"start":2,"count":1}]"#
            ))
        // A collection without sections reads as before.
        #expect(!Arena(scenario: try twoGrids()).snapshot().stateJSON.serialized(pretty: false).contains("section"))
    }

    @Test func aDropFromAnotherListLandsInTheSectionUnderThePointer() throws {
        var arena = Arena(scenario: try sectioned())
        // Over c, the first cell of "Later": before it, in "Later".
        arena.drag(Point(300, 20), Point(100, 150))
        #expect(arena.model.slots[0] == ["a", "b", "x", "c"])
        #expect(arena.model.sectionCounts[0] == [2, 2])
        arena.apply(.undo)
        #expect(arena.model.sectionCounts[0] == [2, 1] && arena.model.slots[0] == ["a", "b", "c"])
        // Below b, in the rest of "Today"'s band: the end of "Today", not the start of "Later".
        arena = Arena(scenario: try sectioned(config: #", "sectionInset": [0, 0, 20, 0]"#))
        arena.drag(Point(300, 20), Point(100, 118))
        #expect(arena.model.slots[0] == ["a", "b", "x", "c"])
        #expect(arena.model.sectionCounts[0] == [3, 1])
    }

    @Test func anEmptySectionTakesADropOnItsHeader() throws {
        var arena = Arena(scenario: try sectioned(later: ""))
        #expect(arena.model.sectionCounts[0] == [2, 0])
        arena.drag(Point(300, 20), Point(100, 120))
        #expect(arena.model.sectionCounts[0] == [2, 1] && arena.model.slots[0] == ["a", "b", "x"])
        let state = arena.snapshot()
        #expect(state.collections[0].cells.map(\.section) == [0, 0, 1])
    }

    @Test func aRearrangeAcrossSectionsMovesTheItemAndTheCounts() throws {
        var arena = Arena(scenario: try sectioned(config: #", "rearrange": "move""#))
        // a onto c: a takes c's place, in "Later".
        arena.drag(Point(100, 48), Point(100, 150))
        #expect(arena.model.slots[0] == ["b", "c", "a"])
        #expect(arena.model.sectionCounts[0] == [1, 2])
        #expect(arena.lastOutcome == .rearrange)
        // c to the empty end of "Today"... which is b's second half with byHalf.
        var halves = Arena(scenario: try sectioned(config: #", "rearrange": "move", "listInsertion": "byHalf""#))
        halves.drag(Point(100, 150), Point(100, 100))
        #expect(halves.model.slots[0] == ["a", "b", "c"] && halves.model.sectionCounts[0] == [3, 0])
        #expect(halves.lastOutcome == .rearrange)
    }

    @Test func cellAddressesTakeASectionAndNameTheEndOfAList() throws {
        let s = try sectioned()
        let arena = Arena(scenario: s)
        #expect(arena.point(at: CellAddress(collection: "l", section: 1, index: 0)) == Point(100, 156))
        #expect(arena.point(at: CellAddress(collection: "l", section: 0, index: 1)) == Point(100, 88))
        #expect(arena.point(at: CellAddress(collection: "l", section: 2, index: 0)) == nil)
        // The end of a list: where a cell after the last would be; a drop there appends.
        let end = try #require(arena.point(at: CellAddress(collection: "other", index: 1)))
        #expect(end == Point(300, 60))
        var dropped = Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 400, "height": 400, "scale": 1}, "config": { "fixedCellSize": [200, 40] },
                  "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 200, 400], "items": [{"id": "a"}, {"id": "b"}] },
                                   { "id": "other", "role": "list", "frame": [200, 0, 200, 400], "items": [{"id": "x"}, {"id": "y"}] } ],
                  "events": [ { "type": "press", "at": {"collection": "l", "index": 0} },
                              { "type": "move", "at": {"collection": "other", "index": 2}, "t": 0.1 },
                              { "type": "release", "at": {"collection": "other", "index": 2}, "t": 0.2 } ] }
                """))
        dropped = Arena.running(dropped.scenario)
        #expect(dropped.model.slots[1] == ["x", "y", "a"])
        // Past the end is no place: the decoder says so with the path.
        let error = decodeError(
            """
            { "collections": [ { "id": "l", "role": "list", "sections": [ {"items": [{"id": "a"}]} ] } ],
              "events": [ { "type": "press", "at": {"collection": "l", "section": 0, "index": 2} } ] }
            """)
        #expect(error?.description.contains("events[0].at.index") == true)
    }

    @Test func badSectionsAreRefusedWithTheirPath() throws {
        func error(_ collection: String) -> String? { decodeError(#"{"collections": [\#(collection)]}"#)?.description }
        #expect(error(#"{"id": "l", "role": "list", "items": [], "sections": [{"items": []}]}"#)?.contains("collections[0].sections") == true)
        #expect(error(#"{"id": "l", "role": "list", "sections": []}"#)?.contains("collections[0].sections") == true)
        #expect(error(#"{"id": "l", "role": "list", "sections": [{"title": ""}]}"#)?.contains("collections[0].sections[0].title") == true)
        #expect(error(#"{"id": "l", "role": "list", "sections": [{"slots": 3}]}"#)?.contains("collections[0].sections[0].slots") == true)
        #expect(error(#"{"id": "l", "role": "list", "sections": [{"headline": "x"}]}"#)?.contains("collections[0].sections[0].headline") == true)
        #expect(
            error(#"{"id": "t", "role": "target", "sections": [{"items": [{"id": "a"}, {"id": "b"}], "slots": 1}]}"#)?
                .contains("collections[0].sections[0].slots") == true)
        // Paths of items inside sections name the section.
        #expect(
            error(#"{"id": "l", "role": "list", "sections": [{"items": [{"id": "a"}]}, {"items": [{"id": "a"}]}]}"#)?
                .contains("collections[0].sections[1].items[0].id") == true)
    }

    @Test func aTargetsSectionsKeepTheirSlots() throws {
        var arena = Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 400, "height": 400, "scale": 1}, "config": { "fixedCellSize": [100, 40], "lineAlignment": "leading" },
                  "collections": [ { "id": "s", "role": "list", "frame": [0, 300, 400, 100], "items": [{"id": "a"}] },
                                   { "id": "t", "role": "target", "frame": [0, 0, 400, 300],
                                     "sections": [ {"title": "One", "slots": 2}, {"title": "Two", "items": [{"id": "z"}], "slots": 2} ] } ] }
                """))
        #expect(arena.model.slots[1] == [nil, nil, "z", nil] && arena.model.sectionCounts[1] == [2, 2])
        let slot3 = arena.cellFrames(ofCollection: 1)[3].center
        arena.drag(Point(50, 320), slot3)
        #expect(arena.model.slots[1] == [nil, nil, "z", "a"] && arena.model.sectionCounts[1] == [2, 2])
        #expect(arena.snapshot().collections[1].cells.map(\.label) == ["1", "2", nil, nil])
    }
}
