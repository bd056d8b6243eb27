import DropShotRaster

/// How two images are compared.
///
/// A pixel differs when its perceptual distance (pixelmatch's YIQ metric) exceeds `threshold`;
/// with `threshold` 0 any visible change counts (two fully transparent pixels are equal whatever
/// their color bytes). With `detectAntialiasing`, differing pixels that look like anti-aliasing
/// in either image (pixelmatch's rule) are reported but not counted. The comparison passes when
/// the count is within both `maxDiffPixels` and `maxDiffRatio` (the stricter wins).
public struct ComparisonOptions: Equatable, Sendable {
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
    /// Cheap checks first, as pixelmatch does: identical buffers answer at once, and pixels are
    /// compared as 32-bit words, so the colour arithmetic runs only where a pixel's bytes differ.
    public static func compare(expected: StraightImage, actual: StraightImage, options: ComparisonOptions = .exact,
                               drawDiff: Bool = true) -> ComparisonResult {
        let expectedSize = (expected.width, expected.height), actualSize = (actual.width, actual.height)
        guard expectedSize == actualSize else {
            return ComparisonResult(expectedSize: expectedSize, actualSize: actualSize, differingPixels: 0, antialiasedPixels: 0,
                                    totalPixels: max(expected.width * expected.height, actual.width * actual.height),
                                    passed: false, diffImage: drawDiff ? sizeMismatchImage(expected, actual) : nil)
        }
        let width = expected.width, height = expected.height, total = width * height
        let a = expected.pixels, b = actual.pixels
        var output = drawDiff ? [UInt8](repeating: 0, count: total * 4) : []
        func result(differing: Int, antialiased: Int) -> ComparisonResult {
            ComparisonResult(expectedSize: expectedSize, actualSize: actualSize, differingPixels: differing, antialiasedPixels: antialiased,
                             totalPixels: total, passed: differing <= options.allowedDifferingPixels(of: total),
                             diffImage: drawDiff ? StraightImage(width: width, height: height, pixels: output) : nil)
        }
        if a == b {
            if drawDiff { for i in stride(from: 0, to: a.count, by: 4) { drawGray(a, i, into: &output, at: i) } }
            return result(differing: 0, antialiased: 0)
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        var differing = 0, antialiased = 0
        // Safe: both buffers hold `total` whole 4-byte pixels (equal sizes were checked above).
        a.withUnsafeBytes { wordsA in
            b.withUnsafeBytes { wordsB in
                let wa = wordsA.bindMemory(to: UInt32.self), wb = wordsB.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    for x in 0..<width {
                        let p = y * width + x, i = p * 4
                        if wa[p] == wb[p] {
                            if drawDiff { drawGray(a, i, into: &output, at: i) }
                            continue
                        }
                        let delta = colorDelta(a, b, i, i, yOnly: false)
                        if abs(delta) > maxDelta {
                            if options.detectAntialiasing
                                && (isAntialiased(a, x, y, width, height, other: b) || isAntialiased(b, x, y, width, height, other: a)) {
                                antialiased += 1
                                if drawDiff { put(&output, i, 255, 255, 0) }
                            } else {
                                differing += 1
                                if drawDiff { put(&output, i, 255, 0, 0) }
                            }
                        } else if drawDiff {
                            drawGray(a, i, into: &output, at: i)
                        }
                    }
                }
            }
        }
        return result(differing: differing, antialiased: antialiased)
    }

    @inline(__always) static func samePixel(_ a: [UInt8], _ b: [UInt8], _ k: Int, _ m: Int) -> Bool {
        a[k] == b[m] && a[k + 1] == b[m + 1] && a[k + 2] == b[m + 2] && a[k + 3] == b[m + 3]
    }

    @inline(__always) static func put(_ output: inout [UInt8], _ i: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        output[i] = r; output[i + 1] = g; output[i + 2] = b; output[i + 3] = 255
    }

    /// Writes the pixel at `i` of `image`, faded to a light gray, at `j` of `output`.
    static func drawGray(_ image: [UInt8], _ i: Int, into output: inout [UInt8], at j: Int) {
        let y = rgb2y(Double(image[i]), Double(image[i + 1]), Double(image[i + 2]))
        let value = blend(y, 0.1 * Double(image[i + 3]) / 255)
        let byte = UInt8(max(0, min(255, value.rounded(.down))))
        put(&output, j, byte, byte, byte)
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
    static func isAntialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, other: [UInt8]) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
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
    static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if samePixel(img, img, pos, (y * width + x) * 4) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// A diff picture for images of different sizes: the overlap in gray, the rest red.
    static func sizeMismatchImage(_ a: StraightImage, _ b: StraightImage) -> StraightImage {
        let width = max(a.width, b.width), height = max(a.height, b.height)
        var output = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if x < a.width, y < a.height, x < b.width, y < b.height {
                    drawGray(a.pixels, (y * a.width + x) * 4, into: &output, at: i)
                } else {
                    put(&output, i, 255, 0, 0)
                }
            }
        }
        return StraightImage(width: width, height: height, pixels: output)
    }
}
