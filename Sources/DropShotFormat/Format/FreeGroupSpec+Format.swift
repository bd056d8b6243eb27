/// A group of AJW free views and its draggables (an item's keys, its frame and whether it is
/// registered), described once: their decoding, JSON, schema objects and docs/SCENARIO.md's table.
extension FreeGroupSpec {
    static let format = FormatObject<FreeGroupSpec>([
        FormatKey(
            "id", .string(nonEmpty: true), "the group's id", required: true, default: "required", "the group's id, unique among the groups",
            read: nil, write: { .string($0.id) }),
        FormatKey(
            "snapsDraggablesToDroppableSnapPointOnHit", \.snapsToSnapPointOnHit, .boolean, "a hit snaps to the snap point", default: "true",
            "a drop centres the draggable on the droppable's snap point (AJW's default YES); false leaves it where it was let go", omittedAt: true),
        FormatKey(
            "snapsDraggablesBackToDragStartOnMiss", \.snapsBackToDragStartOnMiss, .boolean, "a miss snaps back", default: "false",
            "a miss returns the draggable to where the drag started (AJW's default NO); false leaves it where it was let go", omittedAt: false),
        FormatKey(
            "draggables", .array(DraggableSpec.format.shape), "views that can be dragged", default: "`[]`",
            "views that can be dragged: every key of an item, plus `frame` (required) and `registered` (default true)",
            read: { group, value, reader throws(ScenarioError) in
                let c = reader()
                for (i, view) in try c.array(value).enumerated() { group.draggables.append(try DraggableSpec.decode(view, c.child(i))) }
            },
            write: { .array($0.draggables.map(DraggableSpec.format.encode)) }),
        FormatKey(
            "droppables", .array(DroppableSpec.format.shape), "views that take drops", default: "`[]`",
            "views that take drops (below)",
            read: { group, value, reader throws(ScenarioError) in
                let c = reader()
                for (i, view) in try c.array(value).enumerated() { group.droppables.append(try DroppableSpec.decode(view, c.child(i))) }
            },
            write: { .array($0.droppables.map(DroppableSpec.format.encode)) }),
    ])
}

extension DraggableSpec {
    /// An item's keys (on `item`), then `frame` and `registered`.
    static let format = FormatObject<DraggableSpec>(
        ItemSpec.format.keys.map { $0.lifted(\DraggableSpec.item) } + [
            FormatKey(
                "frame", .frame, "its frame", required: true, default: "required",
                "`[x, y, width, height]` in canvas points, or an object of edges (Frames from the safe area)", read: nil,
                write: { $0.frame.json }),
            FormatKey(
                "registered", \.registered, .boolean, "registered from the start", default: "true",
                "false: it cannot be dragged until a `register` event names it", omittedAt: true),
        ])

    /// A draggable: its item started as any item is, its frame.
    static func decode(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> DraggableSpec {
        try format.decode(value, r) { members throws(ScenarioError) in
            DraggableSpec(item: try ItemSpec.started(from: members, r), frame: try r.child("frame").rect(try r.required("frame", in: members)))
        }
    }
}

extension DroppableSpec {
    /// A droppable: started from its id and frame.
    static func decode(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> DroppableSpec {
        try format.decode(value, r) { members throws(ScenarioError) in
            let id = try r.child("id").string(try r.required("id", in: members))
            let view = DroppableSpec(id: id, frame: try r.child("frame").rect(try r.required("frame", in: members)))
            if view.id.isEmpty { throw r.child("id").error("must not be empty") }
            return view
        }
    }
}
