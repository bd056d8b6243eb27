/// A small view tree drawn inside a cell's frame (`"cell"` on a collection or an item), in the
/// spirit of SwiftUI's stacks: pure data here; its layout and drawing are DropShotRender's
/// (`Sources/DropShotRender/Templates/`). docs/SCENARIO.md, "Cell templates".
public indirect enum CellTemplate: Equatable, Sendable {
    case stack(TemplateStack)
    case text(TemplateText)
    case image(TemplateImage)
    case badge(TemplateBadge)
    case shape(TemplateShape)
    /// Takes the room left along its stack's axis (shared with the other spacers), at least `minLength`.
    case spacer(minLength: Double)

    /// The deepest a template may nest, and the most elements it may have: a template cannot make
    /// a small file expensive to lay out or draw.
    public static let maxDepth = 8
    /// The most elements one template may have.
    public static let maxElements = 64

    /// Every `{field}` its texts name, in order of appearance.
    public var fieldNames: [String] {
        switch self {
        case let .stack(stack): stack.children.flatMap(\.fieldNames)
        case let .text(text): CellTemplate.fields(in: text.text)
        case let .badge(badge): CellTemplate.fields(in: badge.text)
        case .image, .shape, .spacer: []
        }
    }

    /// The texts of its `text` and `badge` elements, before `{field}` substitution, each with the
    /// font family it names (nil: the collection's).
    public var texts: [(text: String, font: String?)] {
        switch self {
        case let .stack(stack): stack.children.flatMap(\.texts)
        case let .text(text): [(text.text, text.font)]
        case let .badge(badge): [(badge.text, nil)]
        case .image, .shape, .spacer: []
        }
    }

    /// Every image file its `image` elements name (those that do not show the item's own image).
    public var imageFiles: [String] {
        switch self {
        case let .stack(stack): stack.children.flatMap(\.imageFiles)
        case let .image(image): image.source.map { [$0] } ?? []
        case .text, .badge, .shape, .spacer: []
        }
    }

    /// The names between braces in `text` (`"{title} by {assignee}"`: title, assignee).
    static func fields(in text: String) -> [String] {
        var names: [String] = [], current: String?
        for character in text {
            if character == "{" { current = "" } else if character == "}", let name = current { names.append(name); current = nil } else { current?.append(character) }
        }
        return names
    }

    /// `text` with each `{field}` replaced by the item's value: `id`, `label`, or one of its `fields`.
    public static func substitute(_ text: String, for item: ItemSpec) -> String {
        var out = "", current: String?
        for character in text {
            if character == "{" {
                if let open = current { out += "{" + open }
                current = ""
            } else if character == "}", let name = current {
                out += item.field(name) ?? "{\(name)}"
                current = nil
            } else if current != nil {
                current!.append(character)
            } else {
                out.append(character)
            }
        }
        if let open = current { out += "{" + open }
        return out
    }
}

/// Where children sit across a stack's axis, and where a text's lines sit.
public enum TemplateAlignment: String, CaseIterable, Sendable { case leading, center, trailing }

/// Children laid out one after another along `axis`.
public struct TemplateStack: Equatable, Sendable {
    /// The direction children are laid out in.
    public enum Axis: String, CaseIterable, Sendable { case vertical, horizontal }
    /// Vertical (children top to bottom) or horizontal.
    public var axis = Axis.vertical
    /// Points between children.
    public var spacing = 4.0
    /// Points inside the stack's edges, before its children.
    public var padding = 0.0
    /// Where children sit across the axis.
    public var alignment = TemplateAlignment.center
    /// The stack's background, none when nil.
    public var fill: Color?
    /// The stack's border colour, none when nil.
    public var border: Color?
    /// The border's width in points.
    public var borderWidth = 1.0
    /// The background's corner radius in points.
    public var cornerRadius = 0.0
    /// The elements stacked, in order.
    public var children: [CellTemplate] = []
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
    public var color: Color?
    /// Leading, centred or trailing in its box.
    public var alignment = TemplateAlignment.center
    /// At most this many lines; 0: as many as fit in the height the text is given.
    public var lines = 1
    /// A font family (bundled, or one of the scenario's `fonts`); nil is `preferredFontName`'s.
    public var font: String?
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
    /// An image element showing the item's image, fitted, at its natural height.
    public init() {}
}

/// Text in a capsule.
public struct TemplateBadge: Equatable, Sendable {
    /// The badge's text, with fields in braces replaced.
    public var text: String
    /// Its fill; nil takes the theme's accent.
    public var color: Color?
    /// Its text colour; nil picks dark or white by the fill.
    public var textColor: Color?
    /// The text size in points.
    public var size = 11.0
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
    public var fill: Color?
    /// Its width in points; nil fills the box.
    public var width: Double?
    /// Its height in points; nil fills the box.
    public var height: Double?
    /// A rounded rectangle's corner radius in points.
    public var cornerRadius = 6.0
    /// A rectangle filling its box, in the item's colour.
    public init() {}
}

extension ItemSpec {
    /// The value a template's `{name}` shows: `id`, `label`, or one of the item's `fields`.
    public func field(_ name: String) -> String? {
        switch name {
        case "id": id
        case "label": label
        default: fields[name]
        }
    }
}
