/// What a `config` object sets: a collection's configuration and, in the top-level `config` only,
/// the arena's rules. The key table reads and writes every key through it.
package struct ConfigSettings: Equatable, Sendable {
    package var config: ArenaConfig
    package var rules: ArenaRules

    package init(config: ArenaConfig = ArenaConfig(), rules: ArenaRules = ArenaRules()) {
        self.config = config
        self.rules = rules
    }
}

/// One key of a `config` object, described once: its name, where it may be set, the JSON it
/// takes, its default and a one-line summary. The decoder applies keys through this table and
/// the JSON Schema (`ScenarioSchema`) is written from it, so the two cannot drift;
/// docs/SCENARIO.md's table is checked against it.
package struct ConfigKey: Sendable {
    /// Where a key may be set.
    package enum Scope: Sendable {
        /// The top-level `config` or a collection's own.
        case collection
        /// The top-level `config` only: it rules the whole arena.
        case arena
    }
    /// The key in JSON.
    package let name: String
    package let scope: Scope
    /// The JSON it takes.
    package let shape: JSONShape
    /// What it does, in one line.
    package let summary: String
    /// The key's value in a configuration, as JSON; nil when unset (or sized to the cell).
    package let value: @Sendable (ConfigSettings) -> JSONValue?
    /// Applies a JSON value of the key to a configuration (the value checked by `shape`'s rule).
    let apply: @Sendable (inout ConfigSettings, JSONValue, JSONReader) throws(ScenarioError) -> Void

    /// A key read and written on the settings (a collection's config, or the arena's rules).
    init(
        _ name: String, _ shape: JSONShape, _ summary: String, scope: Scope,
        settingsValue value: @escaping @Sendable (ConfigSettings) -> JSONValue?,
        applyToSettings apply: @escaping @Sendable (inout ConfigSettings, JSONValue, JSONReader) throws(ScenarioError) -> Void
    ) {
        self.name = name; self.scope = scope; self.shape = shape; self.summary = summary; self.value = value; self.apply = apply
    }

    /// A collection key read and written on the collection's configuration.
    init(
        _ name: String, _ shape: JSONShape, _ summary: String, value: @escaping @Sendable (ArenaConfig) -> JSONValue?,
        apply: @escaping @Sendable (inout ArenaConfig, JSONValue, JSONReader) throws(ScenarioError) -> Void
    ) {
        self.init(name, shape, summary, scope: .collection, settingsValue: { value($0.config) }) { settings, v, r throws(ScenarioError) in
            try apply(&settings.config, v, r)
        }
    }

    /// Its value in the default configuration as JSON; nil when it has none.
    package var defaultValue: JSONValue? { value(ConfigKey.defaults) }

    private static let defaults = ConfigSettings()

    static func bool(_ name: String, _ path: WritableKeyPath<ConfigSettings, Bool> & Sendable, _ summary: String, scope: Scope = .collection)
        -> ConfigKey
    {
        ConfigKey(name, .boolean, summary, scope: scope, settingsValue: { .bool($0[keyPath: path]) }) { c, v, r throws(ScenarioError) in
            c[keyPath: path] = try r.bool(v)
        }
    }

    static func number(
        _ name: String, _ path: WritableKeyPath<ConfigSettings, Double> & Sendable, min: Double? = nil, above: Double? = nil, max: Double,
        _ summary: String
    ) -> ConfigKey {
        ConfigKey(name, .number(min: min, above: above, max: max), summary, scope: .collection, settingsValue: { .number($0[keyPath: path]) }) {
            c, v, r throws(ScenarioError) in
            c[keyPath: path] = try r.number(v, min: min, greaterThan: above, max: max)
        }
    }

    static func optionalNumber(
        _ name: String, _ path: WritableKeyPath<ConfigSettings, Double?> & Sendable, min: Double? = nil, above: Double? = nil, max: Double,
        _ summary: String
    ) -> ConfigKey {
        ConfigKey(
            name, .number(min: min, above: above, max: max), summary, scope: .collection, settingsValue: { $0[keyPath: path].map { .number($0) } }
        ) {
            c, v, r throws(ScenarioError) in c[keyPath: path] = try r.number(v, min: min, greaterThan: above, max: max)
        }
    }

    static func color(_ name: String, _ path: WritableKeyPath<ConfigSettings, Scenario.Color> & Sendable, _ summary: String) -> ConfigKey {
        ConfigKey(name, .color, summary, scope: .collection, settingsValue: { .string($0[keyPath: path].hex) }) { c, v, r throws(ScenarioError) in
            c[keyPath: path] = try r.color(v)
        }
    }

    /// A key naming a text style (`"body"`) whose size at the variant's content size `apply` sets
    /// (written back as that size key: the style itself is not kept).
    static func textStyle(
        _ name: String, _ what: String, apply: @escaping @Sendable (inout ConfigSettings, TextStyle, ContentSizeCategory) -> Void
    ) -> ConfigKey {
        ConfigKey(
            name, .cases(of: TextStyle.self), "the Dynamic Type text style of \(what): its size at the content size", scope: .collection,
            settingsValue: { _ in nil }
        ) { c, v, r throws(ScenarioError) in
            apply(&c, try r.enumeration(v), r.environment.contentSize)
        }
    }

    static func choice<E: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ path: WritableKeyPath<ConfigSettings, E> & Sendable, _ summary: String,
        scope: Scope = .collection
    ) -> ConfigKey where E.RawValue == String {
        ConfigKey(name, .cases(of: E.self), summary, scope: scope, settingsValue: { .string($0[keyPath: path].rawValue) }) {
            c, v, r throws(ScenarioError) in
            c[keyPath: path] = try r.enumeration(v)
        }
    }

    static func optionalChoice<E: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ path: WritableKeyPath<ConfigSettings, E?> & Sendable,
        _ summary: String
    ) -> ConfigKey where E.RawValue == String {
        ConfigKey(name, .cases(of: E.self), summary, scope: .collection, settingsValue: { $0[keyPath: path].map { .string($0.rawValue) } }) {
            c, v, r throws(ScenarioError) in
            c[keyPath: path] = try r.enumeration(v) as E
        }
    }
}

extension Scenario.Color {
    /// `"#RRGGBB"`, or `"#RRGGBBAA"` when not opaque: the form scenarios write.
    public var hex: String {
        let bytes = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        let digits = Array("0123456789ABCDEF")
        return "#" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
}

extension ConfigKey {
    /// Every key a `config` object accepts, in the order of docs/SCENARIO.md's table.
    package static let all: [ConfigKey] = [
        bool(
            "sourceItemsConsumable", \.config.drag.sourceItemsConsumable, "a dragged-out source item leaves a placeholder; false: the drop copies it"),
        ConfigKey(
            "numberOfTargetItems", .integer(min: 0, max: ScenarioLimits.cells),
            "the slots of a target (default: the consumable sources' item count)",
            value: { $0.layout.numberOfTargetItems.map { .number(Double($0)) } }
        ) { c, v, r throws(ScenarioError) in
            c.layout.numberOfTargetItems = try r.int(v, min: 0, max: ScenarioLimits.cells)
        },
        ConfigKey(
            "fixedCellSize", .size, "every cell's size [w, h] in points; wins over cellWidthHeightRatio",
            value: { $0.layout.fixedCellSize.map { .array([.number($0.width), .number($0.height)]) } }
        ) { c, v, r throws(ScenarioError) in
            c.layout.fixedCellSize = try r.size(v)
        },
        number(
            "cellWidthHeightRatio", \.config.layout.cellWidthHeightRatio, min: ScenarioLimits.ratio.lowerBound, max: ScenarioLimits.ratio.upperBound,
            "cells of this width over height, the largest that fit every cell without scrolling"),
        number(
            "minInteritemSpacing", \.config.layout.minInteritemSpacing, min: 0, max: ScenarioLimits.length,
            "the flow layout's least spacing between cells of a line, in points"),
        number(
            "minLineSpacing", \.config.layout.minLineSpacing, min: 0, max: ScenarioLimits.length,
            "the flow layout's least spacing between lines, in points"),
        ConfigKey(
            "sectionInset", .array(.length, count: 4), "insets of the cells from the frame: [top, left, bottom, right] in points",
            value: { c in
                .array(
                    [c.layout.sectionInset.top, c.layout.sectionInset.left, c.layout.sectionInset.bottom, c.layout.sectionInset.right].map {
                        .number($0)
                    })
            }
        ) { c, v, r throws(ScenarioError) in
            let inset = try r.numbers(v, count: 4, min: 0, max: ScenarioLimits.length)
            c.layout.sectionInset = EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        },
        choice("lineAlignment", \.config.layout.lineAlignment, "how a line's cells share its width: justified, leading or center"),
        bool("centeredVertically", \.config.layout.centeredVertically, "centre the block of lines when it is shorter than the collection"),
        bool("fillEntireHeight", \.config.layout.fillEntireHeight, "spread the lines over the whole height (wins over centeredVertically)"),
        choice("scrollDirection", \.config.layout.scrollDirection, "vertical: rows stacked downwards; horizontal: columns stacked rightwards"),
        bool("cellOrderHorizontal", \.config.layout.cellOrderHorizontal, "in a horizontal collection, fill rows left to right instead of columns"),
        color("sourceBackgroundColor", \.config.look.sourceBackgroundColor, "a source collection's background"),
        color("targetBackgroundColor", \.config.look.targetBackgroundColor, "a target collection's background"),
        color("listBackgroundColor", \.config.look.listBackgroundColor, "a list collection's background"),
        color("sourcePlaceholderColor", \.config.look.sourcePlaceholderColor, "the fill of a consumed source item's empty cell"),
        color("targetPlaceholderColorUntouched", \.config.look.targetPlaceholderColorUntouched, "an empty target slot no drag is over"),
        color("targetPlaceholderColorTouched", \.config.look.targetPlaceholderColorTouched, "the empty target slot that would receive the drag"),
        bool("sourcePlaceholderDisplayIndex", \.config.look.sourcePlaceholderDisplayIndex, "index labels on a source's placeholders"),
        bool("targetPlaceholderDisplayIndex", \.config.look.targetPlaceholderDisplayIndex, "index labels on a target's placeholders"),
        bool("placeholderIndexStartsFromZero", \.config.look.placeholderIndexStartsFromZero, "index labels count from 0 instead of 1"),
        color("placeholderTextColor", \.config.look.placeholderTextColor, "the colour of placeholders' index labels"),
        optionalNumber(
            "placeholderFontSize", \.config.look.placeholderFontSize, above: 0, max: ScenarioLimits.fontSize,
            "index label size in points (default: 40% of the cell's shorter side)"),
        optionalNumber(
            "itemFontSize", \.config.look.itemFontSize, above: 0, max: ScenarioLimits.fontSize,
            "item label size in points (default: 20% of the cell, 9 to 22 points)"),
        textStyle("itemTextStyle", "item labels") { c, style, category in
            c.config.look.itemFontSize = style.size(at: category)
            c.config.look.itemFontWeight = style.isBold ? .bold : .regular
        },
        optionalChoice(
            "itemFontWeight", \.config.look.itemFontWeight,
            "the label's face of preferredFontName's family: regular or bold (default: the face it names)"),
        choice("itemTextAlignment", \.config.look.itemTextAlignment, "where a label's lines lie: leading, center or trailing"),
        choice(
            "lineBreakStrategy", \.config.look.lineBreakStrategy,
            "UIKit's line break strategy for wrapped text: standard (pushOut and hangulWordPriority), one of them, or none"),
        optionalNumber(
            "cellCornerRadius", \.config.look.cellCornerRadius, min: 0, max: ScenarioLimits.length,
            "cells' corner radius in points (default: 14% of the shorter side)"),
        ConfigKey(
            "preferredFontName", .string(), "the labels' font: a bundled name (Helvetica-Bold, DejaVuSans…) or a family of \"fonts\"",
            value: { .string($0.look.preferredFontName) }
        ) { c, v, r throws(ScenarioError) in c.look.preferredFontName = try r.string(v) },
        number(
            "longPressDurationBeforeDragging", \.config.drag.longPressDurationBeforeDragging, min: 0, max: ScenarioLimits.time,
            "seconds a press is held (moving under 10 points) before a drag starts"),
        choice("rearrange", \.config.drag.rearrange, "a drop inside one collection swaps the two items or moves the item"),
        choice("dropOnOccupied", \.config.drag.dropOnOccupied, "a drop on a filled target slot: refuse, swap or replace"),
        choice(
            "targetSelection", \.rules.targetSelection,
            "which collection a drag is over: under the pointer, the largest overlap, or under the ghost's centre", scope: .arena),
        bool("snapBackOnMiss", \.config.drag.snapBackOnMiss, "a missed drop shows the ghost back at its origin"),
        number("ghostScale", \.config.drag.ghostScale, above: 0, max: 4, "the drag ghost's size against its cell's, about the pointer"),
        number("ghostAlpha", \.config.drag.ghostAlpha, min: 0, max: 1, "the drag ghost's opacity"),
        bool("ghostShadow", \.config.drag.ghostShadow, "the drag ghost casts a soft shadow"),
        number("ghostRotation", \.config.drag.ghostRotation, min: -180, max: 180, "the drag ghost's clockwise tilt in degrees, about its centre"),
        bool("scrollCoupled", \.rules.scrollCoupled, "a source's scroll applies to the targets", scope: .arena),
        bool("zoomCoupled", \.rules.zoomCoupled, "a source's zoom applies to the targets", scope: .arena),
        number(
            "dragStartDistance", \.config.drag.dragStartDistance, min: 0, max: ScenarioLimits.length,
            "points the pointer moves from the press before a drag starts (a long press, once held, needs none)"),
        bool("rearrangeNeedsItem", \.config.drag.rearrangeNeedsItem, "a rearrange needs another item's cell under the drag; empty space is a miss"),
        bool(
            "pendingDropOverDeleteZone", \.rules.pendingDropOverDeleteZone,
            "the collection under a delete zone still shows pendingDrop and the place under the drag", scope: .arena),
        bool("dropOnLastHover", \.config.drag.dropOnLastHover, "a release over no collection drops at the last place that accepted the item"),
        choice(
            "hoveringRule", \.rules.hoveringRule, "when the ghost shows hovering: over a collection that accepts it, or over any but the origin",
            scope: .arena),
        choice("resetRule", \.rules.resetRule, "what reset restores: the initial state, or empty targets", scope: .arena),
        bool("zoomReflows", \.config.layout.zoomReflows, "zoom resizes the cells and reflows the grid instead of scaling it"),
        bool("couplingBothWays", \.rules.couplingBothWays, "coupled scroll and zoom also go from targets to sources", scope: .arena),
        bool("zoomCouplingBothWays", \.rules.zoomCouplingBothWays, "coupled zoom also goes from targets to sources", scope: .arena),
        choice("cancelRule", \.config.drag.cancelRule, "what a cancel event does to a drag"),
        choice("grabRule", \.config.drag.grabRule, "the ghost keeps where the cell was grabbed (offset) or centres on the pointer (center)"),
        choice("originLook", \.config.drag.originLook, "what the cell a drag takes its item from shows"),
        choice(
            "listDropOnEmptySpace", \.config.drag.listDropOnEmptySpace,
            "with overlap targeting, where a ghost over a list but none of its cells drops"),
        bool(
            "asksAboutUndraggable", \.config.drag.asksAboutUndraggable,
            "pressing an undraggable item asks the host (logged) instead of ignoring the press"),
        choice("pickUpAt", \.config.drag.pickUpAt, "which item a drag picks up: the one under the press, or under the pan's start (BetweenKit)"),
        choice(
            "dragPermissionAsked", \.config.drag.dragPermissionAsked,
            "when the data source is asked whether a pressed item may be dragged: dragStart, or touchDown (KD)"),
        bool("panningEnabled", \.config.permissions.panningEnabled, "the collection may be zoomed; false refuses zoom events"),
        bool("originRemovalEndsDrag", \.config.drag.originRemovalEndsDrag, "taking a drag's origin collection out of the arena ends the drag"),
        choice("readdedPriority", \.config.drag.readdedPriority, "where a collection added back ranks among the collections"),
        bool(
            "horizontalScrollIgnoresInsets", \.config.layout.horizontalScrollIgnoresInsets,
            "horizontal scrolling in column order ignores sectionInset"),
        bool(
            "targetSlotsFollowSource", \.rules.targetSlotsFollowSource, "the consumable sources' item count wins over numberOfTargetItems",
            scope: .arena),
        ConfigKey(
            "toolbar", .anyOf([.cases(of: ToolbarPlacement.self), .reference("toolbar")]),
            "the undo, redo and reset bar: a placement (none, top, bottom) or an object with its look", scope: .arena,
            settingsValue: { s in
                s.rules.toolbarStyle == ToolbarStyle()
                    ? .string(s.rules.toolbar.rawValue)
                    : ToolbarEntry.format.encode(ToolbarEntry(placement: s.rules.toolbar, style: s.rules.toolbarStyle))
            }
        ) { s, v, r throws(ScenarioError) in try ToolbarEntry.decode(v, r, into: &s.rules) },
        bool("liveReorder", \.config.drag.liveReorder, "while a drag hovers, the collection shows what a release would commit"),
        bool(
            "hitTestsLiveArrangement", \.config.drag.hitTestsLiveArrangement,
            "with liveReorder, a drag is hit-tested against the arrangement it has made so far; a release reads no point (KD)"),
        ConfigKey(
            "autoScroll",
            .anyOf([.boolean, AutoScroll.format.shape]), "a drag near an edge scrolls the collection: true, false, or {edge, speed, mode}",
            value: { c in c.drag.autoScroll.map(AutoScroll.format.encode) ?? .bool(false) }
        ) { c, v, r throws(ScenarioError) in
            c.drag.autoScroll = try AutoScroll.decode(v, r)
        },
        choice("selectionMode", \.rules.selectionMode, "how items are selected for multi-item drags", scope: .arena),
        bool(
            "touchFallsThrough", \.rules.touchFallsThrough,
            "a press on a collection with no draggable cell there goes on to the next collection under it (KD)", scope: .arena),
        bool("allowDrag", \.config.permissions.allowDrag, "the data source lets items be dragged out of the collection"),
        bool("allowRearrange", \.config.permissions.allowRearrange, "the data source lets items be rearranged inside the collection"),
        bool("allowDrop", \.config.permissions.allowDrop, "the data source lets items be dropped into the collection"),
        bool("allowDelete", \.config.permissions.allowDelete, "the data source lets items be deleted from the collection"),
        ConfigKey(
            "accepts", .array(.string()), "the item ids the collection takes (default: all)",
            value: { $0.permissions.accepts.map { .array($0.sorted().map { .string($0) }) } }
        ) { c, v, r throws(ScenarioError) in
            var ids = Set<String>()
            for (i, id) in try r.array(v).enumerated() { ids.insert(try r.child(i).string(id)) }
            c.permissions.accepts = ids
        },
        ConfigKey(
            "appearance",
            .object(
                AppearanceState.allCases.map { state in
                    (
                        key: state.rawValue, shape: .reference(state.isGhost ? "ghostStyle" : "stateStyle"),
                        summary: "the style of the \(state.rawValue) state"
                    )
                }), "per appearance state, the collection's fill and border (and the ghost's alpha and scale)",
            value: { c in
                c.look.appearance.isEmpty
                    ? nil
                    : .object(
                        AppearanceState.allCases.compactMap { state in
                            c.look.appearance[state].map { (state.rawValue, StateStyle.format(of: state).encode($0)) }
                        })
            }
        ) { c, v, r throws(ScenarioError) in
            for (state, style) in try r.object(v, allowedKeys: AppearanceState.allCases.map(\.rawValue)) {
                let key = AppearanceState(rawValue: state)!
                c.look.appearance[key] = try StateStyle.format(of: key).decode(style, r.child(state)) { _ in StateStyle() }
            }
        },
        number(
            "titleHeight", \.config.layout.titleHeight, min: 0, max: ScenarioLimits.length,
            "points of the band a collection's title takes above its cells"),
        textStyle("titleTextStyle", "collection titles") { c, style, category in c.config.look.titleFontSize = style.size(at: category) },
        number("titleFontSize", \.config.look.titleFontSize, above: 0, max: ScenarioLimits.fontSize, "the title's size in points (bold)"),
        color("titleColor", \.config.look.titleColor, "the title's colour"),
        number(
            "sectionHeaderHeight", \.config.layout.sectionHeaderHeight, min: 0, max: ScenarioLimits.length, "points of each section's header band"),
        textStyle("sectionHeaderTextStyle", "section titles") { c, style, category in
            c.config.look.sectionHeaderFontSize = style.size(at: category)
        },
        number(
            "sectionHeaderFontSize", \.config.look.sectionHeaderFontSize, above: 0, max: ScenarioLimits.fontSize,
            "a section title's size in points (bold)"),
        color("sectionHeaderColor", \.config.look.sectionHeaderColor, "a section title's colour"),
        choice("listInsertion", \.config.drag.listInsertion, "where a drag over a list's cell inserts: on the cell, or before or after it by half"),
        choice("layoutDirection", \.config.layout.layoutDirection, "rightToLeft mirrors the collection (at the top level, the whole screen)"),
        choice("sectionStyle", \.config.layout.sectionStyle, "plain sections, or insetGrouped: each section on one rounded group"),
        number(
            "groupInset", \.config.layout.groupInset, min: 0, max: ScenarioLimits.length, "points between an inset group and the collection's sides"),
        number("groupCornerRadius", \.config.look.groupCornerRadius, min: 0, max: ScenarioLimits.length, "an inset group's corner radius in points"),
        ConfigKey(
            "separatorColor", .color, "a list's hairline between consecutive cells (default: none)",
            value: { $0.look.separatorColor.map { .string($0.hex) } }
        ) { c, v, r throws(ScenarioError) in
            c.look.separatorColor = try r.color(v)
        },
        number(
            "separatorInset", \.config.look.separatorInset, min: 0, max: ScenarioLimits.length,
            "points from a cell's leading edge where its separator starts"),
        choice("layout", \.config.layout.cellLayout, "flow (the flow layout) or grid (equal columns, items covering their span)"),
        ConfigKey(
            "columns", .integer(min: 1, max: ArenaConfig.maxGridColumns), "a grid's number of columns (rows in a horizontal grid)",
            value: { .number(Double($0.layout.gridColumns)) }
        ) { c, v, r throws(ScenarioError) in
            c.layout.gridColumns = try r.int(v, min: 1, max: ArenaConfig.maxGridColumns)
        },
        optionalNumber(
            "rowHeight", \.config.layout.rowHeight, above: 0, max: ScenarioLimits.length,
            "a grid row's depth in points (default: the column width over cellWidthHeightRatio)"),
        choice("cellSizing", \.config.layout.cellSizing, "fixed cells, or fit: each cell as deep as its template needs"),
        choice("dropFeedback", \.config.look.dropFeedback, "dropshot draws DropShot's own drag feedback; none only what appearance styles"),
        bool("draggedViewOnTop", \.config.look.draggedViewOnTop, "a dragged free view is drawn over all others; false: at its own level (AJW)"),
        ConfigKey(
            "dropProposal", DropProposal.format.shape, "the app's drop proposal over this collection: {operation, intent} (UIKit)",
            value: { c in c.drag.dropProposal.map(DropProposal.format.encode) }
        ) { c, v, r throws(ScenarioError) in
            c.drag.dropProposal = try DropProposal.format.decode(v, r) { _ in DropProposal() }
        },
        choice("reorderingCadence", \.config.drag.reorderingCadence, "how soon a drag moves the gap: immediate, fast or slow (UIKit)"),
        number(
            "liftCancelDelay", \.config.drag.liftCancelDelay, min: 0, max: ScenarioLimits.time,
            "seconds a lifted item may be held still before the lift is cancelled (0: never)"),
        bool("reorderControl", \.config.drag.reorderControl, "editing mode: only a press on a cell's trailing reorder control drags, at once"),
        choice("ghostAxis", \.config.drag.ghostAxis, "the dragged cell follows the pointer freely, or along the scroll axis only"),
    ]

    /// The keys by name.
    static let byName: [String: ConfigKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}
