/// The objects some config keys take, described once: the toolbar (`toolbar`), its buttons, an
/// appearance state's style (`appearance`) and auto-scroll (`autoScroll`). The config key table
/// reads and writes them through these tables, and the schema and docs/SCENARIO.md's tables
/// come from them.
struct ToolbarEntry: Sendable {
    var placement = ToolbarPlacement.bottom
    var style = ToolbarStyle()

    /// `"toolbar"`: a placement, or an object with the placement (default `bottom`) and the look.
    static func decode(_ value: JSONValue, _ r: JSONReader, into rules: inout ArenaRules) throws(ScenarioError) {
        guard case .object = value else {
            rules.toolbar = try r.enumeration(value)
            return
        }
        let entry = try format.decode(value, r) { _ in ToolbarEntry() }
        (rules.toolbar, rules.toolbarStyle) = (entry.placement, entry.style)
    }

    /// The toolbar object: its placement and what differs from the default look.
    static let format = FormatObject<ToolbarEntry>(
        [
            FormatKey(
                "placement", \.placement, .cases, "top or bottom (bottom)", default: "`bottom`",
                "`top`, `bottom`, or `none` to hide it"),
            FormatKey(
                "height", .number(above: 0, max: ScenarioLimits.length), "points (44)", default: "44",
                "points; the labels are at most 15 points, 35% of it",
                read: { entry, value, reader throws(ScenarioError) in
                    entry.style.height = try reader().number(value, greaterThan: 0, max: ScenarioLimits.length)
                },
                write: { $0.style.height != ToolbarStyle().height ? .number($0.style.height) : nil }),
            .optionalColor("background", \.style.background, "the bar's colour", default: "the theme's", "the bar's colour"),
            .optionalColor("tint", \.style.tint, "buttons that would do something", default: "the accent", "buttons that would do something"),
            .optionalColor(
                "textColor", \.style.textColor, "the counter and dimmed buttons", default: "the theme's", "the counter and the dimmed buttons"),
        ] + ToolbarButton.allCases.map(button)
            + [
                FormatKey(
                    "counter", \.style.showsCounter, .boolean, "the step counter", default: "true",
                    "the step counter in a fourth slot; false gives the buttons a third of the width each", omittedAt: true)
            ])

    /// The key of one button: its look, written when it differs from the default.
    private static func button(_ button: ToolbarButton) -> FormatKey<ToolbarEntry> {
        let standard = ToolbarStyle().buttons[button]!
        return FormatKey(
            button.rawValue, ToolbarStyle.Button.format.shape, "the \(standard.label) button", default: "`{\"label\": \"\(standard.label)\"}`",
            "the \(standard.label) button: `label`, `icon` and `renderingMode`, as the table below",
            read: { entry, value, reader throws(ScenarioError) in
                entry.style.buttons[button] = try ToolbarStyle.Button.format.decode(value, reader()) { _ in standard }
            },
            write: { entry in entry.style.buttons[button].flatMap { $0 != standard ? ToolbarStyle.Button.format.encode($0) : nil } })
    }
}

extension ToolbarStyle.Button {
    /// A toolbar button's keys (`"undo": {"label": "Back", "icon": "icons/undo.png"}`).
    static let format = FormatObject<ToolbarStyle.Button>([
        FormatKey(
            "label", .string(), "its text", default: "`Undo`, `Redo`, `Reset`", "its text; `\"\"` shows the icon alone",
            read: { button, value, reader throws(ScenarioError) in button.label = try reader().string(value) }, write: { .string($0.label) }),
        FormatKey(
            "icon", optional: \.icon, .nonEmptyString, "an image before it", default: "none",
            "a PNG path drawn before the label, as a delete zone's icon; like images, inside the scenario's folder or an `--assets` folder"),
        FormatKey(
            "renderingMode", \.iconRenderingMode, .cases, "original or template", default: "`original`",
            "`original`, or `template`: the icon's shape in the button's colour, dimmed with it", omittedAt: .original),
    ])
}

extension StateStyle {
    /// The table of a state's style: a ghost's for the ghost's states.
    static func format(of state: AppearanceState) -> FormatObject<StateStyle> { state.isGhost ? ghostFormat : collectionFormat }

    /// The style of a collection's appearance state (`regular`, `pending`, `pendingDrop`).
    static let collectionFormat = FormatObject<StateStyle>(collectionKeys)
    /// The style of a ghost's state (`dragging`, `hovering`, `refused`): a collection's keys, and
    /// the ghost's opacity and scale.
    static let ghostFormat = FormatObject<StateStyle>(
        collectionKeys + [
            .optionalNumber("alpha", \.alpha, min: 0, max: 1, "the ghost's opacity", default: "DropShot's", "the ghost's opacity"),
            .optionalNumber("scale", \.scale, above: 0, max: 4, "the ghost's scale", default: "DropShot's", "the ghost's scale"),
        ])

    private static let collectionKeys: [FormatKey<StateStyle>] = [
        .optionalColor("fill", \.fill, "the collection's fill", default: "DropShot's", "the collection's fill"),
        .optionalColor("border", \.border, "its border", default: "DropShot's", "its border"),
        .optionalNumber(
            "borderWidth", \.borderWidth, min: 0, max: 1000, "points (2 when only `border` is given)", default: "DropShot's",
            "points (2 when only `border` is given)"),
    ]
}

extension AutoScroll {
    /// `autoScroll`'s object (`true` is this object with its defaults, `false` none).
    static let format = FormatObject<AutoScroll>([
        FormatKey(
            "edge", .number(above: 0, max: ScenarioLimits.length), "the band along each edge, in points (30)", default: "30",
            "the band along each edge, in points",
            read: { scroll, value, reader throws(ScenarioError) in
                scroll.edge = try reader().number(value, greaterThan: 0, max: ScenarioLimits.length)
            },
            write: { $0.edge != AutoScroll().edge ? .number($0.edge) : nil }),
        FormatKey(
            "speed", .number(above: 0, max: ScenarioLimits.length), "points a second (half the frame's length)", default: "half the frame's length",
            "points a second with the pointer on the edge",
            read: { scroll, value, reader throws(ScenarioError) in
                scroll.speed = try reader().number(value, greaterThan: 0, max: ScenarioLimits.length)
            },
            write: { $0.speed.map { .number($0) } }),
        FormatKey(
            "mode", \.mode, .cases, "continuous, or paging by a page", default: "`continuous`",
            "`continuous`, or `paging` (KD: half a page at once, at most once a second)"),
    ])

    /// `true` (KD's defaults), `false`, or `{"edge": points, "speed": points per second, "mode": …}`.
    static func decode(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> AutoScroll? {
        if case let .bool(on) = value { return on ? AutoScroll() : nil }
        return try format.decode(value, r) { _ in AutoScroll() }
    }
}

extension DropProposal {
    /// `dropProposal`'s object (`{"operation": "move", "intent": "insertAtDestinationIndexPath"}`).
    static let format = FormatObject<DropProposal>([
        FormatKey(
            "operation", \.operation, .cases, "move, copy, cancel or forbidden", default: "`move`",
            "`move`, `copy`, `cancel` or `forbidden` (UIDropOperation)"),
        FormatKey(
            "intent", \.intent, .cases, "where a drop lands", default: "`unspecified` (Apple's default: no gap)",
            "`insertAtDestinationIndexPath`, `insertIntoDestinationIndexPath` or `unspecified` (UICollectionViewDropIntent; left out, `unspecified`, as `UICollectionViewDropProposal(operation:)` makes it)"
        ),
    ])
}
