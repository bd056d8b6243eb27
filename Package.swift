// swift-tools-version:6.0
import PackageDescription

// The C libraries are found by pkg-config (their headers and libraries: Debian's, or Homebrew's,
// keg-only ICU and libjpeg-turbo through PKG_CONFIG_PATH as README's macOS section says). ICU is
// the exception on Linux: the Swift toolchain's own (`_FoundationICU`, which Foundation links),
// so that every binary carries one ICU, and the static release the same one as a source build.
let package = Package(
    name: "DropShot",
    // Apple platforms: the engine uses nothing newer than iOS 16 and macOS 13 (an app runs it);
    // the rest needs macOS 15 (`Mutex`) and Hummingbird's macOS 14, so the package says macOS 15.
    platforms: [.macOS(.v15), .iOS(.v16)],
    products: [
        .executable(name: "dropshot", targets: ["dropshot"]),
        // The local web studio (`dropshot studio` starts it); built only when asked for.
        .executable(name: "dropshot-studio", targets: ["DropShotStudio"]),
        .library(name: "DropShotFormat", targets: ["DropShotFormat"]),
        .library(name: "DropShotEngine", targets: ["DropShotEngine"]),
        .library(name: "DropShotRaster", targets: ["DropShotRaster"]),
        .library(name: "DropShotRender", targets: ["DropShotRender"]),
        .library(name: "DropShotTesting", targets: ["DropShotTesting"]),
        .library(name: "DropShotTestSupport", targets: ["DropShotTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (scripts/docs): the DocC catalogs under Sources.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The studio's HTTP server (Hummingbird on SwiftNIO: bounded header lines, idle timeouts, a
        // connection limit), only in `dropshot-studio`.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // The HTTP parts the studio's request time limit sees (already in Hummingbird's graph).
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    ],
    targets: [
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.brew(["libpng"]), .apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.brew(["freetype"]), .apt(["libfreetype-dev"])]),
        // The text stack: shaping (HarfBuzz), bidirectional order (FriBidi), line breaks and grapheme
        // clusters (ICU, through a C shim: Homebrew's ICU functions carry ICU's version in their names,
        // the toolchain's a `swift_` prefix).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.brew(["harfbuzz"]), .apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.brew(["fribidi"]), .apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CICUCommon", pkgConfig: "icu-uc", providers: [.brew(["icu4c"]), .apt(["libicu-dev"])]),
        .target(
            name: "CICU", dependencies: [.target(name: "CICUCommon", condition: .when(platforms: [.macOS, .iOS]))],
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux])), .linkedLibrary("icui18n", .when(platforms: [.macOS]))]),
        // glibc's mallopt, for `dropshot check`'s memory (part of the C library: nothing to link).
        .systemLibrary(name: "CMalloc"),
        // A small C shim: libpng's full read and write APIs need setjmp, which Swift cannot call;
        // and the banded encoder: zlib's deflate, libdeflate's vectorized Adler-32.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.brew(["libdeflate"]), .apt(["libdeflate-dev"])]),
        .target(name: "CPNGEncoder", dependencies: ["CPNG", "CDeflate"], linkerSettings: [.linkedLibrary("z")]),
        // The pixel digest's row hashes: 32 rows at once in AVX-512's 64-bit lanes when the processor
        // has them (chosen at run time; the same values either way).
        .target(name: "CPixelDigest"),
        // The span blends (source-over on premultiplied bytes) as plain C loops: a debug build
        // optimises no Swift, and these were half of a debug render; the release build vectorises them.
        .target(name: "CBlend"),
        // JPEG through libjpeg-turbo, behind the same kind of shim: its errors longjmp too.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.brew(["jpeg-turbo"]), .apt(["libjpeg62-turbo-dev"])]),
        .target(name: "CJPEGDecoder", dependencies: ["CJPEG"]),
        // Colour management (Little CMS) for tagged images, and zlib for PNG's compressed profiles.
        .systemLibrary(name: "CLittleCMS", pkgConfig: "lcms2", providers: [.brew(["little-cms2"]), .apt(["liblcms2-dev"])]),
        .target(name: "CColor", dependencies: ["CLittleCMS"], linkerSettings: [.linkedLibrary("z")]),
        // The process's dealings with the system, shared by the products and not one of them: the
        // folders a run may touch (AssetFolders), reading regular files, atomic writes and the
        // sweep of their temporaries, termination signals, settings from the environment.
        .target(name: "DropShotSystem", exclude: ["README.md"]),
        // The scenario format below the runtime: its values, readers and writers, schema and variants.
        .target(name: "DropShotFormat", exclude: ["README.md"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "DropShotEngine", dependencies: ["DropShotFormat"], exclude: ["README.md"], linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "DropShotRaster",
            dependencies: [
                "DropShotSystem", "CPNG", "CFreeType", "CPNGEncoder", "CPixelDigest", "CBlend", "CJPEGDecoder", "CColor", "CHarfBuzz", "CFriBidi",
                "CICU",
            ],
            // The bundled fonts and their licence (`fonts/` at the top is a link to them), copied
            // beside every build's executables, where FontLibrary finds them.
            exclude: ["README.md"], resources: [.copy("Fonts")]),
        // The gallery's scenario files are embedded in the binary (`dropshot docs` needs nothing beside it).
        .target(
            name: "DropShotRender", dependencies: ["DropShotEngine", "DropShotRaster", "DropShotSystem"], exclude: ["README.md"],
            resources: [.embedInCode("Gallery")]),
        .target(
            name: "DropShotTesting", dependencies: ["DropShotEngine", "DropShotRaster", "DropShotRender", "DropShotSystem"], exclude: ["README.md"],
            resources: [.embedInCode("report-head.html")], plugins: ["BuildIdentity"]),
        // The identity of the sources DropShotTesting is built from: the optimised renderer
        // refuses a test built from other sources (docs/CLI.md, "verify-snapshots").
        .plugin(name: "BuildIdentity", capability: .buildTool(), dependencies: ["BuildIdentityTool"]),
        .executableTarget(name: "BuildIdentityTool"),
        // XCTest and Swift Testing assertions; kept apart so the CLI does not link the test frameworks.
        .target(name: "DropShotTestSupport", dependencies: ["DropShotTesting", "DropShotRaster", "DropShotRender"], exclude: ["README.md"]),
        .executableTarget(
            name: "dropshot",
            dependencies: [
                "CMalloc", "DropShotEngine", "DropShotRaster", "DropShotRender", "DropShotSystem", "DropShotTesting",
                "DropShotStudioOptions", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], exclude: ["README.md"]),
        // The studio's options, shared by `dropshot studio` and `dropshot-studio`.
        .target(
            name: "DropShotStudioOptions", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            exclude: ["README.md"]),
        .executableTarget(
            name: "DropShotStudio",
            dependencies: [
                "DropShotEngine", "DropShotRaster", "DropShotRender", "DropShotSystem", "DropShotTesting", "DropShotStudioOptions",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], exclude: ["README.md"], resources: [.embedInCode("studio.html")]),
        // Writes the docs' generated tables and docs/state.schema.json from the code (`--check`:
        // fails when they differ; scripts/test runs it).
        .executableTarget(
            name: "GenerateDocs", dependencies: ["DropShotFormat", "DropShotEngine", "DropShotRaster", "DropShotRender", "DropShotTesting"]),
        .executableTarget(
            name: "DropShotBenchmarks",
            dependencies: [
                "DropShotEngine", "DropShotRaster", "DropShotRender",
            ]),
        // Helpers shared by the test targets only (a seeded generator, CRC-32, scratch folders, running
        // the built dropshot and dropshot-studio, the environment tests' trait); not a product.
        .target(name: "TestUtilities", path: "Tests/TestUtilities"),
        .testTarget(name: "DropShotFormatTests", dependencies: ["DropShotFormat", "TestUtilities"]),
        .testTarget(name: "DropShotEngineTests", dependencies: ["DropShotEngine", "DropShotFormat", "TestUtilities"]),
        .testTarget(name: "DropShotSystemTests", dependencies: ["DropShotSystem", "TestUtilities"]),
        .testTarget(name: "DropShotRasterTests", dependencies: ["DropShotRaster", "DropShotSystem", "TestUtilities"], exclude: ["Fixtures"]),
        .testTarget(
            name: "DropShotRenderTests",
            dependencies: ["DropShotFormat", "DropShotRender", "DropShotSystem", "DropShotTestSupport", "TestUtilities"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "DropShotTestingTests",
            dependencies: ["DropShotFormat", "DropShotSystem", "DropShotTesting", "DropShotTestSupport", "TestUtilities"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "DropShotCLITests",
            dependencies: [
                "dropshot", "DropShotStudio", "DropShotFormat", "DropShotRaster", "DropShotRender", "DropShotSystem", "DropShotTesting",
                "TestUtilities", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The slow environment tests (cross-builds, Chromium, the consumer package, the installed
        // layout, the CI files): run when DROPSHOT_ENVIRONMENT_TESTS=1, as `scripts/test --full` sets it.
        .testTarget(
            name: "DropShotEnvironmentTests",
            dependencies: [
                "dropshot", "DropShotStudio", "DropShotFormat", "DropShotEngine", "DropShotRender",
                "DropShotSystem", "TestUtilities",
            ]),
    ]
)
