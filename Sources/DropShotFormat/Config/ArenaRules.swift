/// The rules of the whole arena: set in the scenario's top-level `config` only (a collection's own
/// `config` that sets one is refused), and held by the scenario, not by any collection.
public struct ArenaRules: Equatable, Sendable {
    /// `targetSelection`: which collection and cell a drag is over: under the pointer (`pointer`),
    /// the largest intersection with the ghost (`overlap`) or under the ghost's centre
    /// (`ghostCenter`) (default `pointer`)
    public var targetSelection = TargetSelection.pointer
    /// `scrollCoupled`: a source's scroll applies to the targets (default false)
    public var scrollCoupled = false
    /// `zoomCoupled`: a source's zoom applies to the targets (default false)
    public var zoomCoupled = false
    /// `hoveringRule`: when the ghost shows `hovering`: over a place that accepts it (`accepted`) or
    /// over any collection (`overCollection`) (default `accepted`)
    public var hoveringRule = HoveringRule.accepted
    /// `resetRule`: what `reset` restores: the initial arrangement (`initial`) or empty targets
    /// (`emptyTargets`) (default `initial`)
    public var resetRule = ResetRule.initial
    /// `couplingBothWays`: coupled scrolling and zooming also go from targets to sources (default false)
    public var couplingBothWays = false
    /// `zoomCouplingBothWays`: coupled zooming also goes from targets to sources, as ArraSolta's
    /// (default false)
    public var zoomCouplingBothWays = false
    /// `targetSlotsFollowSource`: a target's slot count is the consumable sources' item count even
    /// when `numberOfTargetItems` is set, as ArraSolta's (default false)
    public var targetSlotsFollowSource = false
    /// `selectionMode`: how items are selected for multi-item drags (default `events`)
    public var selectionMode = SelectionMode.events
    /// `pendingDropOverDeleteZone`: the collection under a delete zone still shows `pendingDrop` and
    /// the place under the drag (deletion still wins on release); BetweenKit shows neither
    /// (default true)
    public var pendingDropOverDeleteZone = true
    /// `touchFallsThrough`: a press on a collection with no cell there that may be dragged goes on to
    /// the next collection under it, as KD's `shouldReceive` asks each of its views in turn
    /// (default false)
    public var touchFallsThrough = false
    /// `toolbar`: where the undo/redo/reset toolbar is drawn (default `none`)
    public var toolbar = ToolbarPlacement.none
    /// How the toolbar looks: the object form of `toolbar` (default: DropShot's look)
    public var toolbarStyle = ToolbarStyle()

    /// The default rules.
    public init() {}
}
