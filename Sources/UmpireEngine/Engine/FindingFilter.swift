// The one place findings are judged after the rules have spoken: a file's suppression
// comments (for its own findings and the cross-file findings that point at it), then the
// suppression rules, then the change (its lines, and what is new against its base), then the
// baseline — each once, in that order.

import UmpireCore

/// What the filter needs of a file with suppression comments: the comments, and what the
/// suppression rules read to judge them.
struct SuppressionState: Sendable {
    let context: RuleContext
    var suppressions: [Suppression]
    let malformed: [MalformedSuppression]
    /// The rules that judged the whole file: only their suppressions can be called unused.
    let judged: Set<String>
    let suppressionRules: [ActiveRule]
}

/// What the merge keeps of one file: its findings before any filter, and how to filter them.
struct FileRecord: Sendable {
    var path: String
    var findings: [Finding] = []
    var notes: [Note] = []
    var lines = 0
    var bytes = 0
    var linted = false
    /// Left out by the configuration's `include`/`exclude`.
    var excluded = false
    var facts: [ProjectFacts] = []
    var changedLines: ChangedLines?
    var suppressions: SuppressionState?

    init(path: String) { self.path = path }
}

struct FindingFilter {
    let knownIDs: Set<String>
    let changeAware: Set<String>
    let baseline: Baseline?
    let timed: (Stage, String, () -> Void) -> Void
    /// In change mode, the findings of the changed files (by display path) at the base
    /// revision, from the rules named.
    var findingsAtBase: ((Set<String>, Set<String>) -> [Finding])?

    struct Outcome {
        var findings: [Finding] = []
        /// Hidden by the baseline, for `--write-baseline` (which records them again).
        var baselined: [Finding] = []
        var baselineFixed = 0
    }

    func apply(_ records: inout [FileRecord], project: [Finding]) -> Outcome {
        var byPath: [String: Int] = [:]
        for (n, record) in records.enumerated() { byPath[record.path] = n }
        var kept: [Finding] = []
        var projectByFile: [Int: [Finding]] = [:]
        for finding in project {
            if let n = byPath[finding.path] { projectByFile[n, default: []].append(finding) } else { kept.append(finding) }
        }
        // Findings off a change's lines wait for the base's verdict: new there, they are the change's.
        var offChange: [(on: [Finding], off: [Finding], record: Int)] = []
        for n in records.indices {
            var findings = records[n].findings
            var fromProject = projectByFile[n] ?? []
            if var state = records[n].suppressions {
                timed(.suppressions, records[n].path) {
                    findings = Suppressions.apply(&state.suppressions, to: findings)
                    fromProject = Suppressions.apply(&state.suppressions, to: fromProject)
                    findings += judge(state)
                }
                records[n].suppressions = state
            }
            findings = FindingOverlap.merged(findings)
            fromProject = FindingOverlap.merged(fromProject)
            FindingOverlap.preferProject(&findings, over: fromProject)
            guard let changed = records[n].changedLines else {
                kept += findings + fromProject
                continue
            }
            // Change-aware findings are about the change itself, wherever they point.
            var on: [Finding] = [], off: [Finding] = []
            for finding in findings + fromProject {
                if changed.contains(finding.line) || changeAware.contains(finding.ruleID) { on.append(finding) } else { off.append(finding) }
            }
            kept += on
            if !off.isEmpty { offChange.append((on, off, n)) }
        }
        if !offChange.isEmpty, let findingsAtBase {
            // Every changed file the base has, not only those with findings off the change:
            // cross-file rules judge the base as a whole, as they judged the change.
            var edited: Set<String> = []
            for record in records { if case .ranges = record.changedLines { edited.insert(record.path) } }
            var basePerPath: [String: [Finding]] = [:]
            let rules = Set(offChange.flatMap { $0.off.map(\.ruleID) })
            for finding in findingsAtBase(edited, rules) { basePerPath[finding.path, default: []].append(finding) }
            for (on, off, n) in offChange {
                var ledger = NewAgainstBase(change: on + off, base: basePerPath[records[n].path] ?? [])
                for finding in on { ledger.reportedOnChangedLine(finding) }
                kept += off.filter { ledger.isNew($0) }
            }
        }
        kept.sort(by: Finding.ordered)
        Fingerprint.numberOccurrences(&kept)
        var outcome = Outcome()
        guard let baseline else {
            outcome.findings = kept
            return outcome
        }
        (outcome.findings, outcome.baselined, outcome.baselineFixed) = baseline.split(kept)
        return outcome
    }

    /// The suppression rules' findings on one file: unused and malformed comments, missing
    /// reasons. Such a finding can itself be silenced by a comment naming its rule (a bare
    /// directive would silence its own report), but that never counts as a use.
    private func judge(_ state: SuppressionState) -> [Finding] {
        guard !state.suppressionRules.isEmpty else { return [] }
        let report = SuppressionReport(file: state.context.file, suppressions: state.suppressions, malformed: state.malformed,
                                       judged: state.judged, known: knownIDs)
        var locator = FindingLocator()
        var own: [Finding] = []
        for rule in state.suppressionRules {
            var sink = FindingSink(ruleID: rule.description.id)
            rule.suppressionRule?.check(report, into: &sink)
            own += sink.raw.map { Engine.finding($0, in: state.context, rule: rule, locator: &locator) }
        }
        var scratch = state.suppressions.filter { !$0.rules.isEmpty }
        return Suppressions.apply(&scratch, to: own)
    }
}
