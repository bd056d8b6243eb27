import TestUtilities
import Testing
@testable import DropShotEngine

/// The byte writer behind `dropshot state`: numbers as `format` writes them, strings escaped so
/// that every value parses back to itself.
@Suite struct JSONSerializationTests {
    @Test func numbersAreWrittenAsFormatWritesThem() {
        var random = SplitMix64(state: 5)
        let fixed: [Double] = [0, -0.0, 1, -1, 429.00000000000006, 0.1, -2.5, 1e15, 999_999_999_999_999, -1e14, 123456.789, 1e-10, 3e20]
        let randoms = (0..<2000).map { _ in Double(Int64(bitPattern: random.next()) % 10_000_000) / [1, 10, 1000, 1e9][random.below(4)] }
        for number in fixed + randoms {
            #expect(JSONValue.number(number).serialized() == JSONValue.format(number), "\(number)")
        }
    }

    @Test func valuesRoundTripThroughTheWriter() throws {
        var random = SplitMix64(state: 8)
        let pieces = ["a", "Greece", "é", "👍🏽", "\"", "\\", "\n", "\u{1}", "\u{7F}", "\u{85}", "\u{2028}", " ", "…"]
        func value(_ depth: Int) -> JSONValue {
            switch random.below(depth > 3 ? 4 : 6) {
            case 0: return .null
            case 1: return .bool(random.below(2) == 0)
            case 2: return .number(Double(random.below(100_000)) / 8)
            case 3: return .string((0..<random.below(6)).map { _ in pieces[random.below(pieces.count)] }.joined())
            case 4: return .array((0..<random.below(4)).map { _ in value(depth + 1) })
            default: return .object((0..<random.below(4)).map { i in ("k\(i)", value(depth + 1)) })
            }
        }
        for _ in 0..<500 {
            let original = value(0)
            for pretty in [true, false] {
                #expect(try JSONValue.parse(original.serializedUTF8(pretty: pretty)) == original)
                #expect(original.serialized(pretty: pretty) == String(decoding: original.serializedUTF8(pretty: pretty), as: UTF8.self))
            }
        }
    }
}
