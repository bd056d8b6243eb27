/// How an override is merged over the file.
extension ScenarioMatrix {
    /// `patch` over `base`: objects key by key; arrays element by element, an element with an `id`
    /// into the one of that id (appended when there is none: a new one), one without at its place
    /// (past the last, an error: an off-by-one would otherwise add an element); anything else replaced.
    /// `r` is the patch's path, for the error.
    static func merge(_ base: JSONValue, _ patch: JSONValue, _ r: JSONReader) throws(ScenarioError) -> JSONValue {
        switch (base, patch) {
        case let (.object(b), .object(p)):
            // Each key's place found once (the first of its name), so a merge is linear in the keys.
            var merged = b
            var places = Dictionary(b.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            for (key, value) in p {
                if let index = places[key] {
                    merged[index].value = try merge(merged[index].value, value, r.child(key))
                } else {
                    places[key] = merged.count
                    merged.append((key, value))
                }
            }
            return .object(merged)
        case let (.array(b), .array(p)):
            var merged = b
            func id(_ value: JSONValue) -> String? {
                guard case let .object(members) = value, case let .string(id)? = JSONReader.value("id", in: members) else { return nil }
                return id
            }
            var byID: [String: Int] = [:]
            for (i, value) in b.enumerated() { if let id = id(value), byID[id] == nil { byID[id] = i } }
            for (i, value) in p.enumerated() {
                if let id = id(value) {
                    if let index = byID[id] {
                        merged[index] = try merge(merged[index], value, r.child(i))
                    } else {
                        byID[id] = merged.count
                        merged.append(value)
                    }
                } else if i < b.count {
                    merged[i] = try merge(merged[i], value, r.child(i))
                } else {
                    throw r.child(i).error(
                        "element \(i) is past the \(b.count) the scenario has here: give it an \"id\" to add it, or merge by place with one of them")
                }
            }
            return .array(merged)
        default:
            return patch
        }
    }
}
