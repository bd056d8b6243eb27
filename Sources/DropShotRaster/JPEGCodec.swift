internal import CJPEGDecoder

/// Reading JPEG photos through libjpeg-turbo, as UIImage shows them: turned by their EXIF
/// orientation, CMYK converted to RGB.
public enum JPEGCodec {
    /// A JPEG that cannot be read, with libjpeg's reason.
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
    }

    /// The size of the image as drawn (after its EXIF orientation), from the headers alone.
    public static func size(of data: [UInt8]) throws(Failure) -> (width: Int, height: Int) {
        let stored = try storedSize(of: data)
        return orientation(of: data) >= 5 ? (stored.height, stored.width) : stored
    }

    static func storedSize(of data: [UInt8]) throws(Failure) -> (width: Int, height: Int) {
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { dropshot_jpeg_header($0.baseAddress, $0.count, &width, &height, &message, message.count) }
        guard status == 0 else { throw Failure(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        return (Int(width), Int(height))
    }

    /// Reads all of `data`'s image data (at an eighth of its size, keeping nothing): throws when
    /// the file is cut off or damaged.
    public static func verify(_ data: [UInt8]) throws(Failure) {
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { dropshot_jpeg_verify($0.baseAddress, $0.count, &message, message.count) }
        guard status == 0 else { throw Failure(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
    }

    /// Decodes `data` (at most `maxPixels` pixels) into an opaque canvas, upright.
    public static func decode(_ data: [UInt8], maxPixels: Int) throws(Failure) -> Canvas {
        let (width, height) = try storedSize(of: data)
        guard width > 0, height > 0, width * height <= maxPixels else {
            throw Failure(message: "\(width)x\(height) px is over the limit of \(maxPixels) pixels")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                dropshot_jpeg_decode(input.baseAddress, input.count, output.baseAddress, UInt32(width), UInt32(height), &message, message.count)
            }
        }
        guard status == 0 else { throw Failure(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        // Opaque, so straight and premultiplied are the same bytes; a CMYK or gray profile leaves them as decoded.
        if let profile = ColorManagement.profile(ofJPEG: data) {
            do { try ColorManagement.convert(&pixels, tag: .profile(profile)) } catch { throw Failure(message: error.message) }
        }
        return Canvas(width: width, height: height, premultipliedPixels: pixels).oriented(orientation(of: data))
    }

    /// The EXIF orientation (1 to 8; 1 when absent or unreadable) from the APP1 segment.
    public static func orientation(of data: [UInt8]) -> Int {
        var value: Int?
        forEachSegment(in: data) { marker, body in
            guard value == nil, marker == 0xE1, body.starts(with: Array("Exif\0\0".utf8)) else { return }
            value = exifOrientation(Array(body.dropFirst(6)))
        }
        return value.map { (1...8).contains($0) ? $0 : 1 } ?? 1
    }

    /// Calls `body` with the marker and contents of each metadata segment before the image data
    /// (SOS), in order; stops at a segment that runs past the end.
    static func forEachSegment(in data: [UInt8], _ body: (_ marker: UInt8, _ contents: ArraySlice<UInt8>) -> Void) {
        var at = 2
        while at + 4 <= data.count, data[at] == 0xFF {
            let marker = data[at + 1]
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { at += 2; continue }
            if marker == 0xDA || marker == 0xD9 { break }  // image data follows: no more metadata
            let length = Int(data[at + 2]) << 8 | Int(data[at + 3])
            guard length >= 2, at + 2 + length <= data.count else { break }
            body(marker, data[at + 4..<at + 2 + length])
            at += 2 + length
        }
    }

    /// Tag 0x0112 of IFD0 in a TIFF structure.
    static func exifOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little = tiff[0] == 0x49 && tiff[1] == 0x49
        guard little || (tiff[0] == 0x4D && tiff[1] == 0x4D) else { return nil }
        func u16(_ o: Int) -> Int? {
            o + 2 <= tiff.count ? (little ? Int(tiff[o]) | Int(tiff[o + 1]) << 8 : Int(tiff[o]) << 8 | Int(tiff[o + 1])) : nil
        }
        func u32(_ o: Int) -> Int? { guard let a = u16(o), let b = u16(o + 2) else { return nil }; return little ? a | b << 16 : a << 16 | b }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<min(count, 512) {
            let o = ifd + 2 + entry * 12
            guard let tag = u16(o) else { return nil }
            if tag == 0x0112 { return u16(o + 8) }
        }
        return nil
    }
}

extension Canvas {
    /// The image turned and flipped as EXIF orientation `orientation` asks (1: as stored; 2 to 8:
    /// the mirrorings and quarter turns of the TIFF specification), so it reads upright.
    public func oriented(_ orientation: Int) -> Canvas {
        guard (2...8).contains(orientation) else { return self }
        let swaps = orientation >= 5
        let w = swaps ? height : width, h = swaps ? width : height
        var out = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<h {
            for x in 0..<w {
                // The stored pixel shown at (x, y).
                let (sx, sy): (Int, Int) =
                    switch orientation {
                    case 2: (width - 1 - x, y)
                    case 3: (width - 1 - x, height - 1 - y)
                    case 4: (x, height - 1 - y)
                    case 5: (y, x)
                    case 6: (y, height - 1 - x)
                    case 7: (width - 1 - y, height - 1 - x)
                    default: (width - 1 - y, x)
                    }
                let from = (sy * width + sx) * 4, to = (y * w + x) * 4
                out[to] = pixels[from]; out[to + 1] = pixels[from + 1]; out[to + 2] = pixels[from + 2]; out[to + 3] = pixels[from + 3]
            }
        }
        return Canvas(width: w, height: h, premultipliedPixels: out)
    }
}
