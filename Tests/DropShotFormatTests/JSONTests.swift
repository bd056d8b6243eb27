import Foundation
import Testing

@testable import DropShotFormat

@Suite struct JSONTests {
    @Test func roundTripsValuesAndKeepsKeyOrder() throws {
        let text = #"{"b": [1, 2.5, -3e2], "a": {"s": "x\"\n\u00e9\ud83d\ude00", "t": true, "n": null}}"#
        let value = try JSONValue.parse(text)
        #expect(value.serialized(pretty: false) == "{\"b\":[1,2.5,-300],\"a\":{\"s\":\"x\\\"\\né😀\",\"t\":true,\"n\":null}}")
        #expect(try JSONValue.parse(value.serialized()) == value)
    }

    @Test func numbersPrintWithoutFloatingPointNoise() {
        #expect(JSONValue.format(429.00000000000006) == "429")
        #expect(JSONValue.format(410.0 / 3) == "136.666666667")
        #expect(JSONValue.format(0.1) == "0.1")
        #expect(JSONValue.format(-2.5) == "-2.5")
        #expect(JSONValue.format(-0.0) == "0")
        #expect(JSONValue.format(1e20) == "1e+20")
    }

    /// A key given twice is an error at the second, in a small object (scanned) and a large one
    /// (a set), with keys equal as Swift strings are: "é" composed and decomposed are one key.
    @Test func duplicateKeysAreFoundInSmallAndLargeObjects() {
        for count in [1, 15, 16, 17, 40] {
            let members = (0..<count).map { #""k\#($0)": \#($0)"# }
            for repeated in [0, count - 1] {
                let text = "{" + (members + [#""k\#(repeated)": 0"#]).joined(separator: ", ") + "}"
                #expect(
                    throws: JSONSyntaxError(message: "duplicate key \"k\(repeated)\"", line: 1, column: text.utf8.count - 3, isDuplicateKey: true)
                ) {
                    try JSONValue.parse(text)
                }
            }
            #expect(throws: Never.self) { try JSONValue.parse("{" + members.joined(separator: ", ") + "}") }
            let accented = "{" + (members + ["\"\u{E9}\": 1", "\"e\u{301}\": 2"]).joined(separator: ", ") + "}"
            let error = #expect(throws: JSONSyntaxError.self, "\(count) members") { try JSONValue.parse(accented) }
            #expect(error?.message.hasPrefix("duplicate key") == true, "\(String(describing: error))")
        }
    }

    /// A string read straight from the document and one with escapes give the same text, and bad
    /// UTF-8 is an error just past the string either way.
    @Test func stringsWithAndWithoutEscapesReadAlike() throws {
        #expect(try JSONValue.parse(#"["abc é 😀", "a\u0062c \u00e9 \ud83d\ude00"]"#) == .array([.string("abc é 😀"), .string("abc é 😀")]))
        // Plain ASCII takes its own path: every ASCII character but the quote, the backslash and controls.
        let ascii = String(decoding: (0x20...0x7E).filter { $0 != 0x22 && $0 != 0x5C }, as: UTF8.self)
        #expect(try JSONValue.parse("[\"\(ascii)\", \"\(ascii)\\u00e9\"]") == .array([.string(ascii), .string(ascii + "é")]))
        // Bad UTF-8 (a lone continuation byte, a truncated sequence, an overlong one, a surrogate,
        // a scalar past U+10FFFF) is an error
        // just past the string, whether the string has escapes or other non-ASCII text or not.
        for bad: [UInt8] in [[0xFF], [0x80], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            for prefix in ["", "\\n", "é"] {
                let bytes = Array("[\"\(prefix)a".utf8) + bad + Array("b\"]".utf8)
                let column = 1 + bytes.dropLast().filter { $0 & 0xC0 != 0x80 }.count
                #expect(throws: JSONSyntaxError(message: "invalid UTF-8 in string", line: 1, column: column)) { try JSONValue.parse(bytes) }
            }
        }
    }

    @Test(arguments: ["", "{", "[1,]", "01", "\"\\x\"", "{\"a\":1,\"a\":2}", "tru", "[1] 2", "\"\\ud800\""])
    func rejectsInvalidDocuments(_ text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(text) }
    }
}
