// The cross-file pass: every project rule sees the facts of every file, once per run.

import Dispatch

/// What the project pass keeps of one file: its facts, its suppressions and its changed lines.
struct FileProjectState: Sendable {
    let path: String
    let facts: [ProjectFact]
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
        var byRule: [String: [ProjectFact]] = [:]
        for file in files {
            for fact in file.facts {
                let parts = fact.key.split(separator: "\u{0}", maxSplits: 1)
                let id = String(parts[0])
                byRule[id, default: []].append(ProjectFact(path: fact.path, rolePath: fact.rolePath,
                                                           key: parts.count > 1 ? String(parts[1]) : "",
                                                           value: fact.value, line: fact.line, column: fact.column))
            }
        }
        var states: [String: FileProjectState] = [:]
        for file in files { states[file.path] = file }
        var findings: [Finding] = []
        for rule in rules.rules(forRolePath: "") {
            guard let projectRule = rule.projectRule else { continue }
            let facts = byRule[rule.description.id] ?? []
            var sink = ProjectFindingSink()
            let ruleStart = DispatchTime.now().uptimeNanoseconds
            defer { timings[rule.description.id, default: 0] += DispatchTime.now().uptimeNanoseconds - ruleStart }
            if let changeRule = projectRule as? any ChangeAwareRule {
                guard let changes else { continue }
                changeRule.check(project: facts, changes: changes, into: &sink)
            } else {
                guard !facts.isEmpty else { continue }
                projectRule.check(project: facts, into: &sink)
            }
            for raw in sink.raw {
                let f = raw.fact
                let finding = Finding(ruleID: rule.description.id, area: rule.description.area, severity: rule.severity,
                                      path: f.path, line: f.line, column: f.column, endLine: f.line, endColumn: f.column,
                                      message: raw.message, fixable: false,
                                      fingerprint: Fingerprint.of(rule: rule.description.id, path: f.rolePath, text: f.key + f.value))
                if var suppressions = states[f.path]?.suppressions, Suppressions.apply(&suppressions, to: [finding]).isEmpty { continue }
                // Change-aware findings are about the change itself, wherever they point.
                if !(projectRule is any ChangeAwareRule), let changed = states[f.path]?.changedLines, !changed.contains(f.line) { continue }
                findings.append(finding)
            }
        }
        return findings
    }
}
