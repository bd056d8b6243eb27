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

/// A new, empty scratch folder, made on disk.
func madeScratchFolder() throws -> String {
    let folder = scratchFolder()
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

let red = Canvas(width: 3, height: 3, fill: PremultipliedColor(red: 255, green: 0, blue: 0))
let blue = Canvas(width: 3, height: 3, fill: PremultipliedColor(red: 0, green: 0, blue: 255))
