import DropShotEngine
import DropShotRaster
import Foundation

/// A scenario played by its event times, as frames at a fixed rate (`dropshot animate`).
///
/// Between two pointer events the pointer moves in a straight line at constant speed. Motions
/// the events imply are drawn over fixed durations: the ghost grows from the cell to its drag
/// scale when a drag starts (`lift`), flies back to its origin after a miss (`snapBackDuration`,
/// when the origin asks for it), and flies into the cell that took it after a drop or rearrange
/// (`settleDuration`, as `ghostLanding` says); the last frame is held for `hold`. Cells that change
/// place inside their collection (a rearrange, a swap, live reordering) glide there over
/// `settleDuration`, as does the ghost of a keyboard drag from place to place; a free draggable
/// follows the pointer and, let go, springs to its snap point or back to its start over `snap`.
/// Every frame depends only on the scenario and the rate, so the same scenario always gives the
/// same frames.
public struct Animation {
    /// Seconds a lifted ghost takes to grow to its drag scale.
    public static let lift = 0.15
    /// Seconds a missed drop takes to fly back, unless its collection's `snapBackDuration` says otherwise.
    public static let snapBack = ArenaConfig().look.snapBackDuration
    /// Seconds an item takes to settle into its cell, and a cell to glide to its place, unless
    /// the collection's `settleDuration` says otherwise.
    public static let settle = ArenaConfig().look.settleDuration
    /// Seconds the last frame is held.
    public static let hold = 1.0

    /// The scenario played.
    public let document: ScenarioDocument
    /// Frames a second, 1...60.
    public let fps: Int

    /// The animation of `document` at `fps` frames a second.
    public init(document: ScenarioDocument, fps: Int) {
        self.document = document
        self.fps = fps
    }

    /// The motion under way after a release: the ghost flying from where it was let go.
    struct Flight {
        var start: Double
        var duration: Double
        var item: ItemSpec
        var from: SlotRef
        var origin: Rect
        var target: Rect
        /// The cell the item flies into (after a drop or rearrange): it shows the item only once
        /// the flight lands, so the label is not drawn twice.
        var landing: (collection: String, index: Int)? = nil
        /// Whether it flies back to the item's origin (a miss) rather than into a new cell.
        var returning = false
    }

    /// The most frames an animation may have: a minute at 60 fps. A scenario whose times ask for
    /// more is refused (`dropshot animate` exits 2) before anything is rendered.
    public static let maxFrames = 3600

    /// The side of the largest square frame, in pixels.
    public static let maxFrameSide = 8192

    /// The most pixels a frame may have (`maxFrameSide` squared): an animation holds several full
    /// frames at once (the one drawn, the one before it, the changed rectangle being compressed),
    /// about 15 bytes a pixel in all, so a larger canvas is refused before anything is allocated.
    public static let maxFramePixels = maxFrameSide * maxFrameSide

    /// How many frames `forEachFrame` calls its body with: one per 1/`fps` s until the last
    /// event's motion has settled. Counted without running anything.
    public var frameCount: Int {
        let last = document.scenario.events.reduce(0.0) { $1.time ?? $0 }
        // The longest motion a release can start: a snap back, a settle, a free view's spring.
        let looks = document.scenario.collections.map(\.config.look)
        let motions = looks.map { max($0.settleDuration, $0.snapBackDuration) } + [Animation.snapBack, Animation.settle]
        let end = last + max(motions.max()!, document.scenario.freeViews.isEmpty ? 0 : Animation.snap)
        let frames = end * Double(fps)
        return frames < Double(Int.max / 2) ? Int(frames.rounded(.up)) + 1 : Int.max
    }

    /// Calls `body` with each frame's arena state in order, one per 1/`fps` s, the last one held.
    public func forEachFrame(_ body: (_ state: ArenaSnapshot, _ ticks: Int) throws -> Void) rethrows {
        let events = document.scenario.events
        // Events other than the pointer's, `hold` and `key` keep no time in the model: they play at the previous one's.
        var last = 0.0
        let times = events.map { event -> Double in
            last = event.time ?? last
            return last
        }
        var arena = Arena(scenario: document.scenario, measure: document.cellMeasure)
        var applied = 0
        var liftStart: Double?
        var flight: Flight?
        var freeFlight: FreeFlight?
        var keyGlide: Glide?
        var glides = CellGlides()
        let count = frameCount
        for frame in 0..<count {
            let now = Double(frame) / Double(fps)
            while applied < events.count, times[applied] <= now {
                let before = arena.snapshot()
                arena.apply(events[applied])
                let after = arena.snapshot()
                // A long press lifts when it has been held long enough, whichever event finds it.
                if before.drag == nil, after.drag != nil { liftStart = arena.dragLiftTime ?? times[applied] }
                if let drag = before.drag, after.drag == nil {
                    flight = Animation.flight(of: drag, before: before, after: after, at: times[applied])
                }
                if let glide = FreeFlight(before: before, after: after, at: times[applied]) { freeFlight = glide }
                // A key moves the ghost in one step: it glides there.
                if case .key = events[applied], let from = before.drag?.ghostFrame, let to = after.drag?.ghostFrame, from != to {
                    let origin = after.drag.flatMap { drag in after.collections.first { $0.id == drag.from.collection } }
                    let look = origin?.config.look
                    keyGlide = Glide(from: from, to: to, start: times[applied], duration: look?.settleDuration ?? Animation.settle)
                }
                applied += 1
            }
            var (state, lifted) = Animation.moving(
                arena, toward: applied < events.count ? events[applied] : nil,
                since: applied > 0 ? times[applied - 1] : 0, until: applied < events.count ? times[applied] : 0,
                now: now)
            // A drag that lifted between two events (a long press held through a `hold`) grows from its lift.
            if arena.dragPointer == nil, state.drag != nil, let lifted { liftStart = lifted }
            if var drag = state.drag, let liftStart, now - liftStart < Animation.lift {
                let grown = 1 + (drag.ghostScale - 1) * (now - liftStart) / Animation.lift
                drag.ghostFrame = drag.ghostFrame.scaled(by: grown / drag.ghostScale, about: drag.pointer)
                // The ghost's scale grows with its frame: the cell is drawn at its own size, scaled by it.
                drag.ghostScale = grown
                state.drag = drag
            }
            // A flight draws the ghost on its way; once landed, a miss's ghost rests at its origin
            // as the engine's state shows it (`snapBackOnMiss`), so the last frame is `render`'s.
            if let flight, now - flight.start < flight.duration {
                let progress = (now - flight.start) / flight.duration
                state.snapBack = SnapBackSnapshot(
                    item: flight.item, from: flight.from,
                    frame: Animation.interpolate(flight.origin, flight.target, progress))
                if let landing = flight.landing, let c = state.collections.firstIndex(where: { $0.id == landing.collection }),
                    state.collections[c].cells.indices.contains(landing.index)
                {
                    // It looks as it did while the item was carried: the origin after a miss (BetweenKit's
                    // source cell stays at alpha 0.01 until the clone lands, I3BasicRenderDelegate.m
                    // 64-87), the live place after a drop.
                    state.collections[c].cells[landing.index].item = nil
                    if flight.returning {
                        state.collections[c].cells[landing.index].isDragOrigin = true
                    } else {
                        state.collections[c].cells[landing.index].isDragged = true
                    }
                }
            }
            if let keyGlide, state.drag != nil { state.drag!.ghostFrame = keyGlide.frame(of: state.drag!.ghostFrame, at: now) }
            freeFlight?.apply(to: &state, now: now)
            glides.apply(to: &state, now: now)
            try body(state, frame == count - 1 ? 1 + Int((Animation.hold * Double(fps)).rounded()) : 1)
        }
    }

    /// The state with the pointer carried toward the next pointer event, when a drag is under way
    /// (before a `hold`, the pointer stays and only time passes, so auto-scroll goes on).
    /// With it, the moment the drag it shows lifted when that was a long press.
    static func moving(
        _ arena: Arena, toward next: ArenaEvent?, since start: Double, until end: Double, now: Double
    ) -> (state: ArenaSnapshot, lifted: Double?) {
        guard let next, end > start else { return (arena.snapshot(), arena.dragLiftTime) }
        guard let pointer = arena.dragPointer else {
            // A press held until a later event: it may lift on the way.
            guard arena.isPressing else { return (arena.snapshot(), nil) }
            var held = arena
            held.apply(.hold(t: now))
            return (held.snapshot(), held.dragLiftTime)
        }
        var moved = arena
        if let target = pointerTarget(of: next, in: arena) {
            let progress = min(1, max(0, (now - start) / (end - start)))
            moved.apply(
                .move(
                    Point(
                        pointer.x + (target.x - pointer.x) * progress,
                        pointer.y + (target.y - pointer.y) * progress), t: now))
        } else {
            moved.apply(.hold(t: now))
        }
        return (moved.snapshot(), moved.dragLiftTime)
    }

    /// Where a pointer event puts the pointer (nil for other events).
    static func pointerTarget(of event: ArenaEvent, in arena: Arena) -> Point? {
        switch event {
        case let .move(point, _), let .release(point, _), let .cancel(point, _): point
        case let .pointerAtCell(action, address, _) where action != .press: arena.point(at: address)
        default: nil
        }
    }

    /// The flight after a release: back to the origin after a miss (with `snapBackOnMiss`), into
    /// the cell that took the item after a drop or rearrange (as the origin collection's
    /// `ghostLanding` says), shrinking away after a delete (`ghostShrinksOnDelete`); else nil.
    static func flight(of drag: DragSnapshot, before: ArenaSnapshot, after: ArenaSnapshot, at time: Double) -> Flight? {
        let look = before.collections.first { $0.id == drag.from.collection }?.config.look ?? ArenaConfig().look
        switch after.lastOutcome {
        case .miss?:
            guard let back = after.snapBack else { return nil }
            guard look.clonesInFlight else {
                return Flight(
                    start: time, duration: look.snapBackDuration, item: drag.item, from: drag.from, origin: drag.ghostFrame, target: back.frame)
            }
            // The origin cell stays empty until the clone lands.
            return Flight(
                start: time, duration: look.snapBackDuration, item: drag.item, from: drag.from, origin: drag.ghostFrame, target: back.frame,
                landing: (back.from.collection, back.from.index), returning: true)
        case .into?:
            // UIKit's `drop(_:intoItemAt:rect:)`: the preview shrinks into the item it was dropped on.
            guard let target = before.collections.lazy.flatMap(\.cells).first(where: \.isDropTarget) else { return nil }
            let center = target.frame.center
            return Flight(
                start: time, duration: look.settleDuration, item: drag.item, from: drag.from, origin: drag.ghostFrame,
                target: Rect(center.x, center.y, 0, 0))
        case .delete? where look.ghostShrinksOnDelete:
            let center = drag.ghostFrame.center
            return Flight(
                start: time, duration: look.settleDuration, item: drag.item, from: drag.from, origin: drag.ghostFrame,
                target: Rect(center.x, center.y, 0, 0))
        case .drop?, .rearrange?:
            if look.ghostLanding == .none || look.ghostLanding == .rearrange && after.lastOutcome == .drop { return nil }
            // The cell now showing the item (not its origin, where a copy may stay).
            let cells = after.collections.flatMap { c in c.cells.map { (c.id, $0) } }
                .filter { $0.1.item?.id == drag.item.id && !($0.0 == drag.from.collection && $0.1.index == drag.from.index) }
            guard let (collection, cell) = cells.first else { return nil }
            return Flight(
                start: time, duration: look.settleDuration, item: drag.item, from: drag.from,
                origin: drag.ghostFrame, target: cell.frame, landing: (collection, cell.index))
        default:
            return nil
        }
    }

    /// A frame moving from `from` to `to` over `duration` (a collection's `settleDuration`), from `start`.
    struct Glide {
        var from: Rect, to: Rect
        var start: Double
        var duration = Animation.settle

        /// Where a frame now shown at `current` is drawn: on its way while `current` is still the
        /// glide's end (else something else has moved it since, and it is drawn where it is).
        func frame(of current: Rect, at now: Double) -> Rect {
            current == to ? Animation.interpolate(from, to, min(1, max(0, (now - start) / duration))) : current
        }
    }

    /// How long a free draggable let go takes to come to rest: AJW moves it with a
    /// UISnapBehavior, drawn as a spring with its default damping.
    public static let snap = 0.5

    /// UISnapBehavior's default damping: AJW's snap onto a droppable.
    public static let dropDamping = 0.5
    /// The damping of AJW's `snapBackBehaviour`, which returns a draggable let go elsewhere.
    public static let snapBackDamping = 0.65

    /// Where a UISnapBehavior-like spring is, as a fraction of the way, `elapsed` seconds after
    /// it was let go at rest: a damped oscillator of ratio `damping` whose swing has shrunk to 1%
    /// at `snap`, where it rests (at 0.5, about 16% overshoot).
    static func spring(_ elapsed: Double, damping: Double = dropDamping) -> Double {
        guard elapsed < snap - 1e-9 else { return 1 }  // frame times are sums of binary fractions
        let natural = 4.6 / (damping * snap)  // e^(-damping·natural·snap) = 1%
        let decay = damping * natural, damped = natural * (1 - damping * damping).squareRoot()
        let t = max(0, elapsed)
        return 1 - exp(-decay * t) * (cos(damped * t) + decay / damped * sin(damped * t))
    }

    /// A free draggable let go: it springs from where it was released to where it comes to rest,
    /// onto a droppable it hovered with UISnapBehavior's damping, back home with AJW's
    /// `snapBackBehaviour` damping.
    struct FreeFlight {
        var group: Int, index: Int
        var glide: Glide
        var damping: Double

        /// The flight of the free draggable that a release moved, if any.
        init?(before: ArenaSnapshot, after: ArenaSnapshot, at time: Double) {
            for (g, group) in before.freeViews.enumerated() {
                guard let d = group.draggables.firstIndex(where: { $0.state != .regular }) else { continue }
                let rest = after.freeViews[g].draggables[d]
                guard rest.state == .regular, rest.frame != group.draggables[d].frame else { return nil }
                (self.group, index, glide) = (g, d, Glide(from: group.draggables[d].frame, to: rest.frame, start: time))
                // A drop snaps with the droppable's snap behaviour whatever the look at the release
                // (UIView+AJWDroppablePrivate.m 14-23); a miss with `snapBackBehaviour`.
                damping = after.lastOutcome == .drop ? Animation.dropDamping : Animation.snapBackDamping
                return
            }
            return nil
        }

        func apply(to state: inout ArenaSnapshot, now: Double) {
            let current = state.freeViews[group].draggables[index].frame
            guard current == glide.to else { return }
            state.freeViews[group].draggables[index].frame = Animation.interpolate(
                glide.from, glide.to, Animation.spring(now - glide.start, damping: damping))
        }
    }

    /// Cells gliding to a new place in their collection. A cell's place is its origin (an empty
    /// rectangle: sizes follow the layout at once) in content coordinates, the collection's offset
    /// added, so scrolling moves cells at once and only a change of place glides; a zoom change or
    /// an item that leaves a collection starts afresh.
    struct CellGlides {
        var glides: [String: (glide: Glide, zoom: Double)] = [:]

        mutating func apply(to state: inout ArenaSnapshot, now: Double) {
            var seen: [String: (glide: Glide, zoom: Double)] = [:]
            for c in state.collections.indices {
                let collection = state.collections[c]
                let duration = collection.config.look.settleDuration
                for i in collection.cells.indices {
                    guard let item = collection.cells[i].item else { continue }
                    let key = collection.id + "\u{0}" + item.id
                    let frame = collection.cells[i].frame
                    let place = Rect(frame.x + collection.offset.x, frame.y + collection.offset.y, 0, 0)
                    var glide = Glide(from: place, to: place, start: now, duration: duration)
                    if let known = glides[key], known.zoom == collection.zoom {
                        glide =
                            known.glide.to == place
                            ? known.glide
                            : Glide(from: known.glide.frame(of: known.glide.to, at: now), to: place, start: now, duration: duration)
                    }
                    seen[key] = (glide, collection.zoom)
                    let shown = glide.frame(of: place, at: now)
                    // A clone flies over the arena (BetweenKit's swap: I3BasicRenderDelegate.m 101-108).
                    if collection.config.look.clonesInFlight, shown != place { state.collections[c].cells[i].raised = true }
                    state.collections[c].cells[i].frame = Rect(
                        shown.x - collection.offset.x, shown.y - collection.offset.y,
                        frame.width, frame.height)
                }
            }
            glides = seen
        }
    }

    static func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.width + (b.width - a.width) * t, a.height + (b.height - a.height) * t)
    }
}
