/// The check of a scenario that needs a layout: its cell addresses, run on the arena.
extension Scenario {
    /// A cell address must name a cell at the moment of its event (or, for a move, release or
    /// cancel, the end of a list or of a section of one), in view (its point inside the
    /// collection's visible area, not scrolled out of it): the events are run to see. Where cells
    /// size to their content (`cellSizing: fit`) only the layout `measure` gives is the one drawn:
    /// without it the check that needs a layout (in view) waits for the stage that measures cells
    /// (`ScenarioDocument` loads a scenario with it), so no press the check accepted can miss.
    package func checkCellAddresses(measure: (any CellMeasuring)? = nil) throws(ScenarioError) {
        guard events.contains(where: { if case .pointerAtCell = $0 { true } else { false } }) else { return }
        let laidOutAsDrawn = measure != nil || !collections.contains { $0.config.layout.cellSizing == .fit }
        var arena = Arena(scenario: self, measure: measure)
        for (i, event) in events.enumerated() {
            if case let .pointerAtCell(action, address, _) = event {
                let collection = arena.collectionIndex(address.collection)
                if let collection, !arena.present[collection] {
                    throw ScenarioError(
                        path: "events[\(i)].at.collection",
                        message: "\(address.collection) is not in the arena at this event (it is added with addCollection or \"added\": true)",
                        rule: .collectionInTheArena)
                }
                var count = collection.map { arena.model.slots[$0].count } ?? 0
                var within = ""
                if let collection, let section = address.section {
                    let counts = arena.model.sectionCounts[collection]
                    guard counts.indices.contains(section) else {
                        throw ScenarioError(
                            path: "events[\(i)].at.section",
                            message: "\(address.collection) has no section \(section) (it has \(counts.count) sections)", rule: .sectionExists)
                    }
                    count = counts[section]
                    within = " in section \(section)"
                }
                // Scrolled first when the address asks (the event does the same, then finds it in view).
                if address.scrollIntoView, collection != nil { arena.scrollIntoView(address) }
                guard let point = arena.point(at: address), action != .press || address.index < count else {
                    throw ScenarioError(
                        path: "events[\(i)].at.index",
                        message: "\(address.collection) has no cell \(address.index)\(within) at this event (it has \(count) cells)",
                        rule: .cellExists)
                }
                // A place scrolled out of view would be pressed outside the collection: refused, never a silent miss.
                if laidOutAsDrawn, let collection, case let area = arena.cellArea(ofCollection: collection), !area.contains(point) {
                    throw ScenarioError(
                        path: "events[\(i)].at",
                        message:
                            "cell \(address.index)\(within) of \(address.collection) is out of view at this event: its point [\(JSONValue.format(point.x)), \(JSONValue.format(point.y))] lies outside the collection's visible area [\([area.x, area.y, area.width, area.height].map(JSONValue.format).joined(separator: ", "))]; scroll it into view first (\"scrollIntoView\": true in the address, or a \"scroll\" event) or give the point",
                        rule: .cellInView)
                }
            }
            arena.apply(event)
        }
    }
}
