import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// `drag.landsAt`: where a release now would leave the dragged item, counted after the removal
/// from its origin, under every preset; `drag.over` stays the place under the drag as drawn
/// (docs/SCENARIO.md, "State JSON").
@Suite struct LandingTests {
    /// SwiftUI's reorderable container keeps the origin's placeholder: a over d's place is drawn
    /// at index 3, and a release there leaves a at 2, once it has left its own place.
    @Test func theLandingIsCountedAfterTheRemoval() throws {
        var arena = Arena(scenario: try nativeList("swiftui-reorder"))
        arena.apply(.press(row(0), t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(row(3, 15), t: 0.6))
        let drag = try #require(arena.snapshot().drag)
        #expect(drag.over?.index == 4)
        #expect(drag.landsAt == DropLocation(collection: "list", index: 3))
        arena.apply(.release(row(3, 15), t: 0.7))
        #expect(arena.model.slots[0] == ["b", "c", "d", "a"])
    }

    /// Under `copy` the copy lands; the original stays where it is.
    @Test func aCopyLandsUnderItsOwnId() throws {
        let copy = #""dropProposal": {"operation": "copy", "intent": "insertAtDestinationIndexPath"}"#
        var arena = Arena(scenario: try nativeList("uikit", otherConfig: copy))
        arena.apply(.press(row(0), t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(Point(140, 370), t: 0.6))
        #expect(arena.snapshot().drag?.landsAt == DropLocation(collection: "other", index: 1))
        arena.apply(.release(Point(140, 370), t: 0.7))
        #expect(arena.model.slots[1] == ["x", "a+1", "y"])
    }

    /// Over nothing that takes it, and over a list that takes no drops, a release places nothing.
    @Test func aMissLandsNowhere() throws {
        var arena = Arena(scenario: try nativeList("swiftui-list"))
        arena.apply(.press(row(0), t: 0))
        arena.apply(.hold(t: 0.4))
        arena.apply(.move(Point(140, 370), t: 0.6))
        #expect(arena.snapshot().drag?.landsAt == nil)
        #expect(arena.snapshot().drag?.over?.collection == "other")
        arena.apply(.move(Point(140, 280), t: 0.7))
        #expect(arena.snapshot().drag?.landsAt == nil)
    }

    /// In a list with sections, the landing names the section the item lands in (here the
    /// default rearrange, a swap: a takes c's place in the second section).
    @Test func aLandingNamesItsSection() throws {
        var arena = Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 300, "height": 400, "scale": 1},
                  "config": { "fixedCellSize": [280, 50], "minLineSpacing": 10 },
                  "collections": [
                    { "id": "list", "role": "list", "frame": [0, 0, 300, 400],
                      "sections": [ {"items": [ {"id": "a"}, {"id": "b"} ]}, {"items": [ {"id": "c"} ]} ] } ] }
                """))
        let from = try #require(arena.snapshot().collections[0].cells.first { $0.item?.id == "a" }?.frame)
        let to = try #require(arena.snapshot().collections[0].cells.first { $0.item?.id == "c" }?.frame)
        arena.apply(.press(from.center, t: 0))
        arena.apply(.move(to.center, t: 0.2))
        let landing = try #require(arena.snapshot().drag?.landsAt)
        arena.apply(.release(to.center, t: 0.3))
        #expect(landing == DropLocation(collection: "list", index: 2, section: 1))
        #expect(arena.model.slots[0] == ["c", "b", "a"] && arena.model.sectionCounts[0] == [2, 1])
    }

    /// The system presets auto-scroll (docs/NATIVE.md, "Presets": the linear model of
    /// `autoScroll: true`): a lifted row held on the lower edge of a list taller than its view
    /// scrolls it, at half the view's height a second on the edge itself and slower inside it.
    @Test func theSystemPresetsScrollALiftedRowHeldNearAnEdge() throws {
        for preset in ["uikit", "uikit-table", "swiftui-list", "swiftui-reorder"] {
            let rows = (0..<10).map { #"{"id": "r\#($0)"}"# }.joined(separator: ", ")
            var arena = Arena(
                scenario: try scenario(
                    """
                    { "behaviour": "\(preset)", "canvas": {"width": 300, "height": 400, "scale": 1},
                      "config": { "fixedCellSize": [280, 50], "minLineSpacing": 10 },
                      "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 200], "items": [\(rows)] } ] }
                    """))
            // The table's row is dragged by its reorder control, at its trailing end.
            arena.apply(.press(Point(preset == "uikit-table" ? 260 : 140, 25), t: 0))
            arena.apply(.hold(t: 0.4))
            arena.apply(.move(Point(140, 199), t: 0.5))
            arena.apply(.hold(t: 1.5))
            // A second `d` points inside the 30-point band: 100 x (30 - d) / 30 points (the table's
            // row stays inside its view, so its pointer stops 25 points from the edge).
            let pointer = try #require(arena.snapshot().drag?.pointer)
            #expect(pointer.y == (preset == "uikit-table" ? 175 : 199))
            #expect(abs(arena.offsets[0].y - 100 * (30 - (200 - pointer.y)) / 30) < 1e-6, "\(preset): \(arena.offsets[0])")
            arena.apply(.release(Point(140, 199), t: 1.6))
            let index = try #require(arena.model.slots[0].firstIndex(of: "r0"))
            #expect(index >= 2, "\(preset): r0 at \(index)")
        }
    }
}
