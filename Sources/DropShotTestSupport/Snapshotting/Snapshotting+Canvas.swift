extension Snapshotting where Value == Canvas, Format == Canvas {
    /// An image as it is.
    public static var image: Snapshotting { Snapshotting { $0 } }
}
