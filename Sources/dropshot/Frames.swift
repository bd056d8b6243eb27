import ArgumentParser
import DropShotRender

struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write one PNG per event: DIR/000.png shows the state after the first event.",
        discussion: "Each frame is written as soon as it is drawn, so memory holds one frame at a time.")
    @Argument(help: "The scenario JSON file.") var scenario: String
    @Option(name: .shortAndLong, help: "The directory to write into (created when missing).") var output: String
    @Option(name: .long, help: "Pixels per point (1, 2 or 3), overriding the scenario's canvas scale.") var scale: Int?
    @OptionGroup var assets: AssetOptions
    @OptionGroup var variant: VariantOption

    func run() throws {
        let document = try loadScenario(scenario, assets: assets, variant: variant, scale: scale)
        try makeDirectory(output)
        let digits = max(3, String(document.scenario.events.count - 1).count)
        do {
            try document.renderFramePNGs(scale: scale) { index, png in
                let name = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
                try writeOutput(png, to: "\(output)/\(name).png", inputs: document.inputFiles)
            }
        } catch let error as InputError { throw CommandFailure.badInput(error) }
    }
}
