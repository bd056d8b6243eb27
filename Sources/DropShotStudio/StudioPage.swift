import Foundation

/// The studio's one page (`studio.html`, embedded in the binary at build time): the scenario list,
/// the player (timeline, image, state JSON), recording by dragging on the image, and the review of
/// goldens. Plain HTML and JavaScript, no network beyond the studio itself.
enum StudioPage {
    /// The page, loading `/page-script.js` after its own script when `pageScript` is set.
    static func html(pageScript: Bool) -> String {
        String(decoding: PackageResources.studio_html, as: UTF8.self)
            .replacingOccurrences(of: "<!--page-script-->", with: pageScript ? "<script src=\"/page-script.js\"></script>" : "")
    }
}
