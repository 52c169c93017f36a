// Flags suppression comments that give no reason after `--`.

public struct SuppressionReason: SuppressionRule {
    public static let id = "suppression-reason"
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: id, area: .suppressions, languages: Set(Language.allCases), severity: .warning,
        summary: "A suppression comment without a reason after --",
        rationale: """
            A reviewer seeing a suppression needs to know why the rule does not apply there; \
            without a reason the next reader cannot tell a considered exception from a shortcut.
            """,
        fix: "Add the reason after `--`: `// umpire:disable-next-line no-print -- debug menu only`.",
        enabledByDefault: false,
        limitations: "Off by default: turn it on with `\"suppression-reason\": \"warning\"` (or `\"requireSuppressionReason\": true`). Any text with a letter or digit after `--` counts as a reason.",
        triggering: [
            Example("""
                func reload() {
                    ↓// umpire:disable-next-line no-print
                    print(state)
                }
                """),
            Example("""
                ↓/* umpire:disable-file */
                let legacy = Color(red: 0.1, green: 0.2, blue: 0.3)
                """),
            Example("let accent = Color(red: 0.1, green: 0.2, blue: 0.3) ↓// umpire:disable-line hardcoded-color --"),
        ],
        nonTriggering: [
            Example("""
                // umpire:disable-next-line no-print -- debug menu only, stripped from release
                print(state)
                """, trap: .lookAlike),
            Example("""
                // umpire:disable no-print -- the replay tool logs to the console
                print(state)
                // umpire:enable no-print
                """, trap: .lookAlike),
            Example(#"let tip = "// umpire:disable-next-line no-print""#, trap: .inString),
            Example("// Write umpire:disable-next-line no-print -- and a reason.", trap: .inComment),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ report: SuppressionReport, into findings: inout FindingSink) {
        for s in report.suppressions where s.kind != .enable && !s.hasReason {
            findings.report(offset: s.start, end: s.end, "This \(s.directive) gives no reason; add one after `--` for the reviewer.")
        }
    }
}
