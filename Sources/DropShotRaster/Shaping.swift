internal import CHarfBuzz

/// One glyph as HarfBuzz shaped it, in font units (the font's scale is its units per em, so
/// DropShot scales positions itself, as it does outlines).
struct ShapedGlyph {
    var id: UInt32
    /// The index, among the scalars of the shaped text, of the first scalar of its cluster.
    var cluster: Int
    var advance: Int
    var xOffset: Int
    var yOffset: Int
}

/// A font file opened with HarfBuzz for shaping: ligatures, marks, Arabic joining, Indic
/// conjuncts, GPOS kerning. Read-only once made, so threads share it.
final class HarfBuzzFont: @unchecked Sendable {
    private let font: OpaquePointer
    /// The face's units per em (its `head` table's, for bitmap-only faces too).
    let unitsPerEm: Int

    init?(path: String, index: Int = 0) {
        guard index >= 0, let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        let face = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        guard let face, hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            return nil
        }
        let upem = Int32(hb_face_get_upem(face))
        unitsPerEm = max(1, Int(upem))
        font = hb_font_create(face)
        hb_face_destroy(face)
        hb_font_set_scale(font, upem, upem)
    }

    deinit { hb_font_destroy(font) }

    /// Sets variation axis `tag` to `value` (the font is made once, before any thread shapes with it).
    func setVariation(tag: UInt32, value: Double) {
        var variation = hb_variation_t(tag: tag, value: Float(value))
        hb_font_set_variations(font, &variation, 1)
    }

    /// Sets the font to its named instance `index` (from 0, as fvar lists them).
    func setNamedInstance(_ index: Int) { hb_font_set_var_named_instance(font, UInt32(index)) }

    /// Whether the font maps `scalar` to a glyph of its own.
    func covers(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// The glyph's advance in font units, before any shaping adjusts it.
    func nominalAdvance(of glyph: UInt32) -> Int { Int(hb_font_get_glyph_h_advance(font, glyph)) }

    /// The longest stretch of default-ignorable characters (joiners, variation selectors, bidi
    /// controls, tags) shaped with its neighbours: a subdivision flag's tag sequence has 6. A
    /// longer one leaves no glyph and is not handed to HarfBuzz, whose removal of ignorables
    /// merges clusters one by one (120,000 bidi isolates took 9 s).
    static let maxIgnorableStretch = 32

    /// Shapes `scalars[range]` as one run in `rightToLeft` direction, with the rest of `scalars`
    /// as context (Arabic joins across a run's ends). Glyphs come in visual order.
    ///
    /// Complexity: O(n) in the run's length.
    func shape(_ scalars: [UInt32], range: Range<Int>, rightToLeft: Bool) -> [ShapedGlyph] {
        // The run split around stretches of ignorables longer than `maxIgnorableStretch`.
        var pieces: [Range<Int>] = [], start = range.lowerBound, i = range.lowerBound
        func ignorable(_ value: UInt32) -> Bool { Unicode.Scalar(value)?.properties.isDefaultIgnorableCodePoint == true }
        while i < range.upperBound {
            guard ignorable(scalars[i]) else {
                i += 1
                continue
            }
            var end = i
            while end < range.upperBound, ignorable(scalars[end]) { end += 1 }
            if end - i > Self.maxIgnorableStretch {
                if start < i { pieces.append(start..<i) }
                start = end
            }
            i = end
        }
        if start == range.lowerBound { return shapeRun(scalars, range: range, rightToLeft: rightToLeft) }
        if start < range.upperBound { pieces.append(start..<range.upperBound) }
        let shaped = pieces.map { shapeRun(scalars, range: $0, rightToLeft: rightToLeft) }
        return (rightToLeft ? shaped.reversed() : shaped).flatMap { $0 }
    }

    /// `shape` of one run, by HarfBuzz.
    private func shapeRun(_ scalars: [UInt32], range: Range<Int>, rightToLeft: Bool) -> [ShapedGlyph] {
        guard !range.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        // Joiners, variation selectors and the like take part in shaping (an emoji's ZWJ sequence
        // becomes one glyph), then leave no glyph behind.
        hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(
                id: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: Int(positions[i].x_advance),
                xOffset: Int(positions[i].x_offset), yOffset: Int(positions[i].y_offset))
        }
    }
}
