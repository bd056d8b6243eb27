import Testing

@testable import DropShotEngine
@testable import DropShotFormat
@testable import DropShotRender

/// The audit finds the element holding each line of text through `ElementIndex` (a scan of every
/// element per line made `audit` quadratic: 100,000 items took 206 s). It answers what the scan
/// answered: the smallest element holding the point, the first of equal areas.
@Suite struct ElementIndexTests {
    @Test func theIndexAnswersAsAScanOfEveryElement() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let elements = (0..<200).map { i -> AccessibilityElement in
                // Small cells, some large bands (kept aside), some frames of equal area.
                let large = Int.random(in: 0..<10, using: &random) == 0
                let frame = Rect(
                    Double(Int.random(in: -200...2000, using: &random)), Double(Int.random(in: -200...2000, using: &random)),
                    large ? 3000 : Double(Int.random(in: 0...4, using: &random) * 20), large ? 100 : 40)
                return AccessibilityElement(label: "\(i)", traits: [], actions: [], frame: frame, path: "e\(i)", collection: nil)
            }
            let index = ElementIndex(elements)
            for _ in 0..<500 {
                let point = Point(Double.random(in: -300...2300, using: &random), Double.random(in: -300...2300, using: &random))
                let scan = elements.filter { $0.frame.contains(point) }.min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
                #expect(index.smallest(containing: point)?.path == scan?.path)
            }
        }
    }
}
