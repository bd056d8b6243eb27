import ArgumentParser
import DropShotRaster
import DropShotRender

struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write the documentation gallery: PNGs, their scenarios, index.html and README.md.")
    @Option(name: .shortAndLong, help: "The directory to write into (created when missing).") var output: String

    func run() throws {
        try makeDirectory(output)
        var markdown = "# DropShot gallery\n\nEach image is rendered by `dropshot render NAME.json -o NAME.png` from the scenario beside it.\n\n"
        var html = """
        <!doctype html><html><head><meta charset="utf-8"><title>DropShot gallery</title>
        <style>body{font-family:system-ui,sans-serif;background:#f2f2f7;margin:2em}figure{display:inline-block;vertical-align:top;
        width:340px;margin:1em;background:#fff;border-radius:12px;padding:12px}img{max-width:100%}figcaption{font-size:14px}</style>
        </head><body><h1>DropShot gallery</h1>

        """
        for entry in Gallery.entries {
            let document: ScenarioDocument
            let canvas: Canvas
            do {
                document = try ScenarioDocument.load(json: Array(entry.json.utf8), path: "\(entry.name).json")
                canvas = try document.render()
            } catch { throw CommandFailure.badInput(error) }
            try writePNG(canvas, to: "\(output)/\(entry.name).png", inputs: [])
            try writeOutput(Array(entry.json.utf8), to: "\(output)/\(entry.name).json", inputs: [])
            markdown += "## \(entry.title)\n\n\(entry.caption)\n\n![\(entry.title)](\(entry.name).png)\n\n"
            html += "<figure><img src=\"\(entry.name).png\" alt=\"\(entry.title)\"><figcaption><b>\(entry.title)</b><br>\(entry.caption)"
                + " <a href=\"\(entry.name).json\">scenario</a></figcaption></figure>\n"
        }
        html += "</body></html>\n"
        try writeOutput(Array(markdown.utf8), to: "\(output)/README.md", inputs: [])
        try writeOutput(Array(html.utf8), to: "\(output)/index.html", inputs: [])
        print("wrote \(Gallery.entries.count) states to \(output)/ (open index.html)")
    }
}
