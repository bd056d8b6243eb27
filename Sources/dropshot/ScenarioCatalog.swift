import DropShotEngine
import DropShotRender
import DropShotTesting
import Foundation

/// Every scenario file under a `check` folder, read once (no rendering) before any golden is
/// touched, so that the run knows all of its inputs and every golden each scenario claims: which
/// goldens are orphans, which outputs would replace an input, which names collide.
struct ScenarioCatalog: Sendable {
    /// A `*.json` file under the folder: its name (relative path without `.json`) and path.
    struct File: Sendable {
        var name: String
        var path: String
    }

    /// What reading one file gave.
    enum Entry: Sendable {
        case scenario(ScenarioDocument)
        /// The one-line reason, shown on the scenario's ERROR row.
        case error(String)
        /// Valid JSON with none of a scenario's top-level keys (a `package.json`): not checked.
        case notAScenario
    }

    let directory: String
    let files: [File]
    let entries: [Entry]

    /// The `*.json` files under `directory` (recursively, hidden folders skipped), sorted by name
    /// and, for names equal under Unicode normalization, by their bytes, so every shard sees one order.
    static func files(in directory: String) throws -> [File] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure.badInput("\(directory): not a directory")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw CommandFailure.badInput("\(directory): cannot list the directory")
        }
        var files: [File] = []
        while let path = enumerator.nextObject() as? String {
            if (path as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if path.hasSuffix(".json") {
                files.append(File(name: String(path.dropLast(5)), path: (directory as NSString).appendingPathComponent(path)))
            }
        }
        return files.sorted { a, b in a.name != b.name ? a.name < b.name : Array(a.name.utf8).lexicographicallyPrecedes(b.name.utf8) }
    }

    /// Reads every file of `files` (on `workers` threads).
    init(directory: String, files: [File], assets: [String], workers: Int) {
        self.directory = directory
        self.files = files
        // Names equal as strings (NFC and NFD, or invalid UTF-8 read as U+FFFD) would share one golden.
        let counts = files.reduce(into: [String: Int]()) { counts, file in counts[file.name, default: 0] += 1 }
        let folders = AssetFolders(folders: [directory])
        entries = concurrentMap(files.count, workers: workers) { index in
            ScenarioCatalog.read(files[index], folders: folders, directory: directory, assets: assets, duplicated: counts[files[index].name]! > 1)
        }
    }

    static func read(_ file: File, folders: AssetFolders, directory: String, assets: [String], duplicated: Bool) -> Entry {
        let name = file.name
        if duplicated {
            return .error("\(name): another scenario file has the same name under Unicode normalization (or the same invalid UTF-8 bytes read as U+FFFD); they would share one golden, rename one")
        }
        if name.contains("@") {
            return .error("\(name): '@' in a scenario's file name is kept for checkpoint goldens (NAME@CHECKPOINT.png); rename the file")
        }
        guard case .inside = folders.resolve(path: file.path) else {
            return .error("\(name): \(file.path) is a symbolic link that leads outside \(directory) (or nowhere); scenarios are read only from inside it")
        }
        let bytes: [UInt8]
        do { bytes = try readInputFile(file.path, limit: ScenarioDocument.maxFileBytes, file: file.path) } catch {
            return .error("\(name): \(error.description)")
        }
        do { return .scenario(try ScenarioDocument.load(json: bytes, path: file.path, assets: assets)) } catch {
            // Only a file that failed to load is parsed again, to tell a package.json from a bad scenario.
            return Scenario.isScenario(json: bytes) ? .error("\(name): \(error.description)") : .notAScenario
        }
    }

    /// The most pixels a scenario's canvas has at any step (its largest size after any `resize`).
    static func pixels(of entry: Entry) -> Int {
        guard case let .scenario(document) = entry else { return 0 }
        let size = document.largestPixelSize(scale: nil)
        return size.width * size.height
    }

    /// The scenario files that are not scenarios (skipped, and said so on stderr).
    var skipped: [String] {
        zip(files, entries).compactMap { file, entry in if case .notAScenario = entry { file.path } else { nil } }
    }

    /// Every item image some scenario reads, as real paths.
    var itemImages: Set<String> {
        var images = Set<String>()
        for case let .scenario(document) in entries { images.formUnion(document.images.files) }
        return images
    }

    /// Every file the run reads besides goldens: the scenario files and their item images.
    var inputFiles: [String] { files.map(\.path) + itemImages.sorted() }

    /// The images a readable scenario produces, relative to the output folder: its final state and
    /// each checkpoint (its goldens under `check`, its images under `docs`).
    static func goldens(of document: ScenarioDocument, named name: String) -> [String] {
        [name + ".png"] + document.scenario.checkpoints.map { "\(name)@\($0.name).png" }
    }

    /// The paths of every golden the readable scenarios claim under `snapshots`.
    func goldenPaths(under snapshots: String) -> [String] {
        zip(files, entries).flatMap { file, entry -> [String] in
            guard case let .scenario(document) = entry else { return [] }
            return ScenarioCatalog.goldens(of: document, named: file.name).map { (snapshots as NSString).appendingPathComponent($0) }
        }
    }

    /// Goldens under `snapshots` that no scenario produces, as ORPHAN rows; deleted when `delete`
    /// is set and every scenario could be read (an unreadable one may read any image as an item).
    /// Hidden entries, temporary files, the folders in `skipping` (the run's artifacts) and the
    /// scenarios' item images are never orphans; an unreadable scenario claims all its possible goldens.
    func orphans(in snapshots: String, skipping: [String], delete: Bool) -> [ReportRow] {
        var claimed = Set<String>(), unreadable: [String] = []
        for (file, entry) in zip(files, entries) {
            switch entry {
            case let .scenario(document): claimed.formUnion(ScenarioCatalog.goldens(of: document, named: file.name))
            case .error:
                claimed.insert(file.name + ".png")
                unreadable.append(file.name + "@")
            case .notAScenario: break
            }
        }
        let images = itemImages
        let skipped = Set(skipping.compactMap(AssetFolders.realPath))
        let mayDelete = delete && unreadable.isEmpty
        var rows: [ReportRow] = []
        for relativeBytes in ScenarioCatalog.fileNames(under: Array(snapshots.utf8), skipping: skipped) where relativeBytes.suffix(4).elementsEqual(".png".utf8) {
            // A name that is not UTF-8 is no scenario's golden; it is shown with its bytes escaped
            // and deleted by its bytes.
            let relative = String(validating: relativeBytes, as: UTF8.self)
            let shown = relative ?? ScenarioCatalog.escaped(relativeBytes)
            let pathBytes = Array(snapshots.utf8) + [UInt8(ascii: "/")] + relativeBytes
            let path = (snapshots as NSString).appendingPathComponent(shown)
            if let relative {
                guard !claimed.contains(relative), !unreadable.contains(where: relative.hasPrefix) else { continue }
                if let real = AssetFolders.realPath(path), images.contains(real) { continue }
            }
            if mayDelete, (pathBytes + [0]).withUnsafeBufferPointer({ unlink(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }) == 0 {
                rows.append(ReportRow(name: shown, status: .orphan, message: "\(path) (deleted: no scenario produces it)"))
            } else {
                let why = delete ? "not deleted: \(unreadable.count) scenario(s) could not be read, so the images they use are unknown"
                    : "delete it with --record all --prune"
                // A regular file that is no PNG by its signature is named, not embedded; a link is
                // left to the report, which refuses one leading out and says why.
                let embedded = relative != nil && !ScenarioCatalog.isRegularFileButNotPNG(path)
                rows.append(ReportRow(name: shown, status: .orphan, message: "\(path): no scenario produces it; \(why)",
                                      actualPath: embedded ? path : nil))
            }
        }
        return rows
    }

    /// The relative paths, as bytes, of the files under `root` (recursively, in sorted order):
    /// hidden entries and the folders whose real paths are in `skipping` left out, links to folders
    /// not followed. Read with readdir, so a name that is not UTF-8 keeps its bytes.
    static func fileNames(under root: [UInt8], skipping: Set<String>) -> [[UInt8]] {
        var found: [[UInt8]] = []
        func walk(_ relative: [UInt8]) {
            let folder = relative.isEmpty ? root : root + [UInt8(ascii: "/")] + relative
            guard let directory = (folder + [0]).withUnsafeBufferPointer({ opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }) else { return }
            defer { closedir(directory) }
            var entries: [(name: [UInt8], isFolder: Bool)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                guard name.first != UInt8(ascii: ".") else { continue }
                let path = folder + [UInt8(ascii: "/")] + name
                var info = stat()
                guard (path + [0]).withUnsafeBufferPointer({ lstat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info) }) == 0 else { continue }
                entries.append((name, info.st_mode & S_IFMT == S_IFDIR))
            }
            for entry in entries.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
                let path = relative.isEmpty ? entry.name : relative + [UInt8(ascii: "/")] + entry.name
                if entry.isFolder {
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

    /// `bytes` as text: UTF-8 as it is, every byte of an invalid sequence as `\xNN`.
    static func escaped(_ bytes: [UInt8]) -> String {
        var out = "", parser = Unicode.UTF8.ForwardParser(), iterator = bytes.makeIterator(), at = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                out.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                at += encoded.count
            case let .error(length):
                for byte in bytes[at..<at + length] { out += "\\x" + String(byte, radix: 16, uppercase: true) }
                at += length
            case .emptyInput:
                return out
            }
        }
    }

    /// Whether `path` itself (a link not followed) is a regular file that does not begin with the
    /// PNG signature.
    static func isRegularFileButNotPNG(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var signature = [UInt8](repeating: 0, count: 8)
        return Glibc.read(descriptor, &signature, 8) != 8 || signature != [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    }
}
