import Foundation

/// The process's arguments as the Swift runtime reads them: on Linux from /proc/self/cmdline, so
/// without /proc (a bare chroot) there are none, not even the program's name, and an argument
/// parser would take the empty command line for a request for help and exit 0.
package enum CommandLineArguments {
    /// Ends the process with exit 2 and one line naming `program` when the runtime could read no
    /// arguments; returns otherwise.
    package static func require(program: String) {
        guard CommandLine.arguments.isEmpty else { return }
        FileHandle.standardError.write(
            Data("\(program): cannot read its command line (/proc/self/cmdline gives nothing: is /proc mounted?)\n".utf8))
        TerminationSignals.exit(2)
    }
}
