// Writes the generated parts of the docs from the code that states them: docs/SCENARIO.md's
// tables (the format's objects, config keys, events, template elements, limits, audit rules and
// the state JSON's keys) and the preset tables of docs/SEEDS.md and docs/NATIVE.md, each between
// its `<!-- generated from NAME -->` markers, and docs/state.schema.json (the state output's JSON
// Schema).
//
//     swift run GenerateDocs           writes them (after a change to a table in the code)
//     swift run GenerateDocs --check   changes nothing; exit 1 naming each part that differs
//
// `--root DIR` works on DIR's docs/ instead of the repository's (the tests use a copy).
//
// scripts/test runs `--check`, so docs that disagree with the code fail the tests.
import DropShotEngine
import DropShotFormat
import DropShotRaster
import DropShotRender
import DropShotTesting
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let checking = arguments.contains("--check")
for (i, argument) in arguments.enumerated() where argument != "--check" && argument != "--root" && (i == 0 || arguments[i - 1] != "--root") {
    FileHandle.standardError.write(Data("GenerateDocs: unknown argument \(argument) (usage: GenerateDocs [--check] [--root DIR])\n".utf8))
    exit(2)
}
// `--root` names a folder, or the repository's docs would be rewritten when the caller meant another's.
if let flag = arguments.firstIndex(of: "--root"), !arguments.indices.contains(flag + 1) || arguments[flag + 1] == "--check" {
    FileHandle.standardError.write(Data("GenerateDocs: --root needs a folder (usage: GenerateDocs [--check] [--root DIR])\n".utf8))
    exit(2)
}
/// The folder whose docs/ is written: `--root`'s, else the repository's (above `Sources/GenerateDocs`).
let root =
    arguments.firstIndex(of: "--root").map { URL(fileURLWithPath: arguments[$0 + 1]) }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `number` with thousands separated by commas (`1,000,000`).
func grouped(_ number: Double) -> String {
    let whole = String(Int64(number))
    var out = ""
    for (i, digit) in whole.reversed().enumerated() {
        if i > 0, i % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return String(out.reversed())
}

/// docs/SCENARIO.md's Limits table, its numbers from the constants the code checks.
var limitsTable: String {
    let length = grouped(ScenarioLimits.length), coordinate = grouped(ScenarioLimits.coordinate)
    let side = CanvasSpec.maxPixelsPerSide, mebibyte = 1 << 20
    let rows: [(String, String)] = [
        (
            "canvas `width`, `height` (and `resize` sizes)",
            "over 0, at most \(length) points and \(side) pixels a side at the canvas scale (or `--scale`)"
        ),
        ("frame and delete-zone `x`, `y`; event `at`", "-\(coordinate) to \(coordinate) points"),
        (
            "frame and delete-zone `width`, `height`; `fixedCellSize` (over 0); `minInteritemSpacing`, `minLineSpacing`, `sectionInset`, `cellCornerRadius`, `titleHeight`, `sectionHeaderHeight`",
            "0 to \(length) points"
        ),
        ("`scroll` `offset`", "-\(grouped(ScenarioLimits.offset)) to \(grouped(ScenarioLimits.offset)) points (then clamped to the content)"),
        ("`itemFontSize`, `placeholderFontSize`, `titleFontSize`", "over 0, at most \(grouped(ScenarioLimits.fontSize)) points"),
        (
            "`cellWidthHeightRatio`",
            "\(JSONValue.format(ScenarioLimits.ratio.lowerBound)) to \(grouped(ScenarioLimits.ratio.upperBound))"
        ),
        ("event `t`, `longPressDurationBeforeDragging`", "0 to \(grouped(ScenarioLimits.time)) seconds"),
        ("`borderWidth`", "0 to \(grouped(ScenarioLimits.borderWidth)) points"),
        (
            "`zoom` `scale`",
            "\(JSONValue.format(ScenarioLimits.zoom.lowerBound)) to \(JSONValue.format(ScenarioLimits.zoom.upperBound)); `ghostScale` over 0 to \(JSONValue.format(ScenarioLimits.ghostScale)); `ghostAlpha` 0 to 1"
        ),
        (
            "cells (items of sources and lists, slots of targets, and sections), all collections together",
            "at most \(grouped(Double(ScenarioLimits.cells)))"
        ),
        ("the scenario file", "at most \(ScenarioDocument.maxFileBytes / mebibyte) MiB, a regular file"),
        (
            "an item image",
            "a PNG or JPEG of at most \(ImageFile.maxSide) pixels a side and \(ImageStore.maxFileBytes / mebibyte) MiB, every image checked whole when the scenario is read, drawn or not (a PNG's signature, size, each chunk's checksum, image data and IEND; a JPEG's size and all its data, read at an eighth of its size); a decode error when drawn names the item's path"
        ),
        (
            "`variants`",
            "at most \(ScenarioMatrix.maxVariants) combinations (a larger matrix is refused with its count, before its values are read); each is decoded when its turn comes, so one file's variants are never all in memory (`check` keeps decoded variants up to \(DocumentShelf.checkDefault / mebibyte) MiB of their files' bytes, each variant counted as a copy)"
        ),
        (
            "`{@key}` lookups",
            "at most \(grouped(Double(ScenarioLimits.filledText))) bytes of text in one value (\"its {@key} lookups make a text of over \(ScenarioLimits.filledText) bytes, the limit of one text\") and \(ScenarioLimits.lookedUpTotal / mebibyte) MiB in all of one variant's values (\"the {@key} lookups make over \(ScenarioLimits.lookedUpTotal) bytes of text in all, the limit of one variant\")"
        ),
        (
            "filled texts: a template's or an accessibility key's `{field}`s, an action phrase's `{name}`s",
            "at most \(grouped(Double(ScenarioLimits.filledText))) bytes in one text, checked before it is made (\"… make a text of N bytes, over \(ScenarioLimits.filledText), the limit of one text\", naming the item); \(ScenarioLimits.filledTotal / mebibyte) MiB in all of one variant: its templates' texts for every item when the scenario is read, the accessibility elements' texts of each state when they are made (`state --accessibility`, `audit`, accessibility goldens: \"… make over \(ScenarioLimits.filledTotal) bytes in all, the limit of one variant\")"
        ),
        ("a locale tag", "none spelled `xs`, `xl`, `xxl`, `ltr` or `rtl` (golden names spell sizes and directions so)"),
        (
            "the accessibility legend",
            "eight custom actions an element, then \"… and N more\"; a list item's \"Move before\" / \"Move after\" or \"Swap with\" actions at most \(3 + 2 * Arena.moveReach) (the top, \(Arena.moveReach == 4 ? "four" : String(Arena.moveReach)) places either way, the end); entries in columns of \(Renderer.legendColumnHeight) px (beside the screen: its height when taller) side by side up to \(side) px, then \"… and N more elements\"; `check` counts the image's largest size (\(side) px wide) in its pixel budget; an image over \(side) px a side is refused before it is drawn (\"the accessibility image would be W x H px, over the limit of \(side) px a side\")"
        ),
        (
            "an animation (`animate`, `docs` with `\"animate\": true`)",
            "at most \(grouped(Double(Animation.maxFrames))) frames (times x fps) of at most \(Animation.maxFrameSide) x \(Animation.maxFrameSide) pixels (an animation holds several frames at once), refused before drawing"
        ),
    ]
    return (["| what | range |", "|---|---|"] + rows.map { "| \($0.0) | \($0.1) |" }).joined(separator: "\n")
}

/// Each generated table by the name its markers give.
let tables = FormatDocumentation.tables + [("ScenarioLimits", limitsTable), ("StateFormat.shape", StateFormat.documentationTable)]

/// `document` with each table between its markers; the names of tables it has no markers for
/// are in `missing`.
func write(_ tables: [(name: String, markdown: String)], into document: String) -> (text: String, missing: [String]) {
    var text = document
    var missing: [String] = []
    for (name, table) in tables {
        let start = "<!-- generated from \(name): edit the table there -->\n", end = "<!-- end of generated table -->"
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else {
            missing.append(name)
            continue
        }
        text.replaceSubrange(from.upperBound..<to.lowerBound, with: table + "\n")
    }
    return (text, missing)
}

/// Each document with generated tables, and its tables.
let documents: [(file: String, tables: [(name: String, markdown: String)])] = [
    ("docs/SCENARIO.md", tables),
    ("docs/SEEDS.md", [("Behaviour.seeds", Behaviour.presetTable(Behaviour.seeds))]),
    ("docs/NATIVE.md", [("Behaviour.natives", Behaviour.presetTable(Behaviour.natives))]),
]
let stateSchema = root.appendingPathComponent("docs/state.schema.json")
do {
    var written: [(url: URL, text: String)] = []
    var unmarked: [String] = [], stale: [String] = []
    for (file, tables) in documents {
        let url = root.appendingPathComponent(file)
        let current = try String(contentsOf: url, encoding: .utf8)
        let (text, missing) = write(tables, into: current)
        // Markers a table has none of are for a person to add; a differing part is written.
        unmarked += missing.map { "\(file) has no markers for the table \($0)" }
        if text != current { stale.append("\(file)'s generated tables differ from the code's") }
        written.append((url, text))
    }
    let schema = String(decoding: StateFormat.schema.serializedUTF8() + [0x0A], as: UTF8.self)
    if (try? String(contentsOf: stateSchema, encoding: .utf8)) != schema { stale.append("docs/state.schema.json differs from StateFormat's schema") }
    for line in unmarked { FileHandle.standardError.write(Data("GenerateDocs: \(line)\n".utf8)) }
    if checking {
        for line in stale { FileHandle.standardError.write(Data("GenerateDocs: \(line) (`swift run GenerateDocs` writes them)\n".utf8)) }
        if !unmarked.isEmpty || !stale.isEmpty { exit(1) }
    } else {
        guard unmarked.isEmpty else { exit(1) }
        for (url, text) in written { try text.write(to: url, atomically: true, encoding: .utf8) }
        try schema.write(to: stateSchema, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("GenerateDocs: \(error)\n".utf8))
    exit(2)
}
