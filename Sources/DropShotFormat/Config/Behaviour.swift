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

    /// Sets the values this preset changes from DropShot's defaults (`values`).
    public func apply(to config: inout ArenaConfig, rules: inout ArenaRules) {
        var settings = ConfigSettings(config: config, rules: rules)
        settings.config.behaviour = self
        for value in values { value.apply(&settings) }
        (config, rules) = (settings.config, settings.rules)
    }

    /// Applies the preset to a collection's own configuration (its arena rules are the scenario's).
    func apply(to config: inout ArenaConfig) {
        var scratch = ArenaRules()
        apply(to: &config, rules: &scratch)
    }

    /// Whether the preset is the system's own drag and drop (docs/NATIVE.md), not a seed's.
    public var isNative: Bool { [.uikit, .uikitTable, .swiftuiList, .swiftuiReorder].contains(self) }

    /// The config keys this preset sets, as a scenario's `config` would write them (each value's
    /// key found by its key path): docs/SEEDS.md's and docs/NATIVE.md's preset tables.
    public var configKeys: [(key: String, value: JSONValue)] {
        var settings = ConfigSettings()
        apply(to: &settings.config, rules: &settings.rules)
        return values.map { value in
            // Every value's path is a key's (`everyPresetValueIsAConfigKeysAndReadsBack`).
            let key = ConfigKey.all.first { $0.path == value.path }!
            return (key.name, key.value(settings) ?? .null)
        }
    }

    /// The values this preset changes from DropShot's defaults, each set on its key path.
    var values: [PresetValue] {
        switch self {
        case .uikit, .uikitTable, .swiftuiList, .swiftuiReorder: nativeValues
        case .dropshot: []
        case .arrasolta:
            [
                .set(\.rules.resetRule, .emptyTargets),
                .set(\.config.layout.zoomReflows, true),
                // The manual: scrolling a source moves the targets "but NOT vice-versa"; zooming couples both ways.
                .set(\.rules.couplingBothWays, false),
                .set(\.rules.zoomCouplingBothWays, true),
                .set(\.config.layout.horizontalScrollIgnoresInsets, true),
                .set(\.rules.targetSlotsFollowSource, true),
                // The manual's minimal configuration draws no collection backgrounds and grey
                // placeholders (UIKit's lightGray; white index labels keep their contrast on it).
                .set(\.config.look.sourceBackgroundColor, Scenario.Color(red: 0x00, green: 0x00, blue: 0x00, alpha: 0x00)),
                .set(\.config.look.targetBackgroundColor, Scenario.Color(red: 0x00, green: 0x00, blue: 0x00, alpha: 0x00)),
                .set(\.config.look.sourcePlaceholderColor, Scenario.Color(red: 0xAA, green: 0xAA, blue: 0xAA)),
                .set(\.config.look.targetPlaceholderColorUntouched, Scenario.Color(red: 0xAA, green: 0xAA, blue: 0xAA)),
                .set(\.config.look.placeholderTextColor, Scenario.Color(red: 0xFF, green: 0xFF, blue: 0xFF)),
            ]
        case .betweenkit:
            [
                // I3GestureCoordinator's pan recognizer begins after the pointer moves; its data source's
                // optional assertions (rearrange, drop, delete) are NO when not implemented.
                .set(\.config.drag.dragStartDistance, PointerSlop.points),
                .set(\.config.drag.rearrangeNeedsItem, true),
                .set(\.rules.pendingDropOverDeleteZone, false),
                // Cancelled and Failed run the same stop logic as Ended; every cell is asked about.
                .set(\.config.drag.cancelRule, .release),
                .set(\.config.drag.asksAboutUndraggable, true),
                // The coordinator carries a drag on when its origin collection is removed, and appends
                // a collection added back.
                .set(\.config.drag.originRemovalEndsDrag, false),
                // handleDragStarted reads the pan's locationInView: at UIGestureRecognizerStateBegan,
                // about 10 points from the touch: the item there is the one dragged.
                .set(\.config.drag.pickUpAt, .panStart),
                .set(\.config.drag.readdedPriority, .last),
                // I3BasicRenderDelegate: the ghost centred on the pointer, opaque, no shadow, the origin faded out.
                .set(\.config.drag.grabRule, .center),
                .set(\.config.drag.ghostScale, 1),
                .set(\.config.drag.ghostAlpha, 1),
                .set(\.config.drag.ghostShadow, false),
                .set(\.config.drag.originLook, .hidden),
                .set(\.config.permissions.allowRearrange, false),
                .set(\.config.permissions.allowDrop, false),
                .set(\.config.permissions.allowDelete, false),
                .set(\.config.look.dropFeedback, .none),
                // I3BasicRenderDelegate animates clones over the arena: a rearrange and a delete over
                // 0.15 s, the snap back over 0.15 s with the origin faded until it lands, nothing after
                // a drop (143-175).
                .set(\.config.look.settleDuration, 0.15),
                .set(\.config.look.snapBackDuration, 0.15),
                .set(\.config.look.ghostLanding, .rearrange),
                .set(\.config.look.ghostShrinksOnDelete, true),
                .set(\.config.look.clonesInFlight, true),
            ]
        case .kd:
            [
                // KDDragAndDropManager: a 0.3 s long press, a 0.7-alpha snapshot (no scale, no shadow),
                // the droppable with the largest overlap, kept once entered.
                .set(\.config.drag.longPressDurationBeforeDragging, 0.3),
                .set(\.rules.targetSelection, .overlap),
                .set(\.config.drag.ghostScale, 1),
                .set(\.config.drag.ghostAlpha, 0.7),
                .set(\.config.drag.ghostShadow, false),
                .set(\.config.drag.snapBackOnMiss, false),
                .set(\.config.drag.dropOnLastHover, true),
                // willMoveItem/didMoveItem: the data source changes while the drag is under way, and
                // checkForEdgesAndScroll pages the collection under the ghost near its edges.
                .set(\.config.drag.liveReorder, true),
                .set(\.config.drag.hitTestsLiveArrangement, true),
                .set(\.config.drag.autoScroll, AutoScroll(mode: .paging)),
                // moveDataItemFromIndexPath moves; the dragged cell's place is left blank; a ghost over
                // no cell cannot be dropped (canDropAtRect); cellIsDraggableAtIndexPath asks every cell.
                .set(\.config.drag.rearrange, .move),
                // updateForLongPress: has no .cancelled case: the data sources keep what the drag changed.
                .set(\.config.drag.cancelRule, .keepLive),
                .set(\.config.drag.originLook, .hidden),
                .set(\.config.drag.listDropOnEmptySpace, .refuse),
                .set(\.config.drag.asksAboutUndraggable, true),
                // KDDragAndDropCollectionView asks cellIsDraggableAtIndexPath in
                // gestureRecognizerShouldBegin, at the touch, before the long press has begun.
                .set(\.config.drag.dragPermissionAsked, .touchDown),
                // shouldReceive asks each view in turn, past one with no draggable cell at the touch.
                .set(\.rules.touchFallsThrough, true),
                // KD hides the live cell (a gap) and draws no feedback of its own; it removes its
                // snapshot when the gesture ends, so nothing flies after a drop or rearrange.
                .set(\.config.look.dropFeedback, .none),
                .set(\.config.look.ghostLanding, .none),
            ]
        case .ajw:
            [
                // AJWDraggableDroppable: the draggable's centre picks the droppable; hovering over any
                // droppable; snapsDraggablesBackToDragStartOnMiss is NO by default.
                .set(\.rules.targetSelection, .ghostCenter),
                .set(\.rules.hoveringRule, .overCollection),
                .set(\.config.drag.snapBackOnMiss, false),
                // AJWDraggableGestureRecognizer: a pan (it begins after the pointer moves), the view's
                // centre under the finger on every move, Cancelled handled as Ended.
                .set(\.config.drag.dragStartDistance, PointerSlop.points),
                .set(\.config.drag.grabRule, .center),
                .set(\.config.drag.cancelRule, .release),
                // AJW moves the view itself: no copy, no scale, no shadow, nothing left behind, no feedback,
                // and no `bringSubviewToFront`: the view keeps its level among the others.
                .set(\.config.drag.ghostScale, 1),
                .set(\.config.drag.ghostAlpha, 1),
                .set(\.config.drag.ghostShadow, false),
                .set(\.config.drag.originLook, .hidden),
                .set(\.config.look.dropFeedback, .none),
                .set(\.config.look.draggedViewOnTop, false),
            ]
        }
    }
}

/// One value a preset sets: a config key's field, set on its key path (`.set(\.config.drag.ghostScale, 1.05)`),
/// so a preset is checked by the compiler and names its key by the path the key table reads.
struct PresetValue: Sendable {
    /// The field's key path, the one its config key has (`ConfigKey.path`).
    let path: AnyKeyPath & Sendable
    /// Sets the value.
    let apply: @Sendable (inout ConfigSettings) -> Void

    /// `value` set on `path`.
    static func set<Field: Sendable>(_ path: WritableKeyPath<ConfigSettings, Field> & Sendable, _ value: Field) -> PresetValue {
        PresetValue(path: path) { $0[keyPath: path] = value }
    }
}
