import Foundation
import Testing
@testable import DropShotRaster

@Suite struct TextBlockTests {
    let font = try! FontLibrary.font(named: "Helvetica-Bold")

    @Test func wrapsAtSpacesAndEllipsizesTheLastLine() {
        let width = TextLine("United", font: font, size: 20).width + 4
        let two = TextBlock("United Kingdom", font: font, size: 20, maxWidth: 200, maxLines: 2)
        #expect(two.lines.map(\.text) == ["United Kingdom"])
        let wrapped = TextBlock("United Kingdom", font: font, size: 20, maxWidth: width + 40, maxLines: 2)
        #expect(wrapped.lines.map(\.text) == ["United", "Kingdom"])
        let cut = TextBlock("United Kingdom of Great Britain", font: font, size: 20, maxWidth: width + 40, maxLines: 2)
        #expect(cut.lines.count == 2 && cut.lines[0].text == "United" && cut.lines[1].text.hasSuffix("…"))
        #expect(cut.lines.allSatisfy { $0.width <= width + 40 })
        let one = TextBlock("United Kingdom", font: font, size: 20, maxWidth: width, maxLines: 1)
        #expect(one.lines.map(\.text) == [TextLine("United Kingdom", font: font, size: 20, maxWidth: width).text])
        #expect(TextBlock("", font: font, size: 20, maxWidth: 50, maxLines: 2).lines.isEmpty)
    }
}
