import DropShotEngine
import DropShotRaster
import Foundation
import TestUtilities
import Testing

@testable import DropShotRender

/// Images named without an extension, found in the app's asset catalogs' image sets
/// (examples/SampleApp/App/Assets.xcassets: `Star` a template at 1x, 2x and 3x, `Arrow` at 2x by
/// language direction and appearance), and their bad input.
@Suite struct ImageSetTests {
    /// The scenario of one 40-point cell drawing `image` through a template, at `scale`.
    func document(_ image: String, scale: Int = 2, variant: String? = nil, direction: String = "leftToRight", tint: String? = nil) throws
        -> ScenarioDocument
    {
        let json = """
            {"assetCatalogs": ["App/Assets.xcassets"], "canvas": {"width": 60, "height": 60, "scale": \(scale), "background": "#FFFFFF"},
             "variants": {"appearance": ["light", "dark"]},
             "config": {"layoutDirection": "\(direction)", "fixedCellSize": [40, 40], "cell": {"image": {"source": "\(image)", "mode": "fit"\(tint.map { ", \"tint\": \"\($0)\"" } ?? "")}}},
             "collections": [{"id": "a", "role": "list", "frame": [0, 0, 60, 60], "items": [{"id": "x", "color": "#FFFFFF"}]}]}
            """
        return try ScenarioDocument.load(json: Array(json.utf8), path: AssetCatalogTests.sampleApp + "/probe.json", variant: variant)
    }

    func chosen(_ document: ScenarioDocument) -> [String] { document.images.files.map { ($0 as NSString).lastPathComponent } }

    @Test func theCanvasScalePicksItsFile() throws {
        #expect(chosen(try document("Star", scale: 1)) == ["star.png"])
        #expect(chosen(try document("Star", scale: 2)) == ["star@2x.png"])
        #expect(chosen(try document("Star", scale: 3)) == ["star@3x.png"])
    }

    @Test func aMissingScaleTakesTheNearestLargerElseTheLargestSmaller() throws {
        #expect(chosen(try document("Arrow", scale: 1)) == ["arrow-ltr@2x.png"])
        #expect(chosen(try document("Arrow", scale: 3)) == ["arrow-ltr@2x.png"])
    }

    @Test func theLanguageDirectionAndTheAppearancePickTheirFiles() throws {
        #expect(chosen(try document("Arrow", direction: "rightToLeft")) == ["arrow-rtl@2x.png"])
        #expect(chosen(try document("Arrow", variant: "dark")) == ["arrow-ltr-dark@2x.png"])
    }

    /// The most colourful pixel drawn (the image's inside: the rest is white).
    func middle(_ document: ScenarioDocument) throws -> (Int, Int, Int) {
        let image = try PNGCodec.decodeStraight(try document.renderPNG())
        var best = (0, 0, 0), chroma = -1
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let rgb = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
            let c = max(rgb.0, rgb.1, rgb.2) - min(rgb.0, rgb.1, rgb.2)
            if c > chroma { (best, chroma) = (rgb, c) }
        }
        return best
    }

    @Test func aTemplateImageSetIsDrawnInTheAccentOrTheElementsTint() throws {
        // The star's 2x file is green; as a template it takes the accent: the app's AccentColor
        // (0.345, 0.337, 0.839 in the catalog, as 0-255 bytes 88, 86, 214).
        let accent = try middle(try document("Star"))
        #expect(abs(accent.0 - 88) <= 2 && abs(accent.1 - 86) <= 2 && abs(accent.2 - 214) <= 2, "\(accent)")
        let tinted = try middle(try document("Star", tint: "#FF0000"))
        #expect(tinted.0 >= 250 && tinted.1 <= 5 && tinted.2 <= 5, "\(tinted)")
    }

    @Test func aVectorImageSetIsOneLineSayingWhatToDo() throws {
        let workspace = try Workspace()
        try workspace.write("A.xcassets/Logo.imageset/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>")
        try workspace.write(
            "A.xcassets/Logo.imageset/Contents.json",
            #"{"images": [{"filename": "logo.svg", "idiom": "universal"}], "properties": {"preserves-vector-representation": true}}"#)
        let json = """
            {"assetCatalogs": ["A.xcassets"], "canvas": {"width": 60, "height": 60},
             "collections": [{"id": "a", "role": "list", "frame": [0, 0, 60, 60], "items": [{"id": "x", "image": "Logo"}]}]}
            """
        #expect {
            try ScenarioDocument.load(json: Array(json.utf8), path: workspace.path("s.json"))
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.file == workspace.path("A.xcassets/Logo.imageset/logo.svg")
                && error.message.contains("collections[0].items[0].image: \"Logo\"")
                && error.message.contains("export the asset as PNG") && !error.description.contains("\n")
        }
    }

    @Test func aNameWithAnExtensionOrInNoCatalogIsAFileBesideTheScenario() throws {
        let workspace = try Workspace()
        try workspace.write("A.xcassets/Contents.json", "{}")
        try Data(try PNGCodec.encode(Canvas(width: 4, height: 4))).write(to: URL(fileURLWithPath: workspace.path("photo.png")))
        for name in ["photo", "photo.png"] {
            let json = """
                {"assetCatalogs": ["A.xcassets"], "canvas": {"width": 60, "height": 60},
                 "collections": [{"id": "a", "role": "list", "frame": [0, 0, 60, 60], "items": [{"id": "x", "image": "\(name)"}]}]}
                """
            let document = try ScenarioDocument.load(json: Array(json.utf8), path: workspace.path("s.json"))
            #expect(chosen(document) == ["photo.png"])
        }
    }
}
