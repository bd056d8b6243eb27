import DropShotEngine
import DropShotRender
import Foundation
import TestUtilities
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The studio's page in headless Chromium: scrub, record a drag between two collections and save
/// it, accept a failed golden (the README's picture is `StudioPlaywrightTests`').
@Suite(environmentTest) struct StudioBrowserTests {
    /// Drives the page through `window.studio`, as a user's clicks and drags would, and writes what
    /// it saw into `data-selftest`.
    static let pageScript = """
        (async () => {
          // Written after every step, so that a run cut short shows how far it got.
          const out = new Proxy([], { get(target, key) {
            if (key !== 'push') return target[key];
            return value => { target.push(value); document.body.setAttribute('data-selftest', target.join(';') + ';…'); };
          } });
          const wait = ms => new Promise(resolve => setTimeout(resolve, ms));
          try {
            await studio.ready;
            await studio.open('a.json');
            await studio.scrub(1);
            const image = document.getElementById('image');
            const fnv = async () => {
              const shown = new Uint8Array(await (await fetch(image.src)).arrayBuffer());
              let hash = 2166136261;
              for (const byte of shown) { hash ^= byte; hash = Math.imul(hash, 16777619) >>> 0; }
              return hash;
            };
            out.push('step1=' + await fnv());
            await studio.scrub(studio.steps);  // recording from the end appends (from a step before it replaces the rest)
            document.getElementById('record').click();
            await studio.queue();
            const stage = document.getElementById('stage');
            const at = (x, y) => {
              const box = image.getBoundingClientRect(), factor = box.width / image.naturalWidth;  // canvas scale 1
              return { clientX: box.left + x * factor, clientY: box.top + y * factor, pointerId: 7, bubbles: true, isPrimary: true };
            };
            // Five moves: off the source, onto target slot 3, then three within that slot, which
            // change nothing the engine says: the last of those is kept, before the release.
            const before = studio.scenario.events.length;
            stage.dispatchEvent(new PointerEvent('pointerdown', at(150, 50)));
            for (const [x, y] of [[170, 120], [220, 200], [230, 220], [240, 235], [250, 250]]) { await wait(80); stage.dispatchEvent(new PointerEvent('pointermove', at(x, y))); }
            await wait(80);
            stage.dispatchEvent(new PointerEvent('pointerup', at(250, 250)));
            await studio.queue();
            const gesture = studio.scenario.events.slice(before);
            out.push('gesture=' + gesture.map(e => e.type).join(',') + '@' + JSON.stringify(gesture[3].at));
            // The state panel follows the recording: it shows the state after the release.
            const panel = JSON.parse(document.getElementById('state').textContent);
            // A stray tap, taken back with Undo gesture: the drag's five events stay.
            stage.dispatchEvent(new PointerEvent('pointerdown', at(20, 380)));
            stage.dispatchEvent(new PointerEvent('pointerup', at(20, 380)));
            await studio.queue();
            const withTap = studio.scenario.events.length;
            document.getElementById('undo-gesture').click();
            await studio.queue();
            out.push('undo=' + withTap + '-' + studio.scenario.events.length);
            out.push('recorded=' + await fnv());  // what the page showed before saving
            await studio.save();
            out.push('events=' + studio.scenario.events.length);
            const saved = await (await fetch('/api/state?path=a.json')).json();
            out.push('panel=' + (JSON.stringify(panel) === JSON.stringify(saved) ? 'saved state' : JSON.stringify(panel).slice(0, 80)));
            const rows = await studio.review();
            out.push('review=' + rows.map(row => row.status + ':' + row.name).join(','));
            const images = [...document.querySelectorAll('#review img')];
            await Promise.all(images.map(i => i.complete ? 0 : new Promise(resolve => { i.onload = i.onerror = resolve; })));
            out.push('images=' + images.filter(i => i.naturalWidth > 0).length);
            out.push('captions=' + [...document.querySelector('[data-name="a"]').querySelectorAll('figcaption')].map(c => c.textContent).join(','));
            document.querySelector('[data-name="sub/b"] .accept').click();
            await studio.queue();
            out.push('after=' + [...document.querySelectorAll('#review .row')].map(row => row.dataset.status + ':' + row.dataset.name).join(','));
            // Accept all asks first: declined, nothing is accepted; confirmed, the rest is.
            const asked = [];
            window.confirm = message => { asked.push(message); return asked.length > 1; };
            document.getElementById('accept-all').click();
            await studio.queue();
            out.push('declined=' + document.querySelector('[data-name="a"]').dataset.status);
            document.getElementById('accept-all').click();
            await studio.queue();
            out.push('all=' + document.querySelector('[data-name="a"]').dataset.status + ' after "' + asked[1] + '"');
            // Live reload: the file changes on disk behind the page's back, as an editor would change it.
            await studio.open('kanban.json');
            const count = studio.scenario.events.length;
            await fetch('/api/save?path=kanban.json', { method: 'POST', body: JSON.stringify({ events: studio.scenario.events.concat([{ type: 'undo' }]) }) });
            await wait(2500);
            out.push('reloaded=' + (studio.scenario.events.length === count + 1));
          } catch (e) { out.push('error=' + e.message); }
          document.body.setAttribute('data-selftest', out.join(';'));  // complete: no trailing "…"
          studio.path = null;  // live reload stops polling: the rest of the virtual-time budget passes at once
        })();
        """

    /// Opens the studio's page in headless Chromium with a window of `window` pixels for up to
    /// `seconds` of virtual time, and returns what its page script wrote into `data-selftest`.
    static func selfTest(of studio: RunningStudio, window: String, seconds: Int, profile: String) throws -> String {
        let browser = try run(
            URL(fileURLWithPath: chromium!),
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1", "--window-size=\(window)",
                "--virtual-time-budget=\(seconds * 1000)", "--user-data-dir=\(profile)", "--dump-dom",
                "http://127.0.0.1:\(studio.port)/",
            ])
        let marker = try #require(browser.stdout.range(of: "data-selftest=\""), "\(browser.stderr.suffix(2000))").upperBound
        return String(browser.stdout[marker...].prefix { $0 != "\"" })
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed; scripts/test --full installs it"))
    func recordAndReviewInChromium() throws {
        let workspace = try Workspace()
        try workspace.write("s/a.json", scenarioJSON)
        try workspace.write("s/sub/b.json", scenarioJSON)
        let kanban = try #require(Gallery.entries.first { $0.name == "28-kanban-cards" }).json
        try workspace.write("s/kanban.json", "{ \"title\": \"Kanban: a card dragged to Done\"," + kanban.drop { $0 != "{" }.dropFirst())
        let script = try workspace.write("page.js", Self.pageScript)
        #expect(try dropshot("check", workspace.path("s"), "--record", "missing").status == 0)
        try workspace.write("s/sub/b.json", scenarioJSON.replacingOccurrences(of: #"{"id": "c"}"#, with: #"{"id": "c", "label": "Changed"}"#))
        let goldenBefore = try Data(contentsOf: URL(fileURLWithPath: workspace.path("s/sub/b.png")))
        let studio = try RunningStudio(workspace.path("s"), arguments: ["--page-script", script])
        let results = try Self.selfTest(of: studio, window: "1400,1000", seconds: 120, profile: workspace.path("profile"))

        // The image shown at step 1 is `render --step 1`'s; the one shown after recording is the
        // saved scenario's render.
        func fnv(_ path: String) throws -> UInt32 {
            var hash: UInt32 = 2_166_136_261
            for byte in try Data(contentsOf: URL(fileURLWithPath: path)) { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return hash
        }
        _ = try dropshot("render", workspace.path("s/a.json"), "--step", "1", "-o", workspace.path("a1.png"))
        _ = try dropshot("render", workspace.path("s/a.json"), "-o", workspace.path("saved.png"))
        #expect(results.hasPrefix("step1=\(try fnv(workspace.path("a1.png")));"), "\(results)")
        #expect(results.contains("recorded=\(try fnv(workspace.path("saved.png")));"), "the saved scenario renders what the page showed: \(results)")

        // The drag was recorded (press, three moves, release) and saved; b went from the source to
        // target slot 3, by cell addresses, and the saved file renders that state.
        #expect(results.contains("undo=10-8;") && results.contains(";events=8;"), "\(results)")
        let saved = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        #expect(saved.contains(#""collection": "source""#) && saved.contains(#""collection": "target""#), "\(saved)")
        let state = try dropshot("state", workspace.path("s/a.json")).stdout
        let target = try #require(state.range(of: #""id": "target""#))
        #expect(state[target.lowerBound...].contains(#""item": "b""#), "b lies in the target")

        // The review showed both changes; accepting b's wrote its golden, and check now passes it.
        // Rows are named by file; the kanban board's variants and accessibility images are rows of their own.
        let kanbanRows = [
            "kanban", "kanban~a11y", "kanban~ax3", "kanban~ax3~a11y", "kanban~dark", "kanban~dark~a11y", "kanban~dark~ax3", "kanban~dark~ax3~a11y",
        ]
        .map { "PASS:\($0)" }.joined(separator: ",")
        #expect(results.contains("review=FAIL:a,\(kanbanRows),FAIL:sub/b;"), "\(results)")
        #expect(results.contains("images=10;"), "the side-by-side and slider views of both failures loaded: \(results)")
        #expect(results.contains("after=FAIL:a,\(kanbanRows),ACCEPTED:sub/b;"), "\(results)")
        #expect(results.contains("captions=expected,actual,diff;"), "each review image is labelled: \(results)")
        #expect(results.contains(#"declined=FAIL;all=ACCEPTED after "Accept 1 golden(s)? "#), "Accept all asks first: \(results)")
        // Five moves were made; the recording keeps the two that changed the drag and the last.
        #expect(results.contains(#"gesture=press,move,move,move,release@{"collection":"target","index":2}"#), "\(results)")
        #expect(results.contains("panel=saved state;"), "the state panel followed the recording: \(results)")
        // The save changed the events and nothing before them.
        let savedText = try String(contentsOfFile: workspace.path("s/a.json"), encoding: .utf8)
        let head = try #require(scenarioJSON.range(of: #""events": ["#))
        #expect(savedText.hasPrefix(scenarioJSON[..<head.upperBound]), "\(savedText)")
        #expect(results.hasSuffix("reloaded=true"), "an edit on disk reloads the page: \(results)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("s/sub/b.png"))) != goldenBefore)
        let check = try dropshot("check", workspace.path("s/sub"), "--snapshots", workspace.path("s/sub"), "--record", "never")
        #expect(check.status == 0, "\(check.stdout)")
    }

    /// Issue "trust, fifth pass", point 2: a press is recorded at the point pressed, in points, on a
    /// device canvas (no `scale` key), a canvas given by size at scale 3 and a landscape device.
    /// The script knows each canvas's size in points from the device table, not from the page.
    static let canvasesScript = """
        (async () => {
          const out = [];
          try {
            await studio.ready;
            const stage = document.getElementById('stage'), image = document.getElementById('image');
            for (const [file, width, height, x, y] of [['device.json', 393, 852, 350, 500], ['sized.json', 320, 480, 310, 470],
                                                        ['landscape.json', 852, 393, 700, 380]]) {
              await studio.open(file);
              await studio.scrub(studio.steps);
              document.getElementById('record').click();
              await studio.queue();
              const box = image.getBoundingClientRect();
              const at = { clientX: box.left + x * box.width / width, clientY: box.top + y * box.height / height, pointerId: 3, bubbles: true, isPrimary: true };
              const before = studio.scenario.events.length;
              stage.dispatchEvent(new PointerEvent('pointerdown', at));
              stage.dispatchEvent(new PointerEvent('pointerup', at));
              await studio.queue();
              out.push(file + '=' + JSON.stringify(studio.scenario.events.slice(before).map(event => event.at)));
            }
          } catch (e) { out.push('error=' + e.message); }
          document.body.setAttribute('data-selftest', out.join(';'));
          studio.path = null;
        })();
        """

    @Test(.enabled(if: chromium != nil, "chromium is not installed; scripts/test --full installs it"))
    func recordsPointsOnDeviceCanvasesInChromium() throws {
        let workspace = try Workspace()
        let canvas = #"{"width": 300, "height": 400, "scale": 1}"#
        try workspace.write("s/device.json", scenarioJSON.replacingOccurrences(of: canvas, with: #"{"device": "iPhone 15"}"#))
        try workspace.write("s/sized.json", scenarioJSON.replacingOccurrences(of: canvas, with: #"{"width": 320, "height": 480, "scale": 3}"#))
        try workspace.write(
            "s/landscape.json", scenarioJSON.replacingOccurrences(of: canvas, with: #"{"device": "iPhone 15", "orientation": "landscape"}"#))
        let script = try workspace.write("canvases.js", Self.canvasesScript)
        let studio = try RunningStudio(workspace.path("s"), arguments: ["--page-script", script])
        let results = try Self.selfTest(of: studio, window: "1280,800", seconds: 60, profile: workspace.path("profile"))
        // Each press and release lands where it was made (off every cell: recorded as the point).
        #expect(results == "device.json=[[350,500],[350,500]];sized.json=[[310,470],[310,470]];landscape.json=[[700,380],[700,380]]", "\(results)")
    }

    /// A scenario with variants: the page offers them in a picker, named as their goldens are,
    /// shows the one picked, records on it (a press on a cell as the cell's address) and lists
    /// the events as lines to read.
    @Test(.enabled(if: chromium != nil, "chromium is not installed; scripts/test --full installs it"))
    func theVariantPickerShowsThePickedVariantInChromium() throws {
        let workspace = try Workspace()
        let board = #"""
            { "canvas": {"width": 200, "height": 120, "scale": 1, "background": "systemBackground"},
              "collections": [{"id": "l", "role": "list", "items": [{"id": "a", "color": "systemBlue"}, {"id": "b", "color": "systemGreen"}]}],
              "events": [{"type": "press", "at": {"collection": "l", "index": 0}, "t": 0}],
              "variants": {"appearance": ["light", "dark"], "contentSize": ["L", "AX5"]} }
            """#
        try workspace.write("s/board.json", board)
        let script = try workspace.write(
            "page.js",
            """
            (async () => {
              const out = [];
              const done = () => document.body.setAttribute('data-selftest', out.join(';'));
              try {
                await studio.ready;
                await studio.open('board.json');
                const picker = document.getElementById('variant');
                out.push('shown=' + !document.getElementById('variant-picker').hidden);
                out.push('options=' + [...picker.options].map(o => o.value || 'own').join(','));
                picker.value = 'dark';
                picker.dispatchEvent(new Event('change'));
                await new Promise(resolve => setTimeout(resolve, 1500));
                const bytes = new Uint8Array(await (await fetch(document.getElementById('image').src)).arrayBuffer());
                let hash = 2166136261;
                for (const byte of bytes) { hash ^= byte; hash = Math.imul(hash, 16777619) >>> 0; }
                out.push('image=' + hash);
                out.push('line=' + document.querySelector('#events li').textContent + '|' + document.querySelector('#events li').title);
                // Recording stays on the variant shown: a press on its second cell names that cell.
                picker.value = 'dark~ax5';
                picker.dispatchEvent(new Event('change'));
                await studio.queue();
                document.getElementById('record').click();
                await studio.queue();
                out.push('recording=' + (picker.value || 'own') + ',' + studio.recording);
                const cell = JSON.parse(document.getElementById('state').textContent).collections[0].cells[1].frame;
                const image = document.getElementById('image'), stage = document.getElementById('stage');
                const box = image.getBoundingClientRect(), factor = box.width / studio.canvas.width;
                const at = { clientX: box.left + (cell[0] + cell[2] / 2) * factor, clientY: box.top + (cell[1] + cell[3] / 2) * factor, pointerId: 3, bubbles: true, isPrimary: true };
                stage.dispatchEvent(new PointerEvent('pointerdown', at));
                stage.dispatchEvent(new PointerEvent('pointerup', at));
                await studio.queue();
                const recorded = studio.scenario.events.slice(1).map(e => JSON.stringify(e.at));
                out.push('recorded=' + recorded.join(','));
                out.push('lines=' + [...document.querySelectorAll('#events li')].slice(1).map(li => li.textContent.replace(/  t .*/, '') + (li.classList.contains('at-point') ? '!' : '')).join(','));
              } catch (e) { out.push('error=' + e.message); }
              done();
              studio.path = null;
            })();
            """)
        let studio = try RunningStudio(workspace.path("s"), arguments: ["--page-script", script])
        let results = try Self.selfTest(of: studio, window: "1280,800", seconds: 30, profile: workspace.path("profile"))
        let dark = try studio.get("/api/render?path=board.json&variant=dark&step=1").body
        var hash: UInt32 = 2_166_136_261
        for byte in dark { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let line = #"press l cell 0  t 0|{"type":"press","at":{"collection":"l","index":0},"t":0}"#
        let recorded = #"{"collection":"l","index":1},{"collection":"l","index":1}"#
        #expect(
            results
                == "shown=true;options=own,ax5,dark,dark~ax5;image=\(hash);line=\(line);recording=dark~ax5,true;recorded=\(recorded);lines=press l cell 1,release l cell 1",
            "\(results)")
    }
}
