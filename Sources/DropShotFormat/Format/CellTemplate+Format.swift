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
        TemplateElementKind(
            name: "stack", shape: TemplateStack.format.shape, documentation: TemplateStack.format.inlineDocumentation,
            read: { value, reader throws(ScenarioError) in
                var stack = try TemplateStack.format.decode(value, reader) { _ in TemplateStack() }
                // At an accessibility size the stack takes its accessibility axis.
                if let axis = stack.accessibilityAxis, reader.environment.contentSize.isAccessibility { stack.axis = axis }
                return .stack(stack)
            },
            write: { if case let .stack(s) = $0 { TemplateStack.format.encode(s) } else { nil } }),
        kind(
            "overlay", TemplateOverlay.format, also: "; each child also takes " + OverlayLayer.format.inlineDocumentation
        ) {
            TemplateOverlay()
        } make: {
            .overlay($0)
        } match: {
            if case let .overlay(o) = $0 { o } else { nil }
        },
        textual("text", TemplateText.format) {
            .text($0)
        } match: {
            if case let .text(t) = $0 { t } else { nil }
        } start: { text, style in
            var element = TemplateText(text: text)
            if let style {
                element.size = style.size
                if let bold = style.bold { element.weight = bold ? .bold : .regular }
            }
            return element
        },
        kind("image", TemplateImage.format) {
            TemplateImage()
        } make: {
            .image($0)
        } match: {
            if case let .image(i) = $0 { i } else { nil }
        },
        textual("badge", TemplateBadge.format) {
            .badge($0)
        } match: {
            if case let .badge(b) = $0 { b } else { nil }
        } start: { text, style in
            var badge = TemplateBadge(text: text)
            if let style { badge.size = style.size }
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

    /// A kind whose value is an object of `format`'s keys (`also`: what its docs cell adds to them).
    private static func kind<Element: Sendable>(
        _ name: String, _ format: FormatObject<Element>, also: String = "", start: @escaping @Sendable () -> Element,
        make: @escaping @Sendable (Element) -> CellTemplate,
        match: @escaping @Sendable (CellTemplate) -> Element?
    ) -> TemplateElementKind {
        TemplateElementKind(
            name: name, shape: format.shape, documentation: format.inlineDocumentation + also,
            read: { value, reader throws(ScenarioError) in make(try format.decode(value, reader) { _ in start() }) },
            write: { match($0).map(format.encode) })
    }

    /// A kind whose value is a string (its text) or an object of `format`'s keys, started from
    /// its text and its size keys (`textSize`; none for a string).
    private static func textual<Element: Sendable>(
        _ name: String, _ format: FormatObject<Element>, _ make: @escaping @Sendable (Element) -> CellTemplate,
        match: @escaping @Sendable (CellTemplate) -> Element?,
        start: @escaping @Sendable (_ text: String, _ style: (size: Double, bold: Bool?)?) -> Element
    ) -> TemplateElementKind {
        TemplateElementKind(
            name: name, shape: .anyOf([.string(), format.shape]), documentation: "a string, or " + format.inlineDocumentation,
            read: { value, reader throws(ScenarioError) in
                if case let .string(text) = value { return make(start(text, nil)) }
                return make(
                    try format.decode(value, reader) { members throws(ScenarioError) in
                        start(try reader.child("text").string(try reader.required("text", in: members)), try textSize(members, reader))
                    })
            },
            write: { match($0).map(format.encode) })
    }

    /// A text's size from `size`, `textStyle` (its size and weight at the content size) or a
    /// `size` scaled `relativeTo` a style as UIFontMetrics scales it; nil when none is given.
    private static func textSize(_ members: [(key: String, value: JSONValue)], _ c: JSONReader) throws(ScenarioError) -> (size: Double, bold: Bool?)?
    {
        let category = c.environment.contentSize
        var size: Double?
        if let v = JSONReader.value("size", in: members) { size = try FormatCodec.fontSize.read(v, c.child("size")) }
        if let v = JSONReader.value("textStyle", in: members) {
            guard size == nil else { throw c.child("size").error("give textStyle or size (with relativeTo to scale it), not both") }
            if JSONReader.value("relativeTo", in: members) != nil { throw c.child("relativeTo").error("scales a size: give size, not textStyle") }
            let style = try FormatCodec<TextStyle>.cases.read(v, c.child("textStyle"))
            return (style.size(at: category), style.isBold)
        }
        if let v = JSONReader.value("relativeTo", in: members) {
            guard let size else { throw c.child("relativeTo").error("scales a size: give size too") }
            let style = try FormatCodec<TextStyle>.cases.read(v, c.child("relativeTo"))
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
                throw r.error(
                    "no template named \(JSONValue.echo(name)) (the scenario's templates: \(known.isEmpty ? "none" : known))",
                    rule: .referencesResolve)
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
