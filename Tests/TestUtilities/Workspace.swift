import Foundation

/// A scratch folder with a small scenario in it.
package final class Workspace {
    package let url: URL
    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    package func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    package func write(_ name: String, _ text: String) throws -> String {
        let path = self.path(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    package func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }
    package func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }
}

package let scenarioJSON = """
    { "canvas": {"width": 300, "height": 400, "scale": 1},
      "config": { "fixedCellSize": [100, 100], "sourceItemsConsumable": true },
      "collections": [
        { "id": "source", "role": "source", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] },
        { "id": "target", "role": "target", "frame": [0, 200, 300, 100] } ],
      "deleteZones": [[0, 350, 300, 50]],
      "events": [ {"type": "press", "at": [50, 50], "t": 0}, {"type": "move", "at": [150, 250], "t": 0.1},
                  {"type": "release", "at": [150, 250], "t": 0.2} ] }
    """
