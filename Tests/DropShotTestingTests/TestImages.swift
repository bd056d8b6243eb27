import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotTestSupport
import Foundation
import Testing
import XCTest

func scratchFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)").path
}

let red = Canvas(width: 3, height: 3, fill: PremultipliedColor(red: 255, green: 0, blue: 0))
let blue = Canvas(width: 3, height: 3, fill: PremultipliedColor(red: 0, green: 0, blue: 255))
