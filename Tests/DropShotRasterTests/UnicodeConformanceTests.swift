import Foundation
import Testing

@testable import DropShotRaster

#if canImport(_FoundationICU)
    import _FoundationICU
#endif

/// Unicode's own conformance files for the segmentation the renderer does, run against the
/// functions it calls (`LineBreaks`). Debian's unicode-data package installs them (scripts/test
/// does): Debian 12's are Unicode 15.0's, one version behind the toolchain's ICU 76 (Unicode 16.0),
/// whose newer rules the exceptions below name.
@Suite struct UnicodeConformanceTests {
    static let folder = "/usr/share/unicode/auxiliary"

    /// A case of a `*BreakTest.txt` file: its scalars, whether a boundary follows each (the end of
    /// the text, always one, is left out), and the line it was read from.
    struct Case {
        var scalars: [UInt32]
        var breaks: [Bool]
        var line: String
    }

    static func cases(_ file: String) throws -> [Case] {
        let path = "\(folder)/\(file)"
        let text = try #require(
            try? String(contentsOfFile: path, encoding: .utf8),
            "\(path) is missing: install Debian's unicode-data package (scripts/test does)")
        return text.split(separator: "\n").compactMap { row in
            let rule = row.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = rule.split { $0 == " " || $0 == "\t" }
            guard !tokens.isEmpty else { return nil }
            var scalars: [UInt32] = [], breaks: [Bool] = []
            for token in tokens.dropFirst() {
                if token == "÷" || token == "×" { breaks.append(token == "÷") } else if let value = UInt32(token, radix: 16) { scalars.append(value) }
            }
            return Case(scalars: scalars, breaks: Array(breaks.dropLast()), line: String(row).replacingOccurrences(of: "\t", with: " "))
        }
    }

    /// Where ICU 76 departs from the file (31 of its 7,654 cases), each with its reason; every other
    /// case must agree. Two are tailorings of numbers that UAX #14 allows (its section 8.2), two
    /// are rules of Unicode 15.1 and 16.0, newer than the file.
    static let lineBreakExceptions: [String: String] = [
        "2D 23": minusSign,
        "2D 308 23": minusSign,
        "2D A7": minusSign,
        "2D 308 A7": minusSign,
        "2D 50005": minusSign,
        "2D 308 50005": minusSign,
        "2D E01": minusSign,
        "2D 308 E01": minusSign,
        "2C 30": numberStart,
        "2C 308 30": numberStart,
        "65 71 75 61 6C 73 20 2E 33 35 20 63 65 6E 74 73": numberStart,
        "61 2E 32 20": numberStart,
        "61 2E 32 20 915": numberStart,
        "61 2E 32 20 672C": numberStart,
        "61 2E 32 3000 672C": numberStart,
        "61 2E 32 3000 307E": numberStart,
        "61 2E 32 3000 33": numberStart,
        "41 2E 31 20 BABB": numberStart,
        "BD24 C5B4 2E 20 41 2E 32 20 BCFC": numberStart,
        "BD10 C694 2E 20 41 2E 33 20 BABB": numberStart,
        "C694 2E 20 41 2E 34 20 BABB": numberStart,
        "61 2E 32 3000 300C": numberStart,
        "22 20 2329": quotationRules,
        "22 308 20 2329": quotationRules,
        "22 20 28": quotationRules,
        "22 308 20 28": quotationRules,
        "61 6D 62 69 67 75 28 AB 20 308 20 BB 29 28 65 308 29": quotationRules,
        "61 6D 62 69 67 75 AB 20 28 20 308 20 29 20 BB 28 65 308 29": quotationRules,
        "61 6D 62 69 67 75 7B AB 20 308 20 BB 7D 28 65 308 29": quotationRules,
        "61 6D 62 69 67 75 AB 20 7B 20 308 20 7D 20 BB 28 65 308 29": quotationRules,
        "5D0 2D 5D0": hebrewHyphen,
    ]
    static let minusSign = "A hyphen-minus at the start of the text may be a minus sign: ICU keeps it with what follows"
    static let quotationRules =
        "Unicode 15.1 replaced LB15 (a quotation mark, spaces, then opening punctuation stay together) by LB15a and LB15b, which keep only initial and final quotation marks in context"
    static let hebrewHyphen = "Unicode 16.0's LB21a keeps a hyphen after a Hebrew letter with what follows only when that is not a Hebrew letter"
    static let numberStart =
        "ICU reads a full stop or comma before a digit as the start of a number (\".35\", \",0\", \"a.2\") and keeps them together; the file breaks between them"

    @Test func lineBreaksFollowUnicodesConformanceFile() throws {
        var failures: [String] = []
        let cases = try Self.cases("LineBreakTest.txt")
        #expect(cases.count > 7_000)
        var excepted = 0
        for test in cases {
            let got = LineBreaks.opportunities(test.scalars).dropLast().map { $0 != .none }
            if got != test.breaks {
                let key = test.scalars.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
                if Self.lineBreakExceptions[key] == nil { failures.append(test.line) } else { excepted += 1 }
            }
        }
        #expect(excepted == Self.lineBreakExceptions.count, "an exception listed that ICU now gets right: remove it")
        if !failures.isEmpty { Issue.record("\(failures.count) cases disagree:\n\(failures.prefix(40).joined(separator: "\n"))") }
    }

    @Test func graphemeClustersFollowUnicodesConformanceFile() throws {
        var failures: [String] = []
        let cases = try Self.cases("GraphemeBreakTest.txt")
        #expect(cases.count > 600)
        for test in cases where Array(LineBreaks.clusterEnds(test.scalars).dropLast()) != test.breaks {
            failures.append(test.line)
        }
        if !failures.isEmpty { Issue.record("\(failures.count) cases disagree:\n\(failures.prefix(40).joined(separator: "\n"))") }
    }

    #if canImport(_FoundationICU)
        /// The shim declares the toolchain ICU's few functions and constants itself (its headers
        /// are out of a C target's reach, Sources/CICU/dropshot_icu.c): the constants and the
        /// error code's size it gives are the headers' own.
        @Test func theShimsDeclarationsAreTheToolchainICUs() {
            #expect(UBRK_CHARACTER.rawValue == 0 && UBRK_LINE.rawValue == 2 && UBRK_DONE == -1)
            #expect(UBRK_LINE_HARD.rawValue == 100 && UBRK_LINE_HARD_LIMIT.rawValue == 200)
            #expect(U_ZERO_ERROR.rawValue == 0 && MemoryLayout<UErrorCode>.size == MemoryLayout<CInt>.size)
            #expect(MemoryLayout<UChar>.size == 2 && MemoryLayout<UVersionInfo>.size == 4)
        }
    #endif

    @Test func theUnicodeVersionIsICUs() {
        #expect(LineBreaks.unicodeVersion == "16.0")
    }
}
