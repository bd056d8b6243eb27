/// Values the format names that the runtime decides: a grid item's span, the appearance states a
/// collection and the ghost take during a drag (the `appearance` key styles them), and the
/// movement under which a press stays a press.

/// How many columns and rows of a grid one item covers (`"span": [columns, rows]`).
public struct GridSpan: Equatable, Sendable {
    /// Columns covered, at least 1.
    public var columns: Int
    /// Rows covered, at least 1.
    public var rows: Int

    /// A span of `columns` by `rows` tracks (each at least 1).
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// One column by one row.
    public static let single = GridSpan(columns: 1, rows: 1)
}

/// How a collection looks during a drag (AJWDraggableDroppable's droppable states).
public enum CollectionAppearance: String, CaseIterable, Sendable { case regular, pending, pendingDrop }
/// How the drag ghost looks: `hovering` over a place that would accept it, else `dragging`.
public enum GhostAppearance: String, CaseIterable, Sendable { case dragging, hovering }

/// The pointer's tolerances, shared by the format's presets and the arena.
package enum PointerSlop {
    /// Movement (points) below which a press is still a press, not a pan.
    package static let points = 10.0
}
