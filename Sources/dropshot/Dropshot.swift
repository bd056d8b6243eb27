import ArgumentParser
import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation

/// `dropshot`: render drag-and-drop states, print them as JSON, and compare them with goldens.
struct Dropshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dropshot",
        abstract: "Headless drag-and-drop between collection grids: render states, print them, compare them with goldens.",
        discussion: "Exit status: 0 success, 1 images differ (diff, check), 2 bad input.",
        version: "1.0.0",
        subcommands: [Render.self, State.self, Frames.self, Diff.self, Check.self, Docs.self]
    )
}

/// Options shared by commands that run a scenario's events.
struct StepOptions: ParsableArguments {
    @Option(name: .long, help: "Run only the first K events (default: all).")
    var step: Int?
}

/// A user-facing failure with its exit status; printed to stderr as one line.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32
    static func badInput(_ error: InputError) -> CommandFailure { CommandFailure(description: error.description, exitCode: 2) }
    static func badInput(_ message: String) -> CommandFailure { CommandFailure(description: message, exitCode: 2) }
}

/// Loads and checks a scenario, mapping every problem to exit status 2.
func loadScenario(_ path: String, steps: Int? = nil, scale: Int? = nil) throws -> ScenarioDocument {
    do {
        let document = try ScenarioDocument.load(path)
        try document.checkSteps(steps)
        try document.checkScale(scale)
        return document
    } catch { throw CommandFailure.badInput(error) }
}

/// Encodes and writes a PNG atomically; a failure to write is bad input (exit 2).
func writePNG(_ canvas: Canvas, to path: String) throws {
    let bytes: [UInt8]
    do { bytes = try PNGCodec.encode(canvas) } catch { throw CommandFailure.badInput("\(path): cannot encode PNG: \(error.message)") }
    do { try writeAtomically(bytes, to: path) } catch {
        throw CommandFailure.badInput("\(path): cannot write: \(error.localizedDescription)")
    }
}

/// Creates `path` as a directory when missing.
func makeDirectory(_ path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else { throw CommandFailure.badInput("\(path): exists and is not a directory") }
        return
    }
    do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
        throw CommandFailure.badInput("\(path): cannot create the directory: \(error.localizedDescription)")
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a scenario's events and write the resulting state as a PNG.")
    @Argument(help: "The scenario JSON file.") var scenario: String
    @Option(name: .shortAndLong, help: "The PNG to write.") var output: String
    @OptionGroup var steps: StepOptions
    @Option(name: .long, help: "Pixels per point (1, 2 or 3), overriding the scenario's canvas scale.") var scale: Int?

    func run() throws {
        let document = try loadScenario(scenario, steps: steps.step, scale: scale)
        let canvas: Canvas
        do { canvas = try document.render(steps: steps.step, scale: scale) } catch { throw CommandFailure.badInput(error) }
        try writePNG(canvas, to: output)
    }
}

struct State: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the state JSON after a scenario's events.")
    @Argument(help: "The scenario JSON file.") var scenario: String
    @OptionGroup var steps: StepOptions

    func run() throws {
        let document = try loadScenario(scenario, steps: steps.step)
        print(document.arena(steps: steps.step).snapshot().stateJSON.serialized())
    }
}

struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write one PNG per event: DIR/000.png shows the state after the first event.")
    @Argument(help: "The scenario JSON file.") var scenario: String
    @Option(name: .shortAndLong, help: "The directory to write into (created when missing).") var output: String
    @Option(name: .long, help: "Pixels per point (1, 2 or 3), overriding the scenario's canvas scale.") var scale: Int?

    func run() throws {
        let document = try loadScenario(scenario, scale: scale)
        let frames: [Canvas]
        do { frames = try document.renderFrames(scale: scale) } catch { throw CommandFailure.badInput(error) }
        try makeDirectory(output)
        let digits = max(3, String(frames.count - 1).count)
        for (index, frame) in frames.enumerated() {
            let name = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
            try writePNG(frame, to: "\(output)/\(name).png")
        }
    }
}

struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write the documentation gallery: PNGs, their scenarios, index.html and README.md.")
    @Option(name: .shortAndLong, help: "The directory to write into (created when missing).") var output: String

    func run() throws {
        try makeDirectory(output)
        var markdown = "# DropShot gallery\n\nEach image is rendered by `dropshot render NAME.json -o NAME.png` from the scenario beside it.\n\n"
        var html = """
        <!doctype html><html><head><meta charset="utf-8"><title>DropShot gallery</title>
        <style>body{font-family:system-ui,sans-serif;background:#f2f2f7;margin:2em}figure{display:inline-block;vertical-align:top;
        width:340px;margin:1em;background:#fff;border-radius:12px;padding:12px}img{max-width:100%}figcaption{font-size:14px}</style>
        </head><body><h1>DropShot gallery</h1>

        """
        for entry in Gallery.entries {
            let document: ScenarioDocument
            let canvas: Canvas
            do {
                document = try ScenarioDocument.load(json: Array(entry.json.utf8), path: "\(entry.name).json")
                canvas = try document.render()
            } catch { throw CommandFailure.badInput(error) }
            try writePNG(canvas, to: "\(output)/\(entry.name).png")
            do { try writeAtomically(Array(entry.json.utf8), to: "\(output)/\(entry.name).json") } catch {
                throw CommandFailure.badInput("\(output)/\(entry.name).json: cannot write: \(error.localizedDescription)")
            }
            markdown += "## \(entry.title)\n\n\(entry.caption)\n\n![\(entry.title)](\(entry.name).png)\n\n"
            html += "<figure><img src=\"\(entry.name).png\" alt=\"\(entry.title)\"><figcaption><b>\(entry.title)</b><br>\(entry.caption)"
                + " <a href=\"\(entry.name).json\">scenario</a></figcaption></figure>\n"
        }
        html += "</body></html>\n"
        do {
            try writeAtomically(Array(markdown.utf8), to: "\(output)/README.md")
            try writeAtomically(Array(html.utf8), to: "\(output)/index.html")
        } catch { throw CommandFailure.badInput("\(output): cannot write: \(error.localizedDescription)") }
        print("wrote \(Gallery.entries.count) states to \(output)/ (open index.html)")
    }
}
