/// The canvas (`"canvas"`), described once: its decoding, its JSON (always the resolved size,
/// scale and colour, never a device), the schema's object and docs/SCENARIO.md's table.
extension CanvasSpec {
    static let format = FormatObject<CanvasSpec>(
        [
            FormatKey(
                "device", .cases(of: CanvasSpec.Device.self), "a device's screen size and scale (other keys win)", default: "none",
                "a device's screen in points and its scale (the list above); `width`, `height` and `scale` given too win over it",
                read: nil, write: { _ in nil }),
            FormatKey(
                "orientation", .cases(of: DeviceOrientation.self), "the device upright or turned", default: "`portrait`",
                "`portrait` or `landscape` (the device turned: width and height swapped); only with a `device`", read: nil,
                write: { _ in nil }),
            FormatKey(
                "width", .number(above: 0, max: ScenarioLimits.length), "points (390)", default: "390", "the width in points",
                read: { canvas, value, reader throws(ScenarioError) in
                    canvas.width = try reader().number(value, greaterThan: 0, max: ScenarioLimits.length)
                },
                write: { .number($0.width) }),
            FormatKey(
                "height", .number(above: 0, max: ScenarioLimits.length), "points (844)", default: "844", "the height in points",
                read: { canvas, value, reader throws(ScenarioError) in
                    canvas.height = try reader().number(value, greaterThan: 0, max: ScenarioLimits.length)
                },
                write: { .number($0.height) }),
            FormatKey(
                "scale", \.scale, .integer(min: CanvasSpec.scales.lowerBound, max: CanvasSpec.scales.upperBound), "pixels per point (2)",
                default: "2",
                "pixels per point, \(CanvasSpec.scales.lowerBound) to \(CanvasSpec.scales.upperBound)"),
            FormatKey(
                "background", \.background, .color, "the canvas colour (white)", default: "white (the theme's)", "the canvas's colour"),
            FormatKey(
                "safeArea", .array(.length, count: 4), "[top, leading, bottom, trailing] in points", default: "the device's, else none",
                "the safe area's insets `[top, leading, bottom, trailing]` in points, which frames of edges are measured from (a device brings its own)",
                read: { canvas, value, reader throws(ScenarioError) in
                    let v = try reader().numbers(value, count: 4, min: 0, max: ScenarioLimits.length)
                    canvas.safeArea = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
                },
                write: {
                    $0.safeArea == .zero
                        ? nil : .array([$0.safeArea.top, $0.safeArea.left, $0.safeArea.bottom, $0.safeArea.right].map { .number($0) })
                }),
        ], rules: [.requires("orientation", ["device"])])
}
