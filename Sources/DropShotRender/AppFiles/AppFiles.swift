import DropShotEngine
import DropShotSystem
import Foundation

/// The app's own files a scenario names (`"assetCatalogs"`, `"stringCatalogs"`), read from disk
/// inside the scenario's folder or an `--assets` folder, as its images are (docs/SCENARIO.md,
/// "The app's own files"). Asset catalogs are read lazily (a colour set when it is first named);
/// string catalogs whole when opened. One is made per scenario file and shared by its variants.
public final class AppFiles: AppResources {
    private let assetCatalogs: [AssetCatalog]
    private let stringCatalogs: [StringCatalog]

    /// Opens `assetCatalogs` (`.xcassets` folders) and `stringCatalogs` (`.xcstrings` files, or
    /// folders of `<locale>.lproj` folders), paths relative to the scenario at `scenarioPath` (or
    /// absolute), inside its folder or one of `assets`. An error names the key (`assetCatalogs[1]`)
    /// or, for what is wrong inside a catalog, the catalog's file.
    public convenience init(assetCatalogs: [String] = [], stringCatalogs: [String] = [], scenarioPath: String, assets: [String] = [])
        throws(ScenarioError)
    {
        try self.init(
            assetCatalogs: assetCatalogs, stringCatalogs: stringCatalogs, folders: AssetFolders(scenarioPath: scenarioPath, assets: assets),
            scenarioPath: scenarioPath)
    }

    /// The same inside `folders` (the first anchors relative paths). Errors name a catalog's file
    /// as the user opens it: from the folder of `scenarioPath` as given, or absolute.
    init(assetCatalogs: [String] = [], stringCatalogs: [String] = [], folders: AssetFolders, scenarioPath: String) throws(ScenarioError) {
        let base = (scenarioPath as NSString).deletingLastPathComponent
        func shown(_ path: String) -> String { path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path }
        func open(_ path: String, key: String, index: Int) throws(ScenarioError) -> (real: String, isFolder: Bool) {
            let at = "\(key)[\(index)]"
            switch folders.resolve(path) {
            case .outside:
                throw ScenarioError(path: at, message: "\(JSONValue.echo(path)) is outside the scenario's folder (allow a folder with --assets DIR)")
            case .missing: throw ScenarioError(path: at, message: "cannot read \(JSONValue.echo(path)) (no such file or folder)")
            case let .inside(real):
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: real, isDirectory: &isFolder)
                return (real, isFolder.boolValue)
            }
        }
        var assets: [AssetCatalog] = []
        for (i, path) in assetCatalogs.enumerated() {
            let (real, isFolder) = try open(path, key: "assetCatalogs", index: i)
            guard isFolder else {
                throw ScenarioError(
                    path: "assetCatalogs[\(i)]", message: "\(JSONValue.echo(path)) is a file; an asset catalog is a folder (Assets.xcassets)")
            }
            assets.append(AssetCatalog(name: shown(path), root: real, folders: folders))
        }
        var strings: [StringCatalog] = []
        for (i, path) in stringCatalogs.enumerated() {
            let (real, isFolder) = try open(path, key: "stringCatalogs", index: i)
            if isFolder {
                strings.append(try StringCatalog(lprojFolder: real, name: shown(path), folders: folders))
            } else {
                guard path.hasSuffix(".xcstrings") else {
                    throw ScenarioError(
                        path: "stringCatalogs[\(i)]",
                        message: "\(JSONValue.echo(path)) is neither a .xcstrings file nor a folder of <locale>.lproj folders")
                }
                let bytes: [UInt8]
                do { bytes = try RegularFile.read(real, limit: StringCatalog.maxFileBytes, followingLinks: false) } catch {
                    throw ScenarioError(path: "stringCatalogs[\(i)]", message: "\(JSONValue.echo(path)): \(error.reason)")
                }
                strings.append(try StringCatalog(xcstrings: bytes, name: shown(path)))
            }
        }
        self.assetCatalogs = assets
        self.stringCatalogs = strings
    }

    /// What `ScenarioMatrix(json:appFiles:)` opens a file's catalogs with: relative to the file
    /// at `scenarioPath`, inside its folder or `assets`.
    public static func opener(scenarioPath: String, assets: [String] = []) -> AppFileOpener {
        { assetCatalogs, stringCatalogs throws(ScenarioError) in
            try AppFiles(assetCatalogs: assetCatalogs, stringCatalogs: stringCatalogs, scenarioPath: scenarioPath, assets: assets)
        }
    }

    /// The colour set `name` of the first asset catalog that has one, at `screen`.
    public func color(named name: String, for screen: ColorScreen) throws(ScenarioError) -> Scenario.Color? {
        for catalog in assetCatalogs {
            if let color = try catalog.color(named: name, for: screen) { return color }
        }
        return nil
    }

    /// The image set `name` of the first asset catalog that has one: its file for `scale` on
    /// `screen`, and whether it is a template; nil when none has it.
    func image(named name: String, scale: Int, screen: ColorScreen, rightToLeft: Bool) throws(ScenarioError) -> ImageSetFile.Choice? {
        for catalog in assetCatalogs {
            if let choice = try catalog.image(named: name, scale: scale, screen: screen, rightToLeft: rightToLeft) { return choice }
        }
        return nil
    }

    /// Every string catalog's languages, in order, each once.
    public var languages: [String] {
        var all: [String] = []
        for language in stringCatalogs.flatMap(\.languages) where !all.contains(language) { all.append(language) }
        return all
    }

    /// The first string catalog's source language.
    public var sourceLanguage: String? { stringCatalogs.first?.sourceLanguage }

    /// `key` in the first string catalog that has it, for `locale`, filled with `arguments`.
    public func string(_ key: String, locale: String, arguments: [String], idiom: Idiom) throws(ScenarioError) -> String? {
        for catalog in stringCatalogs {
            guard let (unit, language) = catalog.unit(key, locale: locale) else { continue }
            do { return try unit.text(arguments, language: language, idiom: idiom) } catch {
                throw ScenarioError(path: "", message: "{@\(key)} in \(language): \(error.reason)", rule: .stringsResolve, file: catalog.name)
            }
        }
        return nil
    }
}
