import Foundation
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

@Suite struct DocumentationTests {
    /// The config table gives each key the default the key table (and so the decoder and the
    /// schema) has, where the key table has one.
    @Test func theConfigTableStatesTheDefaultsTheDecoderHas() {
        for key in ConfigKey.all {
            guard let value = key.defaultValue else { continue }
            let stated = key.field.defaultText
            let actual: String =
                switch value {
                case let .bool(b): b ? "true" : "false"
                case let .number(n): JSONValue.format(n)
                case let .string(s): "`\(s)`"
                default: "`\(value.serialized())`"
                }
            #expect(stated == actual || stated.hasPrefix(actual + " "), "\(key.name): the docs say \(stated), the decoder's default is \(actual)")
        }
    }

    /// docs/SEEDS.md's and docs/NATIVE.md's preset tables state, for every key they name, the
    /// value each preset gives it (the presets are data applied through the key table:
    /// `Behaviour.configKeys`).
    @Test(arguments: [
        ("docs/SEEDS.md", [Behaviour.dropshot, .arrasolta, .betweenkit, .kd, .ajw], 5 * 25),
        ("docs/NATIVE.md", [Behaviour.dropshot, .uikit, .uikitTable, .swiftuiList, .swiftuiReorder], 5 * 16),
    ])
    func thePresetTableIsThePresetsData(file: String, presets: [Behaviour], least: Int) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let seeds = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let header = "| key | " + presets.map(\.rawValue).joined(separator: " | ") + " |"
        let table = seeds.components(separatedBy: header)[1].components(separatedBy: "\n\n")[0]
        var checked = 0
        for line in table.split(separator: "\n") where line.hasPrefix("| `") {
            let columns = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = columns[0].split(separator: "/").compactMap {
                $0.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
            }
            for (p, preset) in presets.enumerated() {
                // "same" repeats the dropshot column; bold marks a change; "(…)" explains it.
                var cell = columns[1 + p] == "same" ? columns[1] : columns[1 + p]
                cell = cell.replacingOccurrences(of: "**", with: "")
                if let open = cell.firstIndex(of: "(") { cell = String(cell[..<open]) }
                let stated = cell.components(separatedBy: " / ").map { $0.trimmingCharacters(in: .whitespaces) }
                var settings = ConfigSettings()
                preset.apply(to: &settings.config, rules: &settings.rules)
                for (n, name) in names.enumerated() {
                    let key = try #require(ConfigKey.byName[name], "\(name) is not a config key")
                    let actual: String =
                        switch key.value(settings) {
                        case let .bool(b)?: b ? "true" : "false"
                        case let .number(x)?: JSONValue.format(x)
                        case let .string(s)?: s
                        case let .object(members)?:
                            // An object's values, unquoted and in order: autoScroll's mode, a drop proposal's operation and intent.
                            members.filter { $0.key != "edge" && $0.key != "speed" }
                                .map { JSONReader.describe($0.value).replacingOccurrences(of: "\"", with: "") }.joined(separator: ", ")
                        default: "none"
                        }
                    // One value for several keys holds for each of them.
                    let own = stated.count == names.count ? stated[n] : stated.count == 1 ? stated[0] : "?"
                    #expect(own == actual, "\(name) under \(preset): \(file) says \(cell), the preset gives \(actual)")
                    checked += 1
                }
            }
        }
        #expect(checked >= least)
        // Every key a preset of the table sets is in it.
        for preset in presets {
            for (key, _) in preset.configKeys { #expect(table.contains("`\(key)`"), "\(file) does not name \(key), which \(preset) sets") }
        }
    }

    /// Every key of every preset applies through the key table (`Behaviour.apply` relies on it).
    @Test func everyPresetKeyDecodes() throws {
        for preset in Behaviour.allCases {
            var settings = ConfigSettings()
            for (key, value) in preset.configKeys {
                let entry = try #require(ConfigKey.byName[key], "\(preset): \(key)")
                #expect(throws: Never.self) { try entry.apply(&settings, value, JSONReader(path: "\(preset)")) }
            }
        }
    }
}
