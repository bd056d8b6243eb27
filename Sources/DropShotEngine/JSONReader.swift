/// A scenario that cannot be used: `path` locates the bad value (`collections[1].config.rearrange`),
/// empty for the document as a whole.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Reads typed values out of a `JSONValue`, naming the JSON path in every error.
struct JSONReader {
    var path: String

    func child(_ key: String) -> JSONReader { JSONReader(path: path.isEmpty ? key : "\(path).\(key)") }
    func child(_ index: Int) -> JSONReader { JSONReader(path: "\(path)[\(index)]") }
    func error(_ message: String) -> ScenarioError { ScenarioError(path: path, message: message) }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONValue.format(n)
        case .string(let s): return "\"\(s)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    func object(_ value: JSONValue, allowedKeys: [String]) throws(ScenarioError) -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = value else { throw error("expected an object, found \(Self.describe(value))") }
        for member in members where !allowedKeys.contains(member.key) {
            throw child(member.key).error("unknown key (expected one of: \(allowedKeys.joined(separator: ", ")))")
        }
        return members
    }

    func array(_ value: JSONValue) throws(ScenarioError) -> [JSONValue] {
        guard case let .array(elements) = value else { throw error("expected an array, found \(Self.describe(value))") }
        return elements
    }

    func bool(_ value: JSONValue) throws(ScenarioError) -> Bool {
        guard case let .bool(b) = value else { throw error("expected true or false, found \(Self.describe(value))") }
        return b
    }

    func string(_ value: JSONValue) throws(ScenarioError) -> String {
        guard case let .string(s) = value else { throw error("expected a string, found \(Self.describe(value))") }
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

    func numbers(_ value: JSONValue, count: Int, min: Double? = nil) throws(ScenarioError) -> [Double] {
        let elements = try array(value)
        guard elements.count == count else { throw error("expected \(count) numbers, found \(elements.count)") }
        var result: [Double] = []
        for (i, element) in elements.enumerated() { result.append(try child(i).number(element, min: min)) }
        return result
    }

    func point(_ value: JSONValue) throws(ScenarioError) -> Point {
        let v = try numbers(value, count: 2)
        return Point(v[0], v[1])
    }

    func size(_ value: JSONValue) throws(ScenarioError) -> Size {
        let v = try numbers(value, count: 2)
        for i in 0..<2 where v[i] <= 0 { throw child(i).error("\(JSONValue.format(v[i])) must be greater than 0") }
        return Size(v[0], v[1])
    }

    func rect(_ value: JSONValue) throws(ScenarioError) -> Rect {
        let v = try numbers(value, count: 4)
        for i in 2..<4 where v[i] < 0 { throw child(i).error("\(JSONValue.format(v[i])) is below the minimum 0") }
        return Rect(v[0], v[1], v[2], v[3])
    }

    func color(_ value: JSONValue) throws(ScenarioError) -> Color {
        let s = try string(value)
        guard let color = Color(hex: s) else { throw error("\"\(s)\" is not a color (expected \"#RRGGBB\" or \"#RRGGBBAA\")") }
        return color
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_ value: JSONValue) throws(ScenarioError) -> E where E.RawValue == String {
        let s = try string(value)
        guard let e = E(rawValue: s) else {
            throw error("\"\(s)\" is not one of: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return e
    }
}
