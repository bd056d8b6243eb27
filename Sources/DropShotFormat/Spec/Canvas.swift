/// The drawing surface: size in points, pixels per point, background.
public struct CanvasSpec: Equatable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// Pixels a point: 1, 2 or 3.
    public var scale: Int
    /// The colour under everything.
    public var background: Scenario.Color
    /// The safe area's insets in points, `left` the leading edge and `right` the trailing one
    /// (a device's as UIKit reports it): what frames of edges are measured from.
    public var safeArea = EdgeInsets.zero
    /// A canvas of `width` by `height` points, drawn at `scale` pixels a point, on `background`.
    public init(width: Double = 390, height: Double = 844, scale: Int = 2, background: Scenario.Color = .white) {
        self.width = width; self.height = height; self.scale = scale; self.background = background
    }
    /// The largest pixel count allowed on either side of a canvas.
    public static let maxPixelsPerSide = 16384
    /// The pixels a point a canvas may have.
    public static let scales = 1...3

    /// A device's screen in points at its scale, upright or turned (`"canvas": {"device": "iPhone 15"}`).
    public init(device: Device, landscape: Bool = false, background: Scenario.Color = .white) {
        let (short, long) = device.points
        self.init(width: landscape ? long : short, height: landscape ? short : long, scale: device.scale, background: background)
        safeArea = device.safeArea(landscape: landscape)
    }

    /// Common iPhone and iPad screens: their size in points (portrait) and pixels a point.
    public enum Device: String, CaseIterable, Sendable {
        case iPhoneSE = "iPhone SE"
        case iPhone13Mini = "iPhone 13 mini"
        case iPhone14 = "iPhone 14"
        case iPhone14Plus = "iPhone 14 Plus"
        case iPhone15 = "iPhone 15"
        case iPhone15Pro = "iPhone 15 Pro"
        case iPhone15ProMax = "iPhone 15 Pro Max"
        case iPhone16 = "iPhone 16"
        case iPhone16Pro = "iPhone 16 Pro"
        case iPhone16ProMax = "iPhone 16 Pro Max"
        case iPadMini = "iPad mini"
        case iPad = "iPad"
        case iPadAir13 = "iPad Air 13"
        case iPadPro11 = "iPad Pro 11"
        case iPadPro13 = "iPad Pro 13"

        /// The screen's width and height in points, portrait.
        public var points: (width: Double, height: Double) {
            switch self {
            case .iPhoneSE: (375, 667)
            case .iPhone13Mini: (375, 812)
            case .iPhone14: (390, 844)
            case .iPhone14Plus: (428, 926)
            case .iPhone15, .iPhone15Pro, .iPhone16: (393, 852)
            case .iPhone15ProMax: (430, 932)
            case .iPhone16Pro: (402, 874)
            case .iPhone16ProMax: (440, 956)
            case .iPadMini: (744, 1133)
            case .iPad: (820, 1180)
            case .iPadAir13, .iPadPro13: (1024, 1366)
            case .iPadPro11: (834, 1194)
            }
        }

        /// The safe area's insets as UIKit reports them (`safeAreaInsets` of a full-screen view,
        /// status bar shown): the status bar or sensor housing on top, the home indicator below;
        /// turned, the housing's side on both sides (`left` and `right`) and the indicator below.
        public func safeArea(landscape: Bool) -> EdgeInsets {
            let (top, bottom): (Double, Double) =
                switch self {
                case .iPhoneSE: (20, 0)
                case .iPhone13Mini: (50, 34)
                case .iPhone14, .iPhone14Plus: (47, 34)
                case .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16: (59, 34)
                case .iPhone16Pro, .iPhone16ProMax: (62, 34)
                case .iPadMini, .iPad, .iPadAir13, .iPadPro11, .iPadPro13: (24, 20)
                }
            guard landscape else { return EdgeInsets(top: top, bottom: bottom) }
            if rawValue.hasPrefix("iPad") { return EdgeInsets(top: top, bottom: bottom) }
            if self == .iPhoneSE { return EdgeInsets() }
            return EdgeInsets(top: 0, left: top, bottom: 21, right: top)
        }

        /// The name without spaces (`iPhoneSE`), as a golden's name spells it.
        public var compactName: String { rawValue.filter { $0 != " " } }

        /// Pixels a point (UIScreen's scale).
        public var scale: Int { rawValue.hasPrefix("iPad") || self == .iPhoneSE ? 2 : 3 }
    }
}

/// A device canvas upright or turned (`"orientation"`).
public enum DeviceOrientation: String, CaseIterable, Sendable { case portrait, landscape }
