// Benchmarks (not tests): run with `swift run -c release DropShotBenchmarks`.
// Each case reports the median and the fastest of several runs, in milliseconds.
import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation

/// Times `body` `runs` times; prints the median and fastest (unless `quiet`) and returns the median in ms.
@discardableResult
func measure(_ name: String, runs: Int = 15, quiet: Bool = false, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    times.sort()
    let line =
        "\(name.padding(toLength: 46, withPad: " ", startingAt: 0)) median \(String(format: "%8.2f", times[times.count / 2])) ms"
        + "   min \(String(format: "%8.2f", times[0])) ms"
    if !quiet { print(line) }
    return times[times.count / 2]
}

// The canonical scene (Tools/bench/canonical.json): 1170x2532 px,
// two 6x8 grids of bordered, labelled cells and a drag ghost with its shadow.
let canonicalPath =
    CommandLine.arguments.dropFirst().first { $0.hasSuffix(".json") }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tools/bench/canonical.json").path
let canonical = try ScenarioDocument.load(canonicalPath)
let scene = canonical.arena().snapshot()
let renderer = Renderer()
var canvas = try renderer.render(scene)

// `--json`: only the canonical scene, as scripts/bench reads it (medians of 21 runs): the render
// into one canvas, the render as `dropshot render`, `docs` and `check` draw it (its bands, not
// joined: the encoder and the digest read them), and the encoding.
if CommandLine.arguments.contains("--json") {
    let render = measure("render", runs: 21, quiet: true) { canvas = try! renderer.render(scene) }
    let bands = measure("render in bands", runs: 21, quiet: true) { _ = try! renderer.renderBands(scene) }
    var bytes = 0
    let encode = measure("encode", runs: 21, quiet: true) { bytes = try! PNGCodec.encode(canvas).count }
    print(
        #"{"lib": "dropshot", "render_ms_median": \#(String(format: "%.2f", render)), "render_bands_ms_median": \#(String(format: "%.2f", bands)), "encode_ms_median": \#(String(format: "%.2f", encode)), "png_bytes": \#(bytes)}"#
    )
    exit(0)
}

func items(_ count: Int) -> String {
    (0..<count).map { #"{"id": "i\#($0)", "label": "Item \#($0)"}"# }.joined(separator: ",")
}

// Engine: a 100k-item scenario (4 MB of JSON): reading it, then `state` and `render` of it.
let hundredK = Array(
    """
    { "canvas": {"width": 390, "height": 844, "scale": 1}, "config": {"fixedCellSize": [8, 8]},
      "collections": [ {"id": "s", "role": "list", "items": [\(items(100_000))]} ],
      "events": [ {"type": "press", "at": [4, 4], "t": 0}, {"type": "move", "at": [100, 100], "t": 0.1} ] }
    """.utf8)
/// The state JSON's length, written as `dropshot state` writes it (a chunk at a time, as it is produced).
func stateText(_ snapshot: ArenaSnapshot) -> Int {
    var length = 0
    snapshot.writeStateJSON { length += $0.count }
    return length
}

// `--state-phases`: where `state` of the 100k items spends its time, each step's median of 5.
if CommandLine.arguments.contains("--state-phases") {
    let steps = ["parse alone", "parse and decode", "document checks", "arena", "events", "snapshot", "state JSON"]
    var times = Array(repeating: [Double](), count: steps.count)
    for _ in 0..<5 {
        var lap = ContinuousClock.now
        var step = 0
        func done() {
            let now = ContinuousClock.now, elapsed = now - lap
            times[step].append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
            step += 1
            lap = now
        }
        _ = try! JSONValue.parse(hundredK); done()
        let scenario = try! Scenario(json: hundredK); done()
        let document = try! ScenarioDocument.load(scenario, path: "100k.json"); done()
        var arena = Arena(scenario: document.scenario, measure: document.cellMeasure); done()
        for event in document.scenario.events { arena.apply(event) }
        done()
        let snapshot = arena.snapshot(); done()
        _ = stateText(snapshot); done()
    }
    for (name, runs) in zip(steps, times) {
        print("\(name.padding(toLength: 20, withPad: " ", startingAt: 0)) median \(String(format: "%7.1f", runs.sorted()[runs.count / 2])) ms")
    }
    exit(0)
}
// `--state-json`: only reading and `state` of it, as scripts/bench reads them.
let stateOnly = CommandLine.arguments.contains("--state-json")
let parse = measure("read 100k-item JSON (parse only)", runs: 5, quiet: stateOnly) { _ = try! JSONValue.parse(hundredK) }
let state = measure("state of 100k items (decode, run, JSON out)", runs: 5, quiet: stateOnly) {
    let document = try! ScenarioDocument.load(json: hundredK, path: "100k.json")
    _ = stateText(document.arena().snapshot())
}
if stateOnly {
    print(#"{"parse_ms_median": \#(String(format: "%.1f", parse)), "state_ms_median": \#(String(format: "%.1f", state))}"#)
    exit(0)
}
measure("render of 100k items (decode, run, draw)", runs: 5) {
    let document = try! ScenarioDocument.load(json: hundredK, path: "100k.json")
    _ = try! document.render()
}

// Engine: flow layout of 100k cells, ratio sizing (tries every column count) and fixed size.
var ratio = ArenaConfig()
ratio.layout.minInteritemSpacing = 4
ratio.layout.minLineSpacing = 4
measure("layout 100k cells, ratio sizing") { _ = FlowLayout.layout(count: 100_000, in: Size(390, 844), config: ratio) }
var fixed = ratio
fixed.layout.fixedCellSize = Size(40, 40)
measure("layout 100k cells, fixed size") { _ = FlowLayout.layout(count: 100_000, in: Size(390, 844), config: fixed) }

// Engine: one move event during a drag over a 10k-cell target (hit testing + hover state).
let big = try Scenario(
    json: Array(
        """
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

// Raster: the canonical scene.
measure("render canonical 1170x2532") { canvas = try! renderer.render(scene) }
var size = 0
measure("PNG encode, DropShot settings") { size = try! PNGCodec.encode(canvas).count }
print("  size \(size / 1024) KiB")
measure("PNG encode, libpng defaults", runs: 5) { size = try! PNGCodec.encode(canvas, options: .libpngDefault).count }
print("  size \(size / 1024) KiB")

// The encoder settings considered (zlib level, strategy, filter): time and size of each.
print("PNG encoder settings on the canonical scene:")
for (level, strategy, filter, name) in [
    (1, 0, 0x08, "level 1, default, NONE"), (1, 3, 0x08, "level 1, RLE, NONE"),
    (1, 3, 0x20, "level 1, RLE, UP"), (3, 3, 0x20, "level 3, RLE, UP"),
    (1, 0, 0x20, "level 1, default, UP"), (6, 3, 0x20, "level 6, RLE, UP"),
    (3, 1, 0x10, "level 3, filtered, SUB"), (6, 1, 0xF8, "level 6, filtered, all (libpng)"),
] as [(Int32, Int32, Int32, String)] {
    let options = PNGCodec.Options(compressionLevel: level, compressionStrategy: strategy, filters: filter)
    measure("  \(name)", runs: 5) { size = try! PNGCodec.encode(canvas, options: options).count }
    print("    size \(size / 1024) KiB")
}
