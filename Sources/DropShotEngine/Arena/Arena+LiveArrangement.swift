/// The arrangement a drag draws while it is carried: KD's live data (`hitTestsLiveArrangement`),
/// UIKit's layout as drawn (`cellAsDrawn`) and a `reorderingCadence` gate's gap, and what a
/// release commits from them.
extension Arena {
    /// With `hitTestsLiveArrangement`, a move over a cell puts the item there for the rest of the
    /// drag (KD's data sources change as the ghost passes cells); over no cell it stays. Back over
    /// its own place the item is where it started (KD moves it back, KDDragAndDropCollectionView.swift
    /// 1.4, 304-328): the drag has changed nothing, and neither a release nor a cancel after it
    /// commits anything (KDDragAndDropManager.swift 198-218), wherever it is let go.
    func followLive(_ drag: inout Drag) {
        guard scenario.collections[drag.from.collection].config.drag.hitTestsLiveArrangement, drag.keyboard == nil, drag.items.count == 1,
            let place = location(of: drag), place.index != nil
        else { return }
        if isOwnPlace(place, of: drag) {
            drag.live = .miss
            drag.lastAccepted = nil
            return
        }
        let resolution = resolve(drag)
        if livePreview(drag, resolution) != nil { drag.live = resolution }
    }

    /// Under `cellAsDrawn`, keeps what the drag draws after a pointer event (`Drag.drawn`): the
    /// gap where a release would put the item, or where a `reorderingCadence` gate holds it. The
    /// next event is hit-tested against it, as UIKit's layout is.
    func followDrawn(_ drag: inout Drag) {
        guard targetsAsDrawn, drag.keyboard == nil else { return }
        // The place is found once: resolving reads it back from `hitTested`.
        drag.hitTested = (drag.pointer, offsets, location(of: drag))
        let resolution = gatedResolution(drag, resolve(drag))
        drag.drawn = livePreview(drag, resolution) != nil ? resolution : nil
    }

    /// With `hitTestsLiveArrangement`, what the last move over a cell left: KD's `.ended` reads no
    /// point and moves nothing more (KDDragAndDropManager.swift 1.4, 198-218), even when a page
    /// turned after that move (KDDragAndDropCollectionView.swift 304-339). Nil otherwise, and over a
    /// delete zone.
    func keptLive(_ drag: Drag) -> Resolution? {
        guard scenario.collections[drag.from.collection].config.drag.hitTestsLiveArrangement, drag.keyboard == nil, let live = drag.live,
            deleteZone(under: drag) == nil
        else { return nil }
        return live
    }

    /// What a release of `drag` commits, given what the place under it would do: that, or over
    /// no collection and no delete zone with `dropOnLastHover`, the last place that accepted it.
    func releaseResolution(_ drag: Drag, _ resolution: Resolution) -> Resolution {
        // Over no cell, KD's data sources keep where the drag put the item.
        if resolution == .miss, scenario.collections[drag.from.collection].config.drag.hitTestsLiveArrangement, let live = drag.live,
            deleteZone(under: drag) == nil, location(of: drag)?.index == nil
        {
            return live
        }
        guard resolution == .miss, scenario.collections[drag.from.collection].config.drag.dropOnLastHover,
            deleteZone(under: drag) == nil, location(of: drag) == nil, let last = drag.lastAccepted
        else { return resolution }
        return last
    }

    /// Where the drawn gap is: where a `reorderingCadence` gate holds it, the gate's place; else
    /// where a release would commit (`releaseResolution`).
    func gatedResolution(_ drag: Drag, _ resolution: Resolution) -> Resolution {
        if let gate = drag.cadence, deleteZone(under: drag) == nil { return gate.gap }
        return releaseResolution(drag, resolution)
    }
}
