import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The up and down arrows search the kept layout's lines instead of scanning every place
/// (`searchedLineStep`): on random collections (lists and targets, sections, spacing, insets,
/// right-to-left, scrolled and zoomed, a list's end place in a drag) the search answers exactly as
/// the scan does, from every place.
@Suite struct KeyboardLineSearchTests {
    @Test func theSearchAnswersAsTheScanDoes() throws {
        var random = SplitMix64(state: 54)
        var compared = 0
        for _ in 0..<60 {
            let list = random.below(2) == 0
            let count = 1 + random.below(40)
            let width = 40 + random.below(40), height = 30 + random.below(50)
            let sections = list && random.below(2) == 0
            let items = (0..<count).map { #"{"id": "i\#($0)"}"# }
            let content =
                sections
                ? #""sections": [{"title": "A", "items": [\#(items.prefix(count / 2).joined(separator: ", "))]}, {"title": "B", "items": [\#(items.dropFirst(count / 2).joined(separator: ", "))]}]"#
                : list ? #""items": [\#(items.joined(separator: ", "))]"# : #""config": {"numberOfTargetItems": \#(count)}"#
            let json = """
                { "canvas": {"width": 400, "height": 600, "scale": 1},
                  "config": { "fixedCellSize": [\(width), \(height)], "minInteritemSpacing": \(random.below(20)), "minLineSpacing": \(random.below(20)),
                              "sectionInset": [\(random.below(10)), \(random.below(10)), 0, \(random.below(10))], "lineAlignment": "\(["leading", "center", "justified"][random.below(3)])",
                              "layoutDirection": "\(random.below(3) == 0 ? "rightToLeft" : "leftToRight")" },
                  "collections": [ { "id": "c", "role": "\(list ? "list" : "target")", "frame": [10, 20, 380, 500], \(content) } ] }
                """
            var arena = Arena(scenario: try scenario(json))
            if random.below(2) == 0 { arena.apply(.zoom(collection: "c", scale: [0.5, 1.3, 2][random.below(3)])) }
            if random.below(2) == 0 { arena.apply(.scroll(collection: "c", offset: Point(0, Double(random.below(300))))) }
            let dragging = list && random.below(2) == 0
            let places = arena.keyPlaceCount(0, dragging: dragging)
            try #require(
                arena.searchedLineStep(down: true, from: Arena.CellPlace(collection: 0, index: 0), count: places) != nil, "the layout is kept")
            for index in 0..<places {
                for down in [true, false] {
                    let place = Arena.CellPlace(collection: 0, index: index)
                    let searched = arena.searchedLineStep(down: down, from: place, count: places)
                    let scanned = arena.scannedLineStep(down: down, from: place, count: places)
                    #expect(searched == .some(scanned), "\(json) from \(index) \(down ? "down" : "up")")
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
    }
}
