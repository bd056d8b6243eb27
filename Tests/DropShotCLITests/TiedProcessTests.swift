import Foundation
import TestUtilities
import Testing

/// `scripts/tied`, which scripts/test starts the release build through (issue "trust, seventh
/// pass", point 8): the command it runs ends when the process it is tied to is killed with
/// SIGKILL, its whole group with it, as a CI cancel or `timeout -s KILL` kills the test script.
@Suite struct TiedProcessTests {
    /// Whether process `pid` is gone within `seconds`.
    func ends(_ pid: pid_t, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if kill(pid, 0) != 0 { return true }
            usleep(50_000)
        }
        return kill(pid, 0) != 0
    }

    /// Reads the pid in the workspace's file `name`, waiting up to 10 s for it.
    func pid(_ name: String, in workspace: Workspace) throws -> pid_t {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: workspace.path(name), encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            usleep(50_000)
        }
        throw CocoaError(.fileNoSuchFile)
    }

    @Test func aCommandTiedToAKilledScriptEndsWithIt() throws {
        let workspace = try Workspace()
        // A script in a session of its own (its pid is its group's) that ties a command to itself.
        let script = #"echo $$ > "$DIR/group"; scripts/tied $$ bash -c 'echo $$ > "$DIR/command"; exec sleep 300' & wait"#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        // Forked, so that the script is the leader of its session, reaped by init once killed.
        process.arguments = ["--fork", "/bin/bash", "-c", script]
        process.currentDirectoryURL = packageRoot
        process.environment = ["DIR": workspace.url.path, "PATH": "/usr/bin:/bin"]
        // Nothing of the test's own output is held by what it starts.
        (process.standardOutput, process.standardError) = (FileHandle.nullDevice, FileHandle.nullDevice)
        try process.run()
        let group = try pid("group", in: workspace), command = try pid("command", in: workspace)
        defer { kill(command, SIGKILL) }
        #expect(kill(-group, SIGKILL) == 0)
        #expect(ends(command, within: 5), "the tied command outlived the script's group")
    }

    /// The tie passes the command's exit status on.
    @Test func theCommandsStatusIsTheTies() throws {
        let status = try run(URL(fileURLWithPath: packageRoot.path + "/scripts/tied"), ["\(getpid())", "/bin/sh", "-c", "exit 3"])
        #expect(status.status == 3)
    }
}
