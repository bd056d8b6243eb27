import Foundation
import TestUtilities
import Testing

@testable import DropShotSystem

/// The bounded cache's one policy: each value made once, all dropped when full, a failure not kept.
@Suite struct BoundedCacheTests {
    @Test func aBoundedCacheMakesEachValueOnceAndStartsOverWhenFull() {
        let cache = BoundedCache<Int, String>(capacity: 3)
        var made = 0
        for key in [1, 2, 1, 3, 2] {
            _ = cache.value(for: key) {
                made += 1; return "\(key)"
            }
        }
        #expect(made == 3 && cache.count == 3)
        #expect(cache.value(for: 4) { "four" } == "four")
        #expect(cache.count == 1, "full: every entry dropped, then the new one kept")
        #expect(cache.value(for: 4) { "again" } == "four")
    }

    @Test func aValueThatFailsIsNotKept() {
        struct Refused: Error {}
        let cache = BoundedCache<String, Int>(capacity: 4)
        #expect(throws: Refused.self) { try cache.value(for: "a") { () throws(Refused) -> Int in throw Refused() } }
        #expect(cache.count == 0)
        #expect(cache.value(for: "a") { 1 } == 1)
    }
}
