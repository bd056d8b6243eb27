internal import CICU

/// Line break opportunities after UAX #14, by ICU: between words (by dictionary in Thai, Lao,
/// Khmer and Burmese), after hyphens, between CJK characters but never before small kana or "ー"
/// (`lb=strict`, as JIS X 4051 and UIKit's Japanese), and the mandatory breaks of newlines.
enum LineBreaks {
    enum Opportunity: Equatable { case mandatory, allowed, none }

    /// For each scalar of `scalars`, whether a line may (or must) break after it.
    ///
    /// Complexity: O(n) in the number of scalars.
    static func opportunities(_ scalars: [UInt32]) -> [Opportunity] {
        guard !scalars.isEmpty else { return [] }
        var breaks = [UInt8](repeating: 0, count: scalars.count)
        let status = scalars.withUnsafeBufferPointer { dropshot_line_breaks($0.baseAddress, Int32($0.count), 1, &breaks) }
        // ICU fails only when it cannot allocate or find its data: the text then breaks nowhere
        // but at newlines, rather than the process stopping.
        guard status == 0 else { return scalars.map { $0 == 0x0A ? .mandatory : .none } }
        return breaks.map {
            switch Int32($0) {
            case Int32(DROPSHOT_BREAK_MANDATORY): .mandatory
            case Int32(DROPSHOT_BREAK_ALLOWED): .allowed
            default: .none
            }
        }
    }

    /// Removes the opportunities between two Hangul letters (jamo, compatibility jamo, syllables),
    /// so Korean breaks between words only, as UIKit's `hangulWordPriority` does.
    static func keepHangulWords(_ breaks: inout [Opportunity], _ scalars: [Unicode.Scalar]) {
        func isHangul(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC: true
            default: false
            }
        }
        for i in breaks.indices.dropLast() where breaks[i] == .allowed && isHangul(scalars[i]) && isHangul(scalars[i + 1]) {
            breaks[i] = .none
        }
    }

    /// For each scalar of `scalars`, whether an extended grapheme cluster (UAX #29) ends after it.
    static func clusterEnds(_ scalars: [UInt32]) -> [Bool] {
        guard !scalars.isEmpty else { return [] }
        var ends = [UInt8](repeating: 0, count: scalars.count)
        let status = scalars.withUnsafeBufferPointer { dropshot_grapheme_breaks($0.baseAddress, Int32($0.count), &ends) }
        guard status == 0 else { return Array(repeating: true, count: scalars.count) }
        return ends.map { $0 != 0 }
    }

    /// The version of Unicode whose rules and data ICU applies ("16.0" for ICU 76, the Swift toolchain's on Linux).
    static var unicodeVersion: String {
        var major: Int32 = 0, minor: Int32 = 0
        dropshot_icu_unicode_version(&major, &minor)
        return "\(major).\(minor)"
    }
}
