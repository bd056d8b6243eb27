import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotSystem
import DropShotTesting
import Foundation

/// Why a request cannot be served: each maps to an HTTP status and a one-line message.
enum StudioError: Error, Equatable {
    /// 403: a path outside the studio's folder, a hidden file, a link that leads out.
    case forbidden(String)
    /// 404: no such scenario or golden.
    case notFound(String)
    /// 400: a request the page would never send.
    case badRequest(String)
    /// 422: a scenario that does not decode or render; the message is DropShot's one line.
    case invalid(String)
    /// 413: a request body over the studio's limit.
    case tooLarge(String)
    /// 409: the file changed on disk while a save was under way; both versions are kept.
    case conflict(String)
    /// 500: the studio's own folder cannot be read (removed, or its permissions changed).
    case unreadable(String)

    var status: Int {
        switch self {
        case .forbidden: 403
        case .notFound: 404
        case .badRequest: 400
        case .invalid: 422
        case .tooLarge: 413
        case .conflict: 409
        case .unreadable: 500
        }
    }
    var message: String {
        switch self {
        case let .forbidden(m), let .notFound(m), let .badRequest(m), let .invalid(m), let .tooLarge(m), let .conflict(m), let .unreadable(m): m
        }
    }
}

/// The folder the studio serves. Every path a request names is relative to it and resolved
/// inside it after links (or refused); scenarios read images only as `dropshot` would (their own
/// folder and `--assets`); goldens live under `snapshots` (the folder itself by default).
struct StudioFolder: Sendable {
    /// Real paths, without a trailing slash.
    let root: String
    let snapshots: String
    let assets: [String]
    /// The device and inode of `root` and `snapshots` at the start.
    private let identities: [FolderIdentity]

    init(root: String, snapshots: String?, assets: [String]) throws(StudioError) {
        guard let realRoot = AssetFolders.realPath(root), Self.isDirectory(realRoot) else {
            throw .notFound("\(root): not a folder")
        }
        self.root = realRoot
        let snapshotsFolder = snapshots ?? root
        // A goldens folder named on the command line is made when missing, as `check` makes it.
        if let snapshots { try? FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true) }
        guard let realSnapshots = AssetFolders.realPath(snapshotsFolder), Self.isDirectory(realSnapshots) else {
            throw .notFound("\(snapshotsFolder): not a folder")
        }
        self.snapshots = realSnapshots
        self.assets = assets
        identities = [FolderIdentity(realRoot), FolderIdentity(realSnapshots)].compactMap { $0 }
    }

    /// Throws unless the folder and the goldens' folder are still the very folders the studio
    /// started on (a folder moved away and replaced, by a link or another folder, is refused: the
    /// studio never follows it).
    func checkUnchanged() throws(StudioError) {
        for (identity, path) in zip(identities, [root, snapshots]) where FolderIdentity(path) != identity {
            throw .forbidden("\(path): is no longer the folder the studio started on (moved, replaced or linked elsewhere); restart the studio")
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// The scenario files under the folder as `check` finds them (`ScenarioCatalog`), read.
    func catalog() throws(StudioError) -> ScenarioCatalog {
        ScenarioCatalog(directory: root, files: try scenarioFiles(), assets: assets, workers: 1)
    }

    /// The scenario files under the folder, as `check` finds them, that resolve inside it, as
    /// relative paths in `check`'s order.
    func scenarioPaths() throws(StudioError) -> [String] {
        try scenarioFiles().map { $0.name + ".json" }.filter { (try? resolve($0)) != nil }
    }

    /// The folder's scenario files; a folder that cannot be listed is an error the page shows,
    /// never an empty list.
    private func scenarioFiles() throws(StudioError) -> [ScenarioCatalog.File] {
        do { return try ScenarioCatalog.files(in: root) } catch { throw .unreadable(error.message) }
    }

    /// `message` with the folder's own path left out, as the page shows paths.
    func withoutRoot(_ message: String) -> String { message.replacingOccurrences(of: root + "/", with: "") }

    /// The real path of scenario `relative`: inside the folder after links, a `.json` file, no
    /// hidden component. With `existing: false` the file may be new (its folder must exist).
    func resolve(_ relative: String, existing: Bool = true) throws(StudioError) -> String {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\0"),
            parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }), relative.hasSuffix(".json")
        else {
            throw .forbidden("\(JSONValue.echo(relative)): not a scenario path inside the studio's folder")
        }
        // As a scenario's images are: inside only after every link is resolved, a dangling link outside.
        switch AssetFolders(folders: [root]).resolve(relative) {
        case .outside:
            throw .forbidden("\(JSONValue.echo(relative)): leads outside the studio's folder")
        case .missing:
            let parent = ((root + "/" + relative) as NSString).deletingLastPathComponent
            guard !existing, let realParent = AssetFolders.realPath(parent) else { throw .notFound("\(JSONValue.echo(relative)): no such scenario") }
            return realParent + "/" + (relative as NSString).lastPathComponent
        case let .inside(real):
            guard !Self.isDirectory(real) else { throw .notFound("\(JSONValue.echo(relative)): not a file") }
            return real
        }
    }

    /// The scenario at `relative`, or its text `json` read as if it were that file, in `variant`
    /// (nil: its own values).
    func document(_ relative: String, json: [UInt8]? = nil, variant: String? = nil) throws(StudioError) -> ScenarioDocument {
        let path = try resolve(relative, existing: json == nil)
        let bytes: [UInt8]
        if let json {
            bytes = json
        } else {
            do { bytes = try readInputFile(path, limit: StudioServer.maxBody, file: relative, followingLinks: false) } catch {
                throw .invalid(oneLine("\(error)"))
            }
        }
        do { return try ScenarioDocument.load(json: bytes, path: path, assets: assets, variant: variant) } catch {
            throw .invalid(oneLine(withoutRoot(error.description)))
        }
    }

    /// Reads `json` as scenario `relative` with its own values (as `render` draws it), then in
    /// each of its variants, one at a time: the first that cannot be read is the error
    /// ("variant dark~ax5: events[3].at: …").
    func readEveryVariant(_ relative: String, json: [UInt8]) throws(StudioError) {
        let path = try resolve(relative, existing: false)
        do {
            _ = try ScenarioDocument.load(json: json, path: path, assets: assets)
            let reader = try ScenarioDocument.VariantReader(json: json, path: path, assets: assets)
            for index in 0..<reader.count { _ = try reader.document(index) }
        } catch {
            throw .invalid(oneLine(withoutRoot(error.description)) + "; nothing was written")
        }
    }

    /// The names of the variants the scenario file `relative` declares, as its goldens spell them
    /// ("" for its own values).
    func variantNames(_ relative: String) throws(StudioError) -> [String] {
        let path = try resolve(relative, existing: true)
        do {
            let bytes = try readInputFile(path, limit: StudioServer.maxBody, file: relative, followingLinks: false)
            return try ScenarioDocument.VariantReader(json: bytes, path: path, assets: assets).names
        } catch {
            throw .invalid(oneLine(withoutRoot("\(error)")))
        }
    }

    /// The PNG of `document`'s state after `steps` events (all when nil): `dropshot render --step`.
    func png(_ document: ScenarioDocument, steps: Int?) throws(StudioError) -> [UInt8] {
        let size = document.largestPixelSize(scale: nil)
        do {
            return try StudioFolder.renders.withPixels(size.width * size.height) { () throws(InputError) -> [UInt8] in
                try document.renderPNG(steps: steps)
            }
        } catch {
            throw .invalid(oneLine(withoutRoot("\(error)")))
        }
    }

    /// The pixels the studio's renders and review may have in flight at once (as `check`'s jobs):
    /// requests that would go over it wait, and one canvas of the largest size runs alone, so two
    /// renders of a 16384-px scenario never hold two such canvases.
    static let renders = PixelBudget(total: PixelBudget.checkDefault)

    /// The state JSON after `steps` events: `dropshot state --step`.
    func state(_ document: ScenarioDocument, steps: Int?) -> [UInt8] {
        document.arena(steps: steps).snapshot().stateJSONUTF8()
    }

    /// The event a recorded pointer action becomes, after the scenario's events so far (in the
    /// variant the document was loaded for). A point in a collection's visible area is recorded as
    /// a cell's address, which names the same cell in every variant (docs/SCENARIO.md, "Events"):
    /// the cell under it, at its spot as fractions of the cell's size (`normalizedOffset`, the
    /// same spot at every size a variant gives the cell), else (between or past cells) a list's
    /// end when the event does the same there, else the nearest cell, with the offset from its
    /// centre. A point outside every collection stays a point. With it, whether the event changes what the engine says (the state JSON but
    /// for the ghost's frame: target, index, appearance, scroll, refusal), and the state after it.
    func recordedEvent(_ type: String, at point: Point, time: Double, in document: ScenarioDocument)
        -> (event: JSONValue, changed: Bool, state: JSONValue)
    {
        let arena = document.arena()
        let state = arena.snapshot()
        let action = PointerAction(rawValue: type) ?? .move
        func outcome(at point: Point) -> (json: JSONValue, compared: JSONValue) {
            var after = arena
            after.apply(EventTarget.point(point).event(action, t: time))
            let json = after.snapshot().stateJSON
            return (json, StudioFolder.withoutGhostFrame(json))
        }
        let made = outcome(at: point)
        var at: JSONValue = .array([.number(rounded(point.x)), .number(rounded(point.y))])
        if let collection = state.collections.first(where: { $0.cellArea.contains(point) }),
            let address = address(of: point, in: collection, action: action, arena: arena, sameOutcome: { outcome(at: $0).compared == made.compared })
        {
            var members: [(String, JSONValue)] = [("collection", .string(address.collection)), ("index", .number(Double(address.index)))]
            if let spot = address.normalizedOffset { members.append(("normalizedOffset", .array([.number(spot.x), .number(spot.y)]))) }
            if address.offset != .zero { members.append(("offset", .array([.number(address.offset.x), .number(address.offset.y)]))) }
            at = .object(members)
        }
        let event: JSONValue = .object([("type", .string(type)), ("at", at), ("t", .number(rounded(time)))])
        return (event, made.compared != StudioFolder.withoutGhostFrame(state.stateJSON), made.json)
    }

    /// The cell address standing for `point` in `collection`: the cell under it (at the point's
    /// spot in it, in fractions of its size to four places) or, off every cell, a list's end (for
    /// a move, release or cancel that does the same there) or the nearest cell; nil when the
    /// engine would not find the same point (or outcome) from it.
    func address(
        of point: Point, in collection: CollectionSnapshot, action: PointerAction, arena: Arena, sameOutcome: (Point) -> Bool
    ) -> CellAddress? {
        func distance(_ frame: Rect) -> Double {
            let dx = max(frame.minX - point.x, 0, point.x - frame.maxX), dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
            return dx * dx + dy * dy
        }
        func exact(_ cell: CellSnapshot) -> CellAddress? {
            let offset = Point(rounded(point.x - cell.frame.center.x), rounded(point.y - cell.frame.center.y))
            let address = CellAddress(collection: collection.id, index: cell.index, offset: offset)
            guard let found = arena.point(at: address), abs(found.x - point.x) < 0.01, abs(found.y - point.y) < 0.01 else { return nil }
            return address
        }
        if let cell = collection.cells.first(where: { $0.frame.contains(point) }) {
            let frame = cell.frame
            let spot = Point(((point.x - frame.x) / frame.width * 1e4).rounded() / 1e4, ((point.y - frame.y) / frame.height * 1e4).rounded() / 1e4)
            var address = CellAddress(collection: collection.id, index: cell.index)
            if spot != Point(0.5, 0.5) { address.normalizedOffset = spot }
            guard let found = arena.point(at: address), abs(found.x - point.x) < 0.05, abs(found.y - point.y) < 0.05, sameOutcome(found) else {
                return exact(cell)
            }
            return address
        }
        if collection.role == .list, action != .press {
            let end = CellAddress(collection: collection.id, index: collection.cells.count)
            if let found = arena.point(at: end), collection.cellArea.contains(found), sameOutcome(found) { return end }
        }
        return collection.cells.min(by: { distance($0.frame) < distance($1.frame) }).flatMap(exact)
    }

    /// A state JSON without `drag.ghostFrame`, which every move changes.
    static func withoutGhostFrame(_ state: JSONValue) -> JSONValue {
        guard case var .object(members) = state, let drag = members.firstIndex(where: { $0.key == "drag" }),
            case var .object(fields) = members[drag].value
        else { return state }
        fields.removeAll { $0.key == "ghostFrame" }
        members[drag].value = .object(fields)
        return .object(members)
    }

    func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// Sets scenario `relative`'s `events` to `events`, changing no other byte of the file
    /// (`EventsSplice`), and writes it atomically once it reads as a scenario in every variant it
    /// declares, as `dropshot check` reads it: a recording that breaks one (a point recorded on
    /// `dark~ax5` that misses on the file's own values, an override that no longer fits) is refused
    /// with that variant's error, and nothing is written.
    ///
    /// The file replaced must be the file read: one changed on disk meanwhile (an editor's save,
    /// by rewriting it or renaming another over it) is kept and the save answers 409, so neither
    /// change is lost. A result over the studio's limit is refused before anything is written
    /// (the studio could not open it again). `beforeReplacing` runs once the new file is written,
    /// just before it replaces the old (tests change the file there).
    func saveEvents(
        _ events: [JSONValue], checkpoints: [JSONValue]? = nil, to relative: String, beforeReplacing: (() -> Void)? = nil
    ) throws(StudioError) {
        let path = try resolve(relative)
        let read = FileStamp(path)
        let original: [UInt8]
        do { original = try readInputFile(path, limit: StudioServer.maxBody, file: relative, followingLinks: false) } catch {
            throw .invalid(oneLine("\(error)"))
        }
        var spliced = EventsSplice.replacingEvents(in: original, with: events)
        if let checkpoints, let withEvents = spliced { spliced = EventsSplice.replacing("checkpoints", in: withEvents, with: checkpoints) }
        guard let json = spliced else {
            throw .invalid("\(JSONValue.echo(relative)): not a JSON object")
        }
        guard json.count <= StudioServer.maxBody else {
            throw .tooLarge(
                "\(JSONValue.echo(relative)): the saved file would be \(json.count) bytes, over the studio's limit of \(StudioServer.maxBody); nothing was written"
            )
        }
        try readEveryVariant(relative, json: json)
        let changed = StudioError.conflict(
            "\(JSONValue.echo(relative)) changed on disk while it was being saved; nothing was written: reload it and record again")
        guard read != nil, FileStamp(path) == read else { throw changed }
        do {
            try AtomicFile.write(to: path) { append in
                try append(json)
                beforeReplacing?()
                guard FileStamp(path) == read else { throw changed }
            }
        } catch let error as StudioError { throw error } catch { throw .invalid(oneLine("\(error)")) }
    }

    /// When scenario `relative` last changed on disk, for live reload.
    func modified(_ relative: String) throws(StudioError) -> Double {
        let path = try resolve(relative)
        let date = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
        return date?.timeIntervalSince1970 ?? 0
    }

}

/// A file's device, inode, size and change time, read without following a link at its path: a
/// file rewritten or replaced has another stamp.
struct FileStamp: Equatable {
    let device: UInt64, inode: UInt64, size: Int64
    let modified: Int, modifiedNanoseconds: Int, changed: Int, changedNanoseconds: Int

    init?(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        let (modifiedAt, changedAt) = (POSIX.modified(info), POSIX.changed(info))
        modified = modifiedAt.tv_sec
        modifiedNanoseconds = modifiedAt.tv_nsec
        changed = changedAt.tv_sec
        changedNanoseconds = changedAt.tv_nsec
    }
}

/// A folder's device and inode, read without following a link at its path: a link or another
/// folder put at the same path has another identity (or none).
struct FolderIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init?(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
