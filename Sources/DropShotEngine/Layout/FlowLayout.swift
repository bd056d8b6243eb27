/// The cell frames of one collection, in content coordinates (before scroll and zoom).
public struct FlowLayoutResult: Equatable, Sendable {
    /// One frame per cell, in cell order.
    public var cells: [Rect]
    /// The size of one cell.
    public var cellSize: Size
    /// The scrollable content size: at least the collection's size.
    public var contentSize: Size
    /// Per section (none without sections): its header band and the band it takes in all.
    public var sections: [SectionFrame] = []
}

extension FlowLayoutResult {
    /// The layout mirrored left to right across its content width (a right-to-left layout): the
    /// first cell at the right, lines filled leftwards.
    public func mirrored() -> FlowLayoutResult {
        let width = contentSize.width
        func flip(_ r: Rect) -> Rect { Rect(width - r.maxX, r.y, r.width, r.height) }
        return FlowLayoutResult(
            cells: cells.map(flip), cellSize: cellSize, contentSize: contentSize,
            sections: sections.map { SectionFrame(header: flip($0.header), frame: flip($0.frame)) })
    }
}

/// Where one section lies in content coordinates.
public struct SectionFrame: Equatable, Sendable {
    /// The header band, across the whole collection at the section's start.
    public var header: Rect
    /// The header and everything up to the next section: its insets and its cells' lines.
    public var frame: Rect
}

/// The flow layout of docs/RULES.md: a UIKit-style flow layout with ArraSolta's sizing rules.
///
/// Vertical scrolling lays items out in rows (lines) stacked top to bottom; horizontal scrolling
/// is the same with the axes swapped: lines are columns stacked left to right, filled top to
/// bottom, or in row order when `cellOrderHorizontal` is set. `centeredVertically` and
/// `fillEntireHeight` act along the stacking axis.
public enum FlowLayout {
    /// Lays out `count` cells in a collection of size `bounds`.
    ///
    /// `sizes` gives cells their own size (nil takes the collection's; empty: every cell does).
    /// `sections` splits the cells into runs (counts adding up to `count`), each starting a new
    /// line after a header band `headerExtent` points deep. Either one flows the cells as
    /// UICollectionViewFlowLayout does (see `flowWithLines`).
    ///
    /// Complexity: O(count) (ratio sizing also tries every column count once).
    public static func layout(
        count: Int, in bounds: Size, config: ArenaConfig, sizes: [Size?] = [],
        sections: [Int] = [], headerExtent: Double = 0
    ) -> FlowLayoutResult {
        layoutWithLines(count: count, in: bounds, config: config, sizes: sizes, sections: sections, headerExtent: headerExtent).layout
    }

    /// `layout`, with the lines of a flow of cells of their own sizes or in sections (nil for
    /// the uniform grid), which `reflow` continues from.
    static func layoutWithLines(
        count: Int, in bounds: Size, config: ArenaConfig, sizes: [Size?] = [],
        sections: [Int] = [], headerExtent: Double = 0
    ) -> (layout: FlowLayoutResult, lines: [FlowLine]?) {
        let vertical = config.layout.scrollDirection == .vertical
        let inset = FlowLayout.inset(config)
        // "Line" axis: along one line of items. "Stack" axis: the direction lines are stacked in.
        let lineLength = vertical ? bounds.width : bounds.height
        let stackLength = vertical ? bounds.height : bounds.width
        let lineStart = vertical ? inset.left : inset.top
        let lineEnd = vertical ? inset.right : inset.bottom
        let stackStart = vertical ? inset.top : inset.left
        let stackEnd = vertical ? inset.bottom : inset.right
        let available = max(0, lineLength - lineStart - lineEnd)
        let availableStack = max(0, stackLength - stackStart - stackEnd)
        let spacing = config.layout.minInteritemSpacing
        var lineSpacing = config.layout.minLineSpacing

        // Cell extent along the line (a) and across it (b).
        var a = 0.0, b = 0.0
        if let fixed = config.layout.fixedCellSize {
            a = vertical ? fixed.width : fixed.height
            b = vertical ? fixed.height : fixed.width
        } else if count > 0 {
            let ratio = vertical ? config.layout.cellWidthHeightRatio : 1 / config.layout.cellWidthHeightRatio
            // Section headers take their share of the height the cells are sized to fit in.
            let fitStack = availableStack - Double(sections.count) * headerExtent
            var best = -Double.infinity
            for columns in 1...count {
                let rows = (count + columns - 1) / columns
                let byWidth = (available - Double(columns - 1) * spacing) / Double(columns)
                let byHeight = (fitStack - Double(rows - 1) * lineSpacing) / Double(rows) * ratio
                let candidate = min(byWidth, byHeight)
                if candidate > best { best = candidate }
                if byWidth <= 0 { break }
            }
            a = max(0, best)
            b = a / ratio
        }
        let cellSize = vertical ? Size(a, b) : Size(b, a)
        if !sections.isEmpty || sizes.contains(where: { $0 != nil }) {
            let flowed = flowWithLines(
                count: count, in: bounds, config: config, cellSize: cellSize, sizes: sizes, sections: sections, headerExtent: headerExtent)
            return (flowed.layout, flowed.lines)
        }
        guard count > 0 else {
            return (FlowLayoutResult(cells: [], cellSize: cellSize, contentSize: bounds), nil)
        }

        // Compared as a Double first: a tiny cell in a wide collection fits more than Int holds.
        let fitting = a + spacing > 0 ? ((available + spacing) / (a + spacing) + 1e-9).rounded(.down) : Double(count)
        let perLine = fitting >= Double(count) ? count : max(1, Int(fitting))
        let lines = (count + perLine - 1) / perLine
        var blockLength = Double(lines) * b + Double(lines - 1) * lineSpacing
        var stackOrigin = stackStart
        if blockLength < availableStack {
            if config.layout.fillEntireHeight && lines > 1 {
                lineSpacing = (availableStack - Double(lines) * b) / Double(lines - 1)
                blockLength = availableStack
            } else if config.layout.centeredVertically {
                stackOrigin += (availableStack - blockLength) / 2
            }
        }

        // Which (line, position) each cell index takes.
        let rowOrder = !vertical && config.layout.cellOrderHorizontal
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
            let offsets = positions(
                count: k, extent: a, available: available, spacing: spacing,
                alignment: config.layout.lineAlignment
            ).map { $0 + lineStart }
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
        return (FlowLayoutResult(cells: cells, cellSize: cellSize, contentSize: contentSize), nil)
    }

    /// The insets a flow keeps: `sectionInset`, or none in a horizontally scrolling collection
    /// with `horizontalScrollIgnoresInsets` that fills columns (not `cellOrderHorizontal`).
    static func inset(_ config: ArenaConfig) -> EdgeInsets {
        config.layout.horizontalScrollIgnoresInsets && config.layout.scrollDirection == .horizontal && !config.layout.cellOrderHorizontal
            ? EdgeInsets.zero : config.layout.sectionInset
    }

    /// Whether each line of a collection's cells holds one cell (a one-column list): every cell
    /// lies past the one before it across the lines. A single cell does when a second of its
    /// size would not fit beside it in `area` (the collection's cell area).
    public static func holdsOneCellPerLine(_ frames: ArraySlice<Rect>, config: ArenaConfig, area: Rect) -> Bool {
        let vertical = config.layout.scrollDirection == .vertical
        guard let first = frames.first else { return false }
        guard frames.count > 1 else {
            return vertical
                ? first.maxX + config.layout.minInteritemSpacing + first.width > area.maxX - config.layout.sectionInset.right
                : first.maxY + config.layout.minInteritemSpacing + first.height > area.maxY - config.layout.sectionInset.bottom
        }
        return zip(frames, frames.dropFirst()).allSatisfy { vertical ? $1.minY >= $0.maxY - 0.5 : $1.minX >= $0.maxX - 0.5 }
    }

    /// Offsets (from the line start inset) of cells of extents `extents` on one line.
    static func positions(extents: [Double], available: Double, spacing: Double, alignment: LineAlignment) -> [Double] {
        let total = extents.reduce(0, +)
        var offsets: [Double] = []
        offsets.reserveCapacity(extents.count)
        switch alignment {
        case .justified:
            if extents.count == 1 { return [(available - total) / 2] }
            let gap = (available - total) / Double(extents.count - 1)
            var x = 0.0
            for (k, extent) in extents.enumerated() {
                offsets.append(k == extents.count - 1 ? available - extent : x)
                x += extent + gap
            }
        case .leading, .center:
            var x = alignment == .leading ? 0 : (available - total - Double(extents.count - 1) * spacing) / 2
            for extent in extents {
                offsets.append(x)
                x += extent + spacing
            }
        }
        return offsets
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
