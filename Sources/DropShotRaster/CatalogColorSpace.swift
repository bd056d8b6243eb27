internal import CColor

/// The colour spaces an asset catalog's colour set may be written in (`"color-space"`, as Xcode
/// writes it), and their conversion to sRGB through Little CMS: Display P3 by its primaries,
/// the gray spaces by their 2.2 curve, the linear one by its line. The extended spaces allow
/// components outside 0...1; every result is clipped to sRGB's range, as a colour outside its
/// gamut is drawn on an sRGB screen.
public enum CatalogColorSpace: String, CaseIterable, Sendable {
    /// sRGB, components in 0...1.
    case srgb
    /// Display P3: P3's primaries, D65, sRGB's curve.
    case displayP3 = "display-p3"
    /// sRGB with components outside 0...1.
    case extendedSRGB = "extended-srgb"
    /// sRGB's primaries on a linear curve, components outside 0...1.
    case extendedLinearSRGB = "extended-linear-srgb"
    /// Gray on a 2.2 power curve.
    case grayGamma22 = "gray-gamma-22"
    /// Gray on a 2.2 power curve, values outside 0...1.
    case extendedGray = "extended-gray"

    /// Whether its components may lie outside 0...1.
    public var isExtended: Bool { rawValue.hasPrefix("extended") }

    /// Whether its components are `white` and `alpha` (else `red`, `green`, `blue`, `alpha`).
    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Why a colour cannot be converted (Little CMS's reason).
    public struct Failure: Error, Sendable {
        /// On one line.
        public var message: String
    }

    /// `components` (red, green, blue; or white) in this space as sRGB red, green, blue in 0...1.
    public func sRGB(_ components: [Double]) throws(Failure) -> (red: Double, green: Double, blue: Double) {
        let space: Int32
        switch self {
        case .srgb, .extendedSRGB:
            // sRGB itself: clipped, nothing converted.
            return (Self.clip(components[0]), Self.clip(components[1]), Self.clip(components[2]))
        case .displayP3: space = Int32(DROPSHOT_SPACE_DISPLAY_P3)
        case .extendedLinearSRGB: space = Int32(DROPSHOT_SPACE_LINEAR_SRGB)
        case .grayGamma22, .extendedGray: space = Int32(DROPSHOT_SPACE_GRAY_GAMMA_22)
        }
        // Little CMS's double transforms work within 0...1 for these curves: an extended value is
        // clipped on the way in (its sRGB value would be clipped anyway).
        let input = components.map(Self.clip)
        var out = [0.0, 0.0, 0.0]
        var error = [CChar](repeating: 0, count: 256)
        let status = input.withUnsafeBufferPointer { i in
            out.withUnsafeMutableBufferPointer { o in dropshot_color_to_srgb(space, i.baseAddress, o.baseAddress, &error, error.count) }
        }
        guard status == 0 else {
            throw Failure(message: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return (Self.clip(out[0]), Self.clip(out[1]), Self.clip(out[2]))
    }

    private static func clip(_ value: Double) -> Double { min(1, max(0, value)) }
}
