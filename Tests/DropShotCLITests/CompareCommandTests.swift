import Foundation
import TestUtilities
import Testing

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
        let ratio = try dropshot(
            "diff", workspace.path("start.png"), workspace.path("final.png"), "--max-diff-pixels", "\(count)",
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
