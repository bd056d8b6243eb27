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
}
