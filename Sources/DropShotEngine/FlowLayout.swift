/// The cell frames of one collection, in content coordinates (before scroll and zoom).
public struct FlowLayoutResult: Equatable, Sendable {
    /// One frame per cell, in cell order.
    public var cells: [Rect]
    /// The size of one cell.
    public var cellSize: Size
    /// The scrollable content size: at least the collection's size.
    public var contentSize: Size
}

/// The flow layout of SPEC 3: a UIKit-style flow layout with ArraSolta's sizing rules.
///
/// Vertical scrolling lays items out in rows (lines) stacked top to bottom; horizontal scrolling
/// is the same with the axes swapped: lines are columns stacked left to right, filled top to
/// bottom, or in row order when `cellOrderHorizontal` is set. `centeredVertically` and
/// `fillEntireHeight` act along the stacking axis.
public enum FlowLayout {
    /// Lays out `count` cells in a collection of size `bounds`.
    ///
    /// Complexity: O(count) (ratio sizing also tries every column count once).
    public static func layout(count: Int, in bounds: Size, config: ArenaConfig) -> FlowLayoutResult {
        let vertical = config.scrollDirection == .vertical
        let inset = config.horizontalScrollIgnoresInsets && !vertical && !config.cellOrderHorizontal ? EdgeInsets.zero : config.sectionInset
        // "Line" axis: along one line of items. "Stack" axis: the direction lines are stacked in.
        let lineLength = vertical ? bounds.width : bounds.height
        let stackLength = vertical ? bounds.height : bounds.width
        let lineStart = vertical ? inset.left : inset.top
        let lineEnd = vertical ? inset.right : inset.bottom
        let stackStart = vertical ? inset.top : inset.left
        let stackEnd = vertical ? inset.bottom : inset.right
        let available = max(0, lineLength - lineStart - lineEnd)
        let availableStack = max(0, stackLength - stackStart - stackEnd)
        let spacing = config.minInteritemSpacing
        var lineSpacing = config.minLineSpacing

        // Cell extent along the line (a) and across it (b).
        var a = 0.0, b = 0.0
        if let fixed = config.fixedCellSize {
            a = vertical ? fixed.width : fixed.height
            b = vertical ? fixed.height : fixed.width
        } else if count > 0 {
            let ratio = vertical ? config.cellWidthHeightRatio : 1 / config.cellWidthHeightRatio
            var best = -Double.infinity
            for columns in 1...count {
                let rows = (count + columns - 1) / columns
                let byWidth = (available - Double(columns - 1) * spacing) / Double(columns)
                let byHeight = (availableStack - Double(rows - 1) * lineSpacing) / Double(rows) * ratio
                let candidate = min(byWidth, byHeight)
                if candidate > best { best = candidate }
                if byWidth <= 0 { break }
            }
            a = max(0, best)
            b = a / ratio
        }
        let cellSize = vertical ? Size(a, b) : Size(b, a)
        guard count > 0 else {
            return FlowLayoutResult(cells: [], cellSize: cellSize, contentSize: bounds)
        }

        // Compared as a Double first: a tiny cell in a wide collection fits more than Int holds.
        let fitting = a + spacing > 0 ? ((available + spacing) / (a + spacing) + 1e-9).rounded(.down) : Double(count)
        let perLine = fitting >= Double(count) ? count : max(1, Int(fitting))
        let lines = (count + perLine - 1) / perLine
        var blockLength = Double(lines) * b + Double(lines - 1) * lineSpacing
        var stackOrigin = stackStart
        if blockLength < availableStack {
            if config.fillEntireHeight && lines > 1 {
                lineSpacing = (availableStack - Double(lines) * b) / Double(lines - 1)
                blockLength = availableStack
            } else if config.centeredVertically {
                stackOrigin += (availableStack - blockLength) / 2
            }
        }

        // Which (line, position) each cell index takes.
        let rowOrder = !vertical && config.cellOrderHorizontal
        func itemsInLine(_ line: Int) -> Int {
            if rowOrder { return (count - line + lines - 1) / lines }
            return line < lines - 1 ? perLine : count - perLine * (lines - 1)
        }
        var lineOffsets: [[Double]] = []
        lineOffsets.reserveCapacity(lines)
        var cache: [Int: [Double]] = [:]
        for line in 0..<lines {
            let k = itemsInLine(line)
            if let known = cache[k] { lineOffsets.append(known); continue }
            let offsets = positions(count: k, extent: a, available: available, spacing: spacing,
                                    alignment: config.lineAlignment).map { $0 + lineStart }
            cache[k] = offsets
            lineOffsets.append(offsets)
        }

        var cells: [Rect] = []
        cells.reserveCapacity(count)
        for index in 0..<count {
            let line = rowOrder ? index % lines : index / perLine
            let position = rowOrder ? index / lines : index % perLine
            let along = lineOffsets[line][position]
            let across = stackOrigin + Double(line) * (b + lineSpacing)
            cells.append(vertical ? Rect(along, across, a, b) : Rect(across, along, b, a))
        }
        let contentStack = max(stackLength, stackOrigin + blockLength + stackEnd)
        let contentSize = vertical ? Size(bounds.width, contentStack) : Size(contentStack, bounds.height)
        return FlowLayoutResult(cells: cells, cellSize: cellSize, contentSize: contentSize)
    }

    /// Offsets (from the line start inset) of `count` items of extent `extent` on one line.
    static func positions(count: Int, extent: Double, available: Double, spacing: Double, alignment: LineAlignment) -> [Double] {
        switch alignment {
        case .justified:
            if count == 1 { return [(available - extent) / 2] }
            let gap = (available - Double(count) * extent) / Double(count - 1)
            return (0..<count).map { i in i == count - 1 ? available - extent : Double(i) * (extent + gap) }
        case .leading:
            return (0..<count).map { Double($0) * (extent + spacing) }
        case .center:
            let block = Double(count) * extent + Double(count - 1) * spacing
            let start = (available - block) / 2
            return (0..<count).map { start + Double($0) * (extent + spacing) }
        }
    }
}
