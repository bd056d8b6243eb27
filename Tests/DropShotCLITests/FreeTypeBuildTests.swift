import Foundation
import Testing

/// libfreetype builds other than the system's, by path (set by scripts/test from PyPI wheels):
/// those the system's HarfBuzz can run with. A build older than FreeType 2.11 (skia-python's)
/// lacks `FT_Get_Transform`, which HarfBuzz calls, so the loader refuses the pair before
/// DropShot runs at all.
let freeTypeBuilds = (ProcessInfo.processInfo.environment["DROPSHOT_FREETYPE_BUILDS"] ?? "").split(separator: ":").map(String.init)
    .filter { library in
        guard let handle = dlopen(library, RTLD_LAZY | RTLD_LOCAL) else { return false }
        defer { dlclose(handle) }
        return dlsym(handle, "FT_Get_Transform") != nil
    }
/// libharfbuzz builds other than the system's, by path (Pillow's wheel bundles one; set by scripts/test).
let harfBuzzBuilds = (ProcessInfo.processInfo.environment["DROPSHOT_HARFBUZZ_BUILDS"] ?? "").split(separator: ":").map(String.init)

/// Text pixels depend on the font file alone: the gallery is pixel-identical whichever FreeType
/// or HarfBuzz build the binary loads, as DropShot reads outlines and glyph positions in font
/// units and scales and rasterizes them itself.
@Suite struct FreeTypeBuildTests {
    /// A folder where `soname` is `library`, beside links to the files next to it (its own
    /// dependencies, which wheels ship under mangled names).
    func loaderFolder(for library: String, soname: String = "libfreetype.so.6", in workspace: Workspace) throws -> String {
        let folder = workspace.path("lib-\(abs(library.hashValue))")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let directory = (library as NSString).deletingLastPathComponent
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.contains(".so") {
            try? FileManager.default.createSymbolicLink(atPath: "\(folder)/\(file)", withDestinationPath: "\(directory)/\(file)")
        }
        try? FileManager.default.removeItem(atPath: folder + "/" + soname)
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + soname, withDestinationPath: library)
        return folder
    }

    @Test(.enabled(if: !freeTypeBuilds.isEmpty, "no other FreeType build: scripts/test installs freetype-py, pillow and skia-python wheels when Python is available"),
          arguments: freeTypeBuilds)
    func theGalleryIsPixelIdenticalWithAnotherFreeTypeBuild(_ library: String) throws {
        try expectTheSameGallery(with: library, soname: "libfreetype.so.6")
    }

    @Test(.enabled(if: !harfBuzzBuilds.isEmpty, "no other HarfBuzz build: scripts/test installs a pillow wheel, which bundles one, when Python is available"),
          arguments: harfBuzzBuilds)
    func theGalleryIsPixelIdenticalWithAnotherHarfBuzzBuild(_ library: String) throws {
        try expectTheSameGallery(with: library, soname: "libharfbuzz.so.0")
    }

    /// Renders the gallery (text in every script included) with the system's libraries, then
    /// with `library` loaded as `soname`, and compares every image.
    func expectTheSameGallery(with library: String, soname: String) throws {
        let workspace = try Workspace()
        let system = try dropshot("docs", "-o", workspace.path("system"))
        #expect(system.status == 0)
        let folder = try loaderFolder(for: library, soname: soname, in: workspace)
        var environment = ProcessInfo.processInfo.environment
        environment["LD_LIBRARY_PATH"] = folder
        environment["LD_DEBUG"] = "libs"  // the loader says which library it took
        let other = try run(binary, ["docs", "-o", workspace.path("other")], environment: environment)
        #expect(other.status == 0)
        #expect(other.stderr.contains("calling init: \(folder)/\(soname)"), "the other build was not the one loaded")
        let images = try FileManager.default.contentsOfDirectory(atPath: workspace.path("system")).filter { $0.hasSuffix(".png") }.sorted()
        // One still PNG per gallery entry, each written beside its scenario JSON (and the
        // animations of the entries that ask for one: the same frames give the same bytes, and
        // `diff` compares still images only, so those are compared byte for byte).
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: workspace.path("system")).filter { $0.hasSuffix(".json") }
        let stills = images.filter { !$0.hasSuffix(".animated.png") }
        #expect(stills.count == scenarios.count && stills.count >= 23 && images.count > stills.count)
        for image in images where image.hasSuffix(".animated.png") {
            #expect(FileManager.default.contents(atPath: workspace.path("system/\(image)")) == FileManager.default.contents(atPath: workspace.path("other/\(image)")),
                    "\(image) differs under \(library)")
        }
        for image in stills {
            let diff = try dropshot("diff", workspace.path("system/\(image)"), workspace.path("other/\(image)"))
            #expect(diff.stdout == "0\n", "\(image) differs under \(library): \(diff.stderr)")
        }
    }
}
