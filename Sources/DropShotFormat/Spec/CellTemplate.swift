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
        case let .image(image): return (image.bindings.source.map { [($0, .source)] } ?? []) + colors(image.bindings.tint)
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
            if let field = image.bindings.tint { image.tint = item.field(field).flatMap(Scenario.Color.init(hex:)) }
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
                path: path, message: "{\(field)} is not a field of item \(JSONValue.echo(item.id)) at \(itemPath) (it has: \(known))",
                rule: .fieldsExist)
        }
        func color(_ field: String?, _ key: String, at path: String) throws(ScenarioError) {
            guard let field else { return }
            guard let value = item.field(field) else { throw missing(field, at: path + "." + key) }
            guard Scenario.Color(hex: value) != nil else {
                throw ScenarioError(
                    path: path + "." + key,
                    message:
                        "{\(field)} of item \(JSONValue.echo(item.id)) at \(itemPath) is \(JSONValue.echo(value)), not a color (expected \"#RRGGBB\" or \"#RRGGBBAA\")",
                    rule: .boundFieldsFit)
            }
        }
        func texts(_ text: String, at path: String) throws(ScenarioError) {
            if let field = CellTemplate.fields(in: text).first(where: { item.field($0) == nil }) { throw missing(field, at: path) }
            try CellTemplate.checkFilled(text, for: item, at: path, itemPath: itemPath)
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
            try color(image.bindings.tint, "tint", at: path + ".image")
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

    /// Throws unless `text` filled with `item`'s fields makes at most `ScenarioLimits.filledText`
    /// bytes; returns how many it makes.
    @discardableResult
    static func checkFilled(_ text: String, for item: ItemSpec, at path: String, itemPath: String) throws(ScenarioError) -> Int {
        let size = filledSize(text, for: item)
        guard size <= ScenarioLimits.filledText else {
            throw ScenarioError(
                path: path,
                message:
                    "its {field}s filled with item \(JSONValue.echo(item.id)) at \(itemPath) make a text of \(size) bytes, over \(ScenarioLimits.filledText), the limit of one text"
            )
        }
        return size
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

    /// How many UTF-8 bytes `substitute(text, for: item)` makes, counted without making it.
    public static func filledSize(_ text: String, for item: ItemSpec) -> Int {
        var size = 0
        forEachPart(of: text, value: item.field) { size += $0.utf8.count }
        return size
    }

    /// `text` with each `{field}` replaced by the item's value: `id`, `label`, or one of its `fields`.
    public static func substitute(_ text: String, for item: ItemSpec) -> String {
        substitute(text, value: item.field)
    }

    /// `text` with each `{name}` replaced by `value(name)` (a name without one stays as written).
    static func substitute(_ text: String, value: (String) -> String?) -> String {
        var out = ""
        forEachPart(of: text, value: value) { out += $0 }
        return out
    }

    /// Hands `body` the parts of `text` filled by `value`, in order: its literal runs and each
    /// `{field}`'s value (a name without one, or a brace never closed, stays as written).
    private static func forEachPart(of text: String, value: (String) -> String?, _ body: (Substring) -> Void) {
        var literal = text.startIndex, index = text.startIndex
        var open: String.Index?
        while index < text.endIndex {
            let character = text[index]
            if character == "{" {
                // An earlier brace never closed stays as written, with the literal run before it.
                body(text[literal..<index])
                (literal, open) = (index, index)
            } else if character == "}", let start = open {
                let name = text[text.index(after: start)..<index]
                if let filled = value(String(name)) { body(Substring(filled)) } else { body(text[start...index]) }
                (literal, open) = (text.index(after: index), nil)
            }
            index = text.index(after: index)
        }
        body(text[literal...])
    }
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
