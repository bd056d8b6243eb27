import Testing

@testable import DropShotFormat

/// Dynamic Type (docs/SCENARIO.md, "Dynamic Type"): text styles sized from Apple's table at the
/// scenario's content size, and sizes scaled relative to a style.
@Suite struct DynamicTypeTests {
    private func text(_ element: String, contentSize: String = "large") throws -> TemplateText {
        let s = try scenario(
            #"{"contentSize": "\#(contentSize)", "collections": [{"id": "l", "role": "list", "cell": {"text": \#(element)}}]}"#)
        guard case let .text(text)? = s.collections[0].cell else { throw ScenarioError(path: "", message: "not a text") }
        return text
    }

    @Test func theTableIsApplesAtLargeAndAtAX5() {
        #expect(TextStyle.body.size(at: .large) == 17 && TextStyle.body.lineHeight(at: .large) == 22)
        #expect(TextStyle.headline.size(at: .large) == 17 && TextStyle.headline.isBold)
        #expect(TextStyle.largeTitle.size(at: .large) == 34 && TextStyle.largeTitle.lineHeight(at: .large) == 41)
        #expect(TextStyle.body.size(at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.body.lineHeight(at: .accessibilityExtraExtraExtraLarge) == 62)
        // Every style grows (or stays) with every step of the setting.
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.size(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }

    @Test func everySpellingOfACategoryIsAccepted() {
        #expect(ContentSizeCategory(spelled: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(spelled: "xSmall") == .extraSmall)
        #expect(ContentSizeCategory(spelled: "L") == .large)
        #expect(ContentSizeCategory(spelled: "extraExtraLarge")?.goldenName == "xxl")
        #expect(ContentSizeCategory(spelled: "huge") == nil)
    }

    @Test func aTextStyleSetsSizeAndWeightAtTheContentSize() throws {
        #expect(try text(#"{"text": "x", "textStyle": "body"}"#).size == 17)
        #expect(try text(#"{"text": "x", "textStyle": "body"}"#).weight == .regular)
        #expect(try text(#"{"text": "x", "textStyle": "body"}"#, contentSize: "AX5").size == 53)
        #expect(try text(#"{"text": "x", "textStyle": "headline"}"#, contentSize: "xSmall").weight == .bold)
        // An explicit weight wins wherever it stands.
        #expect(try text(#"{"weight": "bold", "text": "x", "textStyle": "body"}"#).weight == .bold)
    }

    @Test func aSizeRelativeToAStyleScalesAsUIFontMetrics() throws {
        #expect(try text(#"{"text": "x", "size": 20, "relativeTo": "body"}"#).size == 20)
        let scaled = try text(#"{"text": "x", "size": 20, "relativeTo": "body"}"#, contentSize: "AX5").size!
        #expect(abs(scaled - 20 * 53 / 17) < 1e-9)
    }

    @Test func configTextStylesSizeLabelsTitlesAndSectionHeaders() throws {
        let s = try scenario(
            #"{"contentSize": "AX1", "config": {"itemTextStyle": "headline", "titleTextStyle": "title2", "sectionHeaderTextStyle": "footnote"}, "collections": []}"#
        )
        #expect(s.config.look.itemFontSize == 28 && s.config.look.itemFontWeight == .bold)
        #expect(s.config.look.titleFontSize == 34)
        #expect(s.config.look.sectionHeaderFontSize == 23)
    }

    /// A title band and section headers that grow with their text style (UIFontMetrics'
    /// `scaledValue`), so one file needs no height override per size.
    @Test func bandsGrowWithTheirTextStyle() throws {
        let config =
            #""config": {"titleHeight": {"points": 44, "relativeTo": "headline"}, "sectionHeaderHeight": {"points": 28, "relativeTo": "footnote"}}"#
        for (size, category) in [("L", ContentSizeCategory.large), ("xSmall", .extraSmall), ("AX5", .accessibilityExtraExtraExtraLarge)] {
            let s = try scenario(#"{"contentSize": "\#(size)", \#(config), "collections": []}"#)
            #expect(s.config.layout.titleHeight == TextStyle.headline.scaled(44, at: category), "\(size)")
            #expect(s.config.layout.sectionHeaderHeight == TextStyle.footnote.scaled(28, at: category), "\(size)")
        }
        #expect(try scenario(#"{\#(config), "collections": []}"#).config.layout.titleHeight == 44)
        #expect(try scenario(#"{"contentSize": "AX5", \#(config), "collections": []}"#).config.layout.titleHeight > 100)
        let missing = decodeError(#"{"config": {"titleHeight": {"points": 44}}, "collections": []}"#)
        #expect(missing?.path == "config.titleHeight.relativeTo")
    }

    /// A row's stack turns at the accessibility sizes, as iOS stacks a value under its label.
    @Test func aStackTakesItsAccessibilityAxisAtTheAccessibilitySizes() throws {
        func axis(_ contentSize: String) throws -> TemplateStack.Axis? {
            let s = try scenario(
                #"{"contentSize": "\#(contentSize)", "collections": [{"id": "l", "role": "list", "cell": {"stack": {"accessibilityAxis": "vertical", "axis": "horizontal", "children": [{"text": "{label}"}, {"text": "On"}]}}}]}"#
            )
            guard case let .stack(stack)? = s.collections[0].cell else { return nil }
            return stack.axis
        }
        #expect(try axis("L") == .horizontal)
        #expect(try axis("xxxL") == .horizontal)
        #expect(try axis("AX1") == .vertical)
        #expect(try axis("AX5") == .vertical)
    }

    @Test func badTextStylesAreRefusedWithTheirPath() {
        #expect(
            decodeError(#"{"collections": [{"id": "l", "role": "list", "cell": {"text": {"text": "x", "textStyle": "body", "size": 3}}}]}"#)?.path
                == "collections[0].cell.text.size")
        #expect(
            decodeError(#"{"collections": [{"id": "l", "role": "list", "cell": {"text": {"text": "x", "relativeTo": "body"}}}]}"#)?.description
                == "collections[0].cell.text.relativeTo: scales a size: give size too")
        #expect(
            decodeError(#"{"collections": [{"id": "l", "role": "list", "cell": {"badge": {"text": "x", "textStyle": "huge"}}}]}"#)?.path
                == "collections[0].cell.badge.textStyle")
        #expect(decodeError(#"{"contentSize": "XXL", "collections": []}"#)?.message.hasPrefix(#""XXL" is not one of: extraSmall"#) == true)
    }
}
