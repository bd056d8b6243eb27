import DropShotEngine
import DropShotRaster
import Testing

@testable import DropShotRender

/// The seeds' own looks (issue "each seed exactly, third pass", point 2): BetweenKit, KD and AJW
/// draw none of DropShot's drop feedback, and BetweenKit's snap back is quicker.
@Suite struct PresetLookTests {
    /// Two lists at scale 1: `a` dragged from the first over the second, still held.
    func render(_ behaviour: String, config: String = "") throws -> Canvas {
        try document(
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 200, "scale": 1, "background": "#FFFFFF"},
              "config": { "fixedCellSize": [50, 50], "lineAlignment": "leading", "listBackgroundColor": "#FFFFFF", "longPressDurationBeforeDragging": 0 \(config) },
              "collections": [ { "id": "one", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "a"}, {"id": "b"}] },
                               { "id": "two", "role": "list", "frame": [0, 100, 300, 100], "items": [{"id": "c"}] } ],
              "events": [ {"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [25, 60], "t": 0.1},
                          {"type": "move", "at": [40, 125], "t": 0.2} ] }
            """
        ).render()
    }

    func accentPixels(_ canvas: Canvas) -> Int {
        let accent = PremultipliedColor(red: 0x00, green: 0x7A, blue: 0xFF)  // light systemBlue
        return stride(from: 0, to: canvas.pixels.count, by: 4).filter { i in
            abs(Int(canvas.pixels[i]) - Int(accent.r)) < 3 && abs(Int(canvas.pixels[i + 1]) - Int(accent.g)) < 3
                && abs(Int(canvas.pixels[i + 2]) - Int(accent.b)) < 3
        }.count
    }

    @Test func onlyDropShotDrawsItsOutlineTintAndInsertionBar() throws {
        #expect(accentPixels(try render("dropshot")) > 500, "the accent outline of the list under the drag and the insertion bar")
        for preset in ["betweenkit", "kd", "ajw"] {
            #expect(accentPixels(try render(preset, config: #", "allowDrop": true, "dragStartDistance": 0"#)) == 0, "\(preset)")
        }
        // `dropFeedback` says so for any scenario.
        #expect(accentPixels(try render("dropshot", config: #", "dropFeedback": "none""#)) == 0)
    }

    @Test func betweenKitSnapsBackInAQuarterOfTheTime() throws {
        /// The frames that show the ghost on its way (landed, it rests on its origin, cell a's frame).
        func flightFrames(_ behaviour: String) throws -> Int {
            var frames = 0
            let resting = Rect(0, 0, 50, 50)
            Animation(
                document: try document(
                    """
                    { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 200, "scale": 1},
                      "config": { "fixedCellSize": [50, 50], "lineAlignment": "leading", "snapBackOnMiss": true },
                      "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "a"}] } ],
                      "events": [ {"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [60, 160], "t": 0.1},
                                  {"type": "release", "at": [60, 160], "t": 0.2} ] }
                    """), fps: 100
            ).forEachFrame { state, _ in if let back = state.snapBack, back.frame != resting { frames += 1 } }
            return frames
        }
        let betweenKit = try flightFrames("betweenkit")
        // 100 frames a second: 15 frames (16 when a frame time, a sum of binary fractions, falls a hair short of the end).
        #expect((15...16).contains(betweenKit), "I3BasicRenderDelegate's renderResetFromPoint: 0.15 s, not \(betweenKit) frames")
        #expect((30...31).contains(try flightFrames("dropshot")))
    }

    /// Issue "each seed exactly, fourth pass", point 11: AJW draws nothing on its droppables (its
    /// app's appearance methods do) and moves the dragged view without `bringSubviewToFront`:
    /// under the ajw preset a droppable under the drag has no accent, and the dragged view passes
    /// under a view drawn after it. DropShot's own default keeps both.
    @Test(arguments: ["ajw", "dropshot"])
    func freeViewsTakeThePresetsFeedbackAndLevel(behaviour: String) throws {
        let canvas = try document(
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 300, "scale": 1, "background": "#FFFFFF"}, "collections": [],
              "freeViews": [{"id": "g", "draggables": [{"id": "moving", "frame": [0, 0, 60, 60], "color": "#FF0000"},
                                                       {"id": "above", "frame": [100, 0, 60, 60], "color": "#00AA00"}],
                             "droppables": [{"id": "bin", "frame": [0, 200, 300, 100]}]}],
              "events": [ {"type": "press", "at": [30, 30], "t": 0}, {"type": "move", "at": [60, 30], "t": 0.1},
                          {"type": "move", "at": [120, 30], "t": 0.2}, {"type": "move", "at": [120, 230], "t": 0.3},
                          {"type": "move", "at": [130, 30], "t": 0.4} ] }
            """
        ).render()
        // The dragged view now lies exactly over the other: which colour shows near their top edge
        // (clear of the labels and the rounded corners)?
        let i = (6 * canvas.width + 130) * 4
        let shown = (canvas.pixels[i], canvas.pixels[i + 1], canvas.pixels[i + 2])
        if behaviour == "ajw" {
            #expect(shown == (0x00, 0xAA, 0x00), "the view drawn after it lies over the dragged view: \(shown)")
        } else {
            #expect(shown == (0xFF, 0x00, 0x00), "DropShot draws the dragged view over everything: \(shown)")
        }
        // Over the droppable (pendingDrop), no accent under ajw.
        let over = try document(
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 300, "scale": 1, "background": "#FFFFFF"}, "collections": [],
              "freeViews": [{"id": "g", "draggables": [{"id": "moving", "frame": [0, 0, 60, 60], "color": "#FF0000"}],
                             "droppables": [{"id": "bin", "frame": [0, 200, 300, 100]}]}],
              "events": [ {"type": "press", "at": [30, 30], "t": 0}, {"type": "move", "at": [60, 30], "t": 0.1}, {"type": "move", "at": [150, 250], "t": 0.2} ] }
            """
        ).render()
        #expect((accentPixels(over) == 0) == (behaviour == "ajw"), "\(behaviour): \(accentPixels(over)) accent pixels")
    }

    /// A team's matrix, second pass (point 6): UIKit and SwiftUI draw no selection mark of their
    /// own, so the system presets draw none (`selectionMarks: false`); the cell's template draws
    /// the app's own from its `selected` field, the item's order in the selection.
    @Test func theSystemPresetsLeaveASelectionToTheCellsTemplate() throws {
        func selected(_ behaviour: String) throws -> ScenarioDocument {
            try document(
                """
                { "behaviour": "\(behaviour)", "canvas": {"width": 200, "height": 100, "scale": 1, "background": "#FFFFFF"},
                  "config": { "fixedCellSize": [80, 80], "lineAlignment": "leading", "listBackgroundColor": "#FFFFFF", "cellCornerRadius": 0,
                              "cell": {"overlay": {"children": [{"text": "{label}"},
                                {"shape": {"kind": "circle", "width": 10, "height": 10, "fill": "#FF0000"}, "alignment": "topLeading", "when": "{selected}"}]}} },
                  "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 200, 100], "items": [{"id": "a", "color": "#EEEEEE"}, {"id": "b", "color": "#EEEEEE"}] } ],
                  "events": [ {"type": "select", "item": "b"} ] }
                """)
        }
        let red = PremultipliedColor(red: 255, green: 0, blue: 0)
        for behaviour in ["uikit", "swiftui-list"] {
            let scenario = try selected(behaviour), canvas = try scenario.render()
            #expect(accentPixels(canvas) == 0, "\(behaviour): no mark of DropShot's")
            // b's top leading corner shows the template's red dot; a, not selected, shows none.
            let cells = scenario.arena().snapshot().collections[0].cells.map(\.frame)
            #expect(canvas[Int(cells[1].minX) + 5, Int(cells[1].minY) + 5] as PremultipliedColor == red, "\(behaviour)")
            #expect(canvas[Int(cells[0].minX) + 5, Int(cells[0].minY) + 5] as PremultipliedColor != red, "\(behaviour)")
        }
        #expect(accentPixels(try selected("dropshot").render()) > 100, "DropShot's own outline and order")
    }

    /// A team's matrix, second pass (point 6): a SwiftUI list lifts its square row as a rounded
    /// preview (`ghostCornerRadius` 10 under swiftui-list, a model); other presets keep the cell's
    /// corners. The ghost's top leading corner pixel shows the black behind it, or the white row.
    @Test func aSwiftUIListLiftsItsSquareRowRounded() throws {
        func ghostCorner(_ behaviour: String) throws -> PremultipliedColor {
            let scenario = try document(
                """
                { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 300, "scale": 1, "background": "#000000"},
                  "config": { "fixedCellSize": [280, 50], "cellCornerRadius": 0, "listBackgroundColor": "#000000",
                              "cell": {"stack": {"fill": "#FFFFFF", "children": [{"text": "{label}"}]}} },
                  "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 300, 300], "items": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"}] } ],
                  "events": [ {"type": "press", "at": [140, 25], "t": 0}, {"type": "hold", "t": 0.5}, {"type": "move", "at": [140, 150], "t": 0.6} ] }
                """)
            let ghost = try #require(scenario.arena().snapshot().drag?.ghostFrame)
            return try scenario.render()[Int(ghost.minX.rounded(.up)) + 1, Int(ghost.minY.rounded(.up)) + 1]
        }
        let white = PremultipliedColor(red: 255, green: 255, blue: 255)
        #expect(try ghostCorner("swiftui-list") != white)
        #expect(try ghostCorner("swiftui-reorder") == white)
    }
}

/// The table's reorder control is drawn only where a row can move (docs/NATIVE.md).
@Suite struct ReorderControlLookTests {
    /// Apple (`tableView(_:canMoveRowAt:)`): a row that cannot move shows no control: its
    /// trailing 44 points are its plain fill.
    @Test func aRowThatCannotMoveShowsNoControl() throws {
        let canvas = try document(
            """
            { "behaviour": "uikit-table", "canvas": {"width": 300, "height": 130, "scale": 1},
              "config": { "fixedCellSize": [280, 50], "minLineSpacing": 10 },
              "collections": [ { "id": "t", "role": "list", "frame": [0, 0, 300, 130],
                "items": [ {"id": "a", "label": "", "color": "#FF0000"}, {"id": "b", "label": "", "color": "#FF0000", "draggable": false} ] } ] }
            """
        ).render()
        func otherThanFill(row: Int) -> Int {
            // The cells span x 10 ... 290: the control's bars lie in 246 ... 290.
            let frame = (x: 250, y: 60 * row + 10)
            var count = 0
            for y in frame.y..<frame.y + 30 {
                for x in frame.x..<frame.x + 30 where canvas[x, y] != PremultipliedColor(red: 255, green: 0, blue: 0) { count += 1 }
            }
            return count
        }
        #expect(otherThanFill(row: 0) > 20, "row a shows the control's bars")
        #expect(otherThanFill(row: 1) == 0, "row b cannot move: no control")
    }
}

/// Issue "one field model", point 4: what a preset draws is a key with a value per preset, so a
/// key draws the same under every preset.
@Suite struct LookKeyTests {
    /// Pixels of exactly the refused red (#FF3B30): the inside of a no-entry badge.
    func refusedPixels(_ canvas: Canvas) -> Int {
        stride(from: 0, to: canvas.pixels.count, by: 4).filter { i in
            canvas.pixels[i] == 0xFF && canvas.pixels[i + 1] == 0x3B && canvas.pixels[i + 2] == 0x30
        }.count
    }

    @Test func aForbiddenProposalsBadgeIsTheKeysNotThePresets() throws {
        let forbidden = #", "dropProposal": {"operation": "forbidden"}, "ghostScale": 1.05, "ghostAlpha": 1"#
        let uikit = refusedPixels(try PresetLookTests().render("uikit", config: forbidden))
        #expect(uikit > 100, "the system's no-entry sign on the preview")
        for preset in ["kd", "dropshot", "betweenkit"] {
            let system = forbidden + #", "dragBadges": "system", "dropFeedback": "none", "dragStartDistance": 0"#
            #expect(refusedPixels(try PresetLookTests().render(preset, config: system)) == uikit, "\(preset) with dragBadges: system")
        }
        // The other value draws DropShot's sign (with its feedback), or none, under a system preset too.
        #expect(refusedPixels(try PresetLookTests().render("uikit", config: forbidden + #", "dragBadges": "dropshot""#)) == 0)
        let dropshotSign = refusedPixels(try PresetLookTests().render("dropshot", config: forbidden))
        let uikitWithDropShotsSign = refusedPixels(
            try PresetLookTests().render("uikit", config: forbidden + #", "dragBadges": "dropshot", "dropFeedback": "dropshot""#))
        #expect(dropshotSign > 100 && uikitWithDropShotsSign == dropshotSign)
    }
}
