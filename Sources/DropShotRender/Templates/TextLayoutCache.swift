import DropShotRaster

/// Template text laid out once per distinct string, font, size, width, line count and strategy while one
/// image (or band of one) is drawn: a thousand cards with the same title cost one layout, and a
/// template's measuring and drawing passes share it. Bounded: past `capacity` entries it starts over.
final class TextLayoutCache {
    private struct Key: Hashable {
        var text: String
        var fonts: FontChain
        var size: Double
        var maxWidth: Double
        var maxLines: Int
        var strategy: LineBreakStrategy
        var tabInterval: Double
    }

    private var blocks: [Key: TextBlock] = [:]
    /// How many blocks were laid out (not found in the cache).
    private(set) var layouts = 0
    static let capacity = 4096

    func block(_ text: String, fonts: FontChain, size: Double, maxWidth: Double, maxLines: Int, strategy: LineBreakStrategy,
               tabInterval: Double) -> TextBlock {
        let key = Key(text: text, fonts: fonts, size: size, maxWidth: maxWidth, maxLines: maxLines, strategy: strategy, tabInterval: tabInterval)
        if let block = blocks[key] { return block }
        if blocks.count >= TextLayoutCache.capacity { blocks.removeAll(keepingCapacity: true) }
        let block = TextBlock(text, fonts: fonts, size: size, maxWidth: maxWidth, maxLines: maxLines, strategy: strategy, tabInterval: tabInterval)
        blocks[key] = block
        layouts += 1
        return block
    }
}
