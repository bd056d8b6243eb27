import ArgumentParser

/// The options of the studio, declared once: `dropshot-studio` parses them, and `dropshot studio`
/// parses the same ones and hands them on (`arguments`), so an option added here reaches both
/// with the same help, default and range.
public struct StudioOptions: ParsableArguments {
    @Argument(help: "The folder of scenarios.") public var directory: String = "."
    @Option(name: .long, help: "The port (0: any free one).") public var port: UInt16 = 8722
    @Option(name: .long, help: "The goldens' folder (default: DIR).") public var snapshots: String?
    @Option(name: .long, help: "A folder scenarios may also read images from (repeatable).") public var assets: [String] = []
    @Option(name: .long, help: "Close a connection idle (or sending too slowly) for this many seconds, 1 to 3600.")
    public var idleTimeout: Int = 30
    @Option(name: .long, help: "Close a connection whose request has not fully arrived within this many seconds, 1 to 3600.")
    public var requestTimeout: Int = 10

    public init() {}

    public func validate() throws {
        guard (1...3600).contains(idleTimeout) else { throw ValidationError("--idle-timeout \(idleTimeout) is outside 1...3600") }
        guard (1...3600).contains(requestTimeout) else { throw ValidationError("--request-timeout \(requestTimeout) is outside 1...3600") }
    }

    /// The options as `dropshot-studio`'s command-line arguments.
    public var arguments: [String] {
        var arguments = [directory, "--port", String(port)]
        if let snapshots { arguments += ["--snapshots", snapshots] }
        for folder in assets { arguments += ["--assets", folder] }
        return arguments + ["--idle-timeout", String(idleTimeout), "--request-timeout", String(requestTimeout)]
    }
}
