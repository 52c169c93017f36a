// The default output: editor-parsable finding lines, then the /verify summary.

import UmpireCore

public struct TextStyle: Sendable {
    public let color: Bool
    public init(color: Bool) { self.color = color }

    func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func red(_ t: String) -> String { paint(t, "31") }
    func green(_ t: String) -> String { paint(t, "32") }
    func yellow(_ t: String) -> String { paint(t, "33") }
    func bold(_ t: String) -> String { paint(t, "1") }
    func dim(_ t: String) -> String { paint(t, "2") }
}

public enum TextReporter {
    /// `brief` (a pre-commit run): a clean result is one line, the verdict.
    public static func render(_ result: LintResult, strict: Bool, style: TextStyle, brief: Bool = false) -> String {
        if brief, result.findings.isEmpty, result.notes.isEmpty, result.baselineFixed == 0 {
            return verdictLine(VerifySummary(result, strict: strict), style: style)
        }
        var out = ""
        for f in result.findings {
            let severity = f.severity == .error ? style.red("error") : style.yellow("warning")
            out += "\(sanitized(f.path)):\(f.line):\(f.column): \(severity): \(sanitized(f.message)) \(style.dim("[\(f.ruleID)]"))\n"
        }
        for note in result.notes {
            out += "\(sanitized(note.path)): note: \(sanitized(note.message))\n"
        }
        if !result.findings.isEmpty || !result.notes.isEmpty { out += "\n" }
        out += summary(VerifySummary(result, strict: strict), style: style)
        if let fixes = result.fixes {
            let remain = result.findings.isEmpty ? "nothing remains" : "the findings above remain"
            out += fixes.applied == 0 ? "Fixed nothing: no fix applied.\n"
                : "Fixed \(Wording.count(fixes.applied, "finding")) in \(Wording.count(fixes.files.count, "file")) (\(Wording.count(fixes.passes, "pass", plural: "passes"))); \(remain).\n"
        }
        if result.baselineHidden > 0 {
            out += "\(Wording.count(result.baselineHidden, "finding")) hidden by the baseline.\n"
        }
        if result.baselineFixed > 0 {
            let n = result.baselineFixed
            out += "\(Wording.count(n, "baseline entry", plural: "baseline entries")) \(n == 1 ? "no longer occurs" : "no longer occur"); rewrite it with --write-baseline.\n"
        }
        if let next = nextStep(result) { out += next }
        return out
    }

    /// After findings, what to do: read the rule's explanation, or keep the finding on purpose
    /// with a suppression that says why (in the comment syntax of the file it is in).
    static func nextStep(_ result: LintResult) -> String? {
        guard let first = result.findings.first(where: { $0.severity == .error }) ?? result.findings.first else { return nil }
        let comment = Suppression.nextLineComment(for: first.ruleID, path: first.path)
        // A script's finding may sit on a continued line, where no comment can go: the command's top.
        let place = Language.of(path: first.path)?.language == .shell ? "above its command" : "above it"
        return "Next: `umpire explain \(first.ruleID)` says why and how to fix it; to keep a finding on purpose, add `\(comment)` \(place).\n"
    }

    public static func summary(_ s: VerifySummary, style: TextStyle) -> String {
        var out = style.bold("/verify") + "\n"
        let width = (s.areas.map(\.area.rawValue.count).max() ?? 0) + 2
        let countsWidth = (s.areas.map { VerifySummary.counts(errors: $0.errors, warnings: $0.warnings).count }.max() ?? 0) + 2
        for a in s.areas {
            let name = a.area.rawValue.padded(to: width)
            if let reason = a.notChecked {
                out += "  \(style.dim("SKIP"))  \(name)\(style.dim("not checked: " + reason))\n"
                continue
            }
            let mark = a.passed(strict: s.strict) ? style.green("PASS") : style.red("FAIL")
            var line = "  \(mark)  \(name)"
            if a.errors + a.warnings > 0 {
                line += VerifySummary.counts(errors: a.errors, warnings: a.warnings).padded(to: countsWidth)
                line += style.dim(a.rules.joined(separator: ", "))
            }
            out += line.trimmingTrailingSpaces() + "\n"
        }
        return out + verdictLine(s, style: style)
    }

    /// `Verdict: PASSED — 0 errors, … in 12 files (1,840 lines), 0.02 s`, and why a run was incomplete.
    public static func verdictLine(_ s: VerifySummary, style: TextStyle) -> String {
        let verdict = s.incomplete != nil ? style.yellow(style.bold(s.verdict))
            : s.passed ? style.green(style.bold(s.verdict)) : style.red(style.bold(s.verdict))
        var out = "\(style.bold("Verdict:")) \(verdict) — \(VerifySummary.counts(errors: s.errors, warnings: s.warnings))"
        out += " in \(Wording.count(s.files, "file")) (\(Wording.count(s.lines, "line")))\(s.notLintedText)\(s.notCheckedText), \(s.durationText)\n"
        if let reason = s.incomplete { out += "Incomplete: \(reason).\n" }
        return out
    }

    /// Keeps one finding on one line whatever the path or quoted source contains (see
    /// `Escape.visible`).
    static func sanitized(_ text: String) -> String { Escape.visible(text) }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }

    func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
