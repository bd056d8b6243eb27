/// Light or dark, as UIKit's `UIUserInterfaceStyle` (`"appearance"`): which value of a named
/// colour a scenario draws.
public enum Appearance: String, CaseIterable, Sendable { case light, dark }

/// Increase Contrast, as UIKit's `UIAccessibilityContrast` (`"contrast"`): which value of a named
/// colour a scenario draws, with its appearance.
public enum Contrast: String, CaseIterable, Sendable { case normal, high }

/// The device family an asset catalog's variants name (`"idiom"`): an iPad's screen, else an iPhone's.
public enum Idiom: String, CaseIterable, Sendable {
    case iphone, ipad

    /// The family of `device`: an iPad's, else (any other device, or none) an iPhone's.
    public init(device: CanvasSpec.Device?) { self = device?.rawValue.hasPrefix("iPad") == true ? .ipad : .iphone }
}

/// What a named colour is resolved for: the appearance, the contrast and the device family.
public struct ColorScreen: Hashable, Sendable {
    /// Light or dark.
    public var appearance: Appearance
    /// Normal or increased contrast.
    public var contrast: Contrast
    /// The device family.
    public var idiom: Idiom
    /// A screen of those values.
    public init(appearance: Appearance = .light, contrast: Contrast = .normal, idiom: Idiom = .iphone) {
        self.appearance = appearance; self.contrast = contrast; self.idiom = idiom
    }
}

/// UIKit's system colours by their UIKit names, each with its sRGB value in light, dark, light
/// with Increase Contrast and dark with Increase Contrast, as iOS 17 resolves them (Apple's Human
/// Interface Guidelines, "Color": the system colors' table of default and increased-contrast
/// values, and the dynamic system background, label, separator and fill colors; alpha as UIKit
/// gives it). The one table `"systemBlue"` and its kin are read from (docs/SCENARIO.md, "Colours
/// by name").
enum SystemColors {
    /// Name, then light, dark, light high-contrast and dark high-contrast `#RRGGBB[AA]`.
    static let table: [(name: String, light: String, dark: String, lightHigh: String, darkHigh: String)] = [
        ("systemBackground", "#FFFFFF", "#000000", "#FFFFFF", "#000000"),
        ("secondarySystemBackground", "#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"),
        ("tertiarySystemBackground", "#FFFFFF", "#2C2C2E", "#FFFFFF", "#363638"),
        ("systemGroupedBackground", "#F2F2F7", "#000000", "#EBEBF0", "#000000"),
        ("secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E", "#FFFFFF", "#242426"),
        ("tertiarySystemGroupedBackground", "#F2F2F7", "#2C2C2E", "#EBEBF0", "#363638"),
        ("label", "#000000", "#FFFFFF", "#000000", "#FFFFFF"),
        ("secondaryLabel", "#3C3C4399", "#EBEBF599", "#3C3C43AD", "#EBEBF5AD"),
        ("tertiaryLabel", "#3C3C434D", "#EBEBF54D", "#3C3C4360", "#EBEBF560"),
        ("quaternaryLabel", "#3C3C432E", "#EBEBF529", "#3C3C4342", "#EBEBF53D"),
        ("placeholderText", "#3C3C434D", "#EBEBF54D", "#3C3C4360", "#EBEBF560"),
        ("separator", "#3C3C434A", "#54545899", "#3C3C435E", "#545458AD"),
        ("opaqueSeparator", "#C6C6C8", "#38383A", "#C6C6C8", "#38383A"),
        ("link", "#007AFF", "#0984FF", "#007AFF", "#0984FF"),
        ("systemFill", "#78788033", "#7878805C", "#78788047", "#78788070"),
        ("secondarySystemFill", "#78788029", "#78788052", "#7878803D", "#78788066"),
        ("tertiarySystemFill", "#7676801F", "#7676803D", "#76768033", "#76768051"),
        ("quaternarySystemFill", "#74748014", "#7676802E", "#74748028", "#76768042"),
        ("systemRed", "#FF3B30", "#FF453A", "#D70015", "#FF6961"),
        ("systemOrange", "#FF9500", "#FF9F0A", "#C93400", "#FFB340"),
        ("systemYellow", "#FFCC00", "#FFD60A", "#B25000", "#FFD426"),
        ("systemGreen", "#34C759", "#30D158", "#248A3D", "#30DB5B"),
        ("systemMint", "#00C7BE", "#63E6E2", "#0C817B", "#66D4CF"),
        ("systemTeal", "#30B0C7", "#40C8E0", "#008299", "#5DE6FF"),
        ("systemCyan", "#32ADE6", "#64D2FF", "#0071A4", "#70D7FF"),
        ("systemBlue", "#007AFF", "#0A84FF", "#0040DD", "#409CFF"),
        ("systemIndigo", "#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF"),
        ("systemPurple", "#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF"),
        ("systemPink", "#FF2D55", "#FF375F", "#D30F45", "#FF6482"),
        ("systemBrown", "#A2845E", "#AC8E68", "#7F6545", "#B59469"),
        ("systemGray", "#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"),
        ("systemGray2", "#AEAEB2", "#636366", "#8E8E93", "#7C7C80"),
        ("systemGray3", "#C7C7CC", "#48484A", "#AEAEB2", "#545456"),
        ("systemGray4", "#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"),
        ("systemGray5", "#E5E5EA", "#2C2C2E", "#D8D8DC", "#363638"),
        ("systemGray6", "#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"),
    ]

    /// Every system colour at `appearance` and `contrast`, by name (each table made once).
    static func resolved(_ appearance: Appearance, _ contrast: Contrast = .normal) -> [String: Scenario.Color] {
        switch (appearance, contrast) {
        case (.light, .normal): light
        case (.dark, .normal): dark
        case (.light, .high): lightHigh
        case (.dark, .high): darkHigh
        }
    }

    private static func column(_ value: (_ row: (name: String, light: String, dark: String, lightHigh: String, darkHigh: String)) -> String)
        -> [String: Scenario.Color]
    {
        Dictionary(uniqueKeysWithValues: table.map { ($0.name, Scenario.Color(hex: value($0))!) })
    }
    private static let light = column { $0.light }
    private static let dark = column { $0.dark }
    private static let lightHigh = column { $0.lightHigh }
    private static let darkHigh = column { $0.darkHigh }
}

extension Scenario.Color {
    /// UIKit's system colour `name` (`"systemBlue"`, `"label"`, …) at `appearance` and
    /// `contrast`, as a scenario names it; nil for another name. For scenarios built in Swift per
    /// variant, and for an asset catalog's colour set that refers to one.
    public static func system(_ name: String, appearance: Appearance = .light, contrast: Contrast = .normal) -> Scenario.Color? {
        SystemColors.resolved(appearance, contrast)[name]
    }
}

/// A scenario's own colour sets (`"colors"`): by name, the light and the dark value as the file
/// spells them (`#RRGGBB[AA]` or a system colour's name, resolved at each screen's contrast).
typealias ColorSets = [String: (light: String, dark: String)]

/// The colours a scenario may name, resolved for one screen: the scenario's own colour sets
/// (`"colors"`), then the app's asset catalogs (`"assetCatalogs"`), then UIKit's system colours.
struct ColorNames: Sendable {
    /// The screen the names resolve for.
    let screen: ColorScreen
    /// The scenario's own colour sets at `screen`.
    private let own: [String: Scenario.Color]
    /// The system colours at `screen`.
    private let system: [String: Scenario.Color]
    /// The app's asset catalogs, asked for a name none of the scenario's sets has.
    let catalogs: (any AppResources)?

    /// The names at `appearance` (normal contrast, an iPhone): what a set's values are checked against.
    init(appearance: Appearance) { self.init(screen: ColorScreen(appearance: appearance)) }

    /// The system colours, `sets` and `catalogs` at `screen`.
    init(screen: ColorScreen, sets: ColorSets = [:], catalogs: (any AppResources)? = nil) {
        self.screen = screen
        system = SystemColors.resolved(screen.appearance, screen.contrast)
        var own: [String: Scenario.Color] = [:]
        for (name, set) in sets {
            let text = screen.appearance == .light ? set.light : set.dark
            own[name] = Scenario.Color(hex: text) ?? system[text]
        }
        self.own = own
        self.catalogs = catalogs
    }

    /// The colour `text` spells: `#RRGGBB`, `#RRGGBBAA` or a name; nil for anything else. A
    /// colour set of a catalog that is malformed is an error naming its file.
    func color(_ text: String) throws(ScenarioError) -> Scenario.Color? {
        text.hasPrefix("#") ? Scenario.Color(hex: text) : try named(text)
    }

    /// The colour named `name`: the scenario's, else a catalog's, else the system's.
    func named(_ name: String) throws(ScenarioError) -> Scenario.Color? {
        if let color = own[name] { return color }
        if let catalogs, let color = try catalogs.color(named: name, for: screen) { return color }
        return system[name]
    }

    /// Whether `text` may name a colour: a letter, then letters, digits, `_`, `.`, `-` or `/`
    /// (a catalog folder's namespace: `Brand/Accent`).
    static func isName(_ text: String) -> Bool {
        func letter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = text.unicodeScalars.first, letter(first) else { return false }
        return text.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || "_.-/".unicodeScalars.contains($0) }
    }

    /// Why `name` is no colour: what a colour is, and the closest name when there is one.
    func unknown(_ name: String) -> String {
        let known = (Array(own.keys) + Array(system.keys)).sorted()
        let suggestion = JSONReader.closest(to: name, among: known).map { "; did you mean \(JSONValue.echo($0))?" } ?? ""
        let catalogs = self.catalogs == nil ? "" : ", nor in the asset catalogs"
        return "\(JSONValue.echo(name)) is not a color (expected \"#RRGGBB[AA]\" or a color name\(catalogs)\(suggestion))"
    }
}
