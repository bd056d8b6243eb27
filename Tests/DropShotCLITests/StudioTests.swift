import DropShotSystem
import DropShotEngine
import DropShotRender
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A running `dropshot-studio` on a free loopback port, stopped when released.
final class RunningStudio {
    let process = Process()
    let port: Int

    /// The studio on `folder`, started through `launcher` (a program and its arguments, such as
    /// prlimit) when given.
    init(_ folder: String, arguments: [String] = [], launcher: [String] = []) throws {
        let studio = packageRoot.appendingPathComponent(".build/debug/dropshot-studio")
        process.executableURL = launcher.first.map(URL.init(fileURLWithPath:)) ?? studio
        process.arguments = launcher.dropFirst() + (launcher.isEmpty ? [] : [studio.path]) + [folder, "--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // The first line names the address once the server listens.
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "127.0.0.1:"), let port = Int(text[range.upperBound...].prefix { $0.isNumber }) else {
            throw StudioTestError(message: "the studio did not start: \(text)")
        }
        self.port = port
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// One HTTP/1.1 request over a fresh connection, headers as given (a browser's `Host` by default).
    func request(_ method: String, _ target: String, body: [UInt8] = [], headers: [String: String] = [:]) throws -> (status: Int, body: [UInt8]) {
        var all = ["Host": "127.0.0.1:\(port)", "Connection": "close", "Content-Length": "\(body.count)"]
        all.merge(headers) { $1 }
        let head = "\(method) \(target) HTTP/1.1\r\n" + all.map { "\($0.key): \($0.value)\r\n" }.sorted().joined() + "\r\n"
        let connection = try StudioConnection(port: port)
        connection.send(Array(head.utf8) + body)  // the server may answer (413) and close before reading all of a large body
        let response = connection.readAll()
        guard let split = response.indices.first(where: { response[$0...].starts(with: Array("\r\n\r\n".utf8)) }) else {
            throw StudioTestError(message: "no HTTP response")
        }
        let status = Int(String(decoding: response[9..<12], as: UTF8.self)) ?? 0
        return (status, Array(response[(split + 4)...]))
    }

    func get(_ target: String, headers: [String: String] = [:]) throws -> (status: Int, body: [UInt8]) {
        try request("GET", target, headers: headers)
    }

    func text(_ response: (status: Int, body: [UInt8])) -> String { String(decoding: response.body, as: UTF8.self) }
}

struct StudioTestError: Error { var message: String }

/// A raw TCP connection to a studio on 127.0.0.1: what a browser sends, or what it never would.
final class StudioConnection {
    let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw StudioTestError(message: "cannot connect") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    /// Sends `bytes`; false once the studio has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Whether the last read ended because the studio closed the connection (not because 20 s
    /// passed with nothing to read).
    private(set) var closedByStudio = false

    /// Everything the studio sends until it closes the connection (or 20 s pass).
    func readAll() -> [UInt8] {
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(socket, &buffer, buffer.count, 0)
            if n <= 0 {
                closedByStudio = n == 0 || errno == ECONNRESET
                break
            }
            response += buffer[0..<n]
        }
        return response
    }

    /// `readAll()` as text.
    func readToEnd() -> String { String(decoding: readAll(), as: UTF8.self) }
}

/// `dropshot-studio`: what it serves, and what it refuses.
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
    }

    @Test func badStartsAreOneLineAndExit2() throws {
        let workspace = try Workspace()
        let studio = packageRoot.appendingPathComponent(".build/debug/dropshot-studio")
        let run = try DropShotCLITests.run(studio, [workspace.path("nowhere"), "--port", "0"])
        #expect(run.status == 2 && run.stderr.hasSuffix("nowhere: not a folder\n"), "\(run.stderr)")
        #expect(!workspace.exists("nowhere"))
        // Every other bad start is one line and exit 2 too: a bad port, an unreadable script, a port in use.
        try workspace.write("s/a.json", scenarioJSON)
        let running = try RunningStudio(workspace.path("s"))
        for (arguments, message) in [(["--port", "notaport"], "'notaport' is invalid"), (["--page-script", workspace.path("none.js")], "none.js: cannot be read"),
                                     (["--port", "\(running.port)"], "port \(running.port): cannot listen")] {
            let run = try DropShotCLITests.run(studio, [workspace.path("s")] + arguments)
            #expect(run.status == 2 && run.stderr.contains(message) && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        }
    }

    @Test func savingWritesAtomicallyAndRecordingNamesCells() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"))
        let body = #"{"scenario": \#(scenarioJSON), "type": "press", "x": 60, "y": 45, "t": 1}"#
        // Each recorded event comes with whether it changes what the engine says, and the state after it.
        func record(_ body: String) throws -> (event: String, changed: Bool, state: String) {
            guard case let .object(members) = try JSONValue.parse(studio.text(try studio.request("POST", "/api/record?path=a.json", body: Array(body.utf8)))),
                  let event = members.first(where: { $0.key == "event" })?.value, case let .bool(changed)? = members.first(where: { $0.key == "changed" })?.value,
                  let state = members.first(where: { $0.key == "state" })?.value else { return ("?", false, "?") }
            return (event.serialized(pretty: false), changed, state.serialized(pretty: false))
        }
        let press = try record(body)
        #expect(press.event == #"{"type":"press","at":{"collection":"source","index":0,"offset":[10,-5]},"t":1}"#, "\(press)")
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
        let events = #"{"events": [{"type": "press", "at": {"collection": "source", "index": 1}, "t": 0}, {"type": "release", "at": [150, 250], "t": 0.3}]}"#
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

/// The studio's page in headless Chromium: scrub, record a drag between two collections and save
/// it, accept a failed golden; and the README's screenshot.
@Suite struct StudioBrowserTests {
    /// Drives the page through `window.studio`, as a user's clicks and drags would, and writes what
    /// it saw into `data-selftest`. With `#screenshot`, it only opens the kanban board.
    static let pageScript = """
    (async () => {
      // Written after every step, so that a run cut short shows how far it got.
      const out = new Proxy([], { get(target, key) {
        if (key !== 'push') return target[key];
        return value => { target.push(value); document.body.setAttribute('data-selftest', target.join(';') + ';…'); };
      } });
      const wait = ms => new Promise(resolve => setTimeout(resolve, ms));
      try {
        await studio.ready;
        if (location.hash === '#screenshot') { await studio.open('kanban.json'); await studio.scrub(1); return; }
        await studio.open('a.json');
        await studio.scrub(1);
        const image = document.getElementById('image');
        const fnv = async () => {
          const shown = new Uint8Array(await (await fetch(image.src)).arrayBuffer());
          let hash = 2166136261;
          for (const byte of shown) { hash ^= byte; hash = Math.imul(hash, 16777619) >>> 0; }
          return hash;
        };
        out.push('step1=' + await fnv());
        document.getElementById('record').click();
        await studio.queue();
        const stage = document.getElementById('stage');
        const at = (x, y) => {
          const box = image.getBoundingClientRect(), factor = box.width / image.naturalWidth;  // canvas scale 1
          return { clientX: box.left + x * factor, clientY: box.top + y * factor, pointerId: 7, bubbles: true, isPrimary: true };
        };
        // Five moves: off the source, onto target slot 3, then three within that slot, which
        // change nothing the engine says: the last of those is kept, before the release.
        const before = studio.scenario.events.length;
        stage.dispatchEvent(new PointerEvent('pointerdown', at(150, 50)));
        for (const [x, y] of [[170, 120], [220, 200], [230, 220], [240, 235], [250, 250]]) { await wait(80); stage.dispatchEvent(new PointerEvent('pointermove', at(x, y))); }
        await wait(80);
        stage.dispatchEvent(new PointerEvent('pointerup', at(250, 250)));
        await studio.queue();
        const gesture = studio.scenario.events.slice(before);
        out.push('gesture=' + gesture.map(e => e.type).join(',') + '@' + JSON.stringify(gesture[3].at));
        // The state panel follows the recording: it shows the state after the release.
        const panel = JSON.parse(document.getElementById('state').textContent);
        // A stray tap, taken back with Undo gesture: the drag's five events stay.
        stage.dispatchEvent(new PointerEvent('pointerdown', at(20, 380)));
        stage.dispatchEvent(new PointerEvent('pointerup', at(20, 380)));
        await studio.queue();
        const withTap = studio.scenario.events.length;
        document.getElementById('undo-gesture').click();
        await studio.queue();
        out.push('undo=' + withTap + '-' + studio.scenario.events.length);
        out.push('recorded=' + await fnv());  // what the page showed before saving
        await studio.save();
        out.push('events=' + studio.scenario.events.length);
        const saved = await (await fetch('/api/state?path=a.json')).json();
        out.push('panel=' + (JSON.stringify(panel) === JSON.stringify(saved) ? 'saved state' : JSON.stringify(panel).slice(0, 80)));
        const rows = await studio.review();
        out.push('review=' + rows.map(row => row.status + ':' + row.name).join(','));
        const images = [...document.querySelectorAll('#review img')];
        await Promise.all(images.map(i => i.complete ? 0 : new Promise(resolve => { i.onload = i.onerror = resolve; })));
        out.push('images=' + images.filter(i => i.naturalWidth > 0).length);
        out.push('captions=' + [...document.querySelector('[data-name="a"]').querySelectorAll('figcaption')].map(c => c.textContent).join(','));
        document.querySelector('[data-name="sub/b"] .accept').click();
        await studio.queue();
        out.push('after=' + [...document.querySelectorAll('#review .row')].map(row => row.dataset.status + ':' + row.dataset.name).join(','));
        // Accept all asks first: declined, nothing is accepted; confirmed, the rest is.
        const asked = [];
        window.confirm = message => { asked.push(message); return asked.length > 1; };
        document.getElementById('accept-all').click();
        await studio.queue();
        out.push('declined=' + document.querySelector('[data-name="a"]').dataset.status);
        document.getElementById('accept-all').click();
        await studio.queue();
        out.push('all=' + document.querySelector('[data-name="a"]').dataset.status + ' after "' + asked[1] + '"');
        // Live reload: the file changes on disk behind the page's back, as an editor would change it.
        await studio.open('kanban.json');
        const count = studio.scenario.events.length;
        await fetch('/api/save?path=kanban.json', { method: 'POST', body: JSON.stringify({ events: studio.scenario.events.concat([{ type: 'undo' }]) }) });
        await wait(2500);
        out.push('reloaded=' + (studio.scenario.events.length === count + 1));
      } catch (e) { out.push('error=' + e.message); }
      document.body.setAttribute('data-selftest', out.join(';'));  // complete: no trailing "…"
      studio.path = null;  // live reload stops polling: the rest of the virtual-time budget passes at once
    })();
    """

    @Test(.enabled(if: chromium != nil, "chromium is not installed; scripts/test installs it"))
    func recordAndReviewInChromium() throws {
        let workspace = try Workspace()
        try workspace.write("s/a.json", scenarioJSON)
        try workspace.write("s/sub/b.json", scenarioJSON)
        let kanban = try #require(Gallery.entries.first { $0.name == "28-kanban-cards" }).json
        try workspace.write("s/kanban.json", "{ \"title\": \"Kanban: a card dragged to Done\"," + kanban.drop { $0 != "{" }.dropFirst())
        let script = try workspace.write("page.js", Self.pageScript)
        #expect(try dropshot("check", workspace.path("s"), "--record", "missing").status == 0)
        try workspace.write("s/sub/b.json", scenarioJSON.replacingOccurrences(of: #"{"id": "c"}"#, with: #"{"id": "c", "label": "Changed"}"#))
        let goldenBefore = try Data(contentsOf: URL(fileURLWithPath: workspace.path("s/sub/b.png")))
        let studio = try RunningStudio(workspace.path("s"), arguments: ["--page-script", script])
        let browser = try run(URL(fileURLWithPath: chromium!),
                              ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1", "--window-size=1400,1000",
                               "--virtual-time-budget=120000", "--user-data-dir=\(workspace.path("profile"))", "--dump-dom",
                               "http://127.0.0.1:\(studio.port)/"])
        let marker = try #require(browser.stdout.range(of: "data-selftest=\""), "\(browser.stderr.suffix(2000))").upperBound
        let results = String(browser.stdout[marker...].prefix { $0 != "\"" })
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")

        // The image shown at step 1 is `render --step 1`'s; the one shown after recording is the
        // saved scenario's render.
        func fnv(_ path: String) throws -> UInt32 {
            var hash: UInt32 = 2166136261
            for byte in try Data(contentsOf: URL(fileURLWithPath: path)) { hash = (hash ^ UInt32(byte)) &* 16777619 }
            return hash
        }
        _ = try dropshot("render", workspace.path("s/a.json"), "--step", "1", "-o", workspace.path("a1.png"))
        _ = try dropshot("render", workspace.path("s/a.json"), "-o", workspace.path("saved.png"))
        #expect(results.hasPrefix("step1=\(try fnv(workspace.path("a1.png")));"), "\(results)")
        #expect(results.contains("recorded=\(try fnv(workspace.path("saved.png")));"), "the saved scenario renders what the page showed: \(results)")

        // The drag was recorded (press, three moves, release) and saved; b went from the source to
        // target slot 3, by cell addresses, and the saved file renders that state.
        #expect(results.contains("undo=10-8;") && results.contains(";events=8;"), "\(results)")
        let saved = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        #expect(saved.contains(#""collection": "source""#) && saved.contains(#""collection": "target""#), "\(saved)")
        let state = try dropshot("state", workspace.path("s/a.json")).stdout
        let target = try #require(state.range(of: #""id": "target""#))
        #expect(state[target.lowerBound...].contains(#""item": "b""#), "b lies in the target")

        // The review showed both changes; accepting b's wrote its golden, and check now passes it.
        #expect(results.contains("review=FAIL:a,PASS:kanban,FAIL:sub/b;"), "\(results)")  // rows are named by file
        #expect(results.contains("images=10;"), "the side-by-side and slider views of both failures loaded: \(results)")
        #expect(results.contains("after=FAIL:a,PASS:kanban,ACCEPTED:sub/b;"), "\(results)")
        #expect(results.contains("captions=expected,actual,diff;"), "each review image is labelled: \(results)")
        #expect(results.contains(#"declined=FAIL;all=ACCEPTED after "Accept 1 golden(s)? "#), "Accept all asks first: \(results)")
        // Five moves were made; the recording keeps the two that changed the drag and the last.
        #expect(results.contains(#"gesture=press,move,move,move,release@{"collection":"target","index":2}"#), "\(results)")
        #expect(results.contains("panel=saved state;"), "the state panel followed the recording: \(results)")
        // The save changed the events and nothing before them.
        let savedText = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        let head = try #require(scenarioJSON.range(of: #""events": ["#))
        #expect(savedText.hasPrefix(scenarioJSON[..<head.upperBound]), "\(savedText)")
        #expect(results.hasSuffix("reloaded=true"), "an edit on disk reloads the page: \(results)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("s/sub/b.png"))) != goldenBefore)
        let check = try dropshot("check", workspace.path("s/sub"), "--snapshots", workspace.path("s/sub"), "--record", "never")
        #expect(check.status == 0, "\(check.stdout)")

        // The README's picture of the page, kept under .build for a person to look at and copy.
        let screenshot = packageRoot.appendingPathComponent(".build/studio-screenshot.png").path
        try? FileManager.default.removeItem(atPath: screenshot)
        _ = try run(URL(fileURLWithPath: chromium!),
                    ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1", "--window-size=1400,900",
                     "--virtual-time-budget=10000", "--user-data-dir=\(workspace.path("profile2"))", "--screenshot=\(screenshot)",
                     "http://127.0.0.1:\(studio.port)/#screenshot"])
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }
}
