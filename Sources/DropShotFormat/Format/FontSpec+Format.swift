/// A font file of the scenario's own (`"fonts"`) and a checkpoint (`"checkpoints"`), described
/// once: their decoding, their JSON, the schema's objects and docs/SCENARIO.md's tables.
extension FontSpec {
    static let format = FormatObject<FontSpec>(
        [
            FormatKey(
                "family", .string(nonEmpty: true), "the name labels and templates use", required: true, default: "required",
                "the name `preferredFontName`, a template text's `font` and the fallbacks know it by", read: nil,
                write: { .string($0.family) }),
            FormatKey(
                "weight", \.weight, .cases, "regular or bold", default: "`regular`",
                "`regular` or `bold`: the weight it serves (one family may list a file for each)", omittedAt: .regular),
            FormatKey(
                "file", .string(nonEmpty: true), "a TrueType or OpenType file, relative to the scenario", required: true,
                default: "required",
                "a TrueType or OpenType file (or collection) relative to the scenario, inside its folder or an `--assets` folder",
                read: nil, write: { .string($0.file) }),
            FormatKey(
                "index", .integer(min: 0, max: 255), "a collection's face by index", default: "0",
                "the face of a collection (`.ttc`) by its index, from 0",
                read: { font, value, reader throws(ScenarioError) in font.index = try reader().int(value, min: 0, max: 255) },
                write: { $0.face == nil && $0.index != 0 ? .number(Double($0.index)) : nil }),
            FormatKey(
                "face", optional: \.face, .nonEmptyString, "a collection's face by PostScript name", default: "none",
                "the face of a collection by its PostScript name (not with `index`)"),
            FormatKey(
                "instance", optional: \.instance, .nonEmptyString, "a variable font's named instance", default: "none",
                "a variable font's named instance to draw (`\"SemiBold\"`), instead of its `wght` axis at the weight"),
        ], rules: [.notBoth("index", "face")])
}

extension Checkpoint {
    static let format = FormatObject<Checkpoint>([
        FormatKey(
            "name", .string(maxLength: 100, pattern: "^[A-Za-z0-9_-][A-Za-z0-9._-]*$"),
            "the golden's name suffix (letters, digits, - _ ., not first a .)", required: true, default: "required",
            "the golden's suffix, `<scenario>@<name>.png`: A-Z a-z 0-9 - _ . (not first a .), at most 100 characters, unique",
            read: nil, write: { .string($0.name) }),
        FormatKey(
            "step", .integer(min: 0, max: Int(Int32.max)), "events applied before the picture", required: true, default: "required",
            "how many events are applied before the picture (0: the start)", read: nil, write: { .number(Double($0.step)) }),
    ])
}

extension Scenario {
    /// `"fonts": [{"family": "Noto Sans Hebrew", "weight": "bold", "file": "fonts/NotoSansHebrew-Bold.ttf"}]`.
    static func decodeFonts(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [FontSpec] {
        var fonts: [FontSpec] = []
        for (i, element) in try r.array(value).enumerated() {
            let e = r.child(i)
            let font = try FontSpec.format.decode(element, e) { members throws(ScenarioError) in
                let family = try e.child("family").string(try e.required("family", in: members))
                let file = try e.child("file").string(try e.required("file", in: members))
                if family.isEmpty { throw e.child("family").error("must not be empty") }
                if file.isEmpty { throw e.child("file").error("must not be empty") }
                if members.contains(where: { $0.key == "index" }) && members.contains(where: { $0.key == "face" }) {
                    throw e.child("face").error("give a face by its \"index\" or by its \"face\" name, not both")
                }
                return FontSpec(family: family, file: file)
            }
            if fonts.contains(where: { $0.family == font.family && $0.weight == font.weight }) {
                throw e.error("a second \(font.weight.rawValue) face of \(JSONValue.echo(font.family))")
            }
            fonts.append(font)
        }
        return fonts
    }
}
