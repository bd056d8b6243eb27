import Foundation
import Synchronization

/// Hands out golden names inside tests so that two assertions never share a golden by accident.
///
/// - An unnamed assertion takes the test's name and a counter per test case:
///   `dropped.1`, `dropped.2`, … (as swift-snapshot-testing does).
/// - A named assertion uses its name as given, once: the same golden claimed again in the same
///   test, or by another case of a parameterized test, is an error, never a shared golden.
///
/// Keys are opaque strings from the test helpers: `testCase` identifies one run of one test (one
/// argument combination), `test` the test as a whole.
public final class SnapshotNaming: Sendable {
    /// The naming the test helpers share.
    public static let shared = SnapshotNaming()

    private struct Ledger {
        /// Unnamed assertions so far, per test case.
        var counters: [String: Int] = [:]
        /// Golden path -> the test case that claimed it, per test.
        var claims: [String: [String: String]] = [:]
    }
    private let ledger = Mutex(Ledger())

    /// The default naming: by test, with a counter for several snapshots in one test.
    public init() {}

    /// The golden name of the next assertion in `testCase`, or the reason it cannot have one.
    /// `golden` maps a name to the golden's path, which is what must not be claimed twice.
    public func name(
        explicit: String?, base: String, testCase: String, test: String,
        golden: (String) -> String
    ) -> Result<String, SnapshotError> {
        ledger.withLock { ledger in
            let name: String
            if let explicit {
                name = explicit
            } else {
                let next = (ledger.counters[testCase] ?? 0) + 1
                ledger.counters[testCase] = next
                name = "\(base).\(next)"
            }
            let path = golden(name)
            if let owner = ledger.claims[test]?[path] {
                let why =
                    owner == testCase
                    ? "is already used by another assertion in this test"
                    : "is already used by another case of this parameterized test; include the arguments in the name"
                return .failure(SnapshotError(message: "\(path): the golden \(why)"))
            }
            ledger.claims[test, default: [:]][path] = testCase
            return .success(name)
        }
    }

    /// Forgets what `test` claimed and counted, before it runs again (XCTest calls this as a test starts).
    public func reset(test: String) {
        ledger.withLock { ledger in
            ledger.claims[test] = nil
            ledger.counters = ledger.counters.filter { !$0.key.hasPrefix(test) }
        }
    }

    /// `text` as a file-name fragment: runs of anything but letters, digits, `_`, `-`, `.`, `=` and
    /// `,` become one `-`, cut to 60 characters.
    public static func sanitize(_ text: String) -> String {
        var out = ""
        var dash = false
        for scalar in text.unicodeScalars {
            let keep =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "_-.=,".unicodeScalars.contains(scalar)
            if keep {
                out.unicodeScalars.append(scalar)
                dash = false
            } else if !dash {
                out += "-"
                dash = true
            }
        }
        let trimmed = out.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return String(trimmed.prefix(60))
    }
}
