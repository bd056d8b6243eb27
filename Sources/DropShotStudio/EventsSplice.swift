import DropShotEngine

/// A recording saved from the studio changes only the scenario's `"events"` (and its
/// `"checkpoints"`, when the page changed them): the new array is
/// spliced into the file's bytes where the old one stood (or added after the last top-level
/// member), one event a line, and every other byte (the keys, their order, spacing and
/// indentation as the author wrote them) stays as it was, so the file's diff is the recording.
enum EventsSplice {
    /// `original` (a scenario file: one JSON object) with its top-level `events` set to `events`;
    /// nil when `original` is not a JSON object.
    static func replacingEvents(in original: [UInt8], with events: [JSONValue]) -> [UInt8]? {
        replacing("events", in: original, with: events)
    }

    /// `original` with its top-level array `key` set to `elements`, one a line (added after the
    /// last member when the file has none); nil when `original` is not a JSON object.
    static func replacing(_ name: String, in original: [UInt8], with elements: [JSONValue]) -> [UInt8]? {
        var scanner = Scanner(bytes: original)
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        var lastValueEnd: Int?
        while true {
            scanner.skipSpace()
            if scanner.take(UInt8(ascii: "}")) { break }
            let keyStart = scanner.position
            guard let keyEnd = scanner.skipString() else { return nil }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            let valueStart = scanner.position
            guard scanner.skipValue() else { return nil }
            let key = try? JSONValue.parse(Array(original[keyStart..<keyEnd]))
            if key == .string(name) {
                let indent = scanner.indentation(ofLineAt: keyStart)
                return Array(original[..<valueStart]) + array(elements, indent: indent) + Array(original[scanner.position...])
            }
            lastValueEnd = scanner.position
            scanner.skipSpace()
            _ = scanner.take(UInt8(ascii: ","))
        }
        guard let lastValueEnd else { return nil }
        // No events yet: after the last member, on a line of its own, indented as the first key.
        var first = Scanner(bytes: original)
        first.skipSpace()
        _ = first.take(UInt8(ascii: "{"))
        first.skipSpace()
        let indent = first.indentation(ofLineAt: first.position)
        let line =
            Array(",\n".utf8) + indent + Array(JSONValue.string(name).serialized(pretty: false).utf8) + Array(": ".utf8)
            + array(elements, indent: indent)
        return Array(original[..<lastValueEnd]) + line + Array(original[lastValueEnd...])
    }

    /// `[` and one event a line, indented two spaces past `indent`, then `]` at `indent`.
    static func array(_ events: [JSONValue], indent: [UInt8]) -> [UInt8] {
        guard !events.isEmpty else { return Array("[]".utf8) }
        let inner = indent + Array("  ".utf8)
        return Array("[\n".utf8) + events.map { inner + Array(inline($0).utf8) }.joined(separator: Array(",\n".utf8)) + Array("\n".utf8) + indent
            + Array("]".utf8)
    }

    /// A value on one line, as people write scenario events: `{"type": "move", "at": [10, 20], "t": 0.5}`.
    static func inline(_ value: JSONValue) -> String {
        switch value {
        case let .object(members):
            "{" + members.map { JSONValue.string($0.key).serialized(pretty: false) + ": " + inline($0.value) }.joined(separator: ", ") + "}"
        case let .array(elements): "[" + elements.map(inline).joined(separator: ", ") + "]"
        default: value.serialized(pretty: false)
        }
    }

    /// Walks JSON text without building values: where each string and value ends.
    struct Scanner {
        let bytes: [UInt8]
        var position = 0

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// Skips a string at the position; returns the index after its closing quote.
        mutating func skipString() -> Int? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\\"): position += 2
                case UInt8(ascii: "\""): position += 1; return position
                default: position += 1
                }
            }
            return nil
        }

        /// Skips one value (a string, or anything up to the end of its brackets or the next delimiter).
        mutating func skipValue() -> Bool {
            guard position < bytes.count else { return false }
            switch bytes[position] {
            case UInt8(ascii: "\""): return skipString() != nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while position < bytes.count {
                    switch bytes[position] {
                    case UInt8(ascii: "\""): guard skipString() != nil else { return false }; continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { position += 1; return true }
                    default: break
                    }
                    position += 1
                }
                return false
            default:
                while position < bytes.count,
                    ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[position])
                {
                    position += 1
                }
                return true
            }
        }

        /// The spaces and tabs that start the line holding `index`, when only they precede it
        /// there; else two spaces.
        func indentation(ofLineAt index: Int) -> [UInt8] {
            var start = index
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            let prefix = bytes[start..<index]
            return prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) && start > 0 ? Array(prefix) : Array("  ".utf8)
        }
    }
}
