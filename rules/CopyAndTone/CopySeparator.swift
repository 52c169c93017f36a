// Flags hyphens and en dashes used where the copy style wants an em dash.

import UmpireCore

public struct CopySeparator: Rule {
    public static let description = RuleDescription(
        id: "copy-separator", area: .copyAndTone, languages: [.swift, .typeScript],
        roles: [.messages, .backend, .ios, .widget], excludedRoles: [.test], severity: .error,
        summary: "A description and its stats joined by a hyphen or en dash instead of an em dash",
        rationale: """
            Every notification and card separates what happened from its numbers the same way, \
            with a spaced em dash ("Kohli departs — 54 (38)"). Mixed separators look careless \
            on a lock screen full of them.
            """,
        fix: "Join description and stats with \" — \" (space, em dash, space).",
        readsStringText: true,
        triggering: [
            Example("export const wicketBody = (b: Batter) => ↓`${b.name} departs - ${b.runs} (${b.balls})`;",
                    path: "backend/src/notifications/wicket.messages.ts"),
            Example("export const drinksBody = () => ↓\"Drinks -- 142/3 after 25 overs\";",
                    path: "backend/src/notifications/breaks.messages.ts"),
            Example(#"Text(↓"Stumps – day 2")"#, path: "ios/CricketApp/Views/DayStatusView.swift"),
        ],
        nonTriggering: [
            Example("export const wicketBody = (b: Batter) => `${b.name} departs — ${b.runs} (${b.balls})`;",
                    path: "backend/src/notifications/wicket.messages.ts"),
            Example("export const hatTrickTitle = (b: string) => `Hat-trick for ${b}`;\nexport const spellBody = () => \"Overs 10–15 from the Pavilion End\";",
                    path: "backend/src/notifications/milestones.messages.ts", trap: .lookAlike),
            Example("export const needBody = (n: number) => `${n - 1} more to win`;",
                    path: "backend/src/notifications/chase.messages.ts", trap: .lookAlike),
            Example(#"const key = "wicket - legacy";"#, path: "backend/src/notifications/wicket.ts", trap: .inString),
            Example("// Kohli departs - 54: use an em dash instead", path: "backend/src/notifications/wicket.messages.ts", trap: .inComment),
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for (copy, text) in CopyText.strings(in: file) {
            guard let separator = wrongSeparator(in: text) else { continue }
            findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message(separator))
        }
    }

    /// ` - `, ` -- `, or an en dash that is not a number range (`10–15`).
    private func wrongSeparator(in text: String) -> String? {
        if text.contains(" -- ") { return "--" }
        if text.contains(" - ") { return "-" }
        let scalars = Array(text.unicodeScalars)
        for k in scalars.indices where scalars[k] == "\u{2013}" {
            let before = k > 0 ? scalars[k - 1] : " ", after = k + 1 < scalars.count ? scalars[k + 1] : " "
            let isRange = before.properties.numericType != nil && after.properties.numericType != nil
            if !isRange { return "–" }
        }
        return nil
    }

    static func message(_ separator: String) -> String {
        "This copy separates with \"\(separator)\"; use a spaced em dash \" — \" between description and stats."
    }
}
