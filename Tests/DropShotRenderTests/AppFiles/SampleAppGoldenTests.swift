import DropShotEngine
import DropShotRaster
import DropShotTestSupport
import Foundation
import TestUtilities
import Testing

@testable import DropShotRender

/// The sample app's board (examples/SampleApp/board.json): its colours, strings and plurals all
/// come from the app's own asset catalog and String Catalog, in light, dark and high contrast, in
/// English, Arabic and Japanese (Snapshots/SampleApp).
@Suite struct SampleAppGoldenTests {
    @Test func theBoardInEveryVariantMatchesItsGoldens() {
        expectSnapshots(ofScenarioAt: AssetCatalogTests.sampleApp + "/board.json", named: "board", suite: "SampleApp")
    }

    /// The PNG of every variant of `board.json` in `folder`, by golden name.
    func renders(_ folder: String) throws -> [String: [UInt8]] {
        let path = folder + "/board.json"
        let reader = try ScenarioDocument.VariantReader(json: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        var images: [String: [UInt8]] = [:]
        for index in 0..<reader.count {
            let document = try reader.document(index)
            images[reader.names[index]] = try document.renderPNG()
        }
        return images
    }

    @Test func aChangeToOneColourSetChangesExactlyTheVariantsThatDrawIt() throws {
        let workspace = try Workspace()
        let copy = workspace.path("SampleApp")
        try FileManager.default.copyItem(atPath: AssetCatalogTests.sampleApp, toPath: copy)
        let before = try renders(copy)
        // The card's dark high-contrast value changes: only the dark~hc goldens draw it.
        let set = copy + "/App/Assets.xcassets/CardBackground.colorset/Contents.json"
        let text = try String(contentsOfFile: set, encoding: .utf8).replacingOccurrences(of: "0x3A", with: "0x50")
        try text.write(toFile: set, atomically: true, encoding: .utf8)
        let after = try renders(copy)
        let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(changed == ["dark~hc", "dark~hc~ar", "dark~hc~ja"])
    }

    @Test func checkTakesNoFileInsideACatalogForAScenario() throws {
        // A colour set's Contents.json has "colors", a scenario key: it is still never a scenario.
        let files = try ScenarioCatalog.files(in: AssetCatalogTests.sampleApp).map(\.name)
        #expect(files == ["board"])
    }
}
