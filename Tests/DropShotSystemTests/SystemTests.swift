import Foundation
import TestUtilities
import Testing

@testable import DropShotSystem

/// The bounded cache's one policy, reads of regular files checked on the descriptor, and the
/// environment settings.
@Suite struct SystemTests {

    @Test func aBoundedCacheMakesEachValueOnceAndStartsOverWhenFull() {
        let cache = BoundedCache<Int, String>(capacity: 3)
        var made = 0
        for key in [1, 2, 1, 3, 2] {
            _ = cache.value(for: key) {
                made += 1; return "\(key)"
            }
        }
        #expect(made == 3 && cache.count == 3)
        #expect(cache.value(for: 4) { "four" } == "four")
        #expect(cache.count == 1, "full: every entry dropped, then the new one kept")
        #expect(cache.value(for: 4) { "again" } == "four")
    }

    @Test func aValueThatFailsIsNotKept() {
        struct Refused: Error {}
        let cache = BoundedCache<String, Int>(capacity: 4)
        #expect(throws: Refused.self) { try cache.value(for: "a") { () throws(Refused) -> Int in throw Refused() } }
        #expect(cache.count == 0)
        #expect(cache.value(for: "a") { 1 } == 1)
    }

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

    @Test func environmentSettingsTreatEmptyAsUnset() {
        let settings = EnvironmentSettings([
            "DROPSHOT_RECORD": "", "DROPSHOT_FONTS": "/f", "DROPSHOT_ARTIFACTS": "/a",
            "DROPSHOT_SNAPSHOTS": "/s", "CI": "true",
        ])
        #expect(settings.record == nil && settings.fonts == "/f" && settings.artifacts == "/a" && settings.snapshots == "/s" && settings.ci)
        for (value, ci) in [("", false), ("0", false), ("false", false), ("FALSE", false), ("1", true), ("yes", true)] {
            #expect(EnvironmentSettings(["CI": value]).ci == ci, "CI=\(value)")
        }
        #expect(!EnvironmentSettings([:]).ci)
    }
}
