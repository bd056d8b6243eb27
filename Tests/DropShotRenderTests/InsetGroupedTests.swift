import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation
import Testing

/// `sectionStyle` `insetGrouped` and list separators: UITableView's Settings look.
@Suite struct InsetGroupedTests {
    /// A 200-point list of two sections of two 40-point rows each, on a grey background.
    func list(style: String = "insetGrouped", extra: String = "") -> String {
        """
        { "canvas": {"width": 200, "height": 240, "scale": 1, "background": "#808080"},
          "config": { "fixedCellSize": [168, 40], "minLineSpacing": 0, "cellCornerRadius": 0, "listBackgroundColor": "#808080",
                      "sectionStyle": "\(style)", "separatorColor": "#000000", "separatorInset": 20, "sectionHeaderHeight": 20\(extra) },
          "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 200, 240], "sections": [
              { "items": [ {"id": "a", "label": "", "color": "#FFFFFF"}, {"id": "b", "label": "", "color": "#FFFFFF"} ] },
              { "items": [ {"id": "c", "label": "", "color": "#FFFFFF"}, {"id": "d", "label": "", "color": "#FFFFFF"} ] } ] } ] }
        """
    }

    @Test func rowsSitOnRoundedGroupsWithSeparatorsBetweenThem() throws {
        let scenario = try Scenario(json: Array(list().utf8))
        let cells = Arena(scenario: scenario).snapshot().collections[0].cells.map(\.frame)
        // The group inset (16) moves the rows in from both sides.
        #expect(cells.allSatisfy { $0.minX == 16 && $0.width == 168 }, "\(cells)")
        let image = try ScenarioDocument.load(json: Array(list().utf8), path: "/tmp/grouped.json").render()
        let white = PremultipliedColor(red: 255, green: 255, blue: 255), grey = PremultipliedColor(red: 128, green: 128, blue: 128)
        let black = PremultipliedColor(red: 0, green: 0, blue: 0)
        func at(_ x: Double, _ y: Double) -> PremultipliedColor { image[Int(x), Int(y)] }
        // The group's outer corners are rounded (10): the background shows at the very corner.
        #expect(at(cells[0].minX, cells[0].minY) == grey && at(cells[1].maxX - 1, cells[1].maxY - 1) == grey)
        #expect(at(cells[0].minX + 12, cells[0].minY + 12) == white)
        // Between a and b a separator from 20 points in; none after b, the section's last row.
        #expect(at(cells[0].minX + 25, cells[0].maxY - 1) == black && at(cells[0].minX + 15, cells[0].maxY - 1) == white)
        #expect(at(cells[1].minX + 25, cells[1].maxY - 1) == white)
        // Plain lists take separators too, and no group.
        let plain = try ScenarioDocument.load(json: Array(list(style: "plain").utf8), path: "/tmp/plain.json").render()
        let plainCells = Arena(scenario: try Scenario(json: Array(list(style: "plain").utf8))).snapshot().collections[0].cells.map(\.frame)
        #expect(plain[Int(plainCells[0].minX), Int(plainCells[0].minY)] as PremultipliedColor == white, "square corners")
        #expect(plain[Int(plainCells[0].minX + 25), Int(plainCells[0].maxY - 1)] as PremultipliedColor == black)
    }

    @Test func rightToLeftMirrorsTheSeparatorInset() throws {
        let json = list(extra: #", "layoutDirection": "rightToLeft""#)
        let cells = Arena(scenario: try Scenario(json: Array(json.utf8))).snapshot().collections[0].cells.map(\.frame)
        let image = try ScenarioDocument.load(json: Array(json.utf8), path: "/tmp/rtl.json").render()
        #expect(image[Int(cells[0].maxX - 25), Int(cells[0].maxY - 1)] as PremultipliedColor == PremultipliedColor(red: 0, green: 0, blue: 0))
        #expect(image[Int(cells[0].maxX - 15), Int(cells[0].maxY - 1)] as PremultipliedColor == PremultipliedColor(red: 255, green: 255, blue: 255))
    }
}
