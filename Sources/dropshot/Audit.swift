import ArgumentParser
import DropShotRender
import Foundation

struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check what VoiceOver sees in each scenario: contrast, target sizes, labels.",
        discussion: """
            Prints one line per finding, `FILE: PATH: message (rule)`, for the state at each checkpoint and \
            the final state of every variant: text below WCAG 2.2's contrast (4.5:1, 3:1 for large text), an \
            element under 44 x 44 points, an element without a label, two elements of one collection with one \
            label (docs/SCENARIO.md, "Accessibility audit"). A scenario's "audit": {"ignore": [...]} turns rules off. \
            Exit status: 1 when anything is found, 0 when nothing is, 2 for bad input.
            """)
    @Argument(help: "The scenario JSON files.") var scenarios: [String]
    @OptionGroup var assets: AssetOptions

    func run() throws {
        var findings = 0
        for path in scenarios {
            try forEachScenarioVariant(path, assets: assets) { document in
                let shown = document.variant.isEmpty ? path : "\(path) (variant \(document.variant))"
                let found: [AuditFinding]
                do throws(InputError) { found = try document.audit() } catch { throw CommandFailure.badInput(error) }
                for finding in found { print(oneLine("\(shown): \(finding)")) }
                findings += found.count
            }
        }
        if findings > 0 { throw ExitCode(1) }
    }
}
