// `--format rdjson`: reviewdog's diagnostic format, with Umpire's own severities and rule ids.

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
                + "\n     \"code\": {\"value\": \(JSONText.quoted(f.ruleID))}}"
        }.joined(separator: ",")
        out += result.findings.isEmpty ? "]\n" : "\n  ]\n"
        return out + "}\n"
    }
}
