import Foundation
import Testing

@testable import DropShotRaster

/// JPEG photos through libjpeg-turbo (issue "images as apps ship them", point 3): baseline,
/// progressive, grayscale and CMYK files, and EXIF orientation honoured as UIImage does. The
/// fixtures are four coloured quadrants written by Pillow (32x16: red, green / blue, yellow).
@Suite struct JPEGCodecTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    func decode(_ name: String) throws -> Canvas {
        let data = Array(try Data(contentsOf: URL(fileURLWithPath: "\(JPEGCodecTests.fixtures)/quadrants-\(name).jpg")))
        #expect(ImageFile.isJPEG(data) && ImageFile.unreadFormat(of: data) == nil)
        return try JPEGCodec.decode(data, maxPixels: 1 << 20)
    }

    /// The centre of each quadrant, as (r, g, b).
    func quadrants(_ canvas: Canvas) -> [[Int]] {
        [(8, 4), (24, 4), (8, 12), (24, 12)].map { [Int(canvas[$0.0, $0.1].r), Int(canvas[$0.0, $0.1].g), Int(canvas[$0.0, $0.1].b)] }
    }

    func close(_ a: [[Int]], _ b: [[Int]], within tolerance: Int = 6) -> Bool {
        zip(a, b).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) <= tolerance } }
    }

    let expected = [[220, 40, 40], [40, 200, 60], [40, 60, 220], [240, 220, 40]]

    @Test(arguments: ["baseline", "progressive", "cmyk"])
    func colourFilesDecodeToTheirColours(name: String) throws {
        let canvas = try decode(name)
        #expect(canvas.width == 32 && canvas.height == 16)
        #expect(close(quadrants(canvas), expected), "\(quadrants(canvas))")
        #expect(stride(from: 3, to: canvas.pixels.count, by: 4).allSatisfy { canvas.pixels[$0] == 255 }, "opaque")
    }

    @Test func grayFilesAreGray() throws {
        let canvas = try decode("gray")
        #expect(quadrants(canvas).allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] })
        #expect(close(quadrants(canvas).map { [$0[0]] }, [[94], [136], [72], [205]]))
    }

    @Test func theExifOrientationTurnsThePhotoUpright() throws {
        // Stored turned a quarter left (16x32) with orientation 6: drawn as the upright 32x16.
        let data = Array(try Data(contentsOf: URL(fileURLWithPath: "\(JPEGCodecTests.fixtures)/quadrants-orientation6.jpg")))
        #expect(JPEGCodec.orientation(of: data) == 6)
        #expect(try JPEGCodec.size(of: data) == (32, 16))
        let canvas = try decode("orientation6")
        #expect(canvas.width == 32 && canvas.height == 16)
        #expect(close(quadrants(canvas), expected), "\(quadrants(canvas))")
    }

    @Test func everyOrientationIsItsInverse() {
        // A 3x2 image with distinct pixels: each orientation maps it as the TIFF table says.
        let image = Canvas(width: 3, height: 2, premultipliedPixels: (0..<6).flatMap { [UInt8($0 * 40), 0, 0, 255] })
        func reds(_ c: Canvas) -> [Int] { stride(from: 0, to: c.pixels.count, by: 4).map { Int(c.pixels[$0]) / 40 } }
        #expect(reds(image.oriented(1)) == [0, 1, 2, 3, 4, 5])
        #expect(reds(image.oriented(2)) == [2, 1, 0, 5, 4, 3])
        #expect(reds(image.oriented(3)) == [5, 4, 3, 2, 1, 0])
        #expect(reds(image.oriented(4)) == [3, 4, 5, 0, 1, 2])
        #expect(reds(image.oriented(5)) == [0, 3, 1, 4, 2, 5])
        #expect(reds(image.oriented(6)) == [3, 0, 4, 1, 5, 2])
        #expect(reds(image.oriented(7)) == [5, 2, 4, 1, 3, 0])
        #expect(reds(image.oriented(8)) == [2, 5, 1, 4, 0, 3])
    }

    @Test func aCutOffFileIsAnErrorNotAHalfGrayPicture() throws {
        let data = Array(try Data(contentsOf: URL(fileURLWithPath: "\(JPEGCodecTests.fixtures)/quadrants-cut.jpg")))
        #expect(try JPEGCodec.size(of: data) == (32, 16), "its header is whole")
        #expect(throws: JPEGCodec.Failure.self) { try JPEGCodec.decode(data, maxPixels: 1 << 20) }
        #expect(throws: JPEGCodec.Failure.self) { try JPEGCodec.verify(data) }
        for name in ["baseline", "progressive", "gray", "cmyk", "orientation6"] {
            #expect(throws: Never.self) {
                try JPEGCodec.verify(Array(try Data(contentsOf: URL(fileURLWithPath: "\(JPEGCodecTests.fixtures)/quadrants-\(name).jpg"))))
            }
        }
        #expect(throws: JPEGCodec.Failure.self) { try JPEGCodec.size(of: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16]) }
    }
}
