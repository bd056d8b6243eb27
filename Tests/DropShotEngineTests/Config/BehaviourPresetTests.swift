import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// `twoGrids` under a seed preset (`"behaviour"`).
func presetGrids(
    _ behaviour: String, config: String = "\"sourceItemsConsumable\": true", sourceConfig: String = "",
    targetConfig: String = "", targetItems: String = ""
) throws -> Scenario {
    try scenario(
        """
        { "behaviour": "\(behaviour)",
          "canvas": {"width": 300, "height": 400, "scale": 1},
          "config": { "fixedCellSize": [100, 100], \(config) },
          "collections": [
            { "id": "source", "role": "source", "frame": [0, 0, 300, 100], "config": {\(sourceConfig)},
              "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] },
            { "id": "target", "role": "target", "frame": [0, 200, 300, 100], "config": {\(targetConfig)}, "items": [\(targetItems)] }
          ],
          "deleteZones": [[0, 350, 300, 50]] }
        """)
}

/// A list of four 50-point cells in one row, x = 0...200 with 20-point gaps, y = 0...50.
func presetList(_ behaviour: String, config: String = "") throws -> Scenario {
    try scenario(
        """
        { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 400, "scale": 1},
          "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "lineAlignment": "leading" \(config) },
          "collections": [
            { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"} ] },
            { "id": "other", "role": "list", "frame": [0, 200, 300, 100], "items": [ {"id": "x"}, {"id": "y"} ] }
          ],
          "deleteZones": [[0, 350, 300, 50]] }
        """)
}

@Suite struct BehaviourPresetTests {
    @Test func theDefaultPresetIsDropShotsAndChangesNothing() throws {
        let plain = try twoGrids()
        let named = try presetGrids("dropshot")
        #expect(named.config == plain.config)
        #expect(named.behaviour == .dropshot)
        #expect(decodeError(#"{"behaviour": "uikitt", "collections": []}"#)?.description.contains("behaviour") == true)
    }

    @Test func explicitKeysWinOverThePreset() throws {
        let kd = try presetGrids("kd", config: "\"sourceItemsConsumable\": true, \"longPressDurationBeforeDragging\": 0")
        #expect(kd.config.drag.longPressDurationBeforeDragging == 0)
        #expect(kd.rules.targetSelection == .overlap)
    }

    @Test func aCollectionCanFollowAnotherPreset() throws {
        let s = try scenario(
            """
            { "config": { "ghostAlpha": 0.5 },
              "collections": [ { "id": "a", "role": "list", "behaviour": "kd" }, { "id": "b", "role": "list" } ] }
            """)
        #expect(s.collections[0].config.drag.longPressDurationBeforeDragging == 0.3)
        #expect(s.collections[0].config.drag.ghostAlpha == 0.5, "top-level keys still win over a collection's preset")
        #expect(s.collections[1].config.drag.longPressDurationBeforeDragging == 0)
    }

    // MARK: KDDragAndDropCollectionView

    @Test func kdStartsADragOnlyAfterItsLongPress() throws {
        var arena = Arena(scenario: try presetGrids("kd"))
        arena.apply(.press(sourceCell(0), t: 0))
        #expect(arena.snapshot().drag == nil)
        arena.apply(.move(sourceCell(0), t: 0.3))
        #expect(arena.snapshot().drag?.item.id == "a")
        #expect(arena.snapshot().drag?.ghostAlpha == 0.7)
        #expect(arena.snapshot().drag?.ghostScale == 1)
    }

    @Test func kdKeepsTheItemWhereItEnteredWhenReleasedOutside() throws {
        var arena = Arena(scenario: try presetGrids("kd"))
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(targetCell(1), t: 0.4))
        arena.apply(.move(nowhere, t: 0.5))
        arena.apply(.release(nowhere, t: 0.6))
        #expect(arena.lastOutcome == .drop)
        #expect(arena.items("target") == [nil, "a", nil])
        // DropShot's default: the same gesture is a miss.
        var plain = Arena(scenario: try presetGrids("dropshot"))
        plain.apply(.press(sourceCell(0), t: 0))
        plain.apply(.move(targetCell(1), t: 0.4))
        plain.apply(.release(nowhere, t: 0.6))
        #expect(plain.lastOutcome == .miss)
    }

    @Test func kdInsertsBeforeTheCellTheGhostOverlapsMost() throws {
        // Grabbed near its right edge and let go in the gap right of the first cell (x 50...70),
        // the ghost (x 20...70) overlaps cell 0 most, so the item goes in before it, at index 0
        // (KD's indexPathForCellOverlappingRect); by the pointer it goes before the nearer cell 1.
        var arena = Arena(scenario: try presetList("kd"))
        arena.apply(.press(Point(45, 225), t: 0))
        arena.apply(.move(Point(65, 25), t: 0.4))
        arena.apply(.release(Point(65, 25), t: 0.5))
        #expect(arena.items("list") == ["x", "a", "b", "c"])
        var plain = Arena(scenario: try presetList("dropshot"))
        plain.drag(Point(45, 225), Point(65, 25))
        #expect(plain.items("list") == ["a", "x", "b", "c"])
    }

    @Test func kdDoesNotSnapBackOnAMiss() throws {
        var arena = Arena(scenario: try presetGrids("kd"))
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.move(sourceCell(0), t: 0.4))
        arena.apply(.release(sourceCell(0), t: 0.5))
        #expect(arena.lastOutcome == .miss)
        #expect(arena.snapBack == nil)
    }

    // MARK: BetweenKit

    @Test func betweenKitNeedsMovementToDrag() throws {
        var arena = Arena(scenario: try presetGrids("betweenkit", config: "\"sourceItemsConsumable\": true, \"allowDrop\": true"))
        arena.apply(.press(sourceCell(0), t: 0))
        arena.apply(.release(sourceCell(0), t: 0.1))
        #expect(arena.lastOutcome == nil, "a press and release with no move is no drag")
        arena.apply(.press(sourceCell(0), t: 1))
        arena.apply(.move(sourceCell(0) + Point(4, 0), t: 1.1))
        #expect(arena.snapshot().drag == nil)
        arena.apply(.move(targetCell(0), t: 1.2))
        #expect(arena.snapshot().drag?.item.id == "a")
        arena.apply(.release(targetCell(0), t: 1.3))
        #expect(arena.items("target") == ["a", nil, nil])
    }

    /// BetweenKit's `handleDragStarted` reads the pan's `locationInView:` when the pan begins,
    /// about 10 points from the touch: the item there is dragged, not the one touched.
    @Test func betweenKitDragsTheItemUnderThePansStart() throws {
        let s = try presetGrids("betweenkit", config: "\"sourceItemsConsumable\": true, \"allowDrop\": true")
        var neighbour = Arena(scenario: s)
        neighbour.apply(.press(Point(95, 50), t: 0))
        neighbour.apply(.move(Point(115, 50), t: 0.1))  // the pan begins at (105, 50): b's cell
        #expect(neighbour.snapshot().drag?.item.id == "b")
        // Begun off every cell (below the source), the gesture drags nothing, even into the target.
        var offCell = Arena(scenario: s)
        for event: ArenaEvent in [
            .press(Point(50, 95), t: 0), .move(Point(50, 130), t: 0.1), .move(targetCell(0), t: 0.2),
            .release(targetCell(0), t: 0.3),
        ] { offCell.apply(event) }
        #expect(offCell.lastOutcome == nil && offCell.items("source") == ["a", "b", "c"])
        // Under DropShot's own rules the touched item is the dragged one.
        var own = Arena(scenario: try presetGrids("dropshot"))
        own.apply(.press(Point(95, 50), t: 0))
        own.apply(.move(Point(115, 50), t: 0.1))
        #expect(own.snapshot().drag?.item.id == "a")
    }

    @Test func betweenKitGesturesWithoutAnAssertionAreDisabled() throws {
        var arena = Arena(scenario: try presetGrids("betweenkit"))
        arena.drag(sourceCell(0), targetCell(0))
        #expect(arena.lastOutcome == .miss)
        arena.drag(sourceCell(0), sourceCell(1))
        #expect(arena.lastOutcome == .miss)
        arena.drag(sourceCell(0), deletePoint)
        #expect(arena.lastOutcome == .miss)
        #expect(arena.items("source") == ["a", "b", "c"])
        var allowed = Arena(
            scenario: try presetGrids(
                "betweenkit",
                config: """
                    "sourceItemsConsumable": true, "allowRearrange": true, "allowDrop": true, "allowDelete": true
                    """))
        allowed.drag(sourceCell(0), sourceCell(1))
        #expect(allowed.items("source") == ["b", "a", "c"])
        allowed.drag(sourceCell(2), deletePoint)
        #expect(allowed.lastOutcome == .delete)
    }

    @Test func betweenKitRearrangesOnlyOntoAnotherItem() throws {
        let keys = "\"allowRearrange\": true"
        var arena = Arena(scenario: try presetList("betweenkit", config: ", " + keys))
        arena.drag(Point(25, 25), Point(280, 25))
        #expect(arena.lastOutcome == .miss)
        #expect(arena.items("list") == ["a", "b", "c"])
        var plain = Arena(scenario: try presetList("dropshot"))
        plain.drag(Point(25, 25), Point(280, 25))
        #expect(plain.items("list") == ["b", "c", "a"])
    }

    @Test func betweenKitShowsNoPendingDropUnderADeleteZone() throws {
        let s = try scenario(
            """
            { "behaviour": "betweenkit", "canvas": {"width": 300, "height": 400, "scale": 1}, "config": {"allowDelete": true},
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 400], "items": [ {"id": "a"}, {"id": "b"} ] } ],
              "deleteZones": [[0, 350, 300, 50]] }
            """)
        var arena = Arena(scenario: s)
        let first = arena.cellFrames(ofCollection: 0)[0].center
        arena.apply(.press(first, t: 0))
        arena.apply(.move(Point(150, 375), t: 0.1))
        #expect(arena.snapshot().collections[0].appearance == .pending)
        #expect(arena.snapshot().drag?.over == nil)
        var plain = Arena(
            scenario: try scenario(#"{"collections": [{"id": "list", "role": "list", "items": [{"id": "a"}]}], "deleteZones": [[0, 700, 390, 144]]}"#)
        )
        plain.apply(.press(plain.cellFrames(ofCollection: 0)[0].center, t: 0))
        plain.apply(.move(Point(100, 750), t: 0.1))
        #expect(plain.snapshot().collections[0].appearance == .pendingDrop)
    }

    // MARK: AJWDraggableDroppable

    @Test func ajwHoversWhenTheGhostsCentreIsOverAnotherCollection() throws {
        // The target slot is taken, so nothing would accept the drop: still `hovering` in AJW.
        var arena = Arena(scenario: try presetGrids("ajw", targetItems: #"{"id": "t0"}"#))
        arena.apply(.press(sourceCell(0), t: 0))
        // The move the pan begins at is its Began: the next one, a Changed, finds the droppable.
        arena.apply(.move(targetCell(0) - Point(2, 0), t: 0.1))
        arena.apply(.move(targetCell(0), t: 0.15))
        #expect(arena.snapshot().drag?.appearance == .hovering)
        arena.apply(.release(targetCell(0), t: 0.2))
        #expect(arena.lastOutcome == .miss)
        #expect(arena.snapBack == nil, "AJW does not snap back on a miss by default")
        var plain = Arena(scenario: try presetGrids("dropshot", targetItems: #"{"id": "t0"}"#))
        plain.apply(.press(sourceCell(0), t: 0))
        plain.apply(.move(targetCell(0), t: 0.1))
        #expect(plain.snapshot().drag?.appearance == .dragging)
    }

    @Test func ajwTargetsByTheGhostsCentre() throws {
        var arena = Arena(scenario: try presetGrids("ajw", config: #""sourceItemsConsumable": true, "grabRule": "offset""#))
        // Grab cell a at its top-left corner: the ghost's centre is 50 points right of and below the pointer.
        arena.apply(.press(Point(5, 5), t: 0))
        arena.apply(.move(Point(110, 160), t: 0.1))
        arena.apply(.release(Point(110, 160), t: 0.2))
        #expect(arena.items("target") == [nil, "a", nil])
    }

    @Test func ajwPutsTheViewsCentreUnderTheFinger() throws {
        // AJWDraggableGestureRecognizer centres the view on the finger on every move: grabbed at its
        // corner, a is let go with its centre at (190, 290), in slot 1.
        var arena = Arena(scenario: try presetGrids("ajw"))
        arena.apply(.press(Point(5, 5), t: 0))
        arena.apply(.move(Point(190, 290), t: 0.1))
        #expect(arena.snapshot().drag?.ghostFrame.center == Point(190, 290))
        arena.apply(.release(Point(190, 290), t: 0.2))
        #expect(arena.items("target") == [nil, "a", nil])
        // DropShot keeps the grab offset: the centre would be at (235, 335), below the target.
        var plain = Arena(scenario: try presetGrids("dropshot", config: #""sourceItemsConsumable": true, "targetSelection": "ghostCenter""#))
        plain.drag(Point(5, 5), Point(190, 290))
        #expect(plain.lastOutcome == .miss)
    }

    @Test func ajwAndBetweenKitHandleACancelAsTheEnd() throws {
        for preset in ["ajw", "betweenkit"] {
            var arena = Arena(scenario: try presetGrids(preset, config: #""sourceItemsConsumable": true, "allowDrop": true"#))
            arena.apply(.press(sourceCell(0), t: 0))
            arena.apply(.move(targetCell(1), t: 0.1))
            arena.apply(.cancel(targetCell(1), t: 0.2))
            #expect(arena.lastOutcome == .drop, "\(preset)")
            #expect(arena.items("target")[1] == "a", "\(preset)")
        }
        var plain = Arena(scenario: try presetGrids("dropshot"))
        plain.apply(.press(sourceCell(0), t: 0))
        plain.apply(.move(targetCell(1), t: 0.1))
        plain.apply(.cancel(targetCell(1), t: 0.2))
        #expect(plain.lastOutcome == .miss)
    }

    @Test func ajwNeedsMovementToBeginADrag() throws {
        // A pan recognizer: a tap (press and release in place) begins nothing.
        var arena = Arena(scenario: try presetGrids("ajw"))
        arena.apply(.press(sourceCell(0), t: 0))
        #expect(arena.snapshot().drag == nil)
        arena.apply(.release(sourceCell(0), t: 0.1))
        #expect(arena.lastOutcome == nil)
        arena.apply(.press(sourceCell(0), t: 1))
        arena.apply(.move(sourceCell(0) + Point(12, 0), t: 1.1))
        #expect(arena.snapshot().drag?.item.id == "a")
    }

    // MARK: ArraSolta

    @Test func arraSoltaResetEmptiesTheTargets() throws {
        var arena = Arena(
            scenario: try presetGrids(
                "arrasolta", config: "\"sourceItemsConsumable\": true, \"numberOfTargetItems\": 4",
                targetItems: #"{"id": "t0"}"#))
        #expect(arena.items("target").count == 3, "the slot count follows the consumable source")
        arena.drag(sourceCell(0), targetCell(1))
        arena.apply(.reset)
        #expect(arena.items("target") == [nil, nil, nil])
        #expect(arena.items("source") == ["a", "b", "c"])
        #expect(arena.model.discarded == ["t0"])
        #expect(arena.historyCount == 2)
        var plain = Arena(scenario: try presetGrids("dropshot", targetItems: #"{"id": "t0"}"#))
        plain.drag(sourceCell(0), targetCell(1))
        plain.apply(.reset)
        #expect(plain.items("target") == ["t0", nil, nil])
    }

    @Test func arraSoltaDrawsTheManualsMinimalLookUnlessTheScenarioSaysOtherwise() throws {
        let minimal = try presetGrids("arrasolta").collections.map(\.config)
        #expect(minimal.allSatisfy { $0.look.sourceBackgroundColor.alpha == 0 && $0.look.targetBackgroundColor.alpha == 0 })
        #expect(
            minimal.allSatisfy {
                $0.look.sourcePlaceholderColor == Scenario.Color(hex: "#AAAAAA")
                    && $0.look.targetPlaceholderColorUntouched == Scenario.Color(hex: "#AAAAAA")
            })
        let styled = try presetGrids("arrasolta", config: ##""sourceItemsConsumable": true, "targetBackgroundColor": "#123456""##)
        #expect(styled.collections[1].config.look.targetBackgroundColor == Scenario.Color(hex: "#123456"))
    }

    @Test func arraSoltaZoomResizesCellsAndReflows() throws {
        var arena = Arena(scenario: try presetGrids("arrasolta"))
        arena.apply(.zoom(collection: "source", scale: 0.5))
        let frames = arena.cellFrames(ofCollection: 0)
        #expect(frames.map(\.width) == [50, 50, 50])
        #expect(frames.map(\.y) == [0, 0, 0])
        var plain = Arena(scenario: try presetGrids("dropshot"))
        plain.apply(.zoom(collection: "source", scale: 2))
        #expect(plain.cellFrames(ofCollection: 0)[1] == Rect(200, 0, 200, 200))
        arena.apply(.zoom(collection: "source", scale: 2))
        #expect(arena.cellFrames(ofCollection: 0)[1] == Rect(50, 200, 200, 200), "the second cell wraps to its own line")
    }

    @Test func arraSoltaCouplesScrollingOneWayAndZoomingBothWays() throws {
        // The manual: scrolling the source scrolls the targets "but NOT vice-versa"; zooming couples both ways.
        let coupled = "\"sourceItemsConsumable\": true, \"scrollCoupled\": true, \"zoomCoupled\": true", tall = "\"fixedCellSize\": [100, 150]"
        var arena = Arena(scenario: try presetGrids("arrasolta", config: coupled, sourceConfig: tall, targetConfig: tall))
        arena.apply(.scroll(collection: "target", offset: Point(0, 30)))
        #expect(arena.offsets == [.zero, Point(0, 30)])
        arena.apply(.scroll(collection: "source", offset: Point(0, 20)))
        #expect(arena.offsets == [Point(0, 20), Point(0, 20)])
        arena.apply(.zoom(collection: "target", scale: 1.5))
        #expect(arena.zooms == [1.5, 1.5])
        var plain = Arena(scenario: try presetGrids("dropshot", config: coupled, sourceConfig: tall, targetConfig: tall))
        plain.apply(.zoom(collection: "target", scale: 1.5))
        #expect(plain.zooms == [1, 1.5])
        // couplingBothWays still couples both, scrolling too.
        var both = Arena(
            scenario: try presetGrids("arrasolta", config: coupled + ", \"couplingBothWays\": true", sourceConfig: tall, targetConfig: tall))
        both.apply(.scroll(collection: "target", offset: Point(0, 30)))
        #expect(both.offsets == [Point(0, 30), Point(0, 30)])
    }

    /// ArraSolta's `scrollViewDidScroll` sets the target's `contentOffset` to the source's as it
    /// is: a target with less content scrolls as far as the source, past its own end.
    @Test func arraSoltaSetsTheCoupledTargetsOffsetUnclamped() throws {
        let coupled = "\"sourceItemsConsumable\": true, \"scrollCoupled\": true"
        var arena = Arena(scenario: try presetGrids("arrasolta", config: coupled, sourceConfig: "\"fixedCellSize\": [100, 150]"))
        arena.apply(.scroll(collection: "source", offset: Point(0, 500)))
        let sourceLimit = arena.maxOffset(ofCollection: 0), targetLimit = arena.maxOffset(ofCollection: 1)
        #expect(sourceLimit.y > targetLimit.y, "the source has more to scroll than the target")
        #expect(arena.offsets == [sourceLimit, sourceLimit], "the target takes the source's offset, past its own \(targetLimit)")
    }

    @Test func arraSoltaIgnoresInsetsWhenScrollingHorizontallyInColumnOrder() throws {
        let config = ArenaConfig.with {
            $0.behaviour = .arrasolta; $0.layout.scrollDirection = .horizontal; $0.layout.horizontalScrollIgnoresInsets = true
            $0.layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10); $0.layout.fixedCellSize = Size(20, 20)
        }
        #expect(FlowLayout.layout(count: 2, in: Size(100, 100), config: config).cells[0].origin == Point(0, 0))
        var rows = config
        rows.layout.cellOrderHorizontal = true
        #expect(FlowLayout.layout(count: 2, in: Size(100, 100), config: rows).cells[0].origin == Point(10, 10))
    }

    @Test func stateStylesSetTheGhostAndAreCheckedPerState() throws {
        let styles = ##""appearance": {"hovering": {"alpha": 1, "scale": 1.5, "border": "#2E7D32"}, "pendingDrop": {"fill": "#E8F5E9"}}"##
        var arena = Arena(scenario: try presetGrids("ajw", config: "\"sourceItemsConsumable\": true, \"dragStartDistance\": 0, " + styles))
        arena.apply(.press(sourceCell(0), t: 0))
        // With no start distance the press is the pan's Began: Dragging (AJWDraggableDroppable.m
        // 192-201); the first Changed over its own droppable applies Hovering (as its calls say).
        #expect(arena.snapshot().drag?.appearance == .dragging)
        arena.apply(.move(sourceCell(0) + Point(1, 0), t: 0.02))
        #expect(arena.snapshot().drag?.appearance == .hovering)
        arena.apply(.move(Point(150, 150), t: 0.05))
        #expect(arena.snapshot().drag?.ghostScale == 1, "dragging has no style: the preset's ghost (AJW moves the view itself: scale 1)")
        arena.apply(.move(targetCell(1), t: 0.1))
        let drag = try #require(arena.snapshot().drag)
        #expect(drag.appearance == .hovering)
        #expect(drag.ghostAlpha == 1 && drag.ghostScale == 1.5)
        #expect(drag.ghostFrame == Rect(75, 175, 150, 150))
        #expect(arena.scenario.config.look.appearance[.pendingDrop]?.fill == Scenario.Color(hex: "#E8F5E9"))
        let collectionAlpha = decodeError(#"{"config": {"appearance": {"pending": {"alpha": 0.5}}}, "collections": []}"#)
        #expect(collectionAlpha?.path == "config.appearance.pending.alpha")
    }

    // MARK: Assertions as keys

    @Test func collectionsAcceptOnlyTheirListedItems() throws {
        var arena = Arena(scenario: try twoGrids(targetConfig: #""accepts": ["b"]"#))
        arena.drag(sourceCell(0), targetCell(0))
        #expect(arena.lastOutcome == .miss)
        arena.drag(sourceCell(1), targetCell(0))
        #expect(arena.items("target") == ["b", nil, nil])
    }

    @Test func itemsCanRefuseRearrangeAndDelete() throws {
        let s = try scenario(
            """
            { "canvas": {"width": 300, "height": 400, "scale": 1}, "config": { "fixedCellSize": [100, 100] },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 100],
                "items": [ {"id": "a"}, {"id": "b", "rearrangeable": false, "deletable": false}, {"id": "c"} ] } ],
              "deleteZones": [[0, 350, 300, 50]] }
            """)
        var arena = Arena(scenario: s)
        arena.drag(Point(50, 50), Point(150, 50))
        #expect(arena.lastOutcome == .miss, "nothing is rearranged onto an item that refuses")
        arena.drag(Point(150, 50), deletePoint)
        #expect(arena.lastOutcome == .miss)
        arena.drag(Point(50, 50), Point(250, 50))
        #expect(arena.items("list") == ["c", "b", "a"])
    }

    @Test func collectionsCanBeAddedAndRemoved() throws {
        let s = try scenario(
            """
            { "canvas": {"width": 300, "height": 400, "scale": 1}, "config": { "fixedCellSize": [100, 100], "sourceItemsConsumable": true },
              "collections": [
                { "id": "source", "role": "source", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"} ] },
                { "id": "target", "role": "target", "frame": [0, 200, 300, 100], "added": false } ],
              "events": [ {"type": "addCollection", "collection": "target"} ] }
            """)
        var arena = Arena(scenario: s)
        #expect(arena.snapshot().collections.map(\.id) == ["source"])
        arena.drag(sourceCell(0), targetCell(0))
        #expect(arena.lastOutcome == .miss)
        arena.apply(s.events[0])
        arena.drag(sourceCell(0), targetCell(0))
        #expect(arena.items("target") == ["a", nil])
        arena.apply(.removeCollection("target"))
        #expect(arena.snapshot().collections.map(\.id) == ["source"])
        #expect(arena.model.presentItems.sorted() == ["a", "b"], "a removed collection keeps its items")
        #expect(decodeError(#"{"collections": [], "events": [{"type": "addCollection", "collection": "x"}]}"#)?.path == "events[0].collection")
    }

    /// KD's `indexPathForCellOverlappingRect` intersects the ghost with each visible cell's whole
    /// frame: a cell half scrolled out of view counts with its hidden half. Here the ghost (scaled
    /// 1.5) covers 90 points of a's frame, 50 of them in view, and 60 of b's: KD picks a.
    @Test func kdOverlapCountsTheWholeFrameOfAPartlyVisibleCell() throws {
        let s = try scenario(
            """
            { "behaviour": "kd", "canvas": {"width": 400, "height": 500, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "ghostScale": 1.5, "liveReorder": false },
              "collections": [
                { "id": "list", "role": "list", "frame": [0, 100, 100, 300], "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}] },
                { "id": "src", "role": "list", "frame": [250, 100, 100, 100], "items": [{"id": "x"}] } ] }
            """)
        var arena = Arena(scenario: s)
        for event: ArenaEvent in [
            .scroll(collection: "list", offset: Point(0, 50)), .press(Point(300, 150), t: 0), .hold(t: 0.4),
            .move(Point(50, 135), t: 0.5),
        ] { arena.apply(event) }
        let drag = try #require(arena.snapshot().drag)
        #expect(drag.ghostFrame == Rect(-25, 60, 150, 150))
        #expect(drag.over?.index == 0, "\(String(describing: drag.over))")
    }
}

extension ArenaConfig {
    /// A configuration changed by `body`.
    static func with(_ body: (inout ArenaConfig) -> Void) -> ArenaConfig {
        var config = ArenaConfig()
        body(&config)
        return config
    }
}
