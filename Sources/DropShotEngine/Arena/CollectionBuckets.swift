/// The collections' frames on the canvas, filed in the squares of a grid: the collections under
/// a point or a ghost are found among the few whose frames reach its squares, not by testing
/// every collection, so a pointer move costs the same with 20,000 collections as with two.
struct CollectionBuckets: Sendable {
    /// What the buckets were filed for: the canvas size (frames that share the canvas, or are
    /// mirrored across it, follow it) and the priority order.
    let canvasSize: Size
    let priority: [Int]
    /// The side of a square, in points: 64, doubled while the frames would fill more than
    /// `budget` squares in all (a few huge frames do not cost memory in their area).
    private let side: Double
    /// Per square (column, row): the collections whose frames reach it, in priority order.
    private let squares: [Square: [Int]]
    /// Per collection, its place in `priority`.
    private let rank: [Int]

    private struct Square: Hashable, Sendable {
        var column: Int
        var row: Int
    }

    /// Files `frames` (per collection, on the canvas) in priority order.
    ///
    /// - Complexity: O(n) in the collections, with each frame reaching a bounded number of squares.
    init(frames: [Rect], priority: [Int], canvasSize: Size) {
        self.canvasSize = canvasSize
        self.priority = priority
        var rank = [Int](repeating: 0, count: frames.count)
        for (place, collection) in priority.enumerated() { rank[collection] = place }
        self.rank = rank
        let budget = 16 * frames.count + 65_536
        var side = 64.0
        while frames.reduce(0.0, { $0 + Self.span($1, side: side) }) > Double(budget) { side *= 2 }
        self.side = side
        var squares: [Square: [Int]] = [:]
        for collection in priority {
            Self.forEachSquare(of: frames[collection], side: side) { squares[$0, default: []].append(collection) }
        }
        self.squares = squares
    }

    /// The collections whose frames may contain `point`, in priority order.
    func candidates(at point: Point) -> [Int] {
        guard point.x.isFinite, point.y.isFinite else { return [] }
        return squares[Square(column: Self.cell(point.x, side), row: Self.cell(point.y, side))] ?? []
    }

    /// The collections whose frames may meet `rect`, in priority order: every collection when
    /// `rect` reaches more squares than are filed.
    func candidates(meeting rect: Rect) -> [Int] {
        guard Self.span(rect, side: side) <= Double(squares.count) else { return priority }
        var found = Set<Int>()
        Self.forEachSquare(of: rect, side: side) { found.formUnion(squares[$0] ?? []) }
        return found.sorted { rank[$0] < rank[$1] }
    }

    private static func cell(_ coordinate: Double, _ side: Double) -> Int {
        Int(max(-1e15, min(1e15, (coordinate / side).rounded(.down))))
    }

    /// How many squares `rect` reaches.
    private static func span(_ rect: Rect, side: Double) -> Double {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return 0 }
        let columns = cell(rect.maxX, side) - cell(rect.minX, side) + 1, rows = cell(rect.maxY, side) - cell(rect.minY, side) + 1
        return Double(columns) * Double(rows)
    }

    private static func forEachSquare(of rect: Rect, side: Double, _ body: (Square) -> Void) {
        guard span(rect, side: side) > 0 else { return }
        for column in cell(rect.minX, side)...cell(rect.maxX, side) {
            for row in cell(rect.minY, side)...cell(rect.maxY, side) { body(Square(column: column, row: row)) }
        }
    }
}
