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
    /// An error in `file`, saying `message`.
    public init(file: String, message: String) { self.file = file; self.message = message }
    public var description: String { "\(file): \(message)" }
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
            matrix = try ScenarioMatrix(json: json)
            chosen = if let variant { try matrix.variant(spelled: variant) } else { .own }
            scenario = try matrix.scenario(chosen)
        } catch { throw InputError(file: path, message: error.description) }
        var document = try load(scenario, path: path, assets: assets, scale: scale)
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
    public struct VariantReader {
        private let matrix: ScenarioMatrix
        private let list: [ScenarioVariant]
        private let path: String, assets: [String]

        /// The file's variants (or `variants`, a test's own list), read from its `json`.
        public init(json: [UInt8], path: String, assets: [String] = [], variants: Variants? = nil) throws(InputError) {
            do { matrix = try ScenarioMatrix(json: json) } catch { throw InputError(file: path, message: error.description) }
            list = variants?.list ?? matrix.variants
            self.path = path
            self.assets = assets
        }

        /// How many variants there are.
        public var count: Int { list.count }

        /// The locales the file's goldens may be named with (`ScenarioMatrix.locales`).
        public var locales: Set<String> { matrix.locales }

        /// Variant `index`, decoded and checked.
        public func document(_ index: Int) throws(InputError) -> ScenarioDocument {
            try ScenarioDocument.load(list[index], of: matrix, path: path, assets: assets)
        }
    }

    /// The document at `index` of the list `loadVariants(json:path:assets:)` gives for the same
    /// bytes, decoded and checked as it is there, the others left unread: what `check` reads when
    /// a variant's job starts.
    package static func loadVariant(at index: Int, json: [UInt8], path: String, assets: [String] = []) throws(InputError) -> ScenarioDocument {
        let matrix: ScenarioMatrix
        do { matrix = try ScenarioMatrix(json: json) } catch { throw InputError(file: path, message: error.description) }
        guard matrix.variants.indices.contains(index) else {
            throw InputError(file: path, message: "variants: the file changed while it was being checked (variant \(index + 1) is gone); run again")
        }
        return try load(matrix.variants[index], of: matrix, path: path, assets: assets)
    }

    /// `variant` of `matrix`, decoded, checked and named.
    fileprivate static func load(_ variant: ScenarioVariant, of matrix: ScenarioMatrix, path: String, assets: [String]) throws(InputError)
        -> ScenarioDocument
    {
        let scenario: Scenario
        do { scenario = try matrix.scenario(variant) } catch { throw InputError(file: path, message: error.description) }
        let name = matrix.name(of: variant)
        var document: ScenarioDocument
        do { document = try load(scenario, path: path, assets: assets) } catch {
            // What only the loading stage checks (fonts, images, measured cells) names the variant too.
            guard !name.isEmpty else { throw error }
            throw InputError(file: path, message: "variant \(name): \(error.message)")
        }
        document.variant = name
        return document
    }

    /// Checks a scenario made in code (`Scenario`'s result builders) as a file's would be: its
    /// fonts, images and text. `path` names it in errors and anchors relative file paths, as the
    /// path of the file it stands for.
    public static func load(_ scenario: Scenario, path: String, assets: [String] = [], scale: Int? = nil) throws(InputError) -> ScenarioDocument {
        let folders = AssetFolders(scenarioPath: path, assets: assets)
        let fonts = try loadFonts(scenario, folders: folders, path: path)
        try checkFontNames(scenario, fonts: fonts, path: path)
        let imageScale = scale ?? scenario.canvas.scale
        let images = try loadImages(scenario, folders: folders, scale: imageScale, path: path)
        try TextCoverage.check(scenario, fonts: fonts, path: path)
        let document = ScenarioDocument(path: path, scenario: scenario, images: images, imageScale: imageScale, assets: assets, fonts: fonts)
        try document.checkCheckpointBudget()
        // Cells that size to their content: cell addresses checked on the layout that is drawn.
        if let measure = document.cellMeasure {
            do { try scenario.checkCellAddresses(measure: measure) } catch { throw InputError(file: path, message: error.description) }
        }
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
            scenario, folders: AssetFolders(scenarioPath: path, assets: assets), scale: scale, path: path)
        document.imageScale = scale
        return document
    }

    /// Every image the scenario names (items, templates, decorations, delete zones, the toolbar),
    /// each resolved at `scale` and checked whole: a damaged image is bad input before anything renders.
    static func loadImages(_ scenario: Scenario, folders: AssetFolders, scale: Int, path: String) throws(InputError) -> ImageStore {
        var files: [String: String] = [:]
        // Every item look with its JSON path (made only for an item that names a file): the
        // collections' items, then the free draggables.
        func forEachItem(_ body: (_ item: ItemSpec, _ itemPath: () -> String) -> Void) {
            for (ci, collection) in scenario.collections.enumerated() {
                for (ii, item) in collection.items.enumerated() { body(item) { collection.itemPath(ii, collection: ci) } }
            }
            for (gi, group) in scenario.freeViews.enumerated() {
                for (di, view) in group.draggables.enumerated() { body(view.item) { "freeViews[\(gi)].draggables[\(di)]" } }
            }
        }
        var images: [(String, String)] = []
        forEachItem { item, itemPath in
            if let image = item.image { images.append(("\(itemPath()).image", image)) }
        }
        // Then the image files that cell templates name, with the template's path.
        for (ci, collection) in scenario.collections.enumerated() {
            images += (collection.cell?.imageFiles ?? []).map { ("collections[\(ci)].cell", $0) }
            for (ii, item) in collection.items.enumerated() {
                guard let files = item.cell?.imageFiles(for: item), !files.isEmpty else { continue }
                images += files.map { (collection.itemPath(ii, collection: ci) + ".cell", $0) }
            }
        }
        // A collection's template with a `"{field}"` source draws each item's own path, in any collection.
        var bound: [CellTemplate] = []
        for template in scenario.collections.compactMap(\.cell) where !template.boundFields.isEmpty && !bound.contains(template) {
            bound.append(template)
        }
        for template in bound {
            forEachItem { item, itemPath in
                guard item.cell == nil else { return }
                let files = template.imageFiles(for: item)
                if !files.isEmpty { images += files.map { ("\(itemPath()).fields", $0) } }
            }
        }
        for (di, decoration) in scenario.decorations.enumerated() {
            images += decoration.cell.imageFiles(for: decoration.item).map { ("decorations[\(di)].cell", $0) }
        }
        // The delete zones' and the toolbar's icons.
        for (zi, look) in scenario.deleteZoneLooks.enumerated() {
            images += look.icon.map { [("deleteZones[\(zi)].icon", $0)] } ?? []
            images += (look.cell?.imageFiles ?? []).map { ("deleteZones[\(zi)].cell", $0) }
        }
        images += scenario.rules.toolbarStyle.iconFiles.map { ("config.toolbar.\($0.button.rawValue).icon", $0.path) }
        var sources: [String: String] = [:], sizes: [String: (width: Int, height: Int)] = [:]
        for (location, image) in images {
            guard files[image] == nil else { continue }
            let file = try resolveImage(image, at: location, folders: folders, scale: scale, path: path)
            // The whole file is checked now, drawn or not: a damaged image is bad input before anything renders.
            let data = try readInputFile(
                file, limit: ImageStore.maxFileBytes, file: path, what: "\(location): \(JSONValue.echo(image))", followingLinks: false)
            if let format = ImageFile.unreadFormat(of: data) {
                throw InputError(
                    file: path,
                    message:
                        "\(location): \(JSONValue.echo(image)) is \(format.hasPrefix("an ") ? format : "a " + format + " image"); DropShot reads PNG and JPEG: convert it (macOS: sips -s format png FILE --out FILE.png; ImageMagick: magick FILE FILE.png)"
                )
            }
            do { sizes[file] = try ImageFile.check(data, maxPixels: ImageStore.maxPixels) } catch {
                throw InputError(file: path, message: "\(location): \(JSONValue.echo(image)) is \(error.message)")
            }
            files[image] = file
            sources[image] = location
        }
        return ImageStore(files: files, sizes: sizes, sources: sources)
    }

    /// The file an `image` string names, as `UIImage(named:)` finds an asset at the `scale` it
    /// is drawn at: the name as given, or without an extension with `.png`; at scale 3 the `@3x`
    /// file first, then `@2x`, then the name itself; at scale 2 `@2x`, then the name, then
    /// `@3x`; at scale 1 the name, then `@2x`, then `@3x` (a larger twin when there is no
    /// smaller one). A name that already says its scale (`photo@2x.png`) is taken as it is. The
    /// error lists the names tried.
    static func resolveImage(_ name: String, at location: String, folders: AssetFolders, scale: Int, path: String) throws(InputError) -> String {
        let file = (name as NSString).lastPathComponent
        let hasExtension = !(file as NSString).pathExtension.isEmpty
        let stem = hasExtension ? String(name.dropLast((file as NSString).pathExtension.count + 1)) : name
        let ext = hasExtension ? "." + (file as NSString).pathExtension : ".png"
        let saysScale = stem.range(of: #"@[1-3]x$"#, options: .regularExpression) != nil
        var candidates = saysScale ? [] : stride(from: scale, through: 2, by: -1).map { "\(stem)@\($0)x\(ext)" }
        candidates.append(hasExtension ? name : stem + ext)
        if !saysScale, scale < 3 { candidates += (scale + 1...3).map { "\(stem)@\($0)x\(ext)" } }
        for candidate in candidates {
            switch folders.resolve(candidate) {
            case .outside:
                throw InputError(
                    file: path, message: "\(location): \(JSONValue.echo(name)) is outside the scenario's folder (allow a folder with --assets DIR)")
            case .missing: continue
            case let .inside(file): return file
            }
        }
        let tried = candidates.count > 1 ? " (tried \(candidates.map { JSONValue.echo($0) }.joined(separator: ", ")))" : ""
        throw InputError(file: path, message: "\(location): cannot read \(JSONValue.echo(name))\(tried)")
    }

    /// The largest font file, in bytes.
    public static let maxFontBytes = 64 << 20

    /// Opens the scenario's `fonts`: files inside the scenario's folder or an asset folder.
    static func loadFonts(_ scenario: Scenario, folders: AssetFolders, path: String) throws(InputError) -> FontSet {
        var faces: [(spec: FontSpec, font: Font)] = []
        for (i, spec) in scenario.fonts.enumerated() {
            let location = "fonts[\(i)].file"
            switch folders.resolve(spec.file) {
            case .outside:
                throw InputError(
                    file: path,
                    message: "\(location): \(JSONValue.echo(spec.file)) is outside the scenario's folder (allow a folder with --assets DIR)")
            case .missing:
                throw InputError(file: path, message: "\(location): cannot read \(JSONValue.echo(spec.file))")
            case let .inside(file):
                _ = try readInputFile(
                    file, limit: maxFontBytes, prefix: 4, file: path, what: "\(location): \(JSONValue.echo(spec.file))", followingLinks: false)
                guard let names = FontLibrary.faceNames(atPath: file) else {
                    throw InputError(file: path, message: "\(location): \(JSONValue.echo(spec.file)) is not a font FreeType and HarfBuzz can read")
                }
                // A collection's face by its PostScript name or index; the error lists the faces it has.
                let listed = names.enumerated().map { "\($0.offset): \($0.element)" }.joined(separator: ", ")
                var index = spec.index
                if let name = spec.face {
                    guard let found = names.firstIndex(of: name) else {
                        throw InputError(
                            file: path,
                            message: "fonts[\(i)].face: \(JSONValue.echo(name)) is not a face of \(JSONValue.echo(spec.file)) (its faces: \(listed))")
                    }
                    index = found
                }
                guard index < names.count else {
                    throw InputError(
                        file: path, message: "fonts[\(i)].index: \(index) is past the faces of \(JSONValue.echo(spec.file)) (its faces: \(listed))")
                }
                // A variable font is drawn at its named instance, or with its weight axis at the face's weight.
                if let instance = spec.instance, case let instances = FontLibrary.instanceNames(atPath: file, index: index),
                    !instances.contains(instance)
                {
                    let has = instances.isEmpty ? "it is not a variable font" : "its instances: " + instances.joined(separator: ", ")
                    throw InputError(
                        file: path,
                        message: "fonts[\(i)].instance: \(JSONValue.echo(instance)) is not an instance of \(JSONValue.echo(spec.file)) (\(has))")
                }
                let variation: FontVariation = spec.instance.map { .instance($0) } ?? .weight(spec.weight == .bold ? 700 : 400)
                let font: Font
                do { font = try FontLibrary.font(atPath: file, index: index, variation: variation) } catch {
                    throw InputError(file: path, message: "\(location): \(JSONValue.echo(spec.file)) is not a font FreeType and HarfBuzz can read")
                }
                guard font.hasOutlines || font.hasColorBitmaps else {
                    throw InputError(
                        file: path, message: "\(location): \(JSONValue.echo(spec.file)) has neither outlines nor colour bitmaps DropShot can draw")
                }
                faces.append((spec, font))
            }
        }
        return FontSet(faces: faces)
    }

    /// Every font name the scenario uses (`preferredFontName`, template texts' and badges' `font`)
    /// is a face of its own or a bundled one, in the weight it is drawn in, and opens.
    static func checkFontNames(_ scenario: Scenario, fonts: FontSet, path: String) throws(InputError) {
        // Each name with the weight it is drawn in: labels in the face `preferredFontName` names
        // (or `itemFontWeight`'s); a template text in its `weight`, a badge bold, each in its own
        // family or else its collection's `preferredFontName` (a decoration's: the top level's).
        func labelWeight(_ config: ArenaConfig) -> Bool? { config.look.itemFontWeight.map { $0 == .bold } }
        var names: [(String, String, Bool?)] = [("config.preferredFontName", scenario.config.look.preferredFontName, labelWeight(scenario.config))]
        // A template's texts and badges in the weight they are drawn: their own family, or `preferred`'s.
        func texts(_ template: CellTemplate?, _ location: String, preferred: String) -> [(String, String, Bool?)] {
            var seen = Set<String>()
            return (template?.texts ?? []).compactMap { text in
                let name = text.font ?? preferred, key = "\(text.bold) \(name)"
                guard seen.insert(key).inserted else { return nil }
                return (text.font == nil ? "\(location) (a text without \"font\" is drawn in preferredFontName's family)" : location, name, text.bold)
            }
        }
        for (ci, collection) in scenario.collections.enumerated() {
            let preferred = collection.config.look.preferredFontName
            names.append(("collections[\(ci)].config.preferredFontName", preferred, labelWeight(collection.config)))
            names += texts(collection.cell, "collections[\(ci)].cell", preferred: preferred)
            for (ii, item) in collection.items.enumerated() where item.cell != nil {
                names += texts(item.cell, collection.itemPath(ii, collection: ci) + ".cell", preferred: preferred)
            }
        }
        for (di, decoration) in scenario.decorations.enumerated() {
            names += texts(decoration.cell, "decorations[\(di)].cell", preferred: scenario.config.look.preferredFontName)
        }
        for (location, name, bold) in names {
            guard fonts.knows(name) else {
                throw InputError(
                    file: path,
                    message:
                        "\(location): unknown font \(JSONValue.echo(name)) (the scenario's fonts: \(fonts.faces.isEmpty ? "none" : fonts.faces.map(\.spec.family).joined(separator: ", ")); bundled: \(FontLibrary.names.keys.sorted().joined(separator: ", ")))"
                )
            }
            do { _ = try fonts.chain(named: name, bold: bold) } catch {
                // A family of the scenario's that lacks the face is the scenario's error (its path);
                // a bundled face that will not load is the installation's (its own message).
                throw InputError(
                    file: path, message: fonts.weights(ofFamily: fonts.family(of: name)).isEmpty ? error.message : "\(location): \(error.message)")
            }
        }
    }

    /// Every size the canvas takes, in points: its own, then each `resize` event's.
    public var canvasSizes: [Size] {
        [Size(scenario.canvas.width, scenario.canvas.height)] + scenario.events.compactMap { if case let .resize(size) = $0 { size } else { nil } }
    }

    /// The size in pixels, at `scale` (the canvas's own when nil), of the largest canvas the
    /// scenario has: the largest image any of its states renders to, rounded up as `Renderer` does.
    public func largestPixelSize(scale: Int?) -> (width: Int, height: Int) {
        let s = Double(scale ?? scenario.canvas.scale), sizes = canvasSizes
        return (Int((sizes.map(\.width).max()! * s).rounded(.up)), Int((sizes.map(\.height).max()! * s).rounded(.up)))
    }

    /// Every file the document reads: the scenario, its item images and its fonts.
    public var inputFiles: [String] { [path] + images.files + fonts.faces.map(\.font.path) }

    /// A renderer of this document's images and fonts, in `theme` (default: the scenario's).
    public func renderer(theme: Theme? = nil) -> Renderer { Renderer(theme: theme ?? self.theme, images: images, fonts: fonts) }

    /// Checks that `steps` is a valid `--step` value (0...event count).
    public func checkSteps(_ steps: Int?) throws(InputError) {
        guard let steps else { return }
        guard steps >= 0, steps <= scenario.events.count else {
            throw InputError(
                file: path, message: "--step \(steps) is outside 0...\(scenario.events.count) (the scenario has \(scenario.events.count) events)")
        }
    }

    /// Checks that a `--scale` override keeps the canvas within the pixel limit.
    public func checkScale(_ scale: Int?) throws(InputError) {
        guard let scale else { return }
        guard (1...3).contains(scale) else { throw InputError(file: path, message: "--scale \(scale) is not 1, 2 or 3") }
        var sides = [scenario.canvas.width, scenario.canvas.height]
        for case let .resize(size) in scenario.events { sides += [size.width, size.height] }
        let largest = (sides.max() ?? 0) * Double(scale)
        if largest > Double(CanvasSpec.maxPixelsPerSide) {
            throw InputError(
                file: path, message: "canvas: \(Int(largest)) px at scale \(scale) is over the limit of \(CanvasSpec.maxPixelsPerSide) px a side")
        }
    }

    /// The arena after the first `steps` events (all when nil).
    public func arena(steps: Int? = nil) -> Arena { Arena.running(scenario, steps: steps, measure: cellMeasure) }

    /// What sizes the cells of `cellSizing: "fit"` collections (nil when the scenario has none).
    public var cellMeasure: (any CellMeasuring)? {
        let fits = scenario.collections.contains { $0.config.layout.cellSizing == .fit }
        return fits ? CellMeasure(renderer: renderer(), scenario: scenario) : nil
    }

    /// The theme the scenario asks for (`"theme"`), as the renderer uses it.
    public var theme: Theme { Theme(scenario.theme) }

    /// Renders the state after the first `steps` events, in `theme` (default: the scenario's).
    public func render(steps: Int? = nil, scale: Int? = nil, theme: Theme? = nil) throws(InputError) -> Canvas {
        let renderer = try atScale(scale).renderer(theme: theme)
        do {
            return try renderer.render(arena(steps: steps).snapshot(), scale: scale)
        } catch { throw InputError(file: path, message: error.message) }
    }

    /// `render`, as the image's bands (`Renderer.Bands.encodedPNG` writes them without a join).
    public func renderBands(steps: Int? = nil, scale: Int? = nil, theme: Theme? = nil) throws(InputError) -> Renderer.Bands {
        let renderer = try atScale(scale).renderer(theme: theme)
        do {
            return try renderer.renderBands(arena(steps: steps).snapshot(), scale: scale)
        } catch { throw InputError(file: path, message: error.message) }
    }

    /// `render`, as the PNG `PNGCodec.encode` makes of the image, drawn and deflated band by band
    /// (`Renderer.renderPNG`).
    public func renderPNG(steps: Int? = nil, scale: Int? = nil, theme: Theme? = nil) throws(InputError) -> [UInt8] {
        let renderer = try atScale(scale).renderer(theme: theme)
        do {
            return try renderer.renderPNG(arena(steps: steps).snapshot(), scale: scale)
        } catch { throw InputError(file: path, message: error.message) }
    }

    /// Renders each checkpoint's state and then the final state, running the events once, and
    /// hands each image to `body` (nil for the final state) before drawing the next.
    public func renderCheckpoints(
        scale: Int? = nil, theme: Theme? = nil,
        _ body: (_ checkpoint: Checkpoint?, _ image: consuming Canvas) throws -> Void
    ) throws {
        try renderCheckpointBands(scale: scale, theme: theme, digesting: false) { checkpoint, bands in try body(checkpoint, bands.joined()) }
    }

    /// `renderCheckpoints`, each image as its bands, joined only if `body` asks for the pixels;
    /// with `digesting`, each with its digest, taken as the bands are drawn.
    public func renderCheckpointBands(
        scale: Int? = nil, theme: Theme? = nil, digesting: Bool = false,
        _ body: (_ checkpoint: Checkpoint?, _ image: Renderer.Bands) throws -> Void
    ) throws {
        try forEachCheckpoint(scale: scale, theme: theme) { checkpoint, snapshot, renderer in
            try body(checkpoint, try renderer.render(snapshot, scale: scale, digesting: digesting))
        }
    }

    /// `renderCheckpoints`, each image as its PNG, drawn and deflated band by band (`Renderer.renderPNG`).
    public func renderCheckpointPNGs(
        scale: Int? = nil, theme: Theme? = nil,
        _ body: (_ checkpoint: Checkpoint?, _ png: [UInt8]) throws -> Void
    ) throws {
        try forEachCheckpoint(scale: scale, theme: theme) { checkpoint, snapshot, renderer in
            try body(checkpoint, try renderer.renderPNG(snapshot, scale: scale))
        }
    }

    /// The accessibility image (`Renderer.renderAccessibility`) of each checkpoint and then of the
    /// final state (checkpoint nil): the `~a11y` goldens of a scenario with `"accessibilitySnapshot": true`.
    public func renderAccessibilityCheckpoints(scale: Int? = nil, _ body: (_ checkpoint: Checkpoint?, _ image: consuming Canvas) throws -> Void)
        throws
    {
        try forEachCheckpoint(scale: scale, theme: nil) { checkpoint, arena, renderer in
            try body(checkpoint, try renderer.renderAccessibility(arena.snapshot(), elements: arena.accessibilityElements(), scale: scale))
        }
    }

    /// Runs the events once, handing `body` the state at each checkpoint and then the final state
    /// (checkpoint nil), with the renderer to draw them at `scale`; a `RenderError` becomes this file's `InputError`.
    private func forEachCheckpoint(
        scale: Int?, theme: Theme?, _ body: (_ checkpoint: Checkpoint?, _ snapshot: ArenaSnapshot, _ renderer: Renderer) throws -> Void
    ) throws {
        try forEachCheckpoint(scale: scale, theme: theme) { (checkpoint, arena: Arena, renderer) in try body(checkpoint, arena.snapshot(), renderer) }
    }

    /// `forEachCheckpoint`, handing `body` the arena itself.
    func forEachCheckpoint(
        scale: Int?, theme: Theme?, _ body: (_ checkpoint: Checkpoint?, _ arena: Arena, _ renderer: Renderer) throws -> Void
    ) throws {
        let renderer = try atScale(scale).renderer(theme: theme)
        var arena = Arena(scenario: scenario, measure: cellMeasure)
        var applied = 0
        for checkpoint in scenario.checkpoints.sorted(by: { ($0.step, $0.name) < ($1.step, $1.name) }) + [nil] {
            let step = checkpoint?.step ?? scenario.events.count
            while applied < step {
                arena.apply(scenario.events[applied])
                applied += 1
            }
            do { try body(checkpoint, arena, renderer) } catch let error as RenderError {
                throw InputError(file: path, message: error.message)
            }
        }
    }

    /// Renders the state after every event in turn (frame 0 is after event 1, docs/CLI.md `frames`)
    /// and hands each frame to `body` before drawing the next, so memory holds one frame at a time.
    public func renderFrames(
        scale: Int? = nil, theme: Theme? = nil,
        _ body: (_ index: Int, _ frame: Canvas) throws -> Void
    ) throws {
        try forEachFrame(scale: scale, theme: theme) { index, snapshot, renderer in try body(index, try renderer.render(snapshot, scale: scale)) }
    }

    /// `renderFrames`, each frame as its PNG, drawn and deflated band by band (`Renderer.renderPNG`).
    public func renderFramePNGs(
        scale: Int? = nil, theme: Theme? = nil,
        _ body: (_ index: Int, _ png: [UInt8]) throws -> Void
    ) throws {
        try forEachFrame(scale: scale, theme: theme) { index, snapshot, renderer in try body(index, try renderer.renderPNG(snapshot, scale: scale)) }
    }

    /// Runs the events, handing `body` the state after each with the renderer to draw it at
    /// `scale`; a `RenderError` becomes this file's `InputError`.
    private func forEachFrame(scale: Int?, theme: Theme?, _ body: (_ index: Int, _ snapshot: ArenaSnapshot, _ renderer: Renderer) throws -> Void)
        throws
    {
        let renderer = try atScale(scale).renderer(theme: theme)
        var arena = Arena(scenario: scenario, measure: cellMeasure)
        for (index, event) in scenario.events.enumerated() {
            arena.apply(event)
            do { try body(index, arena.snapshot(), renderer) } catch let error as RenderError {
                throw InputError(file: path, message: error.message)
            }
        }
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
