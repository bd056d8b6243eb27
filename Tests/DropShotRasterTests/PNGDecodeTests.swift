import Foundation
import Testing

@testable import DropShotRaster

/// Every PNG colour type and bit depth, against the RGBA that Tools/png-fixtures.py derived from
/// the source samples (and checked with Pillow as an independent decoder).
@Suite struct PNGDecodeTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/colortypes").path

    struct Expected: Decodable { var width: Int; var height: Int; var rgba: [String: String] }

    static let expected: Expected = {
        let data = FileManager.default.contents(atPath: directory + "/expected.json")!
        return try! JSONDecoder().decode(Expected.self, from: data)
    }()

    func decode(_ name: String) throws -> StraightImage {
        try PNGCodec.decodeStraight([UInt8](FileManager.default.contents(atPath: "\(Self.directory)/\(name).png")!))
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test(arguments: expected.rgba.keys.sorted())
    func decodesToTheSourceSamples(_ name: String) throws {
        let image = try decode(name)
        #expect(image.width == Self.expected.width && image.height == Self.expected.height)
        #expect(Self.hex(image.pixels) == Self.expected.rgba[name], "\(name)")
    }

    @Test func everyColourTypeAndDepthIsCovered() {
        let names = Set(Self.expected.rgba.keys)
        for name in [
            "gray1", "gray2", "gray4", "gray8", "gray16", "rgb8", "rgb16", "palette1", "palette2", "palette4", "palette8",
            "grayalpha8", "grayalpha16", "rgba8", "rgba16",
        ] {
            #expect(names.contains(name) && names.contains(name + "-interlaced"), "\(name)")
        }
    }

    @Test func sixteenBitSamplesAreScaledAsStoredNotAsLinearLight() throws {
        // 0x8080 is 128 * 257: the 16-bit twin of an 8-bit image decodes to the same bytes.
        #expect(try decode("rgb16-twin-of-rgb8").pixels == (try decode("rgb8")).pixels)
        #expect(try decode("rgb16-twin-of-rgb8-interlaced").pixels == (try decode("rgb8")).pixels)
    }

    /// Rows read a few at a time are the image's rows, interlaced images included.
    @Test(arguments: expected.rgba.keys.sorted())
    func rowsReadAFewAtATimeAreTheImage(_ name: String) throws {
        let data = [UInt8](FileManager.default.contents(atPath: "\(Self.directory)/\(name).png")!)
        let whole = try PNGCodec.decodeStraight(data)
        for step in [1, 2, 5] {
            let reader = try PNGRowReader(data)
            var pixels = [UInt8](repeating: 0, count: whole.pixels.count)
            while reader.nextRow < reader.height {
                let count = min(step, reader.height - reader.nextRow)
                try reader.read(count, into: &pixels, at: reader.nextRow * reader.width * 4)
            }
            #expect(pixels == whole.pixels, "\(name) read \(step) rows at a time")
        }
    }

    @Test func theHeaderIsReadWithoutDecoding() throws {
        let png = [UInt8](FileManager.default.contents(atPath: "\(Self.directory)/rgba8.png")!)
        #expect(try PNGCodec.header(of: png) == (13, 7))
        #expect(throws: PNGError.self) { try PNGCodec.header(of: Array(png.prefix(20))) }
    }

    @Test func imagesOverThePixelBudgetAreRefusedBeforeDecoding() throws {
        let png = [UInt8](FileManager.default.contents(atPath: "\(Self.directory)/rgba8.png")!)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decodeStraight(png, maxPixels: 90) }
        #expect(error?.message == "image of 13x7 px is over the limit of 90 pixels")
        #expect(try PNGCodec.decodeStraight(png, maxPixels: 91).width == 13)
        // A header claiming 100000 x 100000 px (40 GB decoded) is refused without allocating.
        var huge = png
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        #expect(throws: PNGError.self) { try PNGCodec.decodeStraight(huge) }
    }
}
