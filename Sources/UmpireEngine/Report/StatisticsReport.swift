// `--statistics`: what the findings add up to, one line per rule (most first), as Ruff's
// `--statistics` prints it: for a first look at a codebase or a baseline's shape.

import UmpireCore

enum StatisticsReport {
    static func render(_ result: LintResult, strict: Bool, color: Bool) -> String {
        var counts: [String: (count: Int, fixable: Int)] = [:]
        for finding in result.findings {
            counts[finding.ruleID, default: (0, 0)].count += 1
            if finding.fix != nil { counts[finding.ruleID, default: (0, 0)].fixable += 1 }
        }
        let rows = counts.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
        let summaries = Dictionary(result.rules.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var out = ""
        let countWidth = String(rows.first?.value.count ?? 0).count
        let idWidth = rows.map(\.key.count).max() ?? 0
        for (id, value) in rows {
            let count = String(value.count)
            let fixable = value.fixable == 0 ? "" : value.fixable == value.count ? "[fixable] " : "[\(value.fixable) fixable] "
            out += String(repeating: " ", count: countWidth - count.count) + count + "  " + id.padded(to: idWidth + 2)
                + fixable + (summaries[id]?.summary ?? "") + "\n"
        }
        if !rows.isEmpty { out += "\n" }
        return out + TextReporter.verdictLine(VerifySummary(result, strict: strict), style: TextStyle(color: color))
    }
}
