import DropShotEngine
import Testing
@testable import DropShotRender

/// The renderer draws one band per usable core (at most four), so the image must not depend on
/// the band count: every gallery state (text in every script, shadows, templates, images, ghosts
/// across band edges) drawn in one to four bands gives the same pixels and the same digest, in
/// fresh buffers or in buffers that held other bytes.
@Suite struct BandCountTests {
    @Test(arguments: Gallery.entries.map(\.name))
    func theImageIsTheSameInAnyNumberOfBands(name: String) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        let document = try document(entry.json, path: "\(name).json")
        let renderer = Renderer(images: document.images, fonts: document.fonts)
        let snapshot = document.arena().snapshot()
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
                let differing = (0..<image.height).filter { y in image.pixels[y * rowBytes..<(y + 1) * rowBytes] != expected.pixels[y * rowBytes..<(y + 1) * rowBytes] }
                Issue.record("\(bands) bands: \(differing.count) rows differ from row \(differing.first ?? 0)")
            }
            #expect(banded.digest == whole.digest, "\(bands) bands")
        }
    }
}
