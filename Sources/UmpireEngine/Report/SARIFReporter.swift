// `--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.

import UmpireCore

public enum SARIFReporter {
    public static let informationURI = "https://github.com/umpire-lint/umpire"

    /// `sourceRoot`: the repository's root, which `%SRCROOT%` stands for in every location.
    public static func render(_ result: LintResult, sourceRoot: String? = nil) -> String {
        // The rules the results refer to, by id: a report describes what it reports, and a rule
        // added to Umpire changes no report it does not appear in.
        let reported = Set(result.findings.map(\.ruleID))
        let rules = result.rules.filter { reported.contains($0.id) }.sorted { $0.id < $1.id }
        var index: [String: Int] = [:]
        for (n, rule) in rules.enumerated() { index[rule.id] = n }
        var out = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n"
        out += "  \"runs\": [\n    {\n      \"tool\": {\n        \"driver\": {\n"
        out += "          \"name\": \"Umpire\",\n          \"version\": \(JSONText.quoted(JSONReporter.toolVersion)),\n"
        out += "          \"informationUri\": \(JSONText.quoted(informationURI)),\n          \"rules\": ["
        out += rules.map(rule).joined(separator: ",")
        out += rules.isEmpty ? "]\n" : "\n          ]\n"
        out += "        }\n      },\n"
        if let sourceRoot {
            let uri = "file://" + Escape.uriPath(sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/")
            out += "      \"originalUriBaseIds\": {\"%SRCROOT%\": {\"uri\": \(JSONText.quoted(uri))}},\n"
        }
        out += "      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": ["
        out += result.findings.map { finding in
            resultObject(finding, ruleIndex: index[finding.ruleID])
        }.joined(separator: ",")
        out += result.findings.isEmpty ? "]\n" : "\n      ]\n"
        return out + "    }\n  ]\n}\n"
    }

    static func rule(_ r: RuleDescription) -> String {
        let help = "\(r.fix)\n\n\(r.rationale)"
        return """

                    {
                      "id": \(JSONText.quoted(r.id)),
                      "name": \(JSONText.quoted(typeName(r.id))),
                      "shortDescription": {"text": \(JSONText.quoted(r.summary))},
                      "fullDescription": {"text": \(JSONText.quoted(r.rationale))},
                      "help": {"text": \(JSONText.quoted(help)), "markdown": \(JSONText.quoted("**Fix:** \(r.fix)\n\n\(r.rationale)"))},
                      "defaultConfiguration": {"level": "\(r.severity.rawValue)"},\(RulePage.url(r).map { "\n                      \"helpUri\": \(JSONText.quoted($0))," } ?? "")
                      "properties": {"tags": [\(JSONText.quoted(r.area.rawValue))]}
                    }
            """
    }

    static func resultObject(_ f: Finding, ruleIndex: Int?) -> String {
        var region = "\"startLine\": \(f.line), \"startColumn\": \(f.column)"
        if f.endLine > f.line || f.endColumn > f.column {
            region += ", \"endLine\": \(f.endLine), \"endColumn\": \(f.endColumn)"
        }
        return """

                    {
                      "ruleId": \(JSONText.quoted(f.ruleID)),\(ruleIndex.map { "\n          \"ruleIndex\": \($0)," } ?? "")
                      "level": "\(f.severity.rawValue)",
                      "message": {"text": \(JSONText.quoted(f.message))},
                      "locations": [{"physicalLocation": {
                        "artifactLocation": {"uri": \(JSONText.quoted(Escape.uriPath(f.path))), "uriBaseId": "%SRCROOT%"},
                        "region": {\(region)}
                      }}],
                      "partialFingerprints": {"umpire/v1": \(JSONText.quoted(f.fingerprint))}\(f.fix.map { ",\n          \"fixes\": [" + fix($0, path: f.path) + "]" } ?? "")
                    }
            """
    }

    /// A SARIF fix: the artifact's replacements (regions in code points, the end exclusive; an
    /// insertion is an empty region).
    static func fix(_ fix: LocatedFix, path: String) -> String {
        let replacements = fix.edits.map { e in
            "{\"deletedRegion\": {\"startLine\": \(e.startLine), \"startColumn\": \(e.startColumn), \"endLine\": \(e.endLine), "
                + "\"endColumn\": \(e.endColumn)}, \"insertedContent\": {\"text\": \(JSONText.quoted(e.replacement))}}"
        }.joined(separator: ", ")
        return "{\"description\": {\"text\": \(JSONText.quoted(fix.title))}, \"artifactChanges\": [{\"artifactLocation\": "
            + "{\"uri\": \(JSONText.quoted(Escape.uriPath(path))), \"uriBaseId\": \"%SRCROOT%\"}, \"replacements\": [\(replacements)]}]}"
    }

    /// `no-print` → `NoPrint`, SARIF's readable rule name.
    static func typeName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
