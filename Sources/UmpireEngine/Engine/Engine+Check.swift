// One file's check: its rules, its cross-file facts and its suppressions.

import Foundation
import UmpireCore

extension Engine {
    /// Runs the applicable rules on one file and applies its suppressions; cross-file rules see
    /// a project of just this file.
    public func check(_ file: RuleContext) -> [Finding] {
        check([file])
    }

    /// Lints a set of already lexed files as one project (tests and examples).
    public func check(_ contexts: [RuleContext]) -> [Finding] {
        // The declarations a run would gather: the same word filter and protocol follow-up, so
        // an example judged here is judged as `umpire` judges it.
        let modelWords = rules.context.modelWords
        var declaring = contexts.filter { modelWords.occur(in: $0.file.bytes) || $0.roles.contains(.generated) }
        let followUp = ModelFollowUp(declaring.flatMap { $0.declaredTypes() })
        if !followUp.isEmpty {
            declaring += contexts.filter { !modelWords.occur(in: $0.file.bytes) && !$0.roles.contains(.generated) && followUp.wants($0.file.bytes) }
        }
        let model = ProjectModel(declarations: declaring.flatMap { $0.declaredTypes() }, settings: rules.context.model)
        let files = contexts.map { c in
            RuleContext(file: c.file, context: FileContext(path: c.path, rolePath: c.rolePath,
                                                            roles: model.isWidgetCode(c.path) ? c.roles.union(.widget) : c.roles,
                                                            projectRoot: c.projectRoot, run: rules.context), model: model)
        }
        var findings: [Finding] = []
        var project: [FileProjectState] = []
        for file in files {
            var none: FileStats?
            let checked = checkFile(file, stats: &none)
            findings += checked.findings
            project.append(FileProjectState(path: file.context.path, facts: checked.facts, suppressions: checked.suppressions,
                                            changedLines: nil))
        }
        return (findings + checkProject(project)).sorted(by: Finding.ordered)
    }

    struct CheckedFile {
        var findings: [Finding]
        var facts: [ProjectFacts]
        var suppressions: [Suppression]
        /// Rules that could not finish the file.
        var notes: [Note] = []
    }

    func checkFile(_ context: RuleContext, stats: inout FileStats?) -> CheckedFile {
        let file = context.file
        let fileRules = rules.rules(for: context)
        var active = fileRules.rules
        var collectors = fileRules.collectors
        if dispatchByTriggerWords, let triggers = fileRules.triggers {
            let runnable = triggers.runnable(in: file)
            active = active.indices.filter { runnable[$0] }.map { active[$0] }
            collectors = collectors.indices.filter { runnable[fileRules.rules.count + $0] }.map { collectors[$0] }
        }
        // Change-aware rules judge a change; without one they are silent, so their facts are waste.
        if changes == nil {
            active.removeAll { $0.isChangeAware }
            collectors.removeAll { $0.isChangeAware }
        }
        var findings: [Finding] = []
        var locator = FindingLocator()
        var facts: [ProjectFacts] = []
        var notes: [Note] = []
        for rule in collectors {
            if let gathered = rule.projectRule?.erasedFacts(of: context) { facts.append(ProjectFacts(ruleID: rule.description.id, facts: gathered)) }
        }
        for rule in active where rule.suppressionRule == nil {
            var sink = FindingSink(ruleID: rule.description.id)
            let ruleStart = stats == nil ? 0 : DispatchTime.now().uptimeNanoseconds
            rule.checker.check(context, into: &sink)
            if stats != nil { stats?.ruleNanos.append((rule.description.id, DispatchTime.now().uptimeNanoseconds - ruleStart)) }
            findings += sink.raw.map { finding($0, in: context, rule: rule, locator: &locator) }
            if let reason = sink.gaveUp {
                notes.append(Note(path: context.path, message: reason, incomplete: true, stoppedRule: rule.description.id))
            }
        }
        let suppressStart = stats == nil ? 0 : DispatchTime.now().uptimeNanoseconds
        defer { if stats != nil { stats?.suppressNanos = DispatchTime.now().uptimeNanoseconds - suppressStart } }
        var (suppressions, malformed) = Suppressions.parse(file)
        guard !suppressions.isEmpty || !malformed.isEmpty else { return CheckedFile(findings: findings, facts: facts, suppressions: [], notes: notes) }
        // A renamed rule's former id still suppresses it; a note asks for the new one.
        for n in suppressions.indices where suppressions[n].rules.contains(where: { rules.aliases[$0] != nil }) {
            for former in suppressions[n].rules where rules.aliases[former] != nil {
                notes.append(Note(path: context.path, message: "line \(suppressions[n].line): \(suppressions[n].directive) names \(former), now \(rules.aliases[former]!); rename it",
                                  incomplete: false))
            }
            suppressions[n].rules = suppressions[n].rules.map { rules.aliases[$0] ?? $0 }
        }
        findings = Suppressions.apply(&suppressions, to: findings)
        let suppressionRules = fileRules.rules.filter { $0.suppressionRule != nil }
        guard !suppressionRules.isEmpty else { return CheckedFile(findings: findings, facts: facts, suppressions: suppressions, notes: notes) }
        // Cross-file findings are suppressed later, so their suppressions cannot be judged here.
        // A rule skipped for lack of its trigger words could not have fired: its suppressions are judged too.
        let judged = fileRules.rules.filter { $0.projectRule == nil && $0.suppressionRule == nil }.map(\.description.id)
        let report = SuppressionReport(file: file, suppressions: suppressions, malformed: malformed, judged: Set(judged), known: rules.knownIDs)
        var own: [Finding] = []
        for rule in suppressionRules {
            var sink = FindingSink(ruleID: rule.description.id)
            rule.suppressionRule?.check(report, into: &sink)
            own += sink.raw.map { finding($0, in: context, rule: rule, locator: &locator) }
        }
        // A suppression rule's finding can itself be silenced by a comment naming that rule (a
        // bare directive would silence its own report), but that never counts as a use.
        var scratch = suppressions.filter { !$0.rules.isEmpty }
        own = Suppressions.apply(&scratch, to: own)
        return CheckedFile(findings: findings + own, facts: facts, suppressions: suppressions, notes: notes)
    }

    private func finding(_ raw: FindingSink.Raw, in context: RuleContext, rule: ActiveRule, locator: inout FindingLocator) -> Finding {
        let file = context.file
        let start = locator.position(of: raw.start, in: file)
        let end = locator.position(of: max(raw.start, raw.end), in: file)
        let lineStart = file.lines.start(ofLine: start.line)
        let endLineStart = file.lines.start(ofLine: end.line)
        return Finding(ruleID: raw.ruleID, area: rule.description.area, severity: raw.asWarning ? .warning : rule.severity,
                       path: context.path, line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                       message: raw.message, fix: raw.fix.map { LocatedFix($0, in: file) }, byteColumn: raw.start - lineStart + 1,
                       endByteColumn: max(raw.start, raw.end) - endLineStart + 1,
                       fingerprint: locator.fingerprint(rule: raw.ruleID, line: start.line, in: file, rolePath: context.rolePath))
    }
}

/// Lines and columns of one file's findings, and their fingerprints. A column counts the
/// scalars before it on its line and a fingerprint hashes the whole line: both are carried
/// from one finding to the next on the same line, so thousands of findings on one long line
/// (a generated expression) cost the line once, not once each.
struct FindingLocator {
    private var line = 0
    private var offset = 0
    private var column = 1
    private var fingerprints: [String: String] = [:]

    mutating func position(of target: Int, in file: SourceFile) -> (line: Int, column: Int) {
        let targetLine = file.lines.line(at: target)
        if targetLine != line || target < offset {
            line = targetLine
            offset = file.lines.start(ofLine: targetLine)
            column = 1
        }
        let end = min(target, file.bytes.count)
        while offset < end {
            if file.bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return (line, column)
    }

    mutating func fingerprint(rule: String, line: Int, in file: SourceFile, rolePath: String) -> String {
        let key = rule + "\u{0}" + String(line)
        if let known = fingerprints[key] { return known }
        let computed = Fingerprint.of(rule: rule, path: rolePath, line: line, in: file)
        fingerprints[key] = computed
        return computed
    }
}
