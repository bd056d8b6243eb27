@testable import DropShotEngine
@testable import DropShotFormat

/// Decodes a scenario from JSON text, failing the test on error.
func scenario(_ json: String) throws -> Scenario { try Scenario(json: Array(json.utf8)) }

/// The decoding error of a scenario, or nil when it decodes.
func decodeError(_ json: String) -> ScenarioError? {
    do { _ = try Scenario(json: Array(json.utf8)); return nil } catch { return error }
}

/// A 300x400 arena: source [0,0,300,100] with items a b c in 100-point cells (centers x = 50, 150, 250,
/// y = 50), target [0,200,300,100] with 3 slots (centers y = 250), delete zone [0,350,300,50].
func twoGrids(
    config: String = "\"sourceItemsConsumable\": true", sourceConfig: String = "", targetConfig: String = "",
    targetItems: String = ""
) throws -> Scenario {
    try scenario(
        """
        { "canvas": {"width": 300, "height": 400, "scale": 1},
          "config": { "fixedCellSize": [100, 100], \(config) },
          "collections": [
            { "id": "source", "role": "source", "frame": [0, 0, 300, 100], "config": {\(sourceConfig)},
              "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] },
            { "id": "target", "role": "target", "frame": [0, 200, 300, 100], "config": {\(targetConfig)},
              "items": [\(targetItems)] }
          ],
          "deleteZones": [[0, 350, 300, 50]] }
        """)
}

func sourceCell(_ i: Int) -> Point { Point(50 + 100 * Double(i), 50) }
func targetCell(_ i: Int) -> Point { Point(50 + 100 * Double(i), 250) }
let deletePoint = Point(150, 375)
let nowhere = Point(150, 150)

extension Arena {
    /// Press at `from`, move to `to`, release there.
    mutating func drag(_ from: Point, _ to: Point) {
        apply(.press(from, t: 0))
        apply(.move(to, t: 0.1))
        apply(.release(to, t: 0.2))
    }

    /// Item ids per cell of the collection `id` (nil for a placeholder).
    func items(_ id: String) -> [String?] {
        model.slots[scenario.collections.firstIndex { $0.id == id }!]
    }
}
