import Foundation
internal import CFreeType

/// A font that cannot be used: an unknown name, a missing or unreadable file.
public struct FontError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// A rendered glyph: an 8-bit coverage bitmap and its placement relative to the pen.
struct Glyph {
    var bitmap: [UInt8]
    var width: Int
    var rows: Int
    /// Pixels from the pen's whole-pixel position to the bitmap's left edge.
    var left: Int
    /// Pixels from the baseline up to the bitmap's top edge.
    var top: Int
}

/// A font file read with FreeType, and only read: outlines, advances, kerning and metrics come in
/// font units, exactly as the file stores them, and DropShot scales and rasterizes them itself
/// (`GlyphRasterizer`), unhinted, with 1/4-pixel horizontal positioning. Text pixels therefore
/// depend on the font file's bytes and DropShot's arithmetic alone, not on the FreeType build.
///
/// A face serves one thread at a time (FreeType's rule); a lock makes `Font` safe to share.
public final class Font: @unchecked Sendable {
    public let path: String
    let lock = NSLock()
    private var library: FT_Library?
    private var face: FT_Face?
    private var glyphCache: [GlyphKey: Glyph] = [:]
    private(set) var glyphCacheBytes = 0
    private var advanceCache: [AdvanceKey: Int] = [:]

    /// The most bitmap bytes the glyph cache holds; past it the cache starts again empty, so
    /// memory stays bounded whatever text is drawn (the pixels never depend on the cache).
    static let glyphCacheLimit = 32 << 20
    /// The most advances the advance cache holds before it starts again empty.
    static let advanceCacheLimit = 1 << 16

    private struct GlyphKey: Hashable { var index: UInt32; var size: Int; var subpixel: Int }
    private struct AdvanceKey: Hashable { var index: UInt32; var size: Int }

    /// FT_LOAD_NO_SCALE: font units, no hinting, no embedded bitmaps.
    static let loadNoScale: Int32 = 1 << 0
    static let faceFlagKerning = 1 << 6
    /// FT_KERNING_UNSCALED: kerning in font units.
    static let kerningUnscaled: UInt32 = 2
    /// FT_GLYPH_FORMAT_OUTLINE, the tag 'outl'.
    static let outlineFormat: UInt32 = 0x6F75_746C

    /// Loads the face at `path` (the file's first face).
    public init(path: String) throws(FontError) {
        self.path = path
        guard FT_Init_FreeType(&library) == 0 else { throw FontError(message: "cannot start FreeType") }
        guard FileManager.default.isReadableFile(atPath: path), FT_New_Face(library, path, 0, &face) == 0 else {
            face = nil  // deinit releases the library
            throw FontError(message: "cannot load the font file \(path)")
        }
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The family and style names stored in the font.
    public var name: String {
        lock.withLock {
            let family = face!.pointee.family_name.map { String(cString: $0) } ?? "?"
            let style = face!.pointee.style_name.map { String(cString: $0) } ?? "?"
            return "\(family) \(style)"
        }
    }

    /// Lays out one line of text at `size26` (26.6 pixels): one glyph per Unicode scalar, with kerning.
    ///
    /// Complexity: O(n) in the number of scalars.
    func shape(_ text: String, size26: Int) -> ShapedRun {
        lock.withLock {
            var run = ShapedRun()
            var pen = 0
            var previous: UInt32 = 0
            for scalar in text.unicodeScalars {
                let index = glyphIndex(of: scalar)
                pen += kerning(previous, index, size26: size26)
                let advance = advance(of: index, size26: size26)
                run.glyphs.append(index)
                run.pens.append(pen)
                run.advances.append(advance)
                pen += advance
                previous = index
            }
            return run
        }
    }

    /// The glyph of `scalar`, or of U+FFFD when the font lacks it; the caller holds the lock.
    private func glyphIndex(of scalar: Unicode.Scalar) -> UInt32 {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        return index != 0 ? index : FT_Get_Char_Index(face, 0xFFFD)
    }

    /// `units` (font units) at `size26`, in 26.6 pixels, rounded: DropShot's arithmetic, not FreeType's.
    private func scaled(_ units: Int, size26: Int) -> Int {
        Int((Double(units) * Double(size26) / Double(face!.pointee.units_per_EM)).rounded())
    }

    /// The kerning in 26.6 between two glyphs at `size26`; the caller holds the lock.
    private func kerning(_ left: UInt32, _ right: UInt32, size26: Int) -> Int {
        guard left != 0, right != 0, Int(face!.pointee.face_flags) & Font.faceFlagKerning != 0 else { return 0 }
        var delta = FT_Vector()
        return FT_Get_Kerning(face, left, right, Font.kerningUnscaled, &delta) == 0 ? scaled(Int(delta.x), size26: size26) : 0
    }

    /// The glyph of `scalar`, its advance, and its kerning after `previous`, at `size26`.
    func glyph(for scalar: Unicode.Scalar, after previous: UInt32, size26: Int) -> (index: UInt32, kerning: Int, advance: Int) {
        lock.withLock {
            let index = glyphIndex(of: scalar)
            return (index, kerning(previous, index, size26: size26), advance(of: index, size26: size26))
        }
    }

    /// The advance in 26.6 at `size26`, from the font's advance in font units; the caller holds the lock.
    private func advance(of index: UInt32, size26: Int) -> Int {
        let key = AdvanceKey(index: index, size: size26)
        if let known = advanceCache[key] { return known }
        var advance = 0
        if FT_Load_Glyph(face, index, Font.loadNoScale) == 0 {
            advance = scaled(Int(face!.pointee.glyph.pointee.metrics.horiAdvance), size26: size26)
        }
        if advanceCache.count >= Font.advanceCacheLimit { advanceCache.removeAll() }
        advanceCache[key] = advance
        return advance
    }

    /// The box every glyph fits in, in pixels from the pen on the baseline (y up), at `size26`.
    func glyphBounds(size26: Int) -> (xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
        lock.withLock {
            let scale = Double(size26) / 64 / Double(face!.pointee.units_per_EM)
            let box = face!.pointee.bbox
            return (Double(box.xMin) * scale, Double(box.yMin) * scale, Double(box.xMax) * scale, Double(box.yMax) * scale)
        }
    }

    /// Ascent and descent (positive, below the baseline) in pixels at `size26`.
    func verticalMetrics(size26: Int) -> (ascent: Double, descent: Double) {
        lock.withLock {
            let unitsPerEm = Double(face!.pointee.units_per_EM)
            let size = Double(size26) / 64
            return (Double(face!.pointee.ascender) / unitsPerEm * size, -Double(face!.pointee.descender) / unitsPerEm * size)
        }
    }

    /// The coverage bitmap of a glyph at `size26`, its outline shifted right by `subpixel`/4 pixel.
    func glyph(_ index: UInt32, size26: Int, subpixel: Int) -> Glyph? {
        lock.withLock { () -> Glyph? in
            let key = GlyphKey(index: index, size: size26, subpixel: subpixel)
            if let known = glyphCache[key] { return known }
            guard let outline = outline(of: index) else { return nil }
            let scale = Double(size26) / 64 / Double(face!.pointee.units_per_EM)
            let glyph = GlyphRasterizer.rasterize(outline, scale: scale, dx: Double(subpixel) / 4)
            let pixels = glyph.bitmap
            if glyphCacheBytes + pixels.count > Font.glyphCacheLimit {
                glyphCache.removeAll()
                glyphCacheBytes = 0
            }
            glyphCache[key] = glyph
            glyphCacheBytes += pixels.count
            return glyph
        }
    }

    /// Units per em of the face.
    var unitsPerEm: Int { lock.withLock { Int(face!.pointee.units_per_EM) } }

    /// The outline of a glyph in font units (for tests); the caller holds the lock.
    func outlineForTesting(_ index: UInt32) -> GlyphOutline? { outline(of: index) }

    /// The outline of a glyph in font units, as the file stores it; the caller holds the lock.
    private func outline(of index: UInt32) -> GlyphOutline? {
        guard FT_Load_Glyph(face, index, Font.loadNoScale) == 0 else { return nil }
        let slot = face!.pointee.glyph!
        guard slot.pointee.format.rawValue == Font.outlineFormat else { return nil }
        let source = slot.pointee.outline
        let points = Int(source.n_points), contours = Int(source.n_contours)
        var outline = GlyphOutline(x: [], y: [], kinds: [], contourEnds: [])
        for i in 0..<points {
            outline.x.append(Double(source.points[i].x))
            outline.y.append(Double(source.points[i].y))
            // FT_CURVE_TAG: bit 0 on the curve, else bit 1 a cubic control point, else a quadratic one.
            let tag = UInt8(truncatingIfNeeded: source.tags[i]) & 3
            outline.kinds.append(tag & 1 != 0 ? .on : tag == 2 ? .cubic : .off)
        }
        for c in 0..<contours { outline.contourEnds.append(Int(source.contours[c])) }
        return outline
    }
}

/// The fonts bundled in the package's `fonts/` folder and the names that resolve to them.
public enum FontLibrary {
    /// Font names accepted by `preferredFontName`, mapped to bundled files.
    /// Helvetica names (UIKit's defaults) resolve to DejaVu Sans, a metric-free stand-in.
    public static let names: [String: String] = [
        "Helvetica-Bold": "DejaVuSans-Bold.ttf", "Helvetica": "DejaVuSans.ttf",
        "HelveticaNeue-Bold": "DejaVuSans-Bold.ttf", "HelveticaNeue": "DejaVuSans.ttf",
        "DejaVuSans-Bold": "DejaVuSans-Bold.ttf", "DejaVuSans": "DejaVuSans.ttf",
        "DejaVu Sans Bold": "DejaVuSans-Bold.ttf", "DejaVu Sans": "DejaVuSans.ttf",
    ]

    /// The folders searched for the bundled fonts, in order: `$DROPSHOT_FONTS` when set; else
    /// `fonts/` beside the executable, `../share/dropshot/fonts` from it (an installed binary), and
    /// the package's own `fonts/` when this machine has the source tree (a build in place).
    public static let searchPath: [String] = {
        if let custom = ProcessInfo.processInfo.environment["DROPSHOT_FONTS"], !custom.isEmpty { return [custom] }
        var folders: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            folders.append(executable.appendingPathComponent("fonts").path)
            folders.append(executable.deletingLastPathComponent().appendingPathComponent("share/dropshot/fonts").path)
        }
        let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fonts").path
        if FileManager.default.fileExists(atPath: sourceTree) { folders.append(sourceTree) }
        return folders
    }()

    /// The first folder of `searchPath` that holds the bundled fonts (the first one when none does).
    public static let directory: String = {
        searchPath.first { FileManager.default.fileExists(atPath: $0 + "/DejaVuSans-Bold.ttf") } ?? searchPath.first ?? "fonts"
    }()

    private static let cache = FontCache()

    /// The bundled font for `name`; throws for an unknown name or a missing file.
    public static func font(named name: String) throws(FontError) -> Font {
        guard let file = names[name] else {
            throw FontError(message: "unknown font \"\(name)\" (bundled: \(names.keys.sorted().joined(separator: ", ")))")
        }
        do { return try cache.font(at: directory + "/" + file) } catch {
            throw FontError(message: "cannot load the bundled font \(file): looked in \(searchPath.joined(separator: ", ")); "
                + "set DROPSHOT_FONTS to the folder that holds DropShot's fonts")
        }
    }
}

private final class FontCache: @unchecked Sendable {
    private let lock = NSLock()
    private var fonts: [String: Font] = [:]

    func font(at path: String) throws(FontError) -> Font {
        lock.lock()
        defer { lock.unlock() }
        if let font = fonts[path] { return font }
        let font = try Font(path: path)
        fonts[path] = font
        return font
    }
}
