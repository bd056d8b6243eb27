import DropShotEngine
import Foundation
import TestUtilities
import Testing

@testable import DropShotRender

/// `{@key}` looked up in the sample app's String Catalog and strings files
/// (examples/SampleApp/App), as Foundation looks them up, and their bad input.
@Suite struct StringCatalogTests {
    /// The text `{@lookup}` gives in `locale` through `catalogs` (on `device`).
    func text(_ lookup: String, _ locale: String? = nil, catalogs: String = "App/Localizable.xcstrings", device: String? = nil) throws -> String {
        let canvas = device.map { "{\"device\": \"\($0)\"}" } ?? "{\"width\": 300, \"height\": 100}"
        let json = """
            {"stringCatalogs": ["\(catalogs)"], \(locale.map { "\"locale\": \"\($0)\"," } ?? "") "canvas": \(canvas),
             "collections": [{"id": "a", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "x", "label": "{@\(lookup)}"}]}]}
            """
        let document = try ScenarioDocument.load(json: Array(json.utf8), path: AssetCatalogTests.sampleApp + "/probe.json")
        return try #require(document.scenario.collections[0].items[0].label)
    }

    @Test func englishPluralsChooseOneAndOther() throws {
        #expect(try text("%lld items|1") == "1 item")
        #expect(try text("%lld items|5") == "5 items")
    }

    @Test func arabicTakesEachOfItsSixCategories() throws {
        #expect(try text("%lld items|0", "ar") == "لا عناصر")
        #expect(try text("%lld items|1", "ar") == "عنصر واحد")
        #expect(try text("%lld items|2", "ar") == "عنصران")
        #expect(try text("%lld items|3", "ar") == "3 عناصر")
        #expect(try text("%lld items|11", "ar") == "11 عنصرًا")
        #expect(try text("%lld items|100", "ar") == "100 عنصر")
    }

    @Test func japaneseHasOtherAlone() throws {
        #expect(try text("%lld items|1", "ja") == "1 件")
    }

    @Test func substitutionsTakeTheirArgumentAndChooseTheirForm() throws {
        #expect(try text("tasks.remaining|1") == "1 task left")
        #expect(try text("tasks.remaining|3") == "3 tasks left")
        #expect(try text("tasks.remaining|2", "ar") == "المتبقي: مهمتان")
        #expect(try text("tasks.remaining|3", "ja") == "残り 3 件")
    }

    @Test func deviceVariationsFollowTheCanvasDevice() throws {
        #expect(try text("hint.drag", device: "iPhone 15") == "Touch and hold a card to move it")
        #expect(try text("hint.drag", device: "iPad") == "Drag a card with a finger or the pointer")
    }

    @Test func aMissingLocaleFallsBackToTheSourceLanguageAndAMissingKeyShowsItself() throws {
        #expect(try text("column.todo", "fr") == "To do")
        #expect(try text("no.such.key") == "no.such.key")
        // A key with no localization in the language asked is its own source text, filled.
        #expect(try text("Due %@|Friday") == "Due Friday")
        #expect(try text("Due %@|金曜日", "ja") == "期限 金曜日")
    }

    @Test func aScenarioWithCatalogsAndNoLocaleTakesTheSourceLanguage() throws {
        #expect(try text("board.title") == "Sprint 12")
    }

    @Test func fewerArgumentsThanSpecifiersNamesTheCatalog() throws {
        #expect {
            try text("tasks.remaining")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.file == AssetCatalogTests.sampleApp + "/App/Localizable.xcstrings" && error.message.contains("{@tasks.remaining} in en")
                && error.message.contains("takes at least 1 argument, and 0 are given")
        }
    }

    @Test func stringsFilesInUTF16AndUTF8() throws {
        #expect(try text("board.title", catalogs: "App/Resources") == "Sprint 12")
        #expect(try text("board.title", "ja", catalogs: "App/Resources") == "スプリント 12")
        #expect(try text("board.title", "ar", catalogs: "App/Resources") == "الدورة ١٢")
        #expect(try text("quote", catalogs: "App/Resources") == "Say \"hi\"\n\u{2192} next")
    }

    @Test func aStringsdictWinsOverStringsAndChoosesByPluralAndDevice() throws {
        #expect(try text("files.count|1", catalogs: "App/Resources") == "1 file")
        #expect(try text("files.count|4", catalogs: "App/Resources") == "4 files")
        #expect(try text("files.count|2", "ar", catalogs: "App/Resources") == "ملفان")
        #expect(try text("files.count|11", "ar", catalogs: "App/Resources") == "11 ملفًا")
        #expect(try text("hint.drag", catalogs: "App/Resources", device: "iPad") == "Drag a card")
        #expect(try text("onlyStrings", catalogs: "App/Resources") == "From the strings file")
    }

    @Test func theScenariosOwnStringsComeFirstAndTakeArguments() throws {
        let json = """
            {"stringCatalogs": ["App/Localizable.xcstrings"], "strings": {"en": {"board.title": "Own %@"}},
             "canvas": {"width": 300, "height": 100},
             "collections": [{"id": "a", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "x", "label": "{@board.title|title}"}]}]}
            """
        let document = try ScenarioDocument.load(json: Array(json.utf8), path: AssetCatalogTests.sampleApp + "/probe.json")
        #expect(document.scenario.collections[0].items[0].label == "Own title")
    }

    /// The app's texts spell numbers as `String(localized:)` does in their language; the
    /// scenario's own `strings` as `String(format:)` does.
    @Test func numbersAreSpelledInTheTextsLanguage() throws {
        #expect(try text("%lld items|1234") == "1,234 items")
        #expect(try text("%lld items|1234", "ja") == "1,234 件")
        let workspace = try Workspace()
        try workspace.write("R/de.lproj/Localizable.strings", "\"km\" = \"%.1f km, %lld Orte\";\n")
        try workspace.write("R/fa.lproj/Localizable.strings", "\"km\" = \"%.1f کیلومتر، %lld مکان\";\n")
        func label(_ locale: String, strings: String = "") throws -> String? {
            let json = """
                {"stringCatalogs": ["R"], "locale": "\(locale)", \(strings) "canvas": {"width": 100, "height": 100},
                 "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": [{"id": "x", "label": "{@km|2.5|12000}"}]}]}
                """
            return try ScenarioDocument.load(json: Array(json.utf8), path: workspace.path("s.json")).scenario.collections[0].items[0].label
        }
        #expect(try label("de") == "2,5 km, 12.000 Orte")
        #expect(try label("fa") == "۲٫۵ کیلومتر، ۱۲٬۰۰۰ مکان")
        #expect(try label("de", strings: "\"strings\": {\"de\": {\"km\": \"%.1f km, %lld Orte\"}},") == "2.5 km, 12000 Orte")
    }

    @Test func aStringsFileThatDoesNotParseNamesItsLine() throws {
        let workspace = try Workspace()
        try workspace.write("R/en.lproj/Localizable.strings", "\"a\" = \"b\";\n\"c\" \"d\";\n")
        let json = """
            {"stringCatalogs": ["R"], "canvas": {"width": 100, "height": 100},
             "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": [{"id": "x", "label": "{@a}"}]}]}
            """
        #expect {
            try ScenarioDocument.load(json: Array(json.utf8), path: workspace.path("s.json"))
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.file == workspace.path("R/en.lproj/Localizable.strings")
                && error.message.contains("line 2: expected \"=\" after the key \"c\"")
        }
    }

    @Test func anOversizedCatalogIsRefusedWithItsLimit() throws {
        let workspace = try Workspace()
        let path = workspace.path("Big.xcstrings")
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(StringCatalog.maxFileBytes + 1))
        try handle.close()
        let json = """
            {"stringCatalogs": ["Big.xcstrings"], "canvas": {"width": 100, "height": 100},
             "collections": [{"id": "a", "role": "list", "frame": [0, 0, 100, 100], "items": [{"id": "x"}]}]}
            """
        #expect {
            try ScenarioDocument.load(json: Array(json.utf8), path: workspace.path("s.json"))
        } throws: { error in
            (error as? InputError)?.message.contains("stringCatalogs[0]") == true
        }
    }
}
