// The cross-file pass: every project rule sees the facts of every file, once per run, and each
// finding is then judged by the settings of the path it points at.

import Dispatch
import UmpireCore

/// One file's facts for one cross-file rule, untyped until the rule reads them.
struct ProjectFacts: Sendable {
    let ruleID: String
    let facts: ErasedFacts
}

/// What the project pass keeps of one file: its facts, its suppressions and its changed lines.
struct FileProjectState: Sendable {
    let path: String
    let facts: [ProjectFacts]
    let suppressions: [Suppression]
    let changedLines: ChangedLines?
}

extension Engine {
    func checkProject(_ files: [FileProjectState]) -> [Finding] {
        var ignored: [String: UInt64] = [:]
        return checkProject(files, timings: &ignored)
    }

    /// The same, with each rule's time added to `timings` (for `--stats`).
    func checkProject(_ files: [FileProjectState], timings: inout [String: UInt64]) -> [Finding] {
        guard files.contains(where: { !$0.facts.isEmpty }) || changes != nil else { return [] }
        var byRule: [String: [ErasedFacts]] = [:]
        for file in files {
            for fact in file.facts { byRule[fact.ruleID, default: []].append(fact.facts) }
        }
        var states: [String: FileProjectState] = [:]
        for file in files { states[file.path] = file }
        var findings: [Finding] = []
        for rule in rules.projectRules {
            guard let projectRule = rule.projectRule, changes != nil || !rule.isChangeAware else { continue }
            let id = rule.description.id
            var sink = ProjectFindingSink()
            let ruleStart = DispatchTime.now().uptimeNanoseconds
            projectRule.checkErased(byRule[id] ?? [], changes: changes, into: &sink)
            timings[id, default: 0] += DispatchTime.now().uptimeNanoseconds - ruleStart
            for raw in sink.raw {
                let at = raw.anchor
                // Overrides switch the rule off or change its severity for the path it points at.
                guard let setting = rules.rules(forRolePath: at.rolePath).first(where: { $0.description.id == id }) else { continue }
                let finding = Finding(ruleID: id, area: rule.description.area, severity: setting.severity,
                                      path: at.path, line: at.line, column: at.column, endLine: at.line, endColumn: at.column,
                                      message: raw.message, fix: raw.fix,
                                      fingerprint: Fingerprint.of(rule: id, path: at.rolePath, identity: at.identity))
                if var suppressions = states[at.path]?.suppressions, Suppressions.apply(&suppressions, to: [finding]).isEmpty { continue }
                // Change-aware findings are about the change itself, wherever they point.
                if !rule.isChangeAware, let changed = states[at.path]?.changedLines, !changed.contains(at.line) { continue }
                findings.append(finding)
            }
        }
        return findings
    }
}
