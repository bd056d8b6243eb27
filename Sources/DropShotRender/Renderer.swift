import DropShotEngine
import DropShotRaster
import DropShotSystem
import Foundation

/// A scenario could not be rendered: a font or an image is missing.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, on one line.
    public var message: String
    public var description: String { message }
}

extension RenderError {
    /// The image could not be encoded (no memory).
    init(encoding error: PNGError) { self.init(message: "cannot encode PNG: \(error.message)") }
}

/// Draws any arena state into a canvas: collection backgrounds and appearance states, cells
/// (items with color, border, image and label; placeholders with index labels; the touched slot;
/// the drag origin), delete zones, and the drag ghost with its scale, alpha and shadow.
///
/// Item frames are snapped to the device-pixel grid (each edge to the nearest pixel).
/// Collections are drawn last-to-first, so earlier ones lie on top where frames overlap.
public struct Renderer: Sendable {
    /// The colours and sizes it draws with.
    public var theme: Theme
    /// The item images, by the `image` strings of the scenario.
    public var images: ImageStore
    /// The scenario's own fonts, before the bundled ones in every chain.
    public var fonts: FontSet

    /// A renderer drawing with `theme`, the images of `images` and the fonts of `fonts`.
    public init(theme: Theme = .standard, images: ImageStore = ImageStore(), fonts: FontSet = FontSet()) {
        self.theme = theme
        self.images = images
        self.fonts = fonts
    }

    /// Rows are drawn in horizontal bands, one per core this process may run on (at most four),
    /// in parallel, and joined. Every pixel's arithmetic is the same whatever clips it, so a
    /// band's pixels are those of the whole image and the image never depends on the count (a
    /// test renders the gallery in one to four bands and compares); one core draws one band,
    /// with no join and no layout repeated per band.
    static let bands = min(4, max(1, usableCores()))

    /// Renders `snapshot` at the canvas scale, or at `scale` when given.
    public func render(_ snapshot: ArenaSnapshot, scale: Int? = nil) throws(RenderError) -> Canvas {
        try render(snapshot, scale: scale, digesting: false).joined()
    }

    /// Renders `snapshot` as its bands, for a caller that needs no single canvas (`Bands.encodedPNG`).
    public func renderBands(_ snapshot: ArenaSnapshot, scale: Int? = nil) throws(RenderError) -> Bands {
        try render(snapshot, scale: scale, digesting: false)
    }

    /// Renders `snapshot` and digests its pixels as it goes: each band is digested by the core
    /// that drew it, right after drawing, so the digest costs no second pass over the image.
    public func renderDigested(_ snapshot: ArenaSnapshot, scale: Int? = nil) throws(RenderError) -> (canvas: Canvas, digest: PixelDigest) {
        let rendered = try render(snapshot, scale: scale, digesting: true)
        return (rendered.joined(), rendered.digest!)
    }

    /// An image drawn in bands, joined into one canvas only when someone needs its pixels (a
    /// passing check needs only the digest).
    public struct Bands: Sendable {
        let parts: [Canvas]
        let width: Int, height: Int
        /// The image's digest, when it was asked for.
        public let digest: PixelDigest?

        /// The whole image.
        public func joined() -> Canvas {
            if parts.count == 1 { return parts[0] }
            // Safe: the bands hold rows 0..<height in order, `width * 4` bytes each, so they fill the buffer exactly.
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
                var offset = 0
                for part in parts {
                    part.pixels.withUnsafeBufferPointer { rows in
                        (buffer.baseAddress! + offset).initialize(from: rows.baseAddress!, count: rows.count)
                    }
                    offset += part.pixels.count
                }
                initialized = offset
            }
            return Canvas(width: width, height: height, premultipliedPixels: pixels)
        }

        /// The image as a PNG (`PNGCodec.encode`'s bytes for the whole image), encoded from the
        /// bands without joining them.
        public func encodedPNG(options: PNGCodec.Options = PNGCodec.Options()) throws(PNGError) -> [UInt8] {
            try PNGCodec.encode(stacked: parts, options: options)
        }

        /// Offers the bands' buffers to the next render of the same size, once this image is done
        /// with (a `check` row is written). A buffer is reused only when nothing else holds it by
        /// then, so a caller that keeps the image or its canvas keeps its pixels.
        public func recycle() {
            for part in parts { BandBuffers.shared.give(part.pixels) }
        }
    }

    /// Renders `snapshot` straight into its PNG, the bytes `PNGCodec.encode(_:options:)` makes of
    /// the image: each of the encoder's bands (`PNGBand`) is drawn a slice of rows at a time into
    /// one buffer of about a megabyte, reused, and deflated while the slice is in cache, so the
    /// image is never held whole (a megabyte a core instead). The bands are shared out among the
    /// cores as they come free. An image whose background is translucent (it may hold translucent pixels,
    /// stored as straight RGBA) is drawn in bands and encoded whole. An encoding failure (no
    /// memory) is a `RenderError` too.
    public func renderPNG(_ snapshot: ArenaSnapshot, scale: Int? = nil, options: PNGCodec.Options = PNGCodec.Options()) throws(RenderError) -> [UInt8]
    {
        try renderPNG(snapshot, scale: scale, options: options, sliceBytes: 1 << 20).png
    }

    /// `renderPNG`, drawing slices of about `sliceBytes` (a row at least); `sliced` tells whether
    /// the image was drawn slice by slice (false: drawn whole and encoded).
    func renderPNG(
        _ snapshot: ArenaSnapshot, scale: Int?, options: PNGCodec.Options,
        sliceBytes: Int
    ) throws(RenderError) -> (png: [UInt8], sliced: Bool) {
        let (s, width, height) = Renderer.size(of: snapshot, scale: scale)
        let background = snapshot.canvas.background.premultiplied()
        func wholeImage() throws(RenderError) -> (png: [UInt8], sliced: Bool) {
            let image = try render(snapshot, scale: scale, digesting: false)
            do throws(PNGError) { return (try image.encodedPNG(options: options), false) } catch { throw RenderError(encoding: error) }
        }
        guard options.isBanded, background.a == 255, width > 0, height > 0 else { return try wholeImage() }
        let hidden = Context(renderer: self, scale: s).backgroundHidden(in: snapshot)
        let count = PNGBand.count(height: height, options: options)
        let sliceRows = max(1, sliceBytes / (width * 4))
        // Each band's result: the deflated band, or nil when a slice turned out not opaque.
        let bands = concurrentMap(count, workers: Renderer.bands) { index -> Result<PNGBand?, RenderError> in
            let rows = PNGBand.rows(index, of: count, height: height)
            // Room for the largest slice (its rows and the one above), so the buffer is never reallocated.
            var storage: [UInt8] = []
            storage.reserveCapacity(width * (sliceRows + 1) * 4)
            do throws(RenderError) {
                let band: PNGBand
                do throws(PNGError) { band = try PNGBand(width: width, rows: rows, height: height, opaque: true, options: options) } catch {
                    throw RenderError(encoding: error)
                }
                for start in stride(from: rows.lowerBound, to: rows.upperBound, by: sliceRows) {
                    let slice = start..<min(rows.upperBound, start + sliceRows)
                    // The row above the slice is drawn again: the UP filter subtracts it.
                    let top = max(0, start - 1)
                    storage.resizeKeepingCapacity(to: width * (slice.upperBound - top) * 4)
                    var canvas = Canvas(
                        width: width, height: slice.upperBound - top, fill: background, originY: top,
                        reusing: consume storage, leavingUnfilled: hidden)
                    try draw(snapshot, scale: s, into: &canvas)
                    guard PNGCodec.isOpaque(canvas.pixels) else { return .success(nil) }
                    do throws(PNGError) { try band.add(canvas, rows: slice) } catch { throw RenderError(encoding: error) }
                    storage = canvas.pixels
                }
                return .success(band)
            } catch {
                return .failure(error)
            }
        }
        var finished: [PNGBand] = []
        for result in bands {
            guard let band = try result.get() else { return try wholeImage() }
            finished.append(band)
        }
        do throws(PNGError) { return (try PNGBand.assemble(finished, width: width, height: height, opaque: true), true) } catch {
            throw RenderError(encoding: error)
        }
    }

    /// The pixels per point `snapshot` is drawn at (`scale`, else its canvas's) and the image's
    /// size in pixels (whole pixels, rounded up).
    static func size(of snapshot: ArenaSnapshot, scale: Int?) -> (scale: Double, width: Int, height: Int) {
        let s = Double(scale ?? snapshot.canvas.scale)
        return (s, Int((snapshot.canvas.width * s).rounded(.up)), Int((snapshot.canvas.height * s).rounded(.up)))
    }

    func render(
        _ snapshot: ArenaSnapshot, scale: Int?, digesting: Bool, bands: Int = Renderer.bands,
        buffers: BandBuffers = .shared, textLog: TextLog? = nil
    ) throws(RenderError) -> Bands {
        let (s, width, height) = Renderer.size(of: snapshot, scale: scale)
        let count = max(1, min(bands, height))
        let hidden = Context(renderer: self, scale: s).backgroundHidden(in: snapshot)
        let bands = concurrentMap(count, workers: count) { band -> Result<(Canvas, PixelDigest?), RenderError> in
            let y0 = height * band / count, y1 = height * (band + 1) / count
            var canvas = Canvas(
                width: width, height: y1 - y0, fill: snapshot.canvas.background.premultiplied(), originY: y0,
                reusing: buffers.take(count: width * (y1 - y0) * 4), leavingUnfilled: hidden)
            canvas.textLog = textLog
            do throws(RenderError) {
                try draw(snapshot, scale: s, into: &canvas)
                return .success((canvas, digesting ? PixelDigest.rows(of: canvas, totalHeight: height) : nil))
            } catch {
                return .failure(error)
            }
        }
        let results = try bands.map { result throws(RenderError) in try result.get() }
        let digest = digesting ? PixelDigest.combining(results.compactMap(\.1), width: width, height: height) : nil
        return Bands(parts: results.map(\.0), width: width, height: height, digest: digest)
    }

    /// Draws `snapshot` into `canvas` (a whole image, or a band of one). The canvas's background
    /// needs to be filled only outside `Context.backgroundHidden(in:)`.
    func draw(_ snapshot: ArenaSnapshot, scale s: Double, into canvas: inout Canvas) throws(RenderError) {
        let context = Context(renderer: self, scale: s)
        for decoration in snapshot.decorations where decoration.layer == .below {
            try context.drawDecoration(decoration, in: snapshot, into: &canvas)
        }
        for collection in snapshot.collections.reversed() {
            try context.drawCollection(collection, into: &canvas, drag: snapshot.drag)
        }
        for (index, zone) in snapshot.deleteZones.enumerated() {
            let look = snapshot.deleteZoneLooks.indices.contains(index) ? snapshot.deleteZoneLooks[index] : DeleteZoneLook()
            try context.drawDeleteZone(zone, look: look, active: snapshot.drag?.deleteZone == index, into: &canvas)
        }
        try context.drawFreeViews(snapshot.freeViews, into: &canvas)
        for decoration in snapshot.decorations where decoration.layer == .above {
            try context.drawDecoration(decoration, in: snapshot, into: &canvas)
        }
        if let back = snapshot.snapBack, let collection = snapshot.collections.first(where: { $0.id == back.from.collection }) {
            try context.drawGhost(
                item: back.item, frame: back.frame, config: collection.config, template: collection.cell, alpha: collection.config.drag.ghostAlpha,
                shadow: false, magnification: collection.zoom, into: &canvas)
        }
        if let drag = snapshot.drag, let collection = snapshot.collections.first(where: { $0.id == drag.from.collection }) {
            // A multi-item drag: up to two of the other items as blank cards in their colors behind the ghost.
            let others = drag.items.filter { $0.id != drag.item.id }.prefix(2)
            for (depth, other) in others.enumerated().reversed() {
                let step = Double(depth + 1) * 6, frame = drag.ghostFrame.offsetBy(Point(step, step))
                let card = context.snapped(frame, radius: context.cornerRadius(frame, collection.config))
                let fill = other.color ?? context.theme.paletteColor(for: other)
                canvas.fill(card, color: fill.premultiplied(opacity: drag.ghostAlpha))
            }
            var item = drag.item
            let style = collection.config.look.appearance[AppearanceState(drag.appearance)]
            if let fill = style?.fill { item.color = fill }
            if let outline = style.flatMap(context.outline) { (item.borderColor, item.borderWidth) = (outline.color, outline.width) }
            try context.drawGhost(
                item: item, frame: drag.ghostFrame, config: collection.config, template: collection.cell, alpha: drag.ghostAlpha,
                shadow: drag.ghostShadow, magnification: collection.zoom * drag.ghostScale, lift: drag.ghostScale,
                rotation: collection.config.drag.ghostRotation, into: &canvas)
            if collection.config.drag.reorderControl {
                context.drawReorderControl(
                    in: drag.ghostFrame, config: collection.config, magnification: collection.zoom * drag.ghostScale, into: &canvas)
            }
            try context.drawPreviewBadges(drag, config: collection.config, rightToLeft: snapshot.screenDirection == .rightToLeft, into: &canvas)
        }
        if snapshot.toolbar != .none { try context.drawToolbar(snapshot, into: &canvas) }
    }
}

/// The font chains one image (or band) has asked for, by face name and weight.
final class FontChainCache {
    var chains: [String: FontChain] = [:]
}

/// Per-render state: the scale and resolved fonts. What it draws lives in files of their own:
/// `Renderer+Collections.swift`, `+Cells`, `+Ghost` and `+Overlays`.
struct Context {
    let renderer: Renderer
    let scale: Double
    /// Template text laid out so far in this image or band.
    let textLayouts = TextLayoutCache()
    /// The font chains asked for so far in this image or band.
    let fontChains = FontChainCache()
    var theme: Theme { renderer.theme }

    /// A rectangle in points snapped to device pixels, with a corner radius in points.
    func snapped(_ rect: Rect, radius: Double = 0) -> RoundedRect {
        let x0 = (rect.minX * scale).rounded(), y0 = (rect.minY * scale).rounded()
        let x1 = (rect.maxX * scale).rounded(), y1 = (rect.maxY * scale).rounded()
        return RoundedRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0, radius: radius * scale)
    }

    /// The fonts of `preferredFontName` (made `bold` or not; nil: the face it names), with the
    /// scenario's and the bundled fonts as fallbacks.
    func fonts(_ config: ArenaConfig, bold: Bool? = nil) throws(RenderError) -> FontChain {
        try fonts(named: config.look.preferredFontName, bold: bold)
    }

    /// `fonts(config, bold:)`, or the other weight's when `preferredFontName`'s family has only
    /// that one: the chain a template's texts without a `font` fall back on. Those that ask for
    /// the missing weight are refused when the scenario is read (`ScenarioDocument.checkFontNames`).
    func fonts(_ config: ArenaConfig, servingBold bold: Bool) throws(RenderError) -> FontChain {
        do { return try fonts(config, bold: bold) } catch { return try fonts(config, bold: !bold) }
    }

    /// The fonts of face `name` (made `bold` or not), with the scenario's and the bundled fonts as fallbacks.
    /// Chains are built once per image (or band): every label of a collection asks for the same one.
    func fonts(named name: String, bold: Bool? = nil) throws(RenderError) -> FontChain {
        let key = "\(bold.map { $0 ? "bold" : "regular" } ?? "as named") \(name)"
        if let known = fontChains.chains[key] { return known }
        do {
            let chain = try renderer.fonts.chain(named: name, bold: bold)
            fontChains.chains[key] = chain
            return chain
        } catch { throw RenderError(message: error.message) }
    }

    func cornerRadius(_ frame: Rect, _ config: ArenaConfig) -> Double {
        config.look.cellCornerRadius ?? min(frame.width, frame.height) * theme.cornerFraction
    }
}

extension Array where Element == UInt8 {
    /// Makes the array `count` bytes long without giving up its storage: shortened in place, or
    /// lengthened within its capacity (new bytes zero; they are about to be drawn over).
    fileprivate mutating func resizeKeepingCapacity(to count: Int) {
        if self.count > count {
            removeLast(self.count - count)
        } else if self.count < count {
            // Copied from zeroed memory in one go: a repeated element is appended byte by byte
            // through unspecialised generic code in a debug build (80% of a debug `dropshot docs`).
            let extra = count - self.count
            guard let zeros = calloc(extra, 1) else { fatalError("out of memory for \(extra) bytes") }
            defer { free(zeros) }
            append(contentsOf: UnsafeRawBufferPointer(start: zeros, count: extra))
        }
    }
}
