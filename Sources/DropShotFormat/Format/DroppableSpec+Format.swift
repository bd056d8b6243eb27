/// An AJW droppable (`"freeViews": [{"droppables": [...]}]`), described once: its decoding, JSON,
/// schema object and docs/SCENARIO.md's table.
extension DroppableSpec {
    static let format = FormatObject<DroppableSpec>([
        FormatKey(
            "id", .string(nonEmpty: true), "its id", required: true, default: "required", "unique across all free views",
            read: nil, write: { .string($0.id) }),
        FormatKey(
            "frame", .frame, "its frame", required: true, default: "required",
            "`[x, y, width, height]` in canvas points, or an object of edges (Frames from the safe area)",
            read: nil, write: { $0.frame.json }),
        FormatKey(
            "snapPoint", .point, "where a dropped view snaps", default: "the frame's centre", "`[x, y]`: where a dropped view is centred",
            read: { view, value, reader throws(ScenarioError) in view.snapPoint = try reader().point(value) },
            write: { $0.snapPoint?.json }),
        FormatKey(
            "label", .string(), "its text", default: "none", "the text drawn in it",
            read: { view, value, reader throws(ScenarioError) in view.label = try reader().string(value) },
            write: { $0.label.map { .string($0) } }),
        FormatKey(
            "color", .color, "its fill", default: "white", "its fill",
            read: { view, value, reader throws(ScenarioError) in view.color = try reader().color(value) },
            write: { $0.color.map { .string($0.hex) } }),
        FormatKey(
            "registered", .boolean, "registered from the start", default: "true",
            "false: it takes no drops until a `register` event names it",
            read: { view, value, reader throws(ScenarioError) in view.registered = try reader().bool(value) },
            write: { $0.registered ? nil : .bool(false) }),
    ])
}
