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

    /// The font (an index into `fonts`) of each scalar. A character that needs no glyph, or a mark
    /// the previous character's font has, keeps that font; one that no font has takes the first.
    ///
    /// Complexity: O(n · fonts).
    func itemize(_ scalars: [Unicode.Scalar]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(scalars.count)
        for scalar in scalars {
            if let current = result.last {
                let category = scalar.properties.generalCategory
                let isMark = category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
                if FontChain.needsNoGlyph(scalar) && !scalar.properties.isWhitespace || isMark && fonts[current].covers(scalar) {
                    result.append(current)
                    continue
                }
            }
            // An emoji shown as one by default takes a colour font of the chain first, when one has it.
            if scalar.properties.isEmojiPresentation, let color = fonts.firstIndex(where: { $0.hasColorBitmaps && $0.covers(scalar) }) {
                result.append(color)
                continue
            }
            result.append(fonts.firstIndex { $0.covers(scalar) } ?? result.last ?? 0)
        }
        return result
    }
}
