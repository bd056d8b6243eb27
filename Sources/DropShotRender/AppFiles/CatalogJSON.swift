import DropShotEngine
import DropShotSystem

/// Reading an app catalog's JSON (`Contents.json`, `.xcstrings`): typed values out of a
/// `JSONValue`, each error naming the catalog's file and the value's JSON path.
struct CatalogJSON {
    /// The catalog's file, as errors name it.
    let file: String
    /// The value's JSON path (`colors[1].color.components.red`).
    let path: String
    /// The value.
    let value: JSONValue

    /// The file's top-level value.
    static func parse(_ bytes: [UInt8], file: String) throws(ScenarioError) -> CatalogJSON {
        do { return CatalogJSON(file: file, path: "", value: try JSONValue.parse(bytes)) } catch {
            throw ScenarioError(path: "", message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)", file: file)
        }
    }

    /// An error about this value.
    func error(_ message: String) -> ScenarioError { ScenarioError(path: path, message: message, file: file) }

    /// The member `key`, nil when absent; an error when this is no object.
    func member(_ key: String) throws(ScenarioError) -> CatalogJSON? {
        guard case let .object(members) = value else { throw error("expected an object, found \(CatalogJSON.describe(value))") }
        guard let found = members.first(where: { $0.key == key })?.value else { return nil }
        return CatalogJSON(file: file, path: path.isEmpty ? key : "\(path).\(key)", value: found)
    }

    /// The member `key`, which must be there.
    func required(_ key: String) throws(ScenarioError) -> CatalogJSON {
        guard let found = try member(key) else { throw error("expected the key \(JSONValue.echo(key))") }
        return found
    }

    /// The members of this object, in the file's order.
    func members() throws(ScenarioError) -> [(key: String, value: CatalogJSON)] {
        guard case let .object(members) = value else { throw error("expected an object, found \(CatalogJSON.describe(value))") }
        return members.map { ($0.key, CatalogJSON(file: file, path: path.isEmpty ? $0.key : "\(path).\($0.key)", value: $0.value)) }
    }

    /// The elements of this array.
    func elements() throws(ScenarioError) -> [CatalogJSON] {
        guard case let .array(elements) = value else { throw error("expected an array, found \(CatalogJSON.describe(value))") }
        return elements.enumerated().map { CatalogJSON(file: file, path: "\(path)[\($0.offset)]", value: $0.element) }
    }

    /// This value as a string.
    func string() throws(ScenarioError) -> String {
        guard case let .string(text) = value else { throw error("expected a string, found \(CatalogJSON.describe(value))") }
        return text
    }
}

extension CatalogJSON {
    /// A value as an error shows what was found: its kind, and a short echo of a string.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case let .string(text): "the string \(JSONValue.echo(text))"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension CatalogJSON {
    /// How errors name the `Contents.json` of the catalog folder shown as `folder`.
    static func contentsFile(_ folder: String) -> String { folder + "/Contents.json" }

    /// The `Contents.json` of the catalog folder `folder` (a group or a set, shown as `shown`),
    /// read and parsed; nil when it has none inside the allowed `folders`.
    static func contents(of folder: String, shownAs shown: String, folders: AssetFolders) throws(ScenarioError) -> CatalogJSON? {
        guard case let .inside(real) = folders.resolve(folder + "/Contents.json") else { return nil }
        let file = contentsFile(shown)
        return try parse(try readCatalogFile(real, shownAs: file, limit: AssetCatalog.maxContentsBytes), file: file)
    }

    /// The same for a set, which must have one.
    static func requiredContents(of folder: String, shownAs shown: String, folders: AssetFolders) throws(ScenarioError) -> CatalogJSON {
        guard let json = try contents(of: folder, shownAs: shown, folders: folders) else {
            throw ScenarioError(path: "", message: "cannot read it (missing, or outside the allowed folders)", file: contentsFile(shown))
        }
        return json
    }
}
