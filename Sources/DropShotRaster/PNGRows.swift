internal import CPNGEncoder

/// A PNG decoded a few rows at a time, top to bottom, into straight RGBA8 (the values
/// `PNGCodec.decodeStraight` gives): a comparison of a large golden holds a band of its rows, not
/// the image. An interlaced PNG (whose rows come in passes) is decoded whole when it is opened.
package final class PNGRowReader {
    private let reader: OpaquePointer
    /// The PNG's bytes, kept alive for the reader.
    private let data: [UInt8]
    /// The image's size in pixels.
    package let width: Int, height: Int
    /// The next row `read` returns.
    package private(set) var nextRow = 0

    /// Opens `data`, checked as `decodeStraight` checks it (size limits, enough image data).
    package init(_ data: [UInt8], maxPixels: Int = PNGCodec.maxDimension * PNGCodec.maxDimension) throws(PNGError) {
        let (width, height) = try PNGCodec.checkedSize(of: data, maxPixels: maxPixels)
        var message = [CChar](repeating: 0, count: 256)
        // The reader keeps reading from `data`'s storage, which `self.data` keeps alive.
        let opened = data.withUnsafeBufferPointer { input in
            dropshot_png_reader_open(input.baseAddress, input.count, UInt32(width), UInt32(height), &message, message.count)
        }
        (self.width, self.height, self.data) = (width, height, data)
        guard let opened else { throw PNGError(cMessage: message) }
        reader = opened
    }

    deinit { dropshot_png_reader_free(reader) }

    /// Decodes the next `count` rows (`count * width * 4` bytes) into `buffer` from `offset` bytes on.
    package func read(_ count: Int, into buffer: inout [UInt8], at offset: Int) throws(PNGError) {
        precondition(count >= 0 && nextRow + count <= height && offset + count * width * 4 <= buffer.count, "rows outside the image or the buffer")
        guard count > 0 else { return }
        var message = [CChar](repeating: 0, count: 256)
        // `data` stays alive with `self`: the reader reads from its storage.
        let status = withExtendedLifetime(data) {
            buffer.withUnsafeMutableBufferPointer { output in
                dropshot_png_reader_rows(reader, output.baseAddress! + offset, UInt32(count), &message, message.count)
            }
        }
        guard status == 0 else { throw PNGError(cMessage: message) }
        nextRow += count
    }
}

/// A PNG encoded from rows handed over top to bottom, a few at a time: the same bytes as
/// `PNGCodec.encode` of the whole image (banded options), without the image ever being held.
package final class PNGRowWriter {
    private let width: Int, height: Int, opaque: Bool
    private var bands: [PNGBand] = []
    private let bandCount: Int
    private let options: PNGCodec.Options
    /// The last row added, the row above the next one.
    private var above: [UInt8] = []
    private var nextRow = 0

    /// A writer of a `width` x `height` image, RGB when `opaque` (every alpha byte must then be 255).
    package init(width: Int, height: Int, opaque: Bool, options: PNGCodec.Options = PNGCodec.Options()) {
        precondition(options.isBanded && width > 0 && height > 0, "a banded encoding of a non-empty image")
        self.width = width
        self.height = height
        self.opaque = opaque
        self.options = options
        bandCount = PNGBand.count(height: height, options: options)
    }

    /// Adds the image's next rows: `pixels` holds whole rows of straight RGBA8.
    package func add(_ pixels: ArraySlice<UInt8>) throws(PNGError) {
        let rowBytes = width * 4
        precondition(pixels.count % rowBytes == 0 && nextRow + pixels.count / rowBytes <= height, "not whole rows of the image")
        var start = pixels.startIndex
        while start < pixels.endIndex {
            if bands.last.map({ nextRow == $0.rows.upperBound }) ?? true {
                let span = PNGBand.rows(bands.count, of: bandCount, height: height)
                bands.append(try PNGBand(width: width, rows: span, height: height, opaque: opaque, options: options))
            }
            let band = bands[bands.count - 1]
            let count = min(band.rows.upperBound - nextRow, (pixels.endIndex - start) / rowBytes)
            let end = start + count * rowBytes
            // Safe: the pointers are made and used within `pixels` and `above`, during the call.
            try pixels.withUnsafeBufferPointer { rows throws(PNGError) in
                try above.withUnsafeBufferPointer { above throws(PNGError) in
                    let base = rows.baseAddress! + (start - pixels.startIndex)
                    let pointers = (0..<count).map { Optional(UnsafePointer(base + $0 * rowBytes)) }
                    try band.add(ArraySlice(pointers), above: nextRow > 0 ? above.baseAddress : nil)
                }
            }
            above = Array(pixels[end - rowBytes..<end])
            nextRow += count
            start = end
        }
    }

    /// The PNG, once every row was added.
    package func finish() throws(PNGError) -> [UInt8] {
        precondition(nextRow == height, "rows missing")
        return try PNGBand.assemble(bands, width: width, height: height, opaque: opaque)
    }
}
