/// Keyboard drags after dnd-kit's keyboard sensor: a focus that keys move over the cells, space
/// or enter to pick up and drop, escape to cancel, and what a screen reader would announce
/// (docs/SCENARIO.md, "Keyboard").
extension Arena {
    /// One key press.
    mutating func press(_ key: ArenaEvent.Key, time: Double) {
        switch gesture {
        case .idle:
            switch key {
            case .space, .enter:
                if let focus, present[focus.collection], focus.index < model.slots[focus.collection].count { pickUp(focus, time: time) }
            case .escape: break
            default: focus = step(readingKey(key, at: focus), from: focus, dragging: false)
            }
        case let .dragging(drag) where drag.keyboard != nil:
            switch key {
            case .space, .enter: dropByKey(drag, time: time, cancelled: false)
            case .escape: dropByKey(drag, time: time, cancelled: true)
            default: moveByKey(drag, to: step(readingKey(key, at: drag.keyboard), from: drag.keyboard, dragging: true))
            }
        default: break
        }
    }

    /// The key as the reading direction has it: in a right-to-left collection the left arrow
    /// goes to the next place and the right arrow to the previous one.
    func readingKey(_ key: ArenaEvent.Key, at place: CellPlace?) -> ArenaEvent.Key {
        guard let place, scenario.collections[place.collection].config.layout.layoutDirection == .rightToLeft else { return key }
        switch key {
        case .arrowLeft: return .arrowRight
        case .arrowRight: return .arrowLeft
        default: return key
        }
    }

    /// How many places a key can reach in collection `c`: its cells, and in a drag the end of a list.
    func keyPlaceCount(_ c: Int, dragging: Bool) -> Int {
        model.slots[c].count + (dragging && scenario.collections[c].role == .list ? 1 : 0)
    }

    /// Where `key` moves from `place`, over the places in reading order (collections in order,
    /// cells by index; in a drag also the end of each list, after its last cell): tab and the
    /// right arrow to the next place, the left arrow to the previous one (both wrapping); the
    /// down and up arrows to the nearest cell in the next line below or above in the same
    /// collection, else the first place of the next collection or the last of the previous one.
    /// No place yet (or one that is gone): the first. Costs one pass over the collection's cells
    /// for up and down, and nothing per cell otherwise.
    func step(_ key: ArenaEvent.Key, from place: CellPlace?, dragging: Bool) -> CellPlace? {
        let collections = scenario.collections.indices.filter { present[$0] && keyPlaceCount($0, dragging: dragging) > 0 }
        guard let first = collections.first else { return nil }
        guard let place, collections.contains(place.collection), (0..<keyPlaceCount(place.collection, dragging: dragging)).contains(place.index)
        else {
            return CellPlace(collection: first, index: 0)
        }
        let c = place.collection, count = keyPlaceCount(c, dragging: dragging)
        func start(of collection: Int) -> CellPlace { CellPlace(collection: collection, index: 0) }
        func end(of collection: Int) -> CellPlace { CellPlace(collection: collection, index: keyPlaceCount(collection, dragging: dragging) - 1) }
        switch key {
        case .tab, .arrowRight:
            if place.index + 1 < count { return CellPlace(collection: c, index: place.index + 1) }
            return start(of: collections.first { $0 > c } ?? first)
        case .arrowLeft:
            if place.index > 0 { return CellPlace(collection: c, index: place.index - 1) }
            return end(of: collections.last { $0 < c } ?? collections[collections.count - 1])
        case .arrowDown, .arrowUp:
            let down = key == .arrowDown
            if let index = searchedLineStep(down: down, from: place, count: count) ?? scannedLineStep(down: down, from: place, count: count) {
                return CellPlace(collection: c, index: index)
            }
            guard collections.count > 1 else { return place }
            if down { return start(of: collections.first { $0 > c } ?? collections.first { $0 != c }!) }
            return end(of: collections.last { $0 < c } ?? collections.last { $0 != c }!)
        default: return place
        }
    }

    /// The place `down` or up from `place` among the first `count` places of its collection: the
    /// nearest across (the first in index order of those as near) among the places whose centres
    /// lie in the next line (within half a point of the nearest centre past half a point from
    /// `place`'s). Nil when no line lies that way. One pass over the places.
    func scannedLineStep(down: Bool, from place: CellPlace, count: Int) -> Int? {
        let c = place.collection
        // The collection's cell frames, laid out once for all of its places.
        let frames = cellFrames(ofCollection: c)
        let here = keyFrame(place, frames: frames).center
        var nextLine: Double?
        for index in 0..<count {
            let y = keyFrame(CellPlace(collection: c, index: index), frames: frames).center.y
            guard down ? y > here.y + 0.5 : y < here.y - 0.5 else { continue }
            nextLine = nextLine.map { down ? min($0, y) : max($0, y) } ?? y
        }
        guard let nextLine else { return nil }
        return Arena.nearest(among: 0..<count, inLine: nextLine, to: here.x) { keyFrame(CellPlace(collection: c, index: $0), frames: frames).center }
    }

    /// Of the places `indices` whose centres lie in the line at `line` (within half a point), the
    /// nearest to `x` across; the first in index order of those as near.
    static func nearest(among indices: some Sequence<Int>, inLine line: Double, to x: Double, center: (Int) -> Point) -> Int? {
        var best: (index: Int, distance: Double)?
        for index in indices {
            let point = center(index)
            guard abs(point.y - line) <= 0.5, best.map({ abs(point.x - x) < $0.distance }) ?? true else { continue }
            best = (index, abs(point.x - x))
        }
        return best?.index
    }

    /// `scannedLineStep`'s answer found by searching instead of scanning, when the collection's kept
    /// layout runs in vertical line order (`CachedLayout.lines`): only the cells whose leading
    /// edges lie within the deepest cell of the lines concerned are looked at, so a key press in a
    /// collection of 100,000 slots maps a few lines' frames. Nil when the layout does not allow
    /// it (the scan answers then); `.some(nil)` when no line lies that way.
    func searchedLineStep(down: Bool, from place: CellPlace, count: Int) -> Int?? {
        let c = place.collection
        guard c < layouts.count, let kept = layouts[c], let lines = kept.lines, lines.vertical, kept.inputs == layoutInputs(ofCollection: c)
        else { return nil }
        let cells = kept.layout.cells, area = cellArea(ofCollection: c), zoom = displayZoom(ofCollection: c), offset = offsets[c]
        guard zoom > 0 else { return nil }
        // Cells by index, then (a list's end in a drag) the place after the last one.
        let extra = count > cells.count ? keyFrame(CellPlace(collection: c, index: cells.count)).center : nil
        func center(_ index: Int) -> Point {
            index < cells.count ? Arena.screenRect(cells[index], frame: area, zoom: zoom, offset: offset).center : extra!
        }
        func lead(_ cell: Int) -> Double { area.y + cells[cell].minY * zoom - offset.y }  // on the canvas
        let deepest = lines.deepest * zoom, margin = 1.0
        /// The first cell whose leading edge lies past `y` on the canvas.
        func firstLeading(after y: Double) -> Int {
            var low = 0, high = cells.count
            while low < high {
                let middle = (low + high) / 2
                if lead(middle) > y { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let here = center(place.index)
        // The next line: the nearest centre past half a point. A cell's centre lies between its
        // leading edge and the deepest cell below it, and leading edges never go back.
        var nextLine: Double?
        if down {
            var index = firstLeading(after: here.y + 0.5 - deepest - margin)
            while index < cells.count, nextLine.map({ lead(index) <= $0 + margin }) ?? true {
                let y = center(index).y
                if y > here.y + 0.5 { nextLine = min(nextLine ?? y, y) }
                index += 1
            }
        } else {
            var index = firstLeading(after: here.y - 0.5 + margin) - 1
            while index >= 0, nextLine.map({ lead(index) + deepest >= $0 - margin }) ?? true {
                let y = center(index).y
                if y < here.y - 0.5 { nextLine = max(nextLine ?? y, y) }
                index -= 1
            }
        }
        if let end = extra, down ? end.y > here.y + 0.5 : end.y < here.y - 0.5 {
            nextLine = nextLine.map { down ? min($0, end.y) : max($0, end.y) } ?? end.y
        }
        guard let nextLine else { return .some(nil) }
        // In that line, the nearest across: only the cells whose leading edges allow it, then the end.
        let window = firstLeading(after: nextLine - 0.5 - deepest - margin)..<firstLeading(after: nextLine + 0.5 + margin)
        return .some(Arena.nearest(among: Array(window) + (extra == nil ? [] : [cells.count]), inLine: nextLine, to: here.x, center: center))
    }

    /// The frame of a place on the canvas: its cell, or for a list's end the cell after the last one
    /// (on the same line when it fits, else at the start of the next). `frames` are the
    /// collection's cell frames, when already at hand.
    func keyFrame(_ place: CellPlace, frames given: [Rect]? = nil) -> Rect {
        // The cells' frames given, or mapped to the canvas one at a time from the kept layout: a
        // key press in a collection of 100,000 slots maps three frames, not all of them.
        let content = given == nil ? layout(ofCollection: place.collection).cells : []
        let count = given?.count ?? content.count
        func frame(_ cell: Int) -> Rect { given?[cell] ?? screenRect(content[cell], inCollection: place.collection) }
        if place.index < count { return frame(place.index) }
        let collection = cellArea(ofCollection: place.collection), config = scenario.collections[place.collection].config
        let rightToLeft = config.layout.layoutDirection == .rightToLeft
        guard count > 0 else {
            let size = config.layout.fixedCellSize ?? Size(44, 44)
            let x = rightToLeft ? collection.maxX - config.layout.sectionInset.right - size.width : collection.minX + config.layout.sectionInset.left
            return Rect(x, collection.minY + config.layout.sectionInset.top, size.width, size.height)
        }
        let last = frame(count - 1)
        // The next place in the reading direction: beside the last cell when one fits, else a new line.
        if rightToLeft {
            if last.minX - config.layout.minInteritemSpacing - last.width >= collection.minX {
                return last.offsetBy(Point(-last.width - config.layout.minInteritemSpacing, 0))
            }
            return Rect(frame(0).maxX - last.width, last.maxY + config.layout.minLineSpacing, last.width, last.height)
        }
        if last.maxX + config.layout.minInteritemSpacing + last.width <= collection.maxX {
            return last.offsetBy(Point(last.width + config.layout.minInteritemSpacing, 0))
        }
        return Rect(frame(0).minX, last.maxY + config.layout.minLineSpacing, last.width, last.height)
    }

    /// Space or enter on the focused cell: the same drag a press there starts, held by the keyboard.
    mutating func pickUp(_ place: CellPlace, time: Double) {
        guard mayPickUp(place.collection, place.index) else { return }
        let center = cellFrame(place.index, ofCollection: place.collection).center
        beginDrag(
            Press(point: center, time: time, cell: (place.collection, place.index), collection: place.collection),
            cell: (place.collection, place.index))
        guard case var .dragging(drag) = gesture else { return }
        drag.keyboard = place
        // A keyboard drag is over its place from the start: no pan, so no Began without a Changed.
        (drag.over, drag.changed) = (place.collection, true)
        gesture = .dragging(drag)
        let location = "\(placeName(place)) of \(model.slots[place.collection].count) in \(collectionName(place.collection))"
        announce(
            drag.items.count > 1
                ? "Picked up \(drag.items.count) items: \(labels(drag.items)), from \(location)."
                : "Picked up \(labels(drag.items)), \(location).")
    }

    /// An arrow or tab in a keyboard drag: the ghost goes to the place, and the place is announced.
    mutating func moveByKey(_ drag: Drag, to place: CellPlace?) {
        guard let place else { return }
        var drag = drag
        drag.keyboard = place
        drag.pointer = keyFrame(place).center + (drag.grab - Point(drag.cellFrame.width / 2, drag.cellFrame.height / 2))
        track(&drag, moved: true)
        gesture = .dragging(drag)
        focus = place
        let subject = drag.items.count > 1 ? "\(drag.items.count) items are" : "\(labels(drag.items)) is"
        if place == CellPlace(collection: drag.from.collection, index: drag.from.index) {
            announce("\(subject) back at \(collectionName(place.collection)), \(placeName(place)).")
        } else {
            let refused = resolve(drag) == .miss ? " \(drag.items.count > 1 ? "They" : "It") cannot be dropped here." : ""
            announce("\(subject) over \(collectionName(place.collection)), \(placeName(place)).\(refused)")
        }
    }

    /// Space, enter or escape in a keyboard drag: the release (or cancel) at the ghost, announced;
    /// the focus goes to where the item now is.
    mutating func dropByKey(_ drag: Drag, time: Double, cancelled: Bool) {
        let place = drag.keyboard!, origin = CellPlace(collection: drag.from.collection, index: drag.from.index)
        // Named as they were before the release changes the cells.
        let at = "\(collectionName(place.collection)), \(placeName(place))"
        let back = "\(collectionName(origin.collection)), \(placeName(origin))"
        release(at: drag.pointer, time: time, cancelled: cancelled)
        let subject = drag.items.count > 1 ? "\(drag.items.count) items" : labels(drag.items)
        switch cancelled ? .miss : lastOutcome {
        case .drop?:
            // A selection whose items do not all fit says how many did.
            let arrived = drag.items.filter { model.slots[place.collection].contains($0) }.count
            if drag.items.count > 1 && arrived < drag.items.count {
                let stayed = drag.items.count - arrived
                announce(
                    "Dropped \(arrived) of \(drag.items.count) items into \(at); \(stayed) stayed where \(stayed == 1 ? "it was" : "they were").")
            } else {
                announce("Dropped \(subject) into \(at).")
            }
        case .rearrange?: announce("Moved \(subject) to \(at).")
        case .delete?: announce("Deleted \(subject).")
        default: announce(cancelled ? "Cancelled. \(subject) returned to \(back)." : "\(subject) cannot be dropped there; returned to \(back).")
        }
        let landed = cancelled || lastOutcome == .miss ? nil : model.slots[place.collection].firstIndex(of: drag.item)
        if let landed {
            focus = CellPlace(collection: place.collection, index: landed)
        } else {
            focus = origin.index < model.slots[origin.collection].count ? origin : nil
        }
    }

    /// A collection as announced: its `accessibilityLabel`, else its `title`, else its id with the
    /// first letter capitalised.
    func collectionName(_ collection: Int) -> String {
        let spec = scenario.collections[collection]
        if let name = spec.accessibilityLabel ?? spec.title { return name }
        return spec.id.prefix(1).uppercased() + spec.id.dropFirst()
    }

    /// A place as announced: `slot N` in targets and sources, `position N` in lists, `the end`
    /// past a list's last cell.
    func placeName(_ place: CellPlace) -> String {
        guard scenario.collections[place.collection].role == .list else { return "slot \(place.index + 1)" }
        return place.index < model.slots[place.collection].count ? "position \(place.index + 1)" : "the end"
    }

    /// Item labels as a sentence: `Greece`, `Greece and Spain`, `Greece, Spain and Italy`.
    func labels(_ items: [String]) -> String {
        let names = items.map { itemSpec($0)?.label ?? $0 }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    mutating func announce(_ text: String) { announcements.append(Announcement(event: eventIndex, text: text)) }
}

/// What a screen reader would say (`"announcements"` in the state JSON), with the index of the
/// event that caused it.
public struct Announcement: Equatable, Sendable {
    /// The index of the event that caused it.
    public var event: Int
    /// What a screen reader says.
    public var text: String
    /// An announcement of `text`, caused by the event at index `event`.
    public init(event: Int, text: String) { self.event = event; self.text = text }
}
