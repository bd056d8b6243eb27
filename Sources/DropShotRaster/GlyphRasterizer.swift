/// A glyph's outline as the font file stores it: points in font units (y up), each on or off the
/// curve, and the index of the last point of each contour. TrueType's quadratic and CFF's cubic
/// off-curve points are both accepted.
struct GlyphOutline: Sendable {
    enum PointKind: UInt8, Sendable {
        case off = 0
        case on = 1
        case cubic = 2
    }
    var x: [Double]
    var y: [Double]
    var kinds: [PointKind]
    var contourEnds: [Int]
}

/// Turns outlines into coverage bitmaps with DropShot's own arithmetic, so that text pixels depend
/// on the font file alone, never on the FreeType build that read it.
///
/// The outline is scaled and shifted in IEEE doubles, its curves are flattened into line segments
/// (a fixed number of segments per curve, from its size in pixels), and each segment adds its exact
/// signed area to an accumulation buffer (the algorithm of font-rs); a pixel's coverage is the
/// absolute running sum along its row, which is the exact area of the shape inside the pixel for
/// contours that do not overlap, as a font's do not.
enum GlyphRasterizer {
    /// The bitmap of `outline` scaled by `scale` pixels per font unit, moved right by `dx` pixels.
    static func rasterize(_ outline: GlyphOutline, scale: Double, dx: Double) -> Glyph {
        let xs = outline.x.map { $0 * scale + dx }, ys = outline.y.map { -$0 * scale }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
            return Glyph(bitmap: [], width: 0, rows: 0, left: 0, top: 0)
        }
        let left = Int(minX.rounded(.down)), top = Int(minY.rounded(.down))
        let width = Int(maxX.rounded(.up)) - left, rows = Int(maxY.rounded(.up)) - top
        guard width > 0, rows > 0 else { return Glyph(bitmap: [], width: 0, rows: 0, left: left, top: -top) }
        var accumulator = Accumulator(width: width, rows: rows)
        forEachSegment(outline, xs.map { $0 - Double(left) }, ys.map { $0 - Double(top) }) { x0, y0, x1, y1 in
            accumulator.line(x0, y0, x1, y1)
        }
        return Glyph(bitmap: accumulator.coverage(), width: width, rows: rows, left: left, top: -top)
    }

    /// Calls `body` with every line segment of the flattened outline, contour by contour.
    static func forEachSegment(
        _ outline: GlyphOutline, _ xs: [Double], _ ys: [Double],
        _ body: (Double, Double, Double, Double) -> Void
    ) {
        var start = 0
        for end in outline.contourEnds where end >= start && end < xs.count {
            let count = end - start + 1
            func point(_ i: Int) -> (x: Double, y: Double, kind: GlyphOutline.PointKind) {
                let k = start + (i % count)
                return (xs[k], ys[k], outline.kinds[k])
            }
            // Start on an on-curve point; a contour of off-curve points starts between two of them.
            var first = 0
            while first < count, point(first).kind != .on { first += 1 }
            var pen: (x: Double, y: Double)
            if first == count {
                // All off-curve: start halfway between the first two points, then walk from the second.
                pen = ((point(0).x + point(1).x) / 2, (point(0).y + point(1).y) / 2)
                first = 1
            } else {
                pen = (point(first).x, point(first).y)
                first += 1
            }
            let origin = pen
            var i = 0
            while i < count {
                let p = point(first + i)
                switch p.kind {
                case .on:
                    body(pen.x, pen.y, p.x, p.y)
                    pen = (p.x, p.y)
                    i += 1
                case .off:
                    // A quadratic curve to the next on-curve point, or to the midpoint of two off-curve ones.
                    let next = i + 1 < count ? point(first + i + 1) : (origin.x, origin.y, .on)
                    let to = next.kind == .on || i + 1 >= count ? (next.x, next.y) : ((p.x + next.x) / 2, (p.y + next.y) / 2)
                    quadratic(pen, (p.x, p.y), to, body)
                    pen = to
                    i += next.kind == .on && i + 1 < count ? 2 : 1
                case .cubic:
                    let c2 = i + 1 < count ? point(first + i + 1) : (origin.x, origin.y, .on)
                    let to = i + 2 < count ? point(first + i + 2) : (origin.x, origin.y, .on)
                    cubic(pen, (p.x, p.y), (c2.x, c2.y), (to.x, to.y), body)
                    pen = (to.x, to.y)
                    i += 3
                }
            }
            if pen != origin { body(pen.x, pen.y, origin.x, origin.y) }
            start = end + 1
        }
    }

    /// Flattens a quadratic Bézier into segments, more of them the more it bends (font-rs's rule).
    static func quadratic(
        _ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
        _ body: (Double, Double, Double, Double) -> Void
    ) {
        let devX = p0.x - 2 * p1.x + p2.x, devY = p0.y - 2 * p1.y + p2.y
        let deviation = devX * devX + devY * devY
        guard deviation >= 1.0 / 3 else { return body(p0.x, p0.y, p2.x, p2.y) }
        let n = 1 + Int((3 * deviation).squareRoot().squareRoot().rounded(.down))
        var previous = p0
        for step in 1...n {
            let t = Double(step) / Double(n), u = 1 - t
            let point: (x: Double, y: Double) =
                step == n
                ? p2
                : (u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
            body(previous.x, previous.y, point.x, point.y)
            previous = point
        }
    }

    /// Flattens a cubic Bézier into segments by the same measure of bending.
    static func cubic(
        _ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
        _ p3: (x: Double, y: Double), _ body: (Double, Double, Double, Double) -> Void
    ) {
        let d1x = p0.x - 2 * p1.x + p2.x, d1y = p0.y - 2 * p1.y + p2.y
        let d2x = p1.x - 2 * p2.x + p3.x, d2y = p1.y - 2 * p2.y + p3.y
        let deviation = max(d1x * d1x + d1y * d1y, d2x * d2x + d2y * d2y)
        let n = deviation < 1.0 / 3 ? 1 : 1 + Int((12 * deviation).squareRoot().squareRoot().rounded(.down))
        var previous = p0
        for step in 1...n {
            let t = Double(step) / Double(n), u = 1 - t
            let point: (x: Double, y: Double) =
                step == n
                ? p3
                : (
                    u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                    u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
                )
            body(previous.x, previous.y, point.x, point.y)
            previous = point
        }
    }

    /// Signed-area accumulation: each segment adds, to the cells of the rows it crosses, the area it
    /// leaves to its right; summing a row from the left gives each pixel's covered area.
    struct Accumulator {
        let width: Int, rows: Int
        /// `width + 2` cells a row: a segment on a pixel's right edge writes one cell beyond it.
        var cells: [Double]

        init(width: Int, rows: Int) {
            self.width = width
            self.rows = rows
            cells = [Double](repeating: 0, count: (width + 2) * rows)
        }

        mutating func line(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
            guard ay != by else { return }
            let direction: Double = ay < by ? 1 : -1
            let (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
            let dxdy = (x1 - x0) / (y1 - y0)
            let stride = width + 2
            // x where the segment crosses height y, from its ends (no drift from row to row), and
            // kept within the segment, so a crossing never strays past the bitmap's edge.
            let xLow = min(x0, x1), xHigh = max(x0, x1)
            func crossing(_ y: Double) -> Double { y <= y0 ? x0 : y >= y1 ? x1 : min(xHigh, max(xLow, x0 + (y - y0) * dxdy)) }
            var row = max(0, Int(y0.rounded(.down)))
            let lastRow = min(rows, Int(y1.rounded(.up)))
            while row < lastRow {
                let top = max(Double(row), y0), bottom = min(Double(row + 1), y1)
                let dy = bottom - top
                let x = crossing(top), xNext = crossing(bottom)
                let d = dy * direction
                let (low, high) = x < xNext ? (x, xNext) : (xNext, x)
                let lowFloor = low.rounded(.down), highCeil = high.rounded(.up)
                let i0 = Int(lowFloor), i1 = Int(highCeil)
                let base = row * stride
                if i1 <= i0 + 1 {
                    // Within one pixel: the area to the right of the segment's mean x.
                    let middle = 0.5 * (x + xNext) - lowFloor
                    cells[base + i0] += d - d * middle
                    cells[base + i0 + 1] += d * middle
                } else {
                    let s = 1 / (high - low)
                    let lowFraction = low - lowFloor
                    let a0 = 0.5 * s * (1 - lowFraction) * (1 - lowFraction)
                    let highFraction = high - highCeil + 1
                    let am = 0.5 * s * highFraction * highFraction
                    cells[base + i0] += d * a0
                    if i1 == i0 + 2 {
                        cells[base + i0 + 1] += d * (1 - a0 - am)
                    } else {
                        let a1 = s * (1.5 - lowFraction)
                        cells[base + i0 + 1] += d * (a1 - a0)
                        for i in (i0 + 2)..<(i1 - 1) { cells[base + i] += d * s }
                        let a2 = a1 + Double(i1 - i0 - 3) * s
                        cells[base + i1 - 1] += d * (1 - a2 - am)
                    }
                    cells[base + i1] += d * am
                }
                row += 1
            }
        }

        /// The 0...255 coverage of each pixel, rounded.
        func coverage() -> [UInt8] {
            var bitmap = [UInt8](repeating: 0, count: width * rows)
            for row in 0..<rows {
                var sum = 0.0
                for column in 0..<width {
                    sum += cells[row * (width + 2) + column]
                    bitmap[row * width + column] = UInt8((min(1, abs(sum)) * 255).rounded())
                }
            }
            return bitmap
        }
    }
}
