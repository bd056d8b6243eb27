/// Cell templates written in Swift as in JSON (docs/SCENARIO.md, "Cell templates"): each element
/// a function with the keys of its JSON object as arguments, and their defaults; stacks and
/// overlays take their children in a builder.
///
/// ```swift
/// let card = try CellTemplate.vstack(alignment: .leading, padding: TemplateInsets(8), fill: try env.color("card"), cornerRadius: 10) {
///     CellTemplate.text("{label}", style: .headline, in: env, alignment: .leading)
///     try CellTemplate.hstack(spacing: 6) {
///         CellTemplate.badge("{tag}", color: try env.color("systemBlue"))
///         CellTemplate.spacer()
///         CellTemplate.image(width: 24, height: 24, circle: true)
///     }
/// }
/// ```
extension CellTemplate {
    /// Children top to bottom (`{"stack": {…}}`).
    public static func vstack(
        spacing: Double = 4, alignment: TemplateAlignment = .center, padding: TemplateInsets = TemplateInsets(0), fill: Scenario.Color? = nil,
        border: Scenario.Color? = nil, borderWidth: Double = 1, cornerRadius: Double = 0, shadow: TemplateShadow? = nil,
        bindings: TemplateBindings = TemplateBindings(), @CellTemplateBuilder _ children: () throws -> [CellTemplate]
    ) rethrows -> CellTemplate {
        try stack(.vertical, spacing, alignment, padding, fill, border, borderWidth, cornerRadius, shadow, bindings, children())
    }

    /// Children leading to trailing (`{"stack": {"axis": "horizontal", …}}`).
    public static func hstack(
        spacing: Double = 4, alignment: TemplateAlignment = .center, padding: TemplateInsets = TemplateInsets(0), fill: Scenario.Color? = nil,
        border: Scenario.Color? = nil, borderWidth: Double = 1, cornerRadius: Double = 0, shadow: TemplateShadow? = nil,
        bindings: TemplateBindings = TemplateBindings(), @CellTemplateBuilder _ children: () throws -> [CellTemplate]
    ) rethrows -> CellTemplate {
        try stack(.horizontal, spacing, alignment, padding, fill, border, borderWidth, cornerRadius, shadow, bindings, children())
    }

    private static func stack(
        _ axis: TemplateStack.Axis, _ spacing: Double, _ alignment: TemplateAlignment, _ padding: TemplateInsets, _ fill: Scenario.Color?,
        _ border: Scenario.Color?, _ borderWidth: Double, _ cornerRadius: Double, _ shadow: TemplateShadow?, _ bindings: TemplateBindings,
        _ children: [CellTemplate]
    ) -> CellTemplate {
        var stack = TemplateStack()
        (stack.axis, stack.spacing, stack.alignment, stack.padding) = (axis, spacing, alignment, padding)
        (stack.fill, stack.border, stack.borderWidth, stack.cornerRadius) = (fill, border, borderWidth, cornerRadius)
        (stack.shadow, stack.bindings, stack.children) = (shadow, bindings, children)
        return .stack(stack)
    }

    /// Layers drawn over one another, the first undermost (`{"overlay": {"children": […]}}`); a layer is an
    /// element placed with `aligned(_:padding:)`, or an element alone (centred).
    public static func overlay(@OverlayLayersBuilder _ layers: () throws -> [OverlayLayer]) rethrows -> CellTemplate {
        var overlay = TemplateOverlay()
        overlay.layers = try layers()
        return .overlay(overlay)
    }

    /// This element as a layer of an overlay, placed by `alignment`, `padding` points inside its edges.
    public func aligned(_ alignment: OverlayAlignment, padding: TemplateInsets = TemplateInsets(0)) -> OverlayLayer {
        OverlayLayer(element: self, alignment: alignment, padding: padding)
    }

    /// Text with `{label}`, `{id}` or a field in braces (`{"text": {…}}`): `size` nil is the cell's
    /// label size, `color` nil the item's `textColor` (else dark or white by the fill), `lines` 0
    /// as many as fit.
    public static func text(
        _ text: String, size: Double? = nil, weight: TemplateText.Weight = .bold, color: Scenario.Color? = nil,
        alignment: TemplateAlignment = .center, lines: Int = 1, font: String? = nil, bindings: TemplateBindings = TemplateBindings()
    ) -> CellTemplate {
        var element = TemplateText(text: text)
        (element.size, element.weight, element.color, element.alignment) = (size, weight, color, alignment)
        (element.lines, element.font, element.bindings) = (lines, font, bindings)
        return .text(element)
    }

    /// Text in a Dynamic Type style at the environment's content size (`"textStyle"`): the style's
    /// size and weight (semibold styles drawn bold).
    public static func text(
        _ text: String, style: TextStyle, in environment: VariantEnvironment, color: Scenario.Color? = nil,
        alignment: TemplateAlignment = .center, lines: Int = 1, font: String? = nil, bindings: TemplateBindings = TemplateBindings()
    ) -> CellTemplate {
        Self.text(
            text, size: environment.size(style), weight: style.isBold ? .bold : .regular, color: color, alignment: alignment, lines: lines,
            font: font, bindings: bindings)
    }

    /// Text in a capsule (`{"badge": {…}}`): `color` nil is the theme's accent, `textColor` nil dark
    /// or white by the fill.
    public static func badge(
        _ text: String, color: Scenario.Color? = nil, textColor: Scenario.Color? = nil, size: Double = 11, font: String? = nil,
        bindings: TemplateBindings = TemplateBindings()
    ) -> CellTemplate {
        var badge = TemplateBadge(text: text)
        (badge.color, badge.textColor, badge.size, badge.font, badge.bindings) = (color, textColor, size, font, bindings)
        return .badge(badge)
    }

    /// The item's image, or the PNG at `source` (relative to the scenario file; `"{field}"` is the
    /// item's field, as in a file), filling or fitted into its box, in `tint` as a template image
    /// when given (`{"image": {…}}`).
    public static func image(
        source: String? = nil, mode: TemplateImage.Mode = .fill, width: Double? = nil, height: Double? = nil, cornerRadius: Double = 0,
        circle: Bool = false, tint: Scenario.Color? = nil, bindings: TemplateBindings = TemplateBindings()
    ) -> CellTemplate {
        var image = TemplateImage()
        (image.source, image.mode, image.width, image.height) = (source, mode, width, height)
        (image.cornerRadius, image.circle, image.tint, image.bindings) = (cornerRadius, circle, tint, bindings)
        if let source, let field = CellTemplate.binding(.string(source)) { (image.source, image.bindings.source) = (nil, field) }
        return .image(image)
    }

    /// A rectangle, rounded rectangle or circle (`{"shape": {…}}`): `fill` nil is the item's colour,
    /// a nil size fills the box.
    public static func shape(
        _ kind: TemplateShape.Kind = .rect, fill: Scenario.Color? = nil, width: Double? = nil, height: Double? = nil, cornerRadius: Double = 6,
        shadow: TemplateShadow? = nil, bindings: TemplateBindings = TemplateBindings()
    ) -> CellTemplate {
        var shape = TemplateShape()
        (shape.kind, shape.fill, shape.width, shape.height) = (kind, fill, width, height)
        (shape.cornerRadius, shape.shadow, shape.bindings) = (cornerRadius, shadow, bindings)
        return .shape(shape)
    }

    /// Flexible room along its stack's axis, at least `minLength` points (`{"spacer": {}}`).
    public static func spacer() -> CellTemplate { .spacer(minLength: 0) }
}

/// Builds the children of a template's stack.
public typealias CellTemplateBuilder = ListBuilder<CellTemplate>
/// Builds the layers of a template's overlay.
public typealias OverlayLayersBuilder = ListBuilder<OverlayLayer>

extension ListBuilder where Element == OverlayLayer {
    /// An element alone: a layer centred in the overlay.
    public static func buildExpression(_ element: CellTemplate) -> [OverlayLayer] { [OverlayLayer(element: element)] }
}

extension TemplateShadow {
    /// A shadow of `color` at `opacity`, blurred by `radius` and moved by `offset` (`"shadow"`).
    public init(color: Scenario.Color = .black, opacity: Double = 0.2, radius: Double = 4, offset: Point = Point(0, 2)) {
        self.init()
        (self.color, self.opacity, self.radius, self.offset) = (color, opacity, radius, offset)
    }
}
