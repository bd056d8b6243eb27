import Foundation
import TestUtilities
import Testing

/// Issue "a release for any Linux runner", point 5: the sources build on a Mac. What differs
/// between Glibc and Darwin (`read`, `write` by module name, `st_mtim`/`st_mtimespec`) is named in
/// one file, `POSIX.swift`, each spelling under its `#if canImport` guard; no other source names
/// either module or a Linux-only field. The engine uses no API newer than its floor.
@Suite struct PortableSourcesTests {
    static func sources(under folder: String) throws -> [(path: String, text: String)] {
        let root = packageRoot.appendingPathComponent(folder)
        let walk = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return try walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.map {
            ($0.path.replacingOccurrences(of: packageRoot.path + "/", with: ""), try String(contentsOf: $0, encoding: .utf8))
        }
    }

    @Test func noSourceNamesGlibcOrDarwinOutsideItsGuard() throws {
        let sources = try Self.sources(under: "Sources")
        #expect(sources.count > 100)
        for (path, text) in sources where !path.hasSuffix("DropShotSystem/POSIX.swift") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for word in ["Glibc", "Darwin", "st_mtim", "st_ctim", "st_atim"] where code.contains(word) {
                    #expect(code.contains("canImport("), "\(path):\(number + 1) names \(word) outside a guard: \(line)")
                }
            }
        }
        // The one file that names them has both spellings of each.
        let posix = try #require(sources.first { $0.path.hasSuffix("DropShotSystem/POSIX.swift") }).text
        for pair in [("Glibc.read", "Darwin.read"), ("Glibc.write", "Darwin.write"), ("st_mtim", "st_mtimespec"), ("st_ctim", "st_ctimespec")] {
            #expect(posix.contains(pair.0) && posix.contains(pair.1), "\(pair)")
        }
    }

    /// APIs the engine's floor (iOS 16, macOS 13) lacks, which the engine must not call.
    @Test func theEngineCallsNoAPINewerThanItsFloor() throws {
        let newer = ["String(validating:", "Mutex", "import Synchronization", "import Foundation", "Atomic<", ".formatted(", "RegexBuilder"]
        for folder in ["Sources/DropShotFormat", "Sources/DropShotEngine"] {
            for (path, text) in try Self.sources(under: folder) {
                for api in newer { #expect(!text.contains(api), "\(path) uses \(api)") }
            }
        }
    }
}
