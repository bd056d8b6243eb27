/// A scenario's `strings`: a table of texts per locale, and the locale its pseudolocales are made from.
struct StringTables: Sendable {
    /// Each locale's table, in the file's order.
    var tables: [(locale: String, table: [String: String])]
    /// The scenario's own locale (else the first table's): what `en-XA` and `ar-XB` transform.
    var ownLocale: String?

    /// The drag actions' wording in `locale`: its table's `accessibility.*` keys (a pseudolocale
    /// takes the scenario's own locale's, untransformed: `{name}` stays a placeholder), English
    /// for the others.
    func actionPhrases(locale: String?) -> ActionPhrases {
        guard let locale else { return ActionPhrases() }
        return tables.first(where: { $0.locale == tableLocale(for: locale).locale }).map { ActionPhrases(table: $0.table) } ?? ActionPhrases()
    }

    /// The locale whose table `locale` reads: its own, or for a pseudolocale with no table of its
    /// name the scenario's own locale's (`pseudo`: its texts are then transformed).
    private func tableLocale(for locale: String) -> (locale: String, pseudo: Bool) {
        let pseudo = Locales.pseudolocales.contains(locale) && !tables.contains { $0.locale == locale }
        return (pseudo ? (ownLocale ?? tables.first?.locale ?? locale) : locale, pseudo)
    }

    /// `text` with each `{@key}` replaced; a pseudolocale transforms the scenario's own locale's
    /// text. The result counts against `budget` (bytes the variant's lookups may still make).
    func translate(_ text: String, _ r: JSONReader, locale: String?, budget: inout Int) throws(ScenarioError) -> String {
        guard let locale else { throw r.error("\(JSONValue.echo(text)) names a string, but the scenario has no \"strings\"") }
        let (tableLocale, pseudo) = tableLocale(for: locale)
        guard let table = tables.first(where: { $0.locale == tableLocale })?.table else {
            let known = tables.map(\.locale).joined(separator: ", ")
            throw r.error("no strings for locale \(JSONValue.echo(locale)) (the scenario's \"strings\" has: \(known.isEmpty ? "none" : known))")
        }
        var out = "", rest = Substring(text)
        while let brace = rest.indices.first(where: { rest[$0] == "{" && rest[rest.index(after: $0)...].first == "@" }) {
            let start = rest.index(brace, offsetBy: 2)
            guard let close = rest[start...].firstIndex(of: "}") else { break }
            let key = String(rest[start..<close])
            guard let string = table[key] else {
                throw r.error(
                    "no string \(JSONValue.echo(key)) in locale \(JSONValue.echo(tableLocale)) (strings.\(tableLocale) has \(table.count) keys)",
                    rule: .stringsResolve)
            }
            out += rest[..<brace]
            out += pseudo ? Locales.pseudo(string, tag: locale) : string
            rest = rest[rest.index(after: close)...]
            guard out.utf8.count + rest.utf8.count <= ScenarioLimits.filledText else {
                throw r.error("its {@key} lookups make a text of over \(ScenarioLimits.filledText) bytes, the limit of one text")
            }
        }
        out += rest
        budget -= out.utf8.count
        guard budget >= 0 else {
            throw r.error("the {@key} lookups make over \(ScenarioLimits.lookedUpTotal) bytes of text in all, the limit of one variant")
        }
        return out
    }
}
