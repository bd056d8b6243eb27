import Foundation
import TestUtilities
import Testing
@testable import DropShotRaster

/// The old, quadratic layouts, kept as references: the linear ones must give the same lines.
enum ReferenceText {
    static func fitted(_ text: String, font: Font, size: Double, maxWidth: Double) -> String {
        var shown = text
        guard TextLine(shown, font: font, size: size).width > maxWidth else { return shown }
        var characters = Array(text)
        repeat {
            if characters.isEmpty { break }
            characters.removeLast()
            while characters.last == " " { characters.removeLast() }
            shown = String(characters) + "…"
        } while TextLine(shown, font: font, size: size).width > maxWidth
        return shown
    }

    static func wrapped(_ text: String, font: Font, size: Double, maxWidth: Double, maxLines: Int) -> [String] {
        let words = text.split(separator: " ").map(String.init)
        var lines: [String] = []
        var index = 0
        while index < words.count, lines.count < maxLines {
            if lines.count == maxLines - 1 {
                lines.append(fitted(words[index...].joined(separator: " "), font: font, size: size, maxWidth: maxWidth))
                break
            }
            var current = words[index]
            index += 1
            while index < words.count, TextLine(current + " " + words[index], font: font, size: size).width <= maxWidth {
                current += " " + words[index]
                index += 1
            }
            lines.append(fitted(current, font: font, size: size, maxWidth: maxWidth))
        }
        return lines
    }
}

@Suite struct LinearTextTests {
    let font = try! FontLibrary.font(named: "Helvetica-Bold")

    func randomText(_ random: inout SplitMix64) -> String {
        let pieces = ["AV", "To", "Wa", "e\u{301}", "👍🏽", " ", "  ", "Peru", "ﬁ", "…", "\u{10FFFF}", "Yo", "LT", "x"]
        return (0..<Int.random(in: 0..<14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func fittingAndWrappingMatchTheQuadraticReference() {
        var random = SplitMix64(state: 7)
        for _ in 0..<300 {
            let text = randomText(&random)
            let size = [9.0, 17.5, 31][Int.random(in: 0..<3, using: &random)]
            let maxWidth = Double.random(in: -5..<220, using: &random)
            let line = TextLine(text, font: font, size: size, maxWidth: maxWidth)
            let reference = ReferenceText.fitted(text, font: font, size: size, maxWidth: maxWidth)
            #expect(line.text == reference, "\(text.debugDescription) in \(maxWidth)")
            let relaid = TextLine(line.text, font: font, size: size)
            #expect(line.width == relaid.width && line.glyphs.map(\.x26) == relaid.glyphs.map(\.x26), "\(text.debugDescription)")
            let lines = Int.random(in: 1...3, using: &random)
            let block = TextBlock(text, font: font, size: size, maxWidth: maxWidth, maxLines: lines)
            #expect(block.lines.map(\.text) == ReferenceText.wrapped(text, font: font, size: size, maxWidth: maxWidth, maxLines: lines),
                    "\(text.debugDescription) in \(maxWidth), \(lines) lines")
        }
    }

    @Test func sizesOutsideTheRangeAreDrawnWithinIt() {
        for size in [1e300, .infinity, -.infinity, .nan, -3, 0] {
            let line = TextLine("Greece", font: font, size: size, maxWidth: 100)
            #expect(line.size26 >= 1 && line.size26 <= Int(TextLine.maxPixelSize * 64), "\(size)")
            var canvas = Canvas(width: 40, height: 40)
            canvas.draw(line, x: -1e300, baseline: .nan, color: PremultipliedColor(red: 0, green: 0, blue: 0))
            canvas.draw(line, centeredIn: 0, 0, 40, 40, color: PremultipliedColor(red: 0, green: 0, blue: 0))
        }
    }

    @Test func theGlyphCacheStaysWithinItsBudget() {
        let large = try! Font(path: font.path)  // a face of its own, so other tests do not fill its cache
        var canvas = Canvas(width: 64, height: 64)
        let text = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        for letter in text {
            canvas.draw(TextLine(String(letter), font: large, size: TextLine.maxPixelSize), x: 0, baseline: 1800,
                        color: PremultipliedColor(red: 0, green: 0, blue: 0))
            #expect(large.glyphCacheBytes <= Font.glyphCacheLimit)
        }
        #expect(large.glyphCacheBytes > 0)
    }
}

/// Bad geometry never traps and never allocates more than the canvas.
@Suite struct ExtremeGeometryTests {
    let black = PremultipliedColor(red: 0, green: 0, blue: 0)

    @Test func hugeAndNotANumberShapesAreClippedWithoutTrapping() {
        var canvas = Canvas(width: 32, height: 32)
        for (x, width, radius) in [(-1e300, 1e308, 1e300), (.nan, 10, 2), (5, .infinity, 3), (-.infinity, .infinity, .nan), (1e15, 1e15, 0)] {
            let shape = RoundedRect(x: x, y: x, width: width, height: width, radius: radius)
            canvas.fill(shape, color: black)
            canvas.stroke(shape, width: 3, color: black)
            canvas.shadow(of: shape, blurRadius: 4, dx: 0, dy: 3, color: black)
            canvas.draw(image: Canvas(width: 2, height: 2, fill: black), filling: shape)
        }
        canvas.draw(image: Canvas(width: 3, height: 3, fill: black), filling: RoundedRect(x: 1, y: 1, width: 1e-300, height: 1e-300))
    }

    @Test func aClippedShadowHasThePixelsOfTheWholeOne() {
        let shape = RoundedRect(x: -700.25, y: 40.5, width: 1900, height: 900, radius: 37.5)
        let color = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 90)
        var whole = Canvas(width: 600, height: 1000)
        whole.shadow(of: shape, blurRadius: 5, dx: 0, dy: 12, color: color)
        var clipped = Canvas(width: 600, height: 1000)
        let window = PixelBounds(x0: 280, y0: 900, x1: 420, y1: 1000)
        clipped.withClip(window) { $0.shadow(of: shape, blurRadius: 5, dx: 0, dy: 12, color: color) }
        for y in window.y0..<window.y1 {
            for x in window.x0..<window.x1 { #expect(clipped[x, y] == whole[x, y], "(\(x), \(y))") }
        }
        #expect(clipped[300, 945].a > 0 && clipped[300, 960].a > 0 && clipped[300, 999].a == 0)
    }
}

/// Outputs are replaced only when they are regular files; temporaries never outlive their run.
@Suite struct AtomicFileTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func onlyRegularFilesAreReplaced() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/fifo", link = directory + "/link", target = directory + "/target", sub = directory + "/sub"
        #expect(mkfifo(fifo, 0o644) == 0)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
        for (path, kind) in [(fifo, "a FIFO"), (link, "a symbolic link"), (sub, "a folder"), ("/dev/null", "a device")] {
            let error = #expect(throws: WriteError.self) { try writeAtomically([1, 2, 3], to: path) }
            #expect(error?.message == "\(path): is \(kind); only a regular file is ever replaced")
        }
        #expect(FileManager.default.contents(atPath: target) == Data("keep".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["fifo", "link", "sub", "target"])
    }

    @Test func temporariesOfDeadRunsAreSweptAndLiveOnesKept() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(TemporaryFiles.writerOfTemporary(named: ".a b.png.123-4567.tmp") == 123)
        #expect(TemporaryFiles.writerOfTemporary(named: ".a.png.x-1.tmp") == nil)
        #expect(TemporaryFiles.writerOfTemporary(named: "a.png.1-1.tmp") == nil)
        // A process that has exited and been reaped: its pid names no live process.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        try FileManager.default.createDirectory(atPath: directory + "/Suite", withIntermediateDirectories: true)
        for name in ["Suite/.shot.png.\(dead)-42.tmp", ".live.png.\(getpid())-1.tmp", "shot.png"] {
            try Data([0]).write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
        }
        // A live writer in another PID namespace: its pid means nothing here, but it holds the lock.
        let elsewhere = "\(directory)/.other.png.\(dead)-7.tmp"
        try Data([0]).write(to: URL(fileURLWithPath: elsewhere))
        let held = open(elsewhere, O_RDONLY)
        #expect(held >= 0 && flock(held, LOCK_EX) == 0)
        #expect(TemporaryFiles.sweepStale(in: directory) == ["\(directory)/Suite/.shot.png.\(dead)-42.tmp"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [".live.png.\(getpid())-1.tmp", ".other.png.\(dead)-7.tmp", "Suite", "shot.png"])
        close(held)
        #expect(TemporaryFiles.sweepStale(in: directory) == [elsewhere], "once its writer is gone, it is swept")
    }

    @Test func aStreamedWriteThatFailsLeavesNothing() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try writeAtomically(to: directory + "/out.html") { append in
                try append(Array("<html>".utf8))
                throw Stop()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}

/// The fast span paths give the same bytes as the per-pixel reference path.
@Suite struct FastPathTests {
    @Test func spanFillsEqualTheReferenceOnRandomShapes() {
        var random = SplitMix64(state: 11)
        func value(_ range: Double) -> Double { Double(random.below(Int(range * 8))) / 8 + Double(random.below(7)) / 13 }
        for _ in 0..<300 {
            let shape = RoundedRect(x: value(60) - 10, y: value(60) - 10, width: value(70), height: value(70), radius: value(20))
            let hole = random.below(2) == 0 ? nil : shape.inset(by: value(6))
            let color = PremultipliedColor(red: UInt8(random.below(256)), green: UInt8(random.below(256)), blue: UInt8(random.below(256)),
                                           alpha: [255, 128, 17][random.below(3)])
            let background = PremultipliedColor(red: 20, green: 200, blue: 90, alpha: UInt8(random.below(256)))
            var fast = Canvas(width: 64, height: 64, fill: background), reference = fast
            let clip = PixelBounds(x0: random.below(20), y0: random.below(20), x1: 40 + random.below(25), y1: 40 + random.below(25))
            fast.withClip(clip) { $0.paint(shape, hole: hole, color: color) }
            reference.withClip(clip) { $0.paint(shape, hole: hole, color: color, reference: true) }
            #expect(fast == reference, "\(shape) hole \(String(describing: hole)) \(color)")
            // The same shape moved by whole pixels reuses its plan and gives the moved pixels.
            var moved = Canvas(width: 64, height: 64, fill: background), movedReference = moved
            let shift = RoundedRect(x: shape.x0 + 3, y: shape.y0 - 2, width: shape.width, height: shape.height, radius: shape.radius)
            let shiftedHole = hole.map { RoundedRect(x: $0.x0 + 3, y: $0.y0 - 2, width: $0.width, height: $0.height, radius: $0.radius) }
            moved.paint(shift, hole: shiftedHole, color: color)
            movedReference.paint(shift, hole: shiftedHole, color: color, reference: true)
            #expect(moved == movedReference)
        }
    }

    @Test func shapesTooLargeToPlanArePaintedDirectlyWithTheSamePixels() {
        let huge = RoundedRect(x: -3000.5, y: -10.25, width: 3100.75, height: 60, radius: 21.5)
        for hole in [nil, huge.inset(by: 3)] {
            var direct = Canvas(width: 128, height: 64, fill: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 40)), reference = direct
            direct.paint(huge, hole: hole, color: PremultipliedColor(red: 200, green: 10, blue: 10, alpha: 200))
            reference.paint(huge, hole: hole, color: PremultipliedColor(red: 200, green: 10, blue: 10, alpha: 200), reference: true)
            #expect(direct == reference)
        }
    }
}

/// The band encoder: one valid zlib stream whatever the band count, bytes independent of threads.
@Suite struct BandedEncoderTests {
    @Test func bandsDecodeToTheCanvasAndThreadsNeverChangeTheBytes() throws {
        var random = SplitMix64(state: 21)
        for (width, height) in [(1, 1), (3, 2), (97, 61), (400, 301)] {
            let pixels = (0..<(width * height)).flatMap { _ -> [UInt8] in
                let v = UInt8(random.below(4) * 60)
                return [v, v &+ 7, 200, random.below(3) == 0 ? 128 : 255]
            }
            let image = StraightImage(width: width, height: height, pixels: pixels)
            for bands: Int32 in [1, 2, 4, 7] {
                let options = PNGCodec.Options(bands: bands)
                let one = try PNGCodec.encode(image.pixels, width: width, height: height, opaque: false, options: options, threads: 1)
                let many = try PNGCodec.encode(image.pixels, width: width, height: height, opaque: false, options: options, threads: 3)
                #expect(one == many, "\(width)x\(height), \(bands) bands")
                #expect(try PNGCodec.decodeStraight(one) == image, "\(width)x\(height), \(bands) bands")
            }
        }
    }
}
