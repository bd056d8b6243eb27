import DropShotEngine
import DropShotRaster
import Foundation
import Testing

@testable import DropShotRender

/// The renderer draws one band per usable core (at most four), so the image must not depend on
/// the band count: every gallery state (text in every script, shadows, templates, images, ghosts
/// across band edges) drawn in one to four bands gives the same pixels and the same digest, in
/// fresh buffers or in buffers that held other bytes.
@Suite struct BandCountTests {
    @Test(arguments: Gallery.entries.map(\.name))
    func theImageIsTheSameInAnyNumberOfBands(name: String) throws {
        let (renderer, snapshot) = try galleryScene(name)
        let whole = try renderer.render(snapshot, scale: nil, digesting: true, bands: 1)
        let expected = whole.joined()
        for bands in [2, 3, 4] {
            // In three bands, the buffers hold another image's bytes first: the background is not
            // filled under opaque panels, and every pixel must still be this image's.
            let buffers = bands == 3 ? BandBuffers(limit: expected.pixels.count * 2) : .shared
            if bands == 3 {
                for band in 0..<bands {
                    let rows = expected.height * (band + 1) / bands - expected.height * band / bands
                    buffers.give([UInt8](repeating: 0x5A &+ UInt8(band), count: rows * expected.width * 4))
                }
            }
            let banded = try renderer.render(snapshot, scale: nil, digesting: true, bands: bands, buffers: buffers)
            let image = banded.joined()
            if image.pixels != expected.pixels {
                let rowBytes = image.width * 4
                let differing = (0..<image.height).filter { y in
                    image.pixels[y * rowBytes..<(y + 1) * rowBytes] != expected.pixels[y * rowBytes..<(y + 1) * rowBytes]
                }
                Issue.record("\(bands) bands: \(differing.count) rows differ from row \(differing.first ?? 0)")
            }
            #expect(banded.digest == whole.digest, "\(bands) bands")
        }
    }

    /// `renderPNG` draws each of the encoder's bands a slice of rows at a time into one reused
    /// buffer (holding the previous slice's pixels) and deflates it as it goes: its bytes are
    /// those of the whole image encoded, whatever the slice's size.
    @Test(arguments: Gallery.entries.map(\.name))
    func thePNGDrawnSliceBySliceIsTheWholeImageEncoded(name: String) throws {
        let (renderer, snapshot) = try galleryScene(name)
        // At scale 1 (fewer rows to draw, in the debug build): slices of 37 rows, several in every
        // band (band edges inside the ghost's shadow and the cells), and of a megabyte (one a band).
        let expected = try PNGCodec.encode(renderer.render(snapshot, scale: 1))
        let rowBytes = Renderer.size(of: snapshot, scale: 1).width * 4
        for rows in [37, (1 << 20) / rowBytes] {
            let drawn = try renderer.renderPNG(snapshot, scale: 1, options: PNGCodec.Options(), sliceBytes: rows * rowBytes)
            #expect(drawn.sliced && drawn.png == expected, "slices of \(rows) rows")
        }
    }

    /// The gallery's first scene (a drag) at 3x: 1170 pixels wide, three slices of a megabyte a band.
    @Test func theFirstSceneDrawnSliceBySliceIsTheWholeImageEncoded() throws {
        let entry = try #require(Gallery.entries.first { $0.name.hasSuffix("-start") })
        let snapshot = try document(entry.json).arena().snapshot()
        let drawn = try Renderer().renderPNG(snapshot, scale: 3, options: PNGCodec.Options(), sliceBytes: 1 << 20)
        let expected = try PNGCodec.encode(Renderer().render(snapshot, scale: 3))
        #expect(drawn.sliced && drawn.png == expected)
    }

    /// `docs` and `frames` write the images of checkpoints and of every event this way: each PNG is
    /// its image encoded.
    @Test func checkpointAndFramePNGsAreTheirImagesEncoded() throws {
        let entry = try #require(Gallery.entries.first { $0.name.hasSuffix("-borders-and-undo") })
        let json = entry.json.replacingOccurrences(
            of: #""canvas": {"#, with: #""checkpoints": [{"name": "two", "step": 2}, {"name": "start", "step": 0}], "canvas": {"#)
        let document = try document(json)
        #expect(document.scenario.checkpoints.count == 2 && document.scenario.events.count > 2)
        var images: [[UInt8]] = [], pngs: [[UInt8]] = []
        try document.renderCheckpoints { _, image in images.append(try PNGCodec.encode(image)) }
        try document.renderCheckpointPNGs { _, png in pngs.append(png) }
        #expect(pngs.count == 3 && pngs == images)
        images = []; pngs = []
        try document.renderFrames { _, frame in images.append(try PNGCodec.encode(frame)) }
        try document.renderFramePNGs { _, png in pngs.append(png) }
        #expect(pngs.count == document.scenario.events.count && pngs == images)
    }

    /// A translucent background may leave translucent pixels, which the PNG stores as RGBA: such
    /// an image is drawn whole and encoded as `PNGCodec.encode` encodes it; so are images encoded
    /// with libpng's filters.
    @Test func translucentBackgroundsAndOtherFiltersEncodeTheWholeImage() throws {
        let document = try document(
            """
            {"canvas": {"width": 120, "height": 90, "scale": 2, "background": "#33669980"},
             "collections": [{"id": "s", "role": "source", "frame": [0, 0, 60, 90], "items": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"}]}]}
            """)
        let renderer = Renderer(images: document.images, fonts: document.fonts)
        let snapshot = document.arena().snapshot()
        let image = try renderer.render(snapshot)
        let (png, sliced) = try renderer.renderPNG(snapshot, scale: nil, options: PNGCodec.Options(), sliceBytes: 1 << 20)
        let expected = try PNGCodec.encode(image)
        #expect(!sliced && png == expected)
        #expect(try PNGCodec.decode(png).pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element < 255 })
        let opaque = try DropShotRenderTests.document(
            #"{"canvas": {"width": 120, "height": 90}, "collections": [{"id": "s", "role": "source", "items": [{"id": "a"}]}]}"#)
        let drawn = opaque.arena().snapshot()
        #expect(try Renderer().renderPNG(drawn, options: .libpngDefault) == PNGCodec.encode(Renderer().render(drawn), options: .libpngDefault))
    }

    /// Gallery entry `name`'s renderer (its images and fonts) and its final state.
    private func galleryScene(_ name: String) throws -> (renderer: Renderer, snapshot: ArenaSnapshot) {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        let document = try document(entry.json, path: "\(name).json")
        return (Renderer(images: document.images, fonts: document.fonts), document.arena().snapshot())
    }
}
