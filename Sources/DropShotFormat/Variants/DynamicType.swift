/// UIKit's content size categories (`"contentSize"`: Dynamic Type's text size setting), smallest
/// first, by UIKit's names; also spelled `xSmall`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` to `AX5`.
public enum ContentSizeCategory: String, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The short spellings the format also accepts, in case order.
    static let shortNames = ["xSmall", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The category a scenario spells `text` (a UIKit name or a short one), or nil.
    public init?(spelled text: String) {
        if let category = ContentSizeCategory(rawValue: text) {
            self = category
        } else if let index = ContentSizeCategory.shortNames.firstIndex(of: text) {
            self = ContentSizeCategory.allCases[index]
        } else {
            return nil
        }
    }

    /// Every accepted spelling, UIKit's names first.
    static var spellings: [String] { allCases.map(\.rawValue) + shortNames }

    /// The category in a golden's name: `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, `ax1` to `ax5`.
    public var goldenName: String {
        ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][ContentSizeCategory.allCases.firstIndex(of: self)!]
    }

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibility: Bool { rawValue.hasPrefix("accessibility") }
}

/// Apple's text styles (`"textStyle"`), each with its point size, line height and weight at every
/// content size category.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Size and line height in points at each category, `extraSmall` to `accessibilityExtraExtraExtraLarge`:
    /// the iOS Dynamic Type sizes of Apple's Human Interface Guidelines ("Typography", "Specifications",
    /// the iOS and iPadOS Dynamic Type sizes tables: xSmall to xxxLarge, then AX1 to AX5).
    private static let table: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// The point size at `category`.
    public func size(at category: ContentSizeCategory) -> Double { metrics(at: category).size }

    /// The line height at `category`, in points.
    public func lineHeight(at category: ContentSizeCategory) -> Double { metrics(at: category).leading }

    private func metrics(at category: ContentSizeCategory) -> (size: Double, leading: Double) {
        TextStyle.table[self]![ContentSizeCategory.allCases.firstIndex(of: category)!]
    }

    /// Whether the style is drawn bold: the headline (semibold in Apple's table; DropShot's texts
    /// are regular or bold, so semibold is drawn bold).
    public var isBold: Bool { self == .headline }

    /// `size` (points at the Large category) as UIFontMetrics scales it for this style at
    /// `category`: by the style's size there over its size at Large.
    public func scaled(_ size: Double, at category: ContentSizeCategory) -> Double {
        size * self.size(at: category) / self.size(at: .large)
    }
}
