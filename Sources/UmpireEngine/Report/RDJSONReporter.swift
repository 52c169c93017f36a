// `--format rdjson`: reviewdog's diagnostic format, with Umpire's own severities and rule ids.

import UmpireCore

public enum RDJSONReporter {
    public static func render(_ result: LintResult) -> String {
        var out = "{\n  \"source\": {\"name\": \"umpire\", \"url\": \(JSONText.quoted(SARIFReporter.informationURI))},\n"
        out += "  \"diagnostics\": ["
        out += result.findings.map { f in
            // reviewdog counts columns in UTF-8 bytes.
            "\n    {\"message\": \(JSONText.quoted(f.message)), \"severity\": \"\(f.severity == .error ? "ERROR" : "WARNING")\","
                + "\n     \"location\": {\"path\": \(JSONText.quoted(f.path)), \"range\": {"
                + "\"start\": {\"line\": \(f.line), \"column\": \(f.byteColumn)}, "
                + "\"end\": {\"line\": \(f.endLine), \"column\": \(f.endByteColumn)}}},"
                + "\n     \"code\": {\"value\": \(JSONText.quoted(f.ruleID))\(url(f.ruleID, in: result).map { ", \"url\": \(JSONText.quoted($0))" } ?? "")}"
                + suggestions(f) + "}"
        }.joined(separator: ",")
        out += result.findings.isEmpty ? "]\n" : "\n  ]\n"
        return out + "}\n"
    }

    /// The fix as reviewdog suggestions, which it posts as GitHub suggested changes: ranges in
    /// UTF-8 bytes, the end exclusive, an insertion where start equals end.
    static func suggestions(_ f: Finding) -> String {
        guard let fix = f.fix else { return "" }
        return ",\n     \"suggestions\": [" + fix.edits.map { e in
            "{\"range\": {\"start\": {\"line\": \(e.startLine), \"column\": \(e.startByteColumn)}, "
                + "\"end\": {\"line\": \(e.endLine), \"column\": \(e.endByteColumn)}}, \"text\": \(JSONText.quoted(e.replacement))}"
        }.joined(separator: ", ") + "]"
    }

    static func url(_ id: String, in result: LintResult) -> String? {
        result.rules.first { $0.id == id }.flatMap(RulePage.url)
    }
}
