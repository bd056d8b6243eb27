import Foundation
import TestUtilities
import Testing

@testable import DropShotRaster

/// The band encoder: one valid zlib stream whatever the band count, bytes independent of threads.
@Suite struct BandedEncoderTests {
    @Test func bandsDecodeToTheCanvasAndThreadsNeverChangeTheBytes() throws {
        var random = SplitMix64(state: 21)
        for (width, height) in [(1, 1), (3, 2), (97, 61), (400, 301)] {
            let pixels = (0..<(width * height)).flatMap { _ -> [UInt8] in
                let v = UInt8(random.below(4) * 60)
                return [v, v &+ 7, 200, random.below(3) == 0 ? 128 : 255]
            }
            let image = StraightImage(width: width, height: height, pixels: pixels)
            for bands: Int32 in [1, 2, 4, 7] {
                let options = PNGCodec.Options(bands: bands)
                let one = try PNGCodec.encode(parts: [image.pixels], width: width, height: height, opaque: false, options: options, threads: 1)
                let many = try PNGCodec.encode(parts: [image.pixels], width: width, height: height, opaque: false, options: options, threads: 3)
                #expect(one == many, "\(width)x\(height), \(bands) bands")
                #expect(try PNGCodec.decodeStraight(one) == image, "\(width)x\(height), \(bands) bands")
            }
        }
    }

    /// Opaque images are stored as RGB, their rows' differences taken two pixels at a time: every
    /// width (odd and even, the last pixels alone) and every byte value decode to the pixels given.
    @Test func opaqueImagesOfEveryWidthDecodeToTheirPixels() throws {
        var random = SplitMix64(state: 34)
        for width in [1, 2, 3, 4, 5, 6, 7, 64, 97] {
            let height = 9
            let pixels = (0..<(width * height)).flatMap { _ -> [UInt8] in
                [UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256)), 255]
            }
            let png = try PNGCodec.encode(Canvas(width: width, height: height, premultipliedPixels: pixels))
            #expect(png[25] == 2, "width \(width): RGB")
            #expect(try PNGCodec.decode(png).pixels == pixels, "width \(width)")
        }
    }

    /// A band's bytes depend on its rows, not on how many were added at a time (a row, a few,
    /// more than the encoder filters at once, all of them): what lets the renderer deflate a band
    /// while drawing it a slice at a time.
    @Test func aBandIsTheSameHowEverItsRowsAreHandedOver() throws {
        var random = SplitMix64(state: 8)
        let width = 71, height = 150, count = 3
        let pixels = (0..<(width * height)).flatMap { _ -> [UInt8] in [UInt8(random.below(3) * 90), 40, 200, 255] }
        let canvas = Canvas(width: width, height: height, premultipliedPixels: pixels)
        let expected = try PNGCodec.encode(canvas, options: PNGCodec.Options(bands: Int32(count)))
        for pieces in [[1], [5, 1, 33], [40], [height]] {
            var bands: [PNGBand] = []
            for index in 0..<count {
                let band = try PNGBand(
                    width: width, rows: PNGBand.rows(index, of: count, height: height), height: height, opaque: true,
                    options: PNGCodec.Options(bands: Int32(count)))
                var row = band.rows.lowerBound, piece = 0
                while row < band.rows.upperBound {
                    let end = min(band.rows.upperBound, row + pieces[piece % pieces.count])
                    try band.add(canvas, rows: row..<end)
                    row = end
                    piece += 1
                }
                bands.append(band)
            }
            #expect(try PNGBand.assemble(bands, width: width, height: height, opaque: true) == expected, "pieces \(pieces)")
        }
    }

    /// The bands of an image (as the renderer draws them) encode to the bytes of the image they
    /// form, opaque or not, with the banded encoder and with libpng's.
    @Test func stackedCanvasesEncodeAsTheImageTheyForm() throws {
        var random = SplitMix64(state: 5)
        let width = 203, heights = [1, 40, 97, 163]
        for opaque in [true, false] {
            let pixels = (0..<(width * heights.reduce(0, +))).flatMap { _ -> [UInt8] in
                let a: UInt8 = opaque || random.below(3) != 0 ? 255 : 96
                return [UInt8(random.below(4)) * 20 / (a == 255 ? 1 : 3), 30, a == 255 ? 200 : 60, a]
            }
            let whole = Canvas(width: width, height: heights.reduce(0, +), premultipliedPixels: pixels)
            var parts: [Canvas] = [], row = 0
            for height in heights {
                parts.append(Canvas(width: width, height: height, premultipliedPixels: Array(pixels[row * width * 4..<(row + height) * width * 4])))
                row += height
            }
            for options in [PNGCodec.Options(), PNGCodec.Options(bands: 3), .libpngDefault] {
                #expect(try PNGCodec.encode(stacked: parts, options: options) == PNGCodec.encode(whole, options: options), "opaque \(opaque)")
            }
        }
    }

    /// One pixel short of opaque anywhere (first, across a block's edge, last) makes the image RGBA.
    @Test func oneTranslucentPixelAnywhereIsFound() {
        let count = 10_000
        let opaque = [UInt8](repeating: 255, count: count * 4)
        #expect(PNGCodec.isOpaque(opaque) && PNGCodec.isOpaque([]))
        for pixel in [0, 4095, 4096, 8191, count - 1] {
            var pixels = opaque
            pixels[pixel * 4 + 3] = 254
            #expect(!PNGCodec.isOpaque(pixels), "pixel \(pixel)")
            pixels[pixel * 4 + 3] = 255
            pixels[pixel * 4] = 0
            #expect(PNGCodec.isOpaque(pixels), "pixel \(pixel), colour only")
        }
    }

    /// Making pixels straight gives, for every colour byte under every alpha, what
    /// `PremultipliedColor.unpremultiplied` gives (the encoder's C loop against the colour rule).
    @Test func unpremultiplyingEqualsTheColourRuleForEveryByte() {
        var pixels: [UInt8] = [], expected: [UInt8] = []
        for alpha in 0...255 {
            for value in 0...255 {
                // Colour bytes above alpha too: a canvas never holds them, but the rule is defined there.
                let colour = PremultipliedColor(r: UInt8(value), g: UInt8(255 - value), b: UInt8(value / 2), a: UInt8(alpha))
                pixels += [colour.r, colour.g, colour.b, colour.a]
                let straight = colour.unpremultiplied
                expected += [straight.red, straight.green, straight.blue, straight.alpha]
            }
        }
        StraightImage.unpremultiply(&pixels)
        #expect(pixels == expected)
    }
}
