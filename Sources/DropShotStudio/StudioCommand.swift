import ArgumentParser
import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotStudioOptions
import DropShotSystem
import Foundation
import Hummingbird
import HummingbirdCore
import Logging

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
            """,
        version: DropShotVersion.string)

    @OptionGroup var options: StudioOptions
    @Option(name: .long, help: ArgumentHelp("A script appended to the page, for automated tests of the page.", visibility: .hidden))
    var pageScript: String?

    func run() async throws {
        let folder: StudioFolder
        do { folder = try StudioFolder(root: options.directory, snapshots: options.snapshots, assets: options.assets) } catch {
            FileHandle.standardError.write(Data("dropshot-studio: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
        let script = try pageScript.map { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw ValidationError("\(path): cannot be read") }
            return text
        }
        let (port, idleTimeout, requestTimeout) = (options.port, options.idleTimeout, options.requestTimeout)
        let bound = BoundPort()
        let server = StudioServer(folder: folder, port: bound, pageScript: script)
        let silent = Logger(label: "dropshot-studio") { _ in SwiftLogNoOpLogHandler() }
        let application = Application(
            responder: server,
            // Idle connections close after --idle-timeout seconds, and a request that has not fully
            // arrived --request-timeout seconds after the connection was ready for it closes its
            // connection, however it trickles; header lines and the header block are bounded
            // (SwiftNIO's parser reads them in linear time); at most `maxConnections` are open at
            // once (more wait to be accepted, for at most the request time limit), so that
            // connections never take the descriptors the studio's files and threads need.
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [RequestTimeLimit(limit: .seconds(Int64(requestTimeout)))],
                    idleTimeout: .seconds(Int64(idleTimeout)),
                    httpDecoderConfiguration:
                        .init(maxHeaderFieldSize: 16 << 10, maxHeaderListSize: 64 << 10, maxHeaderFieldCount: 100))),
            configuration: .init(
                address: .hostname("127.0.0.1", port: Int(port)), serverName: nil,
                availableConnectionsDelegate: MaximumAvailableConnections(StudioCommand.maxConnections())),
            onServerRunning: { channel in
                let actual = channel.localAddress?.port ?? 0
                bound.set(UInt16(actual))
                FileHandle.standardOutput.write(Data("dropshot studio: http://127.0.0.1:\(actual)/ serving \(folder.root)\n".utf8))
            },
            logger: silent)
        do { try await application.run() } catch  where bound.value == 0 {
            throw ValidationError("port \(port): cannot listen on 127.0.0.1 (\(error))")
        }
    }

    /// Descriptors kept from connections for what a request opens (scenarios, images, fonts,
    /// goldens, temporary files) and the event loops' own.
    static let reservedDescriptors = 64

    /// How many connections may be open at once: 256, or fewer when the process may open fewer
    /// than 256 + `reservedDescriptors` files (`ulimit -n`), at least 4. Under `ulimit -n 256`,
    /// 256 connections left no descriptor for a request's files and the studio could end.
    static func maxConnections() -> Int {
        guard let files = POSIX.openFileLimit() else { return 256 }
        return max(4, min(256, files - reservedDescriptors))
    }

    /// Runs the command with `dropshot`'s exit statuses: usage errors and bad input exit 2 with one
    /// line on stderr; help exits 0. SIGINT, SIGTERM and SIGHUP stop the studio (its listening socket
    /// closes with the process) and remove the temporary file of a save under way.
    static func main() async {
        TerminationSignals.removeTemporaryFilesOnSignal()
        CommandLineArguments.require(program: "dropshot-studio")
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? any AsyncParsableCommand { try await asynchronous.run() } else { try command.run() }
            TerminationSignals.exit(0)
        } catch let code as ExitCode {
            TerminationSignals.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                TerminationSignals.exit(0)
            }
            let message = self.message(for: error)
            FileHandle.standardError.write(
                Data("dropshot-studio: \(oneLine(message.split(separator: "\n").first.map(String.init) ?? message))\n".utf8))
            TerminationSignals.exit(2)
        }
    }
}
