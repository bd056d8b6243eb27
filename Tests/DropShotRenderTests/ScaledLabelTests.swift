import DropShotEngine
import DropShotRaster
import DropShotTestSupport
import Foundation
import Testing

@testable import DropShotRender

/// `animate`'s lift grows the ghost from 1 to `ghostScale`: its label keeps its words on the way.
@Suite struct ScaledLabelTests {
    @Test func aGrowingGhostNeverRecutsItsLabel() throws {
        let context = Context(renderer: Renderer(), scale: 2)
        let fonts = FontLibrary.chain(startingWith: try FontLibrary.font(named: "Helvetica-Bold"))
        let base = context.labelLines("Androgynous", fonts: fonts, size: 30, maxWidth: 150, maxLines: 1, strategy: .standard, magnification: 1).map(
            \.text)
        #expect(base.first?.hasSuffix("…") == true, "a label cut at its own size: \(base)")
        for step in 0...20 {
            let magnification = 1 + 0.1 * Double(step) / 20
            let lines = context.labelLines(
                "Androgynous", fonts: fonts, size: 30 * magnification, maxWidth: 150 * magnification, maxLines: 1, strategy: .standard,
                magnification: magnification)
            #expect(lines.map(\.text) == base, "at \(magnification)")
        }
    }
}
