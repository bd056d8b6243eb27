/// Which item is in which cell: the part of the arena that history (undo/redo/reset) records.
public struct ArenaModel: Equatable, Sendable {
    /// Per collection, per cell: the item id, or nil for an empty slot (a placeholder).
    /// A `list` never holds nil.
    public var slots: [[String?]]
    /// Per collection: for a `source`, the item each cell belongs to (a consumed item returns to
    /// its own cell, even after a rearrange); empty for other roles.
    public var owners: [[String]]
    /// Items deleted or evicted from the arena, oldest first (copies from a non-consumable
    /// source are not listed: the original stays in its source).
    public var discarded: [String]

    /// The model a scenario starts from: sources and lists hold their items, targets hold theirs
    /// in the first slots and placeholders after them.
    public init(scenario: Scenario) {
        slots = []
        owners = []
        discarded = []
        for (index, collection) in scenario.collections.enumerated() {
            let ids = collection.items.map(\.id)
            switch collection.role {
            case .source:
                slots.append(ids)
                owners.append(ids)
            case .list:
                slots.append(ids)
                owners.append([])
            case .target:
                let count = scenario.targetSlotCount(of: index) ?? ids.count
                slots.append(ids + Array(repeating: nil, count: count - ids.count))
                owners.append([])
            }
        }
    }

    /// Every item id present in a cell, in collection and cell order (copies included).
    public var presentItems: [String] { slots.flatMap { $0.compactMap { $0 } } }
}
