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

    /// Issue "a team's matrix, second pass", point 7: a large-title bar's height, and the top of
    /// what lies below it, follow Dynamic Type as UIFontMetrics scales them for a text style.
    @Test func aScaledLengthFollowsDynamicTypeInEveryVariant() throws {
        let scaled = #"{"scaled": 96, "relativeTo": "largeTitle"}"#
        let json = """
            {"canvas": {"device": "iPhone 15"}, "variants": {"contentSize": ["L", "AX5"]},
             "decorations": [{"frame": {"leading": 0, "trailing": 0, "top": 0, "height": \(scaled)}, "cell": {"text": {"text": "Photos"}}}],
             "collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "trailing": 0, "top": \(scaled), "bottom": 0}}]}
            """
        let matrix = try ScenarioMatrix(json: Array(json.utf8))
        let large = try matrix.scenario(.own), ax5 = try matrix.scenario(matrix.variant(spelled: "ax5"))
        #expect(large.decorations[0].frame == Rect(0, 59, 393, 96))
        let grown = 96 * TextStyle.largeTitle.size(at: .accessibility5) / TextStyle.largeTitle.size(at: .large)
        #expect(grown > 96 && ax5.decorations[0].frame == Rect(0, 59, 393, grown))
        #expect(ax5.collections[0].frame == Rect(0, 59 + grown, 393, 852 - 34 - 59 - grown))
        // The same in Swift, and a scaled length that is not one.
        let environment = try VariantEnvironment(ScenarioVariant(contentSize: .accessibility5))
        #expect(
            try environment.frame(
                leading: .points(0), trailing: .points(0), top: .points(0), height: .scaled(96, relativeTo: .largeTitle), on: ax5.canvas)
                == Rect(0, 59, 393, grown))
        #expect(
            decodeError(json.replacingOccurrences(of: #""relativeTo": "largeTitle"}}, "cell""#, with: #""relativeTo": "huge"}}, "cell""#))?
                .description
                .contains("\"huge\" is not one of") == true)
        #expect(
            decodeError(
                json.replacingOccurrences(
                    of: #"{"scaled": 96, "relativeTo": "largeTitle"}}, "cell""#, with: #"{"scaled": -5, "relativeTo": "body"}}, "cell""#))?
                .description.contains("decorations[0].frame.height.scaled") == true)
    }

    /// Three equal columns on every phone without a per-device override: shares of the safe
    /// area's width ("1/3") and height ("25%"), on the edge's own axis.
    @Test func sharesOfTheSafeAreaMakeEqualColumnsOnEveryPhone() throws {
        for (device, width, top, height) in [("iPhone SE", 375.0, 20.0, 647.0), ("iPhone 15 Pro Max", 430.0, 59.0, 839.0)] {
            let first = try frame(device: device, #"{"leading": 0, "width": "1/3", "top": 0, "height": "25%"}"#)
            let middle = try frame(device: device, #"{"leading": "1/3", "width": "1/3", "top": 0, "bottom": 0}"#)
            let last = try frame(device: device, #"{"trailing": 0, "width": "1/3", "top": "75%", "bottom": 0}"#)
            #expect(first == Rect(0, top, width / 3, height / 4), "\(device)")
            #expect(middle == Rect(width / 3, top, width / 3, height), "\(device)")
            #expect(last == Rect(width - width / 3, top + height * 0.75, width / 3, height / 4), "\(device)")
        }
        // In the canvas's own edges with "in".
        #expect(
            try frame(device: "iPhone 15", #"{"leading": "50%", "width": "1/2", "top": 0, "height": "1/1", "in": "canvas"}"#)
                == Rect(196.5, 0, 196.5, 852))
    }

    /// A team's matrix, second pass (point 4): a share and points, so columns keep gutters on every
    /// phone: three columns a third less 8 points wide, 12 points apart, from 0 (375 wide on an
    /// iPhone SE: 117 wide, at 0, 129 and 258).
    @Test func aShareLessPointsLeavesAGutter() throws {
        let first = try frame(device: "iPhone SE", #"{"leading": 0, "width": "1/3 - 8", "top": 0, "bottom": 0}"#)
        let middle = try frame(device: "iPhone SE", #"{"leading": "1/3 + 4", "width": "1/3 - 8", "top": 0, "bottom": 0}"#)
        let last = try frame(device: "iPhone SE", #"{"trailing": 0, "width": "33.5% - 8.625", "top": 0, "bottom": 0}"#)
        #expect(first == Rect(0, 20, 117, 647) && middle == Rect(129, 20, 117, 647))
        #expect(last.map { abs($0.minX - 258) < 1e-9 && abs($0.width - 117) < 1e-9 } == true, "\(String(describing: last))")
        // The Swift form says the same.
        let canvas = try scenario(#"{"canvas": {"device": "iPhone SE"}, "collections": []}"#).canvas
        #expect(
            try VariantEnvironment().frame(
                leading: .shareAndPoints(1, of: 3, plus: 4), width: .shareAndPoints(1, of: 3, plus: -8), top: .points(0), bottom: .points(0),
                on: canvas) == Rect(129, 20, 117, 647))
        // A length the points make negative is refused with its key.
        let negative = decodeError(
            #"{"collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": "1/3 - 500", "top": 0, "height": 10}}]}"#)
        #expect(negative?.path == "collections[0].frame.width" && negative?.message.contains("below 0") == true, "\(String(describing: negative))")
        // How long a share is depends on the canvas: a rule across values, which the schema cannot state.
        #expect(negative?.rule == .framesFitTheCanvas)
    }

    @Test func aShareThatIsNoneIsRefusedWithItsKey() {
        for bad in [#""1/0""#, #""one third""#, #""-1/3""#, #""1/3 ""#, #""33.3333333%""#, #""%""#, #""1/3 -8""#, #""1/3 - 8 - 2""#, #""8 - 1/3""#] {
            let error = decodeError(
                #"{"collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": \#(bad), "top": 0, "height": 10}}]}"#)
            #expect(error?.path == "collections[0].frame.width", "\(bad)")
            #expect(error?.message.contains("is not a share of the safe area") == true, "\(bad): \(String(describing: error))")
        }
        // A share over the whole leaves the canvas: the frames' fit rule.
        let over = decodeError(
            #"{"canvas": {"width": 100, "height": 100}, "collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": "3/2", "top": 0, "height": 10}}]}"#
        )
        #expect(over?.rule == .framesFitTheCanvas)
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
