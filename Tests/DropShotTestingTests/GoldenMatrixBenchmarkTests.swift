import DropShotTestSupport
import Foundation
import Testing

/// What `scripts/bench` times as "a team's golden tests": the scenario files in
/// `$DROPSHOT_BENCH_GOLDENS/s`, each checked by `expectSnapshots(ofScenarioAt:)` against the
/// goldens `dropshot check` recorded in `$DROPSHOT_BENCH_GOLDENS/g/bench`, in this process or
/// through `DROPSHOT_RENDERER`. Skipped unless the bench sets the folder.
@Suite struct GoldenMatrixBenchmarkTests {
    static let folder = ProcessInfo.processInfo.environment["DROPSHOT_BENCH_GOLDENS"]

    @Test(.enabled(if: folder != nil, "run by scripts/bench, which sets DROPSHOT_BENCH_GOLDENS"))
    func everyGoldenOfTheBenchFilesPasses() throws {
        let folder = try #require(Self.folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/s").filter { $0.hasSuffix(".json") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            expectSnapshots(ofScenarioAt: "\(folder)/s/\(file)", suite: "bench", record: .never, snapshotsDirectory: folder + "/g")
        }
    }
}
