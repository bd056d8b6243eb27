/// Decoding a cell template: `{"stack": {...}}`, `{"overlay": {"children": [...]}}`, `{"text": "..."}` or `{"text": {...}}`,
/// `{"image": {...}}`, `{"badge": "..."}` or `{"badge": {...}}`, `{"shape": {...}}`, `{"spacer": {...}}`
/// (one key an element, and optionally `when`), or a template's name; every key checked and every
/// number range-checked with its JSON path. Colour keys and an image's `source` may be `"{field}"`.
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
        try self.init(value, r, depth: 1, count: &count)
    }

    /// The field a `"{field}"` value names; nil for any other value.
    static func binding(_ value: JSONValue) -> String? {
        guard case let .string(text) = value, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let name = String(text.dropFirst().dropLast())
        return name.contains("{") || name.contains("}") ? nil : name
    }

    private init(_ value: JSONValue, _ r: JSONReader, depth: Int, count: inout Int) throws(ScenarioError) {
        guard depth <= CellTemplate.maxDepth else { throw r.error("nested deeper than \(CellTemplate.maxDepth) elements") }
        count += 1
        guard count <= CellTemplate.maxElements else { throw r.error("more than \(CellTemplate.maxElements) elements in one template") }
        let kinds = ["stack", "overlay", "text", "image", "badge", "shape", "spacer"]
        let all = try r.object(value, allowedKeys: kinds + ["when"])
        let members = all.filter { $0.key != "when" }
        guard members.count == 1, let (kind, body) = members.first else {
            throw r.error("an element is an object with exactly one of: \(kinds.joined(separator: ", ")) (and optionally when)")
        }
        if let condition = JSONReader.value("when", in: all) {
            guard let field = CellTemplate.binding(condition) else {
                throw r.child("when").error("expected a field in braces, such as \"{due}\", found \(JSONReader.describe(condition))")
            }
            var element = try CellTemplate(.object([(kind, body)]), r, depth: depth, count: &count)
            count -= 1  // the element was counted twice
            element = .when(field: field, element: element)
            self = element
            return
        }
        let c = r.child(kind)
        /// A colour, or `"{field}"` (the field's name returned, the colour left nil).
        func colorOrField(_ key: String, _ v: JSONValue) throws(ScenarioError) -> (Scenario.Color?, String?) {
            if let field = CellTemplate.binding(v) { return (nil, field) }
            return (try c.child(key).color(v), nil)
        }
        func fields(_ keys: [String]) throws(ScenarioError) -> [(key: String, value: JSONValue)] { try c.object(body, allowedKeys: keys) }
        func length(_ key: String, _ v: JSONValue) throws(ScenarioError) -> Double { try c.child(key).number(v, min: 0, max: ScenarioLimits.length) }
        /// `[top, leading, bottom, trailing]` or one number for every side.
        func insets(_ key: String, _ v: JSONValue, _ k: JSONReader) throws(ScenarioError) -> TemplateInsets {
            guard case let .array(sides) = v else { return TemplateInsets(try length(key, v)) }
            guard sides.count == 4 else { throw k.error("expected a number or [top, leading, bottom, trailing], found \(sides.count) numbers") }
            var inset = [Double]()
            for (i, side) in sides.enumerated() { inset.append(try k.child(i).number(side, min: 0, max: ScenarioLimits.length)) }
            return TemplateInsets(top: inset[0], leading: inset[1], bottom: inset[2], trailing: inset[3])
        }
        /// `{"color", "opacity", "radius", "offset"}`, each optional.
        func shadow(_ v: JSONValue, _ k: JSONReader) throws(ScenarioError) -> TemplateShadow {
            var shadow = TemplateShadow()
            for (key, v) in try k.object(v, allowedKeys: ["color", "opacity", "radius", "offset"]) {
                let s = k.child(key)
                switch key {
                case "color": shadow.color = try s.color(v)
                case "opacity": shadow.opacity = try s.number(v, min: 0, max: 1)
                case "radius": shadow.radius = try s.number(v, min: 0, max: 100)
                default:
                    let pair = try s.array(v)
                    guard pair.count == 2 else { throw s.error("expected [dx, dy], found \(pair.count) numbers") }
                    shadow.offset = Point(
                        try s.child(0).number(pair[0], min: -1000, max: 1000), try s.child(1).number(pair[1], min: -1000, max: 1000))
                }
            }
            return shadow
        }
        /// A text's size from `size`, `textStyle` (its size and weight at the content size) or a
        /// `size` scaled `relativeTo` a style as UIFontMetrics scales it; nil when none is given.
        func textStyle(_ members: [(key: String, value: JSONValue)]) throws(ScenarioError) -> (size: Double, bold: Bool?)? {
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
        switch kind {
        case "overlay":
            var overlay = TemplateOverlay()
            for (key, v) in try fields(["children"]) {
                let k = c.child(key)
                for (i, child) in try k.array(v).enumerated() {
                    // A layer is an element with, besides its kind (and `when`), where it sits.
                    let layerReader = k.child(i)
                    var members = try layerReader.object(child, allowedKeys: kinds + ["when", "alignment", "padding"])
                    var layer = OverlayLayer(element: .spacer(minLength: 0))
                    for (key, v) in members where key == "alignment" || key == "padding" {
                        if key == "alignment" {
                            layer.alignment = try layerReader.child(key).enumeration(v)
                        } else {
                            layer.padding = try insets(key, v, layerReader.child(key))
                        }
                    }
                    members.removeAll { $0.key == "alignment" || $0.key == "padding" }
                    layer.element = try CellTemplate(.object(members), layerReader, depth: depth + 1, count: &count)
                    overlay.layers.append(layer)
                }
            }
            self = .overlay(overlay)
        case "stack":
            var stack = TemplateStack()
            for (key, v) in try fields([
                "axis", "spacing", "padding", "alignment", "fill", "border", "borderWidth", "cornerRadius", "shadow", "children",
            ]) {
                let k = c.child(key)
                switch key {
                case "axis": stack.axis = try k.enumeration(v)
                case "spacing": stack.spacing = try length(key, v)
                case "padding": stack.padding = try insets(key, v, k)
                case "alignment": stack.alignment = try k.enumeration(v)
                case "fill": (stack.fill, stack.bindings.fill) = try colorOrField(key, v)
                case "border": (stack.border, stack.bindings.border) = try colorOrField(key, v)
                case "borderWidth": stack.borderWidth = try k.number(v, min: 0, max: 1000)
                case "cornerRadius": stack.cornerRadius = try length(key, v)
                case "shadow": stack.shadow = try shadow(v, k)
                default:
                    for (i, child) in try k.array(v).enumerated() {
                        stack.children.append(try CellTemplate(child, k.child(i), depth: depth + 1, count: &count))
                    }
                }
            }
            self = .stack(stack)
        case "text":
            if case let .string(text) = body { self = .text(TemplateText(text: text)); return }
            let members = try fields(["text", "size", "weight", "color", "alignment", "lines", "font", "textStyle", "relativeTo"])
            let text = try c.required("text", in: members)
            var element = TemplateText(text: try c.child("text").string(text))
            if let style = try textStyle(members) {
                element.size = style.size
                if let bold = style.bold { element.weight = bold ? .bold : .regular }
            }
            for (key, v) in members {
                let k = c.child(key)
                switch key {
                case "size", "textStyle", "relativeTo": break  // read by `textStyle(_:)`
                case "weight": element.weight = try k.enumeration(v)
                case "color": (element.color, element.bindings.color) = try colorOrField(key, v)
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
                    image.source = try k.nonEmptyString(v, orLeaveOutFor: "the item's image")
                    if let field = CellTemplate.binding(v) { (image.source, image.bindings.source) = (nil, field) }
                case "mode": image.mode = try k.enumeration(v)
                case "width": image.width = try length(key, v)
                case "height": image.height = try length(key, v)
                case "cornerRadius": image.cornerRadius = try length(key, v)
                case "circle": image.circle = try k.bool(v)
                default: break  // `fields` admits no other key
                }
            }
            self = .image(image)
        case "badge":
            if case let .string(text) = body { self = .badge(TemplateBadge(text: text)); return }
            let members = try fields(["text", "color", "textColor", "size", "font", "textStyle", "relativeTo"])
            let text = try c.required("text", in: members)
            var badge = TemplateBadge(text: try c.child("text").string(text))
            if let style = try textStyle(members) { badge.size = style.size }
            for (key, v) in members {
                let k = c.child(key)
                switch key {
                case "size", "textStyle", "relativeTo": break  // read by `textStyle(_:)`
                case "color": (badge.color, badge.bindings.color) = try colorOrField(key, v)
                case "textColor": (badge.textColor, badge.bindings.textColor) = try colorOrField(key, v)
                case "font": badge.font = try k.string(v)
                default: break
                }
            }
            self = .badge(badge)
        case "shape":
            var shape = TemplateShape()
            for (key, v) in try fields(["kind", "fill", "width", "height", "cornerRadius", "shadow"]) {
                let k = c.child(key)
                switch key {
                case "kind": shape.kind = try k.enumeration(v)
                case "fill": (shape.fill, shape.bindings.fill) = try colorOrField(key, v)
                case "width": shape.width = try length(key, v)
                case "height": shape.height = try length(key, v)
                case "shadow": shape.shadow = try shadow(v, k)
                case "cornerRadius": shape.cornerRadius = try length(key, v)
                default: break  // `fields` admits no other key
                }
            }
            self = .shape(shape)
        default:
            var minLength = 0.0, fixed: Double?
            for (key, v) in try fields(["minLength", "length"]) {
                if key == "length" { fixed = try length(key, v) } else { minLength = try length(key, v) }
            }
            if let fixed {
                if minLength > 0 { throw c.error("a spacer has a fixed length or a minLength, not both") }
                self = .gap(length: fixed)
            } else {
                self = .spacer(minLength: minLength)
            }
        }
    }
}
