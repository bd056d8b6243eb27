import Foundation
import TestUtilities
import Testing

/// The system presets (docs/NATIVE.md) through the CLI, as a team runs them.
@Suite struct NativePresetCLITests {
    static func scenario(config: String) -> String {
        """
        { "behaviour": "uikit", "canvas": {"width": 300, "height": 400, "scale": 1},
          "config": { "fixedCellSize": [280, 50] \(config) },
          "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 300], "items": [ {"id": "a"}, {"id": "b"} ] } ],
          "events": [ {"type": "press", "at": [140, 25], "t": 0}, {"type": "hold", "t": 0.4}, {"type": "move", "at": [140, 90], "t": 0.5} ] }
        """
    }

    /// A value that does not exist is one line naming the file, the key and the bad value, exit 2,
    /// for every command that reads the scenario; nothing is written.
    @Test(arguments: [
        (#", "dropProposal": {"operation": "move", "intent": "sideways"}"#, "sideways"),
        (#", "dropProposal": {"operation": "teleport"}"#, "teleport"),
        (#", "reorderingCadence": "medium""#, "medium"),
        (#", "ghostAxis": "diagonal""#, "diagonal"),
    ])
    func aBadValueIsOneLineAndExitTwo(config: String, value: String) throws {
        let workspace = try Workspace()
        let file = try workspace.write("bad.json", Self.scenario(config: config))
        for arguments in [["state", file], ["render", file, "-o", workspace.path("out.png")], ["animate", file, "-o", workspace.path("out.apng")]] {
            let run = try dropshot(arguments)
            #expect(run.status == 2, "\(arguments[0]): \(run.stderr)")
            #expect(run.stderr.hasPrefix(file) && run.stderr.contains(value) && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out.png")))
    }

    /// `state --callbacks` names UIKit's delegate methods, and the state's drag carries the proposal.
    @Test func stateShowsTheProposalAndTheCalls() throws {
        let workspace = try Workspace()
        let file = try workspace.write("ok.json", Self.scenario(config: ""))
        let run = try dropshot("state", "--callbacks", file)
        #expect(run.status == 0, "\(run.stderr)")
        let state = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let drag = state?["drag"] as? [String: Any]
        #expect(drag?["proposal"] as? [String: String] == ["operation": "move", "intent": "insertAtDestinationIndexPath"])
        #expect(run.stdout.contains("collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)"))
    }
}
