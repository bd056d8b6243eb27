import DropShotEngine
import DropShotRaster

/// The fonts a scenario brings (`"fonts"`), loaded, and how names resolve: a scenario face by its
/// family (and "-Bold" / " Bold" for its bold face), else a bundled face. Every chain falls back
/// on the scenario's faces in order, then on the bundled ones.
public struct FontSet: Sendable {
    /// The scenario's faces in the order it lists them.
    public let faces: [(spec: FontSpec, font: Font)]

    /// A set of the scenario's `faces`, in fallback order (none: the bundled fonts alone).
    public init(faces: [(spec: FontSpec, font: Font)] = []) { self.faces = faces }

    /// The face `name` picks, nil when neither the scenario nor the bundle has it.
    public func font(named name: String) throws(FontError) -> Font? {
        if let face = faces.first(where: { $0.spec.names.contains(name) }) { return face.font }
        guard FontLibrary.names[name] != nil else { return nil }
        return try FontLibrary.font(named: name)
    }

    /// Whether `name` names a face.
    public func knows(_ name: String) -> Bool {
        faces.contains { $0.spec.names.contains(name) || $0.spec.family == name } || FontLibrary.names[name] != nil
    }

    /// The weights the scenario gives family `name` (empty: not a family of the scenario's).
    public func weights(ofFamily name: String) -> [FontSpec.Weight] { faces.filter { $0.spec.family == name }.map(\.spec.weight) }

    /// The `bold` argument of `chain(named:bold:)` that `name` serves in some weight: true for a
    /// bold-only family of the scenario's, else nil (the face the name itself names).
    public func servedWeight(of name: String) -> Bool? { weights(ofFamily: name) == [.bold] ? true : nil }

    /// `name`'s family in one weight (`bold` nil: `name` itself): "X" and "X-Bold" (or "X Bold").
    /// A name with no such sibling is used as it is.
    public func resolve(_ name: String, bold: Bool?) -> String {
        guard let bold else { return name }
        let family = family(of: name)
        return (bold ? [family + "-Bold", family + " Bold"] : [family]).first(where: knows) ?? name
    }

    /// The family a face name belongs to: `name` without "-Bold" or " Bold".
    public func family(of name: String) -> String {
        for suffix in ["-Bold", " Bold"] where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return name
    }

    /// The chain text in `name` (made `bold` or not) is drawn with: that face, the scenario's faces
    /// of its weight, the bundled faces of its weight, then the faces of the other weight (the
    /// scenario's, then the bundled ones). The weight is the one asked for, never guessed from a
    /// font file's flags, so a bold title in a script the scenario's fonts lack stays bold.
    public func chain(named name: String, bold: Bool? = nil) throws(FontError) -> FontChain {
        let resolved = resolve(name, bold: bold)
        // A family the scenario gives only some faces of serves those (a bold-only family, bold text).
        let family = family(of: name), found = try font(named: resolved), weights = weights(ofFamily: family)
        if found == nil, !weights.isEmpty {
            let asked: FontSpec.Weight = bold == true ? .bold : .regular
            throw FontError(
                message:
                    "font \(JSONValue.echo(name)) has no \(asked.rawValue) face (the scenario gives its \(weights.map(\.rawValue).joined(separator: " and ")) face: name \(JSONValue.echo(weights[0] == .bold ? family + "-Bold" : family)), or add a \(asked.rawValue) file to \"fonts\")"
            )
        }
        guard let primary = found else {
            throw FontError(
                message:
                    "unknown font \(JSONValue.echo(resolved)) (the scenario's fonts: \(faces.isEmpty ? "none" : faces.map(\.spec.family).joined(separator: ", ")); bundled: \(FontLibrary.names.keys.sorted().joined(separator: ", ")))"
            )
        }
        let weight: FontSpec.Weight = resolved.hasSuffix("Bold") ? .bold : .regular
        let bold = weight == .bold
        let bundled = try FontLibrary.fallbacks(bold: bold)
        let bundledSameWeight = bundled.filter { $0.isBold == bold }
        return FontChain(
            [primary] + faces.filter { $0.spec.weight == weight }.map(\.font) + bundledSameWeight
                + faces.filter { $0.spec.weight != weight }.map(\.font) + bundled.filter { $0.isBold != bold })
    }
}
