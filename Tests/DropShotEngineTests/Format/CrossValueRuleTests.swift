import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Each rule across values (`CrossValueRule.all`) refuses a file that breaks it with a message
/// holding its words: the list the schema's description and the differential test read is the
/// decoder's own.
@Suite struct CrossValueRuleTests {
    static let list = #""collections": [{"id": "l", "role": "list", "items": [{"id": "a"}]}]"#
    static let breaking: [(words: String, json: String)] = [
        ("duplicate", #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a"}, {"id": "a"}]}]}"#),
        ("no item with id", #"{\#(list), "events": [{"type": "select", "item": "zz"}]}"#),
        ("no collection with id", #"{\#(list), "events": [{"type": "scroll", "collection": "zz", "offset": [0, 0]}]}"#),
        ("no template named", #"{"collections": [{"id": "l", "role": "list", "cell": "card", "items": [{"id": "a"}]}]}"#),
        (
            "is no item of a consumable source",
            #"{"collections": [{"id": "s", "role": "source", "config": {"sourceItemsConsumable": true}, "items": [{"id": "a"}]}, {"id": "t", "role": "target", "items": [{"consumed": "zz"}]}]}"#
        ),
        (
            "do not fit in",
            #"{"collections": [{"id": "t", "role": "target", "config": {"numberOfTargetItems": 1}, "items": [{"id": "a"}, {"id": "b"}]}]}"#
        ),
        (
            "is consumed twice",
            #"{"collections": [{"id": "s", "role": "source", "config": {"sourceItemsConsumable": true}, "items": [{"id": "a"}, {"id": "b"}]}, {"id": "t", "role": "target", "items": [{"consumed": "a"}, {"consumed": "a"}]}]}"#
        ),
        ("no free view with id", #"{"collections": [], "events": [{"type": "register", "view": "zz"}]}"#),
        ("is past the last event", #"{\#(list), "checkpoints": [{"name": "x", "step": 3}]}"#),
        (
            "is not in the arena at this event",
            #"{"collections": [{"id": "l", "role": "list", "added": false, "items": [{"id": "a"}]}], "events": [{"type": "press", "at": {"collection": "l", "index": 0}, "t": 0}]}"#
        ),
        (
            "has no section",
            #"{"collections": [{"id": "l", "role": "list", "sections": [{"items": [{"id": "a"}]}]}], "events": [{"type": "press", "at": {"collection": "l", "index": 0, "section": 3}, "t": 0}]}"#
        ),
        ("has no cell", #"{\#(list), "events": [{"type": "press", "at": {"collection": "l", "index": 5}, "t": 0}]}"#),
        (
            "is earlier than the previous event",
            #"{\#(list), "events": [{"type": "press", "at": [1, 1], "t": 2}, {"type": "release", "at": [1, 1], "t": 1}]}"#
        ),
        ("is not a field of item", #"{"collections": [{"id": "l", "role": "list", "cell": {"text": "{x}"}, "items": [{"id": "a"}]}]}"#),
        (
            "\", not a",
            #"{"collections": [{"id": "l", "role": "list", "cell": {"shape": {"fill": "{x}"}}, "items": [{"id": "a", "fields": {"x": "no color"}}]}]}"#
        ),
        ("or a color name", #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a", "color": "blue"}]}]}"#),
        ("is listed twice", #"{"variants": {"appearance": ["dark", "dark"]}, "collections": []}"#),
        ("required when no source collection is consumable", #"{"collections": [{"id": "t", "role": "target"}]}"#),
        (
            "is out of view at this event",
            #"{"collections": [{"id": "l", "role": "list", "frame": [0, 0, 100, 0], "items": [{"id": "a"}]}], "events": [{"type": "press", "at": {"collection": "l", "index": 0}, "t": 0}]}"#
        ),
        ("in locale", #"{"strings": {"en": {"x": "X"}}, "title": "{@y}", "collections": []}"#),
        ("a second variant named", #"{"variants": [{"name": "a", "appearance": "dark"}, {"name": "a", "appearance": "light"}], "collections": []}"#),
        (
            "is not one of the scenario's named variants",
            #"{"variants": [{"name": "a", "appearance": "dark"}], "overrides": [{"when": {"variant": "b"}}], "collections": []}"#
        ),
        (
            "an override no declared variant meets is still read",
            #"{"variants": {"appearance": ["light"]}, "overrides": [{"when": {"appearance": "dark"}, "collections": [{"id": "l", "role": "list", "config": {"columnz": 1}}]}], "collections": [{"id": "l", "role": "list"}]}"#
        ),
        (
            "a frame of edges must fit it",
            #"{"canvas": {"width": 100, "height": 100}, "collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": 200, "top": 0, "height": 10}}]}"#
        ),
    ]

    @Test func everyRuleRefusesAFileBreakingItInItsOwnWords() {
        #expect(Set(Self.breaking.map(\.words)) == Set(CrossValueRule.all.map(\.words)), "a rule without an example, or an example without a rule")
        for (words, json) in Self.breaking {
            var refusal: ScenarioError?
            // The format's rules, then the one that needs a layout (the engine's: cell addresses).
            do { try ScenarioMatrix(json: Array(json.utf8)).scenario().checkCellAddresses() } catch { refusal = error }
            #expect(refusal?.message.contains(words) == true, "\(words): \(String(describing: refusal))")
        }
    }
}
