import Foundation
import TestUtilities
import Testing

/// The docs' generated parts (docs/SCENARIO.md's tables between their markers, docs/state.schema.json)
/// are what `GenerateDocs` writes from the code; `swift run GenerateDocs` writes them after a change.
@Suite struct GeneratedDocsTests {
    /// The generator built beside `dropshot`.
    static let generator = binary.deletingLastPathComponent().appendingPathComponent("GenerateDocs")

    @Test func theCommittedDocsAreWhatTheGeneratorWrites() throws {
        let check = try run(Self.generator, ["--check"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// `--check` fails on a stale table and names it; writing puts it back. Run on a copy of the
    /// docs, so the committed ones are never touched.
    @Test func aStaleTableFailsTheCheckAndTheGeneratorMendsIt() throws {
        let copy = try Workspace()
        let docs = copy.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        for name in ["SEEDS.md", "NATIVE.md"] {
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("docs/" + name), to: docs.appendingPathComponent(name))
        }
        let original = try String(contentsOf: packageRoot.appendingPathComponent("docs/SCENARIO.md"), encoding: .utf8)
        let stale = original.replacingOccurrences(of: "| `ghostAlpha` | 0.8 |", with: "| `ghostAlpha` | 0.5 |")
        #expect(stale != original)
        try stale.write(to: docs.appendingPathComponent("SCENARIO.md"), atomically: true, encoding: .utf8)
        let check = try run(Self.generator, ["--check", "--root", copy.url.path])
        #expect(check.status == 1)
        #expect(check.stderr.contains("docs/SCENARIO.md's generated tables differ"))
        #expect(check.stderr.contains("docs/state.schema.json differs"))
        let write = try run(Self.generator, ["--root", copy.url.path])
        #expect(write.status == 0, "\(write.stderr)")
        #expect(try String(contentsOf: docs.appendingPathComponent("SCENARIO.md"), encoding: .utf8) == original)
        #expect(try run(Self.generator, ["--check", "--root", copy.url.path]).status == 0)
    }

    /// Trust, seventh pass: `--root` with no folder rewrote the repository's docs without a word.
    @Test func aRootWithoutAFolderIsRefused() throws {
        for arguments in [["--root"], ["--root", "--check"]] {
            let run = try run(Self.generator, arguments)
            #expect(run.status == 2 && run.stderr.hasPrefix("GenerateDocs: --root needs a folder"), "\(arguments): \(run.stderr)")
        }
    }
}
