// Flags markup and code formatting that would show literally in copy.

import UmpireCore

public struct CopyCodeFormatting: Rule {
    public static let description = RuleDescription(
        id: "copy-code-formatting", area: .copyAndTone, languages: [.swift, .typeScript],
        roles: [.messages, .backend, .ios, .widget], excludedRoles: [.test], severity: .error,
        summary: "Backticks, tildes, Markdown or HTML markup in copy",
        rationale: """
            Notifications and Live Activities render plain text: a backtick, `~`, `**bold**` or \
            `<b>` shows up as the characters themselves on the lock screen, and reads like a \
            developer's note leaked into the product.
            """,
        fix: "Write plain text; let the app's styling carry emphasis.",
        readsStringText: true,
        limitations: """
            A literal given to SwiftUI's `Text`, `Label` or `Button` is Markdown that SwiftUI \
            renders (a `[link](…)` shows as a link, `**` as bold), so only HTML counts there.
            """,
        triggering: [
            Example("export const reviewBody = (b: string) => ↓`${b} survives on review: \\`umpire's call\\``;",
                    path: "backend/src/notifications/review.messages.ts"),
            Example("export const targetBody = (n: number) => ↓`Target **${n}** from ~50 overs`;",
                    path: "backend/src/notifications/chase.messages.ts"),
            Example(#"Text(↓"<b>Live</b> from Lord's")"#, path: "ios/CricketApp/Views/VenueView.swift"),
        ],
        nonTriggering: [
            Example("export const reviewBody = (b: string) => `${b} survives on review — umpire's call`;",
                    path: "backend/src/notifications/review.messages.ts"),
            Example("export const scoreLine = (r: number, w: number) => `${r}/${w} (${r * 2} for 2 innings)`;",
                    path: "backend/src/notifications/score.messages.ts", trap: .lookAlike),
            Example("export const bold = (s: string) => `${s}`;\nconst pattern = /\\*\\*/g;",
                    path: "backend/src/notifications/format.messages.ts", trap: .lookAlike),
            // SwiftUI renders Markdown in a Text literal: the link is a link.
            Example(#"Text("Scores come from our partners; see the [data policy](https://sightscreen.app/data).")"#,
                    path: "ios/CricketApp/Views/AboutView.swift", trap: .lookAlike),
            Example(#"const md = "**bold** is not for copy";"#, path: "backend/src/notifications/docs.ts", trap: .inString),
            Example("// no `code` or **bold** in copy", path: "backend/src/notifications/wicket.messages.ts", trap: .inComment),
        ])

    static let markdown = ["`", "~", "**", "__", "]("]
    static let markup = ["<b>", "</", "<i>", "<br", "&nbsp;"]

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for (copy, text) in CopyText.strings(in: file) {
            // A literal given to SwiftUI's `Text` is Markdown that SwiftUI renders: a link shows
            // as a link and `**` as bold. HTML shows as written everywhere; backend copy is
            // plain text, where `\`` (an escaped backtick) is a backtick too.
            let renders: Bool
            if case .swiftUI = copy.kind { renders = true } else { renders = false }
            guard let marker = (renders ? Self.markup : Self.markdown + Self.markup).first(where: { text.contains($0) }) else { continue }
            findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message(marker))
        }
    }

    static func message(_ marker: String) -> String {
        "This copy contains \"\(marker)\", which shows literally on the lock screen; write plain text."
    }
}
