import ArgumentParser
import DropShotRaster
import DropShotRender
import DropShotSystem
import DropShotTesting
import Foundation

struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write documentation images with index.html and a README.md fragment: of your scenarios, or the built-in gallery.",
        discussion: """
            Each scenario gives NAME.png (its final state), NAME@CHECKPOINT.png per checkpoint, and with \
            "animate": true the APNG NAME.animated.png, captioned by its optional "title" and "caption" keys; a folder is searched recursively and mirrored under DIR. With no \
            scenario, the built-in gallery (PNGs, their scenarios, and the animations of the entries that move).
            """)
    @Argument(help: "Scenario files or folders of them (default: the built-in gallery).") var inputs: [String] = []
    @Option(name: .shortAndLong, help: "The directory to write into (created when missing).") var output: String
    @OptionGroup var assets: AssetOptions

    func run() throws {
        try makeDirectory(output)
        let (page, read) = inputs.isEmpty ? (try gallery(), []) : try scenarios()
        try writeOutput(Array(page.markdown.utf8), to: "\(output)/README.md", inputs: read, within: output)
        try writeOutput(Array(page.html.utf8), to: "\(output)/index.html", inputs: read, within: output)
        print("wrote \(page.figures.count) images to \(output)/ (open index.html)")
    }

    /// With `"animate": true`, writes `NAME.animated.png` (never over one of `inputs`) and returns
    /// its figure; else nil.
    func animation(of document: ScenarioDocument, named name: String, title: String, caption: String, inputs: [String]) throws -> DocsPage.Figure? {
        guard document.scenario.animate else { return nil }
        try writeAnimation(of: document, to: "\(output)/\(name).animated.png", fps: 30, scale: nil, inputs: inputs)
        return DocsPage.Figure(image: "\(name).animated.png", title: "\(title) (animated)", caption: caption, group: name)
    }

    func gallery() throws -> DocsPage {
        var figures: [DocsPage.Figure] = []
        for entry in Gallery.entries {
            // The entry read once: its variants, its own values among them (or alone when it has none).
            let variants: [ScenarioDocument], document: ScenarioDocument, png: [UInt8]
            do {
                variants = try ScenarioDocument.loadVariants(json: Array(entry.json.utf8), path: "\(entry.name).json")
                if let own = variants.first(where: { $0.variant.isEmpty }) {
                    document = own
                } else {
                    document = try ScenarioDocument.load(json: Array(entry.json.utf8), path: "\(entry.name).json")
                }
                png = try document.renderPNG()
            } catch { throw CommandFailure.badInput(error) }
            try writeOutput(png, to: "\(output)/\(entry.name).png", inputs: [], within: output)
            try writeOutput(Array(entry.json.utf8), to: "\(output)/\(entry.name).json", inputs: [], within: output)
            figures.append(
                DocsPage.Figure(
                    image: "\(entry.name).png", title: entry.title, caption: entry.caption, scenario: "\(entry.name).json", group: entry.name))
            if let animation = try animation(of: document, named: entry.name, title: entry.title, caption: entry.caption, inputs: []) {
                figures.append(animation)
            }
            // The entry's other variants and its accessibility images, named as their goldens are.
            for variant in variants {
                var images: [(file: String, title: String, png: [UInt8])] = []
                do {
                    if !variant.variant.isEmpty {
                        images.append(
                            (
                                "\(GoldenName(scenario: entry.name, variant: variant.variant)).png", "\(entry.title) (\(variant.variant))",
                                try variant.renderPNG()
                            ))
                    }
                    if variant.scenario.accessibilitySnapshot {
                        let name = GoldenName(scenario: entry.name, variant: variant.variant, accessibility: true)
                        images.append(
                            (
                                "\(name).png", "\(entry.title)\(variant.variant.isEmpty ? "" : " (\(variant.variant))"), what VoiceOver sees",
                                try variant.renderAccessibilityPNG()
                            ))
                    }
                } catch { throw CommandFailure.badInput(error) }
                for image in images {
                    try writeOutput(image.png, to: "\(output)/\(image.file)", inputs: [], within: output)
                    figures.append(
                        DocsPage.Figure(
                            image: image.file, title: image.title, caption: entry.caption, scenario: "\(entry.name).json", group: entry.name))
                }
            }
        }
        return DocsPage(
            title: "DropShot gallery",
            introduction: "Each image is rendered by `dropshot render NAME.json -o NAME.png` from the scenario beside it.",
            figures: figures)
    }

    /// The scenario files named by `inputs`, each with the name its images take (its path in its
    /// folder without `.json`, or its file name), sorted by name.
    func scenarioFiles() throws -> [(name: String, path: String)] {
        var files: [(name: String, path: String)] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CommandFailure.badInput("\(input): no such file")
            }
            if isDirectory.boolValue {
                // As under `check`: hidden folders skipped, and a link out of the folder refused by
                // its name, never read (its contents would otherwise reach an error message).
                let folders = AssetFolders(folders: [input])
                let found: [ScenarioCatalog.File]
                do { found = try ScenarioCatalog.files(in: input) } catch { throw CommandFailure.badInput(error.message) }
                for file in found {
                    if let invalid = file.invalidName {
                        throw CommandFailure.badInput(
                            "\((input as NSString).appendingPathComponent(invalid)): the file name is not valid UTF-8, so no image can be named after it; rename the file"
                        )
                    }
                    guard case .inside = folders.resolve(path: file.path) else {
                        throw CommandFailure.badInput(
                            "\(file.path): a symbolic link that leads outside \(input) (or nowhere); scenarios are read only from inside it")
                    }
                    files.append((file.name, file.path))
                }
            } else {
                files.append((((input as NSString).lastPathComponent as NSString).deletingPathExtension, input))
            }
        }
        let names = files.map(\.name)
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw CommandFailure.badInput("\(output): two scenarios would both write \(repeated).png; give them different names")
        }
        return files.sorted { $0.name < $1.name }
    }

    /// The page of the scenarios named by `inputs`, and every file they read. Every scenario is
    /// read before anything is written, so that no image written can replace any scenario's input
    /// (an item image of another scenario) and no two images share a name; then each variant is
    /// read again when drawn, so that one is held at a time.
    func scenarios() throws -> (DocsPage, [String]) {
        let files = try scenarioFiles()
        var read: [String] = [], written: [String: String] = [:]
        for file in files {
            try forEachScenarioVariant(file.path, assets: assets) { document in
                read += document.inputFiles
                for image in ScenarioCatalog.goldens(of: document, named: file.name) {
                    if let other = written.updateValue(file.path, forKey: image) {
                        throw CommandFailure.badInput("\(output): \(other) and \(file.path) would both write \(image); rename one")
                    }
                }
            }
        }
        // Every variant of every scenario, each drawn as its own figures.
        var figures: [DocsPage.Figure] = []
        for file in files {
            try forEachScenarioVariant(file.path, assets: assets) { document in
                try figures += self.figures(of: document, named: file.name, inputs: read)
            }
        }
        return (DocsPage(title: "Documentation images", figures: figures), read)
    }

    /// The figures of one variant of a scenario named `name`, their images written (never over
    /// one of `inputs`): the final state, its checkpoints, their accessibility images, and the
    /// animation of the scenario's own values.
    func figures(of document: ScenarioDocument, named name: String, inputs read: [String]) throws -> [DocsPage.Figure] {
        var figures: [DocsPage.Figure] = []
        let caption = document.scenario.caption ?? ""
        let title = (document.scenario.title ?? name) + (document.variant.isEmpty ? "" : " (\(document.variant))")
        try makeDirectory(((output as NSString).appendingPathComponent(name) as NSString).deletingLastPathComponent)
        var images: [DocsPage.Figure] = [], accessibilityImages: [DocsPage.Figure] = []
        do {
            try document.renderCheckpointPNGs { checkpoint, png in
                let image = GoldenName(scenario: name, checkpoint, variant: document.variant).fileName
                try writeOutput(png, to: "\(output)/\(image)", inputs: read, within: output)
                images.append(
                    DocsPage.Figure(
                        image: image, title: checkpoint.map { "\(title): \($0.name) (after \($0.step) events)" } ?? title,
                        caption: caption, group: name))
            }
            if document.scenario.accessibilitySnapshot {
                try document.renderAccessibilityCheckpoints { checkpoint, image in
                    let file = GoldenName(scenario: name, checkpoint, variant: document.variant, accessibility: true).fileName
                    try writeOutput(try PNGCodec.encode(image), to: "\(output)/\(file)", inputs: read, within: output)
                    accessibilityImages.append(
                        DocsPage.Figure(
                            image: file, title: "\(checkpoint.map { "\(title): \($0.name)" } ?? title), what VoiceOver sees", caption: "",
                            group: name))
                }
            }
        } catch let error as InputError { throw CommandFailure.badInput(error) }
        // The final state first, then the checkpoints in the order they were drawn; their accessibility images after them.
        figures += [images.removeLast()] + images
        if !accessibilityImages.isEmpty { figures += [accessibilityImages.removeLast()] + accessibilityImages }
        // The scenario's own values alone are animated (its variants are stills).
        if document.variant.isEmpty, let animation = try animation(of: document, named: name, title: title, caption: caption, inputs: read) {
            figures.append(animation)
        }
        return figures
    }
}
