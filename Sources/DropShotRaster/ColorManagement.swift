internal import CColor

/// Bringing a tagged image's colours to sRGB, as iOS draws it: an ICC profile (a PNG's iCCP, a
/// JPEG's APP2 `ICC_PROFILE`) or a PNG's gAMA and cHRM are converted through Little CMS,
/// relative colorimetric (ImageIO's rendering of tagged images); an untagged image, one tagged
/// sRGB (the sRGB chunk, or gAMA 1/2.2 with sRGB's primaries or none), a gray or CMYK profile, are
/// drawn as stored. A profile Little CMS cannot read is an error.
public enum ColorManagement {
    /// What an image file says about its colours.
    public enum Tag: Equatable, Sendable {
        /// Nothing, or sRGB: drawn as stored.
        case sRGB
        /// An ICC profile.
        case profile([UInt8])
        /// A PNG's gAMA (file gamma; nil: sRGB's curve) and cHRM (white point, red, green, blue as x, y; nil: sRGB's).
        case gamma(Double?, chromaticities: [Double]?)
    }

    /// Why a tagged image cannot be converted.
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
    }

    /// The largest ICC profile read, in bytes.
    static let maxProfileBytes = 4 << 20

    /// The colour tag of a PNG file, from its chunks before the image data.
    public static func tag(ofPNG data: [UInt8]) throws(Failure) -> Tag {
        var profile: [UInt8]?, gamma: Double?, chromaticities: [Double]?, sRGB = false, damaged = false, repeated = false
        PNGCodec.forEachChunk(in: data) { type, range in
            func u32(_ offset: Int) -> Double {
                Double(data[range.lowerBound + offset..<range.lowerBound + offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            }
            switch String(decoding: type, as: UTF8.self) {
            case "sRGB": sRGB = true
            case "gAMA" where range.count == 4: gamma = u32(0) / 100_000
            case "cHRM" where range.count == 32: chromaticities = (0..<8).map { u32($0 * 4) / 100_000 }
            case "iCCP":
                // At most one (the PNG specification's rule): a file of 20,000 took 6.2 s to refuse.
                guard profile == nil, !damaged else { repeated = true; return }
                // A name of 1 to 79 bytes, a zero, the method (0: zlib), the compressed profile.
                guard let zero = data[range].firstIndex(of: 0), zero + 2 <= range.upperBound else { damaged = true; return }
                let compressed = Array(data[(zero + 2)..<range.upperBound])
                var inflated = [UInt8](repeating: 0, count: maxProfileBytes), size = inflated.count
                let status = compressed.withUnsafeBufferPointer { input in
                    inflated.withUnsafeMutableBufferPointer { dropshot_color_inflate(input.baseAddress, input.count, $0.baseAddress, &size) }
                }
                if status == 0 { profile = Array(inflated.prefix(size)) } else { damaged = true }
            default: break
            }
        }
        if repeated { throw Failure(message: "it has more than one iCCP colour profile") }
        if damaged { throw Failure(message: "its iCCP colour profile is damaged") }
        if let profile { return .profile(profile) }
        if sRGB { return .sRGB }
        let srgbPrimaries = [0.3127, 0.3290, 0.64, 0.33, 0.30, 0.60, 0.15, 0.06]
        let gammaIsSRGB = gamma.map { abs($0 - 1 / 2.2) < 0.01 } ?? true
        let primariesAreSRGB = chromaticities.map { zip($0, srgbPrimaries).allSatisfy { abs($0 - $1) < 0.01 } } ?? true
        if gammaIsSRGB && primariesAreSRGB { return .sRGB }
        return .gamma(gamma, chromaticities: chromaticities)
    }

    /// The ICC profile of a JPEG file, joined from its APP2 `ICC_PROFILE` segments; nil without one.
    public static func profile(ofJPEG data: [UInt8]) -> [UInt8]? {
        var parts: [Int: [UInt8]] = [:]
        let signature = Array("ICC_PROFILE\0".utf8)
        JPEGCodec.forEachSegment(in: data) { marker, body in
            guard marker == 0xE2, body.count > signature.count + 2, body.starts(with: signature) else { return }
            parts[Int(body[body.startIndex + signature.count])] = Array(body.dropFirst(signature.count + 2))
        }
        guard !parts.isEmpty else { return nil }
        return parts.keys.sorted().flatMap { parts[$0]! }
    }

    /// Converts straight RGBA8 `pixels` tagged `tag` to sRGB in place.
    public static func convert(_ pixels: inout [UInt8], tag: Tag) throws(Failure) {
        var message = [CChar](repeating: 0, count: 256)
        let count = pixels.count / 4
        let status: Int32
        switch tag {
        case .sRGB: return
        case let .profile(profile):
            status = profile.withUnsafeBufferPointer { icc in
                pixels.withUnsafeMutableBufferPointer {
                    dropshot_color_icc_to_srgb($0.baseAddress, count, icc.baseAddress, icc.count, &message, message.count)
                }
            }
        case let .gamma(gamma, chromaticities):
            status = pixels.withUnsafeMutableBufferPointer { rgba in
                if let chromaticities {
                    return chromaticities.withUnsafeBufferPointer {
                        dropshot_color_gamma_to_srgb(rgba.baseAddress, count, gamma ?? 0, $0.baseAddress, &message, message.count)
                    }
                }
                return dropshot_color_gamma_to_srgb(rgba.baseAddress, count, gamma ?? 0, nil, &message, message.count)
            }
        }
        guard status >= 0 else {
            throw Failure(
                message:
                    "its colour profile cannot be read (\(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))"
            )
        }
    }
}
