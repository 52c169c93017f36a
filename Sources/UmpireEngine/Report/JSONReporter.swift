// `--format json`: the documented contract that tests and CI tools parse.

import UmpireCore

public enum JSONReporter {
    public static let toolVersion = "0.1.0"

    public static func render(_ result: LintResult, strict: Bool) -> String {
        let summary = VerifySummary(result, strict: strict)
        var out = "{\n  \"tool\": \"umpire\", \"version\": \(JSONText.quoted(toolVersion)),\n"
        out += "  \"summary\": {\n"
        out += "    \"files\": \(summary.files), \"lines\": \(summary.lines), \"errors\": \(summary.errors), \"warnings\": \(summary.warnings),\n"
        out += "    \"verdict\": \(JSONText.quoted(summary.verdict.lowercased()))\(summary.incomplete.map { ", \"incomplete\": \(JSONText.quoted($0))" } ?? ""),\n"
        if let fixes = result.fixes {
            out += "    \"fixed\": {\"findings\": \(fixes.applied), \"files\": \(fixes.files.count), \"passes\": \(fixes.passes)},\n"
        }
        out += "    \"areas\": ["
        out += summary.areas.map { a in
            "\n      {\"area\": \(JSONText.quoted(a.area.rawValue)), \"errors\": \(a.errors), \"warnings\": \(a.warnings), "
                + "\"status\": \"\(a.status(strict: strict))\"" + (a.notChecked.map { ", \"reason\": \(JSONText.quoted($0))" } ?? "") + "}"
        }.joined(separator: ",")
        out += summary.areas.isEmpty ? "]\n  },\n" : "\n    ]\n  },\n"
        out += "  \"findings\": ["
        out += result.findings.map { f in
            "\n    {\"rule\": \(JSONText.quoted(f.ruleID)), \"area\": \(JSONText.quoted(f.area.rawValue)), "
                + "\"severity\": \"\(f.severity.rawValue)\",\n     \"path\": \(JSONText.quoted(f.path)), "
                + "\"line\": \(f.line), \"column\": \(f.column),\n     \"message\": \(JSONText.quoted(f.message)), "
                + "\"fixable\": \(f.fixable)" + (f.fix.map { ",\n     \"fix\": " + fix($0) } ?? "") + "}"
        }.joined(separator: ",")
        out += result.findings.isEmpty ? "]" : "\n  ]"
        return out + notes(result.notes) + "\n}\n"
    }

    /// A finding's fix: its title, applicability and edits (1-based line and column ranges,
    /// columns in Unicode scalars like the finding's, the end exclusive, and the new text).
    static func fix(_ fix: LocatedFix) -> String {
        "{\"title\": \(JSONText.quoted(fix.title)), \"applicability\": \"\(fix.applicability.rawValue)\", \"edits\": ["
            + fix.edits.map { e in
                "{\"start\": {\"line\": \(e.startLine), \"column\": \(e.startColumn)}, \"end\": {\"line\": \(e.endLine), \"column\": \(e.endColumn)}, "
                    + "\"text\": \(JSONText.quoted(e.replacement))}"
            }.joined(separator: ", ") + "]}"
    }

    /// `,\n  "notes": [...]`, only when a file was not linted, so the usual output is exactly
    /// the contract.
    static func notes(_ notes: [Note]) -> String {
        guard !notes.isEmpty else { return "" }
        return ",\n  \"notes\": [" + notes.map { n in
            "\n    {\"path\": \(JSONText.quoted(n.path)), \"message\": \(JSONText.quoted(n.message)), \"incomplete\": \(n.incomplete)}"
        }.joined(separator: ",") + "\n  ]"
    }
}
