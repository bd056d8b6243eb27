internal import CICU

/// CLDR's plural categories, chosen by ICU's plural rules (`uplrules_select`): what a String
/// Catalog's `variations.plural` and a `.stringsdict`'s `NSStringPluralRuleType` pick by.
public enum PluralRules {
    /// The category (`zero`, `one`, `two`, `few`, `many` or `other`) `number` takes in `locale`
    /// (`en`, `ru`, `ar`, `pt-BR`); `other` when ICU has no rules for it.
    public static func category(of number: Double, locale: String) -> String {
        var keyword = [CChar](repeating: 0, count: 16)
        let status = dropshot_plural_category(locale.replacingHyphens, number, &keyword, Int32(keyword.count))
        guard status == 0 else { return "other" }
        return String(decoding: keyword.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension String {
    /// The tag with ICU's `_` between its subtags (`pt_BR`).
    fileprivate var replacingHyphens: String { String(map { $0 == "-" ? "_" : $0 }) }
}
