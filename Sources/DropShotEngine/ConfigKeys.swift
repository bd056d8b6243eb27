/// One key of a `config` object, described once: its name, where it may be set, the JSON it
/// takes, its default and a one-line summary. The decoder applies keys through this table and
/// the JSON Schema (`ScenarioSchema`) is written from it, so the two cannot drift;
/// docs/SCENARIO.md's table is checked against it.
package struct ConfigKey: Sendable {
    /// Where a key may be set.
    public enum Scope: Sendable {
        /// The top-level `config` or a collection's own.
        case collection
        /// The top-level `config` only: it rules the whole arena.
        case arena
    }
    /// The key in JSON.
    public let name: String
    public let scope: Scope
    /// The JSON it takes.
    public let shape: JSONShape
    /// What it does, in one line.
    public let summary: String
    /// The key's value in a configuration, as JSON; nil when unset (or sized to the cell).
    public let value: @Sendable (ArenaConfig) -> JSONValue?
    /// Applies a JSON value of the key to a configuration (the value checked by `shape`'s rule).
    let apply: @Sendable (inout ArenaConfig, JSONValue, JSONReader) throws(ScenarioError) -> Void

    init(_ name: String, _ shape: JSONShape, _ summary: String, scope: Scope = .collection, value: @escaping @Sendable (ArenaConfig) -> JSONValue?,
         apply: @escaping @Sendable (inout ArenaConfig, JSONValue, JSONReader) throws(ScenarioError) -> Void) {
        self.name = name; self.scope = scope; self.shape = shape; self.summary = summary; self.value = value; self.apply = apply
    }

    /// Its value in the default configuration as JSON; nil when it has none.
    public var defaultValue: JSONValue? { value(ConfigKey.defaults) }

    private static let defaults = ArenaConfig()

    static func bool(_ name: String, _ path: WritableKeyPath<ArenaConfig, Bool> & Sendable, _ summary: String, scope: Scope = .collection) -> ConfigKey {
        ConfigKey(name, .boolean, summary, scope: scope, value: { .bool($0[keyPath: path]) }) { c, v, r throws(ScenarioError) in c[keyPath: path] = try r.bool(v) }
    }

    static func number(_ name: String, _ path: WritableKeyPath<ArenaConfig, Double> & Sendable, min: Double? = nil, above: Double? = nil, max: Double,
                       _ summary: String) -> ConfigKey {
        ConfigKey(name, .number(min: min, above: above, max: max), summary, value: { .number($0[keyPath: path]) }) { c, v, r throws(ScenarioError) in
            c[keyPath: path] = try r.number(v, min: min, greaterThan: above, max: max)
        }
    }

    static func optionalNumber(_ name: String, _ path: WritableKeyPath<ArenaConfig, Double?> & Sendable, min: Double? = nil, above: Double? = nil, max: Double,
                               _ summary: String) -> ConfigKey {
        ConfigKey(name, .number(min: min, above: above, max: max), summary, value: { $0[keyPath: path].map { .number($0) } }) {
            c, v, r throws(ScenarioError) in c[keyPath: path] = try r.number(v, min: min, greaterThan: above, max: max)
        }
    }

    static func color(_ name: String, _ path: WritableKeyPath<ArenaConfig, Scenario.Color> & Sendable, _ summary: String) -> ConfigKey {
        ConfigKey(name, .color, summary, value: { .string($0[keyPath: path].hex) }) { c, v, r throws(ScenarioError) in c[keyPath: path] = try r.color(v) }
    }

    static func choice<E: CaseIterable & RawRepresentable>(_ name: String, _ path: WritableKeyPath<ArenaConfig, E> & Sendable, _ summary: String,
                                                          scope: Scope = .collection) -> ConfigKey where E.RawValue == String {
        ConfigKey(name, .cases(of: E.self), summary, scope: scope, value: { .string($0[keyPath: path].rawValue) }) { c, v, r throws(ScenarioError) in
            c[keyPath: path] = try r.enumeration(v)
        }
    }

    static func optionalChoice<E: CaseIterable & RawRepresentable>(_ name: String, _ path: WritableKeyPath<ArenaConfig, E?> & Sendable,
                                                                  _ summary: String) -> ConfigKey where E.RawValue == String {
        ConfigKey(name, .cases(of: E.self), summary, value: { $0[keyPath: path].map { .string($0.rawValue) } }) { c, v, r throws(ScenarioError) in
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
    public static let all: [ConfigKey] = [
        bool("sourceItemsConsumable", \.sourceItemsConsumable, "a dragged-out source item leaves a placeholder; false: the drop copies it"),
        ConfigKey("numberOfTargetItems", .integer(min: 0, max: ScenarioLimits.cells),
                  "the slots of a target (default: the consumable sources' item count)",
                  value: { $0.numberOfTargetItems.map { .number(Double($0)) } }) { c, v, r throws(ScenarioError) in
            c.numberOfTargetItems = try r.int(v, min: 0, max: ScenarioLimits.cells)
        },
        ConfigKey("fixedCellSize", .size, "every cell's size [w, h] in points; wins over cellWidthHeightRatio",
                  value: { $0.fixedCellSize.map { .array([.number($0.width), .number($0.height)]) } }) { c, v, r throws(ScenarioError) in
            c.fixedCellSize = try r.size(v)
        },
        number("cellWidthHeightRatio", \.cellWidthHeightRatio, min: ScenarioLimits.ratio.lowerBound, max: ScenarioLimits.ratio.upperBound,
               "cells of this width over height, the largest that fit every cell without scrolling"),
        number("minInteritemSpacing", \.minInteritemSpacing, min: 0, max: ScenarioLimits.length, "the flow layout's least spacing between cells of a line, in points"),
        number("minLineSpacing", \.minLineSpacing, min: 0, max: ScenarioLimits.length, "the flow layout's least spacing between lines, in points"),
        ConfigKey("sectionInset", .array(.length, count: 4), "insets of the cells from the frame: [top, left, bottom, right] in points",
                  value: { c in .array([c.sectionInset.top, c.sectionInset.left, c.sectionInset.bottom, c.sectionInset.right].map { .number($0) }) }) { c, v, r throws(ScenarioError) in
            let inset = try r.numbers(v, count: 4, min: 0, max: ScenarioLimits.length)
            c.sectionInset = EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        },
        choice("lineAlignment", \.lineAlignment, "how a line's cells share its width: justified, leading or center"),
        bool("centeredVertically", \.centeredVertically, "centre the block of lines when it is shorter than the collection"),
        bool("fillEntireHeight", \.fillEntireHeight, "spread the lines over the whole height (wins over centeredVertically)"),
        choice("scrollDirection", \.scrollDirection, "vertical: rows stacked downwards; horizontal: columns stacked rightwards"),
        bool("cellOrderHorizontal", \.cellOrderHorizontal, "in a horizontal collection, fill rows left to right instead of columns"),
        color("sourceBackgroundColor", \.sourceBackgroundColor, "a source collection's background"),
        color("targetBackgroundColor", \.targetBackgroundColor, "a target collection's background"),
        color("listBackgroundColor", \.listBackgroundColor, "a list collection's background"),
        color("sourcePlaceholderColor", \.sourcePlaceholderColor, "the fill of a consumed source item's empty cell"),
        color("targetPlaceholderColorUntouched", \.targetPlaceholderColorUntouched, "an empty target slot no drag is over"),
        color("targetPlaceholderColorTouched", \.targetPlaceholderColorTouched, "the empty target slot that would receive the drag"),
        bool("sourcePlaceholderDisplayIndex", \.sourcePlaceholderDisplayIndex, "index labels on a source's placeholders"),
        bool("targetPlaceholderDisplayIndex", \.targetPlaceholderDisplayIndex, "index labels on a target's placeholders"),
        bool("placeholderIndexStartsFromZero", \.placeholderIndexStartsFromZero, "index labels count from 0 instead of 1"),
        color("placeholderTextColor", \.placeholderTextColor, "the colour of placeholders' index labels"),
        optionalNumber("placeholderFontSize", \.placeholderFontSize, above: 0, max: ScenarioLimits.fontSize,
                       "index label size in points (default: 40% of the cell's shorter side)"),
        optionalNumber("itemFontSize", \.itemFontSize, above: 0, max: ScenarioLimits.fontSize,
                       "item label size in points (default: 20% of the cell, 9 to 22 points)"),
        optionalChoice("itemFontWeight", \.itemFontWeight, "the label's face of preferredFontName's family: regular or bold (default: the face it names)"),
        choice("itemTextAlignment", \.itemTextAlignment, "where a label's lines lie: leading, center or trailing"),
        choice("lineBreakStrategy", \.lineBreakStrategy, "UIKit's line break strategy for wrapped text: standard (pushOut and hangulWordPriority), one of them, or none"),
        optionalNumber("cellCornerRadius", \.cellCornerRadius, min: 0, max: ScenarioLimits.length,
                       "cells' corner radius in points (default: 14% of the shorter side)"),
        ConfigKey("preferredFontName", .string(), "the labels' font: a bundled name (Helvetica-Bold, DejaVuSans…) or a family of \"fonts\"",
                  value: { .string($0.preferredFontName) }) { c, v, r throws(ScenarioError) in c.preferredFontName = try r.string(v) },
        number("longPressDurationBeforeDragging", \.longPressDurationBeforeDragging, min: 0, max: ScenarioLimits.time,
               "seconds a press is held (moving under 10 points) before a drag starts"),
        choice("rearrange", \.rearrange, "a drop inside one collection swaps the two items or moves the item"),
        choice("dropOnOccupied", \.dropOnOccupied, "a drop on a filled target slot: refuse, swap or replace"),
        choice("targetSelection", \.targetSelection, "which collection a drag is over: under the pointer, the largest overlap, or under the ghost's centre", scope: .arena),
        bool("snapBackOnMiss", \.snapBackOnMiss, "a missed drop shows the ghost back at its origin"),
        number("ghostScale", \.ghostScale, above: 0, max: 4, "the drag ghost's size against its cell's, about the pointer"),
        number("ghostAlpha", \.ghostAlpha, min: 0, max: 1, "the drag ghost's opacity"),
        bool("ghostShadow", \.ghostShadow, "the drag ghost casts a soft shadow"),
        number("ghostRotation", \.ghostRotation, min: -180, max: 180, "the drag ghost's clockwise tilt in degrees, about its centre"),
        bool("scrollCoupled", \.scrollCoupled, "a source's scroll applies to the targets", scope: .arena),
        bool("zoomCoupled", \.zoomCoupled, "a source's zoom applies to the targets", scope: .arena),
        number("dragStartDistance", \.dragStartDistance, min: 0, max: ScenarioLimits.length, "points the pointer moves from the press before a drag starts"),
        bool("rearrangeNeedsItem", \.rearrangeNeedsItem, "a rearrange needs another item's cell under the drag; empty space is a miss"),
        bool("pendingDropOverDeleteZone", \.pendingDropOverDeleteZone,
             "the collection under a delete zone still shows pendingDrop and the place under the drag", scope: .arena),
        bool("dropOnLastHover", \.dropOnLastHover, "a release over no collection drops at the last place that accepted the item"),
        choice("hoveringRule", \.hoveringRule, "when the ghost shows hovering: over a collection that accepts it, or over any but the origin", scope: .arena),
        choice("resetRule", \.resetRule, "what reset restores: the initial state, or empty targets", scope: .arena),
        bool("zoomReflows", \.zoomReflows, "zoom resizes the cells and reflows the grid instead of scaling it"),
        bool("couplingBothWays", \.couplingBothWays, "coupled scroll and zoom also go from targets to sources", scope: .arena),
        bool("zoomCouplingBothWays", \.zoomCouplingBothWays, "coupled zoom also goes from targets to sources", scope: .arena),
        choice("cancelRule", \.cancelRule, "what a cancel event does to a drag"),
        choice("grabRule", \.grabRule, "the ghost keeps where the cell was grabbed (offset) or centres on the pointer (center)"),
        choice("originLook", \.originLook, "what the cell a drag takes its item from shows"),
        choice("listDropOnEmptySpace", \.listDropOnEmptySpace, "with overlap targeting, where a ghost over a list but none of its cells drops"),
        bool("asksAboutUndraggable", \.asksAboutUndraggable, "pressing an undraggable item asks the host (logged) instead of ignoring the press"),
        choice("pickUpAt", \.pickUpAt, "which item a drag picks up: the one under the press, or under the pan's start (BetweenKit)"),
        choice("dragPermissionAsked", \.dragPermissionAsked, "when the data source is asked whether a pressed item may be dragged: dragStart, or touchDown (KD)"),
        bool("panningEnabled", \.panningEnabled, "the collection may be zoomed; false refuses zoom events"),
        bool("originRemovalEndsDrag", \.originRemovalEndsDrag, "taking a drag's origin collection out of the arena ends the drag"),
        choice("readdedPriority", \.readdedPriority, "where a collection added back ranks among the collections"),
        bool("horizontalScrollIgnoresInsets", \.horizontalScrollIgnoresInsets, "horizontal scrolling in column order ignores sectionInset"),
        bool("targetSlotsFollowSource", \.targetSlotsFollowSource, "the consumable sources' item count wins over numberOfTargetItems", scope: .arena),
        ConfigKey("toolbar", .anyOf([.cases(of: ToolbarPlacement.self), .reference("toolbar")]),
                  "the undo, redo and reset bar: a placement (none, top, bottom) or an object with its look", scope: .arena,
                  value: { $0.toolbarStyle == ToolbarStyle() ? .string($0.toolbar.rawValue) : $0.toolbarStyle.json(placement: $0.toolbar) }) { c, v, r throws(ScenarioError) in try ToolbarStyle.decode(v, r, into: &c) },
        bool("liveReorder", \.liveReorder, "while a drag hovers, the collection shows what a release would commit"),
        bool("hitTestsLiveArrangement", \.hitTestsLiveArrangement, "with liveReorder, a drag is hit-tested against the arrangement it has made so far (KD)"),
        ConfigKey("autoScroll", .anyOf([.boolean, .object([
            (key: "edge", shape: .number(above: 0, max: ScenarioLimits.length), summary: "the band along each edge, in points (30)"),
            (key: "speed", shape: .number(above: 0, max: ScenarioLimits.length), summary: "points a second (half the frame's length)"),
            (key: "mode", shape: .cases(of: AutoScroll.Mode.self), summary: "continuous, or paging by a page"),
        ])]), "a drag near an edge scrolls the collection: true, false, or {edge, speed, mode}", value: { c in c.autoScroll.map { .object([("mode", .string($0.mode.rawValue))]) } ?? .bool(false) }) { c, v, r throws(ScenarioError) in
            c.autoScroll = try ArenaConfig.decodeAutoScroll(v, r)
        },
        choice("selectionMode", \.selectionMode, "how items are selected for multi-item drags", scope: .arena),
        bool("allowDrag", \.allowDrag, "the data source lets items be dragged out of the collection"),
        bool("allowRearrange", \.allowRearrange, "the data source lets items be rearranged inside the collection"),
        bool("allowDrop", \.allowDrop, "the data source lets items be dropped into the collection"),
        bool("allowDelete", \.allowDelete, "the data source lets items be deleted from the collection"),
        ConfigKey("accepts", .array(.string()), "the item ids the collection takes (default: all)",
                  value: { $0.accepts.map { .array($0.sorted().map { .string($0) }) } }) { c, v, r throws(ScenarioError) in
            var ids = Set<String>()
            for (i, id) in try r.array(v).enumerated() { ids.insert(try r.child(i).string(id)) }
            c.accepts = ids
        },
        ConfigKey("appearance", .object(AppearanceState.allCases.map { state in
            (key: state.rawValue, shape: .reference([.dragging, .hovering, .refused].contains(state) ? "ghostStyle" : "stateStyle"),
             summary: "the style of the \(state.rawValue) state")
        }), "per appearance state, the collection's fill and border (and the ghost's alpha and scale)",
                  value: { c in
            c.appearance.isEmpty ? nil : .object(AppearanceState.allCases.compactMap { state in c.appearance[state].map { (state.rawValue, $0.json) } })
        }) { c, v, r throws(ScenarioError) in
            for (state, style) in try r.object(v, allowedKeys: AppearanceState.allCases.map(\.rawValue)) {
                let key = AppearanceState(rawValue: state)!
                c.appearance[key] = try ArenaConfig.decodeStyle(style, r.child(state), ghost: [.dragging, .hovering, .refused].contains(key))
            }
        },
        number("titleHeight", \.titleHeight, min: 0, max: ScenarioLimits.length, "points of the band a collection's title takes above its cells"),
        number("titleFontSize", \.titleFontSize, above: 0, max: ScenarioLimits.fontSize, "the title's size in points (bold)"),
        color("titleColor", \.titleColor, "the title's colour"),
        number("sectionHeaderHeight", \.sectionHeaderHeight, min: 0, max: ScenarioLimits.length, "points of each section's header band"),
        number("sectionHeaderFontSize", \.sectionHeaderFontSize, above: 0, max: ScenarioLimits.fontSize, "a section title's size in points (bold)"),
        color("sectionHeaderColor", \.sectionHeaderColor, "a section title's colour"),
        choice("listInsertion", \.listInsertion, "where a drag over a list's cell inserts: on the cell, or before or after it by half"),
        choice("layoutDirection", \.layoutDirection, "rightToLeft mirrors the collection (at the top level, the whole screen)"),
        choice("sectionStyle", \.sectionStyle, "plain sections, or insetGrouped: each section on one rounded group"),
        number("groupInset", \.groupInset, min: 0, max: ScenarioLimits.length, "points between an inset group and the collection's sides"),
        number("groupCornerRadius", \.groupCornerRadius, min: 0, max: ScenarioLimits.length, "an inset group's corner radius in points"),
        ConfigKey("separatorColor", .color, "a list's hairline between consecutive cells (default: none)",
                  value: { $0.separatorColor.map { .string($0.hex) } }) { c, v, r throws(ScenarioError) in
            c.separatorColor = try r.color(v)
        },
        number("separatorInset", \.separatorInset, min: 0, max: ScenarioLimits.length, "points from a cell's leading edge where its separator starts"),
        choice("layout", \.layout, "flow (the flow layout) or grid (equal columns, items covering their span)"),
        ConfigKey("columns", .integer(min: 1, max: ArenaConfig.maxGridColumns), "a grid's number of columns (rows in a horizontal grid)",
                  value: { .number(Double($0.gridColumns)) }) { c, v, r throws(ScenarioError) in
            c.gridColumns = try r.int(v, min: 1, max: ArenaConfig.maxGridColumns)
        },
        optionalNumber("rowHeight", \.rowHeight, above: 0, max: ScenarioLimits.length,
                       "a grid row's depth in points (default: the column width over cellWidthHeightRatio)"),
        choice("cellSizing", \.cellSizing, "fixed cells, or fit: each cell as deep as its template needs"),
        choice("dropFeedback", \.dropFeedback, "dropshot draws DropShot's own drag feedback; none only what appearance styles"),
    ]

    /// The keys by name.
    static let byName: [String: ConfigKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}
