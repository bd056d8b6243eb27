import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Frames of edges (docs/SCENARIO.md, "Frames from the safe area"): two edges or lengths an axis,
/// measured from the device's safe area, leading and trailing following the direction.
@Suite struct EdgeFrameTests {
    private func frame(device: String, _ edges: String, direction: String = "leftToRight") throws -> Rect? {
        try scenario(
            #"{"canvas": {"device": "\#(device)"}, "config": {"layoutDirection": "\#(direction)"}, "collections": [{"id": "l", "role": "list", "frame": \#(edges)}]}"#
        ).collections[0].frame
    }

    @Test func aCollectionFramedFromTheSafeAreaFitsEveryPhone() throws {
        let edges = #"{"leading": 16, "trailing": 16, "top": 0, "height": 300}"#
        #expect(try frame(device: "iPhone SE", edges) == Rect(16, 20, 343, 300))
        #expect(try frame(device: "iPhone 15 Pro Max", edges) == Rect(16, 59, 398, 300))
        // A tab bar above the home indicator; the canvas's own edges with "in".
        #expect(try frame(device: "iPhone 15", #"{"leading": 0, "trailing": 0, "bottom": 0, "height": 49}"#) == Rect(0, 852 - 34 - 49, 393, 49))
        #expect(try frame(device: "iPhone 15", #"{"leading": 0, "width": 100, "top": 0, "bottom": 0, "in": "canvas"}"#) == Rect(0, 0, 100, 852))
    }

    @Test func leadingFollowsTheDirection() throws {
        // Frames are given from the leading edge; the arena mirrors the whole screen right to left.
        let s = try scenario(
            #"{"canvas": {"width": 300, "height": 200}, "config": {"layoutDirection": "rightToLeft"}, "collections": [{"id": "l", "role": "list", "frame": {"leading": 10, "width": 100, "top": 0, "height": 50}}]}"#
        )
        #expect(s.collections[0].frame == Rect(10, 0, 100, 50))
        #expect(Arena(scenario: s).frame(ofCollection: 0) == Rect(190, 0, 100, 50))
    }

    @Test func aCanvasGivenBySizeMaySetItsSafeArea() throws {
        let s = try scenario(
            #"{"canvas": {"width": 400, "height": 800, "safeArea": [44, 0, 34, 0]}, "decorations": [{"frame": {"leading": 0, "trailing": 0, "top": 0, "height": 44}, "cell": {"text": "Title"}}], "collections": []}"#
        )
        #expect(s.decorations[0].frame == Rect(0, 44, 400, 44))
    }

    @Test func framesThatCannotBeLaidOutAreRefusedWithTheirKey() {
        let cross = decodeError(
            #"{"canvas": {"device": "iPhone SE"}, "collections": [{"id": "l", "role": "list", "frame": {"leading": 200, "trailing": 200, "top": 0, "height": 10}}]}"#
        )
        #expect(cross?.path == "collections[0].frame")
        #expect(cross?.message.contains("cross") == true, "\(String(describing: cross))")
        let three = decodeError(
            #"{"collections": [{"id": "l", "role": "list", "frame": {"leading": 1, "trailing": 1, "width": 1, "top": 0, "height": 10}}]}"#)
        #expect(three?.message == "give two of leading, trailing and width (found leading, trailing, width)")
        let outside = decodeError(
            #"{"canvas": {"width": 100, "height": 100}, "collections": [{"id": "l", "role": "list", "frame": {"leading": 50, "width": 60, "top": 0, "height": 10}}]}"#
        )
        #expect(outside?.description == "collections[0].frame: the frame [50, 0, 60, 10] leaves the 100x100 canvas (a frame of edges must fit it)")
        let unknown = decodeError(#"{"collections": [{"id": "l", "role": "list", "frame": {"left": 1}}]}"#)
        #expect(unknown?.path == "collections[0].frame.left")
    }
}
