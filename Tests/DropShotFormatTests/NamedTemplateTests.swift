import Testing

@testable import DropShotFormat

/// Templates by name, bindings of colours and images to an item's fields, and `when`.
@Suite struct NamedTemplateTests {
    func scenario(_ json: String) throws -> Scenario { try Scenario(formatJSON: Array(json.utf8)) }

    let card = #"{"stack": {"children": [{"text": "{label}"}, {"badge": {"text": "{due}", "color": "{dueColor}"}, "when": "{due}"}]}}"#

    @Test func aNamedTemplateServesEveryPlaceATemplateGoes() throws {
        let s = try scenario(
            """
            { "templates": {"card": \(card), "alias": "card"},
              "config": {"cell": "card"},
              "collections": [
                { "id": "todo", "role": "list", "items": [ {"id": "a", "fields": {"due": "Mon", "dueColor": "#FF0000"}}, {"id": "b", "cell": "alias"} ] },
                { "id": "done", "role": "list", "cell": {"text": "{id}"} } ] }
            """)
        let named = try CellTemplate(JSONValue.parse(Array(card.utf8)), JSONReader(path: ""))
        #expect(s.collections[0].cell == named, "the top-level config's cell")
        #expect(s.collections[0].items[1].cell == named, "an alias of a name defined before it")
        #expect(s.collections[1].cell == .text(TemplateText(text: "{id}")), "a collection's own wins")
    }

    @Test(arguments: [
        (#""templates": {"a": "b", "b": {"text": "x"}}, "collections": []"#, "templates.a", "names template \"b\", which is not defined before it"),
        (#""templates": {"a": "a"}, "collections": []"#, "templates.a", "names template \"a\""),
        (
            #""collections": [{"id": "l", "role": "list", "cell": "nope"}]"#, "collections[0].cell",
            "no template named \"nope\" (the scenario's templates: none)"
        ),
        (#""config": {"cell": "nope"}, "collections": []"#, "config.cell", "no template named \"nope\""),
        (
            #""collections": [{"id": "l", "role": "list", "cell": {"text": "x", "when": "due"}}]"#, "collections[0].cell.when",
            "expected a field in braces"
        ),
    ])
    func badNamesAndConditionsAreRefused(json: String, path: String, message: String) {
        let error = decodeError("{\(json)}")
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func bindingsAndConditionsResolvePerItem() throws {
        let s = try scenario(
            """
            { "templates": {"card": \(card)}, "collections": [ { "id": "l", "role": "list", "cell": "card",
              "items": [ {"id": "a", "fields": {"due": "Mon", "dueColor": "#FF0000"}}, {"id": "b"}, {"id": "c", "fields": {"due": ""}} ] } ] }
            """)
        let template = try #require(s.collections[0].cell)
        guard case let .stack(shown)? = template.resolved(for: s.collections[0].items[0]), case let .badge(badge) = shown.children[1] else {
            Issue.record("a's card has its badge")
            return
        }
        #expect(badge.color == Scenario.Color(hex: "#FF0000") && badge.bindings == TemplateBindings())
        for item in s.collections[0].items.dropFirst() {
            guard case let .stack(hidden)? = template.resolved(for: item) else { Issue.record("a stack"); return }
            #expect(hidden.children.count == 1, "\(item.id): no due date, no badge (and its fields not required)")
        }
    }

    @Test func aBoundFieldThatIsNotAColourNamesTheItemTheFieldAndThePath() {
        let error = decodeError(
            """
            { "templates": {"card": \(card)}, "collections": [ { "id": "l", "role": "list", "cell": "card",
              "items": [ {"id": "a", "fields": {"due": "Mon", "dueColor": "reddish"}} ] } ] }
            """)
        #expect(error?.path == "collections[0].cell.stack.children[1].badge.color", "\(String(describing: error))")
        #expect(
            error?.message == ##"{dueColor} of item "a" at collections[0].items[0] is "reddish", not a color (expected "#RRGGBB" or "#RRGGBBAA")"##)
        let missing = decodeError(
            """
            { "templates": {"card": \(card)}, "collections": [ { "id": "l", "role": "list", "cell": "card",
              "items": [ {"id": "a", "fields": {"due": "Mon"}} ] } ] }
            """)
        #expect(
            missing?.message.hasPrefix(#"{dueColor} is not a field of item "a" at collections[0].items[0]"#) == true, "\(String(describing: missing))"
        )
    }
}
