import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// VoiceOver's elements (docs/SCENARIO.md, "Accessibility"): reading order, headers, labels by
/// default, the item's keys, and drag actions derived from the rules.
@Suite struct AccessibilityElementTests {
    private func elements(_ json: String, steps: Int = 0) throws -> [AccessibilityElement] {
        let s = try scenario(json)
        var arena = Arena(scenario: s)
        for event in s.events.prefix(steps) { arena.apply(event) }
        return try arena.accessibilityElements()
    }

    static let board = #"""
        { "canvas": {"width": 400, "height": 400},
          "config": {"fixedCellSize": [180, 50]},
          "collections": [
            {"id": "done", "role": "target", "title": "Done", "frame": [200, 0, 200, 200], "config": {"numberOfTargetItems": 2}},
            {"id": "todo", "role": "source", "title": "To do", "frame": [0, 0, 200, 200],
             "cell": {"stack": {"children": [{"text": "{label}"}, {"badge": "{who}"}, {"text": "due {due}", "when": "{due}"}]}},
             "items": [{"id": "a", "label": "Login", "fields": {"who": "AK"}},
                       {"id": "b", "label": "Search", "fields": {"who": "MB", "due": "Friday"}, "accessibilityHint": "Double tap to open {label}",
                        "accessibilityValue": "2 of {who}", "accessibilityTraits": ["button", "selected"], "accessibilityCustomActions": ["Archive"]},
                       {"id": "c", "label": "Hidden", "fields": {"who": "X"}, "accessibilityHidden": true},
                       {"id": "d", "label": "Pinned", "draggable": false, "fields": {"who": "JS"}}]},
            {"id": "notes", "role": "list", "title": "Notes", "frame": [0, 220, 400, 180],
             "items": [{"id": "n1", "label": "One", "fields": {"who": "-"}}, {"id": "n2", "label": "Two", "fields": {"who": "-"}}, {"id": "n3", "label": "Three", "fields": {"who": "-"}}]}],
          "deleteZones": [[0, 390, 400, 10]] }
        """#

    @Test func theBoardReadsInOrderWithTitlesAsHeadersAndItemLabelsByDefault() throws {
        let found = try elements(Self.board)
        #expect(
            found.map(\.label) == ["To do", "Login, AK", "Search, MB, due Friday", "Pinned, JS", "Done", "Notes", "One", "Two", "Three"])
        #expect(found[0].traits == [.header] && found[0].path == "collections[1].title")
        #expect(found[4].traits == [.header] && found[4].frame == Rect(200, 0, 200, 44))
        #expect(found[1].path == "collections[1].items[0]" && found[1].frame.width == 180)
        #expect(found.allSatisfy { $0.label != "Hidden" })
    }

    @Test func anItemsKeysReachItsElement() throws {
        let search = try #require(try elements(Self.board).first { $0.path == "collections[1].items[1]" })
        #expect(search.hint == "Double tap to open Search" && search.value == "2 of MB")
        #expect(search.traits == [.button, .selected])
        #expect(search.actions.first == "Archive")
    }

    /// A team's matrix, second pass (point 7): an untitled collection was named by its id in the
    /// drag actions ("Move to archive"). It is named by its `accessibilityLabel`, else its title,
    /// else its id; keyboard drags announce it the same way.
    @Test func aCollectionIsCalledByItsAccessibilityLabelElseItsTitle() throws {
        let json = #"""
            { "canvas": {"width": 400, "height": 400}, "config": {"fixedCellSize": [180, 50]},
              "collections": [
                {"id": "todo", "role": "list", "title": "To do", "frame": [0, 0, 200, 400], "items": [{"id": "a", "label": "Login"}]},
                {"id": "archive", "role": "list", "accessibilityLabel": "Archived tasks", "frame": [200, 0, 200, 200]},
                {"id": "done", "role": "list", "title": "Done", "frame": [200, 200, 200, 200]} ] }
            """#
        let login = try #require(try elements(json).first { $0.label == "Login" })
        #expect(login.actions == ["Move to Archived tasks", "Move to Done"])
        let arena = Arena(scenario: try scenario(json))
        #expect(arena.collectionName(0) == "To do" && arena.collectionName(1) == "Archived tasks" && arena.collectionName(2) == "Done")
    }

    @Test func dragActionsAreTheDropsTheRulesAccept() throws {
        let found = try elements(Self.board)
        let login = try #require(found.first { $0.label == "Login, AK" })
        #expect(login.actions == ["Copy to Done", "Copy to Notes", "Delete"])
        #expect(try #require(found.first { $0.label == "Pinned, JS" }).actions.isEmpty, "an undraggable item has none")
        // The Notes list swaps (`rearrange`'s default): its items offer swaps, not moves.
        let one = try #require(found.first { $0.label == "One" })
        #expect(one.actions == ["Move to Done", "Delete", "Swap with Two", "Swap with Three"])
        let three = try #require(found.first { $0.label == "Three" })
        #expect(three.actions == ["Move to Done", "Delete", "Swap with One", "Swap with Two"])
        // A consumable source moves its items; a target that accepts only some items offers only those.
        let consumable = try elements(
            Self.board.replacingOccurrences(
                of: #""config": {"fixedCellSize": [180, 50]}"#, with: #""config": {"fixedCellSize": [180, 50], "sourceItemsConsumable": true}"#
            )
            .replacingOccurrences(of: #""config": {"numberOfTargetItems": 2}"#, with: #""config": {"numberOfTargetItems": 2, "accepts": ["b"]}"#))
        #expect(try #require(consumable.first { $0.label == "Login, AK" }).actions == ["Move to Notes", "Delete"])
        #expect(try #require(consumable.first { $0.label.hasPrefix("Search") }).actions == ["Archive", "Move to Done", "Move to Notes", "Delete"])
    }

    @Test func aRightToLeftScreenReadsFromTheRight() throws {
        let found = try elements(
            Self.board.replacingOccurrences(
                of: ##""config": {"fixedCellSize": [180, 50]}"##, with: ##""config": {"fixedCellSize": [180, 50], "layoutDirection": "rightToLeft"}"##
            ))
        // Frames count from the leading edge: mirrored, "To do" is at the right, and read first.
        let headers = found.filter { $0.traits == [.header] }
        #expect(headers.map(\.label) == ["To do", "Done", "Notes"])
        #expect(headers[0].frame.x == 200 && headers[1].frame.x == 0)
    }

    @Test func decorationsWithTextsAreElementsAndBareOnesAreNot() throws {
        let found = try elements(
            ##"{"decorations": [{"frame": [0, 0, 100, 44], "cell": {"text": "{title}"}, "fields": {"title": "Library"}, "accessibilityTraits": ["header"]}, {"frame": [0, 44, 100, 1], "cell": {"shape": {"fill": "#000000"}}}], "collections": []}"##
        )
        #expect(found.map(\.label) == ["Library"] && found[0].traits == [.header] && found[0].path == "decorations[0]")
    }

    @Test func badAccessibilityKeysAreRefusedWithTheirPath() {
        let trait = decodeError(#"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a", "accessibilityTraits": ["bold"]}]}]}"#)
        #expect(trait?.path == "collections[0].items[0].accessibilityTraits[0]")
        #expect(trait?.message.hasPrefix(#""bold" is not one of: button, link, header, image, selected, notEnabled"#) == true)
        #expect(
            decodeError(#"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a", "accessibilityHidden": "yes"}]}]}"#)?.path
                == "collections[0].items[0].accessibilityHidden")
        #expect(decodeError(#"{"audit": {"ignore": ["speed"]}, "collections": []}"#)?.path == "audit.ignore[0]")
    }

    /// Trust, sixth pass: a list offered "Move before" every other item, so its actions grew with
    /// the square of the list (187 MB of state for 3,000 items). An item now offers the top and
    /// the places within four of it either way.
    @Test func aListsMoveActionsAreTheTopAndTheNearbyPlaces() throws {
        let items = (0..<1000).map { #"{"id": "i\#($0)", "label": "L\#($0)"}"# }.joined(separator: ",")
        let list =
            #"{"config": {"fixedCellSize": [10, 10], "rearrange": "move"}, "collections": [{"id": "l", "role": "list", "frame": [0, 0, 390, 844], "items": [\#(items)]}]}"#
        let found = try elements(list)
        #expect(found.count == 1000 && found.allSatisfy { $0.actions.count <= 2 * Arena.moveReach + 3 })
        #expect(
            found[500].actions == ["Move before L0"] + [496, 497, 498, 499, 502, 503, 504, 505].map { "Move before L\($0)" } + ["Move after L999"])
        #expect(found[0].actions == [2, 3, 4, 5].map { "Move before L\($0)" } + ["Move after L999"])
        #expect(found[3].actions == [0, 1, 2, 5, 6, 7, 8].map { "Move before L\($0)" } + ["Move after L999"])
        #expect(found[999].actions == ["Move before L0"] + [995, 996, 997, 998].map { "Move before L\($0)" }, "the last is at the end already")
        // A list that swaps offers swaps, the last item's too.
        let swapping = try elements(list.replacingOccurrences(of: #""rearrange": "move""#, with: #""rearrange": "swap""#))
        #expect(swapping[500].actions == [0, 496, 497, 498, 499, 501, 502, 503, 504, 505, 999].map { "Swap with L\($0)" })
        #expect(swapping.allSatisfy { $0.actions.count <= 2 * Arena.moveReach + 3 })
    }

    /// Issue "a team's matrix in daily use", point 4: the actions are worded in the screen's
    /// locale when `strings` gives the phrases (English otherwise, and for the phrases it lacks).
    @Test func actionsAreWordedInTheLocale() throws {
        func actions(locale: String) throws -> [String] {
            try elements(
                #"""
                { "strings": {"en": {"done": "Done"},
                              "ja": {"done": "完了", "accessibility.moveTo": "「{name}」に移動", "accessibility.moveBefore": "「{name}」の前に移動"}},
                  "locale": "\#(locale)", "config": {"fixedCellSize": [180, 50], "rearrange": "move"},
                  "collections": [{"id": "l", "role": "list", "frame": [0, 0, 200, 400], "items": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"}, {"id": "c", "label": "C"}]},
                                  {"id": "d", "role": "list", "title": "{@done}", "frame": [200, 0, 200, 400]}] }
                """#
            ).first { $0.label == "C" }!.actions
        }
        #expect(try actions(locale: "ja") == ["「完了」に移動", "「A」の前に移動", "「B」の前に移動"])
        #expect(try actions(locale: "en") == ["Move to Done", "Move before A", "Move before B"])
    }

    /// Issue "a team's matrix in daily use", point 4: an action names another item by its label
    /// (its `accessibilityLabel` when it has one), not by everything its cell reads.
    @Test func actionsNameItemsByTheirLabel() throws {
        let found = try elements(
            #"""
            { "config": {"fixedCellSize": [180, 50], "rearrange": "move"},
              "collections": [{"id": "l", "role": "list", "cell": {"stack": {"children": [{"text": "{label}"}, {"badge": "{who}"}]}},
                "items": [{"id": "a", "label": "Login", "fields": {"who": "AK"}}, {"id": "b", "label": "Search", "fields": {"who": "MB"}},
                          {"id": "c", "label": "Ship", "fields": {"who": "JS"}, "accessibilityLabel": "Ship it"}]}] }
            """#)
        #expect(found[0].label == "Login, AK", "the element reads the whole cell")
        #expect(found[0].actions == ["Move before Ship it", "Move after Ship it"])
        #expect(found[2].actions == ["Move before Login", "Move before Search"])
    }
}
