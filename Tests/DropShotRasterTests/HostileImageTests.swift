import DropShotRaster
import Foundation
import TestUtilities
import Testing

/// Issue "trust, fifth pass", point 12: small image files that would cost minutes of CPU are
/// refused with a one-line reason: a progressive JPEG of too many scans, an ICC profile of too
/// many processing stages, a PNG with more than one colour profile. Each is made here, byte by
/// byte, next to a valid twin that is still read.
@Suite struct HostileImageTests {
    /// A valid progressive 8 x 8 gray JPEG (all 128: every coefficient zero) whose DC and first
    /// `coefficients` AC coefficients are each sent in 14 scans (a first at bit 13, then 13
    /// refinements): 14 + 14 x `coefficients` scans of one byte each.
    static func progressiveJPEG(coefficients: Int) -> [UInt8] {
        func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
            [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        let oneCode = [UInt8(1)] + [UInt8](repeating: 0, count: 15)
        var file: [UInt8] = [0xFF, 0xD8]
        file += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        file += segment(0xC2, [8, 0, 8, 0, 8, 1, 1, 0x11, 0])
        file += segment(0xC4, [0x00] + oneCode + [0] + [0x10] + oneCode + [0])
        func scan(_ start: UInt8, _ end: UInt8, _ high: UInt8, _ low: UInt8) -> [UInt8] {
            segment(0xDA, [1, 1, 0, start, end, high << 4 | low]) + [0x7F]
        }
        for k in 0...UInt8(coefficients) {
            file += scan(k, k, 0, 13)
            for bit in stride(from: UInt8(13), to: 0, by: -1) { file += scan(k, k, bit, bit - 1) }
        }
        return file + [0xFF, 0xD9]
    }

    @Test func aJPEGOfTooManyScansIsRefused() throws {
        let few = Self.progressiveJPEG(coefficients: 30), many = Self.progressiveJPEG(coefficients: 63)  // 434 and 896 scans
        try JPEGCodec.verify(few)
        #expect(try JPEGCodec.decode(few, maxPixels: 64)[3, 3] == PremultipliedColor(red: 128, green: 128, blue: 128))
        let error = #expect(throws: JPEGCodec.Failure.self) { try JPEGCodec.verify(many) }
        #expect(error?.message.contains("over 500 scans") == true, "\(String(describing: error))")
        #expect(throws: JPEGCodec.Failure.self) { try JPEGCodec.decode(many, maxPixels: 64) }
        let problem = #expect(throws: ImageFile.Problem.self) { try ImageFile.check(many, maxPixels: 64) }
        #expect(problem?.message.hasPrefix("not a valid JPEG (over 500 scans") == true, "\(String(describing: problem))")
    }

    /// An ICC v4 RGB display profile whose D2B0 and D2B1 (the relative colorimetric intent's) are
    /// one `mpet` of `stages` entries that all point at one 60-byte identity `matf` element.
    static func profile(stages: Int) -> [UInt8] {
        func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func tag(_ text: String) -> [UInt8] { Array(text.utf8) }
        func float(_ v: Float) -> [UInt8] { u32(Int(v.bitPattern)) }
        let matrix = tag("matf") + u32(0) + [0, 3, 0, 3] + [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0].flatMap { float(Float($0)) }
        let elements = 16 + 8 * stages
        let mpet = tag("mpet") + u32(0) + [0, 3, 0, 3] + u32(stages) + (0..<stages).flatMap { _ in u32(elements) + u32(matrix.count) } + matrix
        let tagTable = u32(2) + tag("D2B0") + u32(128 + 28) + u32(mpet.count) + tag("D2B1") + u32(128 + 28) + u32(mpet.count)
        var header = u32(128 + tagTable.count + mpet.count) + u32(0) + [4, 0x30, 0, 0] + tag("mntr") + tag("RGB ") + tag("XYZ ")
        header += [UInt8](repeating: 0, count: 12) + tag("acsp") + [UInt8](repeating: 0, count: 28)
        header += u32(0x0000_F6D6) + u32(0x0001_0000) + u32(0x0000_D32D)
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return header + tagTable + mpet
    }

    @Test func aColourProfileOfTooManyStagesIsRefused() throws {
        var pixels: [UInt8] = [200, 100, 50, 255, 10, 20, 30, 255]
        try ColorManagement.convert(&pixels, tag: .profile(Self.profile(stages: 8)))
        var again: [UInt8] = [200, 100, 50, 255, 10, 20, 30, 255]
        let error = #expect(throws: ColorManagement.Failure.self) { try ColorManagement.convert(&again, tag: .profile(Self.profile(stages: 65_535))) }
        #expect(error?.message.contains("65535 stages, over the limit of 64") == true, "\(String(describing: error))")
    }
    /// A PNG may carry one iCCP chunk: a file of 20,000 took 6.2 s to refuse (each inflated into a
    /// 4 MB buffer); the second is refused when the file is checked.
    @Test func aPNGWithTwoColourProfilesIsRefused() throws {
        let png = try PNGCodec.encode(Canvas(width: 2, height: 2, fill: PremultipliedColor(red: 10, green: 20, blue: 30)))
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body, crc = crc32(typed)
            return [UInt8(body.count >> 24), UInt8(body.count >> 16 & 0xFF), UInt8(body.count >> 8 & 0xFF), UInt8(body.count & 0xFF)] + typed
                + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
        // The name, a zero, method 0, and a (bogus) compressed profile: the count is refused before any is read.
        let iccp = chunk("iCCP", Array("icc".utf8) + [0, 0, 0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        let afterHeader = 8 + 25
        let one = Array(png[..<afterHeader]) + iccp + Array(png[afterHeader...])
        let two = Array(png[..<afterHeader]) + iccp + iccp + Array(png[afterHeader...])
        _ = try ImageFile.check(one, maxPixels: 64)
        let problem = #expect(throws: ImageFile.Problem.self) { try ImageFile.check(two, maxPixels: 64) }
        #expect(problem?.message == "not a valid PNG (more than one iCCP colour profile)", "\(String(describing: problem))")
    }
}
