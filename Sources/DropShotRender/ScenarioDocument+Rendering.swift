import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation

/// The render entry points of a loaded scenario: its sizes, the arena at a step, images, bands,
/// PNGs, checkpoints, accessibility images and animation frames.
extension ScenarioDocument {
    /// Every size the canvas takes, in points: its own, then each `resize` event's.
    public var canvasSizes: [Size] {
        [Size(scenario.canvas.width, scenario.canvas.height)] + scenario.events.compactMap { if case let .resize(size) = $0 { size } else { nil } }
    }

    /// The size in pixels, at `scale` (the canvas's own when nil), of the largest canvas the
    /// scenario has: the largest image any of its states renders to, rounded up as `Renderer` does.
    public func largestPixelSize(scale: Int?) -> (width: Int, height: Int) {
        let s = Double(scale ?? scenario.canvas.scale), sizes = canvasSizes
        return (Int((sizes.map(\.width).max()! * s).rounded(.up)), Int((sizes.map(\.height).max()! * s).rounded(.up)))
    }

    /// Every file the document reads: the scenario, its item images and its fonts.
    public var inputFiles: [String] { [path] + images.files + fonts.faces.map(\.font.path) }

    /// A renderer of this document's images and fonts, in `theme` (default: the scenario's).
    public func renderer(theme: Theme? = nil) -> Renderer { Renderer(theme: theme ?? self.theme, images: images, fonts: fonts) }

    /// Checks that `steps` is a valid `--step` value (0...event count).
    public func checkSteps(_ steps: Int?) throws(InputError) {
        guard let steps else { return }
        guard steps >= 0, steps <= scenario.events.count else {
            throw InputError(
                file: path, message: "--step \(steps) is outside 0...\(scenario.events.count) (the scenario has \(scenario.events.count) events)")
        }
    }

    /// Checks that a `--scale` override keeps the canvas within the pixel limit.
    public func checkScale(_ scale: Int?) throws(InputError) {
        guard let scale else { return }
        guard (1...3).contains(scale) else { throw InputError(file: path, message: "--scale \(scale) is not 1, 2 or 3") }
        var sides = [scenario.canvas.width, scenario.canvas.height]
        for case let .resize(size) in scenario.events { sides += [size.width, size.height] }
        let largest = (sides.max() ?? 0) * Double(scale)
        if largest > Double(CanvasSpec.maxPixelsPerSide) {
            throw InputError(
                file: path, message: "canvas: \(Int(largest)) px at scale \(scale) is over the limit of \(CanvasSpec.maxPixelsPerSide) px a side")
        }
    }

    /// The arena after the first `steps` events (all when nil).
    public func arena(steps: Int? = nil) -> Arena { Arena.running(scenario, steps: steps, measure: cellMeasure) }

    /// What sizes the cells of `cellSizing: "fit"` collections (nil when the scenario has none).
    public var cellMeasure: (any CellMeasuring)? {
        let fits = scenario.collections.contains { $0.config.layout.cellSizing == .fit }
        return fits ? CellMeasure(renderer: renderer(), scenario: scenario) : nil
    }

    /// The theme the scenario asks for (`"theme"`), as the renderer uses it.
    public var theme: Theme { Theme(scenario.theme, contrast: scenario.colorScreen.contrast) }

    /// Renders the state after the first `steps` events, in `theme` (default: the scenario's).
    public func render(steps: Int? = nil, scale: Int? = nil, theme: Theme? = nil) throws(InputError) -> Canvas {
        let renderer = try atScale(scale).renderer(theme: theme)
        do {
            return try renderer.render(arena(steps: steps).snapshot(), scale: scale)
        } catch { throw InputError(file: path, message: error.message) }
    }

    /// `render`, as the image's bands (`Renderer.Bands.encodedPNG` writes them without a join).
    public func renderBands(steps: Int? = nil, scale: Int? = nil, theme: Theme? = nil) throws(InputError) -> Renderer.Bands {
        let renderer = try atScale(scale).renderer(theme: theme)
        do {
            return try renderer.renderBands(arena(steps: steps).snapshot(), scale: scale)
        } catch { throw InputError(file: path, message: error.message) }
    }

    /// `render`, as the PNG `PNGCodec.encode` makes of the image, drawn and deflated band by band
    /// (`Renderer.renderPNG`).
    public func renderPNG(steps: Int? = nil, scale: Int? = nil, theme: Theme? = nil) throws(InputError) -> [UInt8] {
        let renderer = try atScale(scale).renderer(theme: theme)
        do {
            return try renderer.renderPNG(arena(steps: steps).snapshot(), scale: scale)
        } catch { throw InputError(file: path, message: error.message) }
    }

    /// Renders each checkpoint's state and then the final state, running the events once, and
    /// hands each image to `body` (nil for the final state) before drawing the next.
    public func renderCheckpoints(
        scale: Int? = nil, theme: Theme? = nil,
        _ body: (_ checkpoint: Checkpoint?, _ image: consuming Canvas) throws -> Void
    ) throws {
        try renderCheckpointBands(scale: scale, theme: theme, digesting: false) { checkpoint, bands in try body(checkpoint, bands.joined()) }
    }

    /// `renderCheckpoints`, each image as its bands, joined only if `body` asks for the pixels;
    /// with `digesting`, each with its digest, taken as the bands are drawn.
    public func renderCheckpointBands(
        scale: Int? = nil, theme: Theme? = nil, digesting: Bool = false,
        _ body: (_ checkpoint: Checkpoint?, _ image: Renderer.Bands) throws -> Void
    ) throws {
        try forEachCheckpoint(scale: scale, theme: theme) { checkpoint, snapshot, renderer in
            try body(checkpoint, try renderer.render(snapshot, scale: scale, digesting: digesting))
        }
    }

    /// `renderCheckpoints`, each image as its PNG, drawn and deflated band by band (`Renderer.renderPNG`).
    public func renderCheckpointPNGs(
        scale: Int? = nil, theme: Theme? = nil,
        _ body: (_ checkpoint: Checkpoint?, _ png: [UInt8]) throws -> Void
    ) throws {
        try forEachCheckpoint(scale: scale, theme: theme) { checkpoint, snapshot, renderer in
            try body(checkpoint, try renderer.renderPNG(snapshot, scale: scale))
        }
    }

    /// The accessibility image (`Renderer.renderAccessibility`) of each checkpoint and then of the
    /// final state (checkpoint nil): the `~a11y` goldens of a scenario with `"accessibilitySnapshot": true`.
    public func renderAccessibilityCheckpoints(scale: Int? = nil, _ body: (_ checkpoint: Checkpoint?, _ image: consuming Canvas) throws -> Void)
        throws
    {
        try forEachCheckpoint(scale: scale, theme: nil) { checkpoint, arena, renderer in
            try body(checkpoint, try renderer.renderAccessibility(arena.snapshot(), elements: arena.accessibilityElements(), scale: scale))
        }
    }

    /// Runs the events once, handing `body` the state at each checkpoint and then the final state
    /// (checkpoint nil), with the renderer to draw them at `scale`; a `RenderError` becomes this file's `InputError`.
    private func forEachCheckpoint(
        scale: Int?, theme: Theme?, _ body: (_ checkpoint: Checkpoint?, _ snapshot: ArenaSnapshot, _ renderer: Renderer) throws -> Void
    ) throws {
        try forEachCheckpoint(scale: scale, theme: theme) { (checkpoint, arena: Arena, renderer) in try body(checkpoint, arena.snapshot(), renderer) }
    }

    /// `forEachCheckpoint`, handing `body` the arena itself.
    func forEachCheckpoint(
        scale: Int?, theme: Theme?, _ body: (_ checkpoint: Checkpoint?, _ arena: Arena, _ renderer: Renderer) throws -> Void
    ) throws {
        let renderer = try atScale(scale).renderer(theme: theme)
        var arena = Arena(scenario: scenario, measure: cellMeasure)
        var applied = 0
        for checkpoint in scenario.checkpoints.sorted(by: { ($0.step, $0.name) < ($1.step, $1.name) }) + [nil] {
            let step = checkpoint?.step ?? scenario.events.count
            while applied < step {
                arena.apply(scenario.events[applied])
                applied += 1
            }
            do { try body(checkpoint, arena, renderer) } catch let error as RenderError {
                throw InputError(file: path, message: error.message)
            } catch let error as ScenarioError {
                throw InputError(error, scenario: path)
            }
        }
    }

    /// Renders the state after every event in turn (frame 0 is after event 1, docs/CLI.md `frames`)
    /// and hands each frame to `body` before drawing the next, so memory holds one frame at a time.
    public func renderFrames(
        scale: Int? = nil, theme: Theme? = nil,
        _ body: (_ index: Int, _ frame: Canvas) throws -> Void
    ) throws {
        try forEachFrame(scale: scale, theme: theme) { index, snapshot, renderer in try body(index, try renderer.render(snapshot, scale: scale)) }
    }

    /// `renderFrames`, each frame as its PNG, drawn and deflated band by band (`Renderer.renderPNG`).
    public func renderFramePNGs(
        scale: Int? = nil, theme: Theme? = nil,
        _ body: (_ index: Int, _ png: [UInt8]) throws -> Void
    ) throws {
        try forEachFrame(scale: scale, theme: theme) { index, snapshot, renderer in try body(index, try renderer.renderPNG(snapshot, scale: scale)) }
    }

    /// Runs the events, handing `body` the state after each with the renderer to draw it at
    /// `scale`; a `RenderError` becomes this file's `InputError`.
    private func forEachFrame(scale: Int?, theme: Theme?, _ body: (_ index: Int, _ snapshot: ArenaSnapshot, _ renderer: Renderer) throws -> Void)
        throws
    {
        let renderer = try atScale(scale).renderer(theme: theme)
        var arena = Arena(scenario: scenario, measure: cellMeasure)
        for (index, event) in scenario.events.enumerated() {
            arena.apply(event)
            do { try body(index, arena.snapshot(), renderer) } catch let error as RenderError {
                throw InputError(file: path, message: error.message)
            }
        }
    }
}
