import Foundation
import TestUtilities
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `dropshot studio` started as a user starts it (through `dropshot`, which execs the studio), on a
/// loaded machine: every start ends on SIGINT, SIGTERM and SIGHUP, and ignores none of them.
@Suite struct StudioSignalTests {
    /// Busy processes on every core, so that the studio's start races with them.
    final class Load {
        let processes: [Process]
        init() throws {
            processes = try (0..<max(2, ProcessInfo.processInfo.activeProcessorCount)).map { _ in
                let process = Process()
                // Busy while the test runner lives: one that dies leaves no loop behind.
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "runner=$PPID; while [ -e /proc/$runner ]; do :; done"]
                try process.run()
                return process
            }
        }
        deinit { for process in processes { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }
    }

    /// The signals `pid` ignores, from `/proc/PID/status` (`SigIgn`, a mask of bit `n - 1` per signal `n`).
    static func ignoredSignals(of pid: Int32) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigIgn:") })
        else { return nil }
        return UInt64(line.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    /// Waits for `process` to end, at most `seconds`; kills it (SIGKILL) if it did not.
    static func ended(_ process: Process, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return false
        }
        process.waitUntilExit()
        return true
    }

    @Test func everyStartEndsOnEachSignalAndIgnoresNone() throws {
        let workspace = try Workspace()
        try workspace.write("s/a.json", scenarioJSON)
        let load = try Load()
        defer { withExtendedLifetime(load) {} }
        for attempt in 0..<36 {
            let number = [SIGINT, SIGTERM, SIGHUP][attempt % 3]
            let process = Process()
            process.executableURL = binary
            process.arguments = ["studio", workspace.path("s"), "--port", "0"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            if attempt % 2 == 0 {
                // Once it listens: the studio must ignore none of the three.
                var line = Data()
                while !line.contains(0x0A) {
                    let chunk = output.fileHandleForReading.availableData
                    guard !chunk.isEmpty else { break }
                    line += chunk
                }
                #expect(String(decoding: line, as: UTF8.self).contains("http://127.0.0.1:"), "start \(attempt) did not listen")
                let ignored = Self.ignoredSignals(of: process.processIdentifier) ?? 0
                let mask = UInt64(1) << UInt64(SIGINT - 1) | UInt64(1) << UInt64(SIGTERM - 1) | UInt64(1) << UInt64(SIGHUP - 1)
                #expect(ignored & mask == 0, "start \(attempt): SigIgn \(String(ignored, radix: 16))")
            } else {
                // At once, while `dropshot` is starting or execing: the signal is not lost.
                Thread.sleep(forTimeInterval: Double(attempt % 7) * 0.005)
            }
            kill(process.processIdentifier, number)
            let ended = Self.ended(process, within: 20)
            #expect(ended, "start \(attempt) ignored signal \(number)")
            if ended {
                #expect(
                    process.terminationReason == .uncaughtSignal && process.terminationStatus == number,
                    "start \(attempt): ended by \(process.terminationReason) \(process.terminationStatus), not signal \(number)")
            }
        }
    }
}
