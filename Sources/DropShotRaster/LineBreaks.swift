internal import CUnibreak
import Foundation

/// Line break opportunities after UAX #14, by libunibreak: between words, after hyphens,
/// between CJK characters, and the mandatory breaks of newlines.
enum LineBreaks {
    enum Opportunity: Equatable { case mandatory, allowed, none }

    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    /// For each scalar of `scalars`, whether a line may (or must) break after it.
    static func opportunities(_ scalars: [UInt32]) -> [Opportunity] {
        guard !scalars.isEmpty else { return [] }
        _ = initialized
        var breaks = [CChar](repeating: 0, count: scalars.count)
        scalars.withUnsafeBufferPointer { text in
            set_linebreaks_utf32(text.baseAddress, scalars.count, nil, &breaks)
        }
        return breaks.map {
            switch Int32($0) {
            case LINEBREAK_MUSTBREAK: .mandatory
            case LINEBREAK_ALLOWBREAK: .allowed
            default: .none
            }
        }
    }
}
