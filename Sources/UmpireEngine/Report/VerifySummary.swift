// The /verify summary: one section per area, passed or failed, and the verdict.

import UmpireCore

public struct AreaOutcome: Sendable {
    public let area: Area
    public let errors: Int
    public let warnings: Int
    /// Rule ids that reported in this area, in id order.
    public let rules: [String]
    /// Why none of the area's rules judged anything this run; nil when the area was checked.
    public let notChecked: String?

    public func passed(strict: Bool) -> Bool { errors == 0 && (!strict || warnings == 0) }

    /// `passed`, `failed` or `not checked`: the JSON contract's words.
    public func status(strict: Bool) -> String {
        notChecked != nil ? "not checked" : passed(strict: strict) ? "passed" : "failed"
    }
}

public struct VerifySummary: Sendable {
    public let areas: [AreaOutcome]
    public let errors: Int
    public let warnings: Int
    public let files: Int
    public let lines: Int
    public let seconds: Double
    public let strict: Bool
    /// Files skipped or unreadable (notes say which and why).
    public let notLinted: Int
    /// Why the run was cut short (a file not read, a custom rule stopped), when it was: the
    /// verdict is then INCOMPLETE, never PASSED.
    public let incomplete: String?

    public init(_ result: LintResult, strict: Bool) {
        areas = result.areas.map { area in
            let found = result.findings.filter { $0.area == area }
            return AreaOutcome(area: area, errors: found.count { $0.severity == .error },
                               warnings: found.count { $0.severity == .warning },
                               rules: Set(found.map(\.ruleID)).sorted(), notChecked: result.uncheckedAreas[area])
        }
        let unread = result.notes.filter(\.incomplete)
        incomplete = unread.isEmpty ? nil : "\(Wording.count(Set(unread.map(\.path)).count, "file")) could not be checked (see the notes)"
        errors = result.errors
        warnings = result.warnings
        files = result.files
        lines = result.lines
        seconds = result.seconds
        self.strict = strict
        notLinted = Set(result.notes.filter { $0.message.hasSuffix("not linted") || $0.incomplete }.map(\.path)).count
    }

    public var passed: Bool { errors == 0 && (!strict || warnings == 0) }

    /// PASSED, FAILED or INCOMPLETE.
    public var verdict: String { incomplete != nil ? "INCOMPLETE" : passed ? "PASSED" : "FAILED" }

    /// `, 2 areas not checked` when some were not.
    public var notCheckedText: String {
        let n = areas.count { $0.notChecked != nil }
        return n == 0 ? "" : ", \(Wording.count(n, "area")) not checked"
    }

    /// `, 2 files not linted (see the notes)` when the run skipped or could not read files: a
    /// skipped file is never silent, not even in the one-line verdict. Files linted with a
    /// caveat (invalid UTF-8) were linted and do not count.
    public var notLintedText: String {
        notLinted == 0 ? "" : ", \(Wording.count(notLinted, "file")) not linted (see the notes)"
    }

    public static func counts(errors: Int, warnings: Int) -> String {
        "\(Wording.count(errors, "error")), \(Wording.count(warnings, "warning"))"
    }

    public var durationText: String {
        seconds < 0.01 ? "\(Int((seconds * 1000).rounded())) ms" : Wording.decimals(seconds, 2) + " s"
    }
}
