import Foundation
import Testing
@testable import DropShotRaster

@Suite struct ShapeTests {
    let red = PremultipliedColor(red: 255, green: 0, blue: 0)

    @Test func axisAlignedEdgesHaveExactCoverage() {
        var canvas = Canvas(width: 8, height: 4, fill: PremultipliedColor(red: 255, green: 255, blue: 255))
        // Spans x 1.25 ..< 5.75 and whole rows 1 ..< 3.
        canvas.fill(RoundedRect(x: 1.25, y: 1, width: 4.5, height: 2), color: red)
        #expect(canvas[0, 1] == PremultipliedColor(red: 255, green: 255, blue: 255))
        // 75% red over white: green/blue = 255 * 0.25 = 63.75 -> 64.
        #expect(canvas[1, 1] == PremultipliedColor(r: 255, g: 64, b: 64, a: 255))
        #expect(canvas[3, 2] == red)
        #expect(canvas[5, 1] == PremultipliedColor(r: 255, g: 64, b: 64, a: 255))
        #expect(canvas[6, 1] == PremultipliedColor(red: 255, green: 255, blue: 255))
        #expect(canvas[3, 0] == PremultipliedColor(red: 255, green: 255, blue: 255))
    }

    @Test func roundedCornersAreAntialiasedAndSymmetric() {
        var canvas = Canvas(width: 40, height: 40)
        canvas.fill(RoundedRect(x: 0, y: 0, width: 40, height: 40, radius: 12), color: red)
        #expect(canvas[0, 0].a == 0)
        #expect(canvas[20, 20].a == 255)
        #expect(canvas[20, 0].a == 255)
        let corner = canvas[3, 3].a
        #expect(corner > 0 && corner < 255)
        for (x, y) in [(3, 3), (1, 8), (5, 2)] {
            #expect(canvas[x, y] == canvas[39 - x, y])
            #expect(canvas[x, y] == canvas[x, 39 - y])
        }
    }

    @Test func coverageAddsUpToTheShapesArea() {
        // A circle (radius 10.5 at a fractional position) and a rounded rectangle.
        for (shape, area) in [(RoundedRect(x: 3.25, y: 4.5, width: 21, height: 21, radius: 10.5), Double.pi * 10.5 * 10.5),
                              (RoundedRect(x: 1.5, y: 2, width: 30.25, height: 17, radius: 6), 30.25 * 17 - (4 - Double.pi) * 36)] {
            var total = 0.0
            for y in -1..<40 { for x in -1..<40 { total += shape.coverage(x, y) } }
            #expect(abs(total - area) < 0.02, "area \(total) vs \(area)")
            for y in -1..<40 { for x in -1..<40 where shape.fullSpan(row: y).contains(x) { #expect(shape.coverage(x, y) == 1) } }
        }
    }

    @Test func strokeCoversOnlyTheBorder() {
        var canvas = Canvas(width: 10, height: 10)
        canvas.stroke(RoundedRect(x: 0, y: 0, width: 10, height: 10), width: 2, color: red)
        #expect(canvas[0, 5] == red && canvas[1, 5] == red)
        #expect(canvas[2, 5].a == 0 && canvas[5, 5].a == 0)
    }

    @Test func clipLimitsDrawing() {
        var canvas = Canvas(width: 10, height: 10)
        canvas.withClip(PixelBounds(x0: 0, y0: 0, x1: 5, y1: 10)) { $0.fill(RoundedRect(x: 0, y: 0, width: 10, height: 10), color: red) }
        #expect(canvas[4, 4] == red)
        #expect(canvas[5, 4].a == 0)
        #expect(canvas.clip == canvas.bounds)
    }

    @Test func sourceOverBlendsPremultipliedAlpha() {
        var canvas = Canvas(width: 1, height: 1, fill: PremultipliedColor(red: 0, green: 0, blue: 255))
        canvas.fill(RoundedRect(x: 0, y: 0, width: 1, height: 1), color: PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(canvas[0, 0] == PremultipliedColor(r: 128, g: 0, b: 127, a: 255))
    }

    @Test func layerOpacityScalesTheWholeLayer() {
        var layer = Canvas(width: 2, height: 1, fill: red)
        layer[1, 0] = .transparent
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw(layer, x: 1, y: 0, opacity: 0.5)
        #expect(canvas[0, 0] == .transparent)
        #expect(canvas[1, 0] == PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
        #expect(canvas[2, 0] == .transparent)
    }

    @Test func shadowIsSoftSymmetricAndBounded() {
        var canvas = Canvas(width: 60, height: 60)
        canvas.shadow(of: RoundedRect(x: 20, y: 20, width: 20, height: 20), blurRadius: 3, dx: 0, dy: 0,
                      color: PremultipliedColor(red: 0, green: 0, blue: 0))
        #expect(canvas[30, 30].a > 200)
        #expect(canvas[30, 18].a > 0 && canvas[30, 18].a < canvas[30, 22].a)
        #expect(canvas[30, 18] == canvas[30, 41])
        #expect(canvas[18, 30] == canvas[41, 30])
        #expect(canvas[0, 0].a == 0)
    }

    @Test func premultiplyRoundTripsOpaqueAndHalfAlpha() {
        let c = PremultipliedColor(red: 200, green: 100, blue: 50, alpha: 128)
        #expect(c == PremultipliedColor(r: 100, g: 50, b: 25, a: 128))
        let back = c.unpremultiplied
        #expect(back.red == 199 && back.green == 100 && back.blue == 50 && back.alpha == 128)
        for v in [0, 1, 127, 128, 254, 255] as [UInt32] { #expect(div255(v * 255) == v) }
    }
}

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
    static let pattern: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255], [0, 0, 0], [128, 128, 128], [10, 20, 30], [200, 100, 50]]

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

@Suite struct TextTests {
    let font = try! FontLibrary.font(named: "Helvetica-Bold")

    @Test func bundledFontsLoadByName() throws {
        #expect(font.name == "DejaVu Sans Bold")
        #expect(try FontLibrary.font(named: "Helvetica").name == "DejaVu Sans Book")
        #expect(throws: FontError.self) { try FontLibrary.font(named: "Comic Sans") }
    }

    @Test func missingOrInvalidFontFilesThrowInsteadOfCrashing() throws {
        #expect(throws: FontError.self) { try Font(path: "/nonexistent/DejaVuSans.ttf") }
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString).ttf")
        try Data("not a font".utf8).write(to: notAFont)
        defer { try? FileManager.default.removeItem(at: notAFont) }
        #expect(throws: FontError.self) { try Font(path: notAFont.path) }
    }

    @Test func widthGrowsWithTextAndSize() {
        let short = TextLine("Peru", font: font, size: 20)
        let long = TextLine("Peru and Chile", font: font, size: 20)
        #expect(short.width > 30 && long.width > short.width)
        #expect(abs(TextLine("Peru", font: font, size: 40).width - 2 * short.width) < 1)
    }

    @Test func kerningTightensPairs() {
        // DejaVu kerns "AV"; the pair is narrower than its letters laid out one by one.
        let pair = TextLine("AV", font: font, size: 40).width
        let apart = TextLine("A", font: font, size: 40).width + TextLine("V", font: font, size: 40).width
        #expect(pair < apart)
    }

    @Test func ellipsisShortensTextThatDoesNotFit() {
        let line = TextLine("Switzerland", font: font, size: 20, maxWidth: 70)
        #expect(line.text.hasSuffix("…"))
        #expect(line.text.count < "Switzerland".count + 1)
        #expect(line.width <= 70)
        #expect(TextLine("Peru", font: font, size: 20, maxWidth: 200).text == "Peru")
    }

    @Test func drawsInkInsideTheTextBox() {
        var canvas = Canvas(width: 120, height: 40)
        let line = TextLine("Greece", font: font, size: 24)
        canvas.draw(line, x: 4, baseline: 30, color: PremultipliedColor(red: 0, green: 0, blue: 0))
        var inked = 0, minX = Int.max, maxX = 0
        for y in 0..<40 { for x in 0..<120 where canvas[x, y].a > 0 { inked += 1; minX = min(minX, x); maxX = max(maxX, x) } }
        #expect(inked > 100)
        #expect(minX >= 4 && maxX <= 4 + Int(line.width.rounded(.up)) + 1)
        for x in 0..<120 { #expect(canvas[x, 39].a == 0, "nothing below the descent at x \(x)") }
    }

    @Test func textRenderingIsDeterministicAcrossThreads() async {
        @Sendable func render() -> [UInt8] {
            var canvas = Canvas(width: 200, height: 40)
            canvas.draw(TextLine("Kenya Norway Brazil", font: font, size: 17.5), x: 3.3, baseline: 28, color: PremultipliedColor(red: 9, green: 9, blue: 9))
            return canvas.pixels
        }
        let reference = render()
        let results = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { render() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == reference) }
    }
}

@Suite struct TextBlockTests {
    let font = try! FontLibrary.font(named: "Helvetica-Bold")

    @Test func wrapsAtSpacesAndEllipsizesTheLastLine() {
        let width = TextLine("United", font: font, size: 20).width + 4
        let two = TextBlock("United Kingdom", font: font, size: 20, maxWidth: 200, maxLines: 2)
        #expect(two.lines.map(\.text) == ["United Kingdom"])
        let wrapped = TextBlock("United Kingdom", font: font, size: 20, maxWidth: width + 40, maxLines: 2)
        #expect(wrapped.lines.map(\.text) == ["United", "Kingdom"])
        let cut = TextBlock("United Kingdom of Great Britain", font: font, size: 20, maxWidth: width + 40, maxLines: 2)
        #expect(cut.lines.count == 2 && cut.lines[0].text == "United" && cut.lines[1].text.hasSuffix("…"))
        #expect(cut.lines.allSatisfy { $0.width <= width + 40 })
        let one = TextBlock("United Kingdom", font: font, size: 20, maxWidth: width, maxLines: 1)
        #expect(one.lines.map(\.text) == [TextLine("United Kingdom", font: font, size: 20, maxWidth: width).text])
        #expect(TextBlock("", font: font, size: 20, maxWidth: 50, maxLines: 2).lines.isEmpty)
    }
}
