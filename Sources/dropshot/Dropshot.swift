import ArgumentParser
import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotSystem
import Foundation

/// `dropshot`: render drag-and-drop states, print them as JSON, and compare them with goldens.
struct Dropshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dropshot",
        abstract: "Headless drag-and-drop between collection grids: render states, print them, compare them with goldens.",
        discussion: "Exit status: 0 success, 1 images differ (diff, check), 2 bad input.",
        version: DropShotVersion.string,
        subcommands: [
            Render.self, State.self, Frames.self, Animate.self, Diff.self, Check.self, MergeReports.self, Docs.self, Studio.self, Schema.self,
            Audit.self, VerifySnapshots.self,
        ]
    )
}

/// Options shared by commands that run a scenario's events.
struct StepOptions: ParsableArguments {
    @Option(name: .long, help: "Run only the first K events (default: all).")
    var step: Int?
}

/// Where item images may come from besides the scenario's own folder.
struct AssetOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Also allow item images from this folder (repeatable).", valueName: "dir"))
    var assets: [String] = []
}

/// `--variant`: which of a scenario's variants a command draws (docs/SCENARIO.md, "Variants").
struct VariantOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "One of the scenario's variants, as its golden names it (dark~ax5, iPhoneSE~rtl) or a named variant (default: the scenario's own values).",
            valueName: "name"))
    var variant: String?
}

/// A user-facing failure with its exit status; printed to stderr as one line.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32
    static func badInput(_ error: InputError) -> CommandFailure { CommandFailure(description: error.description, exitCode: 2) }
    static func badInput(_ message: String) -> CommandFailure { CommandFailure(description: message, exitCode: 2) }
}

/// Loads and checks a scenario, mapping every problem to exit status 2.
func loadScenario(_ path: String, assets: AssetOptions, variant: VariantOption = VariantOption(), steps: Int? = nil, scale: Int? = nil) throws
    -> ScenarioDocument
{
    do {
        let document = try ScenarioDocument.load(path, assets: assets.assets, variant: variant.variant)
        try document.checkSteps(steps)
        try document.checkScale(scale)
        // The images at the scale they are drawn at (`@3x` for --scale 3), checked before any output.
        return try document.atScale(scale)
    } catch { throw CommandFailure.badInput(error) }
}

/// Each variant of a scenario (its own values alone when it declares none), loaded, checked and
/// handed to `body` one at a time, so that one is held at once; every problem loading one maps
/// to exit status 2.
func forEachScenarioVariant(_ path: String, assets: AssetOptions, _ body: (ScenarioDocument) throws -> Void) throws {
    let reader: ScenarioDocument.VariantReader
    do {
        let bytes = try readInputFile(path, limit: ScenarioDocument.maxFileBytes, file: path)
        reader = try ScenarioDocument.VariantReader(json: bytes, path: path, assets: assets.assets)
    } catch { throw CommandFailure.badInput(error) }
    for index in 0..<reader.count {
        let document: ScenarioDocument
        do { document = try reader.document(index) } catch { throw CommandFailure.badInput(error) }
        try body(document)
    }
}

/// Refuses an output path that is one of the command's input files (the same file, by device and
/// inode, under any name), so that no command can overwrite what it reads.
func checkNotAnInput(_ output: String, inputs: [String]) throws {
    var out = stat()
    guard stat(output, &out) == 0 else { return }
    for input in inputs {
        var info = stat()
        if stat(input, &info) == 0, info.st_dev == out.st_dev, info.st_ino == out.st_ino {
            throw CommandFailure.badInput("\(output): is an input of this command (\(input)); choose another output")
        }
    }
}

/// Writes `bytes` atomically, refusing an input of the command or anything but a regular file;
/// with `root` (an output folder), every folder below it is reached without following a link.
func writeOutput(_ bytes: [UInt8], to path: String, inputs: [String], within root: String? = nil) throws {
    try checkNotAnInput(path, inputs: inputs)
    do {
        if let root { try AtomicFile.write(bytes, to: path, within: root) } else { try AtomicFile.write(bytes, to: path) }
    } catch { throw CommandFailure.badInput(error.message) }
}

/// Refuses an output that `-o` names with another extension than `.png` (it would hold a PNG), or
/// for an animated PNG, than `.png` or `.apng`.
func checkPNGName(_ path: String, animated: Bool = false) throws {
    let allowed = animated ? ["png", "apng"] : ["png"]
    guard allowed.contains((path as NSString).pathExtension.lowercased()) else {
        throw CommandFailure.badInput(
            "\(path): the output is \(animated ? "an animated PNG file; name it with .png or .apng" : "a PNG file; name it with .png")")
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

/// `word` as one POSIX shell word: as it is when every character is one no shell reads as syntax
/// (letters, digits, `_ . / : @ % + = , -`), else in single quotes (a `'` inside as `'\''`), so
/// a pasted command runs nothing a file name smuggles in (`;`, backticks, `$( )`, newlines).
func shellQuoted(_ word: String) -> String {
    let plain =
        !word.isEmpty
        && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_./:@%+=,-".unicodeScalars.contains(scalar))
        }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
