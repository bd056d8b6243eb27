internal import CFriBidi

/// The direction text is read in.
public enum TextDirection: String, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The Unicode Bidirectional Algorithm (UAX #9) by FriBidi: embedding levels of a paragraph, and
/// the visual order of runs by rule L2.
enum Bidi {
    /// The embedding level of each scalar of `scalars` as one paragraph, and the paragraph's
    /// direction: `base`, or with nil the direction of its first strong character (left to
    /// right when it has none).
    static func levels(_ scalars: [UInt32], base: TextDirection?) -> (levels: [UInt8], direction: TextDirection) {
        let count = scalars.count
        guard count > 0 else { return ([], base ?? .leftToRight) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction: FriBidiParType =
            switch base {
            case .leftToRight: dropshot_fribidi_par_ltr
            case .rightToLeft: dropshot_fribidi_par_rtl
            case nil: dropshot_fribidi_par_on
            }
        scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
        }
        ignoreIsolatesPastTheBudget(scalars, &types)
        let ok = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels)
        let rtl = direction == dropshot_fribidi_par_rtl
        // FriBidi fails only on memory; then the paragraph reads in its base direction.
        if ok == 0 { return (Array(repeating: rtl ? 1 : 0, count: count), rtl ? .rightToLeft : .leftToRight) }
        return (levels.map { UInt8(bitPattern: $0) }, rtl ? .rightToLeft : .leftToRight)
    }

    /// The most isolates (LRI, RLI, FSI) a paragraph's algorithm honours: FriBidi's time grows as
    /// the square of their number (120,000 characters of isolated letters took 8.3 s in FriBidi
    /// alone, 1,024 isolates among them 0.01 s).
    static let maxIsolates = 1024

    /// Isolates past the first `maxIsolates`, and the PDIs that close them, made boundary
    /// neutrals: ignored, as UAX #9 ignores an isolate past its maximum depth (X5c, X6a). The
    /// text keeps them; only their effect on the order is lost. O(n).
    static func ignoreIsolatesPastTheBudget(_ scalars: [UInt32], _ types: inout [FriBidiCharType]) {
        var honoured = 0, open: [Bool] = []
        for (i, scalar) in scalars.enumerated() {
            switch scalar {
            case 0x2066...0x2068:
                let kept = honoured < maxIsolates
                if kept { honoured += 1 } else { types[i] = dropshot_fribidi_type_bn }
                open.append(kept)
            case 0x2069:
                if let kept = open.popLast(), !kept { types[i] = dropshot_fribidi_type_bn }
            default: break
            }
        }
    }

    /// The visual order of runs with embedding levels `levels` (in logical order): rule L2,
    /// reversing every maximal sequence at or above each level from the highest down to the lowest odd one.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }
}
