import ArgumentParser
import DropShotRender

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Run a scenario's events and write the resulting state as a PNG.")
    @Argument(help: "The scenario JSON file.") var scenario: String
    @Option(name: .shortAndLong, help: "The PNG to write.") var output: String
    @OptionGroup var steps: StepOptions
    @Option(name: .long, help: "Pixels per point (1, 2 or 3), overriding the scenario's canvas scale.") var scale: Int?
    @Flag(name: .long, help: "Draw the accessibility image: the screen in grey, VoiceOver's elements over it and their legend.")
    var accessibility = false
    @OptionGroup var assets: AssetOptions
    @OptionGroup var variant: VariantOption

    func run() throws {
        try checkPNGName(output)
        let document = try loadScenario(scenario, assets: assets, variant: variant, steps: steps.step, scale: scale)
        try checkNotAnInput(output, inputs: document.inputFiles)
        let png: [UInt8]
        do {
            png =
                accessibility
                ? try document.renderAccessibilityPNG(steps: steps.step, scale: scale)
                : try document.renderPNG(steps: steps.step, scale: scale)
        } catch { throw CommandFailure.badInput(error) }
        try writeOutput(png, to: output, inputs: document.inputFiles)
    }
}
