/// How a delete zone looks: `"deleteZones": [{"frame": [x, y, w, h], "label": "Trash", …}]`.
/// A zone given as a bare frame has the default look: "Delete" in the theme's red.
public struct DeleteZoneLook: Equatable, Sendable {
    /// The text shown in the zone; empty shows the icon alone.
    public var label = "Delete"
    /// A PNG path (relative to the scenario file) drawn before the label.
    public var icon: String?
    /// How the icon is drawn: in its own colours, or as a template tinted like the label.
    public var iconRenderingMode = IconRenderingMode.original
    /// The zone's colour: its border, its faint fill, its label; its whole fill while a drag is
    /// over it. Nil takes the theme's.
    public var color: Scenario.Color?
    /// The label's colour, over the theme's choice (white on the active fill, else `color`).
    public var textColor: Scenario.Color?
    /// A cell template drawn in the zone instead, with `{label}` and the icon as the item's image.
    public var cell: CellTemplate?
    /// A delete zone's look; nil values take the theme's.
    public init(
        label: String = "Delete", icon: String? = nil, color: Scenario.Color? = nil, textColor: Scenario.Color? = nil, cell: CellTemplate? = nil
    ) {
        self.label = label; self.icon = icon; self.color = color; self.textColor = textColor; self.cell = cell
    }

    /// The item a `cell` template draws the zone as.
    public var templateItem: ItemSpec { ItemSpec(id: "deleteZone", label: label, color: color, textColor: textColor, image: icon) }

    /// A delete zone: a bare frame, or an object with its frame and look (`DeleteZoneEntry.format`).
    static func decode(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> (frame: Rect, look: DeleteZoneLook) {
        guard case .object = value else { return (try r.rect(value), DeleteZoneLook()) }
        let zone = try DeleteZoneEntry.format.decode(value, r) { members throws(ScenarioError) in
            DeleteZoneEntry(frame: try r.child("frame").rect(try r.required("frame", in: members)), look: DeleteZoneLook())
        }
        return (zone.frame, zone.look)
    }
}

/// How an icon is drawn (UIImage's rendering mode): `original`, its own colours, or `template`,
/// its shape (alpha) filled with the colour of the label beside it, as UIKit tints a template image.
public enum IconRenderingMode: String, CaseIterable, Sendable { case original, template }

/// The undo/redo/reset toolbar's buttons.
public enum ToolbarButton: String, CaseIterable, Sendable { case undo, redo, reset }

/// How the toolbar looks (`"toolbar": {"placement": "bottom", …}`); `"toolbar": "bottom"` keeps
/// DropShot's look: a 44-point bar with Undo, Redo, Reset and the step counter.
public struct ToolbarStyle: Equatable, Sendable {
    /// One button: its text and an optional icon (a PNG path) drawn before it.
    public struct Button: Equatable, Sendable {
        /// The button's text.
        public var label: String
        /// An image drawn before the text (a PNG path relative to the scenario).
        public var icon: String?
        /// How the icon is drawn: in its own colours, or tinted like the label.
        public var iconRenderingMode = IconRenderingMode.original
        /// A button showing `label`, and `icon` (an image path) when given.
        public init(label: String, icon: String? = nil) { self.label = label; self.icon = icon }
    }
    /// The bar's height in points.
    public var height = 44.0
    /// The bar's colour; nil takes the theme's.
    public var background: Scenario.Color?
    /// Buttons that would do something; nil takes the theme's accent.
    public var tint: Scenario.Color?
    /// The counter, and dimmed, buttons that would do nothing; nil takes the theme's.
    public var textColor: Scenario.Color?
    /// The look of each button.
    public var buttons: [ToolbarButton: Button] = [.undo: Button(label: "Undo"), .redo: Button(label: "Redo"), .reset: Button(label: "Reset")]
    /// The step counter after the buttons.
    public var showsCounter = true
    /// The toolbar's default look: 44 points, Undo, Redo, Reset and the counter.
    public init() {}

    /// Every icon file the toolbar names, with its JSON key.
    public var iconFiles: [(button: ToolbarButton, path: String)] {
        ToolbarButton.allCases.compactMap { button in buttons[button]?.icon.map { (button, $0) } }
    }
}
