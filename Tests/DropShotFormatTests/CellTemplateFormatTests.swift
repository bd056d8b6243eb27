import Testing

@testable import DropShotFormat

/// The element table (`TemplateElementKind.all`) writes every kind of element, and what it writes
/// reads back the same, keys at their defaults left out.
@Suite struct CellTemplateFormatTests {
    /// One template with every kind, every key set away from its default.
    static let everyKind: CellTemplate = {
        var text = TemplateText(text: "{label}")
        (text.size, text.weight, text.color, text.alignment, text.lines, text.font) = (12, .regular, .black, .trailing, 2, "DejaVu Sans")
        var image = TemplateImage()
        (image.source, image.mode, image.width, image.height, image.cornerRadius, image.circle) = ("a.png", .fit, 20, 10, 3, true)
        var badge = TemplateBadge(text: "{who}")
        (badge.textColor, badge.size, badge.font, badge.bindings.color) = (.black, 9, "DejaVu Sans", "tint")
        var shadow = TemplateShadow()
        (shadow.color, shadow.opacity, shadow.radius, shadow.offset) = (.white, 0.5, 2, Point(1, -1))
        var shape = TemplateShape()
        (shape.kind, shape.fill, shape.width, shape.height, shape.cornerRadius, shape.shadow) = (.circle, .black, 4, 5, 1, shadow)
        var overlay = TemplateOverlay()
        overlay.layers = [OverlayLayer(element: .badge(TemplateBadge(text: "x")), alignment: .topTrailing, padding: TemplateInsets(4))]
        var stack = TemplateStack()
        (stack.axis, stack.spacing, stack.padding, stack.alignment) = (
            .horizontal, 2, TemplateInsets(top: 1, leading: 2, bottom: 3, trailing: 4), .leading
        )
        (stack.border, stack.borderWidth, stack.cornerRadius, stack.shadow, stack.bindings.fill) = (.black, 2, 4, TemplateShadow(), "tint")
        stack.children = [
            .text(text), .image(image), .badge(badge), .shape(shape), .spacer(minLength: 3), .gap(length: 8),
            .when(field: "due", element: .overlay(overlay)),
        ]
        return .stack(stack)
    }()

    @Test func everyKindIsWrittenAndReadBackTheSame() throws {
        let json = Self.everyKind.json
        #expect(try CellTemplate(json, JSONReader(path: "cell")) == Self.everyKind)
        let written = json.serialized(pretty: false)
        for kind in TemplateElementKind.names { #expect(written.contains("\"\(kind)\""), "\(kind) in \(written)") }
    }

    @Test func keysAtTheirDefaultsAreLeftOut() {
        #expect(CellTemplate.text(TemplateText(text: "x")).json.serialized(pretty: false) == #"{"text":{"text":"x"}}"#)
        #expect(CellTemplate.spacer(minLength: 0).json.serialized(pretty: false) == #"{"spacer":{}}"#)
    }

    @Test func aLayerRefusesAKeyNoElementTakes() {
        let json = #"{"overlay": {"children": [{"text": "a", "alignment": "top", "margin": 2}]}}"#
        let error = #expect(throws: ScenarioError.self) { try CellTemplate(try JSONValue.parse(json), JSONReader(path: "cell")) }
        #expect(error?.path == "cell.overlay.children[0].margin")
    }
}
