import Testing

@testable import DropShotFormat

/// Variants (docs/SCENARIO.md, "Variants"): a matrix of axes or named combinations, their golden
/// names, overrides, strings by locale and the direction a locale brings.
@Suite struct ScenarioMatrixTests {
    private func matrix(_ json: String) throws(ScenarioError) -> ScenarioMatrix { try ScenarioMatrix(json: Array(json.utf8)) }
    private func matrixError(_ json: String) -> ScenarioError? {
        do { _ = try matrix(json); return nil } catch { return error }
    }
    private let list = #""collections": [{"id": "l", "role": "list", "title": "{@todo}", "items": [{"id": "a", "label": "{@todo}: {@done}"}]}]"#

    @Test func aMatrixTakesEveryCombinationNamedInAxisOrder() throws {
        let m = try matrix(
            #"{"canvas": {"device": "iPhone 15"}, "variants": {"contentSize": ["L", "AX5"], "appearance": ["light", "dark"], "layoutDirection": ["leftToRight", "rightToLeft"], "device": ["iPhone 15", "iPhone SE"]}, "collections": []}"#
        )
        #expect(m.variants.count == 16)
        let names = m.variants.map { m.name(of: $0) }
        #expect(names.first == "" && names.contains("iPhoneSE~dark~ax5~rtl") && names.contains("dark~ax5"))
        #expect(Set(names).count == 16)
        #expect(try m.variant(spelled: "ax5~dark") == ScenarioVariant(appearance: .dark, contentSize: .accessibilityExtraExtraExtraLarge))
        #expect(try m.scenario(m.variant(spelled: "iPhoneSE")).canvas.width == 375)
    }

    @Test func aVariantOnTheScenariosOwnDeviceKeepsItsCanvasKeys() throws {
        let m = try matrix(
            #"{"canvas": {"device": "iPhone 15", "width": 500}, "variants": {"device": ["iPhone 15", "iPhone SE"]}, "collections": []}"#)
        #expect(try m.scenario(m.variants[0]).canvas.width == 500)
        // Another device brings its own screen: the width given for the first one is not its.
        #expect(try m.scenario(m.variants[1]).canvas.width == 375)
    }

    @Test func namedCombinationsAreNamedByTheirName() throws {
        let m = try matrix(#"{"variants": [{"name": "bigDark", "appearance": "dark", "contentSize": "AX3"}, {"name": "plain"}], "collections": []}"#)
        #expect(m.variants.map { m.name(of: $0) } == ["bigDark", "plain"])
        #expect(try m.variant(spelled: "bigDark").contentSize == .accessibilityExtraLarge)
    }

    @Test func badVariantsAreRefusedWithTheirPath() {
        #expect(matrixError(#"{"variants": {"appearance": ["light", "light"]}, "collections": []}"#)?.path == "variants.appearance[1]")
        let big = matrixError(
            #"{"variants": {"device": ["iPhone SE", "iPhone 15", "iPad"], "contentSize": ["xSmall", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3"], "appearance": ["light", "dark"], "locale": ["en", "fr", "de", "ja", "ar"]}, "collections": []}"#
        )
        #expect(big?.message == #"300 variants: at most 256 are allowed (docs/SCENARIO.md, "Limits")"#)
        #expect(matrixError(#"{"variants": [{"name": "a/b"}], "collections": []}"#)?.path == "variants[0].name")
        #expect(matrixError(#"{"variants": [{"name": "x"}, {"name": "x"}], "collections": []}"#)?.path == "variants[1].name")
        #expect(matrixError(#"{"variants": {"locale": ["english"]}, "collections": []}"#)?.path == "variants.locale[0]")
        #expect(throws: ScenarioError.self) { try matrix(#"{"collections": []}"#).variant(spelled: "huge") }
    }

    @Test func stringsAreLookedUpInTheLocale() throws {
        let json =
            #"{"strings": {"en": {"todo": "To do", "done": "Done"}, "ja": {"todo": "未着手", "done": "完了"}}, "variants": {"locale": ["en", "ja"]}, \#(list)}"#
        let m = try matrix(json)
        #expect(m.own.locale == "en")
        #expect(try m.scenario().collections[0].title == "To do")
        let ja = try m.scenario(ScenarioVariant(locale: "ja"))
        #expect(ja.collections[0].title == "未着手" && ja.collections[0].items[0].label == "未着手: 完了")
        #expect(m.variants.map { m.name(of: $0) } == ["", "ja"])
    }

    @Test func aMissingStringNamesTheLocaleAndTheKey() throws {
        let m = try matrix(#"{"strings": {"en": {"todo": "To do", "done": "Done"}, "ja": {"todo": "未着手"}}, \#(list)}"#)
        let error = #expect(throws: ScenarioError.self) { try m.scenario(ScenarioVariant(locale: "ja")) }
        #expect(error?.path == "collections[0].items[0].label")
        #expect(error?.message.hasPrefix(#"no string "done" in locale "ja""#) == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("variant ja: collections[0].items[0].label: ") == true)
        let none = #expect(throws: ScenarioError.self) { try m.scenario(ScenarioVariant(locale: "de")) }
        #expect(none?.message.contains(#"no strings for locale "de""#) == true)
    }

    @Test func aRightToLeftLocaleMirrorsUnlessADirectionIsGiven() throws {
        let json = #"{"strings": {"en": {"todo": "To do", "done": "Done"}, "ar": {"todo": "للقيام", "done": "تم"}}, \#(list)}"#
        let m = try matrix(json)
        #expect(try m.scenario(ScenarioVariant(locale: "ar")).config.layout.layoutDirection == .rightToLeft)
        #expect(try m.scenario().config.layout.layoutDirection == .leftToRight)
        #expect(m.name(of: ScenarioVariant(locale: "ar")) == "ar")
        let fixed = try matrix(#"{"config": {"layoutDirection": "leftToRight"}, "strings": {"ar": {"todo": "x", "done": "y"}}, \#(list)}"#)
        #expect(try fixed.scenario(ScenarioVariant(locale: "ar")).config.layout.layoutDirection == .leftToRight)
    }

    @Test func pseudolocalesAreDerivedFromTheScenariosOwnStrings() throws {
        let m = try matrix(#"{"strings": {"en": {"todo": "To do", "done": "Done"}}, \#(list)}"#)
        let accented = try m.scenario(ScenarioVariant(locale: "en-XA")).collections[0].title!
        #expect(accented.hasPrefix("[Ţö ðö") || accented.hasPrefix("[Ţö đö"), "\(accented)")
        #expect(accented.hasSuffix("]") && accented.count >= Int(Double("To do".count) * 1.4))
        let mirrored = try m.scenario(ScenarioVariant(locale: "ar-XB"))
        #expect(mirrored.collections[0].title == "\u{202E}To do\u{202C}")
        #expect(mirrored.config.layout.layoutDirection == .rightToLeft)
    }

    @Test func overridesChangeTheScenarioForTheVariantsTheyName() throws {
        let m = try matrix(
            #"""
            {"config": {"columns": 3}, "variants": {"contentSize": ["L", "AX3", "AX5"]},
             "overrides": [{"when": {"contentSize": ["AX3", "AX5"]}, "config": {"columns": 1}, "collections": [{"title": "Big"}]}],
             "collections": [{"id": "l", "role": "list", "title": "Small"}, {"id": "m", "role": "list"}]}
            """#)
        let scenarios = try m.variants.map { try m.scenario($0) }
        #expect(scenarios.map(\.config.layout.gridColumns) == [3, 1, 1])
        #expect(scenarios.map { $0.collections[0].title } == ["Small", "Big", "Big"])
        #expect(scenarios[2].collections[1].id == "m")
        #expect(matrixError(#"{"overrides": [{"when": {"size": "L"}}], "collections": []}"#)?.path == "overrides[0].when.size")
        #expect(matrixError(#"{"overrides": [{"config": {}}], "collections": []}"#)?.description == "overrides[0].when: missing required key")
        let named = try matrix(
            #"{"variants": [{"name": "big", "contentSize": "AX5"}, {"name": "plain"}], "overrides": [{"when": {"variant": "big"}, "title": "Big"}], "collections": []}"#
        )
        #expect(try named.variants.map { try named.scenario($0).title } == ["Big", nil])
        #expect(
            matrixError(#"{"variants": [{"name": "big"}], "overrides": [{"when": {"variant": "bog"}, "title": "Big"}], "collections": []}"#)?.path
                == "overrides[0].when.variant")
    }

    /// Issue "a team's matrix in daily use", point 7: a matrix leaves out the combinations no app
    /// ships (Arabic laid out left to right), each exclusion one or more values per axis.
    @Test func aMatrixExcludesCombinations() throws {
        let m = try matrix(
            #"""
            {"strings": {"en": {"x": "X"}, "ar": {"x": "س"}},
             "variants": {"appearance": ["light", "dark"], "layoutDirection": ["leftToRight", "rightToLeft"], "locale": ["en", "ar"],
                          "exclude": [{"locale": "ar", "layoutDirection": "leftToRight"}, {"locale": "en", "layoutDirection": ["rightToLeft"]}]},
             "collections": []}
            """#)
        #expect(m.variants.map { m.name(of: $0) }.sorted() == ["", "dark", "dark~rtl~ar", "rtl~ar"])
        #expect(
            matrixError(#"{"variants": {"appearance": ["dark"], "exclude": [{"appearance": "dark"}]}, "collections": []}"#)?.path
                == "variants.exclude")
        #expect(
            matrixError(#"{"variants": {"appearance": ["dark"], "exclude": [{"size": "L"}]}, "collections": []}"#)?.path == "variants.exclude[0].size"
        )
    }

    /// Issue "a team's matrix in daily use", point 7: an array element with an `id` merges into
    /// the file's element of that id wherever it is; one without an id past the file's last is an
    /// error, not an element silently added. Issue "the format as its own module": an override no
    /// declared variant meets is read all the same.
    @Test func overridesMergeArraysByIdAndRefuseAnElementPastTheEnd() throws {
        let base = #""collections": [{"id": "l", "role": "list", "title": "L"}, {"id": "m", "role": "list", "title": "M"}]"#
        let m = try matrix(
            #"{"variants": {"appearance": ["dark"]}, "overrides": [{"when": {"appearance": "dark"}, "collections": [{"id": "m", "title": "Big M"}]}], \#(base)}"#
        )
        #expect(try m.scenario(m.variants[0]).collections.map(\.title) == ["L", "Big M"])
        let added = try matrix(
            #"{"variants": {"appearance": ["dark"]}, "overrides": [{"when": {"appearance": "dark"}, "collections": [{"id": "n", "role": "list"}]}], \#(base)}"#
        )
        #expect(try added.scenario(added.variants[0]).collections.map(\.id) == ["l", "m", "n"], "a new id is added")
        let offByOne = try matrix(
            #"{"variants": {"appearance": ["dark"]}, "overrides": [{"when": {"appearance": "dark"}, "collections": [{}, {}, {"title": "X"}]}], \#(base)}"#
        )
        let error = #expect(throws: ScenarioError.self) { try offByOne.scenario(offByOne.variants[0]) }
        #expect(error?.path == "overrides[0].collections[2]" && error?.message.contains("past the 2") == true, "\(String(describing: error))")
        // A dead override (no variant is dark) is read: its misspelt key is an error naming it.
        let dead = matrixError(
            #"{"variants": {"appearance": ["light"]}, "overrides": [{"when": {"appearance": "dark"}, "config": {"columnz": 1}}], \#(base)}"#)
        #expect(
            dead?.path == "overrides[0]" && dead?.message.contains("columnz") == true && dead?.rule == .overridesRead, "\(String(describing: dead))")
    }

    @Test func anErrorOfAVariantNamesIt() throws {
        let m = try matrix(
            #"{"canvas": {"device": "iPhone 15"}, "variants": {"device": ["iPhone 15", "iPhone SE"]}, "collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": 380, "top": 0, "height": 10}}]}"#
        )
        #expect(throws: Never.self) { try m.scenario(m.variants[0]) }
        // 380 points fit the iPhone 15's 393 but not the SE's 375: the frame leaves the canvas.
        #expect(m.variants.count == 2)
        let error = #expect(throws: ScenarioError.self) { try m.scenario(m.variants[1]) }
        #expect(error?.variant == "iPhoneSE" && error?.description.hasPrefix("variant iPhoneSE: collections[0].frame: ") == true)
    }
}
