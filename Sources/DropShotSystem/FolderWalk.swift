import Foundation

/// The one walk of a folder tree in DropShot: the scenarios `check`, the studio's review and
/// `docs` read, the goldens and orphans under a snapshots folder, and the sweep of temporaries.
package enum FolderWalk {
    /// The relative paths, as bytes, of the files under `root` (recursively, each folder's entries
    /// in byte order): hidden entries (unless `hidden`) and the folders whose real paths are in
    /// `skipping` left out (and with `skippingAppFolders`, an app's `*.xcassets` and `*.lproj`); a
    /// link is listed as the entry it is, never followed. Read with readdir,
    /// so a name that is not UTF-8 keeps its bytes.
    package static func files(under root: [UInt8], hidden: Bool = false, skipping: Set<String> = [], skippingAppFolders: Bool = false) -> [[UInt8]] {
        var found: [[UInt8]] = []
        func walk(_ relative: [UInt8]) {
            let folder = relative.isEmpty ? root : root + [UInt8(ascii: "/")] + relative
            guard
                let directory = (folder + [0]).withUnsafeBufferPointer({
                    opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self))
                })
            else { return }
            defer { closedir(directory) }
            var entries: [(name: [UInt8], isFolder: Bool)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                guard hidden || name.first != UInt8(ascii: ".") else { continue }
                guard name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] else { continue }
                let path = folder + [UInt8(ascii: "/")] + name
                var info = stat()
                guard
                    (path + [0]).withUnsafeBufferPointer({ lstat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info) }) == 0
                else { continue }
                entries.append((name, info.st_mode & S_IFMT == S_IFDIR))
            }
            for entry in entries.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
                let path = relative.isEmpty ? entry.name : relative + [UInt8(ascii: "/")] + entry.name
                if entry.isFolder {
                    if skippingAppFolders, FolderWalk.isAppFolder(entry.name) { continue }
                    let real = String(validating: root + [UInt8(ascii: "/")] + path, as: UTF8.self).flatMap(AssetFolders.realPath)
                    if real.map(skipping.contains) != true { walk(path) }
                } else {
                    found.append(path)
                }
            }
        }
        walk([])
        return found
    }

    /// The folders of an app's own files (an asset catalog `*.xcassets`, a strings folder
    /// `*.lproj`): their `Contents.json` and images are never scenarios nor goldens.
    package static let appFolderSuffixes = [".xcassets", ".lproj"]

    /// Whether the folder `name` is one of an app's (`appFolderSuffixes`).
    package static func isAppFolder(_ name: [UInt8]) -> Bool {
        appFolderSuffixes.contains { name.count > $0.utf8.count && name.suffix($0.utf8.count).elementsEqual($0.utf8) }
    }
}
