import DropShotEngine
import DropShotRender
import Foundation
import TestUtilities
import Testing

/// The studio as a daily tool, driven in Chromium by Playwright (real mouse and keyboard input,
/// real time, every console message and response seen) at 1280 x 800: the screen fits, a drag is
/// recorded with its own duration, checkpoints are named on the timeline, recording from the
/// middle replaces the rest, review rows read well and Accept keeps the page where it was.
@Suite(environmentTest) struct StudioPlaywrightTests {
    /// Python with Playwright (scripts/test installs it into its venv), launched with Debian's
    /// Chromium as `executable_path`.
    static let python = executable(named: "DROPSHOT_PLAYWRIGHT_PYTHON")

    /// Two drags on a phone: checkpoints after each.
    static let phone = """
        { "canvas": {"device": "iPhone 15"},
          "collections": [{"id": "l", "role": "list", "frame": {"leading": 16, "trailing": 16, "top": 0, "height": 500},
                           "config": {"fixedCellSize": [361, 60], "minLineSpacing": 8, "rearrange": "move"},
                           "items": [{"id": "a", "label": "Alpha"}, {"id": "b", "label": "Beta"}, {"id": "c", "label": "Gamma"}, {"id": "d", "label": "Delta"}]}],
          "events": [
            {"type": "press", "at": {"collection": "l", "index": 0}, "t": 0},
            {"type": "move", "at": {"collection": "l", "index": 2}, "t": 0.4},
            {"type": "release", "at": {"collection": "l", "index": 2}, "t": 0.6},
            {"type": "press", "at": {"collection": "l", "index": 3}, "t": 1.5},
            {"type": "move", "at": {"collection": "l", "index": 0}, "t": 1.9},
            {"type": "release", "at": {"collection": "l", "index": 0}, "t": 2.1}
          ],
          "checkpoints": [{"name": "first", "step": 3}, {"name": "second", "step": 6}] }
        """

    /// What both browser scripts start from: a 1280 x 800 page in Chromium that keeps every
    /// console error or warning, page error and failed request in `seen["problems"]`, and
    /// `settle`, which waits for the studio's queued work.
    static let prelude = #"""
        import json, sys, time
        from playwright.sync_api import sync_playwright

        def open_page(p, chromium, seen):
            browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            # Every wait follows the work (a render, the review), never a clock: a loaded machine
            # is slower, not wrong. The test ends a run that hangs (timeout(1) around the script).
            page.set_default_timeout(0)
            page.on("console", lambda m: seen["problems"].append(m.type + ": " + m.text) if m.type in ("error", "warning") else None)
            page.on("pageerror", lambda e: seen["problems"].append("page error: " + str(e)))
            page.on("response", lambda r: seen["problems"].append("HTTP %d %s" % (r.status, r.url)) if r.status >= 400 else None)
            return browser, page

        def settle(page):
            page.evaluate("studio.queue()")
            page.wait_for_timeout(100)
            page.evaluate("studio.queue()")

        """#

    static let script =
        prelude + #"""
            chromium, url, out_path, shot = sys.argv[1:5]
            seen = {"problems": []}
            with sync_playwright() as p:
                browser, page = open_page(p, chromium, seen)
                dialogs = []
                def answer(dialog):
                    dialogs.append(dialog.message)
                    dialog.accept("dropped" if dialog.type == "prompt" else None)
                page.on("dialog", answer)
                page.goto(url)
                page.wait_for_function("window.studio && document.querySelectorAll('nav button[data-path]').length >= 3")

                def fits(name):
                    page.click("nav button[data-path='%s']" % name)
                    page.wait_for_function("document.getElementById('steps').textContent !== '' && document.getElementById('image').complete && studio.canvas")
                    settle(page)
                    image = page.query_selector("#image").bounding_box()
                    events = page.query_selector("#events").bounding_box()
                    return {"image": image, "events": events}

                seen["landscape"] = fits("landscape.json")
                seen["wide"] = fits("wide.json")
                seen["phone"] = fits("phone.json")
                seen["marks"] = page.eval_on_selector_all("#marks .mark", "m => m.map(x => x.dataset.name + '@' + x.dataset.step)")

                # Keyboard: the arrows step, space plays to the end at the recorded speed.
                page.keyboard.press("ArrowLeft"); page.keyboard.press("ArrowLeft"); settle(page)
                seen["afterArrows"] = page.inner_text("#step")
                started = time.monotonic()
                page.keyboard.press(" ")
                page.wait_for_function("!studio.playing")
                seen["played"] = {"step": page.inner_text("#step"), "seconds": time.monotonic() - started}

                # Record from the first checkpoint: its mark scrubs there, R asks, then records.
                page.click("#marks .mark[data-name='first']"); settle(page)
                seen["atMark"] = page.inner_text("#step")
                page.keyboard.press("r"); settle(page)
                seen["recording"] = page.evaluate("studio.recording")
                box = page.query_selector("#image").bounding_box()
                canvas = page.evaluate("studio.canvas")
                def at(x, y):
                    return box["x"] + x * box["width"] / canvas["width"], box["y"] + y * box["height"] / canvas["height"]
                # A drag of a known duration, its moves as fast as a mouse makes them: cell 3 to cell 0.
                x, y = at(196, 59 + 3 * 68 + 30)
                page.mouse.move(x, y)
                page.mouse.down(); down = time.monotonic()
                page.wait_for_timeout(300)
                tx, ty = at(196, 59 + 30)
                page.mouse.move(tx, ty, steps=25)
                page.wait_for_timeout(500)
                page.mouse.up(); up = time.monotonic()
                seen["pointerShown"] = page.eval_on_selector("#pointer", "p => p.style.display")
                settle(page)
                page.wait_for_timeout(500); settle(page)
                seen["heldFor"] = up - down
                seen["events"] = page.evaluate("studio.scenario.events")
                seen["checkpointsAfterRecording"] = page.evaluate("studio.scenario.checkpoints")
                page.click("#record")  # stop recording
                # A checkpoint named at the end, then Save.
                page.click("#add-checkpoint"); settle(page)
                seen["marksAfter"] = page.eval_on_selector_all("#marks .mark", "m => m.map(x => x.dataset.name + '@' + x.dataset.step)")
                page.click("#save"); settle(page)
                page.screenshot(path=shot)

                # Review: rows per screen, a picker of the kanban board's variants with its
                # accessibility image beside it; Accept keeps the page where it was.
                with page.expect_response(lambda r: r.url.endswith("/api/review")):
                    page.click("#run-review")
                page.wait_for_function("document.querySelectorAll('#review .row').length > 0")
                settle(page)
                seen["rows"] = page.eval_on_selector_all("#review .row", "rows => rows.map(r => r.dataset.status + ' ' + r.querySelector('h4 span').textContent)")
                seen["pickers"] = page.eval_on_selector_all("#review select.review-variant", "s => s.map(x => x.closest('.group').dataset.scenario + ':' + x.options.length)")
                seen["shownKanban"] = page.eval_on_selector_all("#review .group[data-scenario='kanban'] .row:not([hidden])", "rows => rows.map(r => r.dataset.name)")
                target = page.query_selector("#review .row[data-name='sub/zeta'] .accept")
                target.scroll_into_view_if_needed()
                before = page.eval_on_selector("#review .row[data-name='sub/zeta']", "r => r.getBoundingClientRect().top")
                target.click(); settle(page)
                after = page.eval_on_selector("#review .row[data-name='sub/zeta']", "r => r.getBoundingClientRect().top")
                seen["acceptMoved"] = after - before
                seen["accepted"] = page.eval_on_selector("#review .row[data-name='sub/zeta']", "r => r.dataset.status")
                # A screen's variants at once: one click accepts both of the board's failing goldens.
                seen["screenButton"] = page.inner_text("#review .group[data-scenario='board'] .accept-screen")
                page.click("#review .group[data-scenario='board'] .accept-screen"); settle(page)
                seen["boardRows"] = page.eval_on_selector_all("#review .group[data-scenario='board'] .row", "rows => rows.map(r => r.dataset.name + ' ' + r.dataset.status)")
                seen["dialogs"] = dialogs
                browser.close()
            json.dump(seen, open(out_path, "w"))
            """#

    @Test(
        .enabled(
            if: python != nil && chromium != nil, "needs Python's Playwright (DROPSHOT_PLAYWRIGHT_PYTHON, installed by scripts/test) and chromium"))
    func theStudioIsADailyToolInChromium() throws {
        let workspace = try Workspace()
        try workspace.write("s/phone.json", Self.phone)
        try workspace.write(
            "s/landscape.json",
            Self.phone.replacingOccurrences(of: #"{"device": "iPhone 15"}"#, with: #"{"device": "iPhone 15", "orientation": "landscape"}"#)
                .replacingOccurrences(of: #""height": 500"#, with: #""height": 300"#))
        try workspace.write(
            "s/wide.json",
            #"{"canvas": {"width": 4096, "height": 1024, "scale": 1}, "collections": [{"id": "l", "role": "list", "items": [{"id": "a"}]}]}"#)
        let kanban = try #require(Gallery.entries.first { $0.name == "28-kanban-cards" }).json
        try workspace.write("s/kanban.json", kanban)
        // Enough failing rows that the last is below the fold.
        for name in ["alpha", "beta", "gamma", "zeta"] {
            try workspace.write("s/sub/\(name).json", #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "x"}, {"id": "y"}]}]}"#)
        }
        // A screen with two variants, both failing.
        let board =
            #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "x"}, {"id": "y"}]}], "variants": {"appearance": ["light", "dark"]}}"#
        try workspace.write("s/board.json", board)
        #expect(try dropshot("check", workspace.path("s"), "--record", "all").status == 0)
        for name in ["alpha", "beta", "gamma", "zeta"] {
            try workspace.write("s/sub/\(name).json", #"{"collections": [{"id": "l", "role": "list", "items": [{"id": "y"}, {"id": "x"}]}]}"#)
        }
        try workspace.write("s/board.json", board.replacingOccurrences(of: #"{"id": "x"}, {"id": "y"}"#, with: #"{"id": "y"}, {"id": "x"}"#))
        let studio = try RunningStudio(workspace.path("s"))
        let script = try workspace.write("studio.py", Self.script)
        // README's picture of the page (docs/images/studio.png), kept under .build for a person to look at and copy.
        let shot = packageRoot.appendingPathComponent(".build/studio-1280x800.png").path
        // A hung run ends after 15 minutes; no wait inside it has a time limit of its own.
        let run = try run(
            URL(fileURLWithPath: "/usr/bin/timeout"),
            ["900", Self.python!, script, chromium!, "http://127.0.0.1:\(studio.port)/", workspace.path("seen.json"), shot])
        try #require(run.status == 0, "\(run.stderr.suffix(3000))")
        let seen = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: workspace.path("seen.json")))) as? [String: Any])

        // No console error or warning, no failed request, in the whole session.
        #expect((seen["problems"] as? [String]) == [], "\(seen["problems"] ?? "")")
        // Every screen fits the 1280 x 800 window, whole, the events beside it.
        for name in ["phone", "landscape", "wide"] {
            let boxes = try #require(seen[name] as? [String: [String: Double]])
            let image = try #require(boxes["image"]), events = try #require(boxes["events"])
            #expect(image["y"]! + image["height"]! <= 800 && image["x"]! + image["width"]! <= 1280, "\(name): \(image)")
            #expect(image["width"]! > 200 || image["height"]! > 200, "\(name) is drawn at a useful size: \(image)")
            #expect(events["x"]! >= image["x"]! + image["width"]!, "\(name): the events stand beside the screen: \(image) \(events)")
        }
        #expect((seen["marks"] as? [String]) == ["first@3", "second@6"])
        #expect((seen["afterArrows"] as? String) == "4")
        // Played from step 4 to 6 at the recorded speed: 0.4 + 0.2 seconds at least.
        let played = try #require(seen["played"] as? [String: Any])
        #expect((played["step"] as? String) == "6" && (played["seconds"] as? Double ?? 0) >= 0.6, "\(played)")
        #expect((seen["atMark"] as? String) == "3" && (seen["recording"] as? Bool) == true)
        #expect((seen["pointerShown"] as? String) == "block", "the pointer is shown where it is while dragging")

        // The rest was replaced: the first drag's three events, then the new press, its moves and release.
        let events = try #require(seen["events"] as? [[String: Any]])
        #expect(events.count >= 5 && events.prefix(3).map { $0["type"] as? String } == ["press", "move", "release"], "\(events)")
        let recorded = events.dropFirst(3)
        #expect(recorded.first?["type"] as? String == "press" && recorded.last?["type"] as? String == "release", "\(events)")
        // The recorded duration is the drag's own (within 60 ms), however long the frames took.
        let held = try #require(seen["heldFor"] as? Double)
        let duration = (recorded.last!["t"] as! Double) - (recorded.first!["t"] as! Double)
        #expect(abs(duration - held) < 0.06, "recorded \(duration) s for a drag held \(held) s")
        // Recording from step 3 asked first, and dropped the checkpoint after it.
        let dialogs = try #require(seen["dialogs"] as? [String])
        #expect(
            dialogs.first?.hasPrefix("Record from step 3? The 3 event(s) after it are replaced, and the checkpoint(s) second") == true, "\(dialogs)")
        #expect((seen["checkpointsAfterRecording"] as? [[String: Any]])?.map { $0["name"] as? String } == ["first"])
        #expect((seen["marksAfter"] as? [String]) == ["first@3", "dropped@\(events.count)"])

        // The save wrote the events and checkpoints, and the file reads: item d moved to the top.
        let saved = try String(contentsOfFile: workspace.path("s/phone.json"), encoding: .utf8)
        #expect(saved.contains(#"{"name": "dropped", "step": \#(events.count)}"#) && !saved.contains(#""second""#), "\(saved)")
        let state = try dropshot("state", workspace.path("s/phone.json"))
        #expect(state.status == 0, "\(state.stderr)")
        let cells = try #require(state.stdout.range(of: #""cells""#))
        let firstItem = state.stdout[cells.upperBound...].range(of: #""item": ""#).map { state.stdout[$0.upperBound...].prefix(1) }
        #expect(firstItem == "d", "the recorded drag moved Delta to the top: \(state.stdout.prefix(600))")

        // Review rows: a name once, no absolute path, no command-line hint.
        let rows = try #require(seen["rows"] as? [String])
        #expect(rows.contains { $0.hasPrefix("FAIL sub/zeta: ") }, "\(rows)")
        for row in rows {
            #expect(!row.contains(workspace.path("")) && !row.contains("--record") && !row.contains("DROPSHOT_RECORD"), "\(row)")
            let name = row.split(separator: " ").dropFirst().first.map { String($0.dropLast()) } ?? ""
            #expect(!row.contains("\(name): \(name):"), "the name once: \(row)")
        }
        #expect((seen["pickers"] as? [String]) == ["board:2", "kanban:4"], "\(seen["pickers"] ?? "")")
        #expect((seen["shownKanban"] as? [String]) == ["kanban", "kanban~a11y"], "\(seen["shownKanban"] ?? "")")
        #expect((seen["accepted"] as? String) == "ACCEPTED")
        #expect((seen["screenButton"] as? String) == "Accept this screen's 2 goldens", "\(seen["screenButton"] ?? "")")
        #expect((seen["boardRows"] as? [String]) == ["board ACCEPTED", "board~dark ACCEPTED"], "\(seen["boardRows"] ?? "")")
        #expect(dialogs.contains { $0.hasPrefix("Accept 2 golden(s) of board, in every variant?") }, "\(dialogs)")
        let check = try dropshot("check", workspace.path("s")).stdout
        #expect(check.contains("PASS board\n") && check.contains("PASS board~dark\n"), "both goldens were replaced: \(check)")
        #expect(abs(seen["acceptMoved"] as? Double ?? 99) < 2, "Accept keeps the row where it was: moved \(seen["acceptMoved"] ?? "")")
    }

    /// Records one drag by mouse on the kanban's `dark~ax5` (a matrix of light and dark at L and
    /// AX5 whose AX sizes make the cards tall: no per-variant event override) and saves it.
    static let matrixScript =
        prelude + #"""
            chromium, url, out_path = sys.argv[1:4]
            press, target = json.loads(sys.argv[4]), json.loads(sys.argv[5])
            seen = {"problems": []}
            with sync_playwright() as p:
                browser, page = open_page(p, chromium, seen)
                page.goto(url)
                page.wait_for_function("window.studio && document.querySelectorAll('nav button[data-path]').length >= 1")
                page.click("nav button[data-path='kanban.json']")
                page.wait_for_function("document.getElementById('image').complete && studio.canvas && studio.variants.length === 4")
                settle(page)
                seen["variants"] = page.evaluate("studio.variants")
                page.select_option("#variant", "dark~ax5"); settle(page)
                page.wait_for_function("document.getElementById('image').complete")
                seen["shown"] = page.evaluate("studio.variant")
                page.keyboard.press("r"); settle(page)
                box = page.query_selector("#image").bounding_box()
                canvas = page.evaluate("studio.canvas")
                def at(point):
                    return box["x"] + point[0] * box["width"] / canvas["width"], box["y"] + point[1] * box["height"] / canvas["height"]
                x, y = at(press)
                page.mouse.move(x, y)
                page.mouse.down()
                page.wait_for_timeout(400)
                tx, ty = at(target)
                page.mouse.move(tx, ty, steps=20)
                page.wait_for_timeout(300)
                page.mouse.up()
                settle(page); page.wait_for_timeout(300); settle(page)
                page.click("#record")
                seen["events"] = page.evaluate("studio.scenario.events")
                with page.expect_response(lambda r: "/api/save" in r.url) as response:
                    page.click("#save")
                seen["saveStatus"] = response.value.status
                settle(page)
                browser.close()
            json.dump(seen, open(out_path, "w"))
            """#

    /// Issue 85's matrix: the kanban recorded in the studio on `dark~ax5`, saved, and checked in
    /// all four variants with no per-variant event override (a press on a card is recorded as the
    /// card's address, which names the same card at every text size).
    @Test(
        .enabled(
            if: python != nil && chromium != nil, "needs Python's Playwright (DROPSHOT_PLAYWRIGHT_PYTHON, installed by scripts/test) and chromium"))
    func theKanbansMatrixIsRecordedOnDarkAX5() throws {
        let workspace = try Workspace()
        // The gallery's board at L and AX5, its events and its AX sizes' event override gone.
        let gallery = try #require(Gallery.entries.first { $0.name == "28-kanban-cards" }).json
        var board = try #require(try JSONSerialization.jsonObject(with: Data(gallery.utf8)) as? [String: Any])
        board["events"] = [Any]()
        board["variants"] = ["appearance": ["light", "dark"], "contentSize": ["L", "AX5"]]
        var overrides = try #require(board["overrides"] as? [[String: Any]])
        overrides[0]["events"] = nil
        overrides[0]["when"] = ["contentSize": ["AX5"]]
        board["overrides"] = overrides
        let kanban = try JSONSerialization.data(withJSONObject: board, options: [.prettyPrinted, .sortedKeys])
        try workspace.write("s/kanban.json", String(decoding: kanban, as: UTF8.self))
        /// Each cell's collection, item and frame in a state's JSON.
        func cells(_ state: String) throws -> [(collection: String, item: String?, frame: [Double])] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any])
            return (json["collections"] as? [[String: Any]] ?? []).flatMap { collection in
                (collection["cells"] as? [[String: Any]] ?? []).map {
                    (collection["id"] as? String ?? "", $0["item"] as? String, $0["frame"] as? [Double] ?? [])
                }
            }
        }
        // Where the second card of "To do" and the space below "Done"'s card are, on dark~ax5.
        let before = try dropshot("state", workspace.path("s/kanban.json"), "--variant", "dark~ax5")
        try #require(before.status == 0, "\(before.stderr)")
        let shown = try cells(before.stdout)
        let search = try #require(shown.first { $0.item == "search" }?.frame), onboard = try #require(shown.first { $0.item == "onboard" }?.frame)
        #expect(search[1] + search[3] > 520, "on AX5 the card runs past the screen's bottom: \(search)")
        let press = [search[0] + search[2] / 2, min(search[1] + 30, 500)]
        let target = [onboard[0] + onboard[2] / 2, min(onboard[1] + onboard[3] + 40, 500)]

        let studio = try RunningStudio(workspace.path("s"))
        let script = try workspace.write("matrix.py", Self.matrixScript)
        let run = try run(
            URL(fileURLWithPath: "/usr/bin/timeout"),
            [
                "900", Self.python!, script, chromium!, "http://127.0.0.1:\(studio.port)/", workspace.path("seen.json"), "\(press)",
                "\(target)",
            ])
        try #require(run.status == 0, "\(run.stderr.suffix(3000))")
        let seen = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: workspace.path("seen.json")))) as? [String: Any])
        #expect((seen["problems"] as? [String]) == [], "\(seen["problems"] ?? "")")
        #expect((seen["variants"] as? [String]) == ["", "ax5", "dark", "dark~ax5"], "\(seen["variants"] ?? "")")
        #expect((seen["shown"] as? String) == "dark~ax5")
        #expect((seen["saveStatus"] as? Int) == 200, "\(seen)")
        // The press names the card, not a point of AX5's canvas.
        let recorded = try #require(seen["events"] as? [[String: Any]])
        #expect(recorded.first?["type"] as? String == "press" && recorded.last?["type"] as? String == "release", "\(recorded)")
        let pressedAt = try #require(recorded.first?["at"] as? [String: Any], "\(recorded)")
        #expect(pressedAt["collection"] as? String == "todo" && pressedAt["index"] as? Int == 1, "\(pressedAt)")

        // Saved without a per-variant event override, and every variant reads and records.
        let saved = try String(contentsOfFile: workspace.path("s/kanban.json"), encoding: .utf8)
        #expect(saved.contains(#""events""#) && !saved.contains(#""events": [{"at""#), "\(saved)")
        let check = try dropshot("check", workspace.path("s"), "--record", "all")
        #expect(check.status == 0 && !check.stdout.contains("ERROR"), "\(check.stdout)\(check.stderr)")
        for variant in ["", "ax5", "dark", "dark~ax5"] {
            let state = try dropshot(["state", workspace.path("s/kanban.json")] + (variant.isEmpty ? [] : ["--variant", variant]))
            #expect(state.status == 0, "\(variant): \(state.stderr)")
            let moved = try cells(state.stdout).first { $0.item == "search" }
            #expect(moved?.collection == "done", "\(variant): search lands in Done: \(String(describing: moved)) \(saved)")
        }
    }
}
