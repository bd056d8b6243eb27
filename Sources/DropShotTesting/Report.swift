import DropShotRaster
import DropShotRender
import DropShotSystem
import Foundation

/// One row of a snapshot run (docs/CLI.md, "`check` rows"): a verified image, or a scenario that could
/// not be checked. Images are referred to by path; nothing here holds pixels.
public struct ReportRow: Codable, Equatable, Sendable {
    /// The statuses in the order a reviewer reads them.
    public enum Status: String, CaseIterable, Codable, Sendable {
        case fail = "FAIL"
        case missing = "MISSING"
        case error = "ERROR"
        case recorded = "RECORDED"
        case orphan = "ORPHAN"
        /// An accessibility audit finding (`check --audit`): fails the run.
        case audit = "AUDIT"
        case pass = "PASS"
    }

    /// The golden's name: the scenario's relative path, with `@checkpoint`.
    public var name: String
    /// PASS, FAIL, MISSING, RECORDED, ERROR, ORPHAN or AUDIT.
    public var status: Status
    /// One line: what happened and, for a failure, what to do about it.
    public var message: String
    /// The golden, for a failure.
    public var expectedPath: String?
    /// The render, for a failure or a missing golden.
    public var actualPath: String?
    /// The diff image, for a failure.
    public var diffPath: String?
    /// For an ERROR of a scenario's values: the file, the JSON path, the rule and the variant.
    public var inputError: InputFault?
    /// The message's own words: without the name it starts with and without the hint on
    /// recording, accepting or pruning (what the studio shows); nil where the message is all there is.
    public var detail: String?

    /// A row of the report for scenario `name`, with the images that show it.
    public init(
        name: String, status: Status, message: String, expectedPath: String? = nil, actualPath: String? = nil,
        diffPath: String? = nil, inputError: InputFault? = nil, detail: String? = nil
    ) {
        self.name = name; self.status = status; self.message = message
        self.expectedPath = expectedPath; self.actualPath = actualPath; self.diffPath = diffPath
        self.inputError = inputError; self.detail = detail
    }

    /// The row of a verified image.
    public init(_ outcome: SnapshotOutcome) {
        let status: Status =
            switch outcome.status {
            case .passed: .pass
            case .failed: .fail
            case .recorded: .recorded
            case .missing: .missing
            }
        self.init(
            name: outcome.name, status: status, message: outcome.message, expectedPath: outcome.expectedPath,
            actualPath: outcome.actualPath, diffPath: outcome.diffPath, detail: outcome.detail)
    }
}

/// A self-contained HTML report of a snapshot run: every image is embedded, once (a view that
/// shows it again refers to it, and the page's script fills it in), so the file can be
/// attached to a CI run and opened with no network. Failures come first, each viewable side by
/// side, with a slider, or as the diff; missing and recorded goldens show the rendered image;
/// errors show their reason; passing rows are listed by name only.
///
/// The file is written row by row, reading each image from disk as it goes, so memory stays flat
/// however many rows there are.
public enum SnapshotReport {
    /// The largest image embedded, in bytes.
    public static let maxImageBytes = 64 << 20

    /// Writes the report of `rows` to `path`. `acceptCommand`, when given, is shown as the command
    /// that accepts every change (e.g. `dropshot check scenarios --record failed`). Only images
    /// that are regular files inside `folders` (the run's snapshots and artifacts folders), after
    /// every link is resolved, are embedded; another shows why it is not.
    public static func write(
        _ rows: [ReportRow], to path: String, title: String = "DropShot snapshot report",
        acceptCommand: String? = nil, imagesInside folders: [String]
    ) throws {
        let owned = AssetFolders(folders: folders)
        let order = ReportRow.Status.allCases
        // By status, then by name with a scenario's variants together (`board`, `board~dark`, then `board@mid`).
        let sorted = rows.sorted {
            (order.firstIndex(of: $0.status)!, variantGroup(of: $0.name), $0.name) < (
                order.firstIndex(of: $1.status)!, variantGroup(of: $1.name), $1.name
            )
        }
        let counts = order.map { status in "\(rows.filter { $0.status == status }.count) \(status.rawValue.lowercased())" }
        let needsAccepting = rows.contains { $0.status == .fail || $0.status == .missing }
        try AtomicFile.write(to: path) { append in
            func put(_ text: String) throws { try append(Array(text.utf8)) }
            try put(header(title: title, counts: counts.joined(separator: ", "), accept: needsAccepting ? acceptCommand : nil))
            // A scenario's variants with one status sit side by side, under the scenario's name.
            var group: (status: ReportRow.Status, base: String)?
            for (index, row) in sorted.enumerated() {
                let base = variantGroup(of: row.name)
                if let open = group, open.status != row.status || open.base != base {
                    try put("</div>\n")
                    group = nil
                }
                if group == nil, row.status != .pass, row.status != .orphan,
                    index + 1 < sorted.count, sorted[index + 1].status == row.status, variantGroup(of: sorted[index + 1].name) == base
                {
                    try put("<div class=\"variants\"><h2>\(DocsPage.escape(base)): its variants</h2>\n")
                    group = (row.status, base)
                }
                try put(section(row, index: index, folders: owned))
            }
            if group != nil { try put("</div>\n") }
            try put(
                "<script>for (const img of document.querySelectorAll('img[data-same]')) img.src = document.getElementById(img.dataset.same).src;</script>\n</body></html>\n"
            )
        }
    }

    /// The name a row's variants share: its golden's name before `~` (the scenario and checkpoint).
    static func variantGroup(of name: String) -> String {
        String(name.prefix { $0 != GoldenName.variantSeparator })
    }

    /// The image at `path`, read once: as a data URL, or the reason it is not embedded; nil without a path.
    static func image(_ path: String?, folders: AssetFolders) -> Result<String, InputError>? {
        path.map { readOwnedFile($0, inside: folders, limit: maxImageBytes).map { "data:image/png;base64," + Data($0).base64EncodedString() } }
    }

    /// `image` as an `img` element with `attributes`, or a line saying why it is not there.
    static func element(_ image: Result<String, InputError>?, attributes: String = "") -> String {
        switch image {
        case let .success(url)?: "<img\(attributes) src=\"\(url)\">"
        case let .failure(error)?: "<p class=\"unavailable\">image not embedded: \(DocsPage.escape(error.description))</p>"
        case nil: "<p class=\"unavailable\">no image</p>"
        }
    }

    /// `image` shown again: an `img` element with `attributes` that takes the source of the one
    /// with id `same` when the page loads, so the data is embedded once.
    static func copy(of image: Result<String, InputError>?, same: String, attributes: String = "") -> String {
        guard case .success? = image else { return element(image) }
        return "<img\(attributes) data-same=\"\(same)\" alt=\"\">"
    }

    /// The report's style sheet and zoom script (`report-head.html`, embedded at build time).
    static let headElements = String(decoding: PackageResources.report_head_html, as: UTF8.self).trimmingCharacters(in: .newlines)

    static func header(title: String, counts: String, accept: String?) -> String {
        """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>\(DocsPage.escape(title))</title>
        \(headElements)</head><body>
        <h1>\(DocsPage.escape(title))</h1><p>\(counts)</p>
        \(accept.map { "<p class=\"accept\">Accept every change: <code>\(DocsPage.escape($0))</code></p>" } ?? "")
        <p id="toolbar">Zoom: \([("fit", 0), ("1:1", 1), ("2x", 2), ("4x", 4)].map { label, factor in
            "<label><input type=\"radio\" name=\"zoom\" id=\"zoom-\(factor)\"\(factor == 0 ? " checked" : "") onchange=\"zoom(\(factor))\"> \(label)</label>"
        }.joined(separator: " "))</p>

        """
    }

    static func section(_ row: ReportRow, index: Int, folders: AssetFolders) -> String {
        let kind = row.status.rawValue.lowercased()
        var html = "<section class=\"\(kind) show-side\" id=\"s\(index)\"><h2>\(row.status.rawValue) \(DocsPage.escape(row.message))</h2>\n"
        if row.status == .fail, row.expectedPath != nil {
            let expectedImage = image(row.expectedPath, folders: folders), actualImage = image(row.actualPath, folders: folders)
            let diffImage = image(row.diffPath, folders: folders)
            let expected = element(expectedImage, attributes: " id=\"e\(index)\""), actual = element(actualImage, attributes: " id=\"a\(index)\"")
            let diff = element(diffImage, attributes: " id=\"d\(index)\"")
            func choice(_ mode: String, _ label: String, checked: Bool = false) -> String {
                "<label><input type=\"radio\" name=\"m\(index)\"\(checked ? " checked" : "")"
                    + " onchange=\"this.closest('section').className='\(kind) show-\(mode)'\"> \(label)</label>\n"
            }
            html += "<p>" + choice("side", "side by side", checked: true) + choice("slider", "slider") + choice("diff", "diff only") + "</p>\n"
            html += """
                <div class="mode side"><div class="views"><figure>\(expected)<figcaption>expected</figcaption></figure>
                <figure>\(actual)<figcaption>actual</figcaption></figure>
                <figure>\(diff)<figcaption>diff</figcaption></figure></div></div>
                <div class="mode slide"><div class="slider">\(copy(of: expectedImage, same: "e\(index)"))\(copy(of: actualImage, same: "a\(index)", attributes: " class=\"top\""))<div class="divider"></div></div>
                <br><input type="range" min="0" max="100" value="50" style="width:360px" oninput="const s=this.parentElement;s.querySelector('.top').style.clipPath='inset(0 '+(100-this.value)+'% 0 0)';s.querySelector('.divider').style.left=this.value+'%'">
                left: actual, right: expected</div>
                <div class="mode diff">\(copy(of: diffImage, same: "d\(index)"))</div>

                """
        } else if row.status != .pass, row.actualPath != nil {
            html += element(image(row.actualPath, folders: folders)) + "\n"
        }
        return html + "</section>\n"
    }
}
