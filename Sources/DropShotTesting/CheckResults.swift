import DropShotRender
import DropShotSystem
import Foundation

/// The results of one `dropshot check` run, or of several shards merged: the model that the
/// console lines, the closing line, the exit status, the HTML report, the JUnit file and the
/// results file (`--results`, this type as JSON) are all made from.
public struct CheckResults: Codable, Equatable, Sendable {
    /// The format of the results file; a reader refuses other versions. Version 2 stores image
    /// paths relative to the results file's folder.
    public static let currentVersion = 2
    /// The largest results file read, in bytes: about 100,000 rows. Reading one costs about 12
    /// times its size in memory (a 257 MB file peaked at 3.2 GB), so a larger one is refused.
    public static let maxFileBytes = 32 << 20
    /// The results file's format version.
    public var version: Int
    /// The rows in sorted order (by name).
    public var rows: [ReportRow]

    /// Whether a RECORDED row fails the run: goldens were written under the default mode, without
    /// recording being asked for, so nothing was verified for them (as the Swift helpers fail).
    public var recordingFails: Bool?
    /// The command that accepts every change of the run (`--record failed`), when known.
    public var acceptCommand: String?

    /// Results of `rows`; `recordingFails` when the run recorded goldens and must fail, with the command that accepts the changes.
    public init(rows: [ReportRow], recordingFails: Bool = false, acceptCommand: String? = nil) {
        self.recordingFails = recordingFails
        self.acceptCommand = acceptCommand
        version = CheckResults.currentVersion
        self.rows = rows.sorted { $0.name < $1.name || ($0.name == $1.name && $0.status.rawValue < $1.status.rawValue) }
    }

    /// How many rows have `status`.
    public func count(_ status: ReportRow.Status) -> Int { rows.filter { $0.status == status }.count }

    /// docs/CLI.md: `N passed, N failed, N recorded, N missing, N errors`, then `, N audit findings`
    /// when the audit found any.
    public var closingLine: String {
        let findings = count(.audit) > 0 ? ", \(count(.audit)) audit findings" : ""
        return "\(count(.pass)) passed, \(count(.fail)) failed, \(count(.recorded)) recorded, \(count(.missing)) missing, \(count(.error)) errors"
            + findings
    }

    /// docs/CLI.md: 2 if any ERROR, else 1 if any FAIL, MISSING or AUDIT (or RECORDED when
    /// `recordingFails`), else 0; orphan rows fail nothing.
    public var exitCode: Int32 {
        if count(.error) > 0 { return 2 }
        return count(.fail) + count(.missing) + count(.audit) + (recordingFails == true ? count(.recorded) : 0) > 0 ? 1 : 0
    }

    /// One console line per row: `PASS name`, or the status and the row's one-line message.
    public var consoleLines: [String] {
        rows.map { row in
            switch row.status {
            case .pass: "PASS \(row.name)"
            default: "\(row.status.rawValue) \(row.message)"
            }
        }
    }

    /// The results of several shards as one run.
    /// Recording fails the merged run if it failed any part; the accept command is each distinct
    /// part's, joined with `&&`.
    public static func merged(_ parts: [CheckResults]) -> CheckResults {
        var commands: [String] = []
        for command in parts.compactMap(\.acceptCommand) where !commands.contains(command) { commands.append(command) }
        return CheckResults(
            rows: parts.flatMap(\.rows), recordingFails: parts.contains { $0.recordingFails == true },
            acceptCommand: commands.isEmpty ? nil : commands.joined(separator: " && "))
    }

    /// The results file's JSON, with every image path under `folder` (the results file's own
    /// folder) written relative to it, so that the file and its images can move together (a CI
    /// merge job downloads them somewhere else). A path outside `folder` stays absolute; a merge
    /// will not read it.
    public func encoded(relativeTo folder: String) throws -> [UInt8] {
        let base = AssetFolders.absolute(folder)
        func relative(_ path: String?) -> String? {
            guard let path else { return nil }
            let absolute = AssetFolders.absolute(path)
            return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : absolute
        }
        var relativeRows = self
        relativeRows.rows = rows.map { row in
            var row = row
            (row.expectedPath, row.actualPath, row.diffPath) = (relative(row.expectedPath), relative(row.actualPath), relative(row.diffPath))
            return row
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(relativeRows)) + [0x0A]
    }

    /// The rows of a results file read from `folder`, with image paths resolved against it. An
    /// image that is not a regular file inside `folder` (after every link is resolved: an absolute
    /// path, a `../`, a link out, a file over `SnapshotReport.maxImageBytes`, a missing file) is
    /// dropped, and its row's message says which one and why, so a merged report never embeds
    /// a file the shards did not write and never shows an empty image without a word.
    public func resolvingImages(inside folder: String) -> CheckResults {
        let owned = AssetFolders(folders: [folder])
        var notes: [String] = []
        func resolve(_ path: String?, _ what: String) -> String? {
            guard let path else { return nil }
            let full = path.hasPrefix("/") ? path : (AssetFolders.absolute(folder) as NSString).appendingPathComponent(path)
            var info = stat()
            switch owned.resolve(path: full) {
            case .inside(let real)
            where stat(real, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && Int(info.st_size) <= SnapshotReport.maxImageBytes:
                return full
            case .inside: notes.append("the \(what) image \(path) is not a regular file within the size limit")
            case .outside: notes.append("the \(what) image \(path) is outside the results file's folder \(folder)")
            case .missing: notes.append("the \(what) image \(path) is not in \(folder)")
            }
            return nil
        }
        var resolved = self
        resolved.rows = rows.map { row in
            var row = row
            notes = []
            (row.expectedPath, row.actualPath, row.diffPath) = (
                resolve(row.expectedPath, "expected"), resolve(row.actualPath, "actual"), resolve(row.diffPath, "diff")
            )
            if !notes.isEmpty { row.message += " [" + notes.joined(separator: "; ") + "]" }
            return row
        }
        return resolved
    }

    /// Reads a results file written by `encoded()`; the error names what is wrong.
    public static func decode(_ bytes: [UInt8]) throws(SnapshotError) -> CheckResults {
        let results: CheckResults
        do { results = try JSONDecoder().decode(CheckResults.self, from: Data(bytes)) } catch let error as DecodingError {
            throw SnapshotError(message: "not a DropShot results file (\(describe(error)))")
        } catch {
            throw SnapshotError(message: "not a DropShot results file (\(error))")
        }
        guard results.version == currentVersion else {
            throw SnapshotError(message: "results file version \(results.version), expected \(currentVersion)")
        }
        return results
    }
}

/// A decoding error as the scenario decoder words one: the JSON path (`rows[2].status`), then
/// what is wrong there.
func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
        var path = ""
        for key in keys {
            if let index = key.intValue { path += "[\(index)]" } else { path += (path.isEmpty ? "" : ".") + key.stringValue }
        }
        return path.isEmpty ? "the top level" : path
    }
    func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [ReportRow].Type, is [Any].Type: "an array"
        default: "an object"
        }
    }
    switch error {
    case let .keyNotFound(key, context): return "\(path(context.codingPath + [key])): missing required key"
    case let .typeMismatch(type, context): return "\(path(context.codingPath)): expected \(typeName(type))"
    case let .valueNotFound(type, context): return "\(path(context.codingPath)): expected \(typeName(type)), found null"
    case let .dataCorrupted(context):
        if context.codingPath.isEmpty { return "invalid JSON" }
        if context.codingPath.last?.stringValue == "status" {
            return "\(path(context.codingPath)): expected one of \(ReportRow.Status.allCases.map(\.rawValue).joined(separator: ", "))"
        }
        return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
}
