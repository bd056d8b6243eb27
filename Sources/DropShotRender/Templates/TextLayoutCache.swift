import DropShotRaster
import DropShotSystem

/// Template text laid out once per distinct string, font, size, width, line count and strategy: a
/// thousand cards with the same title cost one layout, a template's measuring and drawing passes
/// share it, and so do every band and slice of an image and the images after it (the blocks are
/// the process's, 4096 at most, as `Context.labelBlocks` keeps the labels' lines).
final class TextLayoutCache {
    private typealias Key = TextBlockKey

    private static let blocks = BoundedCache<Key, TextBlock>(capacity: 4096)
    /// How many blocks this image or band laid out (not found in the cache).
    private(set) var layouts = 0

    func block(
        _ text: String, fonts: FontChain, size: Double, maxWidth: Double, maxLines: Int, strategy: LineBreakStrategy,
        tabInterval: Double
    ) -> TextBlock {
        let key = Key(text: text, fonts: fonts, size: size, maxWidth: maxWidth, maxLines: maxLines, strategy: strategy, tabInterval: tabInterval)
        return TextLayoutCache.blocks.value(for: key) {
            layouts += 1
            return TextBlock(text, fonts: fonts, size: size, maxWidth: maxWidth, maxLines: maxLines, strategy: strategy, tabInterval: tabInterval)
        }
    }
}

/// What a laid-out block of text depends on: the key of `TextLayoutCache` and of the item labels'
/// lines (`Context.labelBlocks`).
struct TextBlockKey: Hashable, Sendable {
    var text: String
    var fonts: FontChain
    var size: Double
    var maxWidth: Double
    var maxLines: Int
    var strategy: LineBreakStrategy
    var tabInterval: Double
}
