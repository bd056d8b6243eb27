import DropShotRaster
import Foundation

/// How two images are compared.
///
/// A pixel differs when its perceptual distance (pixelmatch's YIQ metric) exceeds `threshold`;
/// with `threshold` 0 any visible change counts (two fully transparent pixels are equal whatever
/// their color bytes). With `detectAntialiasing`, differing pixels that look like anti-aliasing
/// in either image (pixelmatch's rule) are reported but not counted. The comparison passes when
/// the count is within both `maxDiffPixels` and `maxDiffRatio` (the stricter wins).
public struct ComparisonOptions: Codable, Equatable, Sendable {
    /// 0...1; pixelmatch's default is 0.1.
    public var threshold: Double
    /// Whether anti-aliased pixels are excused (pixelmatch's rule); on whenever the threshold is above 0 unless set.
    public var detectAntialiasing: Bool
    /// The most differing pixels tolerated; nil sets no pixel limit.
    public var maxDiffPixels: Int?
    /// The largest tolerated fraction (0...1) of differing pixels; nil sets no ratio limit.
    public var maxDiffRatio: Double?

    /// Options that let a comparison pass with differences: a per-pixel colour `threshold` (0...1), anti-aliasing detection, and a cap in pixels or as a ratio.
    public init(threshold: Double = 0, detectAntialiasing: Bool? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.threshold = threshold
        self.detectAntialiasing = detectAntialiasing ?? (threshold > 0)
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// Exact: every pixel must match.
    public static let exact = ComparisonOptions()

    /// The most differing pixels accepted out of `total`: the stricter of the two limits, 0 when neither is set.
    public func allowedDifferingPixels(of total: Int) -> Int {
        let byRatio = maxDiffRatio.map { Int((($0 * Double(total)) + 1e-9).rounded(.down)) }
        switch (maxDiffPixels, byRatio) {
        case let (pixels?, ratio?): return min(pixels, ratio)
        case let (pixels?, nil): return pixels
        case let (nil, ratio?): return ratio
        case (nil, nil): return 0
        }
    }
}

/// The measured result of comparing an actual image with an expected one.
public struct ComparisonResult: Sendable {
    /// The golden's size in pixels.
    public var expectedSize: (width: Int, height: Int)
    /// The render's size in pixels.
    public var actualSize: (width: Int, height: Int)
    /// Pixels counted as different (0 when the sizes differ: see `sizeMismatch`).
    public var differingPixels: Int
    /// Differing pixels excused as anti-aliasing.
    public var antialiasedPixels: Int
    /// The pixels compared (of the larger image when the sizes differ).
    public var totalPixels: Int
    /// Whether the difference is within the options.
    public var passed: Bool
    /// Whether the two images have the same size and the same bytes (a passing comparison may
    /// still differ in bytes: two fully transparent pixels of different colours, or within the options).
    public var identicalPixels: Bool
    /// A pixelmatch-style picture: the expected image faded to gray, differences red, anti-aliasing
    /// yellow; nil unless the comparison was asked to draw it.
    public var diffImage: StraightImage?

    /// Whether the two images differ in size.
    public var sizeMismatch: Bool { expectedSize != actualSize }
    /// The differing pixels as a fraction of all.
    public var differingRatio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// One line with the measured numbers, for test failures and the CLI.
    public var summary: String {
        if sizeMismatch {
            return "size differs: expected \(expectedSize.width)x\(expectedSize.height) px, actual \(actualSize.width)x\(actualSize.height) px"
        }
        let percent = (differingRatio * 10000).rounded() / 100
        var text = "\(differingPixels) of \(totalPixels) pixels differ (\(percent)%)"
        if antialiasedPixels > 0 { text += ", \(antialiasedPixels) more look like anti-aliasing" }
        return text
    }
}

/// Pixel comparison of two straight-alpha images, after pixelmatch (mapbox/pixelmatch v5).
public enum ImageComparison {
    /// Compares `actual` with `expected`, drawing the diff picture only when `drawDiff` is set.
    ///
    /// Cheap checks first, as pixelmatch does: identical buffers answer at once, and the colour
    /// arithmetic runs only where a pixel's bytes differ. The images are one band, so the band's
    /// diff rows are the whole picture.
    public static func compare(
        expected: StraightImage, actual: StraightImage, options: ComparisonOptions = .exact,
        drawDiff: Bool = true
    ) -> ComparisonResult {
        let expectedWhole = RowWindow(pixels: expected.pixels, firstRow: 0, width: expected.width)
        let actualWhole = RowWindow(pixels: actual.pixels, firstRow: 0, width: actual.width)
        var diff: [UInt8] = []
        var result = compare(
            expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height), options: options,
            bandRows: max(1, expected.height, actual.height), drawDiff: drawDiff,
            expectedRows: { _ in expectedWhole }, actualRows: { _ in actualWhole }
        ) { _, pixels in diff = pixels }
        if drawDiff {
            result.diffImage = StraightImage(width: max(expected.width, actual.width), height: max(expected.height, actual.height), pixels: diff)
        }
        return result
    }

    /// Compares `actual` with the golden PNG `data`, decoded a band of rows at a time, and draws
    /// the diff picture (when `drawDiff` is set) as a PNG written band by band: besides `actual`,
    /// only a band of each is held, so a comparison of a 16384-px image fits in the memory its
    /// render takes. An interlaced golden (rows in passes) is decoded whole. Corrupt data throws.
    public static func compare(
        golden data: [UInt8], actual: StraightImage, options: ComparisonOptions = .exact,
        drawDiff: Bool = true
    ) throws(PNGError) -> (result: ComparisonResult, diffPNG: [UInt8]?) {
        let whole = RowWindow(pixels: actual.pixels, firstRow: 0, width: actual.width)
        return try compare(
            golden: data, actualSize: (actual.width, actual.height), options: options, drawDiff: drawDiff,
            bandRows: streamedBandRows
        ) { _ in whole }
    }

    /// `compare(golden:actual:)` of a canvas's render, its rows made straight a band at a time
    /// (no straight copy of the whole canvas).
    package static func compare(
        golden data: [UInt8], canvas: borrowing Canvas, options: ComparisonOptions = .exact,
        drawDiff: Bool = true
    ) throws(PNGError) -> (result: ComparisonResult, diffPNG: [UInt8]?) {
        precondition(canvas.originY == 0, "a whole canvas")
        let pixels = canvas.pixels, width = canvas.width
        return try compare(
            golden: data, actualSize: (canvas.width, canvas.height), options: options, drawDiff: drawDiff,
            bandRows: streamedBandRows
        ) { rows in
            var straight = Array(pixels[rows.lowerBound * width * 4..<rows.upperBound * width * 4])
            StraightImage.unpremultiply(&straight)
            return RowWindow(pixels: straight, firstRow: rows.lowerBound, width: width)
        }
    }

    /// The streamed comparison, `bandRows` rows at a time.
    static func compare(
        golden data: [UInt8], actualSize: (width: Int, height: Int), options: ComparisonOptions, drawDiff: Bool,
        bandRows: Int, actualRows: (Range<Int>) throws(PNGError) -> RowWindow
    ) throws(PNGError) -> (result: ComparisonResult, diffPNG: [UInt8]?) {
        let reader = try PNGRowReader(data)
        let width = max(reader.width, actualSize.width), height = max(reader.height, actualSize.height)
        // The diff picture is opaque: RGB, as `PNGCodec.encode` writes an opaque image.
        let writer = drawDiff ? PNGRowWriter(width: width, height: height, opaque: true) : nil
        var window = RowWindow(pixels: [], firstRow: 0, width: reader.width)
        let result = try compare(
            expectedSize: (reader.width, reader.height), actualSize: actualSize, options: options,
            bandRows: bandRows, drawDiff: drawDiff,
            expectedRows: { needed throws(PNGError) in
                try window.slide(to: needed, reading: reader)
                return window
            }, actualRows: actualRows
        ) { _, pixels throws(PNGError) in try writer?.add(pixels[...]) }
        return (result, try writer?.finish())
    }

    /// The rows compared at a time when the golden is streamed.
    static let streamedBandRows = 256

    /// The comparison, a band of rows at a time: `expectedRows` and `actualRows` give windows of
    /// the two images holding at least the rows asked for (a band and the two rows on each side,
    /// which the anti-aliasing test reads); `diffRows` takes the band's rows of the diff picture
    /// (straight RGBA, opaque), called only when `drawDiff` is set.
    static func compare<Failure: Error>(
        expectedSize: (width: Int, height: Int), actualSize: (width: Int, height: Int),
        options: ComparisonOptions, bandRows: Int, drawDiff: Bool,
        expectedRows: (Range<Int>) throws(Failure) -> RowWindow,
        actualRows: (Range<Int>) throws(Failure) -> RowWindow,
        diffRows: (Range<Int>, [UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> ComparisonResult {
        guard expectedSize == actualSize else {
            let width = max(expectedSize.width, actualSize.width), height = max(expectedSize.height, actualSize.height)
            for band in stride(from: 0, to: drawDiff ? height : 0, by: bandRows) {
                let rows = band..<min(height, band + bandRows)
                let overlap = rows.clamped(to: 0..<min(expectedSize.height, actualSize.height))
                try diffRows(
                    rows,
                    sizeMismatchRows(
                        rows, width: width, expected: try expectedRows(rows.clamped(to: 0..<expectedSize.height)),
                        overlap: overlap, overlapWidth: min(expectedSize.width, actualSize.width)))
            }
            return ComparisonResult(
                expectedSize: expectedSize, actualSize: actualSize, differingPixels: 0, antialiasedPixels: 0,
                totalPixels: max(expectedSize.width * expectedSize.height, actualSize.width * actualSize.height),
                passed: false, identicalPixels: false, diffImage: nil)
        }
        let width = actualSize.width, height = actualSize.height, total = width * height
        let maxDelta = 35215 * options.threshold * options.threshold
        var differing = 0, antialiased = 0, identical = true
        var band = 0
        while band < height {
            let rows = band..<min(height, band + bandRows)
            let window = max(0, rows.lowerBound - 2)..<min(height, rows.upperBound + 2)
            let a = try expectedRows(window), b = try actualRows(window)
            var output = [UInt8](repeating: 0, count: drawDiff ? rows.count * width * 4 : 0)
            let same = sameBytes(
                a.pixels, from: a.offset(0, rows.lowerBound), b.pixels, from: b.offset(0, rows.lowerBound),
                count: rows.count * width * 4)
            identical = identical && same
            if same {
                if drawDiff {
                    drawGray(a.pixels, from: a.offset(0, rows.lowerBound), count: rows.count * width, into: &output)
                    try diffRows(rows, output)
                }
                band = rows.upperBound
                continue
            }
            for y in rows {
                for x in 0..<width {
                    let i = a.offset(x, y), j = b.offset(x, y), o = ((y - rows.lowerBound) * width + x) * 4
                    if samePixel(a.pixels, b.pixels, i, j) {
                        if drawDiff { drawGray(a.pixels, i, into: &output, at: o) }
                        continue
                    }
                    let delta = colorDelta(a.pixels, b.pixels, i, j, yOnly: false)
                    if abs(delta) > maxDelta {
                        if options.detectAntialiasing
                            && (isAntialiased(a, x, y, width, height, other: b) || isAntialiased(b, x, y, width, height, other: a))
                        {
                            antialiased += 1
                            if drawDiff { put(&output, o, 255, 255, 0) }
                        } else {
                            differing += 1
                            if drawDiff { put(&output, o, 255, 0, 0) }
                        }
                    } else if drawDiff {
                        drawGray(a.pixels, i, into: &output, at: o)
                    }
                }
            }
            if drawDiff { try diffRows(rows, output) }
            band = rows.upperBound
        }
        return ComparisonResult(
            expectedSize: expectedSize, actualSize: actualSize, differingPixels: differing, antialiasedPixels: antialiased,
            totalPixels: total, passed: differing <= options.allowedDifferingPixels(of: total),
            identicalPixels: identical, diffImage: nil)
    }

    /// Rows `firstRow...` of an image of `width` pixels, held in `pixels`.
    struct RowWindow {
        var pixels: [UInt8]
        var firstRow: Int
        let width: Int

        /// The byte offset in `pixels` of pixel (x, y).
        @inline(__always) func offset(_ x: Int, _ y: Int) -> Int { ((y - firstRow) * width + x) * 4 }

        /// The rows following on: the window becomes `rows`, keeping the rows it holds of them and
        /// reading the rest from `reader` (rows only move forward).
        mutating func slide(to rows: Range<Int>, reading reader: PNGRowReader) throws(PNGError) {
            let rowBytes = width * 4, loaded = firstRow + pixels.count / rowBytes
            precondition(rows.lowerBound >= firstRow && loaded == reader.nextRow, "rows read out of order")
            guard rows.upperBound > loaded || rows.lowerBound > firstRow else { return }
            let kept = max(0, loaded - rows.lowerBound)
            var next = [UInt8](repeating: 0, count: max(rows.count, kept) * rowBytes)
            if kept > 0 {
                next.replaceSubrange(0..<kept * rowBytes, with: pixels[(loaded - kept - firstRow) * rowBytes..<(loaded - firstRow) * rowBytes])
            }
            try reader.read(max(0, rows.upperBound - loaded), into: &next, at: kept * rowBytes)
            pixels = next
            firstRow = rows.lowerBound
        }
    }

    /// Whether `count` bytes of `a` from `i` equal those of `b` from `j` (memcmp).
    static func sameBytes(_ a: [UInt8], from i: Int, _ b: [UInt8], from j: Int, count: Int) -> Bool {
        precondition(i >= 0 && j >= 0 && i + count <= a.count && j + count <= b.count, "bytes outside the buffers")
        // Safe: both ranges were checked to lie inside their buffers.
        return a.withUnsafeBytes { a in b.withUnsafeBytes { b in memcmp(a.baseAddress! + i, b.baseAddress! + j, count) == 0 } }
    }

    @inline(__always) static func samePixel(_ a: [UInt8], _ b: [UInt8], _ k: Int, _ m: Int) -> Bool {
        a[k] == b[m] && a[k + 1] == b[m + 1] && a[k + 2] == b[m + 2] && a[k + 3] == b[m + 3]
    }

    @inline(__always) static func put(_ output: inout [UInt8], _ i: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        output[i] = r; output[i + 1] = g; output[i + 2] = b; output[i + 3] = 255
    }

    /// Writes `count` pixels of `image` from byte `start`, faded to a light gray, to `output`
    /// from its start: a run of one colour (most of a screen) is faded once.
    static func drawGray(_ image: [UInt8], from start: Int, count: Int, into output: inout [UInt8]) {
        precondition(start + count * 4 <= image.count && count * 4 <= output.count, "pixels outside the buffers")
        var last: UInt32? = nil, faded: UInt32 = 0
        // Safe: both ranges were checked to lie inside their buffers.
        image.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                for k in 0..<count {
                    let word = source.loadUnaligned(fromByteOffset: start + k * 4, as: UInt32.self)
                    if word != last {
                        let byte = gray(image, start + k * 4)
                        faded = withUnsafeBytes(of: (byte, byte, byte, UInt8(255))) { $0.loadUnaligned(as: UInt32.self) }
                        last = word
                    }
                    target.storeBytes(of: faded, toByteOffset: k * 4, as: UInt32.self)
                }
            }
        }
    }

    /// Writes the pixel at `i` of `image`, faded to a light gray, at `j` of `output`.
    static func drawGray(_ image: [UInt8], _ i: Int, into output: inout [UInt8], at j: Int) {
        let byte = gray(image, i)
        put(&output, j, byte, byte, byte)
    }

    /// The light gray the pixel at `i` of `image` fades to (pixelmatch's `drawGrayPixel`).
    static func gray(_ image: [UInt8], _ i: Int) -> UInt8 {
        let y = rgb2y(Double(image[i]), Double(image[i + 1]), Double(image[i + 2]))
        let value = blend(y, 0.1 * Double(image[i + 3]) / 255)
        return UInt8(max(0, min(255, value.rounded(.down))))
    }

    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
    /// Blends a channel with white by `alpha`.
    static func blend(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }

    /// pixelmatch's squared YIQ distance, negative when the first pixel is brighter (or the Y difference alone).
    static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2])
        let a1 = Double(img1[k + 3])
        var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2])
        let a2 = Double(img2[m + 3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 {
            let alpha = a1 / 255
            r1 = blend(r1, alpha); g1 = blend(g1, alpha); b1 = blend(b1, alpha)
        }
        if a2 < 255 {
            let alpha = a2 / 255
            r2 = blend(r2, alpha); g2 = blend(g2, alpha); b2 = blend(b2, alpha)
        }
        let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// pixelmatch's anti-aliasing test: the pixel lies between a darkest and a brightest neighbour
    /// that both sit in flat regions (of both images).
    static func isAntialiased(_ img: RowWindow, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, other: RowWindow) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = img.offset(x1, y1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(img.pixels, img.pixels, pos, img.offset(x, y), yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    /// Whether at least three neighbours have exactly this pixel's color.
    static func hasManySiblings(_ img: RowWindow, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = img.offset(x1, y1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if samePixel(img.pixels, img.pixels, pos, img.offset(x, y)) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Rows of the diff picture of images of different sizes: the overlap in gray (the expected
    /// image's `overlap` rows, `overlapWidth` pixels), the rest red.
    static func sizeMismatchRows(_ rows: Range<Int>, width: Int, expected: RowWindow, overlap: Range<Int>, overlapWidth: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: rows.count * width * 4)
        for y in rows {
            for x in 0..<width {
                let o = ((y - rows.lowerBound) * width + x) * 4
                if overlap.contains(y) && x < overlapWidth {
                    drawGray(expected.pixels, expected.offset(x, y), into: &output, at: o)
                } else {
                    put(&output, o, 255, 0, 0)
                }
            }
        }
        return output
    }
}
