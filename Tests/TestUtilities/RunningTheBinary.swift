import Foundation

/// Runs the built `dropshot` binary and captures its output and exit status.
package struct Run {
    package var status: Int32
    package var stdout: String
    package var stderr: String
}

package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `dropshot` binary built beside this test bundle.
package let binary: URL = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dropshot")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return packageRoot.appendingPathComponent(".build/debug/dropshot")
}()

package func dropshot(_ arguments: String..., in directory: URL? = nil) throws -> Run { try dropshot(arguments, in: directory) }

package func dropshot(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    var environment = ProcessInfo.processInfo.environment
    environment["DROPSHOT_RECORD"] = nil
    environment["CI"] = nil
    return try run(binary, arguments, environment: environment, in: directory)
}

/// Runs `executable` and captures its exit status, stdout and stderr. The two pipes are read at
/// once (stderr on another thread), so a chatty process can never stall on a full pipe. `input`,
/// when given, is its standard input (small enough for a pipe's buffer).
package func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil, input: String? = nil
) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe(), stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    if input != nil { process.standardInput = stdin }
    try process.run()
    if let input {
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
    }
    let stderr = ErrorOutput()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        stderr.data = err.fileHandleForReading.readDataToEndOfFile()
        done.signal()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr.data, as: UTF8.self))
}

/// Where the stderr reader leaves what it read (handed over through the semaphore).
package final class ErrorOutput: @unchecked Sendable { package var data = Data() }
