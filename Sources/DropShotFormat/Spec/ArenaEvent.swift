/// A cell named by its collection and index; as a pointer position, its centre at the moment of
/// the event (scroll and zoom applied), moved by `offset` points.
///
/// With `section`, `index` counts from that section's first cell. An index one past the last
/// cell of a `list` (or of a section of one) names its end: the place a dropped item would take
/// after the last cell.
public struct CellAddress: Equatable, Sendable {
    /// The collection's id.
    public var collection: String
    /// The section `index` counts in, nil to count across the collection.
    public var section: Int?
    /// The cell's index (one past the last names a list's end).
    public var index: Int
    /// Where in the cell, as a fraction of its size from its top-left corner (`[0.5, 0.5]` is
    /// its centre), as `XCUIElement.coordinate(withNormalizedOffset:)` names a spot: the same spot
    /// of the cell at every size a variant gives it. Nil: the centre.
    public var normalizedOffset: Point?
    /// Points from that spot (the cell's centre when `normalizedOffset` is nil).
    public var offset: Point
    /// Whether the collection is first scrolled (the least distance) to show the whole cell, as a
    /// UI test's tap scrolls to its element; otherwise a cell out of view is refused.
    public var scrollIntoView = false
    /// The cell `index` of `collection` (counted in `section` when given), `offset` points from its centre.
    public init(collection: String, section: Int? = nil, index: Int, offset: Point = .zero) {
        self.collection = collection; self.section = section; self.index = index; self.offset = offset
    }
}

/// What a pointer event does.
public enum PointerAction: String, CaseIterable, Equatable, Sendable { case press, move, release, cancel }

/// An input event (docs/SCENARIO.md). Pointer times are in seconds.
public enum ArenaEvent: Equatable, Sendable {
    case press(Point, t: Double)
    case move(Point, t: Double)
    case release(Point, t: Double)
    case cancel(Point, t: Double)
    /// Time passes with the pointer still (a long press, or a drag held near an edge to auto-scroll).
    case hold(t: Double)
    /// A pointer event at a cell rather than a point: `"at": {"collection": "source", "index": 1}`.
    case pointerAtCell(PointerAction, CellAddress, t: Double)
    case undo
    case redo
    case reset
    /// Sets a collection's content offset (screen points).
    case scroll(collection: String, offset: Point)
    /// Scrolls a collection to its end, its last cell in view (ArraSolta's `scrollToLastElement`).
    case scrollToLastElement(collection: String)
    /// Sets a collection's zoom scale.
    case zoom(collection: String, scale: Double)
    /// Resizes the canvas, e.g. a rotation to landscape.
    case resize(Size)
    /// Puts a declared collection into the arena (it is drawn and takes part in drags).
    case addCollection(String)
    /// Takes a collection out of the arena; its items stay with it, and a drag from it ends.
    case removeCollection(String)
    /// A free view takes part in drags and drops again (AJW's register…View).
    case register(String)
    /// A free view stays drawn but no longer takes part; a drag of it ends where the touch left it.
    case deregister(String)
    /// Adds an item to the selection that a multi-item drag moves.
    case select(String)
    /// Takes an item out of the selection; nil clears it.
    case deselect(String?)
    /// A key press: focus moves, keyboard drags (docs/SCENARIO.md, "Keyboard").
    case key(Key, t: Double)
}

extension ArenaEvent {
    /// A key of a keyboard drag (`{"type": "key", "key": "space"}`), after dnd-kit's keyboard sensor.
    public enum Key: String, CaseIterable, Sendable {
        case space, enter, arrowUp, arrowDown, arrowLeft, arrowRight, escape, tab
    }
}

extension ArenaEvent {
    /// The event's time (`t`): a pointer event's, a hold's or a key's; nil for the others.
    package var time: Double? {
        switch self {
        case let .press(_, t), let .move(_, t), let .release(_, t), let .cancel(_, t), let .hold(t), let .pointerAtCell(_, _, t), let .key(_, t): t
        default: nil
        }
    }
}
