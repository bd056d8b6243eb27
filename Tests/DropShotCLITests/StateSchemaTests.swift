import DropShotEngine
import Foundation
import TestUtilities
import Testing

@testable import DropShotFormat

/// `dropshot schema --state` (docs/state.schema.json) states what `dropshot state` prints: every
/// gallery scenario's state, with its accessibility elements and host calls, has only the keys
/// `StateFormat` lists, in its order, each of the JSON it says; and Python's jsonschema agrees.
@Suite struct StateSchemaTests {
    /// `dropshot state --accessibility --callbacks` of every gallery scenario.
    static func galleryStates() throws -> [(name: String, text: String)] {
        let gallery = packageRoot.appendingPathComponent("Sources/DropShotRender/Gallery")
        let files = try FileManager.default.contentsOfDirectory(atPath: gallery.path).filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { file in
            let run = try dropshot("state", "--accessibility", "--callbacks", gallery.appendingPathComponent(file).path)
            #expect(run.status == 0, "\(file): \(run.stderr)")
            return (file, run.stdout)
        }
    }

    @Test func everyGalleryStateHasTheKeysOfTheStateFormatInItsOrder() throws {
        var seen = Set<String>()
        for (name, text) in try Self.galleryStates() {
            let json = try JSONValue.parse(text)
            let problems = Self.mismatches(json, StateFormat.shape, at: "", seen: &seen)
            #expect(problems.isEmpty, "\(name): \(problems.prefix(3).joined(separator: "; "))")
        }
        // The gallery reaches the parts that only some states have.
        for path in ["freeViews", "announcements", "selection", "accessibility", "callbacks", "collections[].sections", "drag.proposal"] {
            #expect(seen.contains(path), "no gallery state has \(path)")
        }
    }

    /// A mutated state is caught: a key out of order, an unknown key, a missing one, a wrong type.
    @Test func theWalkerRefusesWhatTheFormatDoesNotSay() throws {
        var seen = Set<String>()
        let good = try JSONValue.parse(try #require(try Self.galleryStates().first).text)
        #expect(Self.mismatches(good, StateFormat.shape, at: "", seen: &seen).isEmpty)
        guard case let .object(members) = good else { Issue.record("a state is an object"); return }
        let mutants: [[(key: String, value: JSONValue)]] = [
            [members[1], members[0]] + members.dropFirst(2),
            members + [("extra", .bool(true))],
            Array(members.dropFirst()),
            [("canvas", .string("390x844"))] + members.dropFirst(),
        ]
        for mutant in mutants { #expect(!Self.mismatches(.object(mutant), StateFormat.shape, at: "", seen: &seen).isEmpty) }
    }

    @Test(.enabled(if: SchemaDifferentialTests.python != nil, "needs Python's jsonschema (DROPSHOT_JSONSCHEMA_PYTHON, installed by scripts/test)"))
    func anIndependentValidatorAcceptsEveryGalleryState() throws {
        let workspace = try Workspace()
        let schema = try workspace.write("state.schema.json", try dropshot("schema", "--state").stdout)
        let states = try Self.galleryStates()
        let verdicts = try independentVerdicts(schema: schema, files: try states.map { try workspace.write($0.name, $0.text) })
        for (state, verdict) in zip(states, verdicts) { #expect(verdict == "ok", "\(state.name): \(verdict)") }
    }

    /// What in `value` the shape does not allow: keys it does not list or lists earlier, missing
    /// required keys, values of another JSON type. `seen` collects the object paths met.
    static func mismatches(_ value: JSONValue, _ shape: JSONShape, at path: String, seen: inout Set<String>) -> [String] {
        switch (shape, value) {
        case (.boolean, .bool), (.null, .null), (.string, .string), (.number, .number): return []
        case let (.integer(min, max), .number(n)): return n == n.rounded() && n >= Double(min) && n <= Double(max) ? [] : ["\(path): \(n)"]
        case let (.oneOf(values), .string(s)): return values.contains(s) ? [] : ["\(path): \(s) is not one of \(values)"]
        case let (.array(element, count, _, _), .array(elements)):
            if let count, elements.count != count { return ["\(path): \(elements.count) elements, not \(count)"] }
            return elements.flatMap { mismatches($0, element, at: path + "[]", seen: &seen) }
        case let (.anyOf(shapes), _):
            for shape in shapes {
                var probe = seen
                if mismatches(value, shape, at: path, seen: &probe).isEmpty {
                    seen = probe
                    return []
                }
            }
            return ["\(path): none of its forms"]
        case let (.object(keys, required), .object(members)):
            if !path.isEmpty { seen.insert(path) }
            var problems: [String] = []
            var next = 0
            for (key, member) in members {
                let child = path.isEmpty ? key : path + "." + key
                guard let index = keys.firstIndex(where: { $0.key == key }) else {
                    problems.append("\(child): not a key of the state format")
                    continue
                }
                if index < next { problems.append("\(child): out of the format's order") }
                next = index + 1
                seen.insert(child)
                problems += mismatches(member, keys[index].shape, at: child, seen: &seen)
            }
            for key in required where !members.contains(where: { $0.key == key }) { problems.append("\(path).\(key): missing") }
            return problems
        default: return ["\(path): \(JSONReader.describe(value)) is not of its shape"]
        }
    }
}
