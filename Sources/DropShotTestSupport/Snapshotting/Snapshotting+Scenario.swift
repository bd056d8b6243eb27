extension Snapshotting where Value == ScenarioDocument, Format == Canvas {
    /// A scenario rendered after all of its events.
    public static var image: Snapshotting { .image(steps: nil) }

    /// A scenario rendered after its first `steps` events (all when nil).
    public static func image(steps: Int?) -> Snapshotting {
        Snapshotting<Canvas, Canvas>.image.pullback { document in try document.render(steps: steps) }
    }
}
