/// The appearance states a scenario can style (`"appearance"`): a collection's and the ghost's.
public enum AppearanceState: String, CaseIterable, Sendable {
    case regular, pending, pendingDrop, dragging, hovering
    /// A drag over a collection that would not accept it: `fill` and `border` style the
    /// collection, `alpha` and `scale` the ghost (docs/SCENARIO.md, "Refused drops").
    case refused

    /// Whether its style also takes the ghost's `alpha` and `scale` (`dragging`, `hovering`, `refused`).
    var isGhost: Bool { self == .dragging || self == .hovering || self == .refused }

    /// The state a collection's appearance is styled by.
    public init(_ appearance: CollectionAppearance) {
        switch appearance {
        case .regular: self = .regular
        case .pending: self = .pending
        case .pendingDrop: self = .pendingDrop
        }
    }

    /// The state a ghost's appearance is styled by.
    public init(_ appearance: GhostAppearance) { self = appearance == .hovering ? .hovering : .dragging }
}

/// The look of one appearance state, after AJWDraggableDroppable's per-state view methods.
/// Collections (`regular`, `pending`, `pendingDrop`) take `fill` and `border`; the ghost
/// (`dragging`, `hovering`) also takes `alpha` and `scale`.
public struct StateStyle: Equatable, Sendable {
    /// Painted over the collection, or the ghost item's fill.
    public var fill: Scenario.Color?
    public var border: Scenario.Color?
    /// Border width in points (2 when only `border` is given).
    public var borderWidth: Double?
    public var alpha: Double?
    public var scale: Double?
    /// A style; a nil value keeps DropShot's own look for that part.
    public init(fill: Scenario.Color? = nil, border: Scenario.Color? = nil, borderWidth: Double? = nil, alpha: Double? = nil, scale: Double? = nil) {
        self.fill = fill; self.border = border; self.borderWidth = borderWidth; self.alpha = alpha; self.scale = scale
    }
}

/// Scrolling of a collection while a drag is held near one of its edges (KDDragAndDropCollectionView's
/// checkForEdgesAndScroll), along its scroll direction, driven by the events' time.
public struct AutoScroll: Equatable, Sendable {
    /// The band inside each edge, in points, where the pointer scrolls the collection (KD: 30).
    public var edge: Double
    /// Points per second with the pointer on the edge, falling linearly to 0 at the band's inner
    /// side; nil is half the collection's visible length a second (KD pages by half its bounds).
    public var speed: Double?
    /// How it scrolls.
    public var mode = Mode.continuous
    /// How auto-scroll moves a collection.
    public enum Mode: String, CaseIterable, Sendable {
        /// While the drag is in the band, moving or held, at `speed` (DropShot).
        case continuous
        /// KD's checkForEdgesAndScroll: on a pointer move in the band along a horizontal edge, a
        /// page of half the visible width at once, at most once a second; its vertical branch is
        /// empty, so a vertical collection does not page.
        case paging
    }
    /// Auto-scroll in a band `edge` points wide, at `speed` points a second (nil: half the frame's length).
    public init(edge: Double = 30, speed: Double? = nil, mode: Mode = .continuous) { self.edge = edge; self.speed = speed; self.mode = mode }
}

/// How items become selected for a multi-item drag (`selectionMode`).
public enum SelectionMode: String, CaseIterable, Sendable {
    /// Only `select` and `deselect` events change the selection.
    case events
    /// Also a tap on an item toggles it (a press let go within 10 points of where it was pressed,
    /// before or after its drag began), as UIKit adds items to a drag session.
    case tap
    /// No selection: `select` events are ignored and every drag moves one item.
    case none
}

/// Where the ArraSolta toolbar (undo, redo, reset and the step counter) is drawn.
public enum ToolbarPlacement: String, CaseIterable, Sendable { case none, top, bottom }

/// How a list's sections are drawn: one after another (`plain`), or each on a rounded group
/// inset from the collection's sides (`insetGrouped`, as a Settings screen).
public enum SectionStyle: String, CaseIterable, Sendable { case plain, insetGrouped }
/// Whether DropShot draws its own drop feedback (`dropFeedback`).
public enum DropFeedback: String, CaseIterable, Sendable { case dropshot, none }
/// Where a drag's badges sit and what they say (`dragBadges`): DropShot's, or the system's.
public enum DragBadges: String, CaseIterable, Sendable { case dropshot, system }
/// What the ghost does after a drop or a rearrange (`ghostLanding`): flies into its cell, only
/// after a rearrange (gone at once after a drop), or is gone at once.
public enum GhostLanding: String, CaseIterable, Sendable { case settle, rearrange, none }
/// How deep a collection's cells are (`cellSizing`).
public enum CellSizing: String, CaseIterable, Sendable { case fixed, fit }
/// How a collection places its cells (`layout`).
public enum CellLayout: String, CaseIterable, Sendable { case flow, grid }

/// UIKit's line break strategies for wrapped text (`NSParagraphStyle.LineBreakStrategy`).
public enum LineBreakStrategySetting: String, CaseIterable, Sendable {
    /// UILabel's default: `pushOut` and `hangulWordPriority`.
    case standard
    /// No last line with one word alone when the line before can give it one.
    case pushOut
    /// Korean breaks between words, never between Hangul letters.
    case hangulWordPriority
    /// UAX #14's opportunities only.
    case none
}

/// When the data source is asked whether a pressed item may be dragged (`dragPermissionAsked`).
public enum DragPermissionTiming: String, CaseIterable, Sendable {
    /// When the gesture that drags begins: the press, the end of a long press, or a pan's start.
    case dragStart
    /// At the touch, even for a tap that never drags (KD's gestureRecognizerShouldBegin).
    case touchDown
}

/// Which item a drag picks up (`pickUpAt`).
public enum PickUpPoint: String, CaseIterable, Sendable {
    /// The item under the touch.
    case press
    /// The item under the point where the pan begins (BetweenKit's handleDragStarted): a pan
    /// begun in a gap drags nothing, one begun on the neighbour drags the neighbour.
    case panStart
}
