import TestUtilities
import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The collections filed by where they lie find what testing every collection in priority
/// order finds.
@Suite struct CollectionBucketsTests {
    @Test func theCollectionsUnderAPointAreTheOnesAScanFinds() {
        var rng = SplitMix64(state: 79)
        for _ in 0..<50 {
            let count = Int.random(in: 1...60, using: &rng)
            let frames = (0..<count).map { _ in
                Rect(
                    Double(Int.random(in: -100...900, using: &rng)), Double(Int.random(in: -100...900, using: &rng)),
                    Double(Int.random(in: 0...(Bool.random(using: &rng) ? 40 : 3000), using: &rng)), Double(Int.random(in: 0...300, using: &rng)))
            }
            let priority = Array(0..<count).shuffled(using: &rng)
            let buckets = CollectionBuckets(frames: frames, priority: priority, canvasSize: Size(390, 844))
            for _ in 0..<200 {
                let point = Point(Double(Int.random(in: -200...3200, using: &rng)) + 0.5, Double(Int.random(in: -200...1200, using: &rng)))
                #expect(buckets.candidates(at: point).filter { frames[$0].contains(point) } == priority.filter { frames[$0].contains(point) })
                let ghost = Rect(point.x, point.y, Double(Int.random(in: 1...500, using: &rng)), Double(Int.random(in: 1...500, using: &rng)))
                let meeting = priority.filter { frames[$0].intersection(ghost) != nil }
                #expect(buckets.candidates(meeting: ghost).filter { frames[$0].intersection(ghost) != nil } == meeting)
            }
        }
    }

    @Test func aCollectionReaddedLastLosesWhereItOverlaps() throws {
        let arena = Arena.running(
            try scenario(
                """
                { "canvas": {"width": 300, "height": 300, "scale": 1}, "config": {"fixedCellSize": [40, 40], "readdedPriority": "last"},
                  "collections": [{"id": "a", "role": "list", "frame": [0, 0, 200, 200], "items": []},
                                  {"id": "b", "role": "list", "frame": [100, 100, 200, 200], "items": []}],
                  "events": [{"type": "removeCollection", "collection": "a"}, {"type": "addCollection", "collection": "a"}] }
                """))
        #expect(arena.collection(at: Point(150, 150)) == 1)
        #expect(arena.collection(at: Point(50, 50)) == 0)
        #expect(arena.collection(at: Point(250, 250)) == 1)
    }
}
