import Testing

@testable import DropShotRaster

/// A synthetic italic (`oblique`): the glyphs lean right, the upright ones are untouched, and the
/// same text draws the same pixels every time.
@Suite struct ObliqueTextTests {
    /// The mean x of the ink in rows `rows` of `canvas`.
    private func inkCenter(_ canvas: Canvas, rows: Range<Int>) -> Double {
        var sum = 0.0, weight = 0.0
        for y in rows {
            for x in 0..<canvas.width {
                let alpha = Double(canvas.pixels[(y * canvas.width + x) * 4 + 3])
                sum += Double(x) * alpha
                weight += alpha
            }
        }
        return sum / weight
    }

    @Test func anObliqueLineLeansRight() throws {
        let font = try FontLibrary.font(named: "Helvetica")
        let line = TextLine("l", font: font, size: 40)
        var upright = Canvas(width: 60, height: 60), oblique = Canvas(width: 60, height: 60)
        upright.draw(line, x: 10, baseline: 50, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        oblique.draw(line, x: 10, baseline: 50, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255), oblique: true)
        // The upright stem stands straight; the oblique one's top is right of its foot.
        #expect(abs(inkCenter(upright, rows: 10..<25) - inkCenter(upright, rows: 35..<50)) < 0.5)
        #expect(inkCenter(oblique, rows: 10..<25) - inkCenter(oblique, rows: 35..<50) > 3)
        var again = Canvas(width: 60, height: 60)
        again.draw(line, x: 10, baseline: 50, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255), oblique: true)
        #expect(again == oblique)
    }
}
