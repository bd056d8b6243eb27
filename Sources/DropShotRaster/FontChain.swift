/// The fonts a text is drawn with, in order: each character takes the first font that has it
/// (a combining mark stays with its base's font when that font has it too; an emoji shown as one
/// by default takes the first colour font that has it).
public struct FontChain: Sendable, Hashable {
    /// The faces in fallback order.
    public let fonts: [Font]

    /// A chain of `fonts` (at least one; the first sets the line's ascent and descent).
    public init(_ fonts: [Font]) {
        precondition(!fonts.isEmpty, "a font chain needs a font")
        var seen = Set<Font>()
        self.fonts = fonts.filter { seen.insert($0).inserted }
    }

    /// The first face, whose metrics set the line.
    public var primary: Font { fonts[0] }

    /// Whether `scalar` is drawn without a glyph of its own: controls, default-ignorable
    /// characters (joiners, variation selectors, bidi marks) and whitespace (drawn as a space).
    public static func needsNoGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isDefaultIgnorableCodePoint || properties.generalCategory == .control || properties.isWhitespace
    }

    /// The characters of `text` that no font of the chain has, each once, in order of appearance.
    public func missingScalars(in text: String) -> [Unicode.Scalar] {
        var missing: [Unicode.Scalar] = []
        var seen = Set<UInt32>()
        for scalar in text.unicodeScalars where !FontChain.needsNoGlyph(scalar) && !fonts.contains(where: { $0.covers(scalar) }) {
            if seen.insert(scalar.value).inserted { missing.append(scalar) }
        }
        return missing
    }

    /// The font (an index into `fonts`) of each scalar, chosen per grapheme cluster (UAX #29) by
    /// its presentation (UTS #51): a cluster shown as an emoji (with U+FE0F, a keycap, a modifier,
    /// a tag or ZWJ sequence, a flag, or an Emoji_Presentation character) takes the first colour
    /// font that has all of it, as one piece; any other cluster (a text-default character, one
    /// with U+FE0E, digits, "#" and "*") the first font with outlines that has all of it. A
    /// cluster no font has whole takes the font of its first character, and a mark that font
    /// lacks the first font that has the mark. A cluster that needs no glyph (controls,
    /// default-ignorables) keeps the font before it; one that no font has takes the first.
    ///
    /// Complexity: O(n · fonts).
    func itemize(_ scalars: [Unicode.Scalar]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(scalars.count)
        let ends = LineBreaks.clusterEnds(scalars.map(\.value))
        var start = 0
        for end in scalars.indices where ends[end] || end == scalars.count - 1 {
            let cluster = scalars[start...end]
            start = end + 1
            let needed = cluster.filter { !FontChain.needsNoGlyph($0) }
            guard let first = needed.first else {
                // Whitespace is drawn as a space of the first font that has one; the rest keeps its neighbour's font.
                let font = cluster.first!.properties.isWhitespace ? fonts.firstIndex { $0.covers(cluster.first!) } : nil
                result += repeatElement(font ?? result.last ?? 0, count: cluster.count)
                continue
            }
            let emoji = FontChain.isEmojiPresentation(cluster)
            let preferred = fonts.indices.filter { emoji ? fonts[$0].hasColorBitmaps : fonts[$0].hasOutlines }
            let others = fonts.indices.filter { !preferred.contains($0) }
            let order = preferred + others
            let font =
                order.first { i in needed.allSatisfy { fonts[i].covers($0) } }
                ?? order.first { fonts[$0].covers(first) } ?? result.last ?? 0
            for scalar in cluster {
                // A mark the cluster's font lacks is drawn from a font that has it.
                let own = FontChain.needsNoGlyph(scalar) || fonts[font].covers(scalar) ? nil : order.first { fonts[$0].covers(scalar) }
                result.append(own ?? font)
            }
        }
        return result
    }

    /// Whether a grapheme cluster is shown as an emoji by default (UTS #51): U+FE0E asks for text;
    /// U+FE0F, a keycap, a skin-tone modifier, a tag sequence or a ZWJ sequence of emoji ask for an
    /// emoji; otherwise its first character's Emoji_Presentation decides (flags have it).
    static func isEmojiPresentation(_ cluster: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = cluster.first else { return false }
        var emojiAfterJoiner = false, afterJoiner = false
        for scalar in cluster {
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: if first.properties.isEmoji { return true }
            case 0x200D: afterJoiner = true; continue
            default: if afterJoiner && scalar.properties.isEmoji { emojiAfterJoiner = true }
            }
            afterJoiner = false
        }
        return first.properties.isEmojiPresentation || (emojiAfterJoiner && first.properties.isEmoji)
    }
}
