/// A scenario written back as the JSON a file would hold: `Scenario(json:)` of it gives the same
/// value. Defaults are left out (a config key only where it differs from what the collection
/// starts from), named templates are written where they are used, and events keep their times.
extension Scenario {
    /// The scenario as scenario JSON (docs/SCENARIO.md); serialized with `exactNumbers`, it reads
    /// back as this very value.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        var base = ConfigSettings(), baseCanvas = CanvasSpec()
        if theme != ThemeSpec() {
            members.append(("theme", theme.json))
            theme.defaults(&base.config, canvas: &baseCanvas)
        }
        if behaviour != .dropshot { members.append(("behaviour", .string(behaviour.rawValue))) }
        behaviour.apply(to: &base.config, rules: &base.rules)
        if title != nil { members.append(("title", .string(title!))) }
        if caption != nil { members.append(("caption", .string(caption!))) }
        if animate { members.append(("animate", .bool(true))) }
        if accessibilitySnapshot { members.append(("accessibilitySnapshot", .bool(true))) }
        if audit != AuditSettings() { members.append(("audit", AuditSettings.format.encode(audit))) }
        members.append(("canvas", CanvasSpec.format.encode(canvas)))
        if !fonts.isEmpty { members.append(("fonts", .array(fonts.map(\.json)))) }
        let topLevel = ConfigKey.changes(from: base, to: ConfigSettings(config: config, rules: rules), keys: ConfigKey.all)
        if !topLevel.isEmpty { members.append(("config", .object(topLevel))) }
        members.append(
            (
                "collections",
                .array(
                    collections.map { collection in
                        // A collection with a preset of its own starts from that preset and the top-level keys.
                        var start = ConfigSettings(config: self.config)
                        if collection.config.behaviour != self.config.behaviour {
                            start = ConfigSettings()
                            var scratch = CanvasSpec()
                            if theme != ThemeSpec() { theme.defaults(&start.config, canvas: &scratch) }
                            collection.config.behaviour.apply(to: &start.config)
                            // The table's own values: they apply without error.
                            for change in topLevel { try? ConfigKey.byName[change.key]?.apply(&start, change.value, JSONReader(path: "")) }
                        }
                        return collection.json(over: start.config, ownPreset: collection.config.behaviour != self.config.behaviour)
                    })
            ))
        if !deleteZones.isEmpty {
            members.append(
                (
                    "deleteZones",
                    .array(
                        deleteZones.enumerated().map { i, frame in
                            let look = i < deleteZoneLooks.count ? deleteZoneLooks[i] : DeleteZoneLook()
                            return look == DeleteZoneLook() ? frame.json : look.json(frame: frame)
                        })
                ))
        }
        if !freeViews.isEmpty { members.append(("freeViews", .array(freeViews.map(\.json)))) }
        if !decorations.isEmpty { members.append(("decorations", .array(decorations.map(\.json)))) }
        if !events.isEmpty { members.append(("events", .array(events.map(\.json)))) }
        if !checkpoints.isEmpty {
            members.append(("checkpoints", .array(checkpoints.map(Checkpoint.format.encode))))
        }
        return .object(members)
    }
}

extension ConfigKey {
    /// The keys whose value in `config` differs from `base`'s, as JSON, in table order.
    static func changes(from base: ConfigSettings, to config: ConfigSettings, keys: [ConfigKey]) -> [(key: String, value: JSONValue)] {
        keys.compactMap { key in
            let value = key.value(config)
            guard let value, value != key.value(base) else { return nil }
            return (key.name, value)
        }
    }
}

extension CollectionSpec {
    /// The collection's JSON, its config as the keys that differ from `base`; with `ownPreset`,
    /// its `behaviour` too.
    func json(over base: ArenaConfig, ownPreset: Bool) -> JSONValue {
        CollectionEntry.format.encode(CollectionEntry(spec: self, base: base, ownPreset: ownPreset))
    }
}

extension ItemSpec {
    /// The item's JSON (its palette place and home template are the decoder's, not the file's).
    var json: JSONValue { .object(members) }

    var members: [(key: String, value: JSONValue)] { ItemSpec.format.members(of: self) }
}

extension Rect {
    var json: JSONValue { .array([x, y, width, height].map { .number($0) }) }
}

extension Point {
    var json: JSONValue { .array([.number(x), .number(y)]) }
}

extension ArenaEvent {
    /// The event's JSON, with its time when it has one.
    var json: JSONValue {
        func pointer(_ type: String, _ at: JSONValue, _ t: Double) -> JSONValue { .object([("type", .string(type)), ("at", at), ("t", .number(t))]) }
        func named(_ type: String, _ fields: [(key: String, value: JSONValue)] = []) -> JSONValue { .object([("type", .string(type))] + fields) }
        switch self {
        case let .press(point, t): return pointer("press", point.json, t)
        case let .move(point, t): return pointer("move", point.json, t)
        case let .release(point, t): return pointer("release", point.json, t)
        case let .cancel(point, t): return pointer("cancel", point.json, t)
        case let .pointerAtCell(action, address, t):
            var at: [(key: String, value: JSONValue)] = [("collection", .string(address.collection))]
            if let section = address.section { at.append(("section", .number(Double(section)))) }
            at.append(("index", .number(Double(address.index))))
            if address.offset != Point(0, 0) { at.append(("offset", address.offset.json)) }
            return pointer(action.rawValue, .object(at), t)
        case let .hold(t): return named("hold", [("t", .number(t))])
        case .undo: return named("undo")
        case .redo: return named("redo")
        case .reset: return named("reset")
        case let .scroll(collection, offset): return named("scroll", [("collection", .string(collection)), ("offset", offset.json)])
        case let .scrollToLastElement(collection): return named("scrollToLastElement", [("collection", .string(collection))])
        case let .zoom(collection, scale): return named("zoom", [("collection", .string(collection)), ("scale", .number(scale))])
        case let .resize(size): return named("resize", [("size", .array([.number(size.width), .number(size.height)]))])
        case let .addCollection(id): return named("addCollection", [("collection", .string(id))])
        case let .removeCollection(id): return named("removeCollection", [("collection", .string(id))])
        case let .register(id): return named("register", [("view", .string(id))])
        case let .deregister(id): return named("deregister", [("view", .string(id))])
        case let .select(id): return named("select", [("item", .string(id))])
        case let .deselect(id): return named("deselect", id.map { [("item", .string($0))] } ?? [])
        case let .key(key, t): return named("key", [("key", .string(key.rawValue)), ("t", .number(t))])
        }
    }
}

extension ThemeSpec {
    /// Its base alone as a string, else its object.
    var json: JSONValue {
        guard accent != nil || palette != nil || ghostShadowOpacity != nil else { return .string(base.rawValue) }
        return ThemeSpec.format.encode(self)
    }
}

extension FontSpec {
    var json: JSONValue { FontSpec.format.encode(self) }
}

extension DeleteZoneLook {
    func json(frame: Rect) -> JSONValue { DeleteZoneEntry.format.encode(DeleteZoneEntry(frame: frame, look: self)) }
}

extension FreeGroupSpec {
    var json: JSONValue { FreeGroupSpec.format.encode(self) }
}

extension Decoration {
    var json: JSONValue { Decoration.format.encode(self) }
}

extension CellTemplate {
    /// The template as an element object (`{"stack": {...}}`), its bound keys as `"{field}"`.
    var json: JSONValue {
        func colorOrField(_ color: Scenario.Color?, _ field: String?) -> JSONValue? {
            field.map { .string("{\($0)}") } ?? color.map { .string($0.hex) }
        }
        func insets(_ insets: TemplateInsets) -> JSONValue {
            insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing
                ? .number(insets.top) : .array([insets.top, insets.leading, insets.bottom, insets.trailing].map { .number($0) })
        }
        func shadow(_ shadow: TemplateShadow) -> JSONValue {
            .object([
                ("color", .string(shadow.color.hex)), ("opacity", .number(shadow.opacity)), ("radius", .number(shadow.radius)),
                ("offset", shadow.offset.json),
            ])
        }
        func element(_ kind: String, _ fields: [(key: String, value: JSONValue?)]) -> JSONValue {
            .object([(kind, .object(fields.compactMap { field in field.value.map { (field.key, $0) } }))])
        }
        switch self {
        case let .stack(stack):
            return element(
                "stack",
                [
                    ("axis", .string(stack.axis.rawValue)), ("spacing", .number(stack.spacing)), ("padding", insets(stack.padding)),
                    ("alignment", .string(stack.alignment.rawValue)), ("fill", colorOrField(stack.fill, stack.bindings.fill)),
                    ("border", colorOrField(stack.border, stack.bindings.border)), ("borderWidth", .number(stack.borderWidth)),
                    ("cornerRadius", .number(stack.cornerRadius)), ("shadow", stack.shadow.map(shadow)),
                    ("children", .array(stack.children.map(\.json))),
                ])
        case let .text(text):
            return element(
                "text",
                [
                    ("text", .string(text.text)), ("size", text.size.map { .number($0) }), ("weight", .string(text.weight.rawValue)),
                    ("color", colorOrField(text.color, text.bindings.color)), ("alignment", .string(text.alignment.rawValue)),
                    ("lines", .number(Double(text.lines))), ("font", text.font.map { .string($0) }),
                ])
        case let .image(image):
            return element(
                "image",
                [
                    ("source", image.bindings.source.map { .string("{\($0)}") } ?? image.source.map { .string($0) }),
                    ("mode", .string(image.mode.rawValue)), ("width", image.width.map { .number($0) }), ("height", image.height.map { .number($0) }),
                    ("cornerRadius", .number(image.cornerRadius)), ("circle", .bool(image.circle)),
                ])
        case let .badge(badge):
            return element(
                "badge",
                [
                    ("text", .string(badge.text)), ("color", colorOrField(badge.color, badge.bindings.color)),
                    ("textColor", colorOrField(badge.textColor, badge.bindings.textColor)), ("size", .number(badge.size)),
                    ("font", badge.font.map { .string($0) }),
                ])
        case let .shape(shape):
            return element(
                "shape",
                [
                    ("kind", .string(shape.kind.rawValue)), ("fill", colorOrField(shape.fill, shape.bindings.fill)),
                    ("width", shape.width.map { .number($0) }), ("height", shape.height.map { .number($0) }),
                    ("cornerRadius", .number(shape.cornerRadius)), ("shadow", shape.shadow.map(shadow)),
                ])
        case let .spacer(minLength): return element("spacer", [("minLength", .number(minLength))])
        case let .gap(length): return element("spacer", [("length", .number(length))])
        case let .overlay(overlay):
            return element(
                "overlay",
                [
                    (
                        "children",
                        .array(
                            overlay.layers.map { layer in
                                guard case var .object(members) = layer.element.json else { return .null }
                                members += [("alignment", .string(layer.alignment.rawValue)), ("padding", insets(layer.padding))]
                                return .object(members)
                            })
                    )
                ])
        case let .when(field, element):
            guard case var .object(members) = element.json else { return .null }
            members.append(("when", .string("{\(field)}")))
            return .object(members)
        }
    }
}

extension ToolbarStyle {
    /// The toolbar object: its placement and what differs from the default look.
    func json(placement: ToolbarPlacement) -> JSONValue {
        let defaults = ToolbarStyle()
        var members: [(key: String, value: JSONValue)] = [("placement", .string(placement.rawValue))]
        if height != defaults.height { members.append(("height", .number(height))) }
        if let background { members.append(("background", .string(background.hex))) }
        if let tint { members.append(("tint", .string(tint.hex))) }
        if let textColor { members.append(("textColor", .string(textColor.hex))) }
        for button in ToolbarButton.allCases {
            guard let look = buttons[button], look != defaults.buttons[button] else { continue }
            var fields: [(key: String, value: JSONValue)] = [("label", .string(look.label))]
            if let icon = look.icon { fields.append(("icon", .string(icon))) }
            if look.iconRenderingMode != .original { fields.append(("renderingMode", .string(look.iconRenderingMode.rawValue))) }
            members.append((button.rawValue, .object(fields)))
        }
        if !showsCounter { members.append(("counter", .bool(false))) }
        return .object(members)
    }
}

extension StateStyle {
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let fill { members.append(("fill", .string(fill.hex))) }
        if let border { members.append(("border", .string(border.hex))) }
        if let borderWidth { members.append(("borderWidth", .number(borderWidth))) }
        if let alpha { members.append(("alpha", .number(alpha))) }
        if let scale { members.append(("scale", .number(scale))) }
        return .object(members)
    }
}
