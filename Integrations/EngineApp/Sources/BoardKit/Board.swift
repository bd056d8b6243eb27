import DropShotEngine

/// The example app's board: two columns of cards, "To do" and "Done"; the pinned card stays put.
public enum Board {
    /// The scenario the app runs, as its tests render it with DropShot: the same JSON.
    public static let json = """
        { "canvas": {"width": 390, "height": 600, "scale": 1},
          "config": { "fixedCellSize": [170, 56], "lineAlignment": "leading", "rearrange": "move", "minLineSpacing": 8 },
          "collections": [
            { "id": "todo", "role": "list", "title": "To do", "frame": [16, 60, 170, 520],
              "items": [ {"id": "pinned", "label": "Pinned"}, {"id": "design", "label": "Design"}, {"id": "build", "label": "Build"} ] },
            { "id": "done", "role": "list", "title": "Done", "frame": [204, 60, 170, 520],
              "items": [ {"id": "plan", "label": "Plan"} ] } ] }
        """

    /// The app's rules, as its data source: the pinned card is never picked up.
    public struct Rules: ArenaDataSource {
        public init() {}
        public func canDrag(item: ItemSpec, from slot: SlotRef) -> Bool { item.id != "pinned" }
    }
}

/// Where a touch is in its life, as UIKit and SwiftUI report it.
public enum TouchPhase: Sendable {
    case began, moved, ended, cancelled
}

/// What the app's views draw: one card, where it is and how.
public struct CardView: Equatable, Sendable {
    public var id: String
    public var label: String
    public var frame: Rect
    /// The card follows the finger (the drag's ghost); its cell in the column is then a gap.
    public var isLifted: Bool
    public var alpha: Double
}

/// The app's drag-and-drop logic: DropShot's engine, fed the finger and asked what to draw. A
/// value, so a SwiftUI view keeps it in `@State` and an app on iOS 16 needs no Observation.
public struct BoardController {
    /// The engine.
    public private(set) var arena: Arena
    /// What the app's delegate was told, in order (a real app would act on each).
    public private(set) var delegateCalls: [ArenaNotice] = []
    /// What the views draw: the engine's state, taken once after each event.
    public private(set) var state: ArenaSnapshot

    public init() throws(ScenarioError) {
        arena = Arena(scenario: try Scenario(json: Array(Board.json.utf8)), dataSource: Board.Rules())
        state = arena.snapshot()
    }

    /// Forwards one touch, with its time in seconds.
    public mutating func touch(_ phase: TouchPhase, at point: Point, time: Double) {
        let event: ArenaEvent =
            switch phase {
            case .began: .press(point, t: time)
            case .moved: .move(point, t: time)
            case .ended: .release(point, t: time)
            case .cancelled: .cancel(point, t: time)
            }
        send(event)
    }

    /// The undo button.
    public mutating func undo() { send(.undo) }

    private mutating func send(_ event: ArenaEvent) {
        delegateCalls += arena.handle(event)
        state = arena.snapshot()
    }

    /// The cards to draw, lifted card last (on top).
    public var cards: [CardView] {
        var cards = state.collections.flatMap { collection in
            collection.cells.compactMap { cell in
                cell.item.map { CardView(id: $0.id, label: $0.label, frame: cell.frame, isLifted: false, alpha: cell.isDragged ? 0 : 1) }
            }
        }
        if let drag = state.drag {
            cards.append(CardView(id: drag.item.id, label: drag.item.label, frame: drag.ghostFrame, isLifted: true, alpha: drag.ghostAlpha))
        }
        return cards
    }

    /// Each column's title and frame.
    public var columns: [(title: String, frame: Rect)] {
        state.collections.map { ($0.title ?? $0.id, $0.frame) }
    }

    /// The cards' order in each column, by id.
    public var order: [[String]] { arena.model.slots.map { $0.compactMap(\.self) } }
}
