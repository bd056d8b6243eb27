import DropShotEngine
import DropShotRaster
import Foundation

/// The item images of a scenario, decoded only when first drawn and once per real file, however
/// many items (or spellings such as `b.png`, `./b.png`) name it; `dropshot state` decodes none.
///
/// Safe to share between threads: decoding happens under a lock.
public final class ImageStore: @unchecked Sendable {
    /// The most pixels one item image may have (a 4096 x 4096 image; 64 MiB decoded).
    public static let maxPixels = 4096 * 4096
    /// The largest item image file, in bytes.
    public static let maxFileBytes = 128 << 20

    private let lock = NSLock()
    /// The `image` string of the scenario -> the resolved file.
    private let paths: [String: String]
    /// The `image` string -> the JSON path of the first key that names it, for errors.
    private let sources: [String: String]
    /// Resolved file (or, for images given in memory, the `image` string) -> decoded image.
    private var decoded: [String: Canvas]

    /// A store of images resolved to files by `ScenarioDocument`, keyed by the scenario's `image` strings.
    init(files: [String: String], sources: [String: String] = [:]) {
        paths = files
        self.sources = sources
        decoded = [:]
    }

    /// A store of images already in memory, keyed by the `image` strings of the items that show them.
    public init(images: [String: Canvas] = [:]) {
        paths = [:]
        sources = [:]
        decoded = images
    }

    /// The files behind the images, sorted (none for images given in memory).
    public var files: [String] { Set(paths.values).sorted() }

    /// The image an item's `image` string names, decoded on first use.
    public func image(named name: String) throws(RenderError) -> Canvas {
        lock.lock()
        defer { lock.unlock() }
        if let image = decoded[paths[name] ?? name] { return image }
        guard let file = paths[name] else { throw RenderError(message: "image \(JSONValue.echo(name)) is not in the scenario") }
        let data: [UInt8]
        do { data = try readInputFile(file, limit: ImageStore.maxFileBytes, file: file) } catch {
            throw RenderError(message: "image \(JSONValue.echo(name)): \(error.message)")
        }
        do {
            let image = try PNGCodec.decode(data, maxPixels: ImageStore.maxPixels)
            decoded[file] = image
            return image
        } catch {
            let source = sources[name].map { "\($0): " } ?? ""
            throw RenderError(message: "\(source)image \(JSONValue.echo(name)) is not a valid PNG (\(error.message))")
        }
    }
}
