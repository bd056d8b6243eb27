import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation
import Synchronization

/// An app's asset catalog (`Assets.xcassets`), read as Xcode writes it (docs/SCENARIO.md, "The
/// app's own files"): its folder tree is listed once, when a name is first asked for (groups are
/// folders; a group whose `Contents.json` says `"provides-namespace": true` prefixes its assets'
/// names); a colour or image set's `Contents.json` is read only when the scenario names it, and
/// then once.
final class AssetCatalog: Sendable {
    /// The catalog's folder, as the scenario names it (what errors say).
    let name: String
    /// Its real path, inside the scenario's allowed folders.
    private let root: String
    private let folders: AssetFolders
    private struct State {
        /// Asset name to its folder, by kind (`colorset`, `imageset`), once listed.
        var sets: [String: [String: String]]?
        /// Colour sets read, by name.
        var colors: [String: ColorSetFile] = [:]
        /// Image sets read, by name.
        var images: [String: ImageSetFile] = [:]
    }
    private let state = Mutex(State())

    /// The most entries a catalog's folders may hold in all, and its deepest nesting.
    static let maxEntries = 200_000
    static let maxDepth = 32
    /// The largest `Contents.json`, in bytes.
    static let maxContentsBytes = 1 << 20

    init(name: String, root: String, folders: AssetFolders) {
        self.name = name; self.root = root; self.folders = folders
    }

    /// The colour set `name` at `screen`, nil when the catalog has none of that name.
    func color(named name: String, for screen: ColorScreen) throws(ScenarioError) -> Scenario.Color? {
        try set(name, kind: "colorset", \.colors) { folder throws(ScenarioError) in
            try ColorSetFile(folder: folder, shownAs: shown(folder), folders: folders)
        }?.color(for: screen)
    }

    /// The image set `name`'s file for `scale` and `screen` (with its language `direction`), and
    /// whether it is drawn as a template; nil when the catalog has no image set of that name.
    func image(named name: String, scale: Int, screen: ColorScreen, rightToLeft: Bool) throws(ScenarioError) -> ImageSetFile.Choice? {
        try set(name, kind: "imageset", \.images) { folder throws(ScenarioError) in
            try ImageSetFile(folder: folder, shownAs: shown(folder), folders: folders)
        }?.choice(scale: scale, screen: screen, rightToLeft: rightToLeft)
    }

    /// The set `name` of `kind` (`colorset`, `imageset`), read by `read` from its folder the first
    /// time it is asked for and kept at `kept`; nil when the catalog has none (the catalog's
    /// folders are listed on the first call).
    private func set<File: Sendable>(
        _ name: String, kind: String, _ kept: WritableKeyPath<State, [String: File]>, read: (String) throws(ScenarioError) -> File
    ) throws(ScenarioError) -> File? {
        try state.withLock { state throws(ScenarioError) -> File? in
            if let file = state[keyPath: kept][name] { return file }
            if state.sets == nil { state.sets = try listSets() }
            guard let folder = state.sets?[kind]?[name] else { return nil }
            let file = try read(folder)
            state[keyPath: kept][name] = file
            return file
        }
    }

    /// `folder` as errors show it: the catalog's name and the path inside it.
    private func shown(_ folder: String) -> String { name + folder.dropFirst(root.count) }

    /// Every colour and image set of the catalog by kind and name, walking its groups in name
    /// order (a name met twice keeps the first, as Xcode refuses the second).
    private func listSets() throws(ScenarioError) -> [String: [String: String]] {
        var sets: [String: [String: String]] = [:], entries = 0
        func walk(_ folder: String, prefix: String, depth: Int) throws(ScenarioError) {
            guard depth <= AssetCatalog.maxDepth else {
                throw ScenarioError(path: "", message: "its groups nest deeper than \(AssetCatalog.maxDepth) folders", file: shown(folder))
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            entries += names.count
            guard entries <= AssetCatalog.maxEntries else {
                throw ScenarioError(
                    path: "", message: "it holds over \(AssetCatalog.maxEntries) files and folders, the limit of one catalog", file: name)
            }
            for entry in names {
                let path = folder + "/" + entry
                var info = stat()
                // Folders only, never through a link (a link out of the catalog is not followed).
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
                if let kind = ["colorset", "imageset"].first(where: { entry.hasSuffix("." + $0) }) {
                    let asset = prefix + entry.dropLast(kind.count + 1)
                    if sets[kind]?[asset] == nil { sets[kind, default: [:]][asset] = path }
                } else if !entry.contains(".") {
                    try walk(path, prefix: prefix + (try providesNamespace(path) ? entry + "/" : ""), depth: depth + 1)
                }
            }
        }
        try walk(root, prefix: "", depth: 0)
        return sets
    }

    /// Whether the group `folder` prefixes its assets' names (`"properties": {"provides-namespace": true}`).
    private func providesNamespace(_ folder: String) throws(ScenarioError) -> Bool {
        guard let contents = try CatalogJSON.contents(of: folder, shownAs: shown(folder), folders: folders) else { return false }
        guard case .object = contents.value, let properties = try contents.member("properties"),
            let namespace = try properties.member("provides-namespace")
        else { return false }
        guard case let .bool(provides) = namespace.value else { throw namespace.error("expected true or false") }
        return provides
    }
}

/// One colour set's `Contents.json`: its colours by idiom and appearance.
struct ColorSetFile: Sendable {
    /// One entry of `"colors"`.
    struct Entry: Sendable {
        var idiom: String
        var appearance: CatalogAppearance
        /// Its colour, or the system colour it refers to (`systemBlue`).
        var color: Scenario.Color?
        var reference: String?
    }
    let entries: [Entry]

    /// The colour set in `folder` (shown as `shown`), read and checked whole.
    init(folder: String, shownAs shown: String, folders: AssetFolders) throws(ScenarioError) {
        let json = try CatalogJSON.requiredContents(of: folder, shownAs: shown, folders: folders)
        var entries: [Entry] = []
        for entry in try json.required("colors").elements() {
            let idiom = try entry.member("idiom")?.string() ?? "universal", appearance = try CatalogAppearance(entry)
            let color = try entry.required("color")
            if let reference = try color.member("reference") {
                let name = try reference.string()
                let system = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
                guard Scenario.Color.system(system) != nil else {
                    throw reference.error(
                        "\(JSONValue.echo(name)) is no system colour DropShot knows (such as systemBlueColor, labelColor, separatorColor)")
                }
                entries.append(Entry(idiom: idiom, appearance: appearance, reference: system))
            } else {
                entries.append(Entry(idiom: idiom, appearance: appearance, color: try ColorSetFile.color(color)))
            }
        }
        guard !entries.isEmpty else {
            throw ScenarioError(path: "colors", message: "expected at least one colour", file: CatalogJSON.contentsFile(shown))
        }
        self.entries = entries
    }

    /// A `"color"` of `color-space` and `components`, in sRGB.
    static func color(_ color: CatalogJSON) throws(ScenarioError) -> Scenario.Color {
        let spaceName = try color.member("color-space")?.string() ?? "srgb"
        guard let space = CatalogColorSpace(rawValue: spaceName) else {
            throw try color.required("color-space").error(
                "\(JSONValue.echo(spaceName)) is not a colour space DropShot reads (\(CatalogColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        let components = try color.required("components")
        func component(_ key: String) throws(ScenarioError) -> Double {
            let c = try components.required(key)
            let value: Double
            switch c.value {
            case let .number(number): value = number
            case let .string(text):
                guard let parsed = ColorSetFile.component(text) else {
                    throw c.error("\(JSONValue.echo(text)) is not a component (a fraction \"0.980\", a byte \"250\" or \"0xFA\")")
                }
                value = parsed
            default: throw c.error("expected a component, found \(CatalogJSON.describe(c.value))")
            }
            guard space.isExtended || key == "alpha" ? value.isFinite : (0...1).contains(value) else {
                throw c.error("\(JSONValue.format(value)) is out of range for \(spaceName) (0 to 1, or 0 to 255 as a byte)")
            }
            guard key != "alpha" || (0...1).contains(value) else { throw c.error("alpha \(JSONValue.format(value)) is out of range (0 to 1)") }
            return value
        }
        let channels = space.isGray ? [try component("white")] : [try component("red"), try component("green"), try component("blue")]
        let alpha = try component("alpha")
        let rgb: (red: Double, green: Double, blue: Double)
        do { rgb = try space.sRGB(channels) } catch { throw color.error("cannot convert it to sRGB: \(error.message)") }
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        return Scenario.Color(red: byte(rgb.red), green: byte(rgb.green), blue: byte(rgb.blue), alpha: byte(alpha))
    }

    /// A component as Xcode writes it: `"0xFA"` a byte, a whole number above 1 (`"250"`) a byte,
    /// anything else (`"0.980"`, `"1"`) a fraction; nil for text that is no number.
    static func component(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if let whole = Int(trimmed), whole > 1 { return whole <= 255 ? Double(whole) / 255 : Double(whole) }
        return Double(trimmed)
    }

    /// The colour for `screen`, picked as UIKit matches an asset's variants to a trait collection:
    /// the device's idiom before `universal`; the screen's luminosity before "any"; with increased
    /// contrast, a high-contrast entry before a normal one (which a normal screen only takes).
    func color(for screen: ColorScreen) throws(ScenarioError) -> Scenario.Color? {
        let chosen = CatalogAppearance.pick(entries, idiom: \.idiom, for: screen) { entry in
            entry.appearance.fits(screen) ? entry.appearance.specificity : nil
        }
        if let reference = chosen.reference {
            return Scenario.Color.system(reference, appearance: screen.appearance, contrast: screen.contrast)
        }
        return chosen.color
    }
}

/// The bytes of a catalog's file, at most `limit`; an error names it as `shownAs`.
func readCatalogFile(_ real: String, shownAs file: String, limit: Int) throws(ScenarioError) -> [UInt8] {
    do { return try RegularFile.read(real, limit: limit, followingLinks: false) } catch {
        throw ScenarioError(path: "", message: error.reason, file: file)
    }
}

/// One image set's `Contents.json`: its files by idiom, scale, appearance and language direction,
/// and whether it is drawn as a template (`"template-rendering-intent": "template"`).
struct ImageSetFile: Sendable {
    /// One entry of `"images"` that names a file.
    struct Entry: Sendable {
        var file: String
        var idiom: String
        /// 1, 2 or 3; nil for a single file of any scale (a vector, or `"scale"` left out).
        var scale: Int?
        var appearance: CatalogAppearance
        /// `left-to-right`, `right-to-left`, or nil for both.
        var direction: String?
    }
    /// What is drawn for one screen: the file's real path, and whether it is a template.
    struct Choice: Sendable {
        var file: String
        var template: Bool
    }
    let entries: [Entry]
    let template: Bool
    let shown: String
    let folder: String
    let folders: AssetFolders

    init(folder: String, shownAs shown: String, folders: AssetFolders) throws(ScenarioError) {
        self.shown = shown
        self.folder = folder
        self.folders = folders
        let json = try CatalogJSON.requiredContents(of: folder, shownAs: shown, folders: folders)
        var entries: [Entry] = []
        for image in try json.required("images").elements() {
            guard let name = try image.member("filename")?.string() else { continue }  // an empty slot
            guard !name.contains("/"), name != "..", name != "." else {
                throw image.error("the file name \(JSONValue.echo(name)) leaves the image set")
            }
            var scale: Int?
            if let given = try image.member("scale")?.string() {
                guard let value = ["1x": 1, "2x": 2, "3x": 3][given] else { throw image.error("the scale \(JSONValue.echo(given)) (1x, 2x or 3x)") }
                scale = value
            }
            let direction = try image.member("language-direction")?.string()
            if let direction, direction != "left-to-right", direction != "right-to-left" {
                throw try image.required("language-direction").error("\(JSONValue.echo(direction)) (left-to-right or right-to-left)")
            }
            entries.append(
                Entry(
                    file: name, idiom: try image.member("idiom")?.string() ?? "universal", scale: scale,
                    appearance: try CatalogAppearance(image), direction: direction))
        }
        guard !entries.isEmpty else {
            throw ScenarioError(path: "images", message: "no entry names a file", file: CatalogJSON.contentsFile(shown))
        }
        self.entries = entries
        let intent = try json.member("properties")?.member("template-rendering-intent")?.string()
        template = intent == "template"
    }

    /// The file UIKit would draw for `scale` on `screen`: the device's idiom before `universal`;
    /// the screen's luminosity, contrast and direction before an entry for any; then the scale
    /// itself, else the nearest larger, else the largest smaller.
    func choice(scale: Int, screen: ColorScreen, rightToLeft: Bool) throws(ScenarioError) -> Choice {
        let direction = rightToLeft ? "right-to-left" : "left-to-right"
        let chosen = CatalogAppearance.pick(entries, idiom: \.idiom, for: screen) { entry -> Int? in
            guard entry.appearance.fits(screen), (entry.direction ?? direction) == direction else { return nil }
            // The most specific entry, then the scale's own file, then larger ones nearest first,
            // then smaller ones (a distance under 100, so specificity always ranks first).
            let specific = entry.appearance.specificity * 2 + (entry.direction != nil ? 1 : 0)
            let s = entry.scale ?? scale
            let distance = s == scale ? 0 : s > scale ? s - scale : 10 + scale - s
            return specific * 100 - distance
        }
        let shownFile = shown + "/" + chosen.file
        let lower = chosen.file.lowercased()
        if lower.hasSuffix(".svg") || lower.hasSuffix(".pdf") {
            throw ScenarioError(
                path: "",
                message: "is a vector image; DropShot draws PNG and JPEG: export the asset as PNG at 1x, 2x and 3x and list them in the image set",
                file: shownFile)
        }
        guard case let .inside(real) = folders.resolve(folder + "/" + chosen.file) else {
            throw ScenarioError(path: "", message: "cannot read it (missing, or outside the allowed folders)", file: shownFile)
        }
        return Choice(file: real, template: template)
    }
}

/// The appearances an asset catalog's entry is for (`"appearances"`: a luminosity, and
/// increased contrast), and how UIKit matches entries to a screen.
struct CatalogAppearance: Sendable {
    /// `light`, `dark`, or nil for any luminosity.
    var luminosity: String?
    /// Whether it is for increased contrast.
    var highContrast = false

    /// The appearances of `entry` (a colour's or an image's).
    init(_ entry: CatalogJSON) throws(ScenarioError) {
        for appearance in try entry.member("appearances")?.elements() ?? [] {
            switch (try appearance.required("appearance").string(), try appearance.required("value").string()) {
            case ("luminosity", let value) where value == "light" || value == "dark": luminosity = value
            case ("contrast", "high"): highContrast = true
            case let (kind, value):
                throw appearance.error(
                    "the appearance \(JSONValue.echo(kind)) \(JSONValue.echo(value)) (DropShot reads luminosity light or dark, and contrast high)")
            }
        }
    }

    /// Whether `screen` may take it: its luminosity or any, and a high-contrast entry only with
    /// increased contrast.
    func fits(_ screen: ColorScreen) -> Bool {
        !(highContrast && screen.contrast != .high) && (luminosity ?? screen.appearance.rawValue) == screen.appearance.rawValue
    }

    /// How specific it is: a luminosity counts over increased contrast, both over neither.
    var specificity: Int { (luminosity != nil ? 2 : 0) + (highContrast ? 1 : 0) }

    /// The entry UIKit matches to `screen`: among the device's idiom's entries, else the
    /// `universal` ones, the one `rank` puts highest (nil: not for this screen; the first of a
    /// tie); the first entry when none fits (a set with only a light entry, seen dark).
    static func pick<Entry>(_ entries: [Entry], idiom: KeyPath<Entry, String>, for screen: ColorScreen, rank: (Entry) -> Int?) -> Entry {
        for wanted in [screen.idiom.rawValue, "universal"] {
            let ranked = entries.filter { $0[keyPath: idiom] == wanted }.compactMap { entry in rank(entry).map { (entry, $0) } }
            if let best = ranked.max(by: { $0.1 < $1.1 }) { return best.0 }
        }
        return entries[0]
    }
}
