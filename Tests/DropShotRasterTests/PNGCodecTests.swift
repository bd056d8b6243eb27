import Foundation
import Testing

@testable import DropShotRaster

@Suite struct PNGCodecTests {
    func sample() -> Canvas {
        var canvas = Canvas(width: 7, height: 5, fill: PremultipliedColor(red: 10, green: 200, blue: 30))
        canvas[2, 3] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 128)
        canvas[4, 1] = .transparent
        return canvas
    }

    @Test func roundTripsRGBA() throws {
        let canvas = sample()
        let png = try PNGCodec.encode(canvas)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGCodec.decode(png)
        #expect(decoded.width == 7 && decoded.height == 5)
        #expect(decoded == canvas)
    }

    @Test func opaqueImagesAreWrittenAsRGB() throws {
        let png = try PNGCodec.encode(Canvas(width: 3, height: 3, fill: PremultipliedColor(red: 1, green: 2, blue: 3)))
        #expect(png[25] == 2)  // IHDR color type: 2 = RGB
        #expect(try PNGCodec.decode(png)[1, 1] == PremultipliedColor(red: 1, green: 2, blue: 3))
    }

    @Test func encodingIsDeterministicAndOptionsOnlyChangeSize() throws {
        let canvas = sample()
        #expect(try PNGCodec.encode(canvas) == PNGCodec.encode(canvas))
        let slow = try PNGCodec.encode(canvas, options: .libpngDefault)
        #expect(try PNGCodec.decode(slow) == canvas)
    }

    @Test(arguments: [
        [UInt8](), [0x89, 0x50, 0x4E, 0x47], Array("not a png at all".utf8),
        // A valid signature and IHDR cut short.
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0],
    ])
    func corruptDataThrowsInsteadOfCrashing(_ bytes: [UInt8]) {
        #expect(throws: PNGError.self) { try PNGCodec.decode(bytes) }
    }

    @Test func randomlyCorruptedFilesNeverCrash() throws {
        let png = try PNGCodec.encode(sample())
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            var bytes = png
            for _ in 0...next(3) { bytes[next(bytes.count)] = UInt8(next(256)) }
            if next(4) == 0 { bytes.removeLast(next(bytes.count)) }
            _ = try? PNGCodec.decode(bytes)
        }
    }

    @Test func truncatedAndBitFlippedFilesThrow() throws {
        let png = try PNGCodec.encode(sample())
        #expect(throws: PNGError.self) { try PNGCodec.decode(Array(png.prefix(png.count - 20))) }
        var flipped = png
        flipped[40] ^= 0xFF  // inside the IDAT data: the CRC no longer matches
        #expect(throws: PNGError.self) { try PNGCodec.decode(flipped) }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    static let pattern: [[UInt8]] = [
        [255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255], [0, 0, 0], [128, 128, 128], [10, 20, 30], [200, 100, 50],
    ]

    func fixture(_ name: String) throws -> StraightImage {
        try PNGCodec.decodeStraight([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(Self.fixtures)/\(name).png"))))
    }

    func rgb(_ image: StraightImage) -> [[UInt8]] {
        stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<$0 + 3]) }
    }

    @Test func decodesPaletteInterlacedGrayAndSixteenBitFiles() throws {
        // Written by Pillow and (interlaced) by hand; see the files in Fixtures/.
        #expect(rgb(try fixture("palette")) == Self.pattern)
        #expect(rgb(try fixture("interlaced")) == Self.pattern)
        let gray = try fixture("gray")
        #expect(gray.width == 4 && gray.height == 2)
        #expect(rgb(gray).allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] })
        #expect(rgb(gray)[0] == [76, 76, 76] && rgb(gray)[3] == [255, 255, 255])
        #expect(rgb(try fixture("gray16")) == [[0, 0, 0], [255, 255, 255]])
        let rgba = try fixture("rgba")
        #expect(stride(from: 3, to: rgba.pixels.count, by: 4).map { rgba.pixels[$0] } == [0, 30, 60, 90, 120, 150, 180, 210])
        #expect(Array(rgba.pixels[28..<32]) == [200, 100, 50, 210])
    }

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.png").path
        try writeAtomically([1, 2, 3], to: path)
        try writeAtomically([4, 5], to: path)
        #expect(FileManager.default.contents(atPath: path) == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
        #expect(throws: (any Error).self) { try writeAtomically([1], to: directory.appendingPathComponent("missing/out.png").path) }
    }
}
