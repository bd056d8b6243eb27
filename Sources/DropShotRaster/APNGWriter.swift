internal import CPNGEncoder
import Foundation

/// An animated PNG (APNG), which browsers and GitHub show inline: the first frame is the whole
/// image (a plain PNG viewer shows it), each later frame only the rectangle that changed,
/// replacing those pixels (`dispose_op` NONE, `blend_op` SOURCE); a frame equal to the one before
/// lengthens that one instead. Frames are compressed as they are added, so memory holds one
/// uncompressed frame at a time.
///
/// Frames may be smaller than the animation (a scenario that resizes its canvas): such a frame is
/// drawn at the top-left corner and the rest of the image is transparent.
///
/// libpng 1.6 has no APNG API: each frame is encoded as a PNG by `PNGCodec`, and its image data
/// is moved into the `fcTL`/`fdAT` chunks around it.
public struct APNGWriter {
    /// The animation's width in pixels.
    public let width: Int
    /// The animation's height in pixels.
    public let height: Int
    /// Frame delays are counted in 1/`fps` seconds.
    public let fps: Int
    private let opaque: Bool
    private var previous: Canvas?
    private var frames: [(region: PixelBounds, data: [UInt8], ticks: Int)] = []

    /// An animation of `width` x `height` pixels; `opaque` (no transparent pixel in any frame)
    /// writes RGB, else RGBA.
    public init(width: Int, height: Int, fps: Int, opaque: Bool) {
        self.width = width; self.height = height; self.fps = fps; self.opaque = opaque
    }

    /// Adds `canvas` (the whole image, at most the animation's size) shown for `ticks` frames of 1/`fps` s.
    public mutating func add(_ frame: Canvas, ticks: Int = 1) throws(PNGError) {
        guard frame.width <= width, frame.height <= height else {
            throw PNGError(message: "a frame of \(frame.width)x\(frame.height) px is larger than the animation's \(width)x\(height)")
        }
        let canvas = frame.width == width && frame.height == height ? frame : APNGWriter.padded(frame, width: width, height: height)
        guard let previous else {
            frames.append(
                (PixelBounds(x0: 0, y0: 0, x1: width, y1: height), try APNGWriter.imageData(canvas, region: canvas.bounds, opaque: opaque), ticks))
            self.previous = canvas
            return
        }
        guard let changed = APNGWriter.changedRegion(previous, canvas) else {
            frames[frames.count - 1].ticks += ticks
            return
        }
        frames.append((changed, try APNGWriter.imageData(canvas, region: changed, opaque: opaque), ticks))
        self.previous = canvas
    }

    /// `canvas` at the top-left of a transparent image of `width` x `height`.
    static func padded(_ canvas: Canvas, width: Int, height: Int) -> Canvas {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let row = canvas.width * 4
        for y in 0..<canvas.height {
            let from = canvas.offset(0, y)
            pixels.replaceSubrange(y * width * 4..<y * width * 4 + row, with: canvas.pixels[from..<from + row])
        }
        return Canvas(width: width, height: height, premultipliedPixels: pixels)
    }

    /// Lengthens the last frame by `ticks` (the hold at the end).
    public mutating func hold(ticks: Int) {
        if !frames.isEmpty { frames[frames.count - 1].ticks += ticks }
    }

    /// The APNG file: signature, IHDR, acTL, then per frame fcTL and IDAT (first) or fdAT, IEND.
    public func encoded() -> [UInt8] {
        var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) {
            let body = Array(type.utf8) + data
            out += u32(data.count) + body
            out += u32(Int(body.withUnsafeBufferPointer { dropshot_crc32(0, $0.baseAddress, $0.count) }))
        }
        chunk("IHDR", u32(width) + u32(height) + [8, opaque ? 2 : 6, 0, 0, 0])
        chunk("sRGB", [0])  // sRGB's values, perceptual intent
        chunk("acTL", u32(frames.count) + u32(0))  // 0 plays: loop forever
        var sequence = 0
        for (index, frame) in frames.enumerated() {
            // A delay over 65535 ticks is clamped; fps is at most 60, so that is over 18 minutes.
            chunk(
                "fcTL",
                u32(sequence) + u32(frame.region.x1 - frame.region.x0) + u32(frame.region.y1 - frame.region.y0)
                    + u32(frame.region.x0) + u32(frame.region.y0) + u16(min(frame.ticks, 65535)) + u16(fps) + [0, 0])
            sequence += 1
            if index == 0 {
                chunk("IDAT", frame.data)
            } else {
                chunk("fdAT", u32(sequence) + frame.data)
                sequence += 1
            }
        }
        chunk("IEND", [])
        return out
    }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    static func changedRegion(_ a: Canvas, _ b: Canvas) -> PixelBounds? {
        var region: PixelBounds?
        a.pixels.withUnsafeBytes { ra in
            b.pixels.withUnsafeBytes { rb in
                // Safe: both canvases have the same size (checked by `add`), whole 4-byte pixels.
                let wa = ra.bindMemory(to: UInt32.self), wb = rb.bindMemory(to: UInt32.self)
                let width = a.width, rowBytes = width * 4
                var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
                // Rows compared whole first (memcmp); in a row that differs, only the pixels from
                // each end up to the bounds found so far.
                for y in 0..<a.height where memcmp(ra.baseAddress! + y * rowBytes, rb.baseAddress! + y * rowBytes, rowBytes) != 0 {
                    let row = y * width
                    var left = 0
                    while left < min(x0, width) && wa[row + left] == wb[row + left] { left += 1 }
                    var right = width - 1
                    while right > x1 && wa[row + right] == wb[row + right] { right -= 1 }
                    x0 = min(x0, left); x1 = max(x1, right); y0 = min(y0, y); y1 = y
                }
                if x1 >= 0 { region = PixelBounds(x0: x0, y0: y0, x1: x1 + 1, y1: y1 + 1) }
            }
        }
        return region
    }

    /// The zlib stream of `region` of `canvas` as PNG rows: the IDAT data of its PNG.
    static func imageData(_ canvas: Canvas, region: PixelBounds, opaque: Bool) throws(PNGError) -> [UInt8] {
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let from = canvas.offset(region.x0, region.y0 + y)
            pixels.replaceSubrange(y * w * 4..<(y + 1) * w * 4, with: canvas.pixels[from..<from + w * 4])
        }
        let straight = StraightImage(Canvas(width: w, height: h, premultipliedPixels: pixels))
        let png = try PNGCodec.encode(parts: [straight.pixels], width: w, height: h, opaque: opaque, options: PNGCodec.Options())
        // The image data is every IDAT's data in order.
        var data: [UInt8] = []
        PNGCodec.forEachChunk(in: png) { type, range in
            if type.elementsEqual("IDAT".utf8) { data += png[range] }
        }
        return data
    }
}
