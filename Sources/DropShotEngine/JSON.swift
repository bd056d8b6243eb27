/// A parsed JSON value that keeps object keys in document order.
///
/// DropShot parses scenarios itself (rather than through `JSONSerialization`) so that numbers and
/// booleans never get confused, unknown keys can be reported, and output is byte-stable.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value stored under `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        if case let .object(members) = self { return members.first { $0.key == key }?.value }
        return nil
    }
}

/// A syntax error in a JSON document, with the 1-based line and column where it was found.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
}

extension JSONValue {
    /// Parses UTF-8 JSON text (RFC 8259). Duplicate object keys are a syntax error.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// Parses JSON text given as a string.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    static let maxDepth = 256

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(message: message, line: line, column: column)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal") }
            index += 1
        }
        return value
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character")
        }
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            guard seen.insert(key).inserted else { throw error("duplicate key \(JSONValue.echo(key))") }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; break }
            if byte < 0x20 { throw error("control character in string") }
            if byte != UInt8(ascii: "\\") { utf8.append(byte); index += 1; continue }
            index += 1
            guard index < bytes.count else { throw error("unterminated escape") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): utf8.append(0x22)
            case UInt8(ascii: "\\"): utf8.append(0x5C)
            case UInt8(ascii: "/"): utf8.append(0x2F)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try parseHex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    else { throw error("unpaired surrogate") }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw error("unpaired surrogate")
                }
                utf8.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            default: throw error("invalid escape")
            }
        }
        guard let string = String(validating: utf8, as: UTF8.self) else { throw error("invalid UTF-8 in string") }
        return string
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let begin = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - begin
        }
        let intStart = index
        let intDigits = digits(&self)
        guard intDigits > 0 else { throw error("invalid number") }
        if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") { throw error("leading zero in number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("invalid number") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number out of range") }
        return .number(value)
    }
}

extension JSONValue {
    /// Serializes the value. `pretty` indents with two spaces; output is byte-stable for equal values.
    public func serialized(pretty: Bool = true) -> String {
        String(decoding: serializedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// The serialized value as UTF-8 bytes, written straight into one buffer (what `dropshot
    /// state` prints; a 100k-cell state is megabytes of small pieces).
    public func serializedUTF8(pretty: Bool = true) -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    /// Formats a number the way DropShot writes it: rounded to 9 decimal places (so that floating-
    /// point noise such as `429.00000000000006` prints as `429`), then integers without a fraction
    /// and others in their shortest round-trip form.
    public static func format(_ number: Double) -> String {
        let (cleaned, whole) = clean(number)
        return whole.map { String($0) } ?? "\(cleaned)"
    }

    /// `number` rounded to 9 decimal places (below a million), and that value as a whole number
    /// when it is one (and small enough to print exactly): the rule of `format`.
    private static func clean(_ number: Double) -> (value: Double, whole: Int64?) {
        let cleaned = abs(number) < 1e6 ? (number * 1e9).rounded() / 1e9 : number
        return (cleaned, cleaned == cleaned.rounded() && abs(cleaned) < 1e15 ? Int64(cleaned) : nil)
    }

    /// Appends `format(number)`: whole numbers digit by digit, others in their shortest form.
    private static func write(_ number: Double, to out: inout [UInt8]) {
        let (cleaned, whole) = clean(number)
        guard var value = whole else { return out.append(contentsOf: "\(cleaned)".utf8) }
        if value < 0 { out.append(UInt8(ascii: "-")); value = -value }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            for i in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[i]) }
        }
    }

    private static func spaces(_ count: Int, to out: inout [UInt8]) { out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }

    private func write(to out: inout [UInt8], indent: Int?) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case let .bool(value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case let .number(value): JSONValue.write(value, to: &out)
        case let .string(value): JSONValue.writeString(value, to: &out)
        case let .array(elements):
            if elements.isEmpty { out.append(contentsOf: "[]".utf8); return }
            let scalarOnly = elements.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
            if scalarOnly || indent == nil {
                out.append(UInt8(ascii: "["))
                for (i, element) in elements.enumerated() {
                    if i > 0 { out.append(contentsOf: (indent == nil ? "," : ", ").utf8) }
                    element.write(to: &out, indent: nil)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            let inner = indent! + 2
            out.append(contentsOf: "[\n".utf8)
            for (i, element) in elements.enumerated() {
                JSONValue.spaces(inner, to: &out)
                element.write(to: &out, indent: inner)
                out.append(contentsOf: (i + 1 < elements.count ? ",\n" : "\n").utf8)
            }
            JSONValue.spaces(indent!, to: &out)
            out.append(UInt8(ascii: "]"))
        case let .object(members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            guard let indent else {
                out.append(UInt8(ascii: "{"))
                for (i, member) in members.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    JSONValue.writeString(member.key, to: &out)
                    out.append(UInt8(ascii: ":"))
                    member.value.write(to: &out, indent: nil)
                }
                out.append(UInt8(ascii: "}"))
                return
            }
            let inner = indent + 2
            out.append(contentsOf: "{\n".utf8)
            for (i, member) in members.enumerated() {
                JSONValue.spaces(inner, to: &out)
                JSONValue.writeString(member.key, to: &out)
                out.append(contentsOf: ": ".utf8)
                member.value.write(to: &out, indent: inner)
                out.append(contentsOf: (i + 1 < members.count ? ",\n" : "\n").utf8)
            }
            JSONValue.spaces(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Whether `scalar` is written escaped: a control character, DEL, a C1 control or a Unicode
    /// line or paragraph separator, anything a terminal or a log might take as a line break.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `text` quoted for an error message, always on one line: escaped as a JSON string (control
    /// characters, DEL, C1 controls and the Unicode line separators as `\uXXXX`) and cut to
    /// `limit` characters with "…", so that a value pasted into a scenario by mistake cannot
    /// flood or break the one-line error.
    public static func echo(_ text: String, limit: Int = 80) -> String {
        var out: [UInt8] = []
        let cut = text.count > limit ? String(text.prefix(limit)) + "…" : text
        writeString(cut, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Plain ASCII (the usual id or label) is copied as it is; anything else goes scalar by scalar.
        var plain = true
        for byte in string.utf8 where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            plain = false
            break
        }
        if plain {
            out.append(contentsOf: string.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: out.append(contentsOf: String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
