import Testing

@testable import DropShotFormat

/// The objects config keys take (toolbar, its buttons, appearance styles, auto-scroll) are written
/// back whole by their tables: a scenario read, written and read again is the same scenario.
@Suite struct ConfigValuesFormatTests {
    static let json = #"""
        {"config": {"autoScroll": {"edge": 50, "speed": 200, "mode": "paging"},
                    "toolbar": {"placement": "top", "height": 50, "tint": "#AF52DE", "undo": {"label": "Back", "renderingMode": "template"},
                                "reset": {"label": ""}, "counter": false},
                    "appearance": {"pending": {"fill": "#FF000033", "borderWidth": 3}, "dragging": {"alpha": 0.5, "scale": 1.2}}},
         "collections": [{"id": "l", "role": "list", "items": [{"id": "a"}]}]}
        """#

    @Test func everyValueIsWrittenBackWhole() throws {
        let scenario = try Scenario(formatJSON: Array(Self.json.utf8))
        #expect(scenario.collections[0].config.drag.autoScroll == AutoScroll(edge: 50, speed: 200, mode: .paging))
        #expect(scenario.rules.toolbarStyle.buttons[.undo]?.iconRenderingMode == .template)
        let written = scenario.json.serializedUTF8(exactNumbers: true)
        #expect(try Scenario(formatJSON: written) == scenario, "\(scenario.json.serialized())")
    }

    @Test func aGhostKeyOnACollectionStateIsRefused() {
        let json = #"{"config": {"appearance": {"pending": {"alpha": 0.5}}}, "collections": []}"#
        let error = #expect(throws: ScenarioError.self) { try Scenario(formatJSON: Array(json.utf8)) }
        #expect(error?.path == "config.appearance.pending.alpha")
    }
}
