import ArgumentParser
import DropShotEngine
import DropShotSystem
import Foundation

struct State: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "state",
        abstract: "Print the state JSON after a scenario's events.",
        discussion: """
            With --callbacks the JSON also has "callbacks": every call the host app would have received, in order, \
            as {"event": index, "method": name, "arguments": [...]}, named after the scenario's "behaviour" \
            (docs/SEEDS.md, "Callbacks"). With --accessibility it has "accessibility": {"elements": [...]}, VoiceOver's \
            elements in reading order, each with its label, value, hint, traits, actions, frame and JSON path \
            (docs/SCENARIO.md, "Accessibility").
            """)
    @Argument(help: "The scenario JSON file.") var scenario: String
    @OptionGroup var steps: StepOptions
    @OptionGroup var assets: AssetOptions
    @OptionGroup var variant: VariantOption
    @Flag(name: .long, help: "Add the host calls of every event applied (\"callbacks\").") var callbacks = false
    @Flag(name: .long, help: "Add VoiceOver's elements in reading order (\"accessibility\": {\"elements\": [...]}).") var accessibility = false

    func run() throws {
        let document = try loadScenario(scenario, assets: assets, variant: variant, steps: steps.step)
        var arena = Arena(scenario: document.scenario, measure: document.cellMeasure)
        if callbacks { arena.recordNotices() }
        for event in document.scenario.events.prefix(steps.step ?? document.scenario.events.count) { arena.apply(event) }
        // Printed as it is written, 64 KiB at a time: a 100k-cell state is 15 MB.
        let elements: [AccessibilityElement]?
        do { elements = accessibility ? try arena.accessibilityElements() : nil } catch {
            throw CommandFailure.badInput("\(document.path): \(error)")
        }
        arena.snapshot().writeStateJSON(accessibility: elements, callbacks: callbacks ? arena.hostCalls() : nil) { chunk in
            FileHandle.standardOutput.write(
                Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: chunk.baseAddress!), count: chunk.count, deallocator: .none))
        }
        FileHandle.standardOutput.write(Data([0x0A]))
        // Done: the process ends here, leaving the scenario, arena and state to the kernel rather
        // than freeing them object by object (for 100k items, 0.93x the command's time).
        TerminationSignals.exit(0)
    }
}
