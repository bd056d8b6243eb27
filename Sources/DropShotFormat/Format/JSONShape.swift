/// The JSON a value of the scenario format takes, as the decoder checks it: the vocabulary the
/// config key table and the scenario's JSON Schema (`ScenarioSchema`) are written in, so the
/// schema says what the decoder accepts.
package indirect enum JSONShape: Sendable {
    /// `true` or `false`.
    case boolean
    /// A whole number within `min...max`.
    case integer(min: Int, max: Int)
    /// A number at least `min` (or over `above`), at most `max`.
    case number(min: Double? = nil, above: Double? = nil, max: Double? = nil)
    /// A string (`nonEmpty`: at least one character), of at most `maxLength` characters when
    /// given, matching the regular expression `pattern` (ECMA-262, as JSON Schema has them) when given.
    case string(nonEmpty: Bool = false, maxLength: Int? = nil, pattern: String? = nil)
    /// `"#RRGGBB"`, `"#RRGGBBAA"`, or a colour's name (a system colour, one of the scenario's `colors`).
    case color
    /// One of these strings.
    case oneOf([String])
    /// An array of `element`s, of exactly `count` when given, else of `minCount` to `maxCount`.
    case array(JSONShape, count: Int? = nil, minCount: Int = 0, maxCount: Int? = nil)
    /// An array of exactly these elements, in order.
    case tuple([JSONShape])
    /// An object with these keys only, `required` among them.
    case object([(key: String, shape: JSONShape, summary: String)], required: [String] = [])
    /// An object whose every value has one shape, keyed by any string (or by strings of the
    /// shape `keys`: JSON Schema's `propertyNames`).
    case dictionary(JSONShape, keys: JSONShape? = nil)
    /// An object `shape` with rules between its keys that JSON Schema states too.
    case ruled(JSONShape, [KeyRule])
    /// Any of these shapes.
    case anyOf([JSONShape])
    /// A shape defined once in the schema's `$defs`, by name.
    case reference(String)
    /// Any JSON value (checked by the decoder alone).
    case any
    /// `null` (the state output's, for what is not there: no drag, no outcome yet).
    case null

    /// A rule between the keys of one object.
    package enum KeyRule: Sendable {
        /// `key` may be given only with `others` (JSON Schema's `dependentRequired`).
        case requires(String, [String])
        /// Not both of two keys (JSON Schema's `not: {required: [a, b]}`).
        case notBoth(String, String)
        /// Exactly two of three keys (a frame's edges along one axis).
        case twoOf(String, String, String)
        /// At least one of the keys (a matrix names an axis).
        case someOf([String])
    }

    /// A number within `0...ScenarioLimits.length`: spacing, insets, radii.
    public static let length = JSONShape.number(min: 0, max: ScenarioLimits.length)
    /// `[w, h]`, each side over 0.
    public static let size = JSONShape.array(.number(above: 0, max: ScenarioLimits.length), count: 2)
    /// `[x, y]`.
    public static let point = JSONShape.array(.number(min: -ScenarioLimits.coordinate, max: ScenarioLimits.coordinate), count: 2)
    /// `[x, y, width, height]`.
    public static let rect: JSONShape = {
        let coordinate = JSONShape.number(min: -ScenarioLimits.coordinate, max: ScenarioLimits.coordinate)
        return .tuple([coordinate, coordinate, .length, .length])
    }()
    /// A frame: `[x, y, width, height]`, or an object of edges from the safe area
    /// (`{"leading": 16, "trailing": 16, "top": 0, "height": 300}`; two a direction).
    public static let frame: JSONShape = {
        // Points, or a share of the area's extent on the edge's axis ("1/3", "25%").
        let share = JSONShape.string(pattern: JSONReader.sharePattern)
        // Points at the Large size that follow Dynamic Type for a text style.
        func scaled(_ points: JSONShape) -> JSONShape {
            .object(
                [
                    ("scaled", points, "points at the Large text size"),
                    ("relativeTo", .oneOf(TextStyle.allCases.map(\.rawValue)), "the text style whose scaling it follows"),
                ], required: ["scaled", "relativeTo"])
        }
        let points = JSONShape.number(min: -ScenarioLimits.coordinate, max: ScenarioLimits.coordinate)
        let coordinate = JSONShape.anyOf([points, share, scaled(points)])
        let length = JSONShape.anyOf([.length, share, scaled(.length)])
        let edges = JSONShape.object([
            ("leading", coordinate, "points from the leading edge"), ("trailing", coordinate, "points from the trailing edge"),
            ("width", length, "points wide"), ("top", coordinate, "points from the top edge"),
            ("bottom", coordinate, "points from the bottom edge"), ("height", length, "points high"),
            ("in", .oneOf(["safeArea", "canvas"]), "the edges measured from: the safe area's (default) or the canvas's"),
        ])
        return .anyOf([rect, .ruled(edges, [.twoOf("leading", "trailing", "width"), .twoOf("top", "bottom", "height")])])
    }()
    /// A `"{field}"` naming an item field (a template value bound to it).
    public static let field = JSONShape.string(pattern: "^\\{[^{}]+\\}$")
    /// The name of an item's or a decoration's field: any but `id` and `label`, which `{id}` and
    /// `{label}` show from the item's own keys.
    public static let fieldName = JSONShape.string(pattern: "^(?!(id|label)$)")
    /// A font size in points.
    public static let fontSize = JSONShape.number(above: 0, max: ScenarioLimits.fontSize)

    /// The string values of an enumeration.
    public static func cases<E: CaseIterable & RawRepresentable>(of _: E.Type) -> JSONShape where E.RawValue == String {
        .oneOf(E.allCases.map(\.rawValue))
    }
}
