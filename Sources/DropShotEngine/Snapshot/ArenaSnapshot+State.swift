extension ArenaSnapshot {
    /// The state JSON of docs/SCENARIO.md (`dropshot state`) as a value: the text of
    /// `stateJSONUTF8`, read back.
    public var stateJSON: JSONValue {
        // The writer only writes valid JSON (a number that is not finite as null).
        try! JSONValue.parse(stateJSONUTF8(pretty: false))
    }

    /// The state JSON of docs/SCENARIO.md as UTF-8 text, written straight from the snapshot;
    /// with `accessibility` (`Arena.accessibilityElements()`) and `callbacks` (`Arena.hostCalls()`)
    /// it ends with them, as `dropshot state --accessibility --callbacks` prints it.
    public func stateJSONUTF8(pretty: Bool = true, accessibility: [AccessibilityElement]? = nil, callbacks: [HostCall]? = nil) -> [UInt8] {
        withStateJSON(pretty: pretty, accessibility: accessibility, callbacks: callbacks) { Array($0) }
    }

    /// Calls `body` with the text of `stateJSONUTF8` in the buffer it was written into, without
    /// copying it (a state of 100k cells is 15 MB).
    public func withStateJSON<Result>(
        pretty: Bool = true, accessibility: [AccessibilityElement]? = nil, callbacks: [HostCall]? = nil,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        // About the pretty text's length, so the buffer seldom grows.
        var writer = JSONWriter(pretty: pretty, reservingCapacity: 1024 + collections.reduce(0) { $0 + $1.cells.count } * 160)
        writeState(to: &writer, accessibility: accessibility, callbacks: callbacks)
        return try writer.withBytes(body)
    }

    /// Hands the text of `stateJSONUTF8` to `sink` as it is written, 64 KiB at a time, so that
    /// none of a large state (15 MB for 100k cells) is held whole: what `dropshot state` prints.
    public func writeStateJSON(
        pretty: Bool = true, accessibility: [AccessibilityElement]? = nil, callbacks: [HostCall]? = nil,
        to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        writeStateJSON(pretty: pretty, accessibility: accessibility, callbacks: callbacks, chunk: 1 << 16, to: sink)
    }

    /// `writeStateJSON(pretty:accessibility:callbacks:to:)` a `chunk` of bytes at a time.
    package func writeStateJSON(
        pretty: Bool, accessibility: [AccessibilityElement]?, callbacks: [HostCall]?, chunk: Int, to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        // The file name is fixed for `withoutActuallyEscaping`'s check: Swift 6.3 passes that check
        // the length of the source file's path as the compiler was given it, even under
        // -file-prefix-map, so without the directive the release binaries would differ with the
        // folder they were built in (scripts/package's reproducibility).
        #sourceLocation(file:"ArenaSnapshot+State.swift, writeStateJSON",line:46)
        withoutActuallyEscaping(sink) { sink in
            var writer = JSONWriter(pretty: pretty, chunk: chunk, streamingTo: sink)
            writeState(to: &writer, accessibility: accessibility, callbacks: callbacks)
            writer.flush()
        }
        #sourceLocation()
    }

    /// Writes the state JSON object by its tables (`StateFormat.state`), with `accessibility` and
    /// `callbacks` last when given.
    private func writeState(to writer: inout JSONWriter, accessibility: [AccessibilityElement]?, callbacks: [HostCall]?) {
        StateFormat.state.write(StateFormat.Output(snapshot: self, accessibility: accessibility, callbacks: callbacks), to: &writer)
    }
}
