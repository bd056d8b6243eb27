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
        #expect(error?.status == 422 && error?.message == "a.json: checkpoints[0].step: 5 is past the last event (the scenario has 1 events)")
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
