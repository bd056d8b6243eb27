internal import CPNGEncoder

/// What an image file is, read from its first bytes and its chunk structure without decoding
/// it: the check every item image passes when a scenario is read, on screen or not.
public enum ImageFile {
    /// The most pixels an item image may have on either side.
    public static let maxSide = 4096

    /// Why a file cannot be drawn, on one line (the caller names the file and the item).
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    /// Whether `data` begins as a JPEG file does.
    public static func isJPEG(_ data: [UInt8]) -> Bool { data.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// The format of `data` by its signature, when it is one DropShot does not read: "HEIC",
    /// "AVIF", "WebP", "GIF", "TIFF", "BMP", "PDF", "SVG", or "an Xcode-optimised (CgBI) PNG";
    /// nil for a PNG, a JPEG or an unknown format.
    public static func unreadFormat(of data: [UInt8]) -> String? {
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            data.count >= offset + bytes.count && Array(data[offset..<offset + bytes.count]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) {
            return starts(Array("CgBI".utf8), at: 12) ? "an Xcode-optimised (CgBI) PNG" : nil
        }
        if starts(Array("ftyp".utf8), at: 4) {
            let brand = data.count >= 12 ? String(decoding: data[8..<12], as: UTF8.self) : ""
            return ["avif", "avis"].contains(brand) ? "AVIF" : "HEIC"
        }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "WebP" }
        if starts(Array("GIF8".utf8)) { return "GIF" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        if starts(Array("BM".utf8)) { return "BMP" }
        if starts(Array("%PDF".utf8)) { return "PDF" }
        let head = String(decoding: data.prefix(512), as: UTF8.self).lowercased()
        if head.contains("<svg") { return "SVG" }
        return nil
    }

    /// Checks an image file as the scenario is read and returns its size as drawn: a PNG whole
    /// (`checkPNG`); a JPEG's size (upright) against the limits, then all of its image data read
    /// at an eighth of its size (`JPEGCodec.verify`), so a cut-off or damaged one is found now.
    /// The problem reads after "the image is": "not a valid PNG (…)", "a JPEG of 4097x16 px, over
    /// the limit …".
    public static func check(_ data: [UInt8], maxPixels: Int) throws(Problem) -> (width: Int, height: Int) {
        guard isJPEG(data) else {
            do { return try checkPNG(data, maxPixels: maxPixels) } catch {
                throw error.message.hasPrefix("a PNG of") ? error : Problem(message: "not a valid PNG (\(error.message))")
            }
        }
        let size: (width: Int, height: Int)
        do { size = try JPEGCodec.size(of: data) } catch { throw Problem(message: "not a valid JPEG (\(error.message))") }
        try checkSize(size, of: "JPEG", maxPixels: maxPixels)
        do { try JPEGCodec.verify(data) } catch { throw Problem(message: "not a valid JPEG (\(error.message))") }
        return size
    }

    /// Decodes a PNG or JPEG file checked by `check` into a premultiplied canvas, upright, its
    /// colours brought to sRGB when it is tagged (`ColorManagement`).
    public static func decode(_ data: [UInt8], maxPixels: Int) throws(Problem) -> Canvas {
        if isJPEG(data) {
            do { return try JPEGCodec.decode(data, maxPixels: maxPixels) } catch { throw Problem(message: "not a valid JPEG (\(error.message))") }
        }
        var image: StraightImage
        do { image = try PNGCodec.decodeStraight(data, maxPixels: maxPixels) } catch { throw Problem(message: "not a valid PNG (\(error.message))") }
        do { try ColorManagement.convert(&image.pixels, tag: try ColorManagement.tag(ofPNG: data)) } catch {
            throw Problem(message: "not a PNG DropShot can draw: \(error.message)")
        }
        return PNGCodec.premultiplied(image)
    }

    static func checkSize(_ size: (width: Int, height: Int), of kind: String, maxPixels: Int) throws(Problem) {
        guard size.width > 0, size.height > 0, size.width <= maxSide, size.height <= maxSide, size.width * size.height <= maxPixels else {
            throw Problem(message: "a \(kind) of \(size.width)x\(size.height) px, over the limit of \(maxSide) px a side and \(maxPixels) pixels")
        }
    }

    /// Checks a PNG file's structure: the signature, IHDR first with a size within the limits,
    /// every chunk whole with its CRC, at most one iCCP colour profile (the PNG specification's
    /// rule), IDAT present and IEND last. Returns the image size.
    public static func checkPNG(_ data: [UInt8], maxPixels: Int) throws(Problem) -> (width: Int, height: Int) {
        let size: (width: Int, height: Int)
        do { size = try PNGCodec.header(of: data) } catch { throw Problem(message: error.message) }
        try checkSize(size, of: "PNG", maxPixels: maxPixels)
        var at = 8, sawData = false, sawProfile = false
        while true {
            guard at + 12 <= data.count else { throw Problem(message: "the file is cut off (no IEND chunk)") }
            let length = data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= data.count - at - 12 else { throw Problem(message: "the file is cut off inside a chunk") }
            let stored = data[at + 8 + length..<at + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let computed = data.withUnsafeBufferPointer { dropshot_crc32(0, $0.baseAddress! + at + 4, length + 4) }
            let type = String(decoding: data[at + 4..<at + 8], as: UTF8.self)
            guard stored == computed else { throw Problem(message: "the \(type) chunk's checksum is wrong (a damaged file)") }
            if type == "IDAT" { sawData = true }
            if type == "iCCP" {
                guard !sawProfile else { throw Problem(message: "more than one iCCP colour profile") }
                sawProfile = true
            }
            if type == "IEND" { break }
            at += 12 + length
        }
        guard sawData else { throw Problem(message: "no image data (IDAT)") }
        return size
    }
}
