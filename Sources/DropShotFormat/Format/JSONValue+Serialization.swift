extension JSONValue {
    /// Serializes the value. `pretty` indents with two spaces; output is byte-stable for equal values.
    public func serialized(pretty: Bool = true) -> String {
        String(decoding: serializedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// The serialized value as UTF-8 bytes, written straight into one buffer by `JSONWriter`.
    /// Numbers are rounded to 9 decimal places (`format`); with `exactNumbers` each is written in
    /// the shortest form that reads back as the same double (a scenario written by `Scenario.json`).
    public func serializedUTF8(pretty: Bool = true, exactNumbers: Bool = false) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty, exactNumbers: exactNumbers)
        write(to: &writer)
        return writer.bytes
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
    static func clean(_ number: Double) -> (value: Double, whole: Int64?) {
        let cleaned = abs(number) < 1e6 ? (number * 1e9).rounded() / 1e9 : number
        return (cleaned, cleaned == cleaned.rounded() && abs(cleaned) < 1e15 ? Int64(cleaned) : nil)
    }

    /// Writes the value; an array holding no array or object stays on one line.
    package func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case let .bool(value): writer.bool(value)
        case let .number(value): writer.number(value)
        case let .string(value): writer.string(value)
        case let .array(elements):
            let scalarOnly = elements.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
            writer.array(inline: scalarOnly) { writer in for element in elements { element.write(to: &writer) } }
        case let .object(members):
            writer.object { writer in
                for member in members {
                    writer.key(string: member.key)
                    member.value.write(to: &writer)
                }
            }
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
        var writer = JSONWriter(pretty: false)
        writer.string(text.count > limit ? String(text.prefix(limit)) + "…" : text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
