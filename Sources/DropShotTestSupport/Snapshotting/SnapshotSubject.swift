/// What the original helpers take: an image, a scenario (rendered after all its events, or the
/// first `steps`), or an arena state such as `arena.snapshot()`. Each case is one of the built-in
/// strategies; `expectSnapshot(of:as:)` and `assertSnapshot(of:as:)` take any strategy, your own
/// types' included.
public enum SnapshotSubject {
    case canvas(Canvas)
    case scenario(ScenarioDocument, steps: Int? = nil)
    case state(ArenaSnapshot, renderer: Renderer = Renderer())

    func render() throws -> Canvas {
        switch self {
        case let .canvas(canvas): try Snapshotting.image.snapshot(canvas)
        case let .scenario(document, steps): try Snapshotting.image(steps: steps).snapshot(document)
        case let .state(state, renderer): try Snapshotting.image(renderer: renderer).snapshot(state)
        }
    }
}
