import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotSnapshotTesting
import DropShotTesting
import Foundation
import SnapshotTesting
import Testing

let scenario = """
    { "canvas": {"width": 200, "height": 160, "scale": 2},
      "config": {"fixedCellSize": [60, 60], "sourceItemsConsumable": true, "minInteritemSpacing": 8},
      "collections": [
        {"id": "source", "role": "source", "frame": [0, 0, 200, 80], "items": [{"id": "a", "label": "Peru"}, {"id": "b", "label": "Chile"}]},
        {"id": "target", "role": "target", "frame": [0, 80, 200, 80]}],
      "events": [{"type": "press", "at": [30, 30], "t": 0}, {"type": "move", "at": [40, 120], "t": 0.2}, {"type": "release", "at": [40, 120], "t": 0.3}] }
    """

/// The strategies against references committed in __Snapshots__, through swift-snapshot-testing itself.
@Suite struct DropShotStrategyTests {
    let document = try! ScenarioDocument.load(json: Array(scenario.utf8), path: "dropped.json")

    @Test func aScenario() {
        assertSnapshot(of: document, as: .dropshot)
        assertSnapshot(of: document, as: .dropshot(steps: 2), named: "dragging")
    }

    @Test func anArenaStateAndACanvas() throws {
        assertSnapshot(of: document.arena().snapshot(), as: .dropshot)
        assertSnapshot(of: try document.render(), as: .dropshot)
    }

    @Test func aDifferenceFailsWithTheMeasuredNumbers() throws {
        let diffing = Diffing<Canvas>.dropshot()
        let start = try document.render(steps: 0), end = try document.render()
        let failure = try #require(diffing.diffV2(start, end))
        #expect(failure.0.contains("pixels differ"))
        #expect(diffing.diffV2(end, end) == nil)
        // Within a tolerance, the same difference passes.
        #expect(Diffing<Canvas>.dropshot(options: ComparisonOptions(maxDiffRatio: 0.5)).diffV2(start, end) == nil)
        // Round trip through the reference format.
        #expect(diffing.fromData(diffing.toData(end)) == end)
    }
}
