import Synchronization

/// A process-wide memo of values by key, safe from any thread, holding at most `capacity` entries:
/// when full, it starts over (every entry dropped at once). What a cache holds never changes a
/// result, only how soon it is ready (a line of text, a shape's coverage plan, an opened font), so
/// DropShot's caches share this one policy, the simplest that bounds memory, and each states its
/// capacity where it is declared.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most entries held at once.
    package let capacity: Int
    private let entries: Mutex<[Key: Value]>

    /// An empty cache of at most `capacity` entries.
    package init(capacity: Int) {
        self.capacity = capacity
        entries = Mutex([:])
    }

    /// The value kept for `key`, or the one `make` gives, then kept. `make` runs outside the lock
    /// (two threads may both make a value; the first kept is the one every caller gets), and what
    /// it throws is rethrown with nothing kept.
    package func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let known = entries.withLock({ $0[key] }) { return known }
        let made = try make()
        return entries.withLock { entries in
            if let first = entries[key] { return first }
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
            return made
        }
    }

    /// How many entries are held now.
    package var count: Int { entries.withLock { $0.count } }
}
