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

    /// Every scenario file in `Sources/DropShotRender/Gallery/` is an entry, and every entry's JSON
    /// is its file's bytes: a file added without its entry is never silently left out of the docs.
    @Test func everyGalleryFileIsAnEntry() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/DropShotRender/Gallery").standardized.path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        // The files, in the gallery's order, are the entries, named as their goldens.
        #expect(files.sorted() == Gallery.entries.map { $0.name + ".json" })
        for entry in Gallery.entries {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + entry.name + ".json"))
            #expect(Array(bytes) == Array(entry.json.utf8), "\(entry.name)")
        }
        #expect(Gallery.entries.enumerated().allSatisfy { $1.name.hasPrefix(String(format: "%02d-", $0 + 1)) })
    }
}
