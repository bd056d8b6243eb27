import Foundation

/// Failure artifacts go into one folder per test run, `<root>/run-<date>-<time>-<pid>`, and the
/// oldest runs beyond the last few are removed, so artifacts never pile up in a shared folder.
public enum ArtifactRuns {
    /// This process's run folder name (sortable by time).
    public static let runName: String = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "run-\(formatter.string(from: Date()))-\(getpid())"
    }()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var swept: Set<String> = []

    /// This run's folder under `root`; the first call for a root removes all but the `keep`
    /// newest earlier runs there.
    public static func folder(under root: String, keep: Int = 5) -> String {
        lock.withLock {
            if swept.insert(root).inserted {
                let runs = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
                    .filter { $0.hasPrefix("run-") && $0 != runName }.sorted()
                for old in runs.dropLast(keep) { try? FileManager.default.removeItem(atPath: (root as NSString).appendingPathComponent(old)) }
            }
        }
        return (root as NSString).appendingPathComponent(runName)
    }
}
