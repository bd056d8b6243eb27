/// The grid of `layout: "grid"`: `columns` equal columns across the collection (rows across a
/// horizontally scrolling one), or SwiftUI's GridItems (`GridColumn.tracks`), rows `rowHeight`
/// deep (or the narrowest column's width over `cellWidthHeightRatio`), and every item covering
/// its `span`, packed densely in reading order:
/// each item takes the first place, row by row, where its whole span is free, so a 2x2 hero is
/// followed by two 1x1 cells stacked beside it, as Photos does (CSS's `grid-auto-flow: dense`).
///
/// A section starts a new row after its header band; insets and spacings are the flow layout's.
package enum GridLayout {
    /// Lays out `count` cells in a collection of size `bounds`. `spans` gives each cell its span
    /// (nil or missing: 1x1); a span wider than the grid is narrowed to it.
    ///
    /// Complexity: O(count x columns) for cells that fit beside one another; a search never
    /// starts above the first row with a free place.
    public static func layout(
        count: Int, in bounds: Size, config: ArenaConfig, spans: [GridSpan?] = [],
        sections: [Int] = [], headerExtent: Double = 0
    ) -> FlowLayoutResult {
        let vertical = config.layout.scrollDirection == .vertical
        let inset = config.layout.sectionInset
        let lineLength = vertical ? bounds.width : bounds.height
        let stackLength = vertical ? bounds.height : bounds.width
        let lineStart = vertical ? inset.left : inset.top
        let available = max(0, lineLength - lineStart - (vertical ? inset.right : inset.bottom))
        let stackStart = vertical ? inset.top : inset.left, stackEnd = vertical ? inset.bottom : inset.right
        let spacing = config.layout.minInteritemSpacing, lineSpacing = config.layout.minLineSpacing
        // Equal tracks `a` long along the line, or SwiftUI's GridItems sized across it.
        let columns = config.layout.gridItems.map { GridColumn.tracks($0, across: available, defaultSpacing: spacing) }
        let tracks = columns?.count ?? config.layout.gridColumns
        let equal = max(0, (available - Double(tracks - 1) * spacing) / Double(tracks))
        let a = columns?.map(\.width).min() ?? equal
        // Where a run of `wide` tracks from `column` starts along the line, and how long it is.
        func tracksRun(_ column: Int, _ wide: Int) -> (start: Double, length: Double) {
            guard let columns else { return (Double(column) * (a + spacing), Double(wide) * a + Double(wide - 1) * spacing) }
            let last = columns[column + wide - 1]
            return (columns[column].start, last.start + last.width - columns[column].start)
        }
        // Row depth across the line (b): `rowHeight`, else the narrowest track over the ratio.
        let ratio = vertical ? config.layout.cellWidthHeightRatio : 1 / config.layout.cellWidthHeightRatio
        let b = config.layout.rowHeight ?? a / ratio
        let cellSize = vertical ? Size(a, b) : Size(b, a)

        var cells = [Rect](repeating: Rect(0, 0, 0, 0), count: count)
        var frames: [SectionFrame] = []
        var stack = 0.0, first = 0
        for run in sections.isEmpty ? [count] : sections {
            let sectionStart = stack
            let header = vertical ? Rect(0, stack, lineLength, headerExtent) : Rect(stack, 0, headerExtent, lineLength)
            if !sections.isEmpty { stack += headerExtent }
            stack += stackStart
            // Occupied places, row by row; `open` is the first row with a free place.
            var taken: [[Bool]] = [], open = 0, rows = 0
            for index in first..<first + run {
                let span = index < spans.count ? spans[index] ?? .single : .single
                let wide = min(tracks, vertical ? span.columns : span.rows), deep = vertical ? span.rows : span.columns
                func fits(_ row: Int, _ column: Int) -> Bool {
                    for r in row..<row + deep where r < taken.count {
                        for c in column..<column + wide where taken[r][c] { return false }
                    }
                    return true
                }
                var row = open, column = 0
                search: while true {
                    for c in 0...(tracks - wide) where fits(row, c) {
                        column = c
                        break search
                    }
                    row += 1
                }
                while taken.count < row + deep { taken.append([Bool](repeating: false, count: tracks)) }
                for r in row..<row + deep { for c in column..<column + wide { taken[r][c] = true } }
                while open < taken.count, !taken[open].contains(false) { open += 1 }
                rows = max(rows, row + deep)
                let (start, extentAlong) = tracksRun(column, wide)
                let along = lineStart + start, across = stack + Double(row) * (b + lineSpacing)
                let extentAcross = Double(deep) * b + Double(deep - 1) * lineSpacing
                cells[index] = vertical ? Rect(along, across, extentAlong, extentAcross) : Rect(across, along, extentAcross, extentAlong)
            }
            if rows > 0 { stack += Double(rows) * b + Double(rows - 1) * lineSpacing }
            stack += stackEnd
            let band = stack - sectionStart
            frames.append(
                SectionFrame(header: header, frame: vertical ? Rect(0, sectionStart, lineLength, band) : Rect(sectionStart, 0, band, lineLength)))
            first += run
        }
        let contentStack = max(stackLength, stack)
        return FlowLayoutResult(
            cells: cells, cellSize: cellSize,
            contentSize: vertical ? Size(bounds.width, contentStack) : Size(contentStack, bounds.height),
            sections: sections.isEmpty ? [] : frames)
    }
}
