import Foundation
import TestUtilities
import Testing

@testable import DropShotSystem

/// Outputs are replaced only when they are regular files; temporaries never outlive their run.
@Suite struct AtomicFileTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func onlyRegularFilesAreReplaced() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/fifo", link = directory + "/link", target = directory + "/target", sub = directory + "/sub"
        #expect(mkfifo(fifo, 0o644) == 0)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
        for (path, kind) in [(fifo, "a FIFO"), (link, "a symbolic link"), (sub, "a folder"), ("/dev/null", "a device")] {
            let error = #expect(throws: WriteError.self) { try AtomicFile.write([1, 2, 3], to: path) }
            #expect(error?.message == "\(path): is \(kind); only a regular file is ever replaced")
        }
        #expect(FileManager.default.contents(atPath: target) == Data("keep".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["fifo", "link", "sub", "target"])
    }

    @Test func temporariesOfDeadRunsAreSweptAndLiveOnesKept() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(TemporaryFiles.writerOfTemporary(named: ".a b.png.123-4567.tmp") == 123)
        #expect(TemporaryFiles.writerOfTemporary(named: ".a.png.x-1.tmp") == nil)
        #expect(TemporaryFiles.writerOfTemporary(named: "a.png.1-1.tmp") == nil)
        // A process that has exited and been reaped: its pid names no live process.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        try FileManager.default.createDirectory(atPath: directory + "/Suite", withIntermediateDirectories: true)
        for name in ["Suite/.shot.png.\(dead)-42.tmp", ".live.png.\(getpid())-1.tmp", "shot.png"] {
            try Data([0]).write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
        }
        // A live writer in another PID namespace: its pid means nothing here, but it holds the lock.
        let elsewhere = "\(directory)/.other.png.\(dead)-7.tmp"
        try Data([0]).write(to: URL(fileURLWithPath: elsewhere))
        let held = open(elsewhere, O_RDONLY)
        #expect(held >= 0 && flock(held, LOCK_EX) == 0)
        // A file just created may not be locked yet: it is left alone until it has been quiet.
        let fresh = "\(directory)/.fresh.png.\(dead)-8.tmp"
        try Data([0]).write(to: URL(fileURLWithPath: fresh))
        for name in ["Suite/.shot.png.\(dead)-42.tmp", ".live.png.\(getpid())-1.tmp", ".other.png.\(dead)-7.tmp"] {
            try backdate("\(directory)/\(name)")
        }
        #expect(TemporaryFiles.sweepStale(in: directory) == ["\(directory)/Suite/.shot.png.\(dead)-42.tmp"])
        try FileManager.default.removeItem(atPath: fresh)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
                ".live.png.\(getpid())-1.tmp", ".other.png.\(dead)-7.tmp", "Suite", "shot.png",
            ])
        close(held)
        #expect(TemporaryFiles.sweepStale(in: directory) == [elsewhere], "once its writer is gone, it is swept")
    }

    /// Sets the file's modification time a minute back: a temporary file left by a killed run.
    func backdate(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: path)
    }

    @Test func aStreamedWriteThatFailsLeavesNothing() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try AtomicFile.write(to: directory + "/out.html") { append in
                try append(Array("<html>".utf8))
                throw Stop()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// Issue "trust, seventh pass", point 6: a write below a root reaches its folder by
    /// descriptors, so a folder that is (or became) a link is never written through, and the
    /// temporary is created and renamed in the folder held open.
    @Test func aWriteWithinARootNeverFollowsALinkBelowIt() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let root = directory + "/g", elsewhere = directory + "/elsewhere"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        // Folders below the root are made as needed, and the file lands there.
        try AtomicFile.write(Array("a".utf8), to: root + "/new/deeper/a.png", within: root)
        #expect(try String(contentsOfFile: root + "/new/deeper/a.png", encoding: .utf8) == "a")
        // A sub-folder swapped for a link to a folder elsewhere: refused, nothing written there.
        try FileManager.default.removeItem(atPath: root + "/new")
        try FileManager.default.createSymbolicLink(atPath: root + "/new", withDestinationPath: elsewhere)
        #expect {
            try AtomicFile.write(Array("b".utf8), to: root + "/new/b.png", within: root)
        } throws: { error in
            (error as? WriteError)?.message == "\(root)/new/b.png: its folder leads outside \(root) through a symbolic link; nothing written"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        // A path outside the root is refused before anything is opened.
        #expect(throws: WriteError.self) { try AtomicFile.write(Array("c".utf8), to: elsewhere + "/c.png", within: root) }
    }
}
