import Foundation
import TestUtilities
import Testing

@Suite struct StateCommandTests {
    @Test func printsTheStateJSON() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        let run = try dropshot("state", scenario)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(json["lastOutcome"] as? String == "drop")
        #expect((json["history"] as? [String: Any])?["count"] as? Int == 1)
        let collections = json["collections"] as! [[String: Any]]
        let cells = collections[1]["cells"] as! [[String: Any]]
        #expect(cells[1]["item"] as? String == "a")
        #expect(cells[0]["label"] as? String == "1")
        #expect(json["drag"] is NSNull)
    }

    @Test func callbacksListTheHostCallsOfThePreset() throws {
        let workspace = try Workspace()
        let plain = try workspace.write("s.json", scenarioJSON)
        let plainState = try JSONSerialization.jsonObject(with: Data(try dropshot("state", plain).stdout.utf8)) as! [String: Any]
        #expect(plainState["callbacks"] == nil)
        let betweenKit = try workspace.write(
            "b.json",
            scenarioJSON
                .replacingOccurrences(of: #"{ "canvas""#, with: #"{ "behaviour": "betweenkit", "canvas""#)
                .replacingOccurrences(of: #""sourceItemsConsumable": true }"#, with: #""sourceItemsConsumable": true, "allowDrop": true }"#))
        let run = try dropshot("state", betweenKit, "--callbacks")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let calls = json["callbacks"] as! [[String: Any]]
        // Released over an empty slot's cell: indexPathForItemAtPoint: finds it, the index-path methods.
        #expect(
            calls.map { $0["method"] as! String } == [
                "canItemBeDraggedAt:inCollection:",
                "canItemAt:fromCollection:beDroppedTo:onCollection:",
                "dropItemAt:fromCollection:toItemAt:onCollection:",
            ])
        // BetweenKit asks the drag assertion when its pan begins: at the move, not the press.
        #expect(calls.map { $0["event"] as! Int } == [1, 2, 2])
        #expect(calls[2]["arguments"] as? [String] == ["0", "source", "1", "target"])
    }

    /// A scenario written only with key events ends as the same drag done with the pointer.
    @Test func aKeysOnlyScenarioEndsAsThePointerOne() throws {
        let workspace = try Workspace()
        let pointer = try workspace.write("pointer.json", scenarioJSON)
        let keys = ["tab", "space", "arrowDown", "arrowRight", "space"].map { #"{"type": "key", "key": "\#($0)"}"# }.joined(separator: ", ")
        let keyboard = try workspace.write(
            "keys.json",
            String(scenarioJSON[..<scenarioJSON.range(of: #""events""#)!.lowerBound])
                + #""events": [\#(keys)] }"#)
        func state(_ path: String) throws -> [String: Any] {
            let run = try dropshot("state", path)
            #expect(run.status == 0, "\(run.stderr)")
            return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        }
        let byPointer = try state(pointer), byKeys = try state(keyboard)
        // The cells without the focus flag, which only the keyboard run has.
        func cells(_ state: [String: Any]) -> String {
            let collections = (state["collections"] as! [[String: Any]]).map { collection in
                (collection["cells"] as! [[String: Any]]).map { $0.filter { $0.key != "focused" } }
            }
            return String(decoding: try! JSONSerialization.data(withJSONObject: collections, options: .sortedKeys), as: UTF8.self)
        }
        #expect(cells(byKeys) == cells(byPointer))
        #expect(byKeys["lastOutcome"] as? String == "drop" && (byKeys["history"] as? [String: Any])?["count"] as? Int == 1)
        #expect((byKeys["announcements"] as? [[String: Any]])?.last?["text"] as? String == "Dropped a into Target, slot 2.")
    }

    @Test func stepRunsOnlyTheFirstEvents() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        let run = try dropshot("state", scenario, "--step", "2")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let drag = json["drag"] as! [String: Any]
        #expect(drag["item"] as? String == "a")
        #expect(drag["state"] as? String == "hovering")
        #expect((drag["over"] as? [String: Any])?["index"] as? Int == 1)
        #expect((json["collections"] as! [[String: Any]])[1]["state"] as? String == "pendingDrop")
        let past = try dropshot("state", scenario, "--step", "9")
        #expect(past.status == 2)
        #expect(past.stderr.contains("--step 9"))
    }

    @Test(arguments: [
        ("{ nope", "invalid JSON at line 1, column 3"),
        (#"{"collections": [{"id": "x", "role": "list", "config": {"rearrange": "shuffle"}}]}"#, "collections[0].config.rearrange"),
        (#"{"canvas": {"width": 10000, "height": 10, "scale": 2}, "collections": []}"#, "16384"),
        (#"{"collections": [{"id": "x", "role": "list", "items": [{"id": "i", "image": "missing.png"}]}]}"#, "collections[0].items[0].image"),
    ])
    func badInputExitsTwoWithOneLineNamingFileAndPath(json: String, fragment: String) throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("bad.json", json)
        for arguments in [["state", scenario], ["render", scenario, "-o", workspace.path("out.png")]] {
            let process = try dropshotArgs(arguments)
            #expect(process.status == 2)
            #expect(process.stderr.hasPrefix(scenario + ": "), "\(process.stderr)")
            #expect(process.stderr.contains(fragment), "\(process.stderr)")
            #expect(process.stderr.filter { $0 == "\n" }.count == 1)
            #expect(process.stdout.isEmpty)
        }
        #expect(!workspace.exists("out.png"))
    }

    @Test func aMissingFileAndUsageErrorsExitTwo() throws {
        #expect(try dropshot("state", "/nonexistent/s.json").stderr == "/nonexistent/s.json: no such file\n")
        #expect(try dropshot("state").status == 2)
        #expect(try dropshot("render", "x.json", "--bogus").status == 2)
        #expect(try dropshot("--help").status == 0)
    }
}

func dropshotArgs(_ arguments: [String]) throws -> Run {
    switch arguments.count {
    case 2: return try dropshot(arguments[0], arguments[1])
    case 4: return try dropshot(arguments[0], arguments[1], arguments[2], arguments[3])
    default: fatalError("unsupported argument count")
    }
}
