import Foundation
import TestUtilities
import Testing

/// The copy-ready CI files in docs/ci: valid for their CI (the schemas SchemaStore keeps for
/// GitHub Actions and GitLab CI, through check-jsonschema, and zizmor's audit of the workflow,
/// installed by scripts/test); on a stock runner with the tarball checked by its SHA-256; and
/// their `dropshot` commands, run as the jobs would run them, check every shard, join the shards
/// and record the goldens that fail.
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

    /// Trust, sixth pass: the GitLab push token sat in the whole record job's environment, so
    /// `dropshot check` (and anything a scenario folder makes it read) had it. The job's lines, run
    /// in one shell as GitLab runs them, hand it to the push alone.
    @Test func theGitLabPushTokenReachesOnlyThePush() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/ci/gitlab-ci.yml"), encoding: .utf8)
        let job = try #require(text.components(separatedBy: "\nrecord-goldens:\n").last)
        let lines = job.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("- ") && !$0.hasPrefix("- when:") }.map { String($0.dropFirst(2)) }
        let check = try #require(lines.firstIndex { $0.hasPrefix("dropshot check ") })
        // The lines up to the check, the check replaced by what its process sees, then what the push would use.
        let script = (lines[..<check] + ["env", #"echo "push: $push_token""#]).joined(separator: "\n")
        let run = try run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: ["DROPSHOT_PUSH_TOKEN": "glpat-secret", "PATH": "/usr/bin:/bin"])
        #expect(run.status == 0 && !run.stdout.contains("DROPSHOT_PUSH_TOKEN") && run.stdout.contains("push: glpat-secret"), "\(run.stdout)")
        #expect(!run.stdout.replacingOccurrences(of: "push: glpat-secret", with: "").contains("glpat-secret"))
        #expect(text.components(separatedBy: "$DROPSHOT_PUSH_TOKEN").count == 2, "named once, where it is moved")
    }

    /// The release's build tools (Meson and Ninja from PyPI, for HarfBuzz) were installed without
    /// hashes: every install in scripts/static-libs pins each file by its SHA-256.
    @Test func theReleasesBuildToolsArePinnedByHash() throws {
        let script = try String(contentsOf: packageRoot.appendingPathComponent("scripts/static-libs"), encoding: .utf8)
        let installs = script.split(separator: "\n").filter { $0.contains("pip\" install") || $0.contains("pip install") }
        #expect(!installs.isEmpty && installs.allSatisfy { $0.contains("--require-hashes") }, "\(installs)")
        let pins = script.split(separator: "\n").filter { $0.hasPrefix("meson==") || $0.hasPrefix("ninja==") }
        #expect(pins.count == 2 && pins.allSatisfy { $0.contains("--hash=sha256:") }, "\(pins)")
    }

    @Test(arguments: files)
    func theJobsCheckEveryShardAndJoinThem(file: String) throws {
        let lines = try dropshotLines(file)
        #expect(
            lines.count == 3 && lines[0].hasPrefix("dropshot check ") && lines[1].hasPrefix("dropshot merge-reports ")
                && lines[2].hasPrefix("dropshot check ") && lines[2].contains("--record failed"), "\(lines)")
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

        // The job run by hand: one scenario changed, only its golden is recorded again, and a
        // check passes after it.
        func goldens() throws -> [Data] {
            try ["a", "b", "c", "d", "e"].map { try Data(contentsOf: workspace.url.appendingPathComponent("scenarios/\($0).png")) }
        }
        let before = try goldens()
        try workspace.write("scenarios/c.json", scenarioJSON.replacingOccurrences(of: #""width": 300"#, with: #""width": 320"#))
        let recorded = try shell(lines[2], [:])
        #expect(recorded.status == 0, "\(lines[2]): \(recorded.stdout) \(recorded.stderr)")
        #expect(zip(before, try goldens()).map { $0 != $1 } == [false, false, true, false, false])
        #expect(try dropshot(["check", "scenarios"], in: workspace.url).status == 0)
    }

    /// The release tarball needs nothing but glibc: no job runs in a container or installs a
    /// package (but the Mac's C libraries), and every job checks the tarball's SHA-256 before
    /// unpacking it, downloaded by one job and kept under a key of its version.
    @Test(arguments: files)
    func theJobsRunOnAStockRunnerWithTheCheckedTarball(file: String) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        #expect(!text.contains("container:") && !text.contains("apt-get") && !text.contains("debian:"))
        #expect(text.components(separatedBy: "curl -fsSL").count == 2, "one download")
        #expect(text.contains("dropshot-${{ env.DROPSHOT_VERSION }}") || text.contains("key: dropshot-$DROPSHOT_VERSION"))
        let lines = text.components(separatedBy: "\n")
        let unpacks = lines.indices.filter { lines[$0].contains("tar -xzf") }
        let checks = lines.indices.filter { lines[$0].contains("sha256sum --strict -c") }
        #expect(!unpacks.isEmpty && unpacks.allSatisfy { unpack in checks.contains { $0 < unpack && unpack - $0 <= 2 } }, "\(unpacks) \(checks)")
        if file.hasSuffix("github-actions.yml") {
            let runners = lines.filter { $0.contains("runs-on:") }.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(runners.filter { $0 != "runs-on: ubuntu-latest" } == ["runs-on: macos-latest"])
        }
    }

    /// zizmor, installed by scripts/test (the test says it skipped without it).
    static let zizmor = executable(named: "DROPSHOT_ZIZMOR")

    @Test(.enabled(if: zizmor != nil, "needs zizmor (DROPSHOT_ZIZMOR, installed by scripts/test)"))
    func zizmorFindsNothingInTheWorkflow() throws {
        let zizmor = try #require(Self.zizmor)
        let config = packageRoot.appendingPathComponent("docs/ci/zizmor.yml").path
        let audited = try run(
            URL(fileURLWithPath: zizmor), ["--offline", "--config", config, packageRoot.appendingPathComponent(Self.files[0]).path])
        #expect(audited.status == 0, "\(audited.stdout) \(audited.stderr)")
    }

    /// check-jsonschema, installed by scripts/test (the test says it skipped without it).
    static let lint = executable(named: "DROPSHOT_CHECK_JSONSCHEMA")

    @Test(.enabled(if: lint != nil, "needs check-jsonschema (DROPSHOT_CHECK_JSONSCHEMA, installed by scripts/test)"))
    func theFilesAreValidForTheirCI() throws {
        let lint = try #require(Self.lint)
        for (file, schema) in zip(Self.files, ["vendor.github-workflows", "vendor.gitlab-ci"]) {
            let checked = try run(URL(fileURLWithPath: lint), ["--builtin-schema", schema, packageRoot.appendingPathComponent(file).path])
            #expect(checked.status == 0, "\(file): \(checked.stdout) \(checked.stderr)")
        }
    }
}
