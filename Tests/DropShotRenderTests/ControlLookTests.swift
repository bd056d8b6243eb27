import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotSystem
import Foundation
import Testing

/// Delete zones and the toolbar with their own label, icon and colours (issue "your screen", 5).
@Suite struct ControlLookTests {
    let green = PremultipliedColor(red: 0, green: 255, blue: 0)

    /// A 200 x 200 arena at scale 1 with an empty list and `zones` and `toolbar`, written beside a
    /// 10 x 10 green `icon.png` in a fresh folder; returns the scenario's path.
    func arena(zones: String, toolbar: String = #""none""#, events: String = "") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-controls-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(try PNGCodec.encode(Canvas(width: 10, height: 10, fill: green)), to: folder + "/icon.png")
        let path = folder + "/s.json"
        try Data(
            """
            { "canvas": {"width": 200, "height": 200, "scale": 1, "background": "#FFFFFF"},
              "config": { "fixedCellSize": [50, 50], "lineAlignment": "leading", "toolbar": \(toolbar) },
              "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 200, 60], "items": [{"id": "a", "color": "#000000"}] } ],
              "deleteZones": [\(zones)], "events": [\(events)] }
            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        return path
    }

    func remove(_ path: String) { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }

    @Test func aBareFrameAndTheDefaultObjectLookTheSame() throws {
        let bare = try arena(zones: "[0, 100, 200, 60]"), object = try arena(zones: #"{"frame": [0, 100, 200, 60], "label": "Delete"}"#)
        defer { remove(bare); remove(object) }
        #expect(try ScenarioDocument.load(bare).render().pixels == ScenarioDocument.load(object).render().pixels)
    }

    @Test func aZoneTakesItsLabelIconAndColour() throws {
        let path = try arena(zones: ##"{"frame": [0, 100, 200, 60], "label": "Bin", "icon": "icon.png", "color": "#0000FF"}"##)
        defer { remove(path) }
        let image = try ScenarioDocument.load(path).render()
        // The border is the zone's blue; the icon (green) lies left of the centre, before the label.
        #expect(image[100, 100].b > 200 && image[100, 100].r < 60, "\(image[100, 100])")
        let row = (0..<200).filter { image[$0, 130] == green }
        let first = try #require(row.first), last = try #require(row.last)
        #expect(first < 100 && last - first >= 15 && last - first <= 21, "a 20-pixel icon: \(first)...\(last)")
        // Text in the zone's colour follows the icon.
        #expect((last + 1..<200).contains { image[$0, 130].b > 150 && image[$0, 130].r < 100 && image[$0, 130].g < 100 })
        // Over the zone, the fill is the colour and the text white.
        let active = try arena(
            zones: ##"{"frame": [0, 100, 200, 60], "label": "Bin", "color": "#0000FF"}"##,
            events: ##"{"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [20, 150], "t": 0.5}"##)
        defer { remove(active) }
        let over = try ScenarioDocument.load(active).render()
        #expect(over[150, 110] == PremultipliedColor(red: 0, green: 0, blue: 255))
    }

    @Test func aZoneTemplateDrawsTheZone() throws {
        let path = try arena(
            zones: ##"{"frame": [0, 100, 200, 60], "cell": {"shape": {"kind": "circle", "width": 20, "height": 20, "fill": "#00FF00"}}}"##)
        defer { remove(path) }
        let image = try ScenarioDocument.load(path).render()
        #expect(image[100, 130] == green)
        let bad = try arena(zones: ##"{"frame": [0, 100, 200, 60], "cell": {"text": "{subtitle}"}}"##)
        defer { remove(bad) }
        #expect { try ScenarioDocument.load(bad) } throws: { "\($0)".contains("deleteZones[0].cell") && "\($0)".contains("{subtitle}") }
    }

    /// `"renderingMode": "template"` draws an icon as UIKit draws a template image: its shape in
    /// the label's colour (here the green square becomes the zone's blue, and the toolbar's tint).
    @Test func aTemplateIconTakesTheLabelsColour() throws {
        let path = try arena(
            zones: ##"{"frame": [0, 100, 200, 60], "label": "Bin", "icon": "icon.png", "renderingMode": "template", "color": "#0000FF"}"##,
            toolbar: ##"{"placement": "top", "tint": "#FF0000", "undo": {"label": "", "icon": "icon.png", "renderingMode": "template"}}"##,
            events:
                ##"{"type": "press", "at": [25, 70], "t": 0}, {"type": "move", "at": [150, 70], "t": 0.2}, {"type": "release", "at": [150, 70], "t": 0.3}"##
        )
        defer { remove(path) }
        let image = try ScenarioDocument.load(path).render()
        #expect(!(0..<200).contains { image[$0, 130] == green }, "no green left in the zone")
        #expect((0..<100).contains { image[$0, 130] == PremultipliedColor(red: 0, green: 0, blue: 255) }, "the icon in the zone's blue")
        #expect(!(0..<200).contains { x in (0..<44).contains { image[x, $0] == green } }, "no green in the toolbar")
    }

    @Test func badZonesAndToolbarsNameTheirPath() throws {
        let cases: [(String, String, String)] = [
            (##"{"label": "x"}"##, #""none""#, "deleteZones[0].frame: missing required key"),
            (##"{"frame": [0, 0, 10, 10], "colour": "#000000"}"##, #""none""#, "deleteZones[0].colour"),
            (##"{"frame": [0, 0, 10, 10], "icon": "missing.png"}"##, #""none""#, "deleteZones[0].icon: cannot read \"missing.png\""),
            ("[0, 0, 10, 10]", ##"{"placement": "side"}"##, "config.toolbar.placement"),
            ("[0, 0, 10, 10]", ##"{"undo": {"text": "x"}}"##, "config.toolbar.undo.text"),
            ("[0, 0, 10, 10]", ##"{"height": 0}"##, "config.toolbar.height"),
            ("[0, 0, 10, 10]", ##"{"redo": {"icon": "../outside.png"}}"##, "config.toolbar.redo.icon"),
            (##"{"frame": [0, 0, 10, 10], "icon": "icon.png", "renderingMode": "tinted"}"##, #""none""#, "deleteZones[0].renderingMode"),
            ("[0, 0, 10, 10]", ##"{"undo": {"icon": "icon.png", "renderingMode": "alwaysTemplate"}}"##, "config.toolbar.undo.renderingMode"),
        ]
        for (zone, toolbar, expected) in cases {
            let path = try arena(zones: zone, toolbar: toolbar)
            defer { remove(path) }
            #expect { try ScenarioDocument.load(path) } throws: { "\($0)".contains(expected) }
        }
    }

    @Test func theToolbarTakesItsLabelsIconsAndColours() throws {
        let plain = try arena(zones: "", toolbar: #""bottom""#), same = try arena(zones: "", toolbar: #"{"placement": "bottom"}"#)
        defer { remove(plain); remove(same) }
        #expect(try ScenarioDocument.load(plain).render().pixels == ScenarioDocument.load(same).render().pixels)
        let styled = try arena(
            zones: "",
            toolbar: ##"{"placement": "top", "height": 30, "background": "#FF0000", "undo": {"label": "", "icon": "icon.png"}, "counter": false}"##)
        defer { remove(styled) }
        let image = try ScenarioDocument.load(styled).render()
        // A 30-point red bar at the top; the undo slot (a third of the width) shows the icon alone, centred.
        #expect(
            image[199, 2] == PremultipliedColor(red: 255, green: 0, blue: 0) && image[199, 40] == PremultipliedColor(red: 255, green: 255, blue: 255))
        let icon = (0..<200).filter { image[$0, 15] == green }
        #expect(icon.first.map { abs(Double($0 + icon.last!) / 2 - 200.0 / 6) <= 1.5 } == true, "\(icon)")
    }
}
