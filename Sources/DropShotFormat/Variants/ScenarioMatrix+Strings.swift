/// The `{@key}` lookups of a variant: every string of the document looked up in the variant's
/// locale, and the lookups whose arguments name an item's `{field}` made per item.
extension ScenarioMatrix {
    /// `value` with every `{@key}` in its strings replaced by the key's text in `locale`; nil when
    /// it holds none (so nothing is copied or compared).
    func lookUpStrings(
        in value: JSONValue, _ r: @autoclosure () -> JSONReader, locale: String?, idiom: Idiom, budget: inout Int,
        deferring fieldLookups: inout FieldLookups?
    ) throws(ScenarioError) -> JSONValue? {
        switch value {
        case let .string(text):
            guard text.contains("{@") else { return nil }
            return .string(try strings.translate(text, r(), locale: locale, idiom: idiom, budget: &budget, deferring: &fieldLookups))
        case let .array(elements):
            var out: [JSONValue]?
            for (i, element) in elements.enumerated() {
                // Only a container holding a changed value is copied.
                if let looked = try lookUpStrings(
                    in: element, r().child(i), locale: locale, idiom: idiom, budget: &budget, deferring: &fieldLookups)
                {
                    if out == nil { out = elements }
                    out![i] = looked
                }
            }
            return out.map { .array($0) }
        case let .object(members):
            var out: [(key: String, value: JSONValue)]?
            for (i, member) in members.enumerated() {
                if let looked = try lookUpStrings(
                    in: member.value, r().child(member.key), locale: locale, idiom: idiom, budget: &budget, deferring: &fieldLookups)
                {
                    if out == nil { out = members }
                    out![i].value = looked
                }
            }
            return out.map { .object($0) }
        default:
            return nil
        }
    }
}

extension ScenarioMatrix {
    /// Hands `body` each object whose `{field}`s a template fills, to change in place: each
    /// collection's items (its sections' too) and each decoration, with its reader.
    private static func eachFieldHolder(
        _ root: inout JSONValue, _ body: (inout [(key: String, value: JSONValue)], JSONReader) throws(ScenarioError) -> Void
    ) throws(ScenarioError) {
        func each(_ members: inout [(key: String, value: JSONValue)], _ key: String, _ r: JSONReader) throws(ScenarioError) {
            guard let at = members.firstIndex(where: { $0.key == key }), case var .array(elements) = members[at].value else { return }
            members[at].value = .null
            for i in elements.indices {
                guard case var .object(holder) = elements[i] else { continue }
                elements[i] = .null
                try body(&holder, r.child(key).child(i))
                elements[i] = .object(holder)
            }
            members[at].value = .array(elements)
        }
        guard case var .object(members) = root else { return }
        root = .null
        defer { root = .object(members) }
        let r = JSONReader(path: "")
        try each(&members, "decorations", r)
        guard let at = members.firstIndex(where: { $0.key == "collections" }), case var .array(collections) = members[at].value else { return }
        members[at].value = .null
        defer { members[at].value = .array(collections) }
        for c in collections.indices {
            guard case var .object(collection) = collections[c] else { continue }
            let cr = r.child("collections").child(c)
            try each(&collection, "items", cr)
            if let s = collection.firstIndex(where: { $0.key == "sections" }), case var .array(sections) = collection[s].value {
                for i in sections.indices {
                    guard case var .object(section) = sections[i] else { continue }
                    try each(&section, "items", cr.child("sections").child(i))
                    sections[i] = .object(section)
                }
                collection[s].value = .array(sections)
            }
            collections[c] = .object(collection)
        }
    }

    /// The `fields` names the file's items and decorations use.
    static func fieldNames(in root: JSONValue) -> Set<String> {
        var names = Set<String>(), copy = root
        try? eachFieldHolder(&copy) { members, _ in
            if case let .object(fields)? = JSONReader.value("fields", in: members) { names.formUnion(fields.map(\.key)) }
        }
        return names
    }

    /// Gives every item and decoration a field per lookup of `fieldLookups`: the lookup with the
    /// holder's `{field}`s filled in, looked up in `locale` (each distinct text once, counted
    /// against `budget`). An error names the item whose fields made the failing text.
    func fillFieldLookups(
        _ root: inout JSONValue, _ fieldLookups: FieldLookups, locale: String?, idiom: Idiom, budget: inout Int
    ) throws(ScenarioError) {
        var made: [String: String] = [:]
        try ScenarioMatrix.eachFieldHolder(&root) { members, reader throws(ScenarioError) in
            var fields: [(key: String, value: JSONValue)] = []
            if case let .object(own)? = JSONReader.value("fields", in: members) { fields = own }
            // What `{name}` shows for this holder: its id, its label (else its id), or a field.
            func value(_ name: String) -> String? {
                switch name {
                case "id", "label":
                    if case let .string(text)? = JSONReader.value(name, in: members) { return text }
                    if name == "label", case let .string(id)? = JSONReader.value("id", in: members) { return id }
                    return nil
                default:
                    if case let .string(text)? = JSONReader.value(name, in: fields) { return text }
                    return nil
                }
            }
            for (lookup, field) in fieldLookups.fields {
                // A holder without a field the lookup names has no text for it (a template's
                // `when` can leave it out), as a `{field}` it lacks.
                guard CellTemplate.fields(in: lookup).allSatisfy({ value($0) != nil }) else { continue }
                let filled = CellTemplate.substitute(lookup, value: value)
                if made[filled] == nil {
                    made[filled] = try strings.translate(filled, reader.child("fields"), locale: locale, idiom: idiom, budget: &budget)
                }
                fields.removeAll { $0.key == field }
                fields.append((field, .string(made[filled]!)))
            }
            members.removeAll { $0.key == "fields" }
            members.append(("fields", .object(fields)))
        }
    }
}
