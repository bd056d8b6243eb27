import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// A drag over a collection that would not accept a release is `refused`, not dressed as a drop
/// target (issue "trust, third pass": only the missing insertion marker told them apart).
@Suite struct RefusedDropTests {
    @Test func aFilledSlotUnderRefuseIsRefusedAndAFreeOneIsNot() throws {
        var arena = Arena(scenario: try twoGrids(targetItems: #"{"id": "x"}"#))
        arena.apply(.press(sourceCell(1), t: 0))
        arena.apply(.move(targetCell(0), t: 0.1))  // "x" fills slot 0; dropOnOccupied is refuse
        var state = arena.snapshot()
        #expect(state.drag?.refused == true && state.drag?.appearance == .dragging)
        #expect(state.collections.map(\.refusing) == [false, true])
        #expect(state.collections[1].appearance == .pendingDrop, "the documented appearance state is unchanged")
        let json = state.stateJSON.serialized(pretty: false)
        #expect(json.contains(#""refused":true"#) && json.contains(#""id":"target","role":"target","state":"pendingDrop","refusing":true"#))

        arena.apply(.move(targetCell(1), t: 0.2))  // a free slot accepts
        state = arena.snapshot()
        #expect(state.drag?.refused == false && state.drag?.appearance == .hovering && state.collections.allSatisfy { !$0.refusing })
        #expect(!state.stateJSON.serialized(pretty: false).contains("refus"))
        arena.apply(.move(sourceCell(1), t: 0.3))  // back over its own cell: not a refusal
        #expect(arena.snapshot().drag?.refused == false)
        arena.apply(.move(deletePoint, t: 0.4))
        #expect(arena.snapshot().drag?.refused == false)
    }

    @Test func theRefusedStyleSetsTheGhostsAlphaAndScale() throws {
        let scenario = try twoGrids(
            config: ##""sourceItemsConsumable": true, "appearance": {"refused": {"border": "#FF9500", "alpha": 0.4, "scale": 1.2}}"##,
            targetItems: #"{"id": "x"}"#)
        #expect(scenario.config.look.appearance[.refused] == StateStyle(border: Scenario.Color(hex: "#FF9500"), alpha: 0.4, scale: 1.2))
        var arena = Arena(scenario: scenario)
        arena.apply(.press(sourceCell(1), t: 0))
        arena.apply(.move(targetCell(0), t: 0.1))
        let drag = try #require(arena.snapshot().drag)
        #expect(drag.refused && drag.ghostAlpha == 0.4 && drag.ghostScale == 1.2)
    }

    @Test func ajwsOverCollectionRuleKeepsItsHoveringGhost() throws {
        var arena = Arena(
            scenario: try twoGrids(config: #""sourceItemsConsumable": true, "hoveringRule": "overCollection""#, targetItems: #"{"id": "x"}"#))
        arena.apply(.press(sourceCell(1), t: 0))
        arena.apply(.move(targetCell(0), t: 0.1))
        #expect(arena.snapshot().drag?.appearance == .hovering && arena.snapshot().drag?.refused == false)
    }
}
