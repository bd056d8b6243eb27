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

/// A collection's layout with what it was made from.
struct CachedLayout: Sendable {
    var inputs: LayoutInputs
    var layout: FlowLayoutResult
    /// When the cells' leading edges along the stacking axis never go back in cell order (a flow
    /// layout's lines), that axis and the deepest cell along it: hit tests search, not scan.
    var lines: (vertical: Bool, deepest: Double)?

    init(inputs: LayoutInputs, layout: FlowLayoutResult, vertical: Bool) {
        self.inputs = inputs
        self.layout = layout
        let cells = layout.cells
        func lead(_ cell: Int) -> Double { vertical ? cells[cell].minY : cells[cell].minX }
        let ordered = cells.indices.dropFirst().allSatisfy { lead($0 - 1) <= lead($0) }
        lines = ordered ? (vertical, cells.map { vertical ? $0.height : $0.width }.max() ?? 0) : nil
    }
}
