import DropShotSystem
import Foundation

/// What `Canvas.paint` does to each pixel of a shape minus a hole, in the shape's own coordinates
/// (its pixel bounds start at (0, 0)): per row, spans of full coverage and single pixels with their
/// coverage. A plan depends only on the shapes' geometry relative to their pixel origin, and
/// coverage is measured there (`RoundedRect.local`), so the cells of a grid, which differ only by
/// whole pixels, share one plan: their edges and corners are measured once.
///
/// Plans are cached by geometry, up to 512 of them (`BoundedCache`: then it starts again empty);
/// the cache is shared by all threads, and only ever changes speed, never pixels.
struct PaintPlan: Sendable {
    enum Run: Sendable {
        /// Columns `x0..<x1` at full coverage.
        case span(Int32, Int32)
        /// One pixel and its coverage (1...255).
        case pixel(Int32, UInt8)

        /// One past the run's last column.
        var end: Int32 {
            switch self {
            case let .span(_, x1): x1
            case let .pixel(x, _): x + 1
            }
        }

        /// The coverage (0...255) the run gives column `x`: 0 outside it.
        func coverage(at x: Int32) -> UInt8 {
            switch self {
            case let .span(x0, x1): x >= x0 && x < x1 ? 255 : 0
            case let .pixel(column, coverage): x == column ? coverage : 0
            }
        }
    }

    /// Every row's runs, one row after another: row `y`'s (within the shape's pixel bounds) are
    /// `runs[rowStarts[y]..<rowStarts[y + 1]]`. One array, not one per row, so that painting a
    /// row retains nothing.
    private(set) var runs: [Run] = []
    private(set) var rowStarts: [Int] = [0]

    /// The runs of row `y` (within the shape's pixel bounds), left to right.
    func runs(ofRow y: Int) -> ArraySlice<Run> { runs[rowStarts[y]..<rowStarts[y + 1]] }

    /// Calls `body` with each run of rows `rows` (within the shape's pixel bounds), row by row.
    @inline(__always) func forEachRun(inRows rows: Range<Int>, _ body: (_ row: Int, _ run: Run) -> Void) {
        runs.withUnsafeBufferPointer { runs in
            rowStarts.withUnsafeBufferPointer { starts in
                for y in rows {
                    for index in starts[y]..<starts[y + 1] { body(y, runs[index]) }
                }
            }
        }
    }

    /// Shapes larger than this on either side are painted directly over the clip, not planned.
    static let maxSide = 2048

    /// A shape and its hole in pixel-local coordinates: a plan's geometry (the hole's all zero
    /// when there is none). Plain values: looking a plan up allocates nothing.
    private struct Key: Hashable, Sendable {
        var x0: Double, y0: Double, x1: Double, y1: Double, radius: Double
        var hasHole: Bool
        var holeX0: Double, holeY0: Double, holeX1: Double, holeY1: Double, holeRadius: Double
    }

    /// The plans made so far, by shape and hole in pixel-local coordinates (512 at most).
    private static let plans = BoundedCache<Key, PaintPlan>(capacity: 512)

    /// The plan of `shape` minus `hole`, from the cache or made now; nil for shapes too large
    /// (or not finite) to plan.
    static func cached(_ shape: RoundedRect, hole: RoundedRect?) -> PaintPlan? {
        let bounds = shape.pixelBounds
        guard bounds.x1 - bounds.x0 <= maxSide, bounds.y1 - bounds.y0 <= maxSide, !bounds.isEmpty,
            shape.x0.isFinite, shape.y0.isFinite, shape.x1.isFinite, shape.y1.isFinite, shape.radius.isFinite
        else { return nil }
        let (local, dx, dy) = shape.local
        // The hole, moved by the same whole pixels as the shape.
        let localHole = hole.map { hole -> RoundedRect in
            var moved = hole
            moved.x0 -= Double(dx); moved.x1 -= Double(dx); moved.y0 -= Double(dy); moved.y1 -= Double(dy)
            return moved
        }
        let key = Key(
            x0: local.x0, y0: local.y0, x1: local.x1, y1: local.y1, radius: local.radius, hasHole: localHole != nil,
            holeX0: localHole?.x0 ?? 0, holeY0: localHole?.y0 ?? 0, holeX1: localHole?.x1 ?? 0, holeY1: localHole?.y1 ?? 0,
            holeRadius: localHole?.radius ?? 0)
        return plans.value(for: key) {
            var plan = PaintPlan()
            var row = 0
            forEachRun(local, hole: localHole, over: local.pixelBounds, reference: false) { py, run in
                while row < py {
                    plan.rowStarts.append(plan.runs.count)
                    row += 1
                }
                plan.runs.append(run)
            }
            while row < bounds.y1 - bounds.y0 {
                plan.rowStarts.append(plan.runs.count)
                row += 1
            }
            return plan
        }
    }

    /// Calls `body` with the runs of `shape` minus `hole` on each row of `region`, left to right.
    /// `reference` gives every pixel its own coverage (no spans).
    static func forEachRun(
        _ shape: RoundedRect, hole: RoundedRect?, over region: PixelBounds, reference: Bool,
        _ body: (_ row: Int, _ run: Run) -> Void
    ) {
        let holeBounds = hole?.pixelBounds
        for py in region.y0..<region.y1 {
            let full = reference ? 0..<0 : shape.fullSpan(row: py)
            let empty = hole?.fullSpan(row: py) ?? 0..<0
            // The columns the hole can reach on this row (its coverage is 0 outside its pixel bounds).
            let touched = holeBounds.map { py >= $0.y0 && py < $0.y1 ? $0.x0..<max($0.x0, $0.x1) : 0..<0 } ?? 0..<0
            var px = region.x0
            while px < region.x1 {
                if empty.contains(px) {
                    px = empty.upperBound
                } else if full.contains(px) && !touched.contains(px) {
                    var end = min(full.upperBound, region.x1)
                    if touched.lowerBound > px && touched.lowerBound < end { end = touched.lowerBound }
                    body(py, .span(Int32(px), Int32(end)))
                    px = end
                } else {
                    var coverage = shape.coverage(px, py)
                    if let hole { coverage -= hole.coverage(px, py) }
                    if coverage > 0 {
                        let value = UInt8((min(1, coverage) * 255).rounded())
                        if value > 0 { body(py, .pixel(Int32(px), value)) }
                    }
                    px += 1
                }
            }
        }
    }
}
