// The elements of a cell template (`CellTemplate`): docs/SCENARIO.md, "Cell templates".

/// The keys of an element whose value is an item's field (`"fill": "{dueColor}"`), by key: the
/// field's name, nil for a key given literally.
public struct TemplateBindings: Equatable, Sendable {
    /// A stack's or shape's `fill`.
    public var fill: String?
    /// A stack's `border`.
    public var border: String?
    /// A text's or badge's `color`.
    public var color: String?
    /// A badge's `textColor`.
    public var textColor: String?
    /// An image's `source`.
    public var source: String?
    /// An image's `tint`.
    public var tint: String?
    /// The keys given bound to the fields named (nil: the key is given literally, or not at all).
    public init(
        fill: String? = nil, border: String? = nil, color: String? = nil, textColor: String? = nil, source: String? = nil, tint: String? = nil
    ) {
        self.fill = fill; self.border = border; self.color = color; self.textColor = textColor; self.source = source; self.tint = tint
    }
}

/// Points inside each edge of a stack (`leading` is the right in a right-to-left layout).
public struct TemplateInsets: Equatable, Sendable {
    /// Points inside the top edge.
    public var top: Double
    /// Points inside the leading edge.
    public var leading: Double
    /// Points inside the bottom edge.
    public var bottom: Double
    /// Points inside the trailing edge.
    public var trailing: Double
    /// The same inset on every side.
    public init(_ all: Double) { (top, leading, bottom, trailing) = (all, all, all, all) }
    /// Each side its own.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

/// A soft shadow under a stack or shape (`"shadow": {"color", "opacity", "radius", "offset"}`), as a
/// CALayer's: it may fall outside the cell, over what was drawn before it.
public struct TemplateShadow: Equatable, Sendable {
    /// The shadow's colour (black).
    public var color = Scenario.Color.black
    /// Its opacity, 0 to 1 (0.2).
    public var opacity = 0.2
    /// Its blur radius in points (4).
    public var radius = 4.0
    /// How far it falls, in points (0 across, 2 down).
    public var offset = Point(0, 2)
    /// A black shadow of opacity 0.2, radius 4, falling 2 points down.
    public init() {}
}

/// Where a layer of an overlay sits in it.
public enum OverlayAlignment: String, CaseIterable, Sendable {
    /// A corner, an edge's middle, or the centre.
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
}

/// One child of an overlay: the element, where it sits, and its distance from the overlay's edges.
public struct OverlayLayer: Equatable, Sendable {
    /// What the layer draws.
    public var element: CellTemplate
    /// Where in the overlay it sits.
    public var alignment: OverlayAlignment
    /// Its distance from the overlay's edges, in points.
    public var padding: TemplateInsets
    /// `element` placed by `alignment`, `padding` points inside the overlay's edges.
    public init(element: CellTemplate, alignment: OverlayAlignment = .center, padding: TemplateInsets = TemplateInsets(0)) {
        self.element = element; self.alignment = alignment; self.padding = padding
    }
}

/// Children drawn over one another in order, each placed in the overlay by its own alignment and
/// padding (a duration over a photo's bottom-trailing corner, a selection check at its top).
public struct TemplateOverlay: Equatable, Sendable {
    /// The layers, the first drawn first (undermost).
    public var layers: [OverlayLayer] = []
    /// An overlay with no layers.
    public init() {}
}

/// Where children sit across a stack's axis, and where a text's lines sit.
public enum TemplateAlignment: String, CaseIterable, Sendable { case leading, center, trailing }

/// Children laid out one after another along `axis`.
public struct TemplateStack: Equatable, Sendable {
    /// The direction children are laid out in.
    public enum Axis: String, CaseIterable, Sendable { case vertical, horizontal }
    /// Vertical (children top to bottom) or horizontal.
    public var axis = Axis.vertical
    /// The axis at the accessibility sizes (AX1 to AX5), where iOS stacks a row's value under its
    /// label; nil keeps `axis`. A file's stack takes it when decoded at such a size.
    public var accessibilityAxis: Axis?
    /// Points between children.
    public var spacing = 4.0
    /// Points inside the stack's edges, before its children.
    public var padding = TemplateInsets(0)
    /// Where children sit across the axis.
    public var alignment = TemplateAlignment.center
    /// The stack's background, none when nil.
    public var fill: Scenario.Color?
    /// The stack's border colour, none when nil.
    public var border: Scenario.Color?
    /// The border's width in points.
    public var borderWidth = 1.0
    /// The background's corner radius in points.
    public var cornerRadius = 0.0
    /// The elements stacked, in order.
    public var children: [CellTemplate] = []
    /// A soft shadow under it, none when nil.
    public var shadow: TemplateShadow?
    /// The keys whose value is one of the item's fields.
    public var bindings = TemplateBindings()
    /// A vertical stack with no children, fill or border.
    public init() {}
}

/// A string with `{field}` placeholders, wrapped onto at most `lines` lines (the last ends in "…").
public struct TemplateText: Equatable, Sendable {
    /// The text's weight: regular, or bold.
    public enum Weight: String, CaseIterable, Sendable { case regular, bold }
    /// The text, with `{label}`, `{id}` or a field's name in braces replaced.
    public var text: String
    /// Points; nil is the cell's label size.
    public var size: Double?
    /// Regular or bold.
    public var weight = Weight.bold
    /// Nil is the item's `textColor`, else dark or white by the cell's fill.
    public var color: Scenario.Color?
    /// Leading, centred or trailing in its box.
    public var alignment = TemplateAlignment.center
    /// At most this many lines; 0: as many as fit in the height the text is given.
    public var lines = 1
    /// A font family (bundled, or one of the scenario's `fonts`); nil is `preferredFontName`'s.
    public var font: String?
    /// The keys whose value is one of the item's fields.
    public var bindings = TemplateBindings()
    /// A text element showing `text` (with `{label}`, `{id}` or a field's name in braces).
    public init(text: String) { self.text = text }
}

/// The item's image (no `source`), or a PNG file, fitted into or filling its box.
public struct TemplateImage: Equatable, Sendable {
    /// How an image fills its box: whole inside it (`fit`), or covering it, cropped (`fill`).
    public enum Mode: String, CaseIterable, Sendable { case fit, fill }
    /// A PNG path relative to the scenario file; nil shows the item's own `image`.
    public var source: String?
    /// Fit (whole, letterboxed) or fill (covering, cropped).
    public var mode = Mode.fill
    /// Points; nil takes the room the stack gives it.
    public var width: Double?
    /// Its height in points; nil takes the room the stack leaves.
    public var height: Double?
    /// Its corner radius in points.
    public var cornerRadius = 0.0
    /// A circle (an avatar) of the box's shorter side.
    public var circle = false
    /// Drawn as a template image (UIImage's `.alwaysTemplate`): its shape, by its alpha, in this
    /// colour (a colour name follows the appearance); nil draws its own colours.
    public var tint: Scenario.Color?
    /// The keys whose value is one of the item's fields.
    public var bindings = TemplateBindings()
    /// An image element showing the item's image, fitted, at its natural height.
    public init() {}
}

/// Text in a capsule.
public struct TemplateBadge: Equatable, Sendable {
    /// The badge's text, with fields in braces replaced.
    public var text: String
    /// Its fill; nil takes the theme's accent.
    public var color: Scenario.Color?
    /// Its text colour; nil picks dark or white by the fill.
    public var textColor: Scenario.Color?
    /// The text size in points.
    public var size = 11.0
    /// A font family (bundled, or one of the scenario's `fonts`), drawn bold; nil is `preferredFontName`'s.
    public var font: String?
    /// The keys whose value is one of the item's fields.
    public var bindings = TemplateBindings()
    /// A badge showing `text` on the accent colour.
    public init(text: String) { self.text = text }
}

/// A filled rectangle, rounded rectangle or circle.
public struct TemplateShape: Equatable, Sendable {
    /// The shape drawn: a rectangle, a rounded rectangle, or a circle.
    public enum Kind: String, CaseIterable, Sendable { case rect, roundedRect, circle }
    /// Rectangle, rounded rectangle or circle.
    public var kind = Kind.rect
    /// Its fill; nil takes the item's colour.
    public var fill: Scenario.Color?
    /// Its width in points; nil fills the box.
    public var width: Double?
    /// Its height in points; nil fills the box.
    public var height: Double?
    /// A rounded rectangle's corner radius in points.
    public var cornerRadius = 6.0
    /// A soft shadow under it, none when nil.
    public var shadow: TemplateShadow?
    /// The keys whose value is one of the item's fields.
    public var bindings = TemplateBindings()
    /// A rectangle filling its box, in the item's colour.
    public init() {}
}
