import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation

/// Loading what a scenario names beside it: its images (checked whole) and fonts, and the names
/// its texts ask for.
extension ScenarioDocument {
    /// Every image the scenario names (items, templates, decorations, delete zones, the toolbar),
    /// each resolved at `scale` (a name without an extension in `catalogs`, the app's asset catalogs,
    /// first) and checked whole: a damaged image is bad input before anything renders.
    /// The variants of one file share `shelf`: an image file is read and checked once, and
    /// variants naming the same files draw from one store, each image decoded once.
    static func loadImages(
        _ scenario: Scenario, folders: AssetFolders, catalogs: AppFiles?, scale: Int, path: String, shelf: ImageShelf? = nil
    ) throws(InputError) -> ImageStore {
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
        var sources: [String: String] = [:], sizes: [String: (width: Int, height: Int)] = [:], tints: [String: Scenario.Color] = [:]
        // A name without an extension may be an image set of the app's asset catalogs.
        let rightToLeft = scenario.config.layout.layoutDirection == .rightToLeft
        for (location, image) in images {
            guard files[image] == nil else { continue }
            var file: String
            if let catalogs, (image as NSString).pathExtension.isEmpty,
                let choice = try imageSet(
                    image, at: location, in: catalogs, scale: scale, screen: scenario.colorScreen, rightToLeft: rightToLeft, path: path)
            {
                file = choice.file
                // A template image set is drawn in the tint: the theme's accent, or an element's own `tint`.
                if choice.template { tints[image] = Theme(scenario.theme, contrast: scenario.colorScreen.contrast).accent }
            } else {
                file = try resolveImage(image, at: location, folders: folders, scale: scale, path: path)
            }
            if let size = shelf?.size(of: file) {
                (sizes[file], files[image], sources[image]) = (size, file, location)
                continue
            }
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
            shelf?.checked(file, size: sizes[file]!)
        }
        return shelf?.store(files: files, sizes: sizes, sources: sources, tints: tints)
            ?? ImageStore(files: files, sizes: sizes, sources: sources, tints: tints)
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

    /// The image set `name` of `catalogs` at `scale` on `screen`, nil when no catalog has one; an
    /// error in the set names its file and the JSON path that asked for it.
    private static func imageSet(
        _ name: String, at location: String, in catalogs: AppFiles, scale: Int, screen: ColorScreen, rightToLeft: Bool, path: String
    ) throws(InputError) -> ImageSetFile.Choice? {
        do { return try catalogs.image(named: name, scale: scale, screen: screen, rightToLeft: rightToLeft) } catch {
            throw InputError(file: error.file ?? path, message: "\(location): \(JSONValue.echo(name)): \(error.description)")
        }
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
}
