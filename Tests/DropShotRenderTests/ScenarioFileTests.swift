import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation
import TestUtilities
import Testing

@testable import DropShotRender

/// What a scenario may read: item images inside its folder or an allowed asset folder, within the
/// limits, checked whole when the scenario is read and decoded only when drawn.
@Suite struct ScenarioFileTests {
    let root: String
    let png: [UInt8]

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/scenarios/img", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        png = try PNGCodec.encode(Canvas(width: 4, height: 3, fill: PremultipliedColor(red: 200, green: 30, blue: 30)))
        try write(png, "scenarios/img/b.png")
        try write(png, "outside/secret.png")
        try FileManager.default.createSymbolicLink(atPath: root + "/scenarios/img/link.png", withDestinationPath: root + "/outside/secret.png")
        try FileManager.default.createSymbolicLink(atPath: root + "/scenarios/escape", withDestinationPath: root + "/outside")
    }

    func write(_ bytes: [UInt8], _ name: String) throws { try Data(bytes).write(to: URL(fileURLWithPath: "\(root)/\(name)")) }

    /// A scenario in `scenarios/` whose items show `images`, at `scale`.
    func scenario(_ images: [String], scale: Int = 1) throws -> String {
        let items = images.enumerated().map { #"{"id": "i\#($0.offset)", "image": "\#($0.element)"}"# }.joined(separator: ", ")
        let path = root + "/scenarios/s.json"
        try write(
            Array(
                #"{"canvas": {"width": 200, "height": 100, "scale": \#(scale)}, "collections": [{"id": "l", "role": "list", "items": [\#(items)]}]}"#
                    .utf8), "scenarios/s.json")
        return path
    }

    func loadError(_ images: [String], assets: [String] = [], scale: Int = 1) throws -> String? {
        let path = try scenario(images, scale: scale)
        do { _ = try ScenarioDocument.load(path, assets: assets); return nil } catch { return error.message }
    }

    @Test func imagesInsideTheFolderAreOneFileHoweverSpelled() throws {
        let document = try ScenarioDocument.load(try scenario(["img/b.png", "./img/b.png", "img//./b.png", "\(root)/scenarios/img/b.png"]))
        #expect(document.images.files.count == 1)
        #expect(document.inputFiles.count == 2)
        let canvas = try document.render()
        #expect(canvas[30, 20].r > 100)
    }

    /// Issue "the format as its own module", point 5: a file's variants share its images: each
    /// read and checked once, and drawn from one store, so an image is decoded once, not once a variant.
    @Test func aFilesVariantsShareItsImages() throws {
        try write(
            Array(
                #"{"canvas": {"width": 200, "height": 100, "scale": 1}, "variants": {"appearance": ["light", "dark"], "contentSize": ["L", "AX5"]}, "collections": [{"id": "l", "role": "list", "items": [{"id": "a", "image": "img/b.png"}]}]}"#
                    .utf8), "scenarios/v.json")
        let path = root + "/scenarios/v.json"
        let documents = try ScenarioDocument.loadVariants(json: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        #expect(documents.count == 4)
        #expect(documents.allSatisfy { $0.images === documents[0].images })
        // Each draws the image as a document loaded alone does.
        let alone = try ScenarioDocument.load(path, variant: "dark~ax5")
        #expect(try documents[3].render() == (try alone.render()))
    }

    /// Issue "a team's matrix in daily use", point 6: a template image drawn in a tint (UIImage's
    /// template rendering mode): its shape in the colour, a colour name following dark mode.
    @Test func aTemplateImageIsDrawnInItsTint() throws {
        try write(
            Array(
                ##"{"canvas": {"width": 40, "height": 40, "scale": 1, "background": "#808080"}, "variants": {"appearance": ["light", "dark"]}, "collections": [{"id": "l", "role": "list", "frame": [0, 0, 40, 40], "config": {"fixedCellSize": [40, 40], "listBackgroundColor": "#808080"}, "cell": {"image": {"source": "img/b.png", "tint": "label"}}, "items": [{"id": "a", "color": "#808080"}]}]}"##
                    .utf8), "scenarios/tint.json")
        let path = root + "/scenarios/tint.json"
        let documents = try ScenarioDocument.loadVariants(json: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        let (light, dark) = (try documents[0].render(), try documents[1].render())
        #expect(light[20, 20] == PremultipliedColor(red: 0, green: 0, blue: 0), "the red image's shape in the light label colour")
        #expect(dark[20, 20] == PremultipliedColor(red: 255, green: 255, blue: 255), "and in the dark one")
    }

    @Test func filesOutsideAreRefusedWithoutSayingWhetherTheyExist() throws {
        let outside = "is outside the scenario's folder (allow a folder with --assets DIR)"
        for image in [
            "../outside/secret.png", "../outside/nothing.png", "\(root)/outside/secret.png", "/etc/hostname", "/nonexistent/x.png",
            "img/link.png", "escape/secret.png", "escape/nothing.png", "img/../../outside/secret.png",
        ] {
            let message = try loadError([image])
            #expect(message == "collections[0].items[0].image: \(JSONValue.echo(image)) \(outside)", "\(image)")
        }
        #expect(
            try loadError(["img/nothing.png"])
                == #"collections[0].items[0].image: cannot read "img/nothing.png" (tried "img/nothing.png", "img/nothing@2x.png", "img/nothing@3x.png")"#
        )
    }

    @Test func anAssetFolderAllowsItsFiles() throws {
        #expect(try loadError(["../outside/secret.png", "escape/secret.png"], assets: [root + "/outside"]) == nil)
        #expect(try loadError(["../outside/secret.png"], assets: [root + "/scenarios/img"]) != nil)
    }

    /// A PNG chunk with its CRC (the CRC-32 of its type and data).
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        func u32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return u32(UInt32(data.count)) + Array(type.utf8) + data + u32(crc32(Array(type.utf8) + data))
    }

    @Test func aDamagedImageIsRefusedWhenTheScenarioIsReadDrawnOrNot() throws {
        // Off screen (the tenth item of a 200x100 list of 100-point cells) and cut off after its header.
        try write(Array(png.prefix(33)) + [0, 0, 0, 5, 0x49, 0x44, 0x41, 0x54, 1, 2, 3], "scenarios/img/cut.png")
        let images = Array(repeating: "img/b.png", count: 9) + ["img/cut.png"]
        #expect(try loadError(images)?.hasPrefix("collections[0].items[9].image: \"img/cut.png\" is not a valid PNG (the file is cut off") == true)
        // A damaged chunk.
        var damaged = png
        damaged[damaged.count - 20] ^= 0xFF
        try write(damaged, "scenarios/img/damaged.png")
        #expect(try loadError(["img/damaged.png"])?.contains("checksum is wrong") == true)
    }

    @Test func aDecodeErrorAtDrawTimeNamesTheItem() throws {
        // Whole chunks with right checksums around image data that does not inflate.
        let bad = Array(png.prefix(33)) + chunk("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF]) + chunk("IEND", [])
        try write(bad, "scenarios/img/bad.png")
        let document = try ScenarioDocument.load(try scenario(["img/b.png", "img/bad.png"]))
        #expect(document.arena().snapshot().collections[0].cells.count == 2)
        let error = #expect(throws: InputError.self) { try document.render() }
        #expect(
            error?.description.hasPrefix(document.path + ": collections[0].items[1].image: image \"img/bad.png\" is not a valid PNG (") == true,
            "\(String(describing: error))")
        #expect(error?.description.contains("\n") == false)
    }

    /// Issue "trust, fifth pass", point 12: each size an image is shrunk to reads all of it, so a
    /// file's reductions share a budget of pixels read; past it the next size is an error naming
    /// the image, and sizes already made are drawn again at no cost.
    @Test func theSizesAnImageIsShrunkToShareABudgetOfPixelsRead() throws {
        try write(try PNGCodec.encode(Canvas(width: 64, height: 64, fill: PremultipliedColor(red: 1, green: 2, blue: 3))), "scenarios/img/big.png")
        let store = ImageStore(
            files: ["big.png": root + "/scenarios/img/big.png"], sizes: [root + "/scenarios/img/big.png": (64, 64)],
            sources: ["big.png": "collections[0].items[0].image"], reductionBudget: 3 * 64 * 64)
        for side in [10.0, 20, 30, 10, 64] { #expect(try store.image(named: "big.png", drawnIn: side, side, fill: true).width == Int(side)) }
        let error = #expect(throws: RenderError.self) { try store.image(named: "big.png", drawnIn: 40, 40, fill: true) }
        #expect(
            error?.message
                == "collections[0].items[0].image: image \"big.png\" is drawn at more than 3 sizes, each a reduction of its 64x64 px (at most 12288 pixels read); draw it at fewer sizes or give a smaller image"
        )
        #expect(try store.image(named: "big.png", drawnIn: 20, 20, fill: true).width == 20)
    }

    @Test func imagesOverTheLimitsOrInOtherFormatsAreRefusedFromTheirHeader() throws {
        var huge = png
        huge.replaceSubrange(16..<24, with: [0, 0, 0x13, 0x88, 0, 0, 0x13, 0x88])  // 5000 x 5000, CRC now wrong: never decoded
        try write(huge, "scenarios/img/huge.png")
        #expect(
            try loadError(["img/huge.png"])
                == "collections[0].items[0].image: \"img/huge.png\" is a PNG of 5000x5000 px, over the limit of 4096 px a side and \(ImageStore.maxPixels) pixels"
        )
        var wide = png
        wide.replaceSubrange(16..<24, with: [0, 0, 0x10, 0x01, 0, 0, 0, 1])  // 4097 x 1: few pixels, but over the side limit
        try write(wide, "scenarios/img/wide.png")
        #expect(try loadError(["img/wide.png"])?.contains("is a PNG of 4097x1 px, over the limit of 4096 px a side") == true)
        for (bytes, format) in [
            (Array("GIF89a......................".utf8), "a GIF image"),
            ([0, 0, 0, 24] + Array("ftypheic".utf8) + Array(repeating: 0, count: 12), "a HEIC image"),
            (Array("RIFF\0\0\0\0WEBPVP8 ".utf8), "a WebP image"), (Array("%PDF-1.7".utf8), "a PDF image"),
            (Array(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8), "a SVG image"),
            (Array(png.prefix(8)) + [0, 0, 0, 4] + Array("CgBI".utf8) + Array(png.dropFirst(8)), "an Xcode-optimised (CgBI) PNG"),
        ] {
            try write(bytes, "scenarios/img/other.png")
            let message = try loadError(["img/other.png"])
            #expect(
                message?.hasPrefix("collections[0].items[0].image: \"img/other.png\" is \(format); DropShot reads PNG and JPEG: convert it") == true,
                "\(String(describing: message))")
        }
    }

    @Test func aJPEGPhotoIsDrawnUpright() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DropShotRasterTests/Fixtures").path
        try write(Array(try Data(contentsOf: URL(fileURLWithPath: fixtures + "/quadrants-orientation6.jpg"))), "scenarios/img/photo.jpg")
        let document = try ScenarioDocument.load(try scenario(["img/photo.jpg"]))
        #expect(document.images.size(named: "img/photo.jpg")! == (32, 16), "its size as drawn, upright, from its headers")
        let picture = try document.images.image(named: "img/photo.jpg")
        #expect(picture[8, 4].r > 200 && picture[24, 12].g > 200 && picture[24, 12].b < 80, "red at the top left, yellow at the bottom right")
        _ = try document.render()
        // A JPEG whose image data is cut off is refused when the scenario is read, drawn or not (the tenth, off-screen item).
        try write(Array(try Data(contentsOf: URL(fileURLWithPath: fixtures + "/quadrants-cut.jpg"))), "scenarios/img/cut.jpg")
        let message = try loadError(Array(repeating: "img/photo.jpg", count: 9) + ["img/cut.jpg"])
        #expect(message?.hasPrefix(#"collections[0].items[9].image: "img/cut.jpg" is not a valid JPEG ("#) == true, "\(String(describing: message))")
    }

    /// Issue "trust, fifth pass", point 12: a JPEG over the size limit is named as a JPEG (it was
    /// "not a valid PNG").
    @Test func aJPEGOverTheLimitIsCalledAJPEG() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DropShotRasterTests/Fixtures").path
        var jpeg = Array(try Data(contentsOf: URL(fileURLWithPath: fixtures + "/quadrants-baseline.jpg")))
        let frame = try #require(jpeg.indices.dropLast().first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(frame + 5..<frame + 9, with: [0, 16, 0x10, 0x01])  // 16 rows of 4097 pixels
        try write(jpeg, "scenarios/img/wide.jpg")
        #expect(
            try loadError(["img/wide.jpg"])
                == "collections[0].items[0].image: \"img/wide.jpg\" is a JPEG of 4097x16 px, over the limit of 4096 px a side and \(ImageStore.maxPixels) pixels"
        )
    }

    @Test func assetNamesResolveAsUIImageNamedDoes() throws {
        func canvasWith(_ name: String, scale: Int) throws -> ScenarioDocument { try ScenarioDocument.load(try scenario([name], scale: scale)) }
        try write(try PNGCodec.encode(Canvas(width: 12, height: 9, fill: PremultipliedColor(red: 0, green: 0, blue: 200))), "scenarios/img/b@3x.png")
        try write(try PNGCodec.encode(Canvas(width: 8, height: 6, fill: PremultipliedColor(red: 0, green: 200, blue: 0))), "scenarios/img/b@2x.png")
        #expect(try canvasWith("img/b.png", scale: 3).images.files == [root + "/scenarios/img/b@3x.png"])
        #expect(try canvasWith("img/b", scale: 3).images.files == [root + "/scenarios/img/b@3x.png"], "without its extension")
        #expect(try canvasWith("img/b.png", scale: 2).images.files == [root + "/scenarios/img/b@2x.png"])
        #expect(try canvasWith("img/b.png", scale: 1).images.files == [root + "/scenarios/img/b.png"])
        #expect(
            try canvasWith("img/b@2x.png", scale: 3).images.files == [root + "/scenarios/img/b@2x.png"], "a name with its scale is taken as it is")
        try FileManager.default.removeItem(atPath: root + "/scenarios/img/b@3x.png")
        #expect(try canvasWith("img/b", scale: 3).images.files == [root + "/scenarios/img/b@2x.png"], "else @2x")
        #expect(
            try loadError(["img/photo"], scale: 3)
                == #"collections[0].items[0].image: cannot read "img/photo" (tried "img/photo@3x.png", "img/photo@2x.png", "img/photo.png")"#)
        // The picture drawn is the @2x file's.
        let canvas = try canvasWith("img/b", scale: 3).render()
        #expect(stride(from: 0, to: canvas.pixels.count, by: 4).contains { canvas.pixels[$0..<$0 + 4].elementsEqual([0, 200, 0, 255]) })
    }

    /// Issue "trust, fifth pass", point 6: the scale an image is drawn at, not the canvas's,
    /// picks its file: `--scale 3` of a scale-1 canvas draws `b@3x.png`, in every kind of render.
    @Test func theScaleDrawnAtPicksTheAssetFile() throws {
        let blue: [UInt8] = [0, 0, 200, 255]
        try write(try PNGCodec.encode(Canvas(width: 12, height: 9, fill: PremultipliedColor(red: 0, green: 0, blue: 200))), "scenarios/img/b@3x.png")
        let path = try scenario(["img/b"], scale: 1)
        let document = try ScenarioDocument.load(path)
        func showsBlue(_ canvas: Canvas) -> Bool {
            stride(from: 0, to: canvas.pixels.count, by: 4).contains { canvas.pixels[$0..<$0 + 4].elementsEqual(blue) }
        }
        #expect(try document.images.files == [root + "/scenarios/img/b.png"] && !showsBlue(document.render()))
        #expect(try document.atScale(3).images.files == [root + "/scenarios/img/b@3x.png"])
        #expect(try ScenarioDocument.load(path, scale: 3).images.files == [root + "/scenarios/img/b@3x.png"])
        #expect(showsBlue(try document.render(scale: 3)))
        #expect(showsBlue(try PNGCodec.decode(try document.renderPNG(scale: 3))))
        var checkpoints = 0, frames = 0
        try document.renderCheckpoints(scale: 3) { _, image in checkpoints += showsBlue(image) ? 1 : 0 }
        try document.renderFrames(scale: 3) { _, frame in frames += showsBlue(frame) ? 1 : 0 }
        #expect(checkpoints == 1 && frames == 0, "the final state; the scenario has no events")
        // With no file of the scale drawn or below, a larger twin is drawn, as UIImage(named:) does.
        try FileManager.default.removeItem(atPath: root + "/scenarios/img/b.png")
        #expect(try ScenarioDocument.load(path).images.files == [root + "/scenarios/img/b@3x.png"])
    }

    @Test func onlyRegularFilesWithinTheirLimitAreRead() throws {
        #expect(mkfifo(root + "/scenarios/fifo.json", 0o644) == 0)
        for (path, reason) in [
            (root + "/scenarios/fifo.json", "not a regular file"), ("/dev/zero", "not a regular file"),
            (root + "/scenarios", "not a regular file"), (root + "/none.json", "no such file"),
        ] {
            let error = #expect(throws: InputError.self) { try ScenarioDocument.load(path) }
            #expect(error?.description == "\(path): \(reason)")
        }
        let error = #expect(throws: InputError.self) { try readInputFile(root + "/scenarios/img/b.png", limit: 10, file: "f") }
        #expect(error?.description == "f: the file has \(png.count) bytes, over the limit of 10")
    }
}
