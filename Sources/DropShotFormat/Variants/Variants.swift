/// Which variants of a scenario a test snapshots (docs/SCENARIO.md, "Variants"): a matrix whose
/// every combination is taken, or a list. An empty axis keeps the scenario's own value; the
/// goldens are named as `dropshot check` names them.
///
/// ```swift
/// expectSnapshots(of: "Scenarios/board.json", variants: .matrix(appearance: [.light, .dark], contentSize: [.large, .accessibility5]))
/// ```
public struct Variants: Sendable, Equatable {
    /// The variants, in order.
    public var list: [ScenarioVariant]

    /// The variants given, in order.
    public static func list(_ variants: [ScenarioVariant]) -> Variants { Variants(list: variants) }

    /// Every combination of the values given (the last axis varies fastest, as in a file's matrix).
    public static func matrix(
        device: [CanvasSpec.Device] = [], appearance: [Appearance] = [], contrast: [Contrast] = [], contentSize: [ContentSizeCategory] = [],
        layoutDirection: [LayoutDirection] = [], locale: [String] = []
    ) -> Variants {
        var combinations = [ScenarioVariant()]
        func expand<T>(_ values: [T], _ set: (inout ScenarioVariant, T) -> Void) {
            guard !values.isEmpty else { return }
            combinations = combinations.flatMap { base in
                values.map { value in
                    var variant = base
                    set(&variant, value)
                    return variant
                }
            }
        }
        expand(device) { $0.device = $1 }
        expand(appearance) { $0.appearance = $1 }
        expand(contrast) { $0.contrast = $1 }
        expand(contentSize) { $0.contentSize = $1 }
        expand(layoutDirection) { $0.layoutDirection = $1 }
        expand(locale) { $0.locale = $1 }
        return Variants(list: combinations)
    }
}

extension ContentSizeCategory {
    /// AX1: `accessibilityMedium`.
    public static let accessibility1 = ContentSizeCategory.accessibilityMedium
    /// AX2: `accessibilityLarge`.
    public static let accessibility2 = ContentSizeCategory.accessibilityLarge
    /// AX3: `accessibilityExtraLarge`.
    public static let accessibility3 = ContentSizeCategory.accessibilityExtraLarge
    /// AX4: `accessibilityExtraExtraLarge`.
    public static let accessibility4 = ContentSizeCategory.accessibilityExtraExtraLarge
    /// AX5: `accessibilityExtraExtraExtraLarge`, the largest.
    public static let accessibility5 = ContentSizeCategory.accessibilityExtraExtraExtraLarge
}
