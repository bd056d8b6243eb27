/// An app's own files as a scenario names them (`"assetCatalogs"`, `"stringCatalogs"`): what the
/// format asks of them while a variant is decoded (docs/SCENARIO.md, "The app's own files").
/// DropShotRender reads them from disk (`AppFiles`); the format, which reads no file, knows only
/// this.
public protocol AppResources: Sendable {
    /// The colour set `name` (`Accent`, `Brand/Accent`) of the first asset catalog that has one,
    /// at `screen`, in sRGB; nil when none has it. A malformed set throws, naming its file.
    func color(named name: String, for screen: ColorScreen) throws(ScenarioError) -> Scenario.Color?
    /// The languages the string catalogs hold, in order (the locales golden names may spell).
    var languages: [String] { get }
    /// The first string catalog's source language; nil without string catalogs.
    var sourceLanguage: String? { get }
    /// The text of `key` in `locale` (else in its catalog's source language), its variations
    /// chosen for `arguments` and `idiom` and its specifiers filled with `arguments`; nil when no
    /// string catalog has the key.
    func string(_ key: String, locale: String, arguments: [String], idiom: Idiom) throws(ScenarioError) -> String?
}

/// Opens the app's files a scenario names, `assetCatalogs` and `stringCatalogs` as the file
/// lists them. An error names the key (`assetCatalogs[1]`) or the catalog's own file
/// (`ScenarioError.file`).
public typealias AppFileOpener = @Sendable (_ assetCatalogs: [String], _ stringCatalogs: [String]) throws(ScenarioError) -> any AppResources

/// The format specifiers of a localized string, as Foundation's `String(format:)` fills them:
/// `%@`, `%d`, `%i`, `%u`, `%ld`, `%lld`, `%lu`, `%llu`, `%f` (with a precision, `%.1f`),
/// positional ones (`%1$@`, `%2$lld`), `%%`, and a catalog's substitutions (`%#@name@`).
package enum LocalizedFormat {
    /// One specifier: the argument it takes (from 0) and its conversion (`@`, `d`, `f`, …), or a
    /// substitution's name.
    struct Specifier: Equatable, Sendable {
        /// The argument's index, from 0.
        var argument: Int
        /// `@`, `d`, `u`, `x`, `X` or `f`; `#` for a substitution.
        var conversion: Character
        /// The digits after the point of `%.Nf`.
        var precision: Int?
        /// A substitution's name (`%#@count@`).
        var substitution: String?
    }

    /// The parts of `template`: literal text and specifiers, in order. Throws for a
    /// specifier it does not read.
    static func parse(_ template: String) throws(FormatFailure) -> [Part] {
        var parts: [Part] = [], literal = "", next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            literal += rest[..<percent]
            var cursor = rest.index(after: percent)
            guard cursor < rest.endIndex else { throw FormatFailure(reason: "a lone \"%\" at its end") }
            if rest[cursor] == "%" {
                literal.append("%")
                rest = rest[rest.index(after: cursor)...]
                continue
            }
            // `%1$` names its argument; the others take the next one.
            var argument: Int?
            let digits = rest[cursor...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest[digits.endIndex...].first == "$", let position = Int(digits), position >= 1 {
                argument = position - 1
                cursor = rest.index(after: digits.endIndex)
            }
            if rest[cursor...].hasPrefix("#@") {
                let nameStart = rest.index(cursor, offsetBy: 2)
                guard let end = rest[nameStart...].firstIndex(of: "@") else { throw FormatFailure(reason: "\"%#@\" without its closing \"@\"") }
                if !literal.isEmpty { parts.append(.text(literal)); literal = "" }
                let index = argument ?? next
                next = index + 1
                parts.append(.specifier(Specifier(argument: index, conversion: "#", substitution: String(rest[nameStart..<end]))))
                rest = rest[rest.index(after: end)...]
                continue
            }
            var precision: Int?
            if rest[cursor...].first == "." {
                let after = rest.index(after: cursor)
                let places = rest[after...].prefix { $0.isASCII && $0.isNumber }
                guard let value = Int(places), value <= 15 else { throw FormatFailure(reason: "a precision that is not 0 to 15 digits") }
                precision = value
                cursor = places.endIndex
            }
            while rest[cursor...].first == "l" || rest[cursor...].first == "h" || rest[cursor...].first == "q" { cursor = rest.index(after: cursor) }
            guard let conversion = rest[cursor...].first, "@difuxX".contains(conversion) else {
                let shown = rest[percent...].prefix(6)
                throw FormatFailure(
                    reason:
                        "the specifier \(JSONValue.echo(String(shown))) (DropShot fills %@, %d, %i, %u, %x, %f, %lld, positional %1$@, %% and %#@name@)"
                )
            }
            if !literal.isEmpty { parts.append(.text(literal)); literal = "" }
            let index = argument ?? next
            next = index + 1
            parts.append(.specifier(Specifier(argument: index, conversion: conversion == "i" ? "d" : conversion, precision: precision)))
            rest = rest[rest.index(after: cursor)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.text(literal)) }
        return parts
    }

    /// A part of a template.
    enum Part: Equatable, Sendable {
        /// Text as it is.
        case text(String)
        /// A specifier to fill.
        case specifier(Specifier)
    }

    /// Why a template or its arguments cannot be filled.
    package struct FormatFailure: Error, Sendable {
        /// On one line.
        package var reason: String
        /// A failure saying `reason`.
        package init(reason: String) { self.reason = reason }
    }

    /// How numbers are spelled when a specifier fills them: `plain` as `String(format:)` spells
    /// them (ASCII digits, no grouping, a point); the app's catalogs are filled in their language's
    /// spelling (DropShotRender's `NumberSpelling.locale`), as `String(localized:)` fills them.
    package struct NumberSpelling: Sendable {
        /// A whole number (`%d`, `%lld`, `%u`).
        package var whole: @Sendable (Int) -> String
        /// A number with `places` digits after the decimal sign (`%f`, `%.1f`).
        package var decimal: @Sendable (_ value: Double, _ places: Int) -> String

        /// A spelling from its two parts.
        package init(whole: @escaping @Sendable (Int) -> String, decimal: @escaping @Sendable (_ value: Double, _ places: Int) -> String) {
            self.whole = whole
            self.decimal = decimal
        }

        /// `String(format:)`'s: `1234`, `2.5`.
        package static let plain = NumberSpelling(whole: { String($0) }, decimal: { LocalizedFormat.fixed($0, places: $1) })
    }

    /// `template` with its specifiers filled from `arguments`, numbers spelled by `numbers`; a
    /// substitution (`%#@name@`) is filled by `substitute(name, argument)`. Throws when an
    /// argument is missing or is no number for a numeric specifier.
    package static func format(
        _ template: String, _ arguments: [String], numbers: NumberSpelling = .plain,
        substitute: (_ name: String, _ argument: String) throws(FormatFailure) -> String = { name, _ throws(FormatFailure) in
            throw FormatFailure(reason: "the substitution %#@\(name)@ that nothing defines")
        }
    ) throws(FormatFailure) -> String {
        var out = ""
        for part in try parse(template) {
            switch part {
            case let .text(text): out += text
            case let .specifier(specifier):
                guard arguments.indices.contains(specifier.argument) else {
                    throw FormatFailure(
                        reason:
                            "it takes at least \(specifier.argument + 1) argument\(specifier.argument == 0 ? "" : "s"), and \(arguments.count) \(arguments.count == 1 ? "is" : "are") given"
                    )
                }
                let argument = arguments[specifier.argument]
                if let name = specifier.substitution {
                    out += try substitute(name, argument)
                } else {
                    out += try fill(argument, specifier, numbers)
                }
            }
        }
        return out
    }

    /// One argument as `specifier` prints it, numbers spelled by `numbers` (`%x` is always plain).
    static func fill(_ argument: String, _ specifier: Specifier, _ numbers: NumberSpelling) throws(FormatFailure) -> String {
        switch specifier.conversion {
        case "@": return argument
        case "f":
            guard let value = Double(argument), value.isFinite else {
                throw FormatFailure(reason: "argument \(specifier.argument + 1), \(JSONValue.echo(argument)), is not a number for %f")
            }
            return numbers.decimal(value, specifier.precision ?? 6)
        default:
            guard let value = Int(argument) else {
                throw FormatFailure(
                    reason: "argument \(specifier.argument + 1), \(JSONValue.echo(argument)), is not a whole number for %\(specifier.conversion)")
            }
            switch specifier.conversion {
            case "x": return String(value, radix: 16)
            case "X": return String(value, radix: 16, uppercase: true)
            case "u": return value < 0 ? String(UInt(bitPattern: value)) : numbers.whole(value)
            default: return numbers.whole(value)
            }
        }
    }

    /// `value` with `places` digits after the point, rounded half away from zero (as `%.Nf` prints
    /// a decimal argument).
    static func fixed(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return String(value) }
        let digits = String(Int(scaled))
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let whole = padded.dropLast(places), fraction = padded.suffix(places)
        return (value < 0 && scaled > 0 ? "-" : "") + whole + (places > 0 ? "." + fraction : "")
    }
}
