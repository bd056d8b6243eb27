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
        let accent = PremultipliedColor(red: 0x0A, green: 0x84, blue: 0xFF)
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
        func flightFrames(_ behaviour: String) throws -> Int {
            var frames = 0
            Animation(
                document: try document(
                    """
                    { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 200, "scale": 1},
                      "config": { "fixedCellSize": [50, 50], "lineAlignment": "leading", "snapBackOnMiss": true },
                      "collections": [ { "id": "l", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "a"}] } ],
                      "events": [ {"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [60, 160], "t": 0.1},
                                  {"type": "release", "at": [60, 160], "t": 0.2} ] }
                    """), fps: 100
            ).forEachFrame { state, _ in if state.snapBack != nil { frames += 1 } }
            return frames
        }
        let betweenKit = try flightFrames("betweenkit")
        // 100 frames a second: 15 frames (16 when a frame time, a sum of binary fractions, falls a hair short of the end).
        #expect((15...16).contains(betweenKit), "I3BasicRenderDelegate's renderResetFromPoint: 0.15 s, not \(betweenKit) frames")
        #expect((30...31).contains(try flightFrames("dropshot")))
    }
}
