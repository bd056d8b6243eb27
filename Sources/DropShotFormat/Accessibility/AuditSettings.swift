/// The accessibility audit's rules (`dropshot audit`, `check --audit`; docs/SCENARIO.md, "Accessibility audit").
public enum AuditRule: String, CaseIterable, Sendable {
    /// Text against what is drawn under it below WCAG 2.2's 4.5:1 (3:1 for large text).
    case contrast
    /// An element a finger uses smaller than 44 x 44 points (Apple's minimum hit target).
    case targetSize
    /// An element with no label.
    case missingLabel
    /// Two elements of one collection with the same label, which VoiceOver users cannot tell apart.
    case duplicateLabel
    /// Two collections whose frames overlap in part: a touch in the strip reaches only one.
    case overlap

    /// What the rule finds, as docs/SCENARIO.md's audit table says it.
    var documentation: String {
        switch self {
        case .contrast:
            "text whose contrast with the colour most of its box has (what is drawn under it) is below WCAG 2.2's 4.5:1, or 3:1 for large text (18 points, or 14 points bold); a symbol with no letter or digit (\"✓\", \"›\") is a graphical object, held to 3:1 (1.4.11); every text of an element is judged, each reported once"
        case .targetSize:
            "an element a finger uses (an item, or one with the `button`, `link` or `adjustable` trait) smaller than 44 x 44 points, Apple's minimum hit target"
        case .missingLabel:
            "an element with no label (an empty `label` or `accessibilityLabel`; an item whose template shows no text reads its `label`), and a collection that takes drops from another with no `title` or `accessibilityLabel`, which VoiceOver's actions call by its id"
        case .duplicateLabel:
            "two elements of one collection (headers aside) with the same label, which VoiceOver users cannot tell apart"
        case .overlap:
            "two collections in the arena whose frames overlap in part (neither holds the other): a touch in the strip they share reaches only the one declared first, and the other's cells there are covered; columns meant to touch overlap by the points their shares leave out (`\"1/3 - 8\"` leaves a gutter). Collections stacked on purpose (a palette over a board) say so with `audit.ignore`"
        }
    }

    /// docs/SCENARIO.md's table of the audit's rules.
    static var documentationTable: String {
        (["| rule | finds |", "|---|---|"] + allCases.map { "| `\($0.rawValue)` | \($0.documentation) |" }).joined(separator: "\n")
    }
}

/// What a scenario asks of the audit (`"audit"`): rules turned off, each with the team's reason.
public struct AuditSettings: Equatable, Sendable {
    /// The rules turned off, with the reason given (empty when none was).
    public var ignored: [AuditRule: String] = [:]
    /// Every rule on.
    public init() {}

    static let format = FormatObject<AuditSettings>([
        FormatKey(
            "ignore",
            .array(
                .anyOf([
                    .cases(of: AuditRule.self),
                    .object([("rule", .cases(of: AuditRule.self), "the rule turned off"), ("reason", .string(), "why")], required: ["rule"]),
                ])),
            "rules turned off for this scenario", default: "`[]`",
            "rules turned off for this scenario: `\"targetSize\"`, or `{\"rule\": \"targetSize\", \"reason\": \"…\"}` with the team's reason",
            read: { settings, value, reader throws(ScenarioError) in
                let r = reader()
                for (i, entry) in try r.array(value).enumerated() {
                    let e = r.child(i)
                    if case .string = entry {
                        settings.ignored[try e.enumeration(entry)] = ""
                        continue
                    }
                    let members = try e.object(entry, allowedKeys: ["rule", "reason"])
                    let rule: AuditRule = try e.child("rule").enumeration(try e.required("rule", in: members))
                    settings.ignored[rule] =
                        try JSONReader.value("reason", in: members).map { v throws(ScenarioError) in try e.child("reason").string(v) } ?? ""
                }
            },
            write: { settings in
                settings.ignored.isEmpty
                    ? nil
                    : .array(
                        AuditRule.allCases.compactMap { rule in
                            settings.ignored[rule].map {
                                $0.isEmpty ? .string(rule.rawValue) : .object([("rule", .string(rule.rawValue)), ("reason", .string($0))])
                            }
                        })
            })
    ])
}
