import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Each rule across values (`ScenarioRule`) refuses a file that breaks it with an error naming
/// the rule: the list the schema's description and the differential test read is the decoder's own.
@Suite struct CrossValueRuleTests {
    static let list = #""collections": [{"id": "l", "role": "list", "items": [{"id": "a"}]}]"#
    static let breaking: [(rule: ScenarioRule, json: String)] = [
        (.keysUnique, #"{"collections": [{"id": "l", "id": "m", "role": "list"}]}"#),
        (.idsUnique, #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a"}, {"id": "a"}]}]}"#),
        (.referencesResolve, #"{\#(list), "events": [{"type": "select", "item": "zz"}]}"#),
        (.referencesResolve, #"{\#(list), "events": [{"type": "scroll", "collection": "zz", "offset": [0, 0]}]}"#),
        (.referencesResolve, #"{"collections": [{"id": "l", "role": "list", "cell": "card", "items": [{"id": "a"}]}]}"#),
        (
            .consumedFromAConsumableSource,
            #"{"collections": [{"id": "s", "role": "source", "config": {"sourceItemsConsumable": true}, "items": [{"id": "a"}]}, {"id": "t", "role": "target", "items": [{"consumed": "zz"}]}]}"#
        ),
        (
            .targetItemsFit,
            #"{"collections": [{"id": "t", "role": "target", "config": {"numberOfTargetItems": 1}, "items": [{"id": "a"}, {"id": "b"}]}]}"#
        ),
        (
            .consumedOnce,
            #"{"collections": [{"id": "s", "role": "source", "config": {"sourceItemsConsumable": true}, "items": [{"id": "a"}, {"id": "b"}]}, {"id": "t", "role": "target", "items": [{"consumed": "a"}, {"consumed": "a"}]}]}"#
        ),
        (.referencesResolve, #"{"collections": [], "events": [{"type": "register", "view": "zz"}]}"#),
        (.checkpointsWithinTheEvents, #"{\#(list), "checkpoints": [{"name": "x", "step": 3}]}"#),
        (
            .collectionInTheArena,
            #"{"collections": [{"id": "l", "role": "list", "added": false, "items": [{"id": "a"}]}], "events": [{"type": "press", "at": {"collection": "l", "index": 0}, "t": 0}]}"#
        ),
        (
            .sectionExists,
            #"{"collections": [{"id": "l", "role": "list", "sections": [{"items": [{"id": "a"}]}]}], "events": [{"type": "press", "at": {"collection": "l", "index": 0, "section": 3}, "t": 0}]}"#
        ),
        (.cellExists, #"{\#(list), "events": [{"type": "press", "at": {"collection": "l", "index": 5}, "t": 0}]}"#),
        (
            .eventsInTimeOrder,
            #"{\#(list), "events": [{"type": "press", "at": [1, 1], "t": 2}, {"type": "release", "at": [1, 1], "t": 1}]}"#
        ),
        (.fieldsExist, #"{"collections": [{"id": "l", "role": "list", "cell": {"text": "{x}"}, "items": [{"id": "a"}]}]}"#),
        (
            .boundFieldsFit,
            #"{"collections": [{"id": "l", "role": "list", "cell": {"shape": {"fill": "{x}"}}, "items": [{"id": "a", "fields": {"x": "no color"}}]}]}"#
        ),
        (.colorNameResolves, #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a", "color": "blue"}]}]}"#),
        (.axisValuesUnique, #"{"variants": {"appearance": ["dark", "dark"]}, "collections": []}"#),
        (
            .variantsWithinTheLimit,
            #"{"variants": {"appearance": ["light", "dark"], "contentSize": ["xSmall", "S", "M", "L", "xL", "xxL", "xxxL", "AX1"], "layoutDirection": ["leftToRight", "rightToLeft"], "locale": ["en", "fr", "de", "es", "it", "ja", "ko", "ar", "he"]}, "collections": []}"#
        ),
        (.targetSlotsKnown, #"{"collections": [{"id": "t", "role": "target"}]}"#),
        (
            .cellInView,
            #"{"collections": [{"id": "l", "role": "list", "frame": [0, 0, 100, 0], "items": [{"id": "a"}]}], "events": [{"type": "press", "at": {"collection": "l", "index": 0}, "t": 0}]}"#
        ),
        (.stringsResolve, #"{"strings": {"en": {"x": "X"}}, "title": "{@y}", "collections": []}"#),
        (.idsUnique, #"{"variants": [{"name": "a", "appearance": "dark"}, {"name": "a", "appearance": "light"}], "collections": []}"#),
        (
            .referencesResolve,
            #"{"variants": [{"name": "a", "appearance": "dark"}], "overrides": [{"when": {"variant": "b"}}], "collections": []}"#
        ),
        (
            .overridesRead,
            #"{"variants": {"appearance": ["light"]}, "overrides": [{"when": {"appearance": "dark"}, "collections": [{"id": "l", "role": "list", "config": {"columnz": 1}}]}], "collections": [{"id": "l", "role": "list"}]}"#
        ),
        (
            .framesFitTheCanvas,
            #"{"canvas": {"width": 100, "height": 100}, "collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": 200, "top": 0, "height": 10}}]}"#
        ),
    ]

    @Test func everyRuleRefusesAFileBreakingItByName() {
        #expect(Set(Self.breaking.map(\.rule)) == Set(ScenarioRule.allCases), "a rule without an example")
        for (rule, json) in Self.breaking {
            var refusal: ScenarioError?
            // The format's rules, then the one that needs a layout (the engine's: cell addresses).
            do { try ScenarioMatrix(json: Array(json.utf8)).scenario().checkCellAddresses() } catch { refusal = error }
            #expect(refusal?.rule == rule, "\(rule): \(String(describing: refusal))")
        }
    }

    /// A bad value breaks no rule across values: the schema states it.
    @Test func aBadValueNamesNoRule() {
        for json in [#"{"collections": [{"id": "l", "role": "lst"}]}"#, ##"{"colors": {"1card": "#FFFFFF"}, "collections": []}"##] {
            var refusal: ScenarioError?
            do { _ = try ScenarioMatrix(json: Array(json.utf8)).scenario() } catch { refusal = error }
            #expect(refusal != nil && refusal?.rule == nil, "\(String(describing: refusal))")
        }
    }
}
