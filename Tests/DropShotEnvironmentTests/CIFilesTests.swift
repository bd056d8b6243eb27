import Foundation
import TestUtilities
import Testing

/// The copy-ready CI files in docs/ci: valid for their CI (the schemas SchemaStore keeps for
/// GitHub Actions and GitLab CI, through check-jsonschema, installed by scripts/test), and their
/// `dropshot` commands, run as the jobs would run them, check every shard and join the shards.
@Suite(environmentTest) struct CIFilesTests {
    static let files = ["docs/ci/github-actions.yml", "docs/ci/gitlab-ci.yml"]

    /// The shell lines of `file` that run dropshot, as its jobs run them.
    func dropshotLines(_ file: String) throws -> [String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for prefix in ["run: dropshot ", "- dropshot "] where trimmed.hasPrefix(prefix) {
                return String(trimmed.dropFirst(prefix.count - "dropshot ".count))
            }
            return nil
        }
    }

    @Test(arguments: files)
    func theJobsCheckEveryShardAndJoinThem(file: String) throws {
        let lines = try dropshotLines(file)
        #expect(lines.count == 2 && lines[0].hasPrefix("dropshot check ") && lines[1].hasPrefix("dropshot merge-reports "), "\(lines)")
        let workspace = try Workspace()
        // Five scenarios and their goldens, recorded first.
        for name in ["a", "b", "c", "d", "e"] { try workspace.write("scenarios/\(name).json", scenarioJSON) }
        #expect(try dropshot(["check", "scenarios", "--record", "all"], in: workspace.url).status == 0)
        let path = binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        func shell(_ line: String, _ variables: [String: String]) throws -> Run {
            try run(URL(fileURLWithPath: "/bin/sh"), ["-c", line], environment: variables.merging(["PATH": path]) { $1 }, in: workspace.url)
        }
        for shard in 1...4 {
            let line = lines[0].replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
            let checked = try shell(line, ["CI_NODE_INDEX": "\(shard)", "CI_NODE_TOTAL": "4"])
            #expect(checked.status == 0, "\(line): \(checked.stderr)")
        }
        #expect(try workspace.files().contains("results"))
        let merged = try shell(lines[1], [:])
        #expect(merged.status == 0, "\(merged.stdout) \(merged.stderr)")
        #expect(workspace.exists("report/index.html") && workspace.exists("report/junit.xml"))
        let junit = try String(contentsOfFile: workspace.path("report/junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="5""#), "\(junit.prefix(300))")
    }

    /// check-jsonschema, installed by scripts/test (the test says it skipped without it).
    static let lint: String? = {
        guard let path = ProcessInfo.processInfo.environment["DROPSHOT_CHECK_JSONSCHEMA"], FileManager.default.isExecutableFile(atPath: path) else {
            return nil
        }
        return path
    }()

    @Test(.enabled(if: lint != nil, "needs check-jsonschema (DROPSHOT_CHECK_JSONSCHEMA, installed by scripts/test)"))
    func theFilesAreValidForTheirCI() throws {
        let lint = try #require(Self.lint)
        for (file, schema) in zip(Self.files, ["vendor.github-workflows", "vendor.gitlab-ci"]) {
            let checked = try run(URL(fileURLWithPath: lint), ["--builtin-schema", schema, packageRoot.appendingPathComponent(file).path])
            #expect(checked.status == 0, "\(file): \(checked.stdout) \(checked.stderr)")
        }
    }
}
