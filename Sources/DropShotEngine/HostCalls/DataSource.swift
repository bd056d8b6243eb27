/// A cell address: a collection id and a cell index in it.
public struct SlotRef: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The collection's id.
    public var collection: String
    /// The cell's index in it.
    public var index: Int
    /// Cell `index` of the collection with id `collection`.
    public init(collection: String, index: Int) { self.collection = collection; self.index = index }
    public var description: String { "\(collection)[\(index)]" }
}

/// Lets library users veto gestures, like BetweenKit's data-source callbacks.
///
/// The arena asks before it starts a drag and before each outcome; a `false` answer turns the
/// outcome into a miss (or, for `canDrag`, makes the press start no drag). Every method defaults
/// to `true`, so an implementation overrides only what it restricts.
public protocol ArenaDataSource: Sendable {
    /// May `item` be picked up from `slot`?
    func canDrag(item: ItemSpec, from slot: SlotRef) -> Bool
    /// May `item` move from cell `from` to cell `to` of `collection`?
    func canRearrange(item: ItemSpec, in collection: String, from: Int, to: Int) -> Bool
    /// May `item` be dropped from `slot` into `destination` of another collection?
    func canDrop(item: ItemSpec, from slot: SlotRef, to destination: SlotRef) -> Bool
    /// May `item`, dragged from `slot`, be deleted in a delete zone?
    func canDelete(item: ItemSpec, from slot: SlotRef) -> Bool
}

extension ArenaDataSource {
    public func canDrag(item: ItemSpec, from slot: SlotRef) -> Bool { true }
    public func canRearrange(item: ItemSpec, in collection: String, from: Int, to: Int) -> Bool { true }
    public func canDrop(item: ItemSpec, from slot: SlotRef, to destination: SlotRef) -> Bool { true }
    public func canDelete(item: ItemSpec, from slot: SlotRef) -> Bool { true }
}

/// Measures the cells of a `cellSizing: "fit"` collection, which only a renderer with fonts can
/// do: DropShotRender's `ScenarioDocument` gives its arenas one. Without a measurer such cells
/// keep the collection's cell size.
public protocol CellMeasuring: Sendable {
    /// The points the cell of `item` in collection `collection` needs along the collection's
    /// scrolling axis (its height in a vertical list) when it is `across` points across it (the
    /// list's width); nil keeps the collection's cell size.
    func extent(of item: ItemSpec, inCollection collection: Int, across: Double, vertical: Bool) -> Double?
}
