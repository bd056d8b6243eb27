import DropShotEngine
import DropShotRaster
import DropShotTestSupport
import Foundation
import Testing

@testable import DropShotRender

/// The renderer digests each band as it draws it; the sum is the whole image's digest.
@Suite struct RenderDigestTests {
    @Test func theBandDigestsAddUpToTheImagesDigest() throws {
        for entry in Gallery.entries.prefix(6) {
            let document = try document(entry.json)
            let (canvas, digest) = try Renderer(theme: document.theme, images: document.images).renderDigested(document.arena().snapshot())
            #expect(digest == PixelDigest(of: canvas), "\(entry.name)")
            #expect(canvas == (try document.render()))
        }
    }
}
