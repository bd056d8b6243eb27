/// A column of a SwiftUI grid (`GridItem`; a row of a horizontally scrolling grid): its size and
/// the space after it. A grid's `columns` takes a list of them, as `LazyVGrid(columns:)` does.
public struct GridColumn: Equatable, Sendable {
    /// How wide the column is (`GridItem.Size`).
    public enum Size: Equatable, Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// A share of the width the fixed columns and the spacing leave, clamped to
        /// `minimum...maximum` (SwiftUI's defaults: 10 and unbounded).
        case flexible(minimum: Double, maximum: Double)
        /// As many columns at least `minimum` wide as fit in the share a flexible column would
        /// have, each at most `maximum`.
        case adaptive(minimum: Double, maximum: Double)
    }

    /// The column's size.
    public var size: Size
    /// Points between this column and the next (adaptive columns: also between the ones it
    /// makes); nil takes the grid's `minInteritemSpacing` (SwiftUI's default spacing is unpublished).
    public var spacing: Double?

    /// Whether the column makes as many columns as fit (`adaptive`).
    public var isAdaptive: Bool { if case .adaptive = size { true } else { false } }

    /// A column of `size`, `spacing` points before the next one.
    public init(_ size: Size, spacing: Double? = nil) { self.size = size; self.spacing = spacing }

    /// The widths and leading positions of the tracks that `columns` make across `available`
    /// points (the width inside the insets), with `defaultSpacing` where a column states none:
    /// fixed columns take their width; what they and the spacing leave is shared in order among
    /// the flexible and adaptive ones, each taking the rest divided by the number still to size,
    /// clamped to its range; an adaptive column's share holds as many tracks of its minimum as
    /// fit, at least one, widened to fill it (at most its maximum each). A grid has at most
    /// `ArenaConfig.maxGridColumns` tracks: those past it are left out.
    ///
    /// Complexity: O(tracks).
    public static func tracks(_ columns: [GridColumn], across available: Double, defaultSpacing: Double) -> [(start: Double, width: Double)] {
        let gaps = columns.dropLast().reduce(0) { $0 + ($1.spacing ?? defaultSpacing) }
        var rest = available - gaps, shared = 0
        for column in columns {
            if case let .fixed(width) = column.size { rest -= width } else { shared += 1 }
        }
        var tracks: [(start: Double, width: Double)] = [], position = 0.0
        for column in columns {
            let spacing = column.spacing ?? defaultSpacing
            switch column.size {
            case let .fixed(width):
                tracks.append((position, width))
                position += width
            case let .flexible(minimum, maximum):
                let width = min(max(max(rest, 0) / Double(shared), minimum), maximum)
                rest -= width; shared -= 1
                tracks.append((position, width))
                position += width
            case let .adaptive(minimum, maximum):
                let share = max(max(rest, 0) / Double(shared), minimum)
                rest -= share; shared -= 1
                let count = min(ArenaConfig.maxGridColumns, max(1, Int(((share + spacing) / (minimum + spacing)).rounded(.down))))
                let width = min((share - Double(count - 1) * spacing) / Double(count), maximum)
                for i in 0..<count {
                    tracks.append((position, width))
                    position += width + (i < count - 1 ? spacing : 0)
                }
            }
            position += spacing
        }
        return Array(tracks.prefix(ArenaConfig.maxGridColumns))
    }
}
