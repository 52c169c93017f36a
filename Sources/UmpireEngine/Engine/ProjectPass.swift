// The cross-file pass: every project rule sees the facts of every file, once per run, and each
// finding is then judged by the settings of the path it points at. The finding filter
// applies suppressions and the change afterwards, with the files' own findings.

import Dispatch
import UmpireCore

/// One file's facts for one cross-file rule, untyped until the rule reads them.
struct ProjectFacts: Sendable {
    let ruleID: String
    let facts: ErasedFacts
}

extension Engine {
    func checkProject(_ files: [FileRecord]) -> [Finding] {
        guard files.contains(where: { !$0.facts.isEmpty }) || changes != nil else { return [] }
        var byRule: [String: [ErasedFacts]] = [:]
        for file in files {
            for fact in file.facts { byRule[fact.ruleID, default: []].append(fact.facts) }
        }
        var findings: [Finding] = []
        for rule in rules.projectRules {
            guard let projectRule = rule.projectRule, changes != nil || !rule.isChangeAware else { continue }
            let id = rule.description.id
            var sink = ProjectFindingSink()
            timed(.project(id), "") { projectRule.checkErased(byRule[id] ?? [], changes: changes, into: &sink) }
            for raw in sink.raw {
                let at = raw.anchor
                // Overrides switch the rule off or change its severity for the path it points at.
                guard let setting = rules.rules(forRolePath: at.rolePath).first(where: { $0.description.id == id }) else { continue }
                findings.append(Finding(ruleID: id, area: rule.description.area, severity: setting.severity,
                                        path: at.path, line: at.line, column: at.column, endLine: at.endLine, endColumn: at.endColumn,
                                        message: raw.message, fix: raw.fix,
                                        fingerprint: Fingerprint.of(rule: id, path: at.rolePath, identity: at.identity)))
            }
        }
        return findings
    }
}
