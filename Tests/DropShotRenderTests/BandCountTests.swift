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
            let banded = try renderer.render(snapshot, scale: nil, digesting: true, bands: bands)
            let image = banded.joined()
            if image.pixels != expected.pixels {
                let rowBytes = image.width * 4
                let differing = (0..<image.height).filter { y in image.pixels[y * rowBytes..<(y + 1) * rowBytes] != expected.pixels[y * rowBytes..<(y + 1) * rowBytes] }
                Issue.record("\(bands) bands: \(differing.count) rows differ from row \(differing.first ?? 0)")
            }
            #expect(banded.digest == whole.digest, "\(bands) bands")
        }
        // The background is not filled under opaque panels: drawn into buffers holding another
        // image's bytes, every pixel is still this image's.
        for bands in [1, 3] {
            let height = expected.height, rowBytes = expected.width * 4
            let garbage = BandBuffers(limit: expected.pixels.count * 2)
            for band in 0..<bands {
                let rows = height * (band + 1) / bands - height * band / bands
                garbage.give((0..<rows * rowBytes).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ band) })
            }
            let drawn = try renderer.render(snapshot, scale: nil, digesting: true, bands: bands, buffers: garbage)
            #expect(drawn.joined().pixels == expected.pixels && drawn.digest == whole.digest, "\(bands) bands over reused buffers")
        }
    }
}
