import Foundation
import Testing

/// The trait of the slow environment tests (cross-builds, Chromium, the consumer package, the
/// installed layout, the CI files): they run when `DROPSHOT_ENVIRONMENT_TESTS=1`, which
/// `scripts/test --full` and `--release` (CI) set, so `scripts/test`, a bare `swift test` and a
/// `--filter` run skip them without being asked.
package let environmentTest = ConditionTrait.enabled(
    if: ProcessInfo.processInfo.environment["DROPSHOT_ENVIRONMENT_TESTS"] == "1",
    "a slow environment test: scripts/test --full runs it (DROPSHOT_ENVIRONMENT_TESTS=1)")

/// Debian's headless browser, when installed (`scripts/test --full` installs it).
package let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// The executable the environment variable `variable` names, when it names one: the tools
/// `scripts/test` installs and passes on (a test that needs one says it skipped without it).
package func executable(named variable: String) -> String? {
    ProcessInfo.processInfo.environment[variable].flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
}
