import DropShotEngine
import DropShotRaster
import Foundation
import Synchronization

/// The item images of a scenario, decoded only when first drawn and once per real file, however
/// many items (or spellings such as `b.png`, `./b.png`) name it; `dropshot state` decodes none.
///
/// Memory follows the output, not the inputs: an image drawn smaller than it is is kept only at
/// the size it is drawn (area-averaged, `Canvas.areaAveraged`), and the images kept, at any size,
/// share a budget of `budgetBytes`, the least recently used given up first. A 12-megapixel photo
/// drawn in a 119-point cell at scale 3 keeps 0.5 MB, not 46.5 MB.
///
/// Safe to share between threads: decoding happens under a lock.
public final class ImageStore: Sendable {
    /// The most pixels one item image may have (a 4096 x 4096 image; 64 MiB decoded).
    public static let maxPixels = 4096 * 4096
    /// The largest item image file, in bytes.
    public static let maxFileBytes = 128 << 20
    /// The bytes of decoded images kept between draws.
    public static let budgetBytes = 256 << 20
    /// The most source pixels the reductions of one image file read together: each size it is
    /// shrunk to reads the whole image (64 sizes of a 4096 x 4096 image, 1024 of a megapixel).
    public static let maxReductionPixels = 1 << 30

    /// The `image` string of the scenario -> the resolved file.
    private let paths: [String: String]
    /// The `image` string -> the JSON path of the first key that names it, for errors.
    private let sources: [String: String]
    /// Resolved file -> its size in pixels, from the check when the scenario was read.
    private let sizes: [String: (width: Int, height: Int)]
    /// Images given in memory, by `image` string: never evicted.
    private let given: [String: Canvas]
    /// The most source pixels one file's reductions read (`maxReductionPixels`).
    private let reductionBudget: Int
    /// The images drawn as templates (an asset catalog's `template-rendering-intent`), by name, and their tint.
    private let tints: [String: Scenario.Color]
    /// Decoded images by file and kept size, with when each was last used; decoding happens under
    /// its lock, so an image is decoded once however many threads draw it.
    private let kept = Mutex(KeptImages())

    private struct KeptImages {
        var images: [Key: (image: Canvas, used: Int)] = [:]
        var bytes = 0, clock = 0
        /// Per file, the sizes it was shrunk to (kept or given up since).
        var reductions: [String: Set<Key>] = [:]

        /// Keeps `image` within the budget, giving up the least recently used images first (an
        /// image larger than the whole budget is drawn but not kept).
        mutating func keep(_ image: Canvas, as key: Key) {
            let size = image.pixels.count
            guard size <= ImageStore.budgetBytes else { return }
            while bytes + size > ImageStore.budgetBytes, let oldest = images.min(by: { $0.value.used < $1.value.used })?.key {
                bytes -= images.removeValue(forKey: oldest)!.image.pixels.count
            }
            images[key] = (image, clock)
            bytes += size
        }
    }

    private struct Key: Hashable {
        var file: String
        var width: Int, height: Int
    }

    /// A store of images resolved to files by `ScenarioDocument`, keyed by the scenario's `image`
    /// strings, with each file's size and the JSON path that first names it.
    init(
        files: [String: String], sizes: [String: (width: Int, height: Int)] = [:], sources: [String: String] = [:],
        tints: [String: Scenario.Color] = [:], reductionBudget: Int = ImageStore.maxReductionPixels
    ) {
        self.reductionBudget = reductionBudget
        self.tints = tints
        paths = files
        self.sizes = sizes
        self.sources = sources
        given = [:]
    }

    /// A store of images already in memory, keyed by the `image` strings of the items that show them.
    public init(images: [String: Canvas] = [:]) {
        paths = [:]
        sources = [:]
        sizes = [:]
        given = images
        tints = [:]
        reductionBudget = ImageStore.maxReductionPixels
    }

    /// The files behind the images, sorted (none for images given in memory).
    public var files: [String] { Set(paths.values).sorted() }

    /// The image an item's `image` string names, at its own size, decoded on first use.
    public func image(named name: String) throws(RenderError) -> Canvas {
        try image(named: name, width: nil, height: nil)
    }

    /// The image `name` names, to be drawn scaled into `width` x `height` pixels, covering the box
    /// (`fill`) or inside it (`fit`): shrunk to the size it is drawn when that is smaller.
    public func image(named name: String, drawnIn width: Double, _ height: Double, fill: Bool) throws(RenderError) -> Canvas {
        guard let size = size(named: name), size.width > 0, size.height > 0, width > 0, height > 0 else {
            return try image(named: name)
        }
        let scale =
            fill ? max(width / Double(size.width), height / Double(size.height)) : min(width / Double(size.width), height / Double(size.height))
        guard scale < 1 else { return try image(named: name) }
        return try image(named: name, width: Int((Double(size.width) * scale).rounded(.up)), height: Int((Double(size.height) * scale).rounded(.up)))
    }

    /// The image's size in pixels: known without decoding it for a file the scenario's check
    /// read; nil for a name the store does not have or a file that does not decode.
    public func size(named name: String) -> (width: Int, height: Int)? {
        if let image = given[name] { return (image.width, image.height) }
        if let size = paths[name].flatMap({ sizes[$0] }) { return size }
        return (try? image(named: name)).map { ($0.width, $0.height) }
    }

    private func image(named name: String, width: Int?, height: Int?) throws(RenderError) -> Canvas {
        if let image = given[name] {
            guard let width, let height else { return image }
            return image.areaAveraged(toWidth: width, height: height)
        }
        guard let file = paths[name] else { throw RenderError(message: "image \(JSONValue.echo(name)) is not in the scenario") }
        return try kept.withLock { kept throws(RenderError) -> Canvas in
            kept.clock += 1
            let full = Key(file: file, width: 0, height: 0), wanted = Key(file: file, width: width ?? 0, height: height ?? 0)
            if let found = kept.images[wanted] {
                kept.images[wanted]?.used = kept.clock
                return found.image
            }
            var original: Canvas
            if let found = kept.images[full] {
                kept.images[full]?.used = kept.clock
                original = found.image
            } else {
                original = try decode(name, file: file)
                if let tint = tints[name] { original = original.tinted(tint.premultiplied()) }
            }
            if wanted != full {
                kept.reductions[file, default: []].insert(wanted)
                let sizes = kept.reductions[file]!.count, allowed = max(1, reductionBudget / (original.width * original.height))
                guard sizes <= allowed else {
                    throw RenderError(
                        message:
                            "\(source(of: name))image \(JSONValue.echo(name)) is drawn at more than \(allowed) sizes, each a reduction of its \(original.width)x\(original.height) px (at most \(reductionBudget) pixels read); draw it at fewer sizes or give a smaller image"
                    )
                }
            }
            let image = width.map { original.areaAveraged(toWidth: $0, height: height!) } ?? original
            kept.keep(image, as: wanted)
            if wanted != full, kept.images[full] == nil { kept.keep(original, as: full) }
            return image
        }
    }

    /// The JSON path that first names the image, as an error's prefix ("" for one given in memory).
    private func source(of name: String) -> String { sources[name].map { "\($0): " } ?? "" }

    private func decode(_ name: String, file: String) throws(RenderError) -> Canvas {
        let data: [UInt8]
        do { data = try readInputFile(file, limit: ImageStore.maxFileBytes, file: file, followingLinks: false) } catch {
            throw RenderError(message: "\(source(of: name))image \(JSONValue.echo(name)): \(error.message)")
        }
        do { return try ImageFile.decode(data, maxPixels: ImageStore.maxPixels) } catch {
            throw RenderError(message: "\(source(of: name))image \(JSONValue.echo(name)) is \(error.message)")
        }
    }
}
