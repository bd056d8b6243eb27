import DropShotEngine
import DropShotRaster
import Foundation
import Testing

@testable import DropShotRender

/// Scenarios written in Swift are the values their JSON decodes to, and render to the same bytes:
/// three gallery scenarios rebuilt with the result builders.
@Suite struct ScenarioBuilderTests {

    /// Issue "a team's matrix in daily use", point 9: an image source `"{field}"` in Swift is the
    /// item's field, as in a file, not a file named "{photo}".
    @Test func aBoundImageSourceIsTheItemsFieldInSwift() throws {
        let template = CellTemplate.image(source: "{photo}", mode: .fit)
        guard case let .image(image) = template else { Issue.record("not an image"); return }
        #expect(image.source == nil && image.bindings.source == "photo")
        let decoded = try Scenario(
            json: Array(#"{"collections": [{"id": "l", "role": "list", "cell": {"image": {"source": "{photo}", "mode": "fit"}}}]}"#.utf8))
        #expect(decoded.collections[0].cell == template, "the same template as the file's")
    }

    /// Issue "a team's matrix in daily use", point 9: an item field a template draws as a colour
    /// may hold a colour's name in Swift as in a file, resolved at the environment's appearance.
    @Test func aColourNameInAnItemFieldResolvesInSwift() throws {
        func built(_ appearance: Appearance) throws -> Scenario {
            let env = try VariantEnvironment(ScenarioVariant(appearance: appearance))
            return try Scenario(environment: env) {
                ScenarioCollection("l", role: .list, cell: .shape(.circle, width: 10, height: 10, bindings: TemplateBindings(fill: "dueColor"))) {
                    ItemSpec(id: "a", fields: ["dueColor": "systemRed"])
                }
            }
        }
        #expect(try built(.light).collections[0].items[0].fields["dueColor"] == "#FF3B30")
        #expect(try built(.dark).collections[0].items[0].fields["dueColor"] == "#FF453A")
    }
    /// The countries of the gallery's scenario files, with their colours.
    static let countryColors: [(String, String)] = [
        ("Greece", "#5B8DEF"), ("Spain", "#F2994A"), ("Italy", "#27AE60"), ("France", "#9B51E0"),
        ("Japan", "#EB5757"), ("Chile", "#2D9CDB"), ("Kenya", "#219653"), ("Peru", "#F2C94C"),
        ("Nepal", "#BB6BD9"), ("Egypt", "#E2B04A"), ("Norway", "#56CCF2"), ("Brazil", "#6FCF97"),
    ]

    /// The gallery's countries as items: `count` of them from `start`.
    func countries(_ count: Int, from start: Int = 0, suffix: String = "") -> [ItemSpec] {
        (start..<start + count).map { i in
            let (name, color) = Self.countryColors[i % Self.countryColors.count]
            return ItemSpec(id: name.lowercased() + suffix, label: name, color: Scenario.Color(hex: color))
        }
    }

    func expectSame(_ built: Scenario, as name: String) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        let decoded = try Scenario(json: Array(entry.json.utf8))
        #expect(built == decoded, "\(name): the built scenario differs from its JSON")
        // Its JSON encoding reads back as the file does.
        #expect(try Scenario(json: built.json.serializedUTF8(exactNumbers: true)) == decoded, "\(name): \(built.json.serialized())")
        let fromJSON = try ScenarioDocument.load(json: Array(entry.json.utf8), path: "\(name).json").render()
        let fromSwift = try ScenarioDocument.load(built, path: "\(name).json").render()
        #expect(try PNGCodec.encode(fromSwift) == PNGCodec.encode(fromJSON), "\(name): the images differ")
    }

    /// Cell centres of the gallery's two grids.
    func sourceCell(_ i: Int) -> EventTarget { .at(Double(66 + (i % 4) * 86), Double(58 + (i / 4) * 71)) }
    func targetCell(_ i: Int) -> EventTarget { .at(Double(66 + (i % 4) * 86), Double(354 + (i / 4) * 71)) }

    @Test func threeDropsIntoTheTarget() throws {
        let scenario = try Scenario(
            canvas: CanvasSpec(width: 390, height: 660, scale: 2, background: Scenario.Color(hex: "#F2F2F7")!),
            config: {
                $0.drag.sourceItemsConsumable = true
                $0.layout.minInteritemSpacing = 10
                $0.layout.minLineSpacing = 10
                $0.layout.sectionInset = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
                $0.layout.cellWidthHeightRatio = 1.25
            }, deleteZones: [Rect(16, 604, 358, 44)]
        ) {
            ScenarioCollection("source", role: .source, frame: Rect(16, 16, 358, 280)) { countries(12) }
            ScenarioCollection("target", role: .target, frame: Rect(16, 312, 358, 280))
        } steps: {
            ScenarioStep.drag(from: sourceCell(0), to: targetCell(0))
            ScenarioStep.drag(from: sourceCell(5), to: targetCell(1))
            ScenarioStep.drag(from: sourceCell(10), to: targetCell(6))
        }
        try expectSame(scenario, as: "03-dropped")
    }

    @Test func twoListsWithAPendingDrag() throws {
        let scenario = try Scenario(
            canvas: CanvasSpec(width: 390, height: 420, scale: 2, background: .white),
            config: {
                $0.layout.fixedCellSize = Size(80, 56)
                $0.layout.minInteritemSpacing = 8
                $0.layout.minLineSpacing = 8
                $0.layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                $0.layout.lineAlignment = .leading
                $0.look.cellCornerRadius = 10
            }
        ) {
            ScenarioCollection("left", role: .list, frame: Rect(0, 0, 390, 200)) { countries(7) }
                .config { $0.look.listBackgroundColor = Scenario.Color(hex: "#EEF4FF")! }
            ScenarioCollection("right", role: .list, frame: Rect(0, 210, 390, 210)) { countries(5, from: 7) }
                .config { $0.look.listBackgroundColor = Scenario.Color(hex: "#FFF4E8")! }
        } steps: {
            ScenarioStep.drag(from: .at(50, 38), to: .at(140, 250))
            ScenarioStep.press(.at(138, 38))
            ScenarioStep.move(.at(230, 310), after: 0.2)
        }
        try expectSame(scenario, as: "09-lists")
    }

    @Test func threeLineAlignments() throws {
        let scenario = try Scenario(
            canvas: CanvasSpec(width: 360, height: 420, scale: 2, background: .white),
            config: {
                $0.layout.fixedCellSize = Size(100, 50)
                $0.layout.minInteritemSpacing = 10
                $0.layout.minLineSpacing = 10
                $0.layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                $0.look.cellCornerRadius = 8
            }
        ) {
            ScenarioCollection("justified", role: .list, frame: Rect(0, 0, 360, 140)) { countries(5) }
            ScenarioCollection("leading", role: .list, frame: Rect(0, 140, 360, 140)) { countries(5, from: 5) }
                .config {
                    $0.layout.lineAlignment = .leading; $0.look.listBackgroundColor = Scenario.Color(hex: "#F2F2F7")!
                }
            ScenarioCollection("center", role: .list, frame: Rect(0, 280, 360, 140)) { countries(5, from: 2, suffix: "-2") }
                .config { $0.layout.lineAlignment = .center }
        }
        try expectSame(scenario, as: "10-line-alignment")
    }

    /// Cell addresses, checkpoints among the steps, a device canvas, and the decoder's errors.
    @Test func stepsByCellAddressWithCheckpoints() throws {
        let scenario = try Scenario(canvas: CanvasSpec(device: .iPhone15), config: { $0.layout.fixedCellSize = Size(160, 56) }) {
            ScenarioCollection("todo", role: .list, frame: Rect(16, 80, 170, 600)) {
                ItemSpec(id: "design", label: "Design")
                ItemSpec(id: "build", label: "Build")
            }
            ScenarioCollection("done", role: .list, frame: Rect(206, 80, 170, 600))
        } steps: {
            ScenarioStep.press(.cell("todo", 0))
            ScenarioStep.checkpoint("pressed")
            ScenarioStep.move(.cell("done", 0), after: 0.2)
            ScenarioStep.release(.cell("done", 0))
            ScenarioStep.undo
        }
        #expect(scenario.canvas == CanvasSpec(device: .iPhone15) && scenario.canvas.safeArea == EdgeInsets(top: 59, bottom: 34))
        let done = CellAddress(collection: "done", index: 0)
        #expect(
            scenario.events == [
                .pointerAtCell(.press, CellAddress(collection: "todo", index: 0), t: 0),
                .pointerAtCell(.move, done, t: 0.2), .pointerAtCell(.release, done, t: 0.30000000000000004), .undo,
            ])
        #expect(scenario.checkpoints == [Checkpoint(name: "pressed", step: 1)])
        // The same checks as a file's: a second item "design" is refused with its path.
        let error = #expect(throws: ScenarioError.self) {
            try Scenario {
                ScenarioCollection("a", role: .list) { ItemSpec(id: "design") }
                ScenarioCollection("b", role: .list) { ItemSpec(id: "design") }
            }
        }
        #expect(error?.path.hasPrefix("collections[1].items[0]") == true, "\(String(describing: error))")
    }

    /// `Scenario.json` writes what decodes back to the same scenario: every gallery scenario
    /// (templates, sections, presets, themes, fonts, decorations, free views, every event kind
    /// they use) read, written and read again.
    @Test(arguments: Gallery.entries.map(\.name))
    func aScenarioReadsBackFromItsJSON(name: String) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        let decoded = try Scenario(json: Array(entry.json.utf8))
        let written = decoded.json.serializedUTF8(exactNumbers: true)
        #expect(try Scenario(json: written) == decoded, "\(String(decoding: written, as: UTF8.self))")
    }
}
