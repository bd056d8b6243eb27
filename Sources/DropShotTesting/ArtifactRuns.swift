import Foundation
import Synchronization

/// Failure artifacts go into one folder per test run, `<root>/run-<date>-<time>-<pid>`, and the
/// oldest runs beyond the last few are removed, so artifacts never pile up in a shared folder.
public enum ArtifactRuns {
    /// This process's run folder name (sortable by time). Formatted by hand from the UTC time:
    /// a `DateFormatter` would load ICU's data, several MB of memory for one timestamp.
    public static let runName: String = {
        var now = time(nil), utc = tm()
        gmtime_r(&now, &utc)
        func digits(_ value: Int32, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        let date = digits(utc.tm_year + 1900, 4) + digits(utc.tm_mon + 1, 2) + digits(utc.tm_mday, 2)
        let clock = digits(utc.tm_hour, 2) + digits(utc.tm_min, 2) + digits(utc.tm_sec, 2)
        return "run-\(date)-\(clock)-\(getpid())"
    }()

    /// The roots swept by this process.
    private static let swept = Mutex<Set<String>>([])

    /// This run's folder under `root`; the first call for a root removes all but the `keep`
    /// newest earlier runs there.
    public static func folder(under root: String, keep: Int = 5) -> String {
        swept.withLock { swept in
            if swept.insert(root).inserted {
                let runs = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
                    .filter { $0.hasPrefix("run-") && $0 != runName }.sorted()
                for old in runs.dropLast(keep) { try? FileManager.default.removeItem(atPath: (root as NSString).appendingPathComponent(old)) }
            }
        }
        return (root as NSString).appendingPathComponent(runName)
    }
}
