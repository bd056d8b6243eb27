/// The documentation page `dropshot docs` writes beside its images: `index.html` (a figure per
/// image, with its title and caption) and a `README.md` fragment to paste into a project's docs.
package struct DocsPage: Sendable {
    /// One image of the page.
    public struct Figure: Sendable {
        /// The image's path relative to the page.
        public var image: String
        /// The figure's heading.
        public var title: String
        /// The sentence under it.
        public var caption: String
        /// The scenario's path relative to the page, linked from the figure when given.
        public var scenario: String?
        /// The scenario whose images these are: a scenario's figures (its variants, checkpoints,
        /// accessibility images) stand together in a grid under its name.
        public var group: String?
        /// A figure showing `image` (a path relative to the page), with the `scenario` it was
        /// rendered from, among the figures of `group`.
        public init(image: String, title: String, caption: String, scenario: String? = nil, group: String? = nil) {
            self.image = image; self.title = title; self.caption = caption; self.scenario = scenario; self.group = group
        }
    }

    /// The page's title.
    public var title: String
    /// A paragraph under the title of the README fragment.
    public var introduction: String
    /// The figures, in order.
    public var figures: [Figure]

    /// A page titled `title`, its `introduction`, then its figures.
    public init(title: String, introduction: String = "", figures: [Figure]) {
        self.title = title; self.introduction = introduction; self.figures = figures
    }

    /// The self-contained page (no scripts, no network): every figure with its caption.
    public var html: String {
        var html = """
            <!doctype html><html><head><meta charset="utf-8"><title>\(DocsPage.escape(title))</title>
            <style>body{font-family:system-ui,sans-serif;background:#f2f2f7;margin:2em}figure{display:inline-block;vertical-align:top;
            width:340px;margin:1em;background:#fff;border-radius:12px;padding:12px}img{max-width:100%}figcaption{font-size:14px}
            section.scenario{display:grid;grid-template-columns:repeat(auto-fill,minmax(364px,1fr))}section.scenario h2{grid-column:1/-1;margin:1em 1em 0}
            section.scenario figure{width:auto}</style>
            </head><body><h1>\(DocsPage.escape(title))</h1>

            """
        // A scenario with several figures (variants, checkpoints) has them in a grid under its name.
        var open: String?
        for (index, figure) in figures.enumerated() {
            if let current = open, figure.group != current {
                html += "</section>\n"
                open = nil
            }
            if open == nil, let group = figure.group, index + 1 < figures.count, figures[index + 1].group == group {
                html += "<section class=\"scenario\"><h2>\(DocsPage.escape(group))</h2>\n"
                open = group
            }
            let link = figure.scenario.map { " <a href=\"\(DocsPage.escape(DocsPage.urlPath($0)))\">scenario</a>" } ?? ""
            html +=
                "<figure><img src=\"\(DocsPage.escape(DocsPage.urlPath(figure.image)))\" alt=\"\(DocsPage.escape(figure.title))\"><figcaption><b>"
                + "\(DocsPage.escape(figure.title))</b><br>\(DocsPage.escape(figure.caption))\(link)</figcaption></figure>\n"
        }
        if open != nil { html += "</section>\n" }
        return html + "</body></html>\n"
    }

    /// The README fragment: a heading, the caption and the image per figure.
    public var markdown: String {
        var markdown = "# \(DocsPage.markdownText(title))\n\n" + (introduction.isEmpty ? "" : "\(introduction)\n\n")
        for figure in figures {
            let target = DocsPage.urlPath(figure.image)
            let title = DocsPage.markdownText(figure.title), caption = DocsPage.markdownText(figure.caption)
            markdown += "## \(title)\n\n" + (caption.isEmpty ? "" : "\(caption)\n\n") + "![\(title)](\(target))\n\n"
        }
        return markdown
    }

    /// `s` as literal Markdown text on one line: every character Markdown could read as inline
    /// syntax (link and image brackets, emphasis, code, tables, headings) is backslash-escaped, `<`, `>` and `&` are
    /// entities (no HTML tag, no autolink), a leading `-`, `+`, `=` or `1.` cannot start a list or
    /// heading, and line breaks become spaces: a title or caption adds nothing but its text.
    static func markdownText(_ s: String) -> String {
        var out = ""
        var atStart = true, leadingDigits = false
        for scalar in s.unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "#", "|", "~":
                out += "\\"
                out.unicodeScalars.append(scalar)
            case "-" where atStart, "+" where atStart, "=" where atStart, "." where leadingDigits, ")" where leadingDigits:
                out += "\\"
                out.unicodeScalars.append(scalar)
            default:
                if scalar.properties.generalCategory == .control { out += " " } else { out.unicodeScalars.append(scalar) }
            }
            leadingDigits = (atStart || leadingDigits) && ("0"..."9").contains(scalar)
            atStart = false
        }
        return out
    }

    /// A relative file path as a URL path: every byte but ASCII letters, digits, `-._~@` and `/` is
    /// percent-encoded, so no file name can end a Markdown link, open an HTML tag, or be read as a
    /// query (`?`), fragment (`#`) or entity (`&`).
    static func urlPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// `s` as HTML text or an attribute value (the snapshot report uses it too).
    package static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
