import Foundation
import TestUtilities
import Testing

/// DropShotEngine is an app's drag-and-drop logic on iOS 16 and macOS 13 (Package.swift's floor
/// for it; docs: "Using the engine in your app"). There is no Apple SDK here, but the engine
/// imports nothing, so the standard library is all it needs: the toolchain's own interfaces of
/// `Swift` and `_StringProcessing` (which carry Apple availability) are rebuilt for each Apple
/// target, once per toolchain (the tests run one at a time: they share that cache), and the
/// engine's sources are type-checked against them. Any API newer than the floor is an error, as
/// Xcode would report it.
@Suite(environmentTest, .serialized) struct AppleTargetsTests {
    static let targets = ["x86_64-apple-ios16.0-simulator", "x86_64-apple-macosx13.0"]

    /// `swift-frontend`, beside the `swift` that runs the tests.
    static let frontend: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift-frontend") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The standard library's modules rebuilt for `target` from the toolchain's interfaces: a
    /// folder to pass with `-I`, kept under the cache by toolchain version and target.
    static func modules(for target: String, frontend: URL) throws -> URL {
        let resources = frontend.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift")
        let version = try run(frontend, ["-version"]).stdout.split(separator: "\n").first.map(String.init) ?? "unknown"
        let key = version.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(String.init).joined()
        let cache = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache/dropshot/apple-interfaces/\(key)/\(target)")
        let sdk = cache.appendingPathComponent("sdk")
        if FileManager.default.fileExists(atPath: cache.appendingPathComponent(".ready").path) { return cache }
        try? FileManager.default.removeItem(at: cache)
        try FileManager.default.createDirectory(at: sdk, withIntermediateDirectories: true)
        let architecture = String(target.prefix { $0 != "-" })
        let file = target.hasSuffix("-simulator") ? "\(architecture)-apple-ios-simulator" : "\(architecture)-apple-macos"
        for module in ["Swift", "_StringProcessing"] {
            let linux = resources.appendingPathComponent("linux/\(module).swiftmodule/x86_64-unknown-linux-gnu.private.swiftinterface")
            var text = try String(contentsOf: linux, encoding: .utf8).replacingOccurrences(
                of: "-target x86_64-unknown-linux-gnu", with: "-target \(target)")
            // The one declaration the interface prints back-deployed without the body that
            // back-deployment needs (it is internal: nothing outside the standard library sees it).
            text = text.replacingOccurrences(
                of:
                    "@backDeployed(before: macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0)\n@usableFromInline\n@inline(never) @_semantics(\"unavailable_code_reached\")",
                with: "@usableFromInline\n@inline(never) @_semantics(\"unavailable_code_reached\")")
            let interface = cache.appendingPathComponent("\(module).swiftinterface")
            try text.write(to: interface, atomically: true, encoding: .utf8)
            let folder = cache.appendingPathComponent("\(module).swiftmodule")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let built = try run(
                frontend,
                [
                    "-compile-module-from-interface", interface.path, "-module-name", module, "-target", target, "-sdk", sdk.path,
                    "-I", cache.path, "-I", resources.appendingPathComponent("shims").path, "-disable-objc-interop",
                    "-o", folder.appendingPathComponent("\(file).swiftmodule").path,
                ] + (module == "Swift" ? ["-parse-stdlib"] : []))
            try #require(built.status == 0, "\(module) for \(target): \(built.stderr.suffix(2000))")
        }
        _ = FileManager.default.createFile(atPath: cache.appendingPathComponent(".ready").path, contents: nil)
        return cache
    }

    /// Type-checks the engine's sources, with the format's below them, and `extra` files, for
    /// `target`: one module (the engine's re-export of the format left out), as an app that
    /// vendors both would build them.
    static func typecheck(for target: String, extra: [String] = []) throws -> Run {
        let frontend = try #require(Self.frontend, "swift-frontend is not on PATH")
        let modules = try modules(for: target, frontend: frontend)
        var sources: [String] = []
        for folder in ["Sources/DropShotFormat", "Sources/DropShotEngine"] {
            sources += try #require(FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent(folder).path))
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && $0 != "Exports.swift" }.sorted()
                .map { packageRoot.appendingPathComponent("\(folder)/\($0)").path }
        }
        let shims = frontend.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/shims").path
        return try run(
            frontend,
            [
                "-typecheck", "-target", target, "-sdk", modules.appendingPathComponent("sdk").path, "-I", modules.path, "-I", shims,
                "-disable-objc-interop", "-module-name", "DropShotEngine", "-package-name", "dropshot",
                "-disable-implicit-concurrency-module-import", "-swift-version", "6",
            ] + sources + extra)
    }

    @Test(arguments: targets)
    func theEngineTypeChecksForItsFloor(target: String) throws {
        let checked = try Self.typecheck(for: target)
        #expect(checked.status == 0, "\(checked.stderr.prefix(4000))")
    }

    /// The example app's SwiftUI file (Integrations/EngineApp) cannot be compiled without Apple's
    /// SDK; it is parsed, so that at least its syntax holds.
    @Test func theExampleAppsSwiftUIFileParses() throws {
        let frontend = try #require(Self.frontend, "swift-frontend is not on PATH")
        let file = packageRoot.appendingPathComponent("Integrations/EngineApp/Sources/BoardApp/BoardApp.swift").path
        let parsed = try run(frontend, ["-parse", file])
        #expect(parsed.status == 0, "\(parsed.stderr)")
    }

    /// The check can fail: `Int128` is iOS 18 and macOS 15.
    @Test func aNewerAPIIsAnError() throws {
        let workspace = try Workspace()
        let probe = try workspace.write("Probe.swift", "let probe: Int128 = 1\n")
        let checked = try Self.typecheck(for: Self.targets[0], extra: [probe])
        #expect(checked.status != 0 && checked.stderr.contains("'Int128' is only available in iOS 18.0 or newer"), "\(checked.stderr.prefix(2000))")
    }
}
