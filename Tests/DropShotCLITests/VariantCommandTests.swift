import DropShotRaster
import Foundation
import TestUtilities
import Testing

/// Variants as every command expands them (docs/SCENARIO.md, "Variants"; docs/CLI.md): one
/// scenario file, a golden per variant named `<scenario>[@checkpoint]~<values>.png`.
@Suite struct VariantCommandTests {
    /// A board of two columns framed from the safe area, its cards in systemBlue, over
    /// appearance x 4 content sizes x direction x 2 devices: 32 variants.
    static let board = #"""
        { "canvas": {"device": "iPhone 15", "scale": 1},
          "colors": {"panel": {"light": "#F2F2F7", "dark": "#1C1C1E"}},
          "config": {"fixedCellSize": [170, 60], "listBackgroundColor": "panel"},
          "collections": [
            {"id": "todo", "role": "list", "frame": {"leading": 16, "width": 170, "top": 0, "height": 400},
             "items": [{"id": "a", "label": "A", "color": "systemBlue"}, {"id": "b", "label": "B", "color": "systemGreen"}]},
            {"id": "done", "role": "list", "frame": {"trailing": 16, "width": 170, "top": 0, "height": 400},
             "items": [{"id": "c", "label": "C", "color": "systemOrange"}]}],
          "checkpoints": [{"name": "start", "step": 0}],
          "events": [{"type": "press", "at": {"collection": "todo", "index": 0}, "t": 0}, {"type": "release", "at": {"collection": "todo", "index": 0}, "t": 0.1}],
          "variants": {"appearance": ["light", "dark"], "contentSize": ["L", "xSmall", "AX3", "AX5"],
                       "layoutDirection": ["leftToRight", "rightToLeft"], "device": ["iPhone 15", "iPhone SE"]} }
        """#

    @Test func oneCheckRecordsAndChecksEveryVariantByName() throws {
        let workspace = try Workspace()
        try workspace.write("s/board.json", Self.board)
        let goldens = workspace.path("g")
        let record = try dropshot("check", workspace.path("s"), "--snapshots", goldens, "--record", "missing")
        #expect(
            record.status == 0 && record.stdout.hasSuffix("0 passed, 0 failed, 64 recorded, 0 missing, 0 errors\n"),
            "\(record.stdout)\(record.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
        #expect(names.count == 64)
        for name in [
            "board.png", "board@start.png", "board~dark.png", "board~dark~ax5.png", "board~iPhoneSE~dark~ax5~rtl.png", "board@start~xs~rtl.png",
            "board~iPhoneSE.png", "board~ax3.png",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        let check = try dropshot("check", workspace.path("s"), "--snapshots", goldens)
        #expect(check.status == 0 && check.stdout.hasSuffix("64 passed, 0 failed, 0 recorded, 0 missing, 0 errors\n"))
        #expect(check.stdout.contains("PASS board~iPhoneSE~dark~ax5~rtl\n"))

        // systemBlue's light and dark values, at the first card's corner (16 pt in, at the safe area's top).
        func pixel(_ file: String, _ x: Int, _ y: Int) throws -> [UInt8] {
            let image = try PNGCodec.decodeStraight(Array(try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/\(file)"))))
            let at = (y * image.width + x) * 4
            return Array(image.pixels[at..<at + 3])
        }
        #expect(try pixel("board.png", 20, 59 + 4) == [0, 122, 255])
        #expect(try pixel("board~dark.png", 20, 59 + 4) == [10, 132, 255])
        #expect(try pixel("board~iPhoneSE.png", 20, 20 + 4) == [0, 122, 255])
        // Right to left, the leading column is at the right: 16 pt from the right edge.
        #expect(try pixel("board~rtl.png", 393 - 20, 59 + 4) == [0, 122, 255])
    }

    /// Shards split a scenario's variants between them, so 32 variants of one file are not one shard's work.
    @Test func shardsSplitTheVariants() throws {
        let workspace = try Workspace()
        try workspace.write("s/board.json", Self.board)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        var seen: [String] = []
        for shard in ["1/2", "2/2"] {
            let run = try dropshot("check", workspace.path("s"), "--shard", shard)
            let rows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map(String.init)
            #expect(run.status == 0 && rows.count == 32, "\(shard): \(run.stdout)")
            seen += rows
        }
        #expect(Set(seen).count == 64)
    }

    /// The report puts a scenario's failing variants side by side, under the scenario's name.
    @Test func theReportGroupsAScenariosVariants() throws {
        let workspace = try Workspace()
        try workspace.write("s/board.json", Self.board)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        try workspace.write("s/board.json", Self.board.replacingOccurrences(of: #""color": "systemBlue""#, with: #""color": "systemRed""#))
        let run = try dropshot("check", workspace.path("s"), "--report", workspace.path("r.html"))
        #expect(run.status == 1)
        let html = try String(contentsOfFile: workspace.path("r.html"), encoding: .utf8)
        let groups = html.components(separatedBy: "<div class=\"variants\">").dropFirst()
        #expect(groups.count == 2, "board and board@start")
        #expect(groups.first?.hasPrefix("<h2>board: its variants</h2>") == true)
        #expect(groups.allSatisfy { $0.components(separatedBy: "<section class=\"fail").count - 1 == 32 })
    }

    /// The studio lists a scenario's variants for its picker and draws the one asked for.
    @Test func theStudioDrawsTheVariantThePagePicks() throws {
        let workspace = try Workspace()
        try workspace.write("s/board.json", Self.board)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        let studio = try RunningStudio(workspace.path("s"))
        let info = try JSONSerialization.jsonObject(with: Data(try studio.get("/api/scenario?path=board.json").body)) as! [String: Any]
        let variants = info["variants"] as! [String]
        #expect(variants.count == 32 && variants.first == "" && variants.contains("iPhoneSE~dark~ax5~rtl"))
        let dark = try studio.get("/api/render?path=board.json&variant=dark~ax5&step=2")
        #expect(dark.status == 200)
        let golden = Array(try Data(contentsOf: URL(fileURLWithPath: workspace.path("s/board~dark~ax5.png"))))
        #expect(try PNGCodec.decodeStraight(dark.body) == (try PNGCodec.decodeStraight(golden)))
        #expect(try studio.get("/api/render?path=board.json&variant=huge").status != 200)
    }

    /// `docs` draws every variant, named as its golden, in a grid under the scenario's name.
    @Test func docsDrawsEveryVariantInAGridPerScenario() throws {
        let workspace = try Workspace()
        try workspace.write("s/board.json", Self.board.replacingOccurrences(of: #", "device": ["iPhone 15", "iPhone SE"]"#, with: ""))
        let run = try dropshot("docs", workspace.path("s"), "-o", workspace.path("out"))
        #expect(run.status == 0, "\(run.stderr)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")).filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 32 && pngs.contains("board~dark~ax5~rtl.png") && pngs.contains("board@start~xs.png"))
        let html = try String(contentsOfFile: workspace.path("out/index.html"), encoding: .utf8)
        let grid = try #require(html.components(separatedBy: "<section class=\"scenario\"><h2>board</h2>").dropFirst().first)
        #expect(grid.components(separatedBy: "</section>")[0].components(separatedBy: "<figure>").count - 1 == 32)
    }

    @Test func aCollectionFramedFromTheSafeAreaSitsOnItOnEveryDevice() throws {
        let workspace = try Workspace()
        let file = try workspace.write("board.json", Self.board)
        func frames(_ variant: String) throws -> [[Double]] {
            let state = try dropshot("state", file, "--variant", variant)
            #expect(state.status == 0, "\(state.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(state.stdout.utf8)) as! [String: Any]
            return (json["collections"] as! [[String: Any]]).map { $0["frame"] as! [Double] }
        }
        #expect(try frames("iPhoneSE") == [[16, 20, 170, 400], [375 - 16 - 170, 20, 170, 400]])
        #expect(try frames("dark") == [[16, 59, 170, 400], [393 - 16 - 170, 59, 170, 400]])
        #expect(try frames("iPhoneSE~rtl") == [[375 - 16 - 170, 20, 170, 400], [16, 20, 170, 400]])
    }

    @Test func aBodyTextCellGrowsWithTheContentSize() throws {
        let workspace = try Workspace()
        let file = try workspace.write(
            "fit.json",
            #"""
            { "canvas": {"width": 390, "height": 844, "scale": 1}, "config": {"cellSizing": "fit", "fixedCellSize": [358, 44]},
              "collections": [{"id": "l", "role": "list", "frame": [16, 0, 358, 844],
                "cell": {"stack": {"padding": [4, 12, 4, 12], "children": [{"text": {"text": "{label}", "textStyle": "body", "alignment": "leading", "lines": 0}}]}},
                "items": [{"id": "a", "label": "Buy milk"}]}],
              "variants": {"contentSize": ["L", "AX5"]} }
            """#)
        func height(_ variant: [String]) throws -> Double {
            let state = try dropshot(["state", file] + variant)
            let json = try JSONSerialization.jsonObject(with: Data(state.stdout.utf8)) as! [String: Any]
            let cells = (json["collections"] as! [[String: Any]])[0]["cells"] as! [[String: Any]]
            return (cells[0]["frame"] as! [Double])[3]
        }
        let large = try height([]), ax5 = try height(["--variant", "ax5"])
        #expect(ax5 > 2.2 * large, "\(large) -> \(ax5)")
    }

    @Test func renderDrawsTheVariantAskedForAndRefusesAnUnknownOne() throws {
        let workspace = try Workspace()
        let file = try workspace.write("board.json", Self.board)
        _ = try dropshot("check", workspace.url.path, "--record", "missing")
        let render = try dropshot("render", file, "--variant", "ax5~dark", "-o", workspace.path("out.png"))
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try dropshot("diff", workspace.path("out.png"), workspace.path("board~dark~ax5.png")).stdout == "0\n")
        let unknown = try dropshot("render", file, "--variant", "huge", "-o", workspace.path("x.png"))
        #expect(unknown.status == 2 && unknown.stderr.hasPrefix("\(file): \"huge\": \"huge\" is no variant value"), "\(unknown.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("x.png")))
    }

    @Test func pruneDeletesTheGoldensOfVariantsNoLongerDeclared() throws {
        let workspace = try Workspace()
        let file = try workspace.write("s/board.json", Self.board)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        try workspace.write("s/board.json", Self.board.replacingOccurrences(of: #", "iPhone SE"]"#, with: "]"))
        // A device-specific image as UIKit names one (`~ipad`) is no variant's golden: never pruned.
        try FileManager.default.copyItem(atPath: workspace.path("s/board.png"), toPath: workspace.path("s/board~ipad.png"))
        let pruned = try dropshot("check", workspace.path("s"), "--record", "all", "--prune")
        #expect(pruned.status == 0, "\(pruned.stdout)\(pruned.stderr)")
        #expect(pruned.stdout.contains("/s/board~iPhoneSE~dark~ax5~rtl.png (deleted: no scenario produces it)"))
        let left = try FileManager.default.contentsOfDirectory(atPath: workspace.path("s")).filter { $0.hasSuffix(".png") }
        #expect(left.count == 33 && !left.contains { $0.contains("iPhoneSE") } && left.contains("board~ipad.png"))
        #expect(pruned.stdout.contains("board~ipad.png: no scenario produces it; never pruned"))
        _ = file
    }

    @Test func aVariantThatCannotBeLaidOutIsBadInputNamingIt() throws {
        let workspace = try Workspace()
        try workspace.write("s/wide.json", Self.board.replacingOccurrences(of: #""width": 170, "top": 0"#, with: #""width": 370, "top": 0"#))
        let check = try dropshot("check", workspace.path("s"), "--record", "missing")
        #expect(check.status == 2)
        #expect(
            check.stdout.contains("variant iPhoneSE: collections[0].frame: the frame [16, 20, 370, 400] leaves the 375x667 canvas"), "\(check.stdout)"
        )
    }

    /// A team's matrix, second pass: one variant's error is that variant's ERROR row; the file's
    /// other variants are checked (and recorded) as usual, and a variant that cannot be read
    /// claims every golden the file could have (none is pruned).
    @Test func aVariantsErrorIsItsOwnRowAndTheOthersAreChecked() throws {
        let workspace = try Workspace()
        try workspace.write(
            "s/board.json",
            #"""
            { "variants": {"appearance": ["light", "dark"], "locale": ["en", "fr"]},
              "strings": {"en": {"t": "Todo"}, "fr": {"t": "À faire"}},
              "overrides": [ {"when": {"locale": ["fr"], "appearance": ["dark"]}, "config": {"minLineSpacing": -5}} ],
              "canvas": {"width": 200, "height": 200, "scale": 1},
              "collections": [ {"id": "a", "role": "list", "title": "{@t}", "frame": [0, 0, 200, 200], "items": [{"id": "x"}, {"id": "y"}]} ] }
            """#)
        try workspace.write("s/board@gone.png", "a stale checkpoint golden")
        let record = try dropshot("check", workspace.path("s"), "--record", "all", "--prune")
        let board = workspace.path("s/board")
        #expect(
            record.status == 2
                && record.stdout.split(separator: "\n").map(String.init) == [
                    "RECORDED board: recorded \(board).png", "RECORDED board~dark: recorded \(board)~dark.png",
                    "ERROR board~dark~fr: \(board).json: variant dark~fr: config.minLineSpacing: -5 is below the minimum 0",
                    "RECORDED board~fr: recorded \(board)~fr.png",
                    "0 passed, 0 failed, 3 recorded, 0 missing, 1 errors",
                ], "\(record.stdout)")
        #expect(!workspace.exists("s/board~dark~fr.png") && workspace.exists("s/board@gone.png"))
        let check = try dropshot("check", workspace.path("s"), "--junit", workspace.path("junit.xml"))
        #expect(check.status == 2 && check.stdout.hasSuffix("3 passed, 0 failed, 0 recorded, 0 missing, 1 errors\n"), "\(check.stdout)")
        let junit = try String(contentsOfFile: workspace.path("junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"name="board~dark~fr""#), "\(junit)")
    }

    /// Trust, sixth pass: a locale spelled `rtl`, `xs` or `xl` was read back as a direction or a
    /// size (golden `a~rtl.png` and `--variant rtl` were different screens): refused, with why.
    @Test func aLocaleSpelledAsAnotherAxisValueIsRefused() throws {
        let workspace = try Workspace()
        for (name, json) in [
            ("strings", scenarioJSON.replacingOccurrences(of: #""canvas""#, with: #""strings": {"rtl": {"k": "x"}}, "canvas""#)),
            (
                "variants",
                scenarioJSON.replacingOccurrences(
                    of: #""canvas""#, with: #""strings": {"en": {"k": "x"}}, "variants": {"locale": ["en", "xl"]}, "canvas""#)
            ),
            ("locale", scenarioJSON.replacingOccurrences(of: #""canvas""#, with: #""locale": "xs", "canvas""#)),
        ] {
            let file = try workspace.write("\(name).json", json)
            let run = try dropshot("state", file)
            #expect(run.status == 2 && run.stderr.contains("golden names spell a size or a direction"), "\(name): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1)
        }
    }

    /// `--prune` deleted `card~bg.png`, the user's own image, as the golden of a Bulgarian variant
    /// of `card` though the scenario has no Bulgarian strings: a locale part counts only when the
    /// scenario has that locale.
    @Test func pruneKeepsAnImageWhoseLocalePartTheScenarioDoesNotHave() throws {
        let workspace = try Workspace()
        try workspace.write("s/card.json", scenarioJSON)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        try FileManager.default.copyItem(atPath: workspace.path("s/card.png"), toPath: workspace.path("s/card~bg.png"))
        let pruned = try dropshot("check", workspace.path("s"), "--record", "all", "--prune")
        #expect(pruned.status == 0, "\(pruned.stdout)\(pruned.stderr)")
        #expect(workspace.exists("s/card~bg.png") && pruned.stdout.contains("card~bg.png: no scenario produces it; never pruned"), "\(pruned.stdout)")
        // With Bulgarian strings that are no longer a variant, it is a stale golden, and pruned.
        try workspace.write(
            "s/card.json", scenarioJSON.replacingOccurrences(of: #""canvas""#, with: #""strings": {"en": {"k": "x"}, "bg": {"k": "y"}}, "canvas""#))
        _ = try dropshot("check", workspace.path("s"), "--record", "all", "--prune")
        #expect(!workspace.exists("s/card~bg.png"))
    }
}
