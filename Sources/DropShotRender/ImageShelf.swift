import DropShotEngine
import Synchronization

/// What the variants of one scenario file share of its images: each file read and checked once
/// (its size), and one `ImageStore` for every variant that names the same files (at the same
/// scale), so an image is decoded once for all of them, not once a variant.
package final class ImageShelf: Sendable {
    private struct Shelf {
        var sizes: [String: (width: Int, height: Int)] = [:]
        var stores: [StoreKey: ImageStore] = [:]
    }
    private let shelf = Mutex(Shelf())

    package init() {}

    /// The size of `file` when it has been checked already.
    func size(of file: String) -> (width: Int, height: Int)? { shelf.withLock { $0.sizes[file] } }

    /// Notes that `file` was read and checked whole, and its size.
    func checked(_ file: String, size: (width: Int, height: Int)) { shelf.withLock { $0.sizes[file] = size } }

    /// The store of these `files` (image names to resolved files): one made before for the same
    /// files, or a new one kept for the next variant.
    func store(
        files: [String: String], sizes: [String: (width: Int, height: Int)], sources: [String: String], tints: [String: Scenario.Color] = [:]
    ) -> ImageStore {
        shelf.withLock { shelf in
            let key = StoreKey(files: files, tints: tints)
            if let store = shelf.stores[key] { return store }
            let store = ImageStore(files: files, sizes: sizes, sources: sources, tints: tints)
            shelf.stores[key] = store
            return store
        }
    }

    /// What makes two variants' stores one: the same files, drawn in the same tints.
    private struct StoreKey: Hashable {
        var files: [String: String]
        var tints: [String: Scenario.Color]
    }
}
