import Foundation
import Testing

@testable import DropShotRaster

/// The segmentation cases users hit: flags, Thai, Japanese line starts.
@Suite struct SegmentationTests {
    func breaks(_ text: String) -> [LineBreaks.Opportunity] { LineBreaks.opportunities(text.unicodeScalars.map(\.value)) }

    @Test func everyRegionalIndicatorPairIsOneClusterWithNoBreakInside() {
        // libunibreak 1.1 aborted the process on any regional indicator (and on U+FFFF).
        for first in 0x1F1E6...0x1F1FF {
            for second in 0x1F1E6...0x1F1FF {
                let pair: [UInt32] = [UInt32(first), UInt32(second), 0x20, 0xFFFF]
                #expect(LineBreaks.opportunities(pair).prefix(1) == [.none])
                #expect(LineBreaks.clusterEnds(pair) == [false, true, true, true])
            }
        }
    }

    @Test func thaiBreaksBetweenWordsByDictionary() {
        // "สวัสดีครับ" + "ยินดีต้อนรับ": hello + welcome, with no space between.
        let text = "สวัสดีครับยินดีต้อนรับ"
        let opportunities = breaks(text)
        let scalars = Array(text.unicodeScalars)
        let inside = opportunities.dropLast().indices.filter { opportunities[$0] == .allowed }
        #expect(!inside.isEmpty, "a Thai label can wrap")
        let hello = "สวัสดี".unicodeScalars.count
        #expect(inside.contains(hello - 1), "a break after สวัสดี: \(inside) of \(scalars.count)")
    }

    @Test func japaneseLinesNeverStartWithSmallKanaOrTheProlongedSoundMark() {
        // JIS X 4051's line-start rule (UIKit's Japanese): no break before ー, small kana or 」.
        let text = "テーブルっぽいチョコ」です"
        let scalars = Array(text.unicodeScalars)
        let opportunities = breaks(text)
        for index in scalars.indices.dropFirst() where "ーっょ」".unicodeScalars.contains(scalars[index]) {
            #expect(opportunities[index - 1] == .none, "a break before \(scalars[index])")
        }
        #expect(opportunities[0] == .none && opportunities[2] == .allowed, "テ×ー÷ブ")
    }
}
