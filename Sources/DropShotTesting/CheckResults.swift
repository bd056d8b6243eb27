import Foundation

/// The results of one `dropshot check` run, or of several shards merged: the model that the
/// console lines, the closing line, the exit status, the HTML report, the JUnit file and the
/// results file (`--results`, this type as JSON) are all made from.
public struct CheckResults: Codable, Equatable, Sendable {
    /// The format of the results file; a reader refuses other versions.
    public static let currentVersion = 1
    public var version: Int
    /// The rows in sorted order (by name).
    public var rows: [ReportRow]

    public init(rows: [ReportRow]) {
        version = CheckResults.currentVersion
        self.rows = rows.sorted { $0.name < $1.name || ($0.name == $1.name && $0.status.rawValue < $1.status.rawValue) }
    }

    /// How many rows have `status`.
    public func count(_ status: ReportRow.Status) -> Int { rows.filter { $0.status == status }.count }

    /// SPEC 5: `N passed, N failed, N recorded, N missing, N errors`.
    public var closingLine: String {
        "\(count(.pass)) passed, \(count(.fail)) failed, \(count(.recorded)) recorded, \(count(.missing)) missing, \(count(.error)) errors"
    }

    /// SPEC 5: 2 if any ERROR, else 1 if any FAIL or MISSING, else 0 (recorded and orphan rows fail nothing).
    public var exitCode: Int32 {
        if count(.error) > 0 { return 2 }
        return count(.fail) + count(.missing) > 0 ? 1 : 0
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
    public static func merged(_ parts: [CheckResults]) -> CheckResults { CheckResults(rows: parts.flatMap(\.rows)) }

    /// The results file's JSON.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Reads a results file written by `encoded()`; the error names what is wrong.
    public static func decode(_ bytes: [UInt8]) throws(SnapshotError) -> CheckResults {
        let results: CheckResults
        do { results = try JSONDecoder().decode(CheckResults.self, from: Data(bytes)) } catch {
            throw SnapshotError(message: "not a DropShot results file (\(error.localizedDescription))")
        }
        guard results.version == currentVersion else {
            throw SnapshotError(message: "results file version \(results.version), expected \(currentVersion)")
        }
        return results
    }
}
