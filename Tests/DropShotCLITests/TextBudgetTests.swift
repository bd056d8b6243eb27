import Foundation
import TestUtilities
import Testing

/// Every text a file fills is bounded, per text and per variant (issue "trust, seventh pass",
/// points 1 and 2; docs/SCENARIO.md, "Limits"): a small file cannot multiply itself into
/// gigabytes through `{name}` or `{field}` copies. Each case exits 2 with one line naming the
/// file and the path, quickly and within memory.
@Suite struct TextBudgetTests {
    /// A list of `count` items whose labels are `label` long, in swap mode.
    func list(count: Int, label: Int, extra: String = "", template: String = "") -> String {
        let name = String(repeating: "n", count: label)
        let items = (0..<count).map { #"{"id": "i\#($0)", "label": "\#(name)"}"# }.joined(separator: ", ")
        return """
            { "canvas": {"width": 300, "height": 400, "scale": 1}, \(extra)
              "config": { "rearrange": "swap", "fixedCellSize": [280, 20] \(template) },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 300, 400], "items": [\(items)] } ] }
            """
    }

    /// 12 items of 4,166-character labels and a `swapWith` phrase of 8,333 `{name}`: each action
    /// would be 35 MB (the audit aborted at about 2 GB).
    @Test func anActionPhraseThatMultipliesItsNameIsRefused() throws {
        let workspace = try Workspace()
        let phrase = String(repeating: "{name}", count: 8_333)
        let file = try workspace.write(
            "phrases.json", list(count: 12, label: 4_166, extra: #""locale": "en", "strings": {"en": {"accessibility.swapWith": "\#(phrase)"}},"#))
        for arguments in [["state", file, "--accessibility"], ["audit", file]] {
            let run = try dropshot(arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(
                lines.count == 1 && lines[0].contains(file) && lines[0].contains("collections[0].items[")
                    && lines[0].contains("the limit of one text"))
        }
    }

    /// Many actions that each stay under a text's limit still may not add up past a variant's.
    @Test func actionTextsAddUpToAVariantsLimit() throws {
        let workspace = try Workspace()
        let phrase = String(repeating: "{name}", count: 15)
        let file = try workspace.write(
            "many.json", list(count: 300, label: 4_000, extra: #""locale": "en", "strings": {"en": {"accessibility.swapWith": "\#(phrase)"}},"#))
        let run = try dropshot("state", file, "--accessibility")
        #expect(run.status == 2 && run.stderr.contains("bytes in all, the limit of one variant") && run.stderr.contains(file), "\(run.stderr)")
    }

    /// A template text of 8,333 `{label}` over 12 items of 4,166 characters (`check --record all`
    /// aborted at 3.4 GB): refused when read, naming the template and the item.
    @Test func aTemplateTextThatMultipliesAFieldIsRefused() throws {
        let workspace = try Workspace()
        let text = String(repeating: "{label}", count: 8_333)
        let file = try workspace.write("template.json", list(count: 12, label: 4_166, template: #", "cell": {"text": "\#(text)"}"#))
        let run = try dropshot("render", file, "-o", workspace.path("out.png"))
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("cell.text") && run.stderr.contains("\"i0\"") && run.stderr.contains("the limit of one text"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out.png")))
        // Texts under the limit one by one, over it together.
        let many = try workspace.write("many.json", list(count: 2_200, label: 4_000, template: #", "cell": {"text": "{label} {label}"}"#))
        let total = try dropshot("render", many, "-o", workspace.path("out.png"))
        #expect(total.status == 2 && total.stderr.contains("bytes in all, the limit of one variant"), "\(total.stderr)")
    }

    /// Ordinary files are untouched: a label of 4,000 characters, a phrase with one name.
    @Test func ordinaryTextsPass() throws {
        let workspace = try Workspace()
        let file = try workspace.write("fine.json", list(count: 12, label: 4_000, template: #", "cell": {"text": "{label}"}"#))
        #expect(try dropshot("state", file, "--accessibility").status == 0)
    }
}
