extension GridColumn {
    /// The three sizes, one of which a column names.
    private static let sizeKeys = ["fixed", "flexible", "adaptive"]

    /// `{"minimum": points, "maximum": points}`.
    private static func range(_ minimum: String, required: Bool) -> JSONShape {
        .object(
            [
                ("minimum", .number(above: 0, max: ScenarioLimits.length), minimum),
                ("maximum", .number(above: 0, max: ScenarioLimits.length), "the widest a column may be (default: unbounded)"),
            ], required: required ? ["minimum"] : [])
    }

    /// A column's JSON: `{"fixed": 100, "spacing": 10}`, `{"flexible": {"minimum": 10}}` or
    /// `{"adaptive": {"minimum": 80}}`: exactly one size, and the spacing after it.
    static let shape = JSONShape.ruled(
        .object([
            ("fixed", .number(above: 0, max: ScenarioLimits.length), "a width in points (GridItem's .fixed)"),
            ("flexible", range("the narrowest it may be (default 10)", required: false), "a share of the width left over (.flexible)"),
            ("adaptive", range("the narrowest column it makes", required: true), "as many columns as fit in a flexible share (.adaptive)"),
            ("spacing", .length, "points to the next column (default: the grid's minInteritemSpacing)"),
        ]),
        [.someOf(sizeKeys), .notBoth("fixed", "flexible"), .notBoth("fixed", "adaptive"), .notBoth("flexible", "adaptive")])

    /// Reads a column: one size, its range checked (`minimum` at most `maximum`).
    static func decode(_ json: JSONValue, _ r: JSONReader) throws(ScenarioError) -> GridColumn {
        let members = try r.object(json, allowedKeys: sizeKeys + ["spacing"])
        let sizes = members.filter { sizeKeys.contains($0.key) }
        guard sizes.count == 1, let (kind, value) = sizes.first.map({ ($0.key, $0.value) }) else {
            throw r.error(
                sizes.isEmpty ? "a column needs one of fixed, flexible or adaptive" : "a column takes one of fixed, flexible or adaptive, not both")
        }
        let spacing = try JSONReader.value("spacing", in: members).map { v throws(ScenarioError) in
            try r.child("spacing").number(v, min: 0, max: ScenarioLimits.length)
        }
        let at = r.child(kind)
        func bounds(minimumRequired: Bool) throws(ScenarioError) -> (Double, Double) {
            let range = try at.object(value, allowedKeys: ["minimum", "maximum"])
            if minimumRequired { _ = try at.required("minimum", in: range) }
            let minimum = try JSONReader.value("minimum", in: range).map { v throws(ScenarioError) in
                try at.child("minimum").number(v, greaterThan: 0, max: ScenarioLimits.length)
            }
            let maximum = try JSONReader.value("maximum", in: range).map { v throws(ScenarioError) in
                try at.child("maximum").number(v, greaterThan: 0, max: ScenarioLimits.length)
            }
            let low = minimum ?? 10
            if let maximum, maximum < low {
                throw at.child("maximum").error("\(JSONValue.format(maximum)) is below the minimum \(JSONValue.format(low))")
            }
            return (low, maximum ?? .infinity)
        }
        switch kind {
        case "fixed": return GridColumn(.fixed(try at.number(value, greaterThan: 0, max: ScenarioLimits.length)), spacing: spacing)
        case "flexible":
            let (low, high) = try bounds(minimumRequired: false)
            return GridColumn(.flexible(minimum: low, maximum: high), spacing: spacing)
        default:
            let (low, high) = try bounds(minimumRequired: true)
            return GridColumn(.adaptive(minimum: low, maximum: high), spacing: spacing)
        }
    }

    /// The column as its JSON reads (defaults left out).
    var json: JSONValue {
        func range(_ low: Double, _ high: Double, defaultLow: Double?) -> JSONValue {
            .object(
                (low == defaultLow ? [] : [("minimum", JSONValue.number(low))]) + (high.isFinite ? [("maximum", .number(high))] : []))
        }
        let size: (String, JSONValue) =
            switch self.size {
            case let .fixed(width): ("fixed", .number(width))
            case let .flexible(low, high): ("flexible", range(low, high, defaultLow: 10))
            case let .adaptive(low, high): ("adaptive", range(low, high, defaultLow: nil))
            }
        return .object([size] + (spacing.map { [("spacing", .number($0))] } ?? []))
    }
}
