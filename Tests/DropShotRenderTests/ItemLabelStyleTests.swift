import DropShotEngine
import DropShotRaster
import DropShotTestSupport
import Foundation
import Testing

@testable import DropShotRender

/// An item label's weight and alignment (`itemFontWeight`, `itemTextAlignment`).
@Suite struct ItemLabelStyleTests {
    func render(_ config: String) throws -> Canvas {
        try document(
            ##"""
            { "canvas": {"width": 200, "height": 60, "scale": 1, "background": "#FFFFFF"},
              "config": { "fixedCellSize": [200, 60], "itemFontSize": 20 \##(config) },
              "collections": [ { "id": "l", "role": "list", "items": [ {"id": "a", "label": "Label", "color": "#FFFFFF", "textColor": "#000000"} ] } ] }
            """##
        ).render()
    }

    func inkColumns(_ image: Canvas) -> ClosedRange<Int> {
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].r < 128 } }
        return columns.first!...columns.last!
    }

    @Test func labelsTakeTheirAlignmentAndWeight() throws {
        let centre = inkColumns(try render(""))
        let leading = inkColumns(try render(#", "itemTextAlignment": "leading""#))
        let trailing = inkColumns(try render(#", "itemTextAlignment": "trailing""#))
        // 8% of 200 points of padding: 16.
        #expect((15...18).contains(leading.lowerBound), "\(leading)")
        #expect((181...185).contains(trailing.upperBound), "\(trailing)")  // the last glyph's side bearing
        #expect(abs((centre.lowerBound + centre.upperBound) - 200) <= 3)
        // Right to left, leading is the right side.
        let mirrored = inkColumns(try render(#", "itemTextAlignment": "leading", "layoutDirection": "rightToLeft""#))
        #expect(mirrored == trailing)
        // The regular face is narrower than the bold one, and draws other pixels.
        let regular = inkColumns(try render(#", "itemFontWeight": "regular""#))
        #expect(regular.count < centre.count)
        #expect(try render(#", "itemFontWeight": "bold""#).pixels == render("").pixels, "Helvetica-Bold is already bold")
    }
}
