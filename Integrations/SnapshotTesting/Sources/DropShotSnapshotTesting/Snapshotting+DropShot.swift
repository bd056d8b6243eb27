import DropShotEngine
import DropShotRaster
import DropShotRender
import DropShotTesting
import Foundation
import SnapshotTesting

extension Diffing where Value == Canvas {
    /// PNG files compared with DropShot's comparison (exact by default; pixelmatch's threshold and
    /// pixel or ratio limits with `options`). A failure says how many pixels differ and attaches
    /// the diff picture.
    public static func dropshot(options: ComparisonOptions = .exact) -> Diffing {
        .diff(
            toData: { canvas in Data((try? PNGCodec.encode(canvas)) ?? []) },
            // An unreadable reference becomes a 0 x 0 image, which matches nothing.
            fromData: { data in (try? PNGCodec.decode([UInt8](data))) ?? Canvas(width: 0, height: 0) },
            diffV2: { expected, actual in
                guard expected != actual else { return nil }
                let result = ImageComparison.compare(expected: StraightImage(expected), actual: StraightImage(actual), options: options)
                guard !result.passed else { return nil }
                let diff = result.diffImage.flatMap { try? PNGCodec.encode($0) }.map { [DiffAttachment.data(Data($0), name: "difference.png")] } ?? []
                return (result.summary, diff)
            })
    }
}

extension Snapshotting where Value == Canvas, Format == Canvas {
    /// A canvas as a PNG reference.
    public static var dropshot: Snapshotting { .dropshot() }

    /// A canvas as a PNG reference, compared with `options`.
    public static func dropshot(options: ComparisonOptions = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .dropshot(options: options), snapshot: { $0 })
    }
}

extension Snapshotting where Value == ScenarioDocument, Format == Canvas {
    /// A scenario after all its events, as DropShot renders it: `assertSnapshot(of: document, as: .dropshot)`.
    public static var dropshot: Snapshotting { .dropshot() }

    /// A scenario after its first `steps` events (all when nil), at `scale` (the canvas's when nil).
    /// A scenario whose images cannot be drawn gives a 0 x 0 image, which matches no reference.
    public static func dropshot(steps: Int? = nil, scale: Int? = nil, options: ComparisonOptions = .exact) -> Snapshotting {
        Snapshotting<Canvas, Canvas>.dropshot(options: options).pullback { document in
            (try? document.render(steps: steps, scale: scale)) ?? Canvas(width: 0, height: 0)
        }
    }
}

extension Snapshotting where Value == ArenaSnapshot, Format == Canvas {
    /// An arena state, e.g. `arena.snapshot()`, as DropShot renders it.
    public static var dropshot: Snapshotting { .dropshot() }

    /// An arena state drawn by `renderer` (which holds the item images).
    public static func dropshot(renderer: Renderer = Renderer(), options: ComparisonOptions = .exact) -> Snapshotting {
        Snapshotting<Canvas, Canvas>.dropshot(options: options).pullback { state in
            (try? renderer.render(state)) ?? Canvas(width: 0, height: 0)
        }
    }
}
