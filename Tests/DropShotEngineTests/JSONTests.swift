import Foundation
import Testing
@testable import DropShotEngine

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

    @Test(arguments: ["", "{", "[1,]", "01", "\"\\x\"", "{\"a\":1,\"a\":2}", "tru", "[1] 2", "\"\\ud800\""])
    func rejectsInvalidDocuments(_ text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(text) }
    }
}
