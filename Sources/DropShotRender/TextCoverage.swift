import DropShotEngine
import DropShotRaster

/// Every string a scenario draws has a font for each of its characters: a character that no font
/// of the scenario's or the bundle's has is bad input, named with its JSON path and code point,
/// never a replacement box in a PNG.
enum TextCoverage {
    static func check(_ scenario: Scenario, fonts: FontSet, path: String) throws(InputError) {
        let chain: FontChain
        // Every chain holds every face (the other weight after), so any weight the family has will do.
        let name = scenario.config.look.preferredFontName
        do { chain = try fonts.chain(named: name, bold: fonts.servedWeight(of: name)) } catch {
            throw InputError(file: path, message: error.message)
        }
        func covered(_ scalar: Unicode.Scalar) -> Bool { FontChain.needsNoGlyph(scalar) || chain.fonts.contains { $0.covers(scalar) } }
        // Whether each character can be drawn: ASCII answered at once in a table (so the usual
        // label is checked byte by byte), the rest as they are seen, in a dictionary.
        let ascii = (0..<128).map { covered(Unicode.Scalar(UInt8($0))) }
        var others: [UInt32: Bool] = [:]
        func drawable(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.value < 128 { return ascii[Int(scalar.value)] }
            if let known = others[scalar.value] { return known }
            let answer = covered(scalar)
            others[scalar.value] = answer
            return answer
        }
        // Paths are spelled out only for the error: a scenario of 100,000 items checks fast.
        func check(_ text: String, at location: @autoclosure () -> String) throws(InputError) {
            if text.utf8.allSatisfy({ $0 < 0x80 && ascii[Int($0)] }) { return }
            for scalar in text.unicodeScalars {
                guard drawable(scalar) else {
                    let own =
                        fonts.faces.isEmpty ? "none" : fonts.faces.map { "\($0.spec.family) (\($0.spec.weight.rawValue))" }.joined(separator: ", ")
                    let bundled = Set(chain.fonts.filter { font in !fonts.faces.contains { $0.font === font } }.map(\.name)).sorted()
                    let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                    throw InputError(
                        file: path,
                        message:
                            "\(location()): \(JSONValue.echo(String(scalar))) (\(code)) is in no font (the scenario's fonts: \(own); bundled: \(bundled.joined(separator: ", "))): add a font that has it to \"fonts\""
                    )
                }
            }
        }
        func check(_ template: CellTemplate?, at location: @autoclosure () -> String) throws(InputError) {
            for text in template?.texts ?? [] { try check(literal(text.text), at: location()) }
        }
        // Fields are drawn only where a template names them.
        var templates = scenario.collections.flatMap { [$0.cell] + $0.items.map(\.cell) } + scenario.deleteZoneLooks.map(\.cell)
        templates += scenario.freeViews.flatMap { $0.draggables.map(\.item.cell) }
        let drawnFields = Set(templates.compactMap { $0 }.flatMap(\.fieldNames))
        func check(_ item: ItemSpec, at location: @autoclosure () -> String) throws(InputError) {
            try check(item.label, at: location() + ".label")
            if !item.fields.isEmpty && !drawnFields.isEmpty {
                for (name, value) in item.fields.sorted(by: { $0.key < $1.key }) where drawnFields.contains(name) {
                    try check(value, at: location() + ".fields.\(name)")
                }
            }
            try check(item.cell, at: location() + ".cell")
        }
        for (ci, collection) in scenario.collections.enumerated() {
            if let title = collection.title { try check(title, at: "collections[\(ci)].title") }
            for (si, section) in collection.sections.enumerated() {
                if let title = section.title { try check(title, at: "collections[\(ci)].sections[\(si)].title") }
            }
            try check(collection.cell, at: "collections[\(ci)].cell")
            for (ii, item) in collection.items.enumerated() { try check(item, at: collection.itemPath(ii, collection: ci)) }
        }
        for (gi, group) in scenario.freeViews.enumerated() {
            for (di, view) in group.draggables.enumerated() { try check(view.item, at: "freeViews[\(gi)].draggables[\(di)]") }
            for (di, view) in group.droppables.enumerated() {
                if let label = view.label { try check(label, at: "freeViews[\(gi)].droppables[\(di)].label") }
            }
        }
        for (zi, look) in scenario.deleteZoneLooks.enumerated() {
            try check(look.label, at: "deleteZones[\(zi)].label")
            try check(look.cell, at: "deleteZones[\(zi)].cell")
        }
        for (di, decoration) in scenario.decorations.enumerated() {
            try check(decoration.cell, at: "decorations[\(di)].cell")
            for (name, value) in decoration.fields.sorted(by: { $0.key < $1.key }) { try check(value, at: "decorations[\(di)].fields.\(name)") }
        }
        for button in ToolbarButton.allCases {
            try check(scenario.rules.toolbarStyle.buttons[button]?.label ?? "", at: "config.toolbar.\(button.rawValue).label")
        }
    }

    /// A template text without its `{field}` placeholders (the fields' values are checked with their items).
    static func literal(_ text: String) -> String {
        var out = "", inside = false
        for character in text {
            if character == "{" { inside = true } else if character == "}" && inside { inside = false } else if !inside { out.append(character) }
        }
        return out
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
