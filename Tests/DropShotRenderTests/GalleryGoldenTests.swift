import DropShotEngine
import DropShotRaster
import DropShotTestSupport
import Foundation
import Testing
@testable import DropShotRender

/// The gallery states, compared exactly with the goldens in Snapshots/Gallery.
@Suite struct GalleryGoldenTests {
    @Test(arguments: Gallery.entries.map(\.name))
    func galleryStateMatchesItsGolden(name: String) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        expectSnapshot(of: .scenario(try document(entry.json, path: "\(name).json")), named: name, suite: "Gallery")
    }

    @Test func galleryHasAtLeastTwelveDistinctStates() throws {
        let images = try Gallery.entries.map { try document($0.json).render().pixels }
        #expect(images.count >= 12)
        #expect(Set(images.map { $0.hashValue }).count == images.count)
    }
}
