import DropShotEngine
import DropShotRaster
import Foundation
import Testing

@testable import DropShotRender

/// Themes from the scenario and the default palette.
@Suite struct ThemeTests {
    /// WCAG 2 relative luminance and contrast ratio.
    static func luminance(_ c: Scenario.Color) -> Double {
        func linear(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }
    static func contrast(_ a: Scenario.Color, _ b: Scenario.Color) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func theDefaultPaletteHasTwelveColorsWithReadableLabels() {
        let theme = Theme.standard
        #expect(Set(theme.itemPalette).count >= 12)
        for color in theme.itemPalette {
            #expect(Self.contrast(color, theme.textColor(on: color)) >= 4.5, "\(color)")
        }
    }

    @Test func neighbouringItemsNeverShareAColor() throws {
        let items = (0..<30).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")
        let document = try document(
            #"{"collections": [{"id": "l", "role": "list", "items": [\#(items)]}, {"id": "m", "role": "list", "items": [{"id": "x"}]}]}"#)
        let theme = document.theme
        let colors = document.scenario.collections.flatMap(\.items).map { theme.paletteColor(for: $0) }
        for (a, b) in zip(colors, colors.dropFirst()) { #expect(a != b) }
        #expect(colors[0] == colors[12] && colors[30] == theme.itemPalette[30 % 12])
    }

    @Test func aDarkThemeSetsDefaultsThatExplicitKeysStillOverride() throws {
        let dark = try document(
            ##"{"theme": "dark", "config": {"targetBackgroundColor": "#112233"}, "collections": [{"id": "s", "role": "source", "items": [{"id": "a"}]}, {"id": "t", "role": "target", "config": {"numberOfTargetItems": 1}}]}"##
        )
        #expect(dark.scenario.canvas.background == Scenario.Color(hex: "#000000"))
        #expect(dark.scenario.collections[0].config.look.sourceBackgroundColor == Scenario.Color(hex: "#1C1C1E"))
        #expect(dark.scenario.collections[1].config.look.targetBackgroundColor == Scenario.Color(hex: "#112233"))
        let custom = try document(
            ##"{"canvas": {"background": "#FFFFFF"}, "theme": {"base": "dark", "accent": "#FF00FF", "palette": ["#123456"], "ghostShadowOpacity": 0}, "collections": []}"##
        )
        #expect(custom.scenario.canvas.background == Scenario.Color(hex: "#FFFFFF"))
        #expect(
            custom.theme.accent == Scenario.Color(hex: "#FF00FF") && custom.theme.itemPalette == [Scenario.Color(hex: "#123456")!]
                && custom.theme.shadowOpacity == 0)
        // The scenario's theme is what it renders with.
        let light = try document(##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "collections": []}"##)
        let darkCanvas = try document(##"{"theme": "dark", "canvas": {"width": 40, "height": 40, "scale": 1}, "collections": []}"##)
        #expect(try light.render()[5, 5] != (try darkCanvas.render()[5, 5]))
        #expect(try darkCanvas.render()[5, 5] == PremultipliedColor(red: 0, green: 0, blue: 0))
    }

    @Test(arguments: [
        (##"{"theme": "sepia", "collections": []}"##, "theme", "is not one of: light, dark"),
        (##"{"theme": {"palette": []}, "collections": []}"##, "theme.palette", "expected 1 to 64 colors"),
        (##"{"theme": {"accent": "blue"}, "collections": []}"##, "theme.accent", "is not a color"),
        (##"{"theme": {"shadow": 1}, "collections": []}"##, "theme.shadow", "unknown key"),
    ])
    func badThemesNameTheirPath(json: String, path: String, message: String) {
        do {
            _ = try Scenario(json: Array(json.utf8))
            Issue.record("decoded")
        } catch {
            #expect(error.path == path && error.message.contains(message), "\(error)")
        }
    }
}
