internal import CPNGEncoder
internal import CPixelDigest

/// A 128-bit digest of a canvas's premultiplied pixels and size: two independent 64-bit lanes,
/// each the wrapping sum over rows of a mixed hash of the row's bytes and its index. A sum over
/// rows can be taken band by band, in any order, and added up: the renderer digests each band as
/// it draws it, on that band's core, and no second pass reads the image. The rows are hashed by a
/// C shim (`dropshot_digest_rows`: AVX-512's vector multiplies when the processor has them).
public struct PixelDigest: Equatable, Hashable, Sendable {
    /// The image's width in pixels.
    public var width: Int
    /// The image's height in pixels.
    public var height: Int
    /// The two 64-bit sums of the rows' hashes.
    public var lanes: (UInt64, UInt64)

    public static func == (a: PixelDigest, b: PixelDigest) -> Bool {
        a.width == b.width && a.height == b.height && a.lanes.0 == b.lanes.0 && a.lanes.1 == b.lanes.1
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(lanes.0); hasher.combine(lanes.1) }

    /// The digest of a whole canvas.
    public init(of canvas: borrowing Canvas) {
        self = PixelDigest.rows(of: canvas, totalHeight: canvas.height)
    }

    init(width: Int, height: Int, lanes: (UInt64, UInt64)) { self.width = width; self.height = height; self.lanes = lanes }

    /// The partial digest of a band's rows (`canvas.originY` on), of an image `totalHeight` rows high.
    public static func rows(of canvas: borrowing Canvas, totalHeight: Int) -> PixelDigest {
        rows(of: canvas, totalHeight: totalHeight, vectors: true)
    }

    /// `rows(of:totalHeight:)`, with the processor's vector multiplies when `vectors` and it has
    /// them (the C shim hashes 32 rows at once with AVX-512), else four rows side by side: the
    /// same values as `hashRow`, the reference, row by row.
    static func rows(of canvas: borrowing Canvas, totalHeight: Int, vectors: Bool) -> PixelDigest {
        var sums: [UInt64] = [0, 0]
        let (width, height, originY) = (canvas.width, canvas.height, canvas.originY)
        canvas.pixels.withUnsafeBufferPointer { pixels in
            sums.withUnsafeMutableBufferPointer { sums in
                dropshot_digest_rows(pixels.baseAddress, width * 4, height, UInt64(originY), vectors ? 1 : 0, sums.baseAddress)
            }
        }
        return PixelDigest(width: width, height: totalHeight, lanes: (sums[0], sums[1]))
    }

    /// The digest of an image from the partial digests of its bands.
    public static func combining(_ parts: [PixelDigest], width: Int, height: Int) -> PixelDigest {
        var sum: (UInt64, UInt64) = (0, 0)
        for part in parts { sum = (sum.0 &+ part.lanes.0, sum.1 &+ part.lanes.1) }
        return PixelDigest(width: width, height: height, lanes: sum)
    }

    /// The two lanes of one row's hash as its words go in: eight bytes at a time, multiplied and
    /// folded, then the last bytes padded and finished with the row's index.
    struct RowHash {
        var a: UInt64, b: UInt64

        @inline(__always) init(index: UInt64) {
            a = 0x243F_6A88_85A3_08D3 ^ index
            b = 0x1319_8A2E_0370_7344 &+ index &* 0x9E37_79B9_7F4A_7C15
        }

        @inline(__always) mutating func mix(_ word: UInt64) {
            a = (a ^ word) &* 0x9E37_79B9_7F4A_7C15
            a ^= a >> 31
            b = (b &+ word) &* 0xC2B2_AE3D_27D4_EB4F
            b ^= b >> 29
        }

        /// The lanes, after the bytes past the last whole word (`count - from` of them, at `row`;
        /// nil only for an empty row).
        @inline(__always) func finished(tailOf row: UnsafeRawPointer?, from: Int, count: Int, index: UInt64) -> (UInt64, UInt64) {
            var tail: UInt64 = 0
            for k in from..<count { tail = tail << 8 | UInt64(row!.load(fromByteOffset: k, as: UInt8.self)) }
            return (finish((a ^ tail) &* 0x9E37_79B9_7F4A_7C15 ^ index), finish((b &+ tail) &* 0xC2B2_AE3D_27D4_EB4F &+ index))
        }
    }

    /// Two 64-bit hashes of one row of `count` bytes from `start`, row `index` of the image: the
    /// reference the C shim's row sums are tested against (and the definition of the digest).
    static func hashRow(_ raw: UnsafeRawBufferPointer, start: Int, count: Int, index: UInt64) -> (UInt64, UInt64) {
        precondition(start >= 0 && count >= 0 && start + count <= raw.count, "a row past the buffer")
        // Safe: the row lies in the buffer (checked above); an empty buffer has no address and no word.
        let row = raw.baseAddress.map { $0 + start }
        var hash = RowHash(index: index)
        let words = count / 8
        for k in 0..<words { hash.mix(row!.loadUnaligned(fromByteOffset: k &* 8, as: UInt64.self)) }
        return hash.finished(tailOf: row, from: words * 8, count: count, index: index)
    }

    /// A 64-bit finalizer (SplitMix64's): every input bit reaches every output bit.
    static func finish(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The digest chunk DropShot writes in the goldens it records: `dsHA`, ancillary, private, and not
/// safe to copy, so an editor that changes the image must drop it. It holds the digest of the
/// pixels the golden was recorded from and the CRC of every other byte of the file (the signature
/// and every chunk but itself: header, palette, transparency, gamma, image data, animation): it
/// speaks for the file only while nothing that could change the decoded image has changed.
/// Version 1 chunks (which covered the image data alone) are not read: such a golden is decoded,
/// and `--record all` gives it a version 2 chunk.
public enum GoldenDigest {
    static let type = Array("dsHA".utf8)
    static let version: UInt8 = 2

    /// `png` with the digest chunk of `digest` before its `IEND`.
    public static func adding(_ digest: PixelDigest, to png: [UInt8]) -> [UInt8] {
        var body: [UInt8] = [version]
        func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        func u64(_ v: UInt64) -> [UInt8] { (0..<8).map { UInt8(v >> (56 - 8 * UInt64($0)) & 255) } }
        body += u32(digest.width) + u32(digest.height) + u64(digest.lanes.0) + u64(digest.lanes.1)
        body += u32(Int(coveredCRC(of: png)))
        var chunk = u32(body.count) + type + body
        let checked = type + body
        chunk += u32(Int(checked.withUnsafeBufferPointer { dropshot_crc32(0, $0.baseAddress, $0.count) }))
        guard let iend = iendOffset(of: png) else { return png }
        return Array(png[..<iend]) + chunk + Array(png[iend...])
    }

    /// The digest a golden's chunk holds, when it has exactly one, of this version, and every other
    /// byte of the file is the one it was recorded with (the CRC computed from the bytes).
    public static func read(_ png: [UInt8]) -> PixelDigest? {
        var body: ArraySlice<UInt8>?, chunks = 0
        PNGCodec.forEachChunk(in: png) { type, range in
            if type.elementsEqual(GoldenDigest.type) { body = png[range]; chunks += 1 }
        }
        guard chunks == 1, let body, body.count == 29, body.first == version else { return nil }
        let bytes = Array(body)
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        func u64(_ at: Int) -> UInt64 { bytes[at..<at + 8].reduce(0) { $0 << 8 | UInt64($1) } }
        guard coveredCRC(of: png) == UInt32(u32(25)) else { return nil }
        return PixelDigest(width: u32(1), height: u32(5), lanes: (u64(9), u64(17)))
    }

    /// The CRC of the whole file but its digest chunk: the signature, then every other chunk
    /// (length, type, data and CRC) and anything after `IEND`, as stored.
    static func coveredCRC(of png: [UInt8]) -> UInt32 {
        var skipped: [Range<Int>] = []
        PNGCodec.forEachChunk(in: png) { type, range in
            if type.elementsEqual(GoldenDigest.type) { skipped.append((range.lowerBound - 8)..<min(range.upperBound + 4, png.count)) }
        }
        var crc: UInt32 = 0, at = 0
        guard !png.isEmpty else { return crc }
        png.withUnsafeBufferPointer { bytes in
            for range in skipped + [png.count..<png.count] {
                crc = dropshot_crc32(crc, bytes.baseAddress! + at, range.lowerBound - at)
                at = range.upperBound
            }
        }
        return crc
    }

    /// Where the `IEND` chunk starts.
    static func iendOffset(of png: [UInt8]) -> Int? {
        var at: Int?
        PNGCodec.forEachChunk(in: png) { type, range in
            if type.elementsEqual("IEND".utf8) { at = range.lowerBound - 8 }
        }
        return at
    }
}
