import DropShotRaster
import Foundation
import Synchronization

/// Pixel buffers of bands whose image is done with, kept for the next render of the same band
/// size: `check` renders hundreds of images of one size, and a fresh buffer costs its pages'
/// first touch (the kernel zeroes each one) on top of the background fill. Buffers come back only
/// when asked (`Renderer.Bands.recycle()`), and the pool keeps at most `limit` bytes (the oldest
/// go first), so it never holds more than a few images of the canonical size, nor any of the
/// largest canvases' bands.
final class BandBuffers: Sendable {
    static let shared = BandBuffers(limit: 32 << 20)

    private struct Pool {
        var free: [[UInt8]] = []
        var bytes = 0
    }
    private let pool = Mutex(Pool())
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// A buffer of exactly `count` bytes, or an empty array when none is kept.
    func take(count: Int) -> [UInt8] {
        pool.withLock { pool in
            guard let index = pool.free.lastIndex(where: { $0.count == count }) else { return [] }
            pool.bytes -= count
            return pool.free.remove(at: index)
        }
    }

    /// Keeps `buffer` for a later band of its size, letting the oldest go to stay within the limit.
    func give(_ buffer: [UInt8]) {
        guard buffer.count <= limit else { return }
        pool.withLock { pool in
            while pool.bytes + buffer.count > limit, !pool.free.isEmpty { pool.bytes -= pool.free.removeFirst().count }
            pool.free.append(buffer)
            pool.bytes += buffer.count
        }
    }
}
