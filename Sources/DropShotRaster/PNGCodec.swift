internal import CPNGEncoder
import DropShotSystem
import Foundation

/// A PNG that could not be decoded or encoded; `message` is libpng's.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, on one line.
    public var message: String
    public var description: String { message }
}

/// PNG encoding and decoding through the system libpng.
public enum PNGCodec {
    /// Encoder settings. The default (zlib level 1, default strategy, UP filter) suits flat UI
    /// art: on the canonical 1170x2532 scene it encodes in about a quarter of the time of libpng's
    /// defaults, for a file about 30% larger (see README, Benchmarks). With the UP filter and the
    /// default strategy, rows are deflated in `bands` bands on all cores and joined into one
    /// stream; the bytes depend on `bands` (and the zlib build), never on the number of cores.
    public struct Options: Equatable, Sendable {
        /// zlib's level, 0 (none) to 9 (smallest).
        public var compressionLevel: Int32
        /// zlib strategy: 0 default, 1 filtered, 2 Huffman only, 3 RLE.
        public var compressionStrategy: Int32
        /// libpng filter mask: NONE 0x08, SUB 0x10, UP 0x20, AVG 0x40, PAETH 0x80, all 0xF8.
        public var filters: Int32
        /// Horizontal bands deflated independently (UP filter, default strategy only).
        public var bands: Int32
        /// zlib's `compressionLevel` and `compressionStrategy`, libpng's `filters` mask, and the `bands` compressed in parallel.
        public init(compressionLevel: Int32 = 1, compressionStrategy: Int32 = 0, filters: Int32 = 0x20, bands: Int32 = 4) {
            self.compressionLevel = compressionLevel; self.compressionStrategy = compressionStrategy; self.filters = filters
            self.bands = bands
        }
        /// Whether the rows are deflated in `bands` (`PNGBand`): the UP filter with the default strategy.
        package var isBanded: Bool { filters == 0x20 && compressionStrategy == 0 && bands > 0 }
        /// libpng's own defaults (zlib level 6, adaptive filters).
        public static let libpngDefault = Options(compressionLevel: 6, compressionStrategy: 1, filters: 0xF8)
    }

    /// Encodes a canvas as an 8-bit PNG: RGB when every pixel is opaque, else RGBA (straight alpha).
    /// An opaque canvas is encoded from its own pixels (premultiplied and straight are the same there).
    public static func encode(_ canvas: Canvas, options: Options = Options()) throws(PNGError) -> [UInt8] {
        try encode(stacked: [canvas], options: options)
    }

    /// Encodes canvases of one width stacked top to bottom (the bands of one image, in order) as
    /// the PNG `encode` makes of the image they form, without joining them first.
    public static func encode(stacked parts: [Canvas], options: Options = Options()) throws(PNGError) -> [UInt8] {
        let width = parts.first?.width ?? 0, height = parts.reduce(0) { $0 + $1.height }
        precondition(parts.allSatisfy { $0.width == width }, "stacked canvases of different widths")
        let opaque = parts.allSatisfy { isOpaque($0.pixels) }
        return try encode(
            parts: opaque ? parts.map(\.pixels) : parts.map { StraightImage($0).pixels }, width: width, height: height,
            opaque: opaque, options: options)
    }

    /// Encodes straight RGBA as an 8-bit PNG: RGB when every pixel is opaque, else RGBA.
    public static func encode(_ image: StraightImage, options: Options = Options()) throws(PNGError) -> [UInt8] {
        try encode(parts: [image.pixels], width: image.width, height: image.height, opaque: isOpaque(image.pixels), options: options)
    }

    /// Whether every pixel's alpha is 255 (a C loop, the PNG shim's: a debug build checks plain
    /// loops fast too).
    package static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBufferPointer { dropshot_rgba_opaque($0.baseAddress, $0.count / 4) != 0 }
    }

    /// Encodes the straight rows of `parts` (whole rows of `width` pixels each, top to bottom).
    /// `threads` (default: one per core) only changes how fast the bands are deflated.
    static func encode(
        parts: [[UInt8]], width: Int, height: Int, opaque: Bool, options: Options,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(PNGError) -> [UInt8] {
        if options.isBanded && width > 0 && height > 0 {
            let count = PNGBand.count(height: height, options: options)
            let bands = withRowPointers(parts, width: width) { rows in
                concurrentMap(count, workers: threads) { index -> Result<PNGBand, PNGError> in
                    let span = PNGBand.rows(index, of: count, height: height)
                    return Result { () throws(PNGError) in
                        let band = try PNGBand(width: width, rows: span, height: height, opaque: opaque, options: options)
                        try band.add(ArraySlice(rows[span].map(\.pointer)), above: span.lowerBound > 0 ? rows[span.lowerBound - 1].pointer : nil)
                        return band
                    }
                }
            }
            return try PNGBand.assemble(bands.map { result throws(PNGError) in try result.get() }, width: width, height: height, opaque: opaque)
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let cOptions = dropshot_png_options(
            compression_level: options.compressionLevel,
            compression_strategy: options.compressionStrategy, filters: options.filters)
        let pixels = parts.count == 1 ? parts[0] : Array(parts.joined())
        let status = pixels.withUnsafeBufferPointer { buffer in
            dropshot_png_encode(
                buffer.baseAddress, UInt32(width), UInt32(height), opaque ? 3 : 4,
                cOptions, &output, &size, &message, message.count)
        }
        guard status == 0, let output else { throw PNGError(cMessage: message) }
        defer { dropshot_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// A row's address, handed to the threads deflating its band during `withRowPointers`.
    private struct RowPointer: @unchecked Sendable {
        let pointer: UnsafePointer<UInt8>?
    }

    /// Calls `body` with the address of each row of `parts`, top to bottom, valid only during the call.
    private static func withRowPointers<R>(_ parts: [[UInt8]], width: Int, _ body: ([RowPointer]) -> R) -> R {
        var rows: [RowPointer] = []
        func collect(_ index: Int) -> R {
            guard index < parts.count else { return body(rows) }
            return parts[index].withUnsafeBufferPointer { part in
                for offset in stride(from: 0, to: part.count, by: width * 4) { rows.append(RowPointer(pointer: part.baseAddress! + offset)) }
                return collect(index + 1)
            }
        }
        return collect(0)
    }

    /// The largest image `decode` accepts, in pixels a side.
    public static let maxDimension = 16384

    /// The size a PNG declares in its header (IHDR), read without decoding anything, so that a
    /// caller can refuse an image before allocating memory for it.
    public static func header(of data: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard data.count >= 24, Array(data[0..<8]) == signature else { throw PNGError(message: "not a PNG") }
        guard Array(data[12..<16]) == Array("IHDR".utf8) else { throw PNGError(message: "no IHDR chunk first") }
        func bigEndian(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    /// The most bytes that one byte of deflate data can expand to (RFC 1951: a 258-byte match
    /// costs at least 2 bits), rounded up.
    static let maxDeflateRatio = 1033

    /// Calls `body` with the type and data range of each chunk of a PNG file in order, without
    /// checking CRCs, up to `IEND`; a chunk whose length runs past the end gets what is there, and
    /// is the last.
    public static func forEachChunk(in data: [UInt8], _ body: (_ type: ArraySlice<UInt8>, _ data: Range<Int>) -> Void) {
        var at = 8
        while at + 12 <= data.count {
            let length = data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = data[at + 4..<at + 8]
            body(type, at + 8..<min(at + 8 + length, data.count))
            if type.elementsEqual("IEND".utf8) || length > data.count - at - 12 { break }
            at += 12 + length
        }
    }

    /// What the chunks of a PNG file hold, read without decoding: the bytes of image data (IDAT)
    /// and whether it is animated (an `acTL` chunk before the image data).
    public static func chunkSummary(of data: [UInt8]) -> (imageDataBytes: Int, animated: Bool) {
        var imageData = 0, animated = false
        forEachChunk(in: data) { type, range in
            if type.elementsEqual("IDAT".utf8) { imageData += range.count }
            if type.elementsEqual("acTL".utf8), imageData == 0 { animated = true }
        }
        return (imageData, animated)
    }

    /// Throws when the file's image data is too short to fill `width` x `height` even at deflate's
    /// best ratio: a tiny file declaring a huge image is refused before its pixels are allocated.
    static func checkImageDataCanFill(_ data: [UInt8], width: Int, height: Int) throws(PNGError) {
        guard data.count >= 33 else { throw PNGError(message: "truncated PNG header") }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(data[25])] ?? 1
        let rowBytes = (width * channels * Int(data[24]) + 7) / 8
        let needed = height * (1 + rowBytes)
        let imageData = chunkSummary(of: data).imageDataBytes
        guard imageData * maxDeflateRatio >= needed else {
            throw PNGError(message: "\(imageData) bytes of image data cannot hold an image of \(width)x\(height) px (truncated or forged)")
        }
    }

    /// Decodes any PNG (any bit depth, palette, gray, interlaced) into a premultiplied canvas.
    /// Corrupt or truncated data throws; it never crashes.
    public static func decode(_ data: [UInt8], maxPixels: Int = maxDimension * maxDimension) throws(PNGError) -> Canvas {
        premultiplied(try decodeStraight(data, maxPixels: maxPixels))
    }

    /// A straight-alpha image as a premultiplied canvas.
    public static func premultiplied(_ image: StraightImage) -> Canvas {
        var pixels = image.pixels
        var i = 0
        while i < pixels.count {
            let a = pixels[i + 3]
            if a != 255 {
                let p = PremultipliedColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: a)
                pixels[i] = p.r; pixels[i + 1] = p.g; pixels[i + 2] = p.b
            }
            i += 4
        }
        return Canvas(width: image.width, height: image.height, premultipliedPixels: pixels)
    }

    /// Decodes any PNG into straight (not premultiplied) 8-bit RGBA, the values as the file holds
    /// them: 16-bit samples are scaled to 8 bits (rounded), with no gamma or colour-space change.
    /// An image over `maxDimension` a side or `maxPixels` in all throws before anything is allocated.
    public static func decodeStraight(_ data: [UInt8], maxPixels: Int = maxDimension * maxDimension) throws(PNGError) -> StraightImage {
        let (width, height) = try checkedSize(of: data, maxPixels: maxPixels)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                dropshot_png_decode(
                    input.baseAddress, input.count, output.baseAddress, UInt32(width), UInt32(height),
                    &message, message.count)
            }
        }
        guard status == 0 else {
            throw PNGError(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return StraightImage(width: width, height: height, pixels: pixels)
    }

    /// The image's size from its header, refused when empty, over `maxDimension` a side or
    /// `maxPixels` in all, or when its image data cannot hold it: checked before anything is allocated.
    static func checkedSize(of data: [UInt8], maxPixels: Int) throws(PNGError) -> (width: Int, height: Int) {
        let (width, height) = try header(of: data)
        guard width > 0, height > 0 else { throw PNGError(message: "image of \(width)x\(height) px is empty") }
        guard width <= maxDimension, height <= maxDimension else {
            throw PNGError(message: "image of \(width)x\(height) px is over the limit of \(maxDimension) px a side")
        }
        guard width * height <= maxPixels else {
            throw PNGError(message: "image of \(width)x\(height) px is over the limit of \(maxPixels) pixels")
        }
        try checkImageDataCanFill(data, width: width, height: height)
        return (width, height)
    }

    /// Decodes the PNG file at `path`.
    package static func read(contentsOf path: String) throws -> Canvas {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PNGError(message: "cannot read \(path)")
        }
        return try decode([UInt8](data))
    }
}

/// An 8-bit RGBA image with straight (not premultiplied) alpha: the form PNG files store.
public struct StraightImage: Equatable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// `width * height * 4` bytes: r, g, b, a.
    public var pixels: [UInt8]
    /// An image of `width` by `height` pixels, RGBA with straight alpha, row by row.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel count does not match the size")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The straight-alpha pixels of a canvas (what `PNGCodec.encode` writes). A canvas given up
    /// by its owner is converted in place, without a copy of its pixels.
    public init(_ canvas: consuming Canvas) {
        let width = canvas.width, height = canvas.height
        var pixels = canvas.takePixels()
        StraightImage.unpremultiply(&pixels)
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Makes premultiplied RGBA8 pixels straight, in place (opaque pixels are left as they are),
    /// each as `PremultipliedColor.unpremultiplied` (a C loop, the PNG shim's).
    package static func unpremultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { dropshot_rgba_unpremultiply($0.baseAddress, $0.count / 4) }
    }
}
