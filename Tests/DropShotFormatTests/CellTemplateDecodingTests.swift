import Testing

@testable import DropShotFormat

/// Cell templates as data: decoding, `{field}` substitution and the field checks on every item a
/// template may draw, free draggables included.
@Suite struct CellTemplateDecodingTests {
    @Test func fieldsAreSubstitutedAndUnknownBracesKept() {
        var item = ItemSpec(id: "a", label: "Alpha")
        item.fields = ["who": "AK"]
        #expect(CellTemplate.substitute("{label} by {who} ({id})", for: item) == "Alpha by AK (a)")
        #expect(CellTemplate.substitute("{nope} and {unclosed", for: item) == "{nope} and {unclosed")
        #expect(CellTemplate.fields(in: "{a} {b}{c}") == ["a", "b", "c"])
    }

    @Test func aTemplateDecodesEveryElement() throws {
        let s = try scenario(
            """
            { "collections": [ { "id": "l", "role": "list", "items": [ {"id": "a", "fields": {"who": "AK"}} ],
              "cell": {"stack": {"axis": "horizontal", "spacing": 2, "padding": 3, "alignment": "leading", "fill": "#FFFFFF",
                                 "border": "#000000", "borderWidth": 2, "cornerRadius": 4, "children": [
                {"text": {"text": "{label}", "size": 12, "weight": "regular", "color": "#111111", "alignment": "trailing", "lines": 2}},
                {"image": {"width": 20, "height": 20, "circle": true, "mode": "fit"}}, {"badge": "{who}"},
                {"shape": {"kind": "circle", "width": 4, "height": 4}}, {"spacer": {"minLength": 3}} ]}} } ] }
            """)
        guard case let .stack(stack)? = s.collections[0].cell else { Issue.record("not a stack"); return }
        #expect(stack.axis == .horizontal && stack.children.count == 5 && stack.borderWidth == 2)
        guard case let .text(text) = stack.children[0] else { Issue.record("not a text"); return }
        #expect(text.weight == .regular && text.alignment == .trailing && text.lines == 2 && text.size == 12)
        #expect(stack.children[4] == .spacer(minLength: 3))
        #expect(s.collections[0].cell?.fieldNames == ["label", "who"])
    }

    @Test func aFreeDraggablesTemplateNamesOnlyItsFields() {
        let json = """
            { "collections": [], "freeViews": [ { "id": "g", "droppables": [],
                "draggables": [ {"id": "d", "frame": [0, 0, 40, 40], "cell": {"text": "{missing}"}} ] } ] }
            """
        #expect(
            decodeError(json)?.description.contains(#"freeViews[0].draggables[0].cell.text: {missing} is not a field of item "d""#) == true,
            "\(String(describing: decodeError(json)))")
    }

    @Test(arguments: ["id", "label"])
    func aFieldNamedLikeAnItemsOwnKeyIsRefused(_ name: String) {
        let json = """
            { "collections": [ { "id": "l", "role": "list", "items": [ {"id": "a", "fields": {"\(name)": "x"}} ] } ] }
            """
        let error = decodeError(json)
        #expect(error?.path == "collections[0].items[0].fields.\(name)", "\(String(describing: error))")
        #expect(error?.message.hasPrefix("a field cannot be named \"\(name)\": {\(name)} shows the item's own \"\(name)\"") == true)
    }
}
