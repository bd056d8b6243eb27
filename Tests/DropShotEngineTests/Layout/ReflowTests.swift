import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// A flow flowed again from its changed cells (`FlowLayout.reflow`) is the flow laid out anew,
/// to the bit, and an arena's kept layouts are what it would lay out anew after every event.
@Suite struct ReflowTests {
    @Test func aReflowIsTheFlowLaidOutAnew() throws {
        var rng = SplitMix64(state: 84)
        for _ in 0..<300 {
            var config = ArenaConfig()
            config.layout.minInteritemSpacing = Double(Int.random(in: 0...8, using: &rng))
            config.layout.minLineSpacing = Double(Int.random(in: 0...8, using: &rng)) + 0.1
            config.layout.sectionInset = EdgeInsets(top: 3.3, left: 5, bottom: 7.7, right: 2)
            config.layout.lineAlignment = LineAlignment.allCases.randomElement(using: &rng)!
            config.layout.scrollDirection = ScrollDirection.allCases.randomElement(using: &rng)!
            config.layout.fixedCellSize = Size(40, 30)
            config.layout.horizontalScrollIgnoresInsets = Bool.random(using: &rng)
            let mirrored = Bool.random(using: &rng)
            let count = Int.random(in: 1...40, using: &rng)
            let sections: [Int] =
                Bool.random(using: &rng)
                ? []
                : { () -> [Int] in
                    let cut = Int.random(in: 0...count, using: &rng)
                    return [cut, count - cut]
                }()
            let bounds = Size(Double(Int.random(in: 100...300, using: &rng)), Double(Int.random(in: 100...300, using: &rng)))
            func randomSize() -> Size? {
                Int.random(in: 0..<5, using: &rng) == 0
                    ? nil : Size(Double(Int.random(in: 10...130, using: &rng)) / 3, Double(Int.random(in: 10...90, using: &rng)) / 7)
            }
            var sizes = (0..<count).map { _ in randomSize() }
            if !sizes.contains(where: { $0 != nil }) { sizes[0] = Size(20, 20) }
            func laidOut(_ sizes: [Size?]) -> (layout: FlowLayoutResult, lines: [FlowLine]) {
                let made = FlowLayout.layoutWithLines(count: count, in: bounds, config: config, sizes: sizes, sections: sections, headerExtent: 17.5)
                return (mirrored ? made.layout.mirrored() : made.layout, made.lines!)
            }
            var (layout, lines) = laidOut(sizes)
            for _ in 0..<6 {
                // A move (sizes trade places) or new sizes in a run of cells.
                let first = Int.random(in: 0..<count, using: &rng), last = Int.random(in: first..<count, using: &rng)
                if Bool.random(using: &rng) {
                    sizes[first...last].shuffle(using: &rng)
                } else {
                    for cell in first...last { sizes[cell] = randomSize() ?? Size(12, 12) }
                }
                let expected = laidOut(sizes)
                var changed = layout
                if let placed = FlowLayout.reflow(
                    &changed, lines: &lines, changed: first...last, in: bounds, config: config, sizes: sizes, sections: sections,
                    headerExtent: 17.5, mirrored: mirrored)
                {
                    #expect(changed == expected.layout)
                    #expect(lines == expected.lines)
                    #expect(placed.lowerBound <= first && placed.upperBound > last)
                } else {
                    #expect(mirrored && config.layout.scrollDirection == .horizontal, "only a mirrored horizontal flow is laid out anew")
                    lines = expected.lines
                }
                layout = expected.layout
            }
        }
    }

    /// Items of their own sizes in a horizontal list that ignores its insets across its scroll
    /// (ArraSolta's `horizontalScrollIgnoresInsets`): flowed again with the insets the full
    /// layout takes.
    @Test func aHorizontalFlowThatIgnoresItsInsetsFlowsAgainAsItIsLaidOut() throws {
        let sizes = [[40, 40], [60, 40], [30, 40], [50, 40], [70, 40], [20, 40]]
        let items = sizes.enumerated().map { #"{"id": "i\#($0)", "size": [\#($1[0]), \#($1[1])]}"# }.joined(separator: ",")
        let json = """
            { "canvas": {"width": 300, "height": 120, "scale": 1},
              "config": {"rearrange": "move", "scrollDirection": "horizontal", "horizontalScrollIgnoresInsets": true,
                         "sectionInset": [10, 12, 10, 12], "fixedCellSize": [40, 40]},
              "collections": [{"id": "l", "role": "list", "frame": [0, 0, 300, 120], "items": [\(items)]}],
              "events": [{"type": "press", "at": {"collection": "l", "index": 0}, "t": 0},
                         {"type": "move", "at": {"collection": "l", "index": 3}, "t": 0.1},
                         {"type": "release", "at": {"collection": "l", "index": 3}, "t": 0.2}] }
            """
        let scenario = try scenario(json)
        var arena = Arena(scenario: scenario)
        for event in scenario.events {
            arena.apply(event)
            #expect(try #require(arena.layouts[0]).layout == arena.makeLayout(ofCollection: 0).layout, "after \(event)")
        }
        #expect(arena.model.slots[0].first != "i0", "the drag moved i0")
    }

    /// Measures a cell as deep as its label is long.
    struct LabelLength: CellMeasuring {
        func extent(of item: ItemSpec, inCollection collection: Int, across: Double, vertical: Bool) -> Double? {
            item.label.hasPrefix("-") ? nil : Double(item.label.count) * 3.5
        }
    }

    @Test func aSelfSizingListKeepsWhatItWouldLayOutAnew() throws {
        let labels = (0..<120).map { "\"\(String(repeating: $0 % 4 == 0 ? "-" : "w", count: 4 + $0 % 9))\"" }
        let items = labels.enumerated().map { #"{"id": "i\#($0)", "label": \#($1)}"# }.joined(separator: ",")
        var rng = SplitMix64(state: 7)
        var events: [String] = []
        var t = 0.0
        for _ in 0..<40 {
            let from = Double(Int.random(in: 0...30, using: &rng)) * 20 + 5, to = Double(Int.random(in: 0...30, using: &rng)) * 20 + 5
            events.append(#"{"type": "press", "at": [60, \#(from)], "t": \#(t)}"#)
            events.append(#"{"type": "move", "at": [60, \#((from + to) / 2)], "t": \#(t + 0.05)}"#)
            events.append(#"{"type": "move", "at": [60, \#(to)], "t": \#(t + 0.1)}"#)
            events.append(#"{"type": "release", "at": [60, \#(to)], "t": \#(t + 0.15)}"#)
            t += 0.2
        }
        for (direction, insertion) in [("leftToRight", "byHalf"), ("rightToLeft", "cellAsDrawn")] {
            let json = """
                { "canvas": {"width": 200, "height": 700, "scale": 1},
                  "config": {"rearrange": "move", "cellSizing": "fit", "fixedCellSize": [180, 22], "minLineSpacing": 1.5,
                             "layoutDirection": "\(direction)", "listInsertion": "\(insertion)"},
                  "collections": [{"id": "l", "role": "list", "frame": [0, 0, 200, 700], "items": [\(items)]}],
                  "events": [\(events.joined(separator: ","))] }
                """
            let scenario = try scenario(json)
            var arena = Arena(scenario: scenario, measure: LabelLength())
            for event in scenario.events {
                arena.apply(event)
                let kept = try #require(arena.layouts[0])
                #expect(kept.layout == arena.makeLayout(ofCollection: 0).layout, "after \(event)")
            }
            #expect(arena.historyCount > 10, "the drags moved rows")
            // The searches of the kept layout find what scans of every cell find, wherever it is scrolled.
            for offset in stride(from: 0.0, through: 400, by: 37.5) {
                arena.apply(.scroll(collection: "l", offset: Point(0, offset)))
                let area = arena.cellArea(ofCollection: 0), frames = arena.cellFrames(ofCollection: 0)
                let scanned = frames.indices.filter { (frames[$0].intersection(area)?.area ?? 0) > 0 }
                #expect(arena.visibleCellFrames(ofCollection: 0).map(\.index) == scanned, "offset \(offset)")
                let cells = arena.layout(ofCollection: 0).cells
                #expect(arena.furthestCellEdge(ofCollection: 0, horizontal: false) == cells.map(\.maxY).max())
                #expect(arena.furthestCellEdge(ofCollection: 0, horizontal: true) == cells.map(\.maxX).max())
            }
        }
    }
}
