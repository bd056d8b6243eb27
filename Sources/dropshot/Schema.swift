import ArgumentParser
import DropShotEngine
import Foundation

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the scenario format, for editors.",
        discussion: """
            Every key with its type, range, allowed values and a one-line description, what each scope \
            allows, and the template elements. Save it and point an editor at it: a scenario's "$schema" \
            key, or VS Code's "json.schemas" setting (docs/SCENARIO.md, "Editor support"). With \
            --state, the schema of what `dropshot state` prints instead (docs/state.schema.json).
            """)

    @Flag(help: "Print the schema of the state JSON `dropshot state` prints, instead of the scenario format's.")
    var state = false

    func run() throws {
        let schema = state ? StateFormat.schema : ScenarioSchema.json
        FileHandle.standardOutput.write(Data(schema.serializedUTF8() + [0x0A]))
    }
}
