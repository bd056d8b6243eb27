/// A way to turn a value into what its golden holds, after swift-snapshot-testing's
/// `Snapshotting`: strategies are values, one file each, and a strategy for your own type is an
/// existing one pulled back. DropShot's goldens are images, so the helpers take strategies whose
/// `Format` is `Canvas`:
///
/// ```swift
/// struct Board { var document: ScenarioDocument; var moves: Int }
/// extension Snapshotting where Value == Board, Format == Canvas {
///     static var board: Snapshotting { Snapshotting<ScenarioDocument, Canvas>.image.pullback(\.document) }
/// }
/// expectSnapshot(of: board, as: .board)
/// ```
///
/// In a file that also imports swift-snapshot-testing, name this one `DropShotTestSupport.Snapshotting`.
public struct Snapshotting<Value, Format> {
    /// Makes the format from a value; an error fails the assertion with its description.
    public var snapshot: (Value) throws -> Format

    /// A strategy that turns a value into its snapshot format with `snapshot`.
    public init(snapshot: @escaping (Value) throws -> Format) { self.snapshot = snapshot }

    /// A strategy for `NewValue` that turns it into a `Value` first, then snapshots that.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        Snapshotting<NewValue, Format> { value in try self.snapshot(transform(value)) }
    }
}
