import ArgumentParser
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
        let script = try pageScript.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let bound = BoundPort()
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 30, logger: .disabled,
                                handler: StudioServer(folder: folder, port: bound, pageScript: script))
        let running = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case let .ip4(_, actual)? = await server.listeningAddress else { throw ExitCode(1) }
        bound.set(actual)
        FileHandle.standardOutput.write(Data("dropshot studio: http://127.0.0.1:\(actual)/ serving \(folder.root)\n".utf8))
        try await running.value
    }
}
