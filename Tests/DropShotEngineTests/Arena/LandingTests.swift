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
}
