import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation
import Testing

/// A scenario's own `fonts`, the fallback chain, and the error for a character no font has.
@Suite struct ScenarioFontTests {
    /// A fresh folder holding `files` (name: bundled font file to copy) and `s.json` with `json`.
    func folder(_ json: String, fonts files: [String: String] = [:]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        for (name, bundled) in files {
            try FileManager.default.copyItem(atPath: FontLibrary.directory + "/" + bundled, toPath: folder + "/fonts/" + name)
        }
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
        return folder + "/s.json"
    }

    func scenario(label: String, fonts: String = "", font: String = "Helvetica-Bold") -> String {
        """
        { "canvas": {"width": 200, "height": 100, "scale": 1}, \(fonts)
          "config": { "fixedCellSize": [200, 100], "preferredFontName": "\(font)", "itemFontSize": 30 },
          "collections": [ { "id": "l", "role": "list", "items": [ {"id": "a", "label": "\(label)", "color": "#FFFFFF"} ] } ] }
        """
    }

    @Test func aCharacterNoFontHasIsAnErrorWithItsPathAndCodePoint() throws {
        let path = try folder(scenario(label: "Hi 한"))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let error = #expect(throws: InputError.self) { try ScenarioDocument.load(path) }
        #expect(
            error?.message.hasPrefix("collections[0].items[0].label: \"한\" (U+D55C) is in no font (the scenario's fonts: none; bundled: ") == true,
            "\(String(describing: error))")
        #expect(error?.message.hasSuffix("add a font that has it to \"fonts\"") == true)
    }

    /// A family the scenario gives only some faces of serves those: a bold-only family draws
    /// bold text, and asking it for regular says which faces it has.
    @Test func aBoldOnlyFamilyServesBoldText() throws {
        let fonts = ##""fonts": [ {"family": "Cantarell", "weight": "bold", "file": "fonts/cantarell-bold.ttf"} ],"##
        let files = ["cantarell-bold.ttf": "DejaVuSans-Bold.ttf"]
        let regular = try folder(scenario(label: "Hi", fonts: fonts, font: "Cantarell"), fonts: files)
        defer { try? FileManager.default.removeItem(atPath: (regular as NSString).deletingLastPathComponent) }
        let error = #expect(throws: InputError.self) { try ScenarioDocument.load(regular) }
        #expect(
            error?.message
                == #"config.preferredFontName: font "Cantarell" has no regular face (the scenario gives its bold face: name "Cantarell-Bold", or add a regular file to "fonts")"#,
            "\(String(describing: error))")
        // Labels asked in bold (itemFontWeight), and the bold face by its name, draw with it.
        let boldLabels = scenario(label: "Hi", fonts: fonts, font: "Cantarell").replacingOccurrences(
            of: #""itemFontSize": 30"#, with: #""itemFontSize": 30, "itemFontWeight": "bold""#)
        for json in [boldLabels, scenario(label: "Hi", fonts: fonts, font: "Cantarell-Bold")] {
            let path = try folder(json, fonts: files)
            defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
            let document = try ScenarioDocument.load(path)
            #expect(try document.renderer().fonts.chain(named: "Cantarell", bold: true).primary.path.hasSuffix("cantarell-bold.ttf"))
            _ = try document.render()
        }
    }

    /// Issue "trust, fifth pass", point 4: a bold-only family as `preferredFontName` and a
    /// template text in another family at regular weight draw; a text without a `font` at the
    /// weight the family lacks is refused with its path; decorations' texts take the top-level
    /// `preferredFontName`, and a badge takes a `font`.
    @Test func templateTextsAndDecorationsUseTheFamilyTheyAreGiven() throws {
        let fonts =
            ##""fonts": [ {"family": "Inter", "weight": "bold", "file": "fonts/Inter-Bold.ttf"}, {"family": "InterText", "file": "fonts/InterText.ttf"} ],"##
        let files = ["Inter-Bold.ttf": "DejaVuSans-Bold.ttf", "InterText.ttf": "NotoSansJP-Subset-Regular.otf"]
        func board(text: String, decoration: String = #"{"text": "Today"}"#, preferred: String = "Inter-Bold") -> String {
            """
            { "canvas": {"width": 240, "height": 200, "scale": 1}, \(fonts)
              "config": { "fixedCellSize": [120, 85], "preferredFontName": "\(preferred)" },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 240, 100],
                "cell": {"stack": {"children": [\(text)]}}, "items": [ {"id": "a", "fields": {"title": "Hello"}} ] } ],
              "decorations": [ {"frame": [0, 120, 240, 80], "cell": {"stack": {"children": [\(decoration)]}}} ] }
            """
        }
        let path = try folder(board(text: #"{"text": {"text": "{title}", "font": "InterText", "weight": "regular"}}"#), fonts: files)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        _ = try ScenarioDocument.load(path).render()
        // Without a font, a regular text asks the bold-only family for a face it lacks: refused with its path.
        try Data(board(text: #"{"text": {"text": "{title}", "weight": "regular"}}"#).utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: InputError.self) { try ScenarioDocument.load(path) }
        #expect(
            error?.message
                == #"collections[0].cell (a text without "font" is drawn in preferredFontName's family): font "Inter-Bold" has no regular face (the scenario gives its bold face: name "Inter-Bold", or add a regular file to "fonts")"#,
            "\(String(describing: error))")
        // The decoration's text is drawn in the top-level family: another family draws other pixels.
        func decorationPixels(_ json: String) throws -> [UInt8] {
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            let image = try ScenarioDocument.load(path).render()
            return Array(image.pixels[(120 * image.width * 4)...])
        }
        let text = #"{"text": {"text": "{title}", "font": "InterText"}}"#
        #expect(try decorationPixels(board(text: text)) != decorationPixels(board(text: text, preferred: "NotoSansJP-Bold")))
        // A badge in the family it names, else in preferredFontName's.
        let badge = #"{"badge": "Today"}"#, badgeInFont = #"{"badge": {"text": "Today", "font": "InterText"}}"#
        #expect(try decorationPixels(board(text: text, decoration: badge)) != decorationPixels(board(text: text, decoration: badgeInFont)))
    }

    /// A collection file (`.ttc`) gives the face asked by index or PostScript name. The fixture
    /// holds two subset faces: 0 DejaVuSans ("Hi"), 1 NotoSansDevanagari-Regular ("Hiकख").
    @Test func aCollectionsFaceIsChosenByIndexOrName() throws {
        let ttc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/two-faces.ttc").path
        func load(_ entry: String) throws -> ScenarioDocument {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-ttc-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: ttc, toPath: folder + "/fonts/two.ttc")
            try Data(scenario(label: "Hi", fonts: #""fonts": [ {"family": "Two", "file": "fonts/two.ttc"\#(entry)} ],"#, font: "Two").utf8)
                .write(to: URL(fileURLWithPath: folder + "/s.json"))
            return try ScenarioDocument.load(folder + "/s.json")
        }
        let ka = Unicode.Scalar(0x915)!
        #expect(try !load("").fonts.faces[0].font.covers(ka), "face 0 by default")
        #expect(try load(#", "index": 1"#).fonts.faces[0].font.covers(ka))
        #expect(try load(#", "face": "NotoSansDevanagari-Regular""#).fonts.faces[0].font.covers(ka))
        for (entry, message) in [
            (
                #", "face": "Nope""#,
                #"fonts[0].face: "Nope" is not a face of "fonts/two.ttc" (its faces: 0: DejaVuSans, 1: NotoSansDevanagari-Regular)"#
            ),
            (#", "index": 2"#, #"fonts[0].index: 2 is past the faces of "fonts/two.ttc" (its faces: 0: DejaVuSans, 1: NotoSansDevanagari-Regular)"#),
            (#", "index": 1, "face": "DejaVuSans""#, #"fonts[0].face: give a face by its "index" or by its "face" name, not both"#),
        ] {
            let error = #expect(throws: InputError.self) { try load(entry) }
            #expect(error?.message == message, "\(String(describing: error))")
        }
    }

    /// A variable font draws the instance its entry asks for: the `wght` axis at the face's weight
    /// (bold is wider and heavier than regular, from the same file), or a named instance. The
    /// fixture (Tools/variable-font-fixture.py) has boxes whose stems and advances grow with `wght`.
    @Test func aVariableFontDrawsTheWeightItsEntryAsks() throws {
        let vf = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fonts/Stems-VF.ttf").path
        func render(_ entries: String, font: String) throws -> (ink: Int, columns: Int) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-vf-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: vf, toPath: folder + "/fonts/stems.ttf")
            let json = scenario(label: "IHo IHo", fonts: "\"fonts\": [\(entries)],", font: font)
                .replacingOccurrences(of: ##""color": "#FFFFFF""##, with: ##""color": "#FFFFFF", "textColor": "#000000""##)
            try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
            let image = try ScenarioDocument.load(folder + "/s.json").render()
            var ink = 0
            var columns = Set<Int>()
            for y in 0..<image.height { for x in 0..<image.width where image[x, y].r < 128 { ink += 1; columns.insert(x) } }
            return (ink, columns.count)
        }
        let both = #"{"family": "Stems", "file": "fonts/stems.ttf"}, {"family": "Stems", "weight": "bold", "file": "fonts/stems.ttf"}"#
        let regular = try render(both, font: "Stems"), bold = try render(both, font: "Stems-Bold")
        #expect(bold.ink > regular.ink * 5 / 4 && bold.columns > regular.columns, "bold \(bold), regular \(regular)")
        // The default instance is the regular one; "Black" (900) is heavier than bold (700).
        #expect(try render(#"{"family": "Stems", "file": "fonts/stems.ttf"}"#, font: "Stems") == regular)
        let black = try render(#"{"family": "Stems", "instance": "Black", "file": "fonts/stems.ttf"}"#, font: "Stems")
        #expect(black.ink > bold.ink, "black \(black), bold \(bold)")
        // An instance the font lacks is an error that lists its instances; a static font has none.
        let error = #expect(throws: InputError.self) {
            try render(#"{"family": "Stems", "instance": "Heavy", "file": "fonts/stems.ttf"}"#, font: "Stems")
        }
        #expect(
            error?.message == #"fonts[0].instance: "Heavy" is not an instance of "fonts/stems.ttf" (its instances: Thin, Regular, Bold, Black)"#,
            "\(String(describing: error))")
        let path = try folder(
            scenario(label: "Hi", fonts: #""fonts": [{"family": "D", "instance": "Bold", "file": "fonts/d.ttf"}],"#, font: "D"),
            fonts: ["d.ttf": "DejaVuSans.ttf"])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let staticError = #expect(throws: InputError.self) { try ScenarioDocument.load(path) }
        #expect(staticError?.message == #"fonts[0].instance: "Bold" is not an instance of "fonts/d.ttf" (it is not a variable font)"#)
    }

    @Test func theScenariosFontsComeBeforeTheBundledOnes() throws {
        // "Deva" is Noto Sans Devanagari under a name of the scenario's: as preferredFontName it
        // draws Devanagari itself; the Latin it lacks falls back on the bundled DejaVu.
        let fonts =
            ##""fonts": [ {"family": "Deva", "file": "fonts/deva.ttf"}, {"family": "Deva", "weight": "bold", "file": "fonts/deva-bold.ttf"} ],"##
        let path = try folder(
            scenario(label: "कa", fonts: fonts, font: "Deva"),
            fonts: ["deva.ttf": "NotoSansDevanagari-Regular.ttf", "deva-bold.ttf": "NotoSansDevanagari-Bold.ttf"])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let document = try ScenarioDocument.load(path)
        #expect(document.fonts.faces.map(\.spec.family) == ["Deva", "Deva"])
        let chain = try document.fonts.chain(named: "Deva")
        #expect(chain.primary.path.hasSuffix("fonts/deva.ttf"))
        #expect(try document.fonts.chain(named: "Deva", bold: true).primary.path.hasSuffix("fonts/deva-bold.ttf"))
        #expect(chain.fonts.contains { $0.path.hasSuffix("DejaVuSans.ttf") })
        // The picture: the same as drawing with the bundled Noto Sans Devanagari under its own name.
        let bundled = try folder(scenario(label: "कa", font: "NotoSansDevanagari"))
        defer { try? FileManager.default.removeItem(atPath: (bundled as NSString).deletingLastPathComponent) }
        #expect(try document.render().pixels == ScenarioDocument.load(bundled).render().pixels)
    }

    @Test func aBoldLabelKeepsItsWeightInScriptsItsFontLacks() throws {
        // The scenario adds a regular-only family that draws Devanagari; a bold label in DejaVu
        // (which has no Devanagari) must fall back on the bundled bold Devanagari, not on the
        // scenario's regular face: the weight asked for comes before the family.
        let fonts = ##""fonts": [ {"family": "Deva", "file": "fonts/deva.ttf"} ],"##
        let path = try folder(
            scenario(label: "कa", fonts: fonts),
            fonts: ["deva.ttf": "NotoSansDevanagari-Regular.ttf"])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let document = try ScenarioDocument.load(path)
        let chain = try document.fonts.chain(named: "Helvetica-Bold").fonts.map { ($0.path as NSString).lastPathComponent }
        #expect(chain.firstIndex(of: "NotoSansDevanagari-Bold.ttf")! < chain.firstIndex(of: "deva.ttf")!, "\(chain)")
        let withoutOwnFonts = try folder(scenario(label: "कa"))
        defer { try? FileManager.default.removeItem(atPath: (withoutOwnFonts as NSString).deletingLastPathComponent) }
        #expect(try document.render().pixels == ScenarioDocument.load(withoutOwnFonts).render().pixels)
    }

    @Test func colourEmojiAreDrawnInTheirOwnColours() throws {
        // A CBDT subset of Noto Color Emoji (the test's fixture): ☕ and 😀 take it over DejaVu's
        // monochrome ones, as emoji shown as emoji by default; the label's text stays black.
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fonts/NotoColorEmoji-Subset.ttf")
            .path
        let path = try folder(
            #"""
            { "canvas": {"width": 240, "height": 100, "scale": 1}, "fonts": [ {"family": "Emoji", "file": "fonts/emoji.ttf"} ],
              "config": { "fixedCellSize": [240, 100], "itemFontSize": 40 },
              "collections": [ { "id": "l", "role": "list", "items": [ {"id": "a", "label": "😀 ok", "color": "#FFFFFF", "textColor": "#000000"} ] } ] }
            """#)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try FileManager.default.copyItem(atPath: fixture, toPath: (path as NSString).deletingLastPathComponent + "/fonts/emoji.ttf")
        let document = try ScenarioDocument.load(path)
        let emoji = try #require(document.fonts.faces.first?.font)
        #expect(emoji.hasColorBitmaps && !emoji.hasOutlines)
        let image = try document.render()
        var yellow = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel: PremultipliedColor = image[x, y]
                if pixel.r > 200 && pixel.g > 140 && pixel.b < 90 { yellow += 1 }
            }
        }
        #expect(yellow > 200, "the smiley's yellow face: \(yellow) pixels")
        // The same pixels every time (integer scaling of the bitmap strike).
        #expect(try document.render().pixels == image.pixels)
        // Another scale scales the strike again.
        #expect(try document.render(scale: 2).width == 480)
    }

    /// The emoji fixture with the size its colour strike claims (CBLC's first BitmapSize record's
    /// ppemX and ppemY) replaced by `ppem`, as a broken or hostile font would have it.
    func emojiFont(claimingStrikeSize ppem: UInt8) throws -> [UInt8] {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fonts/NotoColorEmoji-Subset.ttf")
        var font = [UInt8](try Data(contentsOf: fixture))
        func u16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        let tables = u16(4)
        let record = try #require((0..<tables).map { 12 + 16 * $0 }.first { font[$0..<$0 + 4].elementsEqual("CBLC".utf8) })
        let cblc = u32(record + 8)
        font[cblc + 8 + 44] = ppem  // ppemX
        font[cblc + 8 + 45] = ppem  // ppemY
        return font
    }

    @Test(arguments: [1, 3] as [UInt8])
    func aColourStrikeWithAFalseSizeIsScaledFromItsBitmaps(_ ppem: UInt8) throws {
        // A strike claiming size 1 would scale a 136-pixel glyph to 40 times its size per point
        // (gigabytes); the bitmaps' own height is taken as the strike's size instead. (FreeType
        // itself refuses a strike of size 0: the font is then an error naming its file.)
        let path = try folder(
            #"""
            { "canvas": {"width": 240, "height": 100, "scale": 1}, "fonts": [ {"family": "Emoji", "file": "fonts/emoji.ttf"} ],
              "config": { "fixedCellSize": [240, 100], "itemFontSize": 40 },
              "collections": [ { "id": "l", "role": "list", "items": [ {"id": "a", "label": "😀 ok", "color": "#FFFFFF", "textColor": "#000000"} ] } ] }
            """#)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try Data(try emojiFont(claimingStrikeSize: ppem)).write(
            to: URL(fileURLWithPath: (path as NSString).deletingLastPathComponent + "/fonts/emoji.ttf"))
        let image = try ScenarioDocument.load(path).render()
        var yellow = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel: PremultipliedColor = image[x, y]
                if pixel.r > 200 && pixel.g > 140 && pixel.b < 90 { yellow += 1 }
            }
        }
        #expect(yellow > 200 && yellow < 40 * 40, "a smiley about 40 points tall: \(yellow) yellow pixels")
    }

    @Test func aFlagIsDrawnInColourAndEveryRegionalIndicatorRenders() throws {
        // libunibreak 1.1 aborted the process (SIGABRT) on any regional indicator; the flags now come
        // from the colour font as one glyph each, and a lone or unpaired indicator renders too.
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fonts/NotoColorEmoji-Flags.ttf")
            .path
        func render(_ label: String) throws -> Canvas {
            let path = try folder(
                #"""
                { "canvas": {"width": 200, "height": 100, "scale": 1}, "fonts": [ {"family": "Noto Color Emoji", "file": "fonts/emoji.ttf"} ],
                  "config": { "fixedCellSize": [200, 100], "itemFontSize": 40 },
                  "collections": [ { "id": "s", "role": "list", "items": [ {"id": "jp", "label": "\#(label)", "color": "#FFFFFF"} ] } ] }
                """#)
            defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
            try FileManager.default.copyItem(atPath: fixture, toPath: (path as NSString).deletingLastPathComponent + "/fonts/emoji.ttf")
            return try ScenarioDocument.load(path).render()
        }
        let flag = try render("🇯🇵")
        var red = 0
        for y in 0..<flag.height {
            for x in 0..<flag.width {
                let pixel: PremultipliedColor = flag[x, y]
                if pixel.r > 180 && pixel.g < 60 && pixel.b < 80 { red += 1 }
            }
        }
        #expect(red > 50, "the red disc of the Japanese flag: \(red) pixels")
        // Two flags in a row and one cut short: a picture, never a signal.
        _ = try render("🇯🇵🇫🇷🇯")
    }

    @Test func badFontsNameTheirPath() throws {
        let cases: [(String, String)] = [
            (##""fonts": [ {"family": "X", "file": "../outside.ttf"} ],"##, "fonts[0].file: \"../outside.ttf\" is outside the scenario's folder"),
            (##""fonts": [ {"family": "X", "file": "fonts/none.ttf"} ],"##, "fonts[0].file: cannot read \"fonts/none.ttf\""),
            (##""fonts": [ {"family": "X", "file": "s.json"} ],"##, "fonts[0].file: \"s.json\" is not a font"),
            (##""fonts": [ {"file": "a.ttf"} ],"##, "fonts[0].family: missing required key"),
            (##""fonts": [ {"family": "X", "file": "a.ttf", "weight": "heavy"} ],"##, "fonts[0].weight"),
        ]
        for (fonts, expected) in cases {
            let path = try folder(scenario(label: "a", fonts: fonts))
            defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
            let error = #expect(throws: InputError.self) { try ScenarioDocument.load(path) }
            #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
        }
        let unknown = try folder(scenario(label: "a", font: "Nope"))
        defer { try? FileManager.default.removeItem(atPath: (unknown as NSString).deletingLastPathComponent) }
        #expect(throws: InputError.self) { try ScenarioDocument.load(unknown) }
    }
}
