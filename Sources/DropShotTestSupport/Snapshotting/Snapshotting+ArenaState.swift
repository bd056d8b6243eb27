extension Snapshotting where Value == ArenaSnapshot, Format == Canvas {
    /// An arena state, such as `arena.snapshot()`, drawn by the default renderer.
    public static var image: Snapshotting { .image(renderer: Renderer()) }

    /// An arena state drawn by `renderer` (a theme, or a scenario's item images).
    public static func image(renderer: Renderer) -> Snapshotting {
        Snapshotting<Canvas, Canvas>.image.pullback { state in try renderer.render(state) }
    }
}
