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
    /// Per collection with `sections`: how many cells each section has, in order (they add up to
    /// the collection's cells); empty for a collection without sections. Only a `list`'s change.
    public var sectionCounts: [[Int]]

    /// The model a scenario starts from: sources and lists hold their items, targets hold theirs
    /// in the first slots and placeholders after them.
    public init(scenario: Scenario) {
        slots = []
        owners = []
        discarded = []
        sectionCounts = scenario.collections.map { $0.sections.map(\.slotCount) }
        let consumed = Set(scenario.collections.flatMap { $0.consumed.map(\.item) })
        for (index, collection) in scenario.collections.enumerated() {
            let ids = collection.items.map(\.id)
            if collection.role == .target && !collection.sections.isEmpty {
                // Each section's items, then its empty slots.
                var cells: [String?] = [], start = 0
                for section in collection.sections {
                    cells += ids[start..<start + section.itemCount].map { $0 } + Array(repeating: nil, count: section.slotCount - section.itemCount)
                    start += section.itemCount
                }
                slots.append(cells)
                owners.append([])
                continue
            }
            switch collection.role {
            case .source:
                slots.append(ids.map { consumed.contains($0) ? nil : $0 })
                owners.append(ids)
            case .list:
                slots.append(ids)
                owners.append([])
            case .target:
                // Its items in order, consumed source items at their own places among them, then empty slots.
                let count = scenario.targetSlotCount(of: index) ?? ids.count + collection.consumed.count
                var cells: [String?] = Array(repeating: nil, count: count), next = ids.makeIterator()
                let consumedAt = Dictionary(collection.consumed.map { ($0.slot, $0.item) }, uniquingKeysWith: { a, _ in a })
                for slot in 0..<min(count, ids.count + collection.consumed.count) { cells[slot] = consumedAt[slot] ?? next.next() }
                slots.append(cells)
                owners.append([])
            }
        }
    }

    /// A model of no collections: what the arena holds while a step edits its own (`Arena.takeModel`).
    static let vacant = ArenaModel(slots: [], owners: [], discarded: [], sectionCounts: [])

    private init(slots: [[String?]], owners: [[String]], discarded: [String], sectionCounts: [[Int]]) {
        self.slots = slots; self.owners = owners; self.discarded = discarded; self.sectionCounts = sectionCounts
    }

    /// Every item id present in a cell, in collection and cell order (copies included).
    public var presentItems: [String] { slots.flatMap { $0.compactMap { $0 } } }

    /// The section of cell `index` of collection `c` (nil when it has no sections); an index at
    /// or past the end belongs to the last section.
    ///
    /// Complexity: O(sections).
    public func section(ofCell index: Int, inCollection c: Int) -> Int? {
        guard !sectionCounts[c].isEmpty else { return nil }
        var end = 0
        for (s, count) in sectionCounts[c].enumerated() {
            end += count
            if index < end { return s }
        }
        return sectionCounts[c].count - 1
    }

    /// The index of the first cell of section `s` of collection `c`.
    public func sectionStart(_ s: Int, inCollection c: Int) -> Int { sectionCounts[c].prefix(s).reduce(0, +) }

    /// The section an insertion before cell `index` of collection `c` lands in: `preferred` when
    /// the index lies in it or at either of its ends, else the section of the cell at `index`.
    func insertionSection(at index: Int, inCollection c: Int, preferred: Int?) -> Int? {
        guard !sectionCounts[c].isEmpty else { return nil }
        if let s = preferred, sectionCounts[c].indices.contains(s) {
            let start = sectionStart(s, inCollection: c)
            if (start...start + sectionCounts[c][s]).contains(index) { return s }
        }
        return section(ofCell: index, inCollection: c)
    }
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
    /// Complexity: O(1) for two copies of one array (a collection an event left alone), else O(n)
    /// but a word compare over the elements an event did not touch: a history step's arrays are
    /// copies of one another, whose untouched elements are the same bytes.
    init?(from before: [Element], to after: [Element]) {
        if before.count == after.count, ArraySplice.sameStorage(before, after) { return nil }
        let prefix = ArraySplice.sharedCount(before, after, fromEnd: false)
        guard prefix < before.count || prefix < after.count else { return nil }
        let suffix = min(ArraySplice.sharedCount(before, after, fromEnd: true), before.count - prefix, after.count - prefix)
        start = prefix
        old = Array(before[prefix..<(before.count - suffix)])
        new = Array(after[prefix..<(after.count - suffix)])
    }

    /// Whether the two arrays are one buffer (a copy not written to since).
    static func sameStorage(_ a: [Element], _ b: [Element]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// How many elements the arrays share at their start (or end): blocks whose bytes are equal
    /// are skipped (equal bytes are equal values); elements whose bytes differ are compared as
    /// values (a value may have more than one representation).
    static func sharedCount(_ a: [Element], _ b: [Element], fromEnd: Bool) -> Int {
        let count = min(a.count, b.count), stride = MemoryLayout<Element>.stride, block = 64
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                // Element i from the start, or from the end.
                func index(_ i: Int, _ buffer: UnsafeBufferPointer<Element>) -> Int { fromEnd ? buffer.count - 1 - i : i }
                var shared = 0
                while shared < count {
                    let run = min(block, count - shared)
                    let first = fromEnd ? shared + run - 1 : shared
                    if sameBytes(
                        UnsafeRawPointer(a.baseAddress! + index(first, a)), UnsafeRawPointer(b.baseAddress! + index(first, b)),
                        count: run * stride)
                    {
                        shared += run
                        continue
                    }
                    for i in shared..<shared + run {
                        guard a[index(i, a)] == b[index(i, b)] else { return i }
                    }
                    shared += run
                }
                return shared
            }
        }
    }

    /// Whether `count` bytes at `a` and `b` are equal, compared a word at a time.
    static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        while offset < count {
            guard a.load(fromByteOffset: offset, as: UInt8.self) == b.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset += 1
        }
        return true
    }

    func apply(to array: inout [Element]) { array.replaceSubrange(start..<(start + old.count), with: new) }
    func revert(on array: inout [Element]) { array.replaceSubrange(start..<(start + new.count), with: old) }
}

/// The difference between two arrays, stored at the cost of what changed: one replaced segment
/// (an insertion, a removal, a shift), or for arrays of one length whose changed cells are few
/// among those between the first and last change (a swap of the first and last cell, a reset of
/// a few cells), just those cells.
enum ArrayEdit<Element: Equatable & Sendable>: Equatable, Sendable {
    case splice(ArraySplice<Element>)
    case cells(indices: [Int], old: [Element], new: [Element])

    /// The edit that turns `before` into `after`, or nil when they are equal.
    ///
    /// Complexity: O(n); memory O(changed cells).
    init?(from before: [Element], to after: [Element]) {
        guard let splice = ArraySplice(from: before, to: after) else { return nil }
        guard before.count == after.count, splice.old.count > 2 else {
            self = .splice(splice)
            return
        }
        let indices = (splice.start..<splice.start + splice.old.count).filter { before[$0] != after[$0] }
        self =
            indices.count * 2 < splice.old.count
            ? .cells(indices: indices, old: indices.map { before[$0] }, new: indices.map { after[$0] }) : .splice(splice)
    }

    /// How many elements the edit stores (old and new).
    var storedCount: Int {
        switch self {
        case let .splice(splice): splice.old.count + splice.new.count
        case let .cells(_, old, new): old.count + new.count
        }
    }

    func apply(to array: inout [Element]) {
        switch self {
        case let .splice(splice): splice.apply(to: &array)
        case let .cells(indices, _, new): for (index, value) in zip(indices, new) { array[index] = value }
        }
    }

    func revert(on array: inout [Element]) {
        switch self {
        case let .splice(splice): splice.revert(on: &array)
        case let .cells(indices, old, _): for (index, value) in zip(indices, old) { array[index] = value }
        }
    }

    /// The same edit on an array with `offset` more elements before the ones it touches.
    func shifted(by offset: Int) -> ArrayEdit {
        switch self {
        case var .splice(splice):
            splice.start += offset
            return .splice(splice)
        case let .cells(indices, old, new): return .cells(indices: indices.map { $0 + offset }, old: old, new: new)
        }
    }
}

/// One history step: the edits that turn the model before it into the model after it.
struct ModelChange: Sendable {
    var slots: [(collection: Int, edit: ArrayEdit<String?>)] = []
    var owners: [(collection: Int, edit: ArrayEdit<String>)] = []
    var sections: [(collection: Int, edit: ArrayEdit<Int>)] = []
    var discarded: ArrayEdit<String>?
}

extension ArenaModel {
    /// What changes between this model and `next` (which has the same collections).
    func change(to next: ArenaModel) -> ModelChange {
        var change = ModelChange()
        for c in slots.indices {
            if let edit = ArrayEdit(from: slots[c], to: next.slots[c]) { change.slots.append((c, edit)) }
            if let edit = ArrayEdit(from: owners[c], to: next.owners[c]) { change.owners.append((c, edit)) }
            if let edit = ArrayEdit(from: sectionCounts[c], to: next.sectionCounts[c]) { change.sections.append((c, edit)) }
        }
        change.discarded = ArrayEdit(from: discarded, to: next.discarded)
        return change
    }

    /// Redoes `change` on the model it was taken from.
    mutating func apply(_ change: ModelChange) {
        for (c, edit) in change.slots { edit.apply(to: &slots[c]) }
        for (c, edit) in change.owners { edit.apply(to: &owners[c]) }
        for (c, edit) in change.sections { edit.apply(to: &sectionCounts[c]) }
        change.discarded?.apply(to: &discarded)
    }

    /// Undoes `change` on the model it produced.
    mutating func revert(_ change: ModelChange) {
        for (c, edit) in change.slots { edit.revert(on: &slots[c]) }
        for (c, edit) in change.owners { edit.revert(on: &owners[c]) }
        for (c, edit) in change.sections { edit.revert(on: &sectionCounts[c]) }
        change.discarded?.revert(on: &discarded)
    }
}
