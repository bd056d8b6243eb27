/// Light or dark, as UIKit's `UIUserInterfaceStyle` (`"appearance"`): which value of a named
/// colour a scenario draws.
public enum Appearance: String, CaseIterable, Sendable { case light, dark }

/// UIKit's system colours by their UIKit names, each with its light and dark sRGB value as iOS 17
/// resolves them (Apple's Human Interface Guidelines, "Color", the iOS system colors and the
/// dynamic system background, label, separator and fill colors; alpha as UIKit gives it). The one
/// table `"systemBlue"` and its kin are read from (docs/SCENARIO.md, "Colours by name").
enum SystemColors {
    /// Name, light `#RRGGBB[AA]`, dark `#RRGGBB[AA]`.
    static let table: [(name: String, light: String, dark: String)] = [
        ("systemBackground", "#FFFFFF", "#000000"),
        ("secondarySystemBackground", "#F2F2F7", "#1C1C1E"),
        ("tertiarySystemBackground", "#FFFFFF", "#2C2C2E"),
        ("systemGroupedBackground", "#F2F2F7", "#000000"),
        ("secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E"),
        ("tertiarySystemGroupedBackground", "#F2F2F7", "#2C2C2E"),
        ("label", "#000000", "#FFFFFF"),
        ("secondaryLabel", "#3C3C4399", "#EBEBF599"),
        ("tertiaryLabel", "#3C3C434D", "#EBEBF54D"),
        ("quaternaryLabel", "#3C3C432E", "#EBEBF529"),
        ("placeholderText", "#3C3C434D", "#EBEBF54D"),
        ("separator", "#3C3C434A", "#54545899"),
        ("opaqueSeparator", "#C6C6C8", "#38383A"),
        ("link", "#007AFF", "#0984FF"),
        ("systemFill", "#78788033", "#7878805C"),
        ("secondarySystemFill", "#78788029", "#78788052"),
        ("tertiarySystemFill", "#7676801F", "#7676803D"),
        ("quaternarySystemFill", "#74748014", "#7676802E"),
        ("systemRed", "#FF3B30", "#FF453A"),
        ("systemOrange", "#FF9500", "#FF9F0A"),
        ("systemYellow", "#FFCC00", "#FFD60A"),
        ("systemGreen", "#34C759", "#30D158"),
        ("systemMint", "#00C7BE", "#63E6E2"),
        ("systemTeal", "#30B0C7", "#40C8E0"),
        ("systemCyan", "#32ADE6", "#64D2FF"),
        ("systemBlue", "#007AFF", "#0A84FF"),
        ("systemIndigo", "#5856D6", "#5E5CE6"),
        ("systemPurple", "#AF52DE", "#BF5AF2"),
        ("systemPink", "#FF2D55", "#FF375F"),
        ("systemBrown", "#A2845E", "#AC8E68"),
        ("systemGray", "#8E8E93", "#8E8E93"),
        ("systemGray2", "#AEAEB2", "#636366"),
        ("systemGray3", "#C7C7CC", "#48484A"),
        ("systemGray4", "#D1D1D6", "#3A3A3C"),
        ("systemGray5", "#E5E5EA", "#2C2C2E"),
        ("systemGray6", "#F2F2F7", "#1C1C1E"),
    ]

    /// Every system colour at `appearance`, by name (each table made once: every reader has one).
    static func resolved(_ appearance: Appearance) -> [String: Scenario.Color] { appearance == .light ? light : dark }

    private static let light = Dictionary(uniqueKeysWithValues: table.map { ($0.name, Scenario.Color(hex: $0.light)!) })
    private static let dark = Dictionary(uniqueKeysWithValues: table.map { ($0.name, Scenario.Color(hex: $0.dark)!) })
}

extension Scenario.Color {
    /// UIKit's system colour `name` (`"systemBlue"`, `"label"`, …) at `appearance`, as a scenario
    /// names it; nil for another name. For scenarios built in Swift per variant.
    public static func system(_ name: String, appearance: Appearance = .light) -> Scenario.Color? {
        SystemColors.resolved(appearance)[name]
    }
}

/// The colours a scenario may name, resolved for one appearance: UIKit's system colours and the
/// scenario's own colour sets (`"colors"`, which win over a system colour of the same name).
struct ColorNames: Sendable {
    /// Name to colour.
    let colors: [String: Scenario.Color]

    /// The system colours and `sets` (each a light and a dark value) at `appearance`.
    init(appearance: Appearance, sets: [String: (light: Scenario.Color, dark: Scenario.Color)] = [:]) {
        var colors = SystemColors.resolved(appearance)
        for (name, set) in sets { colors[name] = appearance == .light ? set.light : set.dark }
        self.colors = colors
    }

    /// The colour `text` spells: `#RRGGBB`, `#RRGGBBAA` or a name; nil for anything else.
    func color(_ text: String) -> Scenario.Color? {
        text.hasPrefix("#") ? Scenario.Color(hex: text) : colors[text]
    }

    /// Whether `text` may name a colour: a letter, then letters, digits, `_`, `.` or `-`.
    static func isName(_ text: String) -> Bool {
        func letter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = text.unicodeScalars.first, letter(first) else { return false }
        return text.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0) }
    }

    /// Why `name` is no colour: what a colour is, and the closest name when there is one.
    func unknown(_ name: String) -> String {
        let suggestion = JSONReader.closest(to: name, among: colors.keys.sorted()).map { "; did you mean \(JSONValue.echo($0))?" } ?? ""
        return "\(JSONValue.echo(name)) is not a color (expected \"#RRGGBB[AA]\" or a color name\(suggestion))"
    }
}
