extension JSONValue {
    /// Serializes the value. `pretty` indents with two spaces; output is byte-stable for equal values.
    public func serialized(pretty: Bool = true) -> String {
        String(decoding: serializedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// The serialized value as UTF-8 bytes, written straight into one buffer (what `dropshot
    /// state` prints; a 100k-cell state is megabytes of small pieces). Numbers are rounded to 9
    /// decimal places (`format`); with `exactNumbers` each is written in the shortest form that
    /// reads back as the same double (a scenario written by `Scenario.json`).
    public func serializedUTF8(pretty: Bool = true, exactNumbers: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, indent: pretty ? 0 : nil, exact: exactNumbers)
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

    /// Appends `format(number)`: whole numbers digit by digit, others in their shortest form. JSON
    /// has no infinity or NaN: they are written `null` (as JavaScript's JSON.stringify does), so
    /// no output is ever unreadable JSON.
    private static func write(_ number: Double, to out: inout [UInt8]) {
        guard number.isFinite else { return out.append(contentsOf: "null".utf8) }
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

    private func write(to out: inout [UInt8], indent: Int?, exact: Bool) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case let .bool(value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case let .number(value):
            if exact, value.isFinite, value != value.rounded() || abs(value) >= 1e15 {
                out.append(contentsOf: "\(value)".utf8)
            } else {
                JSONValue.write(value, to: &out)
            }
        case let .string(value): JSONValue.writeString(value, to: &out)
        case let .array(elements):
            if elements.isEmpty { out.append(contentsOf: "[]".utf8); return }
            let scalarOnly = elements.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
            if scalarOnly || indent == nil {
                out.append(UInt8(ascii: "["))
                for (i, element) in elements.enumerated() {
                    if i > 0 { out.append(contentsOf: (indent == nil ? "," : ", ").utf8) }
                    element.write(to: &out, indent: nil, exact: exact)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            let inner = indent! + 2
            out.append(contentsOf: "[\n".utf8)
            for (i, element) in elements.enumerated() {
                JSONValue.spaces(inner, to: &out)
                element.write(to: &out, indent: inner, exact: exact)
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
                    member.value.write(to: &out, indent: nil, exact: exact)
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
                member.value.write(to: &out, indent: inner, exact: exact)
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
