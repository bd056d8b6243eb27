import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Every number is checked against the documented ranges (docs/SCENARIO.md, "Limits") where it
/// is decoded, and every echoed value stays on one short line.
@Suite struct LimitTests {
    /// A list with one item, the given top-level `config`, collection frame and events.
    func json(config: String = "", frame: String = "[0, 0, 300, 100]", events: String = "", canvas: String = "") -> String {
        """
        {\(canvas.isEmpty ? "" : #""canvas": {\#(canvas)}, "#)"config": {\(config)},
         "collections": [{"id": "l", "role": "list", "frame": \(frame), "items": [{"id": "a"}]}],
         "events": [\(events)]}
        """
    }

    @Test(arguments: [
        (#""width": 1e19, "height": 10"#, "", "", "", "canvas.width", "above the maximum 1000000"),
        ("", "", "[1e20, 0, 300, 100]", "", "collections[0].frame[0]", "above the maximum 1000000"),
        ("", "", "[0, 0, 300, 1e7]", "", "collections[0].frame[3]", "above the maximum 1000000"),
        ("", "", "", #"{"type": "press", "at": [10, 1e308]}"#, "events[0].at[1]", "above the maximum 1000000"),
        ("", "", "", #"{"type": "move", "at": [-1e7, 0]}"#, "events[0].at[0]", "below the minimum -1000000"),
        ("", "", "", #"{"type": "undo", "t": 1e10}"#, "events[0].t", "above the maximum 1000000000"),
        ("", "", "", #"{"type": "scroll", "collection": "l", "offset": [0, 1e8]}"#, "events[0].offset[1]", "above the maximum 10000000"),
        ("", "", "", #"{"type": "resize", "size": [1e300, 10]}"#, "events[0].size[0]", "above the maximum 1000000"),
        ("", #""itemFontSize": 1e300"#, "", "", "config.itemFontSize", "above the maximum 1000"),
        ("", #""placeholderFontSize": 1001"#, "", "", "config.placeholderFontSize", "above the maximum 1000"),
        ("", #""fixedCellSize": [1e308, 10]"#, "", "", "config.fixedCellSize[0]", "above the maximum 1000000"),
        ("", #""fixedCellSize": [0, 10]"#, "", "", "config.fixedCellSize[0]", "must be greater than 0"),
        ("", #""cellWidthHeightRatio": 1e-9"#, "", "", "config.cellWidthHeightRatio", "below the minimum 0.001"),
        ("", #""minLineSpacing": 1e300"#, "", "", "config.minLineSpacing", "above the maximum 1000000"),
        ("", #""sectionInset": [0, 0, 0, 1e9]"#, "", "", "config.sectionInset[3]", "above the maximum 1000000"),
        ("", #""cellCornerRadius": 1e100"#, "", "", "config.cellCornerRadius", "above the maximum 1000000"),
        ("", #""longPressDurationBeforeDragging": 1e12"#, "", "", "config.longPressDurationBeforeDragging", "above the maximum"),
        ("", #""numberOfTargetItems": 100001"#, "", "", "config.numberOfTargetItems", "outside 0...100000"),
    ])
    func outOfRangeNumbersNameTheirPath(canvas: String, config: String, frame: String, events: String, path: String, message: String) {
        let error = decodeError(json(config: config, frame: frame.isEmpty ? "[0, 0, 300, 100]" : frame, events: events, canvas: canvas))
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func theLargestValuesOfEveryRangeAreAccepted() throws {
        let s = try scenario(
            json(
                config: #""fixedCellSize": [1000000, 1000000], "itemFontSize": 1000, "cellWidthHeightRatio": 1000, "minLineSpacing": 1000000"#,
                frame: "[-1000000, 1000000, 1000000, 1000000]",
                events:
                    #"{"type": "press", "at": [1000000, -1000000], "t": 1000000000}, {"type": "scroll", "collection": "l", "offset": [0, 10000000]}"#)
        )
        var arena = Arena(scenario: s)
        for event in s.events { arena.apply(event) }
        #expect(arena.snapshot().collections[0].cells.count == 1)
    }

    @Test func allCollectionsTogetherHoldAtMostTheCellLimit() {
        let error = decodeError(
            """
            {"collections": [{"id": "t1", "role": "target", "config": {"numberOfTargetItems": 60000}},
                             {"id": "t2", "role": "target", "config": {"numberOfTargetItems": 60000}}]}
            """)
        #expect(error?.path == "collections[1]")
        #expect(error?.message.contains("over the limit of 100000") == true, "\(String(describing: error))")
    }

    @Test func echoedValuesStayOnOneShortLine() {
        let long = String(repeating: "x", count: 100_000)
        for (json, path) in [
            (#"{"collections": [{"id": "l", "role": "bin\nrm -rf /"}]}"#, "collections[0].role"),
            (#"{"collections": [{"id": "l", "role": "\#(long)"}]}"#, "collections[0].role"),
            (#"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a", "color": "\u2028\#(long)"}]}]}"#, "collections[0].items[0].color"),
            (#"{"collections": [], "events": [{"type": "scroll", "collection": "a\u001b[31m\nb", "offset": [0, 0]}]}"#, "events[0].collection"),
        ] {
            let error = decodeError(json)
            #expect(error?.path == path, "\(String(describing: error))")
            let line = error?.description ?? ""
            #expect(!line.contains("\n") && !line.contains("\u{1B}") && !line.contains("\u{2028}"), "\(line)")
            #expect(line.count < 200, "\(line.count) characters")
        }
        // A key from the document is echoed in the path too, escaped and cut.
        let key = decodeError(#"{"collections": [], "\#(long)\n": 1}"#)
        #expect(key?.path.hasPrefix("\"xxxx") == true && key?.path.hasSuffix("…\"") == true)
        // (The message also lists the allowed keys; the echoed key is what is cut.)
        #expect(key.map { !$0.description.contains("\n") && $0.description.count < 460 } == true)
    }

    @Test func echoEscapesAndCuts() {
        #expect(JSONValue.echo("a\"b\\c\n\t\u{7F}\u{85}") == #""a\"b\\c\n\t\u007f\u0085""#)
        #expect(JSONValue.echo(String(repeating: "é", count: 81)) == "\"" + String(repeating: "é", count: 80) + "…\"")
    }

    @Test func historySplicesRoundTripOnRandomArrays() {
        var rng = SplitMix64(state: 99)
        for _ in 0..<500 {
            // Up to 12 cells, or up to 300 (blocks of 64 compared as bytes); "é" precomposed and
            // decomposed are equal values of different bytes.
            let values = ["0", "1", "é", "e\u{301}"]
            let length = Bool.random(using: &rng) ? 12 : 300
            func array() -> [String?] {
                (0..<Int.random(in: 0..<length, using: &rng)).map { _ in Bool.random(using: &rng) ? nil : values.randomElement(using: &rng)! }
            }
            let before = array()
            var after = Bool.random(using: &rng) ? array() : before
            if after == before, !after.isEmpty {  // same length: a few cells changed, as a swap or a reset
                for _ in 0...Int.random(in: 0..<3, using: &rng) {
                    after[Int.random(in: 0..<after.count, using: &rng)] = String(Int.random(in: 0..<4, using: &rng))
                }
            }
            guard let splice = ArraySplice(from: before, to: after), let edit = ArrayEdit(from: before, to: after) else {
                #expect(before == after && ArrayEdit(from: before, to: after) == nil)
                continue
            }
            for (apply, revert) in [(splice.apply(to:), splice.revert(on:)), (edit.apply(to:), edit.revert(on:))] {
                var redone = before
                apply(&redone)
                #expect(redone == after)
                var undone = after
                revert(&undone)
                #expect(undone == before)
            }
            #expect(splice.old.count <= before.count && splice.new.count <= after.count)
            #expect(edit.storedCount <= splice.old.count + splice.new.count)
        }
        // A swap of the first and last cell of a large collection stores two cells, not the collection.
        var swapped = (0..<100_000).map { Optional(String($0)) }
        swapped.swapAt(0, 99_999)
        #expect(ArrayEdit(from: (0..<100_000).map { Optional(String($0)) }, to: swapped)?.storedCount == 4)
        // A drop into one slot of a large target stores one slot, not the target.
        let large = [String?](repeating: nil, count: 100_000)
        var filled = large
        filled[500] = "a"
        let splice = ArraySplice(from: large, to: filled)
        #expect(splice?.start == 500 && splice?.old == [nil] && splice?.new == ["a"])
        // Equal values in other bytes are no change; two copies of one array are none at once.
        #expect(ArraySplice<String?>(from: Array(repeating: "é", count: 200), to: Array(repeating: "e\u{301}", count: 200)) == nil)
        #expect(ArraySplice(from: large, to: large) == nil)
    }
}
