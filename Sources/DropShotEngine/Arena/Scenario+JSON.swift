/// A scenario from JSON with every check: the format's (`Scenario(formatJSON:)`) and the one that
/// needs a layout, its events' cell addresses (`checkCellAddresses(measure:)`).
extension Scenario {
    /// Decodes and validates a scenario from JSON bytes: the scenario's own values when it
    /// declares variants (`ScenarioMatrix` gives the others); its cell addresses are run on the
    /// arena, laid out without a cell measurer (a `fit` list's are checked again where cells are
    /// measured: `ScenarioDocument`).
    public init(json bytes: [UInt8]) throws(ScenarioError) {
        try self.init(formatJSON: bytes)
        try checkCellAddresses()
    }
}
