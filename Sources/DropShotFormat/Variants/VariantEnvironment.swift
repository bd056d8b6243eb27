/// What a scenario built in Swift resolves its values against in one variant, as a file's
/// variants do (docs/SCENARIO.md, "Variants"): colour names at its appearance, text styles at its
/// Dynamic Type size, `{@key}` strings in its locale, frames of edges against its device's safe
/// area. The builder (`Scenario(environment:…)`) takes the device, the theme's base and the
/// screen's direction from it; the values inside the screen ask it:
///
/// ```swift
/// expectSnapshots(variants: .matrix(appearance: [.light, .dark], contentSize: [.large, .accessibility3])) { variant in
///     let env = try VariantEnvironment(variant, colors: ["card": ColorSet(light: "#FFFFFF", dark: "#1C1C1E")],
///                                      strings: ["en": ["todo": "To do"]])
///     let canvas = env.canvas(CanvasSpec(device: .iPhone15))
///     return try ScenarioDocument.load(try Scenario(environment: env, canvas: canvas) {
///         try ScenarioCollection("todo", role: .list, frame: try env.frame(leading: 16, trailing: 16, top: 0, height: 300, on: canvas),
///                                title: try env.string("todo")) {
///             ItemSpec(id: "a", label: "Login", color: try env.color("card"))
///         }
///     }, path: "board.json")
/// }
/// ```
public struct VariantEnvironment: Sendable {
    /// The variant as given (its golden name's values).
    public let variant: ScenarioVariant
    /// The device whose screen the canvas takes, nil to keep the one the screen gives.
    public var device: CanvasSpec.Device? { variant.device }
    /// Light or dark.
    public let appearance: Appearance
    /// Normal or increased contrast.
    public let contrast: Contrast
    /// The Dynamic Type size.
    public let contentSize: ContentSizeCategory
    /// The whole screen's direction: the variant's, else the screen's own, else its locale's
    /// script's (Arabic, Hebrew, Persian, Urdu: right to left).
    public let layoutDirection: LayoutDirection
    /// The locale `{@key}` strings are looked up in.
    public let locale: String?
    /// The drag actions' wording in that locale (its strings' `accessibility.*` keys), as a file's.
    public var actionPhrases: ActionPhrases { strings.actionPhrases(locale: locale) }
    private let colors: ColorNames
    /// The colour names at this appearance (the builders resolve item fields with them).
    var colorNames: ColorNames { colors }
    private let strings: StringTables

    /// The device family asset catalogs pick a colour's variant by, and string catalogs a device
    /// variation (an iPad's, else an iPhone's): the variant's device over the screen's own.
    public let idiom: Idiom

    /// The values of `variant` over the screen's `own` ones (light, normal contrast, Large, left to
    /// right unless it says), with the screen's colour sets and strings, checked as a file's
    /// `colors` and `strings` are (an error names the key, as `colors.card.dark`), and the app's
    /// own files (`AppFiles` of DropShotRender) looked up after them, as a file's catalogs are.
    public init(
        _ variant: ScenarioVariant = .own, own: ScenarioVariant = .own, colors: [String: ColorSet] = [:],
        strings: [String: [String: String]] = [:], appFiles: (any AppResources)? = nil
    ) throws(ScenarioError) {
        let values = variant.over(own)
        self.variant = variant
        appearance = values.appearance ?? .light
        contrast = values.contrast ?? .normal
        contentSize = values.contentSize ?? .large
        let sets = JSONValue.object(colors.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) })
        idiom = Idiom(device: values.device)
        self.colors = ColorNames(
            screen: ColorScreen(appearance: appearance, contrast: contrast, idiom: idiom),
            sets: try ScenarioMatrix.colorSets(sets, JSONReader(path: "colors")), catalogs: appFiles)
        let tables = JSONValue.object(
            strings.sorted { $0.key < $1.key }.map { locale in
                (locale.key, .object(locale.value.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
            })
        var stringTables = StringTables(tables: try ScenarioMatrix.strings(tables, JSONReader(path: "strings")), catalogs: appFiles)
        stringTables.ownLocale = own.locale ?? stringTables.tables.first?.locale ?? appFiles?.sourceLanguage
        self.strings = stringTables
        locale = values.locale ?? stringTables.ownLocale
        layoutDirection = values.layoutDirection ?? (locale.map(Locales.isRightToLeft) == true ? .rightToLeft : .leftToRight)
    }

    /// The colour `name` spells: `#RRGGBB[AA]`, one of UIKit's system colours (`systemBlue`,
    /// `label`, …) or one of the screen's `colors`, at this appearance.
    public func color(_ name: String) throws(ScenarioError) -> Scenario.Color {
        guard let color = try colors.color(name) else { throw ScenarioError(path: "", message: colors.unknown(name)) }
        return color
    }

    /// The string `key` in this locale (a pseudolocale transforms the screen's own locale's).
    public func string(_ key: String) throws(ScenarioError) -> String { try text("{@\(key)}") }

    /// `text` with each `{@key}` in it looked up in this locale.
    public func text(_ text: String) throws(ScenarioError) -> String {
        guard text.contains("{@") else { return text }
        var budget = ScenarioLimits.filledText
        return try strings.translate(text, JSONReader(path: ""), locale: locale, idiom: idiom, budget: &budget)
    }

    /// The point size of `style` at this Dynamic Type size.
    public func size(_ style: TextStyle) -> Double { style.size(at: contentSize) }

    /// `size` scaled as UIFontMetrics scales it relative to `style` (`"relativeTo"`).
    public func size(_ size: Double, relativeTo style: TextStyle) -> Double { min(ScenarioLimits.fontSize, style.scaled(size, at: contentSize)) }

    /// `canvas` on this variant's device (its screen, scale and safe area, in the same
    /// orientation, with the same background), or `canvas` itself when the variant sets none.
    /// `scale` keeps a scale of the screen's own, as a file's explicit `"scale"` stays under a
    /// device variant (docs/SCENARIO.md, "Variants"); nil takes the device's.
    public func canvas(_ canvas: CanvasSpec, scale: Int? = nil) -> CanvasSpec {
        guard let device else { return canvas }
        var placed = CanvasSpec(device: device, landscape: canvas.width > canvas.height, background: canvas.background)
        if let scale { placed.scale = scale }
        return placed
    }

    /// A frame of edges on `canvas` (two of `leading`, `trailing`, `width` and two of `top`,
    /// `bottom`, `height`, in points from the safe area's edges, or the canvas's with `inCanvas`),
    /// laid out as a file's `{"leading": 16, …}` frame is: from the leading edge, mirrored with the
    /// screen when it runs right to left.
    public func frame(
        leading: Double? = nil, trailing: Double? = nil, width: Double? = nil, top: Double? = nil, bottom: Double? = nil,
        height: Double? = nil, inCanvas: Bool = false, on canvas: CanvasSpec
    ) throws(ScenarioError) -> Rect {
        try frame(
            leading: leading.map(FrameEdge.points), trailing: trailing.map(FrameEdge.points), width: width.map(FrameEdge.points),
            top: top.map(FrameEdge.points), bottom: bottom.map(FrameEdge.points), height: height.map(FrameEdge.points), inCanvas: inCanvas,
            on: canvas)
    }

    /// A frame of edges on `canvas` whose edges and lengths may be shares of the safe area's
    /// extent on their axis, as a file's `"1/3"` and `"25%"` are: `frame(leading: .share(1, of: 3),
    /// width: .share(1, of: 3), top: .points(0), bottom: .points(0), on: canvas)` is the middle of
    /// three equal columns.
    public func frame(
        leading: FrameEdge? = nil, trailing: FrameEdge? = nil, width: FrameEdge? = nil, top: FrameEdge? = nil, bottom: FrameEdge? = nil,
        height: FrameEdge? = nil, inCanvas: Bool = false, on canvas: CanvasSpec
    ) throws(ScenarioError) -> Rect {
        let given: [(String, FrameEdge?)] = [
            ("leading", leading), ("trailing", trailing), ("width", width), ("top", top), ("bottom", bottom), ("height", height),
        ]
        var members = given.compactMap { key, value in value.map { (key, $0.json) } }
        if inCanvas { members.append(("in", .string("canvas"))) }
        var reader = JSONReader(path: "frame")
        reader.environment.screen = FormatEnvironment.Screen(width: canvas.width, height: canvas.height, safeArea: canvas.safeArea)
        reader.environment.contentSize = contentSize
        return try reader.edgeFrame(members)
    }
}

/// An edge or a length of a frame of edges: points, a share of the area's extent on its axis, or
/// points that follow Dynamic Type.
public enum FrameEdge: Sendable, Equatable {
    /// Points from the area's edge, or points long.
    case points(Double)
    /// `part` of `whole` of the area's extent (`.share(1, of: 3)`, a file's `"1/3"`).
    case share(Int, of: Int)
    /// A share and points added to it: `.shareAndPoints(1, of: 3, plus: -8)` is a third less a
    /// gutter of 8 points, a file's `"1/3 - 8"`.
    case shareAndPoints(Int, of: Int, plus: Double)
    /// Points at the Large text size that follow Dynamic Type as `style` does
    /// (`UIFontMetrics(forTextStyle:).scaledValue(for:)`), a file's `{"scaled": 96, "relativeTo": "largeTitle"}`.
    case scaled(Double, relativeTo: TextStyle)

    var json: JSONValue {
        switch self {
        case let .scaled(points, style): .object([("scaled", .number(points)), ("relativeTo", .string(style.rawValue))])
        case let .points(points): .number(points)
        case let .share(part, whole): .string("\(part)/\(whole)")
        case let .shareAndPoints(part, whole, points):
            .string("\(part)/\(whole) \(points < 0 ? "-" : "+") \(JSONValue.format(abs(points)))")
        }
    }
}

/// A named colour of a screen, as an asset catalog's colour set has it: a light and a dark value,
/// each `#RRGGBB[AA]` or a system colour's name (`"colors"` in a file).
public struct ColorSet: Sendable, Equatable {
    /// The colour in light appearance.
    public var light: String
    /// The colour in dark appearance.
    public var dark: String

    /// A set of two values.
    public init(light: String, dark: String) { self.light = light; self.dark = dark }
    /// One value for both appearances (`"#5B8DEF"` or `"systemBlue"`).
    public init(_ both: String) { self.init(light: both, dark: both) }

    var json: JSONValue { light == dark ? .string(light) : .object([("light", .string(light)), ("dark", .string(dark))]) }
}
