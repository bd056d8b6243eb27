import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation
import Testing

/// iOS shows a scroll view's indicators only while the user's input scrolls it (here: a drag's
/// auto-scroll), never at rest or after the app sets its offset.
@Suite struct ScrollIndicatorTests {
    /// A one-column list of 12 cells in a 100-point-tall frame, with `events`.
    func screen(_ events: String) -> String {
        let items = (0..<12).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")
        return """
            { "canvas": {"width": 300, "height": 200, "scale": 1},
              "config": { "fixedCellSize": [200, 50], "lineAlignment": "leading", "autoScroll": {"edge": 40, "speed": 50} },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [\(items)] } ],
              "events": [\(events)] }
            """
    }

    /// How many rows of the list are darker in the column where the vertical indicator lies than
    /// 40 points to its left (where nothing but the list's background and an insertion bar lie).
    func indicatorRows(_ json: String) throws -> Int {
        let document = try ScenarioDocument.load(json: Array(json.utf8), path: FileManager.default.temporaryDirectory.path + "/list.json")
        let canvas = try document.render()
        func sum(_ x: Int, _ y: Int) -> Int { let p = canvas[x, y]; return Int(p.r) + Int(p.g) + Int(p.b) }
        return (0..<100).filter { sum(295, $0) < sum(255, $0) - 30 }.count
    }

    let held = #"{"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [25, 90], "t": 0.2}, {"type": "hold", "t": 1.2}"#

    @Test func theIndicatorIsDrawnWhileADragAutoScrollsAndNotAtRest() throws {
        let scrolling = try indicatorRows(screen(held))
        #expect(scrolling >= 20, "the indicator while auto-scrolling (at least 24 points long): \(scrolling) rows")
        // The pointer moved out of the edge band at once: the list stays where it scrolled to, at rest.
        #expect(try indicatorRows(screen(held + #", {"type": "move", "at": [25, 50], "t": 1.2}"#)) == 0, "no indicator once it stops")
        // An offset the app sets (a scroll event) shows none either.
        #expect(try indicatorRows(screen(#"{"type": "scroll", "collection": "list", "offset": [0, 100]}"#)) == 0, "none after a scroll event")
    }

    @Test func theArenaSaysWhichCollectionsTheLastEventScrolled() throws {
        var arena = Arena(scenario: try Scenario(json: Array(screen(held).utf8)))
        for event in arena.scenario.events.dropLast() { arena.apply(event) }
        #expect(arena.scrolling == [false], "a move into the band scrolls nothing yet")
        arena.apply(arena.scenario.events.last!)
        #expect(arena.scrolling == [true] && arena.snapshot().collections[0].scrolling)
        arena.apply(.move(Point(25, 50), t: 1.2))
        #expect(arena.scrolling == [false])
    }
}
