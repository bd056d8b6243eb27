import DropShotTesting
import Foundation
import Synchronization
import Testing

/// `check`'s budget across the scenarios of a run: two scenarios of the largest canvas (16384 x
/// 16384 px each) never hold their pixels at once, whatever the number of jobs, and one larger than
/// the whole budget still runs, alone.
@Suite struct PixelBudgetTests {
    @Test func scenariosNeverHoldMoreThanTheBudgetAtOnce() {
        let budget = PixelBudget(total: PixelBudget.checkDefault)
        let sizes = [16384 * 16384, 16384 * 16384, 8192 * 8192, 16384 * 16384 + 1, 4096 * 4096, 8192 * 16384, 8192 * 16384]
        let inFlight = Mutex((now: 0, peak: 0, overBudgetTogether: false))
        DispatchQueue.concurrentPerform(iterations: sizes.count * 4) { index in
            let pixels = sizes[index % sizes.count]
            budget.withPixels(pixels) {
                inFlight.withLock { state in
                    // A scenario over the budget may run only when nothing else does.
                    if state.now > 0, state.now + pixels > PixelBudget.checkDefault { state.overBudgetTogether = true }
                    state.now += pixels
                    state.peak = max(state.peak, state.now)
                }
                usleep(2_000)
                inFlight.withLock { $0.now -= pixels }
            }
        }
        let final = inFlight.withLock { $0 }
        #expect(!final.overBudgetTogether)
        #expect(final.now == 0 && final.peak <= 16384 * 16384 + 1)
    }
}
