/// How the items of one line are spread along it (docs/RULES.md).
public enum LineAlignment: String, CaseIterable, Sendable { case justified, leading, center }
/// The direction a collection scrolls in; lines run across it.
public enum ScrollDirection: String, CaseIterable, Sendable { case vertical, horizontal }
/// The direction a collection lays its cells out in (`layoutDirection`), as UIKit's semantic
/// content attribute: right to left mirrors the flow layout.
public enum LayoutDirection: String, CaseIterable, Sendable { case leftToRight, rightToLeft }

/// Where a drag over a list's cell inserts the item (`listInsertion`).
public enum ListInsertion: String, CaseIterable, Sendable {
    /// At the cell's index: before it (docs/RULES.md, every seed preset).
    case onCell
    /// Before the cell over its first half, after it over its second half, along the list's
    /// lines (across them in a one-column list), as UIKit's insert-at-destination drops.
    case byHalf
    /// UIKit's interactive movement: the item takes the index path of the cell drawn under the
    /// pointer, in the layout as drawn (the gap open where the drag put it); past a section's last
    /// cell it goes to the section's end, and over no cell it stays where it is drawn (a model:
    /// docs/NATIVE.md).
    case cellAsDrawn
}

/// What a rearrange does inside one collection: exchange the two items (`swap`), or remove and insert (`move`).
public enum RearrangeMode: String, CaseIterable, Sendable { case swap, move }
/// What a drop onto a filled target slot does.
public enum OccupiedDropPolicy: String, CaseIterable, Sendable { case refuse, swap, replace }
/// How the place under a drag is chosen.
public enum TargetSelection: String, CaseIterable, Sendable {
    /// The collection and cell under the pointer.
    case pointer
    /// The collection and cell with the largest intersection with the ghost (KDDragAndDropCollectionView).
    case overlap
    /// The collection and cell under the ghost's centre (AJWDraggableDroppable).
    case ghostCenter
}
/// When the ghost shows `hovering`.
public enum HoveringRule: String, CaseIterable, Sendable {
    /// Over a place where a release would rearrange or drop.
    case accepted
    /// Over any collection, its origin too, whether or not it would accept: AJWDraggableDroppable
    /// applies Hovering over any registered droppable.
    case overCollection
}
/// What `reset` restores.
public enum ResetRule: String, CaseIterable, Sendable {
    /// The scenario's initial arrangement (pre-filled target items stay).
    case initial
    /// Every target emptied, consumed items back in their source slots (ArraSolta).
    case emptyTargets
}

/// What a `cancel` event does to a drag (`cancelRule`).
public enum CancelRule: String, CaseIterable, Sendable {
    /// Nothing changes: a cancelled drag is a miss (DropShot, UIKit's drop session).
    case miss
    /// The same as a release there (BetweenKit's coordinator and AJW's recognizer handle Cancelled
    /// and Failed as Ended).
    case release
    /// What the drag changed while under way stays (the live place, as a release there would
    /// commit it), and no release call is made: KD's updateForLongPress has no .cancelled case.
    case keepLive
}
/// Where the ghost lies under the pointer (`grabRule`).
public enum GrabRule: String, CaseIterable, Sendable {
    /// Where the cell was grabbed: the ghost keeps the press's offset (DropShot, UIKit, KD).
    case offset
    /// Centred on the pointer on every move (AJW's gesture recognizer, BetweenKit's I3BasicRenderDelegate).
    case center
}
/// How the cell a drag came from is drawn while the drag removes it (`originLook`).
public enum OriginLook: String, CaseIterable, Sendable {
    /// A placeholder (DropShot, ArraSolta).
    case placeholder
    /// Nothing: the collection shows through (KD hides the cell, BetweenKit fades it to 0.01).
    case hidden
}
/// Where a collection added back to the arena ranks among the others (`readdedPriority`).
public enum ReaddedPriority: String, CaseIterable, Sendable { case declared, last }
/// What a release over a list but over none of its cells does (`listDropOnEmptySpace`).
public enum EmptySpaceRule: String, CaseIterable, Sendable {
    /// The item goes at the end of the list.
    case end
    /// Nothing: a miss (KD's canDropAtRect finds no cell), unless the list is empty.
    case refuse
}
