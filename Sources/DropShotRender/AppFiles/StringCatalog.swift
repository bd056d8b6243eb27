import DropShotEngine
import DropShotSystem
import Foundation

/// An app's localized strings: a String Catalog (`Localizable.xcstrings`, versions 1.0 and 1.1),
/// or a folder whose `<locale>.lproj/` folders hold `.strings` and `.stringsdict` files, as
/// Xcode writes them (docs/SCENARIO.md, "The app's own files"). Read whole when opened.
struct StringCatalog: Sendable {
    /// What errors name it by.
    let name: String
    /// Its languages, the source language first.
    let languages: [String]
    /// The language a key without a localization in the asked one is shown in.
    let sourceLanguage: String
    /// Key to its localizations by language. An entry with none shows its key (a String
    /// Catalog's key is its source text).
    private let entries: [String: [String: LocalizedUnit]]

    /// The largest catalog file, in bytes.
    static let maxFileBytes = 32 << 20

    /// The localization of `key` for `locale` (else its language, else the source language),
    /// with the language it is in; nil when the catalog has no such key.
    func unit(_ key: String, locale: String) -> (unit: LocalizedUnit, language: String)? {
        guard let localizations = entries[key] else { return nil }
        let language = String(locale.split(separator: "-").first ?? "")
        for candidate in [locale, language, sourceLanguage, "Base"] {
            if let unit = localizations[candidate] { return (unit, candidate == "Base" ? sourceLanguage : candidate) }
        }
        return (.text(key), sourceLanguage)
    }

    // MARK: String Catalogs

    /// A `.xcstrings` file's catalog.
    init(xcstrings bytes: [UInt8], name: String) throws(ScenarioError) {
        self.name = name
        let json = try CatalogJSON.parse(bytes, file: name)
        let version = try json.member("version")?.string() ?? "1.0"
        guard ["1.0", "1.1"].contains(version) else {
            throw try json.required("version").error("version \(JSONValue.echo(version)): DropShot reads String Catalogs 1.0 and 1.1")
        }
        sourceLanguage = try json.required("sourceLanguage").string()
        var entries: [String: [String: LocalizedUnit]] = [:], languages: [String] = [sourceLanguage]
        for (key, entry) in try json.member("strings")?.members() ?? [] {
            var localizations: [String: LocalizedUnit] = [:]
            if case .bool(false)? = try entry.member("shouldTranslate")?.value {
                entries[key] = [:]
                continue
            }
            for (language, unit) in try entry.member("localizations")?.members() ?? [] {
                localizations[language] = try StringCatalog.unit(unit)
                if !languages.contains(language) { languages.append(language) }
            }
            entries[key] = localizations
        }
        self.entries = entries
        self.languages = languages
    }

    /// A String Catalog's localization: a `stringUnit` (with its `substitutions`) or `variations`.
    private static func unit(_ json: CatalogJSON) throws(ScenarioError) -> LocalizedUnit {
        if let variations = try json.member("variations") {
            let kinds = try variations.members()
            guard let (kind, table) = kinds.first, kinds.count == 1 else { throw variations.error("expected one of plural, device") }
            var units: [String: LocalizedUnit] = [:]
            for (choice, unit) in try table.members() { units[choice] = try StringCatalog.unit(unit) }
            switch kind {
            case "plural": return .plural(units)
            case "device": return .device(units)
            default: throw table.error("the variations \(JSONValue.echo(kind)) (DropShot reads plural and device)")
            }
        }
        let value = try json.required("stringUnit").required("value").string()
        var substitutions: [String: LocalizedUnit.Substitution] = [:]
        for (name, substitution) in try json.member("substitutions")?.members() ?? [] {
            var argument: Int?
            if let number = try substitution.member("argNum") {
                guard case let .number(n) = number.value, n >= 1, n <= 64, n == n.rounded() else { throw number.error("expected 1 to 64") }
                argument = Int(n)
            }
            let specifier = try substitution.member("formatSpecifier")?.string() ?? "@"
            var plural: [String: String] = [:]
            for (category, unit) in try substitution.required("variations").required("plural").members() {
                plural[category] = try unit.required("stringUnit").required("value").string()
            }
            substitutions[name] = LocalizedUnit.Substitution(argument: argument, specifier: specifier, plural: plural)
        }
        return .text(value, substitutions: substitutions)
    }

    // MARK: Strings files

    /// A folder of `<locale>.lproj/` folders: each one's `.strings` files (`Localizable` first),
    /// then its `.stringsdict` files, which win for a key both have (as Foundation prefers them).
    init(lprojFolder real: String, name: String, folders: AssetFolders) throws(ScenarioError) {
        self.name = name
        let lprojs = ((try? FileManager.default.contentsOfDirectory(atPath: real)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        guard !lprojs.isEmpty else { throw ScenarioError(path: "", message: "it holds no <locale>.lproj folder", file: name) }
        var entries: [String: [String: LocalizedUnit]] = [:], languages: [String] = []
        for lproj in lprojs {
            let language = String(lproj.dropLast(".lproj".count))
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: real + "/" + lproj)) ?? []).sorted {
                ($0.hasPrefix("Localizable.") ? 0 : 1, $0) < ($1.hasPrefix("Localizable.") ? 0 : 1, $1)
            }
            for file in files.filter({ $0.hasSuffix(".strings") }) + files.filter({ $0.hasSuffix(".stringsdict") }) {
                let shown = "\(name)/\(lproj)/\(file)"
                guard case let .inside(path) = folders.resolve(real + "/" + lproj + "/" + file) else { continue }
                let bytes = try readCatalogFile(path, shownAs: shown, limit: StringCatalog.maxFileBytes)
                let table =
                    file.hasSuffix(".strings") ? try StringsFile.parse(bytes, file: shown) : try StringsFile.parseDictionary(bytes, file: shown)
                for (key, unit) in table { entries[key, default: [:]][language] = unit }
            }
            if language != "Base" { languages.append(language) }
        }
        let source = languages.contains("en") || lprojs.contains("Base.lproj") || languages.isEmpty ? "en" : languages[0]
        sourceLanguage = source
        self.languages = [source] + languages.filter { $0 != source }
        self.entries = entries
    }
}
