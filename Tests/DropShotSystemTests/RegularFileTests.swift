import Foundation
import TestUtilities
import Testing

@testable import DropShotSystem

/// Reads of regular files, checked on the descriptor: links, sizes, folders and FIFOs refused as asked.
@Suite struct RegularFileTests {
    @Test func regularFilesAreReadAndEverythingElseRefused() throws {
        let workspace = try Workspace()
        let root = workspace.url.path
        try Data("secret".utf8).write(to: URL(fileURLWithPath: root + "/file"))
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/file")
        #expect(try RegularFile.read(root + "/file", limit: 100) == Array("secret".utf8))
        #expect(try RegularFile.read(root + "/file", limit: 100, prefix: 3) == Array("sec".utf8))
        #expect(try RegularFile.read(root + "/link", limit: 100) == Array("secret".utf8), "a link is followed when asked")
        #expect(throws: RegularFile.Failure.notRegular) { try RegularFile.read(root + "/link", limit: 100, followingLinks: false) }
        #expect(throws: RegularFile.Failure.tooLarge(size: 6, limit: 5)) { try RegularFile.read(root + "/file", limit: 5) }
        #expect(throws: RegularFile.Failure.missing) { try RegularFile.read(root + "/absent", limit: 100) }
        #expect(throws: RegularFile.Failure.notRegular) { try RegularFile.read(root, limit: 100) }
        // A FIFO with no writer is refused at once, never waited on.
        #expect(mkfifo(root + "/fifo", 0o600) == 0)
        #expect(throws: RegularFile.Failure.notRegular) { try RegularFile.read(root + "/fifo", limit: 100) }
    }

    /// Trust, sixth pass: a path was checked once, then opened again by path with `O_NOFOLLOW` on
    /// its last part alone, so a folder on it swapped for a link in between led outside (an image
    /// folder made `check` record a golden of an outside picture). Read without following links, a
    /// real path is opened one folder at a time: a link anywhere on it is refused.
    @Test func aFolderSwappedForALinkAfterTheCheckIsNeverFollowed() throws {
        let workspace = try Workspace(), outside = try Workspace()
        let root = workspace.url.path
        try FileManager.default.createDirectory(atPath: root + "/images", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/images/a.png"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside.url.path + "/a.png"))
        let real = try #require(AssetFolders(folders: [root]).resolve(path: root + "/images/a.png").realPathInside)
        #expect(try RegularFile.read(real, limit: 100, followingLinks: false) == Array("mine".utf8))
        // The folder is swapped for a link to another folder holding a file of the same name.
        try FileManager.default.moveItem(atPath: root + "/images", toPath: root + "/old")
        try FileManager.default.createSymbolicLink(atPath: root + "/images", withDestinationPath: outside.url.path)
        #expect(throws: RegularFile.Failure.notRegular) { try RegularFile.read(real, limit: 100, followingLinks: false) }
        #expect(try RegularFile.read(real, limit: 100) == Array("secret".utf8), "what following the link would have read")
    }
}

extension AssetFolders.Resolution {
    /// The real path of an `inside` resolution.
    fileprivate var realPathInside: String? { if case let .inside(real) = self { real } else { nil } }
}
