import Dispatch
import Testing

@testable import DropShotRaster

/// CLDR's plural categories by ICU's rules, with the rules kept per thread for the locale last
/// asked for: locales taking turns, and threads at once, get each locale's own categories.
@Suite struct PluralRulesTests {
    static let expected: [(locale: String, number: Double, category: String)] = [
        ("ar", 0, "zero"), ("ar", 1, "one"), ("ar", 2, "two"), ("ar", 3, "few"), ("ar", 11, "many"), ("ar", 100, "other"),
        ("ru", 1, "one"), ("ru", 2, "few"), ("ru", 5, "many"), ("ru", 21, "one"), ("ru", 1.5, "other"),
        ("en", 1, "one"), ("en", 2, "other"), ("pt-BR", 0, "one"), ("ja", 1, "other"),
    ]

    @Test func localesTakingTurnsKeepTheirOwnRules() {
        // Each locale after another one, twice over, so every call switches the kept rules.
        for _ in 0..<2 {
            for (locale, number, category) in Self.expected {
                #expect(PluralRules.category(of: number, locale: locale) == category, "\(locale) \(number)")
            }
        }
        // A tag too long to keep is still answered.
        let long = "en-US-u-ca-gregory-co-standard-cu-usd-fw-mon-hc-h23-ms-metric-nu-latn"
        #expect(long.count > 64 && PluralRules.category(of: 1, locale: long) == "one")
    }

    @Test func threadsAtOnceGetTheSameCategories() {
        let rounds = 64
        var results = [[String]](repeating: [], count: rounds)
        results.withUnsafeMutableBufferPointer { slots in
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: rounds) { round in
                let order = round % 2 == 0 ? Self.expected : Self.expected.reversed()
                let found = order.map { PluralRules.category(of: $0.number, locale: $0.locale) }
                slots[round] = round % 2 == 0 ? found : found.reversed()
            }
        }
        #expect(results.allSatisfy { $0 == Self.expected.map(\.category) })
    }
}
