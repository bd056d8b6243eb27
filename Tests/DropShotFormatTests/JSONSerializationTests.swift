import TestUtilities
import Testing

@testable import DropShotFormat

/// The byte writer behind `dropshot state`: numbers as `format` writes them, strings escaped so
/// that every value parses back to itself.
@Suite struct JSONSerializationTests {
    @Test func numbersAreWrittenAsFormatWritesThem() {
        var random = SplitMix64(state: 5)
        let fixed: [Double] = [0, -0.0, 1, -1, 429.00000000000006, 0.1, -2.5, 1e15, 999_999_999_999_999, -1e14, 123456.789, 1e-10, 3e20]
        let randoms = (0..<2000).map { _ in Double(Int64(bitPattern: random.next()) % 10_000_000) / [1, 10, 1000, 1e9][random.below(4)] }
        // Fractions are written digit by digit between 0.001 and a million (by `description`
        // outside): both sides of both bounds, every number of decimals, noise past the ninth.
        let bounds: [Double] = [0.001, 0.000999999, 0.0009999999999, 0.00100000000049, 999_999.999999999, 1e6 - 1e-10, 1e-5, 1.5e-7]
        let fractions = (0..<20_000).map { _ in
            (Double(bitPattern: 0x3FF0_0000_0000_0000 | random.next() >> 12) - 1) * [1e-3, 1, 1e3, 1e6, 2e6][random.below(5)]
                * (random.below(2) == 0 ? 1 : -1)
        }
        for number in fixed + randoms + bounds + bounds.map(-) + fractions {
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

    /// The layout, fixed: objects and arrays of containers indented two spaces a level, arrays
    /// of scalars on one line, empty containers as `{}` and `[]`; compact text has no spaces.
    @Test func theLayoutIsFixed() throws {
        let value = try JSONValue.parse(#"{"a": [1, "x", null, true], "b": {}, "c": [], "d": [{"e": [[1], []]}], "f": {"g": -2.5}}"#)
        #expect(
            value.serialized() == """
                {
                  "a": [1, "x", null, true],
                  "b": {},
                  "c": [],
                  "d": [
                    {
                      "e": [
                        [1],
                        []
                      ]
                    }
                  ],
                  "f": {
                    "g": -2.5
                  }
                }
                """)
        #expect(value.serialized(pretty: false) == #"{"a":[1,"x",null,true],"b":{},"c":[],"d":[{"e":[[1],[]]}],"f":{"g":-2.5}}"#)
    }

    /// Written through the writer's own calls (as the state is), the text is the value's: a
    /// name key and an escaped key, whole numbers given as integers or doubles, nil as null.
    @Test func theWritersCallsWriteWhatTheValueWrites() {
        for pretty in [true, false] {
            var writer = JSONWriter(pretty: pretty)
            writer.object { w in
                w.key("n");
                w.array(inline: true) { w in
                    for n in [0, -7, 42, 999_999_999_999_999, 1_000_000_000_000_000, Int.min] { w.number(n) }
                }
                w.key(string: "quote\"d"); w.string(nil as String?)
                w.key("none"); w.number(nil as Int?)
                w.key("list");
                w.array(inline: false) { w in
                    w.bool(false); w.object { _ in }
                }
            }
            let value = JSONValue.object([
                ("n", .array([0, -7, 42, 999_999_999_999_999, 1e15, Double(Int.min)].map(JSONValue.number))),
                ("quote\"d", .null), ("none", .null), ("list", .array([.bool(false), .object([])])),
            ])
            #expect(String(decoding: writer.bytes, as: UTF8.self) == value.serialized(pretty: pretty))
        }
    }

    /// A writer that starts with no room grows as it writes and loses no byte.
    @Test func aGrowingBufferKeepsEveryByte() {
        let long = JSONValue.array((0..<5000).map { .object([("i", .number(Double($0))), ("s", .string(String(repeating: "é", count: $0 % 40)))]) })
        var writer = JSONWriter(pretty: true, reservingCapacity: 0)
        long.write(to: &writer)
        #expect(writer.bytes == long.serializedUTF8())
        #expect(writer.bytes.count > 100_000)
    }

    /// A streaming writer hands on every byte once, in order, whatever its chunk: pieces longer
    /// than the chunk (a long string) included, and no chunk longer than it but for such a piece.
    @Test func aStreamingWriterHandsOnEveryByteInOrder() {
        let long = JSONValue.array(
            (0..<3000).map {
                .object([("i", .number(Double($0) / 7)), ("s", .string(String(repeating: "é\u{1}", count: $0 % 300)))])
            })
        for chunk in [64, 100, 4096, 1 << 16] {
            var streamed: [UInt8] = [], chunks = 0, longest = 0
            var writer = JSONWriter(pretty: true, chunk: chunk) { piece in
                streamed += piece
                chunks += 1
                longest = max(longest, piece.count)
            }
            long.write(to: &writer)
            writer.flush()
            #expect(streamed == long.serializedUTF8(), "chunk \(chunk)")
            #expect(chunks > 1 && longest <= max(chunk, 2600), "chunk \(chunk): \(chunks) chunks, the longest \(longest) bytes")
        }
    }
}
