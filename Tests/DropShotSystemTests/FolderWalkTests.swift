import Foundation
import TestUtilities
import Testing

@testable import DropShotSystem

/// The one walk of a folder tree: every file below, in byte order, hidden entries and skipped
/// folders left out, links listed and never followed, names kept as their bytes.
@Suite struct FolderWalkTests {
    @Test func filesAreListedInByteOrderWithoutFollowingLinks() throws {
        let workspace = try Workspace()
        let root = workspace.url.path
        for folder in ["b/deep", "a", ".hidden", "skip", "elsewhere"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["b/deep/z.json", "b/y.json", "a/x.json", "B.json", ".dot.json", ".hidden/h.json", "skip/s.json", "elsewhere/e.json"] {
            try Data().write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/linked-folder", withDestinationPath: root + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked.json", withDestinationPath: root + "/a/x.json")
        // A name that is not UTF-8 keeps its bytes.
        let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".json".utf8)
        let fd = (Array(root.utf8) + [UInt8(ascii: "/")] + latin1 + [0]).withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        #expect(fd >= 0)
        close(fd)
        let skip = AssetFolders.realPath(root + "/skip")!
        let found = FolderWalk.files(under: Array(root.utf8), skipping: [skip])
        let names = found.map { String(decoding: $0, as: UTF8.self) }
        #expect(names == ["B.json", "a/x.json", "b/deep/z.json", "b/y.json", "caf\u{FFFD}.json", "elsewhere/e.json", "linked-folder", "linked.json"])
        #expect(found.contains(latin1))
        let withHidden = FolderWalk.files(under: Array(root.utf8), hidden: true).map { String(decoding: $0, as: UTF8.self) }
        #expect(withHidden.contains(".dot.json") && withHidden.contains(".hidden/h.json") && withHidden.contains("skip/s.json"))
        #expect(FolderWalk.files(under: Array((root + "/none").utf8)).isEmpty)
    }
}
