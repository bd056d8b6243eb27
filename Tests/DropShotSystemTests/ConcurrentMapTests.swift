import Foundation
import Synchronization
import Testing

@testable import DropShotSystem

/// Work spread over threads gives its results in order, each index done once, whatever the
/// number of workers.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [1, 2, 3, 8, 100])
    func resultsComeInOrderWhateverTheWorkers(workers: Int) {
        let calls = Atomic(0)
        let results = concurrentMap(37, workers: workers) { index -> Int in
            calls.add(1, ordering: .relaxed)
            return index * index
        }
        #expect(results == (0..<37).map { $0 * $0 })
        #expect(calls.load(ordering: .relaxed) == 37)
        #expect(concurrentMap(0, workers: workers) { $0 }.isEmpty)
    }

    @Test func usableCoresIsAtLeastOne() { #expect(usableCores() >= 1) }
}
