// `--fix` and `--diff`: apply the fixes the first lint found, lint the fixed text again in
// memory and apply what that finds, until nothing changes (a few passes at most). Nothing is
// written here: the caller writes each file whole, or prints the diff.

import UmpireCore

struct FixSession {
    /// The run's rules and baseline, without the change or the statistics.
    let engine: Engine
    let applicabilities: Set<FixApplicability>
    static let passLimit = 4

    struct FileFix {
        let source: FixSource
        var bytes: [UInt8]
        var applied = 0
        /// Byte ranges that may be fixed (a diff mode's changed lines, followed through the
        /// edits); nil: the whole file.
        var eligible: [Range<Int>]?
    }

    struct Outcome {
        var files: [String: FileFix] = [:]
        var passes = 0
        var skipped: [Note] = []
    }

    /// Fixes what `first` found, in the bytes `sources` holds of each file. A fix never creates
    /// a finding: where the fixed text has a finding its source had not (Codable added to a type
    /// makes its vars a model's), the file keeps only its safe fixes, or none, with a note.
    @_optimize(none)
    func run(_ first: LintResult, sources: [String: FixSource]) -> Outcome {
        var safeOnly: Set<String> = [], unfixed: Set<String> = []
        var held: [String: Set<String>] = [:]
        while true {
            var outcome = attempt(first, sources: sources, safeOnly: safeOnly, unfixed: unfixed)
            let created = createdFindings(outcome)
            guard !created.isEmpty else {
                for (path, rules) in held.sorted(by: { $0.key < $1.key }) {
                    let kept = unfixed.contains(path) ? "not fixed" : "only its safe fixes applied"
                    outcome.skipped.append(Note(path: path, message: "its fixes would create a finding (\(rules.sorted().joined(separator: ", "))); \(kept)",
                                                incomplete: false))
                }
                return outcome
            }
            for (path, rules) in created {
                held[path, default: []].formUnion(rules)
                if safeOnly.contains(path) { unfixed.insert(path) } else { safeOnly.insert(path) }
            }
        }
    }

    /// The rules that say something new of a fixed file, by path: a rule and message its source
    /// did not have. The same problem said again (a waiter inserted with the table name the
    /// create-table call hard-codes) is not new.
    @_optimize(none)
    private func createdFindings(_ outcome: Outcome) -> [String: Set<String>] {
        let fixed = outcome.files.filter { $0.value.bytes != $0.value.source.bytes }
        guard !fixed.isEmpty else { return [:] }
        // Both sides linted whole, here: the run's own findings may be a change's lines only.
        var before: [String: Set<[String]>] = [:]
        for finding in engine.run(fixed.map { ref($0.key, $0.value, bytes: $0.value.source.bytes) }).findings {
            before[finding.path, default: []].insert([finding.ruleID, finding.ownMessage])
        }
        var created: [String: Set<String>] = [:]
        for finding in engine.run(fixed.map { ref($0.key, $0.value, bytes: $0.value.bytes) }).findings
        where before[finding.path]?.contains([finding.ruleID, finding.ownMessage]) != true {
            created[finding.path, default: []].insert(finding.ruleID)
        }
        return created
    }

    @_optimize(none)
    private func ref(_ path: String, _ file: FileFix, bytes: [UInt8]) -> SourceFileRef {
        var ref = SourceFileRef(absolutePath: file.source.absolutePath, displayPath: path, rolePath: file.source.rolePath, content: bytes)
        ref.isNamed = true
        return ref
    }

    @_optimize(none)
    private func attempt(_ first: LintResult, sources: [String: FixSource], safeOnly: Set<String>, unfixed: Set<String>) -> Outcome {
        var outcome = Outcome()
        var pending = fixes(in: first.findings)
        while !pending.isEmpty, outcome.passes < Self.passLimit {
            outcome.passes += 1
            var changed: [String] = []
            for (path, fixes) in pending.sorted(by: { $0.key < $1.key }) where !unfixed.contains(path) {
                guard let source = outcome.files[path]?.source ?? sources[path] else { continue }
                var file = outcome.files[path] ?? FileFix(source: source, bytes: source.bytes, eligible: Self.ranges(of: source))
                let allowed = fixes.filter { fix in
                    (file.eligible.map { Self.covers($0, fix.span) } ?? true) && (!safeOnly.contains(path) || fix.applicability == .safe)
                }
                let applied = FixApplier.apply(allowed, to: file.bytes)
                guard !applied.applied.isEmpty else { continue }
                file.eligible = file.eligible.map { Self.follow($0, through: applied.applied.flatMap(\.edits)) }
                file.bytes = applied.bytes
                file.applied += applied.applied.count
                outcome.files[path] = file
                changed.append(path)
            }
            guard !changed.isEmpty else { break }
            // The fixed text, linted again: a fix may make room for another, or overlap one that waited.
            pending = fixes(in: engine.run(changed.map { ref($0, outcome.files[$0]!, bytes: outcome.files[$0]!.bytes) }).findings)
        }
        // A fix must never break a file: no new unpaired bracket, string or unknown byte.
        for (path, file) in outcome.files where problems(file.bytes, file.source) > problems(file.source.bytes, file.source) {
            outcome.files[path] = nil
            outcome.skipped.append(Note(path: path, message: "its fixes would leave a bracket or a literal unpaired; not fixed", incomplete: false))
        }
        return outcome
    }

    @_optimize(none)
    private func fixes(in findings: [Finding]) -> [String: [Fix]] {
        var byPath: [String: [Fix]] = [:]
        for finding in findings {
            guard let fix = finding.fix, applicabilities.contains(fix.applicability) else { continue }
            byPath[finding.path, default: []].append(fix.fix)
        }
        return byPath
    }

    @_optimize(none)
    private func problems(_ bytes: [UInt8], _ source: FixSource) -> Int {
        guard let language = Language.of(path: source.absolutePath) else { return 0 }
        return SourceFile(bytes: bytes, language: language.language, jsx: language.jsx).structuralProblems
    }

    /// The byte ranges of a diff mode's changed lines; nil when every line counts.
    @_optimize(none)
    static func ranges(of source: FixSource) -> [Range<Int>]? {
        guard case let .ranges(lines)? = source.changedLines else { return nil }
        var starts = [0]
        for (i, b) in source.bytes.enumerated() where b == ASCII.lf { starts.append(i + 1) }
        starts.append(source.bytes.count)
        return lines.compactMap { range in
            guard range.lowerBound - 1 < starts.count - 1 else { return nil }
            let start = starts[range.lowerBound - 1], end = starts[min(range.upperBound, starts.count - 1)]
            return start..<end
        }
    }

    @_optimize(none)
    static func covers(_ ranges: [Range<Int>], _ span: ClosedRange<ByteOffset>) -> Bool {
        ranges.contains { $0.lowerBound <= span.lowerBound.value && span.upperBound.value <= $0.upperBound }
    }

    /// Ranges in the text before `edits` (in file order), as they sit after them; each edited
    /// stretch joins the ranges too, since the fixed lines are the change's own.
    @_optimize(none)
    static func follow(_ ranges: [Range<Int>], through edits: [TextEdit]) -> [Range<Int>] {
        @_optimize(none)
        func moved(_ offset: Int) -> Int {
            var shift = 0
            for edit in edits where edit.start.value < offset {
                if edit.end.value <= offset {
                    shift += edit.replacement.utf8.count - (edit.end - edit.start)
                } else {
                    // Inside an edit: its new text's end.
                    return edit.start.value + shift + edit.replacement.utf8.count
                }
            }
            return offset + shift
        }
        var result = ranges.map { moved($0.lowerBound)..<max(moved($0.lowerBound), moved($0.upperBound)) }
        var shift = 0
        for edit in edits {
            result.append(edit.start.value + shift..<edit.start.value + shift + edit.replacement.utf8.count)
            shift += edit.replacement.utf8.count - (edit.end - edit.start)
        }
        return result
    }
}
