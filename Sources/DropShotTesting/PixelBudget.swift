import Foundation

/// The pixels that `check`'s jobs may have in flight at once, so that memory is bounded by the
/// budget, not by the number of jobs times the largest canvas: a job takes its scenario's pixels
/// before rendering and gives them back after comparing; a job that does not fit waits, and one
/// larger than the whole budget runs alone. (`@unchecked`: its count is guarded by an NSCondition,
/// the one wait DropShot needs, which `Mutex` does not offer.)
package final class PixelBudget: @unchecked Sendable {
    /// One canvas of the largest size (16384 x 16384 px): a run never holds more than about the
    /// memory of the largest scenario (canvas, decoded golden, diff image: about 4 GiB at that size).
    package static let checkDefault = 16384 * 16384

    private let condition = NSCondition()
    private let total: Int
    private var used = 0

    package init(total: Int) { self.total = total }

    /// Runs `body` once `pixels` fit in the budget (or nothing else is in flight).
    package func withPixels<T>(_ pixels: Int, _ body: () throws -> T) rethrows -> T {
        condition.lock()
        while used > 0, used + pixels > total { condition.wait() }
        used += pixels
        condition.unlock()
        defer {
            condition.lock()
            used -= pixels
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }
}
