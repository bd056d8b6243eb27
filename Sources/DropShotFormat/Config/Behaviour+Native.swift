/// The keys of the system presets (docs/NATIVE.md: each value's source, and which are models).
extension Behaviour {
    var nativeValues: [PresetValue] {
        // The system's lifted preview: opaque, a little larger, with a soft shadow (unpublished
        // values: a model); a miss flies it back; the cell it left is empty while it is carried
        // (SwiftUI's reorderable containers draw an empty placeholder there). A table's row keeps
        // its size (UITableView lifts it with a shadow, unscaled).
        let origin: OriginLook = self == .swiftuiReorder ? .placeholder : .hidden
        let lift: [PresetValue] = [
            .set(\.config.drag.ghostScale, self == .uikitTable ? 1 : 1.05),
            .set(\.config.drag.ghostAlpha, 1),
            .set(\.config.drag.ghostShadow, true),
            .set(\.config.drag.snapBackOnMiss, true),
            .set(\.config.drag.originLook, origin),
            // The others make room: a gap where the item would land, nothing committed until the
            // drop; UIKit and SwiftUI draw no outline of their own.
            .set(\.config.drag.rearrange, .move),
            .set(\.config.drag.liveReorder, true),
            // UIKit finds the cell under the touch in the layout as drawn (`cellAsDrawn`); the
            // table and SwiftUI's rules are their own (docs/NATIVE.md).
            .set(\.config.drag.listInsertion, self == .uikit ? .cellAsDrawn : .byHalf),
            .set(\.config.look.dropFeedback, .none),
            // Held near an edge of its scroll axis, the view under the drag scrolls toward it (UIKit's
            // and SwiftUI's views do; their curve is unpublished: DropShot's continuous model, with
            // its default band and speed).
            .set(\.config.drag.autoScroll, AutoScroll()),
            // A selection is the app's to draw (a cell's `selected` field): the system draws no mark.
            .set(\.config.look.selectionMarks, false),
            // The preview's count in the accent at its top trailing corner, the proposal's badges
            // beside it; the drop seats the item in about 0.34 s (a third party's measurement: a model).
            .set(\.config.look.dragBadges, .system),
            .set(\.config.look.settleDuration, 0.34),
        ]
        // `_UIDragInteractionDefaultLiftDelay`: 0.325 s (decompile, one measurement: a model), 10
        // points of movement allowed before it; held still 3 s after the lift, the lift is cancelled.
        let systemLift: [PresetValue] = [
            .set(\.config.drag.longPressDurationBeforeDragging, 0.325),
            .set(\.config.drag.liftCancelDelay, 3),
        ]
        // UIKit asks about every item pressed: an item that may not move is asked and refused
        // (`itemsForBeginning` answers [], `canMoveRowAt` false).
        let asks: [PresetValue] = [.set(\.config.drag.asksAboutUndraggable, true)]
        switch self {
        case .uikit:
            return systemLift + lift + asks + [
                // UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath),
                // the answer of an app that reorders; `reorderingCadence` is `.immediate` by default (header).
                .set(\.config.drag.dropProposal, DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)),
                .set(\.config.drag.reorderingCadence, .immediate),
            ]
        case .uikitTable:
            // The reorder control drags at once; the row keeps its column and its table.
            return lift + asks + [
                .set(\.config.drag.reorderControl, true),
                .set(\.config.drag.ghostAxis, .scrollAxis),
                .set(\.config.permissions.allowDrop, false),
            ]
        case .swiftuiList:
            // Outside edit mode a long press lifts the row, as the system drag interaction; `onMove`
            // moves rows within their ForEach.
            // The lifted row is a rounded preview, as the list's rows are square (unpublished: a model).
            return systemLift + lift + [
                .set(\.config.permissions.allowDrop, false), .set(\.config.drag.staysInSection, true), .set(\.config.drag.carriedOrder, .place),
                .set(\.config.look.ghostCornerRadius, 10),
            ]
        case .swiftuiReorder:
            // The dragged view leaves an empty placeholder that shows where it will land; moves stay
            // within the container (`reorderContainer`), across its collections.
            return systemLift + lift
        default:
            return []
        }
    }
}
