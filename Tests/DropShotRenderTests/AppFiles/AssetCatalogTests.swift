import DropShotEngine
import DropShotRaster
import Foundation
import TestUtilities
import Testing

@testable import DropShotRender

/// The sample app's asset catalog (examples/SampleApp/App/Assets.xcassets, written as Xcode
/// writes it) read through a scenario, and the catalogs' bad input.
@Suite struct AssetCatalogTests {
    static let sampleApp = packageRoot.appendingPathComponent("examples/SampleApp").path

    /// The colour `name` resolves to in a scenario of the sample app, at `variant`.
    func color(_ name: String, _ variant: String = "", device: String? = nil) throws -> Scenario.Color {
        let canvas = device.map { "{\"device\": \"\($0)\"}" } ?? "{\"width\": 100, \"height\": 100}"
        let json = """
            {"assetCatalogs": ["App/Assets.xcassets"], "canvas": \(canvas),
             "variants": {"appearance": ["light", "dark"], "contrast": ["normal", "high"]},
             "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": [{"id": "x", "color": "\(name)"}]}]}
            """
        let document = try ScenarioDocument.load(
            json: Array(json.utf8), path: AssetCatalogTests.sampleApp + "/probe.json", variant: variant.isEmpty ? nil : variant)
        return try #require(document.scenario.collections[0].items[0].color)
    }

    /// sRGB's transfer function: a linear value encoded.
    func encoded(_ linear: Double) -> Double { linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055 }
    /// sRGB's (and Display P3's) transfer function inverted.
    func linear(_ value: Double) -> Double { value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
    func byte(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
    func near(_ color: Scenario.Color, _ expected: (Int, Int, Int), within: Int = 1) -> Bool {
        abs(Int(color.red) - expected.0) <= within && abs(Int(color.green) - expected.1) <= within && abs(Int(color.blue) - expected.2) <= within
    }

    @Test func theFourAppearanceCombinationsEachTakeTheirOwnEntry() throws {
        #expect(try color("AccentColor").hex == "#5856D6")
        #expect(try color("AccentColor", "hc").hex == "#3634A3")
        #expect(try color("AccentColor", "dark").hex == "#5E5CE6")
        #expect(try color("AccentColor", "dark~hc").hex == "#7D7AFF")
    }

    @Test func hexBytesAndAnAnyEntryForAScreenWithoutItsOwn() throws {
        #expect(try color("CardBackground").hex == "#FFFFFF")
        #expect(try color("CardBackground", "dark").hex == "#2C2C2E")
        #expect(try color("CardBackground", "dark~hc").hex == "#3A3A3C")
        // No light high-contrast entry: the light one (any luminosity) is taken.
        #expect(try color("CardBackground", "hc").hex == "#FFFFFF")
    }

    @Test func aReferenceTakesTheSystemColourAtTheScreensAppearanceAndContrast() throws {
        #expect(try color("ColumnBackground").hex == "#F2F2F7")
        #expect(try color("ColumnBackground", "dark").hex == "#1C1C1E")
        #expect(try color("ColumnBackground", "hc").hex == "#EBEBF0")
        #expect(try color("ColumnBackground", "dark~hc").hex == "#242426")
        #expect(try color("Late", "dark").hex == "#FF453A")
    }

    @Test func grayGamma22IsConvertedByItsCurveAndExtendedValuesAreClipped() throws {
        let gray = byte(encoded(pow(0.15, 2.2)))
        #expect(near(try color("Ink"), (gray, gray, gray)))
        #expect(try color("Ink", "dark").hex == "#FFFFFF")
    }

    @Test func displayP3IsConvertedByItsPrimaries() throws {
        // Display P3 to sRGB, both D65, on linear values (the matrix of their primaries).
        let (r, g, b) = (linear(230 / 255), linear(82 / 255), linear(38 / 255))
        let expected = (
            byte(encoded(1.2249 * r - 0.2247 * g)), byte(encoded(-0.0420 * r + 1.0419 * g)),
            byte(encoded(-0.0197 * r - 0.0786 * g + 1.0983 * b))
        )
        let converted = try color("Brand/Primary")
        #expect(near(converted, expected), "\(converted.hex) against \(expected)")
        // Not the P3 numbers drawn as sRGB.
        #expect(converted.hex != "#E65226")
    }

    @Test func extendedLinearSRGBIsEncoded() throws {
        #expect(near(try color("Late"), (byte(encoded(0.843)), 0, byte(encoded(0.082)))))
    }

    @Test func anIPadTakesItsIdiomsEntryAndAnIPhoneTheUniversalOne() throws {
        #expect(try color("Brand/Primary", device: "iPad").hex == "#007AFF")
        #expect(try color("Brand/Primary", device: "iPhone 15").hex != "#007AFF")
    }

    @Test func aNamespaceGroupPrefixesItsNamesAndAPlainGroupDoesNot() throws {
        #expect(throws: InputError.self) { try color("Primary") }
        #expect(throws: InputError.self) { try color("Status/Late") }
        _ = try color("Late")
    }

    @Test func componentsAreReadAsXcodeWritesThem() {
        #expect(ColorSetFile.component("0xFA") == 250.0 / 255)
        #expect(ColorSetFile.component("250") == 250.0 / 255)
        #expect(ColorSetFile.component("0.980") == 0.98)
        #expect(ColorSetFile.component("1") == 1)
        #expect(ColorSetFile.component("0") == 0)
        #expect(ColorSetFile.component("red") == nil)
    }

    /// The accent is the app's: the catalogs' `AccentColor` in each appearance and contrast (the
    /// sample app's high-contrast entry too), unless the theme states one; without catalogs iOS's
    /// default tint, systemBlue at the appearance and contrast.
    @Test func theAccentIsTheCatalogsAccentColorElseSystemBlue() throws {
        func accent(_ variant: String, theme: String = "") throws -> Scenario.Color {
            let json = """
                {"assetCatalogs": ["App/Assets.xcassets"], "canvas": {"width": 100, "height": 100} \(theme),
                 "variants": {"appearance": ["light", "dark"], "contrast": ["normal", "high"]},
                 "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": [{"id": "x"}]}]}
                """
            return try ScenarioDocument.load(json: Array(json.utf8), path: AssetCatalogTests.sampleApp + "/probe.json", variant: variant).theme.accent
        }
        for variant in ["light", "dark", "light~hc", "dark~hc"] {
            #expect(try accent(variant) == color("AccentColor", variant), "\(variant)")
        }
        #expect(try accent("light~hc") != accent("light"), "the catalog's high-contrast entry")
        #expect(try accent("dark", theme: ##", "theme": {"accent": "#FF0000"}"##) == Scenario.Color(hex: "#FF0000"))
        let system: [(ThemeSpec.Base, Contrast, String)] = [
            (.light, .normal, "#007AFF"), (.dark, .normal, "#0A84FF"), (.light, .high, "#0040DD"), (.dark, .high, "#409CFF"),
        ]
        for (base, contrast, hex) in system {
            #expect(Theme(ThemeSpec(base: base), contrast: contrast).accent == Scenario.Color(hex: hex), "\(base) \(contrast)")
        }
    }

    @Test func theScenariosColorsWinOverACatalogAndACatalogOverTheSystem() throws {
        let workspace = try Workspace()
        try workspace.write(
            "A.xcassets/systemBlue.colorset/Contents.json",
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]}"#
        )
        try workspace.write(
            "A.xcassets/card.colorset/Contents.json",
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0", "green": "1", "blue": "0", "alpha": "1"}}}]}"#
        )
        let json = """
            {"assetCatalogs": ["A.xcassets"], "colors": {"card": "#123456"}, "canvas": {"width": 100, "height": 100},
             "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": [{"id": "x", "color": "card"}, {"id": "y", "color": "systemBlue"}]}]}
            """
        let scenario = try ScenarioDocument.load(json: Array(json.utf8), path: workspace.path("s.json")).scenario
        #expect(scenario.collections[0].items.map { $0.color?.hex } == ["#123456", "#FF0000"])
    }

    // MARK: Bad input

    /// The error loading `json` (a scenario in a folder holding `files`) gives.
    func refusal(_ json: String, files: [String: String] = [:], assets: [String] = []) throws -> InputError? {
        let workspace = try Workspace()
        for (name, text) in files { try workspace.write(name, text) }
        do { _ = try ScenarioDocument.load(json: Array(json.utf8), path: workspace.path("s.json"), assets: assets) } catch { return error }
        return nil
    }

    func scenario(naming color: String, catalogs: String = #"["A.xcassets"]"#) -> String {
        """
        {"assetCatalogs": \(catalogs), "canvas": {"width": 100, "height": 100},
         "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": [{"id": "x", "color": "\(color)"}]}]}
        """
    }

    @Test func aMalformedColourSetNamesItsOwnFileAndTheKey() throws {
        let bad =
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.5", "green": "0", "blue": "0", "alpha": "1"}}}]}"#
        let error = try #require(try refusal(scenario(naming: "Bad"), files: ["A.xcassets/Bad.colorset/Contents.json": bad]))
        #expect(error.file.hasSuffix("A.xcassets/Bad.colorset/Contents.json"))
        #expect(error.message.contains("colors[0].color.components.red"))
        #expect(error.message.contains("out of range for srgb"))
        #expect(!error.description.contains("\n"))
    }

    @Test func aMalformedColourSetNoOneNamesIsNoError() throws {
        let files = [
            "A.xcassets/Broken.colorset/Contents.json": "{not json",
            "A.xcassets/Good.colorset/Contents.json":
                #"{"colors": [{"idiom": "universal", "color": {"components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}}]}"#,
        ]
        #expect(try refusal(scenario(naming: "Good"), files: files) == nil)
    }

    @Test func anUnknownColourSpaceIsNamed() throws {
        let set =
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "cmyk", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}}]}"#
        let error = try #require(try refusal(scenario(naming: "S"), files: ["A.xcassets/S.colorset/Contents.json": set]))
        #expect(error.message.contains("\"cmyk\" is not a colour space"))
        #expect(error.file.hasSuffix("S.colorset/Contents.json"))
    }

    @Test func aNameFoundNowhereIsTheScenariosError() throws {
        let error = try #require(try refusal(scenario(naming: "Nowhere"), files: ["A.xcassets/Contents.json": "{}"]))
        #expect(error.file.hasSuffix("s.json"))
        #expect(error.message.contains("\"Nowhere\" is not a color"))
        #expect(error.message.contains("nor in the asset catalogs"))
    }

    @Test func aMissingCatalogAndOneOutsideTheFolderAreRefused() throws {
        let missing = try #require(try refusal(scenario(naming: "x", catalogs: #"["Gone.xcassets"]"#)))
        #expect(missing.message.contains("assetCatalogs[0]: cannot read \"Gone.xcassets\""))
        let outside = try #require(try refusal(scenario(naming: "x", catalogs: #"["/usr/share"]"#)))
        #expect(outside.message.contains("outside the scenario's folder"))
    }

    @Test func theFormatAloneRefusesCatalogsItCannotRead() throws {
        #expect(throws: ScenarioError.self) { try Scenario(formatJSON: Array(scenario(naming: "x").utf8)) }
    }

    @Test func theSystemColoursHaveTheirIncreaseContrastValues() {
        #expect(Scenario.Color.system("systemBlue", contrast: .high)?.hex == "#0040DD")
        #expect(Scenario.Color.system("systemBlue", appearance: .dark, contrast: .high)?.hex == "#409CFF")
        #expect(Scenario.Color.system("systemBlue")?.hex == "#007AFF")
    }
}
