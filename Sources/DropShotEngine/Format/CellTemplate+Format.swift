/// A cell template in the scenario format, described once: each element kind (`stack`, `overlay`,
/// `text`, `image`, `badge`, `shape`, `spacer`) is a table of its keys, and `TemplateElementKind.all`
/// lists the kinds. The decoder, the encoder, the schema's `element` and `layer`, and
/// docs/SCENARIO.md's table of elements are readings of these tables. An element is an object
/// with exactly one kind's key (and optionally `when`); `text` and `badge` may be a string.
/// Colour keys and an image's `source` may be `"{field}"`, bound to an item's field.
struct TemplateElementKind: Sendable {
    /// The element's key (`"stack"`).
    let name: String
    /// The JSON its value takes.
    let shape: JSONShape
    /// docs/SCENARIO.md's keys cell for it.
    let documentation: String
    /// The element from its value, at the kind's path.
    let read: @Sendable (JSONValue, JSONReader) throws(ScenarioError) -> CellTemplate
    /// The element's value, when it is of this kind.
    let write: @Sendable (CellTemplate) -> JSONValue?

    /// Every kind, in the docs' order.
    static let all: [TemplateElementKind] = [
        kind("stack", TemplateStack.format) {
            TemplateStack()
        } make: {
            .stack($0)
        } match: {
            if case let .stack(s) = $0 { s } else { nil }
        },
        TemplateElementKind(
            name: "overlay", shape: TemplateOverlay.format.shape,
            documentation: TemplateOverlay.format.inlineDocumentation + "; each child also takes " + OverlayLayer.format.inlineDocumentation,
            read: { value, reader throws(ScenarioError) in .overlay(try TemplateOverlay.format.decode(value, reader) { _ in TemplateOverlay() }) },
            write: { if case let .overlay(overlay) = $0 { TemplateOverlay.format.encode(overlay) } else { nil } }),
        textual("text", TemplateText.format, lead: "a string, or ", make: { .text(TemplateText(text: $0)) }) {
            .text($0)
        } match: {
            if case let .text(t) = $0 { t } else { nil }
        } start: { members, reader throws(ScenarioError) in
            var text = TemplateText(text: try reader.child("text").string(try reader.required("text", in: members)))
            if let style = try textSize(members, reader) {
                text.size = style.size
                if let bold = style.bold { text.weight = bold ? .bold : .regular }
            }
            return text
        },
        kind("image", TemplateImage.format) {
            TemplateImage()
        } make: {
            .image($0)
        } match: {
            if case let .image(i) = $0 { i } else { nil }
        },
        textual("badge", TemplateBadge.format, lead: "a string, or ", make: { .badge(TemplateBadge(text: $0)) }) {
            .badge($0)
        } match: {
            if case let .badge(b) = $0 { b } else { nil }
        } start: { members, reader throws(ScenarioError) in
            var badge = TemplateBadge(text: try reader.child("text").string(try reader.required("text", in: members)))
            if let style = try textSize(members, reader) { badge.size = style.size }
            return badge
        },
        kind("shape", TemplateShape.format) {
            TemplateShape()
        } make: {
            .shape($0)
        } match: {
            if case let .shape(s) = $0 { s } else { nil }
        },
        TemplateElementKind(
            name: "spacer", shape: SpacerBody.format.shape,
            documentation:
                "takes the room left along its stack's axis, shared with the other spacers; a `length` makes it a fixed gap, which does not make its stack flexible: "
                + SpacerBody.format.inlineDocumentation,
            read: { value, reader throws(ScenarioError) in
                let body = try SpacerBody.format.decode(value, reader) { _ in SpacerBody() }
                guard let length = body.length else { return .spacer(minLength: body.minLength) }
                if body.minLength > 0 { throw reader.error("a spacer has a fixed length or a minLength, not both") }
                return .gap(length: length)
            },
            write: { element in
                switch element {
                case let .spacer(minLength): SpacerBody.format.encode(SpacerBody(minLength: minLength))
                case let .gap(length): SpacerBody.format.encode(SpacerBody(length: length))
                default: nil
                }
            }),
    ]

    /// Every kind's name.
    static let names = all.map(\.name)

    /// A kind whose value is an object of `format`'s keys.
    private static func kind<Element: Sendable>(
        _ name: String, _ format: FormatObject<Element>, start: @escaping @Sendable () -> Element,
        make: @escaping @Sendable (Element) -> CellTemplate,
        match: @escaping @Sendable (CellTemplate) -> Element?
    ) -> TemplateElementKind {
        TemplateElementKind(
            name: name, shape: format.shape, documentation: format.inlineDocumentation,
            read: { value, reader throws(ScenarioError) in make(try format.decode(value, reader) { _ in start() }) },
            write: { match($0).map(format.encode) })
    }

    /// A kind whose value is a string (its text) or an object of `format`'s keys, started from
    /// its `text` and size keys.
    private static func textual<Element: Sendable>(
        _ name: String, _ format: FormatObject<Element>, lead: String, make string: @escaping @Sendable (String) -> CellTemplate,
        _ make: @escaping @Sendable (Element) -> CellTemplate, match: @escaping @Sendable (CellTemplate) -> Element?,
        start: @escaping @Sendable ([(key: String, value: JSONValue)], JSONReader) throws(ScenarioError) -> Element
    ) -> TemplateElementKind {
        TemplateElementKind(
            name: name, shape: .anyOf([.string(), format.shape]), documentation: lead + format.inlineDocumentation,
            read: { value, reader throws(ScenarioError) in
                if case let .string(text) = value { return string(text) }
                return make(try format.decode(value, reader) { members throws(ScenarioError) in try start(members, reader) })
            },
            write: { match($0).map(format.encode) })
    }

    /// A text's size from `size`, `textStyle` (its size and weight at the content size) or a
    /// `size` scaled `relativeTo` a style as UIFontMetrics scales it; nil when none is given.
    private static func textSize(_ members: [(key: String, value: JSONValue)], _ c: JSONReader) throws(ScenarioError) -> (size: Double, bold: Bool?)?
    {
        let category = c.environment.contentSize
        var size: Double?
        if let v = JSONReader.value("size", in: members) { size = try c.child("size").number(v, greaterThan: 0, max: ScenarioLimits.fontSize) }
        if let v = JSONReader.value("textStyle", in: members) {
            guard size == nil else { throw c.child("size").error("give textStyle or size (with relativeTo to scale it), not both") }
            if JSONReader.value("relativeTo", in: members) != nil { throw c.child("relativeTo").error("scales a size: give size, not textStyle") }
            let style: TextStyle = try c.child("textStyle").enumeration(v)
            return (style.size(at: category), style.isBold)
        }
        if let v = JSONReader.value("relativeTo", in: members) {
            guard let size else { throw c.child("relativeTo").error("scales a size: give size too") }
            let style: TextStyle = try c.child("relativeTo").enumeration(v)
            return (min(ScenarioLimits.fontSize, style.scaled(size, at: category)), nil)
        }
        return size.map { ($0, nil) }
    }

    /// docs/SCENARIO.md's table of elements: a row a kind.
    static var documentationTable: String {
        (["| element | keys (defaults) |", "|---|---|"] + all.map { "| `\($0.name)` | \($0.documentation) |" }).joined(separator: "\n")
    }
}

extension CellTemplate {
    /// A template where one goes (`cell`): an element, or the name of one of the scenario's
    /// `templates` (known to `r`).
    init(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) {
        if case let .string(name) = value {
            guard let named = r.templates[name] else {
                let known = r.templates.keys.sorted().map { JSONValue.echo($0) }.joined(separator: ", ")
                throw r.error("no template named \(JSONValue.echo(name)) (the scenario's templates: \(known.isEmpty ? "none" : known))")
            }
            self = named
            return
        }
        var count = 0
        try CellTemplate.checkSize(value, r, depth: 1, count: &count)
        try self.init(element: value, r)
    }

    /// The field a `"{field}"` value names; nil for any other value.
    static func binding(_ value: JSONValue) -> String? {
        guard case let .string(text) = value, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let name = String(text.dropFirst().dropLast())
        return name.contains("{") || name.contains("}") ? nil : name
    }

    /// Refuses a template deeper than `maxDepth` or of more than `maxElements` elements before it
    /// is read, counting depth first in the file's order: the error names the first element past
    /// the limit, so a small file cannot make the reader or the renderer work hard.
    private static func checkSize(_ value: JSONValue, _ r: JSONReader, depth: Int, count: inout Int) throws(ScenarioError) {
        guard depth <= maxDepth else { throw r.error("nested deeper than \(maxDepth) elements") }
        count += 1
        guard count <= maxElements else { throw r.error("more than \(maxElements) elements in one template") }
        guard case let .object(members) = value else { return }
        for (kind, body) in members where kind == "stack" || kind == "overlay" {
            guard case let .object(keys) = body, case let .array(children)? = JSONReader.value("children", in: keys) else { continue }
            let k = r.child(kind).child("children")
            for (i, child) in children.enumerated() { try checkSize(child, k.child(i), depth: depth + 1, count: &count) }
        }
    }

    /// An element: an object of one kind's key, and optionally `when` (and, for an overlay's layer,
    /// the keys `extra` read apart).
    init(element value: JSONValue, _ r: JSONReader, extra: [String] = []) throws(ScenarioError) {
        let all = try r.object(value, allowedKeys: TemplateElementKind.names + ["when"] + extra)
        let members = all.filter { $0.key != "when" && !extra.contains($0.key) }
        guard members.count == 1, let (name, body) = members.first, let kind = TemplateElementKind.all.first(where: { $0.name == name }) else {
            throw r.error("an element is an object with exactly one of: \(TemplateElementKind.names.joined(separator: ", ")) (and optionally when)")
        }
        var condition: String?
        if let when = JSONReader.value("when", in: all) {
            guard let field = CellTemplate.binding(when) else {
                throw r.child("when").error("expected a field in braces, such as \"{due}\", found \(JSONReader.describe(when))")
            }
            condition = field
        }
        let element = try kind.read(body, r.child(name))
        self = condition.map { .when(field: $0, element: element) } ?? element
    }

    /// The template as an element object (`{"stack": {...}}`), its bound keys as `"{field}"`.
    var json: JSONValue {
        if case let .when(field, element) = self {
            guard case var .object(members) = element.json else { return .null }
            members.append(("when", .string("{\(field)}")))
            return .object(members)
        }
        for kind in TemplateElementKind.all {
            if let value = kind.write(self) { return .object([(kind.name, value)]) }
        }
        preconditionFailure("TemplateElementKind.all writes every element")  // CellTemplateFormatTests writes each kind
    }
}

/// A spacer's keys: the room it takes at least, or a fixed gap.
private struct SpacerBody: Sendable {
    var minLength = 0.0
    var length: Double?

    static let format = FormatObject<SpacerBody>([
        .length(
            "minLength", \.minLength, "the least room it takes", default: "0", "the least room it takes along its stack's axis",
            defaults: SpacerBody()),
        .optionalLength("length", \.length, "a fixed gap instead", "a fixed gap of that many points instead"),
    ])
}

extension TemplateStack {
    static let format = FormatObject<TemplateStack>([
        .enumeration("axis", \.axis, "vertical or horizontal", default: "`vertical`", "`vertical` or `horizontal`", defaults: TemplateStack()),
        .length("spacing", \.spacing, "points between children", default: "4", "points between children", defaults: TemplateStack()),
        .insets("padding", \.padding, "a number, or [top, leading, bottom, trailing]", defaults: TemplateStack()),
        .enumeration(
            "alignment", \.alignment, "children across the axis", default: "`center`",
            "`leading`, `trailing`: across the axis, so top and bottom for a horizontal stack", defaults: TemplateStack()),
        .colorOrField("fill", \.fill, \.bindings.fill, "the stack's background", default: "none", "the stack's background"),
        .colorOrField("border", \.border, \.bindings.border, "its border", default: "none", "its border"),
        .number("borderWidth", \.borderWidth, max: 1000, "points", default: "1", "the border's width in points", defaults: TemplateStack()),
        .length("cornerRadius", \.cornerRadius, "points", default: "0", "points", defaults: TemplateStack()),
        .shadow("shadow", \.shadow),
        FormatKey(
            "children", .array(.reference("element")), "elements, in order", default: "`[]`", "elements, in order",
            read: { stack, value, reader throws(ScenarioError) in
                let k = reader()
                for (i, child) in try k.array(value).enumerated() { stack.children.append(try CellTemplate(element: child, k.child(i))) }
            },
            write: { .array($0.children.map(\.json)) }),
    ])
}

extension TemplateOverlay {
    static let format = FormatObject<TemplateOverlay>([
        FormatKey(
            "children", .array(.reference("layer")), "elements drawn over one another", default: "`[]`",
            "elements drawn over one another in order, each placed by its own `alignment` and `padding`, given beside the child's kind; an image or shape without a size fills the overlay. A root overlay fills the cell; in a stack it is as large as its largest layer, or its share when a layer is flexible",
            read: { overlay, value, reader throws(ScenarioError) in
                let k = reader()
                for (i, child) in try k.array(value).enumerated() {
                    let layerReader = k.child(i)
                    var layer = try OverlayLayer.format.decode(child, layerReader, ignoring: TemplateElementKind.names + ["when"]) { _ in
                        OverlayLayer(element: .spacer(minLength: 0))
                    }
                    layer.element = try CellTemplate(element: child, layerReader, extra: OverlayLayer.format.keys.map(\.name))
                    overlay.layers.append(layer)
                }
            },
            write: { overlay in
                .array(
                    overlay.layers.map { layer in
                        guard case let .object(members) = layer.element.json else { return .null }
                        return .object(members + OverlayLayer.format.members(of: layer))
                    })
            })
    ])
}

extension OverlayLayer {
    /// Where a layer sits in its overlay: keys given beside its element's kind.
    static let format = FormatObject<OverlayLayer>([
        .enumeration(
            "alignment", \.alignment, "where it sits in the overlay", default: "`center`",
            "`topLeading`, `top`, `topTrailing`, `leading`, `trailing`, `bottomLeading`, `bottom`, `bottomTrailing`",
            defaults: OverlayLayer(element: .spacer(minLength: 0))),
        .insets("padding", \.padding, "points in from the overlay's edges", defaults: OverlayLayer(element: .spacer(minLength: 0))),
    ])
}

extension TemplateText {
    static let format = FormatObject<TemplateText>([
        FormatKey(
            "text", .string(), "the text, with {field}s", required: true, default: "required", "the text, with `{field}`s", read: nil,
            write: { .string($0.text) }),
        FormatKey(
            "size", .fontSize, "points", default: "the cell's label size", "points", read: nil, write: { $0.size.map { .number($0) } }),
        FormatKey(
            "textStyle", .cases(of: TextStyle.self), "a Dynamic Type style: size and weight at the content size", default: "none",
            "a Dynamic Type style: its size and weight at the scenario's `contentSize`", read: nil, write: { _ in nil }),
        FormatKey(
            "relativeTo", .cases(of: TextStyle.self), "scales size as this style scales", default: "none", "scales `size` as this style scales",
            read: nil, write: { _ in nil }),
        .enumeration(
            "weight", \.weight, "regular or bold", default: "`bold`", "`bold` or `regular`: the two faces of `preferredFontName`'s family",
            defaults: TemplateText(text: "")),
        .colorOrField(
            "color", \.color, \.bindings.color, "its colour", default: "the item's `textColor`", "its colour; without one, dark or white by the fill"),
        .enumeration(
            "alignment", \.alignment, "where its lines lie", default: "`center`", "`leading` is the right in a right-to-left collection",
            defaults: TemplateText(text: "")),
        FormatKey(
            "lines", .integer(min: 0, max: 20), "the most lines (0: as many as fit)", default: "1",
            "up to 20, or 0: as many as fit in the height the text is given; wrapped as \"Text\" below says, the last line ends in \"…\"",
            read: { text, value, reader throws(ScenarioError) in text.lines = try reader().int(value, min: 0, max: 20) },
            write: { $0.lines != 1 ? .number(Double($0.lines)) : nil }),
        FormatKey(
            "font", .string(nonEmpty: true), "a family of the scenario's fonts", default: "none",
            "a family, bundled or of the scenario's `fonts`: the text's face, with the usual fallbacks",
            read: { text, value, reader throws(ScenarioError) in
                let k = reader()
                text.font = try k.string(value)
                if text.font!.isEmpty { throw k.error("must not be empty") }
            },
            write: { $0.font.map { .string($0) } }),
    ])
}

extension TemplateImage {
    static let format = FormatObject<TemplateImage>([
        FormatKey(
            "source", .string(nonEmpty: true), "an image path, or {field}", default: "the item's `image`",
            "a PNG path relative to the scenario, read as item images are, or `{field}`",
            read: { image, value, reader throws(ScenarioError) in
                image.source = try reader().nonEmptyString(value, orLeaveOutFor: "the item's image")
                if let field = CellTemplate.binding(value) { (image.source, image.bindings.source) = (nil, field) }
            },
            write: { image in image.bindings.source.map { .string("{\($0)}") } ?? image.source.map { .string($0) } }),
        .enumeration("mode", \.mode, "fill or fit", default: "`fill`", "`fill` or `fit`", defaults: TemplateImage()),
        .optionalLength("width", \.width, "points", "points"),
        .optionalLength("height", \.height, "points", "points"),
        .length("cornerRadius", \.cornerRadius, "points", default: "0", "points", defaults: TemplateImage()),
        FormatKey(
            "circle", .boolean, "clipped to a circle", default: "false",
            "true clips to a circle of the shorter side, centred, in either mode, for avatars",
            read: { image, value, reader throws(ScenarioError) in image.circle = try reader().bool(value) }, write: { $0.circle ? .bool(true) : nil }),
    ])
}

extension TemplateBadge {
    static let format = FormatObject<TemplateBadge>([
        FormatKey(
            "text", .string(), "the text, with {field}s", required: true, default: "required", "the text, with `{field}`s", read: nil,
            write: { .string($0.text) }),
        .colorOrField("color", \.color, \.bindings.color, "the capsule's colour", default: "the theme's accent", "the capsule's colour"),
        .colorOrField("textColor", \.textColor, \.bindings.textColor, "the text's colour", default: "white", "the text's colour"),
        FormatKey("size", .fontSize, "points", default: "11", "points", read: nil, write: { $0.size != 11 ? .number($0.size) : nil }),
        FormatKey(
            "textStyle", .cases(of: TextStyle.self), "a Dynamic Type style: its size at the content size", default: "none",
            "a Dynamic Type style: its size at the scenario's `contentSize`", read: nil, write: { _ in nil }),
        FormatKey(
            "relativeTo", .cases(of: TextStyle.self), "scales size as this style scales", default: "none", "scales `size` as this style scales",
            read: nil, write: { _ in nil }),
        FormatKey(
            "font", .string(), "a font family, drawn bold (default: preferredFontName's)", default: "`preferredFontName`'s", "a family, drawn bold",
            read: { badge, value, reader throws(ScenarioError) in badge.font = try reader().string(value) }, write: { $0.font.map { .string($0) } }),
    ])
}

extension TemplateShape {
    static let format = FormatObject<TemplateShape>([
        .enumeration(
            "kind", \.kind, "rect, roundedRect or circle", default: "`rect`", "`rect`, `roundedRect` or `circle`", defaults: TemplateShape()),
        .colorOrField("fill", \.fill, \.bindings.fill, "its colour", default: "the accent", "its colour"),
        .optionalLength("width", \.width, "points", "points"),
        .optionalLength("height", \.height, "points", "points"),
        .length("cornerRadius", \.cornerRadius, "points", default: "6", "points", defaults: TemplateShape()),
        .shadow("shadow", \.shadow),
    ])
}

extension TemplateShadow {
    /// `{"color", "opacity", "radius", "offset"}`, each optional; written whole.
    static let format = FormatObject<TemplateShadow>([
        FormatKey(
            "color", .color, "the shadow's colour", default: "`#000000`", "the shadow's colour",
            read: { shadow, value, reader throws(ScenarioError) in shadow.color = try reader().color(value) }, write: { .string($0.color.hex) }),
        FormatKey(
            "opacity", .number(min: 0, max: 1), "its opacity", default: "0.2", "its opacity",
            read: { shadow, value, reader throws(ScenarioError) in shadow.opacity = try reader().number(value, min: 0, max: 1) },
            write: { .number($0.opacity) }),
        FormatKey(
            "radius", .number(min: 0, max: 100), "its blur radius in points", default: "4", "its blur radius in points",
            read: { shadow, value, reader throws(ScenarioError) in shadow.radius = try reader().number(value, min: 0, max: 100) },
            write: { .number($0.radius) }),
        FormatKey(
            "offset", .array(.number(min: -1000, max: 1000), count: 2), "[dx, dy] in points", default: "`[0, 2]`", "`[dx, dy]` in points",
            read: { shadow, value, reader throws(ScenarioError) in
                let s = reader()
                let pair = try s.array(value)
                guard pair.count == 2 else { throw s.error("expected [dx, dy], found \(pair.count) numbers") }
                shadow.offset = Point(try s.child(0).number(pair[0], min: -1000, max: 1000), try s.child(1).number(pair[1], min: -1000, max: 1000))
            },
            write: { $0.offset.json }),
    ])
}

// MARK: Keys template elements share

extension FormatKey where Value: Sendable {
    /// A number of points, 0 to the length limit, written when it is not `defaults`' value.
    fileprivate static func length(
        _ name: String, _ path: WritableKeyPath<Value, Double> & Sendable, _ summary: String, default defaultText: String, _ documentation: String,
        defaults: Value
    ) -> FormatKey {
        number(name, path, max: ScenarioLimits.length, summary, default: defaultText, documentation, defaults: defaults)
    }

    /// A number from 0 to `max`, written when it is not `defaults`' value.
    fileprivate static func number(
        _ name: String, _ path: WritableKeyPath<Value, Double> & Sendable, max: Double, _ summary: String, default defaultText: String,
        _ documentation: String, defaults: Value
    ) -> FormatKey {
        let standard = defaults[keyPath: path]
        return FormatKey(
            name, .number(min: 0, max: max), summary, default: defaultText, documentation,
            read: { value, json, reader throws(ScenarioError) in value[keyPath: path] = try reader().number(json, min: 0, max: max) },
            write: { $0[keyPath: path] != standard ? .number($0[keyPath: path]) : nil })
    }

    /// A number of points with no default (the element sizes itself), written when set.
    fileprivate static func optionalLength(
        _ name: String, _ path: WritableKeyPath<Value, Double?> & Sendable, _ summary: String, _ documentation: String
    ) -> FormatKey {
        FormatKey(
            name, .length, summary, default: "none", documentation,
            read: { value, json, reader throws(ScenarioError) in value[keyPath: path] = try reader().number(json, min: 0, max: ScenarioLimits.length)
            },
            write: { $0[keyPath: path].map { .number($0) } })
    }

    /// One of an enumeration's cases, written when it is not `defaults`' value.
    fileprivate static func enumeration<E: RawRepresentable & CaseIterable & Equatable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Value, E> & Sendable, _ summary: String, default defaultText: String, _ documentation: String,
        defaults: Value
    ) -> FormatKey where E.RawValue == String {
        let standard = defaults[keyPath: path]
        return FormatKey(
            name, .cases(of: E.self), summary, default: defaultText, documentation,
            read: { value, json, reader throws(ScenarioError) in value[keyPath: path] = try reader().enumeration(json) },
            write: { $0[keyPath: path] != standard ? .string($0[keyPath: path].rawValue) : nil })
    }

    /// A colour, or `"{field}"`: an item's field gives it (the colour then stays nil).
    fileprivate static func colorOrField(
        _ name: String, _ color: WritableKeyPath<Value, Scenario.Color?> & Sendable, _ field: WritableKeyPath<Value, String?> & Sendable,
        _ summary: String, default defaultText: String, _ documentation: String
    ) -> FormatKey {
        FormatKey(
            name, .anyOf([.color, .reference("field")]), summary, default: defaultText, documentation + ", or `{field}`",
            read: { value, json, reader throws(ScenarioError) in
                if let bound = CellTemplate.binding(json) {
                    value[keyPath: field] = bound
                } else {
                    value[keyPath: color] = try reader().color(json)
                }
            },
            write: { value in value[keyPath: field].map { .string("{\($0)}") } ?? value[keyPath: color].map { .string($0.hex) } })
    }

    /// `[top, leading, bottom, trailing]`, or one number for every side.
    fileprivate static func insets(
        _ name: String, _ path: WritableKeyPath<Value, TemplateInsets> & Sendable, _ summary: String, defaults: Value
    ) -> FormatKey {
        let standard = defaults[keyPath: path]
        return FormatKey(
            name, .anyOf([.length, .array(.length, count: 4)]), summary, default: "0",
            "a number for every side, or `[top, leading, bottom, trailing]`",
            read: { value, json, reader throws(ScenarioError) in
                let k = reader()
                guard case let .array(sides) = json else {
                    value[keyPath: path] = TemplateInsets(try k.number(json, min: 0, max: ScenarioLimits.length))
                    return
                }
                guard sides.count == 4 else { throw k.error("expected a number or [top, leading, bottom, trailing], found \(sides.count) numbers") }
                var inset = [Double]()
                for (i, side) in sides.enumerated() { inset.append(try k.child(i).number(side, min: 0, max: ScenarioLimits.length)) }
                value[keyPath: path] = TemplateInsets(top: inset[0], leading: inset[1], bottom: inset[2], trailing: inset[3])
            },
            write: { value in
                let insets = value[keyPath: path]
                guard insets != standard else { return nil }
                return insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing
                    ? .number(insets.top) : .array([insets.top, insets.leading, insets.bottom, insets.trailing].map { .number($0) })
            })
    }

    /// A shadow under the element (none by default).
    fileprivate static func shadow(_ name: String, _ path: WritableKeyPath<Value, TemplateShadow?> & Sendable) -> FormatKey {
        FormatKey(
            name, TemplateShadow.format.shape, "a shadow under it", default: "none",
            "`{\"color\": \"#000000\", \"opacity\": 0.2, \"radius\": 4, \"offset\": [0, 2]}`, each key optional; it may fall outside the cell, over what was drawn before it, as a CALayer's shadow does",
            read: { value, json, reader throws(ScenarioError) in
                value[keyPath: path] = try TemplateShadow.format.decode(json, reader()) { _ in TemplateShadow() }
            },
            write: { $0[keyPath: path].map(TemplateShadow.format.encode) })
    }
}
