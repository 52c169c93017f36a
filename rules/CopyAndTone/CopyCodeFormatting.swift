// Flags markup and code formatting that would show literally in copy.

import UmpireCore
import UmpireRuleSupport

public struct CopyCodeFormatting: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "copy-code-formatting", area: .copyAndTone, languages: [.swift, .typeScript],
        roles: [.messages, .backend, .ios, .widget], excludedRoles: [.test], severity: .error,
        summary: "Backticks, tildes, Markdown or HTML markup in copy",
        rationale: """
            Notifications and Live Activities render plain text: a backtick, `~`, `**bold**` or \
            `<b>` shows up as the characters themselves on the lock screen, and reads like a \
            developer's note leaked into the product.
            """,
        fix: "Write plain text; let the app's styling carry emphasis.",
        // The marks show as themselves; taking them off leaves the words the reader was meant
        // to see. `~` ("about") and links carry meaning, so those are left to a person.
        fixes: .safe,
        options: [markdownSurfacesOption.declaration],
        readsStringText: true,
        limitations: """
            A literal given to SwiftUI's `Text`, `Label` or `Button` is Markdown that SwiftUI \
            renders (a `[link](…)` shows as a link, `**` as bold), so only HTML counts there.
            """,
        triggering: [
            Example("export const reviewBody = (b: string) => ↓`${b} survives on review: \\`umpire's call\\``;",
                    path: "backend/src/notifications/review.messages.ts",
                    corrected: "export const reviewBody = (b: string) => `${b} survives on review: umpire's call`;"),
            Example("export const targetBody = (n: number) => ↓`Target **${n}** from ~50 overs`;",
                    path: "backend/src/notifications/chase.messages.ts"),
            Example(#"Text(↓"<b>Live</b> from Lord's")"#, path: "ios/CricketApp/Views/VenueView.swift",
                    corrected: #"Text("Live from Lord's")"#),
        ],
        nonTriggering: [
            Example("export const reviewBody = (b: string) => `${b} survives on review — umpire's call`;",
                    path: "backend/src/notifications/review.messages.ts"),
            Example("export const scoreLine = (r: number, w: number) => `${r}/${w} (${r * 2} for 2 innings)`;",
                    path: "backend/src/notifications/score.messages.ts", trap: .lookAlike),
            Example("export const bold = (s: string) => `${s}`;\nconst pattern = /\\*\\*/g;",
                    path: "backend/src/notifications/format.messages.ts", trap: .lookAlike),
            // A Slack message renders its Markdown.
            Example(#"await postToSlack({ text: `*${match.title}*: ${score}`, title: "**Wicket** at Lord's" });"#,
                    path: "backend/src/integrations/slack/postScore.ts", trap: .lookAlike,
                    options: ["markdownSurfaces": .array([.string("**/slack/**")])]),
            // SwiftUI renders Markdown in a Text literal: the link is a link.
            Example(#"Text("Scores come from our partners; see the [data policy](https://sightscreen.app/data).")"#,
                    path: "ios/CricketApp/Views/AboutView.swift", trap: .lookAlike),
            Example(#"const md = "**bold** is not for copy";"#, path: "backend/src/notifications/docs.ts", trap: .inString),
            Example("// no `code` or **bold** in copy", path: "backend/src/notifications/wicket.messages.ts", trap: .inComment),
        ]) }

    static let markdown = ["`", "~", "**", "__", "]("]
    static let markup = ["<b>", "</", "<i>", "<br", "&nbsp;"]

    let markdownSurfaces: RolePatterns

    static let markdownSurfacesOption = Option<RolePatterns>(RuleOption("markdownSurfaces",
        default: .array(["**/{discord,slack,telegram,mattermost,teams,github}/**", "*{Discord,Slack,discord,slack}*.ts"].map(JSONValue.string)),
        kind: .globs,
        help: "Globs of code that sends to chat apps that render Markdown (Slack, Discord), where only HTML shows literally."))

    public init(options: RuleOptions) {
        markdownSurfaces = options[Self.markdownSurfacesOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for (copy, text) in CopyText.strings(in: context) {
            // A literal given to SwiftUI's `Text` is Markdown that SwiftUI renders: a link shows
            // as a link and `**` as bold. HTML shows as written everywhere; backend copy is
            // plain text, where `\`` (an escaped backtick) is a backtick too.
            var renders = markdownSurfaces.matches(context.rolePath)
            if case .swiftUI = copy.kind { renders = true }
            let markers = renders ? Self.markup : Self.markdown + Self.markup
            guard let marker = markers.first(where: { text.contains($0) }) else { continue }
            findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message(marker),
                            fix: fix(copy.stringStart, markers: markers, in: file))
        }
    }

    /// Markers that come off without changing what the copy says: code and emphasis marks,
    /// `<b>`/`<i>` tags; a line break tag or `&nbsp;` becomes a space.
    static let removable: [(marker: String, replacement: String)] = [
        ("\\`", ""), ("`", ""), ("**", ""), ("__", ""), ("<b>", ""), ("</b>", ""), ("<i>", ""), ("</i>", ""),
        ("<br />", " "), ("<br/>", " "), ("<br>", " "), ("&nbsp;", " "),
    ]

    /// Every marker removed, when each one the rule sees can go without a loss: `~50` (about 50)
    /// and a `[link](…)` mean something, so copy with them is left to a person.
    @_optimize(none)
    private func fix(_ start: Int, markers: [String], in file: SourceFile) -> Fix? {
        let mapped = LiteralBytes.mapped(file, stringStart: start)
        var edits: [TextEdit] = []
        var k = 0
        let scalars = mapped.scalars
        scan: while k < scalars.count {
            for (marker, replacement) in Self.removable {
                let m = Array(marker.unicodeScalars)
                guard k + m.count <= scalars.count, Array(scalars[k..<k + m.count]) == m else { continue }
                guard let edit = LiteralBytes.edit(k..<k + m.count, of: mapped, with: replacement) else { return nil }
                edits.append(edit)
                k += m.count
                continue scan
            }
            k += 1
        }
        // What is left must be clean of every marker the rule looks for.
        var rest = String(String.UnicodeScalarView(scalars))
        for (marker, _) in Self.removable { rest = rest.replacingOccurrences(of: marker, with: "") }
        guard !edits.isEmpty, !markers.contains(where: { rest.contains($0) }) else { return nil }
        return Fix("Remove the markup", .safe, edits: edits)
    }

    static func message(_ marker: String) -> String {
        "This copy contains \"\(marker)\", which shows literally on the lock screen; write plain text."
    }
}
