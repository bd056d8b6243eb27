/// The object form of `theme` (`{"base": "dark", "accent": …}`; a string is its `base` alone),
/// described once: its decoding, JSON, schema object and docs/SCENARIO.md's table.
extension ThemeSpec {
    static let format = FormatObject<ThemeSpec>([
        FormatKey(
            "base", \.base, .cases, "light or dark", default: "`light`",
            "`light` or `dark` (dark panels, placeholders, titles, section headers and canvas as defaults; explicit config keys and `canvas.background` still win)"
        ),
        FormatKey(
            "accent", optional: \.accent, .color, "highlights", default: "`systemBlue`",
            "the colour of highlights (the touched slot, the toolbar's tint); left out, the app's: its asset catalogs' `AccentColor` (the global accent colour Xcode's app template names) when they have one, else iOS's default tint, `systemBlue`, at the variant's appearance and contrast (#007AFF light, #0A84FF dark, #0040DD and #409CFF with Increase Contrast)"
        ),
        FormatKey(
            "palette", .array(.color, minCount: 1, maxCount: ThemeSpec.maxPalette), "item colours, in turn (1 to \(ThemeSpec.maxPalette))",
            default: "the base's", "1 to \(ThemeSpec.maxPalette) colours items without a `color` take in turn, by their place in the scenario",
            read: { theme, value, reader throws(ScenarioError) in
                let c = reader()
                let colors = try c.array(value)
                guard (1...ThemeSpec.maxPalette).contains(colors.count) else {
                    throw c.error("expected 1 to \(ThemeSpec.maxPalette) colors, found \(colors.count)")
                }
                var palette: [Scenario.Color] = []
                for (i, color) in colors.enumerated() { palette.append(try c.child(i).color(color)) }
                theme.palette = palette
            },
            write: { $0.palette.map { .array($0.map { .string($0.hex) }) } }),
        FormatKey(
            "ghostShadowOpacity", optional: \.ghostShadowOpacity, .number(min: 0, max: 1), "the ghost's shadow", default: "the base's",
            "the drag ghost's shadow opacity, 0 to 1"),
    ])
}
