import ArgumentParser
import Dispatch
import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotSystem
import Foundation

TerminationSignals.removeTemporaryFilesOnSignal()
CommandLineArguments.require(program: "dropshot")

// Runs the command and maps every failure to the exit statuses of docs/CLI.md: usage errors and bad input
// exit 2 with one line on stderr; help and --version exit 0.
// Every end goes through `TerminationSignals.exit`, so a signal received before it ends the run by that signal.
do {
    var command = try Dropshot.parseAsRoot()
    try command.run()
    TerminationSignals.exit(0)
} catch let failure as CommandFailure {
    FileHandle.standardError.write(Data("\(oneLine(failure.description))\n".utf8))
    TerminationSignals.exit(failure.exitCode)
} catch let code as ExitCode {
    TerminationSignals.exit(code.rawValue)
} catch {
    if Dropshot.exitCode(for: error) == .success {
        print(Dropshot.fullMessage(for: error))
        TerminationSignals.exit(0)
    }
    let message = Dropshot.message(for: error)
    FileHandle.standardError.write(Data("dropshot: \(oneLine(message.split(separator: "\n").first.map(String.init) ?? message))\n".utf8))
    TerminationSignals.exit(2)
}
