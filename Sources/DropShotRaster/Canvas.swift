import CBlend
import Foundation
import Synchronization

/// An 8-bit RGBA color with premultiplied alpha: each color channel is already scaled by alpha.
public struct PremultipliedColor: Equatable, Hashable, Sendable {
    /// The premultiplied components, 0...255 (no colour component above `a`).
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// A colour from premultiplied components (each colour component at most `a`).
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// Premultiplies a straight-alpha color (rounded to nearest).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        let a = UInt32(alpha)
        self.init(r: UInt8(div255(UInt32(red) * a)), g: UInt8(div255(UInt32(green) * a)), b: UInt8(div255(UInt32(blue) * a)), a: alpha)
    }

    /// The straight-alpha channels (rounded to nearest); zero for a fully transparent pixel.
    public var unpremultiplied: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard a != 0 else { return (0, 0, 0, 0) }
        guard a != 255 else { return (r, g, b, a) }
        let half = UInt32(a) / 2
        func channel(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + half) / UInt32(a))) }
        return (channel(r), channel(g), channel(b), a)
    }

    /// Nothing: all components 0.
    public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// This colour laid over `destination` (source-over, full coverage): the pixel a fill of this
    /// colour leaves on a pixel of `destination`, by the same arithmetic.
    public func over(_ destination: PremultipliedColor) -> PremultipliedColor {
        var pixel = (destination.r, destination.g, destination.b, destination.a)
        withUnsafeMutableBytes(of: &pixel) { Canvas.blend($0.baseAddress!.assumingMemoryBound(to: UInt8.self), self, coverage: 255) }
        return PremultipliedColor(r: pixel.0, g: pixel.1, b: pixel.2, a: pixel.3)
    }
}

/// `x / 255` rounded to nearest, exact for every `x` in 0...65025 (and a little beyond).
@inline(__always) func div255(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

/// `value` (already rounded) as a pixel coordinate, saturated at ±2^40 and 0 for NaN, so that no
/// geometry handed to the rasterizer can trap a conversion. Every real coordinate is far inside
/// that range (a canvas has at most 16384 pixels a side), and drawing is clipped to the canvas.
@inline(__always) func pixelCoordinate(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value, -0x1p40), 0x1p40))
}

/// An integer pixel rectangle, `x0..<x1` by `y0..<y1`.
public struct PixelBounds: Equatable, Sendable {
    /// The first column and row, and one past the last.
    public var x0: Int, y0: Int, x1: Int, y1: Int
    /// The pixels from (`x0`, `y0`) up to, not including, (`x1`, `y1`).
    public init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
    /// Whether the bounds hold no pixel.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    /// The pixels in both bounds (empty when they do not meet).
    public func intersection(_ o: PixelBounds) -> PixelBounds {
        PixelBounds(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
}

/// A premultiplied RGBA8 image in memory, row-major, 4 bytes a pixel, origin top-left.
///
/// Every drawing operation is integer or IEEE-754 double arithmetic in a fixed order, so the same
/// calls give byte-identical pixels on every run and on every thread.
public struct Canvas: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels (of the band, for a band of a larger image).
    public let height: Int
    /// The canvas coordinate of the first row held: a band of a larger image holds rows
    /// `originY..<originY + height`, and every drawing call takes whole-image coordinates.
    public let originY: Int
    /// `width * height * 4` bytes: r, g, b, a (premultiplied).
    public internal(set) var pixels: [UInt8]

    /// The pixels, moved out of a canvas that is given up (no copy when it was the only owner).
    public consuming func takePixels() -> [UInt8] { pixels }
    /// Drawing outside this region leaves pixels untouched.
    public var clip: PixelBounds
    /// When set, every line of text drawn is noted in it (the audit's contrast rule reads it).
    public var textLog: TextLog?

    /// A canvas filled with `color`; with `originY`, the band of rows `originY..<originY + height`
    /// of a larger image.
    public init(width: Int, height: Int, fill color: PremultipliedColor = .transparent, originY: Int = 0) {
        precondition(width >= 0 && height >= 0, "negative canvas size")
        self.width = width
        self.height = height
        self.originY = originY
        pixels = Canvas.filledPixels(width: width, height: height, originY: originY, color)
        clip = PixelBounds(x0: 0, y0: originY, x1: width, y1: originY + height)
    }

    /// A canvas filled with `color` in `storage`'s memory when it holds exactly its bytes (a
    /// buffer a finished image gave back: its pages are already mapped), else in new memory. If
    /// something else still shares `storage`, the fill copies it first, so that holder keeps its
    /// pixels.
    public init(width: Int, height: Int, fill color: PremultipliedColor, originY: Int = 0, reusing storage: consuming [UInt8]) {
        self.init(width: width, height: height, fill: color, originY: originY, reusing: storage, leavingUnfilled: [])
    }

    /// `init(width:height:fill:originY:reusing:)`, with the pixels inside `covered` (whole-image
    /// coordinates) not filled: they hold whatever the storage held. Only for a caller that then
    /// replaces every one of them with an opaque fill before anything reads them (the renderer,
    /// whose opaque collection panels hide the background), so no image ever shows them.
    package init(
        width: Int, height: Int, fill color: PremultipliedColor, originY: Int = 0, reusing storage: consuming [UInt8],
        leavingUnfilled covered: [PixelBounds]
    ) {
        precondition(width >= 0 && height >= 0, "negative canvas size")
        self.width = width
        self.height = height
        self.originY = originY
        let count = width * height
        let bounds = PixelBounds(x0: 0, y0: originY, x1: width, y1: originY + height)
        let covered = covered.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        if storage.count == count * 4, count > 0 {
            pixels = consume storage  // moved, not copied: the fill below then writes in place
            pixels.withUnsafeMutableBytes { Canvas.fill($0.baseAddress!, width: width, originY: originY, region: bounds, color, except: covered) }
        } else {
            pixels = Canvas.filledPixels(width: width, height: height, originY: originY, color, except: covered)
        }
        clip = bounds
    }

    /// Fills `region` (whole-image coordinates) of the rows of `width` pixels from row `originY`
    /// at `start` with `color`, a word at a time, but for the pixels inside `covered` (rectangles
    /// inside `region`).
    static func fill(
        _ start: UnsafeMutableRawPointer, width: Int, originY: Int, region: PixelBounds, _ color: PremultipliedColor,
        except covered: [PixelBounds]
    ) {
        if covered.isEmpty && region.x0 == 0 && region.x1 == width {
            return fillWords(start + (region.y0 - originY) * width * 4, count: width * (region.y1 - region.y0), color)
        }
        // The rows between two consecutive rectangle edges share their gaps: found once for each such run.
        let edges = Set(covered.flatMap { [$0.y0, $0.y1] } + [region.y0, region.y1]).sorted()
        for (y0, y1) in zip(edges, edges.dropFirst()) {
            let spans = covered.filter { $0.y0 <= y0 && y0 < $0.y1 }.map { ($0.x0, $0.x1) }.sorted { $0 < $1 }
            var gaps: [(Int, Int)] = [], x = region.x0
            for (x0, x1) in spans {
                if x0 > x { gaps.append((x, x0)) }
                x = max(x, x1)
            }
            if x < region.x1 { gaps.append((x, region.x1)) }
            for y in y0..<y1 {
                for (x0, x1) in gaps { fillWords(start + ((y - originY) * width + x0) * 4, count: x1 - x0, color) }
            }
        }
    }

    /// Fills `region` (within the clip) with the opaque `color`, as `fill` fills a rectangle of
    /// whole pixels, but for the pixels inside `covered`: they keep what they hold. Only for a
    /// caller that then replaces every one of them with an opaque fill before anything reads
    /// them (the renderer's opaque cells over their collection's panel), so no image shows them.
    package mutating func fill(_ region: PixelBounds, color: PremultipliedColor, leavingUnfilled covered: [PixelBounds]) {
        precondition(color.a == 255, "a translucent colour blends with what lies beneath")
        let region = clip.intersection(region)
        guard !region.isEmpty else { return }
        let covered = covered.map { $0.intersection(region) }.filter { !$0.isEmpty }
        let width = self.width, originY = self.originY
        pixels.withUnsafeMutableBytes { Canvas.fill($0.baseAddress!, width: width, originY: originY, region: region, color, except: covered) }
    }

    /// New storage for rows `originY..<originY + height` of `width` pixels, `color` written once
    /// straight into it, but for the pixels inside `covered` (as `fill(_:width:originY:region:_:except:)`).
    static func filledPixels(
        width: Int, height: Int, originY: Int, _ color: PremultipliedColor,
        except covered: [PixelBounds] = []
    ) -> [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            if count > 0 {
                Canvas.fill(
                    UnsafeMutableRawPointer(buffer.baseAddress!), width: width, originY: originY,
                    region: PixelBounds(x0: 0, y0: originY, x1: width, y1: originY + height), color, except: covered)
            }
            initialized = count * 4
        }
    }

    /// Writes `color` into `count` pixels at `start`, a word at a time (a C loop, CBlend's).
    ///
    /// Safety: `start` points into a pixel buffer with at least `count` pixels from there; pixel
    /// buffers hold whole 4-byte pixels, so the words are aligned as `[UInt8]`'s storage is.
    @inline(__always) static func fillWords(_ start: UnsafeMutableRawPointer, count: Int, _ color: PremultipliedColor) {
        let word = withUnsafeBytes(of: (color.r, color.g, color.b, color.a)) { $0.load(as: UInt32.self) }
        let words = start.bindMemory(to: UInt32.self, capacity: count)
        // A border's or an edge's few pixels (most of a cell's spans) are stored here: a call costs
        // more than the stores.
        if count <= 8 {
            var i = 0
            while i < count {
                words[i] = word
                i += 1
            }
            return
        }
        dropshot_fill_words(words, count, word)
    }

    /// A canvas over existing premultiplied RGBA8 bytes.
    public init(width: Int, height: Int, premultipliedPixels: [UInt8]) {
        precondition(premultipliedPixels.count == width * height * 4, "pixel count does not match the size")
        self.width = width
        self.height = height
        originY = 0
        pixels = premultipliedPixels
        clip = PixelBounds(x0: 0, y0: 0, x1: width, y1: height)
    }

    /// The pixels the canvas holds, in whole-image coordinates.
    public var bounds: PixelBounds { PixelBounds(x0: 0, y0: originY, x1: width, y1: originY + height) }

    public static func == (a: Canvas, b: Canvas) -> Bool {
        a.width == b.width && a.height == b.height && a.originY == b.originY && a.pixels == b.pixels
    }

    /// The byte offset of pixel (`x`, `y`), in canvas coordinates.
    @inline(__always) func offset(_ x: Int, _ y: Int) -> Int { ((y - originY) * width + x) * 4 }

    /// The premultiplied pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            let i = offset(x, y)
            return PremultipliedColor(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = offset(x, y)
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// Runs `body` with drawing limited to `bounds` (within the current clip).
    public mutating func withClip(_ bounds: PixelBounds, _ body: (inout Canvas) throws -> Void) rethrows {
        let saved = clip
        clip = clip.intersection(bounds)
        defer { clip = saved }
        try body(&self)
    }

    /// Blends `color` over the pixel at byte offset `i` with coverage 0...255 (source-over).
    @inline(__always) mutating func blend(at i: Int, _ color: PremultipliedColor, coverage: UInt32) {
        pixels.withUnsafeMutableBufferPointer { Canvas.blend($0.baseAddress! + i, color, coverage: coverage) }
    }

    /// Blends `color` over the pixel at `p` with coverage 0...255 (source-over), in integers:
    /// the one blending rule every drawing path uses.
    ///
    /// Safety: `p` points at the first of a pixel's 4 bytes inside a live pixel buffer.
    @inline(__always) static func blend(_ p: UnsafeMutablePointer<UInt8>, _ color: PremultipliedColor, coverage: UInt32) {
        if coverage == 0 { return }
        let sa = coverage == 255 ? UInt32(color.a) : div255(UInt32(color.a) * coverage)
        if sa == 255 {
            p[0] = color.r; p[1] = color.g; p[2] = color.b; p[3] = 255
            return
        }
        let inverse = 255 - sa
        @inline(__always) func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            let source = coverage == 255 ? UInt32(s) : div255(UInt32(s) * coverage)
            return UInt8(min(255, source + div255(UInt32(d) * inverse)))
        }
        p[0] = mix(color.r, p[0])
        p[1] = mix(color.g, p[1])
        p[2] = mix(color.b, p[2])
        p[3] = UInt8(min(255, sa + div255(UInt32(p[3]) * inverse)))
    }

    /// Blends `color` at full coverage over `count` pixels from `p`: a word fill when it is opaque.
    /// The same result as `blend(_:_:coverage:)` with coverage 255 on each pixel (the span blends
    /// are C loops, CBlend's, so that a debug build blends at the speed of plain loops).
    ///
    /// Safety: `p` points at a pixel with at least `count` pixels after it in a live buffer.
    @inline(__always) static func blendSpan(_ p: UnsafeMutablePointer<UInt8>, count: Int, _ color: PremultipliedColor) {
        guard count > 0 else { return }
        if color.a == 255 { return fillWords(UnsafeMutableRawPointer(p), count: count, color) }
        dropshot_blend_color(p, count, color.r, color.g, color.b, color.a)
    }

    /// Blends `color` over `count` pixels from `p`, each at its own coverage (0...255) from
    /// `coverages` (a glyph's bitmap): `blend(_:_:coverage:)` pixel by pixel, with the same
    /// integer arithmetic (a coverage of 0 leaves its pixel as it is).
    @inline(__always) static func blendSpan(
        _ p: UnsafeMutablePointer<UInt8>, count: Int, _ color: PremultipliedColor, coverages: UnsafePointer<UInt8>
    ) {
        guard count > 0 else { return }
        dropshot_blend_color_coverages8(p, count, color.r, color.g, color.b, color.a, coverages)
    }

    /// The same, with coverages (each 0...255) held in 32 bits (a shadow's blurred mask).
    @inline(__always) static func blendSpan(
        _ p: UnsafeMutablePointer<UInt8>, count: Int, _ color: PremultipliedColor, coverages: UnsafePointer<UInt32>
    ) {
        guard count > 0 else { return }
        dropshot_blend_color_coverages32(p, count, color.r, color.g, color.b, color.a, coverages)
    }

    /// Composites `count` premultiplied pixels from `source` over as many from `p`, each at
    /// `coverage` (0...255): `blend(_:_:coverage:)` with each source pixel as the colour, a clear
    /// one (alpha 0) leaving its pixel as it is.
    @inline(__always) static func blendSpan(
        _ p: UnsafeMutablePointer<UInt8>, count: Int, sources source: UnsafePointer<UInt8>, coverage: UInt32
    ) {
        guard count > 0 else { return }
        dropshot_blend_pixels(p, count, source, coverage)
    }

    /// Composites `layer` with its top-left at (`x`, `y`) and the given opacity (0...1), source-over.
    public mutating func draw(_ layer: Canvas, x: Int, y: Int, opacity: Double = 1) {
        let alpha = UInt32((min(1, max(0, opacity)) * 255).rounded())
        let region = clip.intersection(PixelBounds(x0: x, y0: y, x1: x + layer.width, y1: y + layer.height))
        guard !region.isEmpty, alpha > 0 else { return }
        let width = self.width, originY = self.originY, count = region.x1 - region.x0
        // Safe: `region` lies inside the clip (so inside this canvas) and inside the layer's box.
        layer.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for py in region.y0..<region.y1 {
                    Canvas.blendSpan(
                        target.baseAddress! + ((py - originY) * width + region.x0) * 4, count: count,
                        sources: source.baseAddress! + ((py - y) * layer.width + (region.x0 - x)) * 4, coverage: alpha)
                }
            }
        }
    }

    /// Composites `layer`, whose top-left is at (`x`, `y`), rotated by `degrees` (clockwise on
    /// screen) about its centre, with the given opacity, source-over. Each pixel samples the layer
    /// bilinearly in 16.16 fixed point (transparent outside it, so the edges are anti-aliased):
    /// the same pixels on every machine. `degrees` 0 draws as `draw(_:x:y:opacity:)` does.
    public mutating func draw(_ layer: Canvas, x: Int, y: Int, rotatedBy degrees: Double, opacity: Double = 1) {
        let turn = degrees.truncatingRemainder(dividingBy: 360)
        guard turn != 0 else { return draw(layer, x: x, y: y, opacity: opacity) }
        let alpha = UInt32((min(1, max(0, opacity)) * 255).rounded())
        guard alpha > 0, layer.width > 0, layer.height > 0 else { return }
        let radians = turn * .pi / 180
        let cosine = Int((cos(radians) * 65536).rounded()), sine = Int((sin(radians) * 65536).rounded())
        // The centre, and the rotated box's half extents, in 16.16 fixed point.
        let w = layer.width, h = layer.height
        let cx = (2 * x + w) << 15, cy = (2 * y + h) << 15
        let halfW = (abs(cosine) * w + abs(sine) * h) >> 1, halfH = (abs(sine) * w + abs(cosine) * h) >> 1
        let box = PixelBounds(x0: (cx - halfW) >> 16, y0: (cy - halfH) >> 16, x1: ((cx + halfW) >> 16) + 2, y1: ((cy + halfH) >> 16) + 2)
        let region = clip.intersection(box)
        guard !region.isEmpty else { return }
        let width = self.width, originY = self.originY
        let lx = x << 16, ly = y << 16
        layer.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                /// The layer's pixel (`sx`, `sy`), transparent outside it.
                @inline(__always) func texel(_ sx: Int, _ sy: Int) -> (Int, Int, Int, Int) {
                    guard sx >= 0, sy >= 0, sx < w, sy < h else { return (0, 0, 0, 0) }
                    let p = source.baseAddress! + (sy * w + sx) * 4
                    return (Int(p[0]), Int(p[1]), Int(p[2]), Int(p[3]))
                }
                for py in region.y0..<region.y1 {
                    for px in region.x0..<region.x1 {
                        // The pixel's centre relative to the rotation centre, turned back into the layer.
                        let dx = ((px << 16) + 32768 - cx) >> 4, dy = ((py << 16) + 32768 - cy) >> 4
                        let u = ((dx * cosine + dy * sine) >> 12) + cx - lx - 32768
                        let v = ((dy * cosine - dx * sine) >> 12) + cy - ly - 32768
                        let sx = u >> 16, sy = v >> 16, fx = (u >> 8) & 255, fy = (v >> 8) & 255
                        let (a, b, c, d) = (texel(sx, sy), texel(sx + 1, sy), texel(sx, sy + 1), texel(sx + 1, sy + 1))
                        @inline(__always) func mix(_ p: Int, _ q: Int, _ r: Int, _ t: Int) -> UInt8 {
                            let top = p * (256 - fx) + q * fx, bottom = r * (256 - fx) + t * fx
                            return UInt8((top * (256 - fy) + bottom * fy + 32768) >> 16)
                        }
                        let alphaOut = mix(a.3, b.3, c.3, d.3)
                        if alphaOut == 0 { continue }
                        let color = PremultipliedColor(
                            r: min(alphaOut, mix(a.0, b.0, c.0, d.0)), g: min(alphaOut, mix(a.1, b.1, c.1, d.1)),
                            b: min(alphaOut, mix(a.2, b.2, c.2, d.2)), a: alphaOut)
                        Canvas.blend(target.baseAddress! + ((py - originY) * width + px) * 4, color, coverage: alpha)
                    }
                }
            }
        }
    }
}

/// The lines of text drawn on a canvas, in drawing order: each with its box in pixels, its colour
/// and its size, for checks of what was drawn (the accessibility audit's contrast).
public final class TextLog: Equatable, Sendable {
    /// One line of text drawn.
    public struct Run: Equatable, Sendable {
        /// The text.
        public var text: String
        /// Its box: from its left at `x` to its width, from ascent above the baseline to descent below, in pixels.
        public var bounds: PixelBounds
        /// Its colour.
        public var color: PremultipliedColor
        /// Its size in pixels.
        public var size: Double
        /// Whether its face is bold.
        public var bold: Bool
    }

    private let noted = Mutex<[Run]>([])

    /// An empty log.
    public init() {}

    /// The lines noted so far.
    public var runs: [Run] { noted.withLock { $0 } }

    func note(_ run: Run) { noted.withLock { $0.append(run) } }

    /// A log is only ever equal to itself.
    public static func == (a: TextLog, b: TextLog) -> Bool { a === b }
}
