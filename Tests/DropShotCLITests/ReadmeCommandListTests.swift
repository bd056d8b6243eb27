import ArgumentParser
import Foundation
import Testing

@testable import dropshot

/// README's command list is the CLI's own description (issue "one field model", point 5): each
/// visible command's usage as ArgumentParser writes it, with its abstract. The block between the
/// markers is written by this test under `DROPSHOT_RECORD=all` (or `failed`), as a golden is.
@Suite struct ReadmeCommandListTests {
    static let begin =
        "<!-- generated from the dropshot command's own description: DROPSHOT_RECORD=failed swift test --filter ReadmeCommandListTests -->"
    static let end = "<!-- end of generated command list -->"

    /// The block: a fenced list of `dropshot` commands, each with its usage and what it does.
    static func commandList() -> String {
        var lines = ["```sh", "swift build -c release --product dropshot"]
        for command in Dropshot.configuration.subcommands where command.configuration.shouldDisplay {
            let usage = Dropshot.usageString(for: command).replacingOccurrences(of: "\n", with: " ")
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            lines.append(".build/release/\(usage)")
            lines.append("    # \(command.configuration.abstract)")
        }
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    @Test func theReadmesCommandListIsTheCLIsOwn() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let parts = text.components(separatedBy: Self.begin)
        try #require(parts.count == 2, "README.md has one \(Self.begin)")
        let rest = parts[1].components(separatedBy: Self.end)
        try #require(rest.count == 2, "README.md closes the list with \(Self.end)")
        let expected = "\n" + Self.commandList() + "\n"
        if rest[0] != expected, ["all", "failed"].contains(ProcessInfo.processInfo.environment["DROPSHOT_RECORD"]) {
            try (parts[0] + Self.begin + expected + Self.end + rest[1]).write(to: readme, atomically: true, encoding: .utf8)
            Issue.record("README.md's command list was written again: look at it and commit it")
            return
        }
        #expect(rest[0] == expected, "README.md's command list is not the CLI's: DROPSHOT_RECORD=failed swift test --filter ReadmeCommandListTests")
    }

    /// A usage written by hand (`check`'s) names every option its help lists.
    @Test func everyUsageNamesEveryOption() {
        for command in Dropshot.configuration.subcommands where command.configuration.shouldDisplay {
            let usage = Dropshot.usageString(for: command)
            // The OPTIONS section's lines: "  --name <value>  what it does" or "  -h, --help …".
            let options = Dropshot.helpMessage(for: command, columns: 400).split(separator: "\n")
                .filter { $0.hasPrefix("  -") }
                .compactMap {
                    $0.split(separator: " ").first { $0.hasPrefix("--") }?.trimmingCharacters(in: .punctuationCharacters.subtracting(["-"]))
                }
                .filter { $0 != "--help" && $0 != "--version" }
            for option in options { #expect(usage.contains(option), "\(command.configuration.commandName ?? "") usage lacks \(option)") }
        }
    }
}
