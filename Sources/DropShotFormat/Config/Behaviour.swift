/// The library or system whose defaults and rules a scenario (or one collection) follows
/// (`"behaviour"`): the seeds (docs/SEEDS.md) and the system's own drag and drop (docs/NATIVE.md).
/// Explicit config keys still win over a preset.
public enum Behaviour: String, CaseIterable, Sendable {
    /// DropShot's own defaults (docs/SCENARIO.md).
    case dropshot
    case arrasolta
    case betweenkit
    case kd
    case ajw
    /// UICollectionView's drag and drop (iOS 11+): a lift, a gap at the destination, one drop.
    case uikit
    /// UITableView's reorder control in editing mode.
    case uikitTable = "uikit-table"
    /// SwiftUI's `List` with `ForEach.onMove`.
    case swiftuiList = "swiftui-list"
    /// SwiftUI's reorderable containers (iOS 27): `reorderContainer(for:in:isEnabled:move:)`.
    case swiftuiReorder = "swiftui-reorder"

    /// Sets the config keys this preset changes from DropShot's defaults (`configKeys`).
    public func apply(to config: inout ArenaConfig, rules: inout ArenaRules) {
        var settings = ConfigSettings(config: config, rules: rules)
        settings.config.behaviour = self
        for (key, value) in configKeys {
            // The presets' data is the package's own, and a test applies every key of every preset.
            do { try ConfigKey.byName[key]!.apply(&settings, value, JSONReader(path: "behaviour \(rawValue): \(key)")) } catch {
                preconditionFailure("\(error)")
            }
        }
        (config, rules) = (settings.config, settings.rules)
    }

    /// Applies the preset to a collection's own configuration (its arena rules are the scenario's).
    func apply(to config: inout ArenaConfig) {
        var scratch = ArenaRules()
        apply(to: &config, rules: &scratch)
    }

    /// Whether the preset is the system's own drag and drop (docs/NATIVE.md), not a seed's.
    public var isNative: Bool { [.uikit, .uikitTable, .swiftuiList, .swiftuiReorder].contains(self) }

    /// The config keys this preset changes from DropShot's defaults, as a scenario's `config`
    /// would write them; docs/SEEDS.md's and docs/NATIVE.md's preset tables are checked against them.
    public var configKeys: [(key: String, value: JSONValue)] {
        switch self {
        case .uikit, .uikitTable, .swiftuiList, .swiftuiReorder: nativeConfigKeys
        case .dropshot: []
        case .arrasolta:
            [
                ("resetRule", .string("emptyTargets")),
                ("zoomReflows", .bool(true)),
                // The manual: scrolling a source moves the targets "but NOT vice-versa"; zooming couples both ways.
                ("couplingBothWays", .bool(false)),
                ("zoomCouplingBothWays", .bool(true)),
                ("horizontalScrollIgnoresInsets", .bool(true)),
                ("targetSlotsFollowSource", .bool(true)),
                // The manual's minimal configuration draws no collection backgrounds and grey
                // placeholders (UIKit's lightGray; white index labels keep their contrast on it).
                ("sourceBackgroundColor", .string("#00000000")),
                ("targetBackgroundColor", .string("#00000000")),
                ("sourcePlaceholderColor", .string("#AAAAAA")),
                ("targetPlaceholderColorUntouched", .string("#AAAAAA")),
                ("placeholderTextColor", .string("#FFFFFF")),
            ]
        case .betweenkit:
            [
                // I3GestureCoordinator's pan recognizer begins after the pointer moves; its data source's
                // optional assertions (rearrange, drop, delete) are NO when not implemented.
                ("dragStartDistance", .number(PointerSlop.points)),
                ("rearrangeNeedsItem", .bool(true)),
                ("pendingDropOverDeleteZone", .bool(false)),
                // Cancelled and Failed run the same stop logic as Ended; every cell is asked about.
                ("cancelRule", .string("release")),
                ("asksAboutUndraggable", .bool(true)),
                // The coordinator carries a drag on when its origin collection is removed, and appends
                // a collection added back.
                ("originRemovalEndsDrag", .bool(false)),
                // handleDragStarted reads the pan's locationInView: at UIGestureRecognizerStateBegan,
                // about 10 points from the touch: the item there is the one dragged.
                ("pickUpAt", .string("panStart")),
                ("readdedPriority", .string("last")),
                // I3BasicRenderDelegate: the ghost centred on the pointer, opaque, no shadow, the origin faded out.
                ("grabRule", .string("center")),
                ("ghostScale", .number(1)),
                ("ghostAlpha", .number(1)),
                ("ghostShadow", .bool(false)),
                ("originLook", .string("hidden")),
                ("allowRearrange", .bool(false)),
                ("allowDrop", .bool(false)),
                ("allowDelete", .bool(false)),
                ("dropFeedback", .string("none")),
                // I3BasicRenderDelegate animates clones over the arena: a rearrange and a delete over
                // 0.15 s, the snap back over 0.15 s with the origin faded until it lands, nothing after
                // a drop (143-175).
                ("settleDuration", .number(0.15)),
                ("snapBackDuration", .number(0.15)),
                ("ghostLanding", .string("rearrange")),
                ("ghostShrinksOnDelete", .bool(true)),
                ("clonesInFlight", .bool(true)),
            ]
        case .kd:
            [
                // KDDragAndDropManager: a 0.3 s long press, a 0.7-alpha snapshot (no scale, no shadow),
                // the droppable with the largest overlap, kept once entered.
                ("longPressDurationBeforeDragging", .number(0.3)),
                ("targetSelection", .string("overlap")),
                ("ghostScale", .number(1)),
                ("ghostAlpha", .number(0.7)),
                ("ghostShadow", .bool(false)),
                ("snapBackOnMiss", .bool(false)),
                ("dropOnLastHover", .bool(true)),
                // willMoveItem/didMoveItem: the data source changes while the drag is under way, and
                // checkForEdgesAndScroll pages the collection under the ghost near its edges.
                ("liveReorder", .bool(true)),
                ("hitTestsLiveArrangement", .bool(true)),
                ("autoScroll", .object([("mode", .string("paging"))])),
                // moveDataItemFromIndexPath moves; the dragged cell's place is left blank; a ghost over
                // no cell cannot be dropped (canDropAtRect); cellIsDraggableAtIndexPath asks every cell.
                ("rearrange", .string("move")),
                // updateForLongPress: has no .cancelled case: the data sources keep what the drag changed.
                ("cancelRule", .string("keepLive")),
                ("originLook", .string("hidden")),
                ("listDropOnEmptySpace", .string("refuse")),
                ("asksAboutUndraggable", .bool(true)),
                // KDDragAndDropCollectionView asks cellIsDraggableAtIndexPath in
                // gestureRecognizerShouldBegin, at the touch, before the long press has begun.
                ("dragPermissionAsked", .string("touchDown")),
                // shouldReceive asks each view in turn, past one with no draggable cell at the touch.
                ("touchFallsThrough", .bool(true)),
                // KD hides the live cell (a gap) and draws no feedback of its own; it removes its
                // snapshot when the gesture ends, so nothing flies after a drop or rearrange.
                ("dropFeedback", .string("none")),
                ("ghostLanding", .string("none")),
            ]
        case .ajw:
            [
                // AJWDraggableDroppable: the draggable's centre picks the droppable; hovering over any
                // droppable; snapsDraggablesBackToDragStartOnMiss is NO by default.
                ("targetSelection", .string("ghostCenter")),
                ("hoveringRule", .string("overCollection")),
                ("snapBackOnMiss", .bool(false)),
                // AJWDraggableGestureRecognizer: a pan (it begins after the pointer moves), the view's
                // centre under the finger on every move, Cancelled handled as Ended.
                ("dragStartDistance", .number(PointerSlop.points)),
                ("grabRule", .string("center")),
                ("cancelRule", .string("release")),
                // AJW moves the view itself: no copy, no scale, no shadow, nothing left behind, no feedback,
                // and no `bringSubviewToFront`: the view keeps its level among the others.
                ("ghostScale", .number(1)),
                ("ghostAlpha", .number(1)),
                ("ghostShadow", .bool(false)),
                ("originLook", .string("hidden")),
                ("dropFeedback", .string("none")),
                ("draggedViewOnTop", .bool(false)),
            ]
        }
    }
}
