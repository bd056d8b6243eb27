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

/// The difference between two arrays as one replaced segment: `old` at `start` became `new`
/// (everything before and after is shared). Undo and redo store these, so a history step costs
/// memory for what it changed, not for every cell of the arena.
struct ArraySplice<Element: Equatable & Sendable>: Equatable, Sendable {
    var start: Int
    var old: [Element]
    var new: [Element]

    /// The splice that turns `before` into `after`, or nil when they are equal.
    ///
    /// Complexity: O(n).
    init?(from before: [Element], to after: [Element]) {
        guard before != after else { return nil }
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        start = prefix
        old = Array(before[prefix..<(before.count - suffix)])
        new = Array(after[prefix..<(after.count - suffix)])
    }

    func apply(to array: inout [Element]) { array.replaceSubrange(start..<(start + old.count), with: new) }
    func revert(on array: inout [Element]) { array.replaceSubrange(start..<(start + new.count), with: old) }
}

/// One history step: the splices that turn the model before it into the model after it.
struct ModelChange: Sendable {
    var slots: [(collection: Int, splice: ArraySplice<String?>)] = []
    var owners: [(collection: Int, splice: ArraySplice<String>)] = []
    var discarded: ArraySplice<String>?
}

extension ArenaModel {
    /// What changes between this model and `next` (which has the same collections).
    func change(to next: ArenaModel) -> ModelChange {
        var change = ModelChange()
        for c in slots.indices {
            if let splice = ArraySplice(from: slots[c], to: next.slots[c]) { change.slots.append((c, splice)) }
            if let splice = ArraySplice(from: owners[c], to: next.owners[c]) { change.owners.append((c, splice)) }
        }
        change.discarded = ArraySplice(from: discarded, to: next.discarded)
        return change
    }

    /// Redoes `change` on the model it was taken from.
    mutating func apply(_ change: ModelChange) {
        for (c, splice) in change.slots { splice.apply(to: &slots[c]) }
        for (c, splice) in change.owners { splice.apply(to: &owners[c]) }
        change.discarded?.apply(to: &discarded)
    }

    /// Undoes `change` on the model it produced.
    mutating func revert(_ change: ModelChange) {
        for (c, splice) in change.slots { splice.revert(on: &slots[c]) }
        for (c, splice) in change.owners { splice.revert(on: &owners[c]) }
        change.discarded?.revert(on: &discarded)
    }
}
