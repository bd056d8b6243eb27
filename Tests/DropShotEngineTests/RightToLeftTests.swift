import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// `layoutDirection: "rightToLeft"` mirrors a collection as UIKit's semantic content attribute does.
@Suite struct RightToLeftTests {
    /// A 300x300 list of five 100x100 cells, three a line.
    func grid(_ config: String = "") throws -> Scenario {
        try scenario(
            """
            { "canvas": {"width": 300, "height": 300, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "lineAlignment": "leading", "layoutDirection": "rightToLeft" \(config) },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 300, 300],
                "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}, {"id": "e"} ] } ] }
            """)
    }

    @Test func theFirstCellIsAtTheRightAndLinesFillLeftwards() throws {
        let arena = Arena(scenario: try grid())
        #expect(
            arena.cellFrames(ofCollection: 0) == [
                Rect(200, 0, 100, 100), Rect(100, 0, 100, 100), Rect(0, 0, 100, 100), Rect(200, 100, 100, 100), Rect(100, 100, 100, 100),
            ])
        #expect(arena.cell(at: Point(250, 50), inCollection: 0) == 0)
    }

    @Test func insertionPlacesFollowTheReadingDirection() throws {
        var arena = Arena(scenario: try grid(#", "rearrange": "move", "listInsertion": "byHalf""#))
        // a (at the right) over the left half of c: after c in reading order, the end of the line.
        arena.drag(Point(250, 50), Point(20, 50))
        #expect(arena.model.slots[0] == ["b", "c", "a", "d", "e"])
        arena.apply(.undo)
        // Over c's right half: before c.
        arena.drag(Point(250, 50), Point(80, 50))
        #expect(arena.model.slots[0] == ["b", "a", "c", "d", "e"])
        arena.apply(.undo)
        // Left of the last cell on its line: past the end.
        arena.drag(Point(250, 50), Point(50, 150))
        #expect(arena.model.slots[0] == ["b", "c", "d", "e", "a"])
        // The end of the list, as a cell address, is left of the last cell.
        #expect(Arena(scenario: try grid()).point(at: CellAddress(collection: "l", index: 5)) == Point(50, 150))
    }

    @Test func theArrowsFollowTheReadingDirection() throws {
        var arena = Arena(scenario: try grid())
        arena.apply(.key(.tab, t: 0))
        #expect(arena.focus == Arena.CellPlace(collection: 0, index: 0))
        arena.apply(.key(.arrowLeft, t: 0.1))
        #expect(arena.focus == Arena.CellPlace(collection: 0, index: 1), "left is forward, right to left")
        arena.apply(.key(.arrowRight, t: 0.2))
        #expect(arena.focus == Arena.CellPlace(collection: 0, index: 0))
    }

    /// The top-level direction mirrors the whole screen: frames, delete zones, decorations and the
    /// toolbar's buttons across the canvas, on top of each collection's own mirroring.
    @Test func aRightToLeftScreenMirrorsFramesZonesAndTheToolbar() throws {
        func screen(_ direction: String) throws -> Scenario {
            try scenario(
                """
                { "canvas": {"width": 400, "height": 300, "scale": 1},
                  "config": { "fixedCellSize": [50, 50], "lineAlignment": "leading", "layoutDirection": "\(direction)", "rearrange": "move",
                              "toolbar": "top" },
                  "collections": [ { "id": "side", "role": "list", "frame": [0, 50, 100, 250], "items": [ {"id": "a"}, {"id": "b"} ] },
                                   { "id": "main", "role": "list", "frame": [100, 50, 300, 250], "items": [ {"id": "c"} ] } ],
                  "decorations": [ {"frame": [0, 0, 150, 50], "cell": {"text": {"text": "Title"}}} ],
                  "deleteZones": [[0, 250, 60, 50]] }
                """)
        }
        let ltr = Arena(scenario: try screen("leftToRight")), rtl = Arena(scenario: try screen("rightToLeft"))
        #expect(ltr.frame(ofCollection: 0) == Rect(0, 50, 100, 250) && rtl.frame(ofCollection: 0) == Rect(300, 50, 100, 250))
        #expect(rtl.frame(ofCollection: 1) == Rect(0, 50, 300, 250))
        // Inside the mirrored frame the collection is mirrored as before: its first cell at its right.
        #expect(rtl.cellFrames(ofCollection: 0)[0] == Rect(350, 50, 50, 50))
        #expect(rtl.snapshot().deleteZones == [Rect(340, 250, 60, 50)])
        #expect(rtl.snapshot().decorations[0].frame == Rect(250, 0, 150, 50))
        #expect(rtl.snapshot().screenDirection == .rightToLeft && ltr.snapshot().screenDirection == .leftToRight)
        // A drag into the mirrored delete zone deletes; the left-to-right zone is now empty space.
        var deleting = rtl
        deleting.drag(Point(375, 75), Point(370, 280))
        #expect(deleting.lastOutcome == .delete)
        var missing = rtl
        missing.drag(Point(375, 75), Point(30, 280))
        #expect(missing.lastOutcome != .delete)
        // The toolbar's first button (undo) is at the right: a tap there undoes the delete.
        deleting.apply(.press(Point(380, 10), t: 1))
        deleting.apply(.release(Point(380, 10), t: 1.1))
        #expect(deleting.model == deleting.initialModel)
        // The state JSON gives the frames as drawn.
        #expect(rtl.snapshot().stateJSON.serialized().contains(#""frame": [300, 50, 100, 250]"#))
    }

    @Test func aBadDirectionIsRefusedWithItsPath() {
        #expect(decodeError(#"{"config": {"layoutDirection": "upward"}, "collections": []}"#)?.description.contains("config.layoutDirection") == true)
    }
}
