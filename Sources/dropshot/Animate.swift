import ArgumentParser
import DropShotRaster
import DropShotRender

struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Write an animated PNG (APNG) of a scenario played by its event times.",
        discussion: """
            The pointer moves in a straight line between pointer events; a drag's lift (0.15 s), a snap \
            back after a miss (0.3 s) and the settle after a drop (0.2 s) are animated, and the last frame \
            is held for 1 s. Each frame after the first holds only the rectangle that changed. At most \
            3600 frames (a minute at 60 fps) of at most 8192x8192 pixels; a resize leaves the part of the image outside the canvas transparent.
            """)
    @Argument(help: "The scenario JSON file.") var scenario: String
    @Option(name: .shortAndLong, help: "The APNG to write (.png or .apng).") var output: String
    @Option(name: .long, help: "Frames a second, 1 to 60.") var fps: Int = 30
    @Option(name: .long, help: "Pixels per point (1, 2 or 3), overriding the scenario's canvas scale.") var scale: Int?
    @OptionGroup var assets: AssetOptions
    @OptionGroup var variant: VariantOption

    func run() throws {
        guard (1...60).contains(fps) else { throw CommandFailure.badInput("--fps \(fps) is outside 1...60") }
        try checkPNGName(output, animated: true)
        let document = try loadScenario(scenario, assets: assets, variant: variant, scale: scale)
        try writeAnimation(of: document, to: output, fps: fps, scale: scale, inputs: document.inputFiles)
    }
}

/// Writes the APNG of `document` played at `fps`, refusing one of more than `Animation.maxFrames`
/// frames or `Animation.maxFramePixels` pixels a frame, or an output that is one of `inputs`. Its size is the largest canvas the scenario has;
/// frames of a smaller canvas (before or after a `resize`) leave the rest transparent.
func writeAnimation(of document: ScenarioDocument, to output: String, fps: Int, scale: Int?, inputs: [String]) throws {
    try checkNotAnInput(output, inputs: inputs)
    let animation = Animation(document: document, fps: fps)
    guard animation.frameCount <= Animation.maxFrames else {
        let count = animation.frameCount == Int.max ? "too many" : "\(animation.frameCount)"
        throw CommandFailure.badInput(
            "\(document.path): the animation at \(fps) fps would have \(count) frames, over the limit of \(Animation.maxFrames) (lower --fps or the events' times)"
        )
    }
    let size = document.largestPixelSize(scale: scale)
    guard size.width * size.height <= Animation.maxFramePixels else {
        throw CommandFailure.badInput(
            "\(document.path): the animation's frames would be \(size.width)x\(size.height) px, over the limit of \(Animation.maxFramePixels) px a frame (8192x8192); lower --scale or the canvas size"
        )
    }
    let renderer: Renderer
    do { renderer = try document.atScale(scale).renderer() } catch { throw CommandFailure.badInput(error) }
    // Frames of a smaller canvas are padded with transparent pixels: only one size stays opaque.
    let opaque = document.scenario.canvas.background.alpha == 255 && Set(document.canvasSizes).count == 1
    var writer = APNGWriter(width: size.width, height: size.height, fps: fps, opaque: opaque)
    do {
        try animation.forEachFrame { state, ticks in
            try writer.add(try renderer.render(state, scale: scale), ticks: ticks)
        }
    } catch let error as RenderError {
        throw CommandFailure.badInput("\(document.path): \(error.message)")
    } catch let error as PNGError {
        throw CommandFailure.badInput("\(output): cannot encode: \(error.message)")
    }
    try writeOutput(writer.encoded(), to: output, inputs: inputs)
}
