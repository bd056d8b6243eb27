import DropShotEngine
import DropShotRender
import Foundation
import TestUtilities
import Testing

/// `dropshot schema`: the JSON Schema editors check scenarios with. An independent validator
/// (Python's jsonschema, installed by scripts/test) accepts every committed scenario and rejects
/// what the decoder rejects.
@Suite struct SchemaCommandTests {
    /// Scenarios the decoder refuses, each for a reason a schema can state.
    static let invalid = [
        #"{"collections": [], "bogus": 1}"#,
        #"{"collections": [], "config": {"rearrange": "shuffle"}}"#,
        #"{"collections": [], "config": {"ghostAlpha": 2}}"#,
        #"{"collections": [], "config": {"columns": 2.5}}"#,
        #"{"collections": [{"id": "a", "role": "list", "config": {"resetRule": "emptyTargets"}}]}"#,
        ##"{"collections": [], "config": {"titleColor": "#red"}}"##,
        #"{"collections": [], "config": {"titleColor": "light red"}}"#,
        #"{"collections": [], "events": [{"type": "fly"}]}"#,
        #"{"collections": [], "events": [{"type": "press"}]}"#,
        #"{"collections": [], "events": [{"type": "undo", "collection": "a"}]}"#,
        #"{"collections": [{"id": "a", "role": "list", "cell": {"text": "x", "badge": "y"}}]}"#,
        #"{"collections": [{"id": "a", "role": "list", "items": [{"label": "x"}]}]}"#,
        #"{"collections": [{"id": "a", "role": "list", "items": [{"id": "x", "span": [0, 1]}]}]}"#,
        #"{"collections": [], "canvas": {"scale": 4}}"#,
        #"{"collections": [{"id": "a", "role": "shelf"}]}"#,
        #"{"collections": [], "fonts": [{"family": "X"}]}"#,
        #"{"config": {}}"#,
    ]

    /// Every scenario the project ships: the gallery's, the JSON blocks of the README and the
    /// docs that are whole scenarios, and the benchmark's.
    static func committedScenarios() throws -> [(name: String, json: String)] {
        var scenarios = Gallery.entries.map { ("gallery/\($0.name)", $0.json) }
        for document in ["README.md", "docs/SCENARIO.md", "docs/CLI.md", "docs/RULES.md", "docs/SEEDS.md"] {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
            for (i, block) in text.components(separatedBy: "```json\n").dropFirst().enumerated() {
                // A whole scenario, or a fragment (a top-level key, a collection's, a config key's)
                // placed where it goes; blocks the decoder takes nowhere (elided with "…") are skipped.
                let fragment = block.components(separatedBy: "```")[0]
                let placed = [
                    fragment, #"{"collections": [], "# + fragment + "}",
                    #"{"collections": [{"id": "c", "role": "list", "# + fragment + "}]}",
                    #"{"collections": [], "config": {"# + fragment + "}}",
                ]
                guard let json = placed.first(where: { (try? Scenario(json: Array($0.utf8))) != nil }) else { continue }
                scenarios.append(("\(document) block \(i)", json))
            }
        }
        for file in ["canonical.json", "canonical-template.json"] {
            scenarios.append(
                ("Tools/bench/\(file)", try String(contentsOf: packageRoot.appendingPathComponent("Tools/bench/\(file)"), encoding: .utf8)))
        }
        return scenarios
    }

    @Test func theSchemaNamesEveryConfigKeyWithItsDescription() throws {
        let run = try dropshot("schema")
        #expect(run.status == 0 && run.stderr.isEmpty)
        guard case let .object(root) = try JSONValue.parse(Array(run.stdout.utf8)),
            case let .object(defs)? = root.first(where: { $0.key == "$defs" })?.value,
            case let .object(config)? = defs.first(where: { $0.key == "config" })?.value,
            case let .object(properties)? = config.first(where: { $0.key == "properties" })?.value,
            case let .object(collection)? = defs.first(where: { $0.key == "collectionConfig" })?.value,
            case let .object(collectionProperties)? = collection.first(where: { $0.key == "properties" })?.value
        else {
            Issue.record("no $defs.config.properties in \(run.stdout.prefix(200))")
            return
        }
        #expect(properties.map(\.key) == ConfigKey.all.map(\.name) + ["cell"])
        // A collection's config takes no arena-wide key.
        #expect(collectionProperties.map(\.key) == ConfigKey.all.filter { $0.scope == .collection }.map(\.name))
        for (key, value) in properties {
            guard case let .object(members) = value, case let .string(text)? = members.first(where: { $0.key == "description" })?.value else {
                Issue.record("\(key) has no description")
                continue
            }
            #expect(!text.isEmpty)
        }
    }

    @Test func theDecoderTakesEveryScenarioAndRefusesTheInvalidOnes() throws {
        let scenarios = try Self.committedScenarios()
        #expect(scenarios.count >= Gallery.entries.count + 10)
        for bad in Self.invalid { #expect(throws: ScenarioError.self, "the decoder takes \(bad)") { try Scenario(json: Array(bad.utf8)) } }
    }

    @Test(.enabled(if: SchemaDifferentialTests.python != nil, "needs Python's jsonschema (DROPSHOT_JSONSCHEMA_PYTHON, installed by scripts/test)"))
    func anIndependentValidatorAcceptsEveryScenarioAndRejectsTheInvalidOnes() throws {
        let scenarios = try Self.committedScenarios()
        let workspace = try Workspace()
        let schema = try workspace.write("schema.json", try dropshot("schema").stdout)
        var files: [String] = []
        for (i, scenario) in scenarios.enumerated() { files.append(try workspace.write("good-\(i).json", scenario.json)) }
        for (i, bad) in Self.invalid.enumerated() { files.append(try workspace.write("bad-\(i).json", bad)) }
        let verdicts = try independentVerdicts(schema: schema, files: files)
        for (i, scenario) in scenarios.enumerated() where i < verdicts.count {
            #expect(verdicts[i] == "ok", "\(scenario.name): \(verdicts[i])")
        }
        for (i, bad) in Self.invalid.enumerated() where scenarios.count + i < verdicts.count {
            #expect(verdicts[scenarios.count + i].hasPrefix("invalid"), "the schema accepts \(bad)")
        }
    }

    /// `Scenario.json` of every committed scenario (the docs' fragments bring toolbars, delete
    /// zone looks, free views, decorations, overlays and sections) reads back as the same value.
    @Test func everyCommittedScenarioReadsBackFromItsJSON() throws {
        for (name, json) in try Self.committedScenarios() {
            let decoded = try Scenario(json: Array(json.utf8))
            let written = decoded.json.serializedUTF8(exactNumbers: true)
            #expect(try Scenario(json: written) == decoded, "\(name): \(String(decoding: written, as: UTF8.self))")
        }
    }
    /// docs/RULES.md names only keys and values the format has (it once named
    /// `lineItemAlignment`, which no decoder reads): every backticked camelCase word in it is a
    /// key or a value of `dropshot schema`.
    @Test func theRulesNameOnlyKeysAndValuesThatExist() throws {
        var known: Set<String> = []
        func collect(_ value: JSONValue) {
            switch value {
            case let .object(members):
                for (key, member) in members {
                    known.insert(key)
                    collect(member)
                }
            case let .array(elements): elements.forEach(collect)
            case let .string(text): known.insert(text)
            default: break
            }
        }
        collect(ScenarioSchema.json)
        let rules = try String(contentsOf: packageRoot.appendingPathComponent("docs/RULES.md"), encoding: .utf8)
        let words = rules.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { $0.first?.isLowercase == true && $0.contains(where: \.isUppercase) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
        #expect(words.count >= 5)
        #expect(words.filter { !known.contains($0) }.isEmpty, "not in the format: \(Set(words.filter { !known.contains($0) }).sorted())")
    }
}
