// Flags notification bodies that repeat their title.

import UmpireCore
import UmpireRuleSupport

public struct CopyRedundantTitle: Rule {
    public static let description = RuleDescription(
        id: "copy-redundant-title", area: .copyAndTone, languages: [.typeScript],
        roles: [.messages, .backend], excludedRoles: [.test], severity: .warning,
        summary: "A notification body that repeats its title's words",
        rationale: """
            The lock screen shows title and body together; a body that restates the title \
            spends the reader's glance twice on the same fact. The body should add what the \
            title does not: the figures, the situation, what happens next.
            """,
        fix: "Keep the fact in the title and use the body for the figures or the situation.",
        readsStringText: true,
        limitations: """
            Pairs are `fooTitle`/`fooBody` exports in a messages file, or `title`/`body` keys in \
            one object. Words of three letters or fewer and placeholders are ignored.
            """,
        triggering: [
            Example("""
                export const wicketTitle = (team: string) => `${team} lose a wicket`;
                export const wicketBody = (team: string, b: string) => ↓`${team} lose a wicket as ${b} departs`;
                """, path: "backend/src/notifications/wicket.messages.ts"),
            Example(#"const alert = { title: "Rain delay at Lord's", body: ↓"Rain delay at Lord's, covers on" };"#,
                    path: "backend/src/notifications/weather.ts"),
        ],
        nonTriggering: [
            // A debug endpoint's check that pushes arrive.
            Example("""
                export async function sendTestNotification(token: string) {
                  await apns.send(token, { alert: { title: 'Test notification', body: 'This is a test notification from the backend' } });
                }
                """, path: "backend/src/notifications/apns.ts", trap: .lookAlike),
            Example("""
                export const wicketTitle = (team: string) => `${team} lose a wicket`;
                export const wicketBody = (b: string, runs: number) => `${b} departs for ${runs} — 142/4 after 25 overs`;
                """, path: "backend/src/notifications/wicket.messages.ts"),
            Example("""
                export const fiftyTitle = (b: string) => `50 for ${b}`;
                export const centuryBody = (b: string) => `50 for ${b} became 100 for ${b}`;
                """, path: "backend/src/notifications/milestones.messages.ts", trap: .lookAlike),
            Example(#"const alert = { title: "Rain delay at Lord's", body: bodyFor("Rain delay at Lord's") };"#,
                    path: "backend/src/notifications/weather.ts", trap: .lookAlike),
            Example(#"const fixture = { title: "Rain delay", body: "Rain delay" };"#,
                    path: "backend/src/notifications/__tests__/weather.test.ts", trap: .inString),
            Example("// title: \"Rain delay\", body: \"Rain delay, covers on\"", path: "backend/src/notifications/weather.ts",
                    trap: .inComment),
        ])

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let strings = CopyText.strings(in: context)
        var titles: [String: [String]] = [:]
        for (copy, text) in strings where copy.role == "title" {
            titles[pairKey(copy, in: file)] = contentWords(text)
        }
        for (copy, text) in strings where copy.role == "body" {
            guard let title = titles[pairKey(copy, in: file)], title.count >= 2 else { continue }
            let body = Set(contentWords(text))
            let repeated = title.filter(body.contains)
            if Double(repeated.count) / Double(title.count) >= 0.6 {
                findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message)
            }
        }
    }

    /// `wicketTitle`/`wicketBody` share `wicket`; `title:`/`body:` share their object literal.
    private func pairKey(_ copy: CopyString, in file: SourceFile) -> String {
        if case .copyKey = copy.kind {
            let object = file.openers(around: copy.stringStart).first { file.kind($0) == .openBrace } ?? -1
            return "object:\(object)"
        }
        let name = (copy.name ?? "").lowercased()
        for suffix in ["title", "body"] where name.hasSuffix(suffix) { return "name:" + name.dropLast(suffix.count) }
        return "name:" + name
    }

    private func contentWords(_ text: String) -> [String] {
        CopyText.words(text).map { $0.lowercased() }.filter { $0.count > 3 && !CopyText.stopwords.contains($0) }
    }

    static let message = "This body repeats its title; use it for the figures or the situation instead."
}
