/// The first part of the config keys' table (`ConfigKey.all`, in docs/SCENARIO.md's order): the
/// source items' rule, the layout and the look, up to the gesture rules.
extension ConfigKey {
    /// The layout and look keys, the first rows of `all`.
    static let layoutAndLookKeys: [ConfigKey] = [
        ConfigKey(
            "sourceItemsConsumable", \.config.drag.sourceItemsConsumable, .boolean,
            "a dragged-out source item leaves a placeholder; false: the drop copies it", default: "false",
            "a dragged-out source item leaves a placeholder; false: the drop copies"),
        ConfigKey(
            "numberOfTargetItems", optional: \.config.layout.numberOfTargetItems, .integer(min: 0, max: ScenarioLimits.cells),
            "the slots of a target (default: the consumable sources' item count)", default: "consumable source item count",
            "slots of a `target` (required without a consumable source)"),
        ConfigKey(
            "fixedCellSize", optional: \.config.layout.fixedCellSize, .size, "every cell's size [w, h] in points; wins over cellWidthHeightRatio",
            default: "none", "`[w, h]`; wins over the ratio"),
        ConfigKey(
            "cellWidthHeightRatio", \.config.layout.cellWidthHeightRatio,
            .number(min: ScenarioLimits.ratio.lowerBound, max: ScenarioLimits.ratio.upperBound),
            "cells of this width over height, the largest that fit every cell without scrolling", default: "1",
            "cells are the largest that fit all cells without scrolling"),
        ConfigKey(
            "minInteritemSpacing", \.config.layout.minInteritemSpacing, .number(min: 0, max: ScenarioLimits.length),
            "the flow layout's least spacing between cells of a line, in points", default: "0", "flow-layout spacing between the cells of a line"),
        ConfigKey(
            "minLineSpacing", \.config.layout.minLineSpacing, .number(min: 0, max: ScenarioLimits.length),
            "the flow layout's least spacing between lines, in points", default: "0", "flow-layout spacing between lines"),
        ConfigKey(
            "sectionInset", .array(.length, count: 4), "insets of the cells from the frame: [top, left, bottom, right] in points",
            default: "`[0, 0, 0, 0]`", "top, left, bottom, right",
            value: { c in
                .array(
                    [
                        c.config.layout.sectionInset.top, c.config.layout.sectionInset.left, c.config.layout.sectionInset.bottom,
                        c.config.layout.sectionInset.right,
                    ].map {
                        .number($0)
                    })
            }
        ) { c, v, r throws(ScenarioError) in
            let inset = try r.numbers(v, count: 4, min: 0, max: ScenarioLimits.length)
            c.config.layout.sectionInset = EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        },
        ConfigKey(
            "lineAlignment", \.config.layout.lineAlignment, .cases, "how a line's cells share its width: justified, leading or center",
            default: "`justified`", "`justified`, `leading`, `center`"),
        ConfigKey(
            "centeredVertically", \.config.layout.centeredVertically, .boolean, "centre the block of lines when it is shorter than the collection",
            default: "false", "center the block of lines in the collection"),
        ConfigKey(
            "fillEntireHeight", \.config.layout.fillEntireHeight, .boolean, "spread the lines over the whole height (wins over centeredVertically)",
            default: "false", "spread the lines over the collection's height (wins over `centeredVertically`)"),
        ConfigKey(
            "scrollDirection", \.config.layout.scrollDirection, .cases, "vertical: rows stacked downwards; horizontal: columns stacked rightwards",
            default: "`vertical`", "`horizontal` fills columns top to bottom..."),
        ConfigKey(
            "cellOrderHorizontal", \.config.layout.cellOrderHorizontal, .boolean,
            "in a horizontal collection, fill rows left to right instead of columns", default: "false", "...or rows left to right"),
        ConfigKey(
            "sourceBackgroundColor", \.config.look.sourceBackgroundColor, .color, "a source collection's background", default: "`#F2F2F7`",
            "a source's background"),
        ConfigKey(
            "targetBackgroundColor", \.config.look.targetBackgroundColor, .color, "a target collection's background", default: "`#E5E5EA`",
            "a target's background"),
        ConfigKey(
            "listBackgroundColor", \.config.look.listBackgroundColor, .color, "a list collection's background", default: "`#FFFFFF`",
            "a list's background"),
        ConfigKey(
            "sourcePlaceholderColor", \.config.look.sourcePlaceholderColor, .color, "the fill of a consumed source item's empty cell",
            default: "`#D1D1D6`", ""),
        ConfigKey(
            "targetPlaceholderColorUntouched", \.config.look.targetPlaceholderColorUntouched, .color, "an empty target slot no drag is over",
            default: "`#FFFFFF`", "an empty target slot"),
        ConfigKey(
            "targetPlaceholderColorTouched", \.config.look.targetPlaceholderColorTouched, .color, "the empty target slot that would receive the drag",
            default: "`#C7DBFF`", "touched: the slot that would receive the drag"),
        ConfigKey(
            "sourcePlaceholderDisplayIndex", \.config.look.sourcePlaceholderDisplayIndex, .boolean, "index labels on a source's placeholders",
            default: "false", "index labels on a source's placeholders"),
        ConfigKey(
            "targetPlaceholderDisplayIndex", \.config.look.targetPlaceholderDisplayIndex, .boolean, "index labels on a target's placeholders",
            default: "true", "index labels on a target's placeholders"),
        ConfigKey(
            "placeholderIndexStartsFromZero", \.config.look.placeholderIndexStartsFromZero, .boolean, "index labels count from 0 instead of 1",
            default: "false", ""),
        ConfigKey(
            "placeholderTextColor", \.config.look.placeholderTextColor, .color, "the colour of placeholders' index labels", default: "`#8E8E93`",
            "the index label's colour"),
        ConfigKey(
            "placeholderFontSize", optional: \.config.look.placeholderFontSize, .number(above: 0, max: ScenarioLimits.fontSize),
            "index label size in points (default: 40% of the cell's shorter side)", default: "40% of the cell", "the index label's size"),
        ConfigKey(
            "itemFontSize", optional: \.config.look.itemFontSize, .number(above: 0, max: ScenarioLimits.fontSize),
            "item label size in points (default: 20% of the cell, 9 to 22 points)", default: "20% of the cell, 9 to 22 points", "item label size"),
        textStyle(
            "itemTextStyle", "item labels", default: "none",
            "a text style (`body`, `headline`, …; Dynamic Type below): the item label's size (and weight: bold for `headline`) at the scenario's `contentSize`, written back as `itemFontSize` and `itemFontWeight`"
        ) { c, style, category in
            c.config.look.itemFontSize = style.size(at: category)
            c.config.look.itemFontWeight = style.isBold ? .bold : .regular
        },
        ConfigKey(
            "itemFontWeight", optional: \.config.look.itemFontWeight, .cases,
            "the label's face of preferredFontName's family: regular or bold (default: the face it names)", default: "none",
            "`regular` or `bold`: the item label in that face of `preferredFontName`'s family (none: the face it names, bold by default)"),
        ConfigKey(
            "itemTextAlignment", \.config.look.itemTextAlignment, .cases, "where a label's lines lie: leading, center or trailing",
            default: "`center`",
            "`leading`, `center` or `trailing`: where the label's lines lie, from the 8% padding (`leading` is the right in a right-to-left collection)"
        ),
        ConfigKey(
            "lineBreakStrategy", \.config.look.lineBreakStrategy, .cases,
            "UIKit's line break strategy for wrapped text: standard (pushOut and hangulWordPriority), one of them, or none", default: "`standard`",
            "How wrapped labels and template texts break lines, as UIKit's `lineBreakStrategy` (UILabel's default is `standard`): `standard` is `pushOut` and `hangulWordPriority` together; `pushOut` never leaves one word alone on the last line of a wrapped paragraph when the line before can give it one (not when the text is cut, nor after a newline); `hangulWordPriority` breaks Korean between words, never between Hangul letters (a word wider than the line still breaks between letters); `none` keeps UAX #14's opportunities alone"
        ),
        ConfigKey(
            "cellCornerRadius", optional: \.config.look.cellCornerRadius, .number(min: 0, max: ScenarioLimits.length),
            "cells' corner radius in points (default: 14% of the shorter side)", default: "14% of the cell", ""),
        ConfigKey(
            "preferredFontName", \.config.look.preferredFontName, .string,
            "the labels' font: a bundled name (Helvetica-Bold, DejaVuSans…) or a family of \"fonts\"", default: "`Helvetica-Bold`",
            "`Helvetica(-Bold)`, `HelveticaNeue(-Bold)`, `DejaVuSans(-Bold)`, `DejaVu Sans (Bold)`"),
    ]
}
