/// The documentation gallery: one scenario per notable state. `dropshot docs` renders them, and
/// the golden tests compare them with `Snapshots/Gallery/<name>.png`.
///
/// Each scenario is a JSON file in `Sources/DropShotRender/Gallery/`, embedded in the binary at
/// build time (SwiftPM's `embedInCode` resources), so `dropshot docs` needs no file beside it. An
/// entry's name is its place in `entries`, two digits, then its file's name: `01-start`.
package enum Gallery {
    /// One gallery scenario.
    package struct Entry: Sendable {
        /// The file name, without extension: the place in the gallery and the scenario file's name.
        package var name: String
        /// The heading.
        package var title: String
        /// The sentence under the image.
        package var caption: String
        /// The scenario JSON, the file's bytes.
        package var json: String

        init(_ file: String, title: String, caption: String, json: [UInt8]) {
            (name, self.title, self.caption, self.json) = (file, title, caption, String(decoding: json, as: UTF8.self))
        }
    }

    /// Every state of the gallery, in order: each named as its scenario file and its golden
    /// (`Gallery/01-start.json`, `Snapshots/Gallery/01-start.png`), so `dropshot check` of the
    /// folder checks the goldens as they are.
    package static let entries: [Entry] = [
        Entry(
            "01-start", title: "A consumable source and an empty target",
            caption: "ArraSolta's starting screen: twelve items above, twelve numbered target slots below.",
            json: PackageResources._1_start_json),
        Entry(
            "02-hover-target", title: "Dragging over a free slot",
            caption: "The ghost (scaled 1.1, 80% alpha, soft shadow) hovers over slot 6, which is touched; the origin shows its placeholder.",
            json: PackageResources._2_hover_target_json),
        Entry(
            "03-dropped", title: "After three drops",
            caption: "Dropped items leave placeholders in the consumable source and fill target slots.",
            json: PackageResources._3_dropped_json),
        Entry(
            "04-copy-mode", title: "A non-consumable source copies",
            caption: "With sourceItemsConsumable false the source keeps every item; the target gets copies.",
            json: PackageResources._4_copy_mode_json),
        Entry(
            "05-rearrange-swap", title: "Rearranging swaps two cells",
            caption: "Greece and Kenya swapped places inside the source.",
            json: PackageResources._5_rearrange_swap_json),
        Entry(
            "06-delete-zone", title: "Hovering the delete zone",
            caption: "The delete zone lights up under the pointer; releasing here deletes the item.",
            json: PackageResources._6_delete_zone_json),
        Entry(
            "07-miss-snap-back", title: "A missed drop snaps back",
            caption: "Released outside every collection: nothing changes and the ghost returns to its origin.",
            json: PackageResources._7_miss_snap_back_json),
        Entry(
            "08-occupied-refused", title: "Hovering a filled slot",
            caption: "dropOnOccupied is refuse: Italy, dragged over Spain in slot 1, is not hovering and no slot is touched.",
            json: PackageResources._8_occupied_refused_json),
        Entry(
            "09-lists", title: "Two lists, KDDragAndDropCollectionView style",
            caption: "Lists have no placeholders; an item dragged between them is inserted at the index under the pointer.",
            json: PackageResources._9_lists_json),
        Entry(
            "10-line-alignment", title: "Justified, leading and centered lines",
            caption: "Five fixed-size cells per collection: justified spreads the last line, leading packs it left, center centers it.",
            json: PackageResources._0_line_alignment_json),
        Entry(
            "11-horizontal", title: "Horizontal scrolling, row order",
            caption: "scrollDirection horizontal with cellOrderHorizontal: cells run left to right along two rows.",
            json: PackageResources._1_horizontal_json),
        Entry(
            "12-zoom-scroll", title: "Zoomed and scrolled",
            caption: "The target is zoomed 1.6x and scrolled; cells outside its frame are clipped.",
            json: PackageResources._2_zoom_scroll_json),
        Entry(
            "13-landscape", title: "Rotated to landscape",
            caption: "A resize event re-splits frameless collections and re-lays out the cells.",
            json: PackageResources._3_landscape_json),
        Entry(
            "14-overlap", title: "Overlap targeting",
            caption: "targetSelection overlap: the slot with the largest intersection with the ghost is chosen, not the one under the pointer.",
            json: PackageResources._4_overlap_json),
        Entry(
            "15-borders-and-undo", title: "Borders, zero-based indices, undo",
            caption:
                "Items with borders; index labels start from zero; the target spreads its lines over its height (fillEntireHeight); the last of three drops was undone.",
            json: PackageResources._5_borders_and_undo_json),
        Entry(
            "16-long-labels", title: "Long labels",
            caption: "Labels wrap onto two lines where the cell is tall enough and end in an ellipsis when even that is not enough.",
            json: PackageResources._6_long_labels_json),
        Entry(
            "17-preset-arrasolta", title: "ArraSolta: the toolbar and its counter",
            caption: "\"behaviour\": \"arrasolta\" with \"toolbar\": \"bottom\": two drops, then undo. The counter shows one step; Redo is live.",
            json: PackageResources._7_preset_arrasolta_json),
        Entry(
            "18-preset-betweenkit", title: "BetweenKit: deletion hides the drop",
            caption:
                "\"behaviour\": \"betweenkit\": I3BasicRenderDelegate draws only the clone, centred on the pointer, and fades the origin out: no outline or tint marks the collections; the drag began only once the pointer moved.",
            json: PackageResources._8_preset_betweenkit_json),
        Entry(
            "19-preset-kd", title: "KDDragAndDropCollectionView: the snapshot ghost",
            caption:
                "\"behaviour\": \"kd\": after a 0.3 s long press the cell's snapshot follows at 70% alpha, unscaled and without a shadow; the slot it overlaps most is chosen, and its live place is a gap, as KD hides the cell it moved.",
            json: PackageResources._9_preset_kd_json),
        Entry(
            "20-preset-ajw", title: "AJWDraggableDroppable: appearance per state",
            caption:
                "\"behaviour\": \"ajw\" with an \"appearance\" for pending, pendingDrop and hovering: the view itself moves (no copy, no scale, no shadow) and its centre picks the droppable.",
            json: PackageResources._0_preset_ajw_json),
        Entry(
            "21-live-reorder", title: "Live reordering between two lists",
            caption:
                "\"liveReorder\": true (KD's way): while Spain hovers over the lower list it is already in it, the cells after it shifted and its place drawn as the touched slot; the upper list has closed its gap. Nothing is committed until release.",
            json: PackageResources._1_live_reorder_json),
        Entry(
            "22-auto-scroll", title: "Auto-scroll: holding the drag at an edge",
            caption:
                "\"autoScroll\": true (KD's checkForEdgesAndScroll): held 8 points above the target's bottom edge for 1.5 s, the 20-slot target has scrolled 99 points down to slot 15, faster the closer the pointer is to the edge.",
            json: PackageResources._2_auto_scroll_json),
        Entry(
            "23-free-views", title: "Free draggables and droppables",
            caption:
                "\"freeViews\" (AJWDraggableDroppable): Greece was let go over Europe and snapped to its centre; Japan missed and stayed where it was let go; Spain's centre is over Asia (pendingDrop, Europe pending, drawn by the app's appearance styles: AJW draws none) and Spain moves at its own level, under views drawn after it. The Memo group's Archive does not react: groups never interact.",
            json: PackageResources._3_free_views_json),
        Entry(
            "24-selection", title: "A selection for a multi-item drag",
            caption:
                "Beyond the seeds: \"select\" events (or taps, with \"selectionMode\": \"tap\") mark Kenya, Greece and Italy, each with its place in the selection; a drag of any of them moves all three in that order.",
            json: PackageResources._4_selection_json),
        Entry(
            "25-multi-drag", title: "Dragging a selection",
            caption:
                "The same selection picked up by Greece: the ghost is a stack with a count badge, every origin is a placeholder, and a release fills the free slots from slot 6 on, in the order of selection.",
            json: PackageResources._5_multi_drag_json),
        Entry(
            "26-keyboard-drag", title: "A keyboard drag",
            caption:
                "Beyond the seeds, after dnd-kit: tab, then the arrows move the focus ring, space picks Spain up, the arrows carry it to slot 6 (\"Spain is over Target, slot 6.\" is announced) and space would drop it.",
            json: PackageResources._6_keyboard_drag_json),
        Entry(
            "27-titled-columns", title: "Titled columns",
            caption:
                "A collection's title is drawn in a band above its cells, which lie and scroll below it: Japan, dragged from To do, hovers between the cards of Done.",
            json: PackageResources._7_titled_columns_json),
        Entry(
            "28-kanban-cards", title: "Cards from a template",
            caption:
                "Each column draws its cards with the same cell template: a title, a two-line subtitle and the assignee's badge from the item's fields; a card with more to say sets its own \"size\". The ghost of \"Search\", dragged to Done, is drawn with it too.",
            json: PackageResources._8_kanban_cards_json),
        Entry(
            "29-photo-grid-hero", title: "A photo grid with a hero cell",
            caption:
                "The first photo sets its own \"size\", twice a cell and the spacing: its line is as deep as it is, and the photo beside it is centred in the line, as UICollectionViewFlowLayout does. Dune, dragged onto the second half of Lake (\"listInsertion\": \"byHalf\"), will go after it.",
            json: PackageResources._9_photo_grid_hero_json),
        Entry(
            "30-palette-to-canvas", title: "A palette copied onto a canvas",
            caption:
                "A palette (a source that is not consumable) of icon cells, each with its own template: Tile is copied into the canvas's third slot, the palette keeps its own. The delete zone and the toolbar take their own labels and colours.",
            json: PackageResources._0_palette_to_canvas_json),
        Entry(
            "31-list-sections", title: "A list in sections",
            caption:
                "An inbox list with two sections, each with its header in the flow. \"Retro notes\", dragged from Later over the lower half of the last row of Today, goes to the end of Today: the marker lies under that row.",
            json: PackageResources._1_list_sections_json),
        Entry(
            "32-every-script", title: "Labels in every script",
            caption:
                "Shaped by HarfBuzz, ordered by FriBidi, through the bundled fonts: Latin with diacritics, Greek, Cyrillic, Arabic joined, Hebrew right to left, a Devanagari conjunct with its vowel sign, Japanese, a symbol, and a label mixing three scripts. A character no font has is an error naming it, never a box.",
            json: PackageResources._2_every_script_json),
        Entry(
            "33-right-to-left", title: "A right-to-left grid",
            caption:
                "\"layoutDirection\": \"rightToLeft\" mirrors the flow layout as UIKit's semantic content attribute does: the first cell at the right, the title at the right, insertion places after the reading direction. The Hebrew card dragged over the second half of another goes after it, to its left.",
            json: PackageResources._3_right_to_left_json),
        Entry(
            "34-wrapped-labels", title: "Wrapped labels",
            caption:
                "Text wraps at the line breaks of UAX #14: between words, after a hyphen, between Japanese characters; \"lines\": 0 takes as many lines as fit and ends the last with \"…\"; a word longer than the line is broken between letters, as UILabel breaks it.",
            json: PackageResources._4_wrapped_labels_json),
        Entry(
            "35-board-named-template", title: "A board from one named template",
            caption:
                "Every card of the three columns is the template \"card\", named once, and as tall as its content (\"cellSizing\": \"fit\"): its due badge takes its colour from the card's own \"dueColor\" field and is drawn only when the card has a \"due\" date, and the card casts a shadow. Design review, dragged over Done and tilted as Trello tilts a card (\"ghostRotation\": 4), keeps its own red badge. The large title is a decoration.",
            json: PackageResources._5_board_named_template_json),
        Entry(
            "36-photos-overlay", title: "Photos: a hero in a grid, overlays, an album strip and chrome",
            caption:
                "\"layout\": \"grid\" with three columns: the first photo spans 2x2 and the next two stack beside it, as Photos packs them. Each photo is an overlay: the picture fills the cell, a video's duration sits at its bottom trailing corner and a favourite's heart at its bottom leading corner, each only when the item has that field. Below, a horizontal album strip; the navigation bar and the tab bar are decorations, the tab bar drawn over the content.",
            json: PackageResources._6_photos_overlay_json),
        Entry(
            "37-settings-inset-grouped", title: "Settings in inset-grouped sections",
            caption:
                "\"sectionStyle\": \"insetGrouped\" puts each section's rows on one rounded group 16 points in from the sides, with separators from 57 points in and none after a section's last row; every row is the named template \"row\" with its icon colour and optional value from the item's fields. Sounds is being dragged above Notifications.",
            json: PackageResources._7_settings_inset_grouped_json),
        Entry(
            "38-board-right-to-left", title: "The board in Arabic, the whole screen mirrored",
            caption:
                "Gallery 35 in Arabic with the top-level \"layoutDirection\": \"rightToLeft\": the columns' frames, the large title and every card are mirrored across the screen, as a right-to-left app shows them, so \"To do\" is the rightmost column without re-ordering anything by hand.",
            json: PackageResources._8_board_right_to_left_json),
        Entry(
            "39-uikit-collection", title: "UICollectionView's drag and drop: the gap",
            caption:
                "\"behaviour\": \"uikit\": after the system's 0.325 s lift, Dunes is carried as a slightly larger opaque preview with a soft shadow; the app proposes a move inserted at the destination, so the other cells open a gap where it would land. Nothing has changed in the data: performDropWith comes at the drop.",
            json: PackageResources._9_uikit_collection_json),
        Entry(
            "40-uikit-table-reorder", title: "UITableView's reorder control",
            caption:
                "\"behaviour\": \"uikit-table\": a table in editing mode shows the reorder control at each row's trailing side; Books to read, pressed on its control, is dragged at once, along the table only, and the rows below make room. moveRowAt:to: comes once, at the release.",
            json: PackageResources._0_uikit_table_reorder_json),
        Entry(
            "41-swiftui-reorder", title: "SwiftUI's reorderable container: two widgets and their placeholders",
            caption:
                "\"behaviour\": \"swiftui-reorder\" (iOS 27): Calendar and Photos, selected, are dragged together (the count at the preview's top trailing corner); their empty placeholders show where they will land and the others make space. The move closure gets one ReorderDifference at the end.",
            json: PackageResources._1_swiftui_reorder_json),
        Entry(
            "42-settings-dynamic-type", title: "Settings that grow with the text",
            caption:
                "One file for every text size: the title band and the section headers grow with their text styles ({\"points\": 36, \"relativeTo\": \"footnote\"}), the cells size to their content, and at the accessibility sizes a row's value goes under its label (\"accessibilityAxis\"), as iOS lays it out. Large and AX2, Sounds mid-drag.",
            json: PackageResources._2_settings_dynamic_type_json),
    ]
}
