import DropShotRaster
import Foundation
import TestUtilities
import Testing

/// `dropshot check` records goldens with the digest of their pixels, passes them without
/// decoding, and fails a golden another program changed, digest chunk kept or removed.
@Suite struct DigestCheckTests {
    /// The golden's pixels with one changed, written as a plain PNG by "another program".
    func editedPNG(_ path: String) throws -> [UInt8] {
        var canvas = try PNGCodec.read(contentsOf: path)
        canvas.fill(RoundedRect(x: 10, y: 10, width: 2, height: 2), color: PremultipliedColor(red: 1, green: 2, blue: 3))
        return try PNGCodec.encode(canvas)
    }

    @Test func anEditedGoldenFailsCheckWithItsChunkKeptOrRemoved() throws {
        let workspace = try Workspace()
        try workspace.write("s/drag.json", scenarioJSON)
        let goldens = workspace.path("g"), golden = workspace.path("g/drag.png")
        #expect(try dropshot("check", workspace.path("s"), "--snapshots", goldens, "--record", "missing").status == 0)
        let recorded = try Array(Data(contentsOf: URL(fileURLWithPath: golden)))
        #expect(GoldenDigest.read(recorded) != nil, "recorded with its digest")
        #expect(try dropshot("check", workspace.path("s"), "--snapshots", goldens).stdout.hasPrefix("PASS drag"))
        // Removed: the editor wrote a plain PNG.
        let removed = try editedPNG(golden)
        try Data(removed).write(to: URL(fileURLWithPath: golden))
        let first = try dropshot("check", workspace.path("s"), "--snapshots", goldens)
        #expect(first.status == 1 && first.stdout.hasPrefix("FAIL drag"), "\(first.stdout)")
        // Kept: the old chunk copied into the edited file.
        var chunk: [UInt8] = []
        PNGCodec.forEachChunk(in: recorded) { type, range in
            if type.elementsEqual("dsHA".utf8) { chunk = Array(recorded[(range.lowerBound - 8)..<(range.upperBound + 4)]) }
        }
        let kept = Array(removed[..<(removed.count - 12)]) + chunk + Array(removed[(removed.count - 12)...])
        try Data(kept).write(to: URL(fileURLWithPath: golden))
        let second = try dropshot("check", workspace.path("s"), "--snapshots", goldens)
        #expect(second.status == 1 && second.stdout.hasPrefix("FAIL drag"), "\(second.stdout)")
    }
}
