/// UIKit's accessibility traits by their UIKit names (`"accessibilityTraits"`).
public enum AccessibilityTrait: String, CaseIterable, Sendable {
    case button, link, header, image, selected, notEnabled, staticText, adjustable, summaryElement

    /// The trait as VoiceOver says it, for the accessibility image's legend.
    public var spoken: String {
        switch self {
        case .button: "Button"
        case .link: "Link"
        case .header: "Heading"
        case .image: "Image"
        case .selected: "Selected"
        case .notEnabled: "Dimmed"
        case .staticText: "Text"
        case .adjustable: "Adjustable"
        case .summaryElement: "Summary"
        }
    }
}

/// What an item or a decoration tells VoiceOver (`accessibilityLabel` and its kin), each text
/// with `{field}`s filled from the item's fields. Nil values take the defaults
/// (docs/SCENARIO.md, "Accessibility").
public struct AccessibilitySpec: Equatable, Sendable {
    /// What VoiceOver reads first; nil: the item's label, or its template's texts in reading order.
    public var label: String?
    /// Its current value ("3 of 5").
    public var value: String?
    /// What using it does ("Double tap to open").
    public var hint: String?
    /// Its traits; nil: none for an item, `staticText` for a decoration.
    public var traits: [AccessibilityTrait]?
    /// Left out of VoiceOver's elements.
    public var hidden = false
    /// Custom actions of the app's own, named, before the drag actions the rules give.
    public var customActions: [String] = []
    /// Nothing given: every value its default.
    public init() {}
}

extension AccessibilitySpec {
    /// The accessibility keys of an item or a decoration, described once.
    static let keys: [FormatKey<AccessibilitySpec>] = [
        FormatKey(
            "accessibilityLabel", optional: \.label, .string, "what VoiceOver reads", default: "the label, or the template's texts",
            "what VoiceOver reads (with `{field}`s); default: the template's texts in reading order, else the label"),
        FormatKey(
            "accessibilityValue", optional: \.value, .string, "its value", default: "none",
            "its current value, read after the label (with `{field}`s)"),
        FormatKey(
            "accessibilityHint", optional: \.hint, .string, "what using it does", default: "none", "what using it does, read last (with `{field}`s)"),
        FormatKey(
            "accessibilityTraits", .array(.cases(of: AccessibilityTrait.self)), "UIKit's traits", default: "none (a decoration: `staticText`)",
            "UIKit's traits by name: `button`, `link`, `header`, `image`, `selected`, `notEnabled`, `staticText`, `adjustable`, `summaryElement`",
            read: { spec, value, reader throws(ScenarioError) in
                let r = reader()
                var traits: [AccessibilityTrait] = []
                for (i, trait) in try r.array(value).enumerated() { traits.append(try r.child(i).enumeration(trait)) }
                spec.traits = traits
            },
            write: { $0.traits.map { .array($0.map { .string($0.rawValue) }) } }),
        FormatKey(
            "accessibilityHidden", \.hidden, .boolean, "left out of VoiceOver's elements", default: "false", "true: not an element (decorative)",
            omittedAt: false),
        FormatKey(
            "accessibilityCustomActions", .array(.string(nonEmpty: true)), "the app's own actions", default: "`[]`",
            "names of the app's own custom actions, listed before the drag actions the rules give",
            read: { spec, value, reader throws(ScenarioError) in
                let r = reader()
                spec.customActions = []
                for (i, name) in try r.array(value).enumerated() { spec.customActions.append(try r.child(i).nonEmptyString(name)) }
            },
            write: { $0.customActions.isEmpty ? nil : .array($0.customActions.map { .string($0) }) }),
    ]
}
