// Benchmarks (not tests): run with `swift run -c release DropShotBenchmarks`.
// Each case reports the median and the fastest of several runs, in milliseconds.
import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation

func measure(_ name: String, runs: Int = 15, _ body: () throws -> Void) rethrows {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    times.sort()
    let line = "\(name.padding(toLength: 46, withPad: " ", startingAt: 0)) median \(String(format: "%8.2f", times[times.count / 2])) ms"
        + "   min \(String(format: "%8.2f", times[0])) ms"
    print(line)
}

func items(_ count: Int) -> String {
    (0..<count).map { #"{"id": "i\#($0)", "label": "Item \#($0)"}"# }.joined(separator: ",")
}

// Engine: flow layout of 100k cells, ratio sizing (tries every column count) and fixed size.
var ratio = ArenaConfig()
ratio.minInteritemSpacing = 4
ratio.minLineSpacing = 4
measure("layout 100k cells, ratio sizing") { _ = FlowLayout.layout(count: 100_000, in: Size(390, 844), config: ratio) }
var fixed = ratio
fixed.fixedCellSize = Size(40, 40)
measure("layout 100k cells, fixed size") { _ = FlowLayout.layout(count: 100_000, in: Size(390, 844), config: fixed) }

// Engine: one move event during a drag over a 10k-cell target (hit testing + hover state).
let big = try Scenario(json: Array("""
{ "canvas": {"width": 1000, "height": 1000, "scale": 1},
  "config": {"sourceItemsConsumable": true, "fixedCellSize": [8, 8]},
  "collections": [ {"id": "s", "role": "source", "frame": [0, 0, 1000, 500], "items": [\(items(10_000))]},
                   {"id": "t", "role": "target", "frame": [0, 500, 1000, 500]} ] }
""".utf8))
var arena = Arena(scenario: big)
arena.apply(.press(Point(4, 4), t: 0))
var x = 0.0
measure("move event + hover state, 10k+10k cells", runs: 21) {
    x += 1
    arena.apply(.move(Point(300 + x, 700), t: 0.1))
    _ = arena.snapshot()
}

// Raster: the canonical scene, 1170x2532 (390x844 at 3x), two 6x8 grids with labels and a ghost.
let canonical = try ScenarioDocument.load(json: Array("""
{ "canvas": {"width": 390, "height": 844, "scale": 3, "background": "#F2F2F7"},
  "config": {"sourceItemsConsumable": true, "minInteritemSpacing": 6, "minLineSpacing": 6, "sectionInset": [8, 8, 8, 8],
             "cellWidthHeightRatio": 1.2},
  "collections": [ {"id": "s", "role": "source", "frame": [0, 0, 390, 412], "items": [\(items(48))]},
                   {"id": "t", "role": "target", "frame": [0, 422, 390, 412]} ],
  "events": [ {"type": "press", "at": [30, 30], "t": 0}, {"type": "move", "at": [200, 600], "t": 0.2} ] }
""".utf8), path: "canonical.json")
let scene = canonical.arena().snapshot()
let renderer = Renderer()
var canvas = try renderer.render(scene)
measure("render canonical 1170x2532") { canvas = try! renderer.render(scene) }
var size = 0
measure("PNG encode, DropShot settings") { size = try! PNGCodec.encode(canvas).count }
print("  size \(size / 1024) KiB")
measure("PNG encode, libpng defaults", runs: 5) { size = try! PNGCodec.encode(canvas, options: .libpngDefault).count }
print("  size \(size / 1024) KiB")

// The encoder settings considered (zlib level, strategy, filter): time and size of each.
print("PNG encoder settings on the canonical scene:")
for (level, strategy, filter, name) in [(1, 0, 0x08, "level 1, default, NONE"), (1, 3, 0x08, "level 1, RLE, NONE"),
                                        (1, 3, 0x20, "level 1, RLE, UP"), (3, 3, 0x20, "level 3, RLE, UP"),
                                        (1, 0, 0x20, "level 1, default, UP"), (6, 3, 0x20, "level 6, RLE, UP"),
                                        (3, 1, 0x10, "level 3, filtered, SUB"), (6, 1, 0xF8, "level 6, filtered, all (libpng)")] as [(Int32, Int32, Int32, String)] {
    let options = PNGCodec.Options(compressionLevel: level, compressionStrategy: strategy, filters: filter)
    measure("  \(name)", runs: 5) { size = try! PNGCodec.encode(canvas, options: options).count }
    print("    size \(size / 1024) KiB")
}
