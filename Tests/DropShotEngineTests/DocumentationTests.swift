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
