#!/usr/bin/env python3
"""Lists the public types and functions of the library products that have no doc comment, from
the symbol graphs `swift package generate-documentation` extracted, and exits 1 if there is one.

Protocol conformances the compiler synthesizes or DocC documents from the protocol (==, hash,
rawValue, description, ...) are not counted. Properties and enum cases are counted and reported,
not required."""
import glob, json, sys

# The plugin extracts them under .build/<triple>/extracted-symbols/<package folder>/<module>/.
ROOT = ".build/*/extracted-symbols/*"
MODULES = ["DropShotEngine", "DropShotRaster", "DropShotRender", "DropShotTesting", "DropShotTestSupport"]
INHERITED = {"hashValue", "hash(into:)", "==(_:_:)", "!=(_:_:)", "<(_:_:)", "rawValue", "init(rawValue:)",
             "allCases", "description"}
REQUIRED = {"struct", "class", "enum", "protocol", "typealias", "func", "func.op", "method", "type.method",
            "init", "subscript", "type.subscript", "extension"}

missing, members, undocumented_members = [], 0, 0
for module in MODULES:
    graphs = glob.glob(f"{ROOT}/{module}/{module}*.symbols.json")
    if not graphs:
        sys.exit(f"doc-coverage: no symbol graph for {module} under {ROOT}: run scripts/docs")
    for path in graphs:
        for symbol in json.load(open(path))["symbols"]:
            if symbol["accessLevel"] not in ("public", "open") or symbol["pathComponents"][-1] in INHERITED:
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            documented = "docComment" in symbol
            if kind in REQUIRED:
                if not documented:
                    location = symbol.get("location", {})
                    line = location.get("position", {}).get("line", -1) + 1
                    file = location.get("uri", "?").split("/Sources/", 1)[-1]
                    missing.append(f"Sources/{file}:{line}: {kind} {'.'.join(symbol['pathComponents'])}")
            else:
                members += 1
                undocumented_members += not documented

print(f"doc-coverage: {len(missing)} public types and functions without a doc comment; "
      f"{members - undocumented_members} of {members} properties and cases documented", file=sys.stderr)
for line in sorted(missing):
    print(line)
sys.exit(1 if missing else 0)
