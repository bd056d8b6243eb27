import Foundation
import TestUtilities
import Testing

/// Python's jsonschema (`DROPSHOT_JSONSCHEMA_PYTHON`, installed by scripts/test): the schema at
/// `schema` checked as a draft 2020-12 schema, then each JSON file of `files` validated against
/// it, in order: "ok", or "invalid " and the first error with its path.
func independentVerdicts(schema: String, files: [String]) throws -> [String] {
    let python = try #require(SchemaDifferentialTests.python)
    let check = try run(
        URL(fileURLWithPath: python),
        [
            "-c",
            """
            import json, sys
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            for path in sys.argv[2:]:
                errors = list(validator.iter_errors(json.load(open(path))))
                print("ok" if not errors else "invalid " + errors[0].message[:120] + " at " + str(list(errors[0].absolute_path)))
            """, schema,
        ] + files)
    #expect(check.status == 0, "\(check.stderr)")
    let verdicts = check.stdout.split(separator: "\n").map(String.init)
    #expect(verdicts.count == files.count)
    return verdicts
}
