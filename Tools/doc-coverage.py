#!/usr/bin/env python3
"""Lists the public types and functions of the library products that have no doc comment, from
the symbol graphs `swift package generate-documentation` extracted, and exits 1 if there is one.

Protocol conformances the compiler synthesizes or DocC documents from the protocol (==, hash,
rawValue, description, ...) are not counted. Properties and enum cases are counted and reported,
not required.

Every public top-level type must also be named (``Type``) in its module's DocC catalog, so the
public surface is what the articles and topic groups teach: a type added without a place there
fails, as one without a comment does."""
import glob, json, re, sys

# The plugin extracts them under .build/<triple>/extracted-symbols/<package folder>/<module>/.
ROOT = ".build/*/extracted-symbols/*"
MODULES = ["DropShotFormat", "DropShotEngine", "DropShotRaster", "DropShotRender", "DropShotTesting", "DropShotTestSupport"]
INHERITED = {"hashValue", "hash(into:)", "==(_:_:)", "!=(_:_:)", "<(_:_:)", "rawValue", "init(rawValue:)",
             "allCases", "description"}
REQUIRED = {"struct", "class", "enum", "protocol", "typealias", "func", "func.op", "method", "type.method",
            "init", "subscript", "type.subscript", "extension"}

TYPES = {"struct", "class", "enum", "protocol", "typealias"}

missing, uncurated, members, undocumented_members = [], [], 0, 0
for module in MODULES:
    catalog = " ".join(open(page).read() for page in glob.glob(f"Sources/{module}/{module}.docc/*.md"))
    curated = set(re.findall(r"``([A-Za-z0-9_]+)", catalog))
    graphs = glob.glob(f"{ROOT}/{module}/{module}*.symbols.json")
    if not graphs:
        sys.exit(f"doc-coverage: no symbol graph for {module} under {ROOT}: run scripts/docs")
    for path in graphs:
        for symbol in json.load(open(path))["symbols"]:
            if symbol["accessLevel"] not in ("public", "open") or symbol["pathComponents"][-1] in INHERITED:
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            documented = "docComment" in symbol
            name = symbol["pathComponents"]
            if kind in TYPES and len(name) == 1 and name[0] not in curated:
                uncurated.append(f"{module}: {kind} {name[0]} is in no topic group or article of {module}.docc")
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
print(f"doc-coverage: {len(uncurated)} public types in no DocC topic group", file=sys.stderr)
for line in sorted(missing) + sorted(set(uncurated)):
    print(line)
sys.exit(1 if missing or uncurated else 0)
