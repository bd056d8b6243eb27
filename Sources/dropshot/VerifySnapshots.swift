import ArgumentParser
import DropShotTesting
import Foundation

/// `dropshot verify-snapshots` (not listed in the help): the optimised renderer of the test
/// helpers (`DROPSHOT_RENDERER`, docs/CLI.md "verify-snapshots"). It reads one request as JSON
/// on standard input, verifies the scenario file's variants against their goldens exactly as
/// the helpers do in a test's process, and prints the failure messages as a JSON array of
/// strings (empty when all pass). Exit 2 for a request it cannot take (over 1 MiB, bad JSON, another
/// DropShot version).
struct VerifySnapshots: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-snapshots",
        abstract: "Verify a test's scenario goldens for DropShotTesting's helpers (a JSON request on standard input).",
        shouldDisplay: false)

    /// The largest request read (one is a few kilobytes: paths, settings and golden names).
    static let maxRequestBytes = 1 << 20

    func run() throws {
        var input = Data()
        while let chunk = try FileHandle.standardInput.read(upToCount: 1 << 16), !chunk.isEmpty {
            input.append(chunk)
            guard input.count <= Self.maxRequestBytes else {
                throw CommandFailure.badInput("verify-snapshots: the request on standard input is over \(Self.maxRequestBytes) bytes")
            }
        }
        let request: OptimisedRenderer.Request
        do { request = try JSONDecoder().decode(OptimisedRenderer.Request.self, from: input) } catch {
            throw CommandFailure.badInput("verify-snapshots: standard input holds no request from DropShotTesting (\(error))")
        }
        let failures: [String]
        do { failures = try OptimisedRenderer.serve(request) } catch { throw CommandFailure.badInput("verify-snapshots: \(error.message)") }
        FileHandle.standardOutput.write(try JSONEncoder().encode(failures))
    }
}
