import Foundation

/// A self-contained HTML report of snapshot outcomes: every image is embedded, so the file can be
/// attached to a CI run. Failures come first, each viewable side by side, with a slider, or as the
/// diff; recorded and missing goldens show the rendered image; passing ones are listed by name only.
public enum SnapshotReport {
    public static func html(_ outcomes: [SnapshotOutcome], title: String = "DropShot snapshot report") -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        func image(_ bytes: [UInt8]?) -> String {
            guard let bytes else { return "" }
            return "data:image/png;base64," + Data(bytes).base64EncodedString()
        }
        let order: [SnapshotOutcome.Status] = [.failed, .missing, .recorded, .passed]
        let sorted = outcomes.sorted { (order.firstIndex(of: $0.status)!, $0.name) < (order.firstIndex(of: $1.status)!, $1.name) }
        let counts = order.map { status in "\(outcomes.filter { $0.status == status }.count) \(status)" }.joined(separator: ", ")
        var html = """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>
        body{font-family:system-ui,sans-serif;margin:24px;background:#f2f2f7;color:#1c1c1e}
        section{background:#fff;border-radius:12px;padding:16px;margin:16px 0}
        h2{font-size:16px;margin:0 0 8px}.failed h2,.missing h2{color:#d70015}.recorded h2{color:#a05a00}.passed h2{color:#248a3d}
        .views{display:flex;gap:12px;flex-wrap:wrap}.views figure{margin:0}img{max-width:360px;border:1px solid #ddd;display:block}
        .slider{position:relative;display:inline-block}.slider .top{position:absolute;top:0;left:0;clip-path:inset(0 50% 0 0)}
        .mode{display:none}.show-side .side,.show-slider .slide,.show-diff .diff{display:block}
        </style></head><body>
        <h1>\(escape(title))</h1><p>\(counts)</p>

        """
        for (index, outcome) in sorted.enumerated() {
            html += "<section class=\"\(outcome.status) show-side\" id=\"s\(index)\"><h2>\(escape(outcome.message))</h2>\n"
            if outcome.expectedPNG != nil, outcome.status != .passed {
                html += """
                <p><label><input type="radio" name="m\(index)" checked onchange="this.closest('section').className='\(outcome.status) show-side'"> side by side</label>
                <label><input type="radio" name="m\(index)" onchange="this.closest('section').className='\(outcome.status) show-slider'"> slider</label>
                <label><input type="radio" name="m\(index)" onchange="this.closest('section').className='\(outcome.status) show-diff'"> diff only</label></p>
                <div class="mode side"><div class="views"><figure><img src="\(image(outcome.expectedPNG))"><figcaption>expected</figcaption></figure>
                <figure><img src="\(image(outcome.actualPNG))"><figcaption>actual</figcaption></figure>
                <figure><img src="\(image(outcome.diffPNG))"><figcaption>diff</figcaption></figure></div></div>
                <div class="mode slide"><div class="slider"><img src="\(image(outcome.expectedPNG))"><img class="top" src="\(image(outcome.actualPNG))"></div>
                <br><input type="range" min="0" max="100" value="50" style="width:360px" oninput="this.parentElement.querySelector('.top').style.clipPath='inset(0 '+(100-this.value)+'% 0 0)'">
                left: actual, right: expected</div>
                <div class="mode diff"><img src="\(image(outcome.diffPNG))"></div>

                """
            } else if outcome.status != .passed {
                html += "<img src=\"\(image(outcome.actualPNG))\">\n"
            }
            html += "</section>\n"
        }
        return html + "</body></html>\n"
    }
}
