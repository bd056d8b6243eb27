import DropShotEngine
import DropShotRaster
import Testing

@testable import DropShotRender

/// `Animation`'s frames show what moves: cells shifting, auto-scroll, free views snapping.
@Suite struct AnimationTests {
    /// Every frame's state at 50 frames a second (frame k is at k / 50 s).
    func frames(_ json: String) throws -> [ArenaSnapshot] {
        var states: [ArenaSnapshot] = []
        let animation = Animation(document: try document(json), fps: 50)
        animation.forEachFrame { state, _ in states.append(state) }
        return states
    }

    /// A list of a, b, c in 50-point cells at x = 0, 70, 140; `a` dragged onto `c`'s cell.
    func list(_ config: String, events: String = "") -> String {
        """
        { "canvas": {"width": 300, "height": 200, "scale": 1},
          "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "lineAlignment": "leading" \(config) },
          "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}] } ],
          "events": [ {"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [165, 25], "t": 0.1},
                      {"type": "release", "at": [165, 25], "t": 0.2} \(events) ] }
        """
    }

    func x(of item: String, in state: ArenaSnapshot) -> Double? {
        state.collections[0].cells.first { $0.item?.id == item }?.frame.x
    }

    @Test func theLandingCellShowsTheItemOnlyOnceTheGhostHasLanded() throws {
        // Swapped onto c's cell: a's ghost flies into cell 2 over the settle; the cell stays empty
        // meanwhile, so the label is drawn once (by the ghost), then the cell shows it.
        let states = try frames(list(#", "rearrange": "swap""#))
        let settling = states[12]
        #expect(settling.snapBack?.item.id == "a")
        #expect(!settling.collections[0].cells.contains { $0.item?.id == "a" })
        #expect(states.last!.snapBack == nil && states.last!.collections[0].cells[2].item?.id == "a")
    }

    /// The seeds' own timings (issue "each seed exactly, fourth pass", point 12): BetweenKit
    /// removes its clone at once after a drop (I3BasicRenderDelegate.m 166-175), animates a
    /// rearrange over 0.15 s and shrinks a deleted item's clone away over 0.15 s (143-163); KD
    /// removes its snapshot at `.ended` (KDDragAndDropManager.swift 198-218): no settle.
    @Test func theSeedsPresetsAnimateAReleaseAsTheSeedsDo() throws {
        func twoLists(_ behaviour: String, to target: (x: Int, y: Int)) -> String {
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "lineAlignment": "leading", "allowRearrange": true,
                          "allowDrop": true, "allowDelete": true, "longPressDurationBeforeDragging": 0 },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}] },
                               { "id": "other", "role": "list", "frame": [0, 200, 300, 100], "items": [{"id": "x"}] } ],
              "deleteZones": [[0, 340, 300, 60]],
              "events": [ {"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [45, 25], "t": 0.05},
                          {"type": "move", "at": [\(target.x), \(target.y)], "t": 0.1}, {"type": "release", "at": [\(target.x), \(target.y)], "t": 0.2} ] }
            """
        }
        // Frames at 50 a second: the release is frame 10; 0.15 s later is frame 17.5.
        let bkDrop = try frames(twoLists("betweenkit", to: (45, 225)))
        #expect(bkDrop[11].snapBack == nil, "BetweenKit's clone is gone at the drop")
        let kdDrop = try frames(twoLists("kd", to: (45, 225)))
        #expect(kdDrop[11].snapBack == nil && kdDrop.last!.lastOutcome == .drop, "KD's snapshot is gone at .ended")
        let kdRearrange = try frames(twoLists("kd", to: (165, 25)))
        #expect(kdRearrange[11].snapBack == nil && kdRearrange.last!.lastOutcome == .rearrange)
        let dropshotDrop = try frames(twoLists("dropshot", to: (45, 225)))
        #expect(dropshotDrop[11].snapBack != nil && dropshotDrop[19].snapBack != nil, "DropShot's own settle lasts 0.2 s")

        let bkRearrange = try frames(twoLists("betweenkit", to: (165, 25)))
        #expect(bkRearrange[17].snapBack != nil && bkRearrange[18].snapBack == nil, "BetweenKit's rearrange lasts 0.15 s")
        let bkDelete = try frames(twoLists("betweenkit", to: (150, 370)))
        let shrinking = bkDelete[10...18].compactMap { $0.snapBack?.frame.width }
        #expect(shrinking.count == 8 && zip(shrinking, shrinking.dropFirst()).allSatisfy { $0 > $1 }, "\(shrinking)")
        #expect(bkDelete[18].snapBack == nil && bkDelete.last!.collections[0].cells.allSatisfy { $0.item?.id != "a" })
    }

    /// The seeds, fifth pass, point 5: BetweenKit's origin cell stays faded (alpha 0.01) until its
    /// snap back's clone lands (I3BasicRenderDelegate.m 64-87), so the item is drawn once; its
    /// swap flies a clone of the other item over the arena, under the dragged one (101-108).
    @Test func betweenKitsSnapBackAndSwapDrawEachItemOnceAndTheCloneOnTop() throws {
        func bk(to target: (x: Int, y: Int)) -> String {
            """
            { "behaviour": "betweenkit", "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "lineAlignment": "leading", "allowRearrange": true,
                          "longPressDurationBeforeDragging": 0 },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}] } ],
              "events": [ {"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [45, 25], "t": 0.05},
                          {"type": "move", "at": [\(target.x), \(target.y)], "t": 0.1}, {"type": "release", "at": [\(target.x), \(target.y)], "t": 0.2} ] }
            """
        }
        let miss = try frames(bk(to: (150, 250)))
        #expect(miss.last!.lastOutcome == .miss)
        for k in 11...17 {
            #expect(miss[k].snapBack?.item.id == "a" && miss[k].collections[0].cells[0].item == nil, "frame \(k): the origin stays faded")
        }
        #expect(miss.last!.collections[0].cells[0].item?.id == "a")
        let swap = try frames(bk(to: (165, 25)))
        #expect(swap.last!.lastOutcome == .rearrange)
        let flying = swap[13].collections[0].cells.first { $0.item?.id == "c" }
        #expect(flying?.raised == true && flying.map { $0.frame.x > 0 && $0.frame.x < 140 } == true, "c's clone flies over the cells")
        #expect(swap.last!.collections[0].cells.allSatisfy { !$0.raised })
    }

    /// The seeds, fifth pass, point 6: AJW snaps a draggable dropped on a droppable with the
    /// droppable's UISnapBehavior (UIView+AJWDroppablePrivate.m 14-23, damping 0.5, about 16%
    /// overshoot) whatever its look at the release; a drop whose only move was the pan's Began
    /// (still `dragging`) sprang with the snap back's 0.65.
    @Test func anAJWDropSnapsWithTheDropSnapWhateverTheLook() throws {
        let states = try frames(
            """
            { "behaviour": "ajw", "canvas": {"width": 400, "height": 400, "scale": 1}, "collections": [],
              "freeViews": [{"id": "g", "draggables": [{"id": "d", "frame": [0, 0, 40, 40]}],
                             "droppables": [{"id": "bin", "frame": [200, 200, 100, 100], "snapPoint": [250, 250]}]}],
              "events": [ {"type": "press", "at": [20, 20], "t": 0}, {"type": "move", "at": [230, 230], "t": 0.1},
                          {"type": "release", "at": [230, 230], "t": 0.2} ] }
            """)
        #expect(states.last!.lastOutcome == .drop)
        let centres = states[10...].map { $0.freeViews[0].draggables[0].frame.center.x }
        let overshoot = (centres.max()! - 250) / (250 - 230)
        #expect(overshoot > 0.12, "overshoot \(overshoot): UISnapBehavior's 0.5 damping, not the snap back's")
    }

    @Test func aSwappedCellGlidesToItsNewPlace() throws {
        let states = try frames(list(#", "rearrange": "swap""#))
        #expect(x(of: "c", in: states[9]) == 140, "before the release")
        #expect(x(of: "c", in: states[10]) == 140, "the glide starts where the cell was")
        #expect(abs(x(of: "c", in: states[15])! - 70) < 1e-9, "half-way after half the settle time")
        #expect(x(of: "c", in: states[20]) == 0 && x(of: "c", in: states.last!) == 0)
    }

    @Test func liveReorderingShiftsTheOtherCellsSmoothly() throws {
        let states = try frames(list(#", "rearrange": "move", "liveReorder": true"#))
        // The pointer reaches c's cell at about t = 0.06, when b and c start gliding one cell left.
        let shifting = states[0...12].compactMap { x(of: "c", in: $0) }
        #expect(shifting.first == 140 && shifting.last! < 140 && shifting.last! > 70)
        #expect(zip(shifting, shifting.dropFirst()).allSatisfy { $0 >= $1 }, "c only moves left")
        #expect(x(of: "c", in: states.last!) == 70 && x(of: "a", in: states.last!) == 140)
    }

    @Test func autoScrollAdvancesFrameByFrameWhileHeld() throws {
        let items = (0..<12).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")
        let states = try frames(
            """
            { "canvas": {"width": 300, "height": 200, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "lineAlignment": "leading", "autoScroll": {"edge": 40, "speed": 50} },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [\(items)] } ],
              "events": [ {"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [150, 90], "t": 0.2},
                          {"type": "hold", "t": 1.2} ] }
            """)
        let offsets = states.map { $0.collections[0].offset.y }
        #expect(offsets[10] == 0)
        // 10 points from the edge in a 40-point band: 37.5 points a second from t = 0.2.
        #expect(abs(offsets[35] - 37.5 * 0.5) < 1e-9, "mid-hold, half the scroll")
        #expect(abs(offsets[60] - 37.5) < 1e-9)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aKeyboardGhostGlidesFromPlaceToPlace() throws {
        let states = try frames(
            """
            { "canvas": {"width": 300, "height": 200, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "lineAlignment": "leading", "ghostScale": 1 },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}] } ],
              "events": [ {"type": "key", "key": "tab", "t": 0}, {"type": "key", "key": "space", "t": 0},
                          {"type": "key", "key": "arrowRight", "t": 0.2} ] }
            """)
        func x(_ k: Int) -> Double? { states[k].drag?.ghostFrame.x }
        #expect(x(9) == 0 && x(10) == 0, "the glide starts at the old place")
        #expect(abs(x(15)! - 35) < 1e-9 && x(20) == 70)
    }

    @Test func aFreeDraggableSpringsToItsSnapPointAndFollowsThePointerBeforeThat() throws {
        let states = try frames(
            """
            { "canvas": {"width": 300, "height": 300, "scale": 1}, "collections": [],
              "freeViews": [ { "id": "g", "draggables": [ {"id": "d", "frame": [0, 0, 40, 40]} ],
                               "droppables": [ {"id": "p", "frame": [100, 100, 100, 100]} ] } ],
              "events": [ {"type": "press", "at": [20, 20], "t": 0}, {"type": "move", "at": [120, 120], "t": 0.1},
                          {"type": "release", "at": [120, 120], "t": 0.2} ] }
            """)
        func frame(_ k: Int) -> Rect { states[k].freeViews[0].draggables[0].frame }
        #expect(abs(frame(3).x - 60) < 1e-9 && frame(5) == Rect(100, 100, 40, 40), "it follows the pointer toward the move")
        #expect(frame(7) == Rect(100, 100, 40, 40), "the pointer holds still until the release")
        #expect(frame(10) == Rect(100, 100, 40, 40), "let go at the pointer")
        let way = (11...34).map { (frame($0).x - 100) / 30 }
        #expect(zip(way, 11...34).allSatisfy { abs($0 - Animation.spring(Double($1 - 10) / 50)) < 1e-9 }, "a spring, not a line")
        #expect(way.max()! > 1.1 && way.max()! < 1.2, "it overshoots the snap point, as UISnapBehavior does")
        #expect(frame(35) == Rect(130, 130, 40, 40) && states.last!.freeViews[0].draggables[0].frame == Rect(130, 130, 40, 40))
        #expect(Animation.spring(0) == 0 && Animation.spring(Animation.snap) == 1)
    }

    /// AJW's `snapBackBehaviour` (damping 0.65) returns a draggable let go away from every
    /// droppable; the drop snap keeps UISnapBehavior's 0.5.
    @Test func aFreeDraggableSnapsBackWithAJWsSnapBackDamping() throws {
        let states = try frames(
            """
            { "canvas": {"width": 300, "height": 300, "scale": 1}, "collections": [],
              "freeViews": [ { "id": "g", "snapsDraggablesBackToDragStartOnMiss": true, "draggables": [ {"id": "d", "frame": [0, 0, 40, 40]} ],
                               "droppables": [ {"id": "p", "frame": [200, 200, 100, 100]} ] } ],
              "events": [ {"type": "press", "at": [20, 20], "t": 0}, {"type": "move", "at": [120, 20], "t": 0.1},
                          {"type": "release", "at": [120, 20], "t": 0.2} ] }
            """)
        func frame(_ k: Int) -> Rect { states[k].freeViews[0].draggables[0].frame }
        #expect(frame(10) == Rect(100, 0, 40, 40), "let go where the pointer left it")
        let way = (11...34).map { (100 - frame($0).x) / 100 }
        #expect(zip(way, 11...34).allSatisfy { abs($0 - Animation.spring(Double($1 - 10) / 50, damping: 0.65)) < 1e-9 }, "\(way)")
        #expect(way.max()! > 1.03 && way.max()! < 1.1, "less overshoot than the drop snap's")
        #expect(frame(35) == Rect(0, 0, 40, 40))
    }

    @Test func aFreeDraggableFollowsThePointerBetweenEvents() throws {
        let states = try frames(
            """
            { "canvas": {"width": 300, "height": 300, "scale": 1}, "collections": [],
              "freeViews": [ { "id": "g", "draggables": [ {"id": "d", "frame": [0, 0, 40, 40]} ], "droppables": [] } ],
              "events": [ {"type": "press", "at": [20, 20], "t": 0}, {"type": "move", "at": [30, 20], "t": 0.1},
                          {"type": "move", "at": [130, 120], "t": 0.3}, {"type": "release", "at": [130, 120], "t": 0.4} ] }
            """)
        let halfWay = states[10].freeViews[0].draggables[0].frame
        #expect(abs(halfWay.x - 60) < 1e-9 && abs(halfWay.y - 50) < 1e-9, "half-way between the two moves")
    }
}

/// `animate` ends where `render` does, and lifts when the engine lifts (the system's 0.325 s).
@Suite struct AnimationEndTests {
    /// A list of four rows and a second list under `behaviour`; row 0 pressed (on its reorder
    /// control: the trailing 44 points) and dragged to `to`.
    func scenario(_ behaviour: String, to: (x: Int, y: Int), config: String = "") -> String {
        """
        { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 560, "scale": 1},
          "config": { "fixedCellSize": [280, 50], "minLineSpacing": 10 \(config) },
          "collections": [
            { "id": "list", "role": "list", "frame": [0, 0, 300, 250], "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"} ] },
            { "id": "other", "role": "list", "frame": [0, 300, 300, 250], "items": [ {"id": "x"}, {"id": "y"} ] } ],
          "events": [ {"type": "press", "at": [260, 25], "t": 0}, {"type": "hold", "t": 1.0},
                      {"type": "move", "at": [\(to.x), \(to.y)], "t": 1.2}, {"type": "release", "at": [\(to.x), \(to.y)], "t": 1.3} ] }
        """
    }

    /// Every preset, a drop, a rearrange and a miss: the held last frame is `render` of the final state.
    @Test(arguments: ["dropshot", "uikit", "uikit-table", "swiftui-list", "swiftui-reorder", "kd", "betweenkit"])
    func theLastFrameIsTheFinalState(behaviour: String) throws {
        for (target, config) in [((260, 205), ""), ((140, 330), ""), ((140, 280), ""), ((140, 330), #", "dropFeedback": "dropshot""#)] {
            let doc = try document(scenario(behaviour, to: target, config: config))
            let renderer = try doc.renderer()
            var last: Canvas?
            try Animation(document: doc, fps: 30).forEachFrame { state, _ in last = try renderer.render(state) }
            let final = try renderer.render(Arena.running(doc.scenario, measure: doc.cellMeasure).snapshot())
            let differing = zip(last!.pixels, final.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(behaviour) to \(target)\(config): \(differing) bytes differ")
        }
    }

    /// The system presets lift 0.325 s after the press (docs/NATIVE.md), whenever the scenario's
    /// next event comes: the ghost grows from then, not from the event.
    @Test func theSystemLiftIsDrawnOnTime() throws {
        var states: [ArenaSnapshot] = []
        try Animation(document: try document(scenario("uikit", to: (140, 330))), fps: 100).forEachFrame { state, _ in states.append(state) }
        #expect(states[32].drag == nil && states[33].drag != nil, "lifted at 0.325 s")
        let grown = try #require(states[40].drag?.ghostScale), full = try #require(states[60].drag?.ghostScale)
        #expect(grown > 1 && grown < full && full == 1.05, "growing 0.075 s after the lift (\(grown)), full by 0.6 s")
    }
}

/// BetweenKit's snap back, as I3BasicRenderDelegate.m 64-87 draws it.
@Suite struct BetweenKitSnapBackLookTests {
    /// The source cell stays at alpha 0.01 until the clone lands: during the flight back the list's
    /// background shows at the origin, as during the drag, not a placeholder.
    @Test func theOriginShowsTheListsBackgroundUntilTheCloneLands() throws {
        let doc = try document(
            """
            { "behaviour": "betweenkit", "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "lineAlignment": "leading", "longPressDurationBeforeDragging": 0 },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "a"}, {"id": "b"}] } ],
              "events": [ {"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [45, 25], "t": 0.05},
                          {"type": "move", "at": [150, 250], "t": 0.1}, {"type": "release", "at": [150, 250], "t": 0.2} ] }
            """)
        let renderer = try doc.renderer()
        var frames: [Canvas] = []
        try Animation(document: doc, fps: 100).forEachFrame { state, _ in frames.append(try renderer.render(state)) }
        // The origin's centre (25, 25): as during the drag (frame 15), then during the flight back (frame 25).
        #expect(frames[15][25, 25] == frames[25][25, 25], "the flight shows the origin as the drag did")
        #expect(frames[25][25, 25] != frames.last![25, 25], "the item is back at the end")
    }
}

/// Issue "one field model", point 4: a release's motions are look keys, so a preset's timings
/// and landings are its values of them, and any preset takes another's.
@Suite struct AnimationLookKeyTests {
    /// The drag of AnimationTests' two lists under `behaviour` with `config`, to `target`.
    func frames(_ behaviour: String, _ config: String, to target: (x: Int, y: Int)) throws -> [ArenaSnapshot] {
        var states: [ArenaSnapshot] = []
        let json = """
            { "behaviour": "\(behaviour)", "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [50, 50], "minInteritemSpacing": 20, "lineAlignment": "leading", "allowRearrange": true,
                          "allowDrop": true, "allowDelete": true, "longPressDurationBeforeDragging": 0, "dragStartDistance": 0 \(config) },
              "collections": [ { "id": "list", "role": "list", "frame": [0, 0, 300, 100], "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}] },
                               { "id": "other", "role": "list", "frame": [0, 200, 300, 100], "items": [{"id": "x"}] } ],
              "deleteZones": [[0, 340, 300, 60]],
              "events": [ {"type": "press", "at": [25, 25], "t": 0}, {"type": "move", "at": [45, 25], "t": 0.05},
                          {"type": "move", "at": [\(target.x), \(target.y)], "t": 0.1}, {"type": "release", "at": [\(target.x), \(target.y)], "t": 0.2} ] }
            """
        Animation(document: try document(json), fps: 50).forEachFrame { state, _ in states.append(state) }
        return states
    }

    @Test func dropShotTakesBetweenKitsMotionsByItsKeys() throws {
        let betweenKits = #", "settleDuration": 0.15, "ghostLanding": "rearrange", "ghostShrinksOnDelete": true"#
        for (target, name) in [((45, 225), "drop"), ((165, 25), "rearrange"), ((150, 370), "delete")] {
            // Which frames show the ghost in flight (the presets' ghosts differ in size and grab).
            let seed = try frames("betweenkit", "", to: target).map { $0.snapBack != nil }
            let keyed = try frames("dropshot", betweenKits, to: target).map { $0.snapBack != nil }
            #expect(seed == keyed && seed.contains(true) == (name != "drop"), "\(name)")
        }
        // The frames run from the release (frame 10): a settle of 0.4 s lasts 20 frames.
        let slow = try frames("betweenkit", #", "ghostLanding": "settle", "settleDuration": 0.4"#, to: (45, 225))
        #expect(slow[29].snapBack != nil && slow[31].snapBack == nil)
        let none = try frames("dropshot", #", "ghostLanding": "none""#, to: (165, 25))
        #expect(none[11].snapBack == nil && none.last!.lastOutcome == .rearrange)
    }
}
