// Flags suppression comments that suppress nothing, or name a rule that does not exist.

public struct UnusedSuppression: SuppressionRule {
    public static let id = "unused-suppression"
    public static let description = RuleDescription(
        id: id, area: .suppressions, languages: Set(Language.allCases), severity: .warning,
        summary: "A suppression comment that suppresses nothing, names an unknown rule, or does not parse",
        rationale: """
            A suppression outlives the finding it was written for: once the code is fixed, the \
            comment stays and would hide the next real finding on that line. Reporting it keeps \
            every suppression earning its place.
            """,
        fix: "Delete the comment, or correct the rule id.",
        limitations: """
            A suppression of a rule that did not run on the file (switched off there, for another \
            language, left out by `--only`) or of a cross-file rule is not judged: whether it \
            would suppress something cannot be known from this run.
            """,
        triggering: [
            Example("""
                func reload() {
                    ↓// umpire:disable-next-line no-print -- debug menu only
                    logger.debug("reloaded \\(matchID)")
                }
                """),
            Example("""
                ↓// umpire:disable-next-line no-prnt -- typo in the id
                let title = state.titleText
                """),
            // Meant as a suppression, written so it is not one: it silences nothing.
            Example("""
                func reload() {
                    ↓// umpire: disable-next-line no-print -- debug menu only
                    print(state)
                }
                """),
            Example("""
                ↓/* umpire:disable no-foreground-color */
                struct ScoreView: View {
                    var body: some View { Text(state.scoreLine).foregroundStyle(.secondary) }
                }
                """),
        ],
        nonTriggering: [
            Example("""
                func reload() {
                    // umpire:disable-next-line no-print -- debug menu only
                    print(state)
                }
                """, trap: .lookAlike),
            Example(#"let tip = "// umpire:disable-next-line no-print""#, trap: .inString),
            Example("// To silence a rule, write umpire:disable-next-line no-print above the line.", trap: .inComment),
            Example("""
                // umpire:disable-next-line no-print -- not judged here: no-print reads Swift only
                export const wicketTitle = "Wicket";
                """, path: "backend/src/notifications/wicket.messages.ts", trap: .lookAlike),
        ])

    public init(options: RuleOptions) {}

    public func check(_ report: SuppressionReport, into findings: inout FindingSink) {
        for comment in report.malformed {
            findings.report(offset: comment.start, end: comment.end,
                            "This comment looks like a suppression but is not one; write `umpire:disable-next-line RULE -- reason`.")
        }
        for s in report.suppressions where s.kind != .enable {
            if s.rules.isEmpty {
                if s.used.isEmpty, !report.judged.isEmpty {
                    findings.report(offset: s.start, end: s.end, "This \(s.directive) suppresses nothing here; remove it.")
                }
                continue
            }
            for rule in s.rules where !s.used.contains(rule) {
                if !report.known.contains(rule) {
                    let hint = Configuration.suggestion(for: rule, among: report.known.sorted())
                    findings.report(offset: s.start, end: s.end,
                                    "\(s.directive) names \"\(rule)\", which is not a rule\(hint); check the id with `umpire rules`.")
                } else if report.judged.contains(rule) {
                    findings.report(offset: s.start, end: s.end, "This \(s.directive) of \(rule) suppresses nothing here; remove it.")
                }
            }
        }
    }
}
