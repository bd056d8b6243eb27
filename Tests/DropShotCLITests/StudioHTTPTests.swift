import Foundation
import TestUtilities
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The studio's HTTP surface under requests no browser sends: what a raw socket can do to it.
@Suite struct StudioHTTPTests {
    func folder() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("s/a.json", scenarioJSON)
        return workspace
    }

    /// A request the studio accepts: it saves `body` over a.json.
    func save(_ body: String, port: Int) -> String {
        "POST /api/save?path=a.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// A save of other events: what a smuggled save would write.
    var overwritten: String { #"{"events": [{"type": "undo"}, {"type": "undo"}]}"# }

    @Test func aRefusedRequestClosesItsConnectionAndNothingAfterItIsRead() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"))
        let original = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        // 403: a foreign origin, its body, then a save on the same connection.
        let foreign = try StudioConnection(port: studio.port)
        foreign.send(
            "POST /api/save?path=a.json HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nOrigin: http://localhost:9999\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello"
                + save(overwritten, port: studio.port))
        let refused = foreign.readToEnd()
        #expect(refused.hasPrefix("HTTP/1.1 403"), "\(refused)")
        #expect(refused.components(separatedBy: "HTTP/1.1 ").count == 2, "one answer, then the connection closed: \(refused)")
        // 413: a body over the limit in chunks (no length announced), then a save.
        let chunked = try StudioConnection(port: studio.port)
        chunked.send("POST /api/save?path=a.json HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nTransfer-Encoding: chunked\r\n\r\n")
        let chunk = String(repeating: " ", count: 1 << 20)
        for _ in 0..<5 { chunked.send(String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n") }
        chunked.send("0\r\n\r\n" + save(overwritten, port: studio.port))
        let tooLarge = chunked.readToEnd()
        #expect(tooLarge.hasPrefix("HTTP/1.1 413"), "\(tooLarge.prefix(200))")
        #expect(tooLarge.components(separatedBy: "HTTP/1.1 ").count == 2, "\(tooLarge)")
        #expect(try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8) == original, "no smuggled save")
        #expect(try studio.get("/api/scenarios").status == 200, "and it still serves")
    }

    /// A folder the studio can no longer list is an error the page shows (500 with the reason),
    /// never an empty list of scenarios nor an empty review (issue "the scenario format described
    /// once", point 7). The studio runs as an unprivileged user (root lists any folder), and the
    /// folder loses its permissions while it runs.
    @Test func aFolderThatCannotBeListedIsReported() throws {
        let workspace = try Workspace()
        try workspace.write("s/a.json", scenarioJSON)
        let folder = workspace.path("s")
        var launcher: [String] = []
        if getuid() == 0 {
            for path in [workspace.url.path, folder, workspace.path("s/a.json")] { #expect(chown(path, 65534, 65534) == 0) }
            launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        let studio = try RunningStudio(folder, launcher: launcher)
        #expect(try studio.get("/api/scenarios").status == 200)
        #expect(chmod(folder, 0) == 0)
        defer { chmod(folder, 0o755) }
        for (method, target) in [("GET", "/api/scenarios"), ("POST", "/api/review")] {
            let answer = try studio.request(method, target)
            let text = String(decoding: answer.body, as: UTF8.self)
            #expect(answer.status == 500 && text.contains("cannot list the directory"), "\(target): \(answer.status) \(text)")
        }
    }

    @Test func malformedInputsGet400AndAReason() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"))
        for name in ["", "@", "@@", "%40x"] {
            let response = try studio.request("POST", "/api/accept?name=\(name)")
            #expect(response.status == 400, "name=\(name): \(studio.text(response))")
            #expect(studio.text(response).contains("not a golden's name"), "\(studio.text(response))")
        }
        for number in ["1e999", "-1e999", "1e300"] {
            let body = #"{"scenario": \#(scenarioJSON), "type": "move", "x": \#(number), "y": 10, "t": 1}"#
            let response = try studio.request("POST", "/api/record?path=a.json", body: Array(body.utf8))
            #expect(response.status == 400 && !studio.text(response).contains("inf"), "\(number): \(studio.text(response))")
        }
        #expect(try studio.get("/api/scenarios").status == 200, "and it still serves")
    }

    /// Trust, sixth pass: Accept wrote `a~a11y.png` for a scenario without accessibility goldens
    /// (then an orphan); there is no such golden to accept.
    @Test func acceptWritesNoAccessibilityGoldenTheScenarioDoesNotHave() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"))
        let response = try studio.request("POST", "/api/accept?name=a~a11y")
        #expect(response.status == 404 && studio.text(response).contains("no such golden"), "\(studio.text(response))")
        #expect(!workspace.exists("s/a~a11y.png"))
        #expect(try studio.request("POST", "/api/accept?name=a").status == 200, "its screen's golden is accepted")
    }

    /// Trust, seventh pass: Accept wrote `a~ax5.png`, `a~en.png`, … for a file that declares
    /// only light and dark (orphans, `a~en.png` never pruned); only the file's own goldens are accepted.
    @Test func acceptWritesOnlyGoldensTheFileDeclares() throws {
        let workspace = try Workspace()
        try workspace.write(
            "s/a.json", scenarioJSON.replacingOccurrences(of: #""canvas""#, with: #""variants": {"appearance": ["light", "dark"]}, "canvas""#))
        let studio = try RunningStudio(workspace.path("s"))
        for name in ["a~ax5", "a~iPhoneSE", "a~en", "a~rtl"] {
            let response = try studio.request("POST", "/api/accept?name=\(name)")
            #expect(response.status == 404 && studio.text(response).contains("no such golden"), "\(name): \(studio.text(response))")
            #expect(!workspace.exists("s/\(name).png"))
        }
        #expect(try studio.request("POST", "/api/accept?name=a~dark").status == 200, "a declared variant's golden is accepted")
        #expect(workspace.exists("s/a~dark.png"))
    }

    @Test func linesAndBodiesAreBoundedWhateverTheirEncoding() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"))
        // A 256 KB header line and a 256 KB request target: refused, not read on and on.
        let long = String(repeating: "a", count: 256 << 10)
        for request in [
            "GET /api/scenarios HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nX-Long: \(long)\r\n\r\n",
            "GET /\(long) HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\n\r\n",
        ] {
            let connection = try StudioConnection(port: studio.port)
            connection.send(request)
            let answer = connection.readToEnd()
            #expect(answer.hasPrefix("HTTP/1.1 4") || answer.isEmpty, "\(answer.prefix(100))")
            #expect(!answer.hasPrefix("HTTP/1.1 200"))
        }
        // 64 MiB in chunks: refused after the limit; the studio's memory grows by far less than the
        // body (its own peak before, which depends on the machine's load and its allocator's
        // arenas, is not the measure).
        func peakResident() throws -> Int {
            let status = try String(contentsOfFile: "/proc/\(studio.process.processIdentifier)/status", encoding: .utf8)
            return status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
        }
        let before = try peakResident()
        let connection = try StudioConnection(port: studio.port)
        connection.send("POST /api/preview?path=a.json HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nTransfer-Encoding: chunked\r\n\r\n")
        let chunk = [UInt8](repeating: 0x20, count: 1 << 20)
        let header = Array((String(chunk.count, radix: 16) + "\r\n").utf8)
        for _ in 0..<64 where connection.send(header + chunk + Array("\r\n".utf8)) {}
        _ = connection.readToEnd()
        #expect(try studio.get("/api/scenarios").status == 200)
        let peak = try peakResident()
        #expect(before > 0 && peak - before < 24 << 10, "peak resident \(before) kB before the body, \(peak) kB after")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs util-linux's prlimit"))
    func idleConnectionsCloseAndRunningOutOfDescriptorsNeverEndsTheStudio() throws {
        let workspace = try folder()
        // 64 descriptors for the studio, idle connections closed after 1 s.
        let studio = try RunningStudio(workspace.path("s"), arguments: ["--idle-timeout", "1"], launcher: ["/usr/bin/prlimit", "--nofile=64:64"])
        var idle: [StudioConnection] = []
        for _ in 0..<200 { if let connection = try? StudioConnection(port: studio.port) { idle.append(connection) } }
        // An idle connection is closed by the studio: reading it ends.
        #expect(idle[0].readToEnd().isEmpty && idle[0].closedByStudio)
        #expect(studio.process.isRunning, "out of descriptors, the studio goes on")
        idle = []
        Thread.sleep(forTimeInterval: 1.5)
        #expect(try studio.get("/api/scenarios").status == 200, "and serves once they are gone")
        // A client that sends its request too slowly is closed as idle too.
        let slow = try StudioConnection(port: studio.port)
        slow.send("GET /api/scenarios HTTP/1.1\r\n")
        _ = slow.readToEnd()
        #expect(slow.closedByStudio)
        #expect(studio.process.isRunning)
    }

    /// Trust, sixth pass: 400 idle connections under `ulimit -n 256` ended the studio with a trap
    /// in about one run in five, its 256 connections leaving no descriptor for a request's files.
    /// Connections now leave 64 descriptors free: the studio goes on, draws a screen (scenario,
    /// font and PNG) once its turn comes among the waiting connections, and serves on.
    @Test func connectionsLeaveDescriptorsForTheRequestsFiles() throws {
        let workspace = try folder()
        let studio = try RunningStudio(
            workspace.path("s"), arguments: ["--idle-timeout", "2"], launcher: ["/usr/bin/prlimit", "--nofile=256:256"])
        var idle: [StudioConnection] = []
        for _ in 0..<400 { if let connection = try? StudioConnection(port: studio.port) { idle.append(connection) } }
        Thread.sleep(forTimeInterval: 2.5)
        #expect(studio.process.isRunning, "out of connections, the studio goes on")
        let render = try studio.get("/api/render?path=a.json")
        #expect(render.status == 200 && render.body.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(studio.text(render))")
        idle = []
        #expect(try studio.get("/api/scenarios").status == 200)
        #expect(studio.process.isRunning)
    }

    /// Issue "trust, fifth pass", point 12: a request that trickles in (a byte every 0.3 s, never
    /// idle) is closed once it has taken --request-timeout (2 s here), in its header or its
    /// body, though the idle timeout (30 s) never passes; the page is served meanwhile.
    @Test func aRequestThatTricklesInIsClosedAtItsTimeLimit() throws {
        let workspace = try folder()
        let studio = try RunningStudio(workspace.path("s"), arguments: ["--idle-timeout", "30", "--request-timeout", "2"])
        let head = "GET /api/scenarios HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nX-Slow: "
        let body = "POST /api/preview?path=a.json HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nContent-Length: 1000\r\n\r\n{"
        for (start, trickle) in [(head, UInt8(ascii: "a")), (body, UInt8(ascii: " "))] {
            let slow = try StudioConnection(port: studio.port)
            slow.send(start)
            var closedAfter: Int?
            for step in 1...40 {
                usleep(300_000)
                var byte: UInt8 = 0
                if !slow.send([trickle]) || recv(slow.socket, &byte, 1, Int32(MSG_DONTWAIT)) == 0 { closedAfter = step; break }
                if step == 3 { #expect(try studio.get("/").status == 200, "the page is answered while a request trickles") }
            }
            #expect(closedAfter != nil, "still open after 12 s of trickling: \(start.prefix(20))")
        }
        #expect(studio.process.isRunning)
    }

    @Test func aSaveKeepsTheFilesModeAndTheStudioStaysInTheFolderItStartedOn() throws {
        let workspace = try folder()
        #expect(chmod(workspace.path("s/a.json"), 0o600) == 0)
        let studio = try RunningStudio(workspace.path("s"))
        let saved = try studio.request("POST", "/api/save?path=a.json", body: Array(overwritten.utf8))
        #expect(saved.status == 200, "\(studio.text(saved))")
        let mode = try FileManager.default.attributesOfItem(atPath: workspace.path("s/a.json"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // The served folder moved away and a link to another folder put in its place: not followed.
        try workspace.write("elsewhere/secret.json", #"{"token": "do not serve"}"#)
        try FileManager.default.moveItem(atPath: workspace.path("s"), toPath: workspace.path("s-moved"))
        try FileManager.default.createSymbolicLink(atPath: workspace.path("s"), withDestinationPath: workspace.path("elsewhere"))
        let response = try studio.get("/api/scenario?path=secret.json")
        #expect(response.status == 403 && studio.text(response).contains("is no longer the folder the studio started on"), "\(studio.text(response))")
        #expect(!studio.text(try studio.get("/api/scenarios")).contains("secret"))
    }
}
