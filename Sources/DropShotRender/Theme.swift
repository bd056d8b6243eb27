import DropShotEngine
import DropShotRaster

/// Colors and proportions the renderer uses where the scenario does not say.
public struct Theme: Sendable {
    /// Fill colors for items without a `color`, in item order (see `paletteColor(for:)`): twelve
    /// hues in an order where neighbours differ, each dark or light enough that its label (white or
    /// `darkText`, by `textColor(on:)`) has at least WCAG AA's 4.5:1 contrast (a test checks).
    public var itemPalette: [Scenario.Color] = [
        "#1F6FD6", "#B4232F", "#1E7F4F", "#7B3FC4", "#F2C94C", "#00778A",
        "#C2185B", "#B85C00", "#4E5BD0", "#86D4E8", "#5C6F00", "#F4A6C8",
    ].map { Scenario.Color(hex: $0)! }
    /// Highlight of a collection under a drag, and (lighter) of collections waiting for one: iOS's
    /// default tint, `systemBlue`, at the theme's appearance and contrast (light #007AFF).
    public var accent = Scenario.Color(hex: "#007AFF")!
    /// The delete zones' colour.
    public var deleteZone = Scenario.Color(hex: "#FF3B30")!
    /// Outline of a collection that refuses the drag over it, and the ghost's "cannot drop" badge.
    public var refused = Scenario.Color(hex: "#FF3B30")!
    /// Text on light fills.
    public var darkText = Scenario.Color(hex: "#1C1C1E")!
    /// Text on dark fills.
    public var lightText = Scenario.Color.white
    /// Item corner radius as a fraction of the shorter side, when `cellCornerRadius` is not set.
    public var cornerFraction = 0.14
    /// Item label size as a fraction of the shorter side, clamped to `labelSizeRange` points.
    public var labelFraction = 0.2
    /// The label sizes a cell's text is fitted within, in points.
    public var labelSizeRange = 9.0...22.0
    /// Placeholder index size as a fraction of the shorter side.
    public var indexFraction = 0.4
    /// Ghost shadow: offset and blur in points, opacity.
    public var shadowOffset = 6.0
    /// The ghost shadow's blur radius in points.
    public var shadowBlur = 8.0
    /// The ghost shadow's opacity.
    public var shadowOpacity = 0.28
    /// The toolbar (`"toolbar"` config key): its bar and its counter and disabled buttons.
    public var toolbarBackground = Scenario.Color(hex: "#F9F9F9")!
    /// The toolbar's text and counter colour.
    public var toolbarText = Scenario.Color(hex: "#1C1C1E")!

    /// DropShot's standard light theme.
    public init() {}
    /// DropShot's light theme.
    public static let standard = Theme()

    /// The standard theme with a scenario's `theme` applied: its accent (else `systemBlue` at its
    /// base's appearance and at `contrast`, as iOS tints), palette and shadow.
    public init(_ spec: ThemeSpec, contrast: Contrast = .normal) {
        self.init()
        accent = spec.accent ?? Scenario.Color.system("systemBlue", appearance: spec.base == .dark ? .dark : .light, contrast: contrast)!
        if let palette = spec.palette { itemPalette = palette }
        if let opacity = spec.ghostShadowOpacity { shadowOpacity = opacity }
        if spec.base == .dark {
            toolbarBackground = Scenario.Color(hex: "#1C1C1E")!
            toolbarText = Scenario.Color.white
        }
    }

    /// The palette color of an item: the one at its place in the scenario's item order, so that
    /// neighbouring items never share one; by a hash of its id when it has no place (made in Swift).
    public func paletteColor(for item: ItemSpec) -> Scenario.Color {
        guard let slot = item.paletteSlot else { return paletteColor(for: item.id) }
        return itemPalette[slot % itemPalette.count]
    }

    /// The palette color of an item id (FNV-1a hash, the same on every platform).
    public func paletteColor(for id: String) -> Scenario.Color {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return itemPalette[Int(hash % UInt32(itemPalette.count))]
    }

    /// Text color that reads on `background`.
    public func textColor(on background: Scenario.Color) -> Scenario.Color {
        background.luminance > 0.62 ? darkText : lightText
    }
}

extension Scenario.Color {
    /// The premultiplied raster color, with alpha optionally scaled by `opacity`.
    func premultiplied(opacity: Double = 1) -> PremultipliedColor {
        let c = withAlphaMultiplied(by: opacity)
        return PremultipliedColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}

extension LineBreakStrategySetting {
    /// The raster library's strategy for this setting.
    var strategy: LineBreakStrategy {
        switch self {
        case .standard: .standard
        case .pushOut: LineBreakStrategy(pushOut: true, hangulWordPriority: false)
        case .hangulWordPriority: LineBreakStrategy(pushOut: false, hangulWordPriority: true)
        case .none: .none
        }
    }
}
