internal import CFreeType
import DropShotSystem
import Foundation
import Synchronization

/// A font that cannot be used: an unknown name, a missing or unreadable file.
public struct FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, naming the font.
    public var message: String
    public var description: String { message }
    /// An error saying `message`.
    public init(message: String) { self.message = message }
}

/// Which instance of a variable font to draw (OpenType font variations): the `wght` axis at a
/// weight, or one of the font's named instances by its name. A font without variations ignores
/// `.weight` (it has the one weight it has).
public enum FontVariation: Hashable, Sendable {
    /// The `wght` axis at this value (400 regular, 700 bold), within the axis's range.
    case weight(Double)
    /// The named instance called so in the font's name table ("SemiBold").
    case instance(String)
}

/// A colour glyph: premultiplied RGBA pixels and their placement relative to the pen.
struct ColorGlyph {
    var pixels: [UInt8]
    var width: Int
    var rows: Int
    /// Pixels from the pen to the bitmap's left edge, and from the baseline up to its top edge.
    var left: Int
    var top: Int
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

/// A font file read with FreeType and shaped with HarfBuzz, and only read: outlines and metrics
/// (FreeType) and glyph positions (HarfBuzz, at a scale of one unit per font unit) come in font
/// units, exactly as the file stores them, and DropShot scales and rasterizes them itself
/// (`GlyphRasterizer`), unhinted, with 1/4-pixel horizontal positioning. Text pixels therefore
/// depend on the font file's bytes and DropShot's arithmetic alone, not on the FreeType build.
///
/// A face serves one thread at a time (FreeType's rule): the face and the glyphs drawn from it are
/// held in a `Mutex`, which makes `Font` safe to share.
public final class Font: Sendable, Hashable {
    /// The font file.
    public let path: String
    /// The same file opened with HarfBuzz, for shaping.
    let harfBuzz: HarfBuzzFont
    /// The FreeType face and what was drawn from it, touched by one thread at a time.
    private let state: Mutex<FaceState>

    /// What FreeType calls touch (the library and the face) and the glyphs kept from them.
    private struct FaceState {
        var library: FT_Library
        var face: FT_Face
        var glyphCache: [GlyphKey: Glyph] = [:]
        var colorCache: [GlyphKey: ColorGlyph] = [:]
        var glyphCacheBytes = 0

        /// Keeps `bytes` more of glyph bitmaps within `glyphCacheLimit`: past it both caches start again empty.
        mutating func makeRoom(for bytes: Int) {
            guard glyphCacheBytes + bytes > Font.glyphCacheLimit else { return }
            glyphCache.removeAll()
            colorCache.removeAll()
            glyphCacheBytes = 0
        }
    }

    /// The bitmap bytes the glyph caches hold now.
    var glyphCacheBytes: Int { state.withLock { $0.glyphCacheBytes } }

    /// The most bitmap bytes the glyph cache holds; past it the cache starts again empty, so
    /// memory stays bounded whatever text is drawn (the pixels never depend on the cache).
    static let glyphCacheLimit = 32 << 20

    private struct GlyphKey: Hashable { var index: UInt32; var size: Int; var subpixel: Int; var oblique = false }

    /// How far an oblique glyph leans: its outline sheared by tan 12 degrees, as a synthetic italic.
    static let obliqueShear = 0.2126

    /// FT_LOAD_NO_SCALE: font units, no hinting, no embedded bitmaps.
    static let loadNoScale: Int32 = 1 << 0
    /// FT_LOAD_COLOR: the colour bitmap of a glyph, at the selected strike.
    static let loadColor: Int32 = 1 << 20
    /// FT_PIXEL_MODE_BGRA.
    static let pixelModeBGRA: UInt8 = 7
    /// FT_GLYPH_FORMAT_OUTLINE, the tag 'outl'.
    static let outlineFormat: UInt32 = 0x6F75_746C

    /// Loads face `index` of the file at `path` (0: its first face; a collection, `.ttc`, has more),
    /// at `variation` when the face is a variable font (nil: its default instance). FreeType and
    /// HarfBuzz are set to the same instance, so outlines and advances agree.
    public init(path: String, index: Int = 0, variation: FontVariation? = nil) throws(FontError) {
        self.path = path
        guard let harfBuzz = HarfBuzzFont(path: path, index: index) else { throw FontError(message: "cannot load the font file \(path)") }
        self.harfBuzz = harfBuzz
        var library: FT_Library?, face: FT_Face?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontError(message: "cannot start FreeType") }
        guard FileManager.default.isReadableFile(atPath: path), FT_New_Face(library, path, index, &face) == 0, let face else {
            FT_Done_FreeType(library)
            throw FontError(message: "cannot load the font file \(path)")
        }
        unitsPerEmValue = harfBuzz.unitsPerEm
        hasOutlines = Int(face.pointee.face_flags) & 1 != 0
        hasColorBitmaps = Int(face.pointee.face_flags) & (1 << 14) != 0 && face.pointee.num_fixed_sizes > 0
        do { variedWeight = try Font.apply(variation, face: face, library: library, harfBuzz: harfBuzz, path: path) } catch {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw error
        }
        state = Mutex(FaceState(library: library, face: face))
    }

    /// Sets `face` and `harfBuzz` to `variation`; returns the `wght` value drawn (nil: the face
    /// has no weight axis, or no variation was asked for).
    private static func apply(
        _ variation: FontVariation?, face: FT_Face, library: FT_Library?, harfBuzz: HarfBuzzFont,
        path: String
    ) throws(FontError) -> Double? {
        guard let variation else { return nil }
        guard let master = variations(of: face) else {
            if case let .instance(name) = variation { throw FontError(message: "\(path) is not a variable font: it has no instance \(name)") }
            return nil
        }
        defer { FT_Done_MM_Var(library, master) }
        let axes = (0..<Int(master.pointee.num_axis)).map { master.pointee.axis[$0] }
        let wght = axes.firstIndex { $0.tag == 0x7767_6874 }  // 'wght'
        switch variation {
        case let .weight(weight):
            guard let wght else { return nil }
            var coordinates = axes.map(\.def)
            let value = min(max(weight, Double(axes[wght].minimum) / 65536), Double(axes[wght].maximum) / 65536)
            coordinates[wght] = FT_Fixed((value * 65536).rounded())
            FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
            harfBuzz.setVariation(tag: 0x7767_6874, value: value)
            return value
        case let .instance(name):
            let names = instanceNames(face, master)
            guard let found = names.firstIndex(of: name) else {
                throw FontError(message: "\(path) has no instance \(name) (its instances: \(names.joined(separator: ", ")))")
            }
            FT_Set_Named_Instance(face, FT_UInt(found + 1))
            harfBuzz.setNamedInstance(found)
            return wght.map { Double(master.pointee.namedstyle[found].coords[$0]) / 65536 }
        }
    }

    /// A variable face's axes and named instances (fvar; FT_Done_MM_Var releases them); nil for a
    /// face without variations (FT_FACE_FLAG_MULTIPLE_MASTERS unset).
    static func variations(of face: FT_Face) -> UnsafeMutablePointer<FT_MM_Var>? {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard Int(face.pointee.face_flags) & (1 << 8) != 0, FT_Get_MM_Var(face, &master) == 0 else { return nil }
        return master
    }

    /// The names of a variable face's named instances, as fvar lists them.
    static func instanceNames(_ face: FT_Face, _ master: UnsafeMutablePointer<FT_MM_Var>) -> [String] {
        (0..<Int(master.pointee.num_namedstyles)).map { sfntName(face, id: master.pointee.namedstyle[$0].strid) }
    }

    /// The name table's string `id` (Windows Unicode or Macintosh Roman), "" when it has none.
    private static func sfntName(_ face: FT_Face, id: FT_UInt) -> String {
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var entry = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &entry) == 0, FT_UInt(entry.name_id) == id, let bytes = entry.string else { continue }
            let data = Data(bytes: bytes, count: Int(entry.string_len))
            if entry.platform_id == 3 || entry.platform_id == 0, let text = String(data: data, encoding: .utf16BigEndian) { return text }
            if entry.platform_id == 1, let text = String(data: data, encoding: .macOSRoman) { return text }
        }
        return ""
    }

    /// The `wght` value a variable face is drawn at (nil: a static face, or its default instance).
    private let variedWeight: Double?

    deinit {
        state.withLock { state in
            FT_Done_Face(state.face)
            FT_Done_FreeType(state.library)
        }
    }

    public static func == (a: Font, b: Font) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether the face has outlines (FT_FACE_FLAG_SCALABLE); a colour-bitmap-only face (CBDT
    /// emoji) has none, and DropShot draws outlines only.
    public let hasOutlines: Bool

    /// Whether the face has colour bitmaps (CBDT, as Noto Color Emoji: FT_FACE_FLAG_COLOR with
    /// fixed sizes); their glyphs are drawn in their own colours, scaled by DropShot.
    public let hasColorBitmaps: Bool

    /// Whether the face is bold: its style flags say so, or it is a variable face drawn at a
    /// weight of 600 or more.
    public var isBold: Bool {
        if let variedWeight { return variedWeight >= 600 }
        return state.withLock { Int($0.face.pointee.style_flags) & 2 != 0 }
    }

    /// Whether the font has a glyph of its own for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { harfBuzz.covers(scalar.value) }

    /// `units` (font units) at `size26`, in 26.6 pixels, rounded: DropShot's arithmetic, not FreeType's.
    func scale(_ units: Int, size26: Int) -> Int { Int((Double(units) * Double(size26) / Double(unitsPerEmValue)).rounded()) }

    /// Units per em, read once (from the `head` table, which bitmap-only faces have too).
    private let unitsPerEmValue: Int

    /// The family and style names stored in the font.
    public var name: String {
        state.withLock { state in
            let family = state.face.pointee.family_name.map { String(cString: $0) } ?? "?"
            let style = state.face.pointee.style_name.map { String(cString: $0) } ?? "?"
            return "\(family) \(style)"
        }
    }

    /// The glyph `scalar` maps to (0, `.notdef`, when the font lacks it).
    func glyphIndex(of scalar: Unicode.Scalar) -> UInt32 { state.withLock { FT_Get_Char_Index($0.face, FT_ULong(scalar.value)) } }

    /// The box every glyph fits in, in pixels from the pen on the baseline (y up), at `size26`.
    func glyphBounds(size26: Int) -> (xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
        state.withLock { state in
            let scale = Double(size26) / 64 / Double(unitsPerEmValue)
            let box = state.face.pointee.bbox
            return (Double(box.xMin) * scale, Double(box.yMin) * scale, Double(box.xMax) * scale, Double(box.yMax) * scale)
        }
    }

    /// Ascent and descent (positive, below the baseline) in pixels at `size26`.
    func verticalMetrics(size26: Int) -> (ascent: Double, descent: Double) {
        state.withLock { state in
            let unitsPerEm = Double(unitsPerEmValue)
            let size = Double(size26) / 64
            return (Double(state.face.pointee.ascender) / unitsPerEm * size, -Double(state.face.pointee.descender) / unitsPerEm * size)
        }
    }

    /// The coverage bitmap of a glyph at `size26`, its outline shifted right by `subpixel`/4 pixel
    /// and, when `oblique`, leaning right as a synthetic italic (for a face that has no italic).
    func glyph(_ index: UInt32, size26: Int, subpixel: Int, oblique: Bool = false) -> Glyph? {
        state.withLock { state -> Glyph? in
            let key = GlyphKey(index: index, size: size26, subpixel: subpixel, oblique: oblique)
            if let known = state.glyphCache[key] { return known }
            guard var outline = Font.outline(of: index, in: state.face) else { return nil }
            if oblique { for i in outline.x.indices { outline.x[i] += outline.y[i] * Font.obliqueShear } }
            let scale = Double(size26) / 64 / Double(unitsPerEmValue)
            let glyph = GlyphRasterizer.rasterize(outline, scale: scale, dx: Double(subpixel) / 4)
            state.makeRoom(for: glyph.bitmap.count)
            state.glyphCache[key] = glyph
            state.glyphCacheBytes += glyph.bitmap.count
            return glyph
        }
    }

    /// A colour glyph at `size26`: the font's largest bitmap strike, scaled by the pixel size over
    /// the strike's size with a box filter in integer arithmetic (the same pixels everywhere);
    /// nil when the glyph has no colour bitmap.
    func colorGlyph(_ index: UInt32, size26: Int) -> ColorGlyph? {
        state.withLock { state -> ColorGlyph? in
            let key = GlyphKey(index: index, size: size26, subpixel: 0)
            if let known = state.colorCache[key] { return known }
            let face = state.face
            guard face.pointee.num_fixed_sizes > 0 else { return nil }
            let strikes = (0..<Int(face.pointee.num_fixed_sizes)).map { Int(face.pointee.available_sizes[$0].y_ppem) }
            let strike = strikes.indices.max { strikes[$0] < strikes[$1] }!
            guard FT_Select_Size(face, Int32(strike)) == 0, FT_Load_Glyph(face, index, Font.loadColor) == 0 else { return nil }
            let bitmap = face.pointee.glyph.pointee.bitmap
            guard bitmap.pixel_mode == Font.pixelModeBGRA, bitmap.width > 0, bitmap.rows > 0, let buffer = bitmap.buffer else { return nil }
            let sourceWidth = Int(bitmap.width), sourceRows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            // A strike whose claimed size is implausible for its own bitmaps (0, or "size 1" over
            // 136-pixel glyphs: a broken or hostile font) is taken to be as large as the glyph is tall.
            var ppem26 = strikes[strike]
            if ppem26 <= 0 || sourceRows * 64 > ppem26 * 4 || sourceRows * 64 * 4 < ppem26 { ppem26 = sourceRows * 64 }
            // Target size: the bitmap scaled by size / ppem (both 26.6), at least one pixel; a glyph
            // larger than the largest text layout (2048 px) is not drawn.
            let width = max(1, (sourceWidth * size26 + ppem26 / 2) / ppem26), rows = max(1, (sourceRows * size26 + ppem26 / 2) / ppem26)
            guard width <= 2048, rows <= 2048 else { return nil }
            var pixels = [UInt8](repeating: 0, count: width * rows * 4)
            for y in 0..<rows {
                let y0 = y * sourceRows / rows, y1 = max(y0 + 1, (y + 1) * sourceRows / rows)
                for x in 0..<width {
                    let x0 = x * sourceWidth / width, x1 = max(x0 + 1, (x + 1) * sourceWidth / width)
                    var sums = (0, 0, 0, 0)
                    for sy in y0..<y1 {
                        for sx in x0..<x1 {
                            let p = buffer + sy * pitch + sx * 4  // premultiplied B, G, R, A
                            sums.0 += Int(p[2]); sums.1 += Int(p[1]); sums.2 += Int(p[0]); sums.3 += Int(p[3])
                        }
                    }
                    let n = (y1 - y0) * (x1 - x0), o = (y * width + x) * 4
                    pixels[o] = UInt8((sums.0 + n / 2) / n); pixels[o + 1] = UInt8((sums.1 + n / 2) / n)
                    pixels[o + 2] = UInt8((sums.2 + n / 2) / n); pixels[o + 3] = UInt8((sums.3 + n / 2) / n)
                }
            }
            let slot = face.pointee.glyph.pointee
            let glyph = ColorGlyph(
                pixels: pixels, width: width, rows: rows,
                left: (Int(slot.bitmap_left) * size26 * 64 / ppem26 + 32) >> 6,
                top: (Int(slot.bitmap_top) * size26 * 64 / ppem26 + 32) >> 6)
            state.makeRoom(for: pixels.count)
            state.colorCache[key] = glyph
            state.glyphCacheBytes += pixels.count
            return glyph
        }
    }

    /// Units per em of the face.
    var unitsPerEm: Int { unitsPerEmValue }

    /// The outline of a glyph in font units (for tests).
    func outlineForTesting(_ index: UInt32) -> GlyphOutline? { state.withLock { Font.outline(of: index, in: $0.face) } }

    /// The outline of a glyph in font units, as the file stores it (`face` is the state's, under its lock).
    private static func outline(of index: UInt32, in face: FT_Face) -> GlyphOutline? {
        guard FT_Load_Glyph(face, index, Font.loadNoScale) == 0 else { return nil }
        let slot = face.pointee.glyph!
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

/// The fonts bundled with DropShot (`fonts/` in the repository) and the names that resolve to them.
public enum FontLibrary {
    /// Font names accepted by `preferredFontName`, mapped to bundled files.
    /// Helvetica names (UIKit's defaults) resolve to DejaVu Sans, a metric-free stand-in.
    public static let names: [String: String] = [
        "Helvetica-Bold": "DejaVuSans-Bold.ttf", "Helvetica": "DejaVuSans.ttf",
        "HelveticaNeue-Bold": "DejaVuSans-Bold.ttf", "HelveticaNeue": "DejaVuSans.ttf",
        "DejaVuSans-Bold": "DejaVuSans-Bold.ttf", "DejaVuSans": "DejaVuSans.ttf",
        "DejaVu Sans Bold": "DejaVuSans-Bold.ttf", "DejaVu Sans": "DejaVuSans.ttf",
        "NotoSansDevanagari": "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold": "NotoSansDevanagari-Bold.ttf",
        "Noto Sans Devanagari": "NotoSansDevanagari-Regular.ttf", "Noto Sans Devanagari Bold": "NotoSansDevanagari-Bold.ttf",
        "NotoSansJP": "NotoSansJP-Subset-Regular.otf", "NotoSansJP-Bold": "NotoSansJP-Subset-Bold.otf",
        "Noto Sans JP": "NotoSansJP-Subset-Regular.otf", "Noto Sans JP Bold": "NotoSansJP-Subset-Bold.otf",
    ]

    /// The folders searched for the bundled fonts, in order: `$DROPSHOT_FONTS` when set; else
    /// `fonts/` beside the executable, `../share/dropshot/fonts` from it (an installed binary), and
    /// the copy SwiftPM puts beside every executable it builds (the raster library's resource
    /// bundle: `swift run`, `swift test`, and a package that depends on DropShot).
    public static let searchPath: [String] = {
        if let custom = EnvironmentSettings.current.fonts { return [custom] }
        guard let executable = executableFolder() else { return [] }
        return [
            executable.appendingPathComponent("fonts").path,
            executable.deletingLastPathComponent().appendingPathComponent("share/dropshot/fonts").path,
            executable.appendingPathComponent("DropShot_DropShotRaster.resources/Fonts").path,
        ]
    }()

    /// The first folder of `searchPath` that holds the bundled fonts (the first one when none does).
    public static let directory: String = {
        searchPath.first { FileManager.default.fileExists(atPath: $0 + "/DejaVuSans-Bold.ttf") } ?? searchPath.first ?? "fonts"
    }()

    private static let cache = FontCache()

    /// The bundled faces every chain falls back on, regular and bold: DejaVu Sans (Latin, Greek,
    /// Cyrillic, Arabic, Hebrew and more), Noto Sans Devanagari, and a Noto Sans JP subset (kana,
    /// CJK punctuation and the Joyo kanji, made by `Tools/subset-fonts.sh`).
    public static let fallbackNames = [
        ("DejaVuSans", "DejaVuSans-Bold"), ("NotoSansDevanagari", "NotoSansDevanagari-Bold"),
        ("NotoSansJP", "NotoSansJP-Bold"),
    ]

    /// `font`, then the bundled fonts (those of `font`'s weight first, script by script): the
    /// chain a label is drawn with when the scenario names no fonts of its own. `bold` is the weight
    /// asked for (nil: the weight `font`'s own style flags give).
    public static func chain(startingWith font: Font, bold: Bool? = nil) -> FontChain {
        FontChain([font] + fallbackOrder(bold: bold ?? font.isBold).compactMap { try? FontLibrary.font(named: $0) })
    }

    /// The bundled fallback faces, script by script, those of the weight `bold` says first; throws,
    /// naming the file and why, when one cannot be loaded (an installation that lost a face is
    /// never mistaken for text no font has).
    public static func fallbacks(bold: Bool) throws(FontError) -> [Font] {
        var fonts: [Font] = []
        for name in fallbackOrder(bold: bold) { fonts.append(try FontLibrary.font(named: name)) }
        return fonts
    }

    /// The names of the bundled fallback faces, script by script, those of the weight `bold` first.
    static func fallbackOrder(bold: Bool) -> [String] {
        fallbackNames.flatMap { bold ? [$0.1, $0.0] : [$0.0, $0.1] }
    }

    /// The font of a file outside the bundle (a scenario's `fonts`), its face `index` at
    /// `variation`, opened once per path, face and variation.
    public static func font(atPath path: String, index: Int = 0, variation: FontVariation? = nil) throws(FontError) -> Font {
        try cache.font(at: path, index: index, variation: variation)
    }

    /// The PostScript names of the faces in the font file at `path`, in order (one for a `.ttf`;
    /// a collection, `.ttc`, has one a face); nil when FreeType cannot read it.
    public static func faceNames(atPath path: String) -> [String]? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0 else { return nil }
        defer { FT_Done_FreeType(library) }
        var first: FT_Face?
        guard FT_New_Face(library, path, 0, &first) == 0, let first else { return nil }
        let count = Int(first.pointee.num_faces)
        FT_Done_Face(first)
        return (0..<count).map { index in
            var face: FT_Face?
            guard FT_New_Face(library, path, index, &face) == 0, let face else { return "" }
            defer { FT_Done_Face(face) }
            return FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        }
    }

    /// The names of the named instances of face `index` of the variable font at `path` ([]: not a
    /// variable font, or unreadable).
    public static func instanceNames(atPath path: String, index: Int = 0) -> [String] {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0 else { return [] }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, index, &face) == 0, let face else { return [] }
        defer { FT_Done_Face(face) }
        guard let master = Font.variations(of: face) else { return [] }
        defer { FT_Done_MM_Var(library, master) }
        return Font.instanceNames(face, master)
    }

    /// The bundled font for `name`; throws for an unknown name or a missing file.
    public static func font(named name: String) throws(FontError) -> Font {
        guard let file = names[name] else {
            throw FontError(message: "unknown font \"\(name)\" (bundled: \(names.keys.sorted().joined(separator: ", ")))")
        }
        let path = directory + "/" + file
        do { return try cache.font(at: path) } catch {
            if FileManager.default.fileExists(atPath: path) {
                let reason = access(path, R_OK) == 0 ? "not a font FreeType and HarfBuzz can read" : String(cString: strerror(errno))
                throw FontError(message: "the bundled font \(path) cannot be loaded (\(reason)); reinstall DropShot's fonts or set DROPSHOT_FONTS")
            }
            throw FontError(
                message: "cannot load the bundled font \(file): looked in \(searchPath.joined(separator: ", ")); "
                    + "set DROPSHOT_FONTS to the folder that holds DropShot's fonts")
        }
    }
}

/// The faces opened so far, by file, face and variation instance (256 at most): a face is opened
/// once however many labels and renders use it.
private struct FontCache: Sendable {
    private struct Key: Hashable, Sendable { var path: String; var index: Int; var variation: FontVariation? }
    private let fonts = BoundedCache<Key, Font>(capacity: 256)

    func font(at path: String, index: Int = 0, variation: FontVariation? = nil) throws(FontError) -> Font {
        try fonts.value(for: Key(path: path, index: index, variation: variation)) { () throws(FontError) -> Font in
            try Font(path: path, index: index, variation: variation)
        }
    }
}
