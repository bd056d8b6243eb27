import Foundation
import Testing

/// Runs the built `dropshot` binary and captures its output and exit status.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `dropshot` binary built beside this test bundle.
let binary: URL = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dropshot")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return packageRoot.appendingPathComponent(".build/debug/dropshot")
}()

func dropshot(_ arguments: String..., in directory: URL? = nil) throws -> Run { try dropshot(arguments, in: directory) }

func dropshot(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    var environment = ProcessInfo.processInfo.environment
    environment["DROPSHOT_RECORD"] = nil
    environment["CI"] = nil
    return try run(binary, arguments, environment: environment, in: directory)
}

/// Runs `executable` and captures its exit status, stdout and stderr. The two pipes are read at
/// once (stderr on another thread), so a chatty process can never stall on a full pipe.
func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stderr = ErrorOutput()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        stderr.data = err.fileHandleForReading.readDataToEndOfFile()
        done.signal()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
               stderr: String(decoding: stderr.data, as: UTF8.self))
}

/// Where the stderr reader leaves what it read (handed over through the semaphore).
final class ErrorOutput: @unchecked Sendable { var data = Data() }

/// A scratch folder with a small scenario in it.
final class Workspace {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = self.path(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }
    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }
}

let scenarioJSON = """
{ "canvas": {"width": 300, "height": 400, "scale": 1},
  "config": { "fixedCellSize": [100, 100], "sourceItemsConsumable": true },
  "collections": [
    { "id": "source", "role": "source", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] },
    { "id": "target", "role": "target", "frame": [0, 200, 300, 100] } ],
  "deleteZones": [[0, 350, 300, 50]],
  "events": [ {"type": "press", "at": [50, 50], "t": 0}, {"type": "move", "at": [150, 250], "t": 0.1},
              {"type": "release", "at": [150, 250], "t": 0.2} ] }
"""

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
        let betweenKit = try workspace.write("b.json", scenarioJSON
            .replacingOccurrences(of: #"{ "canvas""#, with: #"{ "behaviour": "betweenkit", "canvas""#)
            .replacingOccurrences(of: #""sourceItemsConsumable": true }"#, with: #""sourceItemsConsumable": true, "allowDrop": true }"#))
        let run = try dropshot("state", betweenKit, "--callbacks")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let calls = json["callbacks"] as! [[String: Any]]
        #expect(calls.map { $0["method"] as! String } == ["canItemBeDraggedAt:inCollection:",
                                                         "canItemAt:fromCollection:beDroppedTo:onCollection:",
                                                         "dropItemAt:fromCollection:toItemAt:onCollection:"])
        #expect(calls.map { $0["event"] as! Int } == [0, 2, 2])
        #expect(calls[2]["arguments"] as? [String] == ["0", "source", "1", "target"])
    }

    /// A scenario written only with key events ends as the same drag done with the pointer.
    @Test func aKeysOnlyScenarioEndsAsThePointerOne() throws {
        let workspace = try Workspace()
        let pointer = try workspace.write("pointer.json", scenarioJSON)
        let keys = ["tab", "space", "arrowDown", "arrowRight", "space"].map { #"{"type": "key", "key": "\#($0)"}"# }.joined(separator: ", ")
        let keyboard = try workspace.write("keys.json", String(scenarioJSON[..<scenarioJSON.range(of: #""events""#)!.lowerBound])
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

@Suite struct RenderCommandTests {
    @Test func rendersAPNGAndFrames() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        let run = try dropshot("render", scenario, "-o", workspace.path("out.png"), "--scale", "2")
        #expect(run.status == 0, "\(run.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: workspace.path("out.png")))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        // IHDR width and height: 600 x 800.
        #expect(Array(png[16..<24]) == [0, 0, 2, 0x58, 0, 0, 3, 0x20])
        let again = try dropshot("render", scenario, "-o", workspace.path("again.png"), "--scale", "2")
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("again.png"))) == png)

        let frames = try dropshot("frames", scenario, "-o", workspace.path("frames"))
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("frames")).sorted() == ["000.png", "001.png", "002.png"])
        #expect(try dropshot("render", scenario, "-o", workspace.path("no/such/dir/out.png")).status == 2)
        #expect(try workspace.files() == ["again.png", "frames", "out.png", "s.json"])
    }

    @Test func scaleOverridesAreCheckedAgainstThePixelLimit() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", #"{"canvas": {"width": 100, "height": 100, "scale": 1}, "collections": [], "events": [{"type": "resize", "size": [6000, 100]}]}"#)
        #expect(try dropshot("render", scenario, "-o", workspace.path("ok.png"), "--scale", "2").status == 0)
        let tooLarge = try dropshot("render", scenario, "-o", workspace.path("big.png"), "--scale", "3")
        #expect(tooLarge.status == 2 && tooLarge.stderr.contains("18000 px"))
        #expect(try dropshot("render", scenario, "-o", workspace.path("big.png"), "--scale", "4").status == 2)
        #expect(!workspace.exists("big.png"))
    }

    @Test func docsWritesTheGallery() throws {
        let workspace = try Workspace()
        let run = try dropshot("docs", "-o", workspace.path("gallery"))
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.path("gallery"))
        #expect(files.filter { $0.hasSuffix(".png") }.count >= 12)
        #expect(files.contains("index.html") && files.contains("README.md"))
    }
}

@Suite struct CompareCommandTests {
    @Test func diffExitCodes() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        _ = try dropshot("render", scenario, "-o", workspace.path("final.png"))
        _ = try dropshot("render", scenario, "-o", workspace.path("start.png"), "--step", "0")
        let same = try dropshot("diff", workspace.path("final.png"), workspace.path("final.png"))
        #expect(same.status == 0 && same.stdout == "0\n")
        let differs = try dropshot("diff", workspace.path("start.png"), workspace.path("final.png"), "-o", workspace.path("diff.png"))
        #expect(differs.status == 1)
        let count = try #require(Int(differs.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(count > 1000)
        #expect(workspace.exists("diff.png"))
        let tolerated = try dropshot("diff", workspace.path("start.png"), workspace.path("final.png"), "--max-diff-pixels", "\(count)")
        #expect(tolerated.status == 0)
        let ratio = try dropshot("diff", workspace.path("start.png"), workspace.path("final.png"), "--max-diff-pixels", "\(count)",
                                 "--max-diff-ratio", "0.0001")
        #expect(ratio.status == 1)
        try workspace.write("corrupt.png", "not a png")
        let corrupt = try dropshot("diff", workspace.path("final.png"), workspace.path("corrupt.png"))
        #expect(corrupt.status == 2 && corrupt.stderr.hasPrefix(workspace.path("corrupt.png")))
        #expect(try dropshot("diff", workspace.path("final.png"), workspace.path("final.png"), "--threshold", "2").status == 2)
    }

    @Test func checkRecordsComparesAndNeverTouchesGoldensUnasked() throws {
        let workspace = try Workspace()
        try workspace.write("scenarios/one.json", scenarioJSON)
        try workspace.write("scenarios/nested/two.json", scenarioJSON.replacingOccurrences(of: "[150, 250]", with: "[250, 250]"))
        let scenarios = workspace.path("scenarios"), goldens = workspace.path("goldens")

        let never = try dropshot("check", scenarios, "--snapshots", goldens, "--record", "never")
        #expect(never.status == 1)
        #expect(never.stdout.contains("MISSING"))
        #expect(!workspace.exists("goldens/one.png"))

        let record = try dropshot("check", scenarios, "--snapshots", goldens, "--record", "missing")
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(workspace.exists("goldens/one.png") && workspace.exists("goldens/nested/two.png"))
        let golden = try Data(contentsOf: URL(fileURLWithPath: workspace.path("goldens/one.png")))

        let pass = try dropshot("check", scenarios, "--snapshots", goldens, "--report", workspace.path("report.html"))
        #expect(pass.status == 0)
        #expect(pass.stdout.contains("2 passed, 0 failed"))
        #expect(workspace.exists("report.html"))

        try workspace.write("scenarios/one.json", scenarioJSON.replacingOccurrences(of: "\"b\"", with: "\"bb\""))
        let fail = try dropshot("check", scenarios, "--snapshots", goldens, "--artifacts", workspace.path("artifacts"))
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("FAIL one"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("goldens/one.png"))) == golden)
        #expect(workspace.exists("artifacts/one-diff.png"))

        let shard1 = try dropshot("check", scenarios, "--snapshots", goldens, "--shard", "1/2")
        let shard2 = try dropshot("check", scenarios, "--snapshots", goldens, "--shard", "2/2")
        #expect(shard1.stdout.contains("one") != shard2.stdout.contains("one"))
        #expect(shard1.stdout.contains("1 passed") || shard2.stdout.contains("1 passed"))
        #expect(try dropshot("check", scenarios, "--shard", "3/2").status == 2)

        // The same results, in the same order, whatever the number of workers.
        // (The same artifacts folder for both: by default each run gets a folder of its own.)
        let serial = try dropshot("check", scenarios, "--snapshots", goldens, "--jobs", "1", "--artifacts", workspace.path("artifacts"))
        let parallel = try dropshot("check", scenarios, "--snapshots", goldens, "--jobs", "4", "--artifacts", workspace.path("artifacts"))
        #expect(serial.stdout == parallel.stdout && serial.status == parallel.status)

        try workspace.write("scenarios/broken.json", "{")
        #expect(try dropshot("check", scenarios, "--snapshots", goldens, "--record", "missing").status == 2)
    }
}
