// The keys of each kind of template element (`TemplateElementKind.all` lists the kinds), and the
// keys they share: lengths, colours or `{field}`s, insets and shadows.

/// A spacer's keys: the room it takes at least, or a fixed gap.
struct SpacerBody: Sendable {
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
        FormatKey(
            "accessibilityAxis", optional: \.accessibilityAxis, .cases, "the axis at the accessibility sizes", default: "none",
            "`vertical` or `horizontal`: the axis at the accessibility sizes (AX1 to AX5 in `contentSize`), as iOS stacks a list row's value under its label there"
        ),
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
    static let format = FormatObject<TemplateText>(
        [
            FormatKey(
                "text", .string(), "the text, with {field}s", required: true, default: "required", "the text, with `{field}`s", read: nil,
                write: { .string($0.text) }),
            FormatKey(
                "size", FormatCodec.fontSize.shape, "points", default: "the cell's label size", "points", read: nil,
                write: { $0.size.map { .number($0) } }),
            FormatKey(
                "textStyle", FormatCodec<TextStyle>.cases.shape, "a Dynamic Type style: size and weight at the content size", default: "none",
                "a Dynamic Type style: its size and weight at the scenario's `contentSize`", read: nil, write: { _ in nil }),
            FormatKey(
                "relativeTo", FormatCodec<TextStyle>.cases.shape, "scales size as this style scales", default: "none",
                "scales `size` as this style scales",
                read: nil, write: { _ in nil }),
            .enumeration(
                "weight", \.weight, "regular or bold", default: "`bold`", "`bold` or `regular`: the two faces of `preferredFontName`'s family",
                defaults: TemplateText(text: "")),
            .colorOrField(
                "color", \.color, \.bindings.color, "its colour", default: "the item's `textColor`",
                "its colour; without one, dark or white by the fill"),
            .enumeration(
                "alignment", \.alignment, "where its lines lie", default: "`center`", "`leading` is the right in a right-to-left collection",
                defaults: TemplateText(text: "")),
            FormatKey(
                "lines", \.lines, .integer(min: 0, max: 20), "the most lines (0: as many as fit)", default: "1",
                "up to 20, or 0: as many as fit in the height the text is given; wrapped as \"Text\" below says, the last line ends in \"…\"",
                omittedAt: 1),
            FormatKey(
                "font", .string(nonEmpty: true), "a family of the scenario's fonts", default: "none",
                "a family, bundled or of the scenario's `fonts`: the text's face, with the usual fallbacks",
                read: { text, value, reader throws(ScenarioError) in
                    let k = reader()
                    text.font = try k.string(value)
                    if text.font!.isEmpty { throw k.error("must not be empty") }
                },
                write: { $0.font.map { .string($0) } }),
        ], rules: textSizeRules)

    /// A text's size is `textStyle`, or `size` (scaled `relativeTo` a style): what the decoder
    /// refuses, stated in the schema too.
    static let textSizeRules: [JSONShape.KeyRule] = [.notBoth("textStyle", "size"), .requires("relativeTo", ["size"])]
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
        .colorOrField(
            "tint", \.tint, \.bindings.tint, "drawn as a template image in this colour", default: "none",
            "a colour: the image drawn as a template image (UIImage's `.alwaysTemplate`), its shape by its alpha in this colour; a colour name follows dark mode, so one PNG serves both"
        ),
    ])
}

extension TemplateBadge {
    static let format = FormatObject<TemplateBadge>(
        [
            FormatKey(
                "text", .string(), "the text, with {field}s", required: true, default: "required", "the text, with `{field}`s", read: nil,
                write: { .string($0.text) }),
            .colorOrField("color", \.color, \.bindings.color, "the capsule's colour", default: "the theme's accent", "the capsule's colour"),
            .colorOrField("textColor", \.textColor, \.bindings.textColor, "the text's colour", default: "white", "the text's colour"),
            FormatKey(
                "size", FormatCodec.fontSize.shape, "points", default: "11", "points", read: nil, write: { $0.size != 11 ? .number($0.size) : nil }),
            FormatKey(
                "textStyle", FormatCodec<TextStyle>.cases.shape, "a Dynamic Type style: its size at the content size", default: "none",
                "a Dynamic Type style: its size at the scenario's `contentSize`", read: nil, write: { _ in nil }),
            FormatKey(
                "relativeTo", FormatCodec<TextStyle>.cases.shape, "scales size as this style scales", default: "none",
                "scales `size` as this style scales",
                read: nil, write: { _ in nil }),
            FormatKey(
                "font", .string(), "a font family, drawn bold (default: preferredFontName's)", default: "`preferredFontName`'s",
                "a family, drawn bold",
                read: { badge, value, reader throws(ScenarioError) in badge.font = try reader().string(value) },
                write: { $0.font.map { .string($0) } }),
        ], rules: TemplateText.textSizeRules)
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
            "opacity", \.opacity, .number(min: 0, max: 1), "its opacity", default: "0.2", "its opacity"),
        FormatKey(
            "radius", \.radius, .number(min: 0, max: 100), "its blur radius in points", default: "4", "its blur radius in points"),
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
        FormatKey(name, path, .number(min: 0, max: max), summary, default: defaultText, documentation, defaults: defaults)
    }

    /// A number of points with no default (the element sizes itself), written when set.
    fileprivate static func optionalLength(
        _ name: String, _ path: WritableKeyPath<Value, Double?> & Sendable, _ summary: String, _ documentation: String
    ) -> FormatKey {
        optionalNumber(name, path, min: 0, max: ScenarioLimits.length, summary, default: "none", documentation)
    }

    /// One of an enumeration's cases, written when it is not `defaults`' value.
    fileprivate static func enumeration<E: RawRepresentable & CaseIterable & Equatable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Value, E> & Sendable, _ summary: String, default defaultText: String, _ documentation: String,
        defaults: Value
    ) -> FormatKey where E.RawValue == String {
        FormatKey(name, path, .cases, summary, default: defaultText, documentation, defaults: defaults)
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
