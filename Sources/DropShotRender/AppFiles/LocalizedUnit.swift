import DropShotEngine
import DropShotRaster
import Foundation

/// One localization of a key, as a String Catalog or a `.stringsdict` holds it: a text, or
/// variations chosen by plural category or device, and the substitutions its text names.
indirect enum LocalizedUnit: Sendable {
    /// A text with format specifiers, and the substitutions (`%#@name@`) it names.
    case text(String, substitutions: [String: Substitution] = [:])
    /// By CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`) of its number.
    case plural([String: LocalizedUnit])
    /// By device (`iphone`, `ipad`, …, `other`).
    case device([String: LocalizedUnit])

    /// A substitution: the argument it takes (1-based; nil: the one its `%#@name@` takes), the
    /// specifier that argument is printed with, and its texts by plural category.
    struct Substitution: Sendable {
        var argument: Int?
        var specifier: String
        var plural: [String: String]
    }

    /// The text for `arguments` in `language` on `idiom`, filled with numbers spelled in
    /// `language`. Throws `reason` on a specifier without its argument.
    func text(_ arguments: [String], language: String, idiom: Idiom) throws(LocalizedFormat.FormatFailure) -> String {
        switch self {
        case let .text(template, substitutions):
            let numbers = LocalizedFormat.NumberSpelling.locale(language)
            return try LocalizedFormat.format(template, arguments, numbers: numbers) { name, argument throws(LocalizedFormat.FormatFailure) in
                guard let substitution = substitutions[name] else {
                    throw LocalizedFormat.FormatFailure(reason: "the substitution %#@\(name)@ that it does not define")
                }
                var value = argument
                if let index = substitution.argument {
                    guard arguments.indices.contains(index - 1) else {
                        throw LocalizedFormat.FormatFailure(
                            reason: "its substitution \(name) takes argument \(index), and \(arguments.count) are given")
                    }
                    value = arguments[index - 1]
                }
                let chosen = try LocalizedUnit.category(value, language: language, of: substitution.plural, name: name)
                // Inside a substitution `%arg` (and a bare specifier) print its own argument.
                let own = chosen.replacingOccurrences(of: "%arg", with: "%" + substitution.specifier)
                return try LocalizedFormat.format(own, [value], numbers: numbers)
            }
        case let .plural(categories):
            guard let number = arguments.first(where: { Double($0) != nil }) else {
                throw LocalizedFormat.FormatFailure(reason: "its plural variations need a number among the arguments, and none is given")
            }
            let chosen = try LocalizedUnit.category(number, language: language, of: categories, name: "plural")
            return try chosen.text(arguments, language: language, idiom: idiom)
        case let .device(devices):
            guard let unit = devices[idiom.rawValue] ?? devices["other"] ?? devices.sorted(by: { $0.key < $1.key }).first?.value else {
                throw LocalizedFormat.FormatFailure(reason: "its device variations are empty")
            }
            return try unit.text(arguments, language: language, idiom: idiom)
        }
    }

    /// The entry of `table` for `argument`'s CLDR plural category in `language`, else `other`.
    static func category<Value>(_ argument: String, language: String, of table: [String: Value], name: String) throws(LocalizedFormat.FormatFailure)
        -> Value
    {
        guard let number = Double(argument) else {
            throw LocalizedFormat.FormatFailure(reason: "\(name) chooses by a number, and its argument is \(JSONValue.echo(argument))")
        }
        let category = PluralRules.category(of: number, locale: language)
        guard let value = table[category] ?? table["other"] else {
            throw LocalizedFormat.FormatFailure(reason: "\(name) has no \(JSONValue.echo(category)) nor \"other\" form")
        }
        return value
    }
}

extension LocalizedFormat.NumberSpelling {
    /// Numbers as `String(localized:)`, `String.localizedStringWithFormat` and SwiftUI's `Text`
    /// fill them in `language`: its digits, grouping and decimal sign (`1,234` in English,
    /// `1.234` and `2,5` in German, `۱٬۲۳۴` in Persian), from the ICU data Foundation carries. A
    /// `Base.lproj` text is the development language's, English.
    static func locale(_ language: String) -> Self {
        let locale = Locale(identifier: language == "Base" ? "en" : language)
        let whole = IntegerFormatStyle<Int>(locale: locale)
        return Self(
            whole: { whole.format($0) },
            decimal: { value, places in FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(places)).format(value) })
    }
}
