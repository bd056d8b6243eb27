import Dispatch
import Foundation
import Synchronization

/// `body(0)`, `body(1)`, … `body(count - 1)` run on up to `workers` threads at once, the results
/// in index order: each worker takes the next index not yet taken, and each index's result goes
/// into its own slot, so the order never depends on which thread finished first. Used by the
/// renderer's bands, the PNG encoder's bands, `check` and `diff`.
package func concurrentMap<T: Sendable>(_ count: Int, workers: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let results = IndexedResults<T>(count: count)
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(max(1, workers), max(1, count))) { _ in
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            results.set(index, body(index))
        }
    }
    return results.values
}

/// Slots filled from several threads under a lock.
private final class IndexedResults<T: Sendable>: Sendable {
    private let slots: Mutex<[T?]>
    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }
    func set(_ index: Int, _ value: T) { slots.withLock { $0[index] = value } }
    /// Every slot is set once `concurrentPerform` has returned.
    var values: [T] { slots.withLock { $0.map { $0! } } }
}

/// The cores this process may run on: its CPU affinity (`taskset`, a container's cpuset, read
/// from /proc/self/status), else the cores online.
package func usableCores() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") })
    {
        let mask = line.dropFirst("Cpus_allowed:".count).filter(\.isHexDigit)
        let count = mask.reduce(0) { $0 + ($1.hexDigitValue ?? 0).nonzeroBitCount }
        if count > 0 { return count }
    }
    return ProcessInfo.processInfo.activeProcessorCount
}
