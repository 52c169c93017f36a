// `--format github`: workflow commands that annotate the pull request's lines.

import UmpireCore

public enum GitHubReporter {
    /// GitHub shows at most this many annotations of each level per step.
    public static let annotationLimit = 10

    public static func render(_ result: LintResult) -> String {
        let errors = result.findings.filter { $0.severity == .error }
        let warnings = result.findings.filter { $0.severity == .warning }
        let shown = Array(errors.prefix(annotationLimit)) + Array(warnings.prefix(annotationLimit))
        var out = ""
        for f in shown { out += command(f) + "\n" }
        let hidden = result.findings.count - shown.count
        if hidden > 0 {
            // The rest still reach the log, as plain lines editors and people can read.
            for f in result.findings where !shown.contains(f) {
                out += "\(TextReporter.sanitized(f.path)):\(f.line):\(f.column): \(f.severity.rawValue): "
                out += "\(TextReporter.sanitized(f.message)) [\(f.ruleID)]\n"
            }
            out += "::notice title=Umpire::\(Wording.count(hidden, "more finding", plural: "more findings")) not annotated "
            out += "(GitHub shows \(annotationLimit) errors and \(annotationLimit) warnings per step); all are listed in the log above.\n"
        }
        return out
    }

    static func command(_ f: Finding) -> String {
        var properties = "file=\(Escape.githubProperty(f.path)),line=\(f.line),col=\(f.column)"
        if f.endLine > f.line || f.endColumn > f.column {
            properties += ",endLine=\(f.endLine),endColumn=\(f.endColumn)"
        }
        properties += ",title=\(Escape.githubProperty(f.ruleID))"
        return "::\(f.severity == .error ? "error" : "warning") \(properties)::\(Escape.githubData(f.message))"
    }
}
