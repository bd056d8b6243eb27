/// A scenario that cannot be used: `path` locates the bad value (`collections[1].config.rearrange`),
/// empty for the document as a whole.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path of the bad value, such as `collections[1].items[0].color`.
    public var path: String
    /// What is wrong with it, on one line.
    public var message: String
    /// The variant whose values made it wrong (`iPhoneSE~ax5`), nil for the scenario's own values.
    public var variant: String?
    /// The rule across values it breaks (what no JSON Schema states); nil for a rule of one value.
    public var rule: ScenarioRule?
    /// The file at fault when it is not the scenario: an app catalog whose own content is wrong
    /// (`Assets.xcassets/Accent.colorset/Contents.json`); nil for the scenario itself.
    public var file: String?
    /// An error at `path` (for example `collections[1].items[0].color`), saying `message`.
    public init(path: String, message: String, variant: String? = nil, rule: ScenarioRule? = nil, file: String? = nil) {
        self.path = path; self.message = message; self.variant = variant; self.rule = rule; self.file = file
    }
    public var description: String { (variant.map { "variant \($0): " } ?? "") + (path.isEmpty ? message : "\(path): \(message)") }
}

/// Reads typed values out of a `JSONValue`, naming the JSON path in every error.
struct JSONReader {
    /// Where the value read lies, as the steps from the root: spelled out only when asked
    /// (an error), so that reading 100k valid items builds no path string.
    private indirect enum Location {
        case root(String)
        case key(Location, String)
        case index(Location, Int)

        var spelled: String {
            switch self {
            case let .root(path): return path
            case let .key(parent, key):
                let path = parent.spelled, component = Location.component(key)
                return path.isEmpty ? component : "\(path).\(component)"
            case let .index(parent, index): return "\(parent.spelled)[\(index)]"
            }
        }

        /// A key from the document, echoed as it is only when it is plainly a name.
        static func component(_ key: String) -> String {
            let plain =
                key.count <= 80 && !key.isEmpty
                && key.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
                }
            return plain ? key : JSONValue.echo(key)
        }
    }

    /// What every reader below one shares, in one reference: a child reader (one per item and
    /// per key read, 400,000 for a list of 100,000 items) copies two references, not the
    /// templates' and the environment's several.
    private final class Shared: Sendable {
        let templates: [String: CellTemplate]
        let environment: FormatEnvironment
        init(templates: [String: CellTemplate], environment: FormatEnvironment) {
            self.templates = templates; self.environment = environment
        }
    }

    private let location: Location
    private var shared: Shared

    /// The scenario's named templates, known to every reader below the top level once read.
    var templates: [String: CellTemplate] {
        get { shared.templates }
        set { shared = Shared(templates: newValue, environment: shared.environment) }
    }
    /// What the variant being decoded resolves colour names, text styles and frames of edges against.
    var environment: FormatEnvironment {
        get { shared.environment }
        set { shared = Shared(templates: shared.templates, environment: newValue) }
    }

    /// A reader of the value at `path` (empty for the document itself).
    init(path: String, templates: [String: CellTemplate] = [:], environment: FormatEnvironment = FormatEnvironment()) {
        self.init(.root(path), Shared(templates: templates, environment: environment))
    }

    private init(_ location: Location, _ shared: Shared) {
        self.location = location
        self.shared = shared
    }

    /// The JSON path of the value read, such as `collections[1].items[0]`.
    var path: String { location.spelled }

    func child(_ key: String) -> JSONReader { JSONReader(.key(location, key), shared) }
    func child(_ index: Int) -> JSONReader { JSONReader(.index(location, index), shared) }
    func error(_ message: String, rule: ScenarioRule? = nil) -> ScenarioError { ScenarioError(path: path, message: message, rule: rule) }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONValue.format(n)
        case .string(let s): return JSONValue.echo(s)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    func object(_ value: JSONValue, allowedKeys: [String]) throws(ScenarioError) -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = value else { throw error("expected an object, found \(Self.describe(value))") }
        for member in members where !allowedKeys.contains(member.key) {
            let suggestion = JSONReader.closest(to: member.key, among: allowedKeys).map { "did you mean \(JSONValue.echo($0))? " } ?? ""
            throw child(member.key).error("unknown key (\(suggestion)expected one of: \(allowedKeys.joined(separator: ", ")))")
        }
        return members
    }

    /// The one key of `keys` close to `key` (a typo: at most one edit in four characters, case
    /// aside), or nil when none is or several are.
    static func closest(to key: String, among keys: [String]) -> String? {
        let typed = Array(key.lowercased().prefix(64))
        let limit = max(1, typed.count / 4)
        let scored = keys.map { ($0, editDistance(typed, Array($0.lowercased()))) }.filter { $0.1 <= limit }
        guard let best = scored.map(\.1).min() else { return nil }
        let closest = scored.filter { $0.1 == best }
        return closest.count == 1 ? closest[0].0 : nil
    }

    /// Levenshtein's distance between two strings of characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() { current.append(min(previous[j] + (x == y ? 0 : 1), previous[j + 1] + 1, current[j] + 1)) }
            previous = current
        }
        return previous[b.count]
    }

    /// The value of `key` among an object's `members` (from `object(_:allowedKeys:)`), or the
    /// error "missing required key" at `key`'s path: the one wording every object's decoder gives.
    func required(_ key: String, in members: [(key: String, value: JSONValue)]) throws(ScenarioError) -> JSONValue {
        guard let value = JSONReader.value(key, in: members) else { throw child(key).error("missing required key") }
        return value
    }

    /// The value of `key` among an object's `members`, or nil when it is not given.
    static func value(_ key: String, in members: [(key: String, value: JSONValue)]) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    func array(_ value: JSONValue) throws(ScenarioError) -> [JSONValue] {
        guard case let .array(elements) = value else { throw error("expected an array, found \(Self.describe(value))") }
        return elements
    }

    func bool(_ value: JSONValue) throws(ScenarioError) -> Bool {
        guard case let .bool(b) = value else { throw error("expected true or false, found \(Self.describe(value))") }
        return b
    }

    /// The string `value` holds; `reader` (and its path) is made only for the error.
    static func string(_ value: JSONValue, at reader: @autoclosure () -> JSONReader) throws(ScenarioError) -> String {
        if case let .string(s) = value { return s }
        return try reader().string(value)
    }

    func string(_ value: JSONValue) throws(ScenarioError) -> String {
        guard case let .string(s) = value else { throw error("expected a string, found \(Self.describe(value))") }
        return s
    }

    /// The string `value` holds, refused when empty ("must not be empty"; with `absent`, what
    /// leaving the key out gives instead: "must not be empty (leave the key out for no title)").
    func nonEmptyString(_ value: JSONValue, orLeaveOutFor absent: String? = nil) throws(ScenarioError) -> String {
        let s = try string(value)
        if s.isEmpty { throw error("must not be empty" + (absent.map { " (leave the key out for \($0))" } ?? "")) }
        return s
    }

    func number(_ value: JSONValue, min: Double? = nil, greaterThan: Double? = nil, max: Double? = nil) throws(ScenarioError) -> Double {
        guard case let .number(n) = value else { throw error("expected a number, found \(Self.describe(value))") }
        if let min, n < min { throw error("\(JSONValue.format(n)) is below the minimum \(JSONValue.format(min))") }
        if let greaterThan, n <= greaterThan { throw error("\(JSONValue.format(n)) must be greater than \(JSONValue.format(greaterThan))") }
        if let max, n > max { throw error("\(JSONValue.format(n)) is above the maximum \(JSONValue.format(max))") }
        return n
    }

    func int(_ value: JSONValue, min: Int, max: Int) throws(ScenarioError) -> Int {
        let n = try number(value)
        guard n == n.rounded() else { throw error("expected a whole number, found \(JSONValue.format(n))") }
        guard n >= Double(min), n <= Double(max) else { throw error("\(JSONValue.format(n)) is outside \(min)...\(max)") }
        return Int(n)
    }

    func numbers(_ value: JSONValue, count: Int, min: Double? = nil, greaterThan: Double? = nil, max: Double? = nil)
        throws(ScenarioError) -> [Double]
    {
        let elements = try array(value)
        guard elements.count == count else { throw error("expected \(count) numbers, found \(elements.count)") }
        var result: [Double] = []
        for (i, element) in elements.enumerated() {
            result.append(try child(i).number(element, min: min, greaterThan: greaterThan, max: max))
        }
        return result
    }

    /// A point whose coordinates lie within `-limit...limit` (default: `ScenarioLimits.coordinate`).
    func point(_ value: JSONValue, limit: Double = ScenarioLimits.coordinate) throws(ScenarioError) -> Point {
        let v = try numbers(value, count: 2, min: -limit, max: limit)
        return Point(v[0], v[1])
    }

    /// A size with both sides in `(0, ScenarioLimits.length]`.
    func size(_ value: JSONValue) throws(ScenarioError) -> Size {
        let v = try numbers(value, count: 2, greaterThan: 0, max: ScenarioLimits.length)
        return Size(v[0], v[1])
    }

    /// A frame: `[x, y, width, height]` (its origin within `±ScenarioLimits.coordinate`, its sides
    /// in `0...ScenarioLimits.length`), or an object of edges (`edgeFrame`).
    func rect(_ value: JSONValue) throws(ScenarioError) -> Rect {
        if case .object = value { return try edgeFrame(try object(value, allowedKeys: JSONReader.edgeKeys)) }
        let elements = try array(value)
        guard elements.count == 4 else { throw error("expected 4 numbers, found \(elements.count)") }
        var v: [Double] = []
        for (i, element) in elements.enumerated() {
            v.append(
                i < 2
                    ? try child(i).number(element, min: -ScenarioLimits.coordinate, max: ScenarioLimits.coordinate)
                    : try child(i).number(element, min: 0, max: ScenarioLimits.length))
        }
        return Rect(v[0], v[1], v[2], v[3])
    }

    /// A length in `0...ScenarioLimits.length` (spacing, insets, radii).
    func length(_ value: JSONValue) throws(ScenarioError) -> Double {
        try number(value, min: 0, max: ScenarioLimits.length)
    }

    /// A colour: `"#RRGGBB"`, `"#RRGGBBAA"`, or a name (a system colour or one of the scenario's
    /// `colors`) at the variant's appearance.
    func color(_ value: JSONValue) throws(ScenarioError) -> Scenario.Color {
        let s = try string(value)
        if let color = try environment.colors.color(s) { return color }
        if s.hasPrefix("#") { throw error("\(JSONValue.echo(s)) is not a color (expected \"#RRGGBB\" or \"#RRGGBBAA\")") }
        // A name that is none of the scenario's or the system's: the rule that names resolve.
        throw error(environment.colors.unknown(s), rule: ColorNames.isName(s) ? .colorNameResolves : nil)
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_ value: JSONValue) throws(ScenarioError) -> E where E.RawValue == String {
        let s = try string(value)
        guard let e = E(rawValue: s) else {
            throw error("\(JSONValue.echo(s)) is not one of: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return e
    }
}
