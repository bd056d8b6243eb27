/// Decoding a `config` object over a base configuration (a preset's, or the scenario's for a
/// collection): every key by name, every number range-checked with its JSON path.
extension ArenaConfig {
    /// Every key a `config` object accepts, in the order of docs/SCENARIO.md's table.
    public static let keys: [String] = [
        "sourceItemsConsumable", "numberOfTargetItems", "fixedCellSize", "cellWidthHeightRatio",
        "minInteritemSpacing", "minLineSpacing", "sectionInset", "lineAlignment", "centeredVertically",
        "fillEntireHeight", "scrollDirection", "cellOrderHorizontal", "sourceBackgroundColor",
        "targetBackgroundColor", "listBackgroundColor", "sourcePlaceholderColor",
        "targetPlaceholderColorUntouched", "targetPlaceholderColorTouched", "sourcePlaceholderDisplayIndex",
        "targetPlaceholderDisplayIndex", "placeholderIndexStartsFromZero", "placeholderTextColor",
        "placeholderFontSize", "itemFontSize", "itemFontWeight", "itemTextAlignment", "lineBreakStrategy", "cellCornerRadius", "preferredFontName",
        "longPressDurationBeforeDragging", "rearrange", "dropOnOccupied", "targetSelection", "snapBackOnMiss",
        "ghostScale", "ghostAlpha", "ghostShadow", "ghostRotation", "scrollCoupled", "zoomCoupled",
        "dragStartDistance", "rearrangeNeedsItem", "pendingDropOverDeleteZone", "dropOnLastHover", "hoveringRule",
        "resetRule", "zoomReflows", "couplingBothWays", "zoomCouplingBothWays", "cancelRule", "grabRule", "originLook",
        "listDropOnEmptySpace", "asksAboutUndraggable", "panningEnabled", "originRemovalEndsDrag", "readdedPriority", "horizontalScrollIgnoresInsets", "targetSlotsFollowSource",
        "toolbar", "liveReorder", "autoScroll", "selectionMode", "allowDrag", "allowRearrange", "allowDrop", "allowDelete",
        "accepts", "appearance", "titleHeight", "titleFontSize", "titleColor",
        "sectionHeaderHeight", "sectionHeaderFontSize", "sectionHeaderColor", "listInsertion", "layoutDirection",
        "sectionStyle", "groupInset", "groupCornerRadius", "separatorColor", "separatorInset", "layout", "columns", "rowHeight", "cellSizing", "dropFeedback",
    ]

    /// The most columns a grid has (and the widest span).
    public static let maxGridColumns = 64

    /// The keys read from the top-level config only (they rule the whole arena): a collection's
    /// own `config` that sets one is refused, never silently ignored.
    public static let arenaWideKeys: [String] = [
        "targetSelection", "scrollCoupled", "zoomCoupled", "pendingDropOverDeleteZone", "hoveringRule", "resetRule",
        "couplingBothWays", "zoomCouplingBothWays", "targetSlotsFollowSource", "toolbar", "selectionMode",
    ]

    /// Returns this configuration with the keys of a JSON `config` object applied over it.
    func applying(_ json: JSONValue, at reader: JSONReader) throws(ScenarioError) -> ArenaConfig {
        var c = self
        let object = try reader.object(json, allowedKeys: ArenaConfig.keys)
        for (key, value) in object {
            let r = reader.child(key)
            switch key {
            case "sourceItemsConsumable": c.sourceItemsConsumable = try r.bool(value)
            case "numberOfTargetItems": c.numberOfTargetItems = try r.int(value, min: 0, max: ScenarioLimits.cells)
            case "fixedCellSize": c.fixedCellSize = try r.size(value)
            case "cellWidthHeightRatio":
                c.cellWidthHeightRatio = try r.number(value, min: ScenarioLimits.ratio.lowerBound, max: ScenarioLimits.ratio.upperBound)
            case "minInteritemSpacing": c.minInteritemSpacing = try r.length(value)
            case "minLineSpacing": c.minLineSpacing = try r.length(value)
            case "sectionInset":
                let v = try r.numbers(value, count: 4, min: 0, max: ScenarioLimits.length)
                c.sectionInset = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
            case "lineAlignment": c.lineAlignment = try r.enumeration(value)
            case "centeredVertically": c.centeredVertically = try r.bool(value)
            case "fillEntireHeight": c.fillEntireHeight = try r.bool(value)
            case "scrollDirection": c.scrollDirection = try r.enumeration(value)
            case "cellOrderHorizontal": c.cellOrderHorizontal = try r.bool(value)
            case "sourceBackgroundColor": c.sourceBackgroundColor = try r.color(value)
            case "targetBackgroundColor": c.targetBackgroundColor = try r.color(value)
            case "listBackgroundColor": c.listBackgroundColor = try r.color(value)
            case "sourcePlaceholderColor": c.sourcePlaceholderColor = try r.color(value)
            case "targetPlaceholderColorUntouched": c.targetPlaceholderColorUntouched = try r.color(value)
            case "targetPlaceholderColorTouched": c.targetPlaceholderColorTouched = try r.color(value)
            case "sourcePlaceholderDisplayIndex": c.sourcePlaceholderDisplayIndex = try r.bool(value)
            case "targetPlaceholderDisplayIndex": c.targetPlaceholderDisplayIndex = try r.bool(value)
            case "placeholderIndexStartsFromZero": c.placeholderIndexStartsFromZero = try r.bool(value)
            case "placeholderTextColor": c.placeholderTextColor = try r.color(value)
            case "placeholderFontSize": c.placeholderFontSize = try r.number(value, greaterThan: 0, max: ScenarioLimits.fontSize)
            case "itemFontSize": c.itemFontSize = try r.number(value, greaterThan: 0, max: ScenarioLimits.fontSize)
            case "titleHeight": c.titleHeight = try r.number(value, min: 0, max: ScenarioLimits.length)
            case "titleFontSize": c.titleFontSize = try r.number(value, greaterThan: 0, max: ScenarioLimits.fontSize)
            case "titleColor": c.titleColor = try r.color(value)
            case "sectionHeaderHeight": c.sectionHeaderHeight = try r.number(value, min: 0, max: ScenarioLimits.length)
            case "sectionHeaderFontSize": c.sectionHeaderFontSize = try r.number(value, greaterThan: 0, max: ScenarioLimits.fontSize)
            case "sectionHeaderColor": c.sectionHeaderColor = try r.color(value)
            case "listInsertion": c.listInsertion = try r.enumeration(value)
            case "sectionStyle": c.sectionStyle = try r.enumeration(value)
            case "layout": c.layout = try r.enumeration(value)
            case "cellSizing": c.cellSizing = try r.enumeration(value)
            case "dropFeedback": c.dropFeedback = try r.enumeration(value)
            case "columns": c.gridColumns = try r.int(value, min: 1, max: ArenaConfig.maxGridColumns)
            case "rowHeight": c.rowHeight = try r.number(value, greaterThan: 0, max: ScenarioLimits.length)
            case "groupInset": c.groupInset = try r.number(value, min: 0, max: ScenarioLimits.length)
            case "groupCornerRadius": c.groupCornerRadius = try r.number(value, min: 0, max: ScenarioLimits.length)
            case "separatorColor": c.separatorColor = try r.color(value)
            case "separatorInset": c.separatorInset = try r.number(value, min: 0, max: ScenarioLimits.length)
            case "layoutDirection": c.layoutDirection = try r.enumeration(value)
            case "itemFontWeight": c.itemFontWeight = try r.enumeration(value)
            case "itemTextAlignment": c.itemTextAlignment = try r.enumeration(value)
            case "lineBreakStrategy": c.lineBreakStrategy = try r.enumeration(value)
            case "cellCornerRadius": c.cellCornerRadius = try r.length(value)
            case "preferredFontName": c.preferredFontName = try r.string(value)
            case "longPressDurationBeforeDragging":
                c.longPressDurationBeforeDragging = try r.number(value, min: 0, max: ScenarioLimits.time)
            case "rearrange": c.rearrange = try r.enumeration(value)
            case "dropOnOccupied": c.dropOnOccupied = try r.enumeration(value)
            case "targetSelection": c.targetSelection = try r.enumeration(value)
            case "snapBackOnMiss": c.snapBackOnMiss = try r.bool(value)
            case "ghostScale": c.ghostScale = try r.number(value, greaterThan: 0, max: 4)
            case "ghostRotation": c.ghostRotation = try r.number(value, min: -180, max: 180)
            case "ghostAlpha": c.ghostAlpha = try r.number(value, min: 0, max: 1)
            case "ghostShadow": c.ghostShadow = try r.bool(value)
            case "scrollCoupled": c.scrollCoupled = try r.bool(value)
            case "zoomCoupled": c.zoomCoupled = try r.bool(value)
            case "dragStartDistance": c.dragStartDistance = try r.length(value)
            case "rearrangeNeedsItem": c.rearrangeNeedsItem = try r.bool(value)
            case "pendingDropOverDeleteZone": c.pendingDropOverDeleteZone = try r.bool(value)
            case "dropOnLastHover": c.dropOnLastHover = try r.bool(value)
            case "hoveringRule": c.hoveringRule = try r.enumeration(value)
            case "resetRule": c.resetRule = try r.enumeration(value)
            case "zoomReflows": c.zoomReflows = try r.bool(value)
            case "couplingBothWays": c.couplingBothWays = try r.bool(value)
            case "zoomCouplingBothWays": c.zoomCouplingBothWays = try r.bool(value)
            case "cancelRule": c.cancelRule = try r.enumeration(value)
            case "grabRule": c.grabRule = try r.enumeration(value)
            case "originLook": c.originLook = try r.enumeration(value)
            case "listDropOnEmptySpace": c.listDropOnEmptySpace = try r.enumeration(value)
            case "asksAboutUndraggable": c.asksAboutUndraggable = try r.bool(value)
            case "panningEnabled": c.panningEnabled = try r.bool(value)
            case "originRemovalEndsDrag": c.originRemovalEndsDrag = try r.bool(value)
            case "readdedPriority": c.readdedPriority = try r.enumeration(value)
            case "horizontalScrollIgnoresInsets": c.horizontalScrollIgnoresInsets = try r.bool(value)
            case "targetSlotsFollowSource": c.targetSlotsFollowSource = try r.bool(value)
            case "toolbar": try ToolbarStyle.decode(value, r, into: &c)
            case "liveReorder": c.liveReorder = try r.bool(value)
            case "autoScroll": c.autoScroll = try ArenaConfig.decodeAutoScroll(value, r)
            case "selectionMode": c.selectionMode = try r.enumeration(value)
            case "allowDrag": c.allowDrag = try r.bool(value)
            case "allowRearrange": c.allowRearrange = try r.bool(value)
            case "allowDrop": c.allowDrop = try r.bool(value)
            case "allowDelete": c.allowDelete = try r.bool(value)
            case "accepts":
                var ids = Set<String>()
                for (i, id) in try r.array(value).enumerated() { ids.insert(try r.child(i).string(id)) }
                c.accepts = ids
            case "appearance":
                for (state, style) in try r.object(value, allowedKeys: AppearanceState.allCases.map(\.rawValue)) {
                    let key = AppearanceState(rawValue: state)!
                    c.appearance[key] = try ArenaConfig.decodeStyle(style, r.child(state), ghost: [.dragging, .hovering, .refused].contains(key))
                }
            default: throw r.error("unknown key")
            }
        }
        return c
    }

    /// `true` (KD's defaults), `false`, or `{"edge": points, "speed": points per second}`.
    static func decodeAutoScroll(_ value: JSONValue, _ r: JSONReader) throws(ScenarioError) -> AutoScroll? {
        if case let .bool(on) = value { return on ? AutoScroll() : nil }
        var scroll = AutoScroll()
        for (key, v) in try r.object(value, allowedKeys: ["edge", "speed", "mode"]) {
            switch key {
            case "edge": scroll.edge = try r.child(key).number(v, greaterThan: 0, max: ScenarioLimits.length)
            case "speed": scroll.speed = try r.child(key).number(v, greaterThan: 0, max: ScenarioLimits.length)
            case "mode": scroll.mode = try r.child(key).enumeration(v)
            default: break  // `object(_:allowedKeys:)` admits no other key
            }
        }
        return scroll
    }

    static func decodeStyle(_ value: JSONValue, _ r: JSONReader, ghost: Bool) throws(ScenarioError) -> StateStyle {
        var style = StateStyle()
        let keys = ["fill", "border", "borderWidth"] + (ghost ? ["alpha", "scale"] : [])
        for (key, v) in try r.object(value, allowedKeys: keys) {
            let c = r.child(key)
            switch key {
            case "fill": style.fill = try c.color(v)
            case "border": style.border = try c.color(v)
            case "borderWidth": style.borderWidth = try c.number(v, min: 0, max: 1000)
            case "alpha": style.alpha = try c.number(v, min: 0, max: 1)
            case "scale": style.scale = try c.number(v, greaterThan: 0, max: 4)
            default: break  // `object(_:allowedKeys:)` admits no other key
            }
        }
        return style
    }
}
