import DropShotEngine
import DropShotRaster
import Foundation

/// Bad input: names the file and, for JSON, the path of the bad value. The CLI prints it as one
/// line and exits with status 2.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var message: String
    public init(file: String, message: String) { self.file = file; self.message = message }
    public var description: String { "\(file): \(message)" }
}

/// A scenario file with everything it refers to loaded and checked: fonts and item images.
public struct ScenarioDocument: Sendable {
    public let path: String
    public let scenario: Scenario
    /// Decoded item images, keyed by the item's `image` string.
    public let images: [String: Canvas]

    /// Reads, decodes and validates the scenario at `path`.
    public static func load(_ path: String) throws(InputError) -> ScenarioDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw InputError(file: path, message: reason)
        }
        return try load(json: [UInt8](data), path: path)
    }

    /// Decodes and validates scenario JSON; `path` names it in errors and anchors relative image paths.
    public static func load(json: [UInt8], path: String) throws(InputError) -> ScenarioDocument {
        let scenario: Scenario
        do { scenario = try Scenario(json: json) } catch { throw InputError(file: path, message: error.description) }
        if FontLibrary.names[scenario.config.preferredFontName] == nil {
            throw InputError(file: path, message: "config.preferredFontName: unknown font \"\(scenario.config.preferredFontName)\"")
        }
        for (i, collection) in scenario.collections.enumerated() where FontLibrary.names[collection.config.preferredFontName] == nil {
            throw InputError(file: path, message: "collections[\(i)].config.preferredFontName: unknown font \"\(collection.config.preferredFontName)\"")
        }
        for name in Set([scenario.config.preferredFontName] + scenario.collections.map(\.config.preferredFontName)) {
            do { _ = try FontLibrary.font(named: name) } catch { throw InputError(file: path, message: error.message) }
        }

        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        var images: [String: Canvas] = [:]
        for (ci, collection) in scenario.collections.enumerated() {
            for (ii, item) in collection.items.enumerated() {
                guard let image = item.image, images[image] == nil else { continue }
                let imagePath = image.hasPrefix("/") ? image : directory.appendingPathComponent(image).path
                let where_ = "collections[\(ci)].items[\(ii)].image"
                guard let data = FileManager.default.contents(atPath: imagePath) else {
                    throw InputError(file: path, message: "\(where_): cannot read \"\(image)\"")
                }
                do { images[image] = try PNGCodec.decode([UInt8](data)) } catch {
                    throw InputError(file: path, message: "\(where_): \"\(image)\" is not a valid PNG (\(error.message))")
                }
            }
        }
        return ScenarioDocument(path: path, scenario: scenario, images: images)
    }

    /// Checks that `steps` is a valid `--step` value (0...event count).
    public func checkSteps(_ steps: Int?) throws(InputError) {
        guard let steps else { return }
        guard steps >= 0, steps <= scenario.events.count else {
            throw InputError(file: path, message: "--step \(steps) is outside 0...\(scenario.events.count) (the scenario has \(scenario.events.count) events)")
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
            throw InputError(file: path, message: "canvas: \(Int(largest)) px at scale \(scale) is over the limit of \(CanvasSpec.maxPixelsPerSide) px a side")
        }
    }

    /// The arena after the first `steps` events (all when nil).
    public func arena(steps: Int? = nil) -> Arena { Arena.running(scenario, steps: steps) }

    /// Renders the state after the first `steps` events.
    public func render(steps: Int? = nil, scale: Int? = nil, theme: Theme = .standard) throws(InputError) -> Canvas {
        do {
            return try Renderer(theme: theme, images: images).render(arena(steps: steps).snapshot(), scale: scale)
        } catch { throw InputError(file: path, message: error.message) }
    }

    /// Renders the state after every event: frame 0 is after event 1 (SPEC 5 `frames`).
    public func renderFrames(scale: Int? = nil, theme: Theme = .standard) throws(InputError) -> [Canvas] {
        var arena = Arena(scenario: scenario)
        let renderer = Renderer(theme: theme, images: images)
        var frames: [Canvas] = []
        for event in scenario.events {
            arena.apply(event)
            do { frames.append(try renderer.render(arena.snapshot(), scale: scale)) } catch {
                throw InputError(file: path, message: error.message)
            }
        }
        return frames
    }
}
