/// What a kept layout was made from (`Arena.layoutInputs(ofCollection:)`).
struct LayoutInputs: Equatable, Sendable {
    var count: Int
    var area: Size
    var sections: [Int]
    var zoom: Double
    /// The slots, when the layout depends on their items (Array's `==` is constant time for two
    /// copies of one array, an event that moved nothing).
    var items: [String?]?
}

/// What the kept layouts were refreshed for: the model's revision, the zooms and the canvas.
struct LayoutStamp: Equatable, Sendable {
    var model: Int
    var zooms: [Double]
    var canvasSize: Size
}

/// A flow of cells of their own sizes as it was made: its lines and each cell's size, so that a
/// change to a few cells flows again from them (`FlowLayout.reflow`).
struct KeptFlow: Sendable {
    /// Nil for the uniform grid (no cell of its own size, no sections).
    var lines: [FlowLine]?
    /// Per cell, its own size (nil: the collection's); empty when no cell has one.
    var sizes: [Size?]
    /// How many cells have their own size.
    var sizedCells: Int
}

/// A collection's layout with what it was made from.
struct CachedLayout: Sendable {
    var inputs: LayoutInputs
    var layout: FlowLayoutResult
    /// The flow's lines and sizes, for a flow layout (nil for a grid).
    var flow: KeptFlow?
    /// When the cells' leading edges along the stacking axis never go back in cell order (a flow
    /// layout's lines), that axis and the deepest cell along it: hit tests search, not scan.
    var lines: (vertical: Bool, deepest: Double)?

    init(inputs: LayoutInputs, layout: FlowLayoutResult, flow: KeptFlow?, vertical: Bool) {
        self.inputs = inputs
        self.layout = layout
        self.flow = flow
        let cells = layout.cells
        func lead(_ cell: Int) -> Double { vertical ? cells[cell].minY : cells[cell].minX }
        let ordered = cells.indices.dropFirst().allSatisfy { lead($0 - 1) <= lead($0) }
        lines = ordered ? (vertical, cells.map { vertical ? $0.height : $0.width }.max() ?? 0) : nil
    }

    /// With `lines`, the first cell whose leading edge along the stacking axis is past `value`
    /// (the cell count when none is), by binary search.
    func firstLeading(after value: Double) -> Int {
        let vertical = lines?.vertical ?? true
        var low = 0, high = layout.cells.count
        while low < high {
            let middle = (low + high) / 2
            if (vertical ? layout.cells[middle].minY : layout.cells[middle].minX) > value { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Keeps `lines` true after the cells in `placed` were placed again: they still run in order
    /// where they meet their neighbours, and the deepest cell is at least as deep as before
    /// (a search window may only widen, so a hit test finds what a scan finds).
    mutating func notePlaced(_ placed: Range<Int>) {
        guard let kept = lines else { return }
        let cells = layout.cells
        func lead(_ cell: Int) -> Double { kept.vertical ? cells[cell].minY : cells[cell].minX }
        guard !placed.isEmpty else { return }
        let from = max(1, placed.lowerBound), to = min(cells.count - 1, placed.upperBound)
        guard from > to || (from...to).allSatisfy({ lead($0 - 1) <= lead($0) }) else {
            lines = nil
            return
        }
        let deepest = cells[placed].map { kept.vertical ? $0.height : $0.width }.max() ?? 0
        lines = (kept.vertical, max(kept.deepest, deepest))
    }
}
