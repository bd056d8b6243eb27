/// A file's colour sets and string tables, as the matrix reads them.
extension ScenarioMatrix {
    /// `"colors": {"card": {"light": "#FFFFFF", "dark": "#1C1C1E"}, "brand": "#5B8DEF"}`: each a
    /// colour for both appearances, or a light and a dark one (`#RRGGBB[AA]` or a system colour).
    static func colorSets(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> ColorSets {
        guard case let .object(members) = value else { throw r.error("expected an object of named colors, found \(JSONReader.describe(value))") }
        let light = JSONReader(path: "", environment: FormatEnvironment(colors: ColorNames(appearance: .light)))
        let dark = JSONReader(path: "", environment: FormatEnvironment(colors: ColorNames(appearance: .dark)))
        // Each value is checked as a colour now and kept as spelled: a system colour's name takes
        // its value at each variant's contrast.
        func color(_ v: JSONValue, _ at: JSONReader, _ reader: JSONReader) throws(ScenarioError) -> String {
            do { _ = try reader.color(v) } catch { throw at.error(error.message, rule: error.rule) }
            return try at.string(v)
        }
        var sets: ColorSets = [:]
        for (name, set) in members {
            let c = r.child(name)
            guard ColorNames.isName(name) else {
                throw c.error("\(JSONValue.echo(name)) cannot name a color (a letter, then letters, digits, '_', '.', '-' or '/')")
            }
            if sets[name] != nil { throw c.error("a second color named \(JSONValue.echo(name))") }
            if case .object = set {
                let pair = try c.object(set, allowedKeys: ["light", "dark"])
                let l = try c.required("light", in: pair), d = try c.required("dark", in: pair)
                sets[name] = (try color(l, c.child("light"), light), try color(d, c.child("dark"), dark))
            } else {
                sets[name] = (try color(set, c, light), try color(set, c, dark))
            }
        }
        return sets
    }

    /// `"strings": {"en": {"todo": "To do"}, "ja": {"todo": "未着手"}}`.
    static func strings(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [(locale: String, table: [String: String])] {
        guard case let .object(locales) = value else { throw r.error("expected an object of locales, found \(JSONReader.describe(value))") }
        var strings: [(locale: String, table: [String: String])] = [], seen = Set<String>()
        for (locale, table) in locales {
            let l = r.child(locale)
            guard Locales.isTag(locale) else {
                throw l.error("\(JSONValue.echo(locale)) is not a locale tag (such as \"en\", \"ja\", \"pt-BR\"\(Locales.reservedNote(locale)))")
            }
            guard seen.insert(locale).inserted else { throw l.error("a second table for locale \(JSONValue.echo(locale))") }
            guard case let .object(entries) = table else { throw l.error("expected an object of strings, found \(JSONReader.describe(table))") }
            var values: [String: String] = [:]
            for (key, text) in entries { values[key] = try l.child(key).string(text) }
            strings.append((locale, values))
        }
        return strings
    }
}

extension ScenarioMatrix {
    /// The app's files `all` names (`"assetCatalogs"`, `"stringCatalogs"`: lists of paths),
    /// opened by `appFiles` (nil when it names none), and the asset catalogs' paths.
    static func openAppFiles(_ all: [(key: String, value: JSONValue)], _ r: JSONReader, _ appFiles: AppFileOpener?) throws(ScenarioError)
        -> (resources: (any AppResources)?, assetCatalogs: [String])
    {
        func paths(_ key: String) throws(ScenarioError) -> [String] {
            guard let value = JSONReader.value(key, in: all) else { return [] }
            let k = r.child(key)
            var paths: [String] = []
            for (i, entry) in try k.array(value).enumerated() {
                let path = try k.child(i).string(entry)
                guard !path.isEmpty else { throw k.child(i).error("expected a path, found an empty string") }
                paths.append(path)
            }
            return paths
        }
        let assetCatalogs = try paths("assetCatalogs"), stringCatalogs = try paths("stringCatalogs")
        guard !assetCatalogs.isEmpty || !stringCatalogs.isEmpty else { return (nil, []) }
        guard let appFiles else {
            throw r.child(assetCatalogs.isEmpty ? "stringCatalogs" : "assetCatalogs").error(
                "the app's catalogs are read from disk: load the scenario with DropShotRender (ScenarioDocument.load) or the dropshot CLI")
        }
        return (try appFiles(assetCatalogs, stringCatalogs), assetCatalogs)
    }
}
