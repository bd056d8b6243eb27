import Foundation
import TestUtilities
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `dropshot check` as docs/CLI.md "`check` rows" describes it, and `merge-reports` for shards.
@Suite struct CheckCommandTests {
    let withCheckpoints = scenarioJSON.replacingOccurrences(
        of: #""deleteZones""#,
        with: #""checkpoints": [{"name": "mid-drag", "step": 2}, {"name": "start", "step": 0}], "deleteZones""#)

    /// The shell completes `--record`'s values (issue "scenarios like code", point on completion).
    @Test func theShellCompletesTheRecordModes() throws {
        let bash = try dropshot("--generate-completion-script", "bash")
        #expect(bash.stdout.contains(#"'all'$'\n''missing'$'\n''failed'$'\n''never'"#), "the four modes, in order")
        for shell in ["zsh", "fish"] {
            let script = try dropshot("--generate-completion-script", shell)
            #expect(script.status == 0 && script.stdout.contains("failed") && script.stdout.contains("never"), "\(shell)")
        }
    }

    /// The README's command checks the gallery's own folder against its goldens as they are: the
    /// scenario files and the goldens carry the same names.
    @Test func theGalleryFolderPassesAgainstItsGoldens() throws {
        let gallery = packageRoot.appendingPathComponent("Sources/DropShotRender/Gallery").path
        let run = try dropshot("check", gallery, "--snapshots", packageRoot.appendingPathComponent("Snapshots/Gallery").path, "--record", "never")
        #expect(run.status == 0 && run.stdout.hasSuffix("56 passed, 0 failed, 0 recorded, 0 missing, 0 errors\n"), "\(run.stdout)\(run.stderr)")
    }

    @Test func checkpointsAreRowsWithGoldensOfTheirOwn() throws {
        let workspace = try Workspace()
        try workspace.write("s/drag.json", withCheckpoints)
        let goldens = workspace.path("g")
        let first = try dropshot("check", workspace.path("s"), "--snapshots", goldens, "--record", "missing")
        #expect(first.status == 0)
        #expect(
            first.stdout.split(separator: "\n").map { $0.split(separator: ":")[0] }
                == ["RECORDED drag", "RECORDED drag@mid-drag", "RECORDED drag@start", "0 passed, 0 failed, 3 recorded, 0 missing, 0 errors"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == ["drag.png", "drag@mid-drag.png", "drag@start.png"])
        // The checkpoint images are the states after their steps, as `render --step` draws them.
        _ = try dropshot("render", workspace.path("s/drag.json"), "-o", workspace.path("mid.png"), "--step", "2")
        #expect(try dropshot("diff", workspace.path("mid.png"), "\(goldens)/drag@mid-drag.png").stdout == "0\n")
        let again = try dropshot("check", workspace.path("s"), "--snapshots", goldens)
        #expect(again.stdout == "PASS drag\nPASS drag@mid-drag\nPASS drag@start\n3 passed, 0 failed, 0 recorded, 0 missing, 0 errors\n")
        let bad = try workspace.write("s/bad.json", withCheckpoints.replacingOccurrences(of: #""step": 2"#, with: #""step": 9"#))
        let error = try dropshot("check", workspace.path("s"), "--snapshots", goldens)
        #expect(error.status == 2 && error.stdout.contains("ERROR bad: \(bad): checkpoints[0].step: 9 is past the last event"))
    }

    @Test func orphanGoldensAreListedAndPrunedOnlyOnRequest() throws {
        let workspace = try Workspace()
        try workspace.write("s/one.json", scenarioJSON)
        try workspace.write("s/broken.json", "{")
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")  // goldens beside the scenarios
        // A checkpoint golden `one` no longer produces, one of the unreadable scenario, and an item image.
        try FileManager.default.copyItem(atPath: workspace.path("s/one.png"), toPath: workspace.path("s/one@old.png"))
        try FileManager.default.copyItem(atPath: workspace.path("s/one.png"), toPath: workspace.path("s/broken@cp.png"))
        try FileManager.default.copyItem(atPath: workspace.path("s/one.png"), toPath: workspace.path("s/pic.png"))
        try workspace.write("s/uses-pic.json", scenarioJSON.replacingOccurrences(of: #"{"id": "a"}"#, with: #"{"id": "a", "image": "pic.png"}"#))
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        let run = try dropshot("check", workspace.path("s"))
        #expect(run.status == 2, "the broken scenario is an ERROR")
        let orphans = run.stdout.split(separator: "\n").filter { $0.hasPrefix("ORPHAN") }
        #expect(orphans == ["ORPHAN \(workspace.path("s/one@old.png")): no scenario produces it; delete it with --record all --prune"])
        #expect(try dropshot("check", workspace.path("s"), "--prune").status == 2)
        #expect(workspace.exists("s/one@old.png"))
        // While a scenario cannot be read, the images it uses are unknown: --prune deletes nothing.
        let refused = try dropshot("check", workspace.path("s"), "--record", "all", "--prune")
        #expect(
            refused.stdout.contains(
                "ORPHAN \(workspace.path("s/one@old.png")): no scenario produces it; not deleted: 1 scenario(s) could not be read"))
        #expect(workspace.exists("s/one@old.png") && workspace.exists("s/pic.png") && workspace.exists("s/broken@cp.png"))
        try FileManager.default.removeItem(atPath: workspace.path("s/broken.json"))
        let pruned = try dropshot("check", workspace.path("s"), "--record", "all", "--prune")
        #expect(pruned.stdout.contains("ORPHAN \(workspace.path("s/one@old.png")) (deleted: no scenario produces it)"))
        // `broken` is no scenario now: its old golden could as well be an image, so it stays.
        #expect(
            pruned.stdout.contains(
                "ORPHAN \(workspace.path("s/broken@cp.png")): no scenario produces it; never pruned: its name is no golden of a scenario in"))
        #expect(!workspace.exists("s/one@old.png") && workspace.exists("s/pic.png") && workspace.exists("s/broken@cp.png"))
    }

    /// Issue "trust, fifth pass", point 1: with goldens beside the scenarios, prune deletes only
    /// stale goldens of the folder's scenarios; the assets (every @Nx twin of an image a scenario
    /// reads, images under an assets folder, a photo no scenario uses yet) are never deleted.
    @Test func pruneNeverDeletesTheAssetsBesideTheScenarios() throws {
        let workspace = try Workspace()
        try workspace.write("s/nested/list.json", scenarioJSON)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        let png = try Data(contentsOf: URL(fileURLWithPath: workspace.path("s/nested/list.png")))
        // `logo` at scale 3 reads logo@3x.png; its twins, the tab icons, an assets folder, a photo
        // no scenario uses yet and an image that looks like a checkpoint's golden stay.
        let kept = [
            "s/logo.png", "s/logo@2x.png", "s/icons/tab@2x.png", "s/icons/tab@3x.png", "s/assets/photo.png",
            "s/Images.xcassets/hero.png", "s/photo-unused.png", "s/board@2x.png", "s/old-screen.png",
        ]
        for file in kept + ["s/logo@3x.png", "s/board@renamed.png", "s/nested/list@gone.png"] {
            try FileManager.default.createDirectory(
                atPath: (workspace.path(file) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try png.write(to: URL(fileURLWithPath: workspace.path(file)))
        }
        let atScale3 = scenarioJSON.replacingOccurrences(of: #""scale": 1"#, with: #""scale": 3"#)
        try workspace.write(
            "s/board.json",
            atScale3.replacingOccurrences(of: #"{"id": "a"}"#, with: #"{"id": "a", "image": "logo"}"#)
                .replacingOccurrences(of: #""deleteZones""#, with: #""checkpoints": [{"name": "lift", "step": 1}], "deleteZones""#))
        let recorded = try dropshot("check", workspace.path("s"), "--record", "missing")
        #expect(recorded.stdout.contains("RECORDED board: ") && recorded.stdout.contains("RECORDED board@lift: "), "\(recorded.stdout)")
        let listed = try dropshot("check", workspace.path("s"))
        let orphans = listed.stdout.split(separator: "\n").filter { $0.hasPrefix("ORPHAN") }.map(String.init)
        let never =
            ": no scenario produces it; never pruned: its name is no golden of a scenario in \(workspace.path("s")) (an image, or the golden of a removed scenario: delete it by hand if unused)"
        #expect(
            orphans == [
                "ORPHAN \(workspace.path("s/board@renamed.png")): no scenario produces it; delete it with --record all --prune",
                "ORPHAN \(workspace.path("s/nested/list@gone.png")): no scenario produces it; delete it with --record all --prune",
                "ORPHAN \(workspace.path("s/old-screen.png"))\(never)",
                "ORPHAN \(workspace.path("s/photo-unused.png"))\(never)",
            ], "\(listed.stdout)")
        #expect(!listed.stdout.contains("logo") && !listed.stdout.contains("tab@"))
        let pruned = try dropshot("check", workspace.path("s"), "--record", "all", "--prune")
        #expect(pruned.status == 0, "\(pruned.stdout)")
        #expect(pruned.stdout.contains("ORPHAN \(workspace.path("s/board@renamed.png")) (deleted: no scenario produces it)"))
        #expect(pruned.stdout.contains("ORPHAN \(workspace.path("s/nested/list@gone.png")) (deleted: no scenario produces it)"))
        for file in kept + ["s/logo@3x.png", "s/board.png", "s/board@lift.png", "s/nested/list.png"] {
            #expect(workspace.exists(file), "\(file) was deleted")
        }
        #expect(!workspace.exists("s/board@renamed.png") && !workspace.exists("s/nested/list@gone.png"))
    }

    @Test func orphansThatAreNotPNGsOrNotUTF8AreNamedAndNeverPruned() throws {
        let workspace = try Workspace()
        try workspace.write("s/one.json", scenarioJSON)
        _ = try dropshot("check", workspace.path("s"), "--record", "missing")
        // A large orphan that is no image, and one whose name is not UTF-8 ("bad\xFF.png").
        try Data(repeating: UInt8(ascii: "x"), count: 3 << 20).write(to: URL(fileURLWithPath: workspace.path("s/notes.png")))
        let badName = Array(workspace.path("s/bad").utf8) + [0xFF] + Array(".png".utf8)
        let fd = (badName + [0]).withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        #expect(fd >= 0)
        close(fd)
        let run = try dropshot("check", workspace.path("s"), "--report", workspace.path("r.html"))
        #expect(run.status == 0, "\(run.stdout)")
        let orphans = run.stdout.split(separator: "\n").filter { $0.hasPrefix("ORPHAN") }
        let never =
            ": no scenario produces it; never pruned: its name is no golden of a scenario in \(workspace.path("s")) (an image, or the golden of a removed scenario: delete it by hand if unused)"
        #expect(
            orphans.map(String.init) == ["ORPHAN \(workspace.path("s/bad\\xFF.png"))\(never)", "ORPHAN \(workspace.path("s/notes.png"))\(never)"],
            "\(orphans)")
        let report = try Data(contentsOf: URL(fileURLWithPath: workspace.path("r.html")))
        #expect(report.count < 1 << 20, "the non-PNG orphan is named, not embedded (\(report.count) bytes)")
        let pruned = try dropshot("check", workspace.path("s"), "--record", "all", "--prune")
        #expect(!pruned.stdout.contains("deleted"), "\(pruned.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("s")).count == 4)
    }

    /// Issue "one field model", point 3: an input error reaches the reports typed (its file,
    /// path, rule and variant), not only as words.
    @Test func anInputErrorIsTypedInTheResultsAndTheJUnitFile() throws {
        let workspace = try Workspace()
        try workspace.write("s/twice.json", scenarioJSON.replacingOccurrences(of: "{\"id\": \"b\"}", with: "{\"id\": \"a\"}"))
        try workspace.write(
            "s/dark.json",
            scenarioJSON.replacingOccurrences(
                of: "\"canvas\"",
                with:
                    #""variants": {"appearance": ["light", "dark"]}, "overrides": [{"when": {"appearance": "dark"}, "canvas": {"width": -1}}], "canvas""#
            ))
        let results = workspace.path("r.json"), junit = workspace.path("r.xml")
        let run = try dropshot("check", workspace.path("s"), "--snapshots", workspace.path("g"), "--results", results, "--junit", junit)
        #expect(run.status == 2)
        let rows =
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any])["rows"]
            as? [[String: Any]]
        let faults = (rows ?? []).compactMap { $0["inputError"] as? [String: String] }
        #expect(faults.contains { $0["rule"] == "idsUnique" && $0["file"]?.hasSuffix("twice.json") == true && $0["path"] != nil })
        #expect(faults.contains { $0["rule"] == "value" && $0["variant"] == "dark" && $0["path"] == "canvas.width" })
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<property name="rule" value="idsUnique"/>"#) && xml.contains(#"<property name="variant" value="dark"/>"#))
    }

    @Test func shardsMergeIntoTheUnshardedRun() throws {
        let workspace = try Workspace()
        for name in ["a", "b", "c", "d"] { try workspace.write("s/\(name).json", scenarioJSON) }
        let goldens = workspace.path("g")
        _ = try dropshot("check", workspace.path("s"), "--snapshots", goldens, "--record", "missing")
        try workspace.write("s/b.json", scenarioJSON.replacingOccurrences(of: "\"b\"", with: "\"bb\""))
        try workspace.write("s/e.json", "[]")
        try FileManager.default.copyItem(atPath: goldens + "/a.png", toPath: goldens + "/gone.png")
        let artifacts = workspace.path("artifacts")  // one folder for every run, so that their messages agree
        let whole = try dropshot("check", workspace.path("s"), "--snapshots", goldens, "--junit", workspace.path("all.xml"), "--artifacts", artifacts)
        var parts: [String] = []
        for i in 1...3 {
            let part = workspace.path("part\(i).json")
            _ = try dropshot("check", workspace.path("s"), "--snapshots", goldens, "--shard", "\(i)/3", "--results", part, "--artifacts", artifacts)
            parts.append(part)
        }
        let merged = try dropshot(["merge-reports"] + parts + ["--report", workspace.path("merged.html"), "--junit", workspace.path("merged.xml")])
        #expect(merged.stdout == whole.stdout && merged.status == whole.status && whole.status == 2, "\(merged.stdout)\n---\n\(whole.stdout)")
        #expect(whole.stdout.hasSuffix("3 passed, 1 failed, 0 recorded, 0 missing, 1 errors\n"))
        #expect(
            try String(contentsOfFile: workspace.path("merged.xml"), encoding: .utf8)
                == String(contentsOfFile: workspace.path("all.xml"), encoding: .utf8))
        let xml = try String(contentsOfFile: workspace.path("all.xml"), encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="dropshot check" tests="6" failures="1" errors="1" skipped="1">"#))
        #expect(xml.contains(#"<testcase classname="dropshot check" name="a"/>"#) && xml.contains(#"<failure type="FAIL""#))
        #expect(try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: workspace.path("all.xml")))).rootElement()?.name == "testsuites")
        let html = try String(contentsOfFile: workspace.path("merged.html"), encoding: .utf8)
        #expect(html.contains("ORPHAN") && html.contains("ERROR e") && html.contains("FAIL b"))
        try workspace.write("junk.json", #"{"version": 7, "rows": []}"#)
        let junk = try dropshot("merge-reports", workspace.path("junk.json"))
        #expect(junk.status == 2 && junk.stderr == "\(workspace.path("junk.json")): results file version 7, expected 2\n")
        // A wrong key is named by its JSON path, as the scenario decoder names one.
        try workspace.write("wrong.json", #"{"version": 2, "rows": [{"name": "a", "status": "NOPE", "message": "m"}, {"name": "b"}]}"#)
        let wrong = try dropshot("merge-reports", workspace.path("wrong.json"))
        #expect(
            wrong.status == 2
                && wrong.stderr
                    == "\(workspace.path("wrong.json")): not a DropShot results file (rows[0].status: expected one of FAIL, MISSING, ERROR, RECORDED, ORPHAN, AUDIT, PASS)\n",
            "\(wrong.stderr)")
        try workspace.write("missing.json", #"{"version": 2, "rows": [{"name": "b", "message": "m"}]}"#)
        #expect(try dropshot("merge-reports", workspace.path("missing.json")).stderr.hasSuffix("(rows[0].status: missing required key)\n"))
    }

    @Test func namesWithNoncharactersAndControlsStillMakeAJUnitFileEveryReaderTakes() throws {
        let workspace = try Workspace()
        let odd = (0xFDD0...0xFDEF).map { $0 } + (0...16).flatMap { [$0 * 0x10000 + 0xFFFE, $0 * 0x10000 + 0xFFFF] } + [0x1B, 0x85, 0x9B]
        let name = "n" + String(String.UnicodeScalarView(odd.map { Unicode.Scalar($0)! }))
        let results: [String: Any] = ["version": 2, "rows": [["name": name, "status": "FAIL", "message": name + " differs"]]]
        try JSONSerialization.data(withJSONObject: results).write(to: URL(fileURLWithPath: workspace.path("r.json")))
        let merged = try dropshot("merge-reports", workspace.path("r.json"), "--junit", workspace.path("j.xml"), "--report", workspace.path("r.html"))
        #expect(merged.status == 1, "\(merged.stderr)")
        let xml = try String(contentsOfFile: workspace.path("j.xml"), encoding: .utf8)
        #expect(!xml.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint || (0x7F...0x9F).contains($0.value) })
        #expect(xml.contains("n\\u{fdd0}") && xml.contains("\\u{10ffff}"), "\(xml)")
        #expect(try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: workspace.path("j.xml")))).rootElement()?.name == "testsuites")
    }
    /// Issue "trust, fifth pass", point 12: a results file over the stated 32 MiB is refused
    /// before it is read (a 257 MB one peaked at 3.2 GB), with exit 2 and one line.
    @Test func anOversizedResultsFileIsRefused() throws {
        let workspace = try Workspace()
        let padding = String(repeating: " ", count: 32 << 20)
        try workspace.write("big.json", #"{"version": 2, "rows": []"# + padding + "}")
        let merged = try dropshot("merge-reports", workspace.path("big.json"))
        #expect(
            merged.status == 2
                && merged.stderr == "\(workspace.path("big.json")): the file has \((32 << 20) + 26) bytes, over the limit of \(32 << 20)\n",
            "\(merged.stderr)")
    }
    /// Issue "trust, fifth pass", point 12: a scenario file whose name is not UTF-8 is named by
    /// its escaped bytes as what it is (it was called "a symbolic link that leads outside").
    @Test func aScenarioNamedInInvalidUTF8IsNamedAsSuch() throws {
        let workspace = try Workspace()
        try workspace.write("s/one.json", scenarioJSON)
        let badName = Array(workspace.path("s/bad").utf8) + [0xFF] + Array(".json".utf8)
        let fd = (badName + [0]).withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        #expect(fd >= 0)
        _ = scenarioJSON.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
        let run = try dropshot("check", workspace.path("s"), "--record", "missing")
        #expect(run.status == 2, "\(run.stdout)")
        #expect(
            run.stdout.contains(#"ERROR bad\xFF.json: the file name is not valid UTF-8, so no golden can be named after it; rename the file"#),
            "\(run.stdout)")
        #expect(!run.stdout.contains("symbolic link"))
    }
    /// Issue "trust, fifth pass", point 12: checkpoints are capped by the pixels they add up to
    /// (2^32 with the final state's): 2,000 checkpoints of a 16384-px canvas are refused at once,
    /// 16 of it, or 2,000 of a small canvas, are not.
    @Test func checkpointsAreCappedByThePixelsTheyDraw() throws {
        let workspace = try Workspace()
        func withCheckpoints(_ count: Int, side: Int) -> String {
            let checkpoints = (0..<count).map { #"{"name": "c\#($0)", "step": 0}"# }.joined(separator: ", ")
            return #"{"canvas": {"width": \#(side), "height": \#(side), "scale": 1}, "collections": [], "checkpoints": [\#(checkpoints)]}"#
        }
        try workspace.write("s/huge.json", withCheckpoints(2000, side: 16384))
        let run = try dropshot("render", workspace.path("s/huge.json"), "-o", workspace.path("out.png"))
        #expect(
            run.status == 2
                && run.stderr
                    == "\(workspace.path("s/huge.json")): checkpoints: 2000 checkpoints and the final state at 16384x16384 px are \(2001 * 16384 * 16384) pixels to draw, over the limit of 4294967296; use fewer checkpoints or a smaller canvas\n",
            "\(run.stderr)")
        #expect(!workspace.exists("out.png"))
        try workspace.write("s/huge.json", withCheckpoints(15, side: 16384))
        try workspace.write("s/many.json", withCheckpoints(2000, side: 100))
        for name in ["huge", "many"] {
            #expect(try dropshot("state", workspace.path("s/\(name).json")).status == 0, "\(name) is within the budget")
        }
    }

    /// Issue "trust, fifth pass", points 9 and 12: `check` of a 16384-px scenario whose golden
    /// fails, under a 4 GiB address space (`ulimit -v`), reports the failure and writes its three
    /// images: the golden is decoded and the diff written a band at a time (before, the golden,
    /// the render and the diff were held at once, and the run aborted with status 134).
    @Test func aFailingHugeGoldenIsCheckedWithinAFourGibibyteAddressSpace() throws {
        let workspace = try Workspace()
        func scenario(_ color: String) -> String {
            #"{"canvas": {"width": 16384, "height": 16384, "scale": 1}, "collections": ["#
                + #"{"id": "a", "role": "source", "frame": [0, 0, 400, 300], "items": [{"id": "one", "label": "One", "color": "\#(color)"}]}, "#
                + #"{"id": "b", "role": "target", "frame": [0, 16000, 400, 300], "config": {"numberOfTargetItems": 4}}]}"#
        }
        try workspace.write("s/big.json", scenario("#336699"))
        #expect(try dropshot("check", workspace.path("s"), "--snapshots", workspace.path("g"), "--record", "all").status == 0)
        try workspace.write("s/big.json", scenario("#336698"))
        let limited = "ulimit -v 4194304 && exec \"$0\" \"$@\""
        let run = try TestUtilities.run(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", limited, binary.path, "check", workspace.path("s"),
                "--snapshots", workspace.path("g"), "--artifacts", workspace.path("art"),
            ])
        #expect(
            run.status == 1 && run.stdout.contains("FAIL big: ") && run.stdout.contains(" of 268435456 pixels differ"), "\(run.stdout)\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.path("art")).sorted() == [
                "big-actual.png", "big-diff.png", "big-expected.png",
            ])
    }
}
