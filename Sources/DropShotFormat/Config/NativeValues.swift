/// The system's drag and drop as config values: the drop proposal an app answers with, the
/// reordering cadence, the axis a table row follows (docs/NATIVE.md).

/// What the app answers `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)` with
/// (`dropProposal`): UICollectionViewDropProposal's operation and intent.
public struct DropProposal: Equatable, Sendable {
    /// UIDropOperation: what a drop here does.
    public enum Operation: String, CaseIterable, Sendable {
        /// The item moves (within the app).
        case move
        /// A copy is dropped: the preview shows the "+" badge.
        case copy
        /// No drop here: a release is a miss.
        case cancel
        /// No drop here, and the preview shows the forbidden badge.
        case forbidden
    }
    /// UICollectionViewDropIntent: where a drop here lands.
    public enum Intent: String, CaseIterable, Sendable {
        /// The other cells open a gap where the item would land (the final layout simulated).
        case insertAtDestinationIndexPath
        /// Into the item under the touch (a folder): no gap, that cell drawn as the drop target.
        case insertIntoDestinationIndexPath
        /// No gap and no highlight.
        case unspecified
    }
    /// What a drop does.
    public var operation = Operation.move
    /// Where it lands.
    public var intent = Intent.unspecified

    /// A proposal of `operation` with `intent` (`unspecified` unless given, as
    /// `UICollectionViewDropProposal(operation:intent:)`).
    public init(operation: Operation = .move, intent: Intent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }

    /// What a collection that states no proposal answers: a move inserted at the destination, as
    /// an app that reorders answers.
    package static let reordering = DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)

    /// Whether a release under this proposal drops anything (move or copy).
    package var drops: Bool { operation == .move || operation == .copy }
}

/// How easily a collection view reorders its items under a drag (`reorderingCadence`, as
/// UICollectionView's `reorderingCadence`): `immediate` (Apple's documented default) moves the
/// gap on every update; `fast` and `slow` only once the finger has slowed down and rested.
public enum ReorderingCadence: String, CaseIterable, Sendable {
    case immediate, fast, slow

    /// The speed (points a second) the pointer must stay under, and for how long (seconds), before
    /// the gap moves: the first pair until the first reorder of a drag, the second after it. A model
    /// (docs/NATIVE.md): the values of UIKit's private `_UIDragMovementCadenceSettings`, read by a
    /// decompile, not published; nil for `immediate`.
    package var gate: (first: (speed: Double, rest: Double), then: (speed: Double, rest: Double))? {
        switch self {
        case .immediate: nil
        case .fast: ((350, 0.06), (700, 0.03))
        case .slow: ((200, 0.12), (400, 0.06))
        }
    }
}

/// Where the dragged cell goes under the pointer (`ghostAxis`).
public enum GhostAxis: String, CaseIterable, Sendable {
    /// Wherever the pointer goes.
    case free
    /// Along the collection's scroll axis only, within its cell area: a table row being reordered
    /// keeps its column and stays in its table.
    case scrollAxis
}

/// The order a selection's items land in (`carriedOrder`).
public enum CarriedOrder: String, CaseIterable, Sendable {
    /// The order they were selected in: a drag session's items (UIKit).
    case selection
    /// Their places' order, collections in declared order: the `IndexSet` SwiftUI's `onMove` hands over.
    case place
}
