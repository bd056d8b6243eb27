import DropShotRaster
import Foundation
import TestUtilities
import Testing

@testable import DropShotTesting

/// The digest chunk of goldens (issue "speed, third pass"): a passing golden is not decoded, and
/// a golden another program changed is never accepted by its digest.
@Suite struct GoldenDigestTests {
    let red = Canvas(width: 40, height: 30, fill: PremultipliedColor(red: 255, green: 0, blue: 0))

    func verifier(_ directory: String, _ mode: RecordMode) -> SnapshotVerifier {
        SnapshotVerifier(snapshotsDirectory: directory, recordMode: mode)
    }

    /// The golden with one pixel changed, written by a program that knows nothing of the chunk.
    func edited(_ png: [UInt8]) throws -> [UInt8] {
        var canvas = try PNGCodec.decode(png)
        canvas.fill(RoundedRect(x: 3, y: 4, width: 1, height: 1), color: PremultipliedColor(red: 0, green: 255, blue: 0))
        return try PNGCodec.encode(canvas)
    }

    @Test func aRecordedGoldenCarriesTheDigestOfItsPixels() throws {
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try verifier(directory, .missing).verify(red, named: "red")
        #expect(outcome.status == .recorded)
        let png = try Array(Data(contentsOf: URL(fileURLWithPath: outcome.goldenPath)))
        #expect(GoldenDigest.read(png) == PixelDigest(of: red))
        // The chunk is ancillary, private and not safe to copy; the pixels decode as before.
        #expect(try PNGCodec.decode(png) == red)
        var type: [UInt8] = []
        PNGCodec.forEachChunk(in: png) { t, _ in if t.elementsEqual("dsHA".utf8) { type = Array(t) } }
        #expect(type == Array("dsHA".utf8) && type[0] & 0x20 != 0 && type[1] & 0x20 != 0 && type[3] & 0x20 == 0)
    }

    @Test func aMatchingDigestPassesWithoutDecoding() throws {
        // A golden whose chunk speaks for its image data is trusted without decoding: given a
        // file whose image data is of another image but whose chunk holds red's digest (a forgery
        // no tool makes by accident), red passes. This is what lets a passing check skip decoding.
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let blue = Canvas(width: 40, height: 30, fill: PremultipliedColor(red: 0, green: 0, blue: 255))
        let forged = GoldenDigest.adding(PixelDigest(of: red), to: try PNGCodec.encode(blue))
        try Data(forged).write(to: URL(fileURLWithPath: directory + "/red.png"))
        #expect(try verifier(directory, .never).verify(red, named: "red").status == .passed)
        #expect(try verifier(directory, .never).verify(blue, named: "red").status == .passed, "decoded, it is blue")
    }

    @Test func aGoldenChangedByAnotherProgramIsNeverAcceptedByItsDigest() throws {
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try verifier(directory, .missing).verify(red, named: "red").goldenPath
        let original = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        // Chunk dropped: the editor wrote a plain PNG.
        let dropped = try edited(original)
        #expect(GoldenDigest.read(dropped) == nil)
        try Data(dropped).write(to: URL(fileURLWithPath: path))
        #expect(try verifier(directory, .never).verify(red, named: "red").status == .failed)
        // Chunk kept: copied over into the edited file, it no longer matches the image data.
        var chunk: [UInt8] = []
        PNGCodec.forEachChunk(in: original) { type, range in
            if type.elementsEqual("dsHA".utf8) { chunk = Array(original[(range.lowerBound - 8)..<(range.upperBound + 4)]) }
        }
        let iend = dropped.count - 12
        let kept = Array(dropped[..<iend]) + chunk + Array(dropped[iend...])
        #expect(GoldenDigest.read(kept) == nil)
        try Data(kept).write(to: URL(fileURLWithPath: path))
        #expect(try verifier(directory, .never).verify(red, named: "red").status == .failed)
    }

    /// `png` with a chunk of `type` holding `data` inserted before the first chunk of type `before`,
    /// its CRC right, as an editor would write it.
    func withChunk(_ png: [UInt8], _ type: String, _ data: [UInt8], before: String) -> [UInt8] {
        var at = 0
        PNGCodec.forEachChunk(in: png) { t, range in if t.elementsEqual(before.utf8), at == 0 { at = range.lowerBound - 8 } }
        let body = Array(type.utf8) + data
        let crc = crc32(body)
        func u32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return Array(png[..<at]) + u32(UInt32(data.count)) + body + u32(crc) + Array(png[at...])
    }

    @Test func theDigestVouchesForEveryChunkNotOnlyTheImageData() throws {
        // A chunk that changes the decoded image without touching IDAT: a transparency chunk
        // (tRNS on an RGB image makes pure red transparent), or an edited header.
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try verifier(directory, .missing).verify(red, named: "red").goldenPath
        let original = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(GoldenDigest.read(original) == PixelDigest(of: red))
        let recorded = original  // an RGB image: red is opaque
        let transparent = withChunk(recorded, "tRNS", [0, 255, 0, 0, 0, 0], before: "IDAT")
        #expect(GoldenDigest.read(transparent) == nil)
        try Data(transparent).write(to: URL(fileURLWithPath: path))
        #expect(try verifier(directory, .never).verify(red, named: "red").status == .failed, "decoded, red is transparent")
        // A second digest chunk, or text added anywhere, is not what was recorded either.
        #expect(GoldenDigest.read(withChunk(recorded, "tEXt", Array("a\0b".utf8), before: "IEND")) == nil)
        var header = recorded
        header[8 + 8 + 12] = 1  // IHDR's interlace byte
        #expect(GoldenDigest.read(header) == nil)
    }

    @Test func anAnimatedGoldenIsRefusedOrRecordedAgain() throws {
        // Its first frame is red, its second blue: compared by its first frame alone it would pass.
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let blue = Canvas(width: 40, height: 30, fill: PremultipliedColor(red: 0, green: 0, blue: 255))
        var writer = APNGWriter(width: 40, height: 30, fps: 10, opaque: true)
        try writer.add(red)
        try writer.add(blue)
        try Data(writer.encoded()).write(to: URL(fileURLWithPath: directory + "/red.png"))
        let error = #expect(throws: SnapshotError.self) { try verifier(directory, .never).verify(red, named: "red") }
        #expect(error?.message == "\(directory)/red.png: is an animated PNG (APNG); a golden is a still image (record it again with --record failed)")
        #expect(try verifier(directory, .failed).verify(red, named: "red").status == .recorded)
        let still = try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/red.png")))
        #expect(!PNGCodec.chunkSummary(of: still).animated && GoldenDigest.read(still) == PixelDigest(of: red))
    }

    @Test func recordAllGivesAnOldGoldenItsChunkWithoutChangingItsPixels() throws {
        let directory = try madeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/red.png"
        try Data(try PNGCodec.encode(red)).write(to: URL(fileURLWithPath: path))
        #expect(try verifier(directory, .never).verify(red, named: "red").status == .passed, "an old golden passes by decoding")
        #expect(GoldenDigest.read(try Array(Data(contentsOf: URL(fileURLWithPath: path)))) == nil, "and is left alone")
        #expect(try verifier(directory, .all).verify(red, named: "red").status == .passed)
        let upgraded = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let decoded = try PNGCodec.decode(upgraded)
        #expect(GoldenDigest.read(upgraded) == PixelDigest(of: red) && decoded == red)
    }

    @Test func theDigestDoesNotDependOnHowTheImageIsCutIntoBands() {
        // The same drawing into the whole image and into two bands of it, cut anywhere.
        func draw(_ canvas: inout Canvas) {
            canvas.fill(RoundedRect(x: 5, y: 7, width: 15, height: 8, radius: 3), color: PremultipliedColor(red: 200, green: 100, blue: 50))
        }
        let background = PremultipliedColor(red: 10, green: 20, blue: 30)
        var image = Canvas(width: 37, height: 23, fill: background)
        draw(&image)
        let whole = PixelDigest(of: image)
        for cut in [1, 5, 11, 22] {
            var top = Canvas(width: 37, height: cut, fill: background, originY: 0)
            var bottom = Canvas(width: 37, height: 23 - cut, fill: background, originY: cut)
            draw(&top)
            draw(&bottom)
            let parts = [PixelDigest.rows(of: top, totalHeight: 23), PixelDigest.rows(of: bottom, totalHeight: 23)]
            #expect(PixelDigest.combining(parts, width: 37, height: 23) == whole, "cut at \(cut)")
        }
        // One pixel's change, and two rows swapped, change it.
        var changed = image
        changed.fill(RoundedRect(x: 0, y: 0, width: 1, height: 1), color: PremultipliedColor(red: 11, green: 20, blue: 30))
        #expect(PixelDigest(of: changed) != whole)
        let row = 37 * 4
        var pixels = image.pixels
        let third = Array(pixels[(3 * row)..<(4 * row)])
        pixels.replaceSubrange((3 * row)..<(4 * row), with: pixels[(9 * row)..<(10 * row)])
        pixels.replaceSubrange((9 * row)..<(10 * row), with: third)
        #expect(PixelDigest(of: Canvas(width: 37, height: 23, premultipliedPixels: pixels)) != whole)
    }
}
