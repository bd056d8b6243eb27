/// How the items of one line are spread along it (SPEC 3).
public enum LineAlignment: String, CaseIterable, Sendable { case justified, leading, center }
/// The direction a collection scrolls in; lines run across it.
public enum ScrollDirection: String, CaseIterable, Sendable { case vertical, horizontal }
/// What a drop on another cell of the same collection does.
public enum RearrangeMode: String, CaseIterable, Sendable { case swap, move }
/// What a drop onto a filled target slot does.
public enum OccupiedDropPolicy: String, CaseIterable, Sendable { case refuse, swap, replace }
/// How the place under a drag is chosen.
public enum TargetSelection: String, CaseIterable, Sendable { case pointer, overlap }

/// Every configuration key of SPEC 2 (ArraSolta's table in Swift naming), with its default.
///
/// The scenario's top-level `config` applies to every collection; a collection's own `config`
/// overrides any key for that collection. Arena-wide keys (`targetSelection`, `scrollCoupled`,
/// `zoomCoupled`) are read from the top-level config only.
public struct ArenaConfig: Equatable, Sendable {
    public var sourceItemsConsumable = false
    public var numberOfTargetItems: Int? = nil
    public var fixedCellSize: Size? = nil
    public var cellWidthHeightRatio = 1.0
    public var minInteritemSpacing = 0.0
    public var minLineSpacing = 0.0
    public var sectionInset = EdgeInsets.zero
    public var lineAlignment = LineAlignment.justified
    public var centeredVertically = false
    public var fillEntireHeight = false
    public var scrollDirection = ScrollDirection.vertical
    public var cellOrderHorizontal = false
    public var sourceBackgroundColor = Color(hex: "#F2F2F7")!
    public var targetBackgroundColor = Color(hex: "#E5E5EA")!
    /// Extension: background of a `list` collection.
    public var listBackgroundColor = Color(hex: "#FFFFFF")!
    public var sourcePlaceholderColor = Color(hex: "#D1D1D6")!
    public var targetPlaceholderColorUntouched = Color(hex: "#FFFFFF")!
    public var targetPlaceholderColorTouched = Color(hex: "#C7DBFF")!
    public var sourcePlaceholderDisplayIndex = false
    public var targetPlaceholderDisplayIndex = true
    public var placeholderIndexStartsFromZero = false
    public var placeholderTextColor = Color(hex: "#8E8E93")!
    /// Index label size in points; nil sizes it to the cell (40% of the shorter side).
    public var placeholderFontSize: Double? = nil
    /// Extension: item label size in points; nil sizes it to the cell.
    public var itemFontSize: Double? = nil
    /// Extension: corner radius of cells in points; nil uses 14% of the shorter side.
    public var cellCornerRadius: Double? = nil
    public var preferredFontName = "Helvetica-Bold"
    public var longPressDurationBeforeDragging = 0.0
    public var rearrange = RearrangeMode.swap
    public var dropOnOccupied = OccupiedDropPolicy.refuse
    public var targetSelection = TargetSelection.pointer
    public var snapBackOnMiss = true
    public var ghostScale = 1.1
    public var ghostAlpha = 0.8
    public var ghostShadow = true
    public var scrollCoupled = false
    public var zoomCoupled = false

    public init() {}

    /// Every key a `config` object accepts, in the order of SPEC 2.
    public static let keys: [String] = [
        "sourceItemsConsumable", "numberOfTargetItems", "fixedCellSize", "cellWidthHeightRatio",
        "minInteritemSpacing", "minLineSpacing", "sectionInset", "lineAlignment", "centeredVertically",
        "fillEntireHeight", "scrollDirection", "cellOrderHorizontal", "sourceBackgroundColor",
        "targetBackgroundColor", "listBackgroundColor", "sourcePlaceholderColor",
        "targetPlaceholderColorUntouched", "targetPlaceholderColorTouched", "sourcePlaceholderDisplayIndex",
        "targetPlaceholderDisplayIndex", "placeholderIndexStartsFromZero", "placeholderTextColor",
        "placeholderFontSize", "itemFontSize", "cellCornerRadius", "preferredFontName",
        "longPressDurationBeforeDragging", "rearrange", "dropOnOccupied", "targetSelection", "snapBackOnMiss",
        "ghostScale", "ghostAlpha", "ghostShadow", "scrollCoupled", "zoomCoupled",
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
            case "cellCornerRadius": c.cellCornerRadius = try r.length(value)
            case "preferredFontName": c.preferredFontName = try r.string(value)
            case "longPressDurationBeforeDragging":
                c.longPressDurationBeforeDragging = try r.number(value, min: 0, max: ScenarioLimits.time)
            case "rearrange": c.rearrange = try r.enumeration(value)
            case "dropOnOccupied": c.dropOnOccupied = try r.enumeration(value)
            case "targetSelection": c.targetSelection = try r.enumeration(value)
            case "snapBackOnMiss": c.snapBackOnMiss = try r.bool(value)
            case "ghostScale": c.ghostScale = try r.number(value, greaterThan: 0, max: 4)
            case "ghostAlpha": c.ghostAlpha = try r.number(value, min: 0, max: 1)
            case "ghostShadow": c.ghostShadow = try r.bool(value)
            case "scrollCoupled": c.scrollCoupled = try r.bool(value)
            case "zoomCoupled": c.zoomCoupled = try r.bool(value)
            default: throw r.error("unknown key")
            }
        }
        return c
    }
}
