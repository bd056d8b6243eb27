import DropShotRaster
import DropShotSystem
import Foundation
import TestUtilities
import Testing

/// `dropshot animate`: a valid APNG whose frames are the scenario's states, the same bytes every run.
@Suite struct AnimateCommandTests {
    struct Chunk { var type: String; var data: [UInt8] }

    static func chunks(_ png: [UInt8]) -> [Chunk] {
        var chunks: [Chunk] = []
        var at = 8
        while at + 12 <= png.count {
            let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(Chunk(type: String(decoding: png[at + 4..<at + 8], as: UTF8.self), data: Array(png[at + 8..<at + 8 + length])))
            at += 12 + length
        }
        return chunks
    }

    static func u32(_ bytes: [UInt8], _ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }

    /// A one-frame PNG of `width` x `height` from the animation's IHDR settings and a frame's image data.
    static func png(ihdr: [UInt8], width: Int, height: Int, data: [UInt8]) -> [UInt8] {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            let crc = crc32(typed)
            let length = body.count
            return [UInt8(length >> 24 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + typed
                + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
        var header = ihdr
        header.replaceSubrange(
            0..<8,
            with: [
                UInt8(width >> 24 & 0xFF), UInt8(width >> 16 & 0xFF), UInt8(width >> 8 & 0xFF), UInt8(width & 0xFF),
                UInt8(height >> 24 & 0xFF), UInt8(height >> 16 & 0xFF), UInt8(height >> 8 & 0xFF), UInt8(height & 0xFF),
            ])
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
    }

    @Test func anAnimationIsAValidAPNGOfTheScenariosStates() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        let run = try dropshot("animate", scenario, "-o", workspace.path("a.png"), "--fps", "20")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try dropshot("animate", scenario, "-o", workspace.path("b.png"), "--fps", "20").status == 0)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: workspace.path("a.png"))))
        #expect(bytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: workspace.path("b.png")))), "the same bytes every run")

        let chunks = Self.chunks(bytes)
        #expect(chunks.map(\.type).prefix(4) == ["IHDR", "sRGB", "acTL", "fcTL"] && chunks.last?.type == "IEND")
        let ihdr = chunks[0].data, width = Self.u32(ihdr, 0), height = Self.u32(ihdr, 4)
        let controls = chunks.filter { $0.type == "fcTL" }
        #expect(Self.u32(chunks[2].data, 0) == controls.count && controls.count > 3)
        // Sequence numbers run 0, 1, 2, … over fcTL and fdAT; the first frame is the whole image.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.u32($0.data, 0) }
        #expect(sequence == Array(0..<sequence.count))
        #expect(Self.u32(controls[0].data, 4) == width && Self.u32(controls[0].data, 8) == height)

        // Put the frames together as a viewer does (each replaces its rectangle): the last is the final state.
        var image = Canvas(width: width, height: height)
        var frame = 0
        for (i, chunk) in chunks.enumerated() where chunk.type == "fcTL" {
            let (w, h, x, y) = (Self.u32(chunk.data, 4), Self.u32(chunk.data, 8), Self.u32(chunk.data, 12), Self.u32(chunk.data, 16))
            #expect(x + w <= width && y + h <= height && chunk.data[24] == 0 && chunk.data[25] == 0)
            let data = frame == 0 ? chunks[i + 1].data : Array(chunks[i + 1].data.dropFirst(4))
            let part = try PNGCodec.decode(Self.png(ihdr: ihdr, width: w, height: h, data: data))
            for py in 0..<h { for px in 0..<w { image[x + px, y + py] = part[px, py] } }
            try AtomicFile.write(try PNGCodec.encode(image), to: workspace.path("frame-\(frame).png"))
            frame += 1
        }
        _ = try dropshot("render", scenario, "-o", workspace.path("final.png"))
        #expect(image == (try PNGCodec.read(contentsOf: workspace.path("final.png"))))

        // An independent decoder, frame by frame: Pillow's frames are the ones rebuilt above.
        if let python = executable(named: "DROPSHOT_PILLOW_PYTHON") {
            let check = try TestUtilities.run(
                URL(fileURLWithPath: python),
                [
                    "-c",
                    """
                    import sys
                    from PIL import Image, ImageChops
                    im = Image.open(sys.argv[1]); n = im.n_frames; same = 0
                    for i in range(n):
                        im.seek(i)
                        rebuilt = Image.open('%s/frame-%d.png' % (sys.argv[2], i)).convert('RGBA')
                        same += ImageChops.difference(im.convert('RGBA'), rebuilt).getbbox() is None
                    print(n, same)
                    """, workspace.path("a.png"), workspace.url.path,
                ])
            #expect(check.stdout == "\(controls.count) \(controls.count)\n", "\(check.stdout) \(check.stderr)")
        }
        // A browser decodes it too.
        if let chromium {
            try workspace.write(
                "page.html",
                """
                <!doctype html><img src="a.png"><script>window.addEventListener('load', () => {
                const i = document.images[0]; document.body.setAttribute('data-size', i.naturalWidth + 'x' + i.naturalHeight); });</script>
                """)
            let browser = try TestUtilities.run(
                URL(fileURLWithPath: chromium),
                [
                    "--headless=new", "--no-sandbox", "--disable-gpu",
                    "--virtual-time-budget=5000", "--user-data-dir=\(workspace.path("profile"))", "--dump-dom",
                    "file://" + workspace.path("page.html"),
                ])
            #expect(browser.stdout.contains("data-size=\"\(width)x\(height)\""), "\(browser.stdout.suffix(300))")
        }
    }

    @Test func badOptionsAreRefused() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        #expect(try dropshot("animate", scenario, "-o", workspace.path("a.gif")).status == 2)
        let fps = try dropshot("animate", scenario, "-o", workspace.path("a.png"), "--fps", "0")
        #expect(fps.status == 2 && fps.stderr == "--fps 0 is outside 1...60\n")
        // A canvas too large to animate is refused before a frame is allocated.
        let large = try workspace.write(
            "large.json",
            """
            {"canvas": {"width": 16384, "height": 16384, "scale": 1}, "collections": [{"id": "l", "role": "list", "items": [{"id": "a"}]}],
             "events": [{"type": "press", "at": [20, 20], "t": 0}, {"type": "release", "at": [30, 30], "t": 0.1}]}
            """)
        let refused = try dropshot("animate", large, "-o", workspace.path("a.png"))
        #expect(
            refused.status == 2
                && refused.stderr
                    == "\(large): the animation's frames would be 16384x16384 px, over the limit of 67108864 px a frame (8192x8192); lower --scale or the canvas size\n",
            "\(refused.stderr)")
        #expect(try workspace.files() == ["large.json", "s.json"])
    }

    /// A scenario that resizes its canvas: the animation is as large as its largest canvas, each
    /// frame drawn at the top-left; `.apng` is a name an animation may have.
    @Test func aResizeAnimatesAtTheLargestSize() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write(
            "s.json",
            """
            {"canvas": {"width": 120, "height": 200, "scale": 1}, "animate": true,
             "collections": [{"id": "l", "role": "list", "items": [{"id": "a"}]}],
             "events": [{"type": "press", "at": [20, 20], "t": 0}, {"type": "resize", "size": [200, 100]},
                        {"type": "move", "at": [30, 30], "t": 0.2}, {"type": "release", "at": [30, 30], "t": 0.3}]}
            """)
        let run = try dropshot("animate", scenario, "-o", workspace.path("a.apng"), "--fps", "10")
        #expect(run.status == 0, "\(run.stderr)")
        let chunks = Self.chunks([UInt8](try Data(contentsOf: URL(fileURLWithPath: workspace.path("a.apng")))))
        let ihdr = chunks[0].data
        #expect(Self.u32(ihdr, 0) == 200 && Self.u32(ihdr, 4) == 200 && ihdr[9] == 6, "the largest of 120x200 and 200x100, with alpha")
        for control in chunks.filter({ $0.type == "fcTL" }) {
            #expect(Self.u32(control.data, 12) + Self.u32(control.data, 4) <= 200 && Self.u32(control.data, 16) + Self.u32(control.data, 8) <= 200)
        }
        // Docs animate it too (the gallery's landscape entry has a resize).
        let docs = try dropshot("docs", scenario, "-o", workspace.path("docs"))
        #expect(docs.status == 0 && FileManager.default.fileExists(atPath: workspace.path("docs/s.animated.png")), "\(docs.stderr)")
    }

    /// Frames are capped: a hold until t = 1e9 is refused at once, naming the file and the limit.
    @Test func anAnimationOfTooManyFramesIsRefused() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write(
            "s.json",
            #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a"}]}], "events": [{"type": "press", "at": [20, 20], "t": 0}, {"type": "hold", "t": 1e9}]}"#
        )
        let run = try dropshot("animate", scenario, "-o", workspace.path("a.png"))
        #expect(run.status == 2 && run.stderr.hasPrefix(scenario + ": ") && run.stderr.contains("over the limit of 3600"), "\(run.stderr)")
        #expect(try workspace.files() == ["s.json"])
    }
}
