import Foundation
import TestUtilities
import Testing

/// The HTML report in a real browser: its images load with no network and its views switch.
@Suite(environmentTest) struct ReportBrowserTests {
    /// Appended to a copy of the report: exercises the page once it has loaded and writes what it
    /// saw into `data-selftest` on the body, which `--dump-dom` prints.
    static let selfTest = """
        <script>
        window.addEventListener('load', () => {
          const out = [];
          const images = [...document.images];
          out.push('images=' + images.length, 'loaded=' + images.filter(i => i.complete && i.naturalWidth > 0).length);
          const section = document.querySelector('section.fail');
          const shown = () => ['.side', '.slide', '.diff'].map(s => getComputedStyle(section.querySelector(s)).display !== 'none' ? 1 : 0).join('');
          const radios = section.querySelectorAll('input[type=radio]');
          out.push('side=' + shown());
          radios[1].click(); out.push('slider=' + shown());
          const range = section.querySelector('input[type=range]');
          range.value = 20; range.dispatchEvent(new Event('input'));
          out.push('divider=' + section.querySelector('.divider').style.left, 'clip=' + section.querySelector('.top').style.clipPath);
          radios[2].click(); out.push('diff=' + shown());
          const diff = section.querySelector('.diff img');
          const fit = diff.getBoundingClientRect().width;
          document.getElementById('zoom-2').click();
          out.push('zoom2=' + Math.round(diff.getBoundingClientRect().width * devicePixelRatio / diff.naturalWidth), 'fitted=' + (fit <= 362));
          out.push('rows=' + [...document.querySelectorAll('section h2')].map(h => h.textContent.split(' ')[0]).join(','));
          document.body.setAttribute('data-selftest', out.join(';'));
        });
        </script>
        """

    @Test(.enabled(if: chromium != nil, "chromium is not installed; scripts/test --full installs it"))
    func theReportShowsItsImagesAndSwitchesViewsInChromium() throws {
        let workspace = try Workspace()
        try workspace.write("s/a-pass.json", scenarioJSON)
        try workspace.write("s/b-fail.json", scenarioJSON)
        _ = try dropshot("check", workspace.path("s"), "--snapshots", workspace.path("g"), "--record", "missing")
        try workspace.write("s/b-fail.json", scenarioJSON.replacingOccurrences(of: "\"b\"", with: "\"bb\""))
        try workspace.write("s/c-new.json", scenarioJSON)
        try workspace.write("s/d-broken.json", "{")
        let checked = try dropshot(
            "check", workspace.path("s"), "--snapshots", workspace.path("g"), "--record", "never",
            "--report", workspace.path("report.html"), "--artifacts", workspace.path("artifacts"))
        #expect(checked.status == 2)
        let html = try String(contentsOfFile: workspace.path("report.html"), encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"), "the report needs no network")
        #expect(
            html.contains(
                "Accept every change: <code>dropshot check \(workspace.path("s")) --snapshots \(workspace.path("g")) --record failed</code>"))
        try workspace.write("selftest.html", html.replacingOccurrences(of: "</body></html>", with: Self.selfTest + "</body></html>"))

        let browser = try run(
            URL(fileURLWithPath: chromium!),
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1", "--virtual-time-budget=10000",
                "--user-data-dir=\(workspace.path("profile"))", "--dump-dom", "file://" + workspace.path("selftest.html"),
            ])
        let dom = browser.stdout
        let marker = try #require(dom.range(of: "data-selftest=\"")).upperBound
        let results = String(dom[marker...].prefix { $0 != "\"" })
        // fail: expected, actual, diff (side by side), the same two on the slider, the diff again;
        // missing: its image. All of them decoded.
        #expect(results.hasPrefix("images=7;loaded=7;"), "\(results)")
        #expect(results.contains("side=100;slider=010;divider=20%;clip=inset(0px 80% 0px 0px);diff=001"), "\(results)")
        #expect(results.contains("zoom2=2;fitted=true"), "\(results)")
        #expect(results.hasSuffix("rows=FAIL,MISSING,ERROR,PASS"), "\(results)")
    }
}
