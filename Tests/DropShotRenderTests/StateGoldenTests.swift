import DropShotEngine
import Foundation
import Testing

@testable import DropShotRender

/// The state JSON of every gallery scenario after its events, with its callbacks, compared byte
/// for byte with `Snapshots/States/<file>.json` (what `dropshot state --callbacks` printed when
/// the file was written). The state JSON is a contract (docs/SCENARIO.md): a change to its
/// layout, a key's order or a number's form fails here. After an intended change, write each
/// file again: `dropshot state --callbacks Sources/DropShotRender/Gallery/<file>.json >
/// Snapshots/States/<file>.json`, and read the diff.
@Suite struct StateGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Snapshots/States").standardized.path

    @Test(arguments: Gallery.entries.map(\.name))
    func galleryStateMatchesItsGolden(name: String) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        let document = try document(entry.json, path: "\(name).json")
        var arena = Arena(scenario: document.scenario, measure: document.cellMeasure)
        arena.recordNotices()
        for event in document.scenario.events { arena.apply(event) }
        let state = arena.snapshot().stateJSONUTF8(callbacks: arena.hostCalls()) + [0x0A]
        let golden = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name.dropFirst(3) + ".json"))
        #expect(state == Array(golden), "\(name): the state JSON differs from Snapshots/States/\(name.dropFirst(3)).json")
        // Streamed as `dropshot state` prints it, in chunks smaller than the state: the same bytes.
        var streamed: [UInt8] = []
        arena.snapshot().writeStateJSON(pretty: true, accessibility: nil, callbacks: arena.hostCalls(), chunk: 512) { streamed += $0 }
        #expect(streamed + [0x0A] == Array(golden), "\(name): the streamed state JSON differs")
    }

    /// The state is JSON to an independent parser (Foundation's), and its pretty and compact texts
    /// carry the same values, at every step of every gallery scenario (drags under way, sections,
    /// selections, free views, announcements).
    @Test func theStateIsTheSameJSONPrettyOrCompact() throws {
        for entry in Gallery.entries {
            let document = try document(entry.json)
            for step in 0...document.scenario.events.count {
                let snapshot = document.arena(steps: step).snapshot()
                let pretty = snapshot.stateJSONUTF8(pretty: true), compact = snapshot.stateJSONUTF8(pretty: false)
                let read = try [pretty, compact].map { try JSONSerialization.jsonObject(with: Data($0)) as? NSDictionary }
                #expect(read[0] != nil && read[0] == read[1], "\(entry.name) step \(step)")
                #expect(!compact.contains(0x0A) && pretty.contains(0x0A))
            }
        }
    }

    @Test func everyGoldenStateIsAGalleryEntry() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
        #expect(files.sorted() == Gallery.entries.map { String($0.name.dropFirst(3)) + ".json" }.sorted())
    }
}
