import ArgumentParser
import Foundation

struct State: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the state JSON after a scenario's events.")
    @Argument(help: "The scenario JSON file.") var scenario: String
    @OptionGroup var steps: StepOptions
    @OptionGroup var assets: AssetOptions

    func run() throws {
        let document = try loadScenario(scenario, assets: assets, steps: steps.step)
        FileHandle.standardOutput.write(Data(document.arena(steps: steps.step).snapshot().stateJSON.serializedUTF8() + [0x0A]))
    }
}
