@testable import DropShotFormat

/// Decodes a scenario from JSON text, failing the test on error.
func scenario(_ json: String) throws -> Scenario { try Scenario(formatJSON: Array(json.utf8)) }

/// The decoding error of a scenario, or nil when it decodes.
func decodeError(_ json: String) -> ScenarioError? {
    do { _ = try Scenario(formatJSON: Array(json.utf8)); return nil } catch { return error }
}
