import Foundation

/// The folders a run may read or write files in, and the one place that decides whether a path is
/// inside them: a scenario's own folder and any the caller allows (`--assets DIR`), a check's
/// snapshots, artifacts and results folders, the studio's folder. A file counts as inside only
/// after every symlink is resolved, so an untrusted scenario can neither embed a file from
/// elsewhere on the machine into an image nor learn whether such a file exists. Open what
/// `resolve` returns with `RegularFile.read(_:limit:followingLinks: false)`.
package struct AssetFolders: Sendable {
    /// Each folder as written (made absolute, `.` and `..` removed) and as resolved.
    private let lexical: [String]
    private let real: [String]

    /// The folder of the scenario at `scenarioPath`, and `assets`.
    package init(scenarioPath: String, assets: [String] = []) {
        let folders = [(AssetFolders.absolute(scenarioPath) as NSString).deletingLastPathComponent] + assets.map(AssetFolders.absolute)
        lexical = folders
        real = folders.compactMap(AssetFolders.realPath)
    }

    /// Exactly `folders` (the first anchors relative names): a run's own folders, for reading
    /// goldens, artifacts and results files.
    package init(folders: [String]) {
        lexical = folders.map(AssetFolders.absolute)
        real = lexical.compactMap(AssetFolders.realPath)
    }

    /// What `resolve` found.
    package enum Resolution: Equatable, Sendable {
        /// The file's real path, inside an allowed folder.
        case inside(String)
        /// Outside every allowed folder, or a dangling symlink; whether it exists is not told.
        case outside
        /// Inside an allowed folder, but there is no such file.
        case missing
    }

    /// Resolves `path`, a path relative to the working folder (as a command line gives it) or absolute.
    package func resolve(path: String) -> Resolution { resolve(AssetFolders.absolute(path)) }

    /// Resolves `name`, a path relative to the scenario's folder or absolute.
    package func resolve(_ name: String) -> Resolution {
        let base = lexical[0]
        let path = AssetFolders.normalized(name.hasPrefix("/") ? name : base + "/" + name)
        guard lexical.contains(where: { AssetFolders.path(path, isInside: $0) }) else { return .outside }
        // The deepest part of the path that exists decides: a symlink anywhere in it may lead out.
        // A dangling symlink counts as outside, wherever it points: what it names is not told.
        // Anything else found where nothing was a moment before was made meanwhile (another job's
        // folder of the same run): it is resolved again.
        var existing = path
        var resolved = AssetFolders.realPath(existing)
        while resolved == nil, existing != "/" {
            var entry = stat()
            if lstat(existing, &entry) == 0 {
                guard entry.st_mode & S_IFMT != S_IFLNK, let made = AssetFolders.realPath(existing) else { return .outside }
                resolved = made
                break
            }
            existing = (existing as NSString).deletingLastPathComponent
            resolved = AssetFolders.realPath(existing)
        }
        guard let resolved, real.contains(where: { AssetFolders.path(resolved, isInside: $0) }) else { return .outside }
        return existing == path ? .inside(resolved) : .missing
    }

    /// `path` made absolute against the working folder, with `.` and `..` removed (links kept).
    package static func absolute(_ path: String) -> String {
        normalized(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// An absolute path with `.`, `..` and repeated slashes removed, without looking at the disk.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is `folder` or lies under it (both absolute and normalized).
    package static func path(_ path: String, isInside folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` with every symlink resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
