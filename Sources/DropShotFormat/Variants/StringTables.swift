/// A scenario's `strings`: a table of texts per locale, and the locale its pseudolocales are made
/// from; with the app's string catalogs (`"stringCatalogs"`) looked up after them.
struct StringTables: Sendable {
    /// Each locale's table, in the file's order.
    var tables: [(locale: String, table: [String: String])]
    /// The scenario's own locale (else the first table's, else the catalogs' source language):
    /// what `en-XA` and `ar-XB` transform.
    var ownLocale: String?
    /// The app's string catalogs, asked for a key the scenario's tables do not have.
    var catalogs: (any AppResources)?

    /// The drag actions' wording in `locale`: its table's `accessibility.*` keys (a pseudolocale
    /// takes the scenario's own locale's, untransformed: `{name}` stays a placeholder), English
    /// for the others.
    func actionPhrases(locale: String?) -> ActionPhrases {
        guard let locale else { return ActionPhrases() }
        return tables.first(where: { $0.locale == tableLocale(for: locale).locale }).map { ActionPhrases(table: $0.table) } ?? ActionPhrases()
    }

    /// The locales golden names may spell: the tables', the catalogs' and the pseudolocales.
    var locales: Set<String> { Set(tables.map(\.locale) + (catalogs?.languages ?? []) + Locales.pseudolocales) }

    /// The locale whose table `locale` reads: its own, or for a pseudolocale with no table of its
    /// name the scenario's own locale's (`pseudo`: its texts are then transformed).
    private func tableLocale(for locale: String) -> (locale: String, pseudo: Bool) {
        let pseudo = Locales.pseudolocales.contains(locale) && !tables.contains { $0.locale == locale }
        return (pseudo ? (ownLocale ?? tables.first?.locale ?? locale) : locale, pseudo)
    }

    /// `text` with each `{@key}` (or `{@key|argument|…}`) replaced; a pseudolocale transforms the
    /// scenario's own locale's text. The result counts against `budget` (bytes the variant's
    /// lookups may still make).
    func translate(_ text: String, _ r: JSONReader, locale: String?, idiom: Idiom = .iphone, budget: inout Int) throws(ScenarioError) -> String {
        var none: FieldLookups? = nil
        return try translate(text, r, locale: locale, idiom: idiom, budget: &budget, deferring: &none)
    }

    /// `translate`, leaving each lookup whose arguments name a `{field}` to `deferring` (when
    /// given): the text shows it as the `{field}` each item fills with its own lookup.
    func translate(
        _ text: String, _ r: JSONReader, locale: String?, idiom: Idiom, budget: inout Int, deferring fieldLookups: inout FieldLookups?
    ) throws(ScenarioError) -> String {
        guard let locale else { throw r.error("\(JSONValue.echo(text)) names a string, but the scenario has no \"strings\" nor \"stringCatalogs\"") }
        let (tableLocale, pseudo) = tableLocale(for: locale)
        let table = tables.first(where: { $0.locale == tableLocale })?.table
        if table == nil, catalogs == nil {
            let known = tables.map(\.locale).joined(separator: ", ")
            throw r.error("no strings for locale \(JSONValue.echo(locale)) (the scenario's \"strings\" has: \(known.isEmpty ? "none" : known))")
        }
        var out = "", rest = Substring(text)
        while let brace = rest.indices.first(where: { rest[$0] == "{" && rest[rest.index(after: $0)...].first == "@" }) {
            guard let lookup = StringTables.lookup(at: brace, in: rest) else { break }
            if fieldLookups != nil, lookup.arguments.contains(where: { !CellTemplate.fields(in: $0).isEmpty }) {
                // Made per item (each item's field is transformed then, in a pseudolocale).
                out += rest[..<brace]
                out += "{\(fieldLookups!.field(for: String(rest[brace..<lookup.end])))}"
                rest = rest[lookup.end...]
                continue
            }
            let string: String
            if let own = table?[lookup.key] {
                do { string = lookup.arguments.isEmpty ? own : try LocalizedFormat.format(own, lookup.arguments) } catch {
                    throw r.error("strings.\(tableLocale).\(lookup.key): \(error.reason)", rule: .stringsResolve)
                }
            } else if let catalogs {
                // Not in the scenario's tables: the catalogs, in the locale, then their source
                // language; a key no one has shows itself, as Foundation shows it.
                string = try catalogs.string(lookup.key, locale: tableLocale, arguments: lookup.arguments, idiom: idiom) ?? lookup.key
            } else {
                throw r.error(
                    "no string \(JSONValue.echo(lookup.key)) in locale \(JSONValue.echo(tableLocale)) (strings.\(tableLocale) has \(table?.count ?? 0) keys)",
                    rule: .stringsResolve)
            }
            out += rest[..<brace]
            out += pseudo ? Locales.pseudo(string, tag: locale) : string
            rest = rest[lookup.end...]
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

    /// The lookup `{@key|argument|…}` that starts at `brace`: its key, its arguments (`\|` and
    /// `\}` stand for themselves; an argument may be a `{field}`) and where it ends; nil when it
    /// does not close.
    static func lookup(at brace: Substring.Index, in text: Substring) -> (key: String, arguments: [String], end: Substring.Index)? {
        var parts: [String] = [""], depth = 1
        var i = text.index(brace, offsetBy: 2)
        while i < text.endIndex {
            let c = text[i]
            if c == "\\", text.index(after: i) < text.endIndex, "|}\\".contains(text[text.index(after: i)]) {
                parts[parts.count - 1].append(text[text.index(after: i)])
                i = text.index(i, offsetBy: 2)
                continue
            }
            if c == "{" { depth += 1 }
            if c == "}" {
                depth -= 1
                if depth == 0 { return (parts[0], Array(parts.dropFirst()), text.index(after: i)) }
            }
            if c == "|", depth == 1 { parts.append("") } else { parts[parts.count - 1].append(c) }
            i = text.index(after: i)
        }
        return nil
    }
}

/// The lookups of a variant whose arguments name an item's `{field}` (`{@%lld items|{count}}`):
/// a template's text is shared by its items, so each such lookup is made per item, with the
/// item's fields filled in, and the text shows it through a field every item is given.
struct FieldLookups {
    /// Each lookup as written, and the field that shows it.
    private(set) var fields: [(lookup: String, field: String)] = []
    /// Field names in use: the file's own (read at the first lookup), then those given here.
    private var used: Set<String>?
    private let taken: () -> Set<String>

    /// `taken` gives the field names the file uses; it is asked only if a lookup needs a field.
    init(taken: @escaping () -> Set<String>) { self.taken = taken }

    /// The field that shows `lookup` (one per distinct lookup): `lookup@1`, `lookup@2`, … skipping
    /// names the file uses.
    mutating func field(for lookup: String) -> String {
        if let known = fields.first(where: { $0.lookup == lookup }) { return known.field }
        var used = self.used ?? taken()
        var n = fields.count + 1
        while used.contains("lookup@\(n)") { n += 1 }
        let name = "lookup@\(n)"
        used.insert(name)
        self.used = used
        fields.append((lookup, name))
        return name
    }
}
