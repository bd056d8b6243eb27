import Foundation
import TestUtilities
import Testing

@testable import DropShotRaster

/// Bad geometry never traps and never allocates more than the canvas.
@Suite struct ExtremeGeometryTests {
    let black = PremultipliedColor(red: 0, green: 0, blue: 0)

    @Test func hugeAndNotANumberShapesAreClippedWithoutTrapping() {
        var canvas = Canvas(width: 32, height: 32)
        for (x, width, radius) in [(-1e300, 1e308, 1e300), (.nan, 10, 2), (5, .infinity, 3), (-.infinity, .infinity, .nan), (1e15, 1e15, 0)] {
            let shape = RoundedRect(x: x, y: x, width: width, height: width, radius: radius)
            canvas.fill(shape, color: black)
            canvas.stroke(shape, width: 3, color: black)
            canvas.shadow(of: shape, blurRadius: 4, dx: 0, dy: 3, color: black)
            canvas.draw(image: Canvas(width: 2, height: 2, fill: black), filling: shape)
        }
        canvas.draw(image: Canvas(width: 3, height: 3, fill: black), filling: RoundedRect(x: 1, y: 1, width: 1e-300, height: 1e-300))
    }

    @Test func aClippedShadowHasThePixelsOfTheWholeOne() {
        let shape = RoundedRect(x: -700.25, y: 40.5, width: 1900, height: 900, radius: 37.5)
        let color = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 90)
        var whole = Canvas(width: 600, height: 1000)
        whole.shadow(of: shape, blurRadius: 5, dx: 0, dy: 12, color: color)
        var clipped = Canvas(width: 600, height: 1000)
        let window = PixelBounds(x0: 280, y0: 900, x1: 420, y1: 1000)
        clipped.withClip(window) { $0.shadow(of: shape, blurRadius: 5, dx: 0, dy: 12, color: color) }
        for y in window.y0..<window.y1 {
            for x in window.x0..<window.x1 { #expect(clipped[x, y] == whole[x, y], "(\(x), \(y))") }
        }
        #expect(clipped[300, 945].a > 0 && clipped[300, 960].a > 0 && clipped[300, 999].a == 0)
    }
}
