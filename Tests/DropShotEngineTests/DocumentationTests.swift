import Foundation
import Testing
@testable import DropShotEngine

@Suite struct DocumentationTests {
    /// docs/SCENARIO.md documents every config key the decoder accepts.
    @Test func everyConfigKeyIsDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/SCENARIO.md"), encoding: .utf8)
        for key in ArenaConfig.keys { #expect(docs.contains("`\(key)`"), "\(key) is not in docs/SCENARIO.md") }
    }
}
