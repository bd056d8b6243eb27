import CBlend

/// A rectangle in pixel coordinates (fractional edges allowed), with rounded corners.
public struct RoundedRect: Equatable, Sendable {
    /// The edges in pixels: left, top, right, bottom.
    public var x0: Double, y0: Double, x1: Double, y1: Double
    /// Corner radius in pixels, clamped to half the shorter side.
    public var radius: Double

    /// A rectangle in pixels with corners of `radius`.
    public init(x: Double, y: Double, width: Double, height: Double, radius: Double = 0) {
        x0 = x; y0 = y; x1 = x + width; y1 = y + height
        self.radius = max(0, min(radius, min(width, height) / 2))
    }

    /// The width in pixels.
    public var width: Double { x1 - x0 }
    /// The height in pixels.
    public var height: Double { y1 - y0 }

    /// The same shape grown by `amount` on every side (shrunk when negative); the radius follows.
    public func inset(by amount: Double) -> RoundedRect {
        RoundedRect(
            x: x0 + amount, y: y0 + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount),
            radius: max(0, radius - amount))
    }

    /// Whether every point of the shape lies in `other`: inside its rectangle, and at each of
    /// `other`'s corners either rounded at least as much or clear of the corner's arc.
    public func lies(inside other: RoundedRect) -> Bool {
        guard x0 >= other.x0, y0 >= other.y0, x1 <= other.x1, y1 <= other.y1 else { return false }
        if radius >= other.radius { return true }
        let r = other.radius
        let clearLeft = x0 >= other.x0 + r, clearRight = x1 <= other.x1 - r
        let clearTop = y0 >= other.y0 + r, clearBottom = y1 <= other.y1 - r
        return (clearLeft || clearTop) && (clearRight || clearTop) && (clearLeft || clearBottom) && (clearRight || clearBottom)
    }

    /// The integer pixels the shape touches.
    public var pixelBounds: PixelBounds {
        PixelBounds(
            x0: pixelCoordinate(x0.rounded(.down)), y0: pixelCoordinate(y0.rounded(.down)),
            x1: pixelCoordinate(x1.rounded(.up)), y1: pixelCoordinate(y1.rounded(.up)))
    }

    /// The shape moved so that its pixel bounds start at (0, 0), and that move: whole pixels, so
    /// the subtraction is exact. Coverage is measured there, so the same shape drawn anywhere
    /// (moved by whole pixels) covers its pixels identically, which lets a grid of alike cells
    /// share one `PaintPlan`.
    var local: (shape: RoundedRect, dx: Int, dy: Int) {
        let ox = x0.rounded(.down), oy = y0.rounded(.down)
        var moved = self
        moved.x0 = x0 - ox; moved.x1 = x1 - ox; moved.y0 = y0 - oy; moved.y1 = y1 - oy
        return (moved, pixelCoordinate(ox), pixelCoordinate(oy))
    }

    /// The fraction (0...1) of the pixel square at (`px`, `py`) inside the shape.
    ///
    /// Exact away from the corner arcs: the covered area of an axis-aligned rectangle is the
    /// product of its horizontal and vertical overlaps. A pixel that a corner arc crosses is
    /// measured along 16 rows, each covered over the exact width the shape has at that height.
    /// Measured in the shape's own coordinates (see `local`).
    @inline(__always) public func coverage(_ px: Int, _ py: Int) -> Double {
        let (shape, dx, dy) = local
        return shape.localCoverage(px - dx, py - dy)
    }

    /// `coverage` for a shape whose pixel bounds start at (0, 0).
    @inline(__always) func localCoverage(_ px: Int, _ py: Int) -> Double {
        let left = Double(px), top = Double(py)
        let cx = min(left + 1, x1) - max(left, x0)
        let cy = min(top + 1, y1) - max(top, y0)
        guard cx > 0, cy > 0 else { return 0 }
        let axis = min(1, cx) * min(1, cy)
        guard radius > 0,
            left < x0 + radius || left + 1 > x1 - radius,
            top < y0 + radius || top + 1 > y1 - radius
        else { return axis }
        // The shape is every point within `radius` of the inner rectangle.
        let innerX0 = x0 + radius, innerX1 = x1 - radius, innerY0 = y0 + radius, innerY1 = y1 - radius
        let r2 = radius * radius
        @inline(__always) func distance2(_ x: Double, _ y: Double) -> Double {
            let dx = x < innerX0 ? innerX0 - x : x > innerX1 ? x - innerX1 : 0
            let dy = y < innerY0 ? innerY0 - y : y > innerY1 ? y - innerY1 : 0
            return dx * dx + dy * dy
        }
        let gapX = max(0, innerX0 - (left + 1), left - innerX1), gapY = max(0, innerY0 - (top + 1), top - innerY1)
        if gapX * gapX + gapY * gapY >= r2 { return 0 }
        let farthest = max(max(distance2(left, top), distance2(left + 1, top)), max(distance2(left, top + 1), distance2(left + 1, top + 1)))
        if farthest <= r2 { return axis }
        // Sixteen rows across the pixel; in each, the shape spans an exact interval in x.
        var covered = 0.0
        for j in 0..<16 {
            let y = top + (Double(j) + 0.5) / 16
            let dy = y < innerY0 ? innerY0 - y : y > innerY1 ? y - innerY1 : 0
            guard dy < radius else { continue }
            let half = (r2 - dy * dy).squareRoot()
            covered += max(0, min(left + 1, innerX1 + half) - max(left, innerX0 - half))
        }
        return covered / 16
    }

    /// The pixels of row `py` whose coverage is exactly 1 (the same answer `coverage` gives),
    /// so that fills can skip the per-pixel work inside the shape.
    func fullSpan(row py: Int) -> Range<Int> {
        let (shape, dx, dy) = local
        let span = shape.localFullSpan(row: py - dy)
        return span.isEmpty ? 0..<0 : (span.lowerBound + dx)..<(span.upperBound + dx)
    }

    /// The largest rectangle of whole pixels that the shape covers fully: the rows whose
    /// `fullSpan` reaches both straight sides, across that span (empty when there is none).
    package var fullyCoveredCore: PixelBounds {
        let (shape, dx, dy) = local
        let rows = 0..<shape.pixelBounds.y1
        let left = shape.x0.rounded(.up), right = shape.x1.rounded(.down)
        let none = PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0)
        guard right > left else { return none }
        let widest = pixelCoordinate(left)..<pixelCoordinate(right)
        // Such rows lie together: a corner's rows all have one span, and the rows between them the widest.
        guard let top = rows.first(where: { shape.localFullSpan(row: $0) == widest }),
            let bottom = rows.last(where: { shape.localFullSpan(row: $0) == widest })
        else { return none }
        return PixelBounds(x0: widest.lowerBound + dx, y0: top + dy, x1: widest.upperBound + dx, y1: bottom + 1 + dy)
    }

    /// `fullSpan` for a shape whose pixel bounds start at (0, 0).
    func localFullSpan(row py: Int) -> Range<Int> {
        let top = Double(py)
        guard top >= y0, top + 1 <= y1 else { return 0..<0 }
        var lower = x0.rounded(.up), upper = x1.rounded(.down)
        if radius > 0 && (top < y0 + radius || top + 1 > y1 - radius) {
            lower = max(lower, (x0 + radius).rounded(.up))
            upper = min(upper, (x1 - radius).rounded(.down))
        }
        guard upper > lower else { return 0..<0 }
        return pixelCoordinate(lower)..<pixelCoordinate(upper)
    }
}

extension Canvas {
    /// Fills `shape` with `color`, anti-aliased by exact pixel coverage.
    public mutating func fill(_ shape: RoundedRect, color: PremultipliedColor) {
        paint(shape, hole: nil, color: color)
    }

    /// Fills `shape` minus `hole`, anti-aliased (the corners of a rectangle outside its rounded
    /// version, to round what was drawn square).
    public mutating func fill(_ shape: RoundedRect, excluding hole: RoundedRect, color: PremultipliedColor) {
        paint(shape, hole: hole, color: color)
    }

    /// Strokes a border of `width` pixels inside the edge of `shape`.
    public mutating func stroke(_ shape: RoundedRect, width: Double, color: PremultipliedColor) {
        guard width > 0 else { return }
        paint(shape, hole: shape.inset(by: width), color: color)
    }

    /// Fills `shape` minus `hole` (coverage outer − inner, exact for rectangles).
    ///
    /// Pixels that the shape covers fully and the hole not at all are blended as whole spans (a
    /// word fill when the color is opaque); every other pixel takes its exact coverage. Shapes up
    /// to `PaintPlan.maxSide` pixels a side are drawn from a cached `PaintPlan`, computed once per
    /// geometry; larger ones directly over the clip. `reference` computes every pixel's coverage
    /// instead: the slow path the tests compare the others with, byte for byte.
    mutating func paint(_ shape: RoundedRect, hole: RoundedRect?, color: PremultipliedColor, reference: Bool = false) {
        guard color.a > 0 else { return }
        let region = clip.intersection(shape.pixelBounds)
        guard !region.isEmpty else { return }
        let width = self.width, originY = self.originY
        let bounds = shape.pixelBounds
        let plan = reference ? nil : PaintPlan.cached(shape, hole: hole)
        // Safe: every run is cut to `region`, which lies inside the clip, itself inside the canvas.
        pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            @inline(__always) func apply(_ run: PaintPlan.Run, row py: Int, dx: Int) {
                let row = base + (py - originY) * width * 4
                switch run {
                case let .span(x0, x1):
                    let from = max(Int(x0) + dx, region.x0), to = min(Int(x1) + dx, region.x1)
                    if to > from { Canvas.blendSpan(row + from * 4, count: to - from, color) }
                case let .pixel(x, coverage):
                    let px = Int(x) + dx
                    if px >= region.x0 && px < region.x1 { Canvas.blend(row + px * 4, color, coverage: UInt32(coverage)) }
                }
            }
            if let plan {
                plan.forEachRun(inRows: (region.y0 - bounds.y0)..<(region.y1 - bounds.y0)) { y, run in
                    apply(run, row: y + bounds.y0, dx: bounds.x0)
                }
            } else {
                PaintPlan.forEachRun(shape, hole: hole, over: region, reference: reference) { py, run in apply(run, row: py, dx: 0) }
            }
        }
    }

    /// Draws a soft shadow of `shape`: its coverage blurred by three box blurs of `blurRadius`
    /// pixels each way (three box passes approximate a Gaussian), moved by (`dx`, `dy`).
    public mutating func shadow(of shape: RoundedRect, blurRadius: Int, dx: Double, dy: Double, color: PremultipliedColor) {
        shadow(of: shape, blurRadius: blurRadius, dx: dx, dy: dy, color: color, reference: false)
    }

    /// The shadow, its mask made from the shape's runs (exact coverage only on its edge pixels),
    /// each pass a running sum over whole rows, and blended four pixels at a time; `reference`
    /// computes every pixel's coverage, blurs one line at a time and blends one pixel at a time
    /// instead: the slow path the tests compare the fast one with.
    package mutating func shadow(
        of shape: RoundedRect, blurRadius: Int, dx: Double, dy: Double, color: PremultipliedColor, reference: Bool
    ) {
        let moved = RoundedRect(x: shape.x0 + dx, y: shape.y0 + dy, width: shape.width, height: shape.height, radius: shape.radius)
        // Three passes of radius r reach 3r pixels; one more keeps the rounding of the last pass.
        let pad = 3 * blurRadius + 1
        let base = moved.pixelBounds
        let whole = PixelBounds(x0: base.x0 - pad, y0: base.y0 - pad, x1: base.x1 + pad, y1: base.y1 + pad)
        guard !clip.intersection(whole).isEmpty else { return }
        // The mask covers only what can reach the clip: a pixel of the clip depends on the mask
        // within `pad` of it, so cutting the mask there gives the same pixels, and memory bounded
        // by the canvas, however large the shape.
        let bounds = whole.intersection(PixelBounds(x0: clip.x0 - pad, y0: clip.y0 - pad, x1: clip.x1 + pad, y1: clip.y1 + pad))
        let w = bounds.x1 - bounds.x0, h = bounds.y1 - bounds.y0
        var mask = [UInt32](repeating: 0, count: w * h)
        if reference {
            for y in 0..<h {
                for x in 0..<w {
                    mask[y * w + x] = UInt32((moved.coverage(bounds.x0 + x, bounds.y0 + y) * 255).rounded())
                }
            }
        } else {
            PaintPlan.forEachRun(moved, hole: nil, over: bounds.intersection(moved.pixelBounds), reference: false) { py, run in
                let row = (py - bounds.y0) * w - bounds.x0
                switch run {
                case let .span(x0, x1): for px in Int(x0)..<Int(x1) { mask[row + px] = 255 }
                case let .pixel(px, coverage): mask[row + Int(px)] = UInt32(coverage)
                }
            }
        }
        if blurRadius > 0 {
            // A box of 4096 values or more (a blur no scenario asks for) takes the division's path.
            if reference || !BoxAverage.isExact(radius: blurRadius) {
                for _ in 0..<3 {
                    boxBlurReference(&mask, width: w, height: h, radius: blurRadius, horizontal: true)
                    boxBlurReference(&mask, width: w, height: h, radius: blurRadius, horizontal: false)
                }
            } else {
                var scratch = [UInt32](repeating: 0, count: w * h)
                for _ in 0..<3 {
                    boxBlurRows(mask, into: &scratch, width: w, height: h, radius: blurRadius)
                    boxBlurColumns(scratch, into: &mask, width: w, height: h, radius: blurRadius)
                }
            }
        }
        let region = clip.intersection(bounds)
        guard !region.isEmpty else { return }
        let width = self.width, originY = self.originY, count = region.x1 - region.x0
        // Safe: `region` lies inside the clip, itself inside the canvas, and inside the mask's bounds.
        pixels.withUnsafeMutableBufferPointer { buffer in
            mask.withUnsafeBufferPointer { mask in
                for py in region.y0..<region.y1 {
                    let row = buffer.baseAddress! + ((py - originY) * width + region.x0) * 4
                    let coverages = mask.baseAddress! + (py - bounds.y0) * w + (region.x0 - bounds.x0)
                    if reference {
                        for k in 0..<count { Canvas.blend(row + 4 * k, color, coverage: coverages[k]) }
                    } else {
                        Canvas.blendSpan(row, count: count, color, coverages: coverages)
                    }
                }
            }
        }
    }
}

/// The box blur's fast passes (CBlend's C loops) take a radius under 2048: the average is then a
/// multiplication by a rounded-up reciprocal, exact for every sum of 0...255 values.
enum BoxAverage {
    /// Whether the multiplication is exact for boxes of this radius.
    static func isExact(radius: Int) -> Bool { radius >= 0 && radius < 2048 }
}

/// One horizontal pass of a box blur from `source` into `target`: each row a running sum, with
/// zero outside the mask; the values `boxBlurReference` gives.
func boxBlurRows(_ source: [UInt32], into target: inout [UInt32], width: Int, height: Int, radius: Int) {
    precondition(BoxAverage.isExact(radius: radius) && source.count == width * height && target.count == width * height)
    source.withUnsafeBufferPointer { source in
        target.withUnsafeMutableBufferPointer { dropshot_box_blur_rows(source.baseAddress!, $0.baseAddress!, width, height, radius) }
    }
}

/// One vertical pass of a box blur from `source` into `target`: the running sums of every
/// column kept side by side and moved down a row at a time, so rows are read in order.
func boxBlurColumns(_ source: [UInt32], into target: inout [UInt32], width: Int, height: Int, radius: Int) {
    precondition(BoxAverage.isExact(radius: radius) && source.count == width * height && target.count == width * height)
    var sums = [UInt32](repeating: 0, count: width)
    source.withUnsafeBufferPointer { source in
        target.withUnsafeMutableBufferPointer { target in
            sums.withUnsafeMutableBufferPointer {
                dropshot_box_blur_columns(source.baseAddress!, target.baseAddress!, width, height, radius, $0.baseAddress!)
            }
        }
    }
}

/// One pass of a box blur over a 0...255 mask, with zero outside, integer arithmetic and rounding,
/// one line at a time: the reference the shadow's row and column passes are tested against.
func boxBlurReference(_ mask: inout [UInt32], width: Int, height: Int, radius: Int, horizontal: Bool) {
    let size = UInt32(2 * radius + 1)
    let lines = horizontal ? height : width, length = horizontal ? width : height
    let step = horizontal ? 1 : width
    var line = [UInt32](repeating: 0, count: length)
    for l in 0..<lines {
        let start = horizontal ? l * width : l
        for k in 0..<length { line[k] = mask[start + k * step] }
        var sum: UInt32 = 0
        for k in 0...min(radius, length - 1) { sum += line[k] }
        for k in 0..<length {
            mask[start + k * step] = (sum + size / 2) / size
            let entering = k + radius + 1, leaving = k - radius
            if entering < length { sum += line[entering] }
            if leaving >= 0 { sum -= line[leaving] }
        }
    }
}

extension Canvas {
    /// Runs `body` as if drawing were clipped to `shape`'s rounded outline: what `body` draws in
    /// the pixels of `shape`'s corner arcs is kept in proportion to the shape's coverage there
    /// (old + coverage x (drawn - old), which is exactly drawing through the shape as a coverage
    /// mask). The rest of the shape's pixel bounds are covered fully by a shape on whole pixels.
    /// `area` bounds what `body` may draw: corners it cannot reach are not saved.
    public mutating func clipped<E: Error>(
        toCorners shape: RoundedRect, drawingIn area: PixelBounds,
        _ body: (inout Canvas) throws(E) -> Void
    ) throws(E) {
        try clipped(toCorners: shape, drawingIn: area, reference: false, body)
    }

    /// `clipped(toCorners:drawingIn:_:)`; `reference` measures each corner pixel's coverage
    /// instead of reading the shape's paint plan: the slow path the tests compare the other with.
    package mutating func clipped<E: Error>(
        toCorners shape: RoundedRect, drawingIn area: PixelBounds, reference: Bool,
        _ body: (inout Canvas) throws(E) -> Void
    ) throws(E) {
        let bounds = shape.pixelBounds, reach = Int(shape.radius.rounded(.up)) + 1
        guard shape.radius > 0 else { return try body(&self) }
        let limit = clip.intersection(area).intersection(bounds)
        // Four disjoint blocks (split at the middle when the arcs meet), so no pixel is saved twice.
        let midX = (bounds.x0 + bounds.x1) / 2, midY = (bounds.y0 + bounds.y1) / 2
        let left = min(bounds.x0 + reach, midX), right = max(bounds.x1 - reach, midX)
        let top = min(bounds.y0 + reach, midY), bottom = max(bounds.y1 - reach, midY)
        let corners = [
            PixelBounds(x0: bounds.x0, y0: bounds.y0, x1: left, y1: top), PixelBounds(x0: right, y0: bounds.y0, x1: bounds.x1, y1: top),
            PixelBounds(x0: bounds.x0, y0: bottom, x1: left, y1: bounds.y1), PixelBounds(x0: right, y0: bottom, x1: bounds.x1, y1: bounds.y1),
        ].map { $0.intersection(limit) }.filter { !$0.isEmpty }
        guard !corners.isEmpty else { return try body(&self) }
        // The pixels under the corner arcs before drawing, with the shape's coverage of each: read
        // from the shape's cached paint plan (the same values, measured once per geometry), or
        // measured here for a shape too large to plan.
        let plan = reference ? nil : PaintPlan.cached(shape, hole: nil)
        var saved: [(offset: Int, coverage: UInt32, pixel: (UInt8, UInt8, UInt8, UInt8))] = []
        for corner in corners {
            for y in corner.y0..<corner.y1 {
                var runs = plan?.runs(ofRow: y - bounds.y0).makeIterator()
                var run = runs?.next()
                for x in corner.x0..<corner.x1 {
                    let coverage: UInt32
                    if plan != nil {
                        // The plan's runs lie left to right in the shape's own columns.
                        let local = Int32(x - bounds.x0)
                        while let current = run, current.end <= local { run = runs?.next() }
                        coverage = run.map { UInt32($0.coverage(at: local)) } ?? 0
                    } else {
                        coverage = UInt32((shape.coverage(x, y) * 255).rounded())
                    }
                    guard coverage < 255 else { continue }
                    let i = offset(x, y)
                    saved.append((i, coverage, (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])))
                }
            }
        }
        try body(&self)
        for (i, coverage, old) in saved {
            func mix(_ before: UInt8, _ after: UInt8) -> UInt8 {
                let b = Int(before), a = Int(after), c = Int(coverage)
                let mixed: Int = b * 255 + (a - b) * c + 127
                return UInt8(mixed / 255)
            }
            pixels[i] = mix(old.0, pixels[i]); pixels[i + 1] = mix(old.1, pixels[i + 1])
            pixels[i + 2] = mix(old.2, pixels[i + 2]); pixels[i + 3] = mix(old.3, pixels[i + 3])
        }
    }
}
