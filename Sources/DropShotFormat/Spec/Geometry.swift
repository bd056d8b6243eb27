/// A point in points, origin top-left, y down.
public struct Point: Equatable, Hashable, Sendable {
    /// Points from the left edge.
    public var x: Double
    /// Points from the top edge, downwards.
    public var y: Double
    /// The point (`x`, `y`), in points from the top-left corner.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// The origin, top left.
    public static let zero = Point(0, 0)

    /// The sum of two points, component by component.
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The difference of two points, component by component.
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// Euclidean distance to `other`.
    public func distance(to other: Point) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
}

/// A width and height in points.
public struct Size: Equatable, Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// A size of `width` by `height` points.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
}

/// An axis-aligned rectangle `[x, y, width, height]`.
public struct Rect: Equatable, Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A rectangle whose top-left corner is (`x`, `y`).
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The top-left corner.
    public var origin: Point { Point(x, y) }
    /// The centre.
    public var center: Point { Point(midX, midY) }
    /// The area in square points (0 for an empty rectangle).
    public var area: Double { max(0, width) * max(0, height) }

    /// The same rectangle moved by `delta`.
    public func offsetBy(_ delta: Point) -> Rect { Rect(x + delta.x, y + delta.y, width, height) }

    /// True when `point` lies inside; the left and top edges are inside, the right and bottom are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlapping rectangle, or nil when the two do not overlap with a positive area.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(left, top, right - left, bottom - top)
    }

    /// The rectangle scaled by `factor` about `anchor`.
    public func scaled(by factor: Double, about anchor: Point) -> Rect {
        Rect(anchor.x + (x - anchor.x) * factor, anchor.y + (y - anchor.y) * factor, width * factor, height * factor)
    }
}

/// Insets in points: top, left, bottom, right (the order of UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// Points from the top.
    public var top: Double
    /// Points from the left.
    public var left: Double
    /// Points from the bottom.
    public var bottom: Double
    /// Points from the right.
    public var right: Double
    /// Insets from each edge, in points.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No inset on any side.
    public static let zero = EdgeInsets()
}

extension Scenario {
    /// An 8-bit sRGB color with straight (not premultiplied) alpha.
    public struct Color: Equatable, Hashable, Sendable {
        /// The red component, 0...255.
        public var red: UInt8
        /// The green component, 0...255.
        public var green: UInt8
        /// The blue component, 0...255.
        public var blue: UInt8
        /// The opacity, 0 (transparent) to 255 (opaque).
        public var alpha: UInt8

        /// A colour from its 8-bit straight (not premultiplied) components.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }

        /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (hex digits in either case); nil otherwise.
        public init?(hex: String) {
            let digits = Array(hex.utf8)
            guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
            var bytes: [UInt8] = []
            var i = 1
            while i < digits.count {
                guard let high = Scenario.Color.hexDigit(digits[i]), let low = Scenario.Color.hexDigit(digits[i + 1]) else { return nil }
                bytes.append(high << 4 | low)
                i += 2
            }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        }

        private static func hexDigit(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        /// Relative luminance in 0...1 (Rec. 709 weights on the 8-bit values), used to pick readable text.
        public var luminance: Double {
            (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
        }

        /// The same color with its alpha multiplied by `factor` (0...1).
        public func withAlphaMultiplied(by factor: Double) -> Scenario.Color {
            var copy = self
            copy.alpha = UInt8((Double(alpha) * min(1, max(0, factor))).rounded())
            return copy
        }

        /// Opaque black.
        public static let black = Scenario.Color(red: 0, green: 0, blue: 0)
        /// Opaque white.
        public static let white = Scenario.Color(red: 255, green: 255, blue: 255)
    }
}
