import Testing

@testable import DropShotFormat

/// Colours by name (docs/SCENARIO.md, "Colours by name"): UIKit's system colours and the
/// scenario's own sets, at the scenario's appearance, wherever a colour is accepted.
@Suite struct NamedColorTests {
    private func matrix(_ json: String) throws -> ScenarioMatrix { try ScenarioMatrix(json: Array(json.utf8)) }

    @Test func systemBlueTakesItsLightAndDarkValues() throws {
        let json =
            #"{"canvas": {"background": "systemBlue"}, "collections": [{"id": "l", "role": "list", "items": [{"id": "a", "color": "systemBlue"}]}]}"#
        let light = try scenario(json)
        #expect(light.canvas.background == Scenario.Color(red: 0, green: 122, blue: 255))
        #expect(light.collections[0].items[0].color == Scenario.Color(red: 0, green: 122, blue: 255))
        let dark = try matrix(json).scenario(ScenarioVariant(appearance: .dark))
        #expect(dark.collections[0].items[0].color == Scenario.Color(red: 10, green: 132, blue: 255))
        // Dark also makes the theme's base dark: the defaults of panels follow.
        #expect(dark.theme.base == .dark)
    }

    @Test func everySystemColourIsDefinedForBothAppearancesAndContrasts() throws {
        let names = SystemColors.table.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.count == 36)
        for entry in SystemColors.table {
            let values = [entry.light, entry.dark, entry.lightHigh, entry.darkHigh]
            #expect(values.allSatisfy { Scenario.Color(hex: $0) != nil }, "\(entry.name)")
        }
        let light = ColorNames(appearance: .light), dark = ColorNames(appearance: .dark)
        #expect(try light.color("label")?.hex == "#000000" && dark.color("label")?.hex == "#FFFFFF")
        #expect(try light.color("secondaryLabel")?.hex == "#3C3C4399" && dark.color("secondaryLabel")?.hex == "#EBEBF599")
        #expect(try light.color("separator")?.hex == "#3C3C434A" && dark.color("separator")?.hex == "#54545899")
        #expect(try dark.color("secondarySystemGroupedBackground")?.hex == "#1C1C1E")
        let high = ColorNames(screen: ColorScreen(appearance: .light, contrast: .high))
        #expect(try high.color("systemRed")?.hex == "#D70015" && high.color("secondaryLabel")?.hex == "#3C3C43AD")
    }

    @Test func theScenariosOwnColorSetsWinAndMayNameSystemColours() throws {
        let json = #"""
            {"colors": {"card": {"light": "#FFFFFF", "dark": "#1C1C1E"}, "brand": "#5B8DEF", "systemRed": "#123456", "accent": "systemPink"},
             "appearance": "dark",
             "config": {"listBackgroundColor": "card", "titleColor": "brand"},
             "collections": [{"id": "l", "role": "list", "items": [{"id": "a", "color": "systemRed", "textColor": "accent"}]}]}
            """#
        let s = try scenario(json)
        #expect(s.config.look.listBackgroundColor.hex == "#1C1C1E")
        #expect(s.config.look.titleColor.hex == "#5B8DEF")
        #expect(s.collections[0].items[0].color?.hex == "#123456")
        #expect(s.collections[0].items[0].textColor?.hex == "#FF375F")
        #expect(try matrix(json).own.appearance == .dark)
    }

    @Test func aFieldBoundToAColourMayHoldAName() throws {
        let s = try scenario(
            #"""
            {"colors": {"brand": {"light": "#5B8DEF", "dark": "#0A3A7A"}},
             "collections": [{"id": "l", "role": "list", "cell": {"stack": {"fill": "{tint}", "children": [{"text": "{tint}"}]}},
               "items": [{"id": "a", "fields": {"tint": "brand"}}, {"id": "b", "fields": {"tint": "systemGreen"}}, {"id": "c", "fields": {"tint": "#010203"}}]}],
             "decorations": [{"frame": [0, 0, 10, 10], "cell": {"shape": {"fill": "{c}"}}, "fields": {"c": "label"}}]}
            """#)
        #expect(s.collections[0].items.map { $0.fields["tint"] } == ["#5B8DEF", "#34C759", "#010203"])
        #expect(s.decorations[0].fields["c"] == "#000000")
    }

    @Test func anUnknownNameSaysWhereAndWhatWasMeant() {
        let error = decodeError(#"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a", "color": "systmBlue"}]}]}"#)
        #expect(error?.path == "collections[0].items[0].color")
        #expect(error?.message.contains(#"did you mean "systemBlue"?"#) == true, "\(String(describing: error))")
        let hex = decodeError(##"{"collections": [], "config": {"titleColor": "#12"}}"##)
        #expect(hex?.message == ##""#12" is not a color (expected "#RRGGBB" or "#RRGGBBAA")"##)
        let badSet = decodeError(##"{"collections": [], "colors": {"card": {"light": "#FFFFFF"}}}"##)
        #expect(badSet?.description == "colors.card.dark: missing required key")
        let badName = decodeError(##"{"collections": [], "colors": {"#card": "#FFFFFF"}}"##)
        #expect(badName?.path == "colors.\"#card\"")
    }
}
