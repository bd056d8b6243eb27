import Testing

@testable import DropShotFormat

/// `{@key|argument|…}` lookups and the format specifiers of localized strings, as Foundation's
/// `String(format:)` fills them; and the contrast axis of variants.
@Suite struct LocalizedFormatTests {
    @Test func argumentsEscapeTheirBarsAndBraces() {
        let text: Substring = "{@key|a\\|b|{field}|c\\}d} rest"
        let lookup = StringTables.lookup(at: text.startIndex, in: text)
        #expect(lookup?.key == "key")
        #expect(lookup?.arguments == ["a|b", "{field}", "c}d"])
        #expect(lookup.map { String(text[$0.end...]) } == " rest")
        #expect(StringTables.lookup(at: text.startIndex, in: "{@open|never") == nil)
    }

    @Test func specifiersAreFilledInOrderOrByPosition() throws {
        #expect(try LocalizedFormat.format("%@ has %lld of %d", ["Ann", "3", "5"]) == "Ann has 3 of 5")
        #expect(try LocalizedFormat.format("%2$@ before %1$@", ["a", "b"]) == "b before a")
        #expect(try LocalizedFormat.format("100%% at %.1f", ["2.25"]) == "100% at 2.3")
        #expect(try LocalizedFormat.format("%f", ["1"]) == "1.000000")
        #expect(try LocalizedFormat.format("%x", ["255"]) == "ff")
    }

    @Test func aMissingOrWrongArgumentSaysWhy() {
        #expect(throws: LocalizedFormat.FormatFailure.self) { try LocalizedFormat.format("%@ and %@", ["one"]) }
        #expect(throws: LocalizedFormat.FormatFailure.self) { try LocalizedFormat.format("%d", ["many"]) }
        #expect(throws: LocalizedFormat.FormatFailure.self) { try LocalizedFormat.format("%q", ["1"]) }
    }

    @Test func fixedPointRoundsHalfAwayFromZero() {
        #expect(LocalizedFormat.fixed(0.125, places: 2) == "0.13")
        #expect(LocalizedFormat.fixed(-1.5, places: 0) == "-2")
        #expect(LocalizedFormat.fixed(0.05, places: 3) == "0.050")
    }

    /// A scenario whose items show `"{@%lld cards|{count}}"` through their accessibility label
    /// (a text that fills `{field}`s), with `items` as the list's items.
    func countedCards(_ items: String, strings: String = #"{"en": {"%lld cards": "%lld cards"}, "fr": {"%lld cards": "%lld cartes"}}"#)
        throws -> ScenarioMatrix
    {
        try ScenarioMatrix(
            json: Array(
                """
                {"strings": \(strings), "variants": {"locale": ["en", "fr"]},
                 "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": \(items)}]}
                """.utf8))
    }

    /// What VoiceOver reads of each item of the first list, its `{field}`s filled.
    func spoken(_ scenario: Scenario) -> [String] {
        scenario.collections[0].items.map { CellTemplate.substitute($0.accessibility.label ?? "", for: $0) }
    }

    /// An argument that is an item's `{field}` is filled per item, for a numeric specifier too, in
    /// each locale: one shared text shows each item's own count.
    @Test func aFieldArgumentIsLookedUpForEachItem() throws {
        let matrix = try countedCards(
            #"""
            [{"id": "x", "fields": {"count": "1"}, "accessibilityLabel": "{label}: {@%lld cards|{count}}"},
             {"id": "y", "fields": {"count": "12"}, "accessibilityLabel": "{label}: {@%lld cards|{count}}"},
             {"id": "z", "fields": {"count": "12"}, "accessibilityLabel": "{@%lld cards|{count}}"}]
            """#)
        #expect(spoken(try matrix.scenario()) == ["x: 1 cards", "y: 12 cards", "12 cards"])
        #expect(spoken(try matrix.scenario(try matrix.variant(spelled: "fr"))) == ["x: 1 cartes", "y: 12 cartes", "12 cartes"])
        #expect(try matrix.scenario().collections[0].items[0].fields["lookup@1"] == "1 cards")
    }

    /// An item without the field gets no text (its `{field}` stays unfilled, as a missing field
    /// does); a field name the file uses is not taken; a count that is not a number names its item.
    @Test func aFieldArgumentKeepsTheFilesNamesAndNamesABadItem() throws {
        let matrix = try countedCards(
            #"""
            [{"id": "x", "fields": {"count": "3", "lookup@1": "mine"}, "accessibilityLabel": "{@%lld cards|{count}} {lookup@1}"},
             {"id": "y", "accessibilityLabel": "{@%lld cards|{count}}"}]
            """#)
        let scenario = try matrix.scenario()
        #expect(spoken(scenario) == ["3 cards mine", "{lookup@2}"])
        #expect(scenario.collections[0].items[1].fields.isEmpty)
        let bad = try countedCards(#"[{"id": "x", "fields": {"count": "three"}, "accessibilityLabel": "{@%lld cards|{count}}"}]"#)
        #expect(throws: ScenarioError.self) { try bad.scenario() }
        do { _ = try bad.scenario() } catch {
            #expect(error.description.contains("collections[0].items[0].fields") && error.description.contains("three"), "\(error)")
        }
    }

    @Test func contrastIsAnAxisSpelledHcAfterTheAppearance() throws {
        let matrix = try ScenarioMatrix(
            json: Array(
                """
                {"variants": {"contrast": ["normal", "high"], "appearance": ["light", "dark"]},
                 "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": [{"id": "x", "color": "systemBlue"}]}]}
                """.utf8))
        #expect(matrix.variants.map(matrix.name(of:)) == ["", "hc", "dark", "dark~hc"])
        let high = try matrix.scenario(try matrix.variant(spelled: "hc~dark"))
        #expect(high.collections[0].items[0].color?.hex == "#409CFF")
        #expect(try matrix.scenario(try matrix.variant(spelled: "hc")).collections[0].items[0].color?.hex == "#0040DD")
    }

    @Test func aScenarioColourSetNamingASystemColourTakesItsContrastValue() throws {
        let matrix = try ScenarioMatrix(
            json: Array(
                """
                {"colors": {"brand": {"light": "systemBlue", "dark": "#000000"}}, "contrast": "high",
                 "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": [{"id": "x", "color": "brand"}]}]}
                """.utf8))
        #expect(try matrix.scenario().collections[0].items[0].color?.hex == "#0040DD")
        #expect(matrix.own.contrast == .high)
    }

    @Test func overridesAndExclusionsReadContrast() throws {
        let matrix = try ScenarioMatrix(
            json: Array(
                """
                {"variants": {"appearance": ["light", "dark"], "contrast": ["normal", "high"], "exclude": [{"appearance": "dark", "contrast": "high"}]},
                 "overrides": [{"when": {"contrast": "high"}, "canvas": {"background": "#000000"}}],
                 "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100]}]}
                """.utf8))
        #expect(matrix.variants.map(matrix.name(of:)) == ["", "hc", "dark"])
        #expect(try matrix.scenario(try matrix.variant(spelled: "hc")).canvas.background.hex == "#000000")
    }

    @Test func aSwiftMatrixTakesContrastAfterAppearance() {
        let list = Variants.matrix(appearance: [.light, .dark], contrast: [.normal, .high]).list
        #expect(list.map { $0.nameParts(against: .own) } == [[], ["hc"], ["dark"], ["dark", "hc"]])
    }
}
