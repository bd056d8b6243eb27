import ArgumentParser
import DropShotRaster
import DropShotStudioOptions
import DropShotSystem
import Foundation

/// `dropshot studio`: starts `dropshot-studio`, the local web studio, which lives in a program of
/// its own beside this one so that the web server is built only by those who use it.
struct Studio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Browse, play, record and review a folder's scenarios in a local web page (dropshot-studio).",
        discussion: """
            Runs dropshot-studio from the folder of this executable with the same arguments. Build it with \
            `swift build --product dropshot-studio` (scripts/install installs it). It listens on 127.0.0.1 only \
            and reads and writes only inside DIR and --snapshots. Exit status 2 when dropshot-studio is missing.
            """)

    @OptionGroup var options: StudioOptions

    func run() throws {
        guard let folder = executableFolder() else { throw ExitCode(2) }
        let studio = folder.appendingPathComponent("dropshot-studio").path
        guard FileManager.default.isExecutableFile(atPath: studio) else {
            throw ValidationError("\(studio): not built; run `swift build --product dropshot-studio` (or -c release), or scripts/install")
        }
        let arguments = [studio] + options.arguments
        // Replaced by the studio: its exit status and signals are this command's.
        let argv = arguments.map { strdup($0) } + [nil]
        TerminationSignals.prepareForExec()
        execv(studio, argv)
        throw ValidationError("\(studio): cannot be started (\(String(cString: strerror(errno))))")
    }
}
