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
            key, or VS Code's "json.schemas" setting (docs/SCENARIO.md, "Editor support").
            """)

    func run() throws {
        FileHandle.standardOutput.write(Data(ScenarioSchema.json.serializedUTF8() + [0x0A]))
    }
}
