import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Layout tables worked out by hand from docs/RULES.md.
@Suite struct FlowLayoutTests {
    func config(_ edit: (inout ArenaConfig) -> Void) -> ArenaConfig {
        var c = ArenaConfig()
        edit(&c)
        return c
    }

    func xs(_ r: FlowLayoutResult) -> [Double] { r.cells.map(\.x) }
    func ys(_ r: FlowLayoutResult) -> [Double] { r.cells.map(\.y) }

    @Test func justifiedSpreadsFirstAndLastToTheInsets() {
        // n = floor((390 + 10) / (100 + 10)) = 3; gap = (390 - 300) / 2 = 45.
        let r = FlowLayout.layout(
            count: 3, in: Size(390, 200),
            config: config {
                $0.layout.fixedCellSize = Size(100, 100); $0.layout.minInteritemSpacing = 10
            })
        #expect(xs(r) == [0, 145, 290])
        #expect(ys(r) == [0, 0, 0])
    }

    @Test func aLineOfOneItemIsCentered() {
        let r = FlowLayout.layout(count: 1, in: Size(390, 200), config: config { $0.layout.fixedCellSize = Size(100, 100) })
        #expect(xs(r) == [145])
    }

    @Test func theLastLineFollowsTheSameRules() {
        // Width 250, spacing 10: n = floor(260 / 110) = 2. Line 2 holds one item: centered at (250-100)/2.
        let r = FlowLayout.layout(
            count: 5, in: Size(250, 400),
            config: config {
                $0.layout.fixedCellSize = Size(100, 50); $0.layout.minInteritemSpacing = 10; $0.layout.minLineSpacing = 5
            })
        #expect(xs(r) == [0, 150, 0, 150, 75])
        #expect(ys(r) == [0, 0, 55, 55, 110])
    }

    @Test func leadingAndCenterAlignment() {
        let leading = FlowLayout.layout(
            count: 3, in: Size(400, 100),
            config: config {
                $0.layout.fixedCellSize = Size(100, 100); $0.layout.minInteritemSpacing = 10; $0.layout.lineAlignment = .leading
            })
        #expect(xs(leading) == [0, 110, 220])
        // Block = 3*100 + 2*10 = 320, centered in 400: starts at 40.
        let center = FlowLayout.layout(
            count: 3, in: Size(400, 100),
            config: config {
                $0.layout.fixedCellSize = Size(100, 100); $0.layout.minInteritemSpacing = 10; $0.layout.lineAlignment = .center
            })
        #expect(xs(center) == [40, 150, 260])
    }

    @Test func sectionInsetsShrinkTheAvailableWidth() {
        // A = 400 - 20 - 30 = 350; n = floor(360/110) = 3; gap = (350-300)/2 = 25.
        let r = FlowLayout.layout(
            count: 3, in: Size(400, 300),
            config: config {
                $0.layout.fixedCellSize = Size(100, 100); $0.layout.minInteritemSpacing = 10
                $0.layout.sectionInset = EdgeInsets(top: 7, left: 20, bottom: 0, right: 30)
            })
        #expect(xs(r) == [20, 145, 270])
        #expect(ys(r) == [7, 7, 7])
    }

    @Test func ratioSizingTakesTheLargestCellThatFits() {
        // 6 cells in 390x422, s = 10, L = 6, ratio 1:
        // c=1: min(390, (422-30)/6=65.33); c=2: min(190, (422-12)/3=136.67); c=3: min(123.33, 208);
        // c=4: 90 ... the best is c=2 with 410/3.
        let r = FlowLayout.layout(
            count: 6, in: Size(390, 422),
            config: config {
                $0.layout.minInteritemSpacing = 10; $0.layout.minLineSpacing = 6
            })
        let w = 410.0 / 3
        #expect(r.cellSize == Size(w, w))
        #expect(xs(r) == [0, 390 - w, 0, 390 - w, 0, 390 - w])
        #expect(ys(r) == [0, 0, w + 6, w + 6, 2 * (w + 6), 2 * (w + 6)])
    }

    @Test func ratioSizingPrefersFewerColumnsOnATie() {
        // 4 cells in 200x200, no spacing: c=2 gives 100, c=4 gives 50, c=1 gives 50: c=2 wins.
        let r = FlowLayout.layout(count: 4, in: Size(200, 200), config: ArenaConfig())
        #expect(r.cellSize == Size(100, 100))
        #expect(xs(r) == [0, 100, 0, 100])
        // A wide ratio: 2 cells in 300x100 with ratio 2: c=1: min(300, 50*2=100) = 100; c=2: min(150, 200) = 150.
        let wide = FlowLayout.layout(count: 2, in: Size(300, 100), config: config { $0.layout.cellWidthHeightRatio = 2 })
        #expect(wide.cellSize == Size(150, 75))
    }

    @Test func fixedSizeWinsOverTheRatio() {
        let r = FlowLayout.layout(
            count: 2, in: Size(300, 300),
            config: config {
                $0.layout.fixedCellSize = Size(40, 30); $0.layout.cellWidthHeightRatio = 3
            })
        #expect(r.cellSize == Size(40, 30))
    }

    @Test func centeredVerticallyCentersTheBlock() {
        // One line of 100-point cells in a 300-high collection: block 100, offset (300-100)/2 = 100.
        let r = FlowLayout.layout(
            count: 2, in: Size(200, 300),
            config: config {
                $0.layout.fixedCellSize = Size(100, 100); $0.layout.centeredVertically = true
            })
        #expect(ys(r) == [100, 100])
    }

    @Test func fillEntireHeightGrowsTheLineSpacingAndWinsOverCentering() {
        // 3 lines of 50 in 300: spacing (300 - 150) / 2 = 75.
        let r = FlowLayout.layout(
            count: 3, in: Size(100, 300),
            config: config {
                $0.layout.fixedCellSize = Size(100, 50); $0.layout.fillEntireHeight = true; $0.layout.centeredVertically = true
            })
        #expect(ys(r) == [0, 125, 250])
    }

    @Test func horizontalScrollingFillsColumnsTopToBottom() {
        // Height 200, cells 50x100 (w x h): 2 per column; 5 cells -> 3 columns, last has one (centered).
        let r = FlowLayout.layout(
            count: 5, in: Size(400, 200),
            config: config {
                $0.layout.fixedCellSize = Size(50, 100); $0.layout.scrollDirection = .horizontal; $0.layout.minLineSpacing = 10
            })
        #expect(xs(r) == [0, 0, 60, 60, 120])
        #expect(ys(r) == [0, 100, 0, 100, 50])
        #expect(r.contentSize == Size(400, 200))
    }

    @Test func horizontalCellOrderGoesAlongRows() {
        // Same grid (2 rows, 3 columns) but items run left to right along the rows.
        let r = FlowLayout.layout(
            count: 6, in: Size(400, 200),
            config: config {
                $0.layout.fixedCellSize = Size(50, 100); $0.layout.scrollDirection = .horizontal; $0.layout.minLineSpacing = 10
                $0.layout.cellOrderHorizontal = true
            })
        #expect(xs(r) == [0, 60, 120, 0, 60, 120])
        #expect(ys(r) == [0, 0, 0, 100, 100, 100])
    }

    @Test func contentGrowsPastTheFrameWhenCellsDoNotFit() {
        let r = FlowLayout.layout(
            count: 10, in: Size(100, 100),
            config: config {
                $0.layout.fixedCellSize = Size(100, 40); $0.layout.minLineSpacing = 10
                $0.layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
            })
        // 10 lines: 5 + 10*40 + 9*10 + 5 = 500.
        #expect(r.contentSize == Size(100, 500))
    }

    @Test func noCells() {
        let r = FlowLayout.layout(count: 0, in: Size(100, 100), config: ArenaConfig())
        #expect(r.cells.isEmpty)
    }
}
