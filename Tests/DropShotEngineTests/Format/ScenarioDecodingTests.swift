import Foundation
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

@Suite struct ScenarioDecodingTests {
    @Test func decodesTheSpecExample() throws {
        let s = try scenario(
            """
            { "canvas": { "width": 390, "height": 844, "scale": 2, "background": "#FFFFFF" },
              "config": { "cellWidthHeightRatio": 1.0, "minInteritemSpacing": 10, "minLineSpacing": 6,
                          "sourceItemsConsumable": true },
              "collections": [
                { "id": "source", "role": "source", "frame": [0, 0, 390, 422],
                  "items": [ { "id": "greece", "label": "Greece", "color": "#A3C2F5",
                               "borderColor": "#FF0000", "borderWidth": 1 } ] },
                { "id": "target", "role": "target", "frame": [0, 422, 390, 422] }
              ],
              "deleteZones": [[300, 780, 90, 64]],
              "events": [
                { "type": "press",   "at": [60, 60], "t": 0.0 },
                { "type": "move",    "at": [120, 500], "t": 0.3 },
                { "type": "release", "at": [120, 500], "t": 0.4 },
                { "type": "undo" }, { "type": "redo" }, { "type": "reset" }
              ] }
            """)
        #expect(s.canvas.scale == 2)
        #expect(s.collections[0].items[0].label == "Greece")
        #expect(s.collections[0].items[0].color == Scenario.Color(hex: "#A3C2F5"))
        #expect(s.collections[1].config.layout.minInteritemSpacing == 10)
        #expect(s.targetSlotCount(of: 1) == 1)
        #expect(s.events.count == 6)
        #expect(s.events[1] == .move(Point(120, 500), t: 0.3))
    }

    /// An unknown key close to one valid key names it (issue "the scenario format described
    /// once", point 7); a key close to none, or to several, lists the keys alone.
    @Test func aMisspelledKeySaysWhatWasMeant() {
        func message(_ json: String) -> String? {
            do { _ = try Scenario(json: Array(json.utf8)); return nil } catch { return error.description }
        }
        #expect(
            message(#"{"colections": []}"#)?.hasPrefix(#"colections: unknown key (did you mean "collections"? expected one of: canvas, "#) == true)
        #expect(
            message(#"{"collections": [], "config": {"minLineSpcing": 3}}"#)?.hasPrefix(
                #"config.minLineSpcing: unknown key (did you mean "minLineSpacing"?"#) == true)
        #expect(
            message(#"{"collections": [{"id": "a", "role": "list", "items": [{"id": "x", "Label": "y"}]}]}"#)?.contains(#"did you mean "label"?"#)
                == true)
        #expect(
            message(#"{"collections": [], "colour": 1}"#)
                == "colour: unknown key (expected one of: canvas, config, collections, deleteZones, events, checkpoints, title, caption, theme, animate, behaviour, freeViews, fonts, templates, decorations, colors, appearance, contrast, contentSize, strings, locale, assetCatalogs, stringCatalogs, variants, overrides, accessibilitySnapshot, audit, $schema)"
        )
    }

    @Test func labelDefaultsToTheID() throws {
        let s = try scenario(#"{"collections": [{"id": "l", "role": "list", "items": [{"id": "x"}]}]}"#)
        #expect(s.collections[0].items[0].label == "x")
        #expect(s.collections[0].items[0].draggable)
    }

    @Test func collectionConfigOverridesTheScenarioConfig() throws {
        let s = try scenario(
            """
            {"config": {"minLineSpacing": 4, "rearrange": "move"},
             "collections": [{"id": "l", "role": "list", "config": {"rearrange": "swap"}}, {"id": "m", "role": "list"}]}
            """)
        #expect(s.collections[0].config.drag.rearrange == .swap)
        #expect(s.collections[0].config.layout.minLineSpacing == 4)
        #expect(s.collections[1].config.drag.rearrange == .move)
    }

    @Test(arguments: [
        (
            #"{"collections": [{"id": "a", "role": "list"}, {"id": "b", "role": "list", "config": {"rearrange": "shuffle"}}]}"#,
            "collections[1].config.rearrange", "\"shuffle\" is not one of: swap, move"
        ),
        (#"{"collections": [], "colour": 1}"#, "colour", "unknown key"),
        (#"{"collections": [{"id": "a", "role": "bin"}]}"#, "collections[0].role", "\"bin\" is not one of"),
        (
            #"{"collections": [{"id": "a", "role": "list", "items": [{"id": "x", "color": "red"}]}]}"#,
            "collections[0].items[0].color", "is not a color"
        ),
        (
            #"{"collections": [{"id": "a", "role": "list", "items": [{"id": "x"}, {"id": "x"}]}]}"#,
            "collections[0].items[1].id", "duplicate item id"
        ),
        (#"{"collections": [{"id": "a", "role": "list"}, {"id": "a", "role": "list"}]}"#, "collections[1].id", "duplicate collection id"),
        (#"{"collections": [{"id": "t", "role": "target"}]}"#, "collections[0].config.numberOfTargetItems", "required"),
        (#"{"canvas": {"width": 9000, "height": 100, "scale": 2}, "collections": []}"#, "canvas", "over the limit of 16384"),
        (#"{"canvas": {"scale": 4}, "collections": []}"#, "canvas.scale", "outside 1...3"),
        (
            #"{"collections": [], "events": [{"type": "scroll", "collection": "nope", "offset": [0, 1]}]}"#,
            "events[0].collection", "no collection"
        ),
        (#"{"collections": [], "events": [{"type": "press", "at": [1]}]}"#, "events[0].at", "expected 2 numbers"),
        (#"{"collections": [], "events": [{"type": "tap", "at": [1, 2]}]}"#, "events[0].type", "\"tap\" is not one of"),
        (#"{"collections": [], "events": [{"type": "undo", "at": [1, 2]}]}"#, "events[0].at", "not a key of this event type"),
        (
            #"{"collections": [], "events": [{"type": "press", "at": [1, 2], "t": 2}, {"type": "move", "at": [1, 2], "t": 1}]}"#,
            "events[1].t", "earlier than"
        ),
        (#"{"config": {"ghostAlpha": 1.5}, "collections": []}"#, "config.ghostAlpha", "above the maximum 1"),
        (#"{"config": {"sectionInset": [0, 0, -1, 0]}, "collections": []}"#, "config.sectionInset[2]", "below the minimum 0"),
        (#"{"canvas": {}}"#, "collections", "missing required key"),
        (#"{"collections": [], "checkpoints": [{"name": "a/b", "step": 0}]}"#, "checkpoints[0].name", "is not a checkpoint name"),
        (#"{"collections": [], "checkpoints": [{"name": ".x", "step": 0}]}"#, "checkpoints[0].name", "is not a checkpoint name"),
        (#"{"collections": [], "checkpoints": [{"name": "a", "step": 0}, {"name": "a", "step": 0}]}"#, "checkpoints[1].name", "duplicate checkpoint"),
        (#"{"collections": [], "checkpoints": [{"name": "a", "step": 1}]}"#, "checkpoints[0].step", "past the last event"),
        (#"{"collections": [], "checkpoints": [{"name": "a"}]}"#, "checkpoints[0].step", "missing required key"),
        (#"{"collections": [], "title": 3}"#, "title", "expected a string"),
    ])
    func badValuesNameTheirPath(json: String, path: String, message: String) {
        let error = decodeError(json)
        #expect(error?.path == path)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        let error = decodeError("{\n  \"collections\": [,]\n}")
        #expect(error?.path == "")
        #expect(error?.message.hasPrefix("invalid JSON at line 2, column 19") == true, "\(String(describing: error))")
    }

    @Test func targetSlotsDefaultToTheConsumableSourceCount() throws {
        let s = try twoGrids()
        #expect(s.targetSlotCount(of: 1) == 3)
        let explicit = try twoGrids(targetConfig: "\"numberOfTargetItems\": 5")
        #expect(explicit.targetSlotCount(of: 1) == 5)
    }

    @Test func framelessCollectionsShareTheCanvasHeight() throws {
        let s = try scenario(
            #"{"canvas": {"width": 100, "height": 300}, "collections": [{"id": "a", "role": "list"}, {"id": "b", "role": "list", "frame": [0,0,10,10]}, {"id": "c", "role": "list"}]}"#
        )
        let arena = Arena(scenario: s)
        #expect(arena.frame(ofCollection: 0) == Rect(0, 0, 100, 150))
        #expect(arena.frame(ofCollection: 2) == Rect(0, 150, 100, 150))
    }

    /// A device canvas: its screen in points and scale, turned by orientation; explicit keys win
    /// wherever they stand; an unknown device lists the known ones.
    @Test func aDeviceGivesTheCanvasItsScreen() throws {
        func canvas(_ json: String) throws -> CanvasSpec { try Scenario(json: Array(#"{"canvas": \#(json), "collections": []}"#.utf8)).canvas }
        func spec(_ width: Double, _ height: Double, _ scale: Int, safeArea: EdgeInsets) -> CanvasSpec {
            var spec = CanvasSpec(width: width, height: height, scale: scale)
            spec.safeArea = safeArea
            return spec
        }
        #expect(try canvas(#"{"device": "iPhone 15"}"#) == spec(393, 852, 3, safeArea: EdgeInsets(top: 59, bottom: 34)))
        #expect(
            try canvas(#"{"device": "iPad Pro 11", "orientation": "landscape"}"#) == spec(1194, 834, 2, safeArea: EdgeInsets(top: 24, bottom: 20)))
        #expect(try canvas(#"{"scale": 1, "device": "iPhone SE"}"#) == spec(375, 667, 1, safeArea: EdgeInsets(top: 20)))
        #expect(
            try canvas(#"{"device": "iPhone 15 Pro Max", "orientation": "landscape"}"#)
                == spec(932, 430, 3, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
        let unknown = #expect(throws: ScenarioError.self) { try canvas(#"{"device": "iPhone 99"}"#) }
        #expect(unknown?.description.hasPrefix(#"canvas.device: "iPhone 99" is not one of: iPhone SE, iPhone 13 mini, "#) == true)
        let lonely = #expect(throws: ScenarioError.self) { try canvas(#"{"orientation": "landscape"}"#) }
        #expect(lonely?.description == #"canvas.orientation: only a device has an orientation (add "device")"#)
    }
}
