import DropShotEngine
import Foundation

/// The strings files of a `<locale>.lproj` folder, as Xcode writes them: `.strings` (`"key" =
/// "value";` with C comments and escapes, in UTF-16 with a byte-order mark or in UTF-8) and
/// `.stringsdict` (an XML property list of plural and device rules).
enum StringsFile {
    /// A `.strings` file's keys and texts.
    static func parse(_ bytes: [UInt8], file: String) throws(ScenarioError) -> [String: LocalizedUnit] {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            let body = bytes.dropFirst(2)
            guard body.count % 2 == 0 else { throw ScenarioError(path: "", message: "its UTF-16 text ends in half a character", file: file) }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var i = body.startIndex
            while i < body.endIndex {
                let a = UInt16(body[i]), b = UInt16(body[i + 1])
                units.append(little ? a | b << 8 : a << 8 | b)
                i += 2
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            guard let decoded = String(validating: body, as: UTF8.self) else {
                throw ScenarioError(path: "", message: "it is neither UTF-16 with a byte-order mark nor UTF-8", file: file)
            }
            text = decoded
        }
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
        return try parser.entries()
    }

    /// Reads `"key" = "value";` pairs, skipping comments, with the line of each error.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var i = 0, line = 1

        func error(_ message: String) -> ScenarioError { ScenarioError(path: "", message: "line \(line): \(message)", file: file) }

        mutating func entries() throws(ScenarioError) -> [String: LocalizedUnit] {
            var table: [String: LocalizedUnit] = [:]
            while true {
                try skipSpace()
                guard i < scalars.count else { return table }
                let key = try quoted()
                try skipSpace()
                // `"key";` alone gives the key as its own value.
                if i < scalars.count, scalars[i] == ";" {
                    i += 1
                    table[key] = .text(key)
                    continue
                }
                guard i < scalars.count, scalars[i] == "=" else { throw error("expected \"=\" after the key \(JSONValue.echo(key))") }
                i += 1
                try skipSpace()
                let value = try quoted()
                try skipSpace()
                guard i < scalars.count, scalars[i] == ";" else { throw error("expected \";\" after the value of \(JSONValue.echo(key))") }
                i += 1
                table[key] = .text(value)
            }
        }

        mutating func skipSpace() throws(ScenarioError) {
            while i < scalars.count {
                let c = scalars[i]
                if c == "\n" {
                    line += 1; i += 1
                } else if c.properties.isWhitespace {
                    i += 1
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    i += 2
                    while i + 1 < scalars.count, !(scalars[i] == "*" && scalars[i + 1] == "/") {
                        if scalars[i] == "\n" { line += 1 }
                        i += 1
                    }
                    guard i + 1 < scalars.count else { throw error("a comment that does not end") }
                    i += 2
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while i < scalars.count, scalars[i] != "\n" { i += 1 }
                } else {
                    return
                }
            }
        }

        mutating func quoted() throws(ScenarioError) -> String {
            guard scalars[i] == "\"" else { throw error("expected a quoted string, found \(JSONValue.echo(String(scalars[i])))") }
            i += 1
            var out = String.UnicodeScalarView()
            while i < scalars.count, scalars[i] != "\"" {
                var c = scalars[i]
                if c == "\n" { line += 1 }
                if c == "\\", i + 1 < scalars.count {
                    i += 1
                    switch scalars[i] {
                    case "n": c = "\n"
                    case "t": c = "\t"
                    case "r": c = "\r"
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(scalars[(i + 1)..<min(scalars.count, i + 5)]))
                        guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                            throw error("\\U needs four hex digits")
                        }
                        c = scalar
                        i += 4
                    default: c = scalars[i]
                    }
                }
                out.append(c)
                i += 1
            }
            guard i < scalars.count else { throw error("a quoted string that does not end") }
            i += 1
            return String(out)
        }
    }

    /// A `.stringsdict` file's keys: each `NSStringLocalizedFormatKey` with its variables'
    /// plural rules (`NSStringPluralRuleType`), or device rules (`NSStringDeviceSpecificRuleType`).
    static func parseDictionary(_ bytes: [UInt8], file: String) throws(ScenarioError) -> [String: LocalizedUnit] {
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) } catch {
            throw ScenarioError(path: "", message: "it is not a property list (\(oneLine(error.localizedDescription)))", file: file)
        }
        guard let root = plist as? [String: Any] else { throw ScenarioError(path: "", message: "expected a dictionary of keys", file: file) }
        var table: [String: LocalizedUnit] = [:]
        for key in root.keys.sorted() {
            guard let entry = root[key] as? [String: Any] else { throw ScenarioError(path: key, message: "expected a dictionary", file: file) }
            if let devices = entry["NSStringDeviceSpecificRuleType"] as? [String: Any] {
                var units: [String: LocalizedUnit] = [:]
                for (device, text) in devices {
                    guard let text = text as? String else { throw ScenarioError(path: "\(key).\(device)", message: "expected a string", file: file) }
                    units[device] = .text(text)
                }
                table[key] = .device(units)
                continue
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw ScenarioError(path: key, message: "expected NSStringLocalizedFormatKey (or NSStringDeviceSpecificRuleType)", file: file)
            }
            var substitutions: [String: LocalizedUnit.Substitution] = [:]
            for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
                guard let rule = value as? [String: Any] else { continue }
                let type = rule["NSStringFormatSpecTypeKey"] as? String
                guard type == "NSStringPluralRuleType" else {
                    throw ScenarioError(
                        path: "\(key).\(name).NSStringFormatSpecTypeKey",
                        message: "\(JSONValue.echo(type ?? "none")): DropShot reads NSStringPluralRuleType here", file: file)
                }
                var plural: [String: String] = [:]
                for category in ["zero", "one", "two", "few", "many", "other"] { plural[category] = rule[category] as? String }
                substitutions[name] = LocalizedUnit.Substitution(
                    argument: nil, specifier: rule["NSStringFormatValueTypeKey"] as? String ?? "d", plural: plural)
            }
            table[key] = .text(format, substitutions: substitutions)
        }
        return table
    }
}
