import DropShotRender
import Foundation
import TestUtilities
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
@Suite(environmentTest) struct FreeTypeBuildTests {
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

    @Test(
        .enabled(
            if: !freeTypeBuilds.isEmpty,
            "no other FreeType build: scripts/test installs freetype-py, pillow and skia-python wheels when Python is available"),
        arguments: freeTypeBuilds)
    func theGalleryIsPixelIdenticalWithAnotherFreeTypeBuild(_ library: String) throws {
        try expectTheSameGallery(with: library, soname: "libfreetype.so.6")
    }

    @Test(
        .enabled(
            if: !harfBuzzBuilds.isEmpty, "no other HarfBuzz build: scripts/test installs a pillow wheel, which bundles one, when Python is available"),
        arguments: harfBuzzBuilds)
    func theGalleryIsPixelIdenticalWithAnotherHarfBuzzBuild(_ library: String) throws {
        try expectTheSameGallery(with: library, soname: "libharfbuzz.so.0")
    }

    /// The gallery's scenarios, written once per test run: the stills' goldens are committed
    /// (Snapshots/Gallery, which the gallery golden test holds to the system's libraries), and
    /// the animations of the entries that ask for one are rendered here once with the system's
    /// libraries, at 10 frames a second and scale 1 (the cases compare library builds, which any
    /// one rate and size tells apart; the stills cover scale 2).
    static let gallery: (folder: String, animations: [String: Data]) = {
        // In the build folder, replaced by each run, so runs leave nothing behind in /tmp.
        let folder = packageRoot.appendingPathComponent(".build/cross-build-gallery").path
        try? FileManager.default.removeItem(atPath: folder)
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var animations: [String: Data] = [:]
        for entry in Gallery.entries {
            let path = "\(folder)/\(entry.name).json"
            try! entry.json.write(toFile: path, atomically: true, encoding: .utf8)
            guard entry.json.contains(#""animate": true"#) else { continue }
            let output = "\(folder)/\(entry.name).system.png"
            let rendered = try! dropshot("animate", path, "-o", output, "--fps", "10", "--scale", "1")
            precondition(rendered.status == 0, rendered.stderr)
            animations[entry.name] = FileManager.default.contents(atPath: output)!
        }
        return (folder, animations)
    }()

    /// Renders the gallery (text in every script included) with `library` loaded as `soname`:
    /// each still is checked against its committed golden and each animation against the system
    /// libraries' bytes.
    func expectTheSameGallery(with library: String, soname: String) throws {
        let workspace = try Workspace()
        let (folder, animations) = Self.gallery
        let libraries = try loaderFolder(for: library, soname: soname, in: workspace)
        var environment = ProcessInfo.processInfo.environment
        environment["LD_LIBRARY_PATH"] = libraries
        environment["CI"] = "true"  // never record
        environment["LD_DEBUG"] = "libs"  // the loader says which library it took
        let goldens = packageRoot.appendingPathComponent("Snapshots/Gallery").path
        let checked = try run(
            binary, ["check", folder, "--snapshots", goldens, "--artifacts", workspace.path("artifacts")], environment: environment)
        #expect(checked.stderr.contains("calling init: \(libraries)/\(soname)"), "the other build was not the one loaded")
        // A golden for each entry and for each variant of the entries that declare some.
        let count = try FileManager.default.contentsOfDirectory(atPath: goldens).filter { $0.hasSuffix(".png") }.count
        #expect(
            checked.status == 0 && checked.stdout.contains("\(count) passed, 0 failed"),
            "the gallery differs under \(library): \(checked.stdout.suffix(2000))")
        #expect(animations.count >= 4)
        for (name, system) in animations.sorted(by: { $0.key < $1.key }) {
            let output = workspace.path("\(name).animated.png")
            let other = try run(binary, ["animate", "\(folder)/\(name).json", "-o", output, "--fps", "10", "--scale", "1"], environment: environment)
            #expect(other.status == 0)
            // The same frames give the same bytes, and `diff` compares still images only: byte for byte.
            #expect(FileManager.default.contents(atPath: output) == system, "\(name)'s animation differs under \(library)")
        }
    }
}
