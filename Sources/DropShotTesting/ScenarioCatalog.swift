import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotSystem
import Foundation

/// The name of one golden: a scenario's final state (`name`, its file's relative path without
/// `.json`), one of its checkpoints (`name@checkpoint`), and either of a variant
/// (`name~dark~ax5`, `name@checkpoint~bigDark`). The one spelling `check`, the studio, `docs` and
/// the test helpers share (docs/CLI.md, "`check` rows").
public struct GoldenName: Hashable, Sendable, CustomStringConvertible {
    /// What joins a scenario's name and a checkpoint's; a scenario file name may not contain it.
    public static let separator: Character = "@"
    /// What comes before a variant's name (and joins its parts); a scenario file name may not contain it.
    public static let variantSeparator: Character = "~"

    /// The scenario's name.
    public var scenario: String
    /// The checkpoint, or nil for the final state.
    public var checkpoint: String?
    /// The variant (`dark~ax5`), or nil for the scenario's own values.
    public var variant: String?
    /// Whether it is the accessibility image (`~a11y`, last).
    public var accessibility: Bool

    /// What ends the name of an accessibility image's golden.
    public static let accessibilitySuffix = "a11y"

    /// The name `dropshot check` gives the goldens of the scenario file at `path`: its file name
    /// without `.json`.
    public static func scenarioName(ofFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// The golden of `scenario`'s final state, or of its `checkpoint`, in `variant` (nil or empty:
    /// the scenario's own values); its accessibility image with `accessibility`.
    public init(scenario: String, checkpoint: String? = nil, variant: String? = nil, accessibility: Bool = false) {
        self.scenario = scenario
        self.checkpoint = checkpoint
        self.variant = variant?.isEmpty == true ? nil : variant
        self.accessibility = accessibility
    }

    /// `NAME`, `NAME@CHECKPOINT`, either followed by `~VARIANT` (every part non-empty) and then
    /// `~a11y`, or nil.
    public init?(parsing full: String) {
        var text = Substring(full), accessibility = false
        if text.hasSuffix("\(GoldenName.variantSeparator)\(GoldenName.accessibilitySuffix)") {
            text = text.dropLast(GoldenName.accessibilitySuffix.count + 1)
            accessibility = true
        }
        let variantParts = text.split(separator: GoldenName.variantSeparator, maxSplits: 1, omittingEmptySubsequences: false)
        let parts = variantParts[0].split(separator: GoldenName.separator, maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty, parts.count == 1 || !parts[1].isEmpty,
            variantParts.count == 1 || !variantParts[1].isEmpty
        else { return nil }
        self.init(
            scenario: String(first), checkpoint: parts.count == 2 ? String(parts[1]) : nil,
            variant: variantParts.count == 2 ? String(variantParts[1]) : nil, accessibility: accessibility)
    }

    /// The golden of `checkpoint` (nil: the final state) of `scenario`, in `variant`; its
    /// accessibility image with `accessibility`.
    public init(scenario: String, _ checkpoint: Checkpoint?, variant: String? = nil, accessibility: Bool = false) {
        self.init(scenario: scenario, checkpoint: checkpoint?.name, variant: variant, accessibility: accessibility)
    }

    /// Every golden of `document` read as `scenario`: its final state, then its checkpoints, in its
    /// variant, then their accessibility images when the scenario asks for them.
    public static func all(of document: ScenarioDocument, named scenario: String) -> [GoldenName] {
        let moments: [Checkpoint?] = [nil] + document.scenario.checkpoints
        let screens = moments.map { GoldenName(scenario: scenario, $0, variant: document.variant) }
        guard document.scenario.accessibilitySnapshot else { return screens }
        return screens + moments.map { GoldenName(scenario: scenario, $0, variant: document.variant, accessibility: true) }
    }

    /// `name`, `name@checkpoint`, then `~variant` when there is one, then `~a11y` for an accessibility image.
    public var description: String {
        let base = checkpoint.map { "\(scenario)\(GoldenName.separator)\($0)" } ?? scenario
        let named = variant.map { "\(base)\(GoldenName.variantSeparator)\($0)" } ?? base
        return accessibility ? "\(named)\(GoldenName.variantSeparator)\(GoldenName.accessibilitySuffix)" : named
    }
    /// The golden's file name, relative to the goldens' folder.
    public var fileName: String { description + ".png" }
}

/// Every scenario file under a folder, read once (no rendering) before any golden is touched, so
/// that a run knows all of its inputs and every golden each scenario claims: which goldens are
/// orphans, which outputs would replace an input, which names collide. The one folder walker of
/// `check`, the studio and `docs`.
///
/// It keeps a summary of each file (its variants' golden names and sizes, the item images it
/// reads) and, up to a budget (`DocumentShelf`), the documents themselves: a job takes its variant
/// off the shelf or reads it again, and drops it when its rows are made, so a run's memory does not
/// grow with the number of scenarios (docs/CLI.md, "Memory").
package struct ScenarioCatalog: Sendable {
    /// A `*.json` file under the folder: its name (relative path without `.json`) and path.
    package struct File: Sendable {
        package var name: String
        package var path: String
        /// The relative path's bytes, escaped (`\xFF`), when they are not UTF-8: such a file
        /// cannot be opened by its name, and its ERROR row says why.
        package var invalidName: String? = nil
    }

    /// What the catalog keeps of a scenario file whose variants were read (each loaded, or its
    /// error kept for its own row).
    package struct Summary: Sendable {
        /// One variant (just the scenario's own values when it declares none).
        package struct Variant: Sendable {
            /// Its name as goldens spell it (`dark~ax5`); empty for the scenario's own values.
            package var name: String
            /// Its goldens' file names (`GoldenName.all(of:named:)`).
            package var goldens: [String]
            /// The most pixels its canvas has at any step, and its accessibility image when it has one.
            package var pixels: Int
            /// Why it could not be loaded (its ERROR row); nil when it loaded.
            package var error: InputError? = nil
        }
        package var variants: [Variant]
        /// The real paths of the item images its variants read.
        package var images: Set<String>
        /// The locales its goldens may be named with (`ScenarioMatrix.locales`).
        package var locales: Set<String> = []

        /// An empty summary, before its variants are added.
        init() {
            variants = []
            images = []
        }

        /// Adds `document`, the next variant of the file `name`.
        mutating func add(_ document: ScenarioDocument, named name: String) {
            let size = document.largestPixelSize(scale: nil)
            let accessibility = document.scenario.accessibilitySnapshot ? document.largestAccessibilityPixels(scale: nil) : 0
            variants.append(
                Variant(
                    name: document.variant, goldens: ScenarioCatalog.goldens(of: document, named: name),
                    pixels: size.width * size.height + accessibility))
            images.formUnion(document.images.files)
        }

        /// Whether some variant could not be loaded: its goldens and the images it reads are unknown.
        package var hasErrors: Bool { variants.contains { $0.error != nil } }
    }

    /// What reading one file gave.
    package enum Entry: Sendable {
        /// Its variants loaded and checked, summarized.
        case scenario(Summary)
        /// The one-line reason (after the file's name, `shown` when it is not the scenario's
        /// name), shown on the scenario's ERROR row, and what a machine reads of it.
        case error(String, InputFault? = nil, shown: String? = nil)
        /// Valid JSON with none of a scenario's top-level keys (a `package.json`): not checked.
        case notAScenario
    }

    package let directory: String
    package let files: [File]
    package let entries: [Entry]
    /// The folders item images may also come from (`--assets`).
    package let assets: [String]
    /// The documents the first pass keeps for the jobs.
    let shelf: DocumentShelf
    /// The files read again for the variants the shelf did not keep, each parsed (and its
    /// catalogs opened) once for all its variants' jobs: as many as jobs run at once.
    private let readers: BoundedCache<Int, ScenarioDocument.VariantReader>
    /// The folder as the one place scenario files may be read from (a link leading out is refused).
    private let folders: AssetFolders

    /// The `*.json` files under `directory` (recursively, hidden folders skipped), sorted by name
    /// and, for names equal under Unicode normalization, by their bytes, so every shard sees one order.
    package static func files(in directory: String) throws(SnapshotError) -> [File] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SnapshotError(message: "\(directory): not a directory")
        }
        guard access(directory, R_OK | X_OK) == 0 else { throw SnapshotError(message: "\(directory): cannot list the directory") }
        let files = FolderWalk.files(under: Array(directory.utf8), skippingAppFolders: true).filter { $0.suffix(5).elementsEqual(".json".utf8) }.map {
            relative in
            // A name that is not UTF-8 is read with U+FFFD in its place (and cannot be opened: an ERROR row).
            let path = String(decoding: relative, as: UTF8.self)
            let invalid = String(validating: relative, as: UTF8.self) == nil ? ScenarioCatalog.escaped(relative) : nil
            return File(name: String(path.dropLast(5)), path: (directory as NSString).appendingPathComponent(path), invalidName: invalid)
        }
        return files.sorted { a, b in a.name != b.name ? a.name < b.name : Array(a.name.utf8).lexicographicallyPrecedes(b.name.utf8) }
    }

    /// Reads every file of `files` (on `workers` threads), keeping the documents read from up to
    /// `keptBytes` of them for the jobs.
    package init(directory: String, files: [File], assets: [String], workers: Int, keptBytes: Int = DocumentShelf.checkDefault) {
        shelf = DocumentShelf(budget: keptBytes)
        readers = BoundedCache(capacity: max(2, workers))
        let folders = AssetFolders(folders: [directory])
        self.folders = folders
        self.directory = directory
        self.files = files
        self.assets = assets
        // Names equal as strings (NFC and NFD, or invalid UTF-8 read as U+FFFD) would share one golden.
        let counts = files.reduce(into: [String: Int]()) { counts, file in counts[file.name, default: 0] += 1 }
        let shelf = shelf
        entries = concurrentMap(files.count, workers: workers) { index in
            ScenarioCatalog.read(
                files[index], folders: folders, directory: directory, assets: assets, duplicated: counts[files[index].name]! > 1
            ) { shelf.keep($0, of: index, variant: $1, bytes: $2) }
        }
    }

    /// Reads `file` whole, every variant loaded and checked in turn, and summarizes it; `keep` is
    /// offered each variant's document with its index and the file's size.
    static func read(
        _ file: File, folders: AssetFolders, directory: String, assets: [String], duplicated: Bool,
        keep: (ScenarioDocument, Int, Int) -> Void
    ) -> Entry {
        let name = file.name
        if duplicated {
            return .error(
                "another scenario file has the same name under Unicode normalization (or the same invalid UTF-8 bytes read as U+FFFD); they would share one golden, rename one"
            )
        }
        if let invalid = file.invalidName {
            return .error("the file name is not valid UTF-8, so no golden can be named after it; rename the file", shown: invalid)
        }
        if name.contains(GoldenName.separator) {
            return .error(
                "'\(GoldenName.separator)' in a scenario's file name is kept for checkpoint goldens (NAME\(GoldenName.separator)CHECKPOINT.png); rename the file"
            )
        }
        if name.contains(GoldenName.variantSeparator) {
            return .error(
                "'\(GoldenName.variantSeparator)' in a scenario's file name is kept for variant goldens (NAME\(GoldenName.variantSeparator)VARIANT.png); rename the file"
            )
        }
        let bytes: [UInt8]
        do { bytes = try ScenarioCatalog.bytes(of: file, folders: folders, directory: directory) } catch {
            return .error(error.message)
        }
        do throws(InputError) {
            let reader = try ScenarioDocument.VariantReader(json: bytes, path: file.path, assets: assets)
            var summary = Summary()
            summary.locales = reader.locales
            // A variant that cannot be loaded is its own ERROR row; the others are checked. When
            // none loads, the file is one ERROR (the first variant's reason).
            let names = reader.names
            var firstError: InputError?
            for index in 0..<reader.count {
                do {
                    let document = try reader.document(index)
                    summary.add(document, named: name)
                    keep(document, index, bytes.count)
                } catch {
                    firstError = firstError ?? error
                    summary.variants.append(Summary.Variant(name: names[index], goldens: [], pixels: 0, error: error))
                }
            }
            if let firstError, !summary.variants.contains(where: { $0.error == nil }) { throw firstError }
            return .scenario(summary)
        } catch {
            // Only a file that failed to load is parsed again, to tell a package.json from a bad scenario.
            return Scenario.isScenario(json: bytes) ? .error(error.description, error.fault) : .notAScenario
        }
    }

    /// The bytes of `file`, a scenario file under `directory` (`folders`), or why they cannot be
    /// read (a symbolic link leading outside the folder is refused).
    static func bytes(of file: File, folders: AssetFolders, directory: String) throws(SnapshotError) -> [UInt8] {
        guard case let .inside(real) = folders.resolve(path: file.path) else {
            throw SnapshotError(
                message: "\(file.path) is a symbolic link that leads outside \(directory) (or nowhere); scenarios are read only from inside it")
        }
        // What was checked is what is read: a link put on its path since is not followed.
        do { return try readInputFile(real, limit: ScenarioDocument.maxFileBytes, file: file.path, followingLinks: false) } catch {
            throw SnapshotError(message: error.description)
        }
    }

    /// Variant `variant` of file `index`: taken off the shelf, or decoded by the file's reader (the
    /// file read again once for its variants; an error when it changed since the first pass).
    func document(_ index: Int, variant: Int) throws -> ScenarioDocument {
        if let kept = shelf.take(index, variant: variant) { return kept }
        let file = files[index]
        let reader = try readers.value(for: index) { () throws -> ScenarioDocument.VariantReader in
            try ScenarioDocument.VariantReader(
                json: try ScenarioCatalog.bytes(of: file, folders: folders, directory: directory), path: file.path, assets: assets)
        }
        guard case let .scenario(summary) = entries[index], reader.names == summary.variants.map(\.name) else {
            throw InputError(file: file.path, message: "variants: the file changed while it was being checked; run again")
        }
        return try reader.document(variant)
    }

    /// The rows of file `index` (`check`'s step, shared by the studio's review): one per
    /// checkpoint and one for the final state of `variant` (nil: of every variant, one after the
    /// other), or one ERROR row with the one-line reason; none for a file that is not a scenario.
    /// Each variant is read when its turn comes and dropped when its rows are made. A scenario
    /// whose golden is an item image of any scenario is an ERROR before anything is written.
    /// `kept` sees each FAIL and MISSING verdict with its render (the studio keeps the images for
    /// its page).
    package func check(
        _ index: Int, variant: Int? = nil, verifier: SnapshotVerifier, itemImages: Set<String>, audit: Bool = false,
        kept: ((SnapshotOutcome, Canvas) throws -> Void)? = nil
    ) -> [ReportRow] {
        let name = files[index].name
        let summary: Summary
        switch entries[index] {
        case .notAScenario: return []
        case let .error(detail, fault, shown):
            return [ReportRow(name: name, status: .error, message: "\(shown ?? name): \(detail)", inputError: fault, detail: detail)]
        case let .scenario(read): summary = read
        }
        let variants = variant.map { [$0] } ?? Array(summary.variants.indices)
        for golden in variants.flatMap({ summary.variants[$0].goldens }) {
            let path = (verifier.snapshotsDirectory as NSString).appendingPathComponent(golden)
            if let real = AssetFolders.realPath(path), itemImages.contains(real) {
                return [
                    ReportRow(
                        name: name, status: .error,
                        message: "\(name): its golden \(path) is an item image a scenario reads; choose another --snapshots folder or rename one",
                        detail: "its golden \(path) is an item image a scenario reads; choose another --snapshots folder or rename one")
                ]
            }
        }
        var rows: [ReportRow] = []
        for variant in variants {
            let shown = GoldenName(scenario: name, variant: summary.variants[variant].name).description
            if let error = summary.variants[variant].error {
                rows.append(
                    ReportRow(
                        name: shown, status: .error, message: "\(shown): \(error.description)", inputError: error.fault, detail: error.description))
                continue
            }
            do {
                let document = try document(index, variant: variant)
                try document.renderCheckpointBands(digesting: true) { checkpoint, image in
                    // The bands are joined into one image only when the golden's digest does not match.
                    let outcome = try verifier.verify(
                        named: GoldenName(scenario: name, checkpoint, variant: document.variant).description, digest: image.digest!,
                        pixels: image.joined)
                    if let kept, outcome.status == .failed || outcome.status == .missing { try kept(outcome, image.joined()) }
                    rows.append(ReportRow(outcome))
                    image.recycle()
                }
                if document.scenario.accessibilitySnapshot {
                    try document.renderAccessibilityCheckpoints { checkpoint, image in
                        let canvas = image
                        let outcome = try verifier.verify(
                            canvas, named: GoldenName(scenario: name, checkpoint, variant: document.variant, accessibility: true).description)
                        if let kept, outcome.status == .failed || outcome.status == .missing { try kept(outcome, canvas) }
                        rows.append(ReportRow(outcome))
                    }
                }
                if audit {
                    rows += try document.audit().map { finding in
                        ReportRow(name: shown, status: .audit, message: "\(shown): \(finding)", detail: "\(finding)")
                    }
                }
            } catch let error as InputError {
                rows.append(
                    ReportRow(
                        name: shown, status: .error, message: "\(shown): \(error.description)", inputError: error.fault, detail: error.description))
            } catch {
                rows.append(ReportRow(name: shown, status: .error, message: "\(shown): \(error)", detail: "\(error)"))
            }
        }
        return rows
    }

    /// The most pixels the canvas of file `index` has at any step (its largest size after any
    /// `resize`): of its `variant`, or of all its variants together.
    package func pixels(of index: Int, variant: Int? = nil) -> Int {
        guard case let .scenario(summary) = entries[index] else { return 0 }
        return (variant.map { [summary.variants[$0]] } ?? summary.variants).reduce(0) { $0 + $1.pixels }
    }

    /// What `check` renders, one at a time and split between shards: each variant of each
    /// scenario (`variant` nil for a file that is no scenario or could not be read), in file order.
    package var units: [(file: Int, variant: Int?)] {
        entries.enumerated().flatMap { index, entry -> [(file: Int, variant: Int?)] in
            guard case let .scenario(summary) = entry else { return [(index, nil)] }
            return summary.variants.indices.map { (index, $0) }
        }
    }

    /// The scenario files that are not scenarios (skipped, and said so on stderr).
    package var skipped: [String] {
        zip(files, entries).compactMap { file, entry in if case .notAScenario = entry { file.path } else { nil } }
    }

    /// Every item image some scenario reads, as real paths.
    package var itemImages: Set<String> {
        var images = Set<String>()
        for case let .scenario(summary) in entries { images.formUnion(summary.images) }
        return images
    }

    /// Every file the run reads besides goldens: the scenario files and their item images.
    package var inputFiles: [String] { files.map(\.path) + itemImages.sorted() }

    /// The images a readable scenario produces, relative to the output folder: its final state and
    /// each checkpoint (its goldens under `check`, its images under `docs`).
    package static func goldens(of document: ScenarioDocument, named name: String) -> [String] {
        GoldenName.all(of: document, named: name).map(\.fileName)
    }

    /// The paths of every golden the readable scenarios claim under `snapshots`.
    package func goldenPaths(under snapshots: String) -> [String] {
        zip(files, entries).flatMap { file, entry -> [String] in
            guard case let .scenario(summary) = entry else { return [] }
            return summary.variants.flatMap(\.goldens).map { (snapshots as NSString).appendingPathComponent($0) }
        }
    }

    /// What a PNG under the snapshots folder that no scenario produces is (docs/CLI.md, "Orphans").
    package enum Leftover: Equatable {
        /// Named as a golden of a scenario in the folder (`<scenario>.png`, `<scenario>@<checkpoint>.png`,
        /// `<scenario>~<values>.png` with variant values such as `~dark~ax5`, any of them `~a11y`)
        /// that the scenario no longer produces: an ORPHAN row, deleted by `--prune`.
        case staleGolden
        /// Any other PNG (a photo no scenario uses yet, a golden of a removed scenario): an ORPHAN
        /// row, never deleted.
        case unknown
        /// An image a scenario uses or could use: one it reads, any `@Nx` twin (`logo@2x.png`) or
        /// the plain file of a name it reads at a scale, any image under an `assets` or
        /// `*.xcassets` folder or an `--assets` folder. Not listed, never deleted.
        case asset
    }

    /// What the leftover PNG `relative` (its path under the snapshots folder, `.png` included) is.
    /// `scenarioNames` are the names of the folder's scenario files (read or not), with the locales
    /// each one's goldens may be named with when it was read (`locales`); `assetStems` the
    /// real paths of the images scenarios read, without extension and `@Nx`; `real` the file's real path.
    package static func leftover(
        _ relative: String, real: String?, scenarioNames: Set<String>, locales: [String: Set<String>] = [:], assetStems: Set<String>,
        assetFolders: [String]
    ) -> Leftover {
        let stem = String(relative.dropLast(4))
        let folders = stem.split(separator: "/").dropLast()
        if folders.contains(where: { $0.lowercased() == "assets" || $0.lowercased().hasSuffix(".xcassets") }) { return .asset }
        if ScenarioCatalog.scaleSuffix(of: stem) != nil { return .asset }
        if let real {
            if assetStems.contains(ScenarioCatalog.assetStem(real)) { return .asset }
            if assetFolders.contains(where: { AssetFolders.path(real, isInside: $0) }) { return .asset }
        }
        guard let name = GoldenName(parsing: stem), scenarioNames.contains(name.scenario) else { return .unknown }
        // `~` also marks UIKit's device-specific images (`logo~ipad.png`): only a name whose
        // variant part spells variant values (`~dark~ax5`) is a stale golden. A named variant's
        // golden is never pruned (its name is not a value).
        // A locale part counts only when the scenario has that locale (`card~bg.png` may be the
        // user's own image, not a Bulgarian golden).
        if let variant = name.variant {
            guard let spelled = ScenarioVariant(spelled: variant) else { return .unknown }
            if let locale = spelled.locale, locales[name.scenario]?.contains(locale) != true { return .unknown }
        }
        return .staleGolden
    }

    /// The `@Nx` that ends `stem` (`@2x`, `@3x`, `@1x`...), as UIKit names an image's scales, or nil.
    static func scaleSuffix(of stem: some StringProtocol) -> Substring? {
        guard let at = stem.lastIndex(of: "@") else { return nil }
        let suffix = stem[at...].dropFirst()
        guard suffix.count >= 2, suffix.last == "x", suffix.dropLast().allSatisfy(\.isASCII), suffix.dropLast().allSatisfy(\.isNumber) else {
            return nil
        }
        return Substring(stem[at...])
    }

    /// An image's path without its extension and its `@Nx`: what its scale twins share.
    static func assetStem(_ path: String) -> String {
        let file = (path as NSString).lastPathComponent
        var stem = (file as NSString).pathExtension.isEmpty ? path : String(path.dropLast((file as NSString).pathExtension.count + 1))
        if let suffix = scaleSuffix(of: stem) { stem.removeLast(suffix.count) }
        return stem
    }

    /// PNGs under `snapshots` that no scenario produces, as ORPHAN rows (docs/CLI.md, "Orphans").
    /// With `delete`, the stale goldens among them (`Leftover.staleGolden`) are deleted, and only
    /// when every scenario could be read (an unreadable one may read any image as an item). Hidden
    /// entries, temporary files, the folders in `skipping` (the run's artifacts) and assets are
    /// never listed; an unreadable scenario claims all its possible goldens.
    package func orphans(in snapshots: String, skipping: [String], delete: Bool) -> [ReportRow] {
        var claimed = Set<String>(), unreadable: [String] = [], scenarioNames = Set<String>(), locales: [String: Set<String>] = [:]
        for (file, entry) in zip(files, entries) {
            switch entry {
            case let .scenario(summary):
                for variant in summary.variants { claimed.formUnion(variant.goldens) }
                scenarioNames.insert(file.name)
                locales[file.name] = summary.locales
                // A variant that could not be read may claim any of the file's goldens.
                if summary.hasErrors {
                    unreadable += [file.name + String(GoldenName.separator), file.name + String(GoldenName.variantSeparator)]
                }
            case .error:
                claimed.insert(GoldenName(scenario: file.name).fileName)
                // Its checkpoints' and variants' goldens: two prefixes a scenario.
                unreadable += [file.name + String(GoldenName.separator), file.name + String(GoldenName.variantSeparator)]
                scenarioNames.insert(file.name)
            case .notAScenario: break
            }
        }
        let assetStems = Set(itemImages.map(ScenarioCatalog.assetStem))
        let assetFolders = assets.compactMap(AssetFolders.realPath)
        let skipped = Set(skipping.compactMap(AssetFolders.realPath))
        let mayDelete = delete && unreadable.isEmpty
        var rows: [ReportRow] = []
        for relativeBytes in FolderWalk.files(under: Array(snapshots.utf8), skipping: skipped, skippingAppFolders: true)
        where relativeBytes.suffix(4).elementsEqual(".png".utf8) {
            // A name that is not UTF-8 is no scenario's golden; it is shown with its bytes escaped.
            let relative = String(validating: relativeBytes, as: UTF8.self)
            let shown = relative ?? ScenarioCatalog.escaped(relativeBytes)
            let path = (snapshots as NSString).appendingPathComponent(shown)
            var kind = Leftover.unknown
            if let relative {
                guard !claimed.contains(relative), !unreadable.contains(where: relative.hasPrefix) else { continue }
                kind = ScenarioCatalog.leftover(
                    relative, real: AssetFolders.realPath(path), scenarioNames: scenarioNames, locales: locales,
                    assetStems: assetStems, assetFolders: assetFolders)
                if kind == .asset { continue }
            }
            if kind == .staleGolden, mayDelete, unlink(path) == 0 {
                rows.append(
                    ReportRow(
                        name: shown, status: .orphan, message: "\(path) (deleted: no scenario produces it)",
                        detail: "deleted: no scenario produces it"))
                continue
            }
            let why =
                switch kind {
                case .staleGolden where delete:
                    "not deleted: \(unreadable.count / 2) scenario(s) could not be read, so the images they use are unknown"
                case .staleGolden: "delete it with --record all --prune"
                default:
                    "never pruned: its name is no golden of a scenario in \(directory) (an image, or the golden of a removed scenario: delete it by hand if unused)"
                }
            // A regular file that is no PNG by its signature is named, not embedded; a link is
            // left to the report, which refuses one leading out and says why.
            let embedded = relative != nil && !ScenarioCatalog.isRegularFileButNotPNG(path)
            rows.append(
                ReportRow(
                    name: shown, status: .orphan, message: "\(path): no scenario produces it; \(why)", actualPath: embedded ? path : nil,
                    detail: kind == .staleGolden && !delete ? "no scenario produces it" : "no scenario produces it; \(why)"))
        }
        return rows
    }

    /// `bytes` as text: UTF-8 as it is, every byte of an invalid sequence as `\xNN`.
    package static func escaped(_ bytes: [UInt8]) -> String {
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
    package static func isRegularFileButNotPNG(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var signature = [UInt8](repeating: 0, count: 8)
        return signature.withUnsafeMutableBytes { POSIX.read(descriptor, $0.baseAddress!, 8) } != 8
            || signature != [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    }
}
