/// One variant of a scenario (`"variants"`): the values it sets, each nil where it keeps the
/// scenario's own. A named combination also has its `name`.
public struct ScenarioVariant: Hashable, Sendable {
    /// The name of a named combination (`[{"name": "bigDark", …}]`), nil for one of a matrix.
    public var name: String?
    /// The device whose screen, scale and safe area the canvas takes.
    public var device: CanvasSpec.Device?
    /// Light or dark: the values named colours take, and the theme's base.
    public var appearance: Appearance?
    /// Normal or increased contrast: the values named colours take with the appearance.
    public var contrast: Contrast?
    /// The Dynamic Type size texts with a `textStyle` take.
    public var contentSize: ContentSizeCategory?
    /// The whole screen's direction (the top-level `layoutDirection`).
    public var layoutDirection: LayoutDirection?
    /// The language `"{@key}"` texts are looked up in (a tag of the scenario's `strings`, or a pseudolocale).
    public var locale: String?

    /// A variant setting the values given (nil: the scenario's own).
    public init(
        name: String? = nil, device: CanvasSpec.Device? = nil, appearance: Appearance? = nil, contrast: Contrast? = nil,
        contentSize: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil, locale: String? = nil
    ) {
        self.name = name; self.device = device; self.appearance = appearance; self.contrast = contrast; self.contentSize = contentSize
        self.layoutDirection = layoutDirection; self.locale = locale
    }

    /// The scenario as its file gives it.
    public static let own = ScenarioVariant()

    /// The variant a golden's name spells with its values (`dark~ax5`, `iPhoneSE~rtl~ja`, in any
    /// order), or nil when a part is no value of any axis (a named variant's name is not one).
    public init?(spelled text: String) {
        self.init()
        parts: for part in text.split(separator: "~", omittingEmptySubsequences: false).map(String.init) {
            for axis in VariantAxis.all where axis.parse(&self, part) { continue parts }
            return nil
        }
    }

    /// The axes of a matrix, in the order a golden's name lists them.
    public static let axes = VariantAxis.names

    /// The parts of a golden's name for this variant against the scenario's `own` values: each
    /// value in axis order that differs from the scenario's (`iPhoneSE`, `dark`, `hc`, `ax5`, `rtl`, `ja`),
    /// or the name of a named combination; empty for the scenario's own values.
    public func nameParts(against own: ScenarioVariant) -> [String] {
        if let name { return [name] }
        return VariantAxis.all.compactMap { $0.namePart(self, own) }
    }

    /// The variant's values where it sets one, else `own`'s.
    func over(_ own: ScenarioVariant) -> ScenarioVariant {
        var values = self
        for axis in VariantAxis.all { axis.fill(&values, own) }
        return values
    }
}

/// Locales as the format knows them: which write right to left, and Android's pseudolocales.
enum Locales {
    /// The languages written right to left (Arabic, Hebrew, Persian, Urdu and others), by their
    /// ISO 639 codes.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

    /// Whether `tag`'s script runs right to left (`ar-XB`, the mirrored pseudolocale, included).
    static func isRightToLeft(_ tag: String) -> Bool {
        let language = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language)
    }

    /// Why `tag` is refused when it is a `reserved` spelling (empty otherwise), for an error.
    static func reservedNote(_ tag: String) -> String {
        reserved.contains(tag) ? "; golden names spell a size or a direction \(JSONValue.echo(tag)), so no locale may" : ""
    }

    /// Accented, longer and bracketed: `en-XA`. Mirrored: `ar-XB`.
    static let pseudolocales = ["en-XA", "ar-XB"]

    /// The tags golden names spell as another axis's value (`~xs`, `~xl`, `~xxl` sizes, `~ltr`,
    /// `~rtl` directions): no locale may be spelled so, or `a~rtl.png` would name two screens.
    static let reserved: Set<String> = ["xs", "xl", "xxl", "ltr", "rtl"]

    /// A locale tag: a language of 2 or 3 letters, then subtags of 2 to 8 letters or digits, and
    /// none of the `reserved` spellings.
    static func isTag(_ tag: String) -> Bool {
        guard !reserved.contains(tag) else { return false }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// `text` in the pseudolocale `tag`, as Android's pseudolocales make it: `en-XA` accents every
    /// Latin letter, pads the text by about 40% with words and puts it between brackets; `ar-XB`
    /// forces it right to left (between U+202E and U+202C). A `{field}` inside is left as it is.
    static func pseudo(_ text: String, tag: String) -> String {
        if tag == "ar-XB" { return "\u{202E}" + text + "\u{202C}" }
        var out = "", inField = false, letters = 0
        for character in text {
            if character == "{" { inField = true } else if character == "}" { inField = false }
            if !inField, let accented = accents[character] {
                out.append(accented)
            } else {
                out.append(character)
            }
            if !inField, character != "}" { letters += 1 }
        }
        let padding = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
        let extra = Int((Double(letters) * 0.4).rounded(.up))
        let pad = extra > 0 ? " " + String(padding.prefix(max(0, extra - 1))) : ""
        return "[" + out + pad + "]"
    }

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
