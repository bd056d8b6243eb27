import DropShotRaster
import DropShotRender
import Foundation
import TestUtilities
import Testing

@Suite struct RenderCommandTests {
    @Test func rendersAPNGAndFrames() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        let run = try dropshot("render", scenario, "-o", workspace.path("out.png"), "--scale", "2")
        #expect(run.status == 0, "\(run.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: workspace.path("out.png")))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        // IHDR width and height: 600 x 800.
        #expect(Array(png[16..<24]) == [0, 0, 2, 0x58, 0, 0, 3, 0x20])
        let again = try dropshot("render", scenario, "-o", workspace.path("again.png"), "--scale", "2")
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("again.png"))) == png)

        let frames = try dropshot("frames", scenario, "-o", workspace.path("frames"))
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("frames")).sorted() == ["000.png", "001.png", "002.png"])
        #expect(try dropshot("render", scenario, "-o", workspace.path("no/such/dir/out.png")).status == 2)
        #expect(try workspace.files() == ["again.png", "frames", "out.png", "s.json"])
    }

    @Test func scaleOverridesAreCheckedAgainstThePixelLimit() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write(
            "s.json",
            #"{"canvas": {"width": 100, "height": 100, "scale": 1}, "collections": [], "events": [{"type": "resize", "size": [6000, 100]}]}"#)
        #expect(try dropshot("render", scenario, "-o", workspace.path("ok.png"), "--scale", "2").status == 0)
        let tooLarge = try dropshot("render", scenario, "-o", workspace.path("big.png"), "--scale", "3")
        #expect(tooLarge.status == 2 && tooLarge.stderr.contains("18000 px"))
        #expect(try dropshot("render", scenario, "-o", workspace.path("big.png"), "--scale", "4").status == 2)
        #expect(!workspace.exists("big.png"))
    }

    /// Issue "trust, fifth pass", point 6: `--scale 3` of a scale-1 canvas draws `photo@3x.png`
    /// (blue), not `photo.png` (red), in render, frames and animate alike.
    @Test func theScaleOptionPicksTheAssetFile() throws {
        let workspace = try Workspace()
        try Data(try PNGCodec.encode(Canvas(width: 4, height: 4, fill: PremultipliedColor(red: 220, green: 0, blue: 0)))).write(
            to: URL(fileURLWithPath: workspace.path("photo.png")))
        try Data(try PNGCodec.encode(Canvas(width: 12, height: 12, fill: PremultipliedColor(red: 0, green: 0, blue: 220)))).write(
            to: URL(fileURLWithPath: workspace.path("photo@3x.png")))
        // Item a shows the photo; the events drag item b, so a stays drawn whole in every frame.
        let scenario = try workspace.write(
            "s.json",
            scenarioJSON.replacingOccurrences(of: #"{"id": "a"}"#, with: #"{"id": "a", "image": "photo"}"#)
                .replacingOccurrences(of: #""at": [50, 50]"#, with: #""at": [150, 50]"#))
        func colours(_ file: String) throws -> (red: Bool, blue: Bool) {
            let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            let pixels = stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<$0 + 4]) }
            return (pixels.contains([220, 0, 0, 255]), pixels.contains([0, 0, 220, 255]))
        }
        #expect(try dropshot("render", scenario, "-o", workspace.path("1x.png"), "--step", "0").status == 0)
        #expect(try colours(workspace.path("1x.png")) == (true, false))
        #expect(try dropshot("render", scenario, "-o", workspace.path("3x.png"), "--step", "0", "--scale", "3").status == 0)
        #expect(try colours(workspace.path("3x.png")) == (false, true))
        #expect(try dropshot("frames", scenario, "-o", workspace.path("frames"), "--scale", "3").status == 0)
        #expect(try colours(workspace.path("frames/000.png")).blue && !colours(workspace.path("frames/000.png")).red)
        #expect(try dropshot("animate", scenario, "-o", workspace.path("a.png"), "--scale", "3").status == 0)
        #expect(try colours(workspace.path("a.png")) == (false, true), "the first frame of the APNG")
    }

    @Test func docsWritesTheGallery() throws {
        let workspace = try Workspace()
        let run = try dropshot("docs", "-o", workspace.path("gallery"))
        #expect(run.status == 0, "\(run.stderr)")
        // Every entry: its scenario, its picture (the committed golden's pixels), its variants'
        // and accessibility pictures (named and drawn as their goldens), and for a scenario that
        // moves, its animation; the index names every entry; nothing else is written.
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: workspace.path("gallery")))
        let animated = Gallery.entries.filter { $0.json.contains(#""animate": true"#) }.map { "\($0.name).animated.png" }
        let goldens = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Snapshots/Gallery").path)
        let expected = Set(Gallery.entries.map { "\($0.name).json" } + goldens + animated + ["index.html", "README.md"])
        #expect(files == expected, "missing \(expected.subtracting(files).sorted()), extra \(files.subtracting(expected).sorted())")
        #expect(animated.count >= 4 && Gallery.entries.count == 42)
        let index = try String(contentsOfFile: workspace.path("gallery/index.html"), encoding: .utf8)
        for name in goldens {
            #expect(index.contains(name), "\(name) is not in the index")
            let written = try PNGCodec.decodeStraight(Array(try Data(contentsOf: URL(fileURLWithPath: workspace.path("gallery/\(name)")))))
            let golden = try PNGCodec.decodeStraight(Array(try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/Gallery/\(name)"))))
            #expect(written == golden, "\(name) differs from its golden")
        }
    }
}
