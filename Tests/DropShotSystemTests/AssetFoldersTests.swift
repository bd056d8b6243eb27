import Foundation
import Synchronization
import TestUtilities
import Testing

@testable import DropShotSystem

/// What a run may read: a path is inside an allowed folder only once every link is resolved, and
/// what lies outside (or a dangling link) is never told apart from what does not exist.
@Suite struct AssetFoldersTests {
    let workspace: Workspace
    let root: String

    /// A scenario folder `s` with an image, an assets folder, a folder elsewhere with a secret,
    /// and links into and out of them, all real files.
    init() throws {
        workspace = try Workspace()
        root = AssetFolders.realPath(workspace.url.path)!
        for folder in ["s/img", "assets", "outside", "s-sibling"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["s/img/a.png", "assets/b.png", "outside/secret.png", "s-sibling/c.png"] {
            try Data([1]).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        let links = [
            ("s/out.png", "../outside/secret.png"), ("s/escape", "../outside"), ("s/dangling.png", "../outside/nothing.png"),
            ("s/in.png", "img/a.png"), ("s/assets-link", "../assets"),
        ]
        for (link, target) in links { try FileManager.default.createSymbolicLink(atPath: root + "/" + link, withDestinationPath: target) }
    }

    @Test func filesInsideResolveToTheirRealPaths() {
        let folders = AssetFolders(scenarioPath: root + "/s/scenario.json", assets: [root + "/assets"])
        #expect(folders.resolve("img/a.png") == .inside(root + "/s/img/a.png"))
        #expect(folders.resolve("./img/../img/a.png") == .inside(root + "/s/img/a.png"))
        #expect(folders.resolve("in.png") == .inside(root + "/s/img/a.png"), "a link that stays inside")
        #expect(folders.resolve(root + "/assets/b.png") == .inside(root + "/assets/b.png"))
        #expect(folders.resolve("img/none.png") == .missing)
    }

    @Test func linksOutAndPathsOutAreOutsideWhetherOrNotTheyExist() {
        let folders = AssetFolders(scenarioPath: root + "/s/scenario.json")
        for name in [
            "out.png", "escape/secret.png", "escape/nothing.png", "dangling.png", "../outside/secret.png", "../outside/nothing.png",
            "../s-sibling/c.png", "/etc/passwd", "assets-link/b.png",
        ] {
            #expect(folders.resolve(name) == .outside, "\(name)")
        }
    }

    @Test func aFolderIsNotInsideItsNamesake() {
        #expect(AssetFolders.path("/a/b/c", isInside: "/a/b"))
        #expect(AssetFolders.path("/a/b", isInside: "/a/b"))
        #expect(!AssetFolders.path("/a/bc", isInside: "/a/b"))
        #expect(AssetFolders.path("/anything", isInside: "/"))
        #expect(AssetFolders.normalized("/a//b/./c/../d/") == "/a/b/d")
        #expect(AssetFolders.normalized("/../..") == "/")
    }

    @Test func pathsFromTheCommandLineCountFromTheWorkingFolder() {
        let folders = AssetFolders(folders: [root + "/s"])
        let relative = String(root.dropFirst(FileManager.default.currentDirectoryPath.count + 1))
        if root.hasPrefix(FileManager.default.currentDirectoryPath + "/") {
            #expect(folders.resolve(path: relative + "/s/img/a.png") == .inside(root + "/s/img/a.png"))
        }
        #expect(folders.resolve(path: root + "/s/img/a.png") == .inside(root + "/s/img/a.png"))
        #expect(AssetFolders.absolute("x/../y") == AssetFolders.normalized(FileManager.default.currentDirectoryPath + "/y"))
    }

    /// A folder another writer creates while the path is being resolved is inside, never taken
    /// for a dangling link: parallel jobs writing artifacts into one new folder each resolve it
    /// while another may be making it.
    @Test func aFolderMadeWhileItIsResolvedIsInside() throws {
        let folders = AssetFolders(folders: [root])
        let outside = Mutex(0)
        for round in 0..<1000 {
            let folder = "\(root)/race-\(round)/Board"
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                if case .outside = folders.resolve(path: folder) { outside.withLock { $0 += 1 } }
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }
        #expect(outside.withLock { $0 } == 0)
    }
}
