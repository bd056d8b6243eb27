/// A scenario's `strings`: a table of texts per locale, and the locale its pseudolocales are made from.
struct StringTables: Sendable {
    /// Each locale's table, in the file's order.
    var tables: [(locale: String, table: [String: String])]
    /// The scenario's own locale (else the first table's): what `en-XA` and `ar-XB` transform.
    var ownLocale: String?

    /// `text` with each `{@key}` replaced; a pseudolocale transforms the scenario's own locale's text.
    func translate(_ text: String, _ r: JSONReader, locale: String?) throws(ScenarioError) -> String {
        guard let locale else { throw r.error("\(JSONValue.echo(text)) names a string, but the scenario has no \"strings\"") }
        let pseudo = Locales.pseudolocales.contains(locale) && !tables.contains { $0.locale == locale }
        let tableLocale = pseudo ? (ownLocale ?? tables.first?.locale ?? locale) : locale
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
                    "no string \(JSONValue.echo(key)) in locale \(JSONValue.echo(tableLocale)) (strings.\(tableLocale) has \(table.count) keys)")
            }
            out += rest[..<brace]
            out += pseudo ? Locales.pseudo(string, tag: locale) : string
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
