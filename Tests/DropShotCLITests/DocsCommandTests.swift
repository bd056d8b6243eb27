import Foundation
import TestUtilities
import Testing

/// `dropshot docs` with the user's own scenarios, and output names that say what they hold.
@Suite struct DocsCommandTests {
    @Test func aFolderOfScenariosBecomesAPageOfImages() throws {
        let workspace = try Workspace()
        let titled = scenarioJSON.replacingOccurrences(
            of: #""deleteZones""#,
            with: """
                "title": "Drop <b>Greece</b>", "caption": "After a drag & drop.", "checkpoints": [{"name": "dragging", "step": 2}], "deleteZones"
                """)
        try workspace.write("docs/drop.json", titled)
        try workspace.write("docs/more/plain.json", scenarioJSON)
        let run = try dropshot("docs", workspace.path("docs"), "-o", workspace.path("out"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote 3 images to \(workspace.path("out"))/ (open index.html)\n")
        for image in ["drop.png", "drop@dragging.png", "more/plain.png"] { #expect(workspace.exists("out/\(image)"), "\(image)") }
        // The images are the states `render` draws.
        _ = try dropshot("render", workspace.path("docs/drop.json"), "-o", workspace.path("mid.png"), "--step", "2")
        #expect(try dropshot("diff", workspace.path("mid.png"), workspace.path("out/drop@dragging.png")).stdout == "0\n")
        let html = try String(contentsOfFile: workspace.path("out/index.html"), encoding: .utf8)
        #expect(html.contains("<b>Drop &lt;b&gt;Greece&lt;/b&gt;</b><br>After a drag &amp; drop."))
        #expect(html.contains(#"<img src="drop@dragging.png""#) && html.contains(#"<img src="more/plain.png""#))
        let markdown = try String(contentsOfFile: workspace.path("out/README.md"), encoding: .utf8)
        // Titles and captions are text: no HTML, heading, link or emphasis gets through.
        #expect(
            markdown.contains("## Drop &lt;b&gt;Greece&lt;/b&gt;\n\nAfter a drag &amp; drop.\n\n![Drop &lt;b&gt;Greece&lt;/b&gt;](drop.png)"),
            "\(markdown)")
        #expect(markdown.contains("## Drop &lt;b&gt;Greece&lt;/b&gt;: dragging (after 2 events)"))
        #expect(markdown.contains("## more/plain\n\n![more/plain](more/plain.png)"))

        try workspace.write("moving/drag.json", scenarioJSON.replacingOccurrences(of: #""deleteZones""#, with: #""animate": true, "deleteZones""#))
        let animated = try dropshot("docs", workspace.path("moving"), "-o", workspace.path("moving-out"))
        #expect(animated.status == 0, "\(animated.stderr)")
        let apng = [UInt8](try Data(contentsOf: URL(fileURLWithPath: workspace.path("moving-out/drag.animated.png"))))
        #expect(AnimateCommandTests.chunks(apng).map(\.type).contains("acTL"))
        #expect(try String(contentsOfFile: workspace.path("moving-out/README.md"), encoding: .utf8).contains("![drag (animated)](drag.animated.png)"))

        let one = try dropshot("docs", workspace.path("docs/drop.json"), "-o", workspace.path("single"))
        #expect(one.status == 0 && workspace.exists("single/drop.png") && workspace.exists("single/index.html"))
        let twice = try dropshot("docs", workspace.path("docs/drop.json"), workspace.path("docs/drop.json"), "-o", workspace.path("twice"))
        #expect(twice.status == 2 && twice.stderr.contains("two scenarios would both write drop.png"))
        let missing = try dropshot("docs", workspace.path("nothing.json"), "-o", workspace.path("x"))
        #expect(missing.status == 2 && missing.stderr == "\(workspace.path("nothing.json")): no such file\n")
    }

    /// Trust, sixth pass: a regular scenario file whose name is not UTF-8 was called "a symbolic
    /// link that leads outside": it is named for what it is.
    @Test func aFileNameThatIsNotUTF8IsNamedForWhatItIs() throws {
        let workspace = try Workspace()
        try workspace.write("docs/ok.json", scenarioJSON)
        let bad = Array((workspace.path("docs") + "/").utf8) + [0xFF] + Array(".json".utf8) + [0]
        let fd = bad.withUnsafeBytes { open($0.baseAddress!.assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(fd >= 0 && write(fd, scenarioJSON, scenarioJSON.utf8.count) > 0)
        close(fd)
        let run = try dropshot("docs", workspace.path("docs"), "-o", workspace.path("out"))
        #expect(run.status == 2, "\(run.stderr)")
        #expect(
            run.stderr
                == "\(workspace.path("docs"))/\\xFF.json: the file name is not valid UTF-8, so no image can be named after it; rename the file\n",
            "\(run.stderr)")
    }

    @Test func fileNamesAreLinksAndRefusedFilesAreNamedNeverEchoed() throws {
        let workspace = try Workspace()
        try workspace.write("docs/<img src=x onerror=a(1)> #1?.json", scenarioJSON)
        let run = try dropshot("docs", workspace.path("docs"), "-o", workspace.path("out"))
        #expect(run.status == 0, "\(run.stderr)")
        let encoded = "%3Cimg%20src%3Dx%20onerror%3Da%281%29%3E%20%231%3F.png"
        let markdown = try String(contentsOfFile: workspace.path("out/README.md"), encoding: .utf8)
        #expect(markdown.contains("](\(encoded))"), "\(markdown)")
        let html = try String(contentsOfFile: workspace.path("out/index.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"\(encoded)\""), "\(html)")
        #expect(!html.contains("<img src=x"))

        // A scenario that is a link to a file outside its folder is refused by name; the linked
        // file's contents never reach the output.
        let secret = try workspace.write("secret.txt", "TOP-SECRET-TOKEN 123")
        try FileManager.default.createDirectory(atPath: workspace.path("linked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("linked/s.json"), withDestinationPath: secret)
        let linked = try dropshot("docs", workspace.path("linked"), "-o", workspace.path("linked-out"))
        #expect(linked.status == 2, "\(linked.stderr)")
        #expect(!linked.stderr.contains("TOP-SECRET") && !linked.stdout.contains("TOP-SECRET"), "\(linked.stderr)")
        #expect(linked.stderr.contains("s.json"), "\(linked.stderr)")
    }

    @Test(arguments: ["out.svg", "out", "out.PNG.txt"])
    func renderAndDiffWriteOnlyPNGNames(_ name: String) throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        let render = try dropshot("render", scenario, "-o", workspace.path(name))
        #expect(render.status == 2 && render.stderr == "\(workspace.path(name)): the output is a PNG file; name it with .png\n")
        #expect(!workspace.exists(name))
        _ = try dropshot("render", scenario, "-o", workspace.path("a.png"))
        #expect(try dropshot("diff", workspace.path("a.png"), workspace.path("a.png"), "-o", workspace.path(name)).status == 2)
        #expect(try dropshot("render", scenario, "-o", workspace.path("upper.PNG")).status == 0)
    }
}
