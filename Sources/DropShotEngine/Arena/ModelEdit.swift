/// The model as one history step edits it: every change of a cell goes through here, in place,
/// and is journaled, so the step's `ModelChange` is taken from the window of cells it touched
/// instead of comparing (and copying) whole collections. A release in a list of 100,000 items
/// costs what it moved, as one in a list of ten does.
struct ModelEdit {
    /// The model, edited in place.
    private(set) var model: ArenaModel
    private var slotJournals: [Int: ArrayJournal<String?>] = [:]
    private var ownerJournals: [Int: ArrayJournal<String>] = [:]
    private var discardedJournal = ArrayJournal<String>()
    /// The section counts before the step (a few numbers a collection: compared whole).
    private let sectionsBefore: [[Int]]

    /// Starts a step on `model` (which the caller gives up, so its arrays are edited without a copy).
    init(_ model: consuming ArenaModel) {
        sectionsBefore = model.sectionCounts
        self.model = model
    }

    /// The cells of every collection, as they stand.
    var slots: [[String?]] { model.slots }
    /// The owners of every source's cells, as they stand.
    var owners: [[String]] { model.owners }

    /// The section of cell `index` of collection `c` (see `ArenaModel.section(ofCell:inCollection:)`).
    func section(ofCell index: Int, inCollection c: Int) -> Int? { model.section(ofCell: index, inCollection: c) }

    // MARK: Edits

    /// Puts `item` (nil: a placeholder) in cell `index` of collection `c`.
    mutating func setSlot(_ item: String?, at index: Int, inCollection c: Int) {
        slotJournals[c, default: ArrayJournal()].set(index, old: model.slots[c][index])
        model.slots[c][index] = item
    }

    /// Swaps two cells of collection `c` (and their owners, in a source).
    mutating func swapCells(_ a: Int, _ b: Int, inCollection c: Int, owners: Bool) {
        let (first, second) = (model.slots[c][a], model.slots[c][b])
        setSlot(second, at: a, inCollection: c)
        setSlot(first, at: b, inCollection: c)
        guard owners else { return }
        let (firstOwner, secondOwner) = (model.owners[c][a], model.owners[c][b])
        setOwner(secondOwner, at: a, inCollection: c)
        setOwner(firstOwner, at: b, inCollection: c)
    }

    /// Takes cell `index` out of list `c`, and out of its section.
    mutating func removeCell(at index: Int, inCollection c: Int) {
        if let s = model.section(ofCell: index, inCollection: c) { model.sectionCounts[c][s] -= 1 }
        removeSlot(at: index, inCollection: c)
    }

    /// Inserts `items` into list `c` before cell `index`, in `section` when it borders the index.
    mutating func insertCells(_ items: [String], at index: Int, inCollection c: Int, section: Int?) {
        if let s = model.insertionSection(at: index, inCollection: c, preferred: section) { model.sectionCounts[c][s] += items.count }
        insertSlots(items, at: index, inCollection: c)
    }

    /// Takes the cells at `indices` (ascending, no repeats) out of list `c` and out of their
    /// sections, in one pass over the cells between the first and the last: a selection of
    /// 100,000 items leaves its list in linear time.
    mutating func removeCells(at indices: [Int], inCollection c: Int) {
        guard let first = indices.first, let last = indices.last else { return }
        if !model.sectionCounts[c].isEmpty {
            var s = 0, end = model.sectionCounts[c][0]
            for index in indices {
                while index >= end, s + 1 < model.sectionCounts[c].count {
                    s += 1
                    end += model.sectionCounts[c][s]
                }
                model.sectionCounts[c][s] -= 1
            }
        }
        let old = Array(model.slots[c][first...last])
        var kept: [String?] = []
        kept.reserveCapacity(old.count - indices.count)
        var next = 0
        for (offset, item) in old.enumerated() {
            if next < indices.count, indices[next] == first + offset { next += 1 } else { kept.append(item) }
        }
        slotJournals[c, default: ArrayJournal()].replace(first, old: old, count: kept.count)
        model.slots[c].replaceSubrange(first...last, with: kept)
    }

    /// Takes cell `index` out of collection `c` (a source's cells have no sections to mind).
    mutating func removeSlot(at index: Int, inCollection c: Int) {
        slotJournals[c, default: ArrayJournal()].remove(index, old: model.slots[c][index])
        model.slots[c].remove(at: index)
    }

    /// Inserts cells holding `items` (nil: placeholders) into collection `c` before cell `index`.
    mutating func insertSlots(_ items: [String?], at index: Int, inCollection c: Int) {
        slotJournals[c, default: ArrayJournal()].insert(index, count: items.count)
        model.slots[c].insert(contentsOf: items, at: index)
    }

    /// Moves the cell at `source` of collection `c` to `destination` (with its owner, in a source).
    mutating func moveCell(from source: Int, to destination: Int, inCollection c: Int, owners: Bool) {
        let item = model.slots[c][source]
        removeSlot(at: source, inCollection: c)
        insertSlots([item], at: destination, inCollection: c)
        if owners {
            let owner = removeOwner(at: source, inCollection: c)
            insertOwners([owner], at: destination, inCollection: c)
        }
    }

    /// Makes `item` the owner of cell `index` of source `c`.
    private mutating func setOwner(_ item: String, at index: Int, inCollection c: Int) {
        ownerJournals[c, default: ArrayJournal()].set(index, old: model.owners[c][index])
        model.owners[c][index] = item
    }

    /// Takes the owner of cell `index` out of source `c`.
    @discardableResult
    mutating func removeOwner(at index: Int, inCollection c: Int) -> String {
        ownerJournals[c, default: ArrayJournal()].remove(index, old: model.owners[c][index])
        return model.owners[c].remove(at: index)
    }

    /// Inserts `items` as the owners of the cells of source `c` from `index`.
    mutating func insertOwners(_ items: [String], at index: Int, inCollection c: Int) {
        ownerJournals[c, default: ArrayJournal()].insert(index, count: items.count)
        model.owners[c].insert(contentsOf: items, at: index)
    }

    /// Lists `item` as gone from the arena.
    mutating func discard(_ item: String) {
        discardedJournal.insert(model.discarded.count, count: 1)
        model.discarded.append(item)
    }

    // MARK: The step

    /// What the step changed, as `ArenaModel.change(to:)` gives it for the model before and after
    /// (nil when it changed nothing), taken from the touched windows.
    var change: ModelChange? {
        var change = ModelChange()
        for c in model.slots.indices {
            if let edit = slotJournals[c]?.edit(on: model.slots[c]) { change.slots.append((c, edit)) }
            if let edit = ownerJournals[c]?.edit(on: model.owners[c]) { change.owners.append((c, edit)) }
            if let edit = ArrayEdit(from: sectionsBefore[c], to: model.sectionCounts[c]) { change.sections.append((c, edit)) }
        }
        change.discarded = discardedJournal.edit(on: model.discarded)
        let empty = change.slots.isEmpty && change.owners.isEmpty && change.sections.isEmpty && change.discarded == nil
        return empty ? nil : change
    }
}

/// The edits one step made to one array, in order, and the window of indices they touched (in
/// the array's current indices), so the array before them can be rebuilt within that window.
struct ArrayJournal<Element: Equatable & Sendable> {
    private enum Operation {
        case set(Int, old: Element)
        case remove(Int, old: Element)
        case insert(Int, count: Int)
        /// `old` at the index became `count` other elements.
        case replace(Int, old: [Element], count: Int)
    }
    private var operations: [Operation] = []
    /// The touched window `low..<high` in the array as it stands.
    private var low = Int.max, high = Int.min

    private mutating func widen(_ from: Int, _ to: Int) {
        low = min(low, from)
        high = max(high, to)
    }

    /// Element `index` is about to become another.
    mutating func set(_ index: Int, old: Element) {
        operations.append(.set(index, old: old))
        widen(index, index + 1)
    }

    /// Element `index` is about to be removed.
    mutating func remove(_ index: Int, old: Element) {
        operations.append(.remove(index, old: old))
        widen(index, index + 1)
        high -= 1
    }

    /// `count` elements are about to be inserted before `index`.
    mutating func insert(_ index: Int, count: Int) {
        operations.append(.insert(index, count: count))
        widen(index, index)
        high += count
    }

    /// The elements `old` from `index` are about to become `count` others.
    mutating func replace(_ index: Int, old: [Element], count: Int) {
        operations.append(.replace(index, old: old, count: count))
        widen(index, index + old.count)
        high += count - old.count
    }

    /// The edit from the array before the journaled operations to `array` (the array after them),
    /// nil when they cancel out. O(window).
    func edit(on array: [Element]) -> ArrayEdit<Element>? {
        guard !operations.isEmpty else { return nil }
        let after = Array(array[low..<high])
        var before = after
        for operation in operations.reversed() {
            switch operation {
            case let .set(index, old): before[index - low] = old
            case let .remove(index, old): before.insert(old, at: index - low)
            case let .insert(index, count): before.removeSubrange(index - low..<index - low + count)
            case let .replace(index, old, count): before.replaceSubrange(index - low..<index - low + count, with: old)
            }
        }
        return ArrayEdit(from: before, to: after)?.shifted(by: low)
    }
}
