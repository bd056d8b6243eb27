import ArgumentParser
import DropShotRaster
import DropShotRender
import FlyingFox
import Foundation

/// `dropshot-studio`: the local web studio `dropshot studio` starts. A program of its own, so
/// that the web server is built only by those who run it.
@main
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dropshot-studio",
        abstract: "Browse, play, record and review the scenarios of a folder in a local web page.",
        discussion: """
        Serves one page on http://127.0.0.1:PORT/ (never another interface) and prints its address. It reads \
        and writes only scenario files under DIR and goldens under --snapshots (DIR by default); scenarios \
        read their images as dropshot does (their own folder and --assets).
        """)

    @Argument(help: "The folder of scenarios.") var directory: String = "."
    @Option(name: .long, help: "The port (0: any free one).") var port: UInt16 = 8722
    @Option(name: .long, help: "The goldens' folder (default: DIR).") var snapshots: String?
    @Option(name: .long, help: "A folder scenarios may also read images from (repeatable).") var assets: [String] = []
    @Option(name: .long, help: ArgumentHelp("A script appended to the page, for automated tests of the page.", visibility: .hidden))
    var pageScript: String?

    func run() async throws {
        let folder: StudioFolder
        do { folder = try StudioFolder(root: directory, snapshots: snapshots, assets: assets) } catch {
            FileHandle.standardError.write(Data("dropshot-studio: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
        let script = try pageScript.map { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw ValidationError("\(path): cannot be read") }
            return text
        }
        let bound = BoundPort()
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 30, logger: .disabled,
                                handler: StudioServer(folder: folder, port: bound, pageScript: script))
        let running = Task { try await server.run() }
        do { try await server.waitUntilListening() } catch {
            // The server's own error says why (a port in use), else the wait's.
            running.cancel()
            let reason = if case let .failure(failure) = await running.result { failure } else { error }
            throw ValidationError("port \(port): cannot listen on 127.0.0.1 (\(reason))")
        }
        guard case let .ip4(_, actual)? = await server.listeningAddress else { throw ExitCode(1) }
        bound.set(actual)
        FileHandle.standardOutput.write(Data("dropshot studio: http://127.0.0.1:\(actual)/ serving \(folder.root)\n".utf8))
        try await running.value
    }

    /// Runs the command with `dropshot`'s exit statuses: usage errors and bad input exit 2 with one
    /// line on stderr; help exits 0. SIGINT, SIGTERM and SIGHUP stop the studio (its listening socket
    /// closes with the process) and remove the temporary file of a save under way.
    static func main() async {
        TerminationSignals.removeTemporaryFilesOnSignal()
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? any AsyncParsableCommand { try await asynchronous.run() } else { try command.run() }
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = self.message(for: error)
            FileHandle.standardError.write(Data("dropshot-studio: \(oneLine(message.split(separator: "\n").first.map(String.init) ?? message))\n".utf8))
            Foundation.exit(2)
        }
    }
}
