import DropShotRaster
import Foundation
import TestUtilities
import Testing

/// Trust, sixth pass: work a small file controls stays within the limits docs/SCENARIO.md lists
/// ("Limits"): the accessibility legend, a list's drag actions and `{@key}` lookups.
@Suite struct BoundedWorkTests {
    /// A list of `count` items (`extra` added to each item's JSON), with accessibility goldens.
    static func list(_ count: Int, scale: Int = 1, extra: String = "") -> String {
        let items = (0..<count).map { #"{"id": "i\#($0)", "label": "Item \#($0)"\#(extra)}"# }.joined(separator: ",")
        return #"""
            { "canvas": {"width": 390, "height": 844, "scale": \#(scale)}, "config": {"fixedCellSize": [40, 40]},
              "accessibilitySnapshot": true,
              "collections": [{"id": "l", "role": "list", "frame": [0, 0, 390, 844], "items": [\#(items)]}] }
            """#
    }

    static func image(_ path: String) throws -> StraightImage { try PNGCodec.decodeStraight(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) }

    /// One item with 2,000 custom actions (8 KB) asked for a legend 7 GB large and aborted
    /// `check --record all`: the legend lists eight and says how many more.
    @Test func anElementWithThousandsOfActionsListsEightOfThem() throws {
        let workspace = try Workspace()
        let actions = (0..<2000).map { "\"Act \($0)\"" }.joined(separator: ",")
        try workspace.write("s/one.json", Self.list(1, extra: #", "accessibilityCustomActions": [\#(actions)]"#))
        let record = try dropshot("check", workspace.path("s"), "--record", "all")
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let legend = try Self.image(workspace.path("s/one~a11y.png"))
        #expect(legend.height == 844 && legend.width == 390 + 320)
        // The golden is compared again, and passes.
        let again = try dropshot("check", workspace.path("s"))
        #expect(again.status == 0 && again.stdout.contains("PASS one~a11y"), "\(again.stdout)")
    }

    /// A list of 200 items made a legend 30,000 px tall, recorded as a golden no check could read
    /// again: the legend flows into columns beside the screen, each at most 4096 px (or the
    /// screen's height), and the image stays within 16384 px a side.
    @Test func aLongListsLegendFlowsIntoColumns() throws {
        let workspace = try Workspace()
        let file = try workspace.write("long.json", Self.list(200))
        let run = try dropshot("render", file, "--accessibility", "-o", workspace.path("a.png"))
        #expect(run.status == 0, "\(run.stderr)")
        let image = try Self.image(workspace.path("a.png"))
        #expect(image.height <= 4096 && image.width > 390 + 320 && image.width <= 16384, "\(image.width) x \(image.height)")
        #expect((image.width - 390) % 320 == 0, "whole columns of 320 points")
    }

    /// More elements than 16384 px of columns hold: the last column says how many are left out,
    /// and the image is still within the limit.
    @Test func elementsBeyondTheLastColumnAreCounted() throws {
        let workspace = try Workspace()
        let file = try workspace.write("huge.json", Self.list(1500, scale: 3))
        let run = try dropshot("render", file, "--accessibility", "-o", workspace.path("a.png"))
        #expect(run.status == 0, "\(run.stderr)")
        let image = try Self.image(workspace.path("a.png"))
        #expect(image.width <= 16384 && image.height <= 16384, "\(image.width) x \(image.height)")
        #expect(image.width + 960 > 16384, "every column the limit allows is used")
    }

    /// The `{@key}` lookups of one text multiplied an 8 KB string a thousand times (render took
    /// 41 s and 3.8 GB from 16 KB): a text of over 64 KiB, and 4 MiB of them in all, is refused.
    @Test func stringLookupsAreBoundedPerTextAndInAll() throws {
        let workspace = try Workspace()
        let big = String(repeating: "x", count: 8000)
        let one = try workspace.write(
            "one.json",
            #"""
            { "strings": {"en": {"k": "\#(big)"}},
              "collections": [{"id": "l", "role": "list", "frame": [0, 0, 390, 300], "items": [{"id": "a", "label": "\#(String(repeating: "{@k}", count: 1000))"}]}] }
            """#)
        let run = try dropshot("state", one)
        #expect(run.status == 2 && run.stdout.isEmpty, "\(run.stderr)")
        #expect(
            run.stderr == "\(one): collections[0].items[0].label: its {@key} lookups make a text of over 65536 bytes, the limit of one text\n",
            "\(run.stderr)")
        // Each text under the limit, 80 of them over 4 MiB together.
        let items = (0..<80).map { #"{"id": "i\#($0)", "label": "\#(String(repeating: "{@k}", count: 7))"}"# }.joined(separator: ",")
        let all = try workspace.write(
            "all.json",
            #"""
            { "strings": {"en": {"k": "\#(big)"}},
              "collections": [{"id": "l", "role": "list", "frame": [0, 0, 390, 300], "items": [\#(items)]}] }
            """#)
        let total = try dropshot("state", all)
        #expect(total.status == 2 && total.stderr.contains("the {@key} lookups make over 4194304 bytes of text in all"), "\(total.stderr)")
        // Under both limits the same file reads.
        let fewer = try workspace.write(
            "fewer.json", try String(contentsOfFile: all, encoding: .utf8).replacingOccurrences(of: "{@k}{@k}{@k}{@k}{@k}{@k}{@k}", with: "{@k}"))
        #expect(try dropshot("state", fewer).status == 0)
    }
}
