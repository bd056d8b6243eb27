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
    /// Children drawn over one another, each placed by its own alignment and padding.
    case overlay(TemplateOverlay)
    /// A fixed gap of `length` points along its stack's axis (`{"spacer": {"length": 8}}`); it does
    /// not make its stack flexible.
    case gap(length: Double)
    /// `element`, drawn only for an item whose field `field` is present and not empty (`"when":
    /// "{field}"`); gone before layout (`resolved(for:)`).
    case when(field: String, element: CellTemplate)

    /// The deepest a template may nest, and the most elements it may have: a template cannot make
    /// a small file expensive to lay out or draw.
    public static let maxDepth = 8
    /// The most elements one template may have.
    public static let maxElements = 64

    /// Every `{field}` its texts name, in order of appearance (conditional elements included).
    public var fieldNames: [String] {
        switch self {
        case let .stack(stack): stack.children.flatMap(\.fieldNames)
        case let .overlay(overlay): overlay.layers.flatMap(\.element.fieldNames)
        case let .text(text): CellTemplate.fields(in: text.text)
        case let .badge(badge): CellTemplate.fields(in: badge.text)
        case let .when(_, element): element.fieldNames
        case .image, .shape, .spacer, .gap: []
        }
    }

    /// How far, in points, its shadows may reach beyond its elements (0 without shadows): a cell
    /// this far outside what is being drawn may still cast a shadow into it.
    public var shadowReach: Double {
        func reach(_ shadow: TemplateShadow?) -> Double {
            shadow.map { 3 * $0.radius + 1 + max(abs($0.offset.x), abs($0.offset.y)) } ?? 0
        }
        switch self {
        case let .stack(stack): return max(reach(stack.shadow), stack.children.map(\.shadowReach).max() ?? 0)
        case let .shape(shape): return reach(shape.shadow)
        case let .overlay(overlay): return overlay.layers.map(\.element.shadowReach).max() ?? 0
        case let .when(_, element): return element.shadowReach
        case .text, .badge, .image, .spacer, .gap: return 0
        }
    }

    /// Every field its bound keys and `when` conditions name (not its texts').
    public var boundFields: [String] { bindings.map(\.field) }

    /// What a bound key takes from its field: a colour, an image's source, or a `when` condition.
    enum BindingKind { case color, source, condition }

    /// Every field its bound keys and `when` conditions name, with what each takes, in element order.
    var bindings: [(field: String, kind: BindingKind)] {
        func colors(_ fields: String?...) -> [(field: String, kind: BindingKind)] { fields.compactMap { $0.map { ($0, .color) } } }
        switch self {
        case let .stack(stack): return colors(stack.bindings.fill, stack.bindings.border) + stack.children.flatMap(\.bindings)
        case let .overlay(overlay): return overlay.layers.flatMap(\.element.bindings)
        case let .text(text): return colors(text.bindings.color)
        case let .badge(badge): return colors(badge.bindings.color, badge.bindings.textColor)
        case let .shape(shape): return colors(shape.bindings.fill)
        case let .image(image): return image.bindings.source.map { [($0, .source)] } ?? []
        case let .when(field, element): return [(field, .condition)] + element.bindings
        case .spacer, .gap: return []
        }
    }

    /// The texts of its `text` and `badge` elements, before `{field}` substitution, each with the
    /// font family it names (nil: `preferredFontName`'s) and whether it is drawn bold (a badge is).
    public var texts: [(text: String, font: String?, bold: Bool)] {
        switch self {
        case let .stack(stack): stack.children.flatMap(\.texts)
        case let .overlay(overlay): overlay.layers.flatMap(\.element.texts)
        case let .text(text): [(text.text, text.font, text.weight == .bold)]
        case let .badge(badge): [(badge.text, badge.font, true)]
        case let .when(_, element): element.texts
        case .image, .shape, .spacer, .gap: []
        }
    }

    /// Every image file its `image` elements name literally (not the item's own image, nor a
    /// `"{field}"` source: `imageFiles(for:)` gives those of an item).
    public var imageFiles: [String] {
        switch self {
        case let .stack(stack): stack.children.flatMap(\.imageFiles)
        case let .overlay(overlay): overlay.layers.flatMap(\.element.imageFiles)
        case let .image(image): image.bindings.source == nil ? image.source.map { [$0] } ?? [] : []
        case let .when(_, element): element.imageFiles
        case .text, .badge, .shape, .spacer, .gap: []
        }
    }

    /// Every image file the template draws for `item`: the literal ones, and the paths its bound
    /// sources take from the item's fields (conditional elements the item does not show left out).
    /// A resolved template binds nothing, so its `imageFiles` are all of them.
    public func imageFiles(for item: ItemSpec) -> [String] {
        resolved(for: item)?.imageFiles ?? []
    }

    /// The template as `item` shows it: each bound colour and image source replaced by the item's
    /// field, and each `when` element kept only when the item has that field, not empty (nil: the
    /// root itself is not shown). A bound field the item lacks, or a colour field that is not a
    /// colour, leaves the element's default (`validate(for:at:)` refuses both beforehand).
    public func resolved(for item: ItemSpec) -> CellTemplate? {
        switch self {
        case let .when(field, element):
            guard let value = item.field(field), !value.isEmpty else { return nil }
            return element.resolved(for: item)
        case var .stack(stack):
            stack.children = stack.children.compactMap { $0.resolved(for: item) }
            if let field = stack.bindings.fill { stack.fill = item.field(field).flatMap(Scenario.Color.init(hex:)) }
            if let field = stack.bindings.border { stack.border = item.field(field).flatMap(Scenario.Color.init(hex:)) }
            stack.bindings = TemplateBindings()
            return .stack(stack)
        case var .overlay(overlay):
            overlay.layers = overlay.layers.compactMap { layer in
                layer.element.resolved(for: item).map { OverlayLayer(element: $0, alignment: layer.alignment, padding: layer.padding) }
            }
            return .overlay(overlay)
        case var .text(text):
            if let field = text.bindings.color { text.color = item.field(field).flatMap(Scenario.Color.init(hex:)) }
            text.bindings = TemplateBindings()
            return .text(text)
        case var .badge(badge):
            if let field = badge.bindings.color { badge.color = item.field(field).flatMap(Scenario.Color.init(hex:)) }
            if let field = badge.bindings.textColor { badge.textColor = item.field(field).flatMap(Scenario.Color.init(hex:)) }
            badge.bindings = TemplateBindings()
            return .badge(badge)
        case var .shape(shape):
            if let field = shape.bindings.fill { shape.fill = item.field(field).flatMap(Scenario.Color.init(hex:)) }
            shape.bindings = TemplateBindings()
            return .shape(shape)
        case var .image(image):
            if let field = image.bindings.source { image.source = item.field(field) }
            image.bindings = TemplateBindings()
            return .image(image)
        case .spacer, .gap:
            return self
        }
    }

    /// Throws unless `item` can be shown by the template: every `{field}` of a text it shows is one
    /// of the item's, every bound colour field holds a colour, every bound source field a path.
    /// Elements under a `when` the item does not meet are not checked. `path` is the template's
    /// JSON path; the error names the element's path within it, the item and the field.
    public func validate(for item: ItemSpec, at itemPath: String, path: String) throws(ScenarioError) {
        func missing(_ field: String, at path: String) -> ScenarioError {
            let known = (["id", "label"] + item.fields.keys.sorted()).joined(separator: ", ")
            return ScenarioError(
                path: path, message: "{\(field)} is not a field of item \(JSONValue.echo(item.id)) at \(itemPath) (it has: \(known))")
        }
        func color(_ field: String?, _ key: String, at path: String) throws(ScenarioError) {
            guard let field else { return }
            guard let value = item.field(field) else { throw missing(field, at: path + "." + key) }
            guard Scenario.Color(hex: value) != nil else {
                throw ScenarioError(
                    path: path + "." + key,
                    message:
                        "{\(field)} of item \(JSONValue.echo(item.id)) at \(itemPath) is \(JSONValue.echo(value)), not a color (expected \"#RRGGBB\" or \"#RRGGBBAA\")"
                )
            }
        }
        func texts(_ text: String, at path: String) throws(ScenarioError) {
            if let field = CellTemplate.fields(in: text).first(where: { item.field($0) == nil }) { throw missing(field, at: path) }
        }
        switch self {
        case let .when(field, element):
            guard let value = item.field(field), !value.isEmpty else { return }
            try element.validate(for: item, at: itemPath, path: path)
        case let .stack(stack):
            let p = path + ".stack"
            try color(stack.bindings.fill, "fill", at: p)
            try color(stack.bindings.border, "border", at: p)
            for (i, child) in stack.children.enumerated() { try child.validate(for: item, at: itemPath, path: "\(p).children[\(i)]") }
        case let .overlay(overlay):
            for (i, layer) in overlay.layers.enumerated() {
                try layer.element.validate(for: item, at: itemPath, path: "\(path).overlay.children[\(i)]")
            }
        case let .text(text):
            try texts(text.text, at: path + ".text")
            try color(text.bindings.color, "color", at: path + ".text")
        case let .badge(badge):
            try texts(badge.text, at: path + ".badge")
            try color(badge.bindings.color, "color", at: path + ".badge")
            try color(badge.bindings.textColor, "textColor", at: path + ".badge")
        case let .shape(shape):
            try color(shape.bindings.fill, "fill", at: path + ".shape")
        case let .image(image):
            if let field = image.bindings.source {
                guard let value = item.field(field) else { throw missing(field, at: path + ".image.source") }
                if value.isEmpty {
                    throw ScenarioError(
                        path: path + ".image.source",
                        message: "{\(field)} of item \(JSONValue.echo(item.id)) at \(itemPath) is empty, not an image path")
                }
            }
        case .spacer, .gap:
            break
        }
    }

    /// The names between braces in `text` (`"{title} by {assignee}"`: title, assignee).
    static func fields(in text: String) -> [String] {
        var names: [String] = [], current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                names.append(name); current = nil
            } else {
                current?.append(character)
            }
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
    /// No key bound.
    public init() {}
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
