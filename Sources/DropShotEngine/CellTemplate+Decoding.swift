/// Decoding a cell template: `{"stack": {...}}`, `{"text": "..."}` or `{"text": {...}}`,
/// `{"image": {...}}`, `{"badge": "..."}` or `{"badge": {...}}`, `{"shape": {...}}`, `{"spacer": {...}}`
/// (one key an element); every key checked and every number range-checked with its JSON path.
extension CellTemplate {
    init(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) {
        var count = 0
        try self.init(value, r, depth: 1, count: &count)
    }

    private init(_ value: JSONValue, _ r: JSONReader, depth: Int, count: inout Int) throws(ScenarioError) {
        guard depth <= CellTemplate.maxDepth else { throw r.error("nested deeper than \(CellTemplate.maxDepth) elements") }
        count += 1
        guard count <= CellTemplate.maxElements else { throw r.error("more than \(CellTemplate.maxElements) elements in one template") }
        let kinds = ["stack", "text", "image", "badge", "shape", "spacer"]
        let members = try r.object(value, allowedKeys: kinds)
        guard members.count == 1, let (kind, body) = members.first else {
            throw r.error("an element is an object with exactly one of: \(kinds.joined(separator: ", "))")
        }
        let c = r.child(kind)
        func fields(_ keys: [String]) throws(ScenarioError) -> [(key: String, value: JSONValue)] { try c.object(body, allowedKeys: keys) }
        func length(_ key: String, _ v: JSONValue) throws(ScenarioError) -> Double { try c.child(key).number(v, min: 0, max: ScenarioLimits.length) }
        switch kind {
        case "stack":
            var stack = TemplateStack()
            for (key, v) in try fields(["axis", "spacing", "padding", "alignment", "fill", "border", "borderWidth", "cornerRadius", "children"]) {
                let k = c.child(key)
                switch key {
                case "axis": stack.axis = try k.enumeration(v)
                case "spacing": stack.spacing = try length(key, v)
                case "padding": stack.padding = try length(key, v)
                case "alignment": stack.alignment = try k.enumeration(v)
                case "fill": stack.fill = try k.color(v)
                case "border": stack.border = try k.color(v)
                case "borderWidth": stack.borderWidth = try k.number(v, min: 0, max: 1000)
                case "cornerRadius": stack.cornerRadius = try length(key, v)
                default:
                    for (i, child) in try k.array(v).enumerated() {
                        stack.children.append(try CellTemplate(child, k.child(i), depth: depth + 1, count: &count))
                    }
                }
            }
            self = .stack(stack)
        case "text":
            if case let .string(text) = body { self = .text(TemplateText(text: text)); return }
            let members = try fields(["text", "size", "weight", "color", "alignment", "lines", "font"])
            guard let text = members.first(where: { $0.key == "text" })?.value else { throw c.child("text").error("missing required key") }
            var element = TemplateText(text: try c.child("text").string(text))
            for (key, v) in members {
                let k = c.child(key)
                switch key {
                case "size": element.size = try k.number(v, greaterThan: 0, max: ScenarioLimits.fontSize)
                case "weight": element.weight = try k.enumeration(v)
                case "color": element.color = try k.color(v)
                case "alignment": element.alignment = try k.enumeration(v)
                case "lines": element.lines = try k.int(v, min: 0, max: 20)
                case "font":
                    element.font = try k.string(v)
                    if element.font!.isEmpty { throw k.error("must not be empty") }
                default: break
                }
            }
            self = .text(element)
        case "image":
            var image = TemplateImage()
            for (key, v) in try fields(["source", "mode", "width", "height", "cornerRadius", "circle"]) {
                let k = c.child(key)
                switch key {
                case "source":
                    image.source = try k.string(v)
                    if image.source!.isEmpty { throw k.error("must not be empty (leave the key out for the item's image)") }
                case "mode": image.mode = try k.enumeration(v)
                case "width": image.width = try length(key, v)
                case "height": image.height = try length(key, v)
                case "cornerRadius": image.cornerRadius = try length(key, v)
                default: image.circle = try k.bool(v)
                }
            }
            self = .image(image)
        case "badge":
            if case let .string(text) = body { self = .badge(TemplateBadge(text: text)); return }
            let members = try fields(["text", "color", "textColor", "size"])
            guard let text = members.first(where: { $0.key == "text" })?.value else { throw c.child("text").error("missing required key") }
            var badge = TemplateBadge(text: try c.child("text").string(text))
            for (key, v) in members {
                let k = c.child(key)
                switch key {
                case "color": badge.color = try k.color(v)
                case "textColor": badge.textColor = try k.color(v)
                case "size": badge.size = try k.number(v, greaterThan: 0, max: ScenarioLimits.fontSize)
                default: break
                }
            }
            self = .badge(badge)
        case "shape":
            var shape = TemplateShape()
            for (key, v) in try fields(["kind", "fill", "width", "height", "cornerRadius"]) {
                let k = c.child(key)
                switch key {
                case "kind": shape.kind = try k.enumeration(v)
                case "fill": shape.fill = try k.color(v)
                case "width": shape.width = try length(key, v)
                case "height": shape.height = try length(key, v)
                default: shape.cornerRadius = try length(key, v)
                }
            }
            self = .shape(shape)
        default:
            var minLength = 0.0
            for (key, v) in try fields(["minLength"]) { minLength = try length(key, v) }
            self = .spacer(minLength: minLength)
        }
    }
}
