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
            "snapPoint", optional: \.snapPoint, .point(), "where a dropped view snaps", default: "the frame's centre",
            "`[x, y]`: where a dropped view is centred"),
        FormatKey(
            "label", optional: \.label, .string, "its text", default: "none", "the text drawn in it"),
        FormatKey(
            "color", optional: \.color, .color, "its fill", default: "white", "its fill"),
        FormatKey(
            "registered", \.registered, .boolean, "registered from the start", default: "true",
            "false: it takes no drops until a `register` event names it", omittedAt: true),
    ])
}
