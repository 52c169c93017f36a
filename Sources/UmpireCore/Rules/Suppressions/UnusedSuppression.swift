// Flags suppression comments that suppress nothing, or name a rule that does not exist.

public struct UnusedSuppression: SuppressionRule {
    public static let id = "unused-suppression"
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: id, area: .suppressions, languages: Set(Language.allCases), severity: .warning,
        summary: "A suppression comment that suppresses nothing, names an unknown rule, or does not parse",
        rationale: """
            A suppression outlives the finding it was written for: once the code is fixed, the \
            comment stays and would hide the next real finding on that line. Reporting it keeps \
            every suppression earning its place.
            """,
        fix: "Delete the comment, correct the rule id, or write the directive as Umpire reads it (`umpire:disable-next-line`, not `umpire-disable-next-line`).",
        // Removing a comment (or an id from its list) that silences nothing is safe; correcting
        // a misspelt id is unsafe, since the suppression then hides that rule's finding.
        fixes: .unsafe,
        limitations: """
            A suppression of a rule that did not run on the file (switched off there, for another \
            language, left out by `--only`) or of a cross-file rule is not judged: whether it \
            would suppress something cannot be known from this run.
            """,
        triggering: [
            // Removing a comment that silences nothing changes no behaviour: a safe fix.
            Example("""
                func reload() {
                    ↓// umpire:disable-next-line no-print -- debug menu only
                    logger.debug("reloaded \\(matchID)")
                }
                """, corrected: """
                func reload() {
                    logger.debug("reloaded \\(matchID)")
                }
                """),
            // Only the rule that silenced nothing leaves the list.
            Example("""
                func reload() {
                    ↓// umpire:disable-next-line no-print, no-foreground-color -- debug menu only
                    print(state)
                }
                """, corrected: """
                func reload() {
                    // umpire:disable-next-line no-print -- debug menu only
                    print(state)
                }
                """),
            // A misspelt id is corrected, so the reason the author wrote keeps its meaning.
            Example("""
                func reload() {
                    ↓// umpire:disable-next-line no-prnt -- debug menu only
                    print(state)
                }
                """, corrected: """
                func reload() {
                    // umpire:disable-next-line no-print -- debug menu only
                    print(state)
                }
                """),
            Example("""
                ↓// umpire:disable-next-line no-such-check -- an id nobody ever had
                let title = state.titleText
                """, corrected: """
                let title = state.titleText
                """),
            // Meant as a suppression, written so it is not one: it silences nothing.
            Example("""
                func reload() {
                    ↓// umpire: disable-next-line no-print -- debug menu only
                    print(state)
                }
                """, corrected: """
                func reload() {
                    // umpire:disable-next-line no-print -- debug menu only
                    print(state)
                }
                """),
            // ESLint's spelling, which Umpire does not read: the finding below it still shows.
            Example("""
                func reload() {
                    ↓// umpire-disable-next-line no-print -- debug menu only
                    print(state)
                }
                """, corrected: """
                func reload() {
                    // umpire:disable-next-line no-print -- debug menu only
                    print(state)
                }
                """),
            Example("""
                ↓/* umpire:disable no-foreground-color */
                struct ScoreView: View {
                    var body: some View { Text(state.scoreLine).foregroundStyle(.secondary) }
                }
                """, corrected: """
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
            // Prose about the tool and its own commands, not a directive.
            Example("""
                // umpire-bench measures this path; the umpire disables nothing here.
                let cached = cache[matchID]
                """, trap: .lookAlike),
            Example("""
                // umpire:disable-next-line no-print -- not judged here: no-print reads Swift only
                export const wicketTitle = "Wicket";
                """, path: "backend/src/notifications/wicket.messages.ts", trap: .lookAlike),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ report: SuppressionReport, into findings: inout FindingSink) {
        for comment in report.malformed {
            findings.report(offset: comment.start, end: comment.end,
                            "This comment looks like a suppression but is not one; write `umpire:disable-next-line RULE -- reason`.",
                            fix: respelling(comment, in: report.file))
        }
        for s in report.suppressions where s.kind != .enable {
            if s.rules.isEmpty {
                if s.used.isEmpty, !report.judged.isEmpty {
                    findings.report(offset: s.start, end: s.end, "This \(s.directive) suppresses nothing here; remove it.",
                                    fix: removal(of: s, in: report.file))
                }
                continue
            }
            let unknown = s.rules.filter { !s.used.contains($0) && !report.known.contains($0) }
            let unused = s.rules.filter { !s.used.contains($0) && report.known.contains($0) && report.judged.contains($0) }
            // A misspelt id is corrected, not removed: the comment and its reason say what the
            // author meant to keep.
            let meant = Dictionary(uniqueKeysWithValues: unknown.compactMap { rule in
                Configuration.closest(to: rule, among: report.known.sorted()).map { (rule, $0) }
            })
            let removed = unknown.filter { meant[$0] == nil } + unused
            // One fix for the comment, whatever the number of findings on it: the same edit,
            // applied once.
            let fix = removed.isEmpty ? nil : trimming(s, of: removed, in: report.file)
            for rule in s.rules where !s.used.contains(rule) {
                if unknown.contains(rule) {
                    let hint = Configuration.suggestion(for: rule, among: report.known.sorted())
                    findings.report(offset: s.start, end: s.end,
                                    "\(s.directive) names \"\(rule)\", which is not a rule\(hint); check the id with `umpire rules`.",
                                    fix: meant[rule].flatMap { correcting(rule, to: $0, in: s, file: report.file) } ?? fix)
                } else if unused.contains(rule) {
                    findings.report(offset: s.start, end: s.end, "This \(s.directive) of \(rule) suppresses nothing here; remove it.", fix: fix)
                }
            }
        }
    }

    /// The comment and its line (or, after code, the comment and the spaces before it).
    private func removal(of s: Suppression, in file: SourceFile) -> Fix? {
        guard let token = file.token(startingAt: s.start) else { return nil }
        return Fix("Remove the unused suppression", .safe, edits: [file.removingWithLine(token)])
    }

    /// `umpire-disable-next-line`, `UMPIRE: disable`: the directive written as Umpire reads it,
    /// when its name is one of Umpire's (`umpire:disabled` is left to a person). Unsafe, as a
    /// corrected id is: the comment then hides the findings it names.
    private func respelling(_ comment: MalformedSuppression, in file: SourceFile) -> Fix? {
        let text = Array(file.bytes[bytes: comment.start..<comment.end])
        let lower = text.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        let umpire = Array("umpire".utf8)
        guard lower.count > umpire.count,
              let at = (0...(lower.count - umpire.count)).first(where: { Array(lower[$0..<$0 + umpire.count]) == umpire }) else { return nil }
        var k = at + umpire.count
        let isJoiner = { (b: UInt8) in b == UInt8(ascii: " ") || b == UInt8(ascii: ":") || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") }
        while k < lower.count, isJoiner(lower[k]) { k += 1 }
        let rest = lower[k...]
        guard let kind = Suppression.Kind.allCases.first(where: { rest.starts(with: Array($0.rawValue.utf8)) }) else { return nil }
        let end = k + kind.rawValue.utf8.count
        guard end == lower.count || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "*"), UInt8(ascii: "-")].contains(lower[end]) else { return nil }
        return Fix("Write it as umpire:\(kind.rawValue)", .unsafe,
                   edits: [TextEdit(start: comment.start + at, end: comment.start + end, replacement: "umpire:\(kind.rawValue)")])
    }

    /// The misspelt id replaced by the one it most likely meant. Unsafe: the corrected
    /// suppression now hides that rule's finding, which a person should confirm.
    private func correcting(_ rule: String, to meant: String, in s: Suppression, file: SourceFile) -> Fix? {
        let comment = Array(file.bytes[bytes: s.start..<s.end]), id = Array(rule.utf8)
        guard id.count <= comment.count else { return nil }
        for k in 0...(comment.count - id.count) where Array(comment[k..<k + id.count]) == id {
            // A whole id: not part of a longer word.
            let before = k > 0 ? comment[k - 1] : UInt8(ascii: " "), after = k + id.count < comment.count ? comment[k + id.count] : UInt8(ascii: " ")
            let isIDByte = { (b: UInt8) in (b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b == UInt8(ascii: "-") }
            guard !isIDByte(before), !isIDByte(after) else { continue }
            return Fix("Correct the rule id to \(meant)", .unsafe,
                       edits: [TextEdit(start: s.start + k, end: s.start + k + id.count, replacement: meant)])
        }
        return nil
    }

    /// The comment without `rules`; when no rule is left, no comment.
    private func trimming(_ s: Suppression, of rules: [String], in file: SourceFile) -> Fix? {
        let kept = s.rules.filter { !rules.contains($0) }
        if kept.isEmpty { return removal(of: s, in: file) }
        let text = String(decoding: file.bytes[bytes: s.start..<s.end], as: UTF8.self)
        guard let directive = text.range(of: "umpire:" + s.kind.rawValue) else { return nil }
        let afterDirective = text[directive.upperBound...]
        // The list runs to the reason (`-- …`) or the comment's end (`*/`, `-->`).
        let listEnd = [afterDirective.range(of: "--")?.lowerBound, afterDirective.range(of: "*/")?.lowerBound]
            .compactMap { $0 }.min() ?? afterDirective.endIndex
        let trailing = afterDirective[..<listEnd].hasSuffix(" ") || listEnd != afterDirective.endIndex ? " " : ""
        let rewritten = String(text[..<directive.upperBound]) + " " + kept.joined(separator: ", ") + trailing + text[listEnd...]
        let title = rules.count == 1 ? "Remove \(rules[0]) from the suppression" : "Remove \(rules.joined(separator: ", ")) from the suppression"
        return Fix(title, .safe, edits: [TextEdit(start: s.start, end: s.end, replacement: rewritten)])
    }
}
