import Testing

@testable import DropShotEngine
@testable import DropShotFormat
@testable import DropShotRender

/// A screen built in Swift per variant (`VariantEnvironment`, the template builder) is the value
/// its file's variants decode to: colour names at the appearance, text styles at the content
/// size, frames of edges on the device, strings in the locale.
@Suite struct VariantEnvironmentTests {
    /// The kanban board of gallery 28, written in Swift for one of its variants.
    func kanbanBoard(_ variant: ScenarioVariant) throws -> Scenario {
        let env = try VariantEnvironment(
            variant,
            colors: [
                "paper": ColorSet(light: "#FFFFFF", dark: "#2C2C2E"), "sky": ColorSet(light: "#E8F0FE", dark: "#1B2A44"),
                "sand": ColorSet(light: "#FFF4E5", dark: "#3D2C14"), "lilac": ColorSet(light: "#F3E8FF", dark: "#33214A"),
                "mint": ColorSet(light: "#E7F6EC", dark: "#173A24"), "badge": ColorSet(light: "#3A3A3C", dark: "#636366"),
                "doneTitle": ColorSet(light: "#248A3D", dark: "#30D158"),
            ])
        // At accessibility sizes the cards grow with their text, as the file's override says.
        let big = env.contentSize.isAccessibility
        let card = try CellTemplate.vstack(spacing: 2, alignment: .leading, padding: TemplateInsets(8)) {
            CellTemplate.text("{label}", size: env.size(.footnote), weight: .bold, alignment: .leading, lines: 0)
            CellTemplate.text("{subtitle}", style: .caption2, in: env, alignment: .leading, lines: 2)
            CellTemplate.spacer()
            try CellTemplate.hstack {
                CellTemplate.spacer()
                CellTemplate.badge("{assignee}", color: try env.color("badge"), size: env.size(10, relativeTo: .caption2))
            }
        }
        let doneTitle = try env.color("doneTitle")
        var board = try Scenario(
            environment: env, canvas: CanvasSpec(width: 390, height: 520, scale: 2, background: try env.color("systemBackground")),
            config: {
                $0.layout.fixedCellSize = Size(114, 80)
                $0.layout.minLineSpacing = 8
                $0.layout.sectionInset = EdgeInsets(top: 2, left: 4, bottom: 6, right: 4)
                $0.look.titleFontSize = env.size(.subheadline)
                $0.layout.lineAlignment = .leading
                $0.look.cellCornerRadius = 10
                $0.look.listBackgroundColor = try env.color("systemGroupedBackground")
                if big {
                    $0.layout.cellSizing = .fit
                    $0.layout.titleHeight = 60
                }
            }
        ) {
            try ScenarioCollection("todo", role: .list, frame: Rect(4, 8, 122, 504), title: "To do", cell: card) {
                ItemSpec(
                    id: "login", label: "Login page", color: try env.color("paper"),
                    fields: ["subtitle": "Email, password, a forgot link and sign in with Apple", "assignee": "AK"], size: Size(114, big ? 330 : 96))
                ItemSpec(id: "search", label: "Search", color: try env.color("sky"), fields: ["subtitle": "Results as you type", "assignee": "MB"])
                ItemSpec(
                    id: "cart", label: "Cart", color: try env.color("sand"), fields: ["subtitle": "Quantities", "assignee": "JS"],
                    size: Size(114, big ? 160 : 64))
            }
            try ScenarioCollection("doing", role: .list, frame: Rect(134, 8, 122, 504), title: "Doing", cell: card) {
                ItemSpec(
                    id: "icons", label: "App icons", color: try env.color("lilac"),
                    fields: ["subtitle": "Every size for the store", "assignee": "AK"])
            }
            try ScenarioCollection("done", role: .list, frame: Rect(264, 8, 122, 504), title: "Done", cell: card) {
                ItemSpec(id: "onboard", label: "Onboarding", color: try env.color("mint"), fields: ["subtitle": "Three screens", "assignee": "MB"])
            }.config { $0.look.titleColor = doneTitle }
        } steps: {
            // At accessibility sizes the card's centre lies below the column's visible area: the
            // press takes its visible part.
            ScenarioStep.press(.cell("todo", 1, offset: big ? Point(0, -40) : Point(0, 0)))
            ScenarioStep.move(.cell("done", 0, offset: Point(0, 50)), after: 0.5)
        }
        board.accessibilitySnapshot = true
        return board
    }

    @Test(arguments: [
        ScenarioVariant.own, ScenarioVariant(appearance: .dark), ScenarioVariant(contentSize: .accessibility3),
        ScenarioVariant(appearance: .dark, contentSize: .accessibility3),
    ])
    func theKanbanBoardBuiltInSwiftIsEachVariantOfItsFile(variant: ScenarioVariant) throws {
        let entry = try #require(Gallery.entries.first { $0.name == "28-kanban-cards" })
        let matrix = try ScenarioMatrix(json: Array(entry.json.utf8))
        #expect(try kanbanBoard(variant) == matrix.scenario(variant), "\(matrix.name(of: variant))")
    }

    /// Issue "the format as its own module", point 5: a device variant takes the device's scale,
    /// unless the screen gives its own (a file's explicit `scale`, Swift's `canvas(_:scale:)`).
    @Test func aDeviceVariantTakesTheScaleAFileAndSwiftAgreeOn() throws {
        let se = ScenarioVariant(device: .iPhoneSE)
        for (file, scale) in [
            (#"{"canvas": {"device": "iPhone 15"}, "collections": []}"#, nil),
            (#"{"canvas": {"device": "iPhone 15", "scale": 3}, "collections": []}"#, 3),
        ] {
            let decoded = try ScenarioMatrix(json: Array(file.utf8)).scenario(se).canvas
            let env = try VariantEnvironment(se, own: ScenarioVariant(device: .iPhone15))
            #expect(env.canvas(CanvasSpec(device: .iPhone15), scale: scale) == decoded, "\(file)")
        }
    }

    /// Strings, the locale's direction, frames of edges on another device and the dark theme.
    @Test func stringsDirectionAndFramesFollowTheVariant() throws {
        let file = #"""
            { "canvas": {"device": "iPhone 15", "background": "systemBackground"},
              "strings": {"en": {"todo": "To do", "login": "Login"}, "ar": {"todo": "للقيام", "login": "دخول"}},
              "collections": [{"id": "todo", "role": "list", "title": "{@todo}",
                               "frame": {"leading": 16, "trailing": 16, "top": 0, "height": 300},
                               "items": [{"id": "a", "label": "{@login}", "color": "systemBlue"}]}],
              "decorations": [{"frame": {"leading": 0, "trailing": 0, "bottom": 0, "height": 49}, "layer": "above",
                               "cell": {"text": {"text": "{@todo}", "textStyle": "body", "color": "label"}}}] }
            """#
        let matrix = try ScenarioMatrix(json: Array(file.utf8))
        let strings = ["en": ["todo": "To do", "login": "Login"], "ar": ["todo": "للقيام", "login": "دخول"]]
        for variant in [ScenarioVariant.own, ScenarioVariant(device: .iPhoneSE, appearance: .dark, locale: "ar"), ScenarioVariant(locale: "en-XA")] {
            let env = try VariantEnvironment(variant, own: ScenarioVariant(device: .iPhone15, locale: "en"), strings: strings)
            let canvas = env.canvas(CanvasSpec(device: .iPhone15, background: try env.color("systemBackground")))
            let built = try Scenario(environment: env, canvas: canvas) {
                try ScenarioCollection(
                    "todo", role: .list, frame: try env.frame(leading: 16, trailing: 16, top: 0, height: 300, on: canvas),
                    title: try env.string("todo")
                ) {
                    ItemSpec(id: "a", label: try env.text("{@login}"), color: try env.color("systemBlue"))
                }
            } decorations: {
                Decoration(
                    frame: try env.frame(leading: 0, trailing: 0, bottom: 0, height: 49, on: canvas),
                    cell: .text(try env.string("todo"), style: .body, in: env, color: try env.color("label")), layer: .above)
            }
            let decoded = try matrix.scenario(variant)
            #expect(built == decoded, "\(matrix.name(of: variant)): \(built.json.serialized()) \(decoded.json.serialized())")
        }
        let arabic = try VariantEnvironment(ScenarioVariant(locale: "ar"), strings: strings)
        let todo = try arabic.string("todo")
        #expect(arabic.layoutDirection == .rightToLeft && todo == "للقيام")
    }

    /// Shares of the safe area are the same frames from Swift as from a file, on every device.
    @Test func sharesOfTheSafeAreaAreTheFilesFromSwift() throws {
        for device in [CanvasSpec.Device.iPhoneSE, .iPhone15ProMax] {
            let file = try Scenario(
                json: Array(
                    #"{"canvas": {"device": "\#(device.rawValue)"}, "collections": [{"id": "l", "role": "list", "frame": {"leading": "1/3", "width": "1/3", "top": "25%", "bottom": 0}}]}"#
                        .utf8))
            let env = try VariantEnvironment(ScenarioVariant(device: device))
            let canvas = env.canvas(CanvasSpec(device: .iPhone15))
            let swift = try env.frame(leading: .share(1, of: 3), width: .share(1, of: 3), top: .share(25, of: 100), bottom: .points(0), on: canvas)
            #expect(swift == file.collections[0].frame, "\(device)")
        }
    }

    /// Bad names get the file's words: the closest colour, the locale and the key.
    @Test func badNamesAreRefusedAsInAFile() throws {
        let env = try VariantEnvironment(colors: ["brand": ColorSet("#5B8DEF")], strings: ["en": ["todo": "To do"]])
        let misspelt = #expect(throws: ScenarioError.self) { try env.color("systemBlu") }
        #expect(misspelt?.message.contains("did you mean \"systemBlue\"") == true, "\(String(describing: misspelt))")
        let missing = #expect(throws: ScenarioError.self) { try env.string("done") }
        #expect(missing?.message == "no string \"done\" in locale \"en\" (strings.en has 1 keys)")
        let badSet = #expect(throws: ScenarioError.self) { try VariantEnvironment(colors: ["card": ColorSet(light: "#FFF", dark: "white")]) }
        #expect(badSet?.path == "colors.card.light", "\(String(describing: badSet))")
        #expect(try env.color("brand") == Scenario.Color(hex: "#5B8DEF"))
        #expect(try VariantEnvironment(ScenarioVariant(appearance: .dark)).color("systemBlue") == Scenario.Color(hex: "#0A84FF"))
    }

    /// The template builder writes the docs' photo cell (an overlay with a badge and a bound,
    /// conditional shape) as its JSON decodes.
    @Test func theTemplateBuilderIsTheTemplatesJSON() throws {
        let json = #"""
            {"overlay": {"children": [
              {"image": {"mode": "fill"}},
              {"badge": {"text": "{duration}", "color": "#00000099"}, "alignment": "bottomTrailing", "padding": 4},
              {"shape": {"kind": "circle", "width": 14, "height": 14, "fill": "{tint}"}, "alignment": "topTrailing", "padding": 4, "when": "{selected}"},
              {"stack": {"axis": "horizontal", "spacing": 6, "padding": [2, 8, 2, 8], "fill": "#FFFFFFCC", "cornerRadius": 6,
                         "shadow": {"radius": 2, "opacity": 0.3},
                         "children": [{"text": {"text": "{label}", "weight": "regular", "lines": 2}}, {"spacer": {}}]},
               "alignment": "bottom"}]}}
            """#
        let decoded = try CellTemplate(try JSONValue.parse(Array(json.utf8)), JSONReader(path: "cell"))
        let built = CellTemplate.overlay {
            CellTemplate.image(mode: .fill)
            CellTemplate.badge("{duration}", color: Scenario.Color(hex: "#00000099")).aligned(.bottomTrailing, padding: TemplateInsets(4))
            CellTemplate.when(field: "selected", element: .shape(.circle, width: 14, height: 14, bindings: TemplateBindings(fill: "tint")))
                .aligned(.topTrailing, padding: TemplateInsets(4))
            CellTemplate.hstack(
                spacing: 6, padding: TemplateInsets(top: 2, leading: 8, bottom: 2, trailing: 8), fill: Scenario.Color(hex: "#FFFFFFCC"),
                cornerRadius: 6,
                shadow: TemplateShadow(opacity: 0.3, radius: 2)
            ) {
                CellTemplate.text("{label}", weight: .regular, lines: 2)
                CellTemplate.spacer()
            }.aligned(.bottom)
        }
        #expect(built == decoded, "\(built.json.serialized())")
    }
}
