/// The format's shapes written as JSON Schema: config objects with their defaults, events with the
/// keys each type takes, and any `JSONShape`.
extension ScenarioSchema {
    /// A config object: its keys with their summaries and defaults, and `extra` keys.
    static func configSchema(_ keys: [ConfigKey], extra: [(key: String, shape: JSONShape, summary: String)]) -> JSONValue {
        guard case var .object(members) = schema(.object(extra)) else { return .null }
        let properties = keys.map { key -> (key: String, value: JSONValue) in
            guard case var .object(property) = schema(key.shape, summary: key.summary) else { return (key.name, .null) }
            if let value = key.defaultValue { property.append(("default", value)) }
            return (key.name, .object(property))
        }
        if let index = members.firstIndex(where: { $0.key == "properties" }), case let .object(extraProperties) = members[index].value {
            members[index].value = .object(properties + extraProperties)
        }
        return .object(members)
    }

    /// An event: its type, and then only the keys that type takes (those it needs required).
    static func eventSchema(_ shape: JSONShape) -> JSONValue {
        guard case var .object(members) = schema(shape) else { return .null }
        members.append(
            (
                "allOf",
                .array(
                    EventFormat.all.flatMap { format in format.types.map { (type: $0, keys: format.keys, required: format.required) } }.map {
                        type, keys, required in
                        .object([
                            ("if", .object([("properties", .object([("type", .object([("const", .string(type))]))]))])),
                            (
                                "then",
                                .object([
                                    ("propertyNames", .object([("enum", .array((["type"] + keys).map { .string($0) }))])),
                                    ("required", .array(required.map { .string($0) })),
                                ])
                            ),
                        ])
                    })
            ))
        return .object(members)
    }

    // MARK: Shapes as JSON Schema

    static func number(_ value: Double) -> JSONValue { .number(value) }

    /// `shape` as a JSON Schema object (with `summary` as its description).
    package static func schema(_ shape: JSONShape, summary: String? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let summary { members.append(("description", .string(summary))) }
        switch shape {
        case .boolean: members.append(("type", .string("boolean")))
        case let .integer(min, max):
            members += [("type", .string("integer")), ("minimum", number(Double(min))), ("maximum", number(Double(max)))]
        case let .number(min, above, max):
            members.append(("type", .string("number")))
            if let min { members.append(("minimum", number(min))) }
            if let above { members.append(("exclusiveMinimum", number(above))) }
            if let max { members.append(("maximum", number(max))) }
        case let .string(nonEmpty, maxLength, pattern):
            members.append(("type", .string("string")))
            if nonEmpty { members.append(("minLength", number(1))) }
            if let maxLength { members.append(("maxLength", number(Double(maxLength)))) }
            if let pattern { members.append(("pattern", .string(pattern))) }
        case .color:
            // A name (a system colour, or one of the scenario's `colors`) is checked by the decoder.
            members += [("type", .string("string")), ("pattern", .string("^(#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|[A-Za-z][A-Za-z0-9_.-]*)$"))]
        case let .oneOf(values): members.append(("enum", .array(values.map { .string($0) })))
        case let .array(element, count, minCount, maxCount):
            members += [("type", .string("array")), ("items", schema(element))]
            if let count { members += [("minItems", number(Double(count))), ("maxItems", number(Double(count)))] }
            if count == nil, minCount > 0 { members.append(("minItems", number(Double(minCount)))) }
            if count == nil, let maxCount { members.append(("maxItems", number(Double(maxCount)))) }
        case let .tuple(elements):
            members += [
                ("type", .string("array")), ("prefixItems", .array(elements.map { schema($0) })), ("items", .bool(false)),
                ("minItems", number(Double(elements.count))),
            ]
        case let .object(keys, required):
            members += [
                ("type", .string("object")),
                ("properties", .object(keys.map { ($0.key, schema($0.shape, summary: $0.summary)) })),
                ("additionalProperties", .bool(false)),
            ]
            if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
        case let .dictionary(value, keys):
            members += [("type", .string("object")), ("additionalProperties", schema(value))]
            if let keys { members.append(("propertyNames", schema(keys))) }
        case let .ruled(shape, rules):
            if case let .object(inner) = schema(shape) { members += inner }
            var dependent: [(key: String, value: JSONValue)] = [], all: [JSONValue] = []
            func required(_ keys: [String]) -> JSONValue { .object([("required", .array(keys.map { .string($0) }))]) }
            for rule in rules {
                switch rule {
                case let .requires(key, others): dependent.append((key, .array(others.map { .string($0) })))
                case let .notBoth(a, b): all.append(.object([("not", required([a, b]))]))
                case let .twoOf(a, b, c):
                    all.append(
                        .object([
                            (
                                "anyOf",
                                .array(
                                    [(a, b, c), (a, c, b), (b, c, a)].map { one, two, left in
                                        .object([("required", .array([.string(one), .string(two)])), ("not", required([left]))])
                                    })
                            )
                        ]))
                case let .someOf(keys): all.append(.object([("anyOf", .array(keys.map { required([$0]) }))]))
                }
            }
            if !dependent.isEmpty { members.append(("dependentRequired", .object(dependent))) }
            // Each rule is one member of `allOf`: two rules never write one key twice.
            if all.count == 1, case let .object(only) = all[0] { members += only } else if !all.isEmpty { members.append(("allOf", .array(all))) }
        case let .anyOf(shapes): members.append(("anyOf", .array(shapes.map { schema($0) })))
        case let .reference(name): members.append(("$ref", .string("#/$defs/\(name)")))
        case .any: break
        case .null: members.append(("type", .string("null")))
        }
        return .object(members)
    }
}
