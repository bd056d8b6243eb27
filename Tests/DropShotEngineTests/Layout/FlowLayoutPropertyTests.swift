import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Invariants of the flow layout over random configurations.
@Suite struct FlowLayoutPropertyTests {
    @Test func cellsNeverOverlapAndRatioSizedCellsFitWithoutScrolling() {
        var rng = SplitMix64(state: 2026)
        for _ in 0..<400 {
            var config = ArenaConfig()
            config.layout.minInteritemSpacing = Double(Int.random(in: 0...12, using: &rng))
            config.layout.minLineSpacing = Double(Int.random(in: 0...12, using: &rng))
            let inset = { Double(Int.random(in: 0...10, using: &rng)) }
            config.layout.sectionInset = EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset())
            config.layout.lineAlignment = LineAlignment.allCases.randomElement(using: &rng)!
            config.layout.scrollDirection = ScrollDirection.allCases.randomElement(using: &rng)!
            config.layout.cellOrderHorizontal = Bool.random(using: &rng)
            config.layout.centeredVertically = Bool.random(using: &rng)
            config.layout.fillEntireHeight = Bool.random(using: &rng)
            config.layout.cellWidthHeightRatio = [0.5, 0.75, 1, 1.5, 2].randomElement(using: &rng)!
            let ratioSized = Bool.random(using: &rng)
            if !ratioSized {
                config.layout.fixedCellSize = Size(Double(Int.random(in: 10...90, using: &rng)), Double(Int.random(in: 10...90, using: &rng)))
            }
            let count = Int.random(in: 1...60, using: &rng)
            let bounds = Size(Double(Int.random(in: 120...500, using: &rng)), Double(Int.random(in: 120...500, using: &rng)))
            let result = FlowLayout.layout(count: count, in: bounds, config: config)
            #expect(result.cells.count == count)
            for i in 0..<count {
                for j in (i + 1)..<count {
                    let overlap = result.cells[i].intersection(result.cells[j])?.area ?? 0
                    #expect(overlap < 1e-6, "cells \(i) and \(j) overlap in \(config) \(bounds)")
                }
            }
            let content = Rect(0, 0, result.contentSize.width, result.contentSize.height)
            for cell in result.cells {
                #expect(cell.minX >= -1e-9 && cell.minY >= -1e-9)
                #expect(cell.maxX <= content.maxX + 1e-9 && cell.maxY <= content.maxY + 1e-9)
            }
            if ratioSized {
                #expect(result.contentSize == bounds, "ratio-sized cells must fit without scrolling")
                #expect(abs(result.cellSize.width / result.cellSize.height - config.layout.cellWidthHeightRatio) < 1e-9)
            }
        }
    }
}
