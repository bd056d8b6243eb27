import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation

/// Bad input: names the file and, for JSON, the path of the bad value. The CLI prints it as one
/// line and exits with status 2.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at fault.
    public var file: String
    /// What is wrong, on one line (a JSON path first for a bad value).
    public var message: String
    /// What a machine reads of it, for an error of a scenario's values: the path, the rule, the variant.
    public var fault: InputFault?
    /// An error in `file`, saying `message`.
    public init(file: String, message: String) { self.file = file; self.message = message }
    public var description: String { "\(file): \(message)" }

    /// The error `error` of the scenario at `scenario`: in that file, or in the app catalog's
    /// file it names (`ScenarioError.file`).
    public init(_ error: ScenarioError, scenario: String) {
        self.init(file: error.file ?? scenario, message: error.description)
        fault = InputFault(error, file: file)
    }
}

/// An input error as a machine reads it (`check`'s JSON report, its JUnit properties): the file at
/// fault, the JSON path of the bad value, the rule it breaks and the variant whose values broke it.
public struct InputFault: Codable, Equatable, Sendable {
    /// The file at fault: the scenario, or an app catalog's file.
    public var file: String
    /// The JSON path of the bad value (`collections[1].items[0].color`); nil for the file as a whole.
    public var path: String?
    /// The rule broken: a rule across values by its name (`idsUnique`, `stringsResolve`, listed
    /// in docs/RULES.md), or `value` for a value its schema refuses on its own; nil when neither applies
    /// (a file that is no JSON).
    public var rule: String?
    /// The variant (`dark~ax5`), nil for the scenario's own values.
    public var variant: String?

    /// The fault of `error`, in `file`.
    public init(_ error: ScenarioError, file: String) {
        self.file = file
        path = error.path.isEmpty ? nil : error.path
        rule = error.rule?.rawValue ?? (error.path.isEmpty ? nil : "value")
        variant = error.variant
    }
}

/// `text` with every control character escaped, so that whatever a message quotes (a path, a
/// value) it prints as exactly one line.
public func oneLine(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        if JSONValue.needsEscape(scalar) {
            out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// A scenario file with everything it refers to checked: fonts, and item images, which must lie
/// inside the scenario's folder (or an allowed asset folder) and within the pixel budget.
/// Images are decoded only when drawn.
public struct ScenarioDocument: Sendable {
    /// The scenario file.
    public let path: String
    /// The scenario, decoded and checked.
    public let scenario: Scenario
    /// The item images, keyed by the items' `image` strings, looked up at `imageScale`.
    public private(set) var images: ImageStore
    /// The scale the images were looked up at (`@2x`, `@3x`): the canvas's, or a `--scale` given to `load`.
    public private(set) var imageScale: Int
    /// The folders besides the scenario's that images and fonts may come from.
    private let assets: [String]
    /// The app's asset catalogs its images may come from (the ones its colours were read from).
    private let catalogs: AppFiles?
    /// The scenario's own fonts (`"fonts"`), loaded.
    public let fonts: FontSet

    /// The largest scenario file, in bytes.
    public static let maxFileBytes = 32 << 20

    /// The variant drawn, as a golden's name spells it (`dark~ax5`, or a named variant's name);
    /// empty for the scenario's own values (docs/SCENARIO.md, "Variants").
    public private(set) var variant = ""

    /// Reads, decodes and validates the scenario at `path`. Item images may come from the
    /// scenario's folder and from `assets` (folders), nowhere else; they are looked up at `scale`
    /// (the canvas's when nil), as the images will be drawn. `variant` (`dark~ax5`) picks one of
    /// the scenario's variants; nil is its own values.
    public static func load(_ path: String, assets: [String] = [], scale: Int? = nil, variant: String? = nil) throws(InputError) -> ScenarioDocument {
        let bytes = try readInputFile(path, limit: maxFileBytes, file: path)
        return try load(json: bytes, path: path, assets: assets, scale: scale, variant: variant)
    }

    /// Decodes and validates scenario JSON; `path` names it in errors and anchors relative image
    /// paths; `variant` as `load(_:assets:scale:variant:)` takes it.
    public static func load(json: [UInt8], path: String, assets: [String] = [], scale: Int? = nil, variant: String? = nil) throws(InputError)
        -> ScenarioDocument
    {
        let matrix: ScenarioMatrix, chosen: ScenarioVariant, scenario: Scenario
        do {
            matrix = try ScenarioMatrix(json: json, appFiles: AppFiles.opener(scenarioPath: path, assets: assets))
            chosen = if let variant { try matrix.variant(spelled: variant) } else { .own }
            scenario = try matrix.scenario(chosen)
        } catch { throw InputError(error, scenario: path) }
        var document = try load(scenario, path: path, assets: assets, scale: scale, shelf: nil, catalogs: matrix.appResources as? AppFiles)
        document.variant = matrix.name(of: chosen)
        return document
    }

    /// The document as the variant `name` of its scenario (`dark~ax5`): its goldens take that name
    /// (`<name>~dark~ax5.png`). For scenarios built in Swift per variant.
    public func named(variant name: String) -> ScenarioDocument {
        var document = self
        document.variant = name
        return document
    }

    /// Every variant the scenario JSON declares (its own values alone when it declares none),
    /// each decoded and checked as `load(json:path:assets:scale:variant:)` does.
    /// `variants` (a test's own list) replace the ones the file declares when given.
    public static func loadVariants(json: [UInt8], path: String, assets: [String] = [], variants: Variants? = nil) throws(InputError)
        -> [ScenarioDocument]
    {
        let reader = try VariantReader(json: json, path: path, assets: assets, variants: variants)
        var documents: [ScenarioDocument] = []
        for index in 0..<reader.count { documents.append(try reader.document(index)) }
        return documents
    }

    /// The variants `loadVariants(json:path:assets:variants:)` gives, each decoded when asked
    /// for, so that a caller holds one at a time (a file's 256 variants never all in memory).
    public struct VariantReader: Sendable {
        private let matrix: ScenarioMatrix
        private let list: [ScenarioVariant]
        private let path: String, assets: [String]
        /// The file's images, read, checked and decoded once for all its variants.
        private let shelf = ImageShelf()

        /// The file's variants (or `variants`, a test's own list), read from its `json`.
        public init(json: [UInt8], path: String, assets: [String] = [], variants: Variants? = nil) throws(InputError) {
            do { matrix = try ScenarioMatrix(json: json, appFiles: AppFiles.opener(scenarioPath: path, assets: assets)) } catch {
                throw InputError(error, scenario: path)
            }
            list = variants?.list ?? matrix.variants
            self.path = path
            self.assets = assets
        }

        /// How many variants there are.
        public var count: Int { list.count }

        /// The variants' names as goldens spell them (`dark~ax5`; "" for the file's own values).
        public var names: [String] { list.map(matrix.name(of:)) }

        /// The locales the file's goldens may be named with (`ScenarioMatrix.locales`).
        public var locales: Set<String> { matrix.locales }

        /// Variant `index`, decoded and checked.
        public func document(_ index: Int) throws(InputError) -> ScenarioDocument {
            try ScenarioDocument.load(list[index], of: matrix, path: path, assets: assets, shelf: shelf)
        }
    }

    /// `variant` of `matrix`, decoded, checked and named.
    fileprivate static func load(
        _ variant: ScenarioVariant, of matrix: ScenarioMatrix, path: String, assets: [String], shelf: ImageShelf? = nil
    ) throws(InputError) -> ScenarioDocument {
        let scenario: Scenario
        do { scenario = try matrix.scenario(variant) } catch { throw InputError(error, scenario: path) }
        let name = matrix.name(of: variant)
        var document: ScenarioDocument
        do { document = try load(scenario, path: path, assets: assets, shelf: shelf, catalogs: matrix.appResources as? AppFiles) } catch {
            // What only the loading stage checks (fonts, images, measured cells) names the variant too.
            guard !name.isEmpty else { throw error }
            var named = error
            named.message = "variant \(name): \(error.message)"
            named.fault?.variant = name
            throw named
        }
        document.variant = name
        return document
    }

    /// Checks a scenario made in code (`Scenario`'s result builders) as a file's would be: its
    /// fonts, images and text. `path` names it in errors and anchors relative file paths, as the
    /// path of the file it stands for.
    public static func load(_ scenario: Scenario, path: String, assets: [String] = [], scale: Int? = nil) throws(InputError) -> ScenarioDocument {
        try load(scenario, path: path, assets: assets, scale: scale, shelf: nil)
    }

    /// `load(_:path:assets:scale:)`, the images taken from `shelf` where a variant before read them
    /// and from `catalogs`, the asset catalogs the file's matrix opened (opened here from the
    /// scenario's `assetCatalogs` when nil).
    static func load(
        _ scenario: Scenario, path: String, assets: [String] = [], scale: Int? = nil, shelf: ImageShelf?, catalogs: AppFiles? = nil
    ) throws(InputError) -> ScenarioDocument {
        let folders = AssetFolders(scenarioPath: path, assets: assets)
        let fonts = try loadFonts(scenario, folders: folders, path: path)
        try checkFontNames(scenario, fonts: fonts, path: path)
        let imageScale = scale ?? scenario.canvas.scale
        var catalogs = catalogs
        if catalogs == nil, !scenario.assetCatalogs.isEmpty {
            do { catalogs = try AppFiles(assetCatalogs: scenario.assetCatalogs, folders: folders, scenarioPath: path) } catch {
                throw InputError(error, scenario: path)
            }
        }
        let images = try loadImages(scenario, folders: folders, catalogs: catalogs, scale: imageScale, path: path, shelf: shelf)
        try TextCoverage.check(scenario, fonts: fonts, path: path)
        let document = ScenarioDocument(
            path: path, scenario: scenario, images: images, imageScale: imageScale, assets: assets, catalogs: catalogs, fonts: fonts)
        try document.checkCheckpointBudget()
        // The check that needs a layout, here where cells are measured: the cell addresses, run
        // on the layout that is drawn (a file's every variant, a scenario built in Swift).
        do { try scenario.checkCellAddresses(measure: document.cellMeasure) } catch { throw InputError(error, scenario: path) }
        return document
    }

    /// The most pixels the images of one scenario's checkpoints and final state may add up to
    /// (2^32: sixteen 16384 x 16384 images, or about 1,400 iPhone screens at 3x), so that no
    /// scenario asks `check` or `docs` for hours of drawing.
    public static let maxCheckpointPixels = 1 << 32

    /// Refuses checkpoints whose images, with the final state's, are over `maxCheckpointPixels`.
    func checkCheckpointBudget() throws(InputError) {
        guard !scenario.checkpoints.isEmpty else { return }
        let size = largestPixelSize(scale: nil), images = scenario.checkpoints.count + 1
        let (pixels, overflow) = (size.width * size.height).multipliedReportingOverflow(by: images)
        guard overflow || pixels > ScenarioDocument.maxCheckpointPixels else { return }
        throw InputError(
            file: path,
            message:
                "checkpoints: \(scenario.checkpoints.count) checkpoints and the final state at \(size.width)x\(size.height) px are \(overflow ? "too many" : String(pixels)) pixels to draw, over the limit of \(ScenarioDocument.maxCheckpointPixels); use fewer checkpoints or a smaller canvas"
        )
    }

    /// The document with its images looked up at `scale` (the canvas's when nil), as a renderer
    /// at that scale draws them: the same document when they already are.
    public func atScale(_ scale: Int?) throws(InputError) -> ScenarioDocument {
        let scale = scale ?? scenario.canvas.scale
        guard scale != imageScale else { return self }
        var document = self
        document.images = try ScenarioDocument.loadImages(
            scenario, folders: AssetFolders(scenarioPath: path, assets: assets), catalogs: catalogs, scale: scale, path: path)
        document.imageScale = scale
        return document
    }
}

/// The bytes of the regular file at `path` (the first `prefix` bytes when given), refusing
/// devices, FIFOs, folders and files over `limit` bytes (`RegularFile.read`). Errors name `file`
/// and `what`. `followingLinks: false` for a path `AssetFolders.resolve` returned.
package func readInputFile(
    _ path: String, limit: Int, prefix: Int? = nil, file: String, what: String? = nil,
    followingLinks: Bool = true
) throws(InputError) -> [UInt8] {
    do { return try RegularFile.read(path, limit: limit, prefix: prefix, followingLinks: followingLinks) } catch {
        throw InputError(file: file, message: what.map { "\($0): \(error.reason)" } ?? error.reason)
    }
}

/// Reads a file a run owns for embedding or copying (a report's images, a merged results file's
/// images): only a regular file inside `folders` after every symlink is resolved, of at most
/// `limit` bytes. Anything else gives the one-line reason why it was not read.
package func readOwnedFile(_ path: String, inside folders: AssetFolders, limit: Int) -> Result<[UInt8], InputError> {
    switch folders.resolve(path: path) {
    case .outside: return .failure(InputError(file: path, message: "outside the run's folders (or a dangling link); not read"))
    case .missing: return .failure(InputError(file: path, message: "no such file"))
    case let .inside(real):
        do { return .success(try readInputFile(real, limit: limit, file: path, followingLinks: false)) } catch { return .failure(error) }
    }
}
