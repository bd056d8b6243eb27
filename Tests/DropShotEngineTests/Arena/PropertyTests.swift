import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// Random gesture sequences never lose or duplicate an item, and undoing every step restores the start.
@Suite struct PropertyTests {
    /// Source (consumable or not), two targets with different occupied-drop policies, a list and a delete zone.
    func arenaScenario(consumable: Bool, rearrange: String, overlap: Bool, extra: String = "", behaviour: String = "dropshot") throws -> Scenario {
        try scenario(
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 400, "height": 600, "scale": 1},
              "config": { "sourceItemsConsumable": \(consumable), "numberOfTargetItems": 6, "rearrange": "\(rearrange)",
                          "minInteritemSpacing": 4, "minLineSpacing": 4, "targetSelection": "\(overlap ? "overlap" : "pointer")"\(extra) },
              "collections": [
                { "id": "s", "role": "source", "frame": [0, 0, 400, 150],
                  "items": [ {"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}, {"id": "e"}, {"id": "f"} ] },
                { "id": "t1", "role": "target", "frame": [0, 150, 400, 150], "config": {"dropOnOccupied": "swap"} },
                { "id": "t2", "role": "target", "frame": [0, 300, 200, 150], "config": {"dropOnOccupied": "replace"} },
                { "id": "l", "role": "list", "frame": [200, 300, 200, 150], "items": [ {"id": "x"}, {"id": "y"} ] }
              ],
              "deleteZones": [[0, 500, 400, 100]] }
            """)
    }

    func randomEvents(count: Int, rng: inout SplitMix64) -> [ArenaEvent] {
        var events: [ArenaEvent] = []
        var t = 0.0
        func point() -> Point { Point(Double.random(in: 0..<400, using: &rng), Double.random(in: 0..<600, using: &rng)) }
        for _ in 0..<count {
            t += 0.1
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6:
                events += [.press(point(), t: t), .move(point(), t: t + 0.05), .release(point(), t: t + 0.1)]
            case 6: events.append(.undo)
            case 7: events.append(.redo)
            case 8: events.append(Bool.random(using: &rng) ? .reset : .cancel(point(), t: t))
            default: events += [.press(point(), t: t), .move(point(), t: t + 0.05)]
            }
        }
        return events
    }

    func checkInvariants(_ arena: Arena, consumable: Bool) {
        let all = ["a", "b", "c", "d", "e", "f", "x", "y"]
        let model = arena.model
        // Source slots hold their owner or nothing; owners are always the six source items.
        #expect(model.owners[0].sorted() == ["a", "b", "c", "d", "e", "f"])
        for (slot, owner) in zip(model.slots[0], model.owners[0]) { #expect(slot == nil || slot == owner) }
        #expect(model.slots[1].count == 6 && model.slots[2].count == 6)
        if consumable {
            #expect((model.presentItems + model.discarded).sorted() == all, "lost or duplicated: \(model)")
        } else {
            #expect(model.slots[0].compactMap { $0 } == model.owners[0], "a palette never loses items")
            let unique = model.presentItems.filter { $0 == "x" || $0 == "y" } + model.discarded
            #expect(unique.sorted() == ["x", "y"], "list items are moved, never copied: \(model)")
            #expect(model.presentItems.allSatisfy(all.contains))
        }
    }

    @Test(arguments: [(true, "swap", false), (true, "move", true), (false, "swap", true), (false, "move", false)])
    func gesturesNeverLoseOrDuplicateItems(consumable: Bool, rearrange: String, overlap: Bool) throws {
        playRandomGestures(
            on: try arenaScenario(consumable: consumable, rearrange: rearrange, overlap: overlap), seeds: 0..<60,
            consumable: consumable, label: "")
    }

    /// The layouts an arena keeps between events (so that an event in a collection of 100,000
    /// slots does not lay them all out again) are always the layouts made anew: after random
    /// gestures, undo, redo and reset, resizes, scrolls and zooms that reflow the grid.
    @Test(arguments: [false, true])
    func keptLayoutsAreTheLayoutsMadeAnew(zoomReflows: Bool) throws {
        let s = try arenaScenario(consumable: true, rearrange: "move", overlap: false, extra: #", "zoomReflows": \#(zoomReflows)"#)
        for seed in 0..<30 as Range<UInt64> {
            var rng = SplitMix64(state: seed)
            var arena = Arena(scenario: s)
            var events = randomEvents(count: 30, rng: &rng)
            for _ in 0..<12 {
                let at = Int.random(in: 0...events.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: events.insert(.resize(Size(Double.random(in: 200...600, using: &rng), Double.random(in: 300...900, using: &rng))), at: at)
                case 1: events.insert(.scroll(collection: "t1", offset: Point(0, Double.random(in: 0...200, using: &rng))), at: at)
                default:
                    events.insert(
                        .zoom(collection: ["s", "t1", "l"].randomElement(using: &rng)!, scale: Double.random(in: 0.5...2, using: &rng)), at: at)
                }
            }
            for event in events {
                arena.apply(event)
                for index in s.collections.indices {
                    #expect(
                        arena.layout(ofCollection: index) == arena.makeLayout(ofCollection: index).layout,
                        "seed \(seed), collection \(index), after \(event)")
                    // Hit tests searching the kept layout find what a scan of every frame finds.
                    let frames = arena.cellFrames(ofCollection: index), area = arena.cellArea(ofCollection: index)
                    for _ in 0..<20 {
                        let point = Point(Double.random(in: -10..<610, using: &rng), Double.random(in: -10..<910, using: &rng))
                        let scanned = area.contains(point) ? frames.firstIndex { $0.contains(point) } : nil
                        #expect(arena.cell(at: point, inCollection: index) == scanned, "seed \(seed), collection \(index), \(point)")
                        // Anywhere, visible or not, among any run of cells (a list's section).
                        let low = Int.random(in: 0...frames.count, using: &rng), high = Int.random(in: low...frames.count, using: &rng)
                        #expect(
                            arena.firstCell(containing: point, inCollection: index, among: low..<high)
                                == (low..<high).first { frames[$0].contains(point) }, "seed \(seed), collection \(index), \(point)")
                    }
                }
            }
        }
    }

    /// 40 random gestures per seed on `scenario`, the invariants checked after each; then undoing
    /// every step returns the initial state.
    func playRandomGestures(on scenario: Scenario, seeds: Range<UInt64>, consumable: Bool, label: String) {
        for seed in seeds {
            var rng = SplitMix64(state: seed)
            var arena = Arena(scenario: scenario)
            for event in randomEvents(count: 40, rng: &rng) {
                let before = arena.model, steps = arena.historyCount
                arena.apply(event)
                checkInvariants(arena, consumable: consumable)
                expectStepIsTheDifference(arena, before: before, steps: steps, "\(label)seed \(seed), \(event)")
                _ = arena.snapshot()
            }
            while arena.canUndo { arena.apply(.undo) }
            #expect(arena.model == arena.initialModel, "\(label)seed \(seed)")
        }
    }

    /// A step the arena recorded while editing its model in place (`ModelEdit`) is the edit a
    /// compare of the models before and after it gives, element for element.
    func expectStepIsTheDifference(_ arena: Arena, before: ArenaModel, steps: Int, _ label: String) {
        guard arena.historyCount == steps + 1, let step = arena.undoStack.last else { return }
        let compared = before.change(to: arena.model)
        #expect(step.slots.map(\.collection) == compared.slots.map(\.collection), "\(label)")
        #expect(zip(step.slots, compared.slots).allSatisfy { $0.edit == $1.edit }, "\(label)")
        #expect(step.owners.map(\.collection) == compared.owners.map(\.collection), "\(label)")
        #expect(zip(step.owners, compared.owners).allSatisfy { $0.edit == $1.edit }, "\(label)")
        #expect(step.sections.map(\.collection) == compared.sections.map(\.collection), "\(label)")
        #expect(zip(step.sections, compared.sections).allSatisfy { $0.edit == $1.edit }, "\(label)")
        #expect(step.discarded == compared.discarded, "\(label)")
    }

    /// Under every preset (KD's live rules: live reordering hit-tested against the drag's own
    /// arrangement, a cancel keeping it; BetweenKit's pick-up at the pan's start; AJW's hovering),
    /// random gestures lose and duplicate nothing, and undoing every step restores the start.
    @Test(arguments: ["arrasolta", "betweenkit", "kd", "ajw"], [true, false])
    func everyPresetNeverLosesOrDuplicatesItems(behaviour: String, consumable: Bool) throws {
        // The presets' own rules, with the drops the scenario's checks expect allowed.
        let allowed = #", "allowDrop": true, "allowRearrange": true, "allowDelete": true"#
        let s = try arenaScenario(consumable: consumable, rearrange: "move", overlap: behaviour == "kd", extra: allowed, behaviour: behaviour)
        playRandomGestures(on: s, seeds: 0..<40, consumable: consumable, label: behaviour + " ")
    }

    /// Lists with sections and items of random sizes, dragged at random (single and multi-item,
    /// cell and half insertion): no item is lost or duplicated, every section count stays whole
    /// and adds up to its list, and undoing every step restores the start.
    @Test(arguments: ["onCell", "byHalf"])
    func sectionsAndSizesNeverLoseOrDuplicateItems(insertion: String) throws {
        var sectionsChanged = 0
        for seed in 0..<40 as Range<UInt64> {
            var rng = SplitMix64(state: seed)
            var ids: [String] = []
            func items(_ count: Int) -> String {
                (0..<count).map { _ in
                    ids.append("i\(ids.count)")
                    let size =
                        Bool.random(using: &rng)
                        ? "" : #", "size": [\#(Int.random(in: 20...150, using: &rng)), \#(Int.random(in: 20...90, using: &rng))]"#
                    return #"{"id": "\#(ids.last!)"\#(size)}"#
                }.joined(separator: ", ")
            }
            func sections() -> String {
                (0..<Int.random(in: 1...3, using: &rng)).map { n in #"{"title": "S\#(n)", "items": [\#(items(Int.random(in: 0...4, using: &rng)))]}"#
                }
                .joined(separator: ", ")
            }
            let s = try scenario(
                """
                { "canvas": {"width": 400, "height": 600, "scale": 1},
                  "config": { "fixedCellSize": [60, 40], "minInteritemSpacing": 4, "minLineSpacing": 4, "listInsertion": "\(insertion)",
                              "rearrange": "\(Bool.random(using: &rng) ? "move" : "swap")", "selectionMode": "events" },
                  "collections": [
                    { "id": "l1", "role": "list", "frame": [0, 0, 200, 500], "sections": [\(sections())] },
                    { "id": "l2", "role": "list", "frame": [200, 0, 200, 500], "sections": [\(sections())] },
                    { "id": "l3", "role": "list", "frame": [0, 500, 400, 100], "items": [\(items(3))] } ],
                  "deleteZones": [[350, 550, 50, 50]] }
                """)
            var arena = Arena(scenario: s)
            var events = randomEvents(count: 30, rng: &rng)
            // A few multi-item drags.
            for _ in 0..<3 {
                events.insert(.select(ids.randomElement(using: &rng)!), at: Int.random(in: 0..<events.count, using: &rng))
            }
            for event in events {
                let before = arena.model, steps = arena.historyCount
                arena.apply(event)
                expectStepIsTheDifference(arena, before: before, steps: steps, "seed \(seed), \(event)")
                let model = arena.model
                #expect((model.presentItems + model.discarded).sorted() == ids.sorted(), "seed \(seed): \(model)")
                for c in 0..<2 {
                    #expect(
                        model.sectionCounts[c].allSatisfy { $0 >= 0 } && model.sectionCounts[c].reduce(0, +) == model.slots[c].count,
                        "seed \(seed): \(model.sectionCounts[c]) for \(model.slots[c].count) cells")
                }
                if model.sectionCounts != arena.initialModel.sectionCounts { sectionsChanged += 1 }
                _ = arena.snapshot()
            }
            while arena.canUndo { arena.apply(.undo) }
            #expect(arena.model == arena.initialModel, "seed \(seed)")
        }
        // The random drags did move items between sections.
        #expect(sectionsChanged > 100)
    }

    @Test func replayingTheSameEventsGivesTheSameSnapshot() throws {
        let s = try arenaScenario(consumable: true, rearrange: "swap", overlap: false)
        var rng = SplitMix64(state: 7)
        let events = randomEvents(count: 80, rng: &rng)
        var first = Arena(scenario: s), second = Arena(scenario: s)
        for event in events { first.apply(event) }
        for event in events { second.apply(event) }
        #expect(first.snapshot() == second.snapshot())
    }

    /// Mutated scenario files either decode or fail with a ScenarioError; decoded ones run and snapshot.
    @Test func mutatedScenariosNeverCrash() throws {
        let valid = Array(
            """
            { "canvas": {"width": 300, "height": 400, "scale": 1},
              "config": { "fixedCellSize": [100, 100], "sourceItemsConsumable": true, "rearrange": "move" },
              "collections": [
                { "id": "source", "role": "source", "frame": [0, 0, 300, 100], "items": [ {"id": "a"}, {"id": "b"} ] },
                { "id": "target", "role": "target", "frame": [0, 200, 300, 100] } ],
              "deleteZones": [[0, 350, 300, 50]],
              "events": [ {"type": "press", "at": [50, 50], "t": 0}, {"type": "release", "at": [50, 250], "t": 1},
                          {"type": "zoom", "collection": "target", "scale": 2}, {"type": "undo"} ] }
            """.utf8)
        let alphabet = Array("{}[]:,\"0123456789.-eE truefalsn#".utf8)
        var rng = SplitMix64(state: 42)
        var decoded = 0
        for _ in 0..<2000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes[i] = alphabet.randomElement(using: &rng)!
                case 1: bytes.remove(at: i)
                default: bytes.insert(alphabet.randomElement(using: &rng)!, at: i)
                }
            }
            do {
                let scenario = try Scenario(json: bytes)
                _ = Arena.running(scenario).snapshot().stateJSON.serialized()
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(decoded > 0)
    }
}
