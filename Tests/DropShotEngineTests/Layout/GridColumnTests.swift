import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// SwiftUI's grid columns (`GridItem`) in a grid's `columns`: fixed, flexible and adaptive, with
/// the spacing after each (docs/SCENARIO.md, "SwiftUI's grid columns"). Each expected frame is
/// worked out by hand from the rule stated there.
@Suite struct GridColumnTests {
    /// A grid 390 wide with insets of 16 (358 points across), rows 50 deep, 8 between cells.
    func grid(_ columns: String, items: Int = 4) throws -> Arena {
        Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 390, "height": 400, "scale": 1},
                  "config": { "layout": "grid", "columns": \(columns), "rowHeight": 50, "minInteritemSpacing": 8,
                              "minLineSpacing": 8, "sectionInset": [0, 16, 0, 16] },
                  "collections": [ { "id": "g", "role": "list", "frame": [0, 0, 390, 400],
                    "items": [\((0..<items).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", "))] } ] }
                """))
    }

    /// A fixed column of 100 with 10 after it, then a flexible one: 358 - 100 - 10 = 248.
    @Test func aFlexibleColumnTakesWhatTheFixedOnesLeave() throws {
        let arena = try grid(#"[{"fixed": 100, "spacing": 10}, {"flexible": {}}]"#, items: 3)
        #expect(arena.cellFrames(ofCollection: 0) == [Rect(16, 0, 100, 50), Rect(126, 0, 248, 50), Rect(16, 58, 100, 50)])
    }

    /// Flexible columns share in order, each clamped: the first at most 50, the other two
    /// (358 - 16 - 50) / 2 = 146 each.
    @Test func flexibleColumnsShareTheRestClamped() {
        let tracks = GridColumn.tracks(
            [
                GridColumn(.flexible(minimum: 10, maximum: 50)), GridColumn(.flexible(minimum: 10, maximum: .infinity)),
                GridColumn(.flexible(minimum: 10, maximum: .infinity)),
            ],
            across: 358, defaultSpacing: 8)
        #expect(tracks.map(\.start) == [0, 58, 212] && tracks.map(\.width) == [50, 146, 146])
        // A minimum wider than the share wins: the grid overflows, as SwiftUI's does.
        let wide = GridColumn.tracks(
            [GridColumn(.flexible(minimum: 200, maximum: .infinity)), GridColumn(.flexible(minimum: 200, maximum: .infinity))],
            across: 300, defaultSpacing: 0)
        #expect(wide.map(\.width) == [200, 200])
    }

    /// One adaptive column of at least 80 across 358 with 8 between: (358 + 8) / 88 holds 4,
    /// each (358 - 3 x 8) / 4 = 83.5 wide; the fifth item starts the second row.
    @Test func anAdaptiveColumnMakesAsManyAsFit() throws {
        let arena = try grid(#"[{"adaptive": {"minimum": 80}}]"#, items: 5)
        #expect(
            arena.cellFrames(ofCollection: 0) == [
                Rect(16, 0, 83.5, 50), Rect(107.5, 0, 83.5, 50), Rect(199, 0, 83.5, 50), Rect(290.5, 0, 83.5, 50), Rect(16, 58, 83.5, 50),
            ])
        // Its maximum caps each column (the rest of the share stays empty); its spacing is its own.
        let capped = GridColumn.tracks([GridColumn(.adaptive(minimum: 80, maximum: 60 + 20), spacing: 2)], across: 358, defaultSpacing: 8)
        #expect(capped.count == 4 && capped.map(\.width) == [80, 80, 80, 80] && capped.map(\.start) == [0, 82, 164, 246])
    }

    /// A span covers its tracks and the spacing between them; equal columns keep their frames.
    @Test func aSpanCoversUnequalColumns() throws {
        let arena = Arena(
            scenario: try scenario(
                """
                { "canvas": {"width": 390, "height": 400, "scale": 1},
                  "config": { "layout": "grid", "columns": [{"fixed": 60, "spacing": 4}, {"flexible": {}}, {"fixed": 40}],
                              "rowHeight": 50, "minInteritemSpacing": 8, "minLineSpacing": 8, "sectionInset": [0, 16, 0, 16] },
                  "collections": [ { "id": "g", "role": "list", "frame": [0, 0, 390, 400],
                    "items": [ {"id": "wide", "span": [2, 1]}, {"id": "b"}, {"id": "c"} ] } ] }
                """))
        // 358 - 60 - 40 - 4 - 8 = 246 for the flexible column, at 16 + 64.
        #expect(arena.cellFrames(ofCollection: 0) == [Rect(16, 0, 310, 50), Rect(334, 0, 40, 50), Rect(16, 58, 60, 50)])
        let equal = try grid("3", items: 1)
        #expect(equal.cellFrames(ofCollection: 0) == [Rect(16, 0, (358 - 16) / 3, 50)])
    }

    /// The columns are written back as they were read (defaults left out).
    @Test func columnsRoundTrip() throws {
        let json = #"[{"fixed": 100, "spacing": 10}, {"flexible": {"maximum": 200}}, {"adaptive": {"minimum": 80, "maximum": 120}}]"#
        let arena = try grid(json)
        let key = try #require(ConfigKey.all.first { $0.name == "columns" })
        var settings = ConfigSettings()
        settings.config = arena.scenario.collections[0].config
        #expect(key.value(settings) == (try JSONValue.parse(json)))
    }

    @Test func badColumnsAreRefusedWithTheirPath() {
        let cases: [(String, String)] = [
            (#"[]"#, "collections[0].config.columns: expected 1 to 64 columns, found 0"),
            (#"[{}]"#, "collections[0].config.columns[0]: a column needs one of fixed, flexible or adaptive"),
            (#"[{"fixed": 10, "flexible": {}}]"#, "collections[0].config.columns[0]: a column takes one of fixed, flexible or adaptive, not both"),
            (#"[{"fixed": 0}]"#, "collections[0].config.columns[0].fixed: 0 must be greater than 0"),
            (#"[{"adaptive": {}}]"#, "collections[0].config.columns[0].adaptive"),
            (#"[{"flexible": {"minimum": 50, "maximum": 20}}]"#, "collections[0].config.columns[0].flexible.maximum: 20 is below the minimum 50"),
            (#"[{"flexible": {"min": 5}}]"#, "collections[0].config.columns[0].flexible.min: unknown key (expected one of: minimum, maximum)"),
            (#"[{"fixed": 10, "spacing": -1}]"#, "collections[0].config.columns[0].spacing"),
        ]
        for (columns, expected) in cases {
            let error = decodeError(#"{"collections": [{"id": "l", "role": "list", "config": {"layout": "grid", "columns": \#(columns)}}]}"#)
            #expect(error?.description.contains(expected) == true, "\(columns): \(String(describing: error))")
        }
    }
}
