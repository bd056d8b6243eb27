import DropShotEngine
import DropShotRaster
import DropShotTestSupport
import Foundation
import Testing

@testable import DropShotRender

func document(_ json: String, path: String = "inline.json") throws -> ScenarioDocument {
    try ScenarioDocument.load(json: Array(json.utf8), path: path)
}
