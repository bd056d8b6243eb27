import DropShotEngine
import Foundation
import TestUtilities
import Testing

/// The decoder and `dropshot schema` judge the same inputs alike (issue "the scenario format
/// described once", point 3): random single-value mutations of every committed scenario (an
/// unknown key, a wrong type, a number out of range, an empty or nonsense string, an array too
/// short or too long) get the same verdict from `Scenario(json:)` and from an independent
/// validator (Python's jsonschema, installed by scripts/test), except where the decoder refuses by
/// a rule across values, which a schema cannot state (the error names it: `ScenarioRule`).
@Suite struct SchemaDifferentialTests {
    static let python = executable(named: "DROPSHOT_JSONSCHEMA_PYTHON")

    /// Mutants the random ones may miss: values the schema once accepted and the decoder refuses.
    static var known: [Mutant] {
        let colors = Array(repeating: "\"#123456\"", count: 65).joined(separator: ", ")
        let longName = String(repeating: "a", count: 101)
        let json = [
            ##"{"collections": [], "theme": {"palette": []}}"##,
            ##"{"collections": [], "theme": {"palette": [COLORS]}}"##.replacingOccurrences(of: "COLORS", with: colors),
            ##"{"collections": [], "checkpoints": [{"name": "a/b", "step": 0}]}"##,
            ##"{"collections": [], "checkpoints": [{"name": ".hidden", "step": 0}]}"##,
            ##"{"collections": [], "checkpoints": [{"name": "LONG", "step": 0}]}"##.replacingOccurrences(of: "LONG", with: longName),
            ##"{"collections": [{"id": "l", "role": "list", "sections": []}]}"##,
            ##"{"collections": [{"id": "l", "role": "list", "cell": {"shape": {"fill": "blue"}}}]}"##,
            ##"{"collections": [{"id": "l", "role": "list", "cell": {"text": "x", "when": "due"}}]}"##,
            // The review of the format module's issue: each once accepted by the schema alone.
            ##"{"colors": {"1card": "#FFFFFF"}, "collections": []}"##,
            ##"{"strings": {"english": {"x": "X"}}, "collections": []}"##,
            ##"{"templates": {"": {"text": "{label}"}}, "collections": []}"##,
            ##"{"collections": [{"id": "l", "role": "list", "items": [{"id": "a", "fields": {"id": "x"}}]}]}"##,
            ##"{"decorations": [{"frame": [0, 0, 10, 10], "cell": "x", "fields": {"label": "x"}}], "collections": []}"##,
            ##"{"fonts": [{"family": "X", "file": "x.ttf", "index": 0, "face": "X"}], "collections": []}"##,
            ##"{"canvas": {"orientation": "landscape"}, "collections": []}"##,
            ##"{"variants": [{"name": "a11y", "appearance": "dark"}], "collections": []}"##,
            // Shares of the safe area in frames of edges: the pattern says what the decoder reads.
            ##"{"collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": "1/0", "top": 0, "height": 10}}]}"##,
            ##"{"collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": "1/0000001", "top": 0, "height": 10}}]}"##,
            ##"{"collections": [{"id": "l", "role": "list", "frame": {"leading": "33.3333333%", "width": 10, "top": 0, "height": 10}}]}"##,
            ##"{"collections": [{"id": "l", "role": "list", "frame": {"leading": "-1/3", "width": 10, "top": 0, "height": 10}}]}"##,
            ##"{"collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": "1/3", "top": 0, "height": "1/4"}}]}"##,
            // Rules of one value the decoder alone stated (one field model): two edges an axis, an
            // axis in a matrix, a value in a condition's list.
            ##"{"collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "trailing": 0, "width": 10, "top": 0, "height": 10}}]}"##,
            ##"{"collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "top": 0, "height": 10}}]}"##,
            ##"{"collections": [{"id": "l", "role": "list", "frame": {"leading": 0, "width": 10, "bottom": 0}}]}"##,
            ##"{"variants": {}, "collections": []}"##,
            ##"{"variants": {"exclude": []}, "collections": []}"##,
            ##"{"variants": {"appearance": ["light", "dark"]}, "overrides": [{"when": {"device": []}}], "collections": []}"##,
            ##"{"variants": [{"name": "n", "appearance": "dark"}], "overrides": [{"when": {"variant": []}}], "collections": []}"##,
            ##"{"variants": {"appearance": ["light", "dark"], "exclude": [{"appearance": []}]}, "collections": []}"##,
            // Bands that grow with a text style, and a stack's axis at the accessibility sizes.
            ##"{"config": {"titleHeight": {"points": 44}}, "collections": []}"##,
            ##"{"config": {"titleHeight": {"points": 44, "relativeTo": "headline", "x": 1}}, "collections": []}"##,
            ##"{"config": {"sectionHeaderHeight": {"points": 28, "relativeTo": "footnote"}}, "collections": []}"##,
            ##"{"collections": [{"id": "l", "role": "list", "cell": {"stack": {"accessibilityAxis": "diagonal"}}}]}"##,
        ]
        return json.map { Mutant(what: $0, json: try! JSONValue.parse($0)) }
    }

    /// One mutant: the mutation's description and the mutated scenario.
    struct Mutant { var what: String; var json: JSONValue }

    /// Every value of `json` with its path, objects' and arrays' included.
    static func paths(_ json: JSONValue, _ path: [PathStep] = []) -> [[PathStep]] {
        var found = [path]
        switch json {
        case let .object(members): for (key, value) in members { found += paths(value, path + [.key(key)]) }
        case let .array(elements): for (index, value) in elements.enumerated() { found += paths(value, path + [.index(index)]) }
        default: break
        }
        return found
    }

    enum PathStep: CustomStringConvertible {
        case key(String)
        case index(Int)
        var description: String {
            switch self {
            case let .key(key): ".\(key)";
            case let .index(index): "[\(index)]"
            }
        }
    }

    static func value(at path: ArraySlice<PathStep>, in json: JSONValue) -> JSONValue? {
        guard let step = path.first else { return json }
        switch (step, json) {
        case let (.key(key), .object(members)): return members.first { $0.key == key }.flatMap { value(at: path.dropFirst(), in: $0.value) }
        case let (.index(index), .array(elements)): return elements.indices.contains(index) ? value(at: path.dropFirst(), in: elements[index]) : nil
        default: return nil
        }
    }

    static func replacing(_ path: ArraySlice<PathStep>, in json: JSONValue, with new: JSONValue) -> JSONValue {
        guard let step = path.first else { return new }
        switch (step, json) {
        case let (.key(key), .object(members)):
            return .object(members.map { $0.key == key ? ($0.key, replacing(path.dropFirst(), in: $0.value, with: new)) : $0 })
        case let (.index(index), .array(elements)):
            var elements = elements
            elements[index] = replacing(path.dropFirst(), in: elements[index], with: new)
            return .array(elements)
        default: return json
        }
    }

    /// The mutations of the value at one path, chosen by `rng`.
    static func mutations(of value: JSONValue, using rng: inout SplitMix64) -> [(String, JSONValue)] {
        switch value {
        case let .object(members):
            var keyless = members, renamed = members
            if !keyless.isEmpty { keyless.remove(at: Int.random(in: keyless.indices, using: &rng)) }
            // A key renamed to a name some dictionary of the format refuses (a colour's, a
            // locale's, a template's, a field's, a variant's).
            let name = ["", "1card", "id", "label", "english", "a11y", "x"][Int.random(in: 0..<7, using: &rng)]
            if !renamed.isEmpty { renamed[Int.random(in: renamed.indices, using: &rng)].key = name }
            return [
                ("an unknown key", .object(members + [("bogusKey", .number(1))])), ("a key removed", .object(keyless)),
                ("an array for an object", .array([])), ("a key renamed \(JSONValue.echo(name))", .object(renamed)),
            ]
        case let .array(elements):
            var longer = elements
            longer.append(elements.last ?? .number(0))
            return [
                ("one element more", .array(longer)), ("one element fewer", .array(Array(elements.dropLast()))),
                ("an empty array", .array([])), ("a string for an array", .string("x")),
            ]
        case let .string(text):
            return [
                ("an empty string", .string("")), ("a nonsense string", .string("zz\u{1}/..?\(text.prefix(3))")),
                ("a number for a string", .number(7)),
                ("a long string", .string(String(repeating: "a", count: 101))),
            ]
        case let .number(number):
            return [
                ("a huge number", .number(1e12)), ("a negative number", .number(-abs(number) - 1)), ("a fraction", .number(number + 0.5)),
                ("zero", .number(0)), ("a string for a number", .string("7")),
            ]
        case let .bool(flag):
            return [("a string for a boolean", .string(flag ? "yes" : "no")), ("a number for a boolean", .number(1))]
        case .null:
            return [("a number for null", .number(1))]
        }
    }

    /// At least `count` mutants of the committed scenarios, the same ones on every run.
    static func mutants(count: Int) throws -> [Mutant] {
        var rng = SplitMix64(state: 50)
        // The committed scenarios, and one with the forms none of them uses: named variants and an
        // override, colours and strings by name, a font by face, a device turned.
        let rich = ##"""
            { "canvas": {"device": "iPhone SE", "orientation": "landscape"},
              "colors": {"card": {"light": "#FFFFFF", "dark": "#1C1C1E"}}, "strings": {"en": {"todo": "To do"}, "ja": {"todo": "未着手"}},
              "fonts": [{"family": "Serif", "file": "serif.ttc", "face": "Serif-Bold", "weight": "bold"}],
              "templates": {"card": {"text": "{title}"}},
              "variants": [{"name": "night", "appearance": "dark", "locale": "ja"}, {"name": "large", "contentSize": "AX3"}],
              "overrides": [{"when": {"variant": "large"}, "config": {"fixedCellSize": [300, 80]}}],
              "collections": [{"id": "l", "role": "list", "title": "{@todo}", "cell": "card",
                               "items": [{"id": "a", "color": "card", "fields": {"title": "A"}}]}] }
            """##
        let scenarios =
            try SchemaCommandTests.committedScenarios().map { ($0.name, try JSONValue.parse($0.json)) } + [("rich", try JSONValue.parse(rich))]
        var mutants: [Mutant] = []
        while mutants.count < count {
            for (name, json) in scenarios where mutants.count < count {
                let all = paths(json)
                let path = all[Int.random(in: all.indices, using: &rng)]
                guard let original = value(at: path[...], in: json) else { continue }
                let choices = mutations(of: original, using: &rng)
                let (what, new) = choices[Int.random(in: choices.indices, using: &rng)]
                let location = path.isEmpty ? "the root" : path.map(\.description).joined()
                mutants.append(Mutant(what: "\(name): \(what) at \(location)", json: replacing(path[...], in: json, with: new)))
            }
        }
        return mutants
    }

    @Test(.enabled(if: python != nil, "needs Python's jsonschema (DROPSHOT_JSONSCHEMA_PYTHON, installed by scripts/test)"))
    func theDecoderAndTheSchemaGiveEveryMutantTheSameVerdict() throws {
        let mutants = Self.known + (try Self.mutants(count: 1200))
        let workspace = try Workspace()
        let schema = try workspace.write("schema.json", try dropshot("schema").stdout)
        let input = try workspace.write(
            "mutants.json", String(decoding: JSONValue.array(mutants.map(\.json)).serializedUTF8(exactNumbers: true), as: UTF8.self))
        let check = try run(
            URL(fileURLWithPath: Self.python!),
            [
                "-c",
                """
                import json, sys
                from jsonschema import Draft202012Validator
                validator = Draft202012Validator(json.load(open(sys.argv[1])))
                for mutant in json.load(open(sys.argv[2])):
                    errors = list(validator.iter_errors(mutant))
                    print("ok" if not errors else "invalid " + errors[0].message[:160].replace("\\n", " "))
                """, schema, input,
            ])
        #expect(check.status == 0, "\(check.stderr)")
        let verdicts = check.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        try #require(verdicts.count == mutants.count)
        var disagreements: [String] = [], crossValue = 0, refused = 0
        for (mutant, schemaVerdict) in zip(mutants, verdicts) {
            let bytes = mutant.json.serializedUTF8(exactNumbers: true)
            var decoderError: String?, rule: ScenarioRule?
            do { _ = try Scenario(json: bytes) } catch { (decoderError, rule) = (error.description, error.rule) }
            if decoderError != nil { refused += 1 }
            switch (decoderError, schemaVerdict == "ok") {
            case (nil, true), (_?, false): continue
            case let (error?, true):
                // A rule across values (the error names it) is one no schema states.
                if rule != nil { crossValue += 1; continue }
                disagreements.append("\(mutant.what): the decoder refuses (\(error)), the schema accepts")
            case (nil, false):
                disagreements.append("\(mutant.what): the schema refuses (\(schemaVerdict)), the decoder accepts")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(mutants.count):\n\(disagreements.prefix(40).joined(separator: "\n"))")
        // The mutants mean something: most are refused, and most refusals are the schema's too.
        #expect(refused > mutants.count / 2 && crossValue < refused / 3, "\(refused) refused, \(crossValue) by rules across values")
        print("SchemaDifferentialTests: \(mutants.count) mutants, \(refused) refused by the decoder, \(crossValue) of them by rules across values")
    }
}
