import DropShotEngine
import DropShotRaster
import Foundation
import Testing
@testable import DropShotRender

/// What a scenario may read: item images inside its folder or an allowed asset folder, within the
/// pixel budget, decoded only when drawn.
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

    /// A scenario in `scenarios/` whose items show `images`.
    func scenario(_ images: [String]) throws -> String {
        let items = images.enumerated().map { #"{"id": "i\#($0.offset)", "image": "\#($0.element)"}"# }.joined(separator: ", ")
        let path = root + "/scenarios/s.json"
        try write(Array(#"{"canvas": {"width": 200, "height": 100, "scale": 1}, "collections": [{"id": "l", "role": "list", "items": [\#(items)]}]}"#.utf8), "scenarios/s.json")
        return path
    }

    func loadError(_ images: [String], assets: [String] = []) throws -> String? {
        let path = try scenario(images)
        do { _ = try ScenarioDocument.load(path, assets: assets); return nil } catch { return error.message }
    }

    @Test func imagesInsideTheFolderAreOneFileHoweverSpelled() throws {
        let document = try ScenarioDocument.load(try scenario(["img/b.png", "./img/b.png", "img//./b.png", "\(root)/scenarios/img/b.png"]))
        #expect(document.images.files.count == 1)
        #expect(document.inputFiles.count == 2)
        let canvas = try document.render()
        #expect(canvas[30, 20].r > 100)
    }

    @Test func filesOutsideAreRefusedWithoutSayingWhetherTheyExist() throws {
        let outside = "is outside the scenario's folder (allow a folder with --assets DIR)"
        for image in ["../outside/secret.png", "../outside/nothing.png", "\(root)/outside/secret.png", "/etc/hostname", "/nonexistent/x.png",
                      "img/link.png", "escape/secret.png", "escape/nothing.png", "img/../../outside/secret.png"] {
            let message = try loadError([image])
            #expect(message == "collections[0].items[0].image: \(JSONValue.echo(image)) \(outside)", "\(image)")
        }
        #expect(try loadError(["img/nothing.png"]) == "collections[0].items[0].image: cannot read \"img/nothing.png\"")
    }

    @Test func anAssetFolderAllowsItsFiles() throws {
        #expect(try loadError(["../outside/secret.png", "escape/secret.png"], assets: [root + "/outside"]) == nil)
        #expect(try loadError(["../outside/secret.png"], assets: [root + "/scenarios/img"]) != nil)
    }

    @Test func imagesAreDecodedOnlyWhenDrawn() throws {
        var broken = Array(png.prefix(33))  // a valid header and nothing after it
        broken += [0, 0, 0, 5, 0x49, 0x44, 0x41, 0x54, 1, 2, 3, 4, 5, 0, 0, 0, 0]
        try write(broken, "scenarios/img/broken.png")
        let document = try ScenarioDocument.load(try scenario(["img/broken.png"]))
        #expect(document.arena().snapshot().collections[0].cells.count == 1)
        let error = #expect(throws: InputError.self) { try document.render() }
        #expect(error?.description.hasPrefix(document.path + ": image \"img/broken.png\" is not a valid PNG (") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func imagesOverThePixelBudgetAreRefusedFromTheirHeader() throws {
        var huge = png
        huge.replaceSubrange(16..<24, with: [0, 0, 0x13, 0x88, 0, 0, 0x13, 0x88])  // 5000 x 5000, CRC now wrong: never decoded
        try write(huge, "scenarios/img/huge.png")
        #expect(try loadError(["img/huge.png"]) == "collections[0].items[0].image: \"img/huge.png\" of 5000x5000 px is over the limit of \(ImageStore.maxPixels) pixels")
        try write(Array("GIF89a......................".utf8), "scenarios/img/gif.png")
        #expect(try loadError(["img/gif.png"])?.hasSuffix("is not a valid PNG (not a PNG)") == true)
    }

    @Test func onlyRegularFilesWithinTheirLimitAreRead() throws {
        #expect(mkfifo(root + "/scenarios/fifo.json", 0o644) == 0)
        for (path, reason) in [(root + "/scenarios/fifo.json", "not a regular file"), ("/dev/zero", "not a regular file"),
                               (root + "/scenarios", "not a regular file"), (root + "/none.json", "no such file")] {
            let error = #expect(throws: InputError.self) { try ScenarioDocument.load(path) }
            #expect(error?.description == "\(path): \(reason)")
        }
        let error = #expect(throws: InputError.self) { try readInputFile(root + "/scenarios/img/b.png", limit: 10, file: "f") }
        #expect(error?.description == "f: the file has \(png.count) bytes, over the limit of 10")
    }
}
