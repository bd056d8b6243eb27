/// How VoiceOver's drag actions are worded (docs/SCENARIO.md, "Accessibility"): English by
/// default; a scenario's `strings` give them in its locales under the keys `accessibility.moveTo`,
/// `accessibility.copyTo`, `accessibility.delete`, `accessibility.moveBefore`,
/// `accessibility.moveAfter` and `accessibility.swapWith`, each with `{name}` where the other
/// collection's or item's name goes ("「{name}」の前に移動").
public struct ActionPhrases: Equatable, Sendable {
    /// A drop into another collection.
    public var moveTo = "Move to {name}"
    /// A drop that copies (the item's source keeps it).
    public var copyTo = "Copy to {name}"
    /// A release over a delete zone.
    public var delete = "Delete"
    /// A move within a list, before another item.
    public var moveBefore = "Move before {name}"
    /// A move within a list to its end, after its last item.
    public var moveAfter = "Move after {name}"
    /// A rearrange in a list that swaps.
    public var swapWith = "Swap with {name}"

    /// The English phrases.
    public init() {}

    /// The `strings` key of each phrase, with where it goes.
    static let keys: [(key: String, phrase: WritableKeyPath<ActionPhrases, String> & Sendable)] = [
        ("accessibility.moveTo", \.moveTo), ("accessibility.copyTo", \.copyTo), ("accessibility.delete", \.delete),
        ("accessibility.moveBefore", \.moveBefore), ("accessibility.moveAfter", \.moveAfter), ("accessibility.swapWith", \.swapWith),
    ]

    /// The phrases a locale's `strings` table gives, English for those it does not.
    init(table: [String: String]) {
        for (key, phrase) in ActionPhrases.keys { if let text = table[key] { self[keyPath: phrase] = text } }
    }

    /// How many UTF-8 bytes `fill(phrase, name)` makes, counted without making it.
    public static func filledSize(_ phrase: String, _ name: String) -> Int {
        var size = 0
        forEachPart(of: phrase, name) { size += $0.utf8.count }
        return size
    }

    /// `phrase` with `name` in its `{name}`.
    public static func fill(_ phrase: String, _ name: String) -> String {
        var out = ""
        forEachPart(of: phrase, name) { out += $0 }
        return out
    }

    /// Hands `body` the parts of `phrase` filled with `name`, in order: its literal runs and
    /// `name` for each `{name}`.
    private static func forEachPart(of phrase: String, _ name: String, _ body: (Substring) -> Void) {
        var rest = phrase[...]
        while let marker = rest.firstRange(of: "{name}") {
            body(rest[..<marker.lowerBound])
            body(name[...])
            rest = rest[marker.upperBound...]
        }
        body(rest)
    }
}
