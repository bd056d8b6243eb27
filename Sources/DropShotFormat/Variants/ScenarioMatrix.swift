/// A scenario file with its variants (docs/SCENARIO.md, "Variants"): parsed once, each variant
/// decoded on demand. A variant is the document with its values put in place (the device's
/// canvas, the theme's base, the screen's direction), the `overrides` whose `when` it meets
/// merged in, every `"{@key}"` looked up in its locale's `strings`, then decoded with colour names
/// at its appearance and text styles at its content size: the `Scenario` it gives is resolved.
public struct ScenarioMatrix: Sendable {
    /// The document's members, without the keys the matrix reads itself.
    private let members: [(key: String, value: JSONValue)]
    /// The scenario's own values: every axis but `device` and `locale` always set.
    public let own: ScenarioVariant
    /// The variants the file declares, in order (a matrix's last axis varies fastest); just `own`
    /// when it declares none.
    public let variants: [ScenarioVariant]
    private let colorSets: ColorSets
    /// The tables `{@key}` reads: the file's `strings`, then its `stringCatalogs`.
    let strings: StringTables
    /// The app's files the file names (`assetCatalogs`, `stringCatalogs`), opened once for every
    /// variant (and for the images its variants draw from the catalogs); nil when it names none.
    public let appResources: (any AppResources)?
    /// The asset catalogs' paths as the file writes them (each variant's scenario keeps them).
    private let assetCatalogs: [String]
    private let overrides: [Override]
    /// Whether the file sets `appearance` or the top-level `layoutDirection` itself.
    private let explicitAppearance: Bool
    private let explicitDirection: Bool

    /// The most variants a file may declare (docs/SCENARIO.md, "Limits").
    public static let maxVariants = 256

    /// The top-level keys the matrix reads (the rest are the scenario's).
    static let keys = [
        "colors", "appearance", "contrast", "contentSize", "strings", "locale", "assetCatalogs", "stringCatalogs", "variants", "overrides",
    ]

    private struct Override: Sendable {
        var when: [String: [String]]
        var patch: [(key: String, value: JSONValue)]
        /// The screen `when` describes first: each axis at its first value (a named variant's own).
        var screen = ScenarioVariant()
    }

    /// Whether any string of the file may hold a `{@key}` (its text has `{@` somewhere): without
    /// one, no variant walks the document to look strings up.
    private let mentionsStrings: Bool

    /// Parses scenario JSON and reads its variants (the scenario itself is decoded by `scenario(_:)`).
    /// `appFiles` opens the app's catalogs the file names (`"assetCatalogs"`, `"stringCatalogs"`);
    /// a file that names some is refused without it.
    public init(json bytes: [UInt8], appFiles: AppFileOpener? = nil) throws(ScenarioError) {
        let root: JSONValue
        do { root = try JSONValue.parse(bytes) } catch {
            throw ScenarioError(
                path: "", message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)",
                rule: error.isDuplicateKey ? .keysUnique : nil)
        }
        let mentions = bytes.withUnsafeBufferPointer { buffer in
            buffer.indices.dropLast().contains { buffer[$0] == UInt8(ascii: "{") && buffer[$0 + 1] == UInt8(ascii: "@") }
        }
        try self.init(root: root, mentionsStrings: mentions, appFiles: appFiles)
    }

    init(root: JSONValue, mentionsStrings: Bool = true, appFiles: AppFileOpener? = nil) throws(ScenarioError) {
        self.mentionsStrings = mentionsStrings
        let r = JSONReader(path: "")
        let all = try r.object(root, allowedKeys: Scenario.topLevelKeys + ["$schema"])
        members = all.filter { !ScenarioMatrix.keys.contains($0.key) }
        var colorSets: ColorSets = [:]
        if let value = JSONReader.value("colors", in: all) { colorSets = try ScenarioMatrix.colorSets(value, r.child("colors")) }
        self.colorSets = colorSets
        (appResources, assetCatalogs) = try ScenarioMatrix.openAppFiles(all, r, appFiles)
        var strings = StringTables(tables: [], catalogs: appResources)
        if let value = JSONReader.value("strings", in: all) { strings.tables = try ScenarioMatrix.strings(value, r.child("strings")) }
        var own = ScenarioVariant()
        for axis in ScenarioVariant.axes where axis != "device" && axis != "layoutDirection" {
            if let value = JSONReader.value(axis, in: all) { try ScenarioMatrix.set(axis, value, r.child(axis), in: &own) }
        }
        explicitAppearance = own.appearance != nil
        if own.appearance == nil { own.appearance = ScenarioMatrix.themeIsDark(JSONReader.value("theme", in: all)) ? .dark : .light }
        if own.contrast == nil { own.contrast = .normal }
        if own.contentSize == nil { own.contentSize = .large }
        if own.locale == nil { own.locale = strings.tables.first?.locale ?? appResources?.sourceLanguage }
        strings.ownLocale = own.locale
        self.strings = strings
        if case let .object(canvas)? = JSONReader.value("canvas", in: all), let device = JSONReader.value("device", in: canvas) {
            own.device = try r.child("canvas").child("device").enumeration(device) as CanvasSpec.Device
        }
        var direction: LayoutDirection?
        if case let .object(config)? = JSONReader.value("config", in: all), let value = JSONReader.value("layoutDirection", in: config) {
            direction = try r.child("config").child("layoutDirection").enumeration(value) as LayoutDirection
        }
        explicitDirection = direction != nil
        own.layoutDirection = direction ?? (own.locale.map(Locales.isRightToLeft) == true ? .rightToLeft : .leftToRight)
        self.own = own
        if let value = JSONReader.value("overrides", in: all) {
            overrides = try ScenarioMatrix.overrides(value, r.child("overrides"))
        } else {
            overrides = []
        }
        if let value = JSONReader.value("variants", in: all) {
            variants = try ScenarioMatrix.variants(value, r.child("variants"))
        } else {
            variants = [.own]
        }
        // An override may name only a declared named variant (a typo would never match).
        for (i, override) in overrides.enumerated() {
            for name in override.when["variant"] ?? [] where !variants.contains(where: { $0.name == name }) {
                let known = variants.compactMap(\.name).map { JSONValue.echo($0) }.joined(separator: ", ")
                throw r.child("overrides").child(i).child("when").child("variant").error(
                    "\(JSONValue.echo(name)) is not one of the scenario's named variants (\(known.isEmpty ? "it has none" : known))",
                    rule: .referencesResolve)
            }
        }
        // An override that no declared variant meets is read all the same, on the screen its `when`
        // describes first: a misspelt key or a bad value in it is an error, never a dead letter.
        for (i, override) in overrides.enumerated() where !variants.contains(where: { ScenarioMatrix.meets(override.when, values(of: $0)) }) {
            var screen = override.screen
            if let name = override.when["variant"]?.first, let named = variants.first(where: { $0.name == name }) { screen = screen.over(named) }
            do { _ = try resolve(values(of: screen), forcing: i) } catch {
                throw r.child("overrides").child(i).error(
                    "an override no declared variant meets is still read, on the screen its \"when\" describes first: \(error.path.isEmpty ? "" : error.path + ": ")\(error.message)",
                    rule: .overridesRead)
            }
        }
        var seen: [String: Int] = [:]
        for (i, variant) in variants.enumerated() {
            let name = self.name(of: variant)
            if let first = seen[name] {
                throw r.child("variants").error(
                    "variants \(first) and \(i) are the same screen (both named \(JSONValue.echo(name.isEmpty ? "the scenario's own" : name)))")
            }
            seen[name] = i
        }
    }

    /// The locales the file's goldens may be named with: its `strings` tables and the pseudolocales.
    public var locales: Set<String> { strings.locales }

    /// The parts of `variant`'s golden name joined by `~` (`dark~ax5`), empty for the scenario's own values.
    public func name(of variant: ScenarioVariant) -> String { variant.nameParts(against: own).joined(separator: "~") }

    /// The variant `text` names: its golden name's parts (`dark~ax5`, in any order) or a named
    /// combination's name; a combination the file does not declare may be asked for too.
    public func variant(spelled text: String) throws(ScenarioError) -> ScenarioVariant {
        if let named = variants.first(where: { $0.name == text }) { return named }
        guard let variant = ScenarioVariant(spelled: text) else {
            let part = text.split(separator: "~", omittingEmptySubsequences: false).first { ScenarioVariant(spelled: String($0)) == nil } ?? ""
            let known = variants.map { name(of: $0) }.filter { !$0.isEmpty }.prefix(12).joined(separator: ", ")
            throw ScenarioError(
                path: "",
                message:
                    "\(JSONValue.echo(text)): \(JSONValue.echo(String(part))) is no variant value (a device without spaces, light or dark, xs to xxxl or ax1 to ax5, ltr or rtl, a locale, or a named variant; this scenario's: \(known.isEmpty ? "none" : known))"
            )
        }
        return variant
    }

    /// The scenario of `variant` (its values over the scenario's own), decoded and validated; an
    /// error of another variant than the scenario's own names it.
    public func scenario(_ variant: ScenarioVariant = .own) throws(ScenarioError) -> Scenario {
        do {
            return try resolve(values(of: variant))
        } catch {
            let name = self.name(of: variant)
            guard !name.isEmpty else { throw error }
            throw ScenarioError(path: error.path, message: error.message, variant: name, rule: error.rule, file: error.file)
        }
    }

    /// `variant`'s values over the scenario's own; the screen's direction follows the locale's
    /// script unless the file or the variant gives one.
    private func values(of variant: ScenarioVariant) -> ScenarioVariant {
        var values = variant.over(own)
        if variant.layoutDirection == nil, !explicitDirection {
            values.layoutDirection = values.locale.map(Locales.isRightToLeft) == true ? .rightToLeft : .leftToRight
        }
        return values
    }

    /// The scenario at `values`: the overrides they meet (and the one at `forcing`) merged in order.
    private func resolve(_ values: ScenarioVariant, forcing: Int? = nil) throws(ScenarioError) -> Scenario {
        var document = JSONValue.object(members)
        for (i, override) in overrides.enumerated() where i == forcing || ScenarioMatrix.meets(override.when, values) {
            document = try ScenarioMatrix.merge(document, .object(override.patch), JSONReader(path: "overrides[\(i)]"))
        }
        guard case var .object(root) = document else { fatalError("a merged object is an object") }
        if let device = values.device, device != own.device {
            ScenarioMatrix.update(&root, "canvas") { canvas in
                canvas.removeAll { ["width", "height", "device", "safeArea"].contains($0.key) }
                canvas.insert(("device", .string(device.rawValue)), at: 0)
            }
        }
        if explicitAppearance || values.appearance != own.appearance, let appearance = values.appearance {
            if let index = root.firstIndex(where: { $0.key == "theme" }), case var .object(theme) = root[index].value {
                theme.removeAll { $0.key == "base" }
                theme.insert(("base", .string(appearance.rawValue)), at: 0)
                root[index].value = .object(theme)
            } else {
                root.removeAll { $0.key == "theme" }
                root.append(("theme", .string(appearance.rawValue)))
            }
        }
        if let direction = values.layoutDirection, explicitDirection || direction != .leftToRight {
            ScenarioMatrix.update(&root, "config") { config in
                config.removeAll { $0.key == "layoutDirection" }
                config.append(("layoutDirection", .string(direction.rawValue)))
            }
        }
        var translated = JSONValue.object(root)
        var budget = ScenarioLimits.lookedUpTotal
        let idiom = Idiom(device: values.device ?? own.device)
        if mentionsStrings {
            let original = translated
            var fieldLookups: FieldLookups? = FieldLookups(taken: { ScenarioMatrix.fieldNames(in: original) })
            if let looked = try lookUpStrings(
                in: translated, JSONReader(path: ""), locale: values.locale, idiom: idiom, budget: &budget, deferring: &fieldLookups)
            {
                translated = looked
            }
            if let fieldLookups, !fieldLookups.fields.isEmpty {
                try fillFieldLookups(&translated, fieldLookups, locale: values.locale, idiom: idiom, budget: &budget)
            }
        }
        var environment = FormatEnvironment()
        let screen = ColorScreen(appearance: values.appearance ?? .light, contrast: values.contrast ?? .normal, idiom: idiom)
        environment.colors = ColorNames(screen: screen, sets: colorSets, catalogs: appResources)
        environment.contentSize = values.contentSize ?? .large
        environment.actionPhrases = strings.actionPhrases(locale: values.locale)
        var scenario = try Scenario(root: translated, environment: environment)
        // Kept only where an image set may need them: a scenario without catalogs equals one built in Swift.
        if !assetCatalogs.isEmpty { (scenario.assetCatalogs, scenario.colorScreen) = (assetCatalogs, screen) }
        return scenario
    }

    // MARK: Reading the matrix's keys

    /// Sets `axis` of `variant` from its JSON spelling.
    private static func set(_ axis: String, _ value: JSONValue, _ r: JSONReader, in variant: inout ScenarioVariant) throws(ScenarioError) {
        try VariantAxis.named(axis)!.read(&variant, value, r)  // `axis` is a key the reader allowed
    }

    /// `"variants"`: an object of axes (every combination taken) or a list of named combinations.
    private static func variants(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [ScenarioVariant] {
        if case let .array(entries) = value {
            guard !entries.isEmpty else { throw r.error("expected at least one variant") }
            guard entries.count <= maxVariants else { throw r.error("\(entries.count) variants: at most \(maxVariants) are allowed") }
            var variants: [ScenarioVariant] = []
            for (i, entry) in entries.enumerated() {
                let e = r.child(i)
                let members = try e.object(entry, allowedKeys: ["name"] + ScenarioVariant.axes)
                let name = try e.child("name").string(try e.required("name", in: members))
                guard Scenario.isCheckpointName(name) else {
                    throw e.child("name").error(
                        "\(JSONValue.echo(name)) cannot name a golden (1 to 100 letters, digits, '-', '_' or '.', not starting with '.')")
                }
                if variants.contains(where: { $0.name == name }) {
                    throw e.child("name").error("a second variant named \(JSONValue.echo(name))", rule: .idsUnique)
                }
                if name == "a11y" { throw e.child("name").error("\"a11y\" names the accessibility images' goldens; choose another name") }
                var variant = ScenarioVariant(name: name)
                for (key, v) in members where key != "name" { try set(key, v, e.child(key), in: &variant) }
                variants.append(variant)
            }
            return variants
        }
        var members = try r.object(value, allowedKeys: ScenarioVariant.axes + ["exclude"])
        // The combinations no app ships (Arabic laid out left to right): left out of the product.
        var excluded: [[String: [String]]] = []
        if let index = members.firstIndex(where: { $0.key == "exclude" }) {
            let x = r.child("exclude")
            for (i, entry) in try x.array(members[index].value).enumerated() {
                excluded.append(try condition(entry, x.child(i), variantNames: false).when)
            }
            members.remove(at: index)
        }
        guard !members.isEmpty else { throw r.error("expected at least one axis (\(ScenarioVariant.axes.joined(separator: ", ")))") }
        var combinations = [ScenarioVariant()]
        for axis in ScenarioVariant.axes {
            guard let list = JSONReader.value(axis, in: members) else { continue }
            let a = r.child(axis)
            let values = try a.array(list)
            guard !values.isEmpty else { throw a.error("expected at least one value") }
            // The product is checked before the values are read, so a long axis costs nothing.
            guard combinations.count * values.count <= maxVariants else {
                let total = members.reduce(1) { product, member in if case let .array(v) = member.value { product * max(1, v.count) } else { product }
                }
                throw r.error("\(total) variants: at most \(maxVariants) are allowed (docs/SCENARIO.md, \"Limits\")", rule: .variantsWithinTheLimit)
            }
            var settings: [ScenarioVariant] = [], seen = Set<ScenarioVariant>()
            for (i, v) in values.enumerated() {
                var one = ScenarioVariant()
                try set(axis, v, a.child(i), in: &one)
                guard seen.insert(one).inserted else { throw a.child(i).error("\(JSONReader.describe(v)) is listed twice", rule: .axisValuesUnique) }
                settings.append(one)
            }
            combinations = combinations.flatMap { base in settings.map { setting in setting.over(base) } }
        }
        combinations.removeAll { combination in excluded.contains { meets($0, combination) } }
        guard !combinations.isEmpty else { throw r.child("exclude").error("every combination is excluded") }
        return combinations
    }

    /// `"overrides": [{"when": {"contentSize": ["AX3", "AX5"]}, "collections": [{"config": {"columns": 1}}]}]`.
    private static func overrides(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [Override] {
        var overrides: [Override] = []
        let patchable = Scenario.topLevelKeys.filter { !keys.contains($0) }
        for (i, entry) in try r.array(value).enumerated() {
            let o = r.child(i)
            let members = try o.object(entry, allowedKeys: ["when"] + patchable)
            let (when, screen) = try condition(try o.required("when", in: members), o.child("when"), variantNames: true)
            overrides.append(Override(when: when, patch: members.filter { $0.key != "when" }, screen: screen))
        }
        return overrides
    }

    /// An object of axes, each a value or a list of values (an override's `when`, an exclusion),
    /// the values spelled as `axisValue` spells them; with `variantNames`, `variant` too. Also the
    /// screen it describes first: each axis at its first value.
    private static func condition(_ value: JSONValue, _ w: JSONReader, variantNames: Bool) throws(ScenarioError) -> (
        when: [String: [String]], screen: ScenarioVariant
    ) {
        var when: [String: [String]] = [:]
        var screen = ScenarioVariant()
        for (axis, v) in try w.object(value, allowedKeys: ScenarioVariant.axes + (variantNames ? ["variant"] : [])) {
            let a = w.child(axis)
            var list = [v], listed = false
            if case let .array(values) = v { (list, listed) = (values, true) }
            guard !list.isEmpty else { throw a.error("an empty list matches no variant: give at least one value, or leave \(axis) out") }
            var spelled: [String] = []
            for (j, item) in list.enumerated() {
                let at = listed ? a.child(j) : a
                if axis == "variant" {
                    spelled.append(try at.string(item))
                } else {
                    var one = ScenarioVariant()
                    try set(axis, item, at, in: &one)
                    spelled.append(axisValue(axis, of: one)!)
                    if j == 0 { try set(axis, item, at, in: &screen) }
                }
            }
            when[axis] = spelled
        }
        return (when, screen)
    }

    // MARK: Resolving

    /// `variant`'s value on `axis` (or its name, for `variant`), spelled as a comparison needs it.
    private static func axisValue(_ axis: String, of variant: ScenarioVariant) -> String? {
        VariantAxis.named(axis).map { $0.value(variant) } ?? variant.name
    }

    /// Whether `values` has, on every axis of `when`, one of its values.
    private static func meets(_ when: [String: [String]], _ values: ScenarioVariant) -> Bool {
        when.allSatisfy { axis, accepted in axisValue(axis, of: values).map(accepted.contains) ?? false }
    }

    /// Whether a `theme` value's base is dark.
    private static func themeIsDark(_ theme: JSONValue?) -> Bool {
        if case .string("dark")? = theme { return true }
        if case let .object(members)? = theme, case .string("dark")? = JSONReader.value("base", in: members) { return true }
        return false
    }

    /// Runs `change` on the object `key` of `root` (made when missing; left alone when not an
    /// object, for the decoder to refuse).
    private static func update(
        _ root: inout [(key: String, value: JSONValue)], _ key: String, _ change: (inout [(key: String, value: JSONValue)]) -> Void
    ) {
        guard let index = root.firstIndex(where: { $0.key == key }) else {
            var members: [(key: String, value: JSONValue)] = []
            change(&members)
            root.append((key, .object(members)))
            return
        }
        guard case var .object(members) = root[index].value else { return }
        change(&members)
        root[index].value = .object(members)
    }
}
