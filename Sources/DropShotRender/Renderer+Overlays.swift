import DropShotEngine
import DropShotRaster

/// Drawing what lies over the collections: free views (AJW), delete zones and the toolbar, in the
/// interface font.
extension Context {
    /// The free views of each group: its droppables, then its draggables; the one being dragged
    /// last, over everything else, or with `draggedViewOnTop` off (AJW) at its own place.
    func drawFreeViews(_ groups: [FreeGroupSnapshot], into canvas: inout Canvas) throws(RenderError) {
        var dragged: (view: FreeDraggableSnapshot, config: ArenaConfig)?
        for group in groups {
            for view in group.droppables { try drawDroppable(view, config: group.config, into: &canvas) }
            for view in group.draggables {
                if view.state == .regular {
                    try drawItem(
                        view.item, shape: snapped(view.frame, radius: cornerRadius(view.frame, group.config)), config: group.config, template: nil,
                        magnification: 1, into: &canvas)
                } else if group.config.look.draggedViewOnTop {
                    dragged = (view, group.config)
                } else {
                    try drawDraggedView(view, config: group.config, into: &canvas)
                }
            }
        }
        if let (view, config) = dragged { try drawDraggedView(view, config: config, into: &canvas) }
    }

    /// The free view being dragged. AJW moves the view itself: full opacity, no scale, no shadow,
    /// unless a state style says otherwise.
    func drawDraggedView(_ view: FreeDraggableSnapshot, config: ArenaConfig, into canvas: inout Canvas) throws(RenderError) {
        var item = view.item
        let style = config.look.appearance[view.state]
        if let fill = style?.fill { item.color = fill }
        if let outline = style.flatMap(outline) { (item.borderColor, item.borderWidth) = (outline.color, outline.width) }
        let scale = style?.scale ?? 1
        try drawGhost(
            item: item, frame: view.frame.scaled(by: scale, about: view.frame.center), config: config, alpha: style?.alpha ?? 1,
            shadow: false, magnification: scale, lift: scale, into: &canvas)
    }

    /// A free droppable: its color (white when unset) with a faint border and its label along the
    /// top, and the state fill and border of a collection in the same state (DropShot's accent only
    /// with `dropFeedback: dropshot`).
    func drawDroppable(_ view: FreeDroppableSnapshot, config: ArenaConfig, into canvas: inout Canvas) throws(RenderError) {
        let frame = view.spec.frame
        let shape = snapped(frame, radius: cornerRadius(frame, config))
        canvas.fill(shape, color: (view.spec.color ?? config.look.targetPlaceholderColorUntouched).premultiplied())
        let style = config.look.appearance[AppearanceState(view.state)]
        // DropShot's own accent feedback only with `dropFeedback: dropshot` (AJW draws none).
        let feedback = config.look.dropFeedback == .dropshot
        drawStateFill(view.state, style: style, shape: shape, feedback: feedback, into: &canvas)
        canvas.stroke(shape, width: max(1, scale.rounded()), color: config.look.placeholderTextColor.premultiplied(opacity: 0.35))
        if let label = view.spec.label, !label.isEmpty {
            // Along the top, where a snapped draggable (centred by default) leaves it readable.
            let points = min(18, min(frame.width, frame.height) * 0.2)
            let line = TextLine.cached(label, fonts: try fonts(config), size: points * scale, maxWidth: shape.width * 0.9)
            canvas.draw(
                line, centeredIn: shape.x0, shape.y0, shape.width, min(shape.height, 2.2 * points * scale),
                color: config.look.placeholderTextColor.premultiplied())
        }
        drawStateOutline(view.state, style: style, shape: shape, feedback: feedback, into: &canvas)
    }

    /// A delete zone: its colour as a border and a faint fill (the whole fill while a drag is over
    /// it), then its cell template, or its icon and label centred.
    func drawDeleteZone(_ zone: Rect, look: DeleteZoneLook, active: Bool, into canvas: inout Canvas) throws(RenderError) {
        let color = look.color ?? theme.deleteZone
        let shape = snapped(zone, radius: min(zone.width, zone.height) * 0.25)
        canvas.fill(shape, color: color.premultiplied(opacity: active ? 1 : 0.12))
        canvas.stroke(shape, width: max(1, (1.5 * scale).rounded()), color: color.premultiplied())
        let textColor = look.textColor ?? (active ? Scenario.Color.white : color)
        if let template = look.cell {
            try drawTemplate(
                template, of: look.templateItem, shape: shape, textColor: textColor, config: ArenaConfig(),
                magnification: 1, into: &canvas)
            return
        }
        let size = min(15, zone.height * 0.35) * scale
        let line = look.label.isEmpty ? nil : TextLine.cached(look.label, fonts: try interfaceFonts(), size: size, maxWidth: shape.width * 0.9)
        try drawLabel(
            line, icon: look.icon, tinted: look.iconRenderingMode == .template, iconSize: size * 1.3, centeredIn: shape,
            color: textColor.premultiplied(), into: &canvas)
    }

    /// A decoration: its template in its frame, text in the screen's `preferredFontName` and the
    /// theme's chrome colour unless it says otherwise, mirrored on a right-to-left screen.
    func drawDecoration(_ decoration: Decoration, in snapshot: ArenaSnapshot, into canvas: inout Canvas) throws(RenderError) {
        var config = ArenaConfig()
        config.layout.layoutDirection = snapshot.screenDirection
        config.look.preferredFontName = snapshot.screenFontName
        try drawTemplate(
            decoration.cell, of: decoration.item, shape: snapped(decoration.frame), textColor: theme.toolbarText,
            config: config, magnification: 1, into: &canvas)
    }

    /// A label with an optional icon before it (fitted into a square of `iconSize` pixels, 6
    /// points from the text), centred as one group in `box`.
    func drawLabel(
        _ line: TextLine?, icon: String?, tinted: Bool = false, iconSize: Double, centeredIn box: RoundedRect, color: PremultipliedColor,
        into canvas: inout Canvas
    ) throws(RenderError) {
        guard let icon else {
            if let line { canvas.draw(line, centeredIn: box.x0, box.y0, box.width, box.height, color: color) }
            return
        }
        let side = min(iconSize.rounded(), box.height), gap = line == nil ? 0 : 6 * scale
        let total = side + gap + (line?.width ?? 0)
        let left = (box.x0 + (box.width - total) / 2).rounded()
        if let size = renderer.images.size(named: icon), size.width > 0, size.height > 0 {
            let fit = side / Double(max(size.width, size.height))
            let width = (Double(size.width) * fit).rounded(), height = (Double(size.height) * fit).rounded()
            let picture = try renderer.images.image(named: icon, drawnIn: width, height, fill: true)
            canvas.draw(
                image: tinted ? picture.tinted(color) : picture,
                filling: RoundedRect(
                    x: left + ((side - width) / 2).rounded(), y: (box.y0 + (box.height - height) / 2).rounded(),
                    width: width, height: height))
        }
        if let line { canvas.draw(line, centeredIn: left + side + gap, box.y0, line.width, box.height, color: color) }
    }

    /// ArraSolta's toolbar: Undo, Redo and Reset (dimmed when they would do nothing) and the
    /// step counter, in a bar across the top or bottom of the canvas, over the arena; labels,
    /// icons, colours and height from the toolbar's style.
    func drawToolbar(_ snapshot: ArenaSnapshot, into canvas: inout Canvas) throws(RenderError) {
        let style = snapshot.toolbarStyle
        let height = style.height, width = snapshot.canvas.width
        let text = style.textColor ?? theme.toolbarText, tint = style.tint ?? theme.accent
        let bar = Rect(0, snapshot.toolbar == .top ? 0 : snapshot.canvas.height - height, width, height)
        canvas.fill(snapped(bar), color: (style.background ?? theme.toolbarBackground).premultiplied())
        let edge = snapshot.toolbar == .top ? bar.maxY - 0.5 : bar.minY
        canvas.fill(snapped(Rect(0, edge, width, 0.5)), color: text.premultiplied(opacity: 0.25))
        let font = try interfaceFonts()
        let size = min(15, height * 0.35) * scale
        let enabled: [ToolbarButton: Bool] = [.undo: snapshot.canUndo, .redo: snapshot.canRedo, .reset: snapshot.historyCount > 0]
        let slot = width / (style.showsCounter ? 4 : 3)
        for (i, button) in ToolbarButton.allCases.enumerated() {
            let look = style.buttons[button] ?? ToolbarStyle.Button(label: button.rawValue)
            let line = look.label.isEmpty ? nil : TextLine.cached(look.label, fonts: font, size: size, maxWidth: slot * scale * 0.9)
            // A right-to-left screen lays the buttons out from the right.
            let frame = snapped(
                Rect(snapshot.screenDirection == .rightToLeft ? width - slot * Double(i + 1) : slot * Double(i), bar.minY, slot, height))
            try drawLabel(
                line, icon: look.icon, tinted: look.iconRenderingMode == .template, iconSize: size * 1.3, centeredIn: frame,
                color: enabled[button]! ? tint.premultiplied() : text.premultiplied(opacity: 0.35), into: &canvas)
        }
        guard style.showsCounter else { return }
        let counter = TextLine.cached("\(snapshot.historyCount)", fonts: font, size: size, maxWidth: slot * scale * 0.9)
        let frame = snapped(Rect(snapshot.screenDirection == .rightToLeft ? 0 : slot * 3, bar.minY, slot, height))
        canvas.draw(counter, centeredIn: frame.x0, frame.y0, frame.width, frame.height, color: text.premultiplied())
    }

    /// The bold fonts of the renderer's own labels (delete zones, toolbar), with the scenario's
    /// and the bundled fonts as fallbacks.
    func interfaceFonts() throws(RenderError) -> FontChain { try fonts(named: "Helvetica-Bold") }
}
