import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Pointer events addressed by cell: the centre of that cell at that moment.
@Suite struct CellAddressTests {
    func arena(events: String, cell: String = "[100, 100]", config: String = "") throws -> Arena {
        let s = try scenario(
            """
            { "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": \(cell), "sourceItemsConsumable": true \(config) },
              "collections": [
                { "id": "source", "role": "source", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] },
                { "id": "target", "role": "target", "frame": [0, 200, 300, 100] } ],
              "events": [\(events)] }
            """)
        return Arena.running(s)
    }

    @Test func aDragByCellsEqualsTheSameDragByPoints() throws {
        let byCell = try arena(
            events: """
                {"type": "press", "at": {"collection": "source", "index": 1}, "t": 0},
                {"type": "move", "at": {"collection": "target", "index": 2, "offset": [10, -20]}, "t": 0.2},
                {"type": "release", "at": {"collection": "target", "index": 2}, "t": 0.3}
                """)
        let byPoint = try arena(
            events: """
                {"type": "press", "at": [150, 50], "t": 0}, {"type": "move", "at": [260, 230], "t": 0.2},
                {"type": "release", "at": [250, 250], "t": 0.3}
                """)
        #expect(byCell.model == byPoint.model && byCell.model.slots[1] == [nil, nil, "b"])
        #expect(byCell.lastOutcome == .drop)
    }

    /// A spot named in fractions of the cell's size is the same spot of the card at any size:
    /// a fifth of the way down a 40-point cell and a 100-point one, where an offset in points
    /// from the tall cell's centre falls off the short one.
    @Test func aNormalizedOffsetIsTheSameSpotAtEverySize() throws {
        var spot = CellAddress(collection: "source", index: 1)
        spot.normalizedOffset = Point(0.5, 0.2)
        spot.offset = Point(3, 0)
        for height in [40.0, 100] {
            let arena = try arena(events: "", cell: "[100, \(JSONValue.format(height))]")
            let cell = arena.snapshot().collections[0].cells[1].frame
            #expect(arena.point(at: spot) == Point(cell.x + 53, cell.y + 0.2 * height), "\(height)")
        }
        let address = try scenario(
            """
            { "canvas": {"width": 300, "height": 400, "scale": 1}, "collections": [{ "id": "l", "role": "list", "items": [ {"id": "a"} ] }],
              "events": [{"type": "press", "at": {"collection": "l", "index": 0, "normalizedOffset": [0.5, 0.2], "offset": [3, 0]}, "t": 0}] }
            """
        ).events.first
        var named = spot
        named.collection = "l"
        named.index = 0
        #expect(address == .pointerAtCell(.press, named, t: 0))
        guard case let .object(written) = CellAddress.format.encode(spot) else { Issue.record("an address is an object"); return }
        #expect(written.map(\.key) == ["collection", "index", "normalizedOffset", "offset"])
    }

    @Test func theCentreIsTakenAtTheMomentOfTheEvent() throws {
        var arena = try arena(events: "", cell: "[200, 100]", config: #", "scrollDirection": "horizontal""#)
        #expect(arena.point(at: CellAddress(collection: "source", index: 1)) == Point(300, 50))
        arena.apply(.scroll(collection: "source", offset: Point(100, 0)))
        #expect(arena.point(at: CellAddress(collection: "source", index: 1, offset: Point(0, 5))) == Point(200, 55))
        #expect(arena.point(at: CellAddress(collection: "source", index: 3)) == nil)
        arena.apply(.pointerAtCell(.press, CellAddress(collection: "source", index: 1), t: 0))
        #expect(arena.snapshot().drag?.item.id == "b")
    }

    @Test(arguments: [
        (
            #"{"type": "press", "at": {"collection": "source", "index": 3}}"#, "events[0].at.index",
            "source has no cell 3 at this event (it has 3 cells)"
        ),
        (#"{"type": "press", "at": {"collection": "nope", "index": 0}}"#, "events[0].at.collection", "no collection with id \"nope\""),
        (#"{"type": "press", "at": {"collection": "source"}}"#, "events[0].at.index", "missing required key"),
        (#"{"type": "press", "at": {"collection": "source", "index": 0, "size": 1}}"#, "events[0].at.size", "unknown key"),
    ])
    func anAddressMustNameACell(event: String, path: String, message: String) {
        let error = decodeError(
            """
            { "config": {"fixedCellSize": [100, 100]}, "collections": [{ "id": "source", "role": "list", "frame": [0, 0, 300, 100],
              "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] }], "events": [\(event)] }
            """)
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func aCellThatIsGoneByThenIsRefused() {
        // Dragging "c" out of the list leaves it two cells; index 2 names nothing afterwards.
        let error = decodeError(
            """
            { "config": {"fixedCellSize": [100, 100]}, "collections": [
                { "id": "l", "role": "list", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] },
                { "id": "m", "role": "list", "frame": [0, 200, 300, 100] } ],
              "events": [ {"type": "press", "at": {"collection": "l", "index": 2}}, {"type": "release", "at": [50, 250]},
                          {"type": "press", "at": {"collection": "l", "index": 2}} ] }
            """)
        #expect(error?.path == "events[2].at.index")
        #expect(error?.message == "l has no cell 2 at this event (it has 2 cells)")
    }

    @Test func aCollectionOutOfTheArenaIsNamedSo() {
        let error = decodeError(
            """
            { "config": {"fixedCellSize": [100, 100]}, "collections": [
                { "id": "l", "role": "list", "frame": [0, 0, 300, 100], "items": [ {"id": "a"} ] },
                { "id": "m", "role": "list", "frame": [0, 200, 300, 100], "added": false, "items": [ {"id": "b"} ] } ],
              "events": [ {"type": "press", "at": {"collection": "m", "index": 0}} ] }
            """)
        #expect(error?.path == "events[0].at.collection")
        #expect(error?.message == "m is not in the arena at this event (it is added with addCollection or \"added\": true)")
    }
    /// Issue "trust, fifth pass", point 5: a cell scrolled out of view would be pressed outside
    /// its collection and start nothing: the address is refused, naming the event and the place,
    /// and the same address after a scroll that brings the cell into view is taken.
    @Test func aCellScrolledOutOfViewIsRefusedNotMissed() throws {
        let list = """
            { "config": {"fixedCellSize": [100, 100]}, "collections": [
                { "id": "l", "role": "list", "frame": [0, 0, 300, 200], "items": [ \((0..<12).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")) ] } ],
              "events": [ %@ {"type": "press", "at": {"collection": "l", "index": 10}}, {"type": "release", "at": {"collection": "l", "index": 6}} ] }
            """
        let error = decodeError(list.replacingOccurrences(of: "%@", with: ""))
        #expect(error?.path == "events[0].at", "\(String(describing: error))")
        #expect(
            error?.message
                == #"cell 10 of l is out of view at this event: its point [150, 350] lies outside the collection's visible area [0, 0, 300, 200]; scroll it into view first ("scrollIntoView": true in the address, or a "scroll" event) or give the point"#,
            "\(String(describing: error))")
        let scrolled = try scenario(list.replacingOccurrences(of: "%@", with: #"{"type": "scroll", "collection": "l", "offset": [0, 200]},"#))
        let arena = Arena.running(scrolled)
        #expect(arena.lastOutcome == .rearrange && arena.model.slots[0][6] == "i10", "the scrolled-in cell was dragged: \(arena.model.slots[0])")
    }

    /// A team's matrix, second pass (point 3): an address may ask for its cell to be scrolled
    /// into view first, as a UI test's tap scrolls to its element. Cell 10 (rows of three 100-point
    /// cells, its row at 300...400) comes into the 200-point view by the least scroll, 200 points,
    /// so its bottom meets the view's; the state records the offset. A cell in view scrolls nothing.
    @Test func anAddressMayScrollItsCellIntoView() throws {
        let list = """
            { "config": {"fixedCellSize": [100, 100]}, "collections": [
                { "id": "l", "role": "list", "frame": [0, 0, 300, 200], "items": [ \((0..<12).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")) ] } ],
              "events": [ {"type": "press", "at": {"collection": "l", "index": 10, "scrollIntoView": true}},
                          {"type": "release", "at": {"collection": "l", "index": 6, "scrollIntoView": true}} ] }
            """
        let scenario = try scenario(list)
        var arena = Arena(scenario: scenario)
        arena.apply(scenario.events[0])
        #expect(arena.offsets[0] == Point(0, 200))
        #expect(arena.snapshot().collections[0].offset == Point(0, 200))
        arena.apply(scenario.events[1])
        #expect(arena.offsets[0] == Point(0, 200), "cell 6 (200...300) is in view: no scroll")
        #expect(arena.lastOutcome == .rearrange && arena.model.slots[0][6] == "i10", "\(arena.model.slots[0])")
        // Back up: cell 0 above the view scrolls the least distance, to its top.
        arena.apply(.pointerAtCell(.press, CellAddress(collection: "l", index: 0, offset: .zero).scrolled, t: 1))
        #expect(arena.offsets[0] == .zero)
        // The key is written back as read.
        #expect(
            CellAddress.format.encode(scenario.events.compactMap { if case let .pointerAtCell(_, a, _) = $0 { a } else { nil } }[0])
                == (try JSONValue.parse(#"{"collection": "l", "index": 10, "scrollIntoView": true}"#)))
    }
}

extension CellAddress {
    /// The address, scrolled into view first.
    fileprivate var scrolled: CellAddress {
        var address = self
        address.scrollIntoView = true
        return address
    }
}
