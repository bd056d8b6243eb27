/// The format's rules across values: what no table of keys and no JSON Schema can state, checked
/// by the decoder and `Scenario.validate()` (docs/SCENARIO.md, "Editor support"). Each is named,
/// with the words of the message that refuses a file breaking it; the schema's description lists
/// the names, and the differential test knows a refusal by its words.
package struct CrossValueRule: Sendable {
    /// What the rule asks, in a few words.
    package let name: String
    /// Words of the decoder's message when a file breaks it.
    package let words: String

    /// Every rule across values, in the order the docs give them.
    package static let all: [CrossValueRule] = [
        CrossValueRule(name: "ids unique", words: "duplicate"),
        CrossValueRule(name: "references resolve", words: "no item with id"),
        CrossValueRule(name: "references resolve", words: "no collection with id"),
        CrossValueRule(name: "references resolve", words: "no template named"),
        CrossValueRule(name: "a consumed item is a consumable source's", words: "is no item of a consumable source"),
        CrossValueRule(name: "a consumed item is consumed once", words: "is consumed twice"),
        CrossValueRule(name: "references resolve", words: "no free view with id"),
        CrossValueRule(name: "a checkpoint's step is within the events", words: "is past the last event"),
        CrossValueRule(name: "an event's collection is in the arena at its event", words: "is not in the arena at this event"),
        CrossValueRule(name: "an event's section exists", words: "has no section"),
        CrossValueRule(name: "a target's items fit its slots", words: "do not fit in"),
        CrossValueRule(name: "an event's cell exists at its event", words: "has no cell"),
        CrossValueRule(name: "events in time order", words: "is earlier than the previous event"),
        CrossValueRule(name: "a field a template reads exists", words: "is not a field of item"),
        CrossValueRule(name: "a bound field's value fits its key", words: "\", not a"),
        CrossValueRule(name: "a colour's name is a system colour or one of the scenario's colors", words: "or a color name"),
        CrossValueRule(name: "a variant axis lists each value once", words: "is listed twice"),
        CrossValueRule(
            name: "a target's slots come from a consumable source or numberOfTargetItems", words: "required when no source collection is consumable"),
        CrossValueRule(name: "an event's cell is in view", words: "is out of view at this event"),
        CrossValueRule(name: "a string looked up is in its locale", words: "in locale"),
        CrossValueRule(name: "a frame of edges fits the canvas", words: "a frame of edges must fit it"),
        CrossValueRule(name: "variant names unique", words: "a second variant named"),
        CrossValueRule(name: "an override names declared variants", words: "is not one of the scenario's named variants"),
        CrossValueRule(
            name: "an override's keys are read merged over the scenario's, whether or not a variant meets it",
            words: "an override no declared variant meets is still read"),
    ]
}
