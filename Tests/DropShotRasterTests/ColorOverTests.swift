import TestUtilities
import Testing

@testable import DropShotRaster

/// `PremultipliedColor.over` is the pixel a fill leaves: a caller may fill once with it instead
/// of filling twice.
@Suite struct ColorOverTests {
    @Test func overIsWhatAFillLeaves() {
        var random = SplitMix64(state: 3)
        for _ in 0..<500 {
            func color() -> PremultipliedColor {
                let a = UInt8(random.below(256))
                return PremultipliedColor(
                    r: UInt8(random.below(Int(a) + 1)), g: UInt8(random.below(Int(a) + 1)), b: UInt8(random.below(Int(a) + 1)), a: a)
            }
            let destination = color(), source = color()
            var canvas = Canvas(width: 6, height: 3, fill: destination)
            canvas.fill(RoundedRect(x: 0, y: 0, width: 6, height: 3, radius: 0), color: source)
            #expect(
                Array(canvas.pixels[0..<4]) == [
                    source.over(destination).r, source.over(destination).g, source.over(destination).b, source.over(destination).a,
                ])
            #expect(Set(stride(from: 0, to: canvas.pixels.count, by: 4).map { Array(canvas.pixels[$0..<$0 + 4]) }).count == 1)
        }
    }
}
