import Foundation
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

@Suite struct GeometryTests {
    @Test func colorsParseSixAndEightDigitHex() {
        #expect(Scenario.Color(hex: "#A3C2F5") == Scenario.Color(red: 0xA3, green: 0xC2, blue: 0xF5))
        #expect(Scenario.Color(hex: "#a3c2f580") == Scenario.Color(red: 0xA3, green: 0xC2, blue: 0xF5, alpha: 0x80))
        for bad in ["A3C2F5", "#A3C2F", "#A3C2F5F", "#GGGGGG", "", "#"] { #expect(Scenario.Color(hex: bad) == nil) }
    }

    @Test func rectanglesContainTheirTopLeftEdgesOnly() {
        let r = Rect(10, 20, 30, 40)
        #expect(r.contains(Point(10, 20)) && r.contains(Point(39.9, 59.9)))
        #expect(!r.contains(Point(40, 30)) && !r.contains(Point(20, 60)))
        #expect(r.intersection(Rect(30, 50, 100, 100)) == Rect(30, 50, 10, 10))
        #expect(r.intersection(Rect(40, 20, 5, 5)) == nil)
        #expect(r.scaled(by: 2, about: Point(10, 20)) == Rect(10, 20, 60, 80))
    }
}
