import DropShotEngine
import DropShotRaster

/// A cell template laid out in a cell: every element with its frame in device pixels. Stacks
/// place their children one after another along their axis (spacers share the room left, an
/// element without a size on the axis takes an equal share of it, and with neither the children
/// are centred), across it by their alignment; a root stack fills the cell.
struct TemplateLayout {
    /// What the elements draw with: the item, the text defaults and the scale.
    struct Environment {
        var item: ItemSpec
        /// The text colour on the cell's fill.
        var textColor: Scenario.Color
        /// The label size in points when a text gives none, and pixels per point.
        var labelSize: Double
        var scale: Double
        var regular: FontChain
        var bold: FontChain
        /// The scenario's fonts, for a text that names its own family.
        var fontSet: FontSet
        /// Text laid out earlier in this image.
        var texts: TextLayoutCache
        /// A right-to-left collection's: the layout is mirrored, and leading text lies at the right.
        var rightToLeft = false
        /// How wrapped texts break lines (`lineBreakStrategy`).
        var lineBreakStrategy = LineBreakStrategy.standard
        /// Where shadows may fall (beyond the cell, which clips everything else); nil: the cell.
        var shadowClip: PixelBounds?
        /// The cell's rounded outline, which clips everything but shadows; nil: a square cell
        /// (its pixel bounds, the canvas's clip, are enough).
        var cellShape: RoundedRect?
        /// Measuring a self-sizing cell's content: flexible elements (spacers, images and shapes
        /// without a size) take no room beyond their minimum, so the size is what the content needs.
        var natural = false
    }

    /// One placed element.
    struct Node {
        var element: CellTemplate
        var frame: PixelRect
        var children: [Node] = []

        /// The node mirrored left to right within `bounds`, children and all (a right-to-left layout).
        func mirrored(in bounds: PixelRect) -> Node {
            Node(
                element: element,
                frame: PixelRect(
                    x: 2 * bounds.x + bounds.width - frame.x - frame.width, y: frame.y, width: frame.width,
                    height: frame.height),
                children: children.map { $0.mirrored(in: bounds) })
        }

        /// The same node moved by (`dx`, `dy`) pixels, children and all.
        func offset(by dx: Double, _ dy: Double) -> Node {
            Node(
                element: element, frame: PixelRect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height),
                children: children.map { $0.offset(by: dx, dy) })
        }
    }

    /// A rectangle in device pixels.
    struct PixelRect: Equatable {
        var x: Double, y: Double, width: Double, height: Double
    }

    let environment: Environment

    /// `template` laid out in `bounds` (resolved for the item first: `CellTemplate.resolved(for:)`).
    func place(_ template: CellTemplate, in bounds: PixelRect) -> Node {
        if case let .stack(stack) = template { return placeStack(stack, template, in: bounds) }
        if case let .overlay(overlay) = template { return placeOverlay(overlay, template, in: bounds) }
        let size = measure(template, proposal: (bounds.width, bounds.height))
        return Node(
            element: template,
            frame: PixelRect(
                x: bounds.x + (bounds.width - size.width) / 2, y: bounds.y + (bounds.height - size.height) / 2,
                width: size.width, height: size.height))
    }

    /// The size `template` takes when offered `proposal` (pixels); never more than offered.
    func measure(_ template: CellTemplate, proposal: (width: Double, height: Double)) -> (width: Double, height: Double) {
        let s = environment.scale
        func clamp(_ size: (Double, Double)) -> (width: Double, height: Double) { (min(size.0, proposal.width), min(size.1, proposal.height)) }
        switch template {
        case let .stack(stack):
            let node = placeStack(stack, template, in: PixelRect(x: 0, y: 0, width: proposal.width, height: proposal.height), fill: false)
            return (node.frame.width, node.frame.height)
        case let .text(text): return clamp(textBlock(text, maxWidth: proposal.width, maxHeight: proposal.height).size)
        case let .badge(badge): return clamp(badgeSize(badge))
        case let .image(image):
            let free = environment.natural ? 0 : proposal.width, freeHeight = environment.natural ? 0 : proposal.height
            let size = clamp(((image.width.map { $0 * s } ?? free), (image.height.map { $0 * s } ?? freeHeight)))
            return image.circle ? (min(size.width, size.height), min(size.width, size.height)) : size
        case let .shape(shape):
            let free = environment.natural ? 0 : proposal.width, freeHeight = environment.natural ? 0 : proposal.height
            let size = clamp(((shape.width.map { $0 * s } ?? free), (shape.height.map { $0 * s } ?? freeHeight)))
            return shape.kind == .circle ? (min(size.width, size.height), min(size.width, size.height)) : size
        case let .spacer(minLength): return (min(minLength * s, proposal.width), min(minLength * s, proposal.height))
        case let .gap(length): return (min(length * s, proposal.width), min(length * s, proposal.height))
        case let .overlay(overlay):
            let node = placeOverlay(overlay, template, in: PixelRect(x: 0, y: 0, width: proposal.width, height: proposal.height), fill: false)
            return (node.frame.width, node.frame.height)
        case let .when(_, element): return measure(element, proposal: proposal)  // resolved away before layout
        }
    }

    /// Whether `element`, a child of a stack along `parent`, grows along `axis` to take room: a
    /// spacer along its own stack's axis; an image or shape without a size on `axis`; a stack
    /// holding such a child.
    func isFlexible(_ element: CellTemplate, along axis: TemplateStack.Axis, in parent: TemplateStack.Axis) -> Bool {
        switch element {
        case .spacer: parent == axis
        case .gap: false
        case let .image(image): (axis == .vertical ? image.height : image.width) == nil
        case let .shape(shape): (axis == .vertical ? shape.height : shape.width) == nil
        case let .stack(stack): stack.children.contains { isFlexible($0, along: axis, in: stack.axis) }
        case let .overlay(overlay): overlay.layers.contains { isFlexible($0.element, along: axis, in: axis) }
        case let .when(_, element): isFlexible(element, along: axis, in: parent)
        case .text, .badge: false
        }
    }

    /// A stack in `bounds`: its frame is all of `bounds` when `fill` (a root, or a child given a
    /// flexible share), else as large as its children and padding.
    func placeStack(_ stack: TemplateStack, _ template: CellTemplate, in bounds: PixelRect, fill: Bool = true) -> Node {
        let s = environment.scale, vertical = stack.axis == .vertical
        let spacing = stack.spacing * s
        // Padding before and after the children along the axis, and at the leading (or top) and
        // trailing (or bottom) side across it.
        let inset = stack.padding
        let (alongStart, alongEnd) = vertical ? (inset.top * s, inset.bottom * s) : (inset.leading * s, inset.trailing * s)
        let (acrossStart, acrossEnd) = vertical ? (inset.leading * s, inset.trailing * s) : (inset.top * s, inset.bottom * s)
        let innerAlong = max(0, (vertical ? bounds.height : bounds.width) - (alongStart + alongEnd))
        let innerAcross = max(0, (vertical ? bounds.width : bounds.height) - (acrossStart + acrossEnd))
        let children = stack.children
        let gaps = spacing * Double(max(0, children.count - 1))
        // Rigid children first (badges, sized images and shapes), then texts and stacks in order
        // with what is left, then the flexible ones share the rest equally.
        var alongSizes = [Double](repeating: 0, count: children.count)
        var acrossSizes = [Double](repeating: 0, count: children.count)
        var left = max(0, innerAlong - gaps)
        let flexible = children.indices.filter { isFlexible(children[$0], along: stack.axis, in: stack.axis) }
        func isRigid(_ element: CellTemplate) -> Bool {
            switch element {
            case .badge, .image, .shape, .gap: true
            case .text, .stack, .overlay, .spacer, .when: false
            }
        }
        // An inner stack is measured by laying it out; that layout is kept, and moved into place
        // below when its size does not change, so nested stacks are not laid out twice a level.
        var measured = [Node?](repeating: nil, count: children.count)
        func measureChild(_ index: Int, proposal: (width: Double, height: Double)) -> (width: Double, height: Double) {
            // A fixed gap takes its length along the axis and nothing across it.
            if case let .gap(length) = children[index] {
                return vertical ? (0, min(length * s, proposal.height)) : (min(length * s, proposal.width), 0)
            }
            guard case let .stack(inner) = children[index] else { return measure(children[index], proposal: proposal) }
            let node = placeStack(inner, children[index], in: PixelRect(x: 0, y: 0, width: proposal.width, height: proposal.height), fill: false)
            measured[index] = node
            return (node.frame.width, node.frame.height)
        }
        func offer(_ length: Double) -> (width: Double, height: Double) { vertical ? (innerAcross, length) : (length, innerAcross) }
        func along(_ size: (width: Double, height: Double)) -> Double { vertical ? size.height : size.width }
        let fixed = children.indices.filter { !flexible.contains($0) }
        for index in fixed where isRigid(children[index]) {
            let size = measureChild(index, proposal: offer(left))
            (alongSizes[index], acrossSizes[index]) = vertical ? (size.height, size.width) : (size.width, size.height)
            left = max(0, left - alongSizes[index])
        }
        // Texts and stacks in a row as SwiftUI's HStack sizes them: the one that asks for least
        // width first, each offered an equal share of what is left, so a short value or chevron
        // keeps its size beside a long label that wraps or is cut (in order, the label took all
        // and the chevron became "…"). Down a column they take the height they need in order:
        // the first keeps its lines.
        var pending = fixed.filter { !isRigid(children[$0]) }
        let sharing = !vertical && pending.count > 1
        if sharing {
            let asked = Dictionary(uniqueKeysWithValues: pending.map { ($0, along(measureChild($0, proposal: offer(left)))) })
            pending.sort { (asked[$0]!, $0) < (asked[$1]!, $1) }
        }
        for (done, index) in pending.enumerated() {
            let size = measureChild(index, proposal: offer(sharing ? left / Double(pending.count - done) : left))
            (alongSizes[index], acrossSizes[index]) = vertical ? (size.height, size.width) : (size.width, size.height)
            left = max(0, left - alongSizes[index])
        }
        // Flexible children share what is left. Measuring a self-sizing cell's content, spacers
        // take only their minimum and the rest is offered to the others for their content (a
        // stack holding a spacer still wraps its text in the room there is), which then take
        // only what that content needs.
        if environment.natural {
            for index in flexible { if case let .spacer(minLength) = children[index] { left = max(0, left - minLength * s) } }
        }
        let measuredFlexible = flexible.filter { if case .spacer = children[$0] { !environment.natural } else { true } }
        let share = measuredFlexible.isEmpty ? 0 : left / Double(measuredFlexible.count)
        for index in flexible {
            if case let .spacer(minLength) = children[index] {
                (alongSizes[index], acrossSizes[index]) = (max(environment.natural ? 0 : share, minLength * s), 0)
                continue
            }
            let size = measureChild(index, proposal: offer(share))
            (alongSizes[index], acrossSizes[index]) = vertical ? (size.height, size.width) : (size.width, size.height)
            // A stack that holds something flexible takes its whole share.
            if case .stack = children[index], !environment.natural { alongSizes[index] = share }
        }
        // A stack that can grow across this one's axis (a row with a spacer in a column) takes the whole width.
        let acrossAxis: TemplateStack.Axis = vertical ? .horizontal : .vertical
        for index in children.indices {
            if case .stack = children[index], isFlexible(children[index], along: acrossAxis, in: stack.axis) { acrossSizes[index] = innerAcross }
        }
        let contentAlong = alongSizes.reduce(0, +) + gaps
        let contentAcross = acrossSizes.max() ?? 0
        let along =
            fill ? (vertical ? bounds.height : bounds.width) : min(vertical ? bounds.height : bounds.width, contentAlong + (alongStart + alongEnd))
        let across =
            fill ? (vertical ? bounds.width : bounds.height) : min(vertical ? bounds.width : bounds.height, contentAcross + (acrossStart + acrossEnd))
        let frame = PixelRect(x: bounds.x, y: bounds.y, width: vertical ? across : along, height: vertical ? along : across)
        // With room to spare and nothing to take it, the children are centred along the axis.
        var position = alongStart + (flexible.isEmpty ? max(0, (along - (alongStart + alongEnd) - contentAlong) / 2) : 0)
        var nodes: [Node] = []
        for index in children.indices {
            let room = across - (acrossStart + acrossEnd)
            let offset: Double =
                switch stack.alignment {
                case .leading: acrossStart
                case .center: acrossStart + (room - acrossSizes[index]) / 2
                case .trailing: acrossStart + room - acrossSizes[index]
                }
            let rect =
                vertical
                ? PixelRect(x: frame.x + offset, y: frame.y + position, width: acrossSizes[index], height: alongSizes[index])
                : PixelRect(x: frame.x + position, y: frame.y + offset, width: alongSizes[index], height: acrossSizes[index])
            if let node = measured[index], node.frame.width == rect.width, node.frame.height == rect.height {
                nodes.append(node.offset(by: rect.x, rect.y))
            } else if case let .stack(inner) = children[index] {
                nodes.append(placeStack(inner, children[index], in: rect, fill: true))
            } else if case let .overlay(inner) = children[index] {
                nodes.append(placeOverlay(inner, children[index], in: rect))
            } else {
                nodes.append(Node(element: children[index], frame: rect))
            }
            position += alongSizes[index] + spacing
        }
        return Node(element: template, frame: frame, children: nodes)
    }

    /// An overlay in `bounds`: each layer sized as it asks within the bounds less its padding (an
    /// image or shape without a size fills them) and placed there by its alignment. Its frame is
    /// all of `bounds` when `fill` (a root, or a child given its share), else its largest layer's.
    func placeOverlay(_ overlay: TemplateOverlay, _ template: CellTemplate, in bounds: PixelRect, fill: Bool = true) -> Node {
        let s = environment.scale
        var nodes: [Node] = []
        var extent = (width: 0.0, height: 0.0)
        for layer in overlay.layers {
            let inset = layer.padding
            let inner = PixelRect(
                x: bounds.x + inset.leading * s, y: bounds.y + inset.top * s,
                width: max(0, bounds.width - (inset.leading + inset.trailing) * s),
                height: max(0, bounds.height - (inset.top + inset.bottom) * s))
            let size = measure(layer.element, proposal: (inner.width, inner.height))
            extent = (
                max(extent.width, size.width + (inset.leading + inset.trailing) * s), max(extent.height, size.height + (inset.top + inset.bottom) * s)
            )
            let name = layer.alignment.rawValue.lowercased()
            let x =
                name.hasSuffix("leading")
                ? inner.x : name.hasSuffix("trailing") ? inner.x + inner.width - size.width : inner.x + (inner.width - size.width) / 2
            let y =
                name.hasPrefix("top")
                ? inner.y : name.hasPrefix("bottom") ? inner.y + inner.height - size.height : inner.y + (inner.height - size.height) / 2
            let rect = PixelRect(x: x, y: y, width: size.width, height: size.height)
            switch layer.element {
            case let .stack(stack): nodes.append(placeStack(stack, layer.element, in: rect, fill: true))
            case let .overlay(inner): nodes.append(placeOverlay(inner, layer.element, in: rect))
            default: nodes.append(Node(element: layer.element, frame: rect))
            }
        }
        let frame =
            fill ? bounds : PixelRect(x: bounds.x, y: bounds.y, width: min(bounds.width, extent.width), height: min(bounds.height, extent.height))
        return Node(element: template, frame: frame, children: nodes)
    }
}
