import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// A press followed by a release elsewhere, with no move between them, asks the pick-up
/// permission as a move would: under every preset an undraggable item stays where it is.
@Suite struct ReleaseWithoutMoveTests {
    @Test(arguments: ["dropshot", "arrasolta", "betweenkit", "kd", "ajw"], [#""draggable": false"#, #""draggable": true"#])
    func anUndraggableItemIsNeverDroppedByAPressAndARelease(behaviour: String, item: String) throws {
        let forbidden = item.contains("false")
        for config in forbidden ? [""] : [#", "config": {"allowDrag": false}"#] {
            let scenario = try Scenario(
                json: Array(
                    """
                    { "behaviour": "\(behaviour)", "config": {"fixedCellSize": [100, 100], "longPressDurationBeforeDragging": 0},
                      "collections": [
                        { "id": "a", "role": "list", "frame": [0, 0, 300, 100], "items": [ {"id": "x", \(item)}, {"id": "y"} ]\(config) },
                        { "id": "b", "role": "list", "frame": [0, 200, 300, 100], "items": [ {"id": "z"} ] } ],
                      "events": [ {"type": "press", "at": [50, 50], "t": 0}, {"type": "release", "at": [150, 250], "t": 1} ] }
                    """.utf8))
            var arena = Arena(scenario: scenario)
            for event in scenario.events { arena.apply(event) }
            let state = arena.snapshot()
            #expect(state.collections[0].cells.compactMap(\.item?.id) == ["x", "y"], "\(behaviour) \(item) \(config)")
            #expect(state.collections[1].cells.compactMap(\.item?.id) == ["z"], "\(behaviour) \(item) \(config)")
            #expect(state.lastOutcome == nil, "\(behaviour): \(String(describing: state.lastOutcome))")
        }
    }
}
