// One file's check: its rules, its cross-file facts and its suppressions.

import Foundation
import UmpireCore

extension Engine {
    /// Runs the applicable rules on one file and gathers its cross-file facts and its
    /// suppression comments; the merge's finding filter applies them.
    func checkFile(_ context: RuleContext) -> FileRecord {
        let file = context.file
        var record = FileRecord(path: context.path)
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
        var locator = FindingLocator()
        for rule in collectors {
            if let gathered = rule.projectRule?.erasedFacts(of: context) { record.facts.append(ProjectFacts(ruleID: rule.description.id, facts: gathered)) }
        }
        for rule in active where rule.suppressionRule == nil {
            var sink = FindingSink(ruleID: rule.description.id)
            timed(.rule(rule.description.id), context.path) { rule.checker.check(context, into: &sink) }
            record.findings += sink.raw.map { Self.finding($0, in: context, rule: rule, locator: &locator) }
            if let reason = sink.gaveUp {
                record.notes.append(Note(path: context.path, message: reason, incomplete: true, stoppedRule: rule.description.id))
            }
        }
        timed(.suppressions, context.path) { record.suppressions = suppressionState(context, rules: fileRules, notes: &record.notes) }
        return record
    }

    /// The file's suppression comments, with renamed rule ids mapped to today's (a note asks for
    /// the new id), and what the suppression rules need to judge them; nil without any.
    private func suppressionState(_ context: RuleContext, rules fileRules: RuleSet.FileRules, notes: inout [Note]) -> SuppressionState? {
        var (suppressions, malformed) = Suppressions.parse(context.file)
        guard !suppressions.isEmpty || !malformed.isEmpty else { return nil }
        for n in suppressions.indices where suppressions[n].rules.contains(where: { rules.aliases[$0] != nil }) {
            for former in suppressions[n].rules where rules.aliases[former] != nil {
                notes.append(Note(path: context.path, message: "line \(suppressions[n].line): \(suppressions[n].directive) names \(former), now \(rules.aliases[former]!); rename it",
                                  incomplete: false))
            }
            suppressions[n].rules = suppressions[n].rules.map { rules.aliases[$0] ?? $0 }
        }
        // A cross-file rule's suppression is judged with the project (not here), and a rule
        // skipped for lack of its trigger words could not have fired: its suppressions are judged.
        let judged = fileRules.rules.filter { $0.projectRule == nil && $0.suppressionRule == nil }.map(\.description.id)
        return SuppressionState(context: context, suppressions: suppressions, malformed: malformed, judged: Set(judged),
                                suppressionRules: fileRules.rules.filter { $0.suppressionRule != nil })
    }

    static func finding(_ raw: FindingSink.Raw, in context: RuleContext, rule: ActiveRule, locator: inout FindingLocator) -> Finding {
        let file = context.file
        let start = locator.position(of: raw.start, in: file)
        let end = locator.position(of: max(raw.start, raw.end), in: file)
        let lineStart = file.lines.start(ofLine: start.line)
        let endLineStart = file.lines.start(ofLine: end.line)
        return Finding(ruleID: raw.ruleID, area: rule.description.area, severity: raw.asWarning ? .warning : rule.severity,
                       path: context.path, line: start.line.value, column: start.column, endLine: end.line.value, endColumn: end.column,
                       message: raw.message, fix: raw.fix.map { LocatedFix($0, in: file) }, byteColumn: raw.start - lineStart + 1,
                       endByteColumn: max(raw.start, raw.end) - endLineStart + 1,
                       fingerprint: locator.fingerprint(rule: raw.ruleID, line: start.line.value, in: file, rolePath: context.rolePath))
    }
}

/// Lines and columns of one file's findings, and their fingerprints. A column counts the
/// scalars before it on its line and a fingerprint hashes the whole line: both are carried
/// from one finding to the next on the same line, so thousands of findings on one long line
/// (a generated expression) cost the line once, not once each.
struct FindingLocator {
    private var line = LineNumber(0)
    private var offset = 0
    private var column = 1
    private var fingerprints: [String: String] = [:]

    mutating func position(of target: ByteOffset, in file: SourceFile) -> (line: LineNumber, column: Int) {
        let targetLine = file.lines.line(at: target)
        if targetLine != line || target.value < offset {
            line = targetLine
            offset = file.lines.start(ofLine: targetLine).value
            column = 1
        }
        let end = min(target.value, file.bytes.count)
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
