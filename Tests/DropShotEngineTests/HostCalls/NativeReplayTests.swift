import Foundation
import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The native presets' host logs are a contract (docs/NATIVE.md, "Host calls"): replayed the way
/// an app's delegate code applies them, they reach the state's order, over random drags with
/// sections, selections, two collections, copies and reordering cadences.
@Suite struct NativeReplayTests {
    /// An app's data: per collection, its sections of item ids.
    typealias AppData = [String: [[String]]]

    /// Two lists side by side; the first with two sections or none; the second answers with
    /// `proposal` and both reorder at `cadence`.
    func lists(_ behaviour: String, sections: Bool, proposal: String, cadence: String) throws -> Scenario {
        let first =
            sections
            ? #""sections": [{"title": "S0", "items": [{"id": "a0"}, {"id": "a1"}, {"id": "a2"}]}, {"title": "S1", "items": [{"id": "a3"}, {"id": "a4"}]}]"#
            : #""items": [{"id": "a0"}, {"id": "a1"}, {"id": "a2"}, {"id": "a3"}, {"id": "a4"}]"#
        return try scenario(
            """
            { "behaviour": "\(behaviour)", "canvas": {"width": 600, "height": 650, "scale": 1},
              "config": { "fixedCellSize": [270, 40], "minLineSpacing": 10, "selectionMode": "events", "reorderingCadence": "\(cadence)" },
              "collections": [
                { "id": "a", "role": "list", "frame": [0, 0, 300, 560], \(first) },
                { "id": "b", "role": "list", "frame": [310, 0, 290, 560],
                  "config": { "dropProposal": {"operation": "\(proposal)", "intent": "insertAtDestinationIndexPath"} },
                  "items": [{"id": "b0"}, {"id": "b1"}, {"id": "b2"}] } ] }
            """)
    }

    /// The state's order as sections of ids.
    func stateData(_ arena: Arena) -> AppData {
        var data: AppData = [:]
        for (c, collection) in arena.scenario.collections.enumerated() {
            let ids = arena.model.slots[c].compactMap { $0 }
            let counts = arena.model.sectionCounts[c].isEmpty ? [ids.count] : arena.model.sectionCounts[c]
            var start = 0
            data[collection.id] = counts.map { count in
                defer { start += count }
                return Array(ids[start..<start + count])
            }
        }
        return data
    }

    /// `[s, i]` read back.
    func path(_ text: Substring) -> (section: Int, item: Int) {
        let numbers = text.dropFirst().dropLast().split(separator: ", ").map { Int($0)! }
        return (numbers[0], numbers[1])
    }

    /// Removes `id` wherever the app holds it.
    func remove(_ id: String, from data: inout AppData) {
        for (collection, sections) in data {
            for (s, items) in sections.enumerated() where items.contains(id) { data[collection]![s].removeAll { $0 == id } }
        }
    }

    /// Applies the calls as an app's delegate code does: `performDropWith` removes the moved items
    /// (by their source index paths in the destination, by identity from another collection) and
    /// inserts the items (or their copies) at the destination index path in order; the table's
    /// `moveRowAt:to:`; `onMove` as `Array.move(fromOffsets:toOffset:)` in its section; the
    /// reorderable container's `ReorderDifference`; a delete zone's drop removes its items.
    func replay(_ calls: [HostCall], on start: AppData) -> AppData? {
        var data = start
        // A call naming a place the app does not have fails the replay, as it would crash an app.
        func has(_ collection: String, _ section: Int, _ item: Int, end: Bool = false) -> Bool {
            guard let sections = data[collection], sections.indices.contains(section) else { return false }
            return item >= 0 && (end ? item <= sections[section].count : item < sections[section].count)
        }
        let item = try! Regex(#"([^\s,\[\]]+) (\[\d+, \d+\]|nil)(?: as ([^\s,\[\]]+))?"#)
        for call in calls {
            let a = call.arguments
            switch call.method {
            case "collectionView(_:performDropWith:)" where a.count == 4:
                let collection = a[0], destination = path(Substring(a[1]))
                let entries = a[3].dropFirst().dropLast().matches(of: item).map { match in
                    (id: String(match.output[1].substring!), path: match.output[2].substring!, copy: match.output[3].substring.map(String.init))
                }
                if a[2].hasPrefix("move") {
                    let local = entries.filter { $0.path != "nil" }.map { path($0.path) }.sorted { ($0.section, $0.item) > ($1.section, $1.item) }
                    for source in local {
                        guard has(collection, source.section, source.item) else { return nil }
                        data[collection]![source.section].remove(at: source.item)
                    }
                    for entry in entries where entry.path == "nil" { remove(entry.id, from: &data) }
                }
                for (n, entry) in entries.enumerated() {
                    guard has(collection, destination.section, destination.item + n, end: true) else { return nil }
                    data[collection]![destination.section].insert(entry.copy ?? entry.id, at: destination.item + n)
                }
            case "dropInteraction(_:performDrop:)":
                for id in a[1].dropFirst().dropLast().split(separator: ", ") { remove(String(id), from: &data) }
            case "tableView(_:moveRowAt:to:)":
                let from = path(Substring(a[1])), to = path(Substring(a[2]))
                guard has(a[0], from.section, from.item) else { return nil }
                let id = data[a[0]]![from.section].remove(at: from.item)
                guard has(a[0], to.section, to.item, end: true) else { return nil }
                data[a[0]]![to.section].insert(id, at: to.item)
            case "onMove(fromOffsets:toOffset:)":
                let offsets = a[0].dropFirst().dropLast().split(separator: ", ").map { Int($0)! }
                let collection = a.first { $0.hasPrefix("collection: ") }.map { String($0.dropFirst(12)) } ?? "a"
                let section = a.first { $0.hasPrefix("section: ") }.map { Int($0.dropFirst(9))! } ?? 0
                guard has(collection, section, Int(a[1])!, end: true), offsets.allSatisfy({ has(collection, section, $0) }) else { return nil }
                var rows = data[collection]![section]
                let moving = offsets.map { rows[$0] }
                let to = Int(a[1])! - offsets.filter { $0 < Int(a[1])! }.count
                for offset in offsets.sorted(by: >) { rows.remove(at: offset) }
                rows.insert(contentsOf: moving, at: to)
                data[collection]![section] = rows
            case "move":
                let sources = a[0].dropFirst("sources: [".count).dropLast().split(separator: ", ").map(String.init)
                let collection = a.first { $0.hasPrefix("collectionID: ") }.map { String($0.dropFirst(14)) } ?? "a"
                for id in sources { remove(id, from: &data) }
                if a[1].hasPrefix("destination: .before(") {
                    let before = String(a[1].dropFirst("destination: .before(".count).dropLast())
                    guard let s = data[collection]?.firstIndex(where: { $0.contains(before) }) else { return nil }
                    data[collection]![s].insert(contentsOf: sources, at: data[collection]![s].firstIndex(of: before)!)
                } else {
                    let section = a.first { $0.hasPrefix("section: ") }.map { Int($0.dropFirst(9))! } ?? data[collection]!.count - 1
                    data[collection]![section].append(contentsOf: sources)
                }
            default:
                break
            }
        }
        return data
    }

    /// Random drags of one or more items: pressed on a cell (on its reorder control under the
    /// table), lifted, moved slowly or in one quick stroke, released or cancelled anywhere.
    func drags(_ arena: inout Arena, rounds: Int, rng: inout SplitMix64) -> [ArenaEvent] {
        var all: [ArenaEvent] = []
        var t = 0.0
        func apply(_ event: ArenaEvent) {
            arena.apply(event)
            all.append(event)
        }
        for _ in 0..<rounds {
            if Int.random(in: 0..<3, using: &rng) == 0 {
                for id in arena.model.presentItems.shuffled(using: &rng).prefix(Int.random(in: 2...3, using: &rng)) { apply(.select(id)) }
            }
            let collection = Int.random(in: 0..<2, using: &rng)
            let cells = arena.snapshot().collections[collection].cells
            guard let cell = cells.randomElement(using: &rng) else { continue }
            let press =
                arena.scenario.collections[collection].config.drag.reorderControl ? Point(cell.frame.maxX - 10, cell.frame.midY) : cell.frame.center
            apply(.press(press, t: t))
            apply(.hold(t: t + 0.4))
            let quick = Bool.random(using: &rng)
            var end = press
            for step in 0..<Int.random(in: 1...4, using: &rng) {
                end = Point(Double.random(in: 0..<600, using: &rng), Double.random(in: 0..<640, using: &rng))
                apply(.move(end, t: t + 0.5 + Double(step) * (quick ? 0.01 : 0.3)))
            }
            let finish = t + (quick ? 0.6 : 2)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                apply(.cancel(end, t: finish))
            } else {
                // Now and then let go away from the last move: hit-tested once more.
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    end = Point(Double.random(in: 0..<600, using: &rng), Double.random(in: 0..<640, using: &rng))
                }
                apply(.release(end, t: finish))
            }
            apply(.deselect(nil))
            t += 3
        }
        return all
    }

    @Test(arguments: ["uikit", "uikit-table", "swiftui-list", "swiftui-reorder"])
    func theHostLogReplaysToTheState(behaviour: String) throws {
        var drops = 0
        for seed in 0..<60 as Range<UInt64> {
            var rng = SplitMix64(state: seed &* 0x9E37 &+ UInt64(behaviour.count))
            let s = try lists(
                behaviour, sections: Bool.random(using: &rng), proposal: Bool.random(using: &rng) ? "move" : "copy",
                cadence: ["immediate", "fast", "slow"].randomElement(using: &rng)!)
            var arena = Arena(scenario: s)
            arena.recordNotices()
            let start = stateData(arena)
            let events = drags(&arena, rounds: 6, rng: &rng)
            let calls = arena.hostCalls()
            drops +=
                calls.filter {
                    ["collectionView(_:performDropWith:)", "tableView(_:moveRowAt:to:)", "onMove(fromOffsets:toOffset:)", "move"].contains($0.method)
                }.count
            #expect(replay(calls, on: start) == stateData(arena), "seed \(seed): events \(events)\ncalls \(calls.map { "\($0.event) \($0)" })")
        }
        #expect(drops > 40, "the random drags dropped: \(drops)")
    }
}
