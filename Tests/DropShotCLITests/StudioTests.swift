import DropShotEngine
import DropShotRender
import DropShotSystem
import Foundation
import TestUtilities
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct StudioTests {
    func folder() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("s/a.json", scenarioJSON)
        try workspace.write("s/sub/b.json", scenarioJSON)
        try workspace.write("s/broken.json", "{")
        try workspace.write("secret.json", #"{"token": "do not serve"}"#)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("s/link.json"), withDestinationPath: workspace.path("secret.json"))
        return workspace
    }

    @Test func itServesItsScenariosAsRenderAndStateDo() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"))
        let list = studio.text(try studio.get("/api/scenarios"))
        #expect(list.contains(#""path":"a.json""#) && list.contains(#""path":"sub/b.json""#))
        #expect(list.contains(#""path":"broken.json","error":"broken.json: invalid JSON"#), "a malformed scenario shows its one-line error")
        #expect(!list.contains("link.json"), "a link leading outside is not listed")
        _ = try dropshot("render", workspace.path("s/a.json"), "--step", "2", "-o", workspace.path("cli.png"))
        let rendered = try studio.get("/api/render?path=a.json&step=2")
        let cli = [UInt8](try Data(contentsOf: URL(fileURLWithPath: workspace.path("cli.png"))))
        #expect(rendered.status == 200 && rendered.body == cli, "the same bytes as render --step")
        let state = try studio.get("/api/state?path=sub%2Fb.json&step=1")
        let cliState = Array(try dropshot("state", workspace.path("s/sub/b.json"), "--step", "1").stdout.utf8.dropLast())
        #expect(state.body == cliState)
        #expect(try studio.get("/api/render?path=a.json&step=4").status == 400, "past the last event")
        #expect(try studio.get("/").status == 200)
    }

    /// Issue "trust, fifth pass", point 12: another site's `<img>`, script or link learns nothing:
    /// every route but the page refuses a cross-site or same-site fetch (Sec-Fetch-Site), and a
    /// request from another page (Referer), with one answer whatever it names; the page opens by a
    /// navigation only and no answer may be framed.
    @Test func crossSiteRequestsLearnNothingAndThePageCannotBeFramed() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"))
        var answers = Set<String>()
        for target in [
            "/api/render?path=a.json", "/api/render?path=missing.json", "/api/state?path=a.json&step=99", "/api/scenarios",
            "/api/review/image?name=a&kind=actual", "/page-script.js",
        ] {
            for headers in [
                ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"],
                ["Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "cors"], ["Referer": "http://evil.example/page"],
                ["Referer": "http://127.0.0.1:\(studio.port)evil.example/"],
            ] {
                let response = try studio.get(target, headers: headers)
                #expect(response.status == 403, "\(target) \(headers)")
                answers.insert(studio.text(response).replacingOccurrences(of: "another page", with: "another site"))
            }
        }
        #expect(answers.count == 1, "the same answer whatever was asked: \(answers)")
        let own = ["Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", "Referer": "http://127.0.0.1:\(studio.port)/"]
        #expect(try studio.get("/api/render?path=a.json", headers: own).status == 200, "the page's own fetch")
        #expect(try studio.get("/api/scenarios", headers: ["Sec-Fetch-Site": "none"]).status == 200, "an address typed by the user")
        #expect(try studio.get("/", headers: ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"]).status == 200, "a link to the page")
        #expect(try studio.get("/", headers: ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors"]).status == 403, "the page embedded")
        let page = try studio.exchange("GET", "/")
        #expect(
            page.status == 200 && page.head.contains("X-Frame-Options: DENY") && page.head.contains("Content-Security-Policy: frame-ancestors 'none'")
                && page.head.contains("Cross-Origin-Resource-Policy: same-origin"), "\(page.head)")
    }

    @Test func badRequestsGetAClearErrorAndChangeNothing() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"))
        let original = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        for path in ["../secret.json", "link.json", "%2Fetc%2Fpasswd", ".hidden.json", "a.png", "sub/../../secret.json"] {
            let response = try studio.get("/api/scenario?path=\(path)")
            #expect(response.status == 403, "\(path): \(studio.text(response))")
            #expect(!studio.text(response).contains("do not serve"))
        }
        #expect(try studio.get("/api/scenario?path=missing.json").status == 404)
        #expect(try studio.get("/nowhere").status == 404)
        let save = try studio.request("POST", "/api/save?path=link.json", body: Array(scenarioJSON.utf8))
        #expect(save.status == 403)
        #expect(try String(contentsOfFile: workspace.path("secret.json"), encoding: .utf8) == #"{"token": "do not serve"}"#)
        let invalid = try studio.request("POST", "/api/save?path=a.json", body: Array(#"{"events": [{"type": "fly"}]}"#.utf8))
        #expect(invalid.status == 422 && studio.text(invalid).contains("events[0].type"), "\(studio.text(invalid))")
        let notEvents = try studio.request("POST", "/api/save?path=a.json", body: Array(#"{"collections": 3}"#.utf8))
        #expect(notEvents.status == 400 && studio.text(notEvents).contains("a save is"), "\(studio.text(notEvents))")
        let huge = try studio.request("POST", "/api/save?path=a.json", body: [UInt8](repeating: 0x20, count: 5 << 20))
        #expect(huge.status == 413)
        #expect(try studio.get("/api/scenarios", headers: ["Origin": "http://evil.example"]).status == 403, "other origins")
        #expect(try studio.get("/api/scenarios", headers: ["Host": "evil.example:80"]).status == 403, "DNS rebinding")
        #expect(try studio.request("POST", "/api/accept?name=..%2Fsecret").status == 403)
        #expect(try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8) == original, "nothing was written")
        // A golden that is a link to a file outside is refused, as check refuses it, and never read.
        try FileManager.default.createSymbolicLink(atPath: workspace.path("s/a.png"), withDestinationPath: workspace.path("secret.json"))
        let review = studio.text(try studio.request("POST", "/api/review"))
        #expect(review.contains(#"{"name":"a","status":"ERROR","message":"#) && !review.contains("do not serve"), "\(review)")
        #expect(try studio.get("/api/scenarios").status == 200, "and it still serves")
    }

    /// `check` and the studio's review take one step over one walk: on the same folder (a
    /// package.json, a broken scenario, a checkpoint, a failing and a missing golden, a link out,
    /// an orphan) their rows are equal: names, statuses, and the reasons of errors.
    @Test func theReviewsRowsAreChecksRows() throws {
        let workspace = try Workspace()
        let checkpointed = scenarioJSON.replacingOccurrences(of: #""events""#, with: #""checkpoints": [{"name": "mid", "step": 2}], "events""#)
        try workspace.write("s/a.json", checkpointed)
        try workspace.write("s/sub/b.json", scenarioJSON)
        try workspace.write("s/package.json", #"{"name": "app", "version": "1.0.0"}"#)
        try workspace.write("s/broken.json", #"{"collections": [{"id": 3}]}"#)
        try workspace.write("secret.json", scenarioJSON)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("s/out.json"), withDestinationPath: workspace.path("secret.json"))
        #expect(try dropshot("check", workspace.path("s"), "--record", "all").status == 2, "the broken scenario and the link are errors")
        // a passes, a@mid fails (another picture at its name), sub/b is missing, old is an orphan.
        try FileManager.default.removeItem(atPath: workspace.path("s/a@mid.png"))
        try FileManager.default.copyItem(atPath: workspace.path("s/a.png"), toPath: workspace.path("s/a@mid.png"))
        try FileManager.default.moveItem(atPath: workspace.path("s/sub/b.png"), toPath: workspace.path("s/old.png"))

        let root = try #require(AssetFolders.realPath(workspace.path("s")))
        let check = try dropshot("check", root, "--record", "never")
        #expect(check.status == 2)
        let checkRows = check.stdout.split(separator: "\n").dropLast().map { line -> [String] in
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            let name = String(parts[1].prefix { $0 != ":" })
            let message = parts[1].dropFirst(name.count + 2).replacingOccurrences(of: root + "/", with: "")
            return [parts[0], parts[0] == "ORPHAN" ? "old.png" : name, parts[0] == "ERROR" ? name + ": " + message : ""]
        }
        let studio = try RunningStudio(root)
        let review = try #require(try JSONSerialization.jsonObject(with: Data(try studio.request("POST", "/api/review").body)) as? [[String: Any]])
        let reviewRows = review.map { row -> [String] in
            let status = row["status"] as? String ?? "", name = row["name"] as? String ?? ""
            return [status, name, status == "ERROR" ? row["message"] as? String ?? "" : ""]
        }
        #expect(checkRows.map { $0[1] } == ["a", "a@mid", "broken", "old.png", "out", "sub/b"], "\(check.stdout)")
        #expect(reviewRows.sorted { $0[1] < $1[1] } == checkRows, "\(reviewRows)\n\(checkRows)")
        // The page shows a row as `name: detail`: the detail never starts with the name again.
        for row in review {
            let name = row["name"] as? String ?? "", detail = row["detail"] as? String ?? ""
            #expect(!detail.isEmpty && !detail.hasPrefix(name + ":") && !detail.contains(root + "/" + name), "\(row)")
        }
        let orphan = review.first { $0["name"] as? String == "old.png" }?["detail"] as? String
        #expect(orphan?.hasPrefix("no scenario produces it; never pruned") == true, "\(review)")
    }

    /// `dropshot studio` and `dropshot-studio` take one options group (`StudioOptions`): the same
    /// arguments and options, with the same help and defaults.
    @Test func bothCommandsTakeTheSameOptions() throws {
        let studio = packageRoot.appendingPathComponent(".build/debug/dropshot-studio")
        func options(_ help: String) -> String {
            String(help[help.range(of: "ARGUMENTS:")!.lowerBound...]).replacingOccurrences(
                of: "\n  --version               Show the version.", with: "")
        }
        let launcher = try dropshot("studio", "--help"), server = try TestUtilities.run(studio, ["--help"])
        #expect(launcher.status == 0 && server.status == 0)
        #expect(options(launcher.stdout) == options(server.stdout), "\(launcher.stdout)\n\(server.stdout)")
        #expect(launcher.stdout.contains("--request-timeout") && launcher.stdout.contains("(default: 30)"))
    }

    @Test func badStartsAreOneLineAndExit2() throws {
        let workspace = try Workspace()
        let studio = packageRoot.appendingPathComponent(".build/debug/dropshot-studio")
        let run = try TestUtilities.run(studio, [workspace.path("nowhere"), "--port", "0"])
        #expect(run.status == 2 && run.stderr.hasSuffix("nowhere: not a folder\n"), "\(run.stderr)")
        // `dropshot studio` hands the time limits on (the README's --idle-timeout was refused as unknown).
        try workspace.write("t/a.json", scenarioJSON)
        for option in ["--idle-timeout", "--request-timeout"] {
            let limits = try dropshot("studio", workspace.path("t"), "--port", "0", option, "0")
            #expect(limits.status == 2 && limits.stderr.contains("\(option) 0 is outside 1...3600"), "\(limits.stderr)")
        }
        #expect(!workspace.exists("nowhere"))
        // Every other bad start is one line and exit 2 too: a bad port, an unreadable script, a port in use.
        try workspace.write("s/a.json", scenarioJSON)
        let running = try RunningStudio(workspace.path("s"))
        for (arguments, message) in [
            (["--port", "notaport"], "'notaport' is invalid"), (["--page-script", workspace.path("none.js")], "none.js: cannot be read"),
            (["--port", "\(running.port)"], "port \(running.port): cannot listen"),
        ] {
            let run = try TestUtilities.run(studio, [workspace.path("s")] + arguments)
            #expect(run.status == 2 && run.stderr.contains(message) && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        }
    }

    /// Recorded on the variant shown (AX5's taller cells here), a pointer event names the cell it
    /// is on, a list's end past the last cell, or the nearest cell between two: addresses that
    /// hold in every variant, where the variant's raw points would land on other cells.
    @Test func recordingOnAVariantNamesCellsThatHoldInEveryVariant() throws {
        let workspace = try Workspace()
        let board = #"""
            { "canvas": {"width": 390, "height": 844, "scale": 1}, "config": {"cellSizing": "fit", "fixedCellSize": [358, 44], "minLineSpacing": 20},
              "collections": [{"id": "l", "role": "list", "frame": [16, 0, 358, 844],
                "cell": {"stack": {"padding": [4, 12, 4, 12], "children": [{"text": {"text": "{label}", "textStyle": "body", "alignment": "leading", "lines": 0}}]}},
                "items": [{"id": "a", "label": "Buy milk"}, {"id": "b", "label": "Call the plumber"}, {"id": "c", "label": "Water plants"}]}],
              "events": [],
              "variants": {"contentSize": ["L", "AX5"]} }
            """#
        try workspace.write("s/board.json", board)
        let studio = try RunningStudio(workspace.path("s"))
        let state = try JSONSerialization.jsonObject(with: Data(try studio.get("/api/state?path=board.json&variant=ax5").body)) as! [String: Any]
        let frames = ((state["collections"] as! [[String: Any]])[0]["cells"] as! [[String: Any]]).map { $0["frame"] as! [Double] }
        func record(_ scenario: String, _ type: String, _ x: Double, _ y: Double) throws -> String {
            let body = #"{"scenario": \#(scenario), "type": "\#(type)", "x": \#(x), "y": \#(y), "t": 1}"#
            let response = try studio.request("POST", "/api/record?path=board.json&variant=ax5", body: Array(body.utf8))
            let json = try JSONValue.parse(response.body)
            guard case let .object(members) = json, let event = members.first(where: { $0.key == "event" })?.value else {
                return studio.text(response)
            }
            return event.serialized(pretty: false)
        }
        // Near the leading edge of AX5's second cell, half way down: at Large that point lies past
        // the whole list, so the spot is named in fractions of the cell's size.
        let second = frames[1]
        let across = JSONValue.format((20 / second[2] * 1e4).rounded() / 1e4)
        #expect(
            try record(board, "press", second[0] + 20, second[1] + second[3] / 2)
                == #"{"type":"press","at":{"collection":"l","index":1,"normalizedOffset":[\#(across),0.5]},"t":1}"#)
        let pressed = board.replacingOccurrences(
            of: #""events": []"#, with: #""events": [{"type": "press", "at": {"collection": "l", "index": 0}, "t": 0}]"#)
        // Past the last cell: the list's end; in the gap between the first two: the nearer cell.
        let last = frames[2]
        #expect(try record(pressed, "release", 200, last[1] + last[3] + 60) == #"{"type":"release","at":{"collection":"l","index":3},"t":1}"#)
        let gap = frames[0][1] + frames[0][3] + 5
        let nearer = try record(pressed, "release", 200, gap)
        #expect(
            nearer
                == #"{"type":"release","at":{"collection":"l","index":0,"offset":[5,\#(JSONValue.format(gap - (frames[0][1] + frames[0][3] / 2)))]},"t":1}"#,
            "\(nearer)")
        // Recorded so, the drag runs in every variant: its state names the same items in the same order.
        let events =
            #"[{"type": "press", "at": {"collection": "l", "index": 0}, "t": 0}, {"type": "move", "at": {"collection": "l", "index": 3}, "t": 0.5}, {"type": "release", "at": {"collection": "l", "index": 3}, "t": 1}]"#
        try workspace.write("s/board.json", board.replacingOccurrences(of: #""events": []"#, with: #""events": \#(events)"#))
        for variant in ["", "ax5"] {
            let body = try studio.get("/api/state?path=board.json&variant=\(variant)").body
            let state = try JSONSerialization.jsonObject(with: Data(body)) as! [String: Any]
            let cells = (state["collections"] as! [[String: Any]])[0]["cells"] as! [[String: Any]]
            #expect(cells.map { $0["item"] as? String } == ["b", "c", "a"], "\(variant): \(cells)")
        }
    }

    @Test func savingWritesAtomicallyAndRecordingNamesCells() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"))
        let body = #"{"scenario": \#(scenarioJSON), "type": "press", "x": 60, "y": 45, "t": 1}"#
        // Each recorded event comes with whether it changes what the engine says, and the state after it.
        func record(_ body: String) throws -> (event: String, changed: Bool, state: String) {
            guard
                case let .object(members) = try JSONValue.parse(
                    studio.text(try studio.request("POST", "/api/record?path=a.json", body: Array(body.utf8)))),
                let event = members.first(where: { $0.key == "event" })?.value,
                case let .bool(changed)? = members.first(where: { $0.key == "changed" })?.value,
                let state = members.first(where: { $0.key == "state" })?.value
            else { return ("?", false, "?") }
            return (event.serialized(pretty: false), changed, state.serialized(pretty: false))
        }
        let press = try record(body)
        #expect(press.event == #"{"type":"press","at":{"collection":"source","index":0,"normalizedOffset":[0.6,0.45]},"t":1}"#, "\(press)")
        #expect(!press.changed && press.state.contains(#""drag":null"#), "a press on a placeholder lifts nothing: \(press.state)")
        let empty = try record(#"{"scenario": \#(scenarioJSON), "type": "move", "x": 150, "y": 150, "t": 1.2}"#)
        #expect(empty.event == #"{"type":"move","at":[150,150],"t":1.2}"#)
        // Pressed on an item, a move within its own cell says nothing new; onto the target, it does.
        let eventsKey = try #require(scenarioJSON.range(of: #""events": ["#))
        let pressedOnly = scenarioJSON[..<eventsKey.lowerBound] + #""events": [{"type": "press", "at": [60, 45], "t": 1}] }"#
        #expect(try record(#"{"scenario": \#(pressedOnly), "type": "move", "x": 61, "y": 46, "t": 1.1}"#).changed == false)
        #expect(try record(#"{"scenario": \#(pressedOnly), "type": "move", "x": 150, "y": 250, "t": 1.1}"#).changed == true)

        // A save replaces the events and no other byte of the file: keys, order and spacing stay.
        let original = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        let events =
            #"{"events": [{"type": "press", "at": {"collection": "source", "index": 1}, "t": 0}, {"type": "release", "at": [150, 250], "t": 0.3}]}"#
        let saved = try studio.request("POST", "/api/save?path=a.json", body: Array(events.utf8))
        #expect(saved.status == 200, "\(studio.text(saved))")
        let written = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        let oldEvents = try #require(original.range(of: #""events": ["#)), newEvents = try #require(written.range(of: #""events": ["#))
        #expect(written[..<newEvents.upperBound] == original[..<oldEvents.upperBound], "everything before the events stays")
        #expect(written.hasSuffix("]\n}") || written.hasSuffix("] }"), "\(written.suffix(40))")
        #expect(written.contains(#"    {"type": "press", "at": {"collection": "source", "index": 1}, "t": 0},"#), "one event a line: \(written)")
        #expect(try Scenario(json: Array(written.utf8)).events.count == 2)
        // A file without events gets them after its last member; one with events in its middle,
        // on one line, keeps what follows them.
        let bare = #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "x"}]}]}"#
        let middle = #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "x"}]}], "events": [{"type": "undo"}], "title": "Kept"}"#
        try workspace.write("s/bare.json", bare)
        try workspace.write("s/middle.json", middle)
        for name in ["bare", "middle"] {
            #expect(try studio.request("POST", "/api/save?path=\(name).json", body: Array(#"{"events": [{"type": "redo"}]}"#.utf8)).status == 200)
        }
        let bareSaved = try String(contentsOfFile: workspace.path("s/bare.json"), encoding: .utf8)
        #expect(bareSaved == String(bare.dropLast()) + ",\n  \"events\": [\n    {\"type\": \"redo\"}\n  ]}", "\(bareSaved)")
        let middleSaved = try String(contentsOfFile: workspace.path("s/middle.json"), encoding: .utf8)
        #expect(middleSaved.hasSuffix(#"{"type": "redo"}"# + "\n  ], \"title\": \"Kept\"}"), "\(middleSaved)")
        #expect(try Scenario(json: Array(middleSaved.utf8)).title == "Kept")
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.path("s"))
        #expect(files.allSatisfy { !$0.contains(".tmp") }, "no temporary file left")
    }
}
