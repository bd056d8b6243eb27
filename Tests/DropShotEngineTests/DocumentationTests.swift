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

    /// Every value a preset sets is a config key's field, and what the preset sets reads back
    /// through the key table: its keys' JSON (`configKeys`, the docs' tables) applied as a
    /// scenario's `config` gives the same settings.
    @Test func everyPresetValueIsAConfigKeysAndReadsBack() throws {
        for preset in Behaviour.allCases {
            for value in preset.values {
                #expect(ConfigKey.all.contains { $0.path == value.path }, "\(preset): \(value.path) is no config key's field")
            }
            var typed = ConfigSettings()
            preset.apply(to: &typed.config, rules: &typed.rules)
            var read = ConfigSettings()
            read.config.behaviour = preset
            for (key, value) in preset.configKeys {
                let entry = try #require(ConfigKey.byName[key], "\(preset): \(key)")
                try entry.apply(&read, value, JSONReader(path: "\(preset)"))
            }
            #expect(read == typed, "\(preset)")
            #expect(preset.configKeys.count == preset.values.count)
        }
    }
}
