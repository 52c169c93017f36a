// `--format markdown`: a pull-request comment, and the GitHub job summary.

import UmpireCore

public enum MarkdownReporter {
    public static func render(_ result: LintResult, strict: Bool, includeFindings: Bool = true, links: ReportLinks = .relative) -> String {
        let s = VerifySummary(result, strict: strict)
        var out = "## Umpire /verify: \(s.verdict.lowercased())\n\n"
        out += "| Area | Result | Errors | Warnings | Rules |\n| --- | --- | ---: | ---: | --- |\n"
        for a in s.areas {
            let rules = a.rules.map { "`\($0)`" }.joined(separator: ", ")
            let result = a.notChecked.map { "⏭️ not checked: \(Escape.markdown($0))" } ?? (a.passed(strict: strict) ? "✅ passed" : "❌ failed")
            out += "| \(a.area.rawValue) | \(result) | \(a.errors) | \(a.warnings) | \(rules) |\n"
        }
        out += "\n**Verdict: \(s.verdict)** — \(VerifySummary.counts(errors: s.errors, warnings: s.warnings))"
        out += " in \(Wording.count(s.files, "file")) (\(Wording.count(s.lines, "line")))\(s.notLintedText)\(s.notCheckedText)\n"
        if let reason = s.incomplete { out += "\nIncomplete: \(Escape.markdown(reason)).\n" }
        if result.baselineFixed > 0 {
            out += "\n\(result.baselineFixed) baseline entr\(result.baselineFixed == 1 ? "y no longer occurs" : "ies no longer occur").\n"
        }
        guard includeFindings, !result.findings.isEmpty else { return out }
        for area in s.areas where area.errors + area.warnings > 0 {
            out += "\n### \(area.area.rawValue)\n\n"
            for f in result.findings where f.area == area.area {
                let link = "[\(Escape.markdown(f.path)):\(f.line)](\(links.href(f.path, line: f.line)))"
                out += "- \(link) **\(f.severity.rawValue)**: \(Escape.markdown(f.message)) `\(f.ruleID)`\n"
            }
        }
        return out
    }
}
