/// The documentation gallery: one scenario per notable state. `dropshot docs` renders them,
/// and the golden tests compare them with `Snapshots/Gallery/<name>.png`.
public enum Gallery {
    /// One gallery scenario.
    public struct Entry: Sendable {
        /// The file name, without extension.
        public var name: String
        /// The heading.
        public var title: String
        /// The sentence under the image.
        public var caption: String
        /// The scenario JSON.
        public var json: String
    }

    static let countries: [(String, String)] = [
        ("Greece", "#5B8DEF"), ("Spain", "#F2994A"), ("Italy", "#27AE60"), ("France", "#9B51E0"),
        ("Japan", "#EB5757"), ("Chile", "#2D9CDB"), ("Kenya", "#219653"), ("Peru", "#F2C94C"),
        ("Nepal", "#BB6BD9"), ("Egypt", "#E2B04A"), ("Norway", "#56CCF2"), ("Brazil", "#6FCF97"),
    ]

    /// The kanban card template of gallery 28: the title, a two-line subtitle, and the assignee's
    /// initials in a badge at the bottom right.
    static let kanbanCard = """
        {"stack": {"padding": 8, "spacing": 2, "alignment": "leading", "children": [
          {"text": {"text": "{label}", "size": 13, "alignment": "leading"}},
          {"text": {"text": "{subtitle}", "size": 11, "weight": "regular", "alignment": "leading", "lines": 2}},
          {"spacer": {}},
          {"stack": {"axis": "horizontal", "children": [{"spacer": {}}, {"badge": {"text": "{assignee}", "color": "#3A3A3C", "size": 10}}]}}]}}
        """

    /// A kanban card item of gallery 28, `height` points tall (the column's 80 when nil).
    static func card(_ id: String, _ label: String, _ subtitle: String, _ assignee: String, _ color: String, height: Int? = nil) -> String {
        let size = height.map { #", "size": [114, \#($0)]"# } ?? ""
        return #"{"id": "\#(id)", "label": "\#(label)", "color": "\#(color)"\#(size), "fields": {"subtitle": "\#(subtitle)", "assignee": "\#(assignee)"}}"#
    }

    /// The photo tile template of gallery 29: the photo's name and size over its colour.
    static let photoTile = """
        {"stack": {"padding": 6, "children": [{"spacer": {}},
          {"stack": {"axis": "horizontal", "spacing": 4, "children": [
            {"text": {"text": "{label}", "size": 10, "color": "#FFFFFF", "alignment": "leading"}}, {"spacer": {}},
            {"badge": {"text": "{megabytes}", "color": "#00000066", "size": 9}}]}}]}}
        """

    /// A photo of gallery 29, `side` points square (the grid's when nil).
    static func photo(_ id: String, _ color: String, _ megabytes: String, side: Int? = nil) -> String {
        let size = side.map { #", "size": [\#($0), \#($0)]"# } ?? ""
        return #"{"id": "\#(id.lowercased())", "label": "\#(id)", "color": "\#(color)"\#(size), "fields": {"megabytes": "\#(megabytes)"}}"#
    }

    /// A palette icon of gallery 30: its shape in its colour over its name.
    static func icon(_ id: String, _ kind: String, _ color: String) -> String {
        let cell = ##"{"stack": {"padding": 8, "spacing": 4, "children": [{"shape": {"kind": "\##(kind)", "fill": "\##(color)", "width": 30, "height": 30, "cornerRadius": 6}}, {"text": {"text": "{label}", "size": 10, "weight": "regular", "color": "#3A3A3C"}}]}}"##
        return ##"{"id": "\##(id.lowercased())", "label": "\##(id)", "color": "#FFFFFF", "borderColor": "#D1D1D6", "borderWidth": 1, "cell": \##(cell)}"##
    }

    /// A row of gallery 31's inbox: the subject over the sender.
    static let inboxRow = """
        {"stack": {"axis": "horizontal", "padding": 8, "spacing": 8, "children": [
          {"badge": {"text": "{initials}", "color": "#5B8DEF", "size": 11}},
          {"stack": {"spacing": 1, "alignment": "leading", "children": [
            {"text": {"text": "{label}", "size": 12, "alignment": "leading"}},
            {"text": {"text": "{from}", "size": 10, "weight": "regular", "color": "#6E6E73", "alignment": "leading"}}]}},
          {"spacer": {}}]}}
        """

    /// A message of gallery 31.
    static func message(_ id: String, _ subject: String, _ from: String, _ initials: String) -> String {
        ##"{"id": "\##(id)", "label": "\##(subject)", "color": "#FFFFFF", "fields": {"from": "\##(from)", "initials": "\##(initials)"}}"##
    }

    /// JSON item objects for the first `count` countries.
    static func items(_ count: Int, from start: Int = 0, border: Bool = false, suffix: String = "") -> String {
        (start..<start + count).map { i in
            let (name, color) = countries[i % countries.count]
            let extra = border ? ##", "borderColor": "#1C1C1E", "borderWidth": 1"## : ""
            return #"{"id": "\#(name.lowercased())\#(suffix)", "label": "\#(name)", "color": "\#(color)"\#(extra)}"#
        }.joined(separator: ", ")
    }

    /// A phone-sized arena: a consumable source over a target, with a delete zone at the bottom.
    static func twoGrids(consumable: Bool = true, config: String = "", events: String = "", count: Int = 12, targetConfig: String = "",
                         behaviour: String = "dropshot", animate: Bool = false) -> String {
        """
        { "behaviour": "\(behaviour)",\(animate ? #" "animate": true,"# : "") "canvas": { "width": 390, "height": 660, "scale": 2, "background": "#F2F2F7" },
          "config": { "sourceItemsConsumable": \(consumable), "minInteritemSpacing": 10, "minLineSpacing": 10,
                      "sectionInset": [12, 12, 12, 12], "cellWidthHeightRatio": 1.25\(config.isEmpty ? "" : ", " + config) },
          "collections": [
            { "id": "source", "role": "source", "frame": [16, 16, 358, 280], "items": [\(items(count))] },
            { "id": "target", "role": "target", "frame": [16, 312, 358, 280]\(targetConfig.isEmpty ? "" : ", \"config\": {\(targetConfig)}") }
          ],
          "deleteZones": [[16, 604, 358, 44]],
          "events": [\(events)] }
        """
    }

    // Cell centers of `twoGrids`, rounded to whole points: 4 columns x 3 rows of 76 x 60.8-point
    // cells, 86 points apart across and 70.8 down, starting at the frame origin plus the 12-point inset.
    static func sourceCell(_ i: Int) -> String { "[\(28 + 38 + (i % 4) * 86), \(28 + 30 + (i / 4) * 71)]" }
    static func targetCell(_ i: Int) -> String { "[\(28 + 38 + (i % 4) * 86), \(324 + 30 + (i / 4) * 71)]" }
    static func press(_ at: String, _ t: Double = 0) -> String { #"{"type": "press", "at": \#(at), "t": \#(t)}"# }
    static func move(_ at: String, _ t: Double) -> String { #"{"type": "move", "at": \#(at), "t": \#(t)}"# }
    static func release(_ at: String, _ t: Double) -> String { #"{"type": "release", "at": \#(at), "t": \#(t)}"# }
    static func drag(_ from: String, _ to: String, _ t: Double) -> String {
        [press(from, t), move(to, t + 0.2), release(to, t + 0.3)].joined(separator: ", ")
    }

    /// Every state of the gallery, in order.
    public static let entries: [Entry] = [
        Entry(name: "01-start", title: "A consumable source and an empty target",
              caption: "ArraSolta's starting screen: twelve items above, twelve numbered target slots below.",
              json: twoGrids()),
        Entry(name: "02-hover-target", title: "Dragging over a free slot",
              caption: "The ghost (scaled 1.1, 80% alpha, soft shadow) hovers over slot 6, which is touched; the origin shows its placeholder.",
              json: twoGrids(events: [press(sourceCell(1)), move("[160, 420]", 0.2)].joined(separator: ", "))),
        Entry(name: "03-dropped", title: "After three drops",
              caption: "Dropped items leave placeholders in the consumable source and fill target slots.",
              json: twoGrids(events: [drag(sourceCell(0), targetCell(0), 0), drag(sourceCell(5), targetCell(1), 1),
                                      drag(sourceCell(10), targetCell(6), 2)].joined(separator: ", "))),
        Entry(name: "04-copy-mode", title: "A non-consumable source copies",
              caption: "With sourceItemsConsumable false the source keeps every item; the target gets copies.",
              json: twoGrids(consumable: false, config: #""numberOfTargetItems": 8"#,
                             events: [drag(sourceCell(2), targetCell(0), 0), drag(sourceCell(2), targetCell(1), 1),
                                      drag(sourceCell(7), targetCell(5), 2)].joined(separator: ", "))),
        Entry(name: "05-rearrange-swap", title: "Rearranging swaps two cells",
              caption: "Greece and Kenya swapped places inside the source.",
              json: twoGrids(events: drag(sourceCell(0), sourceCell(6), 0))),
        Entry(name: "06-delete-zone", title: "Hovering the delete zone",
              caption: "The delete zone lights up under the pointer; releasing here deletes the item.",
              json: twoGrids(events: [press(sourceCell(3)), move("[300, 626]", 0.2)].joined(separator: ", "))),
        Entry(name: "07-miss-snap-back", title: "A missed drop snaps back",
              caption: "Released outside every collection: nothing changes and the ghost returns to its origin.",
              json: twoGrids(events: drag(sourceCell(4), "[8, 304]", 0))),
        Entry(name: "08-occupied-refused", title: "Hovering a filled slot",
              caption: "dropOnOccupied is refuse: Italy, dragged over Spain in slot 1, is not hovering and no slot is touched.",
              json: twoGrids(events: [drag(sourceCell(1), targetCell(0), 0), press(sourceCell(2), 1), move("[98, 378]", 1.2)]
                  .joined(separator: ", "))),
        Entry(name: "09-lists", title: "Two lists, KDDragAndDropCollectionView style",
              caption: "Lists have no placeholders; an item dragged between them is inserted at the index under the pointer.",
              json: """
              { "canvas": { "width": 390, "height": 420, "scale": 2, "background": "#FFFFFF" },
                "config": { "fixedCellSize": [80, 56], "minInteritemSpacing": 8, "minLineSpacing": 8,
                            "sectionInset": [10, 10, 10, 10], "lineAlignment": "leading", "cellCornerRadius": 10 },
                "collections": [
                  { "id": "left", "role": "list", "frame": [0, 0, 390, 200], "config": {"listBackgroundColor": "#EEF4FF"},
                    "items": [\(items(7))] },
                  { "id": "right", "role": "list", "frame": [0, 210, 390, 210], "config": {"listBackgroundColor": "#FFF4E8"},
                    "items": [\(items(5, from: 7))] } ],
                "events": [\(drag("[50, 38]", "[140, 250]", 0)), \(press("[138, 38]", 1)), \(move("[230, 310]", 1.2))] }
              """),
        Entry(name: "10-line-alignment", title: "Justified, leading and centered lines",
              caption: "Five fixed-size cells per collection: justified spreads the last line, leading packs it left, center centers it.",
              json: """
              { "canvas": { "width": 360, "height": 420, "scale": 2, "background": "#FFFFFF" },
                "config": { "fixedCellSize": [100, 50], "minInteritemSpacing": 10, "minLineSpacing": 10,
                            "sectionInset": [10, 10, 10, 10], "cellCornerRadius": 8 },
                "collections": [
                  { "id": "justified", "role": "list", "frame": [0, 0, 360, 140], "items": [\(items(5))] },
                  { "id": "leading", "role": "list", "frame": [0, 140, 360, 140], "config": {"lineAlignment": "leading",
                    "listBackgroundColor": "#F2F2F7"}, "items": [\(items(5, from: 5))] },
                  { "id": "center", "role": "list", "frame": [0, 280, 360, 140], "config": {"lineAlignment": "center"},
                    "items": [\(items(5, from: 2, suffix: "-2"))] } ] }
              """),
        Entry(name: "11-horizontal", title: "Horizontal scrolling, row order",
              caption: "scrollDirection horizontal with cellOrderHorizontal: cells run left to right along two rows.",
              json: """
              { "canvas": { "width": 390, "height": 300, "scale": 2, "background": "#F2F2F7" },
                "config": { "sourceItemsConsumable": true, "fixedCellSize": [84, 60], "minInteritemSpacing": 10,
                            "minLineSpacing": 10, "sectionInset": [10, 10, 10, 10], "scrollDirection": "horizontal",
                            "cellOrderHorizontal": true, "targetPlaceholderDisplayIndex": true },
                "collections": [
                  { "id": "source", "role": "source", "frame": [0, 0, 390, 150], "items": [\(items(8))] },
                  { "id": "target", "role": "target", "frame": [0, 150, 390, 150] } ],
                "events": [\(drag("[52, 40]", "[150, 190]", 0))] }
              """),
        Entry(name: "12-zoom-scroll", title: "Zoomed and scrolled",
              caption: "The target is zoomed 1.6x and scrolled; cells outside its frame are clipped.",
              json: twoGrids(events: [drag(sourceCell(0), targetCell(0), 0), drag(sourceCell(1), targetCell(5), 1),
                                      #"{"type": "zoom", "collection": "target", "scale": 1.6}"#,
                                      #"{"type": "scroll", "collection": "target", "offset": [60, 40]}"#].joined(separator: ", "))),
        Entry(name: "13-landscape", title: "Rotated to landscape",
              caption: "A resize event re-splits frameless collections and re-lays out the cells.",
              json: """
              { "canvas": { "width": 390, "height": 500, "scale": 2, "background": "#FFFFFF" },
                "config": { "sourceItemsConsumable": true, "minInteritemSpacing": 8, "minLineSpacing": 8,
                            "sectionInset": [10, 10, 10, 10], "cellWidthHeightRatio": 1.6 },
                "collections": [
                  { "id": "source", "role": "source", "items": [\(items(6))] },
                  { "id": "target", "role": "target" } ],
                "events": [\(drag("[60, 40]", "[60, 300]", 0)), {"type": "resize", "size": [640, 300]}] }
              """),
        Entry(name: "14-overlap", title: "Overlap targeting",
              caption: "targetSelection overlap: the slot with the largest intersection with the ghost is chosen, not the one under the pointer.",
              json: twoGrids(config: #""targetSelection": "overlap""#,
                             events: [press(sourceCell(5)), move("[205, 380]", 0.2)].joined(separator: ", "))),
        Entry(name: "15-borders-and-undo", title: "Borders, zero-based indices, undo",
              caption: "Items with borders; index labels start from zero; the target spreads its lines over its height (fillEntireHeight); the last of three drops was undone.",
              json: """
              { "canvas": { "width": 390, "height": 460, "scale": 2, "background": "#FFFFFF" },
                "config": { "sourceItemsConsumable": true, "fixedCellSize": [110, 60], "minInteritemSpacing": 8,
                            "minLineSpacing": 8, "sectionInset": [10, 10, 10, 10], "placeholderIndexStartsFromZero": true,
                            "sourcePlaceholderDisplayIndex": true, "centeredVertically": true },
                "collections": [
                  { "id": "source", "role": "source", "frame": [0, 0, 390, 220], "items": [\(items(6, border: true))] },
                  { "id": "target", "role": "target", "frame": [0, 230, 390, 230],
                    "config": {"targetBackgroundColor": "#FFF8E1", "fillEntireHeight": true} } ],
                "events": [\(drag("[65, 60]", "[65, 280]", 0)), \(drag("[195, 60]", "[195, 280]", 1)),
                           \(drag("[325, 60]", "[325, 280]", 2)), {"type": "undo"}] }
              """),
        Entry(name: "16-long-labels", title: "Long labels",
              caption: "Labels wrap onto two lines where the cell is tall enough and end in an ellipsis when even that is not enough.",
              json: """
              { "canvas": { "width": 390, "height": 260, "scale": 2, "background": "#FFFFFF" },
                "config": { "fixedCellSize": [116, 72], "minInteritemSpacing": 8, "minLineSpacing": 8,
                            "sectionInset": [12, 12, 12, 12], "itemFontSize": 15 },
                "collections": [ { "id": "countries", "role": "list", "frame": [0, 0, 390, 260], "items": [
                  {"id": "uk", "label": "United Kingdom", "color": "#5B8DEF"}, {"id": "za", "label": "South Africa", "color": "#F2994A"},
                  {"id": "nz", "label": "New Zealand", "color": "#27AE60"}, {"id": "pg", "label": "Papua New Guinea", "color": "#9B51E0"},
                  {"id": "ba", "label": "Bosnia and Herzegovina", "color": "#EB5757"}, {"id": "ch", "label": "Switzerland", "color": "#2D9CDB"},
                  {"id": "st", "label": "São Tomé and Príncipe", "color": "#219653"}, {"id": "cv", "label": "Cabo Verde", "color": "#E2B04A"},
                  {"id": "kn", "label": "Saint Kitts and Nevis", "color": "#BB6BD9"} ] } ] }
              """),
        Entry(name: "17-preset-arrasolta", title: "ArraSolta: the toolbar and its counter",
              caption: "\"behaviour\": \"arrasolta\" with \"toolbar\": \"bottom\": two drops, then undo. The counter shows one step; Redo is live.",
              json: """
              { "behaviour": "arrasolta", "canvas": { "width": 390, "height": 640, "scale": 2, "background": "#F2F2F7" },
                "config": { "sourceItemsConsumable": true, "minInteritemSpacing": 10, "minLineSpacing": 10,
                            "sectionInset": [12, 12, 12, 12], "cellWidthHeightRatio": 1.25, "toolbar": "bottom" },
                "collections": [
                  { "id": "source", "role": "source", "frame": [16, 16, 358, 280], "items": [\(items(12))] },
                  { "id": "target", "role": "target", "frame": [16, 312, 358, 270] } ],
                "events": [\(drag(sourceCell(0), targetCell(0), 0)), \(drag(sourceCell(1), targetCell(1), 1)), {"type": "undo"}] }
              """),
        Entry(name: "18-preset-betweenkit", title: "BetweenKit: deletion hides the drop",
              caption: "\"behaviour\": \"betweenkit\": I3BasicRenderDelegate draws only the clone, centred on the pointer, and fades the origin out: no outline or tint marks the collections; the drag began only once the pointer moved.",
              json: twoGrids(config: #""allowDrop": true, "allowDelete": true"#,
                             events: [press(sourceCell(6)), move("[150, 300]", 0.1), move("[195, 626]", 0.2)].joined(separator: ", "),
                             behaviour: "betweenkit")),
        Entry(name: "19-preset-kd", title: "KDDragAndDropCollectionView: the snapshot ghost",
              caption: "\"behaviour\": \"kd\": after a 0.3 s long press the cell's snapshot follows at 70% alpha, unscaled and without a shadow; the slot it overlaps most is chosen, and its live place is a gap, as KD hides the cell it moved.",
              json: twoGrids(events: [press(sourceCell(2)), move(sourceCell(2), 0.35), move("[215, 395]", 0.6)].joined(separator: ", "),
                             behaviour: "kd")),
        Entry(name: "20-preset-ajw", title: "AJWDraggableDroppable: appearance per state",
              caption: "\"behaviour\": \"ajw\" with an \"appearance\" for pending, pendingDrop and hovering: the view itself moves (no copy, no scale, no shadow) and its centre picks the droppable.",
              json: twoGrids(config: """
                             "appearance": { "pending": {"fill": "#FFF8E1", "border": "#F2C94C", "borderWidth": 1},
                                             "pendingDrop": {"fill": "#E8F5E9", "border": "#2E7D32", "borderWidth": 3},
                                             "hovering": {"alpha": 1, "scale": 1.2, "border": "#2E7D32", "borderWidth": 3} }
                             """,
                             events: [press(sourceCell(1)), move("[240, 430]", 0.2)].joined(separator: ", "), behaviour: "ajw")),
        Entry(name: "21-live-reorder", title: "Live reordering between two lists",
              caption: "\"liveReorder\": true (KD's way): while Spain hovers over the lower list it is already in it, the cells after it shifted and its place drawn as the touched slot; the upper list has closed its gap. Nothing is committed until release.",
              json: """
              { "animate": true, "canvas": { "width": 390, "height": 660, "scale": 2, "background": "#F2F2F7" },
                "config": { "liveReorder": true, "rearrange": "move", "minInteritemSpacing": 10, "minLineSpacing": 10,
                            "sectionInset": [12, 12, 12, 12], "fixedCellSize": [76, 61], "lineAlignment": "leading" },
                "collections": [
                  { "id": "upper", "role": "list", "frame": [16, 16, 358, 280], "items": [\(items(8))] },
                  { "id": "lower", "role": "list", "frame": [16, 312, 358, 280], "items": [\(items(4, from: 8))] }
                ],
                "events": [\([press(sourceCell(1)), move("[182, 380]", 0.3)].joined(separator: ", "))] }
              """),
        Entry(name: "22-auto-scroll", title: "Auto-scroll: holding the drag at an edge",
              caption: "\"autoScroll\": true (KD's checkForEdgesAndScroll): held 8 points above the target's bottom edge for 1.5 s, the 20-slot target has scrolled 99 points down to slot 15, faster the closer the pointer is to the edge.",
              json: """
              { "animate": true, "canvas": { "width": 390, "height": 660, "scale": 2, "background": "#F2F2F7" },
                "config": { "sourceItemsConsumable": true, "minInteritemSpacing": 10, "minLineSpacing": 10,
                            "sectionInset": [12, 12, 12, 12], "fixedCellSize": [76, 61], "lineAlignment": "leading" },
                "collections": [
                  { "id": "source", "role": "source", "frame": [16, 16, 358, 280], "items": [\(items(12))] },
                  { "id": "target", "role": "target", "frame": [16, 312, 358, 180],
                    "config": { "numberOfTargetItems": 20, "autoScroll": true } }
                ],
                "events": [\([press(sourceCell(2)), move("[220, 484]", 0.3), #"{"type": "hold", "t": 1.8}"#].joined(separator: ", "))] }
              """),
        Entry(name: "23-free-views", title: "Free draggables and droppables",
              caption: "\"freeViews\" (AJWDraggableDroppable): Greece was let go over Europe and snapped to its centre; Japan missed and stayed where it was let go; Spain's centre is over Asia (pendingDrop, Europe pending). The Memo group's Archive does not react: groups never interact.",
              json: """
              { "behaviour": "ajw", "animate": true, "canvas": { "width": 390, "height": 660, "scale": 2, "background": "#F2F2F7" },
                "collections": [],
                "freeViews": [
                  { "id": "countries",
                    "draggables": [
                      {"id": "greece", "label": "Greece", "color": "#5B8DEF", "frame": [16, 40, 110, 70]},
                      {"id": "spain", "label": "Spain", "color": "#F2994A", "frame": [140, 40, 110, 70]},
                      {"id": "japan", "label": "Japan", "color": "#EB5757", "frame": [16, 130, 110, 70]},
                      {"id": "kenya", "label": "Kenya", "color": "#219653", "frame": [140, 130, 110, 70]}
                    ],
                    "droppables": [
                      {"id": "europe", "label": "Europe", "frame": [16, 380, 170, 150]},
                      {"id": "asia", "label": "Asia", "frame": [204, 380, 170, 150]}
                    ] },
                  { "id": "notes",
                    "draggables": [ {"id": "memo", "label": "Memo", "color": "#F2C94C", "frame": [280, 40, 94, 70]} ],
                    "droppables": [ {"id": "archive", "label": "Archive", "frame": [16, 556, 358, 80]} ] }
                ],
                "events": [\([press("[71, 75]"), move("[90, 420]", 0.3), release("[90, 420]", 0.4),
                              press("[71, 165]", 0.6), move("[300, 270]", 0.9), release("[300, 270]", 1),
                              press("[195, 75]", 1.2), move("[289, 470]", 1.5)].joined(separator: ", "))] }
              """),
        Entry(name: "24-selection", title: "A selection for a multi-item drag",
              caption: "Beyond the seeds: \"select\" events (or taps, with \"selectionMode\": \"tap\") mark Kenya, Greece and Italy, each with its place in the selection; a drag of any of them moves all three in that order.",
              json: twoGrids(events: [#"{"type": "select", "item": "kenya"}"#, #"{"type": "select", "item": "greece"}"#,
                                      #"{"type": "select", "item": "italy"}"#].joined(separator: ", "))),
        Entry(name: "25-multi-drag", title: "Dragging a selection",
              caption: "The same selection picked up by Greece: the ghost is a stack with a count badge, every origin is a placeholder, and a release fills the free slots from slot 6 on, in the order of selection.",
              json: twoGrids(events: ([#"{"type": "select", "item": "kenya"}"#, #"{"type": "select", "item": "greece"}"#,
                                       #"{"type": "select", "item": "italy"}"#] + [press(sourceCell(0)), move(targetCell(5), 0.3)])
                                .joined(separator: ", "))),
        Entry(name: "26-keyboard-drag", title: "A keyboard drag",
              caption: "Beyond the seeds, after dnd-kit: tab, then the arrows move the focus ring, space picks Spain up, the arrows carry it to slot 6 (\"Spain is over Target, slot 6.\" is announced) and space would drop it.",
              json: twoGrids(events: ["tab", "arrowRight", "space", "arrowDown", "arrowDown", "arrowDown", "arrowDown", "arrowRight"].enumerated()
                                .map { #"{"type": "key", "key": "\#($1)", "t": \#(Double($0) * 0.3)}"# }.joined(separator: ", "),
                             animate: true)),
        Entry(name: "27-titled-columns", title: "Titled columns",
              caption: "A collection's title is drawn in a band above its cells, which lie and scroll below it: Japan, dragged from To do, hovers between the cards of Done.",
              json: """
              { "canvas": { "width": 390, "height": 480, "scale": 2, "background": "#FFFFFF" },
                "config": { "fixedCellSize": [110, 52], "minLineSpacing": 8, "sectionInset": [4, 6, 6, 6],
                            "lineAlignment": "leading", "cellCornerRadius": 10, "listBackgroundColor": "#F2F2F7" },
                "collections": [
                  { "id": "todo", "role": "list", "title": "To do", "frame": [4, 8, 122, 464], "items": [\(items(5, from: 4))] },
                  { "id": "doing", "role": "list", "title": "Doing", "frame": [134, 8, 122, 464], "items": [\(items(2, from: 9))] },
                  { "id": "done", "role": "list", "title": "Done", "frame": [264, 8, 122, 464],
                    "config": { "titleColor": "#248A3D" }, "items": [\(items(3))] } ],
                "events": [ {"type": "press", "at": {"collection": "todo", "index": 0}, "t": 0},
                            {"type": "move", "at": {"collection": "done", "index": 1, "offset": [0, -12]}, "t": 0.5} ] }
              """),
        Entry(name: "28-kanban-cards", title: "Cards from a template",
              caption: "Each column draws its cards with the same cell template: a title, a two-line subtitle and the assignee's badge from the item's fields; a card with more to say sets its own \"size\". The ghost of \"Search\", dragged to Done, is drawn with it too.",
              json: """
              { "canvas": { "width": 390, "height": 520, "scale": 2, "background": "#FFFFFF" },
                "config": { "fixedCellSize": [114, 80], "minLineSpacing": 8, "sectionInset": [2, 4, 6, 4], "titleFontSize": 15,
                            "lineAlignment": "leading", "cellCornerRadius": 10, "listBackgroundColor": "#F2F2F7" },
                "collections": [
                  { "id": "todo", "role": "list", "title": "To do", "frame": [4, 8, 122, 504], "cell": \(kanbanCard),
                    "items": [ \(card("login", "Login page", "Email, password, a forgot link and sign in with Apple", "AK", "#FFFFFF", height: 96)),
                               \(card("search", "Search", "Results as you type", "MB", "#E8F0FE")),
                               \(card("cart", "Cart", "Quantities", "JS", "#FFF4E5", height: 64)) ] },
                  { "id": "doing", "role": "list", "title": "Doing", "frame": [134, 8, 122, 504], "cell": \(kanbanCard),
                    "items": [ \(card("icons", "App icons", "Every size for the store", "AK", "#F3E8FF")) ] },
                  { "id": "done", "role": "list", "title": "Done", "frame": [264, 8, 122, 504], "cell": \(kanbanCard),
                    "config": { "titleColor": "#248A3D" },
                    "items": [ \(card("onboard", "Onboarding", "Three screens", "MB", "#E7F6EC")) ] } ],
                "events": [ {"type": "press", "at": {"collection": "todo", "index": 1}, "t": 0},
                            {"type": "move", "at": {"collection": "done", "index": 0, "offset": [0, 50]}, "t": 0.5} ] }
              """),
        Entry(name: "29-photo-grid-hero", title: "A photo grid with a hero cell",
              caption: "The first photo sets its own \"size\", twice a cell and the spacing: its line is as deep as it is, and the photo beside it is centred in the line, as UICollectionViewFlowLayout does. Dune, dragged onto the second half of Lake (\"listInsertion\": \"byHalf\"), will go after it.",
              json: """
              { "canvas": { "width": 390, "height": 470, "scale": 2, "background": "#000000" },
                "config": { "fixedCellSize": [118, 118], "minInteritemSpacing": 4, "minLineSpacing": 4, "sectionInset": [8, 8, 8, 8],
                            "lineAlignment": "leading", "cellCornerRadius": 4, "rearrange": "move", "listInsertion": "byHalf",
                            "listBackgroundColor": "#000000", "titleColor": "#FFFFFF" },
                "collections": [
                  { "id": "photos", "role": "list", "title": "Summer", "frame": [0, 0, 390, 470], "cell": \(photoTile),
                    "items": [ \(photo("Beach", "#2D9CDB", "4.1 MB", side: 240)), \(photo("Dune", "#F2C94C", "2.2 MB")),
                               \(photo("Forest", "#27AE60", "3.0 MB")), \(photo("Lake", "#56CCF2", "2.7 MB")),
                               \(photo("Sunset", "#EB5757", "1.9 MB")), \(photo("Peaks", "#9B51E0", "3.3 MB")) ] } ],
                "events": [ {"type": "press", "at": {"collection": "photos", "index": 1}, "t": 0},
                            {"type": "move", "at": {"collection": "photos", "index": 3, "offset": [30, 0]}, "t": 0.5} ] }
              """),
        Entry(name: "30-palette-to-canvas", title: "A palette copied onto a canvas",
              caption: "A palette (a source that is not consumable) of icon cells, each with its own template: Tile is copied into the canvas's third slot, the palette keeps its own. The delete zone and the toolbar take their own labels and colours.",
              json: """
              { "canvas": { "width": 390, "height": 520, "scale": 2, "background": "#F2F2F7" },
                "config": { "fixedCellSize": [78, 70], "minInteritemSpacing": 8, "minLineSpacing": 8, "sectionInset": [10, 10, 10, 10],
                            "lineAlignment": "leading", "cellCornerRadius": 12, "numberOfTargetItems": 8, "targetSelection": "pointer",
                            "toolbar": {"placement": "bottom", "undo": {"label": "Back"}, "reset": {"label": "Clear"}, "tint": "#AF52DE"} },
                "collections": [
                  { "id": "palette", "role": "source", "title": "Shapes", "frame": [8, 8, 374, 140],
                    "items": [ \(icon("Circle", "circle", "#EB5757")), \(icon("Square", "rect", "#2D9CDB")),
                               \(icon("Tile", "roundedRect", "#F2C94C")), \(icon("Drop", "circle", "#27AE60")) ] },
                  { "id": "canvas", "role": "target", "title": "Canvas", "frame": [8, 156, 374, 220],
                    "config": { "targetBackgroundColor": "#FFFFFF", "targetPlaceholderColorUntouched": "#F2F2F7" } } ],
                "deleteZones": [ {"frame": [8, 388, 374, 60], "label": "Remove from canvas", "color": "#8E8E93"} ],
                "events": [ {"type": "press", "at": {"collection": "palette", "index": 0}, "t": 0},
                            {"type": "release", "at": {"collection": "canvas", "index": 0}, "t": 0.5},
                            {"type": "press", "at": {"collection": "palette", "index": 2}, "t": 1},
                            {"type": "move", "at": {"collection": "canvas", "index": 2, "offset": [6, 4]}, "t": 1.5} ] }
              """),
        Entry(name: "31-list-sections", title: "A list in sections",
              caption: "An inbox list with two sections, each with its header in the flow. \"Retro notes\", dragged from Later over the lower half of the last row of Today, goes to the end of Today: the marker lies under that row.",
              json: """
              { "canvas": { "width": 390, "height": 420, "scale": 2, "background": "#FFFFFF" },
                "config": { "fixedCellSize": [374, 52], "minLineSpacing": 1, "sectionInset": [0, 8, 6, 8], "cellCornerRadius": 8,
                            "listInsertion": "byHalf", "rearrange": "move", "listBackgroundColor": "#F2F2F7" },
                "collections": [
                  { "id": "inbox", "role": "list", "title": "Inbox", "frame": [0, 0, 390, 420], "cell": \(inboxRow),
                    "sections": [
                      { "title": "TODAY", "items": [ \(message("standup", "Stand-up moved to 10:00", "Aiko Tanaka", "AT")),
                                                     \(message("review", "Review: drag ghost shadow", "Marc Brun", "MB")) ] },
                      { "title": "LATER", "items": [ \(message("retro", "Retro notes", "Julia Souza", "JS")),
                                                     \(message("offsite", "Offsite venues", "Aiko Tanaka", "AT")) ] } ] } ],
                "events": [ {"type": "press", "at": {"collection": "inbox", "section": 1, "index": 0, "offset": [0, 20]}, "t": 0},
                            {"type": "move", "at": {"collection": "inbox", "section": 0, "index": 2}, "t": 0.5} ] }
              """),
        Entry(name: "32-every-script", title: "Labels in every script",
              caption: "Shaped by HarfBuzz, ordered by FriBidi, through the bundled fonts: Latin with diacritics, Greek, Cyrillic, Arabic joined, Hebrew right to left, a Devanagari conjunct with its vowel sign, Japanese, a symbol, and a label mixing three scripts. A character no font has is an error naming it, never a box.",
              json: """
              { "canvas": { "width": 390, "height": 330, "scale": 2, "background": "#F2F2F7" },
                "config": { "fixedCellSize": [114, 56], "minInteritemSpacing": 8, "minLineSpacing": 8, "sectionInset": [8, 8, 8, 8],
                            "lineAlignment": "leading", "itemFontSize": 15, "listBackgroundColor": "#F2F2F7" },
                "collections": [
                  { "id": "languages", "role": "list", "title": "Languages", "frame": [4, 4, 382, 322],
                    "items": [ {"id": "fr", "label": "Crème brûlée"}, {"id": "el", "label": "Ελληνικά"}, {"id": "ru", "label": "Русский"},
                               {"id": "ar", "label": "العربية"}, {"id": "he", "label": "עברית"}, {"id": "hi", "label": "हिन्दी"},
                               {"id": "ja", "label": "日本語"}, {"id": "cafe", "label": "☕ Café"}, {"id": "mix", "label": "東京 3 שלום"} ] } ],
                "events": [ {"type": "press", "at": {"collection": "languages", "index": 3}, "t": 0},
                            {"type": "move", "at": {"collection": "languages", "index": 7, "offset": [0, 30]}, "t": 0.5} ] }
              """),
        Entry(name: "33-right-to-left", title: "A right-to-left grid",
              caption: "\"layoutDirection\": \"rightToLeft\" mirrors the flow layout as UIKit's semantic content attribute does: the first cell at the right, the title at the right, insertion places after the reading direction. The Hebrew card dragged over the second half of another goes after it, to its left.",
              json: """
              { "canvas": { "width": 390, "height": 300, "scale": 2, "background": "#FFFFFF" },
                "config": { "fixedCellSize": [110, 64], "minInteritemSpacing": 8, "minLineSpacing": 8, "sectionInset": [8, 8, 8, 8],
                            "lineAlignment": "leading", "layoutDirection": "rightToLeft", "listInsertion": "byHalf", "rearrange": "move",
                            "itemFontSize": 16, "listBackgroundColor": "#F2F2F7" },
                "collections": [
                  { "id": "cities", "role": "list", "title": "ערים", "frame": [4, 4, 382, 292],
                    "items": [ {"id": "tlv", "label": "תל אביב"}, {"id": "jlm", "label": "ירושלים"}, {"id": "hfa", "label": "חיפה"},
                               {"id": "cai", "label": "القاهرة"}, {"id": "bey", "label": "بيروت"}, {"id": "amm", "label": "عمّان"},
                               {"id": "eil", "label": "אילת 2"} ] } ],
                "events": [ {"type": "press", "at": {"collection": "cities", "index": 6}, "t": 0},
                            {"type": "move", "at": {"collection": "cities", "index": 1, "offset": [-30, 0]}, "t": 0.5} ] }
              """),
        Entry(name: "34-wrapped-labels", title: "Wrapped labels",
              caption: "Text wraps at the line breaks of UAX #14: between words, after a hyphen, between Japanese characters; \"lines\": 0 takes as many lines as fit and ends the last with \"…\"; a word longer than the line is broken between letters, as UILabel breaks it.",
              json: """
              { "canvas": { "width": 390, "height": 300, "scale": 2, "background": "#FFFFFF" },
                "config": { "fixedCellSize": [178, 134], "minInteritemSpacing": 8, "minLineSpacing": 8, "sectionInset": [8, 8, 8, 8],
                            "lineAlignment": "leading", "cellCornerRadius": 12, "listBackgroundColor": "#F2F2F7" },
                "collections": [
                  { "id": "notes", "role": "list", "frame": [4, 4, 382, 292],
                    "cell": {"stack": {"padding": 10, "spacing": 4, "alignment": "leading", "children": [
                      {"text": {"text": "{label}", "size": 14, "alignment": "leading"}},
                      {"text": {"text": "{body}", "size": 12, "weight": "regular", "alignment": "leading", "lines": 0}}]}},
                    "items": [
                      {"id": "a", "label": "Release notes", "color": "#FFF4E5", "fields": {"body": "Drag-and-drop between collection grids, drawn headless: sections, sizes per item and your own fonts. Every golden stays byte-identical."}},
                      {"id": "b", "label": "会議の予定", "color": "#E8F0FE", "fields": {"body": "今日の会議は東京で開始します。予定を保存して、一覧を編集してください。"}},
                      {"id": "c", "label": "Long words", "color": "#E7F6EC", "fields": {"body": "Supercalifragilisticexpialidocious is one word, then short ones follow."}},
                      {"id": "d", "label": "As many as fit", "color": "#F3E8FF", "fields": {"body": "A card whose text runs on past the bottom of its cell ends with an ellipsis on the last line that fits, as a label does on iOS, however long the text it was given to show."}} ] } ] }
              """),
        Entry(name: "35-board-named-template", title: "A board from one named template",
              caption: "Every card of the three columns is the template \"card\", named once, and as tall as its content (\"cellSizing\": \"fit\"): its due badge takes its colour from the card's own \"dueColor\" field and is drawn only when the card has a \"due\" date, and the card casts a shadow. Design review, dragged over Done and tilted as Trello tilts a card (\"ghostRotation\": 4), keeps its own red badge. The large title is a decoration.",
              json: """
              { "canvas": { "width": 390, "height": 420, "scale": 2, "background": "#F2F2F7" },
                "templates": { "card": {"stack": {"fill": "#FFFFFF", "cornerRadius": 10, "padding": [8, 10, 8, 10], "spacing": 4, "alignment": "leading",
                  "shadow": {"opacity": 0.12, "radius": 3, "offset": [0, 1]}, "children": [
                    {"text": {"text": "{label}", "size": 13, "alignment": "leading", "lines": 0}},
                    {"spacer": {}},
                    {"badge": {"text": "{due}", "color": "{dueColor}", "size": 10}, "when": "{due}"}]}} },
                "decorations": [ {"frame": [0, 0, 390, 64], "fields": {"title": "Sprint 12"},
                  "cell": {"stack": {"alignment": "leading", "padding": [14, 16, 6, 16], "children": [{"text": {"text": "{title}", "size": 28, "alignment": "leading"}}]}}} ],
                "config": { "cell": "card", "cellSizing": "fit", "fixedCellSize": [114, 76], "minLineSpacing": 10, "sectionInset": [4, 4, 8, 4], "titleFontSize": 15, "ghostRotation": 4,
                            "lineAlignment": "leading", "cellCornerRadius": 10, "listBackgroundColor": "#F2F2F7", "titleColor": "#3A3A3C" },
                "collections": [
                  { "id": "todo", "role": "list", "title": "To do", "frame": [4, 64, 122, 352], "items": [
                      {"id": "review", "label": "Design review", "color": "#FFFFFF", "fields": {"due": "Today", "dueColor": "#FF3B30"}},
                      {"id": "copy", "label": "Write the App Store copy for the spring release", "color": "#FFFFFF"},
                      {"id": "icons", "label": "App icons", "color": "#FFFFFF", "fields": {"due": "Fri", "dueColor": "#FF9500"}} ] },
                  { "id": "doing", "role": "list", "title": "Doing", "frame": [134, 64, 122, 352], "items": [
                      {"id": "search", "label": "Search as you type", "color": "#FFFFFF", "fields": {"due": "Mon", "dueColor": "#007AFF"}} ] },
                  { "id": "done", "role": "list", "title": "Done", "frame": [264, 64, 122, 352], "config": {"titleColor": "#248A3D"}, "items": [
                      {"id": "login", "label": "Login page", "color": "#FFFFFF"} ] } ],
                "events": [ {"type": "press", "at": {"collection": "todo", "index": 0}, "t": 0},
                            {"type": "move", "at": {"collection": "done", "index": 1}, "t": 0.4} ] }
              """),
        Entry(name: "36-photos-overlay", title: "Photos: a hero in a grid, overlays, an album strip and chrome",
              caption: "\"layout\": \"grid\" with three columns: the first photo spans 2x2 and the next two stack beside it, as Photos packs them. Each photo is an overlay: the picture fills the cell, a video's duration sits at its bottom trailing corner and a favourite's heart at its bottom leading corner, each only when the item has that field. Below, a horizontal album strip; the navigation bar and the tab bar are decorations, the tab bar drawn over the content.",
              json: """
              { "canvas": { "width": 390, "height": 600, "scale": 2, "background": "#FFFFFF" },
                "templates": { "photo": {"overlay": {"children": [
                    {"shape": {"fill": "{tint}"}, "when": "{tint}"},
                    {"badge": {"text": "{duration}", "color": "#00000080", "size": 10}, "alignment": "bottomTrailing", "padding": 4, "when": "{duration}"},
                    {"text": {"text": "♥", "size": 14, "color": "#FFFFFF"}, "alignment": "bottomLeading", "padding": [0, 5, 3, 0], "when": "{favourite}"}]}},
                  "album": {"overlay": {"children": [{"text": {"text": "{label}", "size": 12, "color": "#FFFFFF"}, "alignment": "bottomLeading", "padding": [0, 8, 6, 0]}]}} },
                "decorations": [
                  {"frame": [0, 0, 390, 88], "fields": {"title": "Library"}, "cell": {"stack": {"fill": "#F9F9F9", "alignment": "leading", "padding": [40, 16, 6, 16],
                    "children": [{"text": {"text": "{title}", "size": 30, "alignment": "leading"}}]}}},
                  {"frame": [0, 550, 390, 50], "layer": "above", "cell": {"stack": {"axis": "horizontal", "fill": "#F9F9F9F0", "padding": [0, 24, 8, 24], "children": [
                    {"text": {"text": "Library", "size": 11, "color": "#007AFF"}}, {"spacer": {}}, {"text": {"text": "For You", "size": 11, "weight": "regular"}},
                    {"spacer": {}}, {"text": {"text": "Albums", "size": 11, "weight": "regular"}}, {"spacer": {}}, {"text": {"text": "Search", "size": 11, "weight": "regular"}}]}}} ],
                "config": { "minInteritemSpacing": 1.5, "minLineSpacing": 1.5, "cellCornerRadius": 0, "rearrange": "move", "listBackgroundColor": "#FFFFFF" },
                "collections": [
                  { "id": "grid", "role": "list", "frame": [0, 88, 390, 328], "cell": "photo", "config": {"layout": "grid", "columns": 3}, "items": [
                    {"id": "p1", "span": [2, 2], "fields": {"tint": "#2D9CDB", "duration": "0:42"}}, {"id": "p2", "fields": {"tint": "#F2C94C", "favourite": "yes"}},
                    {"id": "p3", "fields": {"tint": "#27AE60"}}, {"id": "p4", "fields": {"tint": "#EB5757", "duration": "1:07", "favourite": "yes"}},
                    {"id": "p5", "fields": {"tint": "#9B51E0"}}, {"id": "p6", "fields": {"tint": "#56CCF2"}} ] },
                  { "id": "albums", "role": "list", "title": "My Albums", "frame": [0, 416, 390, 134], "cell": "album",
                    "config": {"scrollDirection": "horizontal", "fixedCellSize": [120, 80], "minLineSpacing": 10, "sectionInset": [0, 16, 0, 16],
                               "lineAlignment": "leading", "titleFontSize": 20, "cellCornerRadius": 8}, "items": [
                    {"id": "recents", "label": "Recents", "color": "#F2994A"}, {"id": "favourites", "label": "Favourites", "color": "#EB5757"},
                    {"id": "trips", "label": "Trips", "color": "#219653"}, {"id": "pets", "label": "Pets", "color": "#2F80ED"} ] } ],
                "events": [ {"type": "press", "at": {"collection": "grid", "index": 3}, "t": 0},
                            {"type": "move", "at": {"collection": "grid", "index": 1, "offset": [20, 0]}, "t": 0.4} ] }
              """),
        Entry(name: "37-settings-inset-grouped", title: "Settings in inset-grouped sections",
              caption: "\"sectionStyle\": \"insetGrouped\" puts each section's rows on one rounded group 16 points in from the sides, with separators from 57 points in and none after a section's last row; every row is the named template \"row\" with its icon colour and optional value from the item's fields. Sounds is being dragged above Notifications.",
              json: """
              { "canvas": { "width": 390, "height": 430, "scale": 2, "background": "#F2F2F7" },
                "templates": { "row": {"stack": {"axis": "horizontal", "spacing": 12, "padding": [0, 16, 0, 16], "children": [
                    {"shape": {"kind": "roundedRect", "width": 29, "height": 29, "cornerRadius": 7, "fill": "{tint}"}},
                    {"text": {"text": "{label}", "size": 17, "weight": "regular", "alignment": "leading"}}, {"spacer": {}},
                    {"text": {"text": "{value}", "size": 17, "weight": "regular", "color": "#8A8A8E"}, "when": "{value}"},
                    {"text": {"text": "›", "size": 20, "weight": "regular", "color": "#C4C4C7"}}]}} },
                "decorations": [ {"frame": [0, 0, 390, 60], "fields": {"title": "Settings"},
                  "cell": {"stack": {"alignment": "leading", "padding": [12, 16, 0, 16], "children": [{"text": {"text": "{title}", "size": 30, "alignment": "leading"}}]}}} ],
                "config": { "cell": "row", "fixedCellSize": [358, 44], "minLineSpacing": 0, "cellCornerRadius": 0, "sectionStyle": "insetGrouped",
                            "separatorColor": "#C6C6C8", "separatorInset": 57, "listBackgroundColor": "#F2F2F7", "sectionHeaderHeight": 36, "rearrange": "move" },
                "collections": [ { "id": "settings", "role": "list", "frame": [0, 60, 390, 370], "sections": [
                    { "title": "NETWORK", "items": [
                      {"id": "wifi", "label": "Wi-Fi", "color": "#FFFFFF", "fields": {"tint": "#007AFF", "value": "Home"}},
                      {"id": "bluetooth", "label": "Bluetooth", "color": "#FFFFFF", "fields": {"tint": "#007AFF", "value": "On"}},
                      {"id": "data", "label": "Mobile Data", "color": "#FFFFFF", "fields": {"tint": "#34C759"}} ] },
                    { "title": "GENERAL", "items": [
                      {"id": "notifications", "label": "Notifications", "color": "#FFFFFF", "fields": {"tint": "#FF3B30"}},
                      {"id": "sounds", "label": "Sounds", "color": "#FFFFFF", "fields": {"tint": "#FF2D55"}},
                      {"id": "focus", "label": "Focus", "color": "#FFFFFF", "fields": {"tint": "#5856D6", "value": "Off"}} ] } ] } ],
                "events": [ {"type": "press", "at": {"collection": "settings", "index": 1, "section": 1}, "t": 0},
                            {"type": "move", "at": {"collection": "settings", "index": 0, "section": 1, "offset": [0, -8]}, "t": 0.4} ] }
              """),
        Entry(name: "38-board-right-to-left", title: "The board in Arabic, the whole screen mirrored",
              caption: "Gallery 35 in Arabic with the top-level \"layoutDirection\": \"rightToLeft\": the columns' frames, the large title and every card are mirrored across the screen, as a right-to-left app shows them, so \"To do\" is the rightmost column without re-ordering anything by hand.",
              json: """
              { "canvas": { "width": 390, "height": 420, "scale": 2, "background": "#F2F2F7" },
                "templates": { "card": {"stack": {"fill": "#FFFFFF", "cornerRadius": 10, "padding": [8, 10, 8, 10], "spacing": 4, "alignment": "leading",
                  "shadow": {"opacity": 0.12, "radius": 3, "offset": [0, 1]}, "children": [
                    {"text": {"text": "{label}", "size": 13, "alignment": "leading", "lines": 0}},
                    {"badge": {"text": "{due}", "color": "{dueColor}", "size": 10}, "when": "{due}"}]}} },
                "decorations": [ {"frame": [0, 0, 390, 64], "fields": {"title": "الدورة ١٢"},
                  "cell": {"stack": {"alignment": "leading", "padding": [14, 16, 6, 16], "children": [{"text": {"text": "{title}", "size": 28, "alignment": "leading"}}]}}} ],
                "config": { "cell": "card", "cellSizing": "fit", "fixedCellSize": [114, 76], "minLineSpacing": 10, "sectionInset": [4, 4, 8, 4], "titleFontSize": 15,
                            "ghostRotation": -4, "layoutDirection": "rightToLeft", "lineAlignment": "leading", "cellCornerRadius": 10,
                            "listBackgroundColor": "#F2F2F7", "titleColor": "#3A3A3C" },
                "collections": [
                  { "id": "todo", "role": "list", "title": "للتنفيذ", "frame": [4, 64, 122, 352], "items": [
                      {"id": "review", "label": "مراجعة التصميم", "color": "#FFFFFF", "fields": {"due": "اليوم", "dueColor": "#FF3B30"}},
                      {"id": "copy", "label": "كتابة نص المتجر للإصدار الجديد", "color": "#FFFFFF"},
                      {"id": "icons", "label": "أيقونات التطبيق", "color": "#FFFFFF", "fields": {"due": "الجمعة", "dueColor": "#FF9500"}} ] },
                  { "id": "doing", "role": "list", "title": "قيد العمل", "frame": [134, 64, 122, 352], "items": [
                      {"id": "search", "label": "البحث أثناء الكتابة", "color": "#FFFFFF", "fields": {"due": "الاثنين", "dueColor": "#007AFF"}} ] },
                  { "id": "done", "role": "list", "title": "منجز", "frame": [264, 64, 122, 352], "config": {"titleColor": "#248A3D"}, "items": [
                      {"id": "login", "label": "صفحة الدخول", "color": "#FFFFFF"} ] } ],
                "events": [ {"type": "press", "at": {"collection": "todo", "index": 0}, "t": 0},
                            {"type": "move", "at": {"collection": "done", "index": 1}, "t": 0.4} ] }
              """),
    ]
}
