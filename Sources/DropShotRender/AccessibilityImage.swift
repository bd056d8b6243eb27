import DropShotEngine
import DropShotRaster

/// The accessibility image (`dropshot render --accessibility`, `~a11y` goldens), laid out as
/// AccessibilitySnapshot lays its images out: the screen in grey, each of VoiceOver's elements
/// as a coloured overlay (a fixed palette, in reading order) numbered at its top leading corner,
/// and a legend beside the screen (below it on a canvas wider than high) with each element's
/// number on its colour (the eight colours repeat; the numbers do not), label, value, traits in
/// words, hint (in a synthetic italic: the glyphs leaned 12 degrees) and custom actions, in the
/// scenario's fonts, each wrapped to the legend's width
/// (mirrored on a right-to-left screen).
extension Renderer {
    /// The colours of the elements in turn.
    static let accessibilityPalette = ["#FF2D55", "#FF9500", "#34C759", "#007AFF", "#AF52DE", "#30B0C7", "#FFCC00", "#A2845E"]
        .map { Scenario.Color(hex: $0)! }

    /// The legend's width in points when it stands beside the screen.
    static let legendWidth = 320.0

    /// The most custom actions an element lists in the legend; a line says how many more it has.
    package static let legendActions = 8

    /// A legend column's height in pixels (beside the screen: the screen's height when taller).
    /// Entries that do not fit start another column, as many as 16384 px a side allows.
    package static let legendColumnHeight = 4096

    /// The accessibility image of `snapshot`, whose elements are `elements`, at the canvas scale or `scale`.
    public func renderAccessibility(_ snapshot: ArenaSnapshot, elements: [AccessibilityElement], scale: Int? = nil) throws(RenderError) -> Canvas {
        let screen = try render(snapshot, scale: scale)
        let s = Double(scale ?? snapshot.canvas.scale)
        let context = Context(renderer: self, scale: s)
        let regular = try context.fonts(named: snapshot.screenFontName, bold: false)
        let bold = try context.fonts(named: snapshot.screenFontName, bold: true)
        let below = snapshot.canvas.width > snapshot.canvas.height
        let legendWidth = below ? snapshot.canvas.width : Renderer.legendWidth
        // Each element's number, on a badge of its colour: over its overlay and in the legend.
        let badgeHeight = 16.0, badgeSize = 11.0
        let numbers = elements.indices.map { index in
            context.textLayouts.block(
                String(index + 1), fonts: bold, size: badgeSize * s, maxWidth: .infinity, maxLines: 1, strategy: .standard,
                tabInterval: Context.tabStopPoints * s
            ).lines[0]
        }
        func badgeWidth(_ index: Int) -> Double { max(badgeHeight, numbers[index].width / s + 8) }
        let margin = 16.0, swatch = elements.indices.map(badgeWidth).max() ?? badgeHeight, indent = margin + swatch + 8
        let textWidth = (legendWidth - indent - margin) * s

        // Each entry's lines: text, fonts, size in points and colour; at most `legendActions`
        // actions, then how many more.
        typealias Line = (text: String, fonts: FontChain, size: Double, color: Scenario.Color, oblique: Bool)
        let grey = Scenario.Color(hex: "#6E6E73")!, dark = Scenario.Color(hex: "#1C1C1E")!
        func lines(of element: AccessibilityElement) -> [Line] {
            var lines: [Line] = [(element.label.isEmpty ? "(no label)" : element.label, bold, 15, dark, false)]
            if let value = element.value, !value.isEmpty { lines.append((value, regular, 13, dark, false)) }
            if !element.traits.isEmpty { lines.append((element.traits.map(\.spoken).joined(separator: ", "), regular, 13, grey, false)) }
            if let hint = element.hint, !hint.isEmpty { lines.append((hint, regular, 13, grey, true)) }
            if !element.actions.isEmpty {
                lines.append(("Actions:", regular, 13, grey, false))
                lines += element.actions.prefix(Renderer.legendActions).map { ("• " + $0, regular, 13, dark, false) }
                let more = element.actions.count - Renderer.legendActions
                if more > 0 { lines.append(("… and \(more) more", regular, 13, grey, false)) }
            }
            return lines
        }
        // Each text wrapped to the legend's width: a label or hint on up to four lines, then cut with "…".
        typealias Entry = (texts: [(block: TextBlock, color: Scenario.Color, oblique: Bool)], height: Double)
        func entry(_ lines: [Line]) -> Entry {
            let texts = lines.map { line -> (block: TextBlock, color: Scenario.Color, oblique: Bool) in
                let block = context.textLayouts.block(
                    line.text, fonts: line.fonts, size: line.size * s, maxWidth: textWidth, maxLines: 4, strategy: .standard,
                    tabInterval: Context.tabStopPoints * s)
                return (block, line.color, line.oblique)
            }
            let height: Double = texts.reduce(0.0) { sum, text in sum + text.block.height / s + 2 }
            return (texts, height + 10)
        }
        // The entries (heights in points) in columns of `legendColumnHeight`, as many columns as
        // the image's size allows; the last one says how many elements did not fit.
        let columnWidth = (legendWidth * s).rounded()
        let columnHeight = (below ? Double(Renderer.legendColumnHeight) : max(Double(screen.height), Double(Renderer.legendColumnHeight))) / s
        let limit = CanvasSpec.maxPixelsPerSide
        let maxColumns = max(1, Int(Double(limit - (below ? 0 : screen.width)) / columnWidth))
        var columns: [[Entry]] = [[]], used = margin * 2
        var shown = 0
        for element in elements {
            let next = entry(lines(of: element))
            if used + next.height > columnHeight, !columns[columns.count - 1].isEmpty {
                guard columns.count < maxColumns else { break }
                columns.append([])
                used = margin * 2
            }
            columns[columns.count - 1].append(next)
            used += next.height
            shown += 1
        }
        if shown < elements.count {
            // Room for the summary: entries leave the last column until it fits.
            func summary() -> Entry {
                entry([("… and \(elements.count - shown) more elements (dropshot state --accessibility lists them all)", regular, 13, grey, false)])
            }
            var last = columns[columns.count - 1]
            while !last.isEmpty, margin * 2 + last.reduce(0, { $0 + $1.height }) + summary().height > columnHeight {
                last.removeLast()
                shown -= 1
            }
            columns[columns.count - 1] = last + [summary()]
        }
        let legendHeight = (columns.map { margin * 2 + $0.reduce(0) { $0 + $1.height } }.max() ?? 0) * s
        let legendWidthPixels = Int(columnWidth) * columns.count
        let width = below ? max(screen.width, legendWidthPixels) : screen.width + legendWidthPixels
        let height = below ? screen.height + Int(legendHeight.rounded()) : max(screen.height, Int(legendHeight.rounded()))
        guard width <= limit, height <= limit else {
            throw RenderError(message: "the accessibility image would be \(width) x \(height) px, over the limit of \(limit) px a side")
        }

        var canvas = Canvas(width: width, height: height, fill: Scenario.Color.white.premultiplied())
        canvas.draw(Renderer.greyed(screen), x: 0, y: 0)
        // A right-to-left screen has its badges at the top right of the overlays and its legend
        // mirrored: numbers at the right, lines ending there.
        let mirrored = snapshot.screenDirection == .rightToLeft
        /// Element `index`'s number on a badge of its colour, its leading edge at `x` (its
        /// trailing edge, mirrored), its top at `y` (pixels).
        func drawBadge(_ index: Int, x: Double, y: Double) {
            let color = Renderer.accessibilityPalette[index % Renderer.accessibilityPalette.count]
            let width = badgeWidth(index) * s, height = badgeHeight * s
            let left = mirrored ? x - width : x
            canvas.fill(RoundedRect(x: left, y: y, width: width, height: height, radius: height / 2), color: color.premultiplied())
            let line = numbers[index]
            let ink = Renderer.badgeInk(on: color)
            canvas.draw(
                line, centeredIn: left + (width - line.width) / 2, y + (height - line.height) / 2, line.width, line.height, color: ink.premultiplied()
            )
        }
        for (index, element) in elements.enumerated() {
            let color = Renderer.accessibilityPalette[index % Renderer.accessibilityPalette.count]
            let frame = context.snapped(element.frame)
            canvas.fill(frame, color: color.premultiplied(opacity: 0.3))
            canvas.stroke(frame, width: 1.5 * s, color: color.premultiplied())
        }
        // The numbers over every overlay (an element's badge is not hidden under a later overlay),
        // kept on the screen when the element reaches past its edge.
        for (index, element) in elements.enumerated() {
            let frame = context.snapped(element.frame)
            let width = badgeWidth(index) * s, height = badgeHeight * s
            let y = min(max(0, frame.y0), Double(screen.height) - height)
            let x = mirrored ? min(max(width, frame.x1), Double(screen.width)) : min(max(0, frame.x0), Double(screen.width) - width)
            drawBadge(index, x: x, y: y)
        }
        var index = 0
        for (column, entries) in columns.enumerated() {
            var top = below ? Double(screen.height) + margin * s : margin * s
            let left = (below ? 0.0 : Double(screen.width)) + Double(column) * columnWidth
            let right = left + legendWidth * s
            for (texts, _) in entries {
                // The summary has no element, so no number.
                if index < shown { drawBadge(index, x: mirrored ? right - margin * s : left + margin * s, y: top + 1 * s) }
                index += 1
                for (block, color, oblique) in texts {
                    for line in block.lines {
                        let x = mirrored ? right - indent * s - line.width : left + indent * s
                        canvas.draw(line, centeredIn: x, top, line.width, line.height, color: color.premultiplied(), oblique: oblique)
                        top += line.height
                    }
                    top += 2 * s
                }
                top += 10 * s
            }
        }
        return canvas
    }

    /// The colour a number is written in on a badge of `color`: white, or near-black on a light
    /// colour (the palette's yellow and green), whichever reads better.
    static func badgeInk(on color: Scenario.Color) -> Scenario.Color {
        let dark = Scenario.Color(hex: "#1C1C1E")!
        let contrast = { (ink: Scenario.Color) in ScenarioDocument.contrast(ink.premultiplied(), color.premultiplied()) }
        return contrast(.white) >= contrast(dark) ? .white : dark
    }

    /// `canvas` in grey, lightened so the overlays stand out over it.
    static func greyed(_ canvas: Canvas) -> Canvas {
        var pixels = canvas.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let luminance = (299 * Int(pixels[i]) + 587 * Int(pixels[i + 1]) + 114 * Int(pixels[i + 2])) / 1000
            let alpha = Int(pixels[i + 3])
            // Premultiplied: lighten toward the pixel's own alpha.
            let lightened = UInt8((luminance * 6 + alpha * 4) / 10)
            (pixels[i], pixels[i + 1], pixels[i + 2]) = (lightened, lightened, lightened)
        }
        return Canvas(width: canvas.width, height: canvas.height, premultipliedPixels: pixels)
    }
}

extension ScenarioDocument {
    /// The accessibility image of the state after the first `steps` events (all when nil).
    public func renderAccessibility(steps: Int? = nil, scale: Int? = nil) throws(InputError) -> Canvas {
        let document = try atScale(scale)
        let arena = document.arena(steps: steps)
        do {
            return try document.renderer().renderAccessibility(arena.snapshot(), elements: arena.accessibilityElements(), scale: scale)
        } catch let error as RenderError {
            throw InputError(file: path, message: error.message)
        } catch {
            throw InputError(file: path, message: "\(error)")
        }
    }

    /// The most pixels one of the document's accessibility images can have, at the canvas scale
    /// or `scale`: the legend's columns may widen it to 16384 px, and a column is at most
    /// `legendColumnHeight` tall (or the screen's height). What `check` counts in its pixel budget.
    public func largestAccessibilityPixels(scale: Int?) -> Int {
        let screen = largestPixelSize(scale: scale), column = Renderer.legendColumnHeight
        let height = scenario.canvas.width > scenario.canvas.height ? screen.height + column : max(screen.height, column)
        return CanvasSpec.maxPixelsPerSide * min(height, CanvasSpec.maxPixelsPerSide)
    }

    /// `renderAccessibility` as PNG bytes.
    public func renderAccessibilityPNG(steps: Int? = nil, scale: Int? = nil) throws(InputError) -> [UInt8] {
        let image = try renderAccessibility(steps: steps, scale: scale)
        do { return try PNGCodec.encode(image) } catch { throw InputError(file: path, message: error.message) }
    }
}
