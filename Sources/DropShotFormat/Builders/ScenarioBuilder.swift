/// Scenarios written in Swift, next to the code they guard: result builders over the scenario
/// types, events by cell address, checkpoints among the events. A built scenario is the value
/// its JSON would decode to, checked the same way:
///
/// ```swift
/// let board = try Scenario(canvas: CanvasSpec(device: .iPhone15), config: { $0.layout.fixedCellSize = Size(160, 56) }) {
///     ScenarioCollection("todo", role: .list, frame: Rect(16, 80, 170, 600)) {
///         ItemSpec(id: "design", label: "Design")
///         ItemSpec(id: "build", label: "Build")
///     }
///     ScenarioCollection("done", role: .list, frame: Rect(206, 80, 170, 600))
/// } steps: {
///     ScenarioStep.drag(from: .cell("todo", 0), to: .cell("done", 0))
///     ScenarioStep.checkpoint("dropped")
/// }
/// ```
extension Scenario {
    /// A scenario of `collections` and `steps`: the top-level config and the arena's rules start
    /// from `behaviour`'s preset and the `theme`'s base, and take `config`'s and `rules`' changes;
    /// each collection's config starts from the top-level one, as a collection's `config` in JSON
    /// does. An `environment` (one variant) puts the canvas on its device, makes the theme's base
    /// its appearance and the screen run in its direction, as a file's variant does. Throws the
    /// decoder's error for what a file could not hold either.
    public init(
        environment: VariantEnvironment? = nil, canvas: CanvasSpec = CanvasSpec(), behaviour: Behaviour = .dropshot,
        theme: ThemeSpec = ThemeSpec(), config: (inout ArenaConfig) throws -> Void = { _ in },
        rules: (inout ArenaRules) throws -> Void = { _ in },
        fonts: [FontSpec] = [], deleteZones: [Rect] = [], cell: CellTemplate? = nil, title: String? = nil, caption: String? = nil,
        @ScenarioCollectionsBuilder collections: () throws -> [ScenarioCollection],
        @ScenarioFreeViewsBuilder freeViews: () throws -> [FreeGroupSpec] = { [] },
        @ScenarioDecorationsBuilder decorations: () throws -> [Decoration] = { [] },
        @ScenarioStepsBuilder steps: () throws -> [ScenarioStep] = { [] }
    ) throws(ScenarioError) {
        var base = ArenaConfig(), arenaRules = ArenaRules(), canvas = canvas, theme = theme
        behaviour.apply(to: &base, rules: &arenaRules)
        if let environment {
            canvas = environment.canvas(canvas)
            theme.base = environment.appearance == .dark ? .dark : .light
            base.layout.layoutDirection = environment.layoutDirection
        }
        // The theme's base sets the config's colour defaults; the canvas keeps the background it is given.
        var scratch = canvas
        theme.defaults(&base, canvas: &scratch)
        try Scenario.building { try config(&base) }
        try Scenario.building { try rules(&arenaRules) }
        var specs = try Scenario.building { try collections() }.map { collection -> CollectionSpec in
            var spec = collection.spec
            spec.config = base
            collection.configure(&spec.config)
            spec.adoptCell(cell)
            return spec
        }
        var events: [ArenaEvent] = [], checkpoints: [Checkpoint] = [], now = 0.0
        for step in try Scenario.building({ try steps() }) { step.add(&events, &checkpoints, &now) }
        // Item fields a template draws as a colour may hold a colour's name, as in a file: resolved
        // at the environment's appearance (light without one).
        var free = try Scenario.building { try freeViews() }
        try Scenario.resolveColorFields(in: &specs, &free, names: environment?.colorNames ?? ColorNames(appearance: .light))
        try self.init(
            canvas: canvas, config: base, rules: arenaRules, collections: specs, deleteZones: deleteZones, freeViews: free,
            events: events, checkpoints: checkpoints)
        self.behaviour = behaviour
        self.theme = theme
        if let environment { actionPhrases = environment.actionPhrases }
        self.fonts = fonts
        self.decorations = try Scenario.building { try decorations() }
        self.title = title
        self.caption = caption
        assignPaletteSlots()
    }

    /// The value `body` makes: the builder's closures may throw any error (a `VariantEnvironment`'s
    /// lookups throw the decoder's); one that is no `ScenarioError` becomes one.
    private static func building<T>(_ body: () throws -> T) throws(ScenarioError) -> T {
        do { return try body() } catch let error as ScenarioError { throw error } catch { throw ScenarioError(path: "", message: "\(error)") }
    }

    /// Gives every item its place in the palette, in order (collections, then free draggables):
    /// an item without a colour takes the theme's palette colour of its place.
    mutating func assignPaletteSlots() {
        var slot = 0
        for c in collections.indices {
            for i in collections[c].items.indices {
                collections[c].items[i].paletteSlot = slot
                slot += 1
            }
        }
        for g in freeViews.indices {
            for d in freeViews[g].draggables.indices {
                freeViews[g].draggables[d].item.paletteSlot = slot
                slot += 1
            }
        }
    }
}

extension CollectionSpec {
    /// Takes `cell` (the scenario's default template) when it has none of its own; a source's
    /// items keep their home template wherever they travel.
    mutating func adoptCell(_ cell: CellTemplate?) {
        if self.cell == nil { self.cell = cell }
        if role == .source, let template = self.cell {
            for index in items.indices { items[index].homeCell = template }
        }
    }
}

/// A collection of a Swift-built scenario: its items, and changes to the scenario's config.
public struct ScenarioCollection {
    var spec: CollectionSpec
    var configure: (inout ArenaConfig) -> Void = { _ in }

    /// A collection `id` of `role` in `frame`, titled `title`, called `accessibilityLabel` by
    /// VoiceOver, its cells drawn by `cell`, holding `items`.
    public init(
        _ id: String, role: CollectionRole, frame: Rect? = nil, title: String? = nil, accessibilityLabel: String? = nil,
        cell: CellTemplate? = nil, @ScenarioItemsBuilder items: () throws -> [ItemSpec]
    ) rethrows {
        spec = CollectionSpec(id: id, role: role, frame: frame, items: try items())
        spec.title = title
        spec.accessibilityLabel = accessibilityLabel
        spec.cell = cell
    }

    /// An empty collection `id` of `role` in `frame`, titled `title`, its cells drawn by `cell`.
    public init(
        _ id: String, role: CollectionRole, frame: Rect? = nil, title: String? = nil, accessibilityLabel: String? = nil,
        cell: CellTemplate? = nil
    ) {
        self.init(id, role: role, frame: frame, title: title, accessibilityLabel: accessibilityLabel, cell: cell) { [] }
    }

    /// The collection with its config changed by `change` (after the scenario's).
    public func config(_ change: @escaping (inout ArenaConfig) -> Void) -> ScenarioCollection {
        var copy = self
        let earlier = configure
        copy.configure = {
            earlier(&$0); change(&$0)
        }
        return copy
    }
}

/// Where a pointer event happens: a point on the canvas, or a cell's centre at that moment.
public enum EventTarget: Equatable, Sendable {
    case point(Point)
    case cell(CellAddress)

    /// The centre of cell `index` of `collection` (counted in `section` when given), or its
    /// `normalizedOffset` spot (fractions of its size from its top-left corner), moved by
    /// `offset`; with `scrollIntoView`, the collection is first scrolled to show the cell.
    public static func cell(
        _ collection: String, _ index: Int, section: Int? = nil, normalizedOffset: Point? = nil, offset: Point = Point(0, 0),
        scrollIntoView: Bool = false
    ) -> EventTarget {
        var address = CellAddress(collection: collection, index: index)
        address.section = section
        address.normalizedOffset = normalizedOffset
        address.offset = offset
        address.scrollIntoView = scrollIntoView
        return .cell(address)
    }

    /// The point (`x`, `y`) in canvas points.
    public static func at(_ x: Double, _ y: Double) -> EventTarget { .point(Point(x, y)) }

    /// The pointer event `action` here at time `t`.
    public func event(_ action: PointerAction, t: Double) -> ArenaEvent {
        switch (self, action) {
        case let (.cell(address), _): .pointerAtCell(action, address, t: t)
        case let (.point(point), .press): .press(point, t: t)
        case let (.point(point), .move): .move(point, t: t)
        case let (.point(point), .release): .release(point, t: t)
        case let (.point(point), .cancel): .cancel(point, t: t)
        }
    }
}

/// One step of a Swift-built scenario: events at a running time (from 0), or a checkpoint.
public struct ScenarioStep {
    let add: (inout [ArenaEvent], inout [Checkpoint], inout Double) -> Void

    /// `event` as it is, its own time setting the running time.
    public static func event(_ event: ArenaEvent) -> ScenarioStep {
        ScenarioStep { events, _, now in
            events.append(event)
            if let t = event.time { now = t }
        }
    }

    /// A press at `target`, `after` seconds from the running time.
    public static func press(_ target: EventTarget, after: Double = 0) -> ScenarioStep { pointer(.press, target, after) }
    /// A move to `target`, `after` seconds from the running time.
    public static func move(_ target: EventTarget, after: Double = 0.1) -> ScenarioStep { pointer(.move, target, after) }
    /// A release at `target`, `after` seconds from the running time.
    public static func release(_ target: EventTarget, after: Double = 0.1) -> ScenarioStep { pointer(.release, target, after) }
    /// A cancel at `target`, `after` seconds from the running time.
    public static func cancel(_ target: EventTarget, after: Double = 0.1) -> ScenarioStep { pointer(.cancel, target, after) }

    private static func pointer(_ action: PointerAction, _ target: EventTarget, _ after: Double) -> ScenarioStep {
        ScenarioStep { events, _, now in
            now += after
            events.append(target.event(action, t: now))
        }
    }

    /// A whole drag, as the gallery's are: a press at `from` at the running time (after holding it
    /// `hold` seconds, for a long-press preset), a move to `to` 0.2 s later and the release there
    /// 0.1 s after that; the next step starts a second after the press.
    public static func drag(from: EventTarget, to: EventTarget, hold: Double = 0) -> ScenarioStep {
        ScenarioStep { events, _, now in
            let start = now
            events.append(from.event(.press, t: start))
            if hold > 0 { events.append(.hold(t: start + hold)) }
            events.append(to.event(.move, t: start + hold + 0.2))
            events.append(to.event(.release, t: start + hold + 0.3))
            now = start + hold + 1
        }
    }

    /// A checkpoint named `name`: the state after the events before it, checked against its own golden.
    public static func checkpoint(_ name: String) -> ScenarioStep {
        ScenarioStep { events, checkpoints, _ in checkpoints.append(Checkpoint(name: name, step: events.count)) }
    }

    /// Undo, redo and reset.
    public static var undo: ScenarioStep { .event(.undo) }
    public static var redo: ScenarioStep { .event(.redo) }
    public static var reset: ScenarioStep { .event(.reset) }
}

/// Builds a list of `Element`s from statements: each expression one element (or an array of
/// them, in order), with `if`, `switch` and `for`.
@resultBuilder public enum ListBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Elements made elsewhere, in order.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// The parts, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// An `if` without `else`: its parts, or none.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The first branch of an `if` or `switch`.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// The second branch of an `if` or `switch`.
    public static func buildEither(second part: [Element]) -> [Element] { part }
    /// A `for` loop: every pass's parts, in order.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}

/// Builds the items of a `ScenarioCollection`.
public typealias ScenarioItemsBuilder = ListBuilder<ItemSpec>
/// Builds the collections of a Swift-built scenario.
public typealias ScenarioCollectionsBuilder = ListBuilder<ScenarioCollection>
/// Builds the free views of a Swift-built scenario (its groups of draggables and droppables).
public typealias ScenarioFreeViewsBuilder = ListBuilder<FreeGroupSpec>
/// Builds the decorations of a Swift-built scenario.
public typealias ScenarioDecorationsBuilder = ListBuilder<Decoration>
/// Builds the events and checkpoints of a Swift-built scenario.
public typealias ScenarioStepsBuilder = ListBuilder<ScenarioStep>

extension ListBuilder where Element == ScenarioStep {
    /// An event as it is, its own time setting the running time.
    public static func buildExpression(_ event: ArenaEvent) -> [ScenarioStep] { [.event(event)] }
}
