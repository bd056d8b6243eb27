/// One line of a flow of cells of their own sizes: its cells, its depth and where it lies.
struct FlowLine: Equatable, Sendable {
    /// The first cell.
    var start: Int
    /// The cell after the last.
    var end: Int
    /// The deepest cell's extent across the line.
    var depth: Double
    /// Where the line begins along the stacking axis (its cells are centred across it).
    var top: Double
    /// The section the line is in (0 without sections).
    var section: Int
}

/// The flow of cells of their own sizes in lines (`FlowLayout.flowWithLines`), with the lines it
/// made, so that a change to a few cells flows again from the line before the first changed cell
/// until a line begins where it began before (`reflow`): a move in a self-sizing list of 20,000 rows
/// lays out the rows between its two places, not the list.
struct FlowPass {
    let vertical: Bool
    let lineLength: Double, stackLength: Double
    let lineStart: Double, available: Double
    let stackStart: Double, stackEnd: Double
    let spacing: Double, alignment: LineAlignment
    let headerExtent: Double
    /// The cells in each section (one run of all cells without sections).
    let runs: [Int]
    let hasSections: Bool
    /// The cells' own sizes (nil, or past the end: the collection's, `cellSize`).
    let sizes: [Size?]
    let cellSize: Size

    init(count: Int, in bounds: Size, config: ArenaConfig, cellSize: Size, sizes: [Size?], sections: [Int], headerExtent: Double) {
        let inset = FlowLayout.inset(config)
        vertical = config.layout.scrollDirection == .vertical
        lineLength = vertical ? bounds.width : bounds.height
        stackLength = vertical ? bounds.height : bounds.width
        lineStart = vertical ? inset.left : inset.top
        available = max(0, lineLength - lineStart - (vertical ? inset.right : inset.bottom))
        stackStart = vertical ? inset.top : inset.left
        stackEnd = vertical ? inset.bottom : inset.right
        spacing = config.layout.minInteritemSpacing
        alignment = config.layout.lineAlignment
        self.headerExtent = headerExtent
        runs = sections.isEmpty ? [count] : sections
        hasSections = !sections.isEmpty
        self.sizes = sizes
        self.cellSize = cellSize
    }

    /// Cell `index`'s extent along the line.
    func along(_ index: Int) -> Double {
        let size = (index < sizes.count ? sizes[index] : nil) ?? cellSize
        return vertical ? size.width : size.height
    }

    /// Cell `index`'s extent across the line.
    func across(_ index: Int) -> Double {
        let size = (index < sizes.count ? sizes[index] : nil) ?? cellSize
        return vertical ? size.height : size.width
    }

    /// The line that begins at cell `index`: cells fill it while they fit (the first always does).
    func line(from index: Int, before sectionEnd: Int, section: Int) -> FlowLine {
        var end = index + 1, used = along(index), depth = across(index)
        while end < sectionEnd, used + spacing + along(end) <= available + 1e-9 {
            used += spacing + along(end)
            depth = max(depth, across(end))
            end += 1
        }
        return FlowLine(start: index, end: end, depth: depth, top: 0, section: section)
    }

    /// Every line, section by section, before they are placed.
    func lines() -> [FlowLine] {
        var lines: [FlowLine] = [], first = 0
        for (section, run) in runs.enumerated() {
            var index = first
            while index < first + run {
                let line = line(from: index, before: first + run, section: section)
                lines.append(line)
                index = line.end
            }
            first += run
        }
        return lines
    }

    /// Places the cells of `line` (its `top` set) into `cells`, mirrored across `mirrorWidth` when given.
    func place(_ line: FlowLine, into cells: inout [Rect], mirrorWidth: Double?) {
        let extents = (line.start..<line.end).map(along)
        for (k, offset) in FlowLayout.positions(extents: extents, available: available, spacing: spacing, alignment: alignment).enumerated() {
            let index = line.start + k
            let along = along(index), across = across(index)
            let a = offset + lineStart, b = line.top + (line.depth - across) / 2
            var frame = vertical ? Rect(a, b, along, across) : Rect(b, a, across, along)
            if let width = mirrorWidth { frame = Rect(width - frame.maxX, frame.y, frame.width, frame.height) }
            cells[index] = frame
        }
    }

    /// A section's header band and whole band, from `start` to `end` along the stacking axis.
    func sectionFrame(from start: Double, to end: Double) -> SectionFrame {
        let header = vertical ? Rect(0, start, lineLength, headerExtent) : Rect(start, 0, headerExtent, lineLength)
        let band = end - start
        return SectionFrame(header: header, frame: vertical ? Rect(0, start, lineLength, band) : Rect(start, 0, band, lineLength))
    }

    /// The content size for content ending at `stack`.
    func contentSize(endingAt stack: Double) -> Size {
        let contentStack = max(stackLength, stack)
        return vertical ? Size(lineLength, contentStack) : Size(contentStack, lineLength)
    }
}

extension FlowLayout {
    /// The flow of cells of their own sizes, in sections, with the lines it made (their tops
    /// set): UICollectionViewFlowLayout's rules.
    /// Each section starts with its header band across the collection, then its top inset;
    /// cells fill a line while they fit (the first always does); a line is as deep as its
    /// deepest cell, and each cell is centred across its line; along the line, cells are placed
    /// by `lineAlignment` with their own extents; the section ends with its bottom inset.
    /// Without sections, `centeredVertically` and `fillEntireHeight` act as in the uniform grid;
    /// `cellOrderHorizontal` does not apply (cells flow in lines); the insets are `inset(_:)`'s.
    static func flowWithLines(
        count: Int, in bounds: Size, config: ArenaConfig, cellSize: Size, sizes: [Size?], sections: [Int], headerExtent: Double
    ) -> (layout: FlowLayoutResult, lines: [FlowLine]) {
        let pass = FlowPass(
            count: count, in: bounds, config: config, cellSize: cellSize, sizes: sizes, sections: sections, headerExtent: headerExtent)
        var lines = pass.lines()
        var lineSpacing = config.layout.minLineSpacing
        var stack = 0.0
        if sections.isEmpty, lines.count > 0 {
            let depths = lines.reduce(0) { $0 + $1.depth }
            let block = depths + Double(lines.count - 1) * lineSpacing
            let availableStack = max(0, pass.stackLength - pass.stackStart - pass.stackEnd)
            if block < availableStack {
                if config.layout.fillEntireHeight && lines.count > 1 {
                    lineSpacing = (availableStack - depths) / Double(lines.count - 1)
                } else if config.layout.centeredVertically {
                    stack += (availableStack - block) / 2
                }
            }
        }
        var cells = [Rect](repeating: Rect(0, 0, 0, 0), count: count)
        var frames: [SectionFrame] = []
        var k = 0
        for section in pass.runs.indices {
            let sectionStart = stack
            if pass.hasSections { stack += headerExtent }
            stack += pass.stackStart
            var number = 0
            while k < lines.count, lines[k].section == section {
                if number > 0 { stack += lineSpacing }
                lines[k].top = stack
                pass.place(lines[k], into: &cells, mirrorWidth: nil)
                stack += lines[k].depth
                k += 1
                number += 1
            }
            stack += pass.stackEnd
            frames.append(pass.sectionFrame(from: sectionStart, to: stack))
        }
        let layout = FlowLayoutResult(
            cells: cells, cellSize: cellSize, contentSize: pass.contentSize(endingAt: stack), sections: sections.isEmpty ? [] : frames)
        return (layout, lines)
    }

    /// Flows `layout` (made by `flowWithLines` with `lines`, mirrored when `mirrored`) again after
    /// cells `changed` took the sizes `sizes` gives them: from the line before the first changed
    /// cell until a line past the last begins where it began before, the rest kept as it was.
    /// The result is what `flowWithLines` makes of the new sizes, to the bit; the cells it placed
    /// again are returned. Nil, with nothing changed, where the flow depends on the whole (lines
    /// centred or spread along the stacking axis, a horizontal flow mirrored across its length):
    /// lay it out anew there.
    ///
    /// - Complexity: O(k), the cells between the first changed line and the line where the flow
    ///   meets its old lines again (plus a search among the lines).
    static func reflow(
        _ layout: inout FlowLayoutResult, lines: inout [FlowLine], changed: ClosedRange<Int>, in bounds: Size, config: ArenaConfig,
        sizes: [Size?], sections: [Int], headerExtent: Double, mirrored: Bool
    ) -> Range<Int>? {
        let vertical = config.layout.scrollDirection == .vertical
        guard !lines.isEmpty, !mirrored || vertical, !sections.isEmpty || !(config.layout.centeredVertically || config.layout.fillEntireHeight)
        else { return nil }
        let count = layout.cells.count
        let pass = FlowPass(
            count: count, in: bounds, config: config, cellSize: layout.cellSize, sizes: sizes, sections: sections,
            headerExtent: headerExtent)
        let lineSpacing = config.layout.minLineSpacing
        // The line holding the first changed cell, and the one before it in its section: that
        // line ends where the changed cell's extent lets it.
        var k = lineIndex(holding: changed.lowerBound, in: lines)
        if k > 0, lines[k - 1].section == lines[k].section { k -= 1 }
        var section = lines[k].section, index = lines[k].start
        var sectionEnd = pass.runs[..<section].reduce(0, +) + pass.runs[section]
        var stack = lines[k].top, number = 0
        // A section's band lies at the same place mirrored or not (it spans the width).
        var sectionStart =
            section < layout.sections.count ? (vertical ? layout.sections[section].frame.minY : layout.sections[section].frame.minX) : nil
        var made: [FlowLine] = []
        var old = k
        let width = mirrored ? layout.contentSize.width : nil
        while true {
            while index < sectionEnd {
                let top = number > 0 ? stack + lineSpacing : stack
                // A line past the change beginning where an old one began, at its place: the rest
                // flows as before.
                while old < lines.count, lines[old].start < index { old += 1 }
                if index > changed.upperBound, old < lines.count, lines[old].start == index, lines[old].top == top {
                    defer { lines.replaceSubrange(k..<old, with: made) }
                    return lines[k].start..<index
                }
                var line = pass.line(from: index, before: sectionEnd, section: section)
                line.top = top
                pass.place(line, into: &layout.cells, mirrorWidth: width)
                made.append(line)
                stack = top + line.depth
                index = line.end
                number += 1
            }
            stack += pass.stackEnd
            if !sections.isEmpty, let start = sectionStart {
                layout.sections[section] = pass.sectionFrame(from: start, to: stack)
            }
            section += 1
            guard section < pass.runs.count else { break }
            sectionStart = stack
            if pass.hasSections { stack += headerExtent }
            stack += pass.stackStart
            sectionEnd += pass.runs[section]
            number = 0
        }
        layout.contentSize = pass.contentSize(endingAt: stack)
        defer { lines.replaceSubrange(k..<lines.count, with: made) }
        return lines[k].start..<count
    }

    /// The index of the line holding cell `cell`.
    private static func lineIndex(holding cell: Int, in lines: [FlowLine]) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].start <= cell { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
