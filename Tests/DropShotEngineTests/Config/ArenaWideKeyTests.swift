import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Keys that rule the whole arena are read from the top-level config only: a collection's own
/// config that sets one is refused, never silently ignored.
@Suite struct ArenaWideKeyTests {
    @Test(arguments: ArenaConfig.arenaWideKeys)
    func anArenaWideKeyInACollectionsConfigIsAnError(key: String) {
        let error = decodeError(#"{"collections": [{"id": "s", "role": "list", "config": {"\#(key)": null}}]}"#)
        #expect(error?.path == "collections[0].config.\(key)", "\(String(describing: error))")
        #expect(error?.message == #"applies to the whole arena: set it in the top-level "config", not a collection's"#)
    }

    /// The top-level config's arena keys are the scenario's `ArenaRules`, as the builders' `rules`
    /// set them, and a scenario writes them back into its top-level config.
    @Test func theArenaKeysAreTheScenariosRules() throws {
        let decoded = try scenario(
            """
            { "behaviour": "arrasolta", "config": {"resetRule": "emptyTargets", "toolbar": "top", "hoveringRule": "overCollection"},
              "collections": [{"id": "s", "role": "list", "items": [{"id": "a"}]}] }
            """)
        #expect(decoded.rules.resetRule == .emptyTargets && decoded.rules.toolbar == .top && decoded.rules.hoveringRule == .overCollection)
        #expect(decoded.rules.zoomCouplingBothWays, "the arrasolta preset's arena key")
        let built = try Scenario(
            behaviour: .arrasolta,
            rules: {
                $0.resetRule = .emptyTargets; $0.toolbar = .top; $0.hoveringRule = .overCollection
            }
        ) {
            ScenarioCollection("s", role: .list) { ItemSpec(id: "a") }
        }
        #expect(built.rules == decoded.rules)
        let written = try Scenario(json: built.json.serializedUTF8(exactNumbers: true))
        #expect(written.rules == decoded.rules && written.config == decoded.config)
    }
}
