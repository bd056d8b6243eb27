internal import CPNGEncoder

/// One of the horizontal bands a PNG's rows are deflated in (`PNGCodec.Options.bands`), deflated
/// as its rows are added, on whichever thread adds them; `assemble` joins the finished bands of
/// an image into its PNG. The bytes depend only on the rows and on where the bands begin and end
/// (`rows(_:of:height:)`), never on how many rows were added at a time nor on the threads, so an
/// image drawn a few rows at a time and deflated as it is drawn is the PNG `PNGCodec.encode`
/// makes of the whole image.
///
/// A band is used by one thread at a time (it is handed from a worker to the one assembling).
package final class PNGBand: @unchecked Sendable {
    private let band: OpaquePointer
    private let width: Int
    /// The image rows the band holds.
    package let rows: Range<Int>
    /// The next row to add.
    private var next: Int

    /// How many bands an image of `height` rows is deflated in: `options.bands`, but never more
    /// bands than rows.
    package static func count(height: Int, options: PNGCodec.Options) -> Int { max(1, min(Int(options.bands), height)) }

    /// The rows of band `index` of `count` in an image of `height` rows.
    package static func rows(_ index: Int, of count: Int, height: Int) -> Range<Int> {
        height * index / count..<height * (index + 1) / count
    }

    /// A band of `rows` (of an image of `height` rows, `width` pixels wide), encoded as RGB when
    /// `opaque`, else RGBA, at `options`' level.
    package init(width: Int, rows: Range<Int>, height: Int, opaque: Bool, options: PNGCodec.Options) throws(PNGError) {
        guard width > 0, !rows.isEmpty, rows.upperBound <= height, width <= Int(UInt32.max),
            let band = dropshot_png_band_start(
                UInt32(width), UInt32(rows.count), opaque ? 3 : 4, options.compressionLevel,
                rows.upperBound == height ? 1 : 0)
        else {
            throw PNGError(message: "cannot start deflating (bad parameters or no memory)")
        }
        self.band = band
        self.width = width
        self.rows = rows
        next = rows.lowerBound
    }

    deinit { dropshot_png_band_free(band) }

    /// Adds the band's next rows of straight RGBA8 pixels, `width * 4` bytes each, and finishes the
    /// band after its last row; `above` is the image row just before the first of them (nil for
    /// the image's first row).
    ///
    /// Safety: every pointer is to `width * 4` readable bytes, live during the call.
    package func add(_ rowPointers: ArraySlice<UnsafePointer<UInt8>?>, above: UnsafePointer<UInt8>?) throws(PNGError) {
        precondition(next + rowPointers.count <= rows.upperBound, "more rows than the band holds")
        let status = rowPointers.withUnsafeBufferPointer { pointers in
            dropshot_png_band_add(band, pointers.baseAddress, UInt32(pointers.count), above)
        }
        next += rowPointers.count
        guard status == 0, next < rows.upperBound || dropshot_png_band_finish(band) == 0 else { throw PNGError(message: "deflate failed") }
    }

    /// Adds rows `added` (image rows) of `canvas`, whose pixels are straight (an opaque canvas's
    /// are); the canvas also holds the row above them unless the first is the image's first.
    package func add(_ canvas: Canvas, rows added: Range<Int>) throws(PNGError) {
        let first = added.lowerBound > 0 ? added.lowerBound - 1 : 0
        precondition(added.lowerBound == next, "not the band's next rows")
        precondition(
            canvas.width == width && first >= canvas.originY && added.upperBound <= canvas.originY + canvas.height,
            "rows outside the canvas")
        // Safe: the pointers are made and used within the canvas's storage, during the call.
        try canvas.pixels.withUnsafeBufferPointer { buffer throws(PNGError) in
            let rowBytes = width * 4
            let row = { (y: Int) in UnsafePointer(buffer.baseAddress! + (y - canvas.originY) * rowBytes) }
            try add(ArraySlice(added.map { Optional(row($0)) }), above: added.lowerBound > 0 ? row(added.lowerBound - 1) : nil)
        }
    }

    /// The PNG of an image from its finished bands, top to bottom: RGB when `opaque`, else RGBA.
    package static func assemble(_ bands: [PNGBand], width: Int, height: Int, opaque: Bool) throws(PNGError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let pointers: [OpaquePointer?] = bands.map(\.band)
        let status = withExtendedLifetime(bands) {
            pointers.withUnsafeBufferPointer { pointers in
                dropshot_png_assemble(
                    UInt32(width), UInt32(height), opaque ? 3 : 4, pointers.baseAddress, Int32(pointers.count),
                    &output, &size, &message, message.count)
            }
        }
        guard status == 0, let output else { throw PNGError(cMessage: message) }
        defer { dropshot_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}

extension PNGError {
    /// The message a C function wrote into `message` (up to its first zero byte).
    init(cMessage message: [CChar]) {
        self.init(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
