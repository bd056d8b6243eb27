import DropShotEngine
import Foundation
import TestUtilities
import Testing

@testable import DropShotStudio

/// Issue "trust, fifth pass", point 12: a save never loses an edit made to the file while it is
/// under way, and never writes a file the studio could not open again.
@Suite struct StudioSaveTests {
    let events: [JSONValue] = [.object([("type", .string("undo"))])]

    func studio(_ json: String = scenarioJSON) throws -> (Workspace, StudioFolder) {
        let workspace = try Workspace()
        try workspace.write("s/a.json", json)
        return (workspace, try StudioFolder(root: workspace.path("s"), snapshots: nil, assets: []))
    }

    /// An editor's save during the studio's, in place or by renaming a new file over it: 409,
    /// and the editor's file stays whole, with no temporary file left.
    @Test(arguments: [false, true])
    func anEditDuringASaveIsKeptAndTheSaveRefused(renamingOver: Bool) throws {
        let (workspace, folder) = try studio()
        let edited = scenarioJSON.replacingOccurrences(of: #"{"id": "c"}"#, with: #"{"id": "c", "label": "Edited"}"#)
        let error = #expect(throws: StudioError.self) {
            try folder.saveEvents(events, to: "a.json") {
                if renamingOver {
                    try? Data(edited.utf8).write(to: URL(fileURLWithPath: workspace.path("s/new.tmp")))
                    rename(workspace.path("s/new.tmp"), workspace.path("s/a.json"))
                } else {
                    let handle = FileHandle(forWritingAtPath: workspace.path("s/a.json"))!
                    handle.truncateFile(atOffset: 0)
                    handle.write(Data(edited.utf8))
                    handle.closeFile()
                }
            }
        }
        #expect(error?.status == 409 && error?.message.contains("changed on disk while it was being saved") == true, "\(String(describing: error))")
        #expect(try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8) == edited)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("s")) == ["a.json"], "no temporary file left")
        // Saved again once nothing changes under it, the events are replaced and the edit kept.
        try folder.saveEvents(events, to: "a.json")
        let saved = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        #expect(saved.contains(#""label": "Edited""#) && saved.contains(#"{"type": "undo"}"#), "\(saved)")
    }

    /// A save whose result would be over the studio's 4 MiB is refused before anything is written.
    /// Checkpoints named in the page are saved beside the events: added after the last member
    /// when the file has none, replaced where they stand when it has; no other byte changes. A
    /// checkpoint past the events is refused before anything is written.
    @Test func checkpointsAreSavedBesideTheEvents() throws {
        let (workspace, folder) = try studio()
        let checkpoint = JSONValue.object([("name", .string("undone")), ("step", .number(1))])
        try folder.saveEvents(events, checkpoints: [checkpoint], to: "a.json")
        let saved = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        #expect(saved.contains(#"{"name": "undone", "step": 1}"#), "\(saved)")
        let head = try #require(scenarioJSON.range(of: #""events": ["#))
        #expect(saved.hasPrefix(scenarioJSON[..<head.upperBound]), "\(saved)")
        #expect(try Scenario(json: Array(saved.utf8)).checkpoints == [Checkpoint(name: "undone", step: 1)])
        // Replaced where it stands.
        try folder.saveEvents(events, checkpoints: [.object([("name", .string("again")), ("step", .number(0))])], to: "a.json")
        let again = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        #expect(again.components(separatedBy: "checkpoints").count == 2 && again.contains(#"{"name": "again", "step": 0}"#), "\(again)")
        // A checkpoint past the events: refused, the file as it was.
        let error = #expect(throws: StudioError.self) {
            try folder.saveEvents(events, checkpoints: [.object([("name", .string("late")), ("step", .number(5))])], to: "a.json")
        }
        #expect(
            error?.status == 422
                && error?.message == "a.json: checkpoints[0].step: 5 is past the last event (the scenario has 1 events); nothing was written")
        #expect(try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8) == again)
    }

    @Test func aSaveThatWouldBeTooLargeToOpenIsRefused() throws {
        let padded = scenarioJSON.replacingOccurrences(
            of: #""deleteZones""#, with: #""title": "\#(String(repeating: "x", count: StudioServer.maxBody - 1200))", "deleteZones""#)
        let (workspace, folder) = try studio(padded)
        let many = Array(repeating: JSONValue.object([("type", .string("undo"))]), count: 200)
        let error = #expect(throws: StudioError.self) { try folder.saveEvents(many, to: "a.json") }
        #expect(
            error?.status == 413 && error?.message.contains("over the studio's limit of \(StudioServer.maxBody); nothing was written") == true,
            "\(String(describing: error))")
        #expect(try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8) == padded)
    }
}

/// Issue "a team's matrix, second pass", point 1: the studio never saves a file `dropshot` would
/// refuse; a recording that breaks one variant is refused naming it, before anything is written.
@Suite struct StudioVariantSaveTests {
    /// Three 40-point cells in a 45-point band; in dark mode they are 140 points wide, so cell 2
    /// wraps onto a second line, out of view.
    static let json = """
        { "canvas": {"width": 300, "height": 100, "scale": 1}, "config": {"fixedCellSize": [40, 40]},
          "collections": [{"id": "l", "role": "list", "frame": [0, 0, 300, 45], "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}],
          "events": [],
          "variants": {"appearance": ["light", "dark"]},
          "overrides": [{"when": {"appearance": "dark"}, "config": {"fixedCellSize": [140, 40]}}] }
        """

    @Test func aRecordingThatBreaksAVariantIsRefusedNamingIt() throws {
        let workspace = try Workspace()
        try workspace.write("s/a.json", Self.json)
        let folder = try StudioFolder(root: workspace.path("s"), snapshots: nil, assets: [])
        let address = JSONValue.object([("collection", .string("l")), ("index", .number(2))])
        let press = JSONValue.object([("type", .string("press")), ("at", address), ("t", .number(0))])
        let error = #expect(throws: StudioError.self) { try folder.saveEvents([press], to: "a.json") }
        #expect(error?.status == 422, "\(String(describing: error))")
        #expect(error?.message.contains("variant dark: events[0].at: cell 2 of l is out of view") == true, "\(String(describing: error))")
        #expect(error?.message.hasSuffix("; nothing was written") == true)
        #expect(try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8) == Self.json)
        // Scrolled into view, it holds in both variants and is saved.
        let scrolled = JSONValue.object([("collection", .string("l")), ("index", .number(2)), ("scrollIntoView", .bool(true))])
        try folder.saveEvents([.object([("type", .string("press")), ("at", scrolled), ("t", .number(0))])], to: "a.json")
        #expect(try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8).contains(#""scrollIntoView": true"#))
    }
}
