// Flags notification bodies that repeat their title.

import UmpireCore
import UmpireRuleSupport

public struct CopyRedundantTitle: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
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
            one object. Function words are ignored (`the`, `for`, `after`); a value filled into both \
            (`${team}`) counts beside a repeated word, not alone. A one-word title is restated only when \
            the body opens with it.
            """,
        triggering: [
            // A one-word event and its team in the title, both again in the body.
            Example("""
                export const alertCopy = {
                  six: (team: string, batter: string) => ({ title: `Six ${team}`, body: ↓`${team} hit a six through ${batter}` }),
                  result: (winner: string, margin: string) => ({ title: 'Result', body: `${winner} win by ${margin}` }),
                };
                """, path: "backend/src/notifications/alerts.messages.ts"),
            Example("""
                export const wicketTitle = (team: string) => `${team} lose a wicket`;
                export const wicketBody = (team: string, b: string) => ↓`${team} lose a wicket as ${b} departs`;
                """, path: "backend/src/notifications/wicket.messages.ts"),
            Example(#"const alert = { title: "Rain delay at Lord's", body: ↓"Rain delay at Lord's, covers on" };"#,
                    path: "backend/src/notifications/weather.ts"),
            // A one-word title the body opens with.
            Example("""
                export const alertCopy = {
                  superOver: { title: 'Super over', body: (team: string) => `${team} bat first, six balls each` },
                  rain: { title: 'Rain', body: ↓'Rain stops play at the Oval, covers on' },
                };
                """, path: "backend/src/notifications/alerts.messages.ts"),
        ],
        nonTriggering: [
            // A one-word title the body tells about, not opens with.
            Example(#"const alert = { title: "Result", body: "Mumbai win by 4 wickets; the result keeps them top" };"#,
                    path: "backend/src/notifications/result.ts", trap: .lookAlike),
            // The fixture in the title, what happened in it in the body.
            Example("""
                export const scoreTitle = (home: string, away: string) => `${home} v ${away}`;
                export const scoreBody = (home: string, away: string, score: string) => `${home} lead ${away} ${score}`;
                """, path: "backend/src/notifications/score.messages.ts", trap: .lookAlike),
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
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let strings = CopyText.strings(in: context)
        var titles: [String: (words: [String], values: Set<String>)] = [:]
        for (copy, text) in strings where copy.role == "title" {
            var seen: Set<String> = []
            titles[pairKey(copy, in: file)] = (contentWords(text).filter { seen.insert($0).inserted }, placeholders(text))
        }
        for (copy, text) in strings where copy.role == "body" {
            guard let title = titles[pairKey(copy, in: file)], title.words.count + title.values.count >= 1 else { continue }
            // A one-word title (`Tiebreak`) is restated when the body opens with it
            // (`Tiebreak in set 3 on Court 1`); elsewhere in the body it is the subject told about.
            if title.words.count + title.values.count == 1 {
                if title.words.count == 1, contentWords(text).first == title.words[0] {
                    findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message)
                }
                continue
            }
            let body = Set(contentWords(text))
            let repeated = title.words.filter(body.contains)
            // The same value in both counts only beside a repeated word: `${home} v ${away}` over
            // `${home} lead ${away} 2-1` names the fixture, and the body tells what happened.
            guard !repeated.isEmpty else { continue }
            let repeatedValues = title.values.intersection(placeholders(text))
            if Double(repeated.count + repeatedValues.count) / Double(title.words.count + title.values.count) >= 0.6 {
                findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message)
            }
        }
    }

    /// `wicketTitle`/`wicketBody` share `wicket`; `title:`/`body:` share their object literal.
    private func pairKey(_ copy: CopyString, in file: SourceFile) -> String {
        // `title:` and `body:` keys of one object, in a messages file as in code: the object pairs
        // them (`try: (team) => ({ title: …, body: … })`, one object per event).
        let object = file.openers(around: copy.stringStart).first { file.kind($0) == .openBrace }
        if case .copyKey = copy.kind { return "object:\(object ?? -1)" }
        if ["title", "body"].contains((copy.name ?? "").lowercased()), let object { return "object:\(object)" }
        let name = (copy.name ?? "").lowercased()
        for suffix in ["title", "body"] where name.hasSuffix(suffix) { return "name:" + name.dropLast(suffix.count) }
        return "name:" + name
    }

    /// Words of three letters or more that carry meaning (`try`, `six`, `out`), lower-cased.
    private func contentWords(_ text: String) -> [String] {
        CopyText.words(text).map { $0.lowercased() }.filter { $0.count >= 3 && !CopyText.stopwords.contains($0) && !Self.functionWords.contains($0) }
    }

    static let functionWords: Set<String> = ["but", "not", "you", "your", "our", "his", "her", "their", "who", "now", "can", "will", "been", "into"]

    /// What each `${…}` or `\(…)` of the text fills in, as written (`team`, `b.name`).
    private func placeholders(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(text)
        while let open = rest.range(of: "{") ?? rest.range(of: "\\("), let close = rest[open.upperBound...].firstIndex(where: { $0 == "}" || $0 == ")" }) {
            found.insert(String(rest[open.upperBound..<close].filter { $0 != " " }))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    static let message = "This body repeats its title; use it for the figures or the situation instead."
}
