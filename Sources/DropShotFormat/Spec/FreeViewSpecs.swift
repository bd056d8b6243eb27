/// AJWDraggableDroppable's free views (`"freeViews"`): draggables and droppables that are views of
/// their own, not cells of a collection. Each group is one AJW controller; groups never interact.
public struct FreeGroupSpec: Equatable, Sendable {
    /// The group's id.
    public var id: String
    /// The views that can be dragged.
    public var draggables: [DraggableSpec] = []
    /// The views they can be dropped on.
    public var droppables: [DroppableSpec] = []
    /// AJW's `snapsDraggablesToDroppableSnapPointOnHit` (YES): a hit centres the draggable on the
    /// droppable's snap point; else it stays where it was let go.
    public var snapsToSnapPointOnHit = true
    /// AJW's `snapsDraggablesBackToDragStartOnMiss` (NO): a miss returns the draggable to where
    /// its drag started; else it stays where it was let go.
    public var snapsBackToDragStartOnMiss = false
    /// An empty group with id `id`.
    public init(id: String) { self.id = id }
}

/// A free draggable view: an item's look at its own frame.
public struct DraggableSpec: Equatable, Sendable {
    /// What the view shows: an item's label, colour and image.
    public var item: ItemSpec
    /// In canvas points, before any drag.
    public var frame: Rect
    /// Takes part in drags (AJW's registerDraggableView); the `register`/`deregister` events change it.
    public var registered = true
    /// A draggable view showing `item`, at `frame`.
    public init(item: ItemSpec, frame: Rect) { self.item = item; self.frame = frame }
}

/// A free droppable view.
public struct DroppableSpec: Equatable, Sendable {
    /// The droppable's id.
    public var id: String
    /// Its frame on the canvas.
    public var frame: Rect
    /// Where a hit centres the draggable, in canvas points; nil is the frame's centre.
    public var snapPoint: Point?
    /// Text drawn on it, if any.
    public var label: String?
    /// Its fill (the theme's when nil).
    public var color: Scenario.Color?
    /// Takes drops (AJW's registerDroppableView); the `register`/`deregister` events change it.
    public var registered = true
    /// A droppable view with id `id`, at `frame`.
    public init(id: String, frame: Rect) { self.id = id; self.frame = frame }

    /// The point a hit centres the draggable on.
    public var snapTarget: Point { snapPoint ?? frame.center }
}

extension Scenario {
    /// Decodes `"freeViews"`: an array of groups.
    static func decodeFreeViews(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> [FreeGroupSpec] {
        var groups: [FreeGroupSpec] = []
        for (g, groupValue) in try r.array(value).enumerated() {
            let gr = r.child(g)
            let group = try FreeGroupSpec.format.decode(groupValue, gr) { members throws(ScenarioError) in
                let group = FreeGroupSpec(id: try gr.child("id").string(try gr.required("id", in: members)))
                if group.id.isEmpty { throw gr.child("id").error("must not be empty") }
                return group
            }
            groups.append(group)
        }
        return groups
    }

    /// Group ids unique, view ids unique across all free views, at most `ScenarioLimits.cells` views.
    func validateFreeViews() throws(ScenarioError) {
        var groupIDs = Set<String>(), viewIDs = Set<String>()
        var count = 0
        for (g, group) in freeViews.enumerated() {
            guard groupIDs.insert(group.id).inserted else {
                throw ScenarioError(path: "freeViews[\(g)].id", message: "duplicate group id \(JSONValue.echo(group.id))", rule: .idsUnique)
            }
            let ids = group.draggables.map { ("draggables", $0.item.id) } + group.droppables.map { ("droppables", $0.id) }
            for (i, (kind, id)) in ids.enumerated() {
                let index = kind == "draggables" ? i : i - group.draggables.count
                guard viewIDs.insert(id).inserted else {
                    throw ScenarioError(
                        path: "freeViews[\(g)].\(kind)[\(index)].id", message: "duplicate free view id \(JSONValue.echo(id))", rule: .idsUnique)
                }
            }
            count += ids.count
            if count > ScenarioLimits.cells {
                throw ScenarioError(path: "freeViews[\(g)]", message: "\(count) free views so far is over the limit of \(ScenarioLimits.cells)")
            }
        }
    }

    /// Whether `id` names a free view (for `register` / `deregister`).
    func hasFreeView(_ id: String) -> Bool {
        freeViews.contains { $0.draggables.contains { $0.item.id == id } || $0.droppables.contains { $0.id == id } }
    }
}
