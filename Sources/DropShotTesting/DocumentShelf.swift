import DropShotRender
import Synchronization

/// The scenario documents `ScenarioCatalog`'s first pass read, kept for the jobs that render them
/// up to a budget of scenario file bytes: a folder of small scenarios is read once, and a large
/// folder keeps a bounded part while every other variant is read again when its job starts. A job
/// takes its document off the shelf, so it is dropped once its rows are made.
package final class DocumentShelf: Sendable {
    /// The bytes of scenario files whose documents `check` keeps, each variant counted as a copy
    /// of its file: a decoded scenario takes about five times its JSON, so about 20 MB at most,
    /// whatever the number of scenarios and variants.
    package static let checkDefault = 4 << 20

    /// The bytes of scenario files whose documents are kept.
    let budget: Int
    private let shelf = Mutex<(bytes: Int, documents: [Int: [Int: ScenarioDocument]])>((0, [:]))

    /// An empty shelf for documents read from at most `budget` bytes.
    init(budget: Int) { self.budget = budget }

    /// The bytes of the files whose documents were kept.
    var keptBytes: Int { shelf.withLock(\.bytes) }

    /// Keeps `document`, variant `variant` of file `file` read from `bytes` bytes, when it fits.
    func keep(_ document: ScenarioDocument, of file: Int, variant: Int, bytes: Int) {
        shelf.withLock { shelf in
            guard shelf.bytes + bytes <= budget else { return }
            shelf.bytes += bytes
            shelf.documents[file, default: [:]][variant] = document
        }
    }

    /// Variant `variant` of file `file`, taken off the shelf; nil when it was not kept (or taken).
    func take(_ file: Int, variant: Int) -> ScenarioDocument? {
        shelf.withLock { shelf in shelf.documents[file]?.removeValue(forKey: variant) }
    }
}
