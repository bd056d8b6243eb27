/// Snapshot settings for everything run inside a scope: a record mode and comparison options, as
/// swift-snapshot-testing's `withSnapshotTesting` sets them. A value left nil is inherited from
/// the enclosing scope; an argument given to an assertion wins over both, and
/// `DROPSHOT_RECORD` applies where nothing sets the mode.
public struct SnapshotConfiguration: Sendable {
    /// The record mode, nil to keep the outer one.
    public var record: RecordMode?
    /// The comparison options, nil to keep the outer ones.
    public var options: ComparisonOptions?
    /// A configuration overriding the record mode or comparison options (nil keeps the outer one).
    public init(record: RecordMode? = nil, options: ComparisonOptions? = nil) { self.record = record; self.options = options }

    /// The configuration of the current task (set by `withSnapshotConfiguration` or the `.snapshots` trait).
    @TaskLocal public static var current = SnapshotConfiguration()

    /// This configuration with the values `inner` sets.
    public func overridden(by inner: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: inner.record ?? record, options: inner.options ?? options)
    }
}

/// Runs `body` with a record mode and comparison options for every snapshot assertion inside it.
///
/// ```swift
/// withSnapshotConfiguration(record: .failed, options: ComparisonOptions(threshold: 0.1)) {
///     assertSnapshot(of: .scenario(document))
/// }
/// ```
public func withSnapshotConfiguration<R>(
    record: RecordMode? = nil, options: ComparisonOptions? = nil,
    _ body: () throws -> R
) rethrows -> R {
    try SnapshotConfiguration.$current.withValue(
        SnapshotConfiguration.current.overridden(by: .init(record: record, options: options)),
        operation: body)
}

/// Runs the async `body` with a record mode and comparison options for every snapshot assertion inside it.
public func withSnapshotConfiguration<R>(
    record: RecordMode? = nil, options: ComparisonOptions? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
) async rethrows -> R {
    try await SnapshotConfiguration.$current.withValue(
        SnapshotConfiguration.current.overridden(by: .init(record: record, options: options)), operation: body, isolation: isolation)
}
