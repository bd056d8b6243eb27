import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation
import Testing

/// The accessibility image's eight colours repeat from the ninth element on; each overlay and
/// legend entry carries the element's number on a badge of its colour, so none is ambiguous.
@Suite struct AccessibilityNumberTests {
    static let list = """
        { "canvas": {"width": 300, "height": 400, "scale": 1},
          "collections": [{"id": "l", "role": "list", "frame": [0, 0, 300, 400], "config": {"fixedCellSize": [280, 30], "minLineSpacing": 4},
            "items": [\((1...11).map { #"{"id": "i\#($0)", "label": "Item \#($0)"}"# }.joined(separator: ", "))]}] }
        """

    @Test func everyOverlayAndLegendEntryIsNumbered() throws {
        let document = try ScenarioDocument.load(json: Array(Self.list.utf8), path: FileManager.default.temporaryDirectory.path + "/list.json")
        let image = try document.renderAccessibility()
        let elements = try document.arena().accessibilityElements()
        #expect(elements.count == 11)
        let orange = PremultipliedColor(red: 0xFF, green: 0x95, blue: 0x00)  // the palette's second colour
        /// The last pixel of the badge's colour on the row through the middle of element
        /// `index`'s badge (16 points tall, at its frame's top leading corner), from its left edge.
        func badgeEnd(_ index: Int) -> Int {
            let frame = elements[index].frame, y = Int(frame.minY) + 8
            return (Int(frame.minX)..<Int(frame.minX) + 40).last { image[$0, y] == orange } ?? -1
        }
        // Elements 2 and 10 share the palette's orange; 10's badge holds two digits, so it is wider.
        let two = badgeEnd(1), ten = badgeEnd(9)
        #expect(two >= Int(elements[1].frame.minX) + 14 && ten >= two + 4, "badges end at \(two) and \(ten)")
        // Dark digits on the orange: the badge is more than its colour.
        let y = Int(elements[1].frame.minY) + 8
        #expect((Int(elements[1].frame.minX)..<two).contains { image[$0, y] != orange && image[$0, y].r < 128 }, "a digit on badge 2")
        // The legend's first entry starts with badge 1, in the palette's first colour.
        #expect(image[300 + 16 + 3, 16 + 9] == PremultipliedColor(red: 0xFF, green: 0x2D, blue: 0x55))
    }
}
