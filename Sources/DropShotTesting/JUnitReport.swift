/// JUnit XML of a check run, as GitHub Actions, GitLab and Jenkins read it: one `testcase` per
/// row, FAIL and MISSING as `failure`, ERROR as `error`, RECORDED and ORPHAN as `skipped` (with
/// the reason), PASS plain.
public enum JUnitReport {
    /// The results as a JUnit XML document, one test case per scenario, under `suite`.
    public static func xml(_ results: CheckResults, suite: String = "dropshot check") -> String {
        func escape(_ s: String) -> String {
            var out = ""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                // XML 1.0 has no way to write most control characters nor U+FFFE and U+FFFF (its
                // Char production), and asks documents to avoid the other noncharacters and the C1
                // controls (readers may refuse them): all become a visible escape.
                case _
                where (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
                    || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isNoncharacterCodePoint:
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
        let tests = results.rows.count
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="\(escape(suite))" tests="\(tests)" failures="\(results.count(.fail) + results.count(.missing) + results.count(.audit))" errors="\(results.count(.error))">
            <testsuite name="\(escape(suite))" tests="\(tests)" failures="\(results.count(.fail) + results.count(.missing) + results.count(.audit))" errors="\(results.count(.error))" skipped="\(results.count(.recorded) + results.count(.orphan))">

            """
        for row in results.rows {
            xml += "<testcase classname=\"\(escape(suite))\" name=\"\(escape(row.name))\""
            let message = escape(row.message)
            switch row.status {
            case .pass: xml += "/>\n"
            case .fail, .missing, .audit: xml += "><failure type=\"\(row.status.rawValue)\" message=\"\(message)\">\(message)</failure></testcase>\n"
            case .error:
                // What a machine reads of an input error, as the test case's properties.
                let fault = row.inputError.map { fault in
                    let properties = [("file", fault.file), ("path", fault.path), ("rule", fault.rule), ("variant", fault.variant)]
                        .compactMap { name, value in value.map { "<property name=\"\(name)\" value=\"\(escape($0))\"/>" } }
                    return "<properties>" + properties.joined() + "</properties>"
                }
                xml += ">\(fault ?? "")<error type=\"ERROR\" message=\"\(message)\">\(message)</error></testcase>\n"
            case .recorded, .orphan: xml += "><skipped message=\"\(row.status.rawValue): \(message)\"/></testcase>\n"
            }
        }
        return xml + "</testsuite>\n</testsuites>\n"
    }
}
