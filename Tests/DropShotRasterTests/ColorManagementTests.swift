import Foundation
import Testing

@testable import DropShotRaster

/// Tagged images drawn in sRGB, as iOS draws them (issue "images as apps ship them", point 5).
/// The Display P3 fixtures are (200, 100, 50) tagged with a P3 profile (Little CMS wrote it;
/// Pillow the files); Pillow's own Little CMS converts that swatch to (215, 93, 31).
@Suite struct ColorManagementTests {
    func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")))
    }

    func rgb(_ canvas: Canvas) -> [Int] { [Int(canvas[2, 2].r), Int(canvas[2, 2].g), Int(canvas[2, 2].b)] }

    @Test func aDisplayP3PNGIsConvertedToSRGB() throws {
        let data = try fixture("display-p3-swatch.png")
        guard case .profile = try ColorManagement.tag(ofPNG: data) else { Issue.record("no profile found"); return }
        #expect(rgb(try ImageFile.decode(data, maxPixels: 1 << 20)) == [215, 93, 31])
        #expect(rgb(try PNGCodec.decode(data)) == [200, 100, 50], "the codec alone gives the stored values")
    }

    @Test func aDisplayP3JPEGIsConvertedToSRGB() throws {
        let data = try fixture("display-p3-swatch.jpg")
        #expect(ColorManagement.profile(ofJPEG: data) != nil)
        let converted = rgb(try ImageFile.decode(data, maxPixels: 1 << 20))
        #expect(zip(converted, [215, 93, 31]).allSatisfy { abs($0 - $1) <= 2 }, "\(converted)")
    }

    @Test func gammaChunksAreHonouredAndSRGBIsLeftAlone() throws {
        // Gray 128 stored with gAMA 1.0 (linear light): 50% light is 188 in sRGB.
        let linear = try fixture("gray128-linear-gamma.png")
        #expect(try ColorManagement.tag(ofPNG: linear) == .gamma(1, chromaticities: nil))
        let converted = rgb(try ImageFile.decode(linear, maxPixels: 1 << 20))
        #expect(converted.allSatisfy { abs($0 - 188) <= 1 }, "\(converted)")
        // gAMA 1/2.2 with no primaries is taken as sRGB, as browsers take it: drawn as stored.
        let srgb = try fixture("gray128-srgb-gamma.png")
        #expect(try ColorManagement.tag(ofPNG: srgb) == .sRGB)
        #expect(rgb(try ImageFile.decode(srgb, maxPixels: 1 << 20)) == [128, 128, 128])
        // Untagged files are drawn as stored.
        let plain = try PNGCodec.encode(Canvas(width: 2, height: 2, fill: PremultipliedColor(red: 200, green: 100, blue: 50)))
        #expect(try ColorManagement.tag(ofPNG: plain) == .sRGB)
    }

    @Test func aProfileLittleCMSCannotReadIsAnError() {
        var pixels: [UInt8] = [200, 100, 50, 255]
        #expect(throws: ColorManagement.Failure.self) { try ColorManagement.convert(&pixels, tag: .profile(Array("not a profile".utf8))) }
    }
}
