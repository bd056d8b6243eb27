import ArgumentParser
import DropShotRaster
import DropShotRender

struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write an animated PNG (APNG) of a scenario played by its event times.",
        discussion: """
        The pointer moves in a straight line between pointer events; a drag's lift (0.15 s), a snap \
        back after a miss (0.3 s) and the settle after a drop (0.2 s) are animated, and the last frame \
        is held for 1 s. Each frame after the first holds only the rectangle that changed.
        """)
    @Argument(help: "The scenario JSON file.") var scenario: String
    @Option(name: .shortAndLong, help: "The APNG to write (.png).") var output: String
    @Option(name: .long, help: "Frames a second, 1 to 60.") var fps: Int = 30
    @Option(name: .long, help: "Pixels per point (1, 2 or 3), overriding the scenario's canvas scale.") var scale: Int?
    @OptionGroup var assets: AssetOptions

    func run() throws {
        guard (1...60).contains(fps) else { throw CommandFailure.badInput("--fps \(fps) is outside 1...60") }
        try checkPNGName(output)
        let document = try loadScenario(scenario, assets: assets, scale: scale)
        try checkNotAnInput(output, inputs: document.inputFiles)
        try writeAnimation(of: document, to: output, fps: fps, scale: scale)
    }
}

/// Writes the APNG of `document` played at `fps`.
func writeAnimation(of document: ScenarioDocument, to output: String, fps: Int, scale: Int?) throws {
    let renderer = Renderer(theme: document.theme, images: document.images)
    var writer: APNGWriter?
    do {
        try Animation(document: document, fps: fps).forEachFrame { state, ticks in
            let canvas = try renderer.render(state, scale: scale)
            if writer == nil {
                writer = APNGWriter(width: canvas.width, height: canvas.height, fps: fps, opaque: document.scenario.canvas.background.alpha == 255)
            }
            try writer!.add(canvas, ticks: ticks)
        }
    } catch let error as RenderError {
        throw CommandFailure.badInput("\(document.path): \(error.message)")
    } catch let error as PNGError {
        throw CommandFailure.badInput("\(output): cannot encode: \(error.message)")
    }
    try writeOutput(writer!.encoded(), to: output, inputs: document.inputFiles)
}
