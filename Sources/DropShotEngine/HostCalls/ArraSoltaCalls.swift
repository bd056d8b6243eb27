/// ArraSolta's host calls.
extension HostCallNames {
    /// ArraSolta: its screen's counter and the item moves it reports.
    static func arraSolta(_ notice: ArenaNotice) -> [Call] {
        switch notice {
        case let .outcome(item, from, outcome):
            switch outcome {
            case let .drop(to): [("itemDropped", [item, "\(from)", "\(to)"])]
            case let .rearrange(collection, source, destination): [("itemRearranged", [item, collection, "\(source)", "\(destination)"])]
            case .delete: [("itemDeleted", [item, "\(from)"])]
            // ArraSolta has no drop into an item (a UIKit proposal's intent).
            case .miss, .into: []
            }
        case let .history(step, _): [("\(step.rawValue)Performed", [])]
        case let .counterChanged(count): [("counterChanged", ["\(count)"])]
        default: []
        }
    }
}
