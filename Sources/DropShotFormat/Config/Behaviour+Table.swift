/// docs/SEEDS.md's and docs/NATIVE.md's preset tables, written from the presets' own data
/// (`values`, each named by the config key whose field it sets): the docs generator puts them
/// between their markers, so a preset's value and its row cannot part.
extension Behaviour {
    /// The seeds' presets, DropShot's own first: docs/SEEDS.md's columns.
    package static let seeds: [Behaviour] = [.dropshot, .arrasolta, .betweenkit, .kd, .ajw]
    /// The system's presets, DropShot's own first: docs/NATIVE.md's columns.
    package static let natives: [Behaviour] = [.dropshot, .uikit, .uikitTable, .swiftuiList, .swiftuiReorder]

    /// The table of what `presets` set: a row for each config key any of them sets, in the config
    /// table's order (`(arena-wide)` for a key of the top-level `config` only), a column for each
    /// preset with the value it gives the key, in bold where it is not DropShot's, and why where
    /// the preset's data says so.
    package static func presetTable(_ presets: [Behaviour]) -> String {
        let settings = presets.map { preset in
            var settings = ConfigSettings()
            preset.apply(to: &settings.config, rules: &settings.rules)
            return settings
        }
        let named = Set(presets.flatMap { $0.configKeys.map(\.key) })
        var rows = ["| key | " + presets.map(\.rawValue).joined(separator: " | ") + " |", "|" + String(repeating: "---|", count: presets.count + 1)]
        for key in ConfigKey.all where named.contains(key.name) {
            let own = shown(key.value(ConfigSettings()))
            let cells = zip(presets, settings).map { preset, settings in
                let value = shown(key.value(settings))
                let why = preset.tableNotes[key.name].map { " (\($0))" } ?? ""
                return (value == own ? value : "**\(value)**") + why
            }
            let name = "`\(key.name)`" + (keyNotes[key.name].map { " (\($0))" } ?? "") + (key.scope == .arena ? " (arena-wide)" : "")
            rows.append("| \(name) | " + cells.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n")
    }

    /// A key's value as the tables show it: a number or name as it is, an object's values in
    /// order (a drop proposal's operation and intent, `autoScroll`'s mode), "none" when unset.
    private static func shown(_ value: JSONValue?) -> String {
        switch value {
        case let .bool(b)?: b ? "true" : "false"
        case let .number(x)?: JSONValue.format(x)
        case let .string(s)?: s
        case let .object(members)?:
            members.filter { $0.key != "edge" && $0.key != "speed" }.map { shown($0.value) }.joined(separator: ", ")
        default: "none"
        }
    }

    /// What a key of the tables means, where its name does not say it.
    private static let keyNotes = [
        "dragStartDistance": "points moved before a drag starts",
        "dropFeedback": "DropShot's outline, tint, insertion bar, refused badge",
        "draggedViewOnTop": "a dragged free view over the others",
        "settleDuration": "seconds in `animate`", "snapBackDuration": "seconds in `animate`",
        "ghostLanding": "after a drop or rearrange, in `animate`", "ghostShrinksOnDelete": "in `animate`", "clonesInFlight": "in `animate`",
    ]

    /// Why the preset gives a key its value, where the value alone does not say it (the sources
    /// are in `configKeys`' comments and the docs' prose).
    private var tableNotes: [String: String] {
        switch self {
        case .arrasolta:
            [
                "sourceBackgroundColor": "the manual's minimal configuration draws none",
                "targetBackgroundColor": "the manual's minimal configuration draws none",
                "sourcePlaceholderColor": "UIKit's lightGray", "targetPlaceholderColorUntouched": "UIKit's lightGray",
                "placeholderTextColor": "white index labels",
            ]
        case .betweenkit:
            [
                "allowRearrange": "no assertion", "allowDrop": "no assertion", "allowDelete": "no assertion",
                "ghostLanding": "gone at once after a drop", "originRemovalEndsDrag": "the coordinator carries a drag on",
                "readdedPriority": "a collection added back is appended",
            ]
        case .kd:
            [
                "dropFeedback": "a live place is a gap",
                "autoScroll": "a 30-point strip outside the sides, half the bounds, once a second",
            ]
        case .uikit: ["reorderingCadence": "stated"]
        default: [:]
        }
    }
}
