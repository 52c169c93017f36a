// `umpire copy` reports: every user-facing string with the tone findings on it.

enum CopyReport {
    static func text(_ review: CopyReview) -> String {
        let entries = review.entries
        let locations = entries.map { "\($0.path):\($0.line)" }
        let width = (locations.map(\.count).max() ?? 0) + 2
        let roleWidth = (entries.map(\.role.count).max() ?? 0) + 2
        var out = ""
        var flagged = 0
        for (entry, location) in zip(entries, locations) {
            out += location.padded(to: width) + entry.role.padded(to: roleWidth) + TextReporter.sanitized(entry.text) + "\n"
            let findings = review.findings(of: entry)
            if !findings.isEmpty { flagged += 1 }
            for f in findings {
                out += String(repeating: " ", count: width) + "  \(f.severity.rawValue) [\(f.ruleID)] \(TextReporter.sanitized(f.message))\n"
            }
        }
        for note in review.notes {
            out += "\(TextReporter.sanitized(note.path)): note: \(TextReporter.sanitized(note.message))\n"
        }
        let findings = review.findings
        out += "\n\(Wording.count(entries.count, "string")) of copy, \(flagged) with findings ("
        out += VerifySummary.counts(errors: findings.count { $0.severity == .error }, warnings: findings.count { $0.severity == .warning })
        return out + ")\n"
    }

    static func markdown(_ review: CopyReview, links: ReportLinks = .relative) -> String {
        var out = "## Umpire copy review\n\n| Where | Kind | Text | Findings |\n| --- | --- | --- | --- |\n"
        var flagged = 0
        for e in review.entries {
            let own = review.findings(of: e)
            if !own.isEmpty { flagged += 1 }
            let findings = own.map { "\($0.severity == .error ? "❌" : "⚠️") `\($0.ruleID)`: \(Escape.markdown($0.message))" }
            let link = "[\(Escape.markdown(e.path)):\(e.line)](\(links.href(e.path, line: e.line)))"
            out += "| \(link) | \(e.role) | \(Escape.markdown(e.text)) | \(findings.isEmpty ? "✅" : findings.joined(separator: "<br>")) |\n"
        }
        out += "\n\(Wording.count(review.entries.count, "string")) of copy, \(flagged) with findings.\n"
        if !review.notes.isEmpty {
            out += "\nNot read:\n\n" + review.notes.map { "- `\(Escape.markdown($0.path))`: \(Escape.markdown($0.message))\n" }.joined()
        }
        return out
    }

    static func json(_ review: CopyReview) -> String {
        let findings = review.findings
        var out = "{\n  \"tool\": \"umpire\", \"version\": \(JSONText.quoted(JSONReporter.toolVersion)),\n"
        out += "  \"summary\": {\"strings\": \(review.entries.count), \"errors\": \(findings.count { $0.severity == .error }), "
        out += "\"warnings\": \(findings.count { $0.severity == .warning })},\n  \"copy\": ["
        out += review.entries.map { e in
            "\n    {\"path\": \(JSONText.quoted(e.path)), \"line\": \(e.line), \"column\": \(e.column), \"kind\": \(JSONText.quoted(e.role)), "
                + "\"text\": \(JSONText.quoted(e.text)),\n     \"findings\": ["
                + review.findings(of: e).map {
                    "{\"rule\": \(JSONText.quoted($0.ruleID)), \"severity\": \"\($0.severity.rawValue)\", \"message\": \(JSONText.quoted($0.message))}"
                }.joined(separator: ", ")
                + "]}"
        }.joined(separator: ",")
        return out + (review.entries.isEmpty ? "]" : "\n  ]") + JSONReporter.notes(review.notes) + "\n}\n"
    }
}
